package variants

import (
	"encoding/json"
	"fmt"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/qiguo"
)

func init() {
	register(Variant{Name: "qiguo", Rules: []string{"default", "elephantchess"}, New: newQiguo})
}

type qiguoState struct{ g *qiguo.Game }

// qiguoRules returns the named rule set with the options applied:
// "players" (3..7) and "alliances" (a list of groups of state names, one
// per player, QG-21/QG-22), and the booleans "WikipediaNames",
// "ElephantChessLayout", "HorsemanMustTurn" and "DefeatByTotalLosses".
func qiguoRules(rules string, options map[string]json.RawMessage) (qiguo.Rules, error) {
	r := qiguo.Default
	if rules != "" {
		var err error
		if r, err = qiguo.RulesByName(rules); err != nil {
			return r, err
		}
	}
	flags := map[string]*bool{
		"WikipediaNames":      &r.WikipediaNames,
		"ElephantChessLayout": &r.ElephantChessLayout,
		"HorsemanMustTurn":    &r.HorsemanMustTurn,
		"DefeatByTotalLosses": &r.DefeatByTotalLosses,
	}
	for k, v := range options {
		if k == "players" || k == "alliances" {
			continue
		}
		f, ok := flags[k]
		if !ok {
			return r, fmt.Errorf("unknown option %q (known: players, alliances, WikipediaNames, ElephantChessLayout, HorsemanMustTurn, DefeatByTotalLosses)", k)
		}
		if err := json.Unmarshal(v, f); err != nil {
			return r, fmt.Errorf("option %s: want true or false", k)
		}
	}
	players := 0
	if v, ok := options["players"]; ok {
		if err := json.Unmarshal(v, &players); err != nil || players < 3 || players > 7 {
			return r, fmt.Errorf("option players: want a number from 3 to 7")
		}
	}
	if v, ok := options["alliances"]; ok {
		var groups [][]string
		if err := json.Unmarshal(v, &groups); err != nil {
			return r, fmt.Errorf("option alliances: want a list of lists of state names, such as [[\"Qin\",\"Han\"],[\"Chu\"],...]")
		}
		var err error
		if r, err = r.WithAlliances(groups...); err != nil {
			return r, err
		}
	}
	if players != 0 && players != r.Players() {
		if _, ok := options["alliances"]; !ok {
			return r, fmt.Errorf("option players: %d players need \"alliances\" saying which states each controls (QG-22)", players)
		}
		return r, fmt.Errorf("option players is %d but the alliances seat %d players", players, r.Players())
	}
	return r, nil
}

func newQiguo(rules, fen string, options map[string]json.RawMessage) (State, error) {
	r, err := qiguoRules(rules, options)
	if err != nil {
		return nil, err
	}
	var p qiguo.Position
	if fen == "" {
		p = qiguo.StartPosition(r)
	} else if p, err = qiguo.ParseFEN(fen, r); err != nil {
		return nil, err
	}
	return &qiguoState{qiguo.NewGame(p)}, nil
}

func (s *qiguoState) Play(move string) error {
	p := s.g.Position()
	m, err := p.ParseMove(move)
	if err != nil {
		return err
	}
	return s.g.Play(m)
}

func (s *qiguoState) FEN() string { p := s.g.Position(); return p.FEN() }

func (s *qiguoState) Legal() []string {
	p := s.g.Position()
	var out []string
	for m := range p.LegalMoves() {
		out = append(out, p.MoveText(m))
	}
	return out
}

// Check is always false: Qi Guo has no check (QG-15).
func (s *qiguoState) Check() bool { return false }

// Outcome returns the winning state's name or "*", and the reason word.
func (s *qiguoState) Outcome() (string, string) {
	p := s.g.Position()
	o := p.Outcome()
	if !o.IsOver() {
		return "*", ""
	}
	return p.Rules().StateName(o.Winner), o.Reason.String()
}

// Claims is always empty: Qi Guo has no draw rule (QG-28).
func (s *qiguoState) Claims() []string { return []string{} }

func (s *qiguoState) Perft(depth int) uint64 { p := s.g.Position(); return p.Perft(depth) }

func (s *qiguoState) Divide(depth int) []Divided {
	p := s.g.Position()
	return divided(p.Divide(depth), qiguo.FormatMove)
}

// Extra adds the state to move (null once the game is over), the capture
// tallies {captured state: {captor: count}}, the defeats {state: by} and
// the controllers {army: state moving it}.
func (s *qiguoState) Extra() map[string]any {
	p := s.g.Position()
	r := p.Rules()
	captures := map[string]map[string]int{}
	defeated := map[string]string{}
	controller := map[string]string{}
	for v := range core.Color(qiguo.NumStates) {
		m := map[string]int{}
		for c := range core.Color(qiguo.NumStates) {
			if n := p.Captured(v, c); n > 0 {
				m[r.StateName(c)] = n
			}
		}
		captures[r.StateName(v)] = m
		if by, ok := p.DefeatedBy(v); ok {
			defeated[r.StateName(v)] = r.StateName(by)
		}
		controller[r.StateName(v)] = r.StateName(p.Controller(v))
	}
	var toMove any
	if !p.Outcome().IsOver() {
		toMove = r.StateName(p.Side())
	}
	return map[string]any{"to_move": toMove, "captures": captures, "defeated": defeated, "controller": controller}
}
