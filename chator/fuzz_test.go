package chator

import (
	"errors"
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/tools/textkit"
)

// FuzzParseFEN: any text under any named rule set is read without a panic;
// a FEN that parses writes back to a FEN that reads to the same position,
// and its moves make and unmake cleanly.
func FuzzParseFEN(f *testing.F) {
	for _, s := range []string{
		startFEN,
		"2P1k3/8/8/8/8/3p4/8/3K4 w - - 0 40 checked=w returning=d3:1",
		"4k3/8/4p3/3pP3/8/8/8/3K4 w - d6 0 3",
		"4k3/P7/8/8/8/8/8/3K4 w - - 0 1 captured=RNn",
		"4k3/8/8/8/8/8/8/3K4 w - - 0 1 lone=w6,b6",
		"4k3/8/8/8/8/8/8/3K3R b - - 3 30 moved=wb checked=wb",
		"P3k3/8/8/8/8/8/8/3K4 w - - 0 1 returning=a8:1",
		"8/8/8/8/8/8/8/8",
		"4k3/8/8/8/8/8/8/3K4 w - - 0 1 returning=c7:1,c7",
		"",
	} {
		for i := range RuleSets() {
			f.Add(s, uint8(i))
		}
	}
	f.Fuzz(func(t *testing.T, s string, ri uint8) {
		r := RuleSets()[int(ri)%len(RuleSets())]
		textkit.FEN(t, s, r, ParseFEN)
		p, err := ParseFEN(s, r)
		if err != nil {
			return
		}
		// The state the FEN reads is the state it writes, derived data
		// (the hash, the en-passant square) included.
		if q, _ := ParseFEN(p.FEN(), r); q != p {
			t.Fatalf("%q -> %q reads back to another position", s, p.FEN())
		}
		textkit.RoundTrip(t, p)
		before := p
		for _, m := range p.AppendLegalMoves(nil) {
			u := p.MakeMove(m)
			p.UnmakeMove(m, u)
			if p != before {
				t.Fatalf("%q: make/unmake %s changed the position", s, FormatMove(m))
			}
		}
	})
}

// FuzzParseMove: any move text in a few positions is read without a panic
// by the coordinate, strict SAN and lenient readers; a move that reads is
// legal and writes back to text that reads to the same move.
func FuzzParseMove(f *testing.F) {
	positions := []Position{
		StartPosition(Default),
		MustParseFEN("4k3/8/4p3/3pP3/8/8/8/3K4 w - d6 0 3", Default),
		MustParseFEN("1P2k3/8/8/8/8/8/8/3K4 w - - 0 1 returning=b8:1", Brooke),
		MustParseFEN("4k3/P7/8/8/8/8/8/r2K4 w - - 0 1", Elcum),
		MustParseFEN("8/8/8/4k3/8/8/8/R2K4 b - - 0 1", SoutheastAsian),
	}
	for _, s := range []string{"e2e4", "e5d6xe6", "exd6xe6", "exd6", "b8a8m", "a8=M", "a7a8r", "Kc3", "Nc3", "Rxa8+", "e5c4", "O-O", "", "x", "a1a1a1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for i := range positions {
			textkit.MoveText(t, &positions[i], s, ParseCoord, FormatMove)
		}
	})
}

// FuzzParseRules: any text is read without a panic, with an error that
// wraps ErrSyntax or ErrUnknown; rules that read are valid and write back
// to text that reads to the same rules.
func FuzzParseRules(f *testing.F) {
	for _, s := range []string{"default", "elcum Pieces=Weak", "brooke EnPassant=Classic DoubleStep=false", "x LoneKingCount=7",
		"default Bogus=1", "=", "", "default LoneKingCount=999999999999999999", "elcum\tcastling=none castling=none"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) { textkit.Rules(t, s, ParseRules) })
}

// FuzzPositionText: any text is read by Position.UnmarshalText without a
// panic; a position read writes back to text that reads to an Equal
// position with the same legal moves.
func FuzzPositionText(f *testing.F) {
	for _, s := range []string{
		"elcum|4k3/8/8/8/8/8/8/R2K4 b - - 0 1 lone=b5",
		"default EnPassant=Classic|" + startFEN,
		"southeastasian|4k3/8/4P3/8/8/8/8/3K4 w - - 0 1 returning=e6:1",
		startFEN,
		"|",
		"elcum|",
		"sarawak|" + startFEN,
		"brooke KingLeap=None||" + startFEN,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) { textkit.PositionText(t, s, Position{}) })
}

// FuzzParseCoord: any text is read by ParseCoord without a panic; a move
// that reads writes back to text that reads to the same move.
func FuzzParseCoord(f *testing.F) {
	for _, s := range []string{"e2e4", "b8b7n", "e5d6xe6", " E2-E4 ", "e2 e4", "R@a1", "pass", "e2e4q", "a1a1a1", "x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		m, err := ParseCoord(s)
		if err != nil {
			if !errors.Is(err, core.ErrSyntax) {
				t.Fatalf("ParseCoord(%q): %v", s, err)
			}
			return
		}
		back, err := ParseCoord(FormatMove(m))
		if err != nil || back != m {
			t.Fatalf("%q -> %s -> %v, %v", s, FormatMove(m), back, err)
		}
	})
}
