package chator

import (
	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/board8"
	"github.com/chaturanga-go/chaturanga/internal/undo"
)

// An undoRecord is what makeMove returns and unmakeMove needs to take a
// move back; MakeMove packs it into a core.Undo.
type undoRecord struct {
	st       state
	mover    core.Piece
	captured core.Piece
	capSq    int8
}

var _ = undo.Check[undoRecord]()

// MakeMove plays the legal move m in place and returns the record that
// takes it back. It does not check legality: playing a move that is not in
// the legal-move list corrupts the position (use [Position.Play] for
// unchecked input). It does not allocate. On the zero Position it does
// nothing.
func (p *Position) MakeMove(m core.Move) (u core.Undo) {
	if !p.valid() {
		return u
	}
	r := undo.Ptr[undoRecord](&u)
	b := &p.b
	from, to := board8.Idx(m.From()), board8.Idx(m.To())
	mover := b.At(from)
	pawn := false
	switch mover.Kind() {
	case Bidak:
		// A step or capture that neither arrives on the last rank nor
		// takes en passant has no special rule but the double step's.
		if m.Removal() != core.NoSquare || lastRank[b.Side()].Has(to) || int(p.st.ep) == to {
			p.makeMove(m, r)
			return u
		}
		pawn = true
	case returning, Raja:
		p.makeMove(m, r)
		return u
	}
	// The straight path: a piece other than a bidak or the raja, or a
	// bidak that does not reach the last rank nor take en passant. No special
	// move, no state but the capture's, the clocks and the double step's
	// en-passant square.
	// The record is written first: the caller copies it in 16-byte words,
	// which cannot be forwarded from small stores still in flight.
	captured := b.At(to)
	r.st, r.mover, r.captured, r.capSq = p.st, mover, captured, int8(to)
	us := b.Side()
	st := &p.st
	// CH-16, CH-17: a raja that moves while in check has been checked.
	if st.inCheck && p.rules.tracksChecks() {
		st.checked[us] = true
	}
	b.DoMove(from, to, core.NoPiece)
	st.ep = -1
	if pawn && (to-from == 16 || from-to == 16) && p.rules.EnPassant != NoEnPassant {
		if passed := (from + to) / 2; p.epReady(passed, us^1) {
			st.ep = int8(passed)
		}
	}
	if captured != core.NoPiece {
		p.took(captured, to)
		st.halfmove = 0
	} else if pawn {
		st.halfmove = 0
	} else {
		st.halfmove++
	}
	p.fullmove += int(us) // after Black's move
	// The mover has more than its raja, so no lone raja's powers check.
	st.inCheck = b.CheckedAfter(from, to)
	return u
}

// UnmakeMove takes back m, the last move made, with the record MakeMove
// returned. On the zero Position it does nothing.
func (p *Position) UnmakeMove(m core.Move, u core.Undo) {
	if !p.valid() {
		return
	}
	r := undo.Ptr[undoRecord](&u)
	b := &p.b
	from, to := board8.Idx(m.From()), board8.Idx(m.To())
	if int(r.capSq) == to {
		b.Unmove(from, to, r.mover, r.captured)
	} else {
		b.Unmove(from, to, r.mover, core.NoPiece)
		if r.captured != core.NoPiece {
			b.Put(r.captured, int(r.capSq))
		}
	}
	p.fullmove -= int(b.Side())
	p.st = r.st
}

// took updates the state for the capture of the piece captured on sq: a
// returning bidak's journey ends, and under CapturedPiece the piece joins
// its side's pool (CH-14).
func (p *Position) took(captured core.Piece, sq int) {
	if captured.Kind() == returning {
		p.setSteps(sq, 0)
	}
	if p.rules.PromotionPiece == CapturedPiece {
		c := captured.Color() & 1
		if cls := p.class(captured.Kind()); cls >= 0 && p.st.pool[c][cls] < 15 {
			p.st.pool[c][cls]++
		}
	}
}

