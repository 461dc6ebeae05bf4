package shatranj

import (
	"github.com/chaturanga-go/chaturanga/internal/notate"
	"strconv"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/board8"
	"github.com/chaturanga-go/chaturanga/notation"
)

// ParseFEN reads a position in Fairy-Stockfish's FEN for Shatranj and
// returns it under rule set r (the zero Rules is [Default]).
//
// The fields are: the board (letters K Q B N R P for shah, ferz, alfil,
// asb, rukh and baidaq, upper case White; Fairy-Stockfish's mark of a
// promoted piece, "Q~", is accepted and dropped), the side to move (w or
// b), castling (always -), en passant (always -), the half-move clock
// (plies since the last capture or baidaq move, for the 70-move rule) and
// the move number. Only the board is required; missing fields take the
// values of a new game.
//
// Errors are *core.ParseError values naming the field and offset,
// wrapping core.ErrSyntax, or core.ErrIllegalPosition for a well-formed
// FEN that cannot be played: a side without exactly one shah, the side not
// to move in check, a baidaq on its last rank (it would have become a
// ferz).
func ParseFEN(fen string, r Rules) (Position, error) {
	const op = "shatranj.ParseFEN"
	r = r.normal()
	f, err := notate.SplitFEN(op, fen, board8.Geometry, Alphabet, notate.FENOptions{})
	if err != nil {
		return Position{}, err
	}
	p := Position{b: board8.NewBoard(spec), rules: r, halfmove: f.Halfmove, fullmove: f.Fullmove}
	for _, pl := range f.Board {
		p.b.Put(pl.Piece, board8.Idx(pl.Square))
	}
	p.b.SetSide(f.Side)
	if f.Castling != "-" {
		return Position{}, f.Error(notate.FieldCastling, "shatranj has no castling (SH-2): want -", core.ErrSyntax)
	}
	if f.EnPassant != "-" {
		return Position{}, f.Error(notate.FieldEnPassant, "shatranj has no en passant (SH-7): want -", core.ErrSyntax)
	}
	if msg := p.validate(); msg != "" {
		return Position{}, f.Error(notate.FieldBoard, msg, core.ErrIllegalPosition)
	}
	return p, nil
}

// validate returns what makes the position unplayable, or "".
func (p *Position) validate() string {
	for _, c := range []core.Color{core.White, core.Black} {
		if n := p.b.Pieces(c, Shah).Count(); n != 1 {
			return c.String() + " must have exactly one shah (king), has " + strconv.Itoa(n)
		}
	}
	if p.b.Pieces(core.White, Baidaq)&board8.RankMask(7) != 0 || p.b.Pieces(core.Black, Baidaq)&board8.RankMask(0) != 0 {
		return "a baidaq on its last rank (it becomes a ferz there, SH-7)"
	}
	if p.b.InCheck(p.Side().Other()) {
		return "the side not to move is in check"
	}
	return ""
}

// FEN returns the position in Fairy-Stockfish's FEN; see [ParseFEN].
func (p *Position) FEN() string { return string(p.AppendFEN(make([]byte, 0, 80))) }

// AppendFEN appends the FEN of the position to b.
func (p *Position) AppendFEN(b []byte) []byte {
	b = notate.AppendBoard(b, board8.Geometry, Alphabet, p.At, nil)
	return notate.AppendFENTail(b, p.Side(), "-", "-", p.halfmove, p.fullmove)
}

// String returns the FEN.
func (p Position) String() string { return p.FEN() }

// AppendText implements encoding.TextAppender: the FEN.
func (p Position) AppendText(b []byte) ([]byte, error) { return p.AppendFEN(b), nil }

// MarshalText implements encoding.TextMarshaler: the FEN.
func (p Position) MarshalText() ([]byte, error) { return p.AppendFEN(nil), nil }

// UnmarshalText implements encoding.TextUnmarshaler: it reads a FEN under
// the position's current rule set (Default for a zero Position).
func (p *Position) UnmarshalText(text []byte) error {
	q, err := ParseFEN(string(text), p.rules)
	if err != nil {
		return err
	}
	*p = q
	return nil
}

// MustParseFEN is like ParseFEN but panics on error; it is meant for
// constants in tests and examples.
func MustParseFEN(fen string, r Rules) Position {
	p, err := ParseFEN(fen, r)
	if err != nil {
		panic(err)
	}
	return p
}

// Diagram returns a text diagram of the position in FEN letters (upper
// case White: K shah, Q ferz, B alfil, N asb, R rukh, P baidaq), '.' for
// empty squares, rank 8 at the top and the files below.
func (p *Position) Diagram() string {
	return string(notation.AppendPieceDiagram(nil, board8.Geometry, p.At, notation.Letters(Alphabet), "."))
}

// FigurineDiagram returns a text diagram with Unicode chess symbols, as
// Shatranj diagrams are printed today: the shah as a king, the ferz as a
// queen, the alfil as a bishop, the asb as a knight, the rukh as a rook,
// the baidaq as a pawn (white symbols for White); '·' for empty squares.
func (p *Position) FigurineDiagram() string {
	return string(notation.AppendPieceDiagram(nil, board8.Geometry, p.At, notation.Figurine, "·"))
}
