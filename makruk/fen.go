package makruk

import (
	"github.com/chaturanga-go/chaturanga/internal/notate"
	"github.com/chaturanga-go/chaturanga/internal/ruletext"
	"strconv"
	"strings"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/board8"
	"github.com/chaturanga-go/chaturanga/notation"
)

// ParseFEN reads a position in Fairy-Stockfish's FEN for Makruk and
// returns it under rule set r.
//
// The fields are: the board (letters K M S N R P, upper case White, or
// those of r's Army, see [Rules.Alphabet]; a piece a bia promotes to may
// be written with ~, as M~, Fairy-Stockfish's mark of a promoted piece,
// which the position keeps with the piece and [Position.FEN] writes back
// while the piece stays on the board), the side to move (w or b), castling (-, or
// the gate squares under FirstMoves, below), the en-passant field, the
// half-move clock and the move number. Only the board is required; missing fields take the values of a
// new game.
//
// Under [Pychess] (PlyCounting), [Cambodian] and [KarOuk]
// (CambodianCounting), and [ASEAN] (ASEANCounting), as in
// Fairy-Stockfish, a number in the en-passant field is the counting limit
// in plies and the half-move field is then the count in plies:
// "8/3k4/6M1/2K1S3/8/8/8/8 b - 88 8 1" (the half-move clock then reads
// as 0, as there).
//
// Under [Default] (HonourCounting) a running count is written in a
// seventh field, this package's extension: the honour ('b' board, 'p'
// pieces), the counter ('w' or 'b'), the count, '/', the limit, as in
// "8/3k4/6M1/2K1S3/8/8/8/8 b - - 0 1 pb4/44" (see [Count] for what the
// numbers mean). A FEN without it has no count running (a pieces' honour
// that MK-13 calls for starts after the next move); Fairy-Stockfish's
// counting fields are accepted there and ignored.
//
// Under [Rules.FirstMoves] (Cambodian, KarOuk) the castling field holds
// the gate squares, "DEde" or "-" (OC-1), and under [Rules.FirstCheck]
// (KarOuk) the checks each side still has to give follow the en-passant
// field, "1+1" (KO-2): "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde
// - 1+1 0 1"; both read as Fairy-Stockfish reads them (see the package
// doc). Under [CambodianCounting] a limit above 126 reads as 126 (OC-5)
// and the side not to move may be in check, as Fairy-Stockfish takes it:
// the side to move may then take the khun, which ends the game (see
// [Position.Outcome]), and the finished position, whose side to move has
// no khun, reads back from its FEN under these rules. A side without a
// khun is read only so: it is the side to move, the other has its khun,
// and the half-move clock is 0, as the capture left it (unless a count
// runs, whose count the field holds instead); any other kingless FEN is
// refused ("rnsm1snr/8/pppppppp/8/8/PPPPPPPP/3S4/RN1KMSNR b DEde - 1 1",
// whose clock says no capture was just made).
//
// r is validated first ([Rules.Validate]); its errors wrap core.ErrUnknown
// or core.ErrSyntax. Other errors are *core.ParseError values naming the
// field and offset, wrapping core.ErrSyntax, or core.ErrIllegalPosition
// for a well-formed FEN that play cannot reach: a side without exactly
// one khun, the side not to move in check, a bia on or past its promotion
// rank (it would have promoted on arrival, MK-8, AS-2, AW-2), or a count
// that the rules cannot produce (a limit not in the rule's table, a count
// past its limit or before its start, a count while a bia is on the board
// (but for the Cambodian board's honour, OC-5), a board's honour beside a
// lone khun; under Fairy-Stockfish's countings, a limit or count they
// cannot reach: an ASEAN limit other than 32, 88 or 128, with no bare
// khun, or longer than the stronger side's material allows).
func ParseFEN(fen string, r Rules) (Position, error) {
	const op = "makruk.ParseFEN"
	if err := r.Validate(); err != nil {
		return Position{}, err
	}
	r = r.normal()
	if r.FirstCheck {
		return parseFirstCheckFEN(op, fen, r)
	}
	f, err := notate.SplitFEN(op, fen, board8.Geometry, r.army().alphabet, notate.FENOptions{MaxExtra: 1})
	if err != nil {
		return Position{}, err
	}
	p := Position{b: board8.NewBoard(r.spec()), rules: r, halfmove: f.Halfmove, fullmove: f.Fullmove}
	for _, pl := range f.Board {
		if pl.Promoted {
			if !p.promotable(pl.Piece.Kind()) {
				return Position{}, f.Error(notate.FieldBoard, "only a piece a bia becomes can be promoted (~)", core.ErrSyntax)
			}
			p.marks |= board8.Bit(board8.Idx(pl.Square))
		}
		p.b.Put(pl.Piece, board8.Idx(pl.Square))
	}
	p.b.SetSide(f.Side)
	if r.FirstMoves {
		if err := p.readGates(f); err != nil {
			return Position{}, err
		}
	} else if f.Castling != "-" {
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
	if r.Counting == CambodianCounting {
		limit = min(limit, cambodianMaxLimit) // OC-5: as Fairy-Stockfish reads it
	}
	switch {
	case r.Counting != HonourCounting && len(f.Extra) > 0:
		return Position{}, f.Error(notate.FieldExtra, "the "+r.Counting.String()+" counting is written in the en-passant and half-move fields", core.ErrSyntax)
	case r.Counting != HonourCounting && limit > 0:
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
	if msg := p.validateCount(); msg != "" && !p.khunTaken() { // a finished game's count is what play left
		field := notate.FieldExtra
		if r.Counting != HonourCounting {
			field = notate.FieldEnPassant
		}
		return Position{}, f.Error(field, msg, core.ErrIllegalPosition)
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
	if !ok1 || !ok2 {
		return Count{}, want
	}
	return c, ""
}

// validate returns what makes the position unplayable, or "".
func (p *Position) validate() string {
	for _, c := range []core.Color{core.White, core.Black} {
		n := p.b.Pieces(c, Khun).Count()
		if n == 0 && c == p.Side() && p.readsUnguardedKhun() && p.b.Pieces(c.Other(), Khun).Count() == 1 {
			// Its khun was taken: the game is over (see readsUnguardedKhun).
			// The capture resets the half-move clock, so the side stands so
			// only with the clock at 0 (or a count running, which the FEN
			// writes there instead).
			if p.halfmove != 0 {
				return p.SideName(c) + " has no khun: a side stands without one only right after the capture of its khun, which ends the game and resets the half-move clock (OC-5), here " + strconv.Itoa(p.HalfmoveClock())
			}
			continue
		}
		if n != 1 {
			return p.SideName(c) + " must have exactly one khun, has " + strconv.Itoa(n)
		}
	}
	if p.b.InCheck(p.Side().Other()) && !p.readsUnguardedKhun() {
		return "the side not to move (" + p.SideName(p.Side().Other()) + ") is in check"
	}
	// MK-8: a bia arriving on the sixth rank (third for Black) or beyond
	// becomes a met at once, so none stands there.
	for _, c := range []core.Color{core.White, core.Black} {
		if bad := p.b.Pieces(c, Bia) & p.b.Spec().PromoZone[c]; bad != 0 {
			return "a " + p.SideName(c) + " bia on " + board8.Sq(bad.First()).String() + " stands on or past its promotion rank; it would have " + p.promotionWords() + " on arrival (" + p.promotionRule() + ")"
		}
	}
	return ""
}

// piecesLimits are the limits of the pieces' honour (MK-13).
var piecesLimits = [...]int{8, 16, 22, 32, 44, 64}

func isPiecesLimit(n int) bool {
	for _, l := range piecesLimits {
		if l == n {
			return true
		}
	}
	return false
}

// validateCount returns what makes the counting state one that play
// cannot reach under the position's rules, or "".
func (p *Position) validateCount() string {
	c := p.count
	if !c.Running() {
		return ""
	}
	if p.rules.Counting == CambodianCounting {
		return p.validateCambodianCount()
	}
	itoa := strconv.Itoa
	white, black := p.b.ByColor(core.White).Count(), p.b.ByColor(core.Black).Count()
	n := white + black
	if bia := p.b.ByKind(Bia); bia != 0 {
		return "no count runs while a bia is on the board (MK-12, MK-13), and one stands on " + board8.Sq(bia.First()).String()
	}
	lone := c.Honour == PiecesHonour && (white == 1) != (black == 1)
	if p.rules.Counting == ASEANCounting {
		return p.validateASEANCount()
	}
	if p.rules.Counting == PlyCounting {
		// Fairy-Stockfish's counts: limits twice MK-13's moves, the
		// board's honour 128 plies from 0, the pieces' honour from twice
		// the pieces on the board (one less when the lone khun took the
		// last bia), one more each ply.
		switch {
		case c.Limit%2 != 0 || !isPiecesLimit(c.Limit/2):
			return "counting limit " + itoa(c.Limit) + " is not one Fairy-Stockfish sets (16, 32, 44, 64, 88 or 128 plies: twice the moves of MK-12 and MK-13)"
		case c.Honour == BoardHonour && c.Limit != 128:
			return "counting limit " + itoa(c.Limit) + " with no lone khun on the board: the board's honour (MK-12) has 128 plies"
		case c.Honour == PiecesHonour && c.Count < max(5, 2*n-1):
			return "counting ply " + itoa(c.Count) + " with a lone khun and " + itoa(n) + " pieces on the board: Fairy-Stockfish starts the pieces' honour at twice the pieces (MK-14) and counts on, so the ply is at least " + itoa(max(5, 2*n-1))
		case lone && c.Limit > 2*p.piecesLimit(c.Counter.Other()):
			return "counting limit " + itoa(c.Limit) + " is longer than the stronger side's material allows (" + itoa(2*p.piecesLimit(c.Counter.Other())) + " plies, MK-13); material only shrinks once the count runs"
		}
		return ""
	}
	switch c.Honour {
	case BoardHonour:
		switch {
		case c.Limit != 64:
			return "a board's-honour count has the limit 64 (MK-12), not " + itoa(c.Limit)
		case c.Count > 64:
			return "board's-honour count " + itoa(c.Count) + " is past its limit 64 (MK-12, MK-15)"
		case c.Count == 0 && p.Side() != c.Counter:
			return "a board's-honour count at 0 was just started by its counter (" + p.SideName(c.Counter) + "), who is to move (MK-12)"
		case (white == 1) != (black == 1):
			return "a board's-honour count beside a lone khun: the pieces' honour replaces it at once (MK-13)"
		}
	case PiecesHonour:
		lo := max(3, min(n, c.Limit+1))
		switch {
		case !isPiecesLimit(c.Limit):
			return "pieces'-honour limit " + itoa(c.Limit) + " is not in the table of MK-13 (8, 16, 22, 32, 44, 64)"
		case p.b.ByColor(c.Counter).Count() != 1:
			return "a pieces'-honour count needs the counter (" + p.SideName(c.Counter) + ") to have a lone khun (MK-13)"
		case c.Count > c.Limit+1:
			return "pieces'-honour count " + itoa(c.Count) + " is past its limit " + itoa(c.Limit) + " by more than one (MK-15, MK-16)"
		case c.Count < lo:
			return "pieces'-honour count " + itoa(c.Count) + " is below where it starts: the number of pieces on the board (MK-14), " + itoa(lo) + " here, and it only grows"
		case lone && c.Limit > p.piecesLimit(c.Counter.Other()):
			return "pieces'-honour limit " + itoa(c.Limit) + " is longer than the stronger side's material allows (" + itoa(p.piecesLimit(c.Counter.Other())) + ", MK-13); material only shrinks once the count runs"
		}
	default:
		return "no such honour"
	}
	return ""
}

// FEN returns the position in Fairy-Stockfish's FEN, with this package's
// counting field under Default while a count runs; see [ParseFEN]. The
// rules are not part of it: read it back with ParseFEN under the same
// rules, or keep the rules with it ([Position.MarshalText]).
func (p *Position) FEN() string { return string(p.AppendFEN(make([]byte, 0, 80))) }

// AppendFEN appends the FEN of the position to b.
func (p *Position) AppendFEN(b []byte) []byte {
	b = notate.AppendBoard(b, board8.Geometry, p.army().alphabet, p.At, p.marked())
	castling, ep := "-", "-"
	if p.rules.Counting != HonourCounting && p.count.Running() {
		ep = strconv.Itoa(p.count.Limit)
	}
	if p.rules.FirstMoves {
		castling = p.gatesText()
	}
	if p.rules.FirstCheck {
		ep += " " + p.checksText()
	}
	b = notate.AppendFENTail(b, p.Side(), castling, ep, p.HalfmoveClock(), p.FullmoveNumber())
	if p.rules.Counting == HonourCounting && p.count.Running() {
		b = append(b, ' ', "bp"[(p.count.Honour-BoardHonour)&1], "wb"[p.count.Counter&1])
		b = strconv.AppendInt(b, int64(p.count.Count), 10)
		b = append(b, '/')
		b = strconv.AppendInt(b, int64(p.count.Limit), 10)
	}
	return b
}

// marked returns what notate.AppendBoard asks of the pieces marked
// promoted: nil when none is.
func (p *Position) marked() func(core.Square) bool {
	if p.marks == 0 {
		return nil
	}
	return func(sq core.Square) bool { return p.marks.Has(board8.Idx(sq)) }
}

// String returns the FEN.
func (p Position) String() string { return p.FEN() }

// AppendText implements encoding.TextAppender: it appends the position
// with its rules, "<rules>|<FEN>" ([Rules.String], then [Position.FEN]),
// such as "pychess|8/3k4/6M1/2K1S3/8/8/8/8 b - 88 8 1", so that nothing
// is lost on the way to storage and back.
func (p Position) AppendText(b []byte) ([]byte, error) {
	b, _ = p.Rules().AppendText(b)
	b = append(b, '|')
	return p.AppendFEN(b), nil
}

// MarshalText implements encoding.TextMarshaler with [Position.AppendText];
// a Position marshals to JSON as that string.
func (p Position) MarshalText() ([]byte, error) { return p.AppendText(nil) }

// UnmarshalText implements encoding.TextUnmarshaler: it reads what
// [Position.MarshalText] writes, "<rules>|<FEN>" (see [ParseRules] and
// [ParseFEN]), or a bare FEN (no '|') under the position's current rules
// (Default for a zero Position). On error p is unchanged.
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

// Equal reports whether p and q are the same game state under the same
// rules: the pieces, the side to move, the counting state, the clocks and
// the rule set (everything the text form carries).
func (p *Position) Equal(q Position) bool {
	return p.Rules() == q.Rules() && p.Count() == q.Count() && p.HalfmoveClock() == q.HalfmoveClock() &&
		p.FullmoveNumber() == q.FullmoveNumber() && p.b.Side() == q.b.Side() && p.b.SamePieces(&q.b) &&
		p.gates == q.gates && p.checks == q.checks && p.marks == q.marks
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
	return string(notation.AppendPieceDiagram(nil, board8.Geometry, p.At, notation.Letters(p.army().alphabet), "."))
}

// FigurineDiagram returns a text diagram with Unicode chess symbols, as
// Makruk diagrams are often printed: the khon as a bishop, the met as a
// queen.
func (p *Position) FigurineDiagram() string {
	return string(notation.AppendPieceDiagram(nil, board8.Geometry, p.At, figurine, "·"))
}

// isZeroText reports whether text is the zero Position's text form.
func isZeroText(text []byte) bool {
	var zero Position
	b, _ := zero.AppendText(make([]byte, 0, 64))
	return string(text) == string(b)
}
