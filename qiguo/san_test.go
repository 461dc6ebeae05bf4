package qiguo

import (
	"errors"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"github.com/chaturanga-go/chaturanga/core"
)

// SAN: the piece letter, the least disambiguation among the mover's
// pieces of that kind that reach the point (file, else rank, else both),
// 'x' for a capture, the point; words for pass and resign.
func TestSAN(t *testing.T) {
	p := StartPosition(Default)
	for _, tc := range []struct{ move, san string }{
		{"a13d11", "Nad11"}, // the horseman on b12 reaches d11 too
		{"b12d11", "Nbd11"},
		{"a7c4", "Nc4"},
		{"c10d11", "Wd11"},
		{"e10e16", "Ge16"},
		{"c11d12", "Ad12"},
	} {
		m, err := p.ParseMove(tc.move)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.SAN(m); got != tc.san {
			t.Errorf("%s: SAN %q, want %q", tc.move, got, tc.san)
		}
	}
	q := setup(t, Default, "", "wN@e5", "wN@e13", "wS@b2", "wS@b4", "wS@a3", "wS@c3", "oS@h9", "oS@d5", "wQ@s19", "oQ@s1")
	for _, tc := range []struct{ move, san string }{
		{"e5h9", "N5xh9"}, // the rank: both horsemen are on the e-file
		{"e13h9", "N13xh9"},
		{"e5d5", "Nxd5"},
		{"b2b3", "S2b3"}, // four swords reach b3: the rank where the file is shared
		{"a3b3", "Sab3"}, // the file where it is not
		{"b4b3", "S4b3"},
		{"c3b3", "Scb3"},
		{"b2a2", "Sba2"},
		{"a3a2", "Saa2"},
		{"s19s1", "Qxs1"},
	} {
		m, err := q.ParseMove(tc.move)
		if err != nil {
			t.Fatal(err)
		}
		if got := q.SAN(m); got != tc.san {
			t.Errorf("%s: SAN %q, want %q", tc.move, got, tc.san)
		}
		if got, err := q.ParseSAN(tc.san); err != nil || got != m {
			t.Errorf("ParseSAN(%q) = %v, %v", tc.san, got, err)
		}
	}
	// the full point, where both the file and the rank are shared (three
	// bows, possible under ElephantChessBookkeeping)
	h := setup(t, ElephantChess, "", "wH@e1", "wH@e9", "wH@a1", "wQ@s19", "oQ@s1")
	for _, tc := range []struct{ move, san string }{{"e1e5", "He1e5"}, {"e9e5", "H9e5"}, {"a1e5", "Hae5"}} {
		m, _ := h.ParseMove(tc.move)
		if got := h.SAN(m); got != tc.san {
			t.Errorf("%s: SAN %q, want %q", tc.move, got, tc.san)
		}
		if got, err := h.ParseSAN(tc.san); err != nil || got != m {
			t.Errorf("ParseSAN(%q) = %v, %v", tc.san, got, err)
		}
	}
	if p.SAN(core.NewPass()) != "pass" || p.SAN(core.NewAction(core.Resign)) != "resign" || p.SAN(core.Move{}) != "0000" {
		t.Error("pass, resign and the zero move")
	}
	// a move that is not legal here is written in coordinates
	if got := p.SAN(core.NewMove(core.MustParseSquare("k10"), core.MustParseSquare("k11"))); got != "k10k11" {
		t.Errorf("SAN of a move from an empty point: %q", got)
	}
}

