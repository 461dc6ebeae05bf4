package sittuyin

import (
	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/board8"
)

// ST-17: a move that leaves the opponent to move, not in check, with no
// legal move is illegal.

// A guard is what a position knows, before its moves are tried, about
// ST-17: either that no move can stalemate the opponent (safe), or a few
// of the opponent's moves (witnesses) that a move of the side to move can
// take away only in known ways, so that most moves need no trial.
//
// The reasoning: after a move that does not give check, an enemy piece
// other than the king keeps a legal move if it had a pseudo-legal one and
// is not pinned. A move takes at most one enemy piece (where it lands);
// only a rook pins in Sittuyin, so a move pins at most two pieces, both on
// a rank or file through the enemy king (one by the rook arriving, one by
// the square it leaves); and a piece that is not a pawn never loses its
// last move by a square being occupied or emptied (it could then take
// there, or go there). A pawn's push is lost too when its square is
// occupied.
type guard struct {
	safe bool
	king int // the opponent's king, or -1
	n    int
	w    [16]witness
}

// A witness is an unpinned enemy piece with a move.
type witness struct {
	sq      int8
	push    int8 // a pawn's push square, or -1 for a piece that is not a pawn
	aligned bool // on a rank or file through the enemy king: a move may pin it
}

// guard returns the ST-17 guard of the side to move's moves.
func (p *Position) guard() guard {
	g := guard{king: -1}
	us := p.b.Side()
	them := us ^ 1
	if p.rules.Setup == WhiteFirst && p.inHand[us] > 1 {
		g.safe = true // every move is a placement that keeps the turn
		return g
	}
	occ := p.b.Occupied()
	if p.inHand[them] > 0 {
		// Placements other than the king's are legal on any free square
		// of the zone when not in check; the mover may take one square,
		// and ST-12 may bar one more to a rook.
		for _, k := range handOrder[1:] {
			if p.hand[them][k] == 0 {
				continue
			}
			need := 2
			if k == Yahhta {
				need = 3
			}
			if (p.rules.zone(them, k) &^ occ).Count() >= need {
				g.safe = true
				return g
			}
		}
		if p.rules.Setup == WhiteFirst {
			return g // only placements count, and there may be none
		}
	}
	g.king = p.b.King(them)
	var lines board8.Bitboard // the ranks and files through the enemy king
	if g.king >= 0 {
		lines = board8.RankMask(g.king>>3) | board8.FileMask(g.king&7)
	}
	ours := p.b.ByColor(us)
	free, aligned := 0, 0
	unpinned := p.b.ByColor(them) &^ p.b.ByKind(MinGyi) &^ p.b.Pinned(them)
	for pcs := unpinned &^ p.b.ByKind(Ne); pcs != 0; {
		s := pcs.PopFirst()
		if spec.Moves(p.b.At(s), s, occ, ours) == 0 {
			continue
		}
		if free++; free >= 4 {
			g.safe = true
			return g
		}
		g.add(witness{sq: int8(s), push: -1, aligned: lines.Has(s)})
		if lines.Has(s) {
			aligned++
		}
	}
	pins := 0
	if p.b.Pieces(us, Yahhta) != 0 || p.hand[us][Yahhta] > 0 {
		pins = min(2, aligned)
	}
	if free-1-pins > 0 {
		g.safe = true
		return g
	}
	push := 8
	if them == core.Black {
		push = -8
	}
	for pcs := unpinned & p.b.ByKind(Ne); pcs != 0; {
		s := pcs.PopFirst()
		if t := s + push; t >= 0 && t < 64 && !occ.Has(t) {
			g.add(witness{sq: int8(s), push: int8(t), aligned: lines.Has(s)})
		}
	}
	return g
}

// add records a witness, if there is room (fewer witnesses only make the
// guard more cautious).
func (g *guard) add(w witness) {
	if g.n < len(g.w) {
		g.w[g.n] = w
		g.n++
	}
}

