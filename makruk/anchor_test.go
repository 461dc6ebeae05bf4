package makruk

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/tools/conform"
	"github.com/chaturanga-go/chaturanga/internal/tools/textkit"
	"pgregory.net/rapid"
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
	textkit.Betza(t, Movement, map[core.Kind]string{Khun: "K", Met: "F", Khon: "FfW", Ma: "N", Rua: "R", Bia: "fmWfcF", AiWokKind: "RNF"})
}

// line reads coordinate moves (and action words) played one after the
// other from p.
func line(t *testing.T, p Position, moves ...string) []core.Move {
	t.Helper()
	var out []core.Move
	for _, s := range moves {
		m, err := p.ParseMove(s)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, m)
		p.MakeMove(m)
	}
	return out
}

// TestVariationSAN pins the SAN of a line as python-chess's
// Board.variation_san and ffish.js's variationSan write it, and the error
// of a line with an illegal move.
func TestVariationSAN(t *testing.T) {
	start := StartPosition(Default)
	afterE4 := MustParseFEN("rnsmksnr/8/pppppppp/8/4P3/PPPP1PPP/8/RNSKMSNR b - - 0 1", Default)
	count := MustParseFEN("4k3/8/3r4/8/8/8/8/R3K3 w - - 0 40", Default)
	for _, c := range []struct {
		p     Position
		moves []string
		want  string
	}{
		{start, nil, ""},
		{start, []string{"e3e4"}, "1. e4"},
		{start, []string{"e3e4", "e6e5", "b1d2"}, "1. e4 e5 2. Nd2"},
		{afterE4, []string{"e6e5", "b1d2", "g8e7"}, "1...e5 2. Nd2 Ne7"},
		{count, []string{"count", "e1e2", "e8e7", "a1a8"}, "40. count Ke2 Ke7 41. Ra8"},
		{MustParseFEN("3k4/R7/1R6/8/8/8/8/4K3 w - - 0 7", Default), []string{"a7a6", "d8c8", "b6b8"}, "7. Raa6 Kc8 8. Rb8+"},
	} {
		fen := c.p.FEN()
		got, err := c.p.VariationSAN(line(t, c.p, c.moves...))
		if err != nil || got != c.want || c.p.FEN() != fen {
			t.Errorf("%s %v: %q, %v; want %q", fen, c.moves, got, err, c.want)
		}
	}
	for _, c := range []struct {
		p     Position
		moves []core.Move
		want  string
		rule  string
		err   error
	}{
		{start, append(line(t, start, "e3e4"), core.NewMove(core.SquareAt(4, 2), core.SquareAt(4, 4))), "move 2 of the line (1...): no piece on e3", "", core.ErrIllegalMove},
		{start, append(line(t, start, "e3e4", "e6e5"), core.NewMove(core.SquareAt(3, 0), core.SquareAt(3, 2))), "move 3 of the line (2.): a khun cannot move from d1 to d3", "MK-2", core.ErrIllegalMove},
		{count, append(line(t, count, "count"), core.NewMove(core.SquareAt(4, 0), core.SquareAt(3, 1))), "move 2 of the line (40.): the move would leave the own khun attacked", "MK-9", core.ErrIllegalMove},
		{MustParseFEN("k7/8/8/8/8/8/8/7K w - - 0 1", Default), []core.Move{core.NewMove(core.SquareAt(7, 0), core.SquareAt(7, 1))}, "move 1 of the line (1.): the game has ended", "", core.ErrGameOver},
	} {
		_, err := c.p.VariationSAN(c.moves)
		var me *core.MoveError
		if !errors.As(err, &me) || !errors.Is(err, c.err) || !strings.HasPrefix(me.Msg, c.want) || me.Rule != c.rule || me.Op != "makruk.Position.VariationSAN" {
			t.Errorf("%s %v: %v; want %q, rule %q", c.p.FEN(), c.moves, err, c.want, c.rule)
		}
	}
}

