package notate

import (
	"slices"
	"strconv"
	"strings"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/quote"
)

// A SANBoard is what SAN needs from a two-player position. The 8x8 games'
// positions implement it.
type SANBoard interface {
	// At returns the piece on sq.
	At(sq core.Square) core.Piece
	// Side returns the side to move.
	Side() core.Color
	// AppendLegalMoves appends the legal moves to dst.
	AppendLegalMoves(dst []core.Move) []core.Move
	// CheckAfter reports whether the legal move m gives check, and whether
	// it mates.
	CheckAfter(m core.Move) (check, mate bool)
}

func isCapture(b SANBoard, m core.Move) bool {
	if m.IsDrop() || m.IsPass() {
		return false
	}
	if m.Removal() != core.NoSquare {
		return true
	}
	if m.From() == m.To() {
		return false
	}
	q := b.At(m.To())
	return q != core.NoPiece && q.Color() != b.At(m.From()).Color()
}

// AppendSAN appends the SAN-like text of the legal move m to dst: piece
// letter (none for pawns), the least disambiguation that makes it unique
// (file, else rank, else both), "x" for a capture, the target, "=" and the
// letter of a promotion, "+" for check and "#" for mate. A drop is "R@a1";
// a pawn that moves without capturing off its file (Sittuyin's diagonal
// promotion) or that another pawn move could be confused with is written
// from its full from-square ("a5b4=F").
//
// AppendSAN asks b for its legal moves through the SANBoard interface,
// which moves its buffer of them to the heap (about 2 KiB a call): a
// caller that holds b's concrete type should make the list itself, in a
// buffer on its stack, and call [AppendSANAmong].
func AppendSAN(dst []byte, b SANBoard, a *core.Alphabet, m core.Move) []byte {
	var buf [256]core.Move
	return appendSAN(dst, b, a, m, b.AppendLegalMoves(buf[:0]), true)
}

// AppendSANAmong is [AppendSAN] given legal, the legal moves of b (as
// b.AppendLegalMoves lists them, in any order). It allocates nothing
// beyond the growth of dst, so a position's method that makes legal in
// an array on its own stack, by its concrete type, writes SAN without
// allocating:
//
//	var buf [256]core.Move
//	dst = notate.AppendSANAmong(dst, p, alphabet, m, p.AppendLegalMoves(buf[:0]))
func AppendSANAmong(dst []byte, b SANBoard, a *core.Alphabet, m core.Move, legal []core.Move) []byte {
	return appendSAN(dst, b, a, m, legal, true)
}

func appendSAN(dst []byte, b SANBoard, a *core.Alphabet, m core.Move, legal []core.Move, suffix bool) []byte {
	switch {
	case m.IsZero():
		return append(dst, "0000"...)
	case m.IsPass():
		return append(dst, "pass"...)
	case m.Action() != core.NoAction:
		return append(dst, m.Action().String()...)
	case m.IsDrop():
		dst = append(dst, a.Letter(m.Drop()), '@')
		dst = m.To().AppendTo(dst)
	default:
		from, to := m.From(), m.To()
		kind := b.At(from).Kind()
		capture := isCapture(b, m)
		// Which other legal moves could the text be confused with?
		sameFile, sameRank, others := false, false, false
		for _, o := range legal {
			if o == m || o.IsDrop() || o.IsPass() || o.To() != to || o.Promotion() != m.Promotion() || b.At(o.From()).Kind() != kind {
				continue
			}
			others = true
			sameFile = sameFile || o.From().File() == from.File()
			sameRank = sameRank || o.From().Rank() == from.Rank()
		}
		if kind == core.Pawn {
			switch {
			case capture && !others:
				dst = append(dst, byte('a'+from.File()))
			case capture && !sameFile:
				dst = append(dst, byte('a'+from.File()))
			case !capture && !others && (from.File() == to.File()):
			default:
				dst = from.AppendTo(dst)
			}
		} else {
			dst = append(dst, a.Letter(kind))
			switch {
			case !others:
			case !sameFile:
				dst = append(dst, byte('a'+from.File()))
			case !sameRank:
				dst = strconv.AppendInt(dst, int64(from.Rank()+1), 10)
			default:
				dst = from.AppendTo(dst)
			}
		}
		if capture {
			dst = append(dst, 'x')
		}
		dst = to.AppendTo(dst) // an in-place promotion names its square once

		if k := m.Promotion(); k != core.NoKind {
			dst = append(dst, '=', a.Letter(k))
		}
	}
	if suffix {
		if check, mate := b.CheckAfter(m); mate {
			dst = append(dst, '#')
		} else if check {
			dst = append(dst, '+')
		}
	}
	return dst
}

