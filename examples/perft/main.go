// Command perft counts the leaf nodes of the legal-move tree of a position
// to a given depth, in Stockfish's output format, for any game of the
// library:
//
//	go run ./examples/perft -variant makruk [-rules pychess] [-fen FEN] -depth N [-divide]
//
// With -divide it prints one line "<move>: <count>" per legal move (in
// coordinate notation, sorted), an empty line, then "Nodes searched: <N>";
// without, only the last line. The default position is the game's start,
// the default rules the game's default. -options takes a JSON object of
// game options (Qi Guo's players and alliances, Main Chator's rule
// options).
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"time"

	"github.com/chaturanga-go/chaturanga/internal/variants"
)

func main() {
	variant := flag.String("variant", "makruk", "the game: "+fmt.Sprint(variants.Names()))
	rules := flag.String("rules", "", "the rule set (default: the game's default)")
	fen := flag.String("fen", "", "the position (default: the start position)")
	depth := flag.Int("depth", 1, "the depth in plies")
	divide := flag.Bool("divide", false, "print the count below each legal move")
	opts := flag.String("options", "", "game options as a JSON object")
	timing := flag.Bool("time", false, "also print the time taken and nodes per second on stderr")
	flag.Parse()
	if err := run(os.Stdout, *variant, *rules, *fen, *opts, *depth, *divide, *timing); err != nil {
		fmt.Fprintln(os.Stderr, "perft:", err)
		os.Exit(1)
	}
}

func run(w io.Writer, variant, rules, fen, opts string, depth int, divide, timing bool) error {
	v, err := variants.Lookup(variant)
	if err != nil {
		return err
	}
	if err := v.CheckRules(rules); err != nil {
		return err
	}
	var options map[string]json.RawMessage
	if opts != "" {
		if err := json.Unmarshal([]byte(opts), &options); err != nil {
			return fmt.Errorf("-options: %v", err)
		}
	}
	s, err := v.New(rules, fen, options)
	if err != nil {
		return err
	}
	if depth < 0 {
		return fmt.Errorf("-depth must be at least 0")
	}
	start := time.Now()
	var total uint64
	if divide && depth >= 1 {
		lines := s.Divide(depth)
		sort.Slice(lines, func(i, j int) bool { return lines[i].Move < lines[j].Move })
		for _, l := range lines {
			fmt.Fprintf(w, "%s: %d\n", l.Move, l.Nodes)
			total += l.Nodes
		}
		fmt.Fprintln(w)
	} else {
		total = s.Perft(depth)
	}
	fmt.Fprintf(w, "Nodes searched: %d\n", total)
	if timing {
		d := time.Since(start)
		fmt.Fprintf(os.Stderr, "%v, %.1f M nodes/s\n", d, float64(total)/d.Seconds()/1e6)
	}
	return nil
}
