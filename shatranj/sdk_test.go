package shatranj

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
// on random games, Rules as options and text, the position's text form.

// TestZeroPosition calls every method of core.Position on the zero
// Position (conform.CheckZero): none panics, the parsers and Play report
// core.ErrIllegalPosition, the position has no moves and no outcome; and
// the package's own methods.
func TestZeroPosition(t *testing.T) {
	var zero Position
	p := &zero
	m := core.NewMove(core.MustParseSquare("e2"), core.MustParseSquare("e3"))
	conform.CheckZero(t, p, conform.Zero{Variant: "shatranj", FEN: "8/8/8/8/8/8/8/8 w - - 0 1", Sides: 2,
		Geometry: core.Geometry{Files: 8, Ranks: 8}, Moves: []core.Move{m}, Texts: []string{"e2e3"}})
	if p.SideName(core.White) != "white" || p.SideName(core.Black) != "black" || p.SideName(5) != "" {
		t.Errorf("SideName: %q %q %q", p.SideName(core.White), p.SideName(core.Black), p.SideName(5))
	}
	if p.PieceName(core.MakePiece(core.Black, Rukh)) != "rukh" || p.PieceName(core.NoPiece) != "" {
		t.Errorf("PieceName: %q %q", p.PieceName(core.MakePiece(core.Black, Rukh)), p.PieceName(core.NoPiece))
	}
	if _, err := zero.Play(m); !errors.Is(err, core.ErrIllegalPosition) {
		t.Errorf("zero: Play: %v", err)
	}
	u := p.MakeMove(m)
	p.UnmakeMove(m, u)
	if zero != (Position{}) {
		t.Error("zero: MakeMove changed it")
	}
	if p.MoveText(m) != "e2e3" {
		t.Errorf("zero: move text %q", p.MoveText(m))
	}
	if zero.Diagram() == "" || zero.FigurineDiagram() == "" || len(zero.Divide(2)) != 0 {
		t.Error("zero: diagram or divide")
	}
	if text, err := zero.MarshalText(); err != nil || string(text) != "default|8/8/8/8/8/8/8/8 w - - 0 1" {
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
	p := MustParseFEN(StartFEN(Default), Default)
	textkit.IllegalSAN(t, &p, FormatMove, textkit.JunkMoves()...)
}

// TestSANZeroMove: the zero move is "0000" in SAN as in coordinates.
func TestSANZeroMove(t *testing.T) {
	p := StartPosition(Default)
	if got := p.SAN(core.Move{}); got != "0000" {
		t.Errorf("SAN(zero move) = %q", got)
	}
	if got := FormatMove(core.Move{}); got != "0000" {
		t.Errorf("FormatMove(zero move) = %q", got)
	}
}

// movement is the movement of a piece for conform.RefAttackers.
func movement(_ core.Square, pc core.Piece, _ core.Square) core.Movement { return Movement(pc.Kind()) }

// Property: the queries of core.Position agree with the board: King with
// the shah's square, AppendAttackers with a brute-force search, IsCapture
// with the target square, GivesCheck with InCheck after the move;
// PlayMove with Play; a Clone is independent.
func TestInterfaceQueries(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := somePosition(t)
		for c := core.White; c <= core.Black; c++ {
			if k := p.King(c); p.At(k) != core.MakePiece(c, Shah) {
				t.Fatalf("%s: King(%v) = %v", p.FEN(), c, k)
			}
		}
		conform.CheckAttackers(t, &p, movement)
		for m := range p.LegalMoves() {
			to := p.At(m.To())
			if want := to != core.NoPiece && to.Color() != p.Side(); p.IsCapture(m) != want {
				t.Fatalf("%s: IsCapture(%s) = %v", p.FEN(), p.MoveText(m), !want)
			}
		}
		// GivesCheck and PlayMove against Play; PlayMove of an illegal
		// move: the error is Play's, p unchanged.
		conform.CheckPlay(t, p, core.NewMove(core.MustParseSquare("a1"), core.MustParseSquare("h8")))
	})
}

