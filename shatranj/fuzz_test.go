package shatranj

import (
	"errors"
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/tools/textkit"
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
			textkit.FEN(t, fen, r, ParseFEN)
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
	if p, err := ParseFEN(fen, r); err == nil {
		textkit.MoveText(t, &p, s, ParseCoord, FormatMove)
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
	f.Fuzz(func(t *testing.T, s string) { textkit.Rules(t, s, ParseRules) })
}

// FuzzUnmarshalText: any position text gives a position whose text reads
// back as the same position, or an error (the receiver unchanged).
func FuzzUnmarshalText(f *testing.F) {
	for _, s := range []string{"default|" + StartFEN(Default), "pychess|8/8/3k4/8/8/8/3KB3/8 b - - 0 1", StartFEN(Default), "medina BareKing=Extinction|4k3/8/8/8/8/8/3R4/4K3 w - - 7 9", "|", "turkey|8/8", "pychess|", "chaturanga|" + StartFEN(Chaturanga), "default Array=Chess|8/8/8/4k3/8/8/3K4/8 w - - 140 100"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) { textkit.PositionText(t, s, StartPosition(Pychess)) })
}
