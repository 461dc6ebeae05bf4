package chator

import (
	"slices"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/board8"
)

// Outcome returns how the game stands: going on, or ended by checkmate
// (CH-19), stalemate (CH-20: a draw, or a win for the side that
// stalemated under StalemateWins) or the lone king's count (CH-22: the
// lone king has made its moves and the reply did not mate). Threefold
// repetition (CH-21) is a claim, not an outcome; see [Game].
func (p *Position) Outcome() core.Outcome {
	them := p.Side().Other()
	if p.countMoves() == 0 {
		switch {
		case p.InCheck():
			return core.Win(them, core.Checkmate)
		case p.rules.StalemateWins:
			return core.Win(them, core.Stalemate)
		}
		return core.Draw(core.Stalemate)
	}
	if p.countExpired() {
		return core.Draw(core.LoneKingCount)
	}
	return core.Outcome{}
}

// Claims returns the endings the side to move may claim now that the
// position alone decides: none in Main Chator. Threefold repetition
// (CH-21) depends on the game's history; see [Game].
func (p *Position) Claims() core.Reasons { return 0 }

// CheckAfter reports whether the legal move m gives check, and whether it
// gives mate. It implements notation.SANBoard.
func (p *Position) CheckAfter(m core.Move) (check, mate bool) {
	q := *p
	q.MakeMove(m)
	if !q.InCheck() {
		return false, false
	}
	return true, q.countMoves() == 0
}

// A Game is a Main Chator game with its history: undo, and the threefold
// repetition claim (CH-21) through [core.Game.Claims].
type Game = core.Game[Position, *Position]

// NewGame returns a game starting from p.
func NewGame(p Position) *Game { return core.NewGame[Position, *Position](p) }

func (p *Position) moveError(op string, m core.Move) error {
	e := &core.MoveError{Op: op, Move: FormatMove(m), Position: p.FEN(), Err: core.ErrIllegalMove}
	if o := p.Outcome(); o.IsOver() {
		e.Err, e.Msg = core.ErrGameOver, "the game has ended: "+o.String()
		if o.Reason == core.LoneKingCount {
			e.Rule = "CH-22"
		}
		return e
	}
	e.Rule, e.Msg = p.explain(m)
	return e
}

// explain says which rule forbids m, a move that is not legal.
func (p *Position) explain(m core.Move) (rule, msg string) {
	switch {
	case m.IsDrop():
		return "CH-1", "main chator has no drops"
	case m.IsPass() || m.IsZero():
		return "", "not a move"
	case !board8.OnBoard(m.From()) || !board8.OnBoard(m.To()) || m.Removal() != core.NoSquare && !board8.OnBoard(m.Removal()):
		return "CH-1", "the board is 8x8"
	}
	from, to := board8.Idx(m.From()), board8.Idx(m.To())
	pc := p.b.At(from)
	switch {
	case pc == core.NoPiece:
		return "", "no piece on " + m.From().String()
	case pc.Color() != p.Side():
		return "", "the piece on " + m.From().String() + " is not the side to move's"
	}
	pseudo := p.referenceMoves(true)
	if slices.Contains(pseudo, m) {
		return "CH-19", "the move would leave the own raja attacked"
	}
	// Moves between the same squares that differ in promotion or removal.
	var same []core.Move
	for _, q := range pseudo {
		if q.From() == m.From() && q.To() == m.To() {
			same = append(same, q)
		}
	}
	if len(same) > 0 {
		if m.Removal() != core.NoSquare || same[0].Removal() != core.NoSquare {
			return "CH-8", "only a blocked pawn's en-passant capture may remove the blocking pawn (write " + FormatMove(same[0]) + ")"
		}
		if same[0].Promotion() == core.NoKind {
			return "CH-10", "this move does not promote (write " + FormatMove(same[0]) + ")"
		}
		return "CH-14", "the promotion piece here is " + promoList(same) + " (write " + FormatMove(same[0]) + ")"
	}
	if m.Removal() != core.NoSquare {
		return "CH-8", "only an en-passant capture of a blocked pawn removes a piece off its target square"
	}
	us := p.Side()
	df, dr := to&7-from&7, to>>3-from>>3
	if us == core.Black {
		dr = -dr
	}
	switch pc.Kind() {
	case returning:
		switch p.rules.PromotionPath {
		case ReturnToDiagonal:
			return "CH-11", "a pawn on its way home steps straight back down its file to an empty square, one step a move"
		case DiagonalSteps:
			return "CH-12", "a pawn on its way home steps diagonally backward to an empty square, one step a move"
		}
		return "CH-13", "a pawn on the last rank steps sideways, then sideways or diagonally backward, to an empty square"
	case Bidak:
		if m.Promotion() != core.NoKind || lastRank[us].Has(to) {
			if f := to & 7; (f == 0 || f == 7) && p.rules.PromotionPiece == CapturedPiece {
				if _, n := p.promoKinds(us, f); n == 0 {
					return "CH-14", "no piece of the original set has been captured to come back by promotion"
				}
			}
		}
		switch {
		case df == 0 && dr == 2:
			if !p.rules.DoubleStep {
				return "CH-7", "these rules have no double step"
			}
			if frozen, single := p.loneCapturer(); p.rules.LoneCapturerStays && (frozen | single).Has(from) {
				return "CH-9", "a pawn on its starting square that is needed to attack an enemy pawn may not advance two squares"
			}
			return "CH-7", "only a pawn on its starting square advances two empty squares"
		case df == 0 && dr == 1:
			if frozen, _ := p.loneCapturer(); p.rules.LoneCapturerStays && frozen.Has(from) {
				return "CH-9", "a pawn on its starting square that alone attacks an enemy pawn may not advance"
			}
			return "CH-6", "a pawn steps forward to an empty square"
		case (df == 1 || df == -1) && dr == 1 && p.b.At(to) == core.NoPiece:
			return "CH-8", "a pawn moves diagonally only to capture, or to take en passant where the rules allow"
		}
		return "CH-6", "a pawn steps one square forward and captures one square diagonally forward"
	case Raja:
		if kingT[from].Has(to) {
			return "CH-19", "the raja may not step into check"
		}
		if p.rules.isLone(&p.b, us) {
			return "CH-18", "even a lone raja moves only as one of the pieces"
		}
		if knightT[from].Has(to) || leap2[from].Has(to) {
			return "CH-16", "the raja leaps only as its rules allow (" + p.rules.KingLeap.String() + " leap, " + p.rules.Castling.String() + " castling)"
		}
		return "CH-3", "the raja steps one square"
	case WeakMantri, WeakGajah:
		return "CH-5", "a weak " + pieceName(pc.Kind()) + " steps one square"
	case Mantri, Gajah:
		return "CH-4", "a " + pieceName(pc.Kind()) + " cannot move from " + m.From().String() + " to " + m.To().String()
	}
	return "CH-3", "a " + pieceName(pc.Kind()) + " cannot move from " + m.From().String() + " to " + m.To().String()
}

func promoList(ms []core.Move) string {
	s := ""
	for i, m := range ms {
		if i > 0 {
			s += " or "
		}
		s += pieceName(m.Promotion())
	}
	return s
}

func pieceName(k core.Kind) string {
	switch k {
	case Raja:
		return "raja (king)"
	case Mantri, WeakMantri:
		return "mantri"
	case Gajah, WeakGajah:
		return "gajah"
	case Kuda:
		return "kuda (knight)"
	case Tor:
		return "tor (rook)"
	case Bidak, returning:
		return "bidak (pawn)"
	}
	return k.String()
}