// ParseSAN is strict: exactly what SAN writes. A legal move written
// otherwise is a syntax error that says what to write; text that fits two
// moves is ambiguous; an illegal move is explained with the rule and the
// sentence ParseMove gives.
func TestParseSANErrors(t *testing.T) {
	q := setup(t, Default, "", "wN@e5", "wN@e13", "wS@b2", "wS@b4", "wS@a3", "wS@c3", "oS@h9", "oS@d5", "wG@m5", "oG@m7", "wQ@s19", "oQ@s1")
	for _, tc := range []struct {
		text string
		err  error
		want string // in the message
	}{
		{"Ne5d5", core.ErrSyntax, "write Nxd5"}, // over-specified, missing x
		{"Nd5", core.ErrSyntax, "write Nxd5"},   // missing x
		{"Nxd7", core.ErrSyntax, "write Nd7"},   // needless x
		{"N5h9", core.ErrSyntax, "write N5xh9"},
		{"e5d5", core.ErrSyntax, "write Nxd5"}, // coordinates
		{"Nxd5+", core.ErrSyntax, "write Nxd5"},
		{"Pass", core.ErrSyntax, "write pass"},
		{" Nxd5", core.ErrSyntax, "write Nxd5"},
		{"Nxh9", core.ErrAmbiguousMove, "write N5xh9 or N13xh9"},
		{"Sb3", core.ErrAmbiguousMove, "4 of Qin's swords can move to b3: write S2b3, Sab3, Scb3 or S4b3"},
		{"Sb2b3", core.ErrSyntax, "write S2b3"},
		{"Zz9", core.ErrSyntax, "want SAN"},
		{"", core.ErrSyntax, "want SAN"},
		{"Kd5", core.ErrSyntax, "want SAN"},
		{"Ne20", core.ErrSyntax, "want SAN"},
		{"Rd5", core.ErrIllegalMove, "Qin moves no pian"},
		{"Nae5", core.ErrIllegalMove, "Qin moves no horseman on file a"},
		{"Gxm7", core.ErrIllegalMove, "QG-14: a go-between cannot be captured"},
		{"Nj10", core.ErrIllegalMove, "QG-2: no piece may enter the Zhou's point j10"},
		{"Ss1", core.ErrIllegalMove, "QG-11: a sword cannot move from c3 to s1"}, // the nearest sword
		{"Ne5s1", core.ErrIllegalMove, "QG-13: a horseman cannot move from e5 to s1"},
		{"Nk10k11", core.ErrIllegalMove, "no piece on k10"},
		{"pass", core.ErrIllegalMove, "QG-4"},
	} {
		_, err := q.ParseSAN(tc.text)
		var me *core.MoveError
		if !errors.As(err, &me) || !errors.Is(err, tc.err) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParseSAN(%q): %v, want %v with %q", tc.text, err, tc.err, tc.want)
			continue
		}
		if me.Move != tc.text {
			t.Errorf("ParseSAN(%q): the error names %q", tc.text, me.Move)
		}
	}
	// the explanation is ParseMove's
	_, want := q.ParseMove("e5s1")
	_, got := q.ParseSAN("Ne5s1")
	var wm, gm *core.MoveError
	if !errors.As(want, &wm) || !errors.As(got, &gm) || wm.Rule != gm.Rule || wm.Msg != gm.Msg {
		t.Errorf("ParseSAN explains %v, ParseMove %v", got, want)
	}
	// after the end
	f := setup(t, Default, "w o:w1 o:w 1", "wR@a1", "rQ@a5", "gQ@s1", "wQ@s19")
	f = play(t, f, "a1a5")
	if _, err := f.ParseSAN("Qs18"); !errors.Is(err, core.ErrGameOver) {
		t.Errorf("after the end: %v", err)
	}
	if _, err := f.ParseLenient("Qs18"); !errors.Is(err, core.ErrGameOver) {
		t.Errorf("after the end: %v", err)
	}
}

