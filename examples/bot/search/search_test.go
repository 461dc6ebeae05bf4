package search

import (
	"math/rand/v2"
	"testing"

	"github.com/chaturanga-go/chaturanga"
	"github.com/chaturanga-go/chaturanga/core"
)

func position(t *testing.T, variant, fen string) core.Position {
	t.Helper()
	p, err := chaturanga.NewPosition(variant, "", fen)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// The search takes a piece left hanging and mates in one when it can, at
// every depth.
func TestBestMoveFindsTheObvious(t *testing.T) {
	tests := []struct{ variant, fen, want string }{
		// A white rua takes a black rua standing unguarded on its file.
		{"makruk", "4k3/8/8/r7/8/8/8/R3K3 w - - 0 1", "a1a5"},
		// Shatranj: the rukh mates on the back rank.
		{"shatranj", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "a1a8"},
	}
	for _, tt := range tests {
		for depth := 1; depth <= 3; depth++ {
			p := position(t, tt.variant, tt.fen)
			before := p.FEN()
			m := BestMove(p, depth, rand.New(rand.NewPCG(1, 0)))
			if got := p.MoveText(m); got != tt.want {
				t.Errorf("%s %q depth %d: %s, want %s", tt.variant, tt.fen, depth, got, tt.want)
			}
			if p.FEN() != before {
				t.Errorf("%s: the search changed the position: %s", tt.variant, p.FEN())
			}
		}
	}
}

// A position with no legal move gives the zero Move; Qi Guo gets a legal
// move of its paranoid search.
func TestChoose(t *testing.T) {
	// Black is mated: no legal move.
	mated := position(t, "shatranj", "R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1")
	if m := Choose(mated, 2, rand.New(rand.NewPCG(1, 0))); !m.IsZero() {
		t.Errorf("mated: %v, want the zero Move", m)
	}
	q := position(t, "qiguo", "")
	for seed := range uint64(3) {
		m := Choose(q, 2, rand.New(rand.NewPCG(seed, 0)))
		if !q.IsLegal(m) {
			t.Fatalf("qiguo seed %d: %v is not legal", seed, m)
		}
	}
}

func BenchmarkBestMoveMakrukDepth3(b *testing.B) {
	p, err := chaturanga.NewPosition("makruk", "", "")
	if err != nil {
		b.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(1, 0))
	for b.Loop() {
		BestMove(p, 3, rng)
	}
}
