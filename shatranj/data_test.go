package shatranj_test

import (
	"testing"

	"github.com/chaturanga-go/chaturanga/internal/tools/testkit"
)

// The shared data (copied into testdata; see its README) run through the
// same text interface as the perft and oracle tools.

// TestOracle: every Fairy-Stockfish position of testdata/oracle.jsonl under
// Pychess: FEN, sorted legal moves, perft.
func TestOracle(t *testing.T) { testkit.Oracle(t, "shatranj", "pychess", "testdata/oracle.jsonl") }

// TestOutcomes: the shatranj verdicts of Fairy-Stockfish (testdata/outcomes.jsonl)
// under Pychess: FEN after the moves, legal moves, check, result, claims.
func TestOutcomes(t *testing.T) {
	testkit.Outcomes(t, "shatranj", "pychess", "testdata/outcomes.jsonl")
}

// TestOracleChaturanga: every Fairy-Stockfish chaturanga position of
// testdata/oracle-chaturanga.jsonl under Chaturanga: FEN, sorted legal
// moves, perft.
func TestOracleChaturanga(t *testing.T) {
	testkit.Oracle(t, "shatranj", "chaturanga", "testdata/oracle-chaturanga.jsonl")
}

// TestOutcomesChaturanga: Fairy-Stockfish's chaturanga verdicts
// (testdata/outcomes-chaturanga.jsonl) under Chaturanga: FEN after the
// moves, legal moves, check, result, claims.
func TestOutcomesChaturanga(t *testing.T) {
	testkit.Outcomes(t, "shatranj", "chaturanga", "testdata/outcomes-chaturanga.jsonl")
}

// TestCases: the rule cases of every rule set (testdata/cases-*.jsonl).
func TestCases(t *testing.T) {
	for _, f := range []string{"testdata/cases-default.jsonl", "testdata/cases-pychess.jsonl", "testdata/cases-medina.jsonl"} {
		testkit.Cases(t, "shatranj", f)
	}
}
