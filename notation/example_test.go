package notation_test

import (
	"fmt"
	"io"
	"strings"

	"github.com/chaturanga-go/chaturanga/makruk"
	"github.com/chaturanga-go/chaturanga/notation"
)

// A PGN stream is read one game at a time, in bounded memory; a bad game
// is reported with its line and the reader goes on with the next one.
func ExamplePGNReader() {
	stream := `[Event "first"]
[Variant "makruk"]

1. e4 e5 2. Nd2 *

[Event "broken"]

1. e4 (1. d4 *

[Event "third"]
[Variant "makruk"]

1. c4 {a comment} f5 1/2-1/2
`
	r := notation.NewPGNReader(strings.NewReader(stream))
	for {
		rec, err := r.Next()
		if err != nil {
			if err == io.EOF {
				break
			}
			fmt.Println("error:", err)
			continue
		}
		event, _ := rec.Get("Event")
		fmt.Println(event, len(rec.Moves), "moves", rec.Result)
	}
	// Output:
	// first 3 moves *
	// error: notation.PGNReader.Next line 8 "*": movetext: result inside a variation (opened on line 8): syntax error
	// third 2 moves 1/2-1/2
}

// A record of a game is written with AppendPGN, tags first.
func ExampleAppendPGN() {
	g := makruk.NewGame(makruk.StartPosition(makruk.Default))
	for _, s := range []string{"e4", "e5", "Nd2"} {
		g.PlayText(s)
	}
	g.AgreeDraw()
	rec := makruk.NewRecord(g, notation.Tag{Name: "Event", Value: "club night"})
	fmt.Print(string(notation.AppendPGN(nil, rec)))
	// Output:
	// [Event "club night"]
	// [Site "?"]
	// [Date "?"]
	// [Round "?"]
	// [White "?"]
	// [Black "?"]
	// [Result "1/2-1/2"]
	// [Variant "makruk"]
	// [Rules "default"]
	// [Termination "agreement"]
	//
	// 1. e4 e5 2. Nd2 1/2-1/2
}
