package qiguo

import (
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
)

// allocPositions returns positions for the allocation tests: the opening
// under each rule set, and the position 40 plies on (moves chosen from
// the middle of the list, so that pieces of several states meet).
func allocPositions(t *testing.T) []Position {
	var ps []Position
	for _, r := range RuleSets() {
		p := StartPosition(r)
		ps = append(ps, p)
		for range 40 {
			moves := p.AppendLegalMoves(nil)
			if len(moves) == 0 {
				break
			}
			if err := p.PlayMove(moves[len(moves)/2]); err != nil {
				t.Fatal(err)
			}
		}
		ps = append(ps, p)
	}
	return ps
}

// TestHotPathAllocs checks that listing the moves (into a buffer on the
// stack, through LegalMoves), IsLegal, Play, and a Game's Play and Undo
// do not allocate, and that perft allocates nothing per node (its move
// buffers and the copy of the position only).
func TestHotPathAllocs(t *testing.T) {
	for _, p := range allocPositions(t) {
		fen := p.FEN()
		moves := p.AppendLegalMoves(nil)
		if n := testing.AllocsPerRun(20, func() {
			var buf [512]core.Move
			_ = p.AppendLegalMoves(buf[:0])
			for range p.LegalMoves() {
			}
		}); n != 0 {
			t.Errorf("%s: listing the moves makes %v allocations, want 0", fen, n)
		}
		g := NewGame(p)
		for _, m := range moves {
			if n := testing.AllocsPerRun(5, func() {
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
		}
		const depth = 2
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

// TestSANAllocs checks that writing a move's SAN costs the string only and
// reading it back with ParseSAN costs nothing.
func TestSANAllocs(t *testing.T) {
	for _, p := range allocPositions(t) {
		for _, m := range p.AppendLegalMoves(nil) {
			san := p.SAN(m)
			if n := testing.AllocsPerRun(5, func() { _ = p.SAN(m) }); n > 1 {
				t.Errorf("%s: SAN(%v) makes %v allocations, want at most 1 (the string)", p.FEN(), m, n)
			}
			if n := testing.AllocsPerRun(5, func() {
				if got, err := p.ParseSAN(san); err != nil || got != m {
					t.Fatalf("%s: ParseSAN(%q) = %v, %v, want %v", p.FEN(), san, got, err, m)
				}
			}); n != 0 {
				t.Errorf("%s: ParseSAN(%q) makes %v allocations, want 0", p.FEN(), san, n)
			}
		}
	}
}
