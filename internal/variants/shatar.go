package variants

import (
	"encoding/json"

	"github.com/chaturanga-go/chaturanga/shatar"
)

func init() {
	register(Variant{Name: "shatar", Rules: []string{"default"}, New: newShatar})
}

type shatarState struct{ g *shatar.Game }

// newShatar takes the rule set by name or in the text Rules.String writes
// ("default MateRule=Any").
func newShatar(rules, fen string, options map[string]json.RawMessage) (State, error) {
	if err := noOptions(options); err != nil {
		return nil, err
	}
	r, err := shatar.ParseRules(rules)
	if err != nil {
		return nil, err
	}
	if fen == "" {
		fen = shatar.StartFEN(r)
	}
	p, err := shatar.ParseFEN(fen, r)
	if err != nil {
		return nil, err
	}
	return &shatarState{shatar.NewGame(p)}, nil
}

func (s *shatarState) Play(move string) error {
	p := s.g.Position()
	m, err := p.ParseMove(move)
	if err != nil {
		return err
	}
	return s.g.Play(m)
}

func (s *shatarState) FEN() string { p := s.g.Position(); return p.FEN() }

func (s *shatarState) Legal() []string {
	p := s.g.Position()
	var out []string
	for m := range p.LegalMoves() {
		out = append(out, p.MoveText(m))
	}
	return out
}

func (s *shatarState) Check() bool { p := s.g.Position(); return p.InCheck() }

func (s *shatarState) Outcome() (string, string) {
	o := s.g.Outcome()
	return o.Result(), o.Reason.String()
}

func (s *shatarState) Claims() []string { return s.g.Claims().Strings() }

func (s *shatarState) Perft(depth int) uint64 { p := s.g.Position(); return p.Perft(depth) }

func (s *shatarState) Divide(depth int) []Divided {
	p := s.g.Position()
	return divided(p.Divide(depth), shatar.FormatMove)
}

func (s *shatarState) Extra() map[string]any { return nil }
