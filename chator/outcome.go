package chator

import (
	"slices"
	"strconv"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/board8"
)

// Outcome returns how the game stands: going on, or ended by checkmate
// (CH-19), stalemate (CH-20: a draw, or a win for the side that
// stalemated under StalemateWins) or the lone raja's count (CH-22: the
// lone raja has made its moves and the reply did not mate). When one
// move ends the game by two rules, the first of checkmate, stalemate and
// the count names the ending, except that under StalemateWins a
// stalemate on the stronger side's last reply is the count's draw (only
// mate beats the count, CH-22). Threefold repetition (CH-21) is a claim,
// not an outcome; see [Game]. The zero Position's outcome is the zero
// Outcome.
func (p *Position) Outcome() core.Outcome {
	if !p.valid() {
		return core.Outcome{}
	}
	them := p.Side().Other()
	if p.countMoves() == 0 {
		switch {
		case p.InCheck():
			return core.Win(them, core.Checkmate)
		case !p.rules.StalemateWins:
			return core.Draw(core.Stalemate)
		case p.countExpired():
			return core.Draw(core.LoneKingCount)
		}
		return core.Win(them, core.Stalemate)
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
// gives mate.
func (p *Position) CheckAfter(m core.Move) (check, mate bool) {
	if !p.plausible(m) {
		return false, false
	}
	q := *p
	q.MakeMove(m)
	if !q.InCheck() {
		return false, false
	}
	return true, q.countMoves() == 0
}

// plausible reports whether m is a board move of a piece of the side to
// move, between squares of the board: what MakeMove can make without
// harm on a copy (legal or not).
func (p *Position) plausible(m core.Move) bool {
	if !p.valid() || m.IsZero() || m.IsDrop() || m.IsPass() || m.Action() != core.NoAction ||
		!board8.OnBoard(m.From()) || !board8.OnBoard(m.To()) || m.Removal() != core.NoSquare && !board8.OnBoard(m.Removal()) {
		return false
	}
	pc := p.b.At(board8.Idx(m.From()))
	return pc != core.NoPiece && pc.Color() == p.Side()
}

// GivesCheck reports whether the legal move m leaves the side to move
// after it in check (by the ordinary pieces or a lone raja's powers).
func (p *Position) GivesCheck(m core.Move) bool {
	if !p.plausible(m) {
		return false
	}
	q := *p
	q.MakeMove(m)
	return q.InCheck()
}

// IsCapture reports whether the legal move m takes a piece: onto a square
// an enemy piece stands on, en passant (CH-8), or the blocked bidak's en
// passant that removes the blocker ("e5d6xe6").
func (p *Position) IsCapture(m core.Move) bool {
	if !p.plausible(m) {
		return false
	}
	if m.Removal() != core.NoSquare {
		return true
	}
	from, to := board8.Idx(m.From()), board8.Idx(m.To())
	if t := p.b.At(to); t != core.NoPiece && t.Color() != p.Side() {
		return true
	}
	return p.b.At(from).Kind() == Bidak && int(p.st.ep) == to && from&7 != to&7
}

// PlayMove plays m in place if it is legal, or returns the error
// [Position.Play] returns and leaves p unchanged.
func (p *Position) PlayMove(m core.Move) error {
	q, err := p.Play(m)
	if err != nil {
		return err
	}
	*p = q
	return nil
}

// A Game is a Main Chator game with its history: undo, and the threefold
// repetition claim (CH-21) through [core.Game.Claims].
//
// Game is core.Game instantiated with this package's Position, so its
// methods are core.Game's, documented there (go doc core.Game.Play; go doc
// does not list an alias's methods under the alias): Position, Start,
// Moves, Len, LastMove, SAN, Play, PlayText, Undo, Repetitions, Outcome,
// Termination, Claims, Claim, Resign, AgreeDraw, End, Tags, SetTags,
// Comment, SetComment, Notes, SetNotes, ParseVariation and Walk. Position and Start return this
// package's Position.
type Game = core.Game[Position, *Position]

// NewGame returns a game starting from p.
func NewGame(p Position) *Game { return core.NewGame[Position, *Position](p) }

// errZero is the message of every error about the zero Position.
const errZero = "the zero Position has no pieces (make positions with StartPosition or ParseFEN)"

// moveError returns the error for the move m that is not legal here.
func (p *Position) moveError(op string, m core.Move) error {
	e := &core.MoveError{Op: op, Move: FormatMove(m), Position: p.FEN(), Err: core.ErrIllegalMove}
	if !p.valid() {
		e.Err, e.Msg = core.ErrIllegalPosition, errZero
		return e
	}
	if o := p.Outcome(); o.IsOver() {
		e.Err, e.Msg = core.ErrGameOver, "the game has ended: "+o.String()
		switch o.Reason {
		case core.Checkmate:
			e.Rule = "CH-19"
		case core.Stalemate:
			e.Rule = "CH-20"
		case core.LoneKingCount:
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
	case m.Action() != core.NoAction:
		return "", "main chator has no " + strconv.Quote(m.Action().String()) + " action"
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
		return "CH-1", "the " + kindName(pc.Kind()) + " on " + m.From().String() + " is " + p.SideName(pc.Color()) + "'s, and " + p.SideName(p.Side()) + " is to move"
	}
	name := kindName(pc.Kind())
	pseudo := p.referenceMoves(true)
	from, to := board8.Idx(m.From()), board8.Idx(m.To())
	us := p.Side()
	if slices.Contains(pseudo, m) {
		b := p.b
		p.applyBoard(&b, m)
		k := b.King(us)
		switch {
		case b.Attackers(k, us^1, b.Occupied()) == 0:
			return "CH-18", p.loneRefusal(&b, k)
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
			return "CH-8", "only a blocked bidak's en-passant capture may remove the blocking bidak (write " + FormatMove(q) + ")"
		case m.Promotion() != core.NoKind && q.Promotion() != core.NoKind:
			return "CH-14", "the promotion piece here is " + promoList(same) + " (write " + FormatMove(q) + ")"
		case pc.Kind() == returning:
			return p.pathRule(), "the bidak promotes on the last move of its journey home, and only then (write " + FormatMove(q) + ")"
		case q.Promotion() != core.NoKind:
			return "CH-10", "a bidak arriving on a8 or h8 (a1 or h1) promotes at once (write " + FormatMove(q) + ")"
		}
		return "CH-10", "a bidak arriving on the last rank off the a- and h-files does not promote there (write " + FormatMove(q) + ")"
	}
	if m.Removal() != core.NoSquare {
		return "CH-8", "only an en-passant capture of a blocked bidak removes a piece off its target square"
	}
	if pc.Kind() != returning {
		if o, ok := p.b.ObstacleTo(pc, from, to); ok {
			rule := "CH-3"
			switch pc.Kind() {
			case Mantri, Gajah:
				rule = "CH-4"
			case WeakMantri, WeakGajah:
				rule = "CH-5"
			case Bidak:
				rule = "CH-6"
			}
			if o.InTheWay != core.NoSquare && pc.Kind() != Bidak {
				return rule, "a " + name + " does not pass a piece (" + o.InTheWay.String() + " is in the way)"
			}
			if o.Own != core.NoPiece {
				return rule, "a " + name + " cannot capture its own side's " + kindName(o.Own.Kind()) + " on " + m.To().String()
			}
		}
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
			return "CH-11", "a bidak on its way home steps straight back down its file to an empty square, one step a move"
		case DiagonalSteps:
			return "CH-12", "a bidak on its way home steps diagonally backward to an empty square, one step a move"
		}
		return "CH-13", "a bidak on the last rank steps sideways, then sideways or diagonally backward, to an empty square"
	case Bidak:
		switch {
		case df == 0 && dr == 2:
			if p.rules.NoDoubleStep {
				return "CH-7", "these rules have no double step"
			}
			if frozen, single := p.loneCapturer(); !p.rules.NoLoneCapturerStays && (frozen | single).Has(from) {
				return "CH-9", "a bidak on its starting square that is needed to attack an enemy bidak may not advance two squares"
			}
			return "CH-7", "only a bidak on its starting square advances two empty squares"
		case df == 0 && dr == 1:
			if frozen, _ := p.loneCapturer(); !p.rules.NoLoneCapturerStays && frozen.Has(from) {
				return "CH-9", "a bidak on its starting square that alone attacks an enemy bidak may not advance"
			}
			return "CH-6", "a bidak steps forward to an empty square"
		case (df == 1 || df == -1) && dr == 1 && p.enemyPawn(to-forward[us], us^1):
			switch p.rules.EnPassant {
			case NoEnPassant:
				return "CH-8", "these rules have no en passant"
			case BlockedEnPassant:
				return "CH-8", "only a bidak blocked by an enemy bidak takes en passant, on the move right after the double step"
			}
			return "CH-8", "en passant is taken only on the move right after the double step"
		}
		return "CH-6", "a bidak steps one square forward and captures one square diagonally forward"
	case Raja:
		if kingT[from].Has(to) {
			return "CH-19", "the raja may not step into check"
		}
		lone := !p.b.ByColor(us).More()
		switch {
		case lone && p.rules.LoneKing == NormalLoneKing && loneAttacks(from, p.b.Occupied(), p.rules.Pieces).Has(to):
			return "CH-18", "under LoneKing Normal a lone raja is an ordinary raja"
		case sideway2[from].Has(to) && !(p.rules.KingLeap == FirstCheck && p.InCheck() && !p.st.checked[us]):
			return "CH-17", "the raja jumps two squares sideways only as castling allows (" + p.rules.Castling.String() + " castling)"
		case knightT[from].Has(to) || leap2[from].Has(to):
			return "CH-16", p.leapRefusal(from, to)
		case lone && p.rules.LoneKing == MovesAsAnyPiece:
			return "CH-18", "even a lone raja moves only as one of the pieces"
		}
		return "CH-3", "the raja steps one square"
	case WeakMantri:
		return "CH-5", "a weak mantri steps one square diagonally"
	case WeakGajah:
		return "CH-5", "a weak gajah steps one square diagonally or straight forward"
	case Mantri, Gajah:
		return "CH-4", "a " + name + " cannot move from " + m.From().String() + " to " + m.To().String()
	}
	return "CH-3", "a " + name + " cannot move from " + m.From().String() + " to " + m.To().String()
}

// leapRefusal says, in the words of CH-16, why the raja of the side to
// move may not leap from from to to (a kuda's leap or two squares in a
// straight line away), a move that is not even pseudo-legal.
func (p *Position) leapRefusal(from, to int) string {
	us := p.Side()
	target := board8.Sq(to).String()
	if q := p.b.At(to); q != core.NoPiece {
		switch {
		case q.Color() == us:
			return "the raja cannot capture its own side's " + kindName(q.Kind()) + " on " + target
		case q.Kind() == Raja:
			return "a raja is never captured, so no leap lands on the enemy raja"
		}
	}
	knight := knightT[from].Has(to)
	switch p.rules.KingLeap {
	case FirstCheck:
		switch {
		case p.st.checked[us]:
			return "the raja leaps once, on the move right after its first check; it was checked before, so its leap is gone"
		case !p.InCheck():
			return "the raja leaps only on the move right after its first check, and it is not in check"
		case !knight && p.b.Occupied().Has((from+to)/2):
			return "the raja's two-square leap passes over an empty square only, and " + board8.Sq((from+to)/2).String() + " is not empty"
		}
	case BeforeChecked:
		switch {
		case !knight:
			return "the raja leaps only like a kuda (KingLeap BeforeChecked), not two squares in a line"
		case p.st.moved[us]:
			return "the raja leaps like a kuda only while it has never moved, and it has moved"
		case p.st.checked[us]:
			return "the raja leaps like a kuda only while it has never been checked, and it has been"
		case p.InCheck():
			return "the raja may not leap out of check (KingLeap BeforeChecked)"
		}
	case NoKingLeap:
		return "the raja has no leap under these rules (KingLeap None): it steps one square"
	}
	return "the raja leaps only as its rules allow (KingLeap " + p.rules.KingLeap.String() + ")"
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
		s += kindName(m.Promotion())
	}
	return s
}

// loneRefusal says, in the words of CH-18, how the enemy's lone raja on
// board b would attack the own raja on k: the pair of rajas and the power
// (the piece it moves as) that reaches.
func (p *Position) loneRefusal(b *board8.Board, k int) string {
	e := b.King(p.Side() ^ 1)
	if e < 0 {
		return "under LoneKing MovesAsAnyPiece the enemy's lone raja would attack the own raja"
	}
	occ := b.Occupied()
	as := "a mantri"
	switch {
	case kingT[e].Has(k):
		as = "a raja"
	case knightT[e].Has(k):
		as = "a kuda"
	case board8.RookAttacks(e, occ).Has(k):
		as = "a tor"
	}
	return "under LoneKing MovesAsAnyPiece the enemy's lone raja on " + board8.Sq(e).String() + " would attack the own raja on " +
		board8.Sq(k).String() + " as " + as + " does"
}
