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
// unchecked input). It does not allocate.
func (p *Position) MakeMove(m core.Move) (u core.Undo) {
	if p.valid() {
		p.makeMove(m, undo.Ptr[undoRecord](&u))
	}
	return u
}

// UnmakeMove takes back m, the last move made, with the record MakeMove
// returned.
func (p *Position) UnmakeMove(m core.Move, u core.Undo) {
	if p.valid() {
		p.unmakeMove(m, undo.Ptr[undoRecord](&u))
	}
}

// makeMove is MakeMove with the game's own undo record.
func (p *Position) makeMove(m core.Move, u *undoRecord) {
	*u = undoRecord{st: p.st}
	b := &p.b
	us := b.Side()
	them := us ^ 1
	r := &p.rules
	st := &p.st
	// CH-16, CH-17: a raja that moves while in check has been checked.
	if r.tracksChecks() && !st.checked[us] && p.inCheck(us) {
		st.checked[us] = true
	}
	mover, captured, capSq := p.applyBoard(b, m)
	u.mover, u.captured, u.capSq = mover, captured, int8(capSq)
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
		if captured.Kind() == returning {
			p.setSteps(capSq, 0)
		}
		if r.PromotionPiece == CapturedPiece {
			if cls := p.class(captured.Kind()); cls >= 0 && st.pool[them][cls] < 15 {
				st.pool[them][cls]++
			}
		}
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
	b.FlipSide()
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

// unmakeMove is UnmakeMove with the game's own undo record.
func (p *Position) unmakeMove(m core.Move, u *undoRecord) {
	b := &p.b
	b.FlipSide()
	if b.Side() == core.Black {
		p.fullmove--
	}
	from, to := board8.Idx(m.From()), board8.Idx(m.To())
	if b.At(to) == u.mover {
		b.Move(to, from)
	} else {
		b.Remove(to)
		b.Put(u.mover, from)
	}
	if u.captured != core.NoPiece {
		b.Put(u.captured, int(u.capSq))
	}
	p.st = u.st
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
