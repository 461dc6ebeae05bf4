package shatar_test

import (
	"testing"

	"github.com/chaturanga-go/chaturanga/internal/tools/testkit"
)

// The shared data (copied into testdata; see its README) run through the
// same text interface as the perft and oracle tools.

// TestOracle: every Fairy-Stockfish position of testdata/oracle.jsonl
// under Default: FEN, sorted legal moves, perft.
func TestOracle(t *testing.T) { testkit.Oracle(t, "shatar", "default", "testdata/oracle.jsonl") }

// TestOutcomes: Fairy-Stockfish's shatar verdicts (testdata/outcomes.jsonl)
// under Default: FEN after the moves, legal moves, check, result, claims.
func TestOutcomes(t *testing.T) {
	testkit.Outcomes(t, "shatar", "default", "testdata/outcomes.jsonl")
}