// makeMove is MakeMove with the game's own undo record.
func (p *Position) makeMove(m core.Move, u *undoRecord) {
	b := &p.b
	// The record is written first: the caller copies it in 16-byte words,
	// which cannot be forwarded from small stores still in flight.
	mover, captured, capSq := p.moveParts(b, m)
	u.st, u.mover, u.captured, u.capSq = p.st, mover, captured, int8(capSq)
	us := b.Side()
	them := us ^ 1
	r := &p.rules
	st := &p.st
	// CH-16, CH-17: a raja that moves while in check has been checked.
	if r.tracksChecks() && st.inCheck {
		st.checked[us] = true
	}
	p.applyParts(b, m, capSq)
	from, to := board8.Idx(m.From()), board8.Idx(m.To())
	promo := m.Promotion()
	switch mover.Kind() {
	case returning: // CH-11..CH-13: one step of the journey
		n := p.steps(from)
		p.setSteps(from, 0)
		if promo == core.NoKind {
			p.setSteps(to, n-1)
		}
	case Bidak:
		if promo == core.NoKind && lastRank[us].Has(to) {
			n := int(fileSteps[to&7])
			if r.PromotionPath == Lateral {
				n = 2
			}
			p.setSteps(to, n)
		}
	case Raja:
		st.moved[us] = true
	}
	if captured != core.NoPiece {
		p.took(captured, capSq)
	}
	if promo != core.NoKind && r.PromotionPiece == CapturedPiece {
		if cls := p.class(promo); cls >= 0 && st.pool[us][cls] > 0 {
			st.pool[us][cls]--
		}
	}
	st.ep = -1
	if mover.Kind() == Bidak && (to-from == 16 || from-to == 16) && r.EnPassant != NoEnPassant {
		if passed := (from + to) / 2; p.epReady(passed, them) {
			st.ep = int8(passed)
		}
	}
	if captured != core.NoPiece || mover.Kind() == Bidak || mover.Kind() == returning {
		st.halfmove = 0
	} else {
		st.halfmove++
	}
	if r.LoneKingCount > 0 && !b.ByColor(us).More() && st.lone[us] < 0xFF {
		st.lone[us]++ // CH-22
	}
	if us == core.Black {
		p.fullmove++
	}
	st.inCheck = p.checkedAfter(from, to, capSq)
}

// checkedAfter reports whether the side to move is in check after the
// move from-to that captured on capSq (or -1). In a legal position the
// side not to move is never in check, so only the moved piece, a rider
// whose line the move opened, or a lone king's powers can give it: the
// full test runs only when one of them might.
func (p *Position) checkedAfter(from, to, capSq int) bool {
	b := &p.b
	them := b.Side()
	us := them ^ 1
	k := b.King(them)
	if k < 0 {
		return false
	}
	if (capSq < 0 || capSq == to) && !p.rules.isLone(b, us) {
		return b.CheckedAfter(from, to)
	}
	return p.rules.attacked(b, k, us)
}

// epReady reports whether a pawn of colour c stands ready to take en
// passant on the passed square e (CH-8): beside the pawn that
// double-stepped and, under BlockedEnPassant, blocked by an enemy pawn.
func (p *Position) epReady(e int, c core.Color) bool {
	for t := pawnAtt[c^1][e] & p.b.Pieces(c, Bidak); t != 0; {
		from := t.PopFirst()
		if p.rules.EnPassant == ClassicEnPassant || p.enemyPawn(from+forward[c], c^1) {
			return true
		}
	}
	return false
}

// Play returns the position after the move m, or an error wrapping
// core.ErrIllegalMove (core.ErrGameOver if the game has ended,
// core.ErrIllegalPosition for the zero Position) if m is not legal here;
// the error is a *core.MoveError naming the rule that forbids the move.
// p is unchanged.
func (p *Position) Play(m core.Move) (Position, error) {
	if !p.IsLegal(m) {
		return Position{}, p.moveError("chator.Position.Play", m)
	}
	q := *p
	q.MakeMove(m)
	return q, nil
}
