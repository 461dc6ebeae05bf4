package makruk

import (
	"strconv"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/board8"
	"github.com/chaturanga-go/chaturanga/internal/notate"
)

// An Editor sets up a position piece by piece, as a site's setup page
// does (python-chess's set_piece_at, remove_piece_at and turn, then
// is_valid): put and remove pieces, choose the side to move and the
// counters and whatever else the FEN holds (the count, the marks of
// promoted pieces, the gates and checks of the Cambodian rules), then
// [Editor.Position] checks the result with exactly the checks [ParseFEN]
// makes, since it reads the FEN the editor writes ([Editor.FEN]).
//
// The setters check only what they are given (a piece of the game on a
// square of the board, a side, a counter in range); whether the whole is a
// position the rules can play (one khun a side, the side not to move not
// in check, a count the rules can reach, ...) is Position's business.
// Make an Editor with [NewEditor]; the zero Editor is not usable.
type Editor struct {
	p Position
}

// NewEditor returns an editor holding p, under p's rules: its pieces,
// side to move, counters and the rest of its state, which the setters
// then change. The zero Position gives the empty board under Default,
// White to move.
func NewEditor(p Position) *Editor {
	if p.b.Spec() == nil {
		p = emptyPosition(Default)
	}
	return &Editor{p: p}
}

// edit returns what the editor shares with the other 8x8 games' editors.
func (e *Editor) edit() notate.Edit8 { return notate.Edit8{B: &e.p.b, Marks: &e.p.marks} }

// emptyPosition returns the empty board under r, White to move, the move
// number 1, no count, no gates, and under FirstCheck each side with its
// one check to give (KO-2).
func emptyPosition(r Rules) Position {
	p := Position{b: board8.NewBoard(r.spec()), rules: r, fullmove: 1}
	if r.FirstCheck {
		p.checks = [2]int8{1, 1}
	}
	return p
}

// Rules returns the rule set the editor's position is played under.
func (e *Editor) Rules() Rules { return e.p.Rules() }

// Clear empties the board and starts afresh under the same rules: White
// to move, the move number 1, the half-move clock 0, no count, no gates
// (OC-1) and, under FirstCheck, one check each to give (KO-2).
func (e *Editor) Clear() { e.p = emptyPosition(e.p.rules) }

// At returns the piece on sq, or core.NoPiece.
func (e *Editor) At(sq core.Square) core.Piece { return e.p.At(sq) }

// Put puts pc on sq, replacing what stood there (and its mark of a
// promoted piece); core.NoPiece empties sq. pc must be White's or Black's
// and of a kind the rules' army has ([Rules.Alphabet]). Errors wrap
// core.ErrIllegalPosition.
func (e *Editor) Put(sq core.Square, pc core.Piece) error {
	return e.edit().Put("makruk.Editor.Put", "MK-1", e.p.rules.String()+"'s army", e.p.army().alphabet, sq, pc)
}

// Remove empties sq and returns what stood there (core.NoPiece if
// nothing, or sq is off the board).
func (e *Editor) Remove(sq core.Square) core.Piece { return e.edit().Remove(sq) }

// SetPromoted marks the piece on sq as promoted, Fairy-Stockfish's "M~",
// or takes the mark off. Only a piece a bia promotes to may carry it.
func (e *Editor) SetPromoted(sq core.Square, promoted bool) error {
	pc := e.At(sq)
	return e.edit().SetPromoted("makruk.Editor.SetPromoted", sq, promoted, pc != core.NoPiece && e.p.promotable(pc.Kind()), "only a piece a bia becomes can be marked promoted")
}

// Side returns the side to move.
func (e *Editor) Side() core.Color { return e.p.Side() }

// SetSide sets the side to move, White or Black.
func (e *Editor) SetSide(c core.Color) error {
	return e.edit().SetSide("makruk.Editor.SetSide", c)
}

// SetHalfmoveClock sets the plies since the last capture or bia move (0
// to notate's MaxCounter, 999999999999999999). Under Fairy-Stockfish's
// countings the half-move field holds the count while one runs; see
// [Editor.SetCount].
func (e *Editor) SetHalfmoveClock(n int) error {
	return notate.SetCounter("makruk.Editor.SetHalfmoveClock", &e.p.halfmove, n, 0)
}

