package makruk

import (
	"testing"

	"github.com/chaturanga-go/chaturanga/internal/tools/textkit"
)

// fuzzRules are the rule sets the fuzz targets try, by a byte.
var fuzzRules = []Rules{Default, Pychess, {NoKingsDraw: true}, {Name: "pychess", Counting: PlyCounting}}

func fuzzRule(b byte) Rules { return fuzzRules[int(b)%len(fuzzRules)] }

// FuzzParseFEN: ParseFEN never panics, fails only with a *core.ParseError
// wrapping a sentinel, and what it accepts writes a FEN that reads back to
// an Equal position, whose queries do not panic.
func FuzzParseFEN(f *testing.F) {
	for _, s := range []string{
		startFEN,
		"rnsmksnr/8/1pM~1pppp/p7/8/PPPP1PPP/8/RNSKMSNR b - - 0 3",
		"8/3k4/6M1/2K1S3/8/8/8/8 b - 88 8 1",
		"8/8/8/3k4/8/8/8/R3K3 b - - 0 1 pb15/16",
		"8/8/8/3k4/8/8/8/R3K3 b - - 0 1 pb0/1",
		"3k4/2m5/8/4M3/3KS3/8/8/8 w - - 100000 1000000000 bw63/64",
		"4k3/8/3P4/8/8/8/8/3K4 w - - 0 1",
		"8/8/8/8/8/8/8/8 w - - 0 1", "", "k7/8/8/8/8/8/8/7K", "k7/9/8/8/8/8/8/7K w",
	} {
		for r := range byte(len(fuzzRules)) {
			f.Add(s, r)
		}
	}
	f.Fuzz(func(t *testing.T, s string, rb byte) { textkit.FEN(t, s, fuzzRule(rb), ParseFEN) })
}

// FuzzParseMove: the move parsers never panic; what they accept may be
// played (a legal move, or an action the rules allow now) and writes a
// text that reads back to the same move.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"e3e4", "d5c6m", "b1d2", "Nd2", "Nbd2", "Nb1d2", "dxe3=M", "M5d4", "Rxg8+", "e3e5", "a0a1", "z9z9", "R@a1", "e3e4x", "exd4", "S@", "Kxx", "count", "STOP-COUNT", "resign", "pass", "0000"} {
		f.Add(startFEN, s)
		f.Add("rnsmk3/4s2r/1p1pppp1/pPp5/P1P3np/3PPPPP/3K4/RNS1MSNR b - - 2 30", s)
		f.Add("3k4/2m5/8/4M3/3KS3/8/8/8 w - - 0 40 bw12/64", s)
	}
	f.Fuzz(func(t *testing.T, fen, s string) {
		if p, err := ParseFEN(fen, Default); err == nil {
			textkit.MoveText(t, &p, s, ParseCoord, FormatMove)
		}
	})
}

// FuzzParseRules: ParseRules never panics, fails with a *core.ParseError
// wrapping core.ErrUnknown or core.ErrSyntax, and what it accepts
// validates and writes a text that reads back to the same rules.
func FuzzParseRules(f *testing.F) {
	for _, s := range []string{"", "default", "pychess", "PyChess Counting=honour", "default NoKingsDraw=true Counting=Ply", "thai", "default X=1", "default Counting", "default Counting=", "default NoKingsDraw=1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) { textkit.Rules(t, s, ParseRules) })
}

// FuzzUnmarshalText: a position's text form ("rules|FEN", or a bare FEN)
// never panics the reader; what it accepts marshals to a text that reads
// back Equal.
func FuzzUnmarshalText(f *testing.F) {
	for _, s := range []string{
		"pychess|8/3k4/6M1/2K1S3/8/8/8/8 b - 88 8 1",
		"default|3k4/2m5/8/4M3/3KS3/8/8/8 w - - 0 40 bw12/64",
		"default NoKingsDraw=true|8/8/3k4/8/8/3K4/8/8 w - - 0 1",
		startFEN, "|", "pychess|", "thai|" + startFEN, "default Counting=Ply|8/3k4/6M1/2K1S3/8/8/8/8 b - 88 8 1",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) { textkit.PositionText(t, s, Position{}) })
}
