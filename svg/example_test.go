package svg_test

import (
	"fmt"
	"strings"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/makruk"
	"github.com/chaturanga-go/chaturanga/qiguo"
	"github.com/chaturanga-go/chaturanga/sittuyin"
	"github.com/chaturanga-go/chaturanga/svg"
)

// firstLine returns the picture's first line: the svg element and its
// title.
func firstLine(s string) string { return s[:strings.IndexByte(s, '\n')] }

// A Makruk position after 1. e4, with the move highlighted.
func Example() {
	p := makruk.StartPosition(makruk.Default)
	m, _ := p.ParseMove("e3e4")
	p, _ = p.Play(m)

	s := svg.Board(&p, svg.Options{LastMove: m, Caption: "1. e4"})
	fmt.Println(firstLine(s))
	fmt.Println(strings.Count(s, `class="piece"`), "pieces,", strings.Count(s, `class="lastmove"`), "squares highlighted")
	// Output:
	// <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="464" height="494" viewBox="0 0 464 494" class="chaturanga makruk" data-variant="makruk" role="img"><title>Makruk: black to move</title>
	// 32 pieces, 2 squares highlighted
}

// The board from Black's side, smaller, without coordinates: rank 8 at
// the bottom, file h on the left.
func ExampleOptions_bottom() {
	p := makruk.StartPosition(makruk.Default)
	s := svg.Board(&p, svg.Options{Size: 218, Bottom: core.Black, NoCoordinates: true})
	fmt.Println(firstLine(s))
	// Output:
	// <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="218" height="218" viewBox="0 0 436 436" class="chaturanga makruk" data-variant="makruk" role="img"><title>Makruk: white to move</title>
}

// Arrows and marks for teaching: the met's four diagonal steps from e4,
// and the squares it guards.
func ExampleOptions_arrows() {
	p := makruk.MustParseFEN("4k3/8/8/8/4M3/8/8/4K3 w - - 0 1", makruk.Default)
	e4 := core.MustParseSquare("e4")
	var o svg.Options
	for _, to := range []string{"d5", "f5", "d3", "f3"} {
		sq := core.MustParseSquare(to)
		o.Arrows = append(o.Arrows, svg.Arrow{From: e4, To: sq})
		o.Marks = append(o.Marks, svg.Mark{Square: sq, Color: "#f4a300"})
	}
	o.Caption = "A met moves one step diagonally (MK-3)"
	s := svg.Board(&p, o)
	fmt.Println(strings.Count(s, `class="arrow"`), "arrows,", strings.Count(s, `class="mark"`), "marks")
	// Output:
	// 4 arrows, 4 marks
}

// Sittuyin's setup: the pieces still in hand stand beside the board.
func ExampleBoard_sittuyin() {
	p := sittuyin.StartPosition(sittuyin.Default)
	s := svg.Board(&p, svg.Options{})
	fmt.Println(strings.Count(s, `class="piece"`), "pawns on the board,", strings.Count(s, `class="hand"`), "pieces in hand")
	// Output:
	// 16 pawns on the board, 16 pieces in hand
}

// Qi Guo's board as a map, Han's and Chu's edge at the bottom, with the
// legend of the seven states.
func ExampleBoard_qiguo() {
	p := qiguo.StartPosition(qiguo.Default)
	s := svg.Board(&p, svg.Options{Bottom: qiguo.SouthWest})
	fmt.Println(strings.Count(s, `class="piece"`), "pieces,", strings.Count(s, `class="zhou"`), "Zhou,", strings.Count(s, `class="state"`), "states")
	// Output:
	// 119 pieces, 1 Zhou, 7 states
}

// Append writes into a buffer the caller owns, after what is there: here
// an HTML figure.
func ExampleAppend() {
	p := makruk.StartPosition(makruk.Default)
	b := []byte("<figure>")
	b = svg.Append(b, &p, svg.Options{Size: 300})
	b = append(b, "</figure>"...)
	fmt.Println(len(b) > 0, strings.HasPrefix(string(b), "<figure><svg "), strings.HasSuffix(string(b), "</svg>\n</figure>"))
	// Output:
	// true true true
}
