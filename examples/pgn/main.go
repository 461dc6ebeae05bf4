// Command pgn replays PGN game records of any game and reports on each:
// it reads a PGN stream on standard input (any mix of games), replays
// every game and writes one JSON line per game:
//
//	{"game": 1, "line": 1, "variant": "makruk", "rules": "pychess",
//	 "plies": 57, "result": "1-0", "reason": "checkmate", "tag_result": "1-0"}
//
// "game" counts the records from 1; "line" is the line of the record's
// first tag; "variant" and "rules" are the game and the rule set it was
// replayed under (its Variant tag picks the game, a registry name or a
// Fairy-Stockfish name such as "cambodian"; its Rules tag the rules, else
// -rules, else the game's default, except that a Fairy-Stockfish name
// implies its rules); "plies" counts the moves replayed; "result" and
// "reason" are how the replayed game stands ("*" and "" while it goes
// on; a Qi Guo win names the state); "tag_result" is the record's Result
// tag; "error", absent when all went well, says what went wrong and where.
//
//	go run ./examples/pgn [-rules pychess] [-variant makruk] < games.pgn
//
// -variant names the game of records without a Variant tag (default:
// none, such a record is an error). The tool never stops early: a bad
// record is reported and the next one read, and memory stays bounded by
// the PGN reader's limits whatever the input.
package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/chaturanga-go/chaturanga"
	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/notation"
)

// A report is one output line.
type report struct {
	Game      int    `json:"game"`
	Line      int    `json:"line"`
	Variant   string `json:"variant"`
	Rules     string `json:"rules"`
	Plies     int    `json:"plies"`
	Result    string `json:"result"`
	Reason    string `json:"reason"`
	TagResult string `json:"tag_result"`
	Error     string `json:"error,omitempty"`
}

func main() {
	rules := flag.String("rules", "", "the rule set of records without a Rules tag (default: each game's default)")
	variant := flag.String("variant", "", "the game of records without a Variant tag")
	flag.Parse()
	if err := run(os.Stdin, os.Stdout, *rules, *variant); err != nil {
		fmt.Fprintln(os.Stderr, "pgn:", err)
		os.Exit(1)
	}
}

func run(in io.Reader, out io.Writer, rules, variant string) error {
	w := bufio.NewWriter(out)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	r := notation.NewPGNReader(bufio.NewReaderSize(in, 1<<16))
	for i := 1; ; i++ {
		rec, err := r.Next()
		if err == io.EOF {
			break
		}
		rep := replay(i, rec, err, rules, variant)
		if err := enc.Encode(rep); err != nil {
			return err
		}
		if err := w.Flush(); err != nil {
			return err
		}
	}
	return w.Flush()
}

// replay replays one record read with error readErr.
func replay(i int, rec *notation.Record, readErr error, rules, variant string) report {
	rep := report{Game: i, Result: "*"}
	if rec != nil {
		rep.Line = rec.Line
		rep.TagResult, _ = rec.Get("Result")
		rep.Variant, _ = rec.Get("Variant")
	}
	if readErr != nil {
		rep.Error = readErr.Error()
		var pe *core.ParseError
		if rep.Line == 0 && errors.As(readErr, &pe) {
			rep.Line = pe.Line
		}
		return rep
	}
	if rep.Variant == "" && variant != "" {
		rec.Set("Variant", variant)
	}
	g, err := chaturanga.ReadRecord(rec, rules)
	if g != nil {
		p := g.Position()
		rep.Variant, rep.Rules, rep.Plies = g.Variant(), p.RuleSet(), g.Len()
		o := g.Outcome()
		rep.Result, rep.Reason = o.Result(), o.Reason.String()
		if p.Sides() > 2 && o.IsOver() && o.Winner != core.NoColor {
			rep.Result = p.SideName(o.Winner)
		}
	}
	if err != nil {
		rep.Error = err.Error()
	}
	return rep
}
