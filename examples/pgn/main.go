// Command pgn replays PGN game records of any game and reports on each:
// it reads a PGN stream on standard input (any mix of games), replays
// every game and writes one JSON line per game:
//
//	{"game": 1, "line": 1, "variant": "makruk", "rules": "pychess",
//	 "plies": 57, "result": "1-0", "reason": "checkmate", "tag_result": "1-0"}
//
// "game" counts the games from 1; "line" is the line on which the game
// begins (its first tag or token), also for a game that does not read as
// PGN; "variant" and "rules" are the game and the rule set it was
// replayed under (its Variant tag picks the game, a registry name or a
// Fairy-Stockfish name such as "cambodian"; its Rules tag the rules, else
// -rules, else the game's default, except that a Fairy-Stockfish name
// implies its rules); "plies" counts the moves replayed; "result" and
// "reason" are how the replayed game stands ("*" and "" while it goes
// on; a Qi Guo win names the state); "tag_result" is the record's Result
// tag; "error", absent when all went well, says what went wrong and where.
// Text from the input ("variant" before a game is found, "tag_result",
// the error's quotations) is cut to its first 64 bytes.
//
//	go run ./examples/pgn [-rules pychess] [-variant makruk] < games.pgn
//
// -rules applies to the games that have a rule set of its name (its first
// word: -rules "pychess" to the Makruk, Sittuyin and Shatranj games of a
// mixed file, which pychess-variants writes without a Rules tag); the
// other games are read under their default rules. A name that no game has
// is an error. -variant names the game of records without a Variant tag
// (default: none, such a record is an error).
//
// Each game of the input is one line of output, whatever is wrong with it
// (see notation.PGNReader for where a game ends), and memory stays bounded
// by the PGN reader's limits whatever the input. The tool stops early only
// when standard input cannot be read: it writes the error to standard
// error and exits with status 1, having written the games before it.
package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"github.com/chaturanga-go/chaturanga"
	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/quote"
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
	rules := flag.String("rules", "", "the rule set of records without a Rules tag, for the games that have a set of that name (default: each game's default)")
	variant := flag.String("variant", "", "the game of records without a Variant tag")
	flag.Parse()
	if err := run(os.Stdin, os.Stdout, *rules, *variant); err != nil {
		fmt.Fprintln(os.Stderr, "pgn:", err)
		os.Exit(1)
	}
}

func run(in io.Reader, out io.Writer, rules, variant string) error {
	if err := checkRules(rules); err != nil {
		return err
	}
	w := bufio.NewWriter(out)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	r := notation.NewPGNReader(bufio.NewReaderSize(in, 1<<16))
	for i := 1; ; i++ {
		rec, err := r.Next()
		if err == io.EOF {
			break
		}
		var pe *core.ParseError
		if err != nil && !errors.As(err, &pe) {
			// Standard input failed: the games before are written.
			if ferr := w.Flush(); ferr != nil {
				return ferr
			}
			return fmt.Errorf("reading standard input: %w", err)
		}
		rep := replay(i, rec, err, r.GameLine(), rules, variant)
		if err := enc.Encode(rep); err != nil {
			return err
		}
		if err := w.Flush(); err != nil {
			return err
		}
	}
	return w.Flush()
}

// checkRules refuses a -rules whose rule set no game has.
func checkRules(rules string) error {
	set := ruleSetName(rules)
	if set == "" {
		return nil
	}
	var all []string
	for _, v := range chaturanga.Variants() {
		if slices.ContainsFunc(v.RuleSets(), func(s string) bool { return strings.EqualFold(s, set) }) {
			return nil
		}
		for _, s := range v.RuleSets() {
			if !slices.Contains(all, s) {
				all = append(all, s)
			}
		}
	}
	return fmt.Errorf("-rules %s: no game has a rule set of that name (known: %s)", quote.Input(set), strings.Join(all, ", "))
}

// ruleSetName returns the rule set a rules text names: its first word.
func ruleSetName(rules string) string {
	if f := strings.Fields(rules); len(f) > 0 {
		return f[0]
	}
	return ""
}

// rulesFor returns the rules text a record is read under: rules if the
// record's game has a rule set of its name, and else "" (the game's
// default).
func rulesFor(rec *notation.Record, rules string) string {
	set := ruleSetName(rules)
	if set == "" {
		return ""
	}
	name, _ := rec.Get("Variant")
	v, _, err := chaturanga.LookupFSF(name)
	if err != nil {
		return rules // chaturanga.ReadRecord reports the unknown game
	}
	if slices.ContainsFunc(v.RuleSets(), func(s string) bool { return strings.EqualFold(s, set) }) {
		return rules
	}
	return ""
}

// replay replays one record read with error readErr; line is the line on
// which its game begins.
func replay(i int, rec *notation.Record, readErr error, line int, rules, variant string) report {
	rep := report{Game: i, Line: line, Result: "*"}
	if rec != nil {
		rep.Line = rec.Line
		rep.TagResult, _ = rec.Get("Result")
		rep.Variant, _ = rec.Get("Variant")
		rep.TagResult, rep.Variant = quote.Cut(rep.TagResult), quote.Cut(rep.Variant)
	}
	if readErr != nil {
		rep.Error = readErr.Error()
		return rep
	}
	if rep.Variant == "" && variant != "" {
		rec.Set("Variant", variant)
	}
	g, err := chaturanga.ReadRecord(rec, rulesFor(rec, rules))
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
