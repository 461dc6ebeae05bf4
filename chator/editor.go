package chator

import (
	"strconv"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/board8"
	"github.com/chaturanga-go/chaturanga/internal/notate"
)

// An Editor sets up a position piece by piece, as a site's setup page
// does (python-chess's set_piece_at, remove_piece_at and turn, then
// is_valid): put and remove pieces, choose the side to move, the counters
// and whatever else the FEN holds (the en-passant square, the rajas'
// moves and checks, bidaks on their journey home, the captured pieces,
// the lone raja's count), then [Editor.Position] checks the result with
// exactly the checks [ParseFEN] makes, since it reads the FEN the editor
// writes ([Editor.FEN]).
//
// The setters check only what they are given (a piece of the rules'
// set on a square of the board, a side, a counter in range); whether the
// whole is a position the rules can play (one raja a side, the side not to
// move not in check, a journey the promotion path can make, ...) is
// Position's business. Make an Editor with [NewEditor]; the zero Editor
// is not usable.
type Editor struct {
	rules              Rules
	board              [64]core.Piece
	side               core.Color
	halfmove, fullmove int
	ep                 core.Square
	moved, checked     [2]bool
	steps              [64]uint8       // bidaks on their journey: the moves they still need
	captured           *[2][]core.Kind // nil: the missing pieces, as a plain FEN reads
	lone               [2]int
}

// NewEditor returns an editor holding p, under p's rules: its pieces,
// side to move, counters and the rest of its state, which the setters
// then change. The zero Position gives the empty board under Default,
// White to move.
func NewEditor(p Position) *Editor {
	e := &Editor{rules: p.Rules()}
	e.Clear()
	if !p.valid() {
		return e
	}
	for sq, pc := range p.Pieces() {
		i := board8.Idx(sq)
		e.board[i] = pc
		e.steps[i] = uint8(p.Returning(sq))
	}
	e.side = p.Side()
	e.halfmove, e.fullmove = p.HalfmoveClock(), p.FullmoveNumber()
	e.ep = p.EnPassant()
	for c := range core.Color(2) {
		e.moved[c], e.checked[c] = p.KingMoved(c), p.KingChecked(c)
		e.lone[c] = p.LoneMoves(c)
	}
	if p.rules.PromotionPiece == CapturedPiece {
		e.captured = &[2][]core.Kind{p.CapturedPieces(core.White), p.CapturedPieces(core.Black)}
	}
	return e
}

// Rules returns the rule set the editor's position is played under.
func (e *Editor) Rules() Rules { return e.rules }

// Clear empties the board and starts afresh under the same rules: White
// to move, the move number 1, the half-move clock 0, no en-passant
// square, no raja moved or checked, no captured piece beyond the missing
// ones, no lone raja's count.
func (e *Editor) Clear() {
	*e = Editor{rules: e.rules, fullmove: 1, ep: core.NoSquare}
}

// At returns the piece on sq, or core.NoPiece.
func (e *Editor) At(sq core.Square) core.Piece {
	if !board8.OnBoard(sq) {
		return core.NoPiece
	}
	return e.board[board8.Idx(sq)]
}

// Put puts pc on sq, replacing what stood there; core.NoPiece empties sq.
// pc must be White's or Black's and of a kind of the rules' pieces
// ([Rules.Alphabet]: Strong or Weak). Errors wrap core.ErrIllegalPosition.
func (e *Editor) Put(sq core.Square, pc core.Piece) error {
	const op = "chator.Editor.Put"
	if !board8.OnBoard(sq) {
		return notate.EditError(op, notate.PieceInput(sq, pc), "the board is 8x8 (CH-1)")
	}
	if pc != core.NoPiece && (pc.Color() > core.Black || e.rules.alphabet().Letter(pc.Kind()) == 0) {
		return notate.EditError(op, notate.PieceInput(sq, pc), "not a piece of these rules' set ("+e.rules.Pieces.String()+")")
	}
	i := board8.Idx(sq)
	e.board[i], e.steps[i] = pc, 0
	return nil
}

