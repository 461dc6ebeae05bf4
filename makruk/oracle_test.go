package makruk

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
	return out
}

func legalStrings(p *Position) []string {
	var out []string
	for m := range p.LegalMoves() {
		out = append(out, p.MoveText(m))
	}
	slices.Sort(out)
	return out
}

// TestOracle checks every Fairy-Stockfish position of testdata/oracle.jsonl
// (copied from ../shared/oracle/makruk.jsonl) under Pychess: the sorted
// legal moves and perft to depth 3, and deeper while the count stays under a
// node budget (5 M leaves, 100 k with -short).
func TestOracle(t *testing.T) {
	for i, l := range readJSONL[oracleLine](t, "testdata/oracle.jsonl") {
		p, err := ParseFEN(l.Fen, Pychess)
		if err != nil {
			t.Errorf("line %d: %v", i+1, err)
			continue
		}
		if got := legalStrings(&p); !slices.Equal(got, l.Moves) && !(len(got) == 0 && len(l.Moves) == 0) {
			t.Errorf("line %d %s: legal moves\n got %v\nwant %v", i+1, l.Fen, got, l.Moves)
		}
		budget := uint64(5_000_000)
		if testing.Short() {
			budget = 100_000
		}
		for d := 1; d <= len(l.Perft) && (d <= 3 || l.Perft[d-1] <= budget); d++ {
			if got := p.Perft(d); got != l.Perft[d-1] {
				t.Errorf("line %d %s: perft(%d) = %d, want %d", i+1, l.Fen, d, got, l.Perft[d-1])
				break
			}
		}
	}
}
