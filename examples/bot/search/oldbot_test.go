package search

// The bot's search as it was before the engine (a plain fixed-depth
// alpha-beta with captures first and a material count), kept in the tests
// as the baseline of the strength measurement (TestStrength).

import (
	"math/rand/v2"

	"github.com/chaturanga-go/chaturanga/core"
)

type oldSearcher struct {
	p     core.Position
	moves [][]core.Move // one move list per ply
	nodes int
}

const (
	oldInfinity = 1 << 20
	oldMate     = 1 << 16
)

// BestMove returns the move a depth-ply alpha-beta search finds best for
// the side to move of p, a random one among equals (rng chooses), or the
// zero Move if p has no legal move. p is not changed: the search runs on
// a clone. depth below 1 is read as 1. The search is two-sided: for a game
// of more sides use [Choose].
func oldBestMove(p core.Position, depth int, rng *rand.Rand) core.Move {
	depth = max(depth, 1)
	s := &oldSearcher{p: p.Clone(), moves: make([][]core.Move, depth+1)}
	moves := s.ordered(0)
	if len(moves) == 0 {
		return core.Move{}
	}
	best, bestScore := moves[0], -oldInfinity
	ties := 0
	for _, m := range moves {
		u := s.p.MakeMove(m)
		score := -s.negamax(depth-1, 1, -oldInfinity, -bestScore+1)
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
func (s *oldSearcher) negamax(depth, ply, alpha, beta int) int {
	s.nodes++
	if o := s.p.Outcome(); o.IsOver() {
		switch {
		case o.IsDraw():
			return 0
		case o.Winner == s.p.Side():
			return oldMate - ply
		}
		return -oldMate + ply
	}
	if depth == 0 {
		return oldEvaluate(s.p)
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
func (s *oldSearcher) ordered(ply int) []core.Move {
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
var oldValues = [core.NumKinds]int{
	core.Pawn: 100, core.Knight: 300, core.Rook: 500, core.Bishop: 300, core.Queen: 900,
	core.Ferz: 150, core.Wazir: 150, core.Silver: 250, core.Alfil: 120, core.Cannon: 450,
	core.Bow: 350, core.Crossbow: 400, core.Horseman: 300, core.Dragon: 700,
}

// evaluate returns the material balance for the side to move.
func oldEvaluate(p core.Position) int {
	score := 0
	for _, pc := range p.Pieces() {
		if v := oldValues[pc.Kind()]; pc.Color() == p.Side() {
			score += v
		} else {
			score -= v
		}
	}
	return score
}
