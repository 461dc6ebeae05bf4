package search

import "github.com/chaturanga-go/chaturanga/core"

// An iteration is what one completed iteration of the deepening found.
type iteration struct {
	depth, seldepth int
	score           int
	nodes           int64
	pv              []core.Move // the search's own buffer: copy to keep
}

// prepareRoot lists the root's legal moves (those of only, if it is not
// empty), ordered for the first iteration, and returns their number. With
// rng set, the moves are shuffled first (the ordering then sorts them by
// promise, stably), so that among equally good moves the search keeps a
// random one: it keeps the first it finds of equal scores.
func (s *state) prepareRoot(only []core.Move) int {
	moves := s.p.AppendLegalMoves(s.moves[0][:0])
	s.moves[0] = moves
	if s.rng != nil {
		s.rng.Shuffle(len(moves), func(i, j int) { moves[i], moves[j] = moves[j], moves[i] })
	}
	n := s.order(0, moves, core.Move{}, false)
	s.rootMoves = s.rootMoves[:0]
	for i := range n {
		m := s.pickStable(0, i)
		if len(only) > 0 && !contains(only, m) {
			continue
		}
		s.rootMoves = append(s.rootMoves, m)
	}
	if len(s.rootMoves) > 0 {
		s.rootBest = s.rootMoves[0]
	}
	return len(s.rootMoves)
}

// pickStable is pick keeping the order of equally scored moves.
func (s *state) pickStable(ply, i int) core.Move {
	moves, sc := s.moves[ply], s.scores[ply]
	b := i
	for j := i + 1; j < len(sc); j++ {
		if sc[j] > sc[b] {
			b = j
		}
	}
	if b > i {
		m, v := moves[b], sc[b]
		copy(moves[i+1:b+1], moves[i:b])
		copy(sc[i+1:b+1], sc[i:b])
		moves[i], sc[i] = m, v
	}
	return moves[i]
}

func contains(ms []core.Move, m core.Move) bool {
	for _, x := range ms {
		if x == m {
			return true
		}
	}
	return false
}

// searchRoot searches the root's moves to depth and returns the best
// score; rootBest and the principal variation hold its move and line. The
// root searches its moves with the full window (principal variation
// search after the first): the first of equally good moves is kept.
func (s *state) searchRoot(depth int) int {
	p := s.p
	side := p.Side()
	alpha, beta := -infinity, infinity
	best, bestIdx := -infinity, -1
	s.pvLen[0] = 0
	for i, m := range s.rootMoves {
		u, save := s.make(m)
		s.path = append(s.path, p.Hash())
		flip := s.flips(side)
		var v int
		switch {
		case i == 0:
			v = s.child(flip, depth-1, 1, alpha, beta)
		default:
			v = s.child(flip, depth-1, 1, alpha, alpha+1)
			if v > alpha && !s.stopped {
				v = s.child(flip, depth-1, 1, alpha, beta)
			}
		}
		s.path = s.path[:len(s.path)-1]
		s.unmake(m, u, save)
		if s.stopped {
			break
		}
		if v > best {
			best, bestIdx = v, i
			alpha = max(alpha, v)
			s.rootBest, s.rootScore = m, v
			s.updatePV(0, m)
		}
	}
	if bestIdx > 0 {
		m := s.rootMoves[bestIdx]
		copy(s.rootMoves[1:bestIdx+1], s.rootMoves[:bestIdx])
		s.rootMoves[0] = m
	}
	return best
}

// deepen runs the iterative deepening from depth 1 to maxDepth, calling
// report after each completed iteration, until an iteration leaves too
// little time for the next (soft limit), the search is stopped (hard
// limit, nodes, context), a mate within mateIn moves is found (mateIn > 0)
// or the depth is reached. It returns the depth completed.
func (s *state) deepen(depthLimit, mateIn int, report func(iteration)) int {
	if len(s.rootMoves) == 0 {
		return 0
	}
	completed := 0
	for d := 1; d <= depthLimit; d++ {
		s.seldepth = 0
		v := s.searchRoot(d)
		if s.stopped {
			break
		}
		completed = d
		if report != nil {
			report(iteration{depth: d, seldepth: max(s.seldepth, d), score: v, nodes: s.nodes,
				pv: s.pv[0][:s.pvLen[0]]})
		}
		if mateIn > 0 && v > mateBound && (mate-v+1)/2 <= mateIn {
			break
		}
		if len(s.rootMoves) == 1 && !s.noStop && s.clock != nil {
			break // one legal move: no need to think on the clock
		}
		if !s.noStop && s.clock != nil && s.clock.Passed(false) {
			break
		}
	}
	return completed
}
