package variants

import (
	"encoding/json"

	"github.com/chaturanga-go/chaturanga/sittuyin"
)

func init() {
	register(Variant{Name: "sittuyin", Rules: []string{"default", "pychess"}, New: newSittuyin})
}

type sittuyinState struct{ g *sittuyin.Game }

func newSittuyin(rules, fen string, options map[string]json.RawMessage) (State, error) {
	if err := noOptions(options); err != nil {
		return nil, err
	}
	r := sittuyin.Default
	if rules != "" {
		var err error
		if r, err = sittuyin.RulesByName(rules); err != nil {
			return nil, err
		}
	}
	if fen == "" {
		fen = sittuyin.StartFEN(r)
	}
	p, err := sittuyin.ParseFEN(fen, r)
	if err != nil {
		return nil, err
	}
	return &sittuyinState{sittuyin.NewGame(p)}, nil
}

func (s *sittuyinState) Play(move string) error {
	p := s.g.Position()
	m, err := p.ParseMove(move)
	if err != nil {
		return err
	}
	return s.g.Play(m)
}

func (s *sittuyinState) FEN() string { p := s.g.Position(); return p.FEN() }

func (s *sittuyinState) Legal() []string {
	p := s.g.Position()
	var out []string
	for m := range p.LegalMoves() {
		out = append(out, p.MoveText(m))
	}
	return out
}

func (s *sittuyinState) Check() bool { p := s.g.Position(); return p.InCheck() }

func (s *sittuyinState) Outcome() (string, string) {
	o := s.g.Outcome()
	return o.Result(), o.Reason.String()
}

func (s *sittuyinState) Claims() []string { return s.g.Claims().Strings() }

func (s *sittuyinState) Perft(depth int) uint64 { p := s.g.Position(); return p.Perft(depth) }

func (s *sittuyinState) Divide(depth int) []Divided {
	p := s.g.Position()
	return divided(p.Divide(depth), sittuyin.FormatMove)
}

func (s *sittuyinState) Extra() map[string]any { return nil }