// spares reports that the ordinary move m certainly does not stalemate
// the opponent: it keeps the turn, or some witness survives it.
func (g *guard) spares(p *Position, m core.Move) bool {
	if p.keepsTurn(m) {
		return true
	}
	to := board8.Idx(m.To())
	var line board8.Bitboard // squares from which a vacating piece may discover a pin
	rook := m.Drop() == Yahhta
	from := -1
	if !m.IsDrop() {
		from = board8.Idx(m.From())
		rook = p.b.At(from).Kind() == Yahhta
	}
	for i := range g.n {
		w := &g.w[i]
		s := int(w.sq)
		if s == to || int(w.push) == to {
			continue // taken, or its push blocked
		}
		if w.aligned {
			line = board8.Line(g.king, s)
			if rook && line.Has(to) || from >= 0 && line.Has(from) {
				continue // may be pinned
			}
		}
		return true
	}
	return false
}

// keepsTurn reports whether the legal move m leaves the mover to move
// again: a placement under WhiteFirst that does not empty the hand.
func (p *Position) keepsTurn(m core.Move) bool {
	return m.IsDrop() && p.rules.Setup == WhiteFirst && p.inHand[p.b.Side()] > 1
}

// stalemates reports whether the ordinary move m leaves the opponent to
// move, not in check, with no ordinary move (ST-17).
func (p *Position) stalemates(m core.Move) bool {
	if p.keepsTurn(m) {
		return false
	}
	u := p.MakeMove(m)
	stale := !p.InCheck() && !p.hasOrdinary()
	p.UnmakeMove(m, u)
	return stale
}

// hasOrdinary reports whether the side to move has a move that is legal
// before ST-17, stopping at the first it finds.
func (p *Position) hasOrdinary() bool {
	if p.inHand[p.b.Side()] > 0 {
		if p.countDrops() > 0 {
			return true
		}
		if p.rules.Setup == WhiteFirst {
			return false
		}
	}
	if p.hasBoardMove() {
		return true
	}
	if p.b.Pieces(p.b.Side(), Ne) == 0 {
		return false
	}
	var buf [64]core.Move
	return len(p.appendPromotions(buf[:0])) > 0
}

// hasBoardMove reports whether the side to move has a legal move on the
// board (no placement, no promotion): the early-exit form of
// board8.Board.CountLegal.
func (p *Position) hasBoardMove() bool {
	b := &p.b
	us := b.Side()
	them := us ^ 1
	own, opp := b.ByColor(us), b.ByColor(them)
	occ := own | opp
	mask := ^own
	ksq := b.King(us)
	var pinned board8.Bitboard
	kingFirst := false
	if ksq >= 0 {
		checkers := b.Attackers(ksq, them, occ)
		if checkers != 0 {
			if p.hasKingMove(ksq, occ, opp) {
				return true
			}
			if checkers.More() {
				return false
			}
			mask &= checkers | board8.Between(ksq, checkers.First())
		} else {
			kingFirst = true
		}
		pinned = b.Pinned(us)
	}
	for pcs := own &^ b.ByKind(MinGyi); pcs != 0; {
		from := pcs.PopFirst()
		t := spec.Moves(b.At(from), from, occ, opp) & mask
		if pinned.Has(from) {
			t &= board8.Line(ksq, from)
		}
		if t != 0 {
			return true
		}
	}
	return kingFirst && p.hasKingMove(ksq, occ, opp)
}

// hasKingMove reports whether the king of the side to move, on ksq, has a
// square to go to that is not attacked.
func (p *Position) hasKingMove(ksq int, occ, opp board8.Bitboard) bool {
	them := p.b.Side() ^ 1
	for t := spec.Moves(core.MakePiece(p.b.Side(), MinGyi), ksq, occ, opp); t != 0; {
		if p.b.Attackers(t.PopFirst(), them, occ^board8.Bit(ksq)) == 0 {
			return true
		}
	}
	return false
}
