package makruk

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/chaturanga-go/chaturanga/core"
)

// play plays coordinate moves from fen under r and returns the position.
func play(t *testing.T, fen string, r Rules, moves ...string) Position {
	t.Helper()
	p := MustParseFEN(fen, r)
	for _, s := range moves {
		m, err := p.ParseMove(s)
		if err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		p, _ = p.Play(m)
	}
	return p
}

// TestMoveRules pins each movement rule of the spec with a position, a
// move and the verdict; an illegal move's error must name the rule.
func TestMoveRules(t *testing.T) {
	tests := []struct {
		id, fen, move string
		legal         bool
	}{
		{"MK-1 start: white khun on d1 moves up", startFEN, "d1d2", true},
		{"MK-1 start: black to move second", startFEN, "e6e5", false},
		{"MK-2 khun steps diagonally", "r3k3/8/8/8/3K4/8/8/8 w - - 0 1", "d4e5", true},
		{"MK-2 khun steps orthogonally", "r3k3/8/8/8/3K4/8/8/8 w - - 0 1", "d4d5", true},
		{"MK-2 khun cannot move two", "r3k3/8/8/8/3K4/8/8/8 w - - 0 1", "d4d6", false},
		{"MK-3 met steps diagonally", "4k3/8/8/8/3M4/8/8/3K4 w - - 0 1", "d4c5", true},
		{"MK-3 met steps diagonally back", "4k3/8/8/8/3M4/8/8/3K4 w - - 0 1", "d4e3", true},
		{"MK-3 met cannot step straight", "4k3/8/8/8/3M4/8/8/3K4 w - - 0 1", "d4d5", false},
		{"MK-4 khon steps straight forward", "4k3/8/8/8/3S4/8/8/3K4 w - - 0 1", "d4d5", true},
		{"MK-4 khon steps diagonally back", "4k3/8/8/8/3S4/8/8/3K4 w - - 0 1", "d4c3", true},
		{"MK-4 khon cannot step straight back", "4k3/8/8/8/3S4/8/8/3K4 w - - 0 1", "d4d3", false},
		{"MK-4 khon cannot step sideways", "4k3/8/8/8/3S4/8/8/3K4 w - - 0 1", "d4e4", false},
		{"MK-4 black khon's forward is down", "4k3/8/8/3s4/8/8/8/3K4 b - - 0 1", "d5d4", true},
		{"MK-4 black khon cannot step up", "4k3/8/8/3s4/8/8/8/3K4 b - - 0 1", "d5d6", false},
		{"MK-5 ma leaps over pieces", "4k3/8/8/8/8/PPP5/PNP5/3K4 w - - 0 1", "b2c4", true},
		{"MK-5 ma cannot move straight", "4k3/8/8/8/8/8/1N6/3K4 w - - 0 1", "b2b4", false},
		{"MK-6 rua slides", "4k3/8/8/8/8/8/8/R2K4 w - - 0 1", "a1a8", true},
		{"MK-6 rua is blocked", "4k3/8/8/8/P7/8/8/R2K4 w - - 0 1", "a1a8", false},
		{"MK-6 no castling", "4k3/8/8/8/8/8/8/R2K4 w - - 0 1", "d1b1", false},
		{"MK-7 bia steps forward", startFEN, "e3e4", true},
		{"MK-7 bia has no double step", startFEN, "e3e5", false},
		{"MK-7 bia captures diagonally forward", "4k3/8/8/8/3p4/4P3/8/3K4 w - - 0 1", "e3d4", true},
		{"MK-7 bia does not capture straight", "4k3/8/8/8/4p3/4P3/8/3K4 w - - 0 1", "e3e4", false},
		{"MK-7 no en passant", "4k3/8/8/8/3Pp3/8/8/3K4 b - - 0 1", "e4d3", false},
		{"MK-8 bia reaching the sixth rank becomes a met", "8/3k4/8/4P3/8/8/8/3K4 w - - 0 1", "e5e6m", true},
		{"MK-8 promotion is compulsory", "8/3k4/8/4P3/8/8/8/3K4 w - - 0 1", "e5e6", false},
		{"MK-8 only to a met", "8/3k4/8/4P3/8/8/8/3K4 w - - 0 1", "e5e6r", false},
		{"MK-8 black promotes on the third rank", "8/3k4/8/8/4p3/8/8/3K4 b - - 0 1", "e4e3m", true},
		{"MK-8 promotion by capture", "8/3k4/3r4/4P3/8/8/8/3K4 w - - 0 1", "e5d6m", true},
		{"MK-8 no promotion before the sixth rank", "8/3k4/8/8/4P3/8/8/3K4 w - - 0 1", "e4e5m", false},
		{"MK-9 a pinned piece may not leave the line", "3rk3/8/8/8/8/8/3N4/3K4 w - - 0 1", "d2e4", false},
		{"MK-9 the khun may not step into check", "3rk3/8/8/8/8/8/8/2K5 w - - 0 1", "c1d2", false},
		{"MK-9 a check must be answered", "3rk3/8/8/8/8/8/P7/3K4 w - - 0 1", "a2a3", false},
	}
	for _, tt := range tests {
		t.Run(tt.id, func(t *testing.T) {
			p := MustParseFEN(tt.fen, Default)
			m, err := p.ParseMove(tt.move)
			if tt.legal {
				if err != nil {
					t.Fatalf("%s should be legal in %s: %v", tt.move, tt.fen, err)
				}
				if _, err := p.Play(m); err != nil {
					t.Fatal(err)
				}
				return
			}
			if err == nil {
				t.Fatalf("%s should be illegal in %s", tt.move, tt.fen)
			}
			var me *core.MoveError
			if !errors.As(err, &me) || !errors.Is(err, core.ErrIllegalMove) {
				t.Fatalf("error %v: want a *core.MoveError wrapping ErrIllegalMove", err)
			}
			id := strings.Fields(tt.id)[0]
			if me.Rule == "" {
				t.Errorf("error %q names no rule (want one such as %s)", err, id)
			}
		})
	}
}

