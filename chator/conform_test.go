package chator

import (
	"testing"

	"github.com/chaturanga-go/chaturanga/internal/tools/conform"
)

// TestConform plays random games of every named rule set through the
// core.Position interface alone (internal/tools/conform), from the start
// and from positions where promotions, en passant, the rajas' leaps and
// lone rajas come soon.
func TestConform(t *testing.T) {
	for _, r := range RuleSets() {
		t.Run(r.Name, func(t *testing.T) {
			start := StartPosition(r)
			starts := conform.Starts(ParseFEN, r, append(propStarts[1:len(propStarts):len(propStarts)],
				"4k3/8/8/8/8/8/8/R2K4 b - - 0 1", "4k3/8/8/8/8/8/2PPP3/r2K4 w - - 0 1")...)
			conform.Check(t, &start, conform.Options{
				Parse:  conform.Parser(ParseFEN, r),
				Starts: starts,
			})
		})
	}
}
