package notate

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
)

// SortMoves sorts as slices.SortStableFunc does: by key, moves of equal
// keys in the order given.
func TestSortMovesStable(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	key := func(m core.Move) int { return int(m.From()) % 4 }
	for n := range 40 {
		moves := make([]core.Move, n)
		for i := range moves {
			moves[i] = core.NewMove(core.Square(r.IntN(64)), core.Square(r.IntN(64)))
		}
		want := slices.Clone(moves)
		slices.SortStableFunc(want, func(x, y core.Move) int { return key(x) - key(y) })
		SortMoves(moves, key)
		if !slices.Equal(moves, want) {
			t.Fatalf("%d moves: SortMoves gives %v, want %v", n, moves, want)
		}
	}
}