// TestEndRules pins the endings: MK-9 checkmate, MK-10 stalemate, MK-11
// repetition, MK-17 king against king.
func TestEndRules(t *testing.T) {
	tests := []struct {
		id, fen string
		r       Rules
		want    core.Outcome
	}{
		{"MK-9 checkmate wins", "R3k3/R7/8/8/8/8/8/3K4 b - - 0 1", Default, core.Win(core.White, core.Checkmate)},
		{"MK-9 checkmate wins (pychess)", "R3k3/R7/8/8/8/8/8/3K4 b - - 0 1", Pychess, core.Win(core.White, core.Checkmate)},
		{"MK-10 stalemate is a draw", "k7/2K5/1M6/8/8/8/8/8 b - - 0 1", Default, core.Draw(core.Stalemate)},
		{"MK-10 stalemate is a draw (pychess)", "k7/2K5/1M6/8/8/8/8/8 b - - 0 1", Pychess, core.Draw(core.Stalemate)},
		{"MK-17 king against king is drawn at once (Default)", "8/8/3k4/8/8/3K4/8/8 w - - 0 1", Default, core.Draw(core.InsufficientMaterial)},
		{"MK-17 the zero Rules are Default's: drawn at once", "8/8/3k4/8/8/3K4/8/8 w - - 0 1", Rules{}, core.Draw(core.InsufficientMaterial)},
		{"MK-17 off (NoKingsDraw): king against king plays on", "8/8/3k4/8/8/3K4/8/8 w - - 0 1", Rules{NoKingsDraw: true}, core.Outcome{}},
		{"MK-17 off under Pychess: plays on (a claim instead)", "8/8/3k4/8/8/3K4/8/8 w - - 0 1", Pychess, core.Outcome{}},
	}
	for _, tt := range tests {
		t.Run(tt.id, func(t *testing.T) {
			p := MustParseFEN(tt.fen, tt.r)
			if diff := cmp.Diff(tt.want, p.Outcome()); diff != "" {
				t.Errorf("outcome (-want +got):\n%s", diff)
			}
			if tt.want.IsOver() && p.CountLegalMoves() != 0 {
				t.Errorf("a finished game has legal moves")
			}
		})
	}

	t.Run("MK-11 threefold repetition may be claimed", func(t *testing.T) {
		g := NewGame(StartPosition(Default))
		for i, s := range []string{"b1d2", "b8d7", "d2b1", "d7b8", "b1d2", "b8d7", "d2b1", "d7b8"} {
			if g.Claims().Has(core.Repetition) {
				t.Fatalf("repetition claimable after %d moves", i)
			}
			p := g.Position()
			m, _ := p.ParseMove(s)
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
		}
		if !g.Claims().Has(core.Repetition) || g.Outcome().IsOver() {
			t.Errorf("after two round trips: claims %v, outcome %v; want a repetition claim, game going on", g.Claims().Strings(), g.Outcome())
		}
		g.Undo()
		if g.Claims().Has(core.Repetition) {
			t.Errorf("repetition still claimable after undo")
		}
	})
}

