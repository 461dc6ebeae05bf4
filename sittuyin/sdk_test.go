package sittuyin

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/tools/conform"
	"github.com/chaturanga-go/chaturanga/internal/tools/textkit"
)

// The SDK's shared surface (issue 10): core.Position on the zero value and
// on random games (the setup phase included), Rules as options and text,
// the position's text form.

// TestZeroPosition calls every method of core.Position on the zero
// Position: none panics, the parsers and Play report
// core.ErrIllegalPosition, the position has no moves and no outcome.
func TestZeroPosition(t *testing.T) {
	var zero Position
	p := &zero
	moves := []core.Move{
		core.NewMove(core.MustParseSquare("e3"), core.MustParseSquare("e4")),
		core.NewDrop(Yahhta, core.MustParseSquare("a1")),
		core.NewPromotion(core.MustParseSquare("e5"), core.MustParseSquare("e5"), SitKe),
		{},
	}
	conform.CheckZero(t, p, conform.Zero{Variant: "sittuyin", FEN: "8/8/8/8/8/8/8/8[] w - - 0 1", Sides: 2,
		Geometry: core.Geometry{Files: 8, Ranks: 8}, Moves: moves, Texts: []string{"R@a1"}})
	if p.SideName(core.White) != "white" || p.SideName(core.Black) != "black" || p.SideName(5) != "" {
		t.Errorf("SideName: %q %q %q", p.SideName(core.White), p.SideName(core.Black), p.SideName(5))
	}
	if p.PieceName(core.MakePiece(core.Black, MinGyi)) != "min-gyi" || p.PieceName(core.MakePiece(core.White, SitKe)) != "sit-ke" || p.PieceName(core.NoPiece) != "" {
		t.Errorf("PieceName: %q %q", p.PieceName(core.MakePiece(core.Black, MinGyi)), p.PieceName(core.NoPiece))
	}
	for _, m := range moves {
		if _, err := zero.Play(m); !errors.Is(err, core.ErrIllegalPosition) {
			t.Errorf("zero: Play: %v", err)
		}
		u := p.MakeMove(m)
		p.UnmakeMove(m, u)
		if zero != (Position{}) {
			t.Error("zero: MakeMove changed it")
		}
	}
	if zero.Diagram() == "" || zero.FigurineDiagram() == "" || len(zero.Divide(2)) != 0 || zero.InSetup() || zero.InsufficientMaterial(core.White) {
		t.Error("zero: diagram, divide, setup or material")
	}
	if text, err := zero.MarshalText(); err != nil || string(text) != "default|8/8/8/8/8/8/8/8[] w - - 0 1" {
		t.Errorf("zero: MarshalText %q, %v", text, err)
	}
	if !zero.Equal(Position{}) || zero.Equal(StartPosition(Default)) {
		t.Error("zero: Equal")
	}
}

// TestSANOfIllegalMoves: SAN writes a move that is not legal in
// coordinates, as FormatMove does, and never panics (a drop once indexed
// the board with the drop's empty origin, and a drop of a piece not in
// hand the hand's keys below zero).
func TestSANOfIllegalMoves(t *testing.T) {
	p := MustParseFEN("4k3/8/8/8/8/8/8/4K3[] w - - 0 1", Default)
	textkit.IllegalSAN(t, &p, FormatMove, textkit.JunkMoves()...)
}

// TestSANZeroMove: the zero move is "0000" in SAN as in coordinates.
func TestSANZeroMove(t *testing.T) {
	p := StartPosition(Pychess)
	if got := p.SAN(core.Move{}); got != "0000" {
		t.Errorf("SAN(zero move) = %q", got)
	}
	if got := FormatMove(core.Move{}); got != "0000" {
		t.Errorf("FormatMove(zero move) = %q", got)
	}
}

// movement is the movement of a piece for conform.RefAttackers.
func movement(_ core.Square, pc core.Piece, _ core.Square) core.Movement { return Movement(pc.Kind()) }

