package qiguo

import (
	"errors"
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/tools/textkit"
)

// FuzzParseFEN: any input either parses, writes back a string that parses
// to the same position (string and hash), and has consistent moves; or
// fails with a *core.ParseError wrapping a sentinel. It never panics.
func FuzzParseFEN(f *testing.F) {
	f.Add(StartFEN(Default), false)
	f.Add(ElephantChessStart, true)
	f.Add(board("wQ@a10", "oQ@f1", "rS@m2")+" b o:w3r1,r:g10 r:g 4", false)
	f.Add(board("wR@a1", "oS@a5")+" w o:r4w4 - 1", false)
	f.Add("19/19/19/19/19/19/19/19/19/4wC10bR3/19/19/19/19/19/19/19/19/19", true)
	f.Add(board("wQ@a10")+" w - r:g,g:r", false)
	f.Fuzz(func(t *testing.T, s string, ec bool) {
		r := Default
		if ec {
			r = ElephantChess
		}
		textkit.FEN(t, s, r, ParseFEN)
		if p, err := ParseFEN(s, r); err == nil {
			// Make and unmake restore the whole state, derived data included.
			for i, m := range p.AppendLegalMoves(nil) {
				if i >= 8 {
					break
				}
				before := p
				u := p.MakeMove(m)
				p.UnmakeMove(m, u)
				if p != before {
					t.Fatalf("%q: make/unmake %s", s, FormatMove(m))
				}
			}
		}
	})
}

// FuzzParseMove: any text either reads as a move whose text reads back the
// same, or fails with an error wrapping a sentinel; ParseMove on a
// position never panics and accepts only legal moves.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"f2f9", "a10c10", "pass", "s19s1", "a1", "j10j11", "b10b20", "R@a1", "e5d6xe6", "a7a6q", "t1t2", "", "resign", "count", "Nc4", "A7-C4"} {
		f.Add(s)
	}
	start := StartPosition(Default)
	f.Fuzz(func(t *testing.T, s string) {
		m, err := ParseCoord(s)
		if err != nil {
			if !errors.Is(err, core.ErrSyntax) {
				t.Fatalf("%q: %v", s, err)
			}
		} else if back, err := ParseCoord(FormatMove(m)); err != nil || back != m {
			t.Fatalf("%q -> %q -> %v, %v", s, FormatMove(m), back, err)
		}
		playable := func(m core.Move) bool { return start.IsLegal(m) || m == core.NewAction(core.Resign) }
		if m, err := start.ParseLenient(s); err == nil && !playable(m) {
			t.Fatalf("%q accepted leniently but not legal", s)
		} else if err != nil && !errors.Is(err, core.ErrSyntax) && !errors.Is(err, core.ErrIllegalMove) && !errors.Is(err, core.ErrAmbiguousMove) {
			t.Fatalf("%q: lenient: %v", s, err)
		}
		m, err = start.ParseMove(s)
		if err != nil {
			if !errors.Is(err, core.ErrSyntax) && !errors.Is(err, core.ErrIllegalMove) {
				t.Fatalf("%q: %v", s, err)
			}
			return
		}
		if !playable(m) {
			t.Fatalf("%q accepted but not legal", s)
		}
	})
}

// FuzzUnmarshalText: a position's text form (rules, '|', position string)
// either reads, and then writes back a text that reads to an equal
// position, or fails with a *core.ParseError; the receiver is then
// unchanged.
func FuzzUnmarshalText(f *testing.F) {
	f.Add("default|" + StartFEN(Default))
	f.Add("elephantchess|" + ElephantChessStart)
	f.Add("default Alliances=Qin+Han,Chu+Wei,Qi+Yan,Zhao HorsemanMustTurn=true|" + board("wQ@a10", "oQ@f1", "rS@m2", "gQ@s6") + " b o:w3r1,r:g10 r:g 4")
	f.Add(board("wQ@a10", "oQ@f1") + " o - w:- 3")
	f.Add("")
	f.Add("|")
	f.Fuzz(func(t *testing.T, s string) { textkit.PositionText(t, s, StartPosition(Default)) })
}