// TestCountingRules pins the counting rules of the Default set.
func TestCountingRules(t *testing.T) {
	t.Run("MK-13 limits follow the stronger side's material", func(t *testing.T) {
		for _, tt := range []struct {
			fen   string
			limit int
		}{
			// White's khun takes Black's last bia on b3, leaving Black's
			// khun alone against the material of rank 2.
			{"7k/8/8/8/1p6/K7/2RR4/8 w - - 0 1", 8},
			{"7k/8/8/8/1p6/K7/2RRS3/8 w - - 0 1", 8},
			{"7k/8/8/8/1p6/K7/2RSSNN1/8 w - - 0 1", 16},
			{"7k/8/8/8/1p6/K7/2SSNN2/8 w - - 0 1", 22},
			{"7k/8/8/8/1p6/K7/2SNNM2/8 w - - 0 1", 32},
			{"7k/8/8/8/1p6/K7/2SNM3/8 w - - 0 1", 44},
			{"7k/8/8/8/1p6/K7/2NMM3/8 w - - 0 1", 64},
			{"7k/8/8/8/1p6/K7/2MMM3/8 w - - 0 1", 64},
		} {
			fen := tt.fen
			p := MustParseFEN(fen, Default)
			var cap core.Move
			for m := range p.LegalMoves() {
				if m.To() == core.MustParseSquare("b4") {
					cap = m
				}
			}
			if cap.IsZero() {
				t.Fatalf("%s: no capture of b3", fen)
			}
			q, _ := p.Play(cap)
			c := q.Count()
			if c.Honour != PiecesHonour || c.Counter != core.Black || c.Limit != tt.limit {
				t.Errorf("%s after %s: count %+v, want pieces' honour for black with limit %d", fen, FormatMove(cap), c, tt.limit)
			}
		}
	})

	t.Run("MK-14 the count starts at the number of pieces plus one", func(t *testing.T) {
		// White's khun takes the last black bia, leaving K R S S M M v K:
		// 7 pieces.
		p := play(t, "8/8/8/4k3/1p6/K7/2RSSMM1/8 w - - 0 1", Default, "a3b4")
		c := p.Count()
		if c.Count != 7 || c.Limit != 16 || c.Counter != core.Black {
			t.Fatalf("count %+v, want 7 (first counted move 8) of 16 for black", c)
		}
		p = play(t, p.FEN(), Default, "e5e4")
		if p.Count().Count != 8 {
			t.Errorf("after the lone khun's first move the count is %d, want 8", p.Count().Count)
		}
		p = play(t, p.FEN(), Default, "b4b3")
		if p.Count().Count != 8 {
			t.Errorf("the stronger side's moves are not counted: count %d, want 8", p.Count().Count)
		}
	})

	t.Run("MK-14 captures change neither limit nor count", func(t *testing.T) {
		p := MustParseFEN("8/8/8/8/3k4/3R4/R7/K7 b - - 0 1 pb5/8", Default)
		p = play(t, p.FEN(), Default, "d4d3")
		if c := p.Count(); c.Count != 6 || c.Limit != 8 {
			t.Errorf("after capturing a rua: count %+v, want 6/8", c)
		}
	})

	t.Run("MK-15 the count draws when it passes the limit", func(t *testing.T) {
		// Black's lone khun makes its 16th counted move; White replies
		// without mating; the game is drawn.
		p := MustParseFEN("8/8/8/3k4/8/8/8/R3K3 b - - 0 1 pb15/16", Default)
		p = play(t, p.FEN(), Default, "d5d4")
		if p.Outcome().IsOver() {
			t.Fatalf("drawn before the stronger side's last reply: %v", p.Outcome())
		}
		p = play(t, p.FEN(), Default, "a1a2")
		if got := p.Outcome(); !got.Equal(core.Draw(core.Counting)) {
			t.Errorf("outcome %v, want a counting draw", got)
		}
		if p.CountLegalMoves() != 0 {
			t.Errorf("a finished game has legal moves")
		}
	})

	t.Run("MK-15 a mate on the last reply wins", func(t *testing.T) {
		p := MustParseFEN("k7/8/1K6/8/8/8/8/7R b - - 0 1 pb15/16", Default)
		p = play(t, p.FEN(), Default, "a8b8", "h1h8")
		if got := p.Outcome(); !got.Equal(core.Win(core.White, core.Checkmate)) {
			t.Errorf("outcome %v, want White mates", got)
		}
	})

	t.Run("MK-16 a count that would start beyond its limit draws at once", func(t *testing.T) {
		// Two rooks (limit 8) and 8 pieces: the first counted move would be 9.
		p := play(t, "8/8/8/4k3/1p6/K7/2RRSSMM/8 w - - 0 1", Default, "a3b4")
		if got := p.Outcome(); !got.Equal(core.Draw(core.Counting)) {
			t.Errorf("outcome %v (count %+v), want a counting draw at once", got, p.Count())
		}
	})

	t.Run("MK-16 a lone khun capturing the last bia starts the count", func(t *testing.T) {
		p := play(t, "8/8/8/8/8/3kP3/3R4/K7 b - - 0 1", Default, "d3e3")
		c := p.Count()
		if c.Honour != PiecesHonour || c.Counter != core.Black || c.Count != 3 || c.Limit != 16 || p.Side() != core.White {
			t.Errorf("count %+v with %v to move; want black's pieces' honour 3/16 with White to move", c, p.Side())
		}
	})

	t.Run("MK-16 the count round-trips through FEN", func(t *testing.T) {
		for _, fen := range []string{
			"8/8/8/3k4/8/8/8/R3K3 b - - 0 1 pb15/16",
			"3k4/2m5/8/4M3/3KS3/8/8/8 w - - 0 40 bw12/64",
		} {
			p := MustParseFEN(fen, Default)
			if p.FEN() != fen {
				t.Errorf("FEN round trip: %s -> %s", fen, p.FEN())
			}
		}
	})

	t.Run("MK-12 the board's honour", func(t *testing.T) {
		start, stop := core.NewAction(core.StartCount), core.NewAction(core.StopCount)
		p := MustParseFEN("3k4/2m5/8/4M3/3KS3/8/8/8 b - - 0 40", Default)
		withBia := MustParseFEN("3k4/2m5/8/4M3/3KSP2/8/8/8 b - - 0 40", Default)
		if _, err := withBia.Play(start); !errors.Is(err, core.ErrIllegalMove) || !strings.Contains(err.Error(), "MK-12") {
			t.Errorf("the board's honour started with a bia on the board: %v", err)
		}
		q, err := p.Play(start)
		if err != nil {
			t.Fatal(err)
		}
		if c := q.Count(); c != (Count{BoardHonour, core.Black, 0, 64}) || q.Side() != core.Black {
			t.Fatalf("count %+v, %v to move; want black's board's honour 0/64, black to move", c, q.Side())
		}
		if _, err := q.Play(start); err == nil {
			t.Errorf("a second count started while one runs")
		}
		q = play(t, q.FEN(), Default, "d8e8", "d4d3")
		if q.Count().Count != 1 {
			t.Errorf("after the counter's first move the count is %d, want 1", q.Count().Count)
		}
		q = play(t, q.FEN(), Default, "e8d8")
		if _, err := q.Play(stop); !errors.Is(err, core.ErrIllegalMove) {
			t.Errorf("the opponent stopped the counter's count: %v", err)
		}
		q = play(t, q.FEN(), Default, "d3d4")
		r, err := q.Play(stop)
		if err != nil || r.Count().Running() {
			t.Errorf("the counter could not stop: %v", err)
		}
	})

	t.Run("MK-12 the counter cannot win by mate", func(t *testing.T) {
		// White counts the board's honour and mates: a draw.
		p := MustParseFEN("k7/2K5/8/8/8/8/8/1R5m w - - 0 1 bw3/64", Default)
		p = play(t, p.FEN(), Default, "b1a1")
		if got := p.Outcome(); !got.Equal(core.Draw(core.Counting)) {
			t.Errorf("outcome %v, want a draw: the counter mated", got)
		}
		// The same mate without a count wins.
		p = play(t, "k7/2K5/8/8/8/8/8/1R5m w - - 0 1", Default, "b1a1")
		if got := p.Outcome(); !got.Equal(core.Win(core.White, core.Checkmate)) {
			t.Errorf("outcome %v, want White mates", got)
		}
	})

	t.Run("MK-13 the pieces' honour replaces the board's", func(t *testing.T) {
		p := MustParseFEN("3k4/2m5/8/4M3/3KS3/8/8/8 w - - 0 40 bb30/64", Default)
		p = play(t, p.FEN(), Default, "e5d6", "d8c8", "d6c7")
		if c := p.Count(); c.Honour != PiecesHonour || c.Counter != core.Black || c.Count != 4 || c.Limit != 44 {
			t.Errorf("count %+v, want black's pieces' honour 4/44", c)
		}
	})
}

