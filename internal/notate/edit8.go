package notate

import (
	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/board8"
)

// Edit8 is what the board editors of the 8x8 games on board8 (makruk,
// shatranj, sittuyin, shatar) share: the board of the position an editor
// holds and its marks of promoted pieces. Each game's Editor method is a
// documented one-line wrapper of one of Edit8's, naming itself (op, as
// "shatranj.Editor.Put") and its game's rules.
type Edit8 struct {
	B     *board8.Board
	Marks *board8.Bitboard
}

// Put puts pc on sq, replacing what stood there and its mark; core.NoPiece
// empties sq. A square off the board is refused under the rule ID rule
// (the game's 8x8 board, as "SH-1"), a piece of neither side or of a kind
// alpha has no letter for as "not a piece of " + game. Errors wrap
// core.ErrIllegalPosition.
func (e Edit8) Put(op, rule, game string, alpha *core.Alphabet, sq core.Square, pc core.Piece) error {
	if !board8.OnBoard(sq) {
		return EditError(op, PieceInput(sq, pc), "the board is 8x8 ("+rule+")")
	}
	if pc == core.NoPiece {
		e.Remove(sq)
		return nil
	}
	if pc.Color() > core.Black || alpha.Letter(pc.Kind()) == 0 {
		return EditError(op, PieceInput(sq, pc), "not a piece of "+game)
	}
	e.Remove(sq)
	e.B.Put(pc, board8.Idx(sq))
	return nil
}

// Remove empties sq and returns what stood there (core.NoPiece if
// nothing, or sq is off the board).
func (e Edit8) Remove(sq core.Square) core.Piece {
	if !board8.OnBoard(sq) {
		return core.NoPiece
	}
	i := board8.Idx(sq)
	*e.Marks &^= board8.Bit(i)
	return e.B.Remove(i)
}

// SetPromoted marks the piece on sq as promoted or takes the mark off.
// may tells whether that piece may carry the mark; if not, marking it is
// refused with the reason why.
func (e Edit8) SetPromoted(op string, sq core.Square, promoted, may bool, why string) error {
	if !promoted {
		if board8.OnBoard(sq) {
			*e.Marks &^= board8.Bit(board8.Idx(sq))
		}
		return nil
	}
	if !may {
		return EditError(op, PieceInput(sq, e.B.PieceAt(sq)), why)
	}
	*e.Marks |= board8.Bit(board8.Idx(sq))
	return nil
}

// SetSide sets the side to move, White or Black.
func (e Edit8) SetSide(op string, c core.Color) error {
	if c > core.Black {
		return EditError(op, c.String(), "want white or black")
	}
	e.B.SetSide(c)
	return nil
}

// SetCounter sets *dst, an editor's half-move clock or move number, to n
// once [CheckCounter] (op, n, lo) accepts it.
func SetCounter[T ~int | ~int64](op string, dst *T, n, lo int) error {
	if err := CheckCounter(op, n, lo); err != nil {
		return err
	}
	*dst = T(n)
	return nil
}

// EditedPosition returns the position parse reads under r from fen, the
// FEN an editor wrote, its error that of the editor's Position method op
// (see [EditorError]).
func EditedPosition[P, R any](op, fen string, r R, parse func(string, R) (P, error)) (P, error) {
	p, err := parse(fen, r)
	if err != nil {
		var zero P
		return zero, EditorError(op, err)
	}
	return p, nil
}
