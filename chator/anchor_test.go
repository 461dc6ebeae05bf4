package chator

import (
	"errors"
	"strings"
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
)

// TestLeapRefusal pins the words of a refused leap (CH-16): each reason
// the rules give, not the option's name alone.
func TestLeapRefusal(t *testing.T) {
	const firstChk = "4k3/8/8/8/8/8/7P/r3K3 w - - 0 1"
	for _, c := range []struct {
		name  string
		r     Rules
		fen   string
		moves []string
		move  string
		want  string
	}{
		{"FirstCheck: not in check", Default, "4k3/8/8/8/8/8/7P/5K2 w - - 0 1", nil, "f1d2", "only on the move right after its first check, and it is not in check"},
		{"FirstCheck: checked before", Default, firstChk + " checked=w", nil, "e1d3", "it was checked before, so its leap is gone"},
		{"FirstCheck: once per game", Default, firstChk, []string{"e1e2", "a1a2"}, "e2c3", "it was checked before"},
		{"FirstCheck: over a piece", Default, "4k3/8/8/8/8/8/4P3/r3K3 w - - 0 1", nil, "e1e3", "passes over an empty square only, and e2 is not empty"},
		{"FirstCheck: sideways over a piece", Default, "3rk3/8/8/8/8/8/7P/2BK4 w - - 0 1 moved=w", nil, "d1b1", "c1 is not empty"},
		{"FirstCheck: onto its own piece", Default, "4k3/8/8/8/8/3N4/7P/r3K3 w - - 0 1", nil, "e1d3", "cannot capture its own side's kuda on d3"},
		{"FirstCheck: never onto the enemy raja", Brooke, "7R/8/8/8/8/8/2k5/K6r w - - 0 1", nil, "a1c2", "a raja is never captured"},
		{"BeforeChecked: only a kuda's leap", Elcum, "4k3/8/8/8/8/8/7P/3K4 w - - 0 1", nil, "d1d3", "only like a kuda"},
		{"BeforeChecked: moved", Elcum, "4k3/8/8/8/8/8/7P/3K4 w - - 0 1 moved=w", nil, "d1c3", "never moved, and it has moved"},
		{"BeforeChecked: checked", Elcum, "4k3/8/8/8/8/8/7P/3K4 w - - 0 1 checked=w", nil, "d1c3", "never been checked, and it has been"},
		{"BeforeChecked: in check", Elcum, "4k3/8/8/8/8/8/7P/r2K4 w - - 0 1", nil, "d1c3", "may not leap out of check"},
		{"None", with(Default, "KingLeap", "None"), firstChk, nil, "e1d3", "no leap under these rules (KingLeap None)"},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := MustParseFEN(c.fen, c.r)
			for _, s := range c.moves {
				m, err := p.ParseMove(s)
				if err != nil {
					t.Fatal(err)
				}
				p.MakeMove(m)
			}
			for _, parse := range []func(string) (core.Move, error){p.ParseMove, p.ParseLenient} {
				_, err := parse(c.move)
				var me *core.MoveError
				if !errors.As(err, &me) || !errors.Is(err, core.ErrIllegalMove) || me.Rule != "CH-16" || !strings.Contains(me.Msg, c.want) {
					t.Errorf("%s: %v; want CH-16 and %q", c.move, err, c.want)
				}
				if strings.Contains(me.Msg, "FirstCheck leap") {
					t.Errorf("%s: %q names the option, not the reason", c.move, me.Msg)
				}
			}
		})
	}
}
