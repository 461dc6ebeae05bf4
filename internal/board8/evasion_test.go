package board8

import (
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
)

// An alfil checking from two squares away diagonally leaps the square
// between: putting a piece there does not answer the check, and the legal
// moves are only the king's and the capture of the alfil.
func TestLeaperCheckCannotBeBlocked(t *testing.T) {
	s := NewSpec(map[core.Kind]core.Movement{
		core.King:  {core.Leap(core.AllDirs()...)},
		core.Alfil: {core.Leap(core.Symmetric(2, 2)...)},
		core.Rook:  {core.Ride(0, core.Orthogonal()...)},
	}, 1)
	b := NewBoard(s)
	sq := func(n string) int { return Idx(core.MustParseSquare(n)) }
	b.Put(core.MakePiece(core.White, core.King), sq("a1"))
	b.Put(core.MakePiece(core.White, core.Rook), sq("b8")) // could go to b2, the square between
	b.Put(core.MakePiece(core.Black, core.Alfil), sq("c3"))
	b.Put(core.MakePiece(core.Black, core.King), sq("h8"))
	if !b.InCheck(core.White) {
		t.Fatal("the alfil on c3 should check the king on a1")
	}
	for _, m := range b.AppendLegal(nil, 0) {
		if m.From() == core.MustParseSquare("b8") && m.To() == core.MustParseSquare("b2") {
			t.Errorf("b8b2 is generated, but it does not stop the alfil's leap")
		}
	}
	if n, want := b.CountLegal(0), len(b.AppendLegal(nil, 0)); n != want {
		t.Errorf("CountLegal = %d, AppendLegal has %d", n, want)
	}
}
