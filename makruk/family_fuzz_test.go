package makruk

import (
	"testing"

	"github.com/chaturanga-go/chaturanga/internal/tools/recordkit"
	"github.com/chaturanga-go/chaturanga/internal/tools/textkit"
)

// familyFuzzRules are the family's rule sets the fuzz targets try, by a
// byte, with some mixes of their options (those of the conformance check
// of mixes among them).
var familyFuzzRules = append([]Rules{Cambodian, KarOuk, Makpong, ASEAN, AiWok,
	{Name: "aiwok", Counting: ASEANCounting, Promotion: LastRankChoice, MoveRule: 50},
	{Name: "asean", Army: MakrukArmy, Counting: HonourCounting, FrozenKing: true},
	{Army: ASEANArmy},
	{Name: "karouk", Counting: HonourCounting, FirstMoves: true, FirstCheck: true}},
	mixedSets...)

// familyFENSeeds are FENs of the family's dialects, good and bad.
var familyFENSeeds = []string{
	"rnbqkbnr/8/pppppppp/8/8/PPPPPPPP/8/RNBQKBNR w - - 0 1",
	"rnsaksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKASNR w - - 0 1",
	"8/2P1k3/2K5/8/8/8/8/8 w - - 0 1", "2B5/4k3/2K5/8/8/8/8/8 b - 88 0 1",
	"2P5/4k3/2K5/8/8/8/8/8 b - - 0 1", "8/8/8/8/8/8/1k6/4K3 w - 32 182 177",
	"2N5/4k3/2K5/8/8/8/8/8 b - 128 129 1", "2N5/4k3/2K5/8/8/8/8/8 b - 64 1 1", "8/8/8/4k3/8/8/8/RR2K3 b - 88 3 1",
	"8/3k4/6A1/2K1S3/8/8/8/8 b - 88 8 1", "8/8/8/4k3/8/8/8/A~3K3 w - - 0 1", "8/8/8/4k3/8/8/8/R~3K3 w - - 0 1",
	"4k3/8/8/8/8/8/8/r3K3 w - - 0 1", "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1",
	"4k3/4p3/8/8/8/8/PPP5/R3K3 w - - 100 80", "8/8/8/4k3/8/8/8/M3K3 w - - 0 1",
	// Ouk Chatrang's and Kar Ouk's fields, in the armies' letters.
	cambodianStart, karoukStart, "rnbqkbnr/8/pppppppp/8/8/PPPPPPPP/8/RNBQKBNR w DEde - 1+1 0 1",
	"rnsaksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKASNR w DEde - 0 1", "4k3/8/8/8/8/r3K3/8/2M5 w C - 0 1",
	"4k3/8/8/8/4N3/8/8/4AK2 w - - 1+1 0 1", "8/8/4k3/5P2/8/2RMK3/8/8 w - 126 41 50", "3mk3/8/8/8/8/8/8/R2KM3 w DEde - 0 1 bw3/64",
}

// FuzzFamilyParseFEN: under the family's rule sets ParseFEN never panics,
// fails only with a *core.ParseError wrapping a sentinel, and what it
// accepts writes a FEN that reads back Equal, whose queries do not panic.
func FuzzFamilyParseFEN(f *testing.F) {
	for _, s := range familyFENSeeds {
		for r := range byte(len(familyFuzzRules)) {
			f.Add(s, r)
		}
	}
	f.Fuzz(func(t *testing.T, s string, rb byte) {
		textkit.FEN(t, s, familyFuzzRules[int(rb)%len(familyFuzzRules)], ParseFEN)
	})
}

// FuzzFamilyParseMove: the move parsers never panic under the family's
// rule sets; what they accept is legal and writes texts that read back.
func FuzzFamilyParseMove(f *testing.F) {
	for _, s := range []string{"c7c8b", "c7c8q", "c7c8m", "c7c8", "c8=B", "c8=Q", "c8=M", "c8B", "e1d1", "e1e2", "Kxe2", "Ke2", "g5g6a", "g6=A", "a1a8", "Axa8", "count"} {
		for r := range byte(len(familyFuzzRules)) {
			f.Add("8/2P1k3/2K5/8/8/8/8/8 w - - 0 1", s, r)
			f.Add("4k3/8/8/8/8/8/4r3/4K3 w - - 0 1", s, r)
			f.Add("8/3k4/8/2K1S1P1/8/8/8/A7 w - - 0 1", s, r)
		}
	}
	f.Fuzz(func(t *testing.T, fen, s string, rb byte) {
		if p, err := ParseFEN(fen, familyFuzzRules[int(rb)%len(familyFuzzRules)]); err == nil {
			textkit.MoveText(t, &p, s, ParseCoord, FormatMove)
		}
	})
}

// FuzzFamilyReadRecord: no PGN text makes ReadRecord panic when its
// Variant tag names a family set; a game read writes back to a record
// that reads to the same moves.
func FuzzFamilyReadRecord(f *testing.F) {
	recordkit.Fuzz(f, []string{
		"[Variant \"asean\"]\n[FEN \"8/2P1k3/2K5/8/8/8/8/8 w - - 0 1\"]\n\n1. c8=B Kd6 *\n",
		"[Variant \"ai-wok\"]\n\n1. e4 e5 2. Nd2 Nd7 *",
		"[Variant \"makpong\"]\n[FEN \"4k3/8/8/8/8/8/4r3/4K3 w - - 0 1\"]\n\n1. Kxe2 *",
		"[Variant \"asean\"]\n[FEN \"4k3/4p3/8/8/8/8/PPP5/R3K3 w - - 100 80\"]\n[Result \"1/2-1/2\"]\n[Termination \"50-move rule\"]\n\n1/2-1/2",
		"[Variant \"makruk\"]\n[Rules \"asean FirstMoves=true FirstCheck=true\"]\n\n1. Kc2 Kc7 2. d4 *",
		"[Rules \"karouk Army=AiWok\"]\n[FEN \"4k3/8/8/2A5/8/8/8/4K3 w - - 1+1 0 1\"]\n\n1. Ac7+ 1-0",
	}, familyCodec(Makpong), familyCodec(ASEAN), familyCodec(AiWok), familyCodec(Cambodian), familyCodec(KarOuk))
}
