package shatranj

import (
	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/tools/conform"
	"slices"
	"testing"

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
		{Default, StartFEN(Default), "g1f3", "Ng1-f3"},
		{Default, StartFEN(Default), "e2e3", "e2-e3"},
		{Default, StartFEN(Default), "c1e3", "Bc1-e3"},
		{Default, "1r2k3/P7/8/8/8/8/8/R3K3 w - - 0 1", "a7b8q", "a7xb8=Q"},
		{Default, "4k2r/P7/8/8/8/8/8/R3K3 w - - 0 1", "a7a8q", "a7-a8=Q"},
		{Default, "4k2r/8/8/8/8/8/8/R3K3 w - - 0 1", "e1d2", "Ke1-d2"},
		{Default, "3rk2r/8/8/8/8/8/8/R2RK3 w - - 0 1", "d1d8", "Rd1xd8+"},
		{Default, "3k3r/R7/1R6/8/8/8/8/4K3 w - - 0 1", "b6b8", "Rb6-b8#"},
	} {
		p := MustParseFEN(c.fen, c.r)
		textkit.LAN(t, &p, c.move, c.want)
	}
}

// TestAmbiguousSAN pins the error of SAN text that fits several legal
// moves: it lists them, each with the SAN to write and the piece.
func TestAmbiguousSAN(t *testing.T) {
	p := MustParseFEN("4k2r/8/8/8/8/8/8/1N2KN2 w - - 0 1", Default)
	textkit.Ambiguous(t, &p, "Nd2", "2 legal moves fit: write Nbd2 (the asb on b1) or Nfd2 (the asb on f1)")
}

// TestBetza pins each piece's movement in Betza's notation, as teachers
// and Fairy-Stockfish's piece definitions write it.
func TestBetza(t *testing.T) {
	textkit.Betza(t, Movement, map[core.Kind]string{Shah: "K", Ferz: "F", Alfil: "A", Asb: "N", Rukh: "R", Baidaq: "fmWfcF"})
}

// TestPins pins a pinned piece and its pinner, and checks Pins against a
// brute-force search through random games.
func TestPins(t *testing.T) {
	p := MustParseFEN("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1", Default)
	want := []core.Pin{{Pinned: core.MustParseSquare("e2"), Pinner: core.MustParseSquare("e7")}}
	if got := p.Pins(core.White); !slices.Equal(got, want) || !p.IsPinned(want[0].Pinned) || p.IsPinned(want[0].Pinner) || len(p.Pins(core.Black)) != 0 {
		t.Errorf("Pins = %v, want %v", got, want)
	}
	ref := conform.PinRef{Movement: conform.KindMovement(Movement)}
	starts := conform.StartsOf(StartPosition, Default, Chaturanga)
	starts = append(starts, conform.Starts(ParseFEN, Default, "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1", "r2qk2r/2p5/8/8/8/8/2P5/R2QK2R w - - 0 1")...)
	conform.CheckPinsInPlay(t, 120, ref, starts...)
}

// TestPromotedMarks: Fairy-Stockfish's mark of a promoted piece ("Q~") is
// written back, follows its piece and goes with it when it is captured.
func TestPromotedMarks(t *testing.T) {
	p := MustParseFEN("4k2r/8/8/3Q~4/2r5/8/8/4K3 w - - 0 1", Default)
	textkit.Marks(t, &p, conform.Parser(ParseFEN, Default), "d5c6", "4k2r/8/2Q~5/8/2r5/8/8/4K3")
	textkit.Marks(t, &p, conform.Parser(ParseFEN, Default), "d5c4", "4k2r/8/8/8/2Q~5/8/8/4K3")
	q := MustParseFEN("4k2r/8/8/3Q~4/8/8/3r4/4K3 b - - 0 1", Default)
	textkit.Marks(t, &q, conform.Parser(ParseFEN, Default), "d2d5", "4k2r/8/8/3r4/8/8/8/4K3")
	if plain := MustParseFEN("4k2r/8/8/3Q4/2r5/8/8/4K3 w - - 0 1", Default); plain.Equal(p) {
		t.Error("a marked and an unmarked ferz are Equal")
	}
}

// editGame is what textkit's editor checks need of Shatranj.
func editGame() textkit.EditGame[Rules, Position, *Position, *Editor] {
	return textkit.EditGame[Rules, Position, *Position, *Editor]{
		Pkg: "shatranj", Sets: RuleSets(), Start: StartPosition, New: NewEditor, Parse: ParseFEN,
		Plies: [2]int{20, 150},
		Rebuild: func(e *Editor, p Position, _ Rules) {
			e.SetHalfmoveClock(p.HalfmoveClock())
			e.SetFullmoveNumber(p.FullmoveNumber())
		},
	}
}

// TestEditor sets positions up piece by piece and checks them as ParseFEN
// does; and, through random play, a position rebuilt with the editor is
// Equal to the position it copies.
func TestEditor(t *testing.T) {
	g := editGame()
	start := StartPosition(Default)
	e := g.SetUp(t, start, nil)
	g.Refused8(t, e,
		e.SetPromoted(e.p.King(core.White), true),
	)
	e = NewEditor(start)
	e.Remove(e.p.King(core.Black))
	g.Invalid(t, e, "black must have exactly one")
	e.Clear()
	if e.FEN() != "8/8/8/8/8/8/8/8 w - - 0 1" {
		t.Errorf("Clear: %s", e.FEN())
	}
	g.InPlay(t)
}

// FuzzEditor: whatever pieces an editor is given and on whatever squares,
// it refuses or takes them without a panic, and its Position is a position
// whose FEN reads back or a ParseFEN error.
func FuzzEditor(f *testing.F) { editGame().Fuzz(f) }
