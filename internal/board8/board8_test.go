package board8

import (
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/zobrist"
)

// The magic lookups agree with a slow ray walk on many occupancies.
func TestMagics(t *testing.T) {
	rng := zobrist.SplitMix64(7)
	for range 20000 {
		occ := Bitboard(rng.Next() & rng.Next())
		i := int(rng.Next() % 64)
		if got, want := RookAttacks(i, occ), slowRay(i, core.Orthogonal(), occ); got != want {
			t.Fatalf("rook on %v with %x: %x, want %x", Sq(i), occ, got, want)
		}
		if got, want := BishopAttacks(i, occ), slowRay(i, core.Diagonal(), occ); got != want {
			t.Fatalf("bishop on %v with %x: %x, want %x", Sq(i), occ, got, want)
		}
	}
}

func TestLines(t *testing.T) {
	a1, h8, c3, b5 := Idx(core.MustParseSquare("a1")), Idx(core.MustParseSquare("h8")), Idx(core.MustParseSquare("c3")), Idx(core.MustParseSquare("b5"))
	if Between(a1, h8).Count() != 6 || !Between(a1, h8).Has(c3) || Between(a1, b5) != 0 || Line(a1, c3) != Line(h8, a1) || Line(a1, b5) != 0 {
		t.Errorf("between/line tables")
	}
	for i := range 64 {
		if Idx(Sq(i)) != i {
			t.Fatalf("square conversion of %d", i)
		}
	}
}
