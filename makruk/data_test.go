package makruk_test

import (
	"testing"

	"github.com/chaturanga-go/chaturanga/internal/tools/testkit"
)

// The shared data (copied into testdata; see its README) run through the
// same text interface as the perft and oracle tools.

// TestOracle: every Fairy-Stockfish position of testdata/oracle.jsonl under
// Pychess: FEN, sorted legal moves, perft.
func TestOracle(t *testing.T) { testkit.Oracle(t, "makruk", "pychess", "testdata/oracle.jsonl") }

// TestOutcomes: the makruk verdicts of Fairy-Stockfish (testdata/outcomes.jsonl)
// under Pychess: FEN after the moves, legal moves, check, result, claims.
func TestOutcomes(t *testing.T) { testkit.Outcomes(t, "makruk", "pychess", "testdata/outcomes.jsonl") }

// TestCases: the rule cases of every rule set (testdata/cases-*.jsonl).
func TestCases(t *testing.T) {
	for _, f := range []string{"testdata/cases-default.jsonl", "testdata/cases-pychess.jsonl"} {
		testkit.Cases(t, "makruk", f)
	}
}