// Property: the queries of core.Position agree with the board through
// random games, the setup phase included: King with the min-gyi's square
// (none while in hand), AppendAttackers with a brute-force search,
// IsCapture with the target square, GivesCheck with InCheck after the
// move; PlayMove with Play; a Clone is independent.
func TestInterfaceQueries(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := randomGame(t, rapid.IntRange(0, 200).Draw(t, "plies"), func(*Position, core.Move) {})
		for c := core.White; c <= core.Black; c++ {
			k := p.King(c)
			if (k == core.NoSquare) != (p.InHand(c, MinGyi) == 1) || k != core.NoSquare && p.At(k) != core.MakePiece(c, MinGyi) {
				t.Fatalf("%s: King(%v) = %v", p.FEN(), c, k)
			}
		}
		conform.CheckAttackers(t, &p, movement)
		for m := range p.LegalMoves() {
			to := p.At(m.To())
			want := !m.IsDrop() && m.Promotion() == core.NoKind && to != core.NoPiece && to.Color() != p.Side()
			if p.IsCapture(m) != want {
				t.Fatalf("%s: IsCapture(%s) = %v", p.FEN(), p.MoveText(m), !want)
			}
		}
		// GivesCheck and PlayMove against Play; PlayMove of an illegal
		// move: the error is Play's, p unchanged.
		conform.CheckPlay(t, p, core.NewMove(core.MustParseSquare("a1"), core.MustParseSquare("h8")), core.NewDrop(Ne, core.MustParseSquare("d4")))
	})
}

// TestSetupInterface pins how the interface's methods behave during the
// setup phase (the package documentation's list).
func TestSetupInterface(t *testing.T) {
	p := StartPosition(Default)
	if p.King(core.White) != core.NoSquare || p.InCheck() || p.CountLegalMoves() != 68 {
		t.Fatalf("start: King %v, in check %v, %d moves", p.King(core.White), p.InCheck(), p.CountLegalMoves())
	}
	drop := core.NewDrop(MinGyi, core.MustParseSquare("e2"))
	if !p.IsLegal(drop) || p.IsCapture(drop) || p.GivesCheck(drop) {
		t.Fatal("the king's placement")
	}
	if err := p.PlayMove(drop); err != nil {
		t.Fatal(err)
	}
	if p.King(core.White) != core.MustParseSquare("e2") || p.Side() != core.White {
		t.Errorf("after K@e2 under WhiteFirst: King %v, %v to move", p.King(core.White), p.Side())
	}
	// A placement that attacks the enemy min-gyi under WhiteFirst: the
	// placing side keeps the move, so it gives no check by GivesCheck,
	// while its SAN marks the attack.
	q := MustParseFEN("8/8/4pppp/pppp4/4PPPP/PPPPK3/8/8[kssfrrnn] b - - 0 1", Default)
	m := core.NewDrop(Myin, core.MustParseSquare("f5"))
	if !q.IsLegal(m) {
		t.Fatal("N@f5 is not legal")
	}
	if q.GivesCheck(m) || q.SAN(m) != "N@f5+" {
		t.Errorf("N@f5: GivesCheck %v, SAN %q", q.GivesCheck(m), q.SAN(m))
	}
	if err := q.PlayMove(m); err != nil || q.Side() != core.Black || !q.b.InCheck(core.White) {
		t.Errorf("after N@f5: %v, %v to move", err, q.Side())
	}
	// A placement that hands the turn over and attacks the min-gyi gives
	// check.
	r := MustParseFEN("3k4/8/8/8/8/8/8/4K3[R] w - - 0 1", Pychess)
	m = core.NewDrop(Yahhta, core.MustParseSquare("d1"))
	if !r.IsLegal(m) || !r.GivesCheck(m) || r.SAN(m) != "R@d1+" {
		t.Errorf("R@d1: legal %v, GivesCheck %v, SAN %q", r.IsLegal(m), r.GivesCheck(m), r.SAN(m))
	}
}

