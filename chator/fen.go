package chator

import (
	"slices"
	"strconv"
	"strings"

	"github.com/chaturanga-go/chaturanga/internal/notate"
	"github.com/chaturanga-go/chaturanga/internal/quote"
	"github.com/chaturanga-go/chaturanga/internal/ruletext"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/board8"
)

// ParseFEN reads a position and returns it under rule set r, which must
// validate (else the error of [Rules.Validate], wrapping core.ErrUnknown
// or core.ErrSyntax).
//
// The first six fields are FEN's: the board (letters K M B N R P for
// raja, mantri, gajah, kuda, tor and bidak, upper case White), the side to
// move (w or b), castling (always -: the rajas' state is in the
// extension), the en-passant square or -, the half-move clock and the move
// number (each up to 18 digits). Only the board is required; missing
// fields take the values of a new game.
//
// The state the rules need beyond the board (CH-15 and the spec's
// notation section) follows in optional extension fields of the form
// name=value, in any order, each at most once:
//
//	moved=w|b|wb          rajas that have moved although they stand on their
//	                      start squares (d1, e8); a raja anywhere else has moved
//	checked=w|b|wb        rajas that were checked in an earlier position; the side
//	                      to move in check and not listed has its first check now,
//	                      so under FirstCheck its leap is pending (CH-16)
//	returning=c7:1,d7:2   bidaks on their promotion journey with the moves they
//	                      still need (CH-11..CH-13); a bidak on its last rank that
//	                      is not listed has just arrived and needs the full journey
//	                      (FEN lists the bidaks from a1 on)
//	captured=RNm          captured pieces that may come back by promotion under
//	                      PromotionPiece Captured (upper case White's, lower case
//	                      Black's; - for none); without it, each side's missing
//	                      pieces of the original set
//	lone=w3,b1            moves made by lone rajas under the lone raja's count
//	                      (CH-22)
//
// So a plain FEN is a position whose rajas have not moved if they stand on
// their start squares, have not been checked before, whose bidaks are not
// on their journey unless they stand on the last rank, and whose missing
// pieces are captured. [Position.FEN] writes only the fields that differ
// from that reading, so the start position is plain:
// "rnbmkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKMBNR w - - 0 1".
// A position with the white raja checked once, a black bidak on d3 one
// step from promoting and a white bidak just arrived on c8:
// "2P1k3/8/8/8/8/3p4/8/3K4 w - - 0 40 checked=w returning=d3:1".
// Fields for rules not in force (captured=, lone=, checked= without a
// king's leap or SidewaysBeforeChecked) are checked as below, then
// ignored.
//
// Errors are *core.ParseError values naming the field and offset,
// wrapping core.ErrSyntax for text that is not such a FEN, or
// core.ErrIllegalPosition for a well-formed FEN that no game can reach: a
// side without exactly one raja, the side not to move in check, a bidak on
// its first rank or on a8/h8 (a1/h1) unpromoted, more than 8 bidaks or
// more promoted pieces than missing bidaks (under Captured, more of a kind
// than the original set), an extension field or an item of one given
// twice, a journey the promotion path cannot make, more captured pieces of
// a kind than are missing from the board, a lone count for a side that
// has more than its raja or past the count's end, an en-passant square no
// double step explains.
func ParseFEN(fen string, r Rules) (Position, error) {
	const op = "chator.ParseFEN"
	if err := r.Validate(); err != nil {
		return Position{}, err
	}
	r = r.normal()
	fail := func(field string, off int, msg string, err error) (Position, error) {
		return Position{}, &core.ParseError{Op: op, Input: fen, Field: field, Offset: off, Msg: msg, Err: err}
	}
	alpha := r.alphabet()
	f, err := notate.SplitFEN(op, fen, board8.Geometry, alpha, notate.FENOptions{MaxExtra: len(extFields), NamedExtra: true})
	if err != nil {
		return Position{}, err
	}
	p := Position{b: board8.NewBoard(specs[r.Pieces]), rules: r, fullmove: f.Fullmove}
	p.st.ep = -1
	boardOff := f.Offset(notate.FieldBoard)
	for _, pl := range f.Board {
		if pl.Promoted {
			return fail("board", boardOff, "main chator does not mark promoted pieces (~)", core.ErrSyntax)
		}
		p.b.Put(pl.Piece, board8.Idx(pl.Square))
	}
	p.b.SetSide(f.Side)
	if f.Castling != "-" {
		return fail("castling", f.Offset(notate.FieldCastling), "want -: the rajas' state is written in the moved= and checked= fields", core.ErrSyntax)
	}
	p.st.halfmove = uint64(f.Halfmove)

	// The extension fields, each at most once.
	var ext [len(extFields)]string
	var extOff [len(extFields)]int // the offset of each field's value, or -1
	for i := range extOff {
		extOff[i] = -1
	}
	for i, field := range f.Extra {
		off := f.Offset(notate.FieldExtra + i)
		name, value, ok := strings.Cut(field, "=")
		if !ok {
			return fail("extension", off, "want an extension field name=value", core.ErrSyntax)
		}
		j := slices.Index(extFields[:], name)
		switch {
		case j < 0:
			return fail("extension", off, "unknown extension field "+quote.Input(name)+" (want "+strings.Join(extFields[:], ", ")+")", core.ErrSyntax)
		case extOff[j] >= 0:
			return fail(name, off, "field given twice (first at offset "+strconv.Itoa(extOff[j]-len(name)-1)+")", core.ErrIllegalPosition)
		}
		ext[j], extOff[j] = value, off+len(name)+1
	}

	// The rajas and the material.
	for c := range core.Color(2) {
		if n := p.b.Pieces(c, Raja).Count(); n != 1 {
			return fail("board", boardOff, c.String()+" must have exactly one raja, has "+strconv.Itoa(n), core.ErrIllegalPosition)
		}
		p.st.moved[c] = p.b.King(c) != homeSquare[c]
		if msg := p.materialError(c); msg != "" {
			return fail("board", boardOff, msg, core.ErrIllegalPosition)
		}
	}
	sides := func(j int) ([2]bool, error) {
		switch ext[j] {
		case "w":
			return [2]bool{true, false}, nil
		case "b":
			return [2]bool{false, true}, nil
		case "wb":
			return [2]bool{true, true}, nil
		}
		_, err := fail(extFields[j], extOff[j], "want w, b or wb", core.ErrSyntax)
		return [2]bool{}, err
	}
	if extOff[extMoved] >= 0 {
		s, err := sides(extMoved)
		if err != nil {
			return Position{}, err
		}
		p.st.moved[0] = p.st.moved[0] || s[0]
		p.st.moved[1] = p.st.moved[1] || s[1]
	}
	if extOff[extChecked] >= 0 {
		s, err := sides(extChecked)
		if err != nil {
			return Position{}, err
		}
		if r.tracksChecks() {
			p.st.checked = s
		}
	}

	// Bidaks on their journey.
	if off := extOff[extReturning]; off >= 0 {
		v := ext[extReturning]
		for i := 0; i <= len(v); {
			j := i + strings.IndexByte(v[i:], ',')
			if j < i {
				j = len(v)
			}
			item := v[i:j]
			sq, n := core.ScanSquare(item)
			if n == 0 || !board8.OnBoard(sq) || len(item) != n+2 || item[n] != ':' || item[n+1] < '1' || item[n+1] > '3' {
				return fail("returning", off+i, "want square:steps items such as c7:1,d6:2", core.ErrSyntax)
			}
			k := board8.Idx(sq)
			if p.b.At(k).Kind() != Bidak {
				return fail("returning", off+i, "no bidak on "+sq.String(), core.ErrIllegalPosition)
			}
			if p.steps(k) != 0 {
				return fail("returning", off+i, sq.String()+" listed twice", core.ErrIllegalPosition)
			}
			p.setSteps(k, int(item[n+1]-'0'))
			i = j + 1
		}
	}
	for pawns := p.b.ByKind(Bidak); pawns != 0; {
		i := pawns.PopFirst()
		c := p.b.At(i).Color()
		n := p.steps(i)
		if n == 0 && lastRank[c].Has(i) {
			if n = int(fileSteps[i&7]); r.PromotionPath == Lateral && n > 0 {
				n = 2
			}
			if n == 0 {
				return fail("board", boardOff, "a bidak on "+board8.Sq(i).String()+" should have promoted on arrival (CH-10)", core.ErrIllegalPosition)
			}
			p.setSteps(i, n)
		}
		if n == 0 && lastRank[c^1].Has(i) {
			return fail("board", boardOff, "a bidak cannot stand on its own first rank ("+board8.Sq(i).String()+", CH-6)", core.ErrIllegalPosition)
		}
		if n > 0 {
			if msg := p.journeyError(i, c, n); msg != "" {
				off := extOff[extReturning]
				if off < 0 {
					off = boardOff
				}
				return fail("returning", off, msg, core.ErrIllegalPosition)
			}
			p.b.Remove(i)
			p.b.Put(core.MakePiece(c, returning), i)
		}
	}

	// Captured pieces: read whatever the rules, kept under CapturedPiece.
	missing := p.missing()
	if off := extOff[extCaptured]; off >= 0 && ext[extCaptured] != "-" {
		var pool [2][4]uint8
		v := ext[extCaptured]
		for j := 0; j < len(v); j++ {
			pc := alpha.Piece(v[j])
			cls := p.class(pc.Kind())
			if pc == core.NoPiece || cls < 0 {
				return fail("captured", off+j, "want letters M, R, B, N (upper case White's), or -", core.ErrSyntax)
			}
			c := pc.Color()
			if pool[c][cls]++; pool[c][cls] > missing[c][cls] {
				return fail("captured", off+j, "more captured "+kindName(pc.Kind())+"s of "+c.String()+" ("+strconv.Itoa(int(pool[c][cls]))+
					") than are missing from the board ("+strconv.Itoa(int(missing[c][cls]))+" of "+strconv.Itoa(int(originalSet[cls]))+"; CH-14)", core.ErrIllegalPosition)
			}
		}
		if r.PromotionPiece == CapturedPiece {
			p.st.pool = pool
		}
	} else if off < 0 && r.PromotionPiece == CapturedPiece {
		p.st.pool = missing
	}

	// The lone raja's count: read whatever the rules, kept under a count.
	if off := extOff[extLone]; off >= 0 {
		v := ext[extLone]
		var seen [2]bool
		for i := 0; i <= len(v); {
			j := i + strings.IndexByte(v[i:], ',')
			if j < i {
				j = len(v)
			}
			item := v[i:j]
			n, ok := 0, len(item) >= 2 && (item[0] == 'w' || item[0] == 'b')
			if ok {
				n, ok = notate.ParseUint(item[1:])
			}
			if !ok || n > 255 {
				return fail("lone", off+i, "want side and count items such as w3 or w3,b1", core.ErrSyntax)
			}
			c := core.White
			if item[0] == 'b' {
				c = core.Black
			}
			switch {
			case seen[c]:
				return fail("lone", off+i, c.String()+" listed twice", core.ErrIllegalPosition)
			case p.b.ByColor(c).More():
				return fail("lone", off+i, c.String()+" has more than its raja, so no lone raja's count (CH-22)", core.ErrIllegalPosition)
			case r.LoneKingCount > 0 && n > r.LoneKingCount:
				return fail("lone", off+i, "the lone raja's count ends at "+strconv.Itoa(r.LoneKingCount)+" moves (CH-22), not "+strconv.Itoa(n), core.ErrIllegalPosition)
			}
			seen[c] = true
			if r.LoneKingCount > 0 {
				p.st.lone[c] = uint8(n)
			}
			i = j + 1
		}
	}

	// En passant.
	if epField := f.EnPassant; epField != "-" {
		epOff := f.Offset(notate.FieldEnPassant)
		sq, err := core.ParseSquare(epField)
		if err != nil || !board8.OnBoard(sq) {
			return fail("en passant", epOff, "want a square or -", core.ErrSyntax)
		}
		e := board8.Idx(sq)
		mover := p.b.Side() ^ 1
		pawn := e + forward[mover]
		if !startRank[mover].Has(e-forward[mover]) || p.b.At(e) != core.NoPiece || p.b.At(e-forward[mover]) != core.NoPiece ||
			p.b.At(pawn) != core.MakePiece(mover, Bidak) {
			return fail("en passant", epOff, "no bidak of the side that just moved has double-stepped past "+epField, core.ErrIllegalPosition)
		}
		if r.EnPassant != NoEnPassant && p.epReady(e, mover^1) {
			p.st.ep = int8(e)
		}
	}
	if p.inCheck(p.b.Side() ^ 1) {
		return fail("board", boardOff, "the side not to move is in check", core.ErrIllegalPosition)
	}
	p.st.inCheck = p.inCheck(p.b.Side())
	return p, nil
}