// ParseLenient takes SAN with or without 'x', with extra disambiguation
// and marks, and coordinates in any common spelling; where a text reads
// both ways it takes the legal one.
func TestParseLenientSAN(t *testing.T) {
	q := setup(t, Default, "", "wN@e5", "wN@e13", "wS@s10", "oS@h9", "oS@d5", "wQ@s19", "oQ@s1")
	mv := func(s string) core.Move {
		m, err := q.ParseMove(s)
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	for _, tc := range []struct{ text, move string }{
		{"Nxd5", "e5d5"}, {"Nd5", "e5d5"}, {"Ne5d5", "e5d5"}, {"Ne5xd5", "e5d5"}, {"N5d5", "e5d5"},
		{"Ne5:d5", "e5d5"}, {"Nxd5+", "e5d5"}, {"Nxd5!?", "e5d5"}, {"  Nxd5 ", "e5d5"},
		{"N5xh9", "e5h9"}, {"N5h9", "e5h9"}, {"Ne5h9", "e5h9"},
		{"e5d5", "e5d5"}, {"E5-D5", "e5d5"}, {"e5xd5", "e5d5"}, {"e5 d5", "e5d5"},
		// "S10b10" reads as a sword from rank 10 to b10 (not legal) or the
		// move s10b10 (not legal either, a sword steps one point);
		// "S10r10" as the sword's move s10r10
		{"S10r10", "s10r10"}, {"Sr10", "s10r10"}, {"s10r10", "s10r10"},
	} {
		if got, err := q.ParseLenient(tc.text); err != nil || got != mv(tc.move) {
			t.Errorf("ParseLenient(%q) = %v, %v; want %s", tc.text, got, err, tc.move)
		}
	}
	for _, tc := range []struct {
		text string
		err  error
		want string
	}{
		{"Nh9", core.ErrAmbiguousMove, "write N5xh9 or N13xh9"},
		{"Nd6", core.ErrIllegalMove, "QG-13"},
		{"e5e9", core.ErrIllegalMove, "QG-13: a horseman cannot move from e5 to e9"},
		{"hello", core.ErrSyntax, "want SAN"},
		{"S10b10", core.ErrIllegalMove, "QG-11"},
	} {
		if _, err := q.ParseLenient(tc.text); !errors.Is(err, tc.err) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParseLenient(%q): %v, want %v with %q", tc.text, err, tc.err, tc.want)
		}
	}
	// both readings legal: mixed case is SAN, one case coordinates
	b := setup(t, Default, "", "wB@b1", "wS@s1", "wQ@a10", "oQ@s19")
	// "B1c2" mixes cases: SAN, the bi from rank 1 to c2; "b1c2" coordinates
	for _, s := range []string{"B1c2", "Bc2", "b1c2", "B1C2"} {
		if m, err := b.ParseLenient(s); err != nil || m != core.NewMove(core.MustParseSquare("b1"), core.MustParseSquare("c2")) {
			t.Errorf("%q: %v %v", s, m, err)
		}
	}
}

// Property: over random positions of random games, SAN and ParseSAN are
// inverse on every legal move, ParseLenient reads SAN, SAN without its
// 'x' and with the full from-point, and the coordinates; SAN texts of one
// position are distinct.
func TestSANRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := randomGame(t, rapid.IntRange(0, 300).Draw(t, "plies"), func(*Position, core.Move) {})
		seen := map[string]bool{}
		for _, m := range p.AppendLegalMoves(nil) {
			san := p.SAN(m)
			if seen[san] {
				t.Fatalf("%s: SAN %q twice", p.FEN(), san)
			}
			seen[san] = true
			if got, err := p.ParseSAN(san); err != nil || got != m {
				t.Fatalf("%s: ParseSAN(%q) = %v, %v; want %v", p.FEN(), san, got, err, m)
			}
			variants := []string{san, strings.Replace(san, "x", "", 1), p.MoveText(m)}
			if !m.IsPass() {
				variants = append(variants, string(alphabetLetter(p.At(m.From()).Kind()))+m.From().String()+m.To().String())
			}
			for _, s := range variants {
				if got, err := p.ParseLenient(s); err != nil || got != m {
					t.Fatalf("%s: ParseLenient(%q) = %v, %v; want %v", p.FEN(), s, got, err, m)
				}
			}
		}
	})
}

func alphabetLetter(k core.Kind) byte { return alphabet.Letter(k) }

func FuzzParseSAN(f *testing.F) {
	for _, s := range []string{"Nad11", "Nc4", "N13xh9", "Sb2b3", "pass", "resign", "a7c4", "Nxd5+", "S10b10", "B1c2", "Qs18", "", "x", "N0a1", "Na99a1"} {
		f.Add(s)
	}
	positions := []Position{StartPosition(Default), StartPosition(ElephantChess)}
	f.Fuzz(func(t *testing.T, s string) {
		for _, p := range positions {
			for _, parse := range []func(string) (core.Move, error){p.ParseSAN, p.ParseLenient} {
				m, err := parse(s)
				if err != nil {
					var me *core.MoveError
					if !errors.As(err, &me) {
						t.Fatalf("%q: error %T %v", s, err, err)
					}
					continue
				}
				if m.Action() != core.Resign && !p.IsLegal(m) {
					t.Fatalf("%q: read as %v, not legal", s, m)
				}
				// what was read is written as SAN and reads back
				if back, err := p.ParseSAN(p.SAN(m)); err != nil || back != m {
					t.Fatalf("%q: %v, SAN %q back %v %v", s, m, p.SAN(m), back, err)
				}
			}
		}
	})
}
