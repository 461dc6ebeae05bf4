package sittuyin

import (
	"errors"
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
)

// A ruleRow is one verdict of the rules: after playing pre from fen under
// rules, move is legal or not; an illegal move's error names the rule.
type ruleRow struct {
	id    string // the spec's rule ID, such as "ST-12"
	rules Rules
	fen   string
	pre   []string
	move  string
	legal bool
}

// A middlegame with every piece kind, used by the movement rules.
const (
	movesFEN      = "r3k3/7p/2s5/3p4/2PF4/1PN5/5S2/R3K3[] w - - 0 20"
	movesFENBlack = "r3k3/7p/2s5/3p4/2PF4/1PN5/5S2/R3K3[] b - - 0 20"
	// Only Black's pieces are left to place; White's king on e2 faces the
	// e-file with pawns between (ST-12).
	rookFileFEN = "8/8/4pppp/pppp4/4PPPP/PPPP4/4K3/8[kssfrrnn] b - - 0 1"
	// The same with a White myin on e3 between them.
	rookScreenFEN = "8/8/4pppp/pppp4/4PPPP/PPPPN3/4K3/8[kssfrrnn] b - - 0 1"
	// White pawns before (b6), on (d5) and past (c7) their promotion
	// squares; no White general.
	promoFEN = "4k3/2P5/1P6/3P4/8/8/8/K7[] w - - 0 40"
	// The same with a White general on h2.
	promoGeneralFEN = "4k3/2P5/1P6/3P4/8/8/7F/K7[] w - - 0 40"
	// A Black rook that can take White's general.
	promoCaptureFEN = "4k3/8/8/3P4/8/1K6/7F/7r[] b - - 0 40"
	// White's pawn on c6 checks b5 if it promotes.
	promoCheckFEN = "8/8/2P5/1k6/8/8/8/K7[] w - - 0 40"
	// A pawn on c6 that captures onto b7, another promotion square.
	promoCaptureOntoFEN = "4k3/1n6/2P5/8/8/8/8/K7[] w - - 0 40"
	// White mates with h1a1 and stalemates with c5b6.
	mateFEN = "k7/2K5/8/2F5/8/8/8/7R[] w - - 0 40"
)