// TestRulesOptions: the option table, Set and Get, Validate and the zero
// values of the options (every one is Default's rule).
func TestRulesOptions(t *testing.T) {
	if got := OptionNames(); !slices.Equal(got, []string{"BareKing", "Array"}) {
		t.Errorf("OptionNames() = %v", got)
	}
	vals, err := OptionValues("barekING")
	if err != nil || !slices.Equal(vals, []string{"BareBack", "Extinction", "BareWins", "None"}) {
		t.Errorf("OptionValues(BareKing) = %v, %v", vals, err)
	}
	if vals, err := OptionValues("array"); err != nil || !slices.Equal(vals, []string{"Shatranj", "Chess"}) {
		t.Errorf("OptionValues(Array) = %v, %v", vals, err)
	}
	vals[0] = "changed"
	if again, _ := OptionValues("BareKing"); again[0] != "BareBack" {
		t.Error("OptionValues shares its slice")
	}
	if _, err := OptionValues("Castling"); !errors.Is(err, core.ErrUnknown) || !strings.Contains(err.Error(), "BareKing") {
		t.Errorf("OptionValues(Castling): %v", err)
	}
	r := Default
	if err := r.Set("barekinG", "extinction"); err != nil || r.BareKing != Extinction || r.Name != "default" {
		t.Errorf("Set: %v, %+v", err, r)
	}
	if v, err := r.Get("BareKing"); err != nil || v != "Extinction" {
		t.Errorf("Get: %q, %v", v, err)
	}
	if err := r.Set("BareKing", "sometimes"); !errors.Is(err, core.ErrSyntax) || r.BareKing != Extinction {
		t.Errorf("Set(bad value): %v, %+v", err, r)
	}
	if err := r.Set("ARRAY", "chess"); err != nil || r.Array != ChessArray || r.BareKing != Extinction {
		t.Errorf("Set(Array): %v, %+v", err, r)
	}
	if v, err := r.Get("array"); err != nil || v != "Chess" {
		t.Errorf("Get(Array): %q, %v", v, err)
	}
	if err := r.Set("Array", "chaturanga"); !errors.Is(err, core.ErrSyntax) || r.Array != ChessArray || !strings.Contains(err.Error(), "Shatranj, Chess") {
		t.Errorf("Set(Array, bad value): %v, %+v", err, r)
	}
	if err := r.Set("Counting", "true"); !errors.Is(err, core.ErrUnknown) {
		t.Errorf("Set(unknown option): %v", err)
	}
	if _, err := r.Get("Counting"); !errors.Is(err, core.ErrUnknown) {
		t.Errorf("Get(unknown option): %v", err)
	}
	// Every option's zero value is Default's rule.
	if (Rules{}).normal() != Default {
		t.Errorf("Rules{} is %+v, not Default", Rules{}.normal())
	}
	if (Rules{}).Array != ShatranjArray || (Rules{}).BareKing != BareBack {
		t.Error("the options' zero values are not Default's rules")
	}
	for _, bad := range []Rules{{BareKing: numBareKing}, {Name: "turkey"}, {Name: "pychess", BareKing: 200}, {Array: numArray}, {Name: "chaturanga", Array: 9}} {
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
	for _, good := range append(RuleSets(), Rules{}, Rules{BareKing: BareWins}, Rules{Name: "PyChess"}, Rules{BareKing: NoBareKing}, Rules{Array: ChessArray}, Rules{Name: "Chaturanga"}) {
		if err := good.Validate(); err != nil {
			t.Errorf("Validate(%+v) = %v", good, err)
		}
	}
	p := StartPosition(Rules{})
	if p.Rules() != Default {
		t.Errorf("StartPosition(Rules{}).Rules() = %+v", p.Rules())
	}
	if q := StartPosition(Rules{Name: "PYCHESS", BareKing: Extinction}); q.Rules() != Pychess {
		t.Errorf("the name is not normalised: %+v", q.Rules())
	}
	if q := StartPosition(Rules{Name: "ChatUranga", BareKing: NoBareKing, Array: ChessArray}); q.Rules() != Chaturanga || q.FEN() != StartFEN(Chaturanga) {
		t.Errorf("Chaturanga by another spelling: %+v %s", q.Rules(), q.FEN())
	}
}

// TestRulesText: String writes the name and the options that differ from
// the named set; ParseRules reads it back; errors wrap the right sentinel
// and list the known names.
func TestRulesText(t *testing.T) {
	for _, c := range []struct {
		r    Rules
		text string
	}{
		{Default, "default"},
		{Rules{}, "default"},
		{Pychess, "pychess"},
		{Medina, "medina"},
		{Chaturanga, "chaturanga"},
		{Rules{BareKing: Extinction}, "default BareKing=Extinction"},
		{Rules{BareKing: NoBareKing, Array: ChessArray}, "default BareKing=None Array=Chess"},
		{Rules{Array: ChessArray}, "default Array=Chess"},
		{Rules{Name: "chaturanga", Array: ChessArray}, "chaturanga BareKing=BareBack"},
		{Rules{Name: "chaturanga", BareKing: NoBareKing}, "chaturanga Array=Shatranj"},
		{Rules{Name: "pychess", BareKing: NoBareKing}, "pychess BareKing=None"},
		{Rules{Name: "medina", BareKing: BareBack}, "medina BareKing=BareBack"},
	} {
		if got := c.r.String(); got != c.text {
			t.Errorf("%+v.String() = %q, want %q", c.r, got, c.text)
		}
		back, err := ParseRules(c.text)
		if err != nil || back != c.r.normal() {
			t.Errorf("ParseRules(%q) = %+v, %v", c.text, back, err)
		}
		var u Rules
		if err := u.UnmarshalText([]byte(strings.ToUpper(c.text))); err != nil || u != c.r.normal() {
			t.Errorf("UnmarshalText(%q) = %+v, %v", strings.ToUpper(c.text), u, err)
		}
		if b, err := c.r.AppendText([]byte("x:")); err != nil || string(b) != "x:"+c.text {
			t.Errorf("AppendText: %q, %v", b, err)
		}
	}
	for _, c := range []struct {
		text string
		err  error
		says string
	}{
		{"turkey", core.ErrUnknown, "default, pychess, medina, chaturanga"},
		{"default Array=Indian", core.ErrSyntax, "Shatranj, Chess"},
		{"default Counting=true", core.ErrUnknown, "BareKing"},
		{"default BareKing=Sometimes", core.ErrSyntax, "BareBack, Extinction, BareWins, None"},
		{"default BareKing", core.ErrSyntax, "Option=Value"},
	} {
		_, err := ParseRules(c.text)
		textkit.Refused(t, err, c.err, c.says)
	}
	if r, err := ParseRules("  "); err != nil || r != Default {
		t.Errorf("ParseRules(blank) = %+v, %v", r, err)
	}
	// JSON through the text methods.
	data, err := json.Marshal(map[string]Rules{"r": {Name: "pychess", BareKing: BareWins}})
	if err != nil || string(data) != `{"r":"pychess BareKing=BareWins"}` {
		t.Errorf("json: %s, %v", data, err)
	}
	var back map[string]Rules
	if err := json.Unmarshal(data, &back); err != nil || back["r"] != (Rules{Name: "pychess", BareKing: BareWins}) {
		t.Errorf("json back: %+v, %v", back, err)
	}
}

// Property: every Rules value the options can make survives String and
// ParseRules.
func TestRulesRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		r := rapid.SampledFrom(RuleSets()).Draw(t, "set")
		r.BareKing = BareKing(rapid.IntRange(0, int(numBareKing)-1).Draw(t, "bare"))
		r.Array = Array(rapid.IntRange(0, int(numArray)-1).Draw(t, "array"))
		back, err := ParseRules(r.String())
		if err != nil || back != r {
			t.Fatalf("%+v: %q reads as %+v, %v", r, r.String(), back, err)
		}
	})
}

