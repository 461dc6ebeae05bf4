package shatranj

import (
	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/board8"
	"github.com/chaturanga-go/chaturanga/internal/notate"
)

// An Editor sets up a position piece by piece, as a site's setup page
// does (python-chess's set_piece_at, remove_piece_at and turn, then
// is_valid): put and remove pieces, choose the side to move, the counters
// and whatever else the FEN holds (the marks of promoted pieces), then [Editor.Position]
// checks the result with exactly the checks [ParseFEN] makes, since it
// reads the FEN the editor writes ([Editor.FEN]).
//
// The setters check only what they are given (a piece of the game on a
// square of the board, a side, a counter in range); whether the whole is a
// position the rules can play (one shah a side, the side not to move not
// in check, ...) is Position's business. Make an Editor with [NewEditor];
// the zero Editor is not usable.
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
// number 1.
func emptyPosition(r Rules) Position {
	return Position{b: board8.NewBoard(spec), rules: r.normal(), fullmove: 1}
}

// Rules returns the rule set the editor's position is played under.
func (e *Editor) Rules() Rules { return e.p.Rules() }

// Clear empties the board and starts afresh under the same rules: White
// to move, the move number 1, the half-move clock 0.
func (e *Editor) Clear() { e.p = emptyPosition(e.p.rules) }

// At returns the piece on sq, or core.NoPiece.
func (e *Editor) At(sq core.Square) core.Piece { return e.p.At(sq) }

// Put puts pc on sq, replacing what stood there (and its mark of a
// promoted piece); core.NoPiece empties sq. pc must be White's or Black's
// and of a kind the game has. Errors wrap core.ErrIllegalPosition.
func (e *Editor) Put(sq core.Square, pc core.Piece) error {
	return e.edit().Put("shatranj.Editor.Put", "SH-1", "Shatranj", alphabet, sq, pc)
}

// Remove empties sq and returns what stood there (core.NoPiece if
// nothing, or sq is off the board).
func (e *Editor) Remove(sq core.Square) core.Piece { return e.edit().Remove(sq) }

// SetPromoted marks the piece on sq as promoted, Fairy-Stockfish's
// "Q~", or takes the mark off. Only a ferz (what a baidaq
// becomes) may carry it.
func (e *Editor) SetPromoted(sq core.Square, promoted bool) error {
	return e.edit().SetPromoted("shatranj.Editor.SetPromoted", sq, promoted, e.At(sq).Kind() == Ferz, "only a ferz can be marked promoted")
}

// Side returns the side to move.
func (e *Editor) Side() core.Color { return e.p.Side() }

// SetSide sets the side to move, White or Black.
func (e *Editor) SetSide(c core.Color) error {
	return e.edit().SetSide("shatranj.Editor.SetSide", c)
}

// SetHalfmoveClock sets the plies since the last capture or baidaq move
// (0 to 999999999999999999).
func (e *Editor) SetHalfmoveClock(n int) error {
	return notate.SetCounter("shatranj.Editor.SetHalfmoveClock", &e.p.halfmove, n, 0)
}

// SetFullmoveNumber sets the move number (from 1).
func (e *Editor) SetFullmoveNumber(n int) error {
	return notate.SetCounter("shatranj.Editor.SetFullmoveNumber", &e.p.fullmove, n, 1)
}

// FEN returns the FEN of the position as set up, whether or not it is
// valid: what [Editor.Position] reads.
func (e *Editor) FEN() string { return e.p.FEN() }

// Position returns the position set up, checked as [ParseFEN] checks the
// FEN [Editor.FEN] writes: its errors are ParseFEN's (the Op the editor's,
// the input the FEN), such as "white must have exactly one shah, has 0", wrapping
// core.ErrIllegalPosition or core.ErrSyntax.
func (e *Editor) Position() (Position, error) {
	return notate.EditedPosition("shatranj.Editor.Position", e.FEN(), e.p.rules, ParseFEN)
}

// Validate returns the error [Editor.Position] would return, or nil.
func (e *Editor) Validate() error {
	_, err := e.Position()
	return err
}