var ruleRows = []ruleRow{
	// ST-1: the board is 8x8.
	{"ST-1", Default, movesFEN, nil, "e1e2", true},
	// ST-3: the min-gyi steps one square any way; no castling.
	{"ST-3", Default, movesFEN, nil, "e1d1", true},
	{"ST-3", Default, movesFEN, nil, "e1e3", false},
	{"ST-3", Default, movesFEN, nil, "e1c1", false},
	// ST-4: the sit-ke steps one square diagonally.
	{"ST-4", Default, movesFEN, nil, "d4e5", true},
	{"ST-4", Default, movesFEN, nil, "d4c5", true},
	{"ST-4", Default, movesFEN, nil, "d4d5", false},
	{"ST-4", Default, movesFEN, nil, "d4f6", false},
	// ST-5: the sin steps diagonally or straight forward, not back or
	// sideways; forward is down for Black.
	{"ST-5", Default, movesFEN, nil, "f2f3", true},
	{"ST-5", Default, movesFEN, nil, "f2g1", true},
	{"ST-5", Default, movesFEN, nil, "f2e3", true},
	{"ST-5", Default, movesFEN, nil, "f2f1", false},
	{"ST-5", Default, movesFEN, nil, "f2g2", false},
	{"ST-5", Default, movesFEN, nil, "f2h4", false},
	{"ST-5", Default, movesFENBlack, nil, "c6c5", true},
	{"ST-5", Default, movesFENBlack, nil, "c6b7", true},
	{"ST-5", Default, movesFENBlack, nil, "c6c7", false},
	// ST-6: the myin leaps like a knight, over anything.
	{"ST-6", Default, movesFEN, nil, "c3d5", true},
	{"ST-6", Default, movesFEN, nil, "c3b1", true},
	{"ST-6", Default, movesFEN, nil, "c3c5", false},
	{"ST-6", Default, movesFEN, nil, "c3e3", false},
	// ST-7: the yahhta slides orthogonally and is blocked.
	{"ST-7", Default, movesFEN, nil, "a1a8", true},
	{"ST-7", Default, movesFEN, nil, "a1d1", true},
	{"ST-7", Default, movesFEN, nil, "a1f1", false},
	{"ST-7", Default, movesFEN, nil, "a1b2", false},
	// ST-8: the ne steps forward, captures diagonally forward, has no
	// double step.
	{"ST-8", Default, movesFEN, nil, "b3b4", true},
	{"ST-8", Default, movesFEN, nil, "c4d5", true},
	{"ST-8", Default, movesFEN, nil, "c4c5", true},
	{"ST-8", Default, movesFEN, nil, "b3b5", false},
	{"ST-8", Default, movesFEN, nil, "c4b5", false},
	{"ST-8", Default, movesFENBlack, nil, "h7h6", true},
	{"ST-8", Default, movesFENBlack, nil, "h7h5", false},
	{"ST-8", Default, movesFENBlack, nil, "d5c4", true},
	{"ST-8", Default, movesFENBlack, nil, "d5d4", false},

	// ST-9: the pawns start on the board; the other pieces are placed.
	{"ST-9", Default, StartFEN(Default), nil, "K@e2", true},
	{"ST-9", Default, StartFEN(Default), nil, "P@e3", false},
	{"ST-9", Default, StartFEN(Default), []string{"K@e2"}, "K@f2", false},
	// ST-10: while a side has pieces in hand it may only place; White
	// keeps the move until its hand is empty; a king may not be placed on
	// an attacked square (a4-d4 are attacked by Black's pawns).
	{"ST-10", Default, StartFEN(Default), nil, "e4d5", false},
	{"ST-10", Default, StartFEN(Default), nil, "a3a4", false},
	{"ST-10", Default, StartFEN(Default), []string{"K@e2"}, "F@d2", true},
	{"ST-10", Default, StartFEN(Default), nil, "K@b4", false},
	{"ST-10", Default, StartFEN(Default), nil, "K@e3", true},
	{"ST-10", Default, StartFEN(Default), []string{"K@e2", "F@d2", "S@c2", "S@f2", "N@b2", "N@g2", "R@a1"}, "R@h1", true},
	{"ST-10", Default, StartFEN(Default), []string{"K@e2", "F@d2", "S@c2", "S@f2", "N@b2", "N@g2", "R@a1", "R@h1"}, "K@e7", true},
	{"ST-10", Default, StartFEN(Default), []string{"K@e2", "F@d2", "S@c2", "S@f2", "N@b2", "N@g2", "R@a1", "R@h1"}, "e4d5", false},
	// ST-11: rooks on the back rank only; other pieces on empty squares
	// of the own half, not the back rank.
	{"ST-11", Default, StartFEN(Default), nil, "R@a1", true},
	{"ST-11", Default, StartFEN(Default), nil, "R@a2", false},
	{"ST-11", Default, StartFEN(Default), nil, "N@b1", false},
	{"ST-11", Default, StartFEN(Default), nil, "N@a4", true},
	{"ST-11", Default, StartFEN(Default), nil, "N@h2", true},
	{"ST-11", Default, StartFEN(Default), nil, "N@e5", false},
	{"ST-11", Default, StartFEN(Default), nil, "N@e4", false},
	{"ST-11", Default, StartFEN(Default), nil, "S@f3", true},
	{"ST-11", Default, rookFileFEN, nil, "R@a8", true},
	{"ST-11", Default, rookFileFEN, nil, "R@a7", false},
	{"ST-11", Default, rookFileFEN, nil, "N@a8", false},
	{"ST-11", Default, rookFileFEN, nil, "N@h5", true},
	{"ST-11", Default, rookFileFEN, nil, "N@a4", false},
	// ST-12: Black's rook may not face White's king on an open file
	// (pawns do not count as screens) ...
	{"ST-12", Default, rookFileFEN, nil, "R@e8", false},
	{"ST-12", Default, rookFileFEN, nil, "R@d8", true},
	{"ST-12", Default, rookFileFEN, nil, "R@f8", true},
	// ... unless a piece that is not a pawn, of either side, stands
	// between them.
	{"ST-12", Default, rookScreenFEN, nil, "R@e8", true},
	{"ST-12", Default, rookFileFEN, []string{"S@e7"}, "R@e8", true},
	{"ST-12", Default, rookFileFEN, []string{"N@e5"}, "R@e8", true},
	{"ST-12", Default, rookFileFEN, []string{"K@d7"}, "R@e8", false},
	// Fairy-Stockfish has no such rule.
	{"ST-12", Pychess, rookFileFEN, nil, "R@e8", true},

	// ST-13: promotion squares are the long diagonals in the opponent's
	// half.
	{"ST-13", Default, promoFEN, nil, "d5d5f", true},
	{"ST-13", Default, promoFEN, nil, "b6b6f", false},
	// ST-14: in place, to a general only, only with no own general on the
	// board, and as a move of its own (reaching the square is one move).
	{"ST-14", Default, promoFEN, nil, "d5c6f", false},
	{"ST-14", Default, promoFEN, nil, "d5d5s", false},
	{"ST-14", Default, promoFEN, nil, "b6b7f", false},
	{"ST-14", Default, promoFEN, nil, "b6b7", true},
	{"ST-14", Default, promoFEN, []string{"b6b7", "e8e7"}, "b7b7f", true},
	{"ST-14", Default, promoGeneralFEN, nil, "d5d5f", false},
	{"ST-14", Default, promoCaptureFEN, []string{"h1h2"}, "d5d5f", true},
	// In Default the new general may give check ...
	{"ST-14", Default, promoCheckFEN, nil, "c6c6f", true},
	// ... but not in Fairy-Stockfish's rules.
	{"ST-14", Pychess, promoCheckFEN, nil, "c6c6f", false},
	// ST-15: a pawn past its promotion square cannot promote; one that
	// captured from one promotion square onto another can.
	{"ST-15", Default, promoFEN, nil, "c7c7f", false},
	{"ST-15", Default, promoCaptureOntoFEN, []string{"c6b7", "e8e7"}, "b7b7f", true},
	{"ST-15", Default, promoFEN, []string{"d5d6", "e8f8"}, "d6d6f", false},

	// ST-16: no move may leave the own king attacked; a promotion does
	// not answer a check.
	{"ST-16", Default, mateFEN, nil, "c7b8", false},
	{"ST-16", Default, "7k/8/8/3P4/8/8/8/K6r[] w - - 0 40", nil, "d5d5f", false},
	{"ST-16", Default, "7k/8/8/3P4/8/8/8/K6r[] w - - 0 40", nil, "a1a2", true},
	// ST-17: a move that stalemates the opponent is illegal; mate is fine.
	{"ST-17", Default, mateFEN, nil, "c5b6", false},
	{"ST-17", Default, mateFEN, nil, "h1a1", true},
	{"ST-17", Default, mateFEN, nil, "c5d6", true},
	{"ST-17", Pychess, mateFEN, nil, "c5b6", true},
}

