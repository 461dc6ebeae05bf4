package board8

import (
	"slices"
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
)

// familySpec is a Makruk-like spec for the tests of promotion choices and
// the Makpong king.
func familySpec(kinds []core.Kind) *Spec {
	s := NewSpec(map[core.Kind]core.Movement{
		core.King:   {core.Leap(core.AllDirs()...)},
		core.Rook:   {core.Ride(0, core.Orthogonal()...)},
		core.Knight: {core.Leap(core.Symmetric(1, 2)...)},
		core.Pawn: {
			core.Leap(core.Offset{Rank: 1}).Forward().MoveOnly(),
			core.Leap(core.Offset{File: -1, Rank: 1}, core.Offset{File: 1, Rank: 1}).Forward().CaptureOnly(),
		},
	}, 3)
	s.PromoZone = [2]Bitboard{RankMask(7), RankMask(0)}
	s.PromoKind = core.Rook
	s.PromoKinds = kinds
	return s
}

func put(b *Board, c core.Color, k core.Kind, sq string) {
	b.Put(core.MakePiece(c, k), Idx(core.MustParseSquare(sq)))
}

// A pawn reaching the promotion zone makes one move per kind of
// PromoKinds, and CountLegal counts them all.
func TestPromotionChoices(t *testing.T) {
	for _, kinds := range [][]core.Kind{nil, {core.Rook}, {core.Rook, core.Knight}} {
		b := NewBoard(familySpec(kinds))
		put(&b, core.White, core.King, "a1")
		put(&b, core.Black, core.King, "h1")
		put(&b, core.White, core.Pawn, "c7")
		put(&b, core.Black, core.Rook, "d8") // c7d8 captures, c7c8 steps
		moves := b.AppendLegal(nil, 0)
		var promos []core.Move
		for _, m := range moves {
			if m.Promotion() != core.NoKind {
				promos = append(promos, m)
			}
		}
		n := max(1, len(kinds))
		if len(promos) != 2*n {
			t.Errorf("choices %v: promotions %v, want %d", kinds, promos, 2*n)
		}
		for _, k := range append([]core.Kind{core.Rook}, kinds...) {
			if !slices.Contains(promos, core.NewPromotion(core.MustParseSquare("c7"), core.MustParseSquare("c8"), k)) {
				t.Errorf("choices %v: no c7c8 to %v", kinds, k)
			}
		}
		if got := b.CountLegal(0); got != len(moves) {
			t.Errorf("choices %v: CountLegal %d, AppendLegal %d", kinds, got, len(moves))
		}
	}
}

// Under KingCapturesChecker a checked king may only take a lone checker;
// in double check it has no move at all.
func TestKingCapturesChecker(t *testing.T) {
	for _, c := range []struct {
		name  string
		black map[string]core.Kind
		want  []string
	}{
		{"adjacent rook", map[string]core.Kind{"e2": core.Rook}, []string{"e1e2"}},
		{"distant rook", map[string]core.Kind{"a1": core.Rook}, nil},
		{"protected rook", map[string]core.Kind{"e2": core.Rook, "e8": core.Rook}, nil},
		{"double check", map[string]core.Kind{"e2": core.Rook, "f3": core.Knight}, nil},
		{"no check", map[string]core.Kind{"a8": core.Rook}, []string{"e1d1", "e1d2", "e1e2", "e1f1", "e1f2"}},
	} {
		b := NewBoard(familySpec(nil))
		put(&b, core.White, core.King, "e1")
		put(&b, core.Black, core.King, "h8")
		for sq, k := range c.black {
			put(&b, core.Black, k, sq)
		}
		var got []string
		for _, m := range b.AppendLegal(nil, KingCapturesChecker) {
			got = append(got, m.String())
		}
		slices.Sort(got)
		if !slices.Equal(got, c.want) {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
		if n := b.CountLegal(KingCapturesChecker); n != len(got) {
			t.Errorf("%s: CountLegal %d, want %d", c.name, n, len(got))
		}
	}
}
