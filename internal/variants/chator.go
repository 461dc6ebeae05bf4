package variants

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strconv"

	"github.com/chaturanga-go/chaturanga/chator"
)

func init() {
	register(Variant{Name: "chator", Rules: []string{"default", "brooke", "elcum", "southeastasian"}, New: newChator})
}

type chatorState struct{ g *chator.Game }

// newChator builds a Main Chator position. options holds the spec's
// option names with JSON values: strings for the enumerated options
// ("EnPassant": "Classic"), booleans ("DoubleStep": false) and numbers
// ("LoneKingCount": 7), applied on top of the named rules.
func newChator(rules, fen string, options map[string]json.RawMessage) (State, error) {
	r := chator.Default
	if rules != "" {
		var err error
		if r, err = chator.RulesByName(rules); err != nil {
			return nil, err
		}
	}
	names := make([]string, 0, len(options))
	for k := range options {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		v, err := optionText(options[k])
		if err != nil {
			return nil, fmt.Errorf("option %q: %v", k, err)
		}
		if err := r.Set(k, v); err != nil {
			return nil, err
		}
	}
	if fen == "" {
		fen = chator.StartFEN(r)
	}
	p, err := chator.ParseFEN(fen, r)
	if err != nil {
		return nil, err
	}
	return &chatorState{chator.NewGame(p)}, nil
}

// optionText turns a JSON option value into the text chator.Rules.Set
// takes: a string's contents, true or false, a number's digits.
func optionText(raw json.RawMessage) (string, error) {
	raw = bytes.TrimSpace(raw)
	var s string
	if err := json.Unmarshal(raw, &s); err == nil {
		return s, nil
	}
	var b bool
	if err := json.Unmarshal(raw, &b); err == nil {
		return strconv.FormatBool(b), nil
	}
	var n json.Number
	if err := json.Unmarshal(raw, &n); err == nil {
		return n.String(), nil
	}
	return "", fmt.Errorf("want a string, a boolean or a number, not %s", raw)
}

func (s *chatorState) Play(move string) error {
	p := s.g.Position()
	m, err := p.ParseMove(move)
	if err != nil {
		return err
	}
	return s.g.Play(m)
}

func (s *chatorState) FEN() string { p := s.g.Position(); return p.FEN() }

func (s *chatorState) Legal() []string {
	p := s.g.Position()
	var out []string
	for m := range p.LegalMoves() {
		out = append(out, p.MoveText(m))
	}
	return out
}

func (s *chatorState) Check() bool { p := s.g.Position(); return p.InCheck() }

func (s *chatorState) Outcome() (string, string) {
	o := s.g.Outcome()
	return o.Result(), o.Reason.String()
}

func (s *chatorState) Claims() []string { return s.g.Claims().Strings() }

func (s *chatorState) Perft(depth int) uint64 { p := s.g.Position(); return p.Perft(depth) }

func (s *chatorState) Divide(depth int) []Divided {
	p := s.g.Position()
	return divided(p.Divide(depth), chator.FormatMove)
}

func (s *chatorState) Extra() map[string]any { return nil }