// Remove empties sq and returns what stood there (core.NoPiece if
// nothing, or sq is off the board).
func (e *Editor) Remove(sq core.Square) core.Piece {
	pc := e.At(sq)
	if pc != core.NoPiece {
		e.Put(sq, core.NoPiece)
	}
	return pc
}

// Side returns the side to move.
func (e *Editor) Side() core.Color { return e.side }

// SetSide sets the side to move, White or Black.
func (e *Editor) SetSide(c core.Color) error {
	if c > core.Black {
		return notate.EditError("chator.Editor.SetSide", c.String(), "want white or black")
	}
	e.side = c
	return nil
}

// SetHalfmoveClock sets the plies since the last capture or bidak move
// (0 to 999999999999999999).
func (e *Editor) SetHalfmoveClock(n int) error {
	return notate.SetCounter("chator.Editor.SetHalfmoveClock", &e.halfmove, n, 0)
}

// SetFullmoveNumber sets the move number (from 1).
func (e *Editor) SetFullmoveNumber(n int) error {
	return notate.SetCounter("chator.Editor.SetFullmoveNumber", &e.fullmove, n, 1)
}

// SetEnPassant sets the square a bidak passed with its double step on the
// move just made (CH-7, CH-8), or core.NoSquare for none. Position keeps
// it only where an enemy bidak may take there under the rules, as a FEN
// does.
func (e *Editor) SetEnPassant(sq core.Square) error {
	if sq != core.NoSquare && (!board8.OnBoard(sq) || sq.Rank() != 2 && sq.Rank() != 5) {
		return notate.EditError("chator.Editor.SetEnPassant", sq.String(), "want a square of the third or sixth rank, or none")
	}
	e.ep = sq
	return nil
}

// SetKingMoved sets whether side c's raja has moved (CH-16, CH-17): a
// raja off its start square (d1, e8) has moved whatever this says.
func (e *Editor) SetKingMoved(c core.Color, moved bool) error {
	if c > core.Black {
		return notate.EditError("chator.Editor.SetKingMoved", c.String(), "want white or black")
	}
	e.moved[c] = moved
	return nil
}

// SetKingChecked sets whether side c's raja was checked in an earlier
// position (CH-16, CH-17; kept only under rules that need it, see
// [Position.KingChecked]).
func (e *Editor) SetKingChecked(c core.Color, checked bool) error {
	if c > core.Black {
		return notate.EditError("chator.Editor.SetKingChecked", c.String(), "want white or black")
	}
	e.checked[c] = checked
	return nil
}

// SetReturning sets how many more moves the bidak on sq needs on its
// journey home to promote (CH-11..CH-13): 1 to 3, or 0 for a bidak not on
// its journey. A bidak on its last rank with no steps set has just arrived
// and needs the full journey, as a FEN reads it.
func (e *Editor) SetReturning(sq core.Square, steps int) error {
	const op = "chator.Editor.SetReturning"
	if e.At(sq).Kind() != Bidak {
		return notate.EditError(op, sq.String(), "no bidak on "+sq.String())
	}
	if steps < 0 || steps > 3 {
		return notate.EditError(op, strconv.Itoa(steps), "want 0 to 3 moves")
	}
	e.steps[board8.Idx(sq)] = uint8(steps)
	return nil
}

