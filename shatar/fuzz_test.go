package shatar

import (
	"testing"

	"github.com/chaturanga-go/chaturanga/internal/tools/recordkit"
	"github.com/chaturanga-go/chaturanga/internal/tools/textkit"
)

var fuzzFENs = []string{
	startFEN,
	"4k3/8/8/8/8/8/4p3/R3K3 w - - 0 1",
	"R7/6k1/5NP1/8/6KP/6n1/1P6/7j w - - 12 108",
	"7k/R5P1/5N2/8/6KP/6n1/1P6/7j b - - 0 109 shak=b",
	"6rk/6pp/8/6N1/8/8/8/4K3 w - - 0 1",
	"7k/2B4p/8/8/8/8/8/4K1R1 w - - 0 1 shak=b",
	"8/8/8/4k3/8/8/8/4K3 w - - 0 1",
	"rnbj~kbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBJKBNR",
	"",
	"8/8/8/8 w",
	"4k3/8/8/8/8/8/8/4K3 w - - 0 1 shak=w shak=b",
	"4k3/8/8/8/8/8/8/4K3 w KQkq e3 99999999999999 1",
}

// FuzzParseFEN: no input panics; errors are ParseErrors wrapping
// ErrSyntax or ErrIllegalPosition; a position read writes back to a FEN
// that reads as the same position, and its moves, perft and outcome can
// be computed.
func FuzzParseFEN(f *testing.F) {
	for _, s := range fuzzFENs {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, fen string) { textkit.FEN(t, fen, Default, ParseFEN) })
}

// FuzzParseMove: no move text panics any of the move parsers; a move read
// is legal and its own text reads back as it; errors are MoveErrors or
// ParseErrors wrapping a core sentinel.
func FuzzParseMove(f *testing.F) {
	for i, s := range []string{"e2e3", "a7a8j", "e1g1", "Nf3", "bxa8=J", "Jd2+", "e3", "R@a1", "pass", "a7a8", "h2i3", "Bxe3#", "0-0", "", "e5d6xe6", "b1c3 ", "E2-E3", "Ng1f3", "count", "Jxd5"} {
		f.Add(fuzzFENs[i%7], s)
	}
	f.Fuzz(func(t *testing.T, fen, s string) {
		if p, err := ParseFEN(fen, Default); err == nil {
			textkit.MoveText(t, &p, s, ParseCoord, FormatMove)
		}
	})
}

// FuzzParseRules: any text gives a valid rule set that writes back to
// itself, or an error wrapping ErrUnknown or ErrSyntax.
func FuzzParseRules(f *testing.F) {
	for _, s := range []string{"default", "Default MateRule=any", "default NoRobado=true MateRule=Shak", "", "pychess", "default x", "default MateRule="} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) { textkit.Rules(t, s, ParseRules) })
}

// FuzzUnmarshalText: a Position's text form, any input: no panic, and what
// reads writes back to itself.
func FuzzUnmarshalText(f *testing.F) {
	for _, s := range fuzzFENs {
		f.Add("default|" + s)
		f.Add("default MateRule=Any|" + s)
	}
	f.Add("|")
	f.Fuzz(func(t *testing.T, s string) { textkit.PositionText(t, s, Position{}) })
}

// FuzzReadRecord: no PGN text makes ReadRecord panic; its errors are
// *core.ParseError or *core.MoveError values; a game read writes back to
// a record that reads to the same moves.
func FuzzReadRecord(f *testing.F) {
	recordkit.Fuzz(f, []string{
		"[Variant \"shatar\"]\n[FEN \"4k3/8/8/8/8/8/4p3/R3K3 w - - 0 1\"]\n\n1. Kxe2 {robado} 1/2-1/2\n",
		"[Rules \"default MateRule=Any\"]\n\n1. e3 e6 2. Jd3 (2. Bd3 Bd6) Bd6 *",
		"1. e2e3 g7g6 2. d1d3 f7f6 *",
		"[FEN \"R7/6k1/5NP1/8/6KP/6n1/1P6/7j w - - 12 108\"]\n\n108. Ra7+ Kh8 109. g7# 1-0",
	}, codec(Default))
}
