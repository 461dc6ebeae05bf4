package sittuyin

import (
	"errors"
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
)

var fuzzFENs = []string{
	StartFEN(Default),
	"8/8/4pppp/pppp4/4PPPP/PPPP4/6F1/8[KSSRRNNkssfrrnn] b - - 0 1",
	"r6r/1nsfksn1/4pppp/pppp4/4PPPP/PPPP4/1NSFKSN1/R6R[] w - - 0 9",
	"8/8/6R1/s3r3/P5R1/1KP3p1/1F2kr2/8[] b - - 0 72",
	"4k3/3R4/2K5/8/8/8/8/8[] b - 32 33 1",
	"k7/Pp4P1/1P6/3K4/8/3P4/8/8[] w - - 0 1",
	"8/8/4pppp/pppp4/4PPPP/PPPP4/4K3/8[kssfrrnn] b - - 0 1",
	"1k4PK/3r4/8/8/8/8/8/8 w - - 0 1",
	"8/3k4/6F~1/2K1S3/8/8/8/8[] b - 88 89 1",
}

// FuzzParseFEN feeds ParseFEN arbitrary text under both rule sets: it
// must never panic, errors must wrap a core sentinel, and a position it
// accepts must write a FEN that reads back to the same FEN, and must
// survive move generation, a few moves made and unmade, and its outcome.
func FuzzParseFEN(f *testing.F) {
	for _, s := range fuzzFENs {
		f.Add(s, false)
		f.Add(s, true)
	}
	f.Add("8/8/8/8/8/8/8/8[", false)
	f.Add("8/8/8/8/8/8/8/8[]]", true)
	f.Add("k7/8/8/8/8/8/8/K7[KKKK] w - - 0 1", false)
	f.Fuzz(func(t *testing.T, fen string, pychess bool) {
		r := Default
		if pychess {
			r = Pychess
		}
		p, err := ParseFEN(fen, r)
		if err != nil {
			if !errors.Is(err, core.ErrSyntax) && !errors.Is(err, core.ErrIllegalPosition) {
				t.Fatalf("ParseFEN(%q): error %v wraps no sentinel", fen, err)
			}
			return
		}
		out := p.FEN()
		q, err := ParseFEN(out, r)
		if err != nil || q.FEN() != out {
			t.Fatalf("ParseFEN(%q) wrote %q, which reads back as %v, %v", fen, out, q.FEN(), err)
		}
		var buf [256]core.Move
		moves := p.AppendLegalMoves(buf[:0])
		if n := p.CountLegalMoves(); n != len(moves) {
			t.Fatalf("%s: CountLegalMoves %d, %d listed", out, n, len(moves))
		}
		for i, m := range moves {
			if i >= 8 {
				break
			}
			before := p
			u := p.MakeMove(m)
			p.Outcome()
			p.UnmakeMove(m, u)
			if p != before {
				t.Fatalf("%s: make/unmake %s changed the position", out, FormatMove(m))
			}
		}
		p.Outcome()
		p.Claims()
	})
}

// FuzzParseMove feeds arbitrary move text to the coordinate, strict SAN
// and lenient parsers in a few positions: they must never panic, errors
// must wrap a core sentinel, and a move they accept must be legal and
// write back to text that reads as the same move.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"e3e4", "R@a1", "r@a8", "K@e2", "e5e5f", "d5c4f", "Nd2", "a4=F", "a5b4=F", "Rxh5#", "exd5", "Kb1", "R@e1", "pass", "", "@", "x", "e5d6xe6"} {
		for i := range fuzzFENs {
			f.Add(i, s)
		}
	}
	f.Fuzz(func(t *testing.T, i int, s string) {
		if i < 0 {
			i = -(i + 1)
		}
		fen := fuzzFENs[i%len(fuzzFENs)]
		for _, r := range RuleSets() {
			p, err := ParseFEN(fen, r)
			if err != nil {
				continue
			}
			if m, err := ParseCoord(s); err == nil && FormatMove(m) == "" {
				t.Fatalf("ParseCoord(%q) gave an empty move", s)
			}
			for _, parse := range []func(string) (core.Move, error){p.ParseMove, p.ParseSAN, p.ParseLenient} {
				m, err := parse(s)
				if err != nil {
					if !errors.Is(err, core.ErrSyntax) && !errors.Is(err, core.ErrIllegalMove) && !errors.Is(err, core.ErrAmbiguousMove) && !errors.Is(err, core.ErrGameOver) {
						t.Fatalf("%s: %q: error %v wraps no sentinel", fen, s, err)
					}
					continue
				}
				if !p.IsLegal(m) {
					t.Fatalf("%s: %q parsed to the illegal %s", fen, s, FormatMove(m))
				}
				if back, err := p.ParseMove(p.MoveText(m)); err != nil || back != m {
					t.Fatalf("%s: %q: coordinate round trip gave %v, %v", fen, s, back, err)
				}
				if back, err := p.ParseSAN(p.SAN(m)); err != nil || back != m {
					t.Fatalf("%s: %q: SAN round trip gave %v, %v", fen, s, back, err)
				}
			}
		}
	})
}

// FuzzParseRules: any text gives valid rules that write back to text that
// reads as the same rules, or an error wrapping ErrUnknown or ErrSyntax.
func FuzzParseRules(f *testing.F) {
	for _, s := range []string{"default", "pychess", "PYCHESS StalemateDraw=false", "default Counting=true MoveRule=50", "", "federation", "default Setup", "default Foo=1", "default MoveRule=99999999999999999999", "default Setup=2"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, err := ParseRules(s)
		if err != nil {
			var pe *core.ParseError
			if !errors.As(err, &pe) || !(errors.Is(err, core.ErrUnknown) || errors.Is(err, core.ErrSyntax)) {
				t.Fatalf("ParseRules(%q): bad error %v", s, err)
			}
			return
		}
		if err := r.Validate(); err != nil {
			t.Fatalf("ParseRules(%q) = %+v, invalid: %v", s, r, err)
		}
		back, err := ParseRules(r.String())
		if err != nil || back != r {
			t.Fatalf("ParseRules(%q) = %+v writes %q, which reads as %+v, %v", s, r, r.String(), back, err)
		}
	})
}

// FuzzUnmarshalText: any position text gives a position whose text reads
// back as the same position, or an error (the receiver unchanged).
func FuzzUnmarshalText(f *testing.F) {
	for _, s := range []string{"default|" + StartFEN(Default), "pychess|4k3/3R4/2K5/8/8/8/8/8[] b - 32 33 1 clock=4", StartFEN(Default), "default Counting=true|4k3/3R4/2K5/8/8/8/8/8[] b - 32 33 1", "|", "federation|8/8", "pychess|"} {
		f.Add(s)
	}
	for _, s := range fuzzFENs {
		f.Add("pychess|" + s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p := StartPosition(Pychess)
		before := p
		if err := p.UnmarshalText([]byte(s)); err != nil {
			if !p.Equal(before) {
				t.Fatalf("UnmarshalText(%q) failed with %v and changed the position", s, err)
			}
			return
		}
		text, err := p.MarshalText()
		if err != nil {
			t.Fatal(err)
		}
		var q Position
		if err := q.UnmarshalText(text); err != nil || !q.Equal(p) {
			t.Fatalf("UnmarshalText(%q): %q reads back as %v, %v", s, text, q.String(), err)
		}
	})
}
