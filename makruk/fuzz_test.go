package makruk

import (
	"errors"
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
)

// FuzzParseFEN: ParseFEN never panics, fails only with a *core.ParseError,
// and what it accepts writes a FEN that reads back to the same position.
func FuzzParseFEN(f *testing.F) {
	for _, s := range []string{
		startFEN,
		"rnsmksnr/8/1pM~1pppp/p7/8/PPPP1PPP/8/RNSKMSNR b - - 0 3",
		"8/3k4/6M1/2K1S3/8/8/8/8 b - 88 8 1",
		"8/8/8/3k4/8/8/8/R3K3 b - - 0 1 pb15/16",
		"8/8/8/8/8/8/8/8 w - - 0 1", "", "k7/8/8/8/8/8/8/7K", "k7/9/8/8/8/8/8/7K w",
	} {
		f.Add(s, false)
		f.Add(s, true)
	}
	f.Fuzz(func(t *testing.T, s string, pychess bool) {
		r := Default
		if pychess {
			r = Pychess
		}
		p, err := ParseFEN(s, r)
		if err != nil {
			var pe *core.ParseError
			if !errors.As(err, &pe) || !(errors.Is(err, core.ErrSyntax) || errors.Is(err, core.ErrIllegalPosition)) {
				t.Fatalf("error %v is not a *core.ParseError wrapping a sentinel", err)
			}
			return
		}
		q, err := ParseFEN(p.FEN(), r)
		if err != nil {
			t.Fatalf("%q -> %q does not read back: %v", s, p.FEN(), err)
		}
		if q.FEN() != p.FEN() {
			t.Fatalf("%q -> %q -> %q", s, p.FEN(), q.FEN())
		}
		p.Outcome()
		p.Perft(2)
	})
}

// FuzzParseMove: move parsers never panic; what they accept is legal and
// formats back to a text that parses to the same move.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"e3e4", "d5c6m", "b1d2", "Nd2", "dxe3=M", "M5d4", "Rxg8+", "e3e5", "a0a1", "z9z9", "R@a1", "e3e4x", "exd4", "S@", "Kxx"} {
		f.Add(startFEN, s)
		f.Add("rnsmk3/4s2r/1p1pppp1/pPp5/P1P3np/3PPPPP/3K4/RNS1MSNR b - - 2 30", s)
	}
	f.Fuzz(func(t *testing.T, fen, s string) {
		p, err := ParseFEN(fen, Pychess)
		if err != nil {
			return
		}
		for _, parse := range []func(string) (core.Move, error){p.ParseMove, p.ParseSAN, p.ParseLenient} {
			m, err := parse(s)
			if err != nil {
				var me *core.MoveError
				if !errors.As(err, &me) {
					t.Fatalf("%q: error %v is not a *core.MoveError", s, err)
				}
				continue
			}
			if !p.IsLegal(m) {
				t.Fatalf("%q parsed to the illegal move %v", s, m)
			}
			if back, err := p.ParseSAN(p.SAN(m)); err != nil || back != m {
				t.Fatalf("%q: SAN %q does not read back: %v", s, p.SAN(m), err)
			}
		}
		if _, err := ParseCoord(s); err != nil {
			var pe *core.ParseError
			if !errors.As(err, &pe) || !errors.Is(err, core.ErrSyntax) {
				t.Fatalf("ParseCoord(%q): error %v is not a syntax *core.ParseError", s, err)
			}
		}
	})
}