// TestRulesOptions: the option table, Set and Get, Validate and the zero
// values of the options (every one is Default's rule).
func TestRulesOptions(t *testing.T) {
	want := []string{"Setup", "Placement", "RookOnKingFile", "Promotion", "StalemateDraw", "Counting", "MoveRule", "PromotionsClaim", "InsufficientMaterial"}
	if got := OptionNames(); !slices.Equal(got, want) {
		t.Errorf("OptionNames() = %v", got)
	}
	for name, values := range map[string][]string{"setup": {"WhiteFirst", "Alternating"}, "PLACEMENT": {"OwnHalf", "FirstThreeRanks"}, "Promotion": {"InPlace", "Fairy"}, "Counting": nil, "MoveRule": nil} {
		got, err := OptionValues(name)
		if err != nil || !slices.Equal(got, values) {
			t.Errorf("OptionValues(%s) = %v, %v", name, got, err)
		}
	}
	if _, err := OptionValues("BareKing"); !errors.Is(err, core.ErrUnknown) || !strings.Contains(err.Error(), "Setup") {
		t.Errorf("OptionValues(BareKing): %v", err)
	}
	// Building Pychess option by option from Default.
	r := Default
	for _, kv := range [][2]string{{"setup", "alternating"}, {"Placement", "FirstThreeRanks"}, {"RookOnKingFile", "true"}, {"promotion", "FAIRY"}, {"StalemateDraw", "True"}, {"Counting", "1"}, {"MoveRule", "50"}, {"PromotionsClaim", "true"}, {"InsufficientMaterial", "true"}} {
		if err := r.Set(kv[0], kv[1]); err != nil {
			t.Fatalf("Set(%s, %s): %v", kv[0], kv[1], err)
		}
	}
	r.Name = "pychess"
	if r != Pychess {
		t.Errorf("built %+v, want Pychess", r)
	}
	for name, v := range map[string]string{"Setup": "Alternating", "RookOnKingFile": "true", "MoveRule": "50", "insufficientmaterial": "true"} {
		if got, err := r.Get(name); err != nil || got != v {
			t.Errorf("Get(%s) = %q, %v", name, got, err)
		}
	}
	for _, kv := range [][2]string{{"Setup", "Black-first"}, {"Counting", "sometimes"}, {"MoveRule", "-1"}, {"MoveRule", "1001"}, {"MoveRule", "x"}} {
		before := r
		if err := r.Set(kv[0], kv[1]); !errors.Is(err, core.ErrSyntax) || r != before {
			t.Errorf("Set(%s, %s): %v", kv[0], kv[1], err)
		}
	}
	if err := r.Set("BareKing", "x"); !errors.Is(err, core.ErrUnknown) {
		t.Errorf("Set(unknown option): %v", err)
	}
	if _, err := r.Get("BareKing"); !errors.Is(err, core.ErrUnknown) {
		t.Errorf("Get(unknown option): %v", err)
	}
	if (Rules{}).normal() != Default {
		t.Errorf("Rules{} is %+v, not Default", Rules{}.normal())
	}
	for _, bad := range []Rules{{Setup: numSetupOrder}, {Placement: 7}, {Promotion: numPromotionRule}, {MoveRule: -1}, {MoveRule: MaxMoveRule + 1}, {Name: "federation"}} {
		err := bad.Validate()
		var pe *core.ParseError
		if err == nil || !errors.As(err, &pe) || !(errors.Is(err, core.ErrSyntax) || errors.Is(err, core.ErrUnknown)) {
			t.Errorf("Validate(%+v) = %v", bad, err)
		}
		if _, err := ParseFEN(StartFEN(Default), bad); err == nil {
			t.Errorf("ParseFEN under %+v: no error", bad)
		}
		if _, err := bad.MarshalText(); err == nil {
			t.Errorf("MarshalText(%+v): no error", bad)
		}
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("StartPosition(%+v) did not panic", bad)
				}
			}()
			StartPosition(bad)
		}()
	}
	for _, good := range append(RuleSets(), Rules{}, Rules{Counting: true, MoveRule: 50}, Rules{Name: "PyChess"}) {
		if err := good.Validate(); err != nil {
			t.Errorf("Validate(%+v) = %v", good, err)
		}
	}
	if p := StartPosition(Rules{}); p.Rules() != Default {
		t.Errorf("StartPosition(Rules{}).Rules() = %+v", p.Rules())
	}
	// The enums' own text.
	for _, v := range []interface {
		MarshalText() ([]byte, error)
	}{Alternating, FirstThreeRanks, PromoteFairy} {
		if _, err := v.MarshalText(); err != nil {
			t.Error(err)
		}
	}
	var o SetupOrder
	if err := o.UnmarshalText([]byte("alternating")); err != nil || o != Alternating {
		t.Errorf("SetupOrder.UnmarshalText: %v, %v", o, err)
	}
	if _, err := SetupOrder(9).MarshalText(); !errors.Is(err, core.ErrSyntax) {
		t.Errorf("SetupOrder(9).MarshalText: %v", err)
	}
}

