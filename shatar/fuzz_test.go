package shatar

import (
	"errors"
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/tools/recordkit"
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
	f.Fuzz(func(t *testing.T, fen string) {
		p, err := ParseFEN(fen, Default)
		if err != nil {
			var pe *core.ParseError
			if !errors.As(err, &pe) || !(errors.Is(err, core.ErrSyntax) || errors.Is(err, core.ErrIllegalPosition)) {
				t.Fatalf("ParseFEN(%q): error %v is not a ParseError wrapping ErrSyntax or ErrIllegalPosition", fen, err)
			}
			return
		}
		q, err := ParseFEN(p.FEN(), Default)
		if err != nil || q != p {
			t.Fatalf("ParseFEN(%q): FEN %q reads back as %v, %v", fen, p.FEN(), q.FEN(), err)
		}
		n := p.CountLegalMoves()
		if o := p.Outcome(); o.IsOver() != (n == 0) {
			t.Fatalf("%s: outcome %v with %d legal moves", p.FEN(), o, n)
		}
		p.Perft(2)
	})
}

// FuzzParseMove: no move text panics any of the move parsers; a move read
// is legal and its own text reads back as it; errors are MoveErrors or
// ParseErrors wrapping a core sentinel.
func FuzzParseMove(f *testing.F) {
	for i, s := range []string{"e2e3", "a7a8j", "e1g1", "Nf3", "bxa8=J", "Jd2+", "e3", "R@a1", "pass", "a7a8", "h2i3", "Bxe3#", "0-0", "", "e5d6xe6", "b1c3 ", "E2-E3", "Ng1f3", "count", "Jxd5"} {
		f.Add(fuzzFENs[i%7], s)
	}
	f.Fuzz(func(t *testing.T, fen, s string) {
		p, err := ParseFEN(fen, Default)
		if err != nil {
			return
		}
		sentinel := func(err error) bool {
			for _, e := range []error{core.ErrSyntax, core.ErrIllegalMove, core.ErrAmbiguousMove, core.ErrGameOver} {
				if errors.Is(err, e) {
					return true
				}
			}
			return false
		}
		check := func(name string, m core.Move, err error) {
			if err != nil {
				var me *core.MoveError
				if !errors.As(err, &me) || !sentinel(err) {
					t.Fatalf("%s(%q) in %s: bad error %v", name, s, fen, err)
				}
				return
			}
			if !p.IsLegal(m) {
				t.Fatalf("%s(%q) in %s: %v is not legal", name, s, fen, m)
			}
			if back, err := p.ParseMove(p.MoveText(m)); err != nil || back != m {
				t.Fatalf("%s(%q): %s reads back as %v, %v", name, s, p.MoveText(m), back, err)
			}
		}
		m, err := p.ParseMove(s)
		check("ParseMove", m, err)
		m, err = p.ParseSAN(s)
		check("ParseSAN", m, err)
		m, err = p.ParseLenient(s)
		check("ParseLenient", m, err)
		if m, err := ParseCoord(s); err == nil {
			if FormatMove(m) == "" {
				t.Fatalf("ParseCoord(%q) gives a move without text", s)
			}
			p.SAN(m)
			p.GivesCheck(m)
			p.IsCapture(m)
			if err := p.PlayMove(m); err != nil && !sentinel(err) {
				t.Fatalf("PlayMove(%v): bad error %v", m, err)
			}
		} else if !errors.Is(err, core.ErrSyntax) {
			t.Fatalf("ParseCoord(%q): %v", s, err)
		}
	})
}

// FuzzParseRules: any text gives a valid rule set that writes back to
// itself, or an error wrapping ErrUnknown or ErrSyntax.
func FuzzParseRules(f *testing.F) {
	for _, s := range []string{"default", "Default MateRule=any", "default NoRobado=true MateRule=Shak", "", "pychess", "default x", "default MateRule="} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, err := ParseRules(s)
		if err != nil {
			if !errors.Is(err, core.ErrUnknown) && !errors.Is(err, core.ErrSyntax) {
				t.Fatalf("ParseRules(%q): %v", s, err)
			}
			return
		}
		if err := r.Validate(); err != nil {
			t.Fatalf("ParseRules(%q) = %#v, invalid: %v", s, r, err)
		}
		if back, err := ParseRules(r.String()); err != nil || back != r {
			t.Fatalf("ParseRules(%q): %q reads back as %#v, %v", s, r.String(), back, err)
		}
	})
}

// FuzzUnmarshalText: a Position's text form, any input: no panic, and what
// reads writes back to itself.
func FuzzUnmarshalText(f *testing.F) {
	for _, s := range fuzzFENs {
		f.Add("default|" + s)
		f.Add("default MateRule=Any|" + s)
	}
	f.Add("|")
	f.Fuzz(func(t *testing.T, s string) {
		var p Position
		if err := p.UnmarshalText([]byte(s)); err != nil {
			return
		}
		text, _ := p.MarshalText()
		var q Position
		if err := q.UnmarshalText(text); err != nil || !q.Equal(p) {
			t.Fatalf("%q: %q reads back as %v, %v", s, text, q.FEN(), err)
		}
	})
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
