package sittuyin

import (
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/tools/conform"
)

// TestConform runs the shared contract check of core.Position over random
// games under every rule set.
func TestConform(t *testing.T) {
	for _, r := range RuleSets() {
		t.Run(r.Name, func(t *testing.T) {
			start := StartPosition(r)
			conform.Check(t, &start, conform.Options{
				Parse:  conform.Parser(ParseFEN, r),
				Starts: conformStarts(r),
				Plies:  120,
			})
		})
	}
}

// conformStarts are a middlegame and endings with counts and promotions.
func conformStarts(r Rules) []core.Position {
	return conform.Starts(ParseFEN, r, benchMiddleFEN, benchEndFEN, "4k3/3R4/2K5/8/8/8/8/8[] b - 32 3 1", "k7/Pp4P1/1P6/3K4/8/3P4/8/8[] w - - 0 1")
}
