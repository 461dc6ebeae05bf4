package variants

import (
	"encoding/json"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/makruk"
)

func init() {
	register(Variant{Name: "makruk", Rules: makrukRuleNames(), New: newMakruk})
}

// makrukRuleNames are the names of makruk's rule sets (makruk.RuleSets):
// "default", "pychess", "cambodian", "karouk", ...
func makrukRuleNames() []string {
	var names []string
	for _, r := range makruk.RuleSets() {
		names = append(names, r.Name)
	}
	return names
}

type makrukState struct{ g *makruk.Game }

func newMakruk(rules, fen string, options map[string]json.RawMessage) (State, error) {
	if err := noOptions(options); err != nil {
		return nil, err
	}
	r := makruk.Default
	if rules != "" {
		var err error
		if r, err = makruk.RulesByName(rules); err != nil {
			return nil, err
		}
	}
	if fen == "" {
		fen = makruk.StartFEN(r)
	}
	p, err := makruk.ParseFEN(fen, r)
	if err != nil {
		return nil, err
	}
	return &makrukState{makruk.NewGame(p)}, nil
}

func (s *makrukState) Play(move string) error {
	p := s.g.Position()
	m, err := p.ParseMove(move)
	if err != nil {
		return err
	}
	return s.g.Play(m)
}

func (s *makrukState) FEN() string { p := s.g.Position(); return p.FEN() }

func (s *makrukState) Legal() []string {
	p := s.g.Position()
	var out []string
	for m := range p.LegalMoves() {
		out = append(out, p.MoveText(m))
	}
	return out
}

func (s *makrukState) Check() bool { p := s.g.Position(); return p.InCheck() }

func (s *makrukState) Outcome() (string, string) {
	o := s.g.Outcome()
	return o.Result(), o.Reason.String()
}

func (s *makrukState) Claims() []string { return s.g.Claims().Strings() }

func (s *makrukState) Perft(depth int) uint64 { p := s.g.Position(); return p.Perft(depth) }

func (s *makrukState) Divide(depth int) []Divided {
	p := s.g.Position()
	return divided(p.Divide(depth), makruk.FormatMove)
}

func (s *makrukState) Extra() map[string]any { return nil }

// divided converts a core divide into text lines.
func divided(entries []core.DivideEntry, format func(core.Move) string) []Divided {
	out := make([]Divided, len(entries))
	for i, e := range entries {
		out[i] = Divided{Move: format(e.Move), Nodes: e.Nodes}
	}
	return out
}
