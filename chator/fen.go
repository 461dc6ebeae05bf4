package chator

import (
	"strconv"
	"strings"

	"github.com/chaturanga-go/chaturanga/internal/notate"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/board8"
)

// ParseFEN reads a position and returns it under rule set r.
//
// The first six fields are FEN's: the board (letters K M B N R P, upper
// case White), the side to move (w or b), castling (always -: the kings'
// state is in the extension), the en-passant square or -, the half-move
// clock and the move number. Only the board is required; missing fields
// take the values of a new game.
//
// The state the rules need beyond the board (CH-15 and the spec's
// notation section) follows in optional extension fields of the form
// name=value, in any order, each at most once:
//
//	moved=w|b|wb          kings that have moved although they stand on their
//	                      start squares (d1, e8); a king anywhere else has moved
//	checked=w|b|wb        kings that were checked in an earlier position; the side
//	                      to move in check and not listed has its first check now,
//	                      so under FirstCheck its leap is pending (CH-16)
//	returning=c7:1,d7:2   pawns on their promotion journey with the moves they still
//	                      need (CH-11..CH-13); a pawn on its last rank that is not
//	                      listed has just arrived and needs the full journey (FEN
//	                      lists the pawns from a1 on)
//	captured=RNm          captured pieces that may come back by promotion under
//	                      PromotionPiece Captured (upper case White's, lower case
//	                      Black's; - for none); without it, each side's missing
//	                      pieces of the original set
//	lone=w3,b1            moves made by lone kings under the lone king's count (CH-22)
//
// So a plain FEN is a position whose kings have not moved if they stand on
// their start squares, have not been checked before, whose pawns are not
// on their journey unless they stand on the last rank, and whose missing
// pieces are captured. [Position.FEN] writes only the fields that differ
// from that reading, so the start position is plain:
// "rnbmkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKMBNR w - - 0 1".
// A position with the white king checked once, a black pawn on d3 one
// step from promoting and a white pawn just arrived on c8:
// "2P1k3/8/8/8/8/3p4/8/3K4 w - - 0 40 checked=w returning=d3:1".
// Fields for rules not in force (captured=, lone=, checked= without a
// king's leap) are accepted and ignored.
//
// Errors are *core.ParseError values naming the field and offset,
// wrapping core.ErrSyntax, or core.ErrIllegalPosition for a well-formed
// FEN that cannot be played (a missing king, the side not to move in
// check, a pawn on its first rank, a journey the promotion path cannot
// make).
func ParseFEN(fen string, r Rules) (Position, error) {
	const op = "chator.ParseFEN"
	r = r.normal()
	fail := func(field string, off int, msg string, err error) (Position, error) {
		return Position{}, &core.ParseError{Op: op, Input: fen, Field: field, Offset: off, Msg: msg, Err: err}
	}
	alpha := r.Alphabet()
	f, err := notate.SplitFEN(op, fen, board8.Geometry, alpha, notate.FENOptions{MaxExtra: 5, NamedExtra: true})
	if err != nil {
		return Position{}, err
	}
	p := Position{b: board8.NewBoard(specs[r.Pieces&1]), rules: r, fullmove: f.Fullmove}
	p.st.ep = -1
	for _, pl := range f.Board {
		if pl.Promoted {
			return fail("board", f.Offset(notate.FieldBoard), "main chator does not mark promoted pieces (~)", core.ErrSyntax)
		}
		p.b.Put(pl.Piece, board8.Idx(pl.Square))
	}
	p.b.SetSide(f.Side)
	if f.Castling != "-" {
		return fail("castling", f.Offset(notate.FieldCastling), "want -: the kings' state is written in the moved= and checked= fields", core.ErrSyntax)
	}
	epField := f.EnPassant
	if f.Halfmove > 0xFFFF {
		return fail("half-move clock", f.Offset(notate.FieldHalfmove), "want a number", core.ErrSyntax)
	}
	p.st.halfmove = uint16(f.Halfmove)
	ext := map[string]string{}
	extOff := map[string]int{}
	for i, field := range f.Extra {
		off := f.Offset(notate.FieldExtra + i)
		name, value, ok := strings.Cut(field, "=")
		switch {
		case !ok:
			return fail("", off, "want an extension field name=value", core.ErrSyntax)
		case name != "moved" && name != "checked" && name != "returning" && name != "captured" && name != "lone":
			return fail(name, off, "unknown extension field (want moved, checked, returning, captured or lone)", core.ErrSyntax)
		}
		if _, dup := ext[name]; dup {
			return fail(name, off, "field given twice", core.ErrSyntax)
		}
		ext[name], extOff[name] = value, off+len(name)+1
	}
	for c := range 2 {
		if p.b.Pieces(core.Color(c), Raja).Count() != 1 {
			n := p.b.Pieces(core.Color(c), Raja).Count()
			return fail("board", f.Offset(notate.FieldBoard), core.Color(c).String()+" must have exactly one raja (king), has "+strconv.Itoa(n), core.ErrIllegalPosition)
		}
		p.st.moved[c] = p.b.King(core.Color(c)) != homeSquare[c]
	}
	sides := func(name string) ([2]bool, bool) {
		var s [2]bool
		v := ext[name]
		if v == "w" || v == "wb" {
			s[0] = true
		}
		if v == "b" || v == "wb" {
			s[1] = true
		}
		return s, v == "w" || v == "b" || v == "wb"
	}
	if _, ok := ext["moved"]; ok {
		s, ok := sides("moved")
		if !ok {
			return fail("moved", extOff["moved"], "want w, b or wb", core.ErrSyntax)
		}
		p.st.moved[0] = p.st.moved[0] || s[0]
		p.st.moved[1] = p.st.moved[1] || s[1]
	}
	if _, ok := ext["checked"]; ok {
		s, ok := sides("checked")
		if !ok {
			return fail("checked", extOff["checked"], "want w, b or wb", core.ErrSyntax)
		}
		if r.KingLeap != NoKingLeap {
			p.st.checked = s
		}
	}
	// Pawns on their journey.
	if v, ok := ext["returning"]; ok {
		for item := range strings.SplitSeq(v, ",") {
			sq, n := core.ScanSquare(item)
			if n == 0 || !board8.OnBoard(sq) || len(item) != n+2 || item[n] != ':' || item[n+1] < '1' || item[n+1] > '3' {
				return fail("returning", extOff["returning"], "want square:steps items such as c7:1,d6:2", core.ErrSyntax)
			}
			i := board8.Idx(sq)
			pc := p.b.At(i)
			if pc.Kind() != Bidak {
				return fail("returning", extOff["returning"], "no pawn on "+sq.String(), core.ErrIllegalPosition)
			}
			if p.steps(i) != 0 {
				return fail("returning", extOff["returning"], sq.String()+" listed twice", core.ErrSyntax)
			}
			p.setSteps(i, int(item[n+1]-'0'))
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
				return fail("board", f.Offset(notate.FieldBoard), "a pawn on "+board8.Sq(i).String()+" should have promoted on arrival (CH-10)", core.ErrIllegalPosition)
			}
			p.setSteps(i, n)
		}
		if n == 0 && lastRank[c^1].Has(i) {
			return fail("board", f.Offset(notate.FieldBoard), "a pawn cannot stand on its own first rank ("+board8.Sq(i).String()+")", core.ErrIllegalPosition)
		}
		if n > 0 {
			if msg := p.journeyError(i, c, n); msg != "" {
				return fail("returning", extOff["returning"], msg, core.ErrIllegalPosition)
			}
			p.b.Remove(i)
			p.b.Put(core.MakePiece(c, returning), i)
		}
	}
	// Captured pieces.
	if r.PromotionPiece == CapturedPiece {
		if v, ok := ext["captured"]; ok && v != "-" {
			for j := 0; j < len(v); j++ {
				pc := alpha.Piece(v[j])
				cls := p.class(pc.Kind())
				if cls < 0 {
					return fail("captured", extOff["captured"]+j, "want letters M, R, B, N (upper case White's), or -", core.ErrSyntax)
				}
				p.st.pool[pc.Color()][cls]++
				if p.st.pool[pc.Color()][cls] > originalSet[cls] {
					return fail("captured", extOff["captured"]+j, "more captured than a side starts with", core.ErrIllegalPosition)
				}
			}
		} else if !ok {
			p.st.pool = p.missing()
		}
	}
	// The lone king's count.
	if v, ok := ext["lone"]; ok && r.LoneKingCount > 0 {
		for item := range strings.SplitSeq(v, ",") {
			if len(item) < 2 || (item[0] != 'w' && item[0] != 'b') {
				return fail("lone", extOff["lone"], "want side and count items such as w3 or w3,b1", core.ErrSyntax)
			}
			n, ok := notate.ParseUint(item[1:])
			if !ok || n > 255 {
				return fail("lone", extOff["lone"], "want side and count items such as w3 or w3,b1", core.ErrSyntax)
			}
			c := core.White
			if item[0] == 'b' {
				c = core.Black
			}
			if p.b.ByColor(c).More() {
				return fail("lone", extOff["lone"], c.String()+" has more than its king", core.ErrIllegalPosition)
			}
			p.st.lone[c] = uint8(n)
		}
	}
	// En passant.
	if epField != "-" {
		sq, err := core.ParseSquare(epField)
		if err != nil || !board8.OnBoard(sq) {
			return fail("en passant", f.Offset(notate.FieldEnPassant), "want a square or -", core.ErrSyntax)
		}
		e := board8.Idx(sq)
		mover := p.b.Side() ^ 1
		pawn := e + forward[mover]
		if !startRank[mover].Has(e-forward[mover]) || p.b.At(e) != core.NoPiece || p.b.At(e-forward[mover]) != core.NoPiece ||
			p.b.At(pawn) != core.MakePiece(mover, Bidak) {
			return fail("en passant", f.Offset(notate.FieldEnPassant), "no pawn of the side that just moved has double-stepped past "+epField, core.ErrIllegalPosition)
		}
		if r.EnPassant != NoEnPassant && p.epReady(e, mover^1) {
			p.st.ep = int8(e)
		}
	}
	if p.inCheck(p.b.Side() ^ 1) {
		return fail("board", f.Offset(notate.FieldBoard), "the side not to move is in check", core.ErrIllegalPosition)
	}
	p.st.inCheck = p.inCheck(p.b.Side())
	return p, nil
}

