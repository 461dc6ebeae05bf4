package board8

import (
	"slices"
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
)

// The board's core.Position queries on a small position and on the zero
// Board.
func TestQueries(t *testing.T) {
	s := NewSpec(map[core.Kind]core.Movement{
		core.King: {core.Leap(core.AllDirs()...)},
		core.Rook: {core.Ride(0, core.Orthogonal()...)},
		core.Pawn: {
			core.Leap(core.Offset{Rank: 1}).Forward().MoveOnly(),
			core.Leap(core.Offset{File: -1, Rank: 1}, core.Offset{File: 1, Rank: 1}).Forward().CaptureOnly(),
		},
	}, 11)
	sq := core.MustParseSquare
	b := NewBoard(s)
	for _, p := range []struct {
		c  core.Color
		k  core.Kind
		sq string
	}{{core.White, core.King, "e1"}, {core.Black, core.King, "e8"}, {core.White, core.Rook, "a4"}, {core.White, core.Pawn, "c3"}, {core.Black, core.Rook, "d4"}} {
		b.Put(core.MakePiece(p.c, p.k), Idx(sq(p.sq)))
	}
	if b.KingSquare(core.White) != sq("e1") || b.KingSquare(core.Black) != sq("e8") || b.KingSquare(2) != core.NoSquare {
		t.Errorf("KingSquare: %v %v", b.KingSquare(core.White), b.KingSquare(core.Black))
	}
	if b.PieceAt(sq("d4")) != core.MakePiece(core.Black, core.Rook) || b.PieceAt(sq("d5")) != core.NoPiece || b.PieceAt(core.SquareAt(8, 0)) != core.NoPiece || b.PieceAt(core.NoSquare) != core.NoPiece {
		t.Error("PieceAt")
	}
	var got []core.Square
	for s, p := range b.AllPieces() {
		if b.PieceAt(s) != p {
			t.Errorf("AllPieces: %v on %v", p, s)
		}
		got = append(got, s)
	}
	if want := []core.Square{sq("e1"), sq("c3"), sq("a4"), sq("d4"), sq("e8")}; !slices.Equal(got, want) {
		t.Errorf("AllPieces: %v, want %v", got, want)
	}
	if a := b.AppendAttackers(nil, sq("d4"), core.White); !slices.Equal(a, []core.Square{sq("c3"), sq("a4")}) {
		t.Errorf("attackers of d4: %v", a)
	}
	if a := b.AppendAttackers(nil, sq("d1"), core.Black); !slices.Equal(a, []core.Square{sq("d4")}) {
		t.Errorf("attackers of d1: %v", a)
	}
	if a := b.AppendAttackers([]core.Square{sq("h8")}, sq("d4"), 2); !slices.Equal(a, []core.Square{sq("h8")}) {
		t.Errorf("attackers by a third colour: %v", a)
	}
	for _, c := range []struct {
		m    core.Move
		want bool
	}{
		{core.NewMove(sq("c3"), sq("d4")), true},
		{core.NewMove(sq("a4"), sq("d4")), true},
		{core.NewMove(sq("d4"), sq("c3")), true},
		{core.NewMove(sq("a4"), sq("b4")), false},
		{core.NewMove(sq("e1"), sq("c3")), false}, // own piece
		{core.NewMove(sq("b2"), sq("d4")), false}, // from an empty square
		{core.NewDrop(core.Rook, sq("d4")), false},
		{core.Move{}, false},
	} {
		if got := b.IsCapture(c.m); got != c.want {
			t.Errorf("IsCapture(%v) = %v", c.m, got)
		}
	}
	q := b
	if !b.SamePieces(&q) {
		t.Error("a copy's pieces differ")
	}
	q.Move(Idx(sq("a4")), Idx(sq("a5")))
	if b.SamePieces(&q) {
		t.Error("a moved rook goes unseen")
	}
	if SideName(core.White) != "white" || SideName(core.Black) != "black" || SideName(2) != "" || SideName(core.NoColor) != "" {
		t.Error("SideName")
	}
	// The zero Board answers as an empty board.
	var z Board
	if z.KingSquare(core.White) != core.NoSquare || z.PieceAt(sq("e1")) != core.NoPiece || len(z.AppendAttackers(nil, sq("e4"), core.White)) != 0 ||
		z.IsCapture(core.NewMove(sq("e2"), sq("e3"))) || !z.SamePieces(&Board{}) {
		t.Error("the zero Board")
	}
	for range z.AllPieces() {
		t.Error("the zero Board has pieces")
	}
}
