// Package quote writes user input into error messages: cut to a short
// prefix, so a message never repeats megabytes of hostile input, and
// quoted by whole UTF-8 characters, so non-ASCII input reads as it was
// typed.
package quote

import (
	"strconv"
	"unicode/utf8"
)

// Max is the number of bytes of input a message quotes at most; longer
// input is cut at a character boundary and marked with "…" and its length.
const Max = 64

// Cut returns s, or its first Max bytes (cut at a character boundary)
// followed by "…" and the length of the whole, such as
// `e3e4e3e4…(10485760 bytes)`.
func Cut(s string) string {
	if len(s) <= Max {
		return s
	}
	n := Max
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "…(" + strconv.Itoa(len(s)) + " bytes)"
}

// Input returns s quoted as Go would (strconv.Quote) and cut as [Cut] cuts
// it: `"abc"`, or `"abc…"(1000 bytes)` for long input.
func Input(s string) string {
	return string(AppendInput(nil, s))
}

// AppendInput appends [Input](s) to b.
func AppendInput(b []byte, s string) []byte {
	if len(s) <= Max {
		return strconv.AppendQuote(b, s)
	}
	n := Max
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	b = strconv.AppendQuote(b, s[:n]+"…")
	b = append(b, '(')
	b = strconv.AppendInt(b, int64(len(s)), 10)
	return append(b, " bytes)"...)
}

// RuneAt returns the character of s that starts at byte offset i, quoted
// ('♜', or '\xe2' for a byte that does not start valid UTF-8), or "end of
// input" past the end.
func RuneAt(s string, i int) string {
	if i < 0 || i >= len(s) {
		return "end of input"
	}
	r, size := utf8.DecodeRuneInString(s[i:])
	if r == utf8.RuneError && size <= 1 {
		return `'\x` + strconv.FormatUint(uint64(s[i])|0x100, 16)[1:] + `'`
	}
	return strconv.QuoteRune(r)
}
