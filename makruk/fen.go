package makruk

import (
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
	fail := func(field string, off int, msg string, err error) (Position, error) {
		return Position{}, &core.ParseError{Op: op, Input: fen, Field: field, Offset: off, Msg: msg, Err: err}
	}
	fields, offs := notation.Fields(fen)
	if len(fields) == 0 {
		return fail("board", 0, "empty FEN", core.ErrSyntax)
	}
	if len(fields) > 7 {
		return fail("", offs[7], "too many fields", core.ErrSyntax)
	}
	placed, err := notation.ParseBoard(op, fields[0], board8.Geometry, Alphabet)
	if err != nil {
		pe := err.(*core.ParseError)
		return fail("board", offs[0]+pe.Offset, pe.Msg, core.ErrSyntax)
	}
	p := Position{b: board8.NewBoard(spec), rules: r, fullmove: 1}
	for _, pl := range placed {
		if pl.Promoted && pl.Piece.Kind() != Met {
			return fail("board", offs[0], "only a met can be promoted (~)", core.ErrSyntax)
		}
		p.b.Put(pl.Piece, board8.Idx(pl.Square))
	}
	get := func(i int, def string) string {
		if i < len(fields) {
			return fields[i]
		}
		return def
	}
	switch get(1, "w") {
	case "w":
	case "b":
		p.b.SetSide(core.Black)
	default:
		return fail("side to move", offs[1], "want w or b", core.ErrSyntax)
	}
	if c := get(2, "-"); c != "-" {
		return fail("castling", offs[2], "makruk has no castling (MK-6): want -", core.ErrSyntax)
	}
	ep, half := get(3, "-"), get(4, "0")
	limit := -1
	if ep != "-" {
		n, ok := notation.ParseUint(ep)
		if !ok {
			return fail("en passant", offs[3], "makruk has no en passant (MK-7): want - or a counting limit", core.ErrSyntax)
		}
		limit = n
	}
	hm, ok := notation.ParseUint(half)
	if !ok {
		return fail("half-move clock", offsetOf(offs, 4, fen), "want a number", core.ErrSyntax)
	}
	full, ok := notation.ParseUint(get(5, "1"))
	if !ok {
		return fail("move number", offsetOf(offs, 5, fen), "want a number", core.ErrSyntax)
	}
	p.halfmove, p.fullmove = hm, max(full, 1)
	if r.Counting == PlyCounting {
		if len(fields) > 6 {
			return fail("count", offs[6], "the pychess rules write counting in the en-passant and half-move fields", core.ErrSyntax)
		}
		// As Fairy-Stockfish reads it: a limit in the en-passant field
		// makes the half-move field the counting ply; the clock is then 0.
		if limit > 0 {
			p.count = p.plyCountFromFEN(hm, limit)
			p.halfmove = 0
		}
	} else if len(fields) > 6 {
		c, msg := parseCount(fields[6])
		if msg != "" {
			return fail("count", offs[6], msg, core.ErrSyntax)
		}
		p.count = c
	}
	if err := p.validate(); err != "" {
		return fail("board", offs[0], err, core.ErrIllegalPosition)
	}
	return p, nil
}

func offsetOf(offs []int, i int, s string) int {
	if i < len(offs) {
		return offs[i]
	}
	return len(s)
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
	c.Count, ok1 = notation.ParseUint(num)
	c.Limit, ok2 = notation.ParseUint(lim)
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
	b = notation.AppendBoard(b, board8.Geometry, Alphabet, p.At, nil)
	if p.Side() == core.White {
		b = append(b, " w - "...)
	} else {
		b = append(b, " b - "...)
	}
	half := p.halfmove
	if p.rules.Counting == PlyCounting && p.count.Running() {
		b = strconv.AppendInt(b, int64(p.count.Limit), 10)
		half = p.count.Count
	} else {
		b = append(b, '-')
	}
	b = append(b, ' ')
	b = strconv.AppendInt(b, int64(half), 10)
	b = append(b, ' ')
	b = strconv.AppendInt(b, int64(p.fullmove), 10)
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
	return string(notation.AppendDiagram(nil, board8.Geometry, func(sq core.Square) string {
		if pc := p.At(sq); pc != core.NoPiece {
			return string(Alphabet.PieceLetter(pc))
		}
		return "."
	}))
}

// FigurineDiagram returns a text diagram with Unicode chess symbols, as
// Makruk diagrams are often printed: the khon as a bishop, the met as a
// queen.
func (p *Position) FigurineDiagram() string {
	return string(notation.AppendDiagram(nil, board8.Geometry, func(sq core.Square) string {
		if pc := p.At(sq); pc != core.NoPiece {
			return notation.Figurine(pc)
		}
		return "·"
	}))
}