// The extension fields of the FEN, in the order FEN writes them.
var extFields = [...]string{"moved", "checked", "returning", "captured", "lone"}

const (
	extMoved = iota
	extChecked
	extReturning
	extCaptured
	extLone
)

// materialError says why colour c's pieces on the board cannot come from
// a game (more than 8 bidaks; more pieces of a kind than the original set
// and the bidaks that could have promoted give; under CapturedPiece more
// than the original set, CH-14), or "".
func (p *Position) materialError(c core.Color) string {
	pawns := p.b.Pieces(c, Bidak).Count()
	if pawns > 8 {
		return c.String() + " has " + strconv.Itoa(pawns) + " bidaks, a side has 8"
	}
	extra := 0
	for cls, k := range p.classKinds() {
		n := p.b.Pieces(c, k).Count()
		if n <= int(originalSet[cls]) {
			continue
		}
		if p.rules.PromotionPiece == CapturedPiece {
			return c.String() + " has " + strconv.Itoa(n) + " " + kindName(k) + "s: under PromotionPiece Captured a bidak only brings back a captured piece, so a side has at most " +
				strconv.Itoa(int(originalSet[cls])) + " (CH-14)"
		}
		extra += n - int(originalSet[cls])
	}
	if pawns+extra > 8 {
		return c.String() + " has " + strconv.Itoa(extra) + " promoted pieces beyond its original set and " + strconv.Itoa(pawns) + " bidaks, more than its 8 bidaks"
	}
	return ""
}

