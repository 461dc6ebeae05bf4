package makruk

import (
	"github.com/chaturanga-go/chaturanga/internal/notate"
	"strconv"
	"strings"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/board8"
	"github.com/chaturanga-go/chaturanga/notation"
)

// ParseFEN reads a position in Fairy-Stockfish's FEN for Makruk and
// returns it under rule set r.
//
// The fields are: the board (letters K M S N R P, upper case White; a
// promoted met may be written M~), the side to move (w or b), castling
// (always -), the en-passant field, the half-move clock and the move
// number. Only the board is required; missing fields take the values of a
// new game.
//
// Under [Pychess] (PlyCounting), as in Fairy-Stockfish, a number in the
// en-passant field is the counting limit in plies and the half-move field
// is then the count in plies: "8/3k4/6M1/2K1S3/8/8/8/8 b - 88 8 1".
//
// Under [Default] (HonourCounting) a running count is written in a
// seventh field, this package's extension: the honour ('b' board, 'p'
// pieces), the counter ('w' or 'b'), the count, '/', the limit, as in
// "8/3k4/6M1/2K1S3/8/8/8/8 b - - 0 1 pb4/44" (see [Count] for what the
// numbers mean). A FEN without it has no count running; Fairy-Stockfish's
// counting fields are accepted there and ignored.
//
// Errors are *core.ParseError values naming the field and offset,
// wrapping core.ErrSyntax, or core.ErrIllegalPosition for a well-formed
// FEN that cannot be played (a missing king, the side not to move in
// check).
func ParseFEN(fen string, r Rules) (Position, error) {
	const op = "makruk.ParseFEN"
	r = r.normal()
	f, err := notate.SplitFEN(op, fen, board8.Geometry, Alphabet, notate.FENOptions{MaxExtra: 1})
	if err != nil {
		return Position{}, err
	}
	p := Position{b: board8.NewBoard(spec), rules: r, halfmove: f.Halfmove, fullmove: f.Fullmove}
	for _, pl := range f.Board {
		if pl.Promoted && pl.Piece.Kind() != Met {
			return Position{}, f.Error(notate.FieldBoard, "only a met can be promoted (~)", core.ErrSyntax)
		}
		p.b.Put(pl.Piece, board8.Idx(pl.Square))
	}
	p.b.SetSide(f.Side)
	if f.Castling != "-" {
		return Position{}, f.Error(notate.FieldCastling, "makruk has no castling (MK-6): want -", core.ErrSyntax)
	}
	limit := 0
	if f.EnPassant != "-" {
		n, ok := notate.ParseUint(f.EnPassant)
		if !ok {
			return Position{}, f.Error(notate.FieldEnPassant, "makruk has no en passant (MK-7): want - or a counting limit", core.ErrSyntax)
		}
		limit = n
	}
	switch {
	case r.Counting == PlyCounting && len(f.Extra) > 0:
		return Position{}, f.Error(notate.FieldExtra, "the pychess rules write counting in the en-passant and half-move fields", core.ErrSyntax)
	case r.Counting == PlyCounting && limit > 0:
		// As Fairy-Stockfish reads it: a limit in the en-passant field
		// makes the half-move field the counting ply; the clock is then 0.
		p.count = p.plyCountFromFEN(f.Halfmove, limit)
		p.halfmove = 0
	case len(f.Extra) > 0:
		c, msg := parseCount(f.Extra[0])
		if msg != "" {
			return Position{}, f.Error(notate.FieldExtra, msg, core.ErrSyntax)
		}
		p.count = c
	}
	if msg := p.validate(); msg != "" {
		return Position{}, f.Error(notate.FieldBoard, msg, core.ErrIllegalPosition)
	}
	return p, nil
}

// parseCount reads the extension field "pb4/44".
func parseCount(f string) (Count, string) {
	const want = "want honour b or p, counter w or b, count/limit, as in pb4/44"
	if len(f) < 5 {
		return Count{}, want
	}
	var c Count
	switch f[0] {
	case 'b':
		c.Honour = BoardHonour
	case 'p':
		c.Honour = PiecesHonour
	default:
		return Count{}, want
	}
	switch f[1] {
	case 'w':
		c.Counter = core.White
	case 'b':
		c.Counter = core.Black
	default:
		return Count{}, want
	}
	num, lim, ok := strings.Cut(f[2:], "/")
	if !ok {
		return Count{}, want
	}
	var ok1, ok2 bool
	c.Count, ok1 = notate.ParseUint(num)
	c.Limit, ok2 = notate.ParseUint(lim)
	if !ok1 || !ok2 || c.Limit == 0 {
		return Count{}, want
	}
	return c, ""
}

// validate returns what makes the position unplayable, or "".
func (p *Position) validate() string {
	for _, c := range []core.Color{core.White, core.Black} {
		if n := p.b.Pieces(c, Khun).Count(); n != 1 {
			return c.String() + " must have exactly one khun (king), has " + strconv.Itoa(n)
		}
	}
	if p.b.InCheck(p.Side().Other()) {
		return "the side not to move is in check"
	}
	if p.count.Honour == PiecesHonour && p.rules.Counting == HonourCounting && p.b.ByColor(p.count.Counter).Count() != 1 {
		return "a pieces'-honour count needs the counter to have a lone khun"
	}
	return ""
}

// FEN returns the position in Fairy-Stockfish's FEN, with this package's
// counting field under Default while a count runs; see [ParseFEN].
func (p *Position) FEN() string { return string(p.AppendFEN(make([]byte, 0, 80))) }

// AppendFEN appends the FEN of the position to b.
func (p *Position) AppendFEN(b []byte) []byte {
	b = notate.AppendBoard(b, board8.Geometry, Alphabet, p.At, nil)
	ep, half := "-", p.halfmove
	if p.rules.Counting == PlyCounting && p.count.Running() {
		ep, half = strconv.Itoa(p.count.Limit), p.count.Count
	}
	b = notate.AppendFENTail(b, p.Side(), "-", ep, half, p.fullmove)
	if p.rules.Counting == HonourCounting && p.count.Running() {
		b = append(b, ' ', "bp"[p.count.Honour-BoardHonour], "wb"[p.count.Counter&1])
		b = strconv.AppendInt(b, int64(p.count.Count), 10)
		b = append(b, '/')
		b = strconv.AppendInt(b, int64(p.count.Limit), 10)
	}
	return b
}

// String returns the FEN.
func (p Position) String() string { return p.FEN() }

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
// case White), '.' for empty squares, Black at the top.
func (p *Position) Diagram() string {
	return string(notation.AppendPieceDiagram(nil, board8.Geometry, p.At, notation.Letters(Alphabet), "."))
}

// FigurineDiagram returns a text diagram with Unicode chess symbols, as
// Makruk diagrams are often printed: the khon as a bishop, the met as a
// queen.
func (p *Position) FigurineDiagram() string {
	return string(notation.AppendPieceDiagram(nil, board8.Geometry, p.At, notation.Figurine, "·"))
}
