// Command bot is the library's example engine: a searcher written once
// against core.Position, the interface every game's position implements,
// as a teaching example for bot authors. It plays a game against itself
// and prints it as PGN, or serves its search to a GUI or a match runner
// over UCI or XBoard.
//
//	go run ./examples/bot -variant makruk [-rules pychess] [-depth 3] [-plies 200] [-seed 1]
//	go run ./examples/bot -uci [-hash 16]
//	go run ./examples/bot -xboard [-hash 16]
//	go run ./examples/bot -uci -legacy [-depth 3] [-seed 1]
//
// The search is package search beside it (which the web page's bot uses
// too; package botengine serves it over the protocols): iterative deepening of a fail-soft alpha-beta (principal variation
// search) over MakeMove and UnmakeMove, a transposition table on the
// positions' Zobrist keys, quiescence on captures, move ordering (table
// move, captures by victim and attacker, killers, history), repetitions
// judged on the game's history, time management from the clock, and an
// evaluation of material and placement; no allocation per node. Qi Guo's
// states search paranoid alpha-beta: the state and its allies against all
// others (see package search).
//
// Self-play (the default): both sides search to -depth plies (1 to 8; in
// Qi Guo at most search.ManySidesMaxDepth states' turns, within a node
// budget), a random move among equally good ones (-seed); the bot claims a
// draw as soon as one may be claimed, and stops at -plies (the record
// then ends with "*").
//
// With -uci or -xboard the command is an engine on standard input and
// output (package engine's Server): every two-player game of the registry
// as UCI_Variant values (XBoard: variants), the rule set as the option
// Rules, the transposition table's size as the option Hash (megabytes;
// -hash sets its start value), info lines with depth, score, nodes, speed,
// time, hash use and the principal variation after each iteration, the
// search's limits from go/level/st/sd/time/otim, stop, ponderhit and
// ucinewgame/new obeyed. Qi Guo is not offered there: the protocols know
// two sides only.
//
// With -legacy the engine serves the bot's previous search instead
// (botengine.Legacy): a plain alpha-beta to -depth plies, captures first, a
// material count, which ignores the clock. It is the baseline of the
// strength measurements: a match of the engine against it, with
// examples/match, shows what the engine's search gained.
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"strings"

	"github.com/chaturanga-go/chaturanga"
	"github.com/chaturanga-go/chaturanga/engine"
	"github.com/chaturanga-go/chaturanga/examples/bot/botengine"
	"github.com/chaturanga-go/chaturanga/examples/bot/search"
	"github.com/chaturanga-go/chaturanga/notation"
)

func main() {
	variant := flag.String("variant", "makruk", "the game: "+strings.Join(chaturanga.Names(), ", ")+", or a Fairy-Stockfish name")
	rules := flag.String("rules", "", "the rule set (default: the game's default)")
	depth := flag.Int("depth", 3, "the search depth in plies (1 to 8)")
	plies := flag.Int("plies", 200, "stop after this many plies")
	seed := flag.Uint64("seed", 1, "the seed of the random choices")
	uci := flag.Bool("uci", false, "serve the search over UCI on standard input and output")
	xboard := flag.Bool("xboard", false, "serve the search over XBoard (CECP) on standard input and output")
	hash := flag.Int("hash", search.DefaultHashMB, "with -uci or -xboard: the transposition table's size in megabytes")
	legacy := flag.Bool("legacy", false, "with -uci or -xboard: serve the previous search, a plain alpha-beta to -depth plies that ignores the clock")
	flag.Parse()
	if *uci || *xboard {
		proto := engine.UCI
		if *xboard {
			proto = engine.XBoard
		}
		if *uci && *xboard {
			fmt.Fprintln(os.Stderr, "bot: -uci and -xboard: choose one")
			os.Exit(2)
		}
		var err error
		if *legacy {
			err = serveLegacy(context.Background(), proto, os.Stdin, os.Stdout, *depth, *seed)
		} else {
			err = serve(context.Background(), proto, os.Stdin, os.Stdout, *hash)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "bot:", err)
			os.Exit(1)
		}
		return
	}
	if *legacy {
		fmt.Fprintln(os.Stderr, "bot: -legacy needs -uci or -xboard")
		os.Exit(2)
	}
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

// serve speaks proto on r and w until the GUI quits or r ends, with a
// table of hashMB megabytes.
func serve(ctx context.Context, proto engine.Protocol, r io.Reader, w io.Writer, hashMB int) error {
	if hashMB < 1 || hashMB > search.MaxHashMB {
		return fmt.Errorf("-hash %d: want 1 to %d", hashMB, search.MaxHashMB)
	}
	s := &engine.Server{Name: "chaturanga bot", Author: "the chaturanga authors", Searcher: botengine.New(hashMB)}
	if proto == engine.XBoard {
		return s.ServeXBoard(ctx, r, w)
	}
	return s.ServeUCI(ctx, r, w)
}

// serveLegacy speaks proto on r and w with the previous search at depth
// plies (1 to 8) as the searcher, its ties broken by a source seeded by
// seed.
func serveLegacy(ctx context.Context, proto engine.Protocol, r io.Reader, w io.Writer, depth int, seed uint64) error {
	if depth < 1 || depth > 8 {
		return fmt.Errorf("-depth %d: want 1 to 8", depth)
	}
	s := &engine.Server{Name: fmt.Sprintf("chaturanga bot legacy depth %d", depth), Author: "the chaturanga authors", Searcher: botengine.Legacy(depth, seed)}
	if proto == engine.XBoard {
		return s.ServeXBoard(ctx, r, w)
	}
	return s.ServeUCI(ctx, r, w)
}
