package chator

import (
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
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
			var starts []core.Position
			for _, fen := range propStarts[1:] {
				p := MustParseFEN(fen, r)
				starts = append(starts, &p)
			}
			lone := MustParseFEN("4k3/8/8/8/8/8/8/R2K4 b - - 0 1", r)
			check := MustParseFEN("4k3/8/8/8/8/8/2PPP3/r2K4 w - - 0 1", r)
			starts = append(starts, &lone, &check)
			conform.Check(t, &start, conform.Options{
				Parse: func(fen string) (core.Position, error) {
					p, err := ParseFEN(fen, r)
					return &p, err
				},
				Starts: starts,
			})
		})
	}
}
