package sittuyin

import (
	"strconv"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/board8"
	"github.com/chaturanga-go/chaturanga/internal/notate"
)

// An Editor sets up a position piece by piece, as a site's setup page
// does (python-chess's set_piece_at, remove_piece_at and turn, then
// is_valid): put and remove pieces, choose the side to move, the counters
// and whatever else the FEN holds (the hands, the count, the marks of
// promoted pieces), then [Editor.Position]
// checks the result with exactly the checks [ParseFEN] makes, since it
// reads the FEN the editor writes ([Editor.FEN]).
//
// The setters check only what they are given (a piece of the game on a
// square of the board, a side, a counter in range); whether the whole is a
// position the rules can play (one min-gyi a side, on the board or in hand, the side not to move not
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

// Clear empties the board and the hands and starts afresh under the same
// rules: White to move, the move number 1, the half-move clock 0, no
// count.
func (e *Editor) Clear() { e.p = emptyPosition(e.p.rules) }

// At returns the piece on sq, or core.NoPiece.
func (e *Editor) At(sq core.Square) core.Piece { return e.p.At(sq) }

// Put puts pc on sq, replacing what stood there (and its mark of a
// promoted piece); core.NoPiece empties sq. pc must be White's or Black's
// and of a kind the game has. Errors wrap core.ErrIllegalPosition.
func (e *Editor) Put(sq core.Square, pc core.Piece) error {
	return e.edit().Put("sittuyin.Editor.Put", "ST-2", "Sittuyin", alphabet, sq, pc)
}

// Remove empties sq and returns what stood there (core.NoPiece if
// nothing, or sq is off the board).
func (e *Editor) Remove(sq core.Square) core.Piece { return e.edit().Remove(sq) }

// SetPromoted marks the piece on sq as promoted, Fairy-Stockfish's
// "F~", or takes the mark off: the sit-ke then counts as a promoted ne
// (see [ParseFEN]). Only a sit-ke (what a ne becomes) may carry it.
func (e *Editor) SetPromoted(sq core.Square, promoted bool) error {
	return e.edit().SetPromoted("sittuyin.Editor.SetPromoted", sq, promoted, e.At(sq).Kind() == SitKe, "only a sit-ke can be marked promoted")
}

// Side returns the side to move.
func (e *Editor) Side() core.Color { return e.p.Side() }

// SetSide sets the side to move, White or Black.
func (e *Editor) SetSide(c core.Color) error {
	return e.edit().SetSide("sittuyin.Editor.SetSide", c)
}

// SetHalfmoveClock sets the plies since the last capture, ne move,
// promotion or placement (0 to 999999999999999999). While a count runs
// under [Rules.Counting] the FEN's half-move field holds the count instead
// (see [Editor.SetCount]), and this clock is not written.
func (e *Editor) SetHalfmoveClock(n int) error {
	return notate.SetCounter("sittuyin.Editor.SetHalfmoveClock", &e.p.halfmove, n, 0)
}

// SetFullmoveNumber sets the move number (from 1).
func (e *Editor) SetFullmoveNumber(n int) error {
	return notate.SetCounter("sittuyin.Editor.SetFullmoveNumber", &e.p.fullmove, n, 1)
}

// InHand returns how many pieces of kind k side c holds in hand.
func (e *Editor) InHand(c core.Color, k core.Kind) int { return e.p.InHand(c, k) }

// SetHand sets how many pieces of kind k side c holds in hand, to place
// in the setup phase (ST-9, ST-10): 0 up to the army's number of that
// kind (one min-gyi, one sit-ke, two sins, two myins, two yahhtas); nes
// are never in hand.
func (e *Editor) SetHand(c core.Color, k core.Kind, n int) error {
	const op = "sittuyin.Editor.SetHand"
	switch {
	case c > core.Black:
		return notate.EditError(op, c.String(), "want white or black")
	case k >= core.NumKinds || handMax[k] == 0:
		return notate.EditError(op, k.String(), "want a kind a hand holds: min-gyi, sit-ke, sin, myin or yahhta")
	case n < 0 || n > int(handMax[k]):
		return notate.EditError(op, strconv.Itoa(n), "want 0 to "+strconv.Itoa(int(handMax[k]))+" "+plural(k, int(handMax[k]))+" in hand (ST-9)")
	}
	e.p.inHand[c] += uint8(n) - e.p.hand[c][k]
	e.p.hand[c][k] = uint8(n)
	return nil
}

// SetCount sets the counting state of [Rules.Counting] (Pychess): the
// count and the limit in plies, as Fairy-Stockfish's FEN writes them; the
// zero Count stops any count. Its Counter is ignored: [Position.Count]
// derives it from the position. Whether the rules can reach it is
// checked by Position.
func (e *Editor) SetCount(c Count) error {
	const op = "sittuyin.Editor.SetCount"
	switch {
	case !e.p.rules.Counting && c.Running():
		return notate.EditError(op, strconv.Itoa(c.Ply)+"/"+strconv.Itoa(c.Limit), "these rules have no count")
	case c.Ply < 0 || c.Limit < 0 || c.Ply > notate.MaxCounter || c.Limit > notate.MaxCounter:
		return notate.EditError(op, strconv.Itoa(c.Ply)+"/"+strconv.Itoa(c.Limit), "want a count and a limit from 0")
	}
	e.p.count = plyCount{}
	if c.Running() {
		e.p.count = plyCount{ply: c.Ply, limit: c.Limit}
	}
	return nil
}

// Count returns the counting state.
func (e *Editor) Count() Count { return e.p.Count() }

// FEN returns the FEN of the position as set up, whether or not it is
// valid: what [Editor.Position] reads.
func (e *Editor) FEN() string { return e.p.FEN() }

// Position returns the position set up, checked as [ParseFEN] checks the
// FEN [Editor.FEN] writes: its errors are ParseFEN's (the Op the editor's,
// the input the FEN), such as "white must have exactly one min-gyi on the board or in hand, has 0", wrapping
// core.ErrIllegalPosition or core.ErrSyntax.
func (e *Editor) Position() (Position, error) {
	return notate.EditedPosition("sittuyin.Editor.Position", e.FEN(), e.p.rules, ParseFEN)
}

// Validate returns the error [Editor.Position] would return, or nil.
func (e *Editor) Validate() error {
	_, err := e.Position()
	return err
}
