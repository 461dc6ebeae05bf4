package makruk_test

import (
	"testing"

	"github.com/chaturanga-go/chaturanga/internal/tools/testkit"
	"github.com/chaturanga-go/chaturanga/makruk"
)

// The family's data (testdata/*-makpong, *-asean, *-ai-wok; see the
// README there): Fairy-Stockfish's positions and verdicts of its makpong,
// asean and ai-wok variants, each under the rule set of the same name,
// reached by name (Fairy-Stockfish's for the oracle, ours for the
// verdicts) as the tools reach it.

// familyData names each family set's files by Fairy-Stockfish's name.
var familyData = []struct {
	rules makruk.Rules
	fsf   string
}{{makruk.Makpong, "makpong"}, {makruk.ASEAN, "asean"}, {makruk.AiWok, "ai-wok"}}

// TestFamilyOracle: every position of testdata/oracle-<variant>.jsonl:
// the FEN written back, the sorted legal moves, perft.
func TestFamilyOracle(t *testing.T) {
	for _, d := range familyData {
		t.Run(d.fsf, func(t *testing.T) {
			testkit.Oracle(t, "makruk", d.fsf, "testdata/oracle-"+d.fsf+".jsonl")
		})
	}
}

// TestFamilyOutcomes: Fairy-Stockfish's verdicts of
// testdata/outcomes-<variant>.jsonl: the FEN after the moves, the legal
// moves, check, the result, the claims.
func TestFamilyOutcomes(t *testing.T) {
	for _, d := range familyData {
		t.Run(d.fsf, func(t *testing.T) {
			testkit.Outcomes(t, "makruk", d.rules.Name, "testdata/outcomes-"+d.fsf+".jsonl")
		})
	}
}