// TestRules checks each row of ruleRows: the move's legality and, for an
// illegal move, that the error wraps core.ErrIllegalMove and names the
// row's rule.
func TestRules(t *testing.T) {
	for i, row := range ruleRows {
		p, err := ParseFEN(row.fen, row.rules)
		if err != nil {
			t.Fatalf("row %d (%s): %v", i, row.id, err)
		}
		for _, s := range row.pre {
			m, err := p.ParseMove(s)
			if err != nil {
				t.Fatalf("row %d (%s): premove %s: %v", i, row.id, s, err)
			}
			p.MakeMove(m)
		}
		m, perr := ParseCoord(row.move)
		if perr != nil {
			t.Fatalf("row %d (%s): %v", i, row.id, perr)
		}
		_, err = p.Play(m)
		if row.legal {
			if err != nil {
				t.Errorf("row %d %s %s: %s in %s: %v, want legal", i, row.id, row.rules.Name, row.move, p.FEN(), err)
			}
			continue
		}
		var me *core.MoveError
		switch {
		case err == nil:
			t.Errorf("row %d %s %s: %s legal in %s, want illegal", i, row.id, row.rules.Name, row.move, p.FEN())
		case !errors.Is(err, core.ErrIllegalMove) || !errors.As(err, &me):
			t.Errorf("row %d %s: %s: error %v, want a MoveError wrapping ErrIllegalMove", i, row.id, row.move, err)
		case me.Rule != row.id:
			t.Errorf("row %d %s: %s: error names %s (%s), want %s", i, row.id, row.move, me.Rule, me.Msg, row.id)
		}
	}
}