// SetFullmoveNumber sets the move number (from 1).
func (e *Editor) SetFullmoveNumber(n int) error {
	return notate.SetCounter("makruk.Editor.SetFullmoveNumber", &e.p.fullmove, n, 1)
}

// SetCount sets the counting state (MK-16), as [Position.Count] reports
// it: under [HonourCounting] the honour, the counter, the count and the
// limit; under the countings of Fairy-Stockfish (Pychess, the Cambodian
// and the ASEAN ones) the count and the limit in plies only, the honour
// and counter following from the position. The zero Count stops any
// count. Whether the rules can reach it is checked by Position.
func (e *Editor) SetCount(c Count) error {
	const op = "makruk.Editor.SetCount"
	if c.Count < 0 || c.Limit < 0 || c.Count > notate.MaxCounter || c.Limit > notate.MaxCounter {
		return notate.EditError(op, strconv.Itoa(c.Count)+"/"+strconv.Itoa(c.Limit), "want a count and a limit from 0")
	}
	if e.p.rules.Counting == HonourCounting {
		if c.Honour != NoHonour && c.Counter > core.Black {
			return notate.EditError(op, c.Counter.String(), "the counter is white or black")
		}
		if c.Honour > PiecesHonour {
			return notate.EditError(op, c.Honour.String(), "no such honour")
		}
		e.p.count = c
		if c.Honour == NoHonour {
			e.p.count = Count{}
		}
		return nil
	}
	e.p.count = Count{}
	if c.Limit > 0 {
		e.p.count = Count{Honour: BoardHonour, Count: c.Count, Limit: c.Limit}
	}
	return nil
}

// Count returns the counting state, as [Position.Count] reports it.
func (e *Editor) Count() Count { return e.p.Count() }

// SetGate opens or closes a gate square of the Cambodian rules
// ([Rules.FirstMoves], OC-1): a square of the side's first rank (Black's
// eighth) whose khun or met has not moved yet, as the FEN's castling field
// writes it ("DEde"). Under other rules there are no gates.
func (e *Editor) SetGate(sq core.Square, open bool) error {
	const op = "makruk.Editor.SetGate"
	if !e.p.rules.FirstMoves {
		return notate.EditError(op, sq.String(), "these rules have no gates (OC-1)")
	}
	if !board8.OnBoard(sq) || sq.Rank() != 0 && sq.Rank() != 7 {
		return notate.EditError(op, sq.String(), "a gate is a square of the first or the last rank (OC-1)")
	}
	c := core.White
	if sq.Rank() == 7 {
		c = core.Black
	}
	if open {
		e.p.gates[c] |= 1 << uint(sq.File())
	} else {
		e.p.gates[c] &^= 1 << uint(sq.File())
	}
	return nil
}

// SetChecksToGive sets the checks side c still has to give to win under
// [Rules.FirstCheck] (Kar Ouk, KO-2), 0 to 9, as the FEN's checks field
// writes them.
func (e *Editor) SetChecksToGive(c core.Color, n int) error {
	const op = "makruk.Editor.SetChecksToGive"
	switch {
	case !e.p.rules.FirstCheck:
		return notate.EditError(op, strconv.Itoa(n), "these rules count no checks (KO-2)")
	case c > core.Black:
		return notate.EditError(op, c.String(), "want white or black")
	case n < 0 || n > 9:
		return notate.EditError(op, strconv.Itoa(n), "want 0 to 9 checks")
	}
	e.p.checks[c] = int8(n)
	return nil
}

// FEN returns the FEN of the position as set up, whether or not it is
// valid: what [Editor.Position] reads.
func (e *Editor) FEN() string { return e.p.FEN() }

// Position returns the position set up, checked as [ParseFEN] checks the
// FEN [Editor.FEN] writes: its errors are ParseFEN's (the Op the editor's,
// the input the FEN), such as "white must have exactly one khun, has 0",
// wrapping core.ErrIllegalPosition or core.ErrSyntax.
func (e *Editor) Position() (Position, error) {
	return notate.EditedPosition("makruk.Editor.Position", e.FEN(), e.p.rules, ParseFEN)
}

// Validate returns the error [Editor.Position] would return, or nil.
func (e *Editor) Validate() error {
	_, err := e.Position()
	return err
}
