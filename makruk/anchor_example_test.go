package makruk_test

import (
	"fmt"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/makruk"
)

// Long algebraic notation names the from-square too, as python-chess's
// Board.lan writes it; ParseLenient reads it back.
func ExamplePosition_LAN() {
	p := makruk.MustParseFEN("4k3/8/2r5/3P4/8/8/8/R3K3 w - - 0 1", makruk.Default)
	for _, s := range []string{"d5c6m", "a1a8", "e1d2"} {
		m, _ := p.ParseMove(s)
		fmt.Println(p.SAN(m), p.LAN(m))
	}
	m, err := p.ParseLenient("Ra1-a8+")
	fmt.Println(p.MoveText(m), err)
	// Output:
	// dxc6=M d5xc6=M
	// Ra8+ Ra1-a8+
	// Kd2 Ke1-d2
	// a1a8 <nil>
}

// The legal moves in SAN, in the order of LegalMoves, as ffish.js's
// legalMovesSan gives them.
func ExamplePosition_LegalMovesSAN() {
	p := makruk.StartPosition(makruk.Default)
	fmt.Println(p.LegalMovesSAN()[:8])
	// Output:
	// [Kc2 Kd2 Ke2 a4 b4 c4 d4 e4]
}

// The SAN of a line, numbered as python-chess's Board.variation_san and
// ffish.js's variationSan number it; a line with an illegal move says
// which one.
func ExamplePosition_VariationSAN() {
	p := makruk.StartPosition(makruk.Default)
	var line []core.Move
	q := p
	for _, s := range []string{"e3e4", "e6e5", "b1d2", "g8e7"} {
		m, _ := q.ParseMove(s)
		line = append(line, m)
		q.MakeMove(m)
	}
	fmt.Println(p.VariationSAN(line))
	_, err := p.VariationSAN(line[1:])
	fmt.Println(err)
	// Output:
	// 1. e4 e5 2. Nd2 Ne7 <nil>
	// makruk.Position.VariationSAN e6e5: MK-1: move 1 of the line (1.): the bia on e6 is black's, and white is to move: illegal move
}

// The pieces pinned against their khun, with their pinners: the ma on e2
// may not leave the e-file's line to the rua (MK-9).
func ExamplePosition_Pins() {
	p := makruk.MustParseFEN("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1", makruk.Default)
	fmt.Println(p.Pins(core.White), p.IsPinned(core.MustParseSquare("e2")))
	_, err := p.ParseMove("e2c3")
	fmt.Println(err)
	// Output:
	// [e2 by e7] true
	// makruk.Position.ParseMove e2c3: MK-9: the move would leave the own khun attacked: illegal move
}

// A setup page: start from an empty board, put the pieces, choose the
// side to move, and check the result as ParseFEN would.
func ExampleEditor() {
	e := makruk.NewEditor(makruk.StartPosition(makruk.Default))
	e.Clear()
	e.Put(core.MustParseSquare("e1"), core.MakePiece(core.White, makruk.Khun))
	e.Put(core.MustParseSquare("a1"), core.MakePiece(core.White, makruk.Rua))
	e.Put(core.MustParseSquare("e8"), core.MakePiece(core.Black, makruk.Khun))
	fmt.Println(e.FEN())
	e.SetSide(core.Black)
	fmt.Println(e.Validate())
	e.Remove(core.MustParseSquare("e8"))
	_, err := e.Position()
	fmt.Println(err)
	// Output:
	// 4k3/8/8/8/8/8/8/R3K3 w - - 0 1
	// <nil>
	// makruk.Editor.Position "8/8/8/8/8/8/8/R3K3 b - - 0 1": board at offset 0: black must have exactly one khun, has 0: illegal position
}
