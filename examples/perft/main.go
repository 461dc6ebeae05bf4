// Command perft counts the leaf nodes of the legal-move tree of a position
// to a given depth, in Stockfish's output format, for any game of the
// library:
//
//	go run ./examples/perft -variant makruk [-rules pychess] [-fen FEN] -depth N [-divide] [-bulk=false] [-time]
//
// With -divide it prints one line "<move>: <count>" per legal move (in
// coordinate notation, sorted), an empty line, then "Nodes searched: <N>";
// without, only the last line. The default position is the game's start,
// the default rules the game's default; -variant also takes
// Fairy-Stockfish's names ("cambodian" is makruk with its cambodian
// rules). -fen also takes a position's text form, its rules, '|' and its
// FEN ("pychess|8/3k4/6M1/2K1S3/8/8/8/8 b - 88 8 1"), whose rules are then
// the position's (a -rules or -options making another rule set is
// refused). -options takes a JSON object of rule options, as the oracle
// does: Qi Guo's players and alliances
// ({"players":6,"alliances":[["Qin","Han"],["Chu"],...]}), Main Chator's
// rule options, in any order. By default the last ply is
// counted in bulk; -bulk=false makes and unmakes every move down to the
// leaves, as a search does (the same count), so -time shows the per-node
// speed a search sees. -depth is at most 64 (core.MaxPerftDepth).
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
	"time"

	"github.com/chaturanga-go/chaturanga"
	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/examples/internal/jsonopt"
)

type config struct {
	variant, rules, fen, options string
	depth                        int
	divide, bulk, timing         bool
}

func main() {
	var c config
	flag.StringVar(&c.variant, "variant", "makruk", "the game: "+strings.Join(chaturanga.Names(), ", ")+", or a Fairy-Stockfish name")
	flag.StringVar(&c.rules, "rules", "", "the rule set (default: the game's default)")
	flag.StringVar(&c.fen, "fen", "", "the position (default: the start position)")
	flag.IntVar(&c.depth, "depth", 1, "the depth in plies (0 to 64)")
	flag.BoolVar(&c.divide, "divide", false, "print the count below each legal move")
	flag.BoolVar(&c.bulk, "bulk", true, "count the last ply in bulk; false makes and unmakes every move")
	flag.StringVar(&c.options, "options", "", "rule options as a JSON object")
	flag.BoolVar(&c.timing, "time", false, "also print the time taken and nodes per second on stderr")
	flag.Parse()
	if err := run(os.Stdout, os.Stderr, c); err != nil {
		fmt.Fprintln(os.Stderr, "perft:", err)
		os.Exit(1)
	}
}

func run(w, stderr io.Writer, c config) error {
	v, rules, err := chaturanga.LookupFSF(c.variant)
	if err != nil {
		return err
	}
	if c.rules != "" {
		rules = c.rules
	}
	var raw map[string]json.RawMessage
	if c.options != "" {
		if err := json.Unmarshal([]byte(c.options), &raw); err != nil {
			return fmt.Errorf("-options: %v", err)
		}
	}
	opts, err := jsonopt.Parse(raw)
	if err != nil {
		return fmt.Errorf("-options: %v", err)
	}
	p, err := v.NewPosition(rules, c.fen, opts.List...)
	if err != nil {
		return err
	}
	if err := opts.Check(p); err != nil {
		return fmt.Errorf("-options: %v", err)
	}
	if c.depth < 0 || c.depth > core.MaxPerftDepth {
		return fmt.Errorf("-depth %d: want 0 to %d", c.depth, core.MaxPerftDepth)
	}
	start := time.Now()
	var total uint64
	if c.divide && c.depth >= 1 {
		moves := p.AppendLegalMoves(nil)
		type line struct {
			move  string
			nodes uint64
		}
		var lines []line
		for _, m := range moves {
			q := p.Clone()
			q.MakeMove(m)
			n, err := v.Perft(q, c.depth-1, c.bulk)
			if err != nil {
				return err
			}
			lines = append(lines, line{p.MoveText(m), n})
		}
		sort.Slice(lines, func(i, j int) bool { return lines[i].move < lines[j].move })
		for _, l := range lines {
			fmt.Fprintf(w, "%s: %d\n", l.move, l.nodes)
			total += l.nodes
		}
		fmt.Fprintln(w)
	} else if total, err = v.Perft(p, c.depth, c.bulk); err != nil {
		return err
	}
	fmt.Fprintf(w, "Nodes searched: %d\n", total)
	if c.timing {
		d := time.Since(start)
		fmt.Fprintf(stderr, "%v, %.1f M nodes/s\n", d, float64(total)/d.Seconds()/1e6)
	}
	return nil
}
