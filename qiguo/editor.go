package qiguo

import (
	"strconv"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/notate"
)

// An Editor sets up a position piece by piece, as a site's setup page
// does (python-chess's set_piece_at, remove_piece_at and turn, then
// is_valid): put and remove pieces, choose the state to move, the round
// and whatever else the position string holds (the capture tallies and
// the defeats), then [Editor.Position] checks the result with exactly the
// checks [ParseFEN] makes, since it reads the position string the editor
// writes ([Editor.FEN]).
//
// A piece's colour is the state whose letter the position string writes
// for it (see [ParseFEN]: its original state's under SourceBookkeeping,
// its owner's under ElephantChessBookkeeping); who controls which army
// follows from the defeats, as ParseFEN reads it. The setters check only
// what they are given (a piece of the game on a point of the board, a
// state, a count in range); whether the whole is a position the rules can
// play (a state in play with its general, no more pieces than an army
// has, tallies that have not already decided the game, ...) is
// Position's business. Make an Editor with [NewEditor]; the zero Editor
// is not usable.
type Editor struct {
	p Position // the pieces by the state their letter names, the tallies, the defeats, the side and the round
}

// NewEditor returns an editor holding p, under p's rules: its pieces,
// state to move, round, tallies and defeats, which the setters then
// change. The zero Position gives the empty board under Default, Qin
// (the first state) to move.
func NewEditor(p Position) *Editor {
	if p.round == 0 {
		return &Editor{p: newPosition(defaultRules)}
	}
	q := newPosition(p.rules)
	for sq, pc := range p.Pieces() {
		q.put(pc, cellOf(sq)) // coloured by the letter written for it
	}
	q.side, q.round = p.side, p.round
	q.bk.tally, q.bk.recent, q.bk.by = p.bk.tally, p.bk.recent, p.bk.by
	return &Editor{p: q}
}

// Rules returns the rule set the editor's position is played under.
func (e *Editor) Rules() Rules { return e.p.Rules() }

// Clear empties the board and starts afresh under the same rules: the
// first state to move, round 1, no captures, no defeats.
func (e *Editor) Clear() { e.p = newPosition(e.p.rules) }

// At returns the piece on sq, or core.NoPiece (the Zhou's point j10 holds
// [ZhouPiece]).
func (e *Editor) At(sq core.Square) core.Piece {
	if !geometry.Contains(sq) {
		return core.NoPiece
	}
	return e.p.cells[cellOf(sq)]
}

// Put puts pc on sq, replacing what stood there; core.NoPiece empties sq.
// pc's colour is a state (0 to 6) and its kind one of the game's ten; no
// piece may stand on the Zhou's point (QG-2). Errors wrap
// core.ErrIllegalPosition.
func (e *Editor) Put(sq core.Square, pc core.Piece) error {
	const op = "qiguo.Editor.Put"
	switch {
	case !geometry.Contains(sq):
		return notate.EditError(op, notate.PieceInput(sq, pc), "the board has 19x19 points, a1 to s19 (QG-1)")
	case sq == ZhouSquare:
		return notate.EditError(op, notate.PieceInput(sq, pc), "the Zhou stands on j10 for the whole game (QG-2)")
	case pc == core.NoPiece:
		e.Remove(sq)
		return nil
	case pc.Color() >= NumStates || pc.Kind() == Zhou || alphabet.Letter(pc.Kind()) == 0:
		return notate.EditError(op, notate.PieceInput(sq, pc), "not a piece of a Qi Guo state")
	}
	e.Remove(sq)
	if int(e.p.n[pc.Color()]) >= maxPieces {
		return notate.EditError(op, notate.PieceInput(sq, pc), "more pieces of one state than the game has ("+strconv.Itoa(maxPieces)+")")
	}
	e.p.put(pc, cellOf(sq))
	return nil
}

