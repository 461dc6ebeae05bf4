package shatar

import (
	"strconv"
	"strings"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/board8"
	"github.com/chaturanga-go/chaturanga/internal/notate"
	"github.com/chaturanga-go/chaturanga/internal/quote"
	"github.com/chaturanga-go/chaturanga/internal/ruletext"
	"github.com/chaturanga-go/chaturanga/notation"
)

// ParseFEN reads a position in Fairy-Stockfish's FEN for shatar, with this
// package's one extension field, and returns it under rule set r (the
// zero Rules is [Default]). r is validated first: an unknown rule set is an
// error wrapping core.ErrUnknown, a bad option value one wrapping
// core.ErrSyntax.
//
// The fields are: the board (letters K J B N R P for noyon, bers, temee,
// mori, tereg and khüü, upper case White; Fairy-Stockfish's mark of a
// promoted piece, "J~", is kept with the piece and written back by
// [Position.FEN] while the piece stays on the board), the side to move (w or
// b), castling (always -), en passant (always -), the half-move clock
// (plies since the last capture or khüü move, for the 50-move rule) and
// the move number, each of at most 18 digits. Only the board is required;
// missing fields take the values of a new game.
//
// The extension field shak=<sides> follows them, such as "shak=w" or
// "shak=wb": it names each side whose current series of checks has held a
// shak (SR-9) beyond what the board shows. The mate rule needs the
// history of checks, which Fairy-Stockfish's FEN does not carry: read
// without the field, a position knows only the check on the board (the
// side to move in check from a mori, tereg or bers is in a series with a
// shak), as Fairy-Stockfish knows from a bare FEN. [Position.FEN] writes
// the field only when the history says more, so Fairy-Stockfish's FENs
// read and write unchanged. A side named must be in check if it is to
// move.
//
// Errors are *core.ParseError values naming the field and offset,
// wrapping core.ErrSyntax, or core.ErrIllegalPosition for a well-formed
// FEN that cannot be played: a side without exactly one noyon, the side
// not to move in check, a khüü on its last rank (it would have become a
// bers, SR-7), a shak series for a side to move that is not in check.
func ParseFEN(fen string, r Rules) (Position, error) {
	const op = "shatar.ParseFEN"
	if err := r.Validate(); err != nil {
		return Position{}, err
	}
	r = r.normal()
	fail := func(field string, off int, msg string, err error) (Position, error) {
		return Position{}, &core.ParseError{Op: op, Input: fen, Field: field, Offset: off, Msg: msg, Err: err}
	}
	fs, offs := notate.Fields(fen)
	std := len(fs)
	for i := 1; i < len(fs); i++ {
		if strings.IndexByte(fs[i], '=') >= 0 {
			std = i
			break
		}
	}
	for i := std; i < len(fs); i++ {
		if strings.IndexByte(fs[i], '=') < 0 {
			return fail("extension", offs[i], "a standard field after an extension field", core.ErrSyntax)
		}
	}
	if std > notate.FieldExtra {
		return fail("extension", offs[notate.FieldExtra], "too many fields (want at most six, then extension fields such as shak=w)", core.ErrSyntax)
	}
	// The board, side, castling and en passant fields are the common FEN's;
	// the counters and the extension are read here.
	cut := len(fen)
	if n := min(std, notate.FieldHalfmove); n < len(fs) {
		cut = offs[n]
	}
	f, err := notate.SplitFEN(op, fen[:cut], board8.Geometry, alphabet, notate.FENOptions{})
	if err != nil {
		if pe, ok := err.(*core.ParseError); ok {
			pe.Input = fen
		}
		return Position{}, err
	}
	if f.Castling != "-" {
		return fail("castling", offs[notate.FieldCastling], "shatar has no castling (SR-2): want -", core.ErrSyntax)
	}
	if f.EnPassant != "-" {
		return fail("en passant", offs[notate.FieldEnPassant], "shatar has no en passant (SR-7): want -", core.ErrSyntax)
	}
	p := Position{b: board8.NewBoard(spec), rules: r, fullmove: 1}
	if std > notate.FieldHalfmove {
		n, ok := notate.ParseUint(fs[notate.FieldHalfmove])
		if !ok {
			return fail("half-move clock", offs[notate.FieldHalfmove], "want a number of at most 18 digits", core.ErrSyntax)
		}
		p.halfmove = int64(n)
	}
	if std > notate.FieldFullmove {
		n, ok := notate.ParseUint(fs[notate.FieldFullmove])
		if !ok {
			return fail("move number", offs[notate.FieldFullmove], "want a number of at most 18 digits", core.ErrSyntax)
		}
		p.fullmove = max(int64(n), 1)
	}
	var named uint8
	shakOff := -1
	for i := std; i < len(fs); i++ {
		name, val, _ := strings.Cut(fs[i], "=")
		if name != "shak" {
			return fail("extension", offs[i], "unknown extension field "+quote.Input(name)+" (want shak=)", core.ErrSyntax)
		}
		if shakOff >= 0 {
			return fail("extension", offs[i], "shak= given twice", core.ErrSyntax)
		}
		shakOff = offs[i]
		if val == "" {
			return fail("extension", offs[i]+5, "want the sides after shak=, w, b or wb", core.ErrSyntax)
		}
		for j := 0; j < len(val); j++ {
			var bit uint8
			switch val[j] {
			case 'w':
				bit = 1 << core.White
			case 'b':
				bit = 1 << core.Black
			default:
				return fail("extension", offs[i]+5+j, "want w or b after shak=", core.ErrSyntax)
			}
			if named&bit != 0 {
				return fail("extension", offs[i]+5+j, "a side named twice in shak=", core.ErrSyntax)
			}
			named |= bit
		}
	}
	for _, pl := range f.Board {
		p.b.Put(pl.Piece, board8.Idx(pl.Square))
		if pl.Promoted {
			p.marks |= board8.Bit(board8.Idx(pl.Square))
		}
	}
	p.b.SetSide(f.Side)
	if msg := p.validate(); msg != "" {
		return fail("board", 0, msg, core.ErrIllegalPosition)
	}
	us := p.Side()
	if named&(1<<us) != 0 && !p.InCheck() {
		return fail("extension", shakOff, us.String()+" is to move and not in check, so has no series of checks (SR-9)", core.ErrIllegalPosition)
	}
	p.shak = named
	if p.shakCheckers(us) != 0 {
		p.shak |= 1 << us
	}
	return p, nil
}

