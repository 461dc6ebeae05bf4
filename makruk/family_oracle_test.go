package makruk_test

import (
	"testing"

	"github.com/chaturanga-go/chaturanga/internal/tools/testkit"
	"github.com/chaturanga-go/chaturanga/makruk"
)

// The family's data (testdata/*-cambodian, *-karouk, *-makpong, *-asean,
// *-ai-wok; see the README there): Fairy-Stockfish's positions and
// verdicts of its cambodian, karouk, makpong, asean and ai-wok variants,
// run through the tools' text interface (testkit) under the rule set of
// the same name, reached by name (Fairy-Stockfish's for the oracle, ours
// for the verdicts) as the tools reach it. The records are in
// family_data_test.go.

// familyData names each family set's files by Fairy-Stockfish's name.
var familyData = []struct {
	rules makruk.Rules
	fsf   string
}{{makruk.Cambodian, "cambodian"}, {makruk.KarOuk, "karouk"}, {makruk.Makpong, "makpong"}, {makruk.ASEAN, "asean"}, {makruk.AiWok, "ai-wok"}}

// TestFamilyOracle: every position of testdata/oracle-<variant>.jsonl:
// the FEN written back, the sorted legal moves (OC-2, OC-3: the leaps and
// jumps; KO-1: none once a check has won; MP-1: the frozen khun; AS-2 and
// AW-2: the promotions) and perft.
func TestFamilyOracle(t *testing.T) {
	for _, d := range familyData {
		t.Run(d.fsf, func(t *testing.T) {
			testkit.Oracle(t, "makruk", d.fsf, "testdata/oracle-"+d.fsf+".jsonl")
		})
	}
}

// TestFamilyOutcomes: Fairy-Stockfish's verdicts of
// testdata/outcomes-<variant>.jsonl: the FEN after the moves (the rights
// lost, OC-4; the count started, OC-5, AS-4; the checks counted, KO-2),
// the legal moves, check, the result (KO-1's first check as an immediate
// end) and the claims (repetition without the rights in its key, OC-4;
// the counts, OC-5, AS-4; the 50-move rule, AS-5; insufficient material,
// OC-6, KO-3, AS-3, AW-3).
func TestFamilyOutcomes(t *testing.T) {
	for _, d := range familyData {
		t.Run(d.fsf, func(t *testing.T) {
			testkit.Outcomes(t, "makruk", d.rules.Name, "testdata/outcomes-"+d.fsf+".jsonl")
		})
	}
}
