package shatar

import (
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
)

// TestHotPathAllocs checks that listing the moves into a buffer on the
// stack and through LegalMoves, IsLegal, Play, a Game's Play and Undo,
// and reading and writing SAN allocate nothing (SAN its string only), and
// that perft allocates nothing per node (its move buffers and the copy
// of the position only).
func TestHotPathAllocs(t *testing.T) {
	for _, fen := range []string{startFEN, "R7/6k1/5NP1/8/6KP/6n1/1P6/7j w - - 12 108", "4k3/8/8/8/8/8/4p3/R3K3 w - - 0 1"} {
		p := MustParseFEN(fen, Default)
		if n := testing.AllocsPerRun(20, func() {
			var buf [256]core.Move
			_ = p.AppendLegalMoves(buf[:0])
			for range p.LegalMoves() {
			}
		}); n != 0 {
			t.Errorf("%s: listing the moves makes %v allocations, want 0", fen, n)
		}
		g := NewGame(p)
		for _, m := range p.AppendLegalMoves(nil) {
			if n := testing.AllocsPerRun(20, func() {
				if !p.IsLegal(m) {
					t.Fatalf("%s: %v not legal", fen, m)
				}
				if _, err := p.Play(m); err != nil {
					t.Fatal(err)
				}
				if err := g.Play(m); err != nil {
					t.Fatal(err)
				}
				g.Undo()
			}); n != 0 {
				t.Errorf("%s: IsLegal, Play, Game.Play and Undo of %v make %v allocations, want 0", fen, m, n)
			}
			san := p.SAN(m)
			if n := testing.AllocsPerRun(20, func() { _ = p.SAN(m) }); n > 1 {
				t.Errorf("%s: SAN(%v) makes %v allocations, want at most 1 (the string)", fen, m, n)
			}
			if n := testing.AllocsPerRun(20, func() {
				if got, err := p.ParseSAN(san); err != nil || got != m {
					t.Fatalf("%s: ParseSAN(%q) = %v, %v, want %v", fen, san, got, err, m)
				}
			}); n != 0 {
				t.Errorf("%s: ParseSAN(%q) makes %v allocations, want 0", fen, san, n)
			}
		}
		const depth = 3
		var nodes uint64
		if n := testing.AllocsPerRun(3, func() { nodes = p.Perft(depth) }); n > depth {
			t.Errorf("%s: Perft(%d) makes %v allocations for %d leaves, want at most %d", fen, depth, n, nodes, depth)
		}
		q := p
		if n := testing.AllocsPerRun(3, func() { core.PerftMakeUnmake(&q, depth) }); n > depth {
			t.Errorf("%s: PerftMakeUnmake(%d) makes %v allocations, want at most %d", fen, depth, n, depth)
		}
	}
}