// AppendLAN appends the long algebraic notation of the legal move m to
// dst, as python-chess's Board.lan and Fairy-Stockfish's LAN write it: the
// piece letter (none for a pawn), the from-square, "x" for a capture or
// "-", the target, "=" and the letter of a promotion, then, for a move
// that also removes a piece off its target (Main Chator's en passant of
// the blocking pawn), "x" and that piece's square, and "+" for check or
// "#" for mate: "Nb1-d2", "e3-e4", "Rxg8+" is "Rg1xg8+", "e7-e8=M",
// Sittuyin's promotion in place "e5-e5=F". A drop, a pass, an action
// and the zero move are written as [AppendSAN] writes them ("R@a1",
// "pass", "count", "0000").
func AppendLAN(dst []byte, b SANBoard, a *core.Alphabet, m core.Move) []byte {
	if m.IsZero() || m.IsPass() || m.IsDrop() || m.Action() != core.NoAction {
		return appendSAN(dst, b, a, m, nil, true) // these need no other legal move
	}
	if kind := b.At(m.From()).Kind(); kind != core.Pawn {
		dst = append(dst, a.Letter(kind))
	}
	dst = m.From().AppendTo(dst)
	if isCapture(b, m) {
		dst = append(dst, 'x')
	} else {
		dst = append(dst, '-')
	}
	dst = m.To().AppendTo(dst)
	if k := m.Promotion(); k != core.NoKind {
		dst = append(dst, '=', a.Letter(k))
	}
	if r := m.Removal(); r != core.NoSquare && r != m.To() {
		dst = append(dst, 'x')
		dst = r.AppendTo(dst)
	}
	if check, mate := b.CheckAfter(m); mate {
		dst = append(dst, '#')
	} else if check {
		dst = append(dst, '+')
	}
	return dst
}

// SAN returns the SAN-like text of the legal move m; see [AppendSAN].
func SAN(b SANBoard, a *core.Alphabet, m core.Move) string {
	return string(AppendSAN(nil, b, a, m))
}

// ParseSAN finds the legal move that the SAN-like text s names. Strict
// parsing takes exactly the text [AppendSAN] writes, except that the check
// and mate marks and annotations ("!", "?") may be left off or added.
// Lenient parsing also takes a missing or needless "x", more
// disambiguation than needed, a missing "=", a lower-case promotion
// letter, long algebraic notation (the piece letter, the from-square, "-"
// or "x", the target: "Nb1-d2", "Nb1xd2", "e7-e8=M", as [AppendLAN]
// writes it), and coordinate text ("e3e4").
//
// Errors are *core.MoveError wrapping core.ErrSyntax (not move text, or in
// strict parsing text that names a legal move but is not how SAN writes
// it: the message then gives the right text), core.ErrIllegalMove (no legal
// move fits; [Intended] guesses the move meant, for the game to explain) or
// core.ErrAmbiguousMove (more than one fits: the message lists them, each
// with its SAN and, when b has a PieceName method as the games' positions
// do, the piece that makes it: "2 legal moves fit: write Nbd2 (the ma on
// b1) or Nfd2 (the ma on f3)").
//
// Like [AppendSAN], ParseSAN moves its list of b's legal moves to the heap;
// [ParseSANAmong] takes the list from a caller that makes it on its stack.
func ParseSAN(op string, b SANBoard, a *core.Alphabet, s string, strict bool) (core.Move, error) {
	var buf [256]core.Move
	return ParseSANAmong(op, b, a, s, strict, b.AppendLegalMoves(buf[:0]))
}

