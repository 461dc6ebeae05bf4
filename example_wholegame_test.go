package chaturanga_test

import (
	"bytes"
	"fmt"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/makruk"
	"github.com/chaturanga-go/chaturanga/notation"
)

// A whole game: moves in any notation, an illegal one explained by its
// rule, play to the end with a claim, the record out and back.
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
	fmt.Println(back.Outcome() == g.Outcome(), end.Rules() == makruk.Pychess, err)
	// Output:
	// makruk.Position.ParseLenient e5: MK-7: a bia cannot move from e3 to e5: illegal move
	// 246 plies: 1/2-1/2 insufficient-material
	// true true <nil>
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
