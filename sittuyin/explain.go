package sittuyin

import (
	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/board8"
	"github.com/chaturanga-go/chaturanga/internal/notate"
)

func (p *Position) moveError(op string, m core.Move) error {
	return text.Illegal(p, op, m, p.explain)
}

// explain says which rule forbids m, a move that is not legal.
func (p *Position) explain(m core.Move) (rule, msg string) {
	if m.IsPass() || m.IsZero() || m.Action() != core.NoAction {
		return "", "not a move of sittuyin"
	}
	if !board8.OnBoard(m.To()) || !m.IsDrop() && !board8.OnBoard(m.From()) {
		return "ST-1", "the board is 8x8"
	}
	var buf [256]core.Move
	for _, o := range p.appendOrdinary(buf[:0]) {
		if o == m {
			return "ST-17", "the move would leave the opponent with no legal move while not in check (stalemate)"
		}
	}
	us := p.Side()
	if m.IsDrop() {
		return p.explainDrop(m)
	}
	if p.inHand[us] > 0 && (p.rules.Setup == WhiteFirst || p.countDrops() > 0) {
		if p.rules.Setup == WhiteFirst {
			return "ST-10", "while a side has pieces in hand it may only place them"
		}
		return "ST-10", "a side with pieces in hand must place one while it can (Fairy-Stockfish)"
	}
	pc := p.At(m.From())
	if pc == core.NoPiece {
		return "", "no piece on " + m.From().String()
	}
	if pc.Color() != us {
		return "", "the " + pieceNames[pc.Kind()] + " on " + m.From().String() + " is not the side to move's"
	}
	if m.Promotion() != core.NoKind {
		return p.explainPromotion(m, pc)
	}
	from, to := board8.Idx(m.From()), board8.Idx(m.To())
	if !spec.Moves(pc, from, p.b.Occupied(), p.b.ByColor(us.Other())).Has(to) {
		if o, ok := p.b.ObstacleTo(pc, from, to); ok && o.InTheWay != core.NoSquare {
			return ruleOf[pc.Kind()], "a " + pieceNames[pc.Kind()] + " does not pass a piece (" + o.InTheWay.String() + " is in the way)"
		}
		if own := p.At(m.To()); own != core.NoPiece && own.Color() == us && m.To() != m.From() {
			return ruleOf[pc.Kind()], "a " + pieceNames[pc.Kind()] + " cannot capture its own side's " + pieceNames[own.Kind()] + " on " + m.To().String()
		}
		return ruleOf[pc.Kind()], "a " + pieceNames[pc.Kind()] + " cannot move from " + m.From().String() + " to " + m.To().String()
	}
	return "ST-16", "the move would leave the own min-gyi attacked"
}

func (p *Position) explainDrop(m core.Move) (rule, msg string) {
	us := p.Side()
	k := m.Drop()
	if k == Ne || handMax[k] == 0 {
		return "ST-9", "only the min-gyi, sit-ke, sins, myins and yahhtas are placed; the nes start on the board"
	}
	if p.inHand[us] == 0 {
		return "ST-10", "the side to move has no pieces left to place"
	}
	if p.hand[us][k] == 0 {
		return "ST-9", "the side to move holds no " + pieceNames[k] + " in hand"
	}
	to := board8.Idx(m.To())
	if p.b.At(to) != core.NoPiece {
		return "ST-11", "pieces are placed on empty squares"
	}
	if !p.rules.zone(us, k).Has(to) {
		switch {
		case k == Yahhta:
			return "ST-11", "a yahhta is placed only on its owner's back rank"
		case p.rules.Placement == OwnHalf:
			return "ST-11", "pieces other than yahhtas are placed on the own half but not the back rank (White ranks 2-4, Black ranks 5-7)"
		}
		return "ST-11", "pieces are placed on the own first three ranks (Fairy-Stockfish)"
	}
	occ := p.b.Occupied()
	if k == MinGyi && p.b.Attackers(to, us.Other(), occ) != 0 {
		return "ST-10", "a min-gyi may not be placed on an attacked square"
	}
	if k == Yahhta && us == core.Black && !p.rules.RookOnKingFile && p.rookFileBan(board8.Bit(to)) != 0 {
		return "ST-12", "Black may not place a yahhta on the file of White's min-gyi unless a piece that is not a ne stands between them"
	}
	return "ST-16", "the placement leaves the own min-gyi in check"
}

func (p *Position) explainPromotion(m core.Move, pc core.Piece) (rule, msg string) {
	us := p.Side()
	from, to := board8.Idx(m.From()), board8.Idx(m.To())
	fairy := p.rules.Promotion == PromoteFairy
	switch {
	case pc.Kind() != Ne:
		return "ST-14", "only a ne promotes, and a " + pieceNames[pc.Kind()] + " is not one"
	case m.Promotion() != SitKe:
		return "ST-14", "a ne promotes only to a sit-ke (F)"
	case !fairy && from != to:
		return "ST-14", "a ne promotes in place (write " + notate.Coord(core.NewPromotion(m.From(), m.From(), SitKe), alphabet) + ")"
	case fairy && from != to && (!ferzAttacks[from].Has(to) || p.b.At(to) != core.NoPiece):
		return "ST-14", "a ne promotes in place or onto an empty square one step diagonally away (Fairy-Stockfish)"
	case p.b.Pieces(us, SitKe) != 0:
		return "ST-14", "a side may promote only when it has no sit-ke on the board"
	case !promoSquares[us].Has(from) && !(fairy && p.b.Pieces(us, Ne).Count() == 1):
		if passedPromotion(us, from) {
			return "ST-15", "the ne has moved past its promotion squares and can no longer promote"
		}
		return "ST-13", "a ne promotes only on the long diagonals in the opponent's half"
	case fairy && ferzAttacks[to]&p.b.ByColor(us.Other()) != 0:
		return "ST-14", "the new sit-ke may attack no enemy piece (Fairy-Stockfish)"
	case p.InCheck():
		return "ST-16", "a promotion does not answer the check"
	}
	if fairy {
		q := *p
		q.b.Remove(from)
		q.b.Put(core.MakePiece(us, SitKe), to)
		if q.b.InCheck(us.Other()) {
			return "ST-14", "a promotion may not give check (Fairy-Stockfish)"
		}
	}
	return "ST-16", "the move would leave the own min-gyi attacked"
}

// passedPromotion reports whether a pawn of colour c on square i stands
// beyond its promotion diagonal, in the far part of the opponent's half
// (ST-15).
func passedPromotion(c core.Color, i int) bool {
	f, r := i&7, i>>3
	if c == core.Black {
		r = 7 - r
	}
	// The promotion square of file f is on rank 8-f (files a-d) or
	// rank f+1 (files e-h), counted from the owner's side.
	promoRank := 7 - f
	if f >= 4 {
		promoRank = f
	}
	return r > promoRank
}

// ruleOf names the rule that says how each piece moves.
var ruleOf = [core.NumKinds]string{MinGyi: "ST-3", SitKe: "ST-4", Sin: "ST-5", Myin: "ST-6", Yahhta: "ST-7", Ne: "ST-8"}
