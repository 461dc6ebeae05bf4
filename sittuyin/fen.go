package sittuyin

import (
	"strconv"
	"strings"

	"github.com/chaturanga-go/chaturanga/internal/notate"
	"github.com/chaturanga-go/chaturanga/internal/quote"
	"github.com/chaturanga-go/chaturanga/internal/ruletext"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/board8"
	"github.com/chaturanga-go/chaturanga/notation"
)

// ParseFEN reads a position in Fairy-Stockfish's FEN for Sittuyin and
// returns it under rule set r (the zero Rules for [Default]). r is checked
// first: an invalid one gives [Rules.Validate]'s error.
//
// The fields are: the board with the hands in brackets after it
// ("8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KSSFRRNNkssfrrnn]": letters K F S N R
// P, upper case White, the hands' letters in any order, "[]" or no
// brackets for empty hands; a sit-ke may be written F~, Fairy-Stockfish's
// mark of a promoted piece, which counts it as a promoted ne, and is kept
// with the piece and written back by [Position.FEN] while the piece stays
// on the board), the side to move (w or b), castling (always -), the en-passant
// field, the half-move clock and the move number (each counter up to 18
// digits). Only the board is required; missing fields take the values of
// a new game.
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
// Without it such a number is accepted and ignored. While a count runs,
// Fairy-Stockfish's FEN has no room for the half-move clock of the
// 50-move rule, and reads it as 0; this package's own text form
// ([Position.MarshalText]) keeps it in an extension field after the move
// number, "clock=12", which ParseFEN reads (and accepts only while a
// count runs). [Position.FEN] never writes it.
//
// A ne may stand on any square: Sittuyin never promotes on arrival (a
// promotion is a move of its own, ST-14), and a ne that has passed its
// promotion square may reach the last rank (ST-15), so no rank is barred
// to it.
//
// Errors are *core.ParseError values naming the field and offset,
// wrapping core.ErrSyntax, or core.ErrIllegalPosition for a well-formed
// FEN that cannot be played: a side without exactly one min-gyi on the
// board or in hand; more pieces of a kind on the board and in hand than a
// side's army has (ST-9: one min-gyi, one sit-ke, two sins, two myins,
// two yahhtas, eight nes, a sit-ke beyond the first counting as the ne it
// was promoted from, and one in hand or marked F~ making every sit-ke on
// the board, or that one, a promoted ne); the side not to move in check.
func ParseFEN(fen string, r Rules) (Position, error) {
	const op = "sittuyin.ParseFEN"
	if err := r.Validate(); err != nil {
		return Position{}, err
	}
	r = r.normal()
	f, err := notate.SplitFEN(op, fen, board8.Geometry, alphabet, notate.FENOptions{Hand: true, MaxExtra: 1, NamedExtra: true})
	if err != nil {
		return Position{}, err
	}
	p := Position{b: board8.NewBoard(spec), rules: r, halfmove: f.Halfmove, fullmove: f.Fullmove}
	var marked [2]int // sit-kes marked promoted
	for _, pl := range f.Board {
		if pl.Promoted {
			if pl.Piece.Kind() != SitKe {
				return Position{}, f.Error(notate.FieldBoard, "only a sit-ke (F) can be promoted (~): "+pieceNames[pl.Piece.Kind()]+" on "+pl.Square.String(), core.ErrSyntax)
			}
			marked[pl.Piece.Color()&1]++
			p.marks |= board8.Bit(board8.Idx(pl.Square))
		}
		p.b.Put(pl.Piece, board8.Idx(pl.Square))
	}
	hand := f.Hand
	if hand == "-" {
		hand = ""
	}
	for i := 0; i < len(hand); i++ {
		pc := alphabet.Piece(hand[i])
		if pc == core.NoPiece || pc.Kind() == Ne {
			return Position{}, f.ErrorAt(notate.FieldHand, i, "want hand letters K F S N R (upper case White), not "+quote.RuneAt(hand, i), core.ErrSyntax)
		}
		c, k := pc.Color(), pc.Kind()
		if p.hand[c][k] == handMax[k] {
			return Position{}, f.ErrorAt(notate.FieldHand, i, c.String()+" holds more than "+strconv.Itoa(int(handMax[k]))+" "+plural(k, int(handMax[k]))+" in hand, more than its army has (ST-9)", core.ErrIllegalPosition)
		}
		n := p.hand[c][k]
		p.b.XorHash(handKeys[c][k][n] ^ handKeys[c][k][n+1])
		p.hand[c][k] = n + 1
		p.inHand[c]++
	}
	if msg, inHand := p.army(marked); msg != "" {
		field := notate.FieldBoard
		if inHand {
			field = notate.FieldHand
		}
		return Position{}, f.Error(field, msg, core.ErrIllegalPosition)
	}
	p.b.SetSide(f.Side)
	if f.Castling != "-" {
		return Position{}, f.Error(notate.FieldCastling, "sittuyin has no castling (ST-3): want -", core.ErrSyntax)
	}
	limit := 0
	if f.EnPassant != "-" {
		n, ok := notate.ParseUint(f.EnPassant)
		if !ok {
			return Position{}, f.Error(notate.FieldEnPassant, "sittuyin has no en passant (ST-8): want - or a counting limit", core.ErrSyntax)
		}
		limit = n
	}
	if r.Counting && limit > 0 {
		p.count = plyCount{ply: f.Halfmove, limit: limit}
		p.halfmove = 0
	}
	for i, x := range f.Extra {
		name, v, _ := strings.Cut(x, "=")
		if name != "clock" {
			return Position{}, f.Error(notate.FieldExtra+i, "unknown extension field "+quote.Input(name)+" (want clock=N)", core.ErrSyntax)
		}
		n, ok := notate.ParseUint(v)
		switch {
		case !ok:
			return Position{}, f.Error(notate.FieldExtra+i, "want clock=N, N a number of at most 18 digits", core.ErrSyntax)
		case !p.count.running():
			return Position{}, f.Error(notate.FieldExtra+i, "clock= is written only while a count runs (else the half-move field is the clock)", core.ErrSyntax)
		}
		p.halfmove = n
	}
	if msg := p.validate(); msg != "" {
		return Position{}, f.Error(notate.FieldBoard, msg, core.ErrIllegalPosition)
	}
	return p, nil
}

