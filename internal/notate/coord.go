package notate

import (
	"strconv"

	"github.com/chaturanga-go/chaturanga/core"
)

// ParseCoord reads a move in coordinate notation, the form engines and the
// library's tools exchange: from-square and to-square ("e3e4", "a10c10"),
// then optionally the promotion letter of alphabet a ("d5c6m", in-place
// "e5e5f"), then optionally "x" and the square of a piece removed elsewhere
// ("e5d6xe6"); a drop is an upper-case letter, '@' and the square ("R@a1");
// and "pass" passes. Lower-case drop letters and upper-case promotion
// letters are accepted too. The result is only well formed: whether it is
// legal is the position's business. Errors are *core.ParseError wrapping
// core.ErrSyntax.
func ParseCoord(op, s string, a *core.Alphabet) (core.Move, error) {
	fail := func(off int, msg string) (core.Move, error) {
		return core.Move{}, &core.ParseError{Op: op, Input: s, Offset: off, Msg: msg, Err: core.ErrSyntax}
	}
	if s == "pass" {
		return core.PassMove, nil
	}
	if len(s) >= 2 && s[1] == '@' {
		k := a.Kind(s[0])
		if k == core.NoKind {
			return fail(0, "unknown piece letter "+strconv.QuoteRune(rune(s[0])))
		}
		to, n := core.ScanSquare(s[2:])
		if n == 0 || 2+n != len(s) {
			return fail(2, "want a square after '@'")
		}
		return core.NewDrop(k, to), nil
	}
	from, n := core.ScanSquare(s)
	if n == 0 {
		return fail(0, "want a from-square such as e3")
	}
	to, m := core.ScanSquare(s[n:])
	if m == 0 {
		return fail(n, "want a to-square after the from-square")
	}
	i := n + m
	mv := core.NewMove(from, to)
	if i < len(s) && s[i] != 'x' {
		k := a.Kind(s[i])
		if k == core.NoKind {
			return fail(i, "unknown promotion letter "+strconv.QuoteRune(rune(s[i])))
		}
		mv = core.NewPromotion(from, to, k)
		i++
	}
	if i < len(s) && s[i] == 'x' {
		r, k := core.ScanSquare(s[i+1:])
		if k == 0 {
			return fail(i+1, "want the square of the removed piece after 'x'")
		}
		mv = mv.WithRemoval(r)
		i += 1 + k
	}
	if i != len(s) {
		return fail(i, "unexpected text after the move")
	}
	return mv, nil
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
