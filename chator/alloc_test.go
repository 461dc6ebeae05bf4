package chator

import (
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
)

// allocPositions are positions for the allocation tests: the fast
// generator (the start, a middlegame, bidaks on their journey home, en
// passant) and the slow one (a lone raja with every piece's powers).
var allocPositions = []struct {
	r   Rules
	fen string
}{
	{Default, startFEN},
	{Default, benchMiddleFEN},
	{Default, "rn2k2r/1PP3P1/8/8/8/8/1p3pp1/R2K1BNR w - - 0 1"},
	{Default, "8/8/8/8/4k3/8/8/R2K4 w - - 0 1"},
	{Elcum, "4k3/3p4/4p3/4P3/8/8/8/3K4 b - - 0 1"},
	{Brooke, StartFEN(Brooke)},
	{SoutheastAsian, StartFEN(SoutheastAsian)},
}

// allocsOf returns the allocations of one call of f, on average.
func allocsOf(f func()) float64 { return testing.AllocsPerRun(50, f) }

// TestGenerationAllocs checks that listing the moves does not allocate:
// into a buffer on the stack (which the generator must not move to the
// heap), into a reused buffer, through the LegalMoves iterator, and
// counting them.
func TestGenerationAllocs(t *testing.T) {
	for _, tt := range allocPositions {
		p := MustParseFEN(tt.fen, tt.r)
		want := len(p.AppendLegalMoves(nil))
		if want == 0 {
			t.Fatalf("%s: no legal moves", tt.fen)
		}
		reused := make([]core.Move, 0, 256)
		for _, c := range []struct {
			name string
			f    func() int
		}{
			{"AppendLegalMoves into a stack array", func() int {
				var buf [256]core.Move
				return len(p.AppendLegalMoves(buf[:0]))
			}},
			{"AppendLegalMoves into a reused buffer", func() int {
				reused = p.AppendLegalMoves(reused[:0])
				return len(reused)
			}},
			{"LegalMoves", func() int {
				n := 0
				for range p.LegalMoves() {
					n++
				}
				return n
			}},
			{"CountLegalMoves", p.CountLegalMoves},
		} {
			got := 0
			if n := allocsOf(func() { got = c.f() }); n != 0 {
				t.Errorf("%s (%s): %s makes %v allocations, want 0", tt.fen, tt.r.Name, c.name, n)
			}
			if got != want {
				t.Errorf("%s (%s): %s gives %d moves, want %d", tt.fen, tt.r.Name, c.name, got, want)
			}
		}
	}
}

// TestIsLegalAllocs checks that IsLegal does not allocate, for every legal
// move and for moves that are not legal.
func TestIsLegalAllocs(t *testing.T) {
	for _, tt := range allocPositions {
		p := MustParseFEN(tt.fen, tt.r)
		moves := p.AppendLegalMoves(nil)
		illegal := []core.Move{
			core.NewMove(core.MustParseSquare("a1"), core.MustParseSquare("h8")),
			core.NewMove(core.MustParseSquare("e4"), core.MustParseSquare("e5")),
			{},
		}
		for _, m := range append(moves, illegal...) {
			var legal bool
			if n := allocsOf(func() { legal = p.IsLegal(m) }); n != 0 {
				t.Errorf("%s (%s): IsLegal(%v) makes %v allocations, want 0", tt.fen, tt.r.Name, m, n)
			}
			if want := containsMove(moves, m); legal != want {
				t.Errorf("%s (%s): IsLegal(%v) = %v, want %v", tt.fen, tt.r.Name, m, legal, want)
			}
		}
	}
}

// containsMove reports whether m is one of moves.
func containsMove(moves []core.Move, m core.Move) bool {
	for _, l := range moves {
		if l == m {
			return true
		}
	}
	return false
}

// TestPlayUndoAllocs checks that playing a legal move does not allocate:
// Position.Play, the check and mate of the move (CheckAfter, GivesCheck),
// and a Game's Play and Undo once its history has room.
func TestPlayUndoAllocs(t *testing.T) {
	for _, tt := range allocPositions {
		p := MustParseFEN(tt.fen, tt.r)
		g := NewGame(p)
		for _, m := range p.AppendLegalMoves(nil) {
			if n := allocsOf(func() {
				if _, err := p.Play(m); err != nil {
					t.Fatal(err)
				}
			}); n != 0 {
				t.Errorf("%s (%s): Play(%v) makes %v allocations, want 0", tt.fen, tt.r.Name, m, n)
			}
			if n := allocsOf(func() { p.CheckAfter(m); p.GivesCheck(m) }); n != 0 {
				t.Errorf("%s (%s): CheckAfter and GivesCheck(%v) make %v allocations, want 0", tt.fen, tt.r.Name, m, n)
			}
			// AllocsPerRun's first, unmeasured run grows the history.
			if n := allocsOf(func() {
				if err := g.Play(m); err != nil {
					t.Fatal(err)
				}
				if _, ok := g.Undo(); !ok {
					t.Fatal("nothing to undo")
				}
			}); n != 0 {
				t.Errorf("%s (%s): Game.Play and Undo of %v make %v allocations, want 0", tt.fen, tt.r.Name, m, n)
			}
		}
	}
}

// TestPerftAllocs checks that perft allocates nothing per node: its only
// allocations are its move buffers, one per level, and the copy of the
// position, however many nodes it visits.
func TestPerftAllocs(t *testing.T) {
	const depth = 3
	for _, tt := range allocPositions {
		p := MustParseFEN(tt.fen, tt.r)
		var nodes uint64
		if n := testing.AllocsPerRun(3, func() { nodes = p.Perft(depth) }); n > depth {
			t.Errorf("%s (%s): Perft(%d) makes %v allocations for %d leaves, want at most %d", tt.fen, tt.r.Name, depth, n, nodes, depth)
		}
		q := p
		if n := testing.AllocsPerRun(3, func() { core.PerftMakeUnmake(&q, depth) }); n > depth {
			t.Errorf("%s (%s): PerftMakeUnmake(%d) makes %v allocations for %d leaves, want at most %d", tt.fen, tt.r.Name, depth, n, nodes, depth)
		}
		if nodes < 100 {
			t.Errorf("%s (%s): Perft(%d) = %d, too few leaves to tell", tt.fen, tt.r.Name, depth, nodes)
		}
	}
}

// TestSANAllocs checks that writing a move's SAN costs the string only and
// reading it back costs nothing.
func TestSANAllocs(t *testing.T) {
	for _, tt := range allocPositions {
		p := MustParseFEN(tt.fen, tt.r)
		for _, m := range p.AppendLegalMoves(nil) {
			san := p.SAN(m)
			if n := allocsOf(func() { _ = p.SAN(m) }); n > 1 {
				t.Errorf("%s (%s): SAN(%v) makes %v allocations, want at most 1 (the string)", tt.fen, tt.r.Name, m, n)
			}
			if n := allocsOf(func() {
				if got, err := p.ParseSAN(san); err != nil || got != m {
					t.Fatalf("%s (%s): ParseSAN(%q) = %v, %v, want %v", tt.fen, tt.r.Name, san, got, err, m)
				}
			}); n != 0 {
				t.Errorf("%s (%s): ParseSAN(%q) makes %v allocations, want 0", tt.fen, tt.r.Name, san, n)
			}
		}
	}
}
