package jsapi

import (
	"runtime"
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
	return pgn
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

// cost returns the allocations and bytes allocated by one call of f.
func cost(f func()) (allocs, bytes uint64) {
	var m0, m1 runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&m0)
	f()
	runtime.ReadMemStats(&m1)
	return m1.Mallocs - m0.Mallocs, m1.TotalAlloc - m0.TotalAlloc
}

// Reading a 100,000-ply game and playing 100,000 plies cost memory in
// proportion to the game, and little (issue 27): reading allocates about
// one string a ply (its SAN) and 450 bytes a ply in all (the record read,
// the history, the answer), where a list of legal moves escaping to the
// heap cost 2 KiB a ply and the history's copies as it grew some 300
// bytes more; playing coordinates the session's table knows allocates
// nothing a ply (the history's chunks and the moves' list aside), where
// listing the legal moves and copying the position cost 790 bytes a ply.
func TestLongGameCost(t *testing.T) {
	if testing.Short() {
		t.Skip("reads and plays 100,000 plies")
	}
	const plies = 100_000
	pgn := game100k(t)
	moves := moves100k()
	s := NewSession()
	read := func() {
		if _, out := benchCall(t, s, "readGamePGN", 0, 0, 0, "\x00"+pgn); !strings.Contains(out, `"error":null`) {
			t.Fatalf("readGamePGN: %.200s", out)
		}
	}
	read() // the session's buffers grow once
	allocs, bytes := cost(read)
	t.Logf("readGamePGN of %d plies: %d allocations, %d bytes (%.0f a ply)", plies, allocs, bytes, float64(bytes)/plies)
	if allocs > 2*plies || bytes > 600*plies {
		t.Errorf("readGamePGN of %d plies: %d allocations of %d bytes, want at most %d of %d", plies, allocs, bytes, 2*plies, 600*plies)
	}
	h, _ := benchCall(t, s, "newBoard", 0, 0, 0, "makruk\x00\x00default")
	benchCall(t, s, "pushMoves", h, 0, 0, moves) // the table learns the moves
	push := func() {
		h, _ := benchCall(t, s, "newBoard", 0, 0, 0, "makruk\x00\x00default")
		if r, _ := benchCall(t, s, "pushMoves", h, 0, 0, moves); r != 1 {
			t.Fatal("pushMoves refused")
		}
		benchCall(t, s, "free", h, 0, 0, "")
	}
	allocs, bytes = cost(push)
	t.Logf("pushMoves of %d plies: %d allocations, %d bytes (%.0f a ply)", plies, allocs, bytes, float64(bytes)/plies)
	if allocs > 2000 || bytes > 250*plies {
		t.Errorf("pushMoves of %d plies: %d allocations of %d bytes, want at most 2000 of %d", plies, allocs, bytes, 250*plies)
	}
}