// TestRulesText: String writes the name and the options that differ from
// the named set; ParseRules reads it back; errors wrap the right sentinel
// and list the known names.
func TestRulesText(t *testing.T) {
	pychessST17 := Pychess
	pychessST17.StalemateDraw = false
	for _, c := range []struct {
		r    Rules
		text string
	}{
		{Default, "default"},
		{Rules{}, "default"},
		{Pychess, "pychess"},
		{pychessST17, "pychess StalemateDraw=false"},
		{Rules{Counting: true, MoveRule: 50}, "default Counting=true MoveRule=50"},
		{Rules{Setup: Alternating, InsufficientMaterial: true}, "default Setup=Alternating InsufficientMaterial=true"},
	} {
		if got := c.r.String(); got != c.text {
			t.Errorf("%+v.String() = %q, want %q", c.r, got, c.text)
		}
		back, err := ParseRules(c.text)
		if err != nil || back != c.r.normal() {
			t.Errorf("ParseRules(%q) = %+v, %v", c.text, back, err)
		}
		var u Rules
		if err := u.UnmarshalText([]byte(strings.ToLower(c.text))); err != nil || u != c.r.normal() {
			t.Errorf("UnmarshalText(%q) = %+v, %v", strings.ToLower(c.text), u, err)
		}
	}
	for _, c := range []struct {
		text string
		err  error
		says string
	}{
		{"federation", core.ErrUnknown, "default, pychess"},
		{"default BareKing=BareBack", core.ErrUnknown, "Setup, Placement"},
		{"default Setup=BlackFirst", core.ErrSyntax, "WhiteFirst, Alternating"},
		{"default MoveRule=-5", core.ErrSyntax, "0 (none) to 1000"},
		{"default Counting", core.ErrSyntax, "Option=Value"},
	} {
		_, err := ParseRules(c.text)
		textkit.Refused(t, err, c.err, c.says)
	}
	data, err := json.Marshal([]Rules{Pychess, {Counting: true}})
	if err != nil || string(data) != `["pychess","default Counting=true"]` {
		t.Errorf("json: %s, %v", data, err)
	}
	var back []Rules
	if err := json.Unmarshal(data, &back); err != nil || back[0] != Pychess || back[1] != (Rules{Name: "default", Counting: true}) {
		t.Errorf("json back: %+v, %v", back, err)
	}
}

// Property: every Rules value the options can make survives String and
// ParseRules.
func TestRulesRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		r := drawRules(t).normal()
		r.MoveRule = rapid.IntRange(0, MaxMoveRule).Draw(t, "moveRule")
		back, err := ParseRules(r.String())
		if err != nil || back != r {
			t.Fatalf("%+v: %q reads as %+v, %v", r, r.String(), back, err)
		}
	})
}

