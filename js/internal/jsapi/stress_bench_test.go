package jsapi

import (
	"strings"
	"testing"
)

// moves100k is 100,000 plies of Makruk in coordinates (knights shuffling),
// as the stress script plays them.
func moves100k() string {
	return strings.TrimSpace(strings.Repeat("b1d2 g8e7 d2b1 e7g8 ", 25000))
}

// game100k returns the PGN of a valid 100,000-ply Makruk game, written by
// the session's own pgn op.
func game100k(tb testing.TB) string {
	s := NewSession()
	h, _ := benchCall(tb, s, "newBoard", 0, 0, 0, "makruk\x00\x00default")
	benchCall(tb, s, "pushMoves", h, 0, 0, moves100k())
	_, pgn := benchCall(tb, s, "pgn", h, 0, 0, "Event\x00stress")
	return pgn[:len(pgn)]
}

func BenchmarkReadGamePGN100k(b *testing.B) {
	pgn := game100k(b)
	s := NewSession()
	b.SetBytes(int64(len(pgn)))
	b.ReportAllocs()
	for b.Loop() {
		h, _ := benchCall(b, s, "readGamePGN", 0, 0, 0, "\x00"+pgn)
		_ = h
	}
}

func BenchmarkPushMoves100k(b *testing.B) {
	moves := moves100k()
	s := NewSession()
	b.ReportAllocs()
	for b.Loop() {
		h, _ := benchCall(b, s, "newBoard", 0, 0, 0, "makruk\x00\x00default")
		benchCall(b, s, "pushMoves", h, 0, 0, moves)
		benchCall(b, s, "free", h, 0, 0, "")
	}
}