// Remove empties sq and returns what stood there (core.NoPiece if
// nothing; the Zhou stays).
func (e *Editor) Remove(sq core.Square) core.Piece {
	pc := e.At(sq)
	if pc == core.NoPiece || pc == ZhouPiece {
		return core.NoPiece
	}
	e.p.remove(cellOf(sq))
	return pc
}

// Side returns the state to move.
func (e *Editor) Side() core.Color { return e.p.side }

// SetSide sets the state to move (0 to 6, in turn order).
func (e *Editor) SetSide(c core.Color) error {
	if c >= NumStates {
		return notate.EditError("qiguo.Editor.SetSide", c.String(), "want one of the seven states")
	}
	e.p.side = c
	return nil
}

// SetRound sets the round number, from 1 to [MaxRound] ([Position.Round]).
func (e *Editor) SetRound(n int) error {
	if n < 1 || n > MaxRound {
		return notate.EditError("qiguo.Editor.SetRound", strconv.Itoa(n), "want a round from 1 to "+strconv.Itoa(MaxRound))
	}
	e.p.round = n
	return nil
}

// SetCaptured sets how many pieces of state victim the state captor has
// captured (QG-16, [Position.Captured]), 0 to 255, and makes captor the
// latest captor of victim's pieces (the order breaks ties under
// DefeatByTotalLosses, QG-29).
func (e *Editor) SetCaptured(victim, captor core.Color, n int) error {
	const op = "qiguo.Editor.SetCaptured"
	switch {
	case victim >= NumStates || captor >= NumStates || victim == captor:
		return notate.EditError(op, victim.String()+" by "+captor.String(), "want two different states")
	case n < 0 || n > 255:
		return notate.EditError(op, strconv.Itoa(n), "want 0 to 255 captures")
	}
	// recent[victim] lists the captors, most recent in the lowest 4 bits.
	var order []core.Color
	for rc := e.p.bk.recent[victim]; rc != 0; rc >>= 4 {
		if c := core.Color(rc&15) - 1; c != captor {
			order = append(order, c)
		}
	}
	if n > 0 {
		order = append([]core.Color{captor}, order...)
	}
	var rc uint32
	for i := len(order) - 1; i >= 0; i-- {
		rc = rc<<4 | uint32(order[i]+1)
	}
	e.p.bk.recent[victim] = rc
	e.p.bk.tally[victim][captor] = uint8(n)
	return nil
}

// SetDefeated puts state c out of the game or back in: out false keeps it
// in play; out true with by a state records its defeat credited to by
// (QG-17, QG-18, [Position.DefeatedBy]); out true with by core.NoColor
// records its resignation. Who controls each army follows, as ParseFEN
// reads the defeats.
func (e *Editor) SetDefeated(c core.Color, by core.Color, out bool) error {
	const op = "qiguo.Editor.SetDefeated"
	switch {
	case c >= NumStates:
		return notate.EditError(op, c.String(), "want one of the seven states")
	case !out:
		e.p.bk.by[c] = core.NoColor
	case by == core.NoColor:
		e.p.bk.by[c] = c // resigned
	case by >= NumStates || by == c:
		return notate.EditError(op, by.String(), "want another state, or none for a resignation")
	default:
		e.p.bk.by[c] = by
	}
	return nil
}

// FEN returns the position string as set up, whether or not it is valid:
// what [Editor.Position] reads.
func (e *Editor) FEN() string { return e.p.FEN() }

// Position returns the position set up, checked as [ParseFEN] checks the
// position string [Editor.FEN] writes: its errors are ParseFEN's (the Op
// the editor's, the input the position string), such as "Han has pieces
// to move but no general", wrapping core.ErrIllegalPosition or
// core.ErrSyntax.
func (e *Editor) Position() (Position, error) {
	return notate.EditedPosition("qiguo.Editor.Position", e.FEN(), e.p.rules, ParseFEN)
}

// Validate returns the error [Editor.Position] would return, or nil.
func (e *Editor) Validate() error {
	_, err := e.Position()
	return err
}
