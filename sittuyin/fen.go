package sittuyin

import (
	"strconv"
	"strings"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/board8"
	"github.com/chaturanga-go/chaturanga/notation"
)

// ParseFEN reads a position in Fairy-Stockfish's FEN for Sittuyin and
// returns it under rule set r (the zero Rules for [Default]).
//
// The fields are: the board with the hands in brackets after it
// ("8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KSSFRRNNkssfrrnn]": letters K F S N R
// P, upper case White, the hands' letters in any order, "[]" or no
// brackets for empty hands; a general may be written F~, Fairy-Stockfish's
// mark of a promoted piece, which changes nothing), the side to move (w or
// b), castling (always -), the en-passant field, the half-move clock and
// the move number. Only the board is required; missing fields take the
// values of a new game.
//
// During the setup phase the side field names the side that places next.
// Under [Default] that is all the all-White-then-all-Black order needs:
// the side to move places while it holds pieces and keeps the move until
// its hand is empty (ST-10), so the hands and the side field determine
// every later turn, and Default needs no field beyond Fairy-Stockfish's.
// After White's first placement, for example, Default's FEN is
// "8/8/4pppp/pppp4/4PPPP/PPPP3K/8/8[SSFRRNNkssfrrnn] w - - 0 1" where
// Fairy-Stockfish's order would give Black the move.
//
// With [Rules.Counting] (Pychess), as in Fairy-Stockfish, a number in the
// en-passant field is the counting limit in plies and the half-move field
// is then the count in plies: "4k3/3R4/2K5/8/8/8/8/8[] b - 32 33 1".
// Without it such a number is accepted and ignored.
//
// Errors are *core.ParseError values naming the field and offset,
// wrapping core.ErrSyntax, or core.ErrIllegalPosition for a well-formed
// FEN that cannot be played (a side without exactly one king on the board
// or in hand, more pieces in hand than a side starts with, the side not
// to move in check).
func ParseFEN(fen string, r Rules) (Position, error) {
	const op = "sittuyin.ParseFEN"
	r = r.normal()
	fail := func(field string, off int, msg string, err error) (Position, error) {
		return Position{}, &core.ParseError{Op: op, Input: fen, Field: field, Offset: off, Msg: msg, Err: err}
	}
	fields, offs := notation.Fields(fen)
	if len(fields) == 0 {
		return fail("board", 0, "empty FEN", core.ErrSyntax)
	}
	if len(fields) > 6 {
		return fail("", offs[6], "too many fields", core.ErrSyntax)
	}
	boardField, handField, handOff := fields[0], "", -1
	if i := strings.IndexByte(boardField, '['); i >= 0 {
		if !strings.HasSuffix(boardField, "]") || strings.IndexByte(boardField[i+1:], '[') >= 0 || strings.IndexByte(boardField[i+1:], ']') != len(boardField)-i-2 {
			return fail("hand", offs[0]+i, "want the hand in brackets after the board, as [KSSFRRNNkssfrrnn]", core.ErrSyntax)
		}
		boardField, handField, handOff = boardField[:i], boardField[i+1:len(boardField)-1], offs[0]+i+1
	} else if j := strings.IndexByte(boardField, ']'); j >= 0 {
		return fail("hand", offs[0]+j, "']' without '['", core.ErrSyntax)
	}
	placed, err := notation.ParseBoard(op, boardField, board8.Geometry, Alphabet)
	if err != nil {
		pe := err.(*core.ParseError)
		return fail("board", offs[0]+pe.Offset, pe.Msg, core.ErrSyntax)
	}
	p := Position{b: board8.NewBoard(spec), rules: r, fullmove: 1}
	for _, pl := range placed {
		if pl.Promoted && pl.Piece.Kind() != SitKe {
			return fail("board", offs[0], "only a sit-ke (F) can be promoted (~)", core.ErrSyntax)
		}
		p.b.Put(pl.Piece, board8.Idx(pl.Square))
	}
	if handField == "-" {
		handField = ""
	}
	for i := 0; i < len(handField); i++ {
		pc := Alphabet.Piece(handField[i])
		if pc == core.NoPiece || pc.Kind() == Ne {
			return fail("hand", handOff+i, "want hand letters K F S N R (upper case White), not "+strconv.QuoteRune(rune(handField[i])), core.ErrSyntax)
		}
		c, k := pc.Color(), pc.Kind()
		if p.hand[c][k] == handMax[k] {
			return fail("hand", handOff+i, c.String()+" holds more pieces of the kind "+pieceName(k)+" in hand than it starts with", core.ErrIllegalPosition)
		}
		n := p.hand[c][k]
		p.b.XorHash(handKeys[c][k][n] ^ handKeys[c][k][n+1])
		p.hand[c][k] = n + 1
		p.inHand[c]++
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
		return fail("castling", offs[2], "sittuyin has no castling (ST-3): want -", core.ErrSyntax)
	}
	limit := 0
	if ep := get(3, "-"); ep != "-" {
		n, ok := notation.ParseUint(ep)
		if !ok {
			return fail("en passant", offs[3], "sittuyin has no en passant (ST-8): want - or a counting limit", core.ErrSyntax)
		}
		limit = n
	}
	hm, ok := notation.ParseUint(get(4, "0"))
	if !ok {
		return fail("half-move clock", offs[min(4, len(offs)-1)], "want a number", core.ErrSyntax)
	}
	full, ok := notation.ParseUint(get(5, "1"))
	if !ok {
		return fail("move number", offs[min(5, len(offs)-1)], "want a number", core.ErrSyntax)
	}
	p.halfmove, p.fullmove = hm, max(full, 1)
	if r.Counting && limit > 0 {
		p.count = Count{Ply: hm, Limit: limit}
		p.halfmove = 0
	}
	if msg := p.validate(); msg != "" {
		return fail("board", offs[0], msg, core.ErrIllegalPosition)
	}
	return p, nil
}

