package makruk

import (
	"testing"

	"github.com/chaturanga-go/chaturanga/internal/tools/conform"
)

// TestConform plays random games through the core.Position interface alone
// (internal/tools/conform) under Default and Pychess, from the start and
// from pawnless endings where the counts run, and checks the methods agree
// (the family's sets: TestFamilyConform).
func TestConform(t *testing.T) {
	for _, r := range []Rules{Default, Pychess} {
		t.Run(r.Name, func(t *testing.T) {
			start := StartPosition(r)
			starts := conform.Starts(ParseFEN, r,
				"3k4/2m5/8/4M3/3KS3/8/8/8 w - - 0 40",
				"8/8/8/4k3/1p6/K7/2RSSMM1/8 w - - 0 1",
				"8/2K3k1/5m2/4S1S1/8/8/8/8 w - - 0 1",
				"r3k3/8/8/3n4/8/2S5/8/R3K3 w - - 0 1")
			conform.Check(t, &start, conform.Options{
				Parse:  conform.Parser(ParseFEN, r),
				Starts: starts,
				Plies:  120,
			})
		})
	}
}
