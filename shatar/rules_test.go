package shatar

import (
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
)

// playAll plays coordinate moves from fen under r and returns the game.
func playAll(t *testing.T, fen string, r Rules, moves ...string) *Game {
	t.Helper()
	g := NewGame(MustParseFEN(fen, r))
	for _, s := range moves {
		p := g.Position()
		m, err := p.ParseMove(s)
		if err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		if err := g.Play(m); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
	return g
}

// The endings, one row per rule: robado, stalemate and the mate rule with
// its history of checks.
func TestEndings(t *testing.T) {
	anyMate := Default
	anyMate.MateRule = AnyMate
	noRobado := Default
	noRobado.NoRobado = true
	for _, tc := range []struct {
		rule, name, fen string
		r               Rules
		moves           []string
		want            core.Outcome
	}{
		{"SR-9", "tereg mates", "7k/6pp/8/8/8/8/8/R3K3 w - - 0 1", Default, []string{"a1a8"}, core.Win(core.White, core.Checkmate)},
		{"SR-9", "bers mates with its diagonal step", "7k/8/5KJ1/8/8/8/7p/8 w - - 0 1", Default, []string{"g6g7"}, core.Win(core.White, core.Checkmate)},
		{"SR-9", "tereg checks, noyon steps aside, khüü mates", "R7/6k1/5NP1/8/6KP/6n1/1P6/7j w - - 12 108", Default, []string{"a8a7", "g7h8", "g6g7"}, core.Win(core.White, core.Checkmate)},
		{"SR-9", "the series read from the shak= field", "7k/R5P1/5N2/8/6KP/6n1/1P6/7j b - - 0 109 shak=b", Default, nil, core.Win(core.White, core.Checkmate)},
		{"SR-9", "a series carried over the mated side's earlier turn", "7k/2B4p/8/8/8/8/8/4K1R1 w - - 0 1 shak=b", Default, []string{"c7e5"}, core.Win(core.White, core.Checkmate)},
		{"SR-9", "mori and temee mate together: the mori's check is a shak", "6rk/7p/8/4N3/8/8/1B6/4K3 w - - 0 1", Default, []string{"e5f7"}, core.Win(core.White, core.Checkmate)},
		{"SR-10", "mori alone mates: the mated side wins", "6rk/6pp/8/6N1/8/8/8/4K3 w - - 0 1", Default, []string{"g5f7"}, core.Win(core.Black, core.KnightMate)},
		{"SR-10", "under MateRule=Any the mori mates", "6rk/6pp/8/6N1/8/8/8/4K3 w - - 0 1", anyMate, []string{"g5f7"}, core.Win(core.White, core.Checkmate)},
		{"SR-11", "temee mates out of the blue: niol", "7k/2B4p/8/8/8/8/8/4K1R1 w - - 0 1", Default, []string{"c7e5"}, core.Draw(core.Niol)},
		{"SR-11", "the khüü mate read from a bare FEN: niol", "7k/R5P1/5N2/8/6KP/6n1/1P6/7j b - - 0 109", Default, nil, core.Draw(core.Niol)},
		{"SR-11", "under MateRule=Any the temee mates", "7k/2B4p/8/8/8/8/8/4K1R1 w - - 0 1", anyMate, []string{"c7e5"}, core.Win(core.White, core.Checkmate)},
		{"SR-12", "a capture bares the noyon", "4k3/8/8/8/8/8/4p3/R3K3 w - - 0 1", Default, []string{"e1e2"}, core.Draw(core.BareKing)},
		{"SR-12", "noyon against noyon", "8/8/8/4k3/8/8/8/4K3 w - - 0 1", Default, nil, core.Draw(core.BareKing)},
		{"SR-12", "robado comes before mate", "b6k/8/6K1/8/8/8/8/R7 w - - 0 1", Default, []string{"a1a8"}, core.Draw(core.BareKing)},
		{"SR-12", "NoRobado plays on", "8/8/8/4k3/8/8/8/4K3 w - - 0 1", noRobado, nil, core.Outcome{}},
		{"SR-13", "stalemate is a draw", "7k/8/5N1K/8/8/1p6/1P6/8 b - - 0 1", Default, nil, core.Draw(core.Stalemate)},
	} {
		t.Run(tc.rule+" "+tc.name, func(t *testing.T) {
			g := playAll(t, tc.fen, tc.r, tc.moves...)
			if got := g.Outcome(); got != tc.want {
				p := g.Position()
				t.Errorf("%s: outcome %v, want %v", p.FEN(), got, tc.want)
			}
			if p := g.Position(); g.Outcome().IsOver() != (p.CountLegalMoves() == 0) {
				t.Errorf("%s: outcome %v with %d legal moves", p.FEN(), g.Outcome(), p.CountLegalMoves())
			}
		})
	}
}
