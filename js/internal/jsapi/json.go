package jsapi

import (
	"strconv"
	"unicode/utf8"
)

// A jsonWriter appends JSON to a byte slice: enough for the binding's
// answers (objects, arrays, strings, numbers, booleans, null) without
// encoding/json, which would add to the wasm's size. Commas are placed by
// the writer: each value or key after the first in its container gets one.
// Its methods are marked go:noinline: inlined into the many operations
// that write JSON (none on a walk's path) they cost some 3 KB of the
// module's brotli for no speed that matters.
type jsonWriter struct {
	b     []byte
	first bool // the next value is the first in its container
}

//go:noinline
func (w *jsonWriter) sep() {
	if !w.first {
		w.b = append(w.b, ',')
	}
	w.first = false
}

//go:noinline
func (w *jsonWriter) open(c byte) {
	w.sep()
	w.b = append(w.b, c)
	w.first = true
}

//go:noinline
func (w *jsonWriter) close(c byte) {
	w.b = append(w.b, c)
	w.first = false
}

// key writes an object key; the value follows without a comma.
//
//go:noinline
func (w *jsonWriter) key(k string) {
	w.sep()
	w.b = appendJSONString(w.b, k)
	w.b = append(w.b, ':')
	w.first = true
}

//go:noinline
func (w *jsonWriter) str(s string) {
	w.sep()
	w.b = appendJSONString(w.b, s)
}

//go:noinline
func (w *jsonWriter) num(n int64) {
	w.sep()
	w.b = strconv.AppendInt(w.b, n, 10)
}

//go:noinline
func (w *jsonWriter) unum(n uint64) {
	w.sep()
	w.b = strconv.AppendUint(w.b, n, 10)
}

//go:noinline
func (w *jsonWriter) boolean(v bool) {
	w.sep()
	w.b = strconv.AppendBool(w.b, v)
}

//go:noinline
func (w *jsonWriter) null() {
	w.sep()
	w.b = append(w.b, "null"...)
}

// strings writes an array of strings.
//
//go:noinline
func (w *jsonWriter) strings(list []string) {
	w.open('[')
	for _, s := range list {
		w.str(s)
	}
	w.close(']')
}

// errorValue writes an error as the object the JavaScript side turns into
// a ChaturangaError, or null.
func (w *jsonWriter) errorValue(e *Error) {
	if e == nil {
		w.null()
		return
	}
	w.open('{')
	w.errorFields(e)
	w.close('}')
}

// errorFields writes e's fields, as errorValue's object holds them, in an
// open object.
func (w *jsonWriter) errorFields(e *Error) {
	w.key("code")
	w.str(e.Code)
	w.key("rule")
	w.str(e.Rule)
	w.key("sentence")
	w.str(e.Sentence)
	w.key("message")
	w.str(e.Message)
}

const hexDigits = "0123456789abcdef"

// appendJSONString appends s as a JSON string. Invalid UTF-8 becomes
// U+FFFD; U+2028 and U+2029 are escaped, as JavaScript source needs.
func appendJSONString(b []byte, s string) []byte {
	b = append(b, '"')
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			switch {
			case c == '"' || c == '\\':
				b = append(b, '\\', c)
			case c == '\n':
				b = append(b, '\\', 'n')
			case c == '\r':
				b = append(b, '\\', 'r')
			case c == '\t':
				b = append(b, '\\', 't')
			case c < 0x20 || c == 0x7f:
				b = append(b, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&15])
			default:
				b = append(b, c)
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			b = append(b, `\ufffd`...)
		case r == '\u2028' || r == '\u2029':
			b = append(b, `\u202`...)
			b = append(b, hexDigits[r&15])
		default:
			b = append(b, s[i:i+size]...)
		}
		i += size
	}
	return append(b, '"')
}