// army returns what makes the pieces on the board and in hand more than
// the two armies (ST-9), or "", and whether the hand is involved. marked
// counts each side's sit-kes marked promoted (F~).
func (p *Position) army(marked [2]int) (msg string, inHand bool) {
	for c := core.White; c <= core.Black; c++ {
		for _, k := range [...]core.Kind{MinGyi, Sin, Myin, Yahhta} {
			on, held := p.b.Pieces(c, k), int(p.hand[c][k])
			if n := on.Count() + held; n > int(handMax[k]) {
				return c.String() + " has " + strconv.Itoa(n) + " " + plural(k, n) + where(on, held) + ", more than its army's " + strconv.Itoa(int(handMax[k])) + " (ST-9)", held > 0
			}
		}
		// The sit-kes beyond the army's one are promoted nes; with the
		// original in hand, every one on the board is.
		on, held := p.b.Pieces(c, SitKe), int(p.hand[c][SitKe])
		promoted := max(marked[c], on.Count()-(1-held))
		nes := p.b.Pieces(c, Ne)
		if n := nes.Count() + promoted; n > 8 {
			return c.String() + " has " + strconv.Itoa(nes.Count()) + " " + plural(Ne, nes.Count()) + where(nes, 0) + " and " + strconv.Itoa(promoted) + " promoted " + plural(SitKe, promoted) + where(on, held) + ": more than its army's 8 nes (ST-9; a sit-ke beyond the first is a promoted ne)", held > 0
		}
	}
	return "", false
}

