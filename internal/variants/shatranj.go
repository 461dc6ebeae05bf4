package variants

import (
	"encoding/json"

	"github.com/chaturanga-go/chaturanga/shatranj"
)

func init() {
	register(Variant{Name: "shatranj", Rules: []string{"default", "pychess", "medina", "chaturanga"}, New: newShatranj})
}

type shatranjState struct{ g *shatranj.Game }

func newShatranj(rules, fen string, options map[string]json.RawMessage) (State, error) {
	if err := noOptions(options); err != nil {
		return nil, err
	}
	r := shatranj.Default
	if rules != "" {
		var err error
		if r, err = shatranj.RulesByName(rules); err != nil {
			return nil, err
		}
	}
	if fen == "" {
		fen = shatranj.StartFEN(r)
	}
	p, err := shatranj.ParseFEN(fen, r)
	if err != nil {
		return nil, err
	}
	return &shatranjState{shatranj.NewGame(p)}, nil
}

func (s *shatranjState) Play(move string) error {
	p := s.g.Position()
	m, err := p.ParseMove(move)
	if err != nil {
		return err
	}
	return s.g.Play(m)
}

func (s *shatranjState) FEN() string { p := s.g.Position(); return p.FEN() }

func (s *shatranjState) Legal() []string {
	p := s.g.Position()
	var out []string
	for m := range p.LegalMoves() {
		out = append(out, p.MoveText(m))
	}
	return out
}

func (s *shatranjState) Check() bool { p := s.g.Position(); return p.InCheck() }

func (s *shatranjState) Outcome() (string, string) {
	o := s.g.Outcome()
	return o.Result(), o.Reason.String()
}

func (s *shatranjState) Claims() []string { return s.g.Claims().Strings() }

func (s *shatranjState) Perft(depth int) uint64 { p := s.g.Position(); return p.Perft(depth) }

func (s *shatranjState) Divide(depth int) []Divided {
	p := s.g.Position()
	return divided(p.Divide(depth), shatranj.FormatMove)
}

func (s *shatranjState) Extra() map[string]any { return nil }
