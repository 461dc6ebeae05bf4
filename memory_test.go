package chaturanga_test

import (
	"runtime"
	"testing"

	"github.com/chaturanga-go/chaturanga"
)

// heapAfterGC returns the live heap after a collection.
func heapAfterGC() uint64 {
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	return ms.HeapAlloc
}

// bytesPerMove plays n moves of knights going out and back in a game of
// the variant and returns the heap the game's history takes, per move.
func bytesPerMove(t testing.TB, variant string, n int) float64 {
	g, err := chaturanga.NewGame(variant, "", "")
	if err != nil {
		t.Fatal(err)
	}
	pastSetup(t.(*testing.T), g)
	moves, ok := shuffle(g.Position())
	if !ok {
		t.Fatalf("%s: no shuffle", variant)
	}
	before := heapAfterGC()
	for i := range n {
		if err := g.Play(moves[i%4]); err != nil {
			t.Fatalf("%s: move %d: %v", variant, i, err)
		}
	}
	after := heapAfterGC()
	runtime.KeepAlive(g)
	return float64(int64(after)-int64(before)) / float64(n)
}

// core.Game's documented memory figure (issue 25): a move of the main
// line costs 72 bytes (the move, the record that takes it back and the
// position's hash), and the history's slice grows ahead of it, so a game
// costs at most about 96 bytes a move (core.Game's doc gives the figures
// this measures).
func TestGameMemoryPerMove(t *testing.T) {
	if testing.Short() {
		t.Skip("measures the heap")
	}
	for _, variant := range []string{"makruk", "shatranj", "sittuyin", "chator", "shatar"} {
		for _, n := range []int{10_000, 100_000} {
			got := bytesPerMove(t, variant, n)
			t.Logf("%s: %d moves, %.1f bytes a move", variant, n, got)
			if got > 96 {
				t.Errorf("%s: %d moves cost %.1f bytes a move, over the documented 96", variant, n, got)
			}
		}
	}
}