// TestBoardAndStart pins ST-1, ST-2 and ST-9: an 8x8 board, White first,
// the pawns' start squares and the full hands.
func TestBoardAndStart(t *testing.T) {
	p := StartPosition(Default)
	if p.Side() != core.White {
		t.Errorf("ST-1: %v moves first", p.Side())
	}
	if _, err := p.Play(core.NewDrop(MinGyi, core.SquareAt(8, 1))); !errors.Is(err, core.ErrIllegalMove) {
		t.Errorf("ST-1: a placement on i2: %v", err)
	}
	want := map[string]core.Piece{}
	for _, s := range []string{"a3", "b3", "c3", "d3", "e4", "f4", "g4", "h4"} {
		want[s] = core.MakePiece(core.White, Ne)
	}
	for _, s := range []string{"a5", "b5", "c5", "d5", "e6", "f6", "g6", "h6"} {
		want[s] = core.MakePiece(core.Black, Ne)
	}
	n := 0
	for sq, pc := range p.Pieces() {
		n++
		if want[sq.String()] != pc {
			t.Errorf("ST-2: %v on %v", pc, sq)
		}
	}
	if n != 16 {
		t.Errorf("ST-2: %d pieces on the board, want 16", n)
	}
	for _, c := range []core.Color{core.White, core.Black} {
		for k, want := range map[core.Kind]int{MinGyi: 1, SitKe: 1, Sin: 2, Myin: 2, Yahhta: 2, Ne: 0} {
			if got := p.InHand(c, k); got != want {
				t.Errorf("ST-9: %v holds %d %v, want %d", c, got, k, want)
			}
		}
		if p.HandSize(c) != 8 {
			t.Errorf("ST-9: %v holds %d pieces", c, p.HandSize(c))
		}
	}
	if !p.InSetup() {
		t.Error("ST-9: the start is not in the setup phase")
	}
}

// TestSetupOrder plays a whole Default setup (ST-10): White keeps the move
// through its eight placements, Black through its eight, then White moves
// first with the move number 2; a placement may give check and Black goes
// on placing before White answers.
func TestSetupOrder(t *testing.T) {
	p := StartPosition(Default)
	white := []string{"K@f3", "F@d2", "S@c2", "S@g2", "N@b2", "N@h2", "R@a1", "R@h1"}
	black := []string{"N@e5", "K@e7", "F@d7", "S@c7", "S@f7", "N@g7", "R@a8", "R@h8"}
	for i, s := range append(white, black...) {
		wantSide := core.White
		if i >= 8 {
			wantSide = core.Black
		}
		if p.Side() != wantSide {
			t.Fatalf("ST-10: before placement %d (%s) %v is to move", i+1, s, p.Side())
		}
		m, err := p.ParseMove(s)
		if err != nil {
			t.Fatalf("ST-10: %v", err)
		}
		p.MakeMove(m)
		if i == 8 {
			// N@e5 attacks White's king on f3: Black goes on placing.
			if !p.b.InCheck(core.White) || p.Side() != core.Black {
				t.Errorf("ST-10: after N@e5, White in check %v, %v to move", p.b.InCheck(core.White), p.Side())
			}
			if _, err := ParseFEN(p.FEN(), Default); err != nil {
				t.Errorf("ST-10: FEN of a placement giving check: %v", err)
			}
		}
	}
	if p.Side() != core.White || p.FullmoveNumber() != 2 || p.InSetup() {
		t.Fatalf("ST-10: after the setup %v to move, move %d, in setup %v", p.Side(), p.FullmoveNumber(), p.InSetup())
	}
	if !p.InCheck() {
		t.Fatal("ST-10: White should answer the check now")
	}
	for m := range p.LegalMoves() {
		q := p
		q.MakeMove(m)
		if q.b.InCheck(core.White) {
			t.Errorf("ST-10: %s leaves White in check", FormatMove(m))
		}
	}
	if _, err := p.ParseMove("f4e5"); err != nil {
		t.Errorf("ST-10: White cannot take the checking myin: %v", err)
	}
	if got, want := p.FEN(), "r6r/2sfksn1/4pppp/ppppn3/4PPPP/PPPP1K2/1NSF2SN/R6R[] w - - 0 2"; got != want {
		t.Errorf("FEN %s, want %s", got, want)
	}
}

