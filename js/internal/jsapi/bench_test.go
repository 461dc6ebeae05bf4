package jsapi

import (
	"bytes"
	"testing"
)

// call runs op by name on the session with string input, failing the test
// on an error.
func benchCall(tb testing.TB, s *Session, name string, h, a, b int32, in string) (int32, string) {
	tb.Helper()
	op := opIndex(name)
	if !s.Grow(len(in)) {
		tb.Fatalf("input too long")
	}
	n := copy(s.In, in)
	r := s.Call(int32(op), h, a, b, int32(n))
	if r == Fail {
		tb.Fatalf("%s: %q", name, bytes.ReplaceAll(s.Out, []byte{0}, []byte{'|'}))
	}
	return r, string(s.Out)
}

func opIndex(name string) int {
	for i, o := range ops {
		if o.Name == name {
			return i
		}
	}
	panic("no op " + name)
}

// jsPerft walks the tree as a JavaScript program does through the API.
func jsPerft(tb testing.TB, s *Session, h int32, d int) int {
	r, moves := benchCall(tb, s, "legalMoves", h, 0, 0, "")
	if r == 0 {
		return 0
	}
	list := bytes.Fields([]byte(moves))
	if d == 1 {
		return len(list)
	}
	n := 0
	for _, m := range list {
		benchCall(tb, s, "push", h, 0, 0, string(m))
		n += jsPerft(tb, s, h, d-1)
		benchCall(tb, s, "pop", h, 0, 0, "")
	}
	return n
}

func BenchmarkJSPerftMakruk(b *testing.B) {
	s := NewSession()
	h, _ := benchCall(b, s, "newBoard", 0, 0, 0, "makruk")
	for b.Loop() {
		if n := jsPerft(b, s, h, 4); n != 273026 {
			b.Fatal(n)
		}
	}
}
