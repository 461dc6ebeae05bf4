// Command bot plays a game of any variant against itself and prints it as
// PGN: a small alpha-beta searcher written once against core.Position, the
// interface every game's position implements, as a teaching example for
// bot authors.
//
//	go run ./examples/bot -variant makruk [-rules pychess] [-depth 3] [-plies 200] [-seed 1]
//
// The search is plain negamax with alpha-beta pruning over MakeMove and
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
	"github.com/chaturanga-go/chaturanga/core"
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
		p := g.Position()
		var m core.Move
		if p.Sides() > 2 {
			moves := p.AppendLegalMoves(nil)
			m = moves[rng.IntN(len(moves))]
		} else {
			m = bestMove(p, depth, rng)
		}
		if err := g.Play(m); err != nil {
			return err
		}
	}
	rec := g.Record(notation.Tag{Name: "Event", Value: "bot self-play"}, notation.Tag{Name: "White", Value: "bot"}, notation.Tag{Name: "Black", Value: "bot"})
	_, err = w.Write(notation.AppendPGN(nil, rec))
	return err
}

// A searcher searches one position in place; its buffers are reused, so
// the search allocates nothing per node.
type searcher struct {
	p     core.Position
	moves [][]core.Move // one move list per ply
	nodes int
}

const (
	infinity = 1 << 20
	mate     = 1 << 16
)

// bestMove returns the move the search finds best for the side to move,
// a random one among equals.
func bestMove(p core.Position, depth int, rng *rand.Rand) core.Move {
	s := &searcher{p: p.Clone(), moves: make([][]core.Move, depth+1)}
	moves := s.ordered(0)
	best, bestScore := moves[0], -infinity
	ties := 0
	for _, m := range moves {
		u := s.p.MakeMove(m)
		score := -s.negamax(depth-1, 1, -infinity, -bestScore+1)
		s.p.UnmakeMove(m, u)
		switch {
		case score > bestScore:
			best, bestScore, ties = m, score, 1
		case score == bestScore:
			ties++
			if rng.IntN(ties) == 0 {
				best = m
			}
		}
	}
	return best
}

// negamax returns the score of the position for the side to move,
// searched depth plies deep, within the window (alpha, beta).
func (s *searcher) negamax(depth, ply, alpha, beta int) int {
	s.nodes++
	if o := s.p.Outcome(); o.IsOver() {
		switch {
		case o.IsDraw():
			return 0
		case o.Winner == s.p.Side():
			return mate - ply
		}
		return -mate + ply
	}
	if depth == 0 {
		return evaluate(s.p)
	}
	for _, m := range s.ordered(ply) {
		u := s.p.MakeMove(m)
		score := -s.negamax(depth-1, ply+1, -beta, -alpha)
		s.p.UnmakeMove(m, u)
		if score >= beta {
			return score
		}
		alpha = max(alpha, score)
	}
	return alpha
}

// ordered returns the legal moves at ply, captures first.
func (s *searcher) ordered(ply int) []core.Move {
	moves := s.p.AppendLegalMoves(s.moves[ply][:0])
	s.moves[ply] = moves
	n := 0
	for i, m := range moves {
		if s.p.IsCapture(m) {
			moves[n], moves[i] = moves[i], moves[n]
			n++
		}
	}
	return moves
}

// values are rough piece values by kind, in hundredths of a pawn, for the
// material count. The kinds are the core catalogue's, so one table serves
// every game.
var values = [core.NumKinds]int{
	core.Pawn: 100, core.Knight: 300, core.Rook: 500, core.Bishop: 300, core.Queen: 900,
	core.Ferz: 150, core.Wazir: 150, core.Silver: 250, core.Alfil: 120, core.Cannon: 450,
	core.Bow: 350, core.Crossbow: 400, core.Horseman: 300, core.Dragon: 700,
}

// evaluate returns the material balance for the side to move.
func evaluate(p core.Position) int {
	score := 0
	for _, pc := range p.Pieces() {
		if v := values[pc.Kind()]; pc.Color() == p.Side() {
			score += v
		} else {
			score -= v
		}
	}
	return score
}