// TestEndings pins ST-16..ST-18: checkmate wins; a side whose every move
// would stalemate draws (no-legal-move-draw); a stalemate reached from a
// set-up position draws; threefold repetition is a claim, never automatic.
func TestEndings(t *testing.T) {
	cases := []struct {
		id    string
		rules Rules
		fen   string
		moves []string
		want  core.Outcome
	}{
		{"ST-16", Default, mateFEN, []string{"h1a1"}, core.Win(core.White, core.Checkmate)},
		{"ST-16", Pychess, mateFEN, []string{"h1a1"}, core.Win(core.White, core.Checkmate)},
		{"ST-17", Default, "k7/Pp4P1/1P6/3K4/8/3P4/8/8[] w - - 0 1", nil, core.Draw(core.NoLegalMoveDraw)},
		{"ST-17", Default, "k7/2K5/1F6/8/8/8/8/8[] b - - 0 1", nil, core.Draw(core.Stalemate)},
		{"ST-17", Pychess, mateFEN, []string{"c5b6"}, core.Draw(core.Stalemate)},
		{"ST-17", Default, mateFEN, nil, core.Outcome{}},
		// In check, every escape (Kb1, Kb2, Kc2, Kxd2) would stalemate
		// Black: each move White has is illegal by ST-17 alone, the
		// others (Rf2, ...) being no moves it has, as they leave the
		// check standing. Drawn, not mated (issue 22).
		{"ST-17", Default, "8/8/8/8/8/8/3p4/2KF1RSk[] w - - 0 40", nil, core.Draw(core.NoLegalMoveDraw)},
		// The same with Kb1 attacked by the a2 ne: one escape fails
		// because of the check itself, the others by ST-17 alone. Kb1 is
		// no move White has (ST-16), so still every move it has is
		// illegal "for this reason only": drawn.
		{"ST-17", Default, "8/8/8/8/8/8/p2p4/N1KF1RSk[] w - - 0 40", nil, core.Draw(core.NoLegalMoveDraw)},
		// The other side of the line: no move escapes the check (b1 and
		// c2 attacked, d2 defended, b2 and d1 White's own), though
		// moves such as Rb8, were they legal, would leave Black without
		// a move. They are illegal by ST-16, not by ST-17 alone: mate.
		{"ST-16", Default, "R7/8/8/8/8/1p2p3/pP1pP3/N1KF1RSk[] w - - 0 40", nil, core.Win(core.Black, core.Checkmate)},
		{"ST-16", Pychess, "8/8/8/8/8/8/3p4/2KF1RSk[] w - - 0 40", nil, core.Outcome{}},
	}
	for _, c := range cases {
		p := MustParseFEN(c.fen, c.rules)
		for _, s := range c.moves {
			m, err := p.ParseMove(s)
			if err != nil {
				t.Fatalf("%s: %v", c.id, err)
			}
			p.MakeMove(m)
		}
		if got := p.Outcome(); got != c.want {
			t.Errorf("%s %s %s: outcome %v, want %v", c.id, c.rules.Name, p.FEN(), got, c.want)
		}
		if got := p.CountLegalMoves(); (got == 0) != c.want.IsOver() {
			t.Errorf("%s %s: %d legal moves with outcome %v", c.id, p.FEN(), got, c.want)
		}
	}

	// ST-18: a position repeated three times may be claimed; the game goes on.
	g := NewGame(MustParseFEN("4k3/8/8/8/8/8/8/4K1N1[] w - - 0 1", Default))
	for range 2 {
		for _, s := range []string{"g1f3", "e8d8", "f3g1", "d8e8"} {
			p := g.Position()
			m, err := p.ParseMove(s)
			if err != nil {
				t.Fatal(err)
			}
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
		}
	}
	if !g.Claims().Has(core.Repetition) || g.Outcome().IsOver() || g.Repetitions() != 3 {
		t.Errorf("ST-18: claims %v, outcome %v, repetitions %d", g.Claims().Strings(), g.Outcome(), g.Repetitions())
	}
}

// TestPychessClaims checks the claims Fairy-Stockfish allows and Default
// does not have: the 50-move rule and the count.
func TestPychessClaims(t *testing.T) {
	const fen = "4k3/8/8/8/8/8/8/R3K3[] w - - 100 80"
	d, py := MustParseFEN(fen, Default), MustParseFEN(fen, Pychess)
	if c := d.Claims(); c != 0 {
		t.Errorf("Default claims %v, want none", c.Strings())
	}
	if c := py.Claims(); !c.Has(core.MoveRule) {
		t.Errorf("Pychess claims %v, want the 50-move rule", c.Strings())
	}
	p := MustParseFEN("4k3/3R4/2K5/8/8/8/8/8[] b - 32 33 1", Pychess)
	if c := p.Claims(); !c.Has(core.Counting) {
		t.Errorf("Pychess claims %v, want counting", c.Strings())
	}
	if got := (p.Count()); got != (Count{Ply: 33, Limit: 32, Counter: core.Black}) {
		t.Errorf("count %+v", got)
	}
}
