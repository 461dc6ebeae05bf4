package shatar

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
		fen, move string
		want      string
	}{
		{StartFEN(Default), "g1f3", "Ng1-f3"},
		{StartFEN(Default), "e2e3", "e2-e3"},
		{StartFEN(Default), "d1d3", "Jd1-d3"},
		{"1r2k2r/P7/8/8/8/8/8/R3K3 w - - 0 1", "a7b8j", "a7xb8=J+"},
		{"4k2r/8/8/8/8/8/8/R3K3 w - - 0 1", "e1d2", "Ke1-d2"},
		{"3rk2r/8/8/8/8/8/8/R2RK3 w - - 0 1", "d1d8", "Rd1xd8+"},
	} {
		p := MustParseFEN(c.fen, Default)
		textkit.LAN(t, &p, c.move, c.want)
	}
}

// TestAmbiguousSAN pins the error of SAN text that fits several legal
// moves: it lists them, each with the SAN to write and the piece.
func TestAmbiguousSAN(t *testing.T) {
	p := MustParseFEN("4k2r/8/8/8/8/8/8/1N2KN2 w - - 0 1", Default)
	textkit.Ambiguous(t, &p, "Nd2", "2 legal moves fit: write Nbd2 (the mori on b1) or Nfd2 (the mori on f1)")
}

// TestBetza pins each piece's movement in Betza's notation, as teachers
// and Fairy-Stockfish's piece definitions write it (the bers is RF).
func TestBetza(t *testing.T) {
	textkit.Betza(t, Movement, map[core.Kind]string{Noyon: "K", Bers: "RF", Temee: "B", Mori: "N", Tereg: "R", Khuu: "fmWfcF"})
}

// TestInsufficientMaterial: never under the Default rules (robado takes its
// place, SR-15, as in Fairy-Stockfish); a bare noyon under NoRobado.
func TestInsufficientMaterial(t *testing.T) {
	noRobado := Default
	noRobado.NoRobado = true
	for _, c := range []struct {
		r            Rules
		fen          string
		white, black bool
	}{
		{Default, StartFEN(Default), false, false},
		{Default, "4k2r/8/8/8/8/8/8/4K3 w - - 0 1", false, false},
		{noRobado, "4k2r/8/8/8/8/8/8/4K3 w - - 0 1", true, false},
		{noRobado, "4k3/8/8/8/8/8/8/4K3 w - - 0 1", true, true},
	} {
		p := MustParseFEN(c.fen, c.r)
		if w, b := p.InsufficientMaterial(core.White), p.InsufficientMaterial(core.Black); w != c.white || b != c.black {
			t.Errorf("%s %s: %v %v, want %v %v", c.r, c.fen, w, b, c.white, c.black)
		}
	}
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
	starts := conform.StartsOf(StartPosition, Default)
	starts = append(starts, conform.Starts(ParseFEN, Default, "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1", "r2jk2r/2p5/8/1b6/8/8/2P5/R2JK2R w - - 0 1")...)
	conform.CheckPinsInPlay(t, 120, ref, starts...)
}

// TestPromotedMarks: Fairy-Stockfish's mark of a promoted piece ("J~") is
// written back, follows its piece and goes with it when it is captured.
func TestPromotedMarks(t *testing.T) {
	p := MustParseFEN("4k2r/8/8/3J~4/8/8/8/4K3 w - - 0 1", Default)
	textkit.Marks(t, &p, conform.Parser(ParseFEN, Default), "d5d6", "4k2r/8/3J~4/8/8/8/8/4K3")
	q := MustParseFEN("3rk2r/8/8/3J~4/8/8/8/4K3 b - - 0 1", Default)
	textkit.Marks(t, &q, conform.Parser(ParseFEN, Default), "d8d5", "4k2r/8/8/3r4/8/8/8/4K3")
}

// editGame is what textkit's editor checks need of shatar.
func editGame() textkit.EditGame[Rules, Position, *Position, *Editor] {
	return textkit.EditGame[Rules, Position, *Position, *Editor]{
		Pkg: "shatar", Sets: RuleSets(), Start: StartPosition, New: NewEditor, Parse: ParseFEN,
		Plies: [2]int{20, 150},
		Rebuild: func(e *Editor, p Position, _ Rules) {
			e.SetHalfmoveClock(p.HalfmoveClock())
			e.SetFullmoveNumber(p.FullmoveNumber())
			for c := range core.Color(2) {
				e.SetShak(c, p.ShakSeries(c))
			}
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