// validate returns what makes the position unplayable, or "".
func (p *Position) validate() string {
	for _, c := range []core.Color{core.White, core.Black} {
		if n := p.b.Pieces(c, Noyon).Count(); n != 1 {
			return c.String() + " must have exactly one noyon (king), has " + strconv.Itoa(n)
		}
	}
	if k := p.b.Pieces(core.White, Khuu) & board8.RankMask(7); k != 0 {
		return "a white khüü on " + board8.Sq(k.First()).String() + ", its last rank (it becomes a bers there, SR-7)"
	}
	if k := p.b.Pieces(core.Black, Khuu) & board8.RankMask(0); k != 0 {
		return "a black khüü on " + board8.Sq(k.First()).String() + ", its last rank (it becomes a bers there, SR-7)"
	}
	if p.b.InCheck(p.Side().Other()) {
		return "the side not to move is in check"
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

// FEN returns the position in Fairy-Stockfish's FEN, with the shak=
// extension field when the history of checks says more than the board
// (see [ParseFEN]).
func (p *Position) FEN() string { return string(p.AppendFEN(make([]byte, 0, 80))) }

// AppendFEN appends the FEN of the position to b.
func (p *Position) AppendFEN(b []byte) []byte {
	b = notate.AppendBoard(b, board8.Geometry, alphabet, p.At, p.marked())
	if p.Side() == core.Black {
		b = append(b, " b - - "...)
	} else {
		b = append(b, " w - - "...)
	}
	b = strconv.AppendInt(b, int64(p.HalfmoveClock()), 10)
	b = append(b, ' ')
	b = strconv.AppendInt(b, int64(p.FullmoveNumber()), 10)
	var shown uint8 // what a bare FEN tells of the shak series
	if us := p.Side(); p.shakCheckers(us) != 0 {
		shown = 1 << us
	}
	if p.shak != shown {
		b = append(b, " shak="...)
		if p.shak&(1<<core.White) != 0 {
			b = append(b, 'w')
		}
		if p.shak&(1<<core.Black) != 0 {
			b = append(b, 'b')
		}
	}
	return b
}

// String returns the FEN.
func (p Position) String() string { return p.FEN() }

// AppendText implements encoding.TextAppender: the rule set as
// [Rules.String] writes it, '|', and the FEN, such as
// "default|rnbjkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBJKBNR w - - 0 1".
func (p Position) AppendText(b []byte) ([]byte, error) {
	b, _ = p.Rules().AppendText(b)
	b = append(b, '|')
	return p.AppendFEN(b), nil
}

// MarshalText implements encoding.TextMarshaler; see
// [Position.AppendText]. A Position marshals to JSON as this string.
func (p Position) MarshalText() ([]byte, error) { return p.AppendText(nil) }

// UnmarshalText implements encoding.TextUnmarshaler. It reads what
// MarshalText writes, "<rules>|<FEN>", or a bare FEN (no '|') under the
// position's current rule set (Default for a zero Position). On error p is
// unchanged.
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
// case White: K noyon, J bers, B temee, N mori, R tereg, P khüü), '.' for
// empty squares, rank 8 at the top and the files below.
func (p *Position) Diagram() string {
	return string(notation.AppendPieceDiagram(nil, board8.Geometry, p.At, notation.Letters(alphabet), "."))
}

// isZeroText reports whether text is the zero Position's text form.
func isZeroText(text []byte) bool {
	var zero Position
	b, _ := zero.AppendText(make([]byte, 0, 64))
	return string(text) == string(b)
}
