package chator_test

import (
	"testing"

	"github.com/chaturanga-go/chaturanga/internal/tools/testkit"
)

// TestCases replays the rule cases of the four named sets
// (testdata/chator-*.jsonl, copied from ../shared/cases) through the same
// text interface as the perft and oracle tools: every move must be legal,
// and after them the legal moves, perft to depth 3, the result and the
// reason must match.
func TestCases(t *testing.T) {
	for _, f := range []string{
		"testdata/chator-default.jsonl",
		"testdata/chator-brooke.jsonl",
		"testdata/chator-elcum.jsonl",
		"testdata/chator-southeastasian.jsonl",
	} {
		testkit.Cases(t, "chator", f)
	}
}
