package sittuyin

import (
	"bufio"
	"encoding/json"
	"os"
	"slices"
	"strings"
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
	var out []string
	for m := range p.LegalMoves() {
		out = append(out, p.MoveText(m))
	}
	slices.Sort(out)
	return out
}

// perftLimit bounds the leaf count a perft check may reach, so the oracle
// test stays fast; with -short the bound is lower.
func perftLimit() uint64 {
	if testing.Short() {
		return 2_000_000
	}
	return 20_000_000
}

// TestOracle checks every Fairy-Stockfish position of testdata/oracle.jsonl
// (copied from ../shared/oracle/sittuyin.jsonl), mid-setup positions
// included, under Pychess: the FEN round trip (Fairy-Stockfish writes the
// brackets even for empty hands), the sorted legal moves, and
// perft to depth 3 always and deeper while the count stays under
// perftLimit.
func TestOracle(t *testing.T) {
	for i, l := range readJSONL[oracleLine](t, "testdata/oracle.jsonl") {
		p, err := ParseFEN(l.Fen, Pychess)
		if err != nil {
			t.Errorf("line %d: %v", i+1, err)
			continue
		}
		if got := p.FEN(); got != l.Fen && strings.Contains(l.Fen, "[") {
			t.Errorf("line %d: FEN round trip\n got %s\nwant %s", i+1, got, l.Fen)
		}
		if got := legalStrings(&p); !slices.Equal(got, l.Moves) && !(len(got) == 0 && len(l.Moves) == 0) {
			t.Errorf("line %d %s: legal moves\n got %v\nwant %v", i+1, l.Fen, got, l.Moves)
		}
		for d := 1; d <= len(l.Perft); d++ {
			if d > 3 && l.Perft[d-1] > perftLimit() {
				break
			}
			if got := p.Perft(d); got != l.Perft[d-1] {
				t.Errorf("line %d %s: perft(%d) = %d, want %d", i+1, l.Fen, d, got, l.Perft[d-1])
				break
			}
		}
	}
}
