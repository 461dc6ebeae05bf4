package makruk

import (
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/tools/conform"
)

// familyEndgames are set-up positions for the conformance check of each
// family set, in its own letters: checks against a frozen khun, counts
// about to start and running, promotions near.
var familyEndgames = map[string][]string{
	"makpong": {
		"4k3/8/8/8/8/8/3s4/4K3 w - - 0 1",
		"3k4/2m5/8/4M3/3KS3/8/8/8 w - - 0 40",
		"r3k3/8/8/3n4/8/2S5/8/R3K3 w - - 0 1",
		"8/3k4/8/2K1S1P1/8/8/8/8 w - - 0 1",
		"8/8/8/4k3/8/8/8/R3K3 w - 32 30 1",
	},
	"asean": {
		"8/2P1k3/2K5/8/8/8/8/8 w - - 0 1",
		"8/8/4K3/3Q4/1k1N4/5b2/8/8 w - - 0 1",
		"4k3/3r4/2K5/8/3R4/1P6/8/8 w - - 0 1",
		"8/8/8/8/8/2k5/1P6/R5K1 b - - 0 1",
		"2N5/4k3/2K5/8/8/8/8/8 b - 128 120 1",
		"4k3/4p3/8/8/8/8/PPP5/R3K3 w - - 96 80",
	},
	"aiwok": {
		"8/8/8/4k3/8/8/8/A3K3 w - - 0 1",
		"8/3k4/8/2K1S1P1/8/8/8/8 w - - 0 1",
		"8/8/8/4k3/8/8/8/RA2K3 w - 32 28 1",
		"6k1/3n4/A6p/8/3s4/S6P/8/4K1NS w - - 1 44",
	},
}

// TestFamilyConform plays random games through the core.Position
// interface alone (internal/tools/conform) under Makpong, ASEAN and
// Ai-Wok, from the start and from set-up endgames, and checks the methods
// agree.
func TestFamilyConform(t *testing.T) {
	for _, r := range []Rules{Makpong, ASEAN, AiWok} {
		t.Run(r.Name, func(t *testing.T) {
			start := StartPosition(r)
			var starts []core.Position
			for _, fen := range familyEndgames[r.Name] {
				p := MustParseFEN(fen, r)
				starts = append(starts, &p)
			}
			conform.Check(t, &start, conform.Options{
				Parse: func(fen string) (core.Position, error) {
					p, err := ParseFEN(fen, r)
					return &p, err
				},
				Starts: starts,
				Plies:  120,
			})
		})
	}
}