// journeyError says why a bidak of colour c on square i cannot be n moves
// from promoting on the rule set's path, or "".
func (p *Position) journeyError(i int, c core.Color, n int) string {
	sq := board8.Sq(i).String()
	rank, f := i>>3, i&7
	if c == core.Black {
		rank = 7 - rank
	}
	done := 7 - rank // moves made since the arrival on the last rank
	switch p.rules.PromotionPath {
	case ReturnToDiagonal:
		if fileSteps[f] == 0 || n != int(fileSteps[f])-done {
			return "a bidak on " + sq + " cannot need " + strconv.Itoa(n) + " more steps to the long diagonal (CH-11)"
		}
	case DiagonalSteps:
		// Some arrival square must need done+n steps and lie done
		// diagonal steps away.
		ok := false
		for a := range 8 {
			d := a - f
			if d < 0 {
				d = -d
			}
			if int(fileSteps[a]) == done+n && d <= done && (done-d)%2 == 0 {
				ok = true
			}
		}
		if !ok {
			return "a bidak on " + sq + " cannot need " + strconv.Itoa(n) + " more diagonal steps (CH-12)"
		}
	case Lateral:
		if rank != 7 || n > 2 || n == 2 && (f == 0 || f == 7) {
			return "a bidak on " + sq + " cannot need " + strconv.Itoa(n) + " more lateral moves (CH-13)"
		}
	}
	return ""
}

