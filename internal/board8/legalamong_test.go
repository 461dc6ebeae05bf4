package board8

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
)

// AppendLegalAmong lists exactly the moves of AppendLegal between its
// squares, in the same order (from each square to any, from any to each
// square, between random sets), on random positions (checks, pins,
// promotions with and without a choice) under each generation flag.
func TestAppendLegalAmong(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	kinds := []core.Kind{core.Rook, core.Knight, core.Pawn, core.Pawn, core.Pawn}
	listed := 0
	for _, choices := range [][]core.Kind{nil, {core.Rook, core.Knight}} {
		s := familySpec(choices)
		for range 400 {
			b := NewBoard(s)
			free := r.Perm(64)
			put := func(c core.Color, k core.Kind) {
				sq := free[0]
				free = free[1:]
				if k == core.Pawn && (sq < 8 || sq >= 56) {
					return
				}
				b.Put(core.MakePiece(c, k), sq)
			}
			put(core.White, core.King)
			put(core.Black, core.King)
			for range 2 + r.IntN(12) {
				put(core.Color(r.IntN(2)), kinds[r.IntN(len(kinds))])
			}
			b.SetSide(core.Color(r.IntN(2)))
			for _, flags := range []GenFlags{0, KingCapturesChecker, NoKingMoves} {
				all := b.AppendLegal(nil, flags)
				listed += len(all)
				among := func(from, to Bitboard) {
					var want []core.Move
					for _, m := range all {
						if from.Has(Idx(m.From())) && to.Has(Idx(m.To())) {
							want = append(want, m)
						}
					}
					if got := b.AppendLegalAmong(nil, flags, from, to); !slices.Equal(got, want) {
						t.Fatalf("flags %d, from %x to %x: AppendLegalAmong %v, AppendLegal's moves between %v", flags, from, to, got, want)
					}
				}
				for sq := range 64 {
					among(Bit(sq), ^Bitboard(0))
					among(^Bitboard(0), Bit(sq))
				}
				among(Bitboard(r.Uint64()), Bitboard(r.Uint64()))
			}
		}
	}
	if listed < 10000 {
		t.Errorf("only %d moves listed in all: the positions test little", listed)
	}
}
