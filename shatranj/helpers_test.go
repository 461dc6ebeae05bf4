package shatranj

import (
	"os"
	"testing"

	"github.com/chaturanga-go/chaturanga/internal/tools/jsonl"
)

// Helpers shared by the package's tests; the shared data files themselves
// run in data_test.go.

func readJSONL[T any](t testing.TB, path string) []T {
	t.Helper()
	return jsonl.Read[T](t, path)
}

type gameLine = jsonl.GameLine

type oracleLine = jsonl.OracleLine

type outcomeLine = jsonl.OutcomeLine

// TestPerftStartDeep checks perft 7 from the start against
// Fairy-Stockfish's 357,218,656 leaves (the speed reference). It
// takes a few seconds, so it runs only with CHATURANGA_DEEP=1 set.
func TestPerftStartDeep(t *testing.T) {
	if os.Getenv("CHATURANGA_DEEP") == "" {
		t.Skip("set CHATURANGA_DEEP=1 to run perft 7 from the start")
	}
	p := StartPosition(Pychess)
	if got := p.Perft(7); got != 357_218_656 {
		t.Errorf("perft(7) = %d, want 357218656", got)
	}
}

// TestPerftChaturangaStart6 checks perft 6 from the chaturanga start
// against Fairy-Stockfish's 19,864,709 leaves (the oracle data's deepest
// count, past the oracle test's budget); not with -short.
func TestPerftChaturangaStart6(t *testing.T) {
	if testing.Short() {
		t.Skip("perft 6 is skipped with -short")
	}
	p := StartPosition(Chaturanga)
	if got := p.Perft(6); got != 19_864_709 {
		t.Errorf("perft(6) = %d, want 19864709", got)
	}
}