// missing returns, per side, the pieces of the original set that are not
// on the board: the captured pieces a plain FEN implies (CH-14).
func (p *Position) missing() (pool [2][4]uint8) {
	ck := p.classKinds()
	for c := range 2 {
		for cls, k := range ck {
			if n := p.b.Pieces(core.Color(c), k).Count(); n < int(originalSet[cls]) {
				pool[c][cls] = originalSet[cls] - uint8(n)
			}
		}
	}
	return pool
}

// FEN returns the position as FEN with this package's extension fields
// where the state differs from a plain FEN's reading; see [ParseFEN].
func (p *Position) FEN() string { return string(p.AppendFEN(make([]byte, 0, 96))) }

// AppendFEN appends the FEN of the position to b.
func (p *Position) AppendFEN(b []byte) []byte {
	alpha := p.rules.alphabet()
	b = notate.AppendBoard(b, board8.Geometry, alpha, p.At, nil)
	b = notate.AppendFENTail(b, p.Side(), "-", p.EnPassant().String(), p.HalfmoveClock(), p.FullmoveNumber())
	if !p.valid() {
		return b
	}
	sides := func(name string, s [2]bool) {
		if s[0] || s[1] {
			b = append(b, ' ')
			b = append(b, name...)
			b = append(b, '=')
			if s[0] {
				b = append(b, 'w')
			}
			if s[1] {
				b = append(b, 'b')
			}
		}
	}
	var moved [2]bool
	for c := range 2 {
		moved[c] = p.st.moved[c] && p.b.King(core.Color(c)) == homeSquare[c]
	}
	sides("moved", moved)
	sides("checked", p.st.checked)
	sep := byte('=')
	for ret := p.st.ret[0] | p.st.ret[1]; ret != 0; {
		i := ret.PopFirst()
		n := p.steps(i)
		c := p.b.At(i).Color()
		full := int(fileSteps[i&7])
		if p.rules.PromotionPath == Lateral {
			full = 2
		}
		if lastRank[c].Has(i) && n == full {
			continue
		}
		if sep == '=' {
			b = append(b, " returning"...)
		}
		b = append(b, sep)
		b = board8.Sq(i).AppendTo(b)
		b = append(b, ':', byte('0'+n))
		sep = ','
	}
	if p.rules.PromotionPiece == CapturedPiece && p.st.pool != p.missing() {
		b = append(b, " captured="...)
		n := len(b)
		for c := range 2 {
			for cls, k := range p.classKinds() {
				for range p.st.pool[c][cls] {
					b = append(b, alpha.PieceLetter(core.MakePiece(core.Color(c), k)))
				}
			}
		}
		if len(b) == n {
			b = append(b, '-')
		}
	}
	if p.st.lone != [2]uint8{} {
		b = append(b, " lone="...)
		for c, n := range p.st.lone {
			if n > 0 {
				if b[len(b)-1] != '=' {
					b = append(b, ',')
				}
				b = append(b, "wb"[c])
				b = strconv.AppendInt(b, int64(n), 10)
			}
		}
	}
	return b
}