// where lists the squares of bb and the pieces held: " (a1 h1, 1 in
// hand)".
func where(bb board8.Bitboard, held int) string {
	b := []byte(" (")
	for bb != 0 {
		if len(b) > 2 {
			b = append(b, ' ')
		}
		b = board8.Sq(bb.PopFirst()).AppendTo(b)
	}
	if held > 0 {
		if len(b) > 2 {
			b = append(b, ", "...)
		}
		b = strconv.AppendInt(b, int64(held), 10)
		b = append(b, " in hand"...)
	}
	if len(b) == 2 {
		return ""
	}
	return string(append(b, ')'))
}

// plural returns the name of kind k for n pieces: "yahhta", "yahhtas".
func plural(k core.Kind, n int) string {
	if n == 1 {
		return pieceNames[k]
	}
	return pieceNames[k] + "s"
}

// validate returns what makes the position unplayable, or "".
func (p *Position) validate() string {
	for _, c := range []core.Color{core.White, core.Black} {
		if n := p.b.Pieces(c, MinGyi).Count() + int(p.hand[c][MinGyi]); n != 1 {
			return c.String() + " must have exactly one min-gyi on the board or in hand, has " + strconv.Itoa(n)
		}
	}
	// ST-10: under WhiteFirst a side may go on placing after a placement
	// that gave check; otherwise the side that just moved is never in
	// check.
	placing := p.rules.Setup == WhiteFirst && p.inHand[p.Side()] > 0
	if !placing && p.b.InCheck(p.Side().Other()) {
		return "the side not to move is in check (its min-gyi on " + board8.Sq(p.b.King(p.Side().Other())).String() + " is attacked)"
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
func (p *Position) FEN() string { return string(p.AppendFEN(make([]byte, 0, 96))) }

// AppendFEN appends the FEN of the position to b.
func (p *Position) AppendFEN(b []byte) []byte {
	b = notate.AppendBoard(b, board8.Geometry, alphabet, p.At, p.marked())
	b = append(b, '[')
	for c := range 2 {
		for _, k := range handOrder {
			for range p.hand[c][k] {
				b = append(b, alphabet.PieceLetter(core.MakePiece(core.Color(c), k)))
			}
		}
	}
	b = append(b, ']')
	ep, half := "-", p.halfmove
	if p.rules.Counting && p.count.running() {
		ep, half = strconv.Itoa(p.count.limit), p.count.ply
	}
	return notate.AppendFENTail(b, p.Side(), "-", ep, half, max(p.fullmove, 1)) // saturated
}

// String returns the FEN.
func (p Position) String() string { return p.FEN() }

// AppendText implements encoding.TextAppender: it appends the position's
// text form, the rule set as [Rules.String] writes it, '|' and the FEN:
// "pychess|4k3/3R4/2K5/8/8/8/8/8[] b - 32 33 1". Unlike the FEN alone it
// carries everything [Position.UnmarshalText] needs to rebuild the
// position (the hands, the count and the rules that read them), so
// positions keep their rules through text and JSON. While a count runs it
// adds the half-move clock the FEN leaves out, as the extension field
// "clock=N" (see [ParseFEN]), when the clock is not 0.
func (p Position) AppendText(b []byte) ([]byte, error) {
	b = append(b, p.rules.String()...)
	b = append(b, '|')
	b = p.AppendFEN(b)
	if p.rules.Counting && p.count.running() && p.halfmove != 0 {
		b = append(b, " clock="...)
		b = strconv.AppendInt(b, int64(p.HalfmoveClock()), 10)
	}
	return b, nil
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
// case White: K min-gyi, F sit-ke, S sin, N myin, R yahhta, P ne), '.'
// for empty squares, rank 8 at the top and the files below. While the
// setup is on, two lines under the board list the pieces still in hand,
// in the FEN's order ("White hand: K S S F R R N N", "Black hand: k s",
// "-" for an empty hand).
func (p *Position) Diagram() string {
	return p.diagram(".", notation.Letters(alphabet))
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
	b := notation.AppendPieceDiagram(nil, board8.Geometry, p.At, name, empty)
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

// isZeroText reports whether text is the zero Position's text form.
func isZeroText(text []byte) bool {
	var zero Position
	b, _ := zero.AppendText(make([]byte, 0, 64))
	return string(text) == string(b)
}
