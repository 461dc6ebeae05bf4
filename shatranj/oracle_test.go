package shatranj

import (
	"bufio"
	"encoding/json"
	"os"
	"slices"
	"testing"
)

type oracleLine struct {
	Fen   string   `json:"fen"`
	Perft []uint64 `json:"perft"`
	Moves []string `json:"moves"`
	Note  string   `json:"note"`
}

func readJSONL[T any](t testing.TB, path string) []T {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []T
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<24)
	for sc.Scan() {
		var v T
		if err := json.Unmarshal(sc.Bytes(), &v); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		out = append(out, v)
	}
	if err := sc.Err(); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return out
}

func legalStrings(p *Position) []string {
	out := []string{}
	for m := range p.LegalMoves() {
		out = append(out, p.MoveText(m))
	}
	slices.Sort(out)
	return out
}

// TestOracle checks every Fairy-Stockfish position of testdata/oracle.jsonl
// (copied from ../shared/oracle/shatranj.jsonl) under Pychess: the sorted
// legal moves, the FEN written back, and perft at every depth the file
// gives (38 million leaves in all, perft 6 from the start among them; to
// depth 3 with -short). The file's positions ended by the bare-king
// (extinction) rule have no legal moves and perft 0.
func TestOracle(t *testing.T) {
	for i, l := range readJSONL[oracleLine](t, "testdata/oracle.jsonl") {
		p, err := ParseFEN(l.Fen, Pychess)
		if err != nil {
			t.Errorf("line %d: %v", i+1, err)
			continue
		}
		if got := legalStrings(&p); !slices.Equal(got, l.Moves) && len(got)+len(l.Moves) > 0 {
			t.Errorf("line %d %s: legal moves\n got %v\nwant %v", i+1, l.Fen, got, l.Moves)
		}
		if got := p.FEN(); got != l.Fen {
			t.Errorf("line %d: FEN round trip %s, want %s", i+1, got, l.Fen)
		}
		for d := 1; d <= len(l.Perft); d++ {
			if d > 3 && testing.Short() {
				break
			}
			if got := p.Perft(d); got != l.Perft[d-1] {
				t.Errorf("line %d %s: perft(%d) = %d, want %d", i+1, l.Fen, d, got, l.Perft[d-1])
				break
			}
		}
	}
}

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
