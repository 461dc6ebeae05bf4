package makruk

import (
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/tools/textkit"
)

// TestLAN pins the long algebraic notation as python-chess and
// Fairy-Stockfish write it, and its reading back by ParseLenient.
func TestLAN(t *testing.T) {
	for _, c := range []struct {
		r         Rules
		fen, move string
		want      string
	}{
		{Default, StartFEN(Default), "b1d2", "Nb1-d2"},
		{Default, StartFEN(Default), "e3e4", "e3-e4"},
		{Default, StartFEN(Default), "e1d2", "Me1-d2"},
		{Default, "4k3/8/2r5/3P4/8/8/8/R3K3 w - - 0 1", "d5c6m", "d5xc6=M"},
		{Default, "4k3/8/2r5/3P4/8/8/8/R3K3 w - - 0 1", "d5d6m", "d5-d6=M"},
		{Default, "4k3/8/2r5/3P4/8/8/8/R3K3 w - - 0 1", "a1a8", "Ra1-a8+"},
		{Default, "4k3/8/2r5/3P4/8/8/8/R3K3 w - - 0 1", "e1e2", "Ke1-e2"},
		{Default, "3k4/R7/1R6/8/8/8/8/4K3 w - - 0 1", "b6b8", "Rb6-b8#"},
		{Default, "3k4/R7/1r6/8/8/8/8/4K3 b - - 0 1", "b6b1", "Rb6-b1+"},
		{ASEAN, "4k3/2P5/8/8/8/8/8/4K3 w - - 0 1", "c7c8b", "c7-c8=B"},
		{Cambodian, StartFEN(Cambodian), "d1b2", "Kd1-b2"},
	} {
		p := MustParseFEN(c.fen, c.r)
		textkit.LAN(t, &p, c.move, c.want)
	}
	p := StartPosition(Default)
	for _, c := range []struct {
		m    core.Move
		want string
	}{
		{core.Move{}, "0000"},
		{core.NewAction(core.StartCount), "count"},
		{core.NewMove(core.SquareAt(4, 2), core.SquareAt(4, 4)), "e3e5"}, // not legal: coordinates
	} {
		if got := p.LAN(c.m); got != c.want {
			t.Errorf("LAN(%v) = %q, want %q", c.m, got, c.want)
		}
	}
}

// TestAmbiguousSAN pins the error of SAN text that fits several legal
// moves: it lists them, each with the SAN to write and the piece.
func TestAmbiguousSAN(t *testing.T) {
	p := MustParseFEN("4k3/8/8/8/8/8/8/1N1K1N2 w - - 0 1", Default)
	textkit.Ambiguous(t, &p, "Nd2",
		"2 legal moves fit: write Nbd2 (the ma on b1) or Nfd2 (the ma on f1)")
	p = MustParseFEN("4k3/8/8/R7/8/8/8/R3K3 w - - 0 1", Default)
	textkit.Ambiguous(t, &p, "Ra3",
		"2 legal moves fit: write R1a3 (the rua on a1) or R5a3 (the rua on a5)")
}

// TestBetza pins each piece's movement in Betza's notation, as teachers
// and Fairy-Stockfish's piece definitions write it.
func TestBetza(t *testing.T) {
	for k, want := range map[core.Kind]string{Khun: "K", Met: "F", Khon: "FfW", Ma: "N", Rua: "R", Bia: "fmWfcF", AiWokKind: "RNF"} {
		if got := Movement(k).String(); got != want {
			t.Errorf("%v: %q, want %q", k, got, want)
		}
	}
}
