package chaturanga_test

import (
	"encoding"
	"fmt"

	"github.com/chaturanga-go/chaturanga"
	"github.com/chaturanga-go/chaturanga/notation"
)

// A site configures its games by name and runs them through the one Game
// interface.
func Example() {
	for _, name := range []string{"makruk", "cambodian", "qiguo"} {
		v, rules, err := chaturanga.LookupFSF(name)
		if err != nil {
			fmt.Println(err)
			continue
		}
		g, err := v.NewGame(rules, "")
		if err != nil {
			fmt.Println(err)
			continue
		}
		p := g.Position()
		fmt.Printf("%s (%s): %d sides, %s to move, %d legal moves\n", v.Title(), p.RuleSet(), p.Sides(), p.SideName(p.Side()), p.CountLegalMoves())
	}
	_, err := chaturanga.Lookup("chess")
	fmt.Println(err != nil)
	// Output:
	// Makruk (Thai chess) (default): 2 sides, white to move, 23 legal moves
	// Makruk (Thai chess) (cambodian): 2 sides, white to move, 25 legal moves
	// Qi Guo (the Game of the Seven Kingdoms) (default): 7 sides, Qin to move, 104 legal moves
	// true
}

// A game of any variant: moves in any notation, its endings, its record.
func ExampleGame() {
	g, _ := chaturanga.NewGame("shatranj", "", "")
	for _, s := range []string{"e3", "d6", "Ke2"} {
		if _, err := g.PlayText(s); err != nil {
			fmt.Println(err)
		}
	}
	_, err := g.PlayText("Qd5")
	fmt.Println(err)
	g.AgreeDraw()
	fmt.Println(g.SAN(), g.Outcome())
	fmt.Print(string(notation.AppendPGN(nil, g.Record())))
	// Output:
	// shatranj.Position.ParseLenient Qd5: SH-3: a ferz cannot move from e8 to d5: illegal move
	// [e3 d6 Ke2] 1/2-1/2 agreement
	// [Event "?"]
	// [Site "?"]
	// [Date "?"]
	// [Round "?"]
	// [White "?"]
	// [Black "?"]
	// [Result "1/2-1/2"]
	// [Variant "shatranj"]
	// [Rules "default"]
	// [Termination "agreement"]
	//
	// 1. e3 d6 2. Ke2 1/2-1/2
}

// A saved position resumes as a game: its text form (the rules, '|' and
// the FEN, as Position.MarshalText writes it) is taken wherever a FEN is,
// and NewGameFrom starts a game from a position in hand.
func ExampleNewGameFrom() {
	g, err := chaturanga.NewGame("makruk", "", "pychess|8/3k4/8/2K1S1P1/8/8/8/8 w - - 0 1")
	if err != nil {
		fmt.Println(err)
		return
	}
	g.PlayText("g6=M")
	saved, _ := g.Position().(encoding.TextMarshaler).MarshalText()
	fmt.Println(string(saved))

	h, _ := chaturanga.NewGameFrom(g.Position())
	fmt.Println(h.Variant(), h.Position().RuleSet(), h.Len())

	_, err = chaturanga.NewGame("makruk", "default", string(saved))
	fmt.Println(err)
	// Output:
	// pychess|8/3k4/6M1/2K1S3/8/8/8/8 b - 88 8 1
	// makruk pychess 0
	// chaturanga.Variant.NewPosition "pychess|8/3k4/6M1/2K1S3/8/8/8/8 b - 88 8 1": rules at offset 0: the position's rules "pychess" contradict the rules asked for "default" (give the rules in one place, or the same in both): illegal position
}
