package search

// The bot's search as it was before the engine: a plain fixed-depth
// alpha-beta (negamax) with captures first and a material count, kept as
// the baseline of the strength measurements (TestStrength, and matches of
// examples/match against "bot -uci -legacy", which package botengine's
// LegacySearcher serves).

import (
	"math/rand/v2"

	"github.com/chaturanga-go/chaturanga/core"
)

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

// LegacySearch runs the previous search ([LegacyBestMove]) on p itself
// (its moves made and unmade in place: p is left as it was), stopping at
// once when stop closes (nil: never) with the best root move found so
// far. It returns the move (the zero Move if p has no legal move), its
// score in hundredths of a pawn for the side to move or a mate score
// ([MateIn] reads it), and the nodes searched.
func LegacySearch(p core.Position, depth int, rng *rand.Rand, stop <-chan struct{}) (best core.Move, score int, nodes int64) {
	depth = max(depth, 1)
	s := &legacySearcher{p: p, moves: make([][]core.Move, depth+1), done: stop}
	best, score = s.bestMove(depth, rng)
	return best, score, int64(s.nodes)
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
