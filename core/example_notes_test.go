package core_test

import (
	"fmt"
	"strings"
	"time"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/makruk"
	"github.com/chaturanga-go/chaturanga/notation"
)

// A game keeps what its record says about it, as python-chess's game tree
// does: walked with the position of each move, edited (a glyph, a clock,
// a variation checked against the rules) and written back.
func ExampleGame_Walk() {
	const pgn = `[Variant "makruk"]

{A quiet opening} 1. e4 {[%clk 0:05:00]} (1. d4 d5 $1 ({or} 1... Nd7)) 1... e5 $2 *
`
	rec, _ := notation.NewPGNReader(strings.NewReader(pgn)).Next()
	g, err := makruk.ReadRecord(rec, makruk.Pychess)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(g.Comment())
	for st := range g.Walk() {
		line := strings.Repeat("  ", len(st.Path)/2) // one step in for each variation
		if st.StartingComment != "" {
			line += "{" + st.StartingComment + "} "
		}
		line += st.Position.SAN(st.Move)
		for _, nag := range st.NAGs {
			line += fmt.Sprint(" $", nag)
		}
		for _, c := range st.Comments {
			line += " {" + c + "}"
		}
		fmt.Println(line, "  at", st.Path)
	}

	// Black's reply gets a glyph, a clock and a variation of its own.
	n := g.Notes(1)
	n.NAGs = []int{1}
	n.Comments = notation.SetClock(n.Comments, 4*time.Minute+55*time.Second)
	v, err := g.ParseVariation(1, "c5", "d4")
	if err != nil {
		fmt.Println(err)
		return
	}
	n.Variations = append(n.Variations, v)
	if err := g.SetNotes(1, n); err != nil {
		fmt.Println(err)
	}
	// A variation replaces the move it follows: a move of White's in
	// Black's place is refused, and named by where it is.
	d4, _ := makruk.ParseCoord("d3d4")
	bad := g.Notes(1)
	bad.Variations = append(bad.Variations, core.Variation{{Move: d4}})
	fmt.Println(g.SetNotes(1, bad))

	out := string(notation.AppendPGN(nil, makruk.NewRecord(g, rec.Tags...)))
	fmt.Print(out[strings.Index(out, "\n\n")+2:])
	// Output:
	// A quiet opening
	// e4 {[%clk 0:05:00]}   at ply 1
	//   d4   at ply 1 in variation 1 of ply 1
	//   d5 $1   at ply 2 in variation 1 of ply 1
	//     {or} Nd7   at ply 2 in variation 1 of ply 2 in variation 1 of ply 1
	// e5 $2   at ply 2
	// Game.SetNotes (ply 2 in variation 2 of ply 2): makruk.Position.Play d3d4: MK-1: the bia on d3 is white's, and black is to move: illegal move
	// {A quiet opening} 1. e4 {[%clk 0:05:00]} (1. d4 d5 $1 ({or} 1... Nd7)) 1... e5
	// $1 {[%clk 0:04:55]} (1... c5 2. d4) *
}