// String returns the FEN.
func (p Position) String() string { return p.FEN() }

// AppendText implements encoding.TextAppender: it appends the position's
// text form, the rule set as [Rules.String] writes it, '|', and the FEN:
// "elcum|rnbmkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKMBNR w - - 0 1",
// "default EnPassant=Classic|4k3/8/8/8/8/8/8/3K4 w - - 0 1". It never
// fails.
func (p Position) AppendText(b []byte) ([]byte, error) {
	b, _ = p.Rules().AppendText(b)
	b = append(b, '|')
	return p.AppendFEN(b), nil
}

// MarshalText implements encoding.TextMarshaler with the text form of
// [Position.AppendText], so a Position keeps its rules through text and
// JSON (where it is a string).
func (p Position) MarshalText() ([]byte, error) { return p.AppendText(nil) }

// UnmarshalText implements encoding.TextUnmarshaler: it reads the text
// form of [Position.AppendText] (rules, '|', FEN), or a bare FEN (no
// '|'), which it reads under the position's current rule set (Default for
// a zero Position). On error p is unchanged; errors are those of
// [ParseRules] and [ParseFEN].
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

// isZeroText reports whether text is the zero Position's text form.
func isZeroText(text []byte) bool {
	var zero Position
	b, _ := zero.AppendText(make([]byte, 0, 64))
	return string(text) == string(b)
}