// TestNoSharedState: Movement, Alphabet, RuleSets and OptionValues give
// copies; changing them changes nothing in the package.
func TestNoSharedState(t *testing.T) {
	m := Movement(Yahhta)
	m[0] = core.Leap(core.Offset{File: 1})
	if Movement(Yahhta)[0].IsLeap() {
		t.Error("Movement shares its slice")
	}
	a := Alphabet()
	*a = core.Alphabet{}
	if p := StartPosition(Default); Alphabet().Letter(SitKe) != 'F' || p.FEN() != StartFEN(Default) {
		t.Error("Alphabet is shared")
	}
	rs := RuleSets()
	rs[1].Counting = false
	if RuleSets()[1] != Pychess {
		t.Error("RuleSets is shared")
	}
	v, _ := OptionValues("Setup")
	v[0] = "x"
	if again, _ := OptionValues("Setup"); again[0] != "WhiteFirst" {
		t.Error("OptionValues shares its slice")
	}
}

// TestPositionText: the text form carries the rules, the hands and the
// count: positions mid-setup, with a count running (and the half-move
// clock the FEN leaves out), and with huge counters round-trip exactly.
func TestPositionText(t *testing.T) {
	running := MustParseFEN("4k3/3R4/2K5/8/8/8/8/8[] b - 32 3 1", Pychess)
	for _, s := range []string{"e8f8", "d7d1", "f8e8"} {
		m, err := running.ParseMove(s)
		if err != nil {
			t.Fatal(err)
		}
		running.MakeMove(m)
	}
	if !running.Count().Running() || running.HalfmoveClock() != 3 {
		t.Fatalf("count %+v, clock %d", running.Count(), running.HalfmoveClock())
	}
	if text, _ := running.MarshalText(); !strings.HasSuffix(string(text), " clock=3") {
		t.Errorf("a running count's text %q has no clock", text)
	}
	for _, p := range []Position{
		StartPosition(Default),
		StartPosition(Pychess),
		MustParseFEN("8/8/4pppp/pppp4/4PPPP/PPPP3K/8/8[SSFRRNNkssfrrnn] w - - 0 1", Default),
		MustParseFEN("8/4k3/4pppp/pppp4/4PPPP/PPPP4/4K3/8[SSFRRNNssfrrnn] b - - 0 2", Pychess),
		MustParseFEN("4k3/3R4/2K5/8/8/8/8/8[] b - 32 33 1", Pychess),
		running,
		MustParseFEN("4k3/3r4/2K5/8/3R4/8/8/8[] w - - 100000 1000000000", Pychess),
		MustParseFEN("4k3/3r4/2K5/8/3R4/8/8/8[] w - - 7 9", Rules{Counting: true, InsufficientMaterial: true}),
	} {
		textkit.RoundTrip(t, p)
	}
	// A bare FEN reads under the receiver's rules.
	q := StartPosition(Pychess)
	if err := q.UnmarshalText([]byte("4k3/3R4/2K5/8/8/8/8/8[] b - 32 33 1")); err != nil || q.Rules() != Pychess || !q.Count().Running() {
		t.Errorf("bare FEN under Pychess: %v, %+v, %v", q.Rules(), q.Count(), err)
	}
	var z Position
	if err := z.UnmarshalText([]byte("4k3/3R4/2K5/8/8/8/8/8[] b - 32 33 1")); err != nil || z.Rules() != Default || z.Count().Running() {
		t.Errorf("bare FEN into the zero Position: %v, %+v, %v", z.Rules(), z.Count(), err)
	}
	before := q
	for _, bad := range []string{"federation|" + StartFEN(Default), "pychess Setup=x|" + StartFEN(Default), "pychess|8/8 w", "pychess|", "pychess|4k3/3R4/2K5/8/8/8/8/8[] b - - 3 1 clock=3", "pychess|4k3/3R4/2K5/8/8/8/8/8[] b - 32 3 1 clock=x", "pychess|4k3/3R4/2K5/8/8/8/8/8[] b - 32 3 1 tally=3"} {
		if err := q.UnmarshalText([]byte(bad)); err == nil || !q.Equal(before) {
			t.Errorf("UnmarshalText(%q) = %v", bad, err)
		}
	}
}

// Property: every position of random games (mid-setup, counts running,
// every option) survives the text form and JSON exactly.
func TestPositionTextRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := randomGame(t, rapid.IntRange(0, 250).Draw(t, "plies"), func(*Position, core.Move) {})
		textkit.RoundTrip(t, p)
	})
}