// TestLegalMovesSAN pins the SAN of every legal move in generation order.
func TestLegalMovesSAN(t *testing.T) {
	p := StartPosition(Default)
	got := p.LegalMovesSAN()
	want := []string{"Kc2", "Kd2", "Ke2", "a4", "b4", "c4", "d4", "e4", "f4", "g4", "h4", "Nd2", "Ne2", "Ra2", "Rh2", "Md2", "Mf2", "Sb2", "Sc2", "Sd2", "Se2", "Sf2", "Sg2"}
	if !slices.Equal(got, want) {
		t.Errorf("LegalMovesSAN() = %q, want %q", got, want)
	}
	over := MustParseFEN("k7/8/8/8/8/8/8/7K w - - 0 1", Default) // MK-17
	if got := over.LegalMovesSAN(); got == nil || len(got) != 0 {
		t.Errorf("a finished game: %#v", got)
	}
}

// TestPins pins the pinned pieces and their pinners, against the rule
// that a pinned piece keeps to its line (MK-9).
func TestPins(t *testing.T) {
	sq := core.MustParseSquare
	for _, c := range []struct {
		r     Rules
		fen   string
		side  core.Color
		want  []core.Pin
		other []core.Pin // the other side's
	}{
		{Default, StartFEN(Default), core.White, []core.Pin{}, []core.Pin{}},
		{Default, "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1", core.White, []core.Pin{{Pinned: sq("e2"), Pinner: sq("e7")}}, []core.Pin{}},
		{Default, "4k3/4r3/8/8/4P3/8/4N3/4K3 w - - 0 1", core.White, []core.Pin{}, []core.Pin{}},
		{Default, "4k3/4r3/8/8/4p3/8/8/4K3 w - - 0 1", core.White, []core.Pin{}, []core.Pin{}},
		{Default, "4km1R/8/8/8/8/8/8/4K3 w - - 0 1", core.White, []core.Pin{}, []core.Pin{{Pinned: sq("f8"), Pinner: sq("h8")}}},
		{AiWok, "4k3/8/8/8/8/8/8/a2SK3 w - - 0 1", core.White, []core.Pin{{Pinned: sq("d1"), Pinner: sq("a1")}}, []core.Pin{}},
	} {
		p := MustParseFEN(c.fen, c.r)
		if got := p.Pins(c.side); !slices.Equal(got, c.want) {
			t.Errorf("%s: Pins = %v, want %v", c.fen, got, c.want)
		}
		if got := p.Pins(c.side.Other()); !slices.Equal(got, c.other) {
			t.Errorf("%s: the other side's Pins = %v, want %v", c.fen, got, c.other)
		}
		for _, pin := range append(slices.Clone(c.want), c.other...) {
			if !p.IsPinned(pin.Pinned) || p.IsPinned(pin.Pinner) {
				t.Errorf("%s: IsPinned(%v) = %v", c.fen, pin.Pinned, p.IsPinned(pin.Pinned))
			}
		}
	}
	// The pinned ma may not leave the line (MK-9).
	p := MustParseFEN("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1", Default)
	if _, err := p.ParseMove("e2c3"); err == nil || !strings.Contains(err.Error(), "MK-9") {
		t.Errorf("the pinned ma moves: %v", err)
	}
	var zero Position
	if got := zero.Pins(core.White); got == nil || len(got) != 0 || zero.IsPinned(sq("e2")) {
		t.Errorf("zero: %v", got)
	}
}

// Property: Pins agree with a brute-force search through random games of
// every rule set.
func TestPinsInPlay(t *testing.T) {
	ref := conform.PinRef{Movement: conform.KindMovement(Movement)}
	starts := conform.StartsOf(StartPosition, RuleSets()...)
	starts = append(starts, conform.Starts(ParseFEN, Default, "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1", "r2sk2r/2p5/8/8/8/8/2P5/R2SK2R w - - 0 1")...)
	conform.CheckPinsInPlay(t, 120, ref, starts...)
}

