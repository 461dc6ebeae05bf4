package makruk_test

import (
	"testing"

	"github.com/chaturanga-go/chaturanga/internal/tools/testkit"
	"github.com/chaturanga-go/chaturanga/makruk"
)

// The Ouk Chatrang and Kar Ouk data of Fairy-Stockfish (copied into
// testdata; see its README), run through the tools' text interface
// (testkit) under the Cambodian and KarOuk rule sets; the records are in
// family_records_test.go.

// familySets are the rule sets with data of their own, by
// Fairy-Stockfish's variant name.
var familySets = []struct {
	fsf   string
	rules makruk.Rules
}{{"cambodian", makruk.Cambodian}, {"karouk", makruk.KarOuk}}

// TestFamilyOracle: every Fairy-Stockfish position of
// testdata/oracle-<variant>.jsonl: the FEN written back, the sorted legal
// moves (OC-2, OC-3: the leaps and jumps; KO-1: none once a check has
// won) and perft.
func TestFamilyOracle(t *testing.T) {
	for _, s := range familySets {
		t.Run(s.fsf, func(t *testing.T) {
			testkit.Oracle(t, "makruk", s.rules.Name, "testdata/oracle-"+s.fsf+".jsonl")
		})
	}
}

// TestFamilyOutcomes: Fairy-Stockfish's verdicts of
// testdata/outcomes-<variant>.jsonl: the FEN after the moves (the rights
// lost, OC-4; the count started, OC-5; the checks counted, KO-2), the
// legal moves, check, the result (KO-1's first check as an immediate end)
// and the claims (repetition without the rights in its key, OC-4; the
// count, OC-5; insufficient material, OC-6, KO-3).
func TestFamilyOutcomes(t *testing.T) {
	for _, s := range familySets {
		t.Run(s.fsf, func(t *testing.T) {
			testkit.Outcomes(t, "makruk", s.rules.Name, "testdata/outcomes-"+s.fsf+".jsonl")
		})
	}
}
