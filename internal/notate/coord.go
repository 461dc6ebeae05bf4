package notate

import (
	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/quote"
)

// ParseCoord reads a move in coordinate notation, the form engines and the
// library's tools exchange: from-square and to-square ("e3e4", "a10c10"),
// then optionally the promotion letter of alphabet a ("d5c6m", in-place
// "e5e5f"), then optionally "x" and the square of a piece removed elsewhere
// ("e5d6xe6"); a drop is a letter, '@' and the square ("R@a1"); "pass"
// passes; and an action's word ("count", see core.Action) is that action. The result is only well formed: whether it is legal is the
// position's business.
//
// It is the one lenient reader of coordinates for every game: surrounding
// spaces, letters in either case ("E3E4", "PASS", "r@A1", "g5g6M") and a
// separator between the two squares ('-', 'x', ':' or spaces: "e3-e4",
// "d4xe5", "e10 c10") are accepted. Errors are *core.ParseError wrapping
// core.ErrSyntax, with offsets into s.
func ParseCoord(op, s string, a *core.Alphabet) (core.Move, error) {
	fail := func(off int, msg string) (core.Move, error) {
		return core.Move{}, &core.ParseError{Op: op, Input: s, Offset: off, Msg: msg, Err: core.ErrSyntax}
	}
	i, end := 0, len(s)
	for i < end && isSpace(s[i]) {
		i++
	}
	for end > i && isSpace(s[end-1]) {
		end--
	}
	if end-i == 4 && equalFold(s[i:end], "pass") {
		return core.NewPass(), nil
	}
	if a, ok := core.ParseAction(s[i:end]); ok {
		return core.NewAction(a), nil
	}
	if end-i >= 2 && s[i+1] == '@' {
		k := a.Kind(s[i])
		if k == core.NoKind {
			return fail(i, "unknown piece letter "+quote.RuneAt(s, i))
		}
		to, n := scanSquare(s[i+2 : end])
		if n == 0 || i+2+n != end {
			return fail(i+2, "want a square after '@'")
		}
		return core.NewDrop(k, to), nil
	}
	from, n := scanSquare(s[i:end])
	if n == 0 {
		return fail(i, "want a from-square such as e3")
	}
	i += n
	if j := skipSeparator(s[:end], i); j > i {
		i = j
	}
	to, m := scanSquare(s[i:end])
	if m == 0 {
		return fail(i, "want a to-square after the from-square")
	}
	i += m
	mv := core.NewMove(from, to)
	removal := func(i int) bool { return i < end && (s[i] == 'x' || s[i] == 'X') }
	if i < end && !removal(i) {
		k := a.Kind(s[i])
		if k == core.NoKind {
			return fail(i, "unknown promotion letter "+quote.RuneAt(s, i))
		}
		mv = core.NewPromotion(from, to, k)
		i++
	}
	if removal(i) {
		r, k := scanSquare(s[i+1 : end])
		if k == 0 {
			return fail(i+1, "want the square of the removed piece after 'x'")
		}
		mv = mv.WithRemoval(r)
		i += 1 + k
	}
	if i != end {
		return fail(i, "unexpected text after the move")
	}
	return mv, nil
}

// skipSeparator returns the index after the separator between a move's two
// squares at s[i:] ('-', 'x', 'X', ':', or spaces, with spaces around the
// others), or i if there is none. An 'x' counts only if a square follows,
// so "e5d6xe6"'s removal is not mistaken for one.
func skipSeparator(s string, i int) int {
	j := i
	for j < len(s) && isSpace(s[j]) {
		j++
	}
	if j < len(s) && (s[j] == '-' || s[j] == ':' || s[j] == 'x' || s[j] == 'X') {
		k := j + 1
		for k < len(s) && isSpace(s[k]) {
			k++
		}
		if _, n := scanSquare(s[k:]); n > 0 {
			return k
		}
		return i
	}
	if _, n := scanSquare(s[j:]); n > 0 {
		return j
	}
	return i
}

// scanSquare is core.ScanSquare with the file letter in either case.
func scanSquare(s string) (core.Square, int) {
	if len(s) > 0 && s[0] >= 'A' && s[0] <= 'Z' {
		b := [3]byte{s[0] + 'a' - 'A'}
		n := copy(b[1:], s[1:])
		return core.ScanSquare(string(b[:1+n]))
	}
	return core.ScanSquare(s)
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// equalFold reports whether s equals the lower-case ASCII word w in any case.
func equalFold(s, w string) bool {
	if len(s) != len(w) {
		return false
	}
	for i := range len(s) {
		c := s[i]
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != w[i] {
			return false
		}
	}
	return true
}

// AppendCoord appends m in coordinate notation with the letters of
// alphabet a (the inverse of ParseCoord): promotion letters in lower case,
// drop letters in upper case, as Fairy-Stockfish writes them.
func AppendCoord(b []byte, m core.Move, a *core.Alphabet) []byte {
	switch {
	case m.IsZero():
		return append(b, "0000"...)
	case m.IsPass():
		return append(b, "pass"...)
	case m.Action() != core.NoAction:
		return append(b, m.Action().String()...)
	case m.IsDrop():
		b = append(b, a.Letter(m.Drop()), '@')
		return m.To().AppendTo(b)
	}
	b = m.To().AppendTo(m.From().AppendTo(b))
	if k := m.Promotion(); k != core.NoKind {
		b = append(b, a.Letter(k)+'a'-'A')
	}
	if r := m.Removal(); r != core.NoSquare {
		b = append(b, 'x')
		b = r.AppendTo(b)
	}
	return b
}

// Coord returns m in coordinate notation with the letters of alphabet a.
func Coord(m core.Move, a *core.Alphabet) string { return string(AppendCoord(nil, m, a)) }