// SetCaptured sets the pieces of side c that have been captured and may
// come back by promotion under PromotionPiece Captured (CH-14): mantris,
// tors, gajahs and kudas of the rules' set. Until it is called a side's
// captured pieces are the ones missing from the board, as a plain FEN
// reads it.
func (e *Editor) SetCaptured(c core.Color, kinds ...core.Kind) error {
	const op = "chator.Editor.SetCaptured"
	if c > core.Black {
		return notate.EditError(op, c.String(), "want white or black")
	}
	var p Position
	p.rules = e.rules
	for _, k := range kinds {
		if p.class(k) < 0 || e.rules.alphabet().Letter(k) == 0 {
			return notate.EditError(op, k.String(), "want mantris, tors, gajahs and kudas of the rules' set")
		}
	}
	if e.captured == nil {
		e.captured = new([2][]core.Kind)
		for s := range core.Color(2) {
			e.captured[s] = e.missing(s)
		}
	}
	e.captured[c] = append([]core.Kind(nil), kinds...)
	return nil
}

// missing returns side c's pieces of the original set that are not on the
// board.
func (e *Editor) missing(c core.Color) []core.Kind {
	var out []core.Kind
	for cls, k := range [4]core.Kind{e.rules.MantriKind(), Tor, e.rules.GajahKind(), Kuda} {
		n := 0
		for _, pc := range e.board {
			if pc == core.MakePiece(c, k) {
				n++
			}
		}
		for range int(originalSet[cls]) - n {
			out = append(out, k)
		}
	}
	return out
}

// SetLoneMoves sets how many moves side c's lone raja has made under the
// lone raja's count (CH-22, [Rules.LoneKingCount]).
func (e *Editor) SetLoneMoves(c core.Color, n int) error {
	const op = "chator.Editor.SetLoneMoves"
	if c > core.Black {
		return notate.EditError(op, c.String(), "want white or black")
	}
	if n < 0 || n > 255 {
		return notate.EditError(op, strconv.Itoa(n), "want 0 to 255 moves")
	}
	e.lone[c] = n
	return nil
}

// FEN returns the FEN of the position as set up, whether or not it is
// valid, with the extension fields its state needs (see [ParseFEN]): what
// [Editor.Position] reads.
func (e *Editor) FEN() string {
	alpha := e.rules.alphabet()
	b := notate.AppendBoard(nil, board8.Geometry, alpha, e.At, nil)
	b = notate.AppendFENTail(b, e.side, "-", e.ep.String(), e.halfmove, e.fullmove)
	sides := func(name string, s [2]bool) {
		if s[0] || s[1] {
			b = append(b, ' ')
			b = append(b, name...)
			b = append(b, '=')
			if s[0] {
				b = append(b, 'w')
			}
			if s[1] {
				b = append(b, 'b')
			}
		}
	}
	sides("moved", e.moved)
	sides("checked", e.checked)
	sep := " returning="
	for i, n := range e.steps {
		if n > 0 && e.board[i].Kind() == Bidak {
			b = append(b, sep...)
			b = board8.Sq(i).AppendTo(b)
			b = append(b, ':', '0'+n)
			sep = ","
		}
	}
	if e.captured != nil {
		b = append(b, " captured="...)
		n := len(b)
		for c, kinds := range e.captured {
			for _, k := range kinds {
				b = append(b, alpha.PieceLetter(core.MakePiece(core.Color(c), k)))
			}
		}
		if len(b) == n {
			b = append(b, '-')
		}
	}
	sep = " lone="
	for c, n := range e.lone {
		if n > 0 {
			b = append(b, sep...)
			b = append(b, "wb"[c])
			b = strconv.AppendInt(b, int64(n), 10)
			sep = ","
		}
	}
	return string(b)
}

// Position returns the position set up, checked as [ParseFEN] checks the
// FEN [Editor.FEN] writes: its errors are ParseFEN's (the Op the editor's,
// the input the FEN), such as "white must have exactly one raja, has 0",
// wrapping core.ErrIllegalPosition or core.ErrSyntax.
func (e *Editor) Position() (Position, error) {
	return notate.EditedPosition("chator.Editor.Position", e.FEN(), e.rules, ParseFEN)
}

// Validate returns the error [Editor.Position] would return, or nil.
func (e *Editor) Validate() error {
	_, err := e.Position()
	return err
}
