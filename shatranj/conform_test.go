package shatranj

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

// conformStarts are endgames where the bare-king rules decide.
func conformStarts(r Rules) []core.Position {
	return conform.Starts(ParseFEN, r, "8/8/8/4k3/4R3/8/3K4/8 b - - 0 1", "8/8/8/3k4/8/8/3KRq2/8 w - - 0 1", "4k3/4q3/8/8/8/8/3R4/4K3 w - - 139 100")
}
