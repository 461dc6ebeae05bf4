package sittuyin

import (
	"testing"

	"github.com/chaturanga-go/chaturanga/internal/tools/textkit"
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
		textkit.FEN(t, fen, r, ParseFEN)
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
			if p, err := ParseFEN(fen, r); err == nil {
				textkit.MoveText(t, &p, s, ParseCoord, FormatMove)
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
	f.Fuzz(func(t *testing.T, s string) { textkit.Rules(t, s, ParseRules) })
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
	f.Fuzz(func(t *testing.T, s string) { textkit.PositionText(t, s, StartPosition(Pychess)) })
}
