package makruk

import (
	"errors"
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
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
	f.Fuzz(func(t *testing.T, s string, rb byte) {
		r := fuzzRule(rb)
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
		if q.FEN() != p.FEN() || !q.Equal(p) {
			t.Fatalf("%q -> %q -> %q", s, p.FEN(), q.FEN())
		}
		p.Outcome()
		p.Claims()
		p.Perft(2)
		p.AppendAttackers(nil, core.MustParseSquare("e4"), core.Black)
	})
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
		p, err := ParseFEN(fen, Default)
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
			if _, err := p.Play(m); err != nil {
				t.Fatalf("%q parsed to %v, which Play refuses: %v", s, m, err)
			}
			if back, err := p.ParseSAN(p.SAN(m)); err != nil || back != m {
				t.Fatalf("%q: SAN %q does not read back: %v", s, p.SAN(m), err)
			}
			if back, err := p.ParseMove(p.MoveText(m)); err != nil || back != m {
				t.Fatalf("%q: %q does not read back: %v", s, p.MoveText(m), err)
			}
		}
		m, err := ParseCoord(s)
		if err != nil {
			var pe *core.ParseError
			if !errors.As(err, &pe) || !errors.Is(err, core.ErrSyntax) {
				t.Fatalf("ParseCoord(%q): error %v is not a syntax *core.ParseError", s, err)
			}
			return
		}
		if back, err := ParseCoord(FormatMove(m)); err != nil || back != m {
			t.Fatalf("ParseCoord(%q) = %v, written %q, read back %v, %v", s, m, FormatMove(m), back, err)
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
	f.Fuzz(func(t *testing.T, s string) {
		r, err := ParseRules(s)
		if err != nil {
			var pe *core.ParseError
			if !errors.As(err, &pe) || !(errors.Is(err, core.ErrUnknown) || errors.Is(err, core.ErrSyntax)) {
				t.Fatalf("ParseRules(%q): %v", s, err)
			}
			return
		}
		if err := r.Validate(); err != nil {
			t.Fatalf("ParseRules(%q) = %+v, which does not validate: %v", s, r, err)
		}
		back, err := ParseRules(r.String())
		if err != nil || back != r {
			t.Fatalf("%q -> %q -> %+v, %v", s, r.String(), back, err)
		}
	})
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
	f.Fuzz(func(t *testing.T, s string) {
		var p Position
		if err := p.UnmarshalText([]byte(s)); err != nil {
			if !p.Equal(Position{}) {
				t.Fatalf("a failed UnmarshalText(%q) changed the position", s)
			}
			return
		}
		txt, err := p.MarshalText()
		if err != nil {
			t.Fatal(err)
		}
		var q Position
		if err := q.UnmarshalText(txt); err != nil || !q.Equal(p) {
			t.Fatalf("%q -> %q -> %v", s, txt, err)
		}
	})
}