// ParseSANAmong is [ParseSAN] given legal, the legal moves of b (as
// b.AppendLegalMoves lists them). Reading text that names a legal move
// allocates nothing; only an error does.
func ParseSANAmong(op string, b SANBoard, a *core.Alphabet, s string, strict bool, legal []core.Move) (core.Move, error) {
	fail := func(err error, msg string) (core.Move, error) {
		return core.Move{}, &core.MoveError{Op: op, Move: s, Msg: msg, Err: err}
	}
	t := strings.TrimRight(strings.TrimSpace(s), "+#!?")
	if t == "" {
		return fail(core.ErrSyntax, "empty move text")
	}
	if strict {
		var tb [32]byte
		text := tb[:0]
		for _, m := range legal {
			text = appendSAN(text[:0], b, a, m, legal, false)
			if string(text) == t {
				return m, nil
			}
		}
		parts, err := parseSANParts(t, a)
		if err != nil {
			return fail(core.ErrSyntax, err.Error())
		}
		var match core.Move
		n := 0
		for _, m := range legal {
			if parts.fits(b, m) {
				match = m
				n++
			}
		}
		if n == 0 {
			if m, err := ParseCoord(op, t, a); err == nil && slices.Contains(legal, m) {
				match, n = m, 1
			}
		}
		switch {
		case n == 1:
			return fail(core.ErrSyntax, "not SAN as written: write "+string(appendSAN(nil, b, a, match, legal, true)))
		case n > 1:
			return fail(core.ErrAmbiguousMove, ambiguity(b, a, &parts, legal))
		}
		return fail(core.ErrIllegalMove, "no legal move is written so")
	}
	// Lenient: coordinate text first, unless it starts with a capital,
	// which SAN reads as a piece letter ("B8xd7" is a gajah's move, not
	// b8d7); coordinates in capitals ("E3E4") are tried last.
	coord := func() (core.Move, bool) {
		if m, err := ParseCoord(op, t, a); err == nil {
			for _, l := range legal {
				if l == m {
					return l, true
				}
			}
		}
		return core.Move{}, false
	}
	upper := t[0] >= 'A' && t[0] <= 'Z'
	if !upper {
		if m, ok := coord(); ok {
			return m, nil
		}
	}
	parts, err := parseSANParts(t, a)
	if err != nil {
		if m, ok := coord(); ok {
			return m, nil
		}
		return fail(core.ErrSyntax, err.Error())
	}
	var match core.Move
	n := 0
	for _, m := range legal {
		if parts.fits(b, m) {
			match = m
			n++
		}
	}
	switch n {
	case 0:
		if m, ok := coord(); ok {
			return m, nil
		}
		return fail(core.ErrIllegalMove, "no legal move fits")
	case 1:
		return match, nil
	}
	return fail(core.ErrAmbiguousMove, ambiguity(b, a, &parts, legal))
}

// A SANScope is where the legal move that [ParseSANAmong] reads
// leniently from some text must be: it goes to one of To[:N], and it
// moves a piece of kind Kind (the piece its SAN names, a pawn if none) or
// the piece on From (where the text is tried as coordinates). A game may
// then list only the legal moves in the scope for ParseSANAmong: a move
// it reads among them is the move it reads among all (an error among
// them is not the error among all: read again with all). N is 0 when the
// text names no square (an action's word, junk, a drop): then any legal
// move may be meant.
type SANScope struct {
	To   [2]core.Square
	N    int
	Kind core.Kind   // core.NoKind if the text is not SAN
	From core.Square // core.NoSquare if the text is not tried as coordinates
}

// ScopeSAN returns the scope of the legal move that ParseSANAmong reads
// leniently from s. It allocates nothing.
func ScopeSAN(s string, a *core.Alphabet) SANScope {
	sc := SANScope{Kind: core.NoKind, From: core.NoSquare}
	t := strings.TrimRight(strings.TrimSpace(s), "+#!?")
	if t == "" {
		return sc
	}
	parts, err := parseSANParts(t, a)
	if err == nil && parts.drop {
		return sc
	}
	if err == nil {
		sc.To[sc.N], sc.Kind = parts.to, parts.kind
		sc.N++
	}
	if err != nil || t[0] < 'A' || t[0] > 'Z' {
		// The squares ParseCoord would read, without its error's
		// allocation when t is not coordinates.
		if from, i := scanSquare(t); i > 0 {
			if to, j := scanSquare(t[skipSeparator(t, i):]); j > 0 {
				sc.To[sc.N], sc.From = to, from
				sc.N++
			}
		}
	}
	return sc
}

