// Package jsonl reads the project's JSON-lines data files for tests, and
// names the shapes of their lines.
package jsonl

import (
	"bufio"
	"encoding/json"
	"os"
	"testing"
)

// Read reads a file of JSON lines into values of type T.
func Read[T any](t testing.TB, path string) []T {
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

// An OracleLine is a position of ../shared/oracle/<game>.jsonl.
type OracleLine struct {
	FEN   string   `json:"fen"`
	Perft []uint64 `json:"perft"`
	Moves []string `json:"moves"`
	Note  string   `json:"note"`
}

// A CaseLine is a rule case of ../shared/cases/<game>-<rules>.jsonl.
type CaseLine struct {
	Rules  string   `json:"rules"`
	Start  string   `json:"start"`
	Moves  []string `json:"moves"`
	Legal  []string `json:"legal"`
	Perft  []uint64 `json:"perft"`
	Result string   `json:"result"`
	Reason string   `json:"reason"`
	Note   string   `json:"note"`
}

// An OutcomeLine is a verdict of ../shared/oracle/outcomes.jsonl.
type OutcomeLine struct {
	FEN          string   `json:"fen"`
	Moves        []string `json:"moves"`
	Result       *int     `json:"result"`
	OptionalEnd  []any    `json:"optional_end"`
	ImmediateEnd []any    `json:"immediate_end"`
	LegalCount   int      `json:"legal_move_count"`
	FENAfter     string   `json:"fen_after"`
	InCheck      bool     `json:"in_check"`
	Note         string   `json:"note"`

	// InsufficientMaterial is Fairy-Stockfish's has_insufficient_material
	// for White and Black (absent in older lines).
	InsufficientMaterial []bool `json:"insufficient_material"`
}

// A GameLine is a game of ../shared/games/<game>.jsonl.
type GameLine struct {
	FEN         string   `json:"fen"`
	Moves       []string `json:"moves"`
	SAN         []string `json:"san"`
	Result      string   `json:"result"`
	Termination string   `json:"termination"`
}
