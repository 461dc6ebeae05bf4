package jsapi

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// sortResidents puts the boards least recently used first, as a general
// sort would.
func TestSortResidents(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, n := range []int{0, 1, 2, 3, 7, 100, MaxResident + 1} {
		list := make([]resident, n)
		for i, tick := range r.Perm(n) {
			list[i] = resident{h: int32(i), tick: uint64(tick) * 3}
		}
		want := slices.Clone(list)
		slices.SortFunc(want, func(a, b resident) int { return int(a.tick) - int(b.tick) })
		sortResidents(list)
		if !slices.Equal(list, want) {
			t.Fatalf("%d boards: sortResidents gives %v, want %v", n, list, want)
		}
	}
}