// A pieceNamer names the kinds of a game's pieces in its own words; the
// positions of every game are one.
type pieceNamer interface {
	PieceName(p core.Piece) string
}

// ambiguity says which legal moves fit parts and how to write each: "2
// legal moves fit: write Nbd2 (the ma on b1) or Nfd2 (the ma on f3)",
// the moves in the order of their from-squares, each named by the piece
// that makes it when the board can name pieces.
func ambiguity(b SANBoard, a *core.Alphabet, parts *sanParts, legal []core.Move) string {
	var fits []core.Move
	for _, m := range legal {
		if parts.fits(b, m) {
			fits = append(fits, m)
		}
	}
	SortMoves(fits, func(m core.Move) int { return int(m.From()) })
	namer, _ := b.(pieceNamer)
	alts := make([]string, len(fits))
	for i, m := range fits {
		text := appendSAN(nil, b, a, m, legal, true)
		if namer != nil && !m.IsDrop() {
			if name := namer.PieceName(b.At(m.From())); name != "" {
				text = append(text, " (the "...)
				text = append(text, name...)
				text = append(text, " on "...)
				text = m.From().AppendTo(text)
				text = append(text, ')')
			}
		}
		alts[i] = string(text)
	}
	msg := strconv.Itoa(len(fits)) + " legal moves fit: write "
	for i, s := range alts {
		switch {
		case i == 0:
		case i == len(alts)-1:
			msg += " or "
		default:
			msg += ", "
		}
		msg += s
	}
	return msg
}

type sanParts struct {
	drop     bool
	kind     core.Kind // core.Pawn when no letter
	fromFile int       // -1 if absent
	fromRank int       // -1 if absent
	to       core.Square
	promo    core.Kind
}

type sanError string

func (e sanError) Error() string { return string(e) }

// parseSANParts splits SAN text into its parts, right to left.
func parseSANParts(t string, a *core.Alphabet) (sanParts, error) {
	p := sanParts{kind: core.Pawn, fromFile: -1, fromRank: -1}
	if len(t) >= 2 && t[1] == '@' {
		p.drop = true
		if p.kind = a.Kind(t[0]); p.kind == core.NoKind {
			return p, sanError("unknown piece letter " + quote.RuneAt(t, 0))
		}
		sq, n := core.ScanSquare(t[2:])
		if n == 0 || n != len(t)-2 {
			return p, sanError("want a square after '@'")
		}
		p.to = sq
		return p, nil
	}
	// Promotion suffix: "=M", "M" or "m" after the target square.
	end := len(t)
	if end >= 1 && isLetter(t[end-1]) && end >= 2 && (t[end-2] >= '0' && t[end-2] <= '9' || t[end-2] == '=') {
		if p.promo = a.Kind(t[end-1]); p.promo == core.NoKind {
			return p, sanError("unknown promotion letter " + quote.RuneAt(t, end-1))
		}
		end--
		if t[end-1] == '=' {
			end--
		}
	}
	// Target square: a letter and one or two digits.
	i := end
	for i > 0 && t[i-1] >= '0' && t[i-1] <= '9' && end-i < 2 {
		i--
	}
	if i == end || i == 0 {
		return p, sanError("want a target square")
	}
	i--
	sq, n := core.ScanSquare(t[i:end])
	if n == 0 || i+n != end {
		return p, sanError("want a target square")
	}
	p.to = sq
	pre := t[:i]
	// The capture mark, or long algebraic's hyphen ("Nb1-d2", "e7-e8=M").
	if l := len(pre); l > 0 && (pre[l-1] == 'x' || pre[l-1] == ':' || pre[l-1] == '-') {
		pre = pre[:l-1]
	}
	if len(pre) > 0 && pre[0] >= 'A' && pre[0] <= 'Z' {
		if p.kind = a.Kind(pre[0]); p.kind == core.NoKind {
			return p, sanError("unknown piece letter " + quote.RuneAt(pre, 0))
		}
		pre = pre[1:]
	}
	if len(pre) > 0 && pre[0] >= 'a' && pre[0] <= 's' {
		p.fromFile = int(pre[0] - 'a')
		pre = pre[1:]
	}
	if len(pre) > 0 {
		r, ok := ParseUint(pre)
		if !ok || r < 1 || r > core.MaxRanks {
			return p, sanError("bad disambiguation " + quote.Input(pre))
		}
		p.fromRank = r - 1
	}
	return p, nil
}

