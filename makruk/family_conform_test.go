package makruk

import (
	"testing"

	"github.com/chaturanga-go/chaturanga/internal/tools/conform"
)

// familyEndgames are set-up positions for the conformance check of each
// family set, in its own letters: rights to leap and jump, check counters,
// checks against a frozen khun, counts about to start and running,
// promotions near.
var familyEndgames = map[string][]string{
	"cambodian": cambodianEndgames,
	"karouk": append(cambodianEndgames[:len(cambodianEndgames):len(cambodianEndgames)],
		"4k3/8/8/8/8/8/8/R3K3 w - - 0+1 0 1", "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 3+2 0 1"),
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

// cambodianEndgames are Ouk Chatrang's and Kar Ouk's set-up positions:
// rights kept and lost, counts of both honours, a khun left in check as
// Fairy-Stockfish reads one.
var cambodianEndgames = []string{
	"rnsmk1nr/4s3/pppppppp/8/8/PPPPPPPP/R7/1NSKMSNR w DEde - 2 2",
	"4k3/8/8/8/8/r3K3/1r6/2M5 w C - 0 1",
	"8/8/4k3/8/5P2/2RMK3/8/8 w - 126 41 50",
	"8/2K3k1/5m2/4S1S1/8/8/8/8 w - 126 97 1",
	"rn1mksnr/1s6/pppp1ppp/4p3/8/PPPPPPPP/R4K2/1NS1MSNR w Ede - 0 3",
	"1nr3nr/2ks2s1/2Rm2pp/p1Ppp1P1/P2P1p2/2N1PP1P/2KS4/S3MRN1 b E - 0 24",
}

// TestFamilyConform plays random games through the core.Position
// interface alone (internal/tools/conform) under each family set, from the
// start and from set-up endgames, and checks the methods agree.
func TestFamilyConform(t *testing.T) {
	for _, r := range []Rules{Cambodian, KarOuk, Makpong, ASEAN, AiWok} {
		t.Run(r.Name, func(t *testing.T) {
			start := StartPosition(r)
			conform.Check(t, &start, conform.Options{
				Parse:  conform.Parser(ParseFEN, r),
				Starts: conform.Starts(ParseFEN, r, familyEndgames[r.Name]...),
				Plies:  120,
			})
		})
	}
}