// validate returns what makes the position unplayable, or "".
func (p *Position) validate() string {
	for _, c := range []core.Color{core.White, core.Black} {
		if n := p.b.Pieces(c, MinGyi).Count() + int(p.hand[c][MinGyi]); n != 1 {
			return c.String() + " must have exactly one min-gyi (king) on the board or in hand, has " + strconv.Itoa(n)
		}
	}
	// ST-10: under WhiteFirst a side may go on placing after a placement
	// that gave check; otherwise the side that just moved is never in
	// check.
	placing := p.rules.Setup == WhiteFirst && p.inHand[p.Side()] > 0
	if !placing && p.b.InCheck(p.Side().Other()) {
		return "the side not to move is in check"
	}
	return ""
}

// FEN returns the position in Fairy-Stockfish's FEN; see [ParseFEN].
func (p *Position) FEN() string { return string(p.AppendFEN(make([]byte, 0, 96))) }

// AppendFEN appends the FEN of the position to b.
func (p *Position) AppendFEN(b []byte) []byte {
	b = notation.AppendBoard(b, board8.Geometry, Alphabet, p.At, nil)
	b = append(b, '[')
	for c := range 2 {
		for _, k := range handOrder {
			for range p.hand[c][k] {
				b = append(b, Alphabet.PieceLetter(core.MakePiece(core.Color(c), k)))
			}
		}
	}
	b = append(b, ']')
	if p.Side() == core.White {
		b = append(b, " w - "...)
	} else {
		b = append(b, " b - "...)
	}
	half := p.halfmove
	if p.rules.Counting && p.count.Running() {
		b = strconv.AppendInt(b, int64(p.count.Limit), 10)
		half = p.count.Ply
	} else {
		b = append(b, '-')
	}
	b = append(b, ' ')
	b = strconv.AppendInt(b, int64(half), 10)
	b = append(b, ' ')
	return strconv.AppendInt(b, int64(p.fullmove), 10)
}

// String returns the FEN.
func (p Position) String() string { return p.FEN() }

// MarshalText implements encoding.TextMarshaler: the FEN.
func (p Position) MarshalText() ([]byte, error) { return p.AppendFEN(nil), nil }

// AppendText implements encoding.TextAppender: it appends the FEN.
func (p Position) AppendText(b []byte) ([]byte, error) { return p.AppendFEN(b), nil }

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
// case White: K min-gyi, F sit-ke, S sin, N myin, R yahhta, P ne), '.'
// for empty squares, rank 8 at the top and the files below. While the
// setup is on, two lines under the board list the pieces still in hand,
// in the FEN's order ("White hand: K S S F R R N N", "Black hand: k s",
// "-" for an empty hand).
func (p *Position) Diagram() string {
	return p.diagram(".", func(pc core.Piece) string { return string(Alphabet.PieceLetter(pc)) })
}

// FigurineDiagram returns a text diagram with Unicode chess symbols, as
// Sittuyin diagrams are often printed: the min-gyi as a king, the sit-ke
// as a queen, the sin as a bishop, the myin as a knight, the yahhta as a
// rook and the ne as a pawn (white symbols for White); '·' for empty
// squares. While the setup is on, the hands follow as in
// [Position.Diagram], in figurines.
func (p *Position) FigurineDiagram() string {
	return p.diagram("·", notation.Figurine)
}

func (p *Position) diagram(empty string, name func(core.Piece) string) string {
	b := notation.AppendDiagram(nil, board8.Geometry, func(sq core.Square) string {
		if pc := p.At(sq); pc != core.NoPiece {
			return name(pc)
		}
		return empty
	})
	if !p.InSetup() {
		return string(b)
	}
	for c := range core.Color(2) {
		if c == core.White {
			b = append(b, "White hand:"...)
		} else {
			b = append(b, "Black hand:"...)
		}
		if p.HandSize(c) == 0 {
			b = append(b, " -"...)
		}
		for _, k := range handOrder {
			for range p.hand[c][k] {
				b = append(b, ' ')
				b = append(b, name(core.MakePiece(c, k))...)
			}
		}
		b = append(b, '\n')
	}
	return string(b)
}