func (p *sanParts) fits(b SANBoard, m core.Move) bool {
	if m.IsPass() || m.IsDrop() != p.drop || m.To() != p.to {
		return false
	}
	if p.drop {
		return m.Drop() == p.kind
	}
	if b.At(m.From()).Kind() != p.kind || m.Promotion() != p.promo {
		return false
	}
	return (p.fromFile < 0 || m.From().File() == p.fromFile) && (p.fromRank < 0 || m.From().Rank() == p.fromRank)
}

// Intended returns the moves that SAN-like text s most likely means when
// no legal move fits it, nearest first: for each piece of the side to move
// of the kind s names (a pawn if none; a pawn's move without capture
// keeps to its file) on a square its disambiguation allows, the move to
// the target with the promotion s gives; for a drop, the drop; for
// coordinates, their move. A game explains why the first (or the one its explanation
// finds most telling) is illegal, so "e5" with a pawn on e3 is explained as
// the move e3e5. It returns nil if s is not SAN-like text or names no
// piece the side has.
func Intended(b SANBoard, a *core.Alphabet, g core.Geometry, s string) []core.Move {
	t := strings.TrimRight(strings.TrimSpace(s), "+#!?")
	if t != "" && (t[0] < 'A' || t[0] > 'Z') {
		if m, err := ParseCoord("", t, a); err == nil && !m.IsPass() && m.Action() == core.NoAction {
			return []core.Move{m}
		}
	}
	parts, err := parseSANParts(t, a)
	if err != nil {
		if m, err := ParseCoord("", t, a); err == nil && !m.IsPass() && m.Action() == core.NoAction {
			return []core.Move{m}
		}
		return nil
	}
	if parts.drop {
		return []core.Move{core.NewDrop(parts.kind, parts.to)}
	}
	if parts.kind == core.Pawn && parts.fromFile < 0 && !strings.ContainsAny(t, "x:") {
		parts.fromFile = parts.to.File() // "e4" is a move of the e-file's pawn
	}
	var out []core.Move
	side := b.Side()
	for sq := range g.Squares() {
		pc := b.At(sq)
		if pc == core.NoPiece || pc.Color() != side || pc.Kind() != parts.kind || sq == parts.to ||
			parts.fromFile >= 0 && sq.File() != parts.fromFile || parts.fromRank >= 0 && sq.Rank() != parts.fromRank {
			continue
		}
		if parts.promo != core.NoKind {
			out = append(out, core.NewPromotion(sq, parts.to, parts.promo))
		} else {
			out = append(out, core.NewMove(sq, parts.to))
		}
	}
	dist := func(m core.Move) int {
		df, dr := m.From().File()-m.To().File(), m.From().Rank()-m.To().Rank()
		return max(abs(df), abs(dr))*16 + abs(df)
	}
	SortMoves(out, dist)
	return out
}

// SortMoves sorts moves by key, smallest first, keeping the order of
// moves whose keys are equal. It is an insertion sort, for the short
// lists of moves that one SAN fits (a piece kind's moves to a square),
// and it spares the wasm module a general sort of moves.
func SortMoves(moves []core.Move, key func(core.Move) int) {
	for i := 1; i < len(moves); i++ {
		m, k := moves[i], key(moves[i])
		j := i
		for ; j > 0 && key(moves[j-1]) > k; j-- {
			moves[j] = moves[j-1]
		}
		moves[j] = m
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