// TestNoSharedState: Movement, Alphabet, RuleSets and OptionNames give
// copies; changing them changes nothing in the package.
func TestNoSharedState(t *testing.T) {
	m := Movement(Rukh)
	m[0] = core.Leap(core.Offset{File: 1})
	if Movement(Rukh)[0].IsLeap() {
		t.Error("Movement shares its slice")
	}
	a := Alphabet()
	*a = core.Alphabet{}
	if Alphabet().Letter(Ferz) != 'Q' || StartPosition(Default).String() != StartFEN(Default) {
		t.Error("Alphabet is shared")
	}
	rs := RuleSets()
	rs[0].BareKing = BareWins
	if RuleSets()[0] != Default {
		t.Error("RuleSets is shared")
	}
}

// TestPositionText: the text form carries the rules; MarshalText,
// UnmarshalText and JSON round-trip positions with Equal true and the same
// legal moves; a bare FEN reads under the receiver's rules.
func TestPositionText(t *testing.T) {
	for _, p := range []Position{
		StartPosition(Default),
		MustParseFEN("8/8/3k4/8/8/8/3KB3/8 b - - 0 1", Pychess),
		MustParseFEN("4k3/4q3/8/8/8/8/3R4/4K3 w - - 139 100", Medina),
		MustParseFEN("4k3/4q3/8/8/8/8/3R4/4K3 w - - 100000 1000000000", Rules{BareKing: Extinction}),
		StartPosition(Chaturanga),
		MustParseFEN("8/8/3k4/8/8/8/3KR3/8 b - - 57 80", Chaturanga),
		MustParseFEN("8/8/3k4/8/8/8/3K4/8 b - - 3 80", Rules{Name: "chaturanga", Array: ShatranjArray}),
	} {
		textkit.RoundTrip(t, p)
	}
	// A bare FEN reads under the receiver's rules.
	q := StartPosition(Pychess)
	if err := q.UnmarshalText([]byte("8/8/3k4/8/8/8/3KR3/8 b - - 0 1")); err != nil || q.Rules() != Pychess || q.Outcome().IsOver() {
		t.Errorf("bare FEN under Pychess: %v, %v, %v", q.Rules(), q.Outcome(), err)
	}
	var z Position
	if err := z.UnmarshalText([]byte("8/8/3k4/8/8/8/3KR3/8 b - - 0 1")); err != nil || z.Rules() != Default || !z.Outcome().IsOver() {
		t.Errorf("bare FEN into the zero Position: %v, %v, %v", z.Rules(), z.Outcome(), err)
	}
	// Errors leave the receiver as it was.
	before := q
	for _, bad := range []string{"turkey|" + StartFEN(Default), "default BareKing=No|" + StartFEN(Default), "pychess|8/8/8 w", "pychess|"} {
		if err := q.UnmarshalText([]byte(bad)); err == nil || !q.Equal(before) {
			t.Errorf("UnmarshalText(%q) = %v", bad, err)
		}
	}
}
