package shatranj

import (
	"errors"
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
)

var fuzzFENs = []string{
	StartFEN(Default),
	"8/8/8/4k3/4R3/8/3K4/8 b - - 0 1",
	"8/8/8/4k3/8/8/3K4/3QR3 b - - 0 1",
	"k7/2K5/1P6/8/8/p7/P7/8 b - - 0 1",
	"3k4/P6p/8/8/8/8/8/3K4 w - - 0 1",
	"4k3/4q3/8/8/8/8/3R4/4K3 w - - 139 100",
	"rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR",
	"rnbkq~bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1",
	"",
	"8/8/8/8 w",
	"rnbkqbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1",
	"rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w KQkq e3 0 1",
	StartFEN(Chaturanga),
	"8/8/8/4k3/8/8/3K4/8 w - - 140 100",
	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
}

// FuzzParseFEN: no input panics; errors wrap ErrSyntax or
// ErrIllegalPosition; a position read is written back to a FEN that reads
// as the same position, and its moves and outcome can be computed.
func FuzzParseFEN(f *testing.F) {
	for _, s := range fuzzFENs {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, fen string) {
		for _, r := range RuleSets() {
			p, err := ParseFEN(fen, r)
			if err != nil {
				var pe *core.ParseError
				if !errors.As(err, &pe) || !(errors.Is(err, core.ErrSyntax) || errors.Is(err, core.ErrIllegalPosition)) {
					t.Fatalf("ParseFEN(%q): error %v is not a ParseError wrapping ErrSyntax or ErrIllegalPosition", fen, err)
				}
				return
			}
			q, err := ParseFEN(p.FEN(), r)
			if err != nil || q != p {
				t.Fatalf("ParseFEN(%q): FEN %q reads back as %v, %v", fen, p.FEN(), q.FEN(), err)
			}
			n := p.CountLegalMoves()
			if o := p.Outcome(); o.IsOver() != (n == 0) {
				t.Fatalf("%s: outcome %v with %d legal moves", p.FEN(), o, n)
			}
			p.Perft(2)
		}
	})
}

// FuzzParseMove: no move text panics any of the move parsers; a move read
// is legal and its own text reads back as it; errors are MoveErrors or
// ParseErrors wrapping a core sentinel.
func FuzzParseMove(f *testing.F) {
	for i, s := range []string{"e2e3", "a7a8q", "c1e3", "c1d2", "e1g1", "Nf3", "bxa8=Q", "Qd2+", "e3", "R@a1", "pass", "a7a8", "h2i3", "Bxe3#", "0-0", "", "e5d6xe6", "b1c3 "} {
		f.Add(fuzzFENs[i%6], s)
	}
	f.Add(StartFEN(Chaturanga), "Qe2")
	f.Add(StartFEN(Chaturanga), "f1d3")
	f.Fuzz(func(t *testing.T, fen, s string) {
		for _, r := range []Rules{Default, Chaturanga} {
			fuzzMove(t, fen, s, r)
		}
	})
}

// fuzzMove is one input of FuzzParseMove under rules r.
func fuzzMove(t *testing.T, fen, s string, r Rules) {
	t.Helper()
	p, err := ParseFEN(fen, r)
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
		if _, err := p.Play(m); err != nil && !sentinel(err) {
			t.Fatalf("Play(%v): bad error %v", m, err)
		}
	} else if !errors.Is(err, core.ErrSyntax) {
		t.Fatalf("ParseCoord(%q): %v", s, err)
	}
}

// FuzzRulesByName: any name gives a rule set or ErrUnknown.
func FuzzRulesByName(f *testing.F) {
	for _, s := range []string{"default", "Pychess", "MEDINA", "", "turkey", "Chaturanga"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, name string) {
		r, err := RulesByName(name)
		if err != nil && !errors.Is(err, core.ErrUnknown) {
			t.Fatalf("RulesByName(%q): %v", name, err)
		}
		if err == nil && !slicesContains(RuleSets(), r) {
			t.Fatalf("RulesByName(%q) = %v, not a named set", name, r)
		}
	})
}

func slicesContains(rs []Rules, r Rules) bool {
	for _, x := range rs {
		if x == r {
			return true
		}
	}
	return false
}

// FuzzParseRules: any text gives valid rules that write back to text that
// reads as the same rules, or an error wrapping ErrUnknown or ErrSyntax.
func FuzzParseRules(f *testing.F) {
	for _, s := range []string{"default", "pychess", "MEDINA BareKing=bareback", "default BareKing=Extinction", "", "turkey", "default BareKing", "default Foo=1", "default BareKing=3", "chaturanga", "default BareKing=None Array=Chess", "chaturanga Array=shatranj", "default Array=2"} {
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
	for _, s := range []string{"default|" + StartFEN(Default), "pychess|8/8/3k4/8/8/8/3KB3/8 b - - 0 1", StartFEN(Default), "medina BareKing=Extinction|4k3/8/8/8/8/8/3R4/4K3 w - - 7 9", "|", "turkey|8/8", "pychess|", "chaturanga|" + StartFEN(Chaturanga), "default Array=Chess|8/8/8/4k3/8/8/3K4/8 w - - 140 100"} {
		f.Add(s)
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
