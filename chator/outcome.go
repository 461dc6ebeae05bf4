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
// gives mate. It implements codec.SANBoard.
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

// Sides returns 2: White and Black.
func (p *Position) Sides() int { return 2 }

// RepetitionDraw reports true: a player may claim a draw when a position
// occurs the third time (see [Game]).
func (p *Position) RepetitionDraw() bool { return true }

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
	pc := p.b.At(board8.Idx(m.From()))
	switch {
	case pc == core.NoPiece:
		return "", "no piece on " + m.From().String()
	case pc.Color() != p.Side():
		return "CH-1", "the piece on " + m.From().String() + " is not the side to move's"
	}
	pseudo := p.referenceMoves(true)
	from, to := board8.Idx(m.From()), board8.Idx(m.To())
	us := p.Side()
	if slices.Contains(pseudo, m) {
		b := p.b
		p.applyBoard(&b, m)
		k := b.King(us)
		switch {
		case b.Attackers(k, us^1, b.Occupied()) == 0:
			return "CH-18", "the enemy's lone raja would attack the own raja with the powers of every piece"
		case pc.Kind() == Raja && sideway2[from].Has(to) && p.rules.Castling != NoCastling && !p.st.moved[us]:
			return "CH-17", "the raja may not jump into check (CH-19)"
		case pc.Kind() == Raja && (knightT[from].Has(to) || leap2[from].Has(to)):
			return "CH-16", "the raja may not leap into check (CH-19)"
		}
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
		q := same[0]
		switch {
		case m.Removal() != core.NoSquare || q.Removal() != core.NoSquare:
			return "CH-8", "only a blocked pawn's en-passant capture may remove the blocking pawn (write " + FormatMove(q) + ")"
		case m.Promotion() != core.NoKind && q.Promotion() != core.NoKind:
			return "CH-14", "the promotion piece here is " + promoList(same) + " (write " + FormatMove(q) + ")"
		case pc.Kind() == returning:
			return p.pathRule(), "the pawn promotes on the last move of its journey home, and only then (write " + FormatMove(q) + ")"
		case q.Promotion() != core.NoKind:
			return "CH-10", "a pawn arriving on a8 or h8 (a1 or h1) promotes at once (write " + FormatMove(q) + ")"
		}
		return "CH-10", "a pawn arriving on the last rank off the a- and h-files does not promote there (write " + FormatMove(q) + ")"
	}
	if m.Removal() != core.NoSquare {
		return "CH-8", "only an en-passant capture of a blocked pawn removes a piece off its target square"
	}
	df, dr := to&7-from&7, to>>3-from>>3
	if us == core.Black {
		dr = -dr
	}
	promoting := pc.Kind() == Bidak && lastRank[us].Has(to) || pc.Kind() == returning && p.steps(from) == 1
	if promoting && p.rules.PromotionPiece == CapturedPiece {
		if _, n := p.promoKinds(us, to&7); n == 0 {
			return "CH-14", "no piece of the original set has been captured to come back by promotion"
		}
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
	}
	switch pc.Kind() {
	case Bidak:
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
		case (df == 1 || df == -1) && dr == 1 && p.enemyPawn(to-forward[us], us^1):
			switch p.rules.EnPassant {
			case NoEnPassant:
				return "CH-8", "these rules have no en passant"
			case BlockedEnPassant:
				return "CH-8", "only a pawn blocked by an enemy pawn takes en passant, on the move right after the double step"
			}
			return "CH-8", "en passant is taken only on the move right after the double step"
		}
		return "CH-6", "a pawn steps one square forward and captures one square diagonally forward"
	case Raja:
		if kingT[from].Has(to) {
			return "CH-19", "the raja may not step into check"
		}
		lone := !p.b.ByColor(us).More()
		switch {
		case lone && p.rules.LoneKing == NormalLoneKing && loneAttacks(from, p.b.Occupied(), p.rules.Pieces).Has(to):
			return "CH-18", "under LoneKing Normal a lone raja is an ordinary raja"
		case sideway2[from].Has(to) && p.rules.KingLeap != BeforeChecked:
			return "CH-17", "the raja jumps two squares sideways only as castling allows (" + p.rules.Castling.String() + " castling)"
		case knightT[from].Has(to) || leap2[from].Has(to):
			return "CH-16", "the raja leaps only as its rules allow (" + p.rules.KingLeap.String() + " leap)"
		case lone && p.rules.LoneKing == MovesAsAnyPiece:
			return "CH-18", "even a lone raja moves only as one of the pieces"
		}
		return "CH-3", "the raja steps one square"
	case WeakMantri, WeakGajah:
		return "CH-5", "a weak " + pieceName(pc.Kind()) + " steps one square"
	case Mantri, Gajah:
		return "CH-4", "a " + pieceName(pc.Kind()) + " cannot move from " + m.From().String() + " to " + m.To().String()
	}
	return "CH-3", "a " + pieceName(pc.Kind()) + " cannot move from " + m.From().String() + " to " + m.To().String()
}

// pathRule returns the rule ID of the promotion path in force.
func (p *Position) pathRule() string {
	return [...]string{"CH-11", "CH-12", "CH-13"}[p.rules.PromotionPath%3]
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