// TestPromotedMarks: Fairy-Stockfish's mark of a promoted piece ("M~") is
// written back where it was read, follows its piece, goes with it when it
// is captured and comes back when the capture is taken back.
func TestPromotedMarks(t *testing.T) {
	const fen = "3k4/2m5/3M~4/4M3/3KS3/8/8/8 b - 128 0 33"
	p := MustParseFEN(fen, Pychess)
	if p.FEN() != fen {
		t.Fatalf("FEN %s, want %s", p.FEN(), fen)
	}
	for _, c := range []struct{ move, board string }{
		{"c7d6", "3k4/8/3m4/4M3/3KS3/8/8/8"}, // captured: the mark goes
		{"d8c8", "2k5/2m5/3M~4/4M3/3KS3/8/8/8"},
	} {
		q := p
		m, err := q.ParseMove(c.move)
		if err != nil {
			t.Fatal(err)
		}
		u := q.MakeMove(m)
		if got := strings.Fields(q.FEN())[0]; got != c.board {
			t.Errorf("after %s: %s, want %s", c.move, got, c.board)
		}
		if back := MustParseFEN(q.FEN(), Pychess); !back.Equal(q) {
			t.Errorf("after %s: %s does not read back", c.move, q.FEN())
		}
		q.UnmakeMove(m, u)
		if q.FEN() != fen || !q.Equal(p) {
			t.Errorf("unmake %s: %s", c.move, q.FEN())
		}
	}
	q := MustParseFEN("3k4/2m5/3M~4/4M3/3KS3/8/8/8 w - 128 0 33", Pychess)
	m, _ := q.ParseMove("d6c7") // the marked met takes
	q.MakeMove(m)
	if got := strings.Fields(q.FEN())[0]; got != "3k4/2M~5/8/4M3/3KS3/8/8/8" {
		t.Errorf("the marked met moves: %s", got)
	}
	if plain := MustParseFEN(strings.Replace(fen, "~", "", 1), Pychess); p.Equal(plain) {
		t.Error("a marked and an unmarked met are Equal")
	}
	// Property: through random play the marks stay on promoted kinds, make
	// and unmake restore them, and every FEN reads back to an Equal
	// position.
	rapid.Check(t, func(rt *rapid.T) {
		p := MustParseFEN(rapid.SampledFrom([]string{fen, "r1s1ks2/3m~4/1pp5/8/8/PP6/3M~M~3/RNS1K3 w - - 0 30"}).Draw(rt, "fen"), Default)
		for range rapid.IntRange(0, 60).Draw(rt, "plies") {
			moves := p.AppendLegalMoves(nil)
			if len(moves) == 0 {
				return
			}
			m := moves[rapid.IntRange(0, len(moves)-1).Draw(rt, "move")]
			before := p
			u := p.MakeMove(m)
			for marks := p.marks; marks != 0; {
				if k := p.b.At(marks.PopFirst()).Kind(); !p.promotable(k) {
					rt.Fatalf("%s: a mark on a %v", p.FEN(), k)
				}
			}
			if back, err := ParseFEN(p.FEN(), p.Rules()); err != nil || !back.Equal(p) {
				rt.Fatalf("%s: reads back %v, %v", p.FEN(), back.FEN(), err)
			}
			q := p
			q.UnmakeMove(m, u)
			if !q.Equal(before) {
				rt.Fatalf("unmake of %s: %s, want %s", p.MoveText(m), q.FEN(), before.FEN())
			}
		}
	})
}

