package board8

import (
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
)

// rebuilt returns a board with b's pieces and side put on a fresh board:
// what b's bitboards and hash must equal.
func rebuilt(b *Board) Board {
	q := NewBoard(b.Spec())
	for i := range 64 {
		if p := b.At(i); p != core.NoPiece {
			q.Put(p, i)
		}
	}
	q.SetSide(b.Side())
	return q
}

// DoMove keeps the bitboards and the hash equal to the placement's, for
// quiet moves, captures and promotions on arrival, and UndoMove restores
// the board exactly.
func TestDoUndoMove(t *testing.T) {
	s := NewSpec(map[core.Kind]core.Movement{
		core.King:   {core.Leap(core.AllDirs()...)},
		core.Pawn:   {core.Leap(core.Offset{Rank: 1}).MoveOnly().Forward(), core.Leap(core.Offset{File: -1, Rank: 1}, core.Offset{File: 1, Rank: 1}).CaptureOnly().Forward()},
		core.Rook:   {core.Ride(0, core.Orthogonal()...)},
		core.Knight: {core.Leap(core.Symmetric(1, 2)...)},
		core.Ferz:   {core.Leap(core.Diagonal()...)},
	}, 7)
	s.PromoKind = core.Ferz
	s.PromoZone = [2]Bitboard{RankMask(7), RankMask(0)}
	b := NewBoard(s)
	sq := func(n string) int { return Idx(core.MustParseSquare(n)) }
	for _, pl := range []struct {
		p  core.Piece
		at string
	}{
		{core.MakePiece(core.White, core.King), "e1"}, {core.MakePiece(core.Black, core.King), "e8"},
		{core.MakePiece(core.White, core.Pawn), "b7"}, {core.MakePiece(core.Black, core.Rook), "a8"},
		{core.MakePiece(core.White, core.Rook), "h1"}, {core.MakePiece(core.Black, core.Knight), "h6"},
		{core.MakePiece(core.White, core.Knight), "c3"}, {core.MakePiece(core.Black, core.Pawn), "d5"},
	} {
		b.Put(pl.p, sq(pl.at))
	}
	before := b
	n := 0
	for _, m := range b.AppendLegal(nil, 0) {
		promo := core.NoPiece
		if k := m.Promotion(); k != core.NoKind {
			promo = core.MakePiece(b.Side(), k)
		}
		from, to := Idx(m.From()), Idx(m.To())
		moved, want := b.At(from), b.At(to)
		got := b.DoMove(from, to, promo)
		if got != want {
			t.Errorf("%v: captured %v, want %v", m, got, want)
		}
		if r := rebuilt(&b); b != r {
			t.Errorf("%v: the board after DoMove differs from its placement's:\n%v\nwant\n%v", m, b, r)
		}
		b.UndoMove(from, to, moved, got, before.Hash())
		if b != before {
			t.Errorf("%v: UndoMove does not restore the board", m)
		}
		n++
	}
	if n < 20 {
		t.Errorf("only %d moves tried", n)
	}
}

// CheckedAfter, after every legal move of positions with riders behind
// pieces, discovered and direct checks and leaper checks, agrees with the
// full test.
func TestCheckedAfter(t *testing.T) {
	s := NewSpec(map[core.Kind]core.Movement{
		core.King:   {core.Leap(core.AllDirs()...)},
		core.Pawn:   {core.Leap(core.Offset{Rank: 1}).MoveOnly().Forward(), core.Leap(core.Offset{File: -1, Rank: 1}, core.Offset{File: 1, Rank: 1}).CaptureOnly().Forward()},
		core.Rook:   {core.Ride(0, core.Orthogonal()...)},
		core.Bishop: {core.Ride(0, core.Diagonal()...)},
		core.Knight: {core.Leap(core.Symmetric(1, 2)...)},
		core.Ferz:   {core.Leap(core.Diagonal()...)},
	}, 11)
	s.PromoKind = core.Ferz
	s.PromoZone = [2]Bitboard{RankMask(7), RankMask(0)}
	sq := func(n string) int { return Idx(core.MustParseSquare(n)) }
	type pl struct {
		p  core.Piece
		at string
	}
	W, B := core.White, core.Black
	for _, pos := range [][]pl{
		{{core.MakePiece(W, core.King), "a1"}, {core.MakePiece(B, core.King), "e8"}, {core.MakePiece(W, core.Rook), "e1"},
			{core.MakePiece(W, core.Knight), "e4"}, {core.MakePiece(W, core.Bishop), "b5"}, {core.MakePiece(B, core.Pawn), "d7"},
			{core.MakePiece(W, core.Pawn), "g6"}, {core.MakePiece(W, core.Ferz), "c6"}, {core.MakePiece(B, core.Rook), "h8"}},
		{{core.MakePiece(W, core.King), "h1"}, {core.MakePiece(B, core.King), "a8"}, {core.MakePiece(W, core.Bishop), "g2"},
			{core.MakePiece(W, core.Knight), "d5"}, {core.MakePiece(W, core.Rook), "a1"}, {core.MakePiece(W, core.Pawn), "a5"},
			{core.MakePiece(B, core.Pawn), "b6"}, {core.MakePiece(W, core.Pawn), "c7"}, {core.MakePiece(B, core.Knight), "b8"}},
	} {
		b := NewBoard(s)
		for _, x := range pos {
			b.Put(x.p, sq(x.at))
		}
		checks := 0
		for _, m := range b.AppendLegal(nil, 0) {
			q := b
			promo := core.NoPiece
			if k := m.Promotion(); k != core.NoKind {
				promo = core.MakePiece(q.Side(), k)
			}
			from, to := Idx(m.From()), Idx(m.To())
			q.DoMove(from, to, promo)
			want := q.InCheck(q.Side())
			if got := q.CheckedAfter(from, to); got != want {
				t.Errorf("%v: CheckedAfter = %v, want %v", m, got, want)
			}
			if want {
				checks++
			}
		}
		if checks < 3 {
			t.Errorf("only %d checking moves tried", checks)
		}
	}
}