// journeyError says why a pawn of colour c on square i cannot be n moves
// from promoting on the rule set's path, or "".
func (p *Position) journeyError(i int, c core.Color, n int) string {
	sq := board8.Sq(i).String()
	rank := i >> 3
	if c == core.Black {
		rank = 7 - rank
	}
	switch p.rules.PromotionPath {
	case ReturnToDiagonal:
		f := i & 7
		if fileSteps[f] == 0 || n != rank-7+int(fileSteps[f]) {
			return "a pawn on " + sq + " cannot need " + strconv.Itoa(n) + " more steps to the long diagonal (CH-11)"
		}
	case DiagonalSteps:
		if 7-rank+n > 3 || rank-n < 0 {
			return "a pawn on " + sq + " cannot need " + strconv.Itoa(n) + " more diagonal steps (CH-12)"
		}
	case Lateral:
		if f := i & 7; rank != 7 || n > 2 || n == 2 && (f == 0 || f == 7) {
			return "a pawn on " + sq + " cannot need " + strconv.Itoa(n) + " more lateral moves (CH-13)"
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
	alpha := p.rules.Alphabet()
	b = notate.AppendBoard(b, board8.Geometry, alpha, p.At, nil)
	b = notate.AppendFENTail(b, p.Side(), "-", p.EnPassant().String(), int(p.st.halfmove), p.fullmove)
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