// TestOneReasonPerEnding: when one move ends the game under several rules,
// the reason is the first of checkmate, stalemate, counting,
// insufficient-material (the rules README's order).
func TestOneReasonPerEnding(t *testing.T) {
	for _, tt := range []struct {
		name, fen, move string
		want            core.Outcome
	}{
		{"MK-9 before MK-15: a mate on the limit's last reply", "k7/8/1K6/8/8/8/8/7R w - - 0 1 pb16/16", "h1h8", core.Win(core.White, core.Checkmate)},
		{"MK-10 before MK-15: a stalemate on the limit's last reply", "k7/7R/2K5/8/8/8/8/8 w - - 0 1 pb16/16", "h7b7", core.Draw(core.Stalemate)},
		{"MK-15: the limit passes", "k7/7R/2K5/8/8/8/8/8 w - - 0 1 pb16/16", "h7h6", core.Draw(core.Counting)},
		{"MK-16: a count that starts beyond its limit", "8/8/8/4k3/1p6/K7/2RRSSMM/8 w - - 0 1", "a3b4", core.Draw(core.Counting)},
		{"MK-17: the lone khun takes the last piece", "8/8/8/4k3/4R3/8/8/K7 b - - 0 1 pb3/16", "e5e4", core.Draw(core.InsufficientMaterial)},
	} {
		t.Run(tt.name, func(t *testing.T) {
			p := play(t, tt.fen, Default, tt.move)
			if got := p.Outcome(); got != tt.want {
				t.Errorf("outcome %v, want %v", got, tt.want)
			}
			if p.CountLegalMoves() != 0 || p.Claims() != 0 {
				t.Errorf("a finished game has %d moves, claims %v", p.CountLegalMoves(), p.Claims())
			}
		})
	}
}
