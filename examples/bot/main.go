// Command bot plays a game of any variant against itself and prints it as
// PGN: a small alpha-beta searcher written once against core.Position, the
// interface every game's position implements, as a teaching example for
// bot authors.
//
//	go run ./examples/bot -variant makruk [-rules pychess] [-depth 3] [-plies 200] [-seed 1]
//
// The search (package search beside it, which the web page's bot uses
// too) is plain negamax with alpha-beta pruning over MakeMove and
// UnmakeMove (no allocation per node), captures tried first, and a
// material count as the evaluation. Games of more than two sides (Qi Guo)
// are played by random legal moves instead, since a two-sided search does
// not fit them. The bot claims a draw as soon as one may be claimed, and
// stops at -plies (the record then ends with "*").
package main

import (
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"strings"

	"github.com/chaturanga-go/chaturanga"
	"github.com/chaturanga-go/chaturanga/examples/bot/search"
	"github.com/chaturanga-go/chaturanga/notation"
)

func main() {
	variant := flag.String("variant", "makruk", "the game: "+strings.Join(chaturanga.Names(), ", ")+", or a Fairy-Stockfish name")
	rules := flag.String("rules", "", "the rule set (default: the game's default)")
	depth := flag.Int("depth", 3, "the search depth in plies (1 to 8)")
	plies := flag.Int("plies", 200, "stop after this many plies")
	seed := flag.Uint64("seed", 1, "the seed of the random choices")
	flag.Parse()
	if err := run(os.Stdout, *variant, *rules, *depth, *plies, *seed); err != nil {
		fmt.Fprintln(os.Stderr, "bot:", err)
		os.Exit(1)
	}
}

func run(w io.Writer, variant, rules string, depth, plies int, seed uint64) error {
	if depth < 1 || depth > 8 {
		return fmt.Errorf("-depth %d: want 1 to 8", depth)
	}
	v, fsfRules, err := chaturanga.LookupFSF(variant)
	if err != nil {
		return err
	}
	if rules == "" {
		rules = fsfRules
	}
	g, err := v.NewGame(rules, "")
	if err != nil {
		return err
	}
	rng := rand.New(rand.NewPCG(seed, 0))
	for g.Len() < plies && !g.Outcome().IsOver() {
		if c := g.Claims(); c != 0 {
			for r := range c.All() {
				if err := g.Claim(r); err != nil {
					return err
				}
				break
			}
			break
		}
		m := search.Choose(g.Position(), depth, rng)
		if err := g.Play(m); err != nil {
			return err
		}
	}
	rec := g.Record(notation.Tag{Name: "Event", Value: "bot self-play"}, notation.Tag{Name: "White", Value: "bot"}, notation.Tag{Name: "Black", Value: "bot"})
	_, err = w.Write(notation.AppendPGN(nil, rec))
	return err
}
