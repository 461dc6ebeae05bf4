package notate

import (
	"errors"
	"strconv"

	"github.com/chaturanga-go/chaturanga/core"
)

// EditorError returns err, the error of a game's ParseFEN reading the FEN
// a board editor wrote, as the error of the editor's method op: a copy of
// its *core.ParseError with Op op (its Input the FEN, so that the field
// and offset it names can be found), or err itself if it is not one.
func EditorError(op string, err error) error {
	var pe *core.ParseError
	if !errors.As(err, &pe) {
		return err
	}
	e := *pe
	e.Op = op
	return &e
}

// EditError returns the error of an editor's setter op refusing input
// (quoted as the error's input) for the reason msg, wrapping
// core.ErrIllegalPosition.
func EditError(op, input, msg string) error {
	return &core.ParseError{Op: op, Input: input, Offset: -1, Msg: msg, Err: core.ErrIllegalPosition}
}

// CheckCounter returns the error of an editor's setter op given the
// counter n (the half-move clock or the move number) outside lo..MaxCounter,
// or nil.
func CheckCounter(op string, n, lo int) error {
	if n < lo || n > MaxCounter {
		return EditError(op, strconv.Itoa(n), "want a number from "+strconv.Itoa(lo)+" to "+strconv.Itoa(MaxCounter))
	}
	return nil
}

// PieceInput is a piece on a square as an editor's error quotes it:
// "white N on e9".
func PieceInput(sq core.Square, pc core.Piece) string {
	return pc.String() + " on " + sq.String()
}
