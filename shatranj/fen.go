package shatranj

import (
	"strconv"

	"github.com/chaturanga-go/chaturanga/internal/notate"
	"github.com/chaturanga-go/chaturanga/internal/ruletext"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/board8"
	"github.com/chaturanga-go/chaturanga/notation"
)

// ParseFEN reads a position in Fairy-Stockfish's FEN for Shatranj and
// returns it under rule set r (the zero Rules is [Default]). r is checked
// first: an invalid one gives [Rules.Validate]'s error.
//
// The fields are: the board (letters K Q B N R P for shah, ferz, alfil,
// asb, rukh and baidaq, upper case White; Fairy-Stockfish's mark of a
// promoted piece, "Q~", is kept with the piece and written back by
// [Position.FEN] while the piece stays on the board), the side to move (w or
// b), castling (always -), en passant (always -), the half-move clock
// (plies since the last capture or baidaq move, for the 70-move rule) and
// the move number. Only the board is required; missing fields take the
// values of a new game.
//
// Errors are *core.ParseError values naming the field and offset,
// wrapping core.ErrSyntax, or core.ErrIllegalPosition for a well-formed
// FEN that cannot be played: a side without exactly one shah, the side not
// to move in check, a baidaq on its last rank (it would have become a
// ferz on arriving there, SH-7).
func ParseFEN(fen string, r Rules) (Position, error) {
	const op = "shatranj.ParseFEN"
	if err := r.Validate(); err != nil {
		return Position{}, err
	}
	r = r.normal()
	f, err := notate.SplitFEN(op, fen, board8.Geometry, alphabet, notate.FENOptions{})
	if err != nil {
		return Position{}, err
	}
	p := Position{b: board8.NewBoard(spec), rules: r, halfmove: f.Halfmove, fullmove: f.Fullmove}
	for _, pl := range f.Board {
		p.b.Put(pl.Piece, board8.Idx(pl.Square))
		if pl.Promoted {
			p.marks |= board8.Bit(board8.Idx(pl.Square))
		}
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
			return c.String() + " must have exactly one shah, has " + strconv.Itoa(n)
		}
	}
	for _, c := range []core.Color{core.White, core.Black} {
		if on := p.b.Pieces(c, Baidaq) & spec.PromoZone[c]; on != 0 {
			return "a " + c.String() + " baidaq on " + board8.Sq(on.First()).String() + ", its last rank: it becomes a ferz on arriving there (SH-7)"
		}
	}
	if p.b.InCheck(p.Side().Other()) {
		return "the side not to move is in check (its shah on " + board8.Sq(p.b.King(p.Side().Other())).String() + " is attacked)"
	}
	return ""
}

// marked returns what notate.AppendBoard asks of the pieces marked
// promoted: nil when none is.
func (p *Position) marked() func(core.Square) bool {
	if p.marks == 0 {
		return nil
	}
	return func(sq core.Square) bool { return p.marks.Has(board8.Idx(sq)) }
}

// FEN returns the position in Fairy-Stockfish's FEN; see [ParseFEN].
func (p *Position) FEN() string { return string(p.AppendFEN(make([]byte, 0, 80))) }

// AppendFEN appends the FEN of the position to b.
func (p *Position) AppendFEN(b []byte) []byte {
	b = notate.AppendBoard(b, board8.Geometry, alphabet, p.At, p.marked())
	return notate.AppendFENTail(b, p.Side(), "-", "-", p.halfmove, max(p.fullmove, 1)) // saturated
}

// String returns the FEN.
func (p Position) String() string { return p.FEN() }

// AppendText implements encoding.TextAppender: it appends the position's
// text form, the rule set as [Rules.String] writes it, '|' and the FEN:
// "pychess|8/8/3k4/8/8/8/3KB3/8 b - - 0 1". Unlike the FEN alone it
// carries everything [Position.UnmarshalText] needs to rebuild the
// position, so positions keep their rules through text and JSON.
func (p Position) AppendText(b []byte) ([]byte, error) {
	b = append(b, p.rules.String()...)
	b = append(b, '|')
	return p.AppendFEN(b), nil
}

// MarshalText implements encoding.TextMarshaler: the text form of
// [Position.AppendText].
func (p Position) MarshalText() ([]byte, error) { return p.AppendText(nil) }

// UnmarshalText implements encoding.TextUnmarshaler. It reads the text
// form [Position.MarshalText] writes, "<rules>|<FEN>" (the rules read by
// [ParseRules]), or a bare FEN (no '|'), which it reads under the
// position's current rule set (Default for a zero Position). On error p
// is unchanged.
//
// The zero Position's text form ("default|" and its FEN, an empty board
// that ParseFEN refuses) reads back as the zero Position, as in every game
// package, so that whatever MarshalText writes reads back.
func (p *Position) UnmarshalText(text []byte) error {
	if isZeroText(text) {
		*p = Position{}
		return nil
	}
	return ruletext.UnmarshalPosition(p, text, p.Rules(), ParseRules, ParseFEN)
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
	return string(notation.AppendPieceDiagram(nil, board8.Geometry, p.At, notation.Letters(alphabet), "."))
}

// FigurineDiagram returns a text diagram with Unicode chess symbols, as
// Shatranj diagrams are printed today: the shah as a king, the ferz as a
// queen, the alfil as a bishop, the asb as a knight, the rukh as a rook,
// the baidaq as a pawn (white symbols for White); '·' for empty squares.
func (p *Position) FigurineDiagram() string {
	return string(notation.AppendPieceDiagram(nil, board8.Geometry, p.At, notation.Figurine, "·"))
}

// isZeroText reports whether text is the zero Position's text form.
func isZeroText(text []byte) bool {
	var zero Position
	b, _ := zero.AppendText(make([]byte, 0, 64))
	return string(text) == string(b)
}