// editGame is what textkit's editor checks need of the Makruk family.
func editGame() textkit.EditGame[Rules, Position, *Position, *Editor] {
	return textkit.EditGame[Rules, Position, *Position, *Editor]{
		Pkg: "makruk", Sets: RuleSets(), Start: StartPosition, New: NewEditor, Parse: ParseFEN,
		Plies: [2]int{20, 150},
		Rebuild: func(e *Editor, p Position, r Rules) {
			e.SetHalfmoveClock(p.HalfmoveClock())
			e.SetFullmoveNumber(p.FullmoveNumber())
			e.SetCount(p.Count())
			for c := range core.Color(2) {
				for g := range p.Gates(c) {
					e.SetGate(g, true)
				}
				if r.FirstCheck {
					e.SetChecksToGive(c, p.ChecksToGive(c))
				}
			}
		},
	}
}

// TestEditor sets positions up piece by piece and checks them as ParseFEN
// does.
func TestEditor(t *testing.T) {
	g := editGame()
	sq := core.MustParseSquare
	// The start position, piece by piece.
	start := StartPosition(Default)
	e := g.SetUp(t, start, nil)
	// Refusals of the setters.
	g.Refused(t,
		e.Put(core.SquareAt(8, 0), core.MakePiece(core.White, Rua)),
		e.Put(sq("e4"), core.MakePiece(core.White, AiWokKind)),
		e.Put(sq("e4"), core.MakePiece(core.Color(2), Rua)),
		e.SetSide(core.Color(2)),
		e.SetHalfmoveClock(-1),
		e.SetFullmoveNumber(0),
		e.SetPromoted(sq("d1"), true), // the khun
		e.SetGate(sq("d1"), true),     // no gates in Makruk
		e.SetChecksToGive(core.White, 1),
	)
	// Position refuses what ParseFEN refuses, with its words.
	for _, c := range []struct {
		edit func(*Editor)
		want string
	}{
		{func(e *Editor) { e.Remove(sq("e8")) }, "black must have exactly one khun, has 0"},
		{func(e *Editor) { e.Put(sq("e6"), core.MakePiece(core.White, Bia)) }, "stands on or past its promotion rank"},
		{func(e *Editor) { e.SetCount(Count{Honour: BoardHonour, Counter: core.White, Limit: 64}) }, "no count runs while a bia is on the board"},
		{func(e *Editor) { e.Put(sq("d2"), core.MakePiece(core.Black, Rua)); e.SetSide(core.Black) }, "the side not to move (white) is in check"},
	} {
		e := NewEditor(start)
		c.edit(e)
		g.Invalid(t, e, c.want)
	}
	// The count, the marks, the gates and the checks.
	e = NewEditor(MustParseFEN("3k4/8/8/4M3/3KS3/8/8/8 w - - 0 33", Pychess))
	e.Put(sq("c7"), core.MakePiece(core.Black, Met))
	e.Put(sq("f6"), core.MakePiece(core.White, Met))
	if err := e.SetPromoted(sq("f6"), true); err != nil {
		t.Fatal(err)
	}
	e.SetCount(Count{Count: 12, Limit: 128})
	if p, err := e.Position(); err != nil || p.FEN() != "3k4/2m5/5M~2/4M3/3KS3/8/8/8 w - 128 12 33" {
		t.Errorf("count and mark: %s, %v", p.FEN(), err)
	}
	e = NewEditor(StartPosition(KarOuk))
	e.SetGate(sq("d1"), false)
	e.SetChecksToGive(core.Black, 0)
	if got := e.FEN(); got != "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w Ede - 1+0 0 1" {
		t.Errorf("gates and checks: %s", got)
	}
}

// Property: a position rebuilt with the editor from any position of
// random play, piece by piece, is Equal to it, and so is the one an editor
// holding it gives back.
func TestEditorInPlay(t *testing.T) { editGame().InPlay(t) }

// FuzzEditor: whatever pieces an editor is given and on whatever squares,
// it refuses or takes them without a panic, and its Position is a position
// whose FEN reads back or a ParseFEN error.
func FuzzEditor(f *testing.F) { editGame().Fuzz(f) }
