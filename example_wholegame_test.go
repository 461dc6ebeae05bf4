package chaturanga_test

import (
	"bytes"
	"fmt"

	"github.com/chaturanga-go/chaturanga"
	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/makruk"
	"github.com/chaturanga-go/chaturanga/notation"
)

// A whole game: moves in any notation, an illegal one explained by its
// rule, play to the end with a claim, the record out and back, with the
// game's annotations.
func Example_wholeGame() {
	g := makruk.NewGame(makruk.StartPosition(makruk.Pychess))

	// Moves come as SAN or coordinates; an illegal one is refused with the rule.
	if _, err := g.PlayText("e5"); err != nil {
		fmt.Println(err)
	}

	// Play to the end, claiming a draw as soon as one may be claimed; choose
	// stands for a player or a bot.
	for !g.Outcome().IsOver() {
		if c := g.Claims(); c != 0 {
			for r := range c.All() {
				g.Claim(r)
				break
			}
			break
		}
		p := g.Position()
		g.Play(choose(&p, g.Len()))
	}
	fmt.Println(g.Len(), "plies:", g.Outcome())

	// The record carries the rules; it reads back to the same game.
	pgn := notation.AppendPGN(nil, makruk.NewRecord(g))
	rec, _ := notation.NewPGNReader(bytes.NewReader(pgn)).Next()
	back, err := makruk.ReadRecord(rec, makruk.Default)
	end := back.Position()
	fmt.Println(back.Outcome().Equal(g.Outcome()), end.Rules() == makruk.Pychess, err)

	// The game keeps what a record says about it (comments, glyphs, clocks,
	// variations checked against the rules), and the record keeps it all.
	g.SetComment("a bot's game")
	v, _ := g.ParseVariation(0, "d4", "d5") // instead of the first move
	g.SetNotes(0, core.Notes{NAGs: []int{1}, Comments: []string{"[%clk 0:05:00]"}, Variations: []core.Variation{v}})
	pgn = notation.AppendPGN(nil, makruk.NewRecord(g))
	rec, _ = notation.NewPGNReader(bytes.NewReader(pgn)).Next()
	back, _ = makruk.ReadRecord(rec, makruk.Default)
	n := back.Notes(0)
	fmt.Println(back.Comment()+":", back.SAN()[0], n.NAGs, n.Comments, len(n.Variations), "variation")

	// A game resumes from any saved position: its text form (rules|FEN)
	// is taken wherever a FEN is, by the registry and the tools alike.
	g.Undo() // the claim
	g.Undo() // and the last move
	mid := g.Position()
	saved, _ := mid.MarshalText()
	fmt.Println(string(saved))
	resumed, err := chaturanga.NewGame("makruk", "", string(saved))
	fmt.Println(resumed.Position().RuleSet(), resumed.Position().FEN() == mid.FEN(), err)
	// Output:
	// makruk.Position.ParseLenient e5: MK-7: a bia cannot move from e3 to e5: illegal move
	// 246 plies: 1/2-1/2 insufficient-material
	// true true <nil>
	// a bot's game: Kc2 [1] [[%clk 0:05:00]] 1 variation
	// pychess|8/8/1M2M3/4k3/1K6/8/8/8 b - 128 116 123
	// pychess true <nil>
}

// choose picks a move: a capture if there is one, else one by the clock.
func choose(p core.Position, ply int) core.Move {
	moves := p.AppendLegalMoves(nil)
	for _, m := range moves {
		if p.IsCapture(m) {
			return m
		}
	}
	return moves[ply*7%len(moves)]
}
