package shatar

import (
	"errors"
	"strings"
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
		{"SR-9", "tereg checks, noyon steps aside, temee mates", "6k1/p1B4p/8/8/8/8/3K4/R7 w - - 0 1", Default, []string{"a1g1", "g8h8", "c7e5"}, core.Win(core.White, core.Checkmate)},
		{"SR-11", "the series broken by a turn out of check: niol", "6k1/p1B4p/8/8/8/8/3K4/R7 w - - 0 1", Default, []string{"a1g1", "g8h8", "d2d3", "a7a6", "c7e5"}, core.Draw(core.Niol)},
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

// Illegal moves are explained with the rule that forbids them, the same
// in coordinates, SAN and lenient text.
func TestIllegalMoves(t *testing.T) {
	for _, tc := range []struct {
		rule, fen, move, msg string
	}{
		{"SR-1", startFEN, "e2e3xe4", "want coordinate notation such as e2e3 or a7a8j"},
		{"SR-2", "4k3/7p/8/8/8/8/8/4K2R w - - 0 1", "e1g1", "there is no castling: the noyon moves one step"},
		{"SR-3", "4k3/7p/8/8/3J4/8/8/4K3 w - - 0 1", "d4f6", "a bers moves like a tereg, or one step diagonally, no further"},
		{"SR-3", "4k3/7p/8/8/3J4/3P4/8/4K3 w - - 0 1", "d4d2", "a bers does not pass a piece (d3 is in the way)"},
		{"SR-4", "4k3/7p/8/8/8/8/8/2B1K3 w - - 0 1", "c1c3", "a temee cannot move from c1 to c3"},
		{"SR-5", "4k3/7p/8/8/8/8/8/1N2K3 w - - 0 1", "b1b3", "a mori cannot move from b1 to b3"},
		{"SR-6", "4k3/7p/8/8/8/8/P7/R3K3 w - - 0 1", "a1a4", "a tereg does not pass a piece (a2 is in the way)"},
		{"SR-7", startFEN, "e2e4", "a khüü has no double step"},
		{"SR-7", startFEN, "d4d5", "a khüü moves straight forward only to an empty square; it captures diagonally"},
		{"SR-7", "4k3/P6p/8/8/8/8/8/4K3 w - - 0 1", "a7a8", "a khüü reaching the last rank becomes a bers, and nothing else (write a7a8j)"},
		{"SR-7", "4k3/P6p/8/8/8/8/8/4K3 w - - 0 1", "a7a8n", "a khüü reaching the last rank becomes a bers, and nothing else (write a7a8j)"},
		{"SR-7", "4k3/7p/8/8/8/P7/8/4K3 w - - 0 1", "a3a4j", "only a khüü reaching the last rank promotes, and only to a bers"},
		{"SR-8", "4k3/4r2p/8/8/8/8/4B3/4K3 w - - 0 1", "e2d3", "the move would leave the own noyon attacked"},
	} {
		t.Run(tc.rule+" "+tc.move, func(t *testing.T) {
			p := MustParseFEN(tc.fen, Default)
			_, err := p.ParseMove(tc.move)
			var me *core.MoveError
			if !errors.As(err, &me) || !strings.Contains(me.Msg, tc.msg) {
				t.Fatalf("ParseMove: %v, want %q", err, tc.msg)
			}
			if tc.rule != "SR-1" && (me.Rule != tc.rule || !errors.Is(err, core.ErrIllegalMove)) {
				t.Fatalf("ParseMove: %v, want rule %s", err, tc.rule)
			}
			if tc.rule == "SR-1" {
				return
			}
			for _, parse := range []func(string) (core.Move, error){p.ParseLenient, p.ParseSAN} {
				_, err2 := parse(tc.move)
				var me2 *core.MoveError
				if errors.As(err2, &me2) && me2.Rule == me.Rule && me2.Msg == me.Msg {
					continue
				}
				t.Errorf("lenient/strict %s: %v, want %v", tc.move, err2, err)
			}
		})
	}
	// In SAN: the same explanation as for the coordinates it means.
	p := StartPosition(Default)
	for san, want := range map[string]string{"Bf4": "", "Jd2": "", "Jd5": "SR-3: a bers does not pass a piece (d4 is in the way)", "e4": "SR-7: a khüü has no double step", "Nd4": "SR-5: the mori cannot capture its own side's khüü on d4"} {
		_, err := p.ParseSAN(san)
		if want == "" {
			if err != nil {
				t.Errorf("%s: %v", san, err)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want %q", san, err, want)
		}
	}
	// Over-specified SAN: ParseLenient takes it, ParseSAN says how to
	// write it.
	for _, s := range []string{"Ngf3", "Ng1f3", "g1f3", "Nf3+"} {
		m, err := p.ParseLenient(s)
		if err != nil || FormatMove(m) != "g1f3" {
			t.Errorf("ParseLenient(%s) = %v, %v", s, m, err)
		}
		_, err = p.ParseSAN(s)
		if s == "Nf3+" {
			if err != nil {
				t.Errorf("ParseSAN(%s): %v", s, err)
			}
			continue
		}
		if !errors.Is(err, core.ErrSyntax) || !strings.Contains(err.Error(), "write Nf3") {
			t.Errorf("ParseSAN(%s): %v, want a syntax error saying write Nf3", s, err)
		}
	}
}

// SR-1: the start position and its perft (Fairy-Stockfish: 20, 400, 8426,
// 177344).
func TestStart(t *testing.T) {
	p := StartPosition(Rules{})
	if p.FEN() != startFEN || StartFEN(Default) != startFEN || p.Rules() != Default {
		t.Errorf("start %s under %v", p.FEN(), p.Rules())
	}
	for d, want := range []uint64{1, 20, 400, 8426, 177344} {
		if got := p.Perft(d); got != want {
			t.Errorf("perft(%d) = %d, want %d", d, got, want)
		}
	}
}

// SR-14: the 50-move rule at 100 plies, and threefold repetition through
// the game; SR-15: no insufficient material.
func TestClaims(t *testing.T) {
	p := MustParseFEN("4k3/4p3/8/8/8/8/4P3/R3K3 w - - 99 80", Default)
	if p.Claims() != 0 {
		t.Errorf("at 99 plies: %v", p.Claims().Strings())
	}
	g := playAll(t, "4k3/4p3/8/8/8/8/4P3/R3K3 w - - 99 80", Default, "a1a2")
	if c := g.Claims(); !c.Has(core.MoveRule) || g.Outcome().IsOver() {
		t.Errorf("at 100 plies: %v %v", c.Strings(), g.Outcome())
	}
	// A mate on the 100th ply ends the game: nothing to claim.
	g = playAll(t, "7k/6pp/8/8/8/8/8/R3K3 w - - 99 1", Default, "a1a8")
	if g.Claims() != 0 || !g.Outcome().IsOver() {
		t.Errorf("mate at 100 plies: %v %v", g.Claims().Strings(), g.Outcome())
	}
	g = playAll(t, startFEN, Default, "g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1")
	if g.Claims().Has(core.Repetition) {
		t.Error("repetition claimed after the second occurrence")
	}
	g = playAll(t, startFEN, Default, "g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8")
	if !g.Claims().Has(core.Repetition) || g.Outcome().IsOver() {
		t.Errorf("third occurrence: %v %v", g.Claims().Strings(), g.Outcome())
	}
	// Noyon and temee against noyon and mori plays on: robado (SR-12),
	// not insufficient material, decides such games.
	p = MustParseFEN("4k3/8/8/3n4/8/8/8/2B1K3 w - - 0 1", Default)
	if p.Outcome().IsOver() || p.Claims() != 0 || p.CountLegalMoves() == 0 {
		t.Errorf("%s: %v %v", p.FEN(), p.Outcome(), p.Claims().Strings())
	}
}
