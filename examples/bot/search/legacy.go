package search

// The bot's search as it was before the engine: a plain fixed-depth
// alpha-beta (negamax) with captures first and a material count, kept as
// the baseline of the strength measurements (TestStrength, and matches of
// examples/match against "bot -uci -legacy").

import (
	"context"
	"math/rand/v2"
	"time"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/engine"
)

// A LegacySearcher is the bot's previous search as an [engine.Searcher]:
// a plain negamax alpha-beta to a fixed depth, legal moves in the
// position's order with captures first, no transposition table, no
// quiescence, no iterative deepening, and a material count as the only
// evaluation (see [LegacyBestMove]). It ignores the request's time,
// depth and node limits: every search goes to its own depth, as the old
// bot did. A stop (ctx done) ends the search at once with the best root
// move found so far. Its info line gives the depth, the score, the nodes
// and the time.
type LegacySearcher struct {
	depth int
	rng   *rand.Rand
}

// Legacy returns the previous search at depth plies (below 1: 1), choosing
// among equally good root moves with a random source seeded by seed.
func Legacy(depth int, seed uint64) *LegacySearcher {
	return &LegacySearcher{depth: max(depth, 1), rng: rand.New(rand.NewPCG(seed, 0))}
}

// Search implements [engine.Searcher]: it searches req.Position to the
// searcher's depth, whatever req.Limit says.
func (l *LegacySearcher) Search(ctx context.Context, req engine.Request, report func(engine.Info)) (best, ponder core.Move) {
	t0 := time.Now()
	s := &legacySearcher{p: req.Position, moves: make([][]core.Move, l.depth+1), done: ctx.Done()}
	best, score := s.bestMove(l.depth, l.rng)
	if best != (core.Move{}) && report != nil {
		el := time.Since(t0)
		info := engine.Info{Depth: l.depth, Nodes: int64(s.nodes), Time: el, PV: []core.Move{best}, HasScore: true}
		switch {
		case score >= legacyMate-legacyMaxPly:
			info.Score = engine.Score{Mate: (legacyMate - score + 1) / 2, IsMate: true}
		case score <= -legacyMate+legacyMaxPly:
			info.Score = engine.Score{Mate: -(legacyMate + score) / 2, IsMate: true}
		default:
			info.Score = engine.Score{CP: score}
		}
		if el > 0 {
			info.NPS = int64(float64(s.nodes) / el.Seconds())
		}
		report(info)
	}
	return best, core.Move{}
}

// LegacyBestMove returns the move a depth-ply alpha-beta search finds best
// for the side to move of p, a random one among equals (rng chooses), or
// the zero Move if p has no legal move: the bot's previous search. p is
// not changed: the search runs on a clone. depth below 1 is read as 1. The
// search is two-sided.
func LegacyBestMove(p core.Position, depth int, rng *rand.Rand) core.Move {
	depth = max(depth, 1)
	s := &legacySearcher{p: p.Clone(), moves: make([][]core.Move, depth+1)}
	m, _ := s.bestMove(depth, rng)
	return m
}

// A legacySearcher is one search of the previous bot in progress.
type legacySearcher struct {
	p       core.Position
	moves   [][]core.Move // one move list per ply
	nodes   int
	done    <-chan struct{} // a stop: nil for none
	stopped bool
}

const (
	legacyInfinity = 1 << 20
	legacyMate     = 1 << 16
	legacyMaxPly   = 256
)

// bestMove is the root of the search: the best move and its score.
func (s *legacySearcher) bestMove(depth int, rng *rand.Rand) (core.Move, int) {
	moves := s.ordered(0)
	if len(moves) == 0 {
		return core.Move{}, 0
	}
	best, bestScore := moves[0], -legacyInfinity
	ties := 0
	for _, m := range moves {
		u := s.p.MakeMove(m)
		score := -s.negamax(depth-1, 1, -legacyInfinity, -bestScore+1)
		s.p.UnmakeMove(m, u)
		if s.stopped {
			break
		}
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
	return best, bestScore
}

// negamax returns the score of the position for the side to move,
// searched depth plies deep, within the window (alpha, beta).
func (s *legacySearcher) negamax(depth, ply, alpha, beta int) int {
	s.nodes++
	if s.done != nil && s.nodes%1024 == 0 {
		select {
		case <-s.done:
			s.stopped = true
		default:
		}
	}
	if s.stopped {
		return 0
	}
	if o := s.p.Outcome(); o.IsOver() {
		switch {
		case o.IsDraw():
			return 0
		case o.Winner == s.p.Side():
			return legacyMate - ply
		}
		return -legacyMate + ply
	}
	if depth == 0 {
		return legacyEvaluate(s.p)
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
func (s *legacySearcher) ordered(ply int) []core.Move {
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

// legacyValues are rough piece values by kind, in hundredths of a pawn, for
// the material count. The kinds are the core catalogue's, so one table
// serves every game.
var legacyValues = [core.NumKinds]int{
	core.Pawn: 100, core.Knight: 300, core.Rook: 500, core.Bishop: 300, core.Queen: 900,
	core.Ferz: 150, core.Wazir: 150, core.Silver: 250, core.Alfil: 120, core.Cannon: 450,
	core.Bow: 350, core.Crossbow: 400, core.Horseman: 300, core.Dragon: 700,
}

// legacyEvaluate returns the material balance for the side to move.
func legacyEvaluate(p core.Position) int {
	score := 0
	for _, pc := range p.Pieces() {
		if v := legacyValues[pc.Kind()]; pc.Color() == p.Side() {
			score += v
		} else {
			score -= v
		}
	}
	return score
}
