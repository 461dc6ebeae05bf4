package sittuyin

import (
	"errors"
	"strings"
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/tools/recordkit"
	"github.com/chaturanga-go/chaturanga/internal/tools/textkit"
	"github.com/chaturanga-go/chaturanga/notation"
)

// Whole games (issue 11): through core.Game to an ending a player makes
// (each of Pychess's claims among them), to PGN and back, and records
// that carry their rules and termination.

// reread writes g as PGN, reads it back with rules r (which the record's
// Rules tag overrides) and returns the game read.
func reread(t *testing.T, g *Game, r Rules) (*Game, string) {
	t.Helper()
	return recordkit.Reread(t, g, NewRecord, func(rec *notation.Record) (*Game, error) { return ReadRecord(rec, r) })
}

// TestWholeGames plays games through Game that end by each claim Pychess
// has (only promotions left, the 50-move rule, the count, insufficient
// material, threefold repetition), a resignation (mid-setup too) and an
// agreed draw, writes each as PGN and reads it back to the same moves,
// rules and ending.
func TestWholeGames(t *testing.T) {
	setup := []string{"K@e2", "K@e7", "F@d2", "F@d7", "R@a1", "R@a8", "R@h1", "R@h8", "S@c2", "S@c7", "S@f2", "S@f7", "N@b2", "N@b7", "N@g2", "N@g7"}
	shuffle := []string{"Rd3", "Rd8", "Rd4", "Rd7", "Rd3", "Rd8", "Rd4", "Rd7"}
	for _, c := range []struct {
		name   string
		rules  Rules
		fen    string
		moves  []string
		claim  core.Reason // NoReason: end ends it
		end    func(g *Game) error
		result string
		term   string
	}{
		{"only promotions claimed", Pychess, "1k4PK/3r4/8/8/8/8/8/8[] w - - 0 1", nil, core.OnlyPromotions, nil, "1/2-1/2", "only-promotions"},
		{"50-move rule claimed", Pychess, "4k3/3r4/2K5/8/3R4/8/8/8[] w - - 99 80", []string{"Rd3"}, core.MoveRule, nil, "1/2-1/2", "move-rule"},
		{"count claimed", Pychess, "4k3/3R4/2K5/8/8/8/8/8[] b - 32 31 1", []string{"Ke8f8", "Rd7a7"}, core.Counting, nil, "1/2-1/2", "counting"},
		{"insufficient material claimed", Pychess, "k7/8/8/8/8/8/P7/K7[] w - - 0 1", []string{"Kb1"}, core.InsufficientMaterial, nil, "1/2-1/2", "insufficient-material"},
		{"repetition claimed", Default, "4k3/3r4/2K5/8/3R4/8/8/8[] w - - 0 80", shuffle, core.Repetition, nil, "1/2-1/2", "repetition"},
		{"resigned mid-setup", Default, "", []string{"K@e2", "F@d2", "S@c2"}, core.NoReason, func(g *Game) error { return g.Resign(core.White) }, "0-1", "resignation"},
		{"resigned", Pychess, "", append(setup, "e4e5"), core.NoReason, func(g *Game) error { return g.Resign(core.Black) }, "1-0", "resignation"},
		{"draw agreed", Pychess, "", setup[:6], core.NoReason, func(g *Game) error { return g.AgreeDraw() }, "1/2-1/2", "agreement"},
		{"checkmate", Default, "3k4/8/3K4/8/8/8/8/R7[] w - - 0 1", []string{"Ra8#"}, core.NoReason, nil, "1-0", "checkmate"},
	} {
		t.Run(c.name, func(t *testing.T) {
			start := StartPosition(c.rules)
			if c.fen != "" {
				start = MustParseFEN(c.fen, c.rules)
			}
			g := NewGame(start)
			recordkit.PlayText(t, g, c.moves...)
			if c.claim != core.NoReason {
				if !g.Claims().Has(c.claim) {
					t.Fatalf("claims %v, want %v", g.Claims(), c.claim)
				}
				if err := g.Claim(c.claim); err != nil {
					t.Fatal(err)
				}
			} else if c.end != nil {
				if err := c.end(g); err != nil {
					t.Fatal(err)
				}
			}
			recordkit.Ended(t, g, c.result, c.term, "a3a4", func(g *Game) (*Game, string) { return reread(t, g, Default) },
				`[Rules "`+c.rules.String()+`"]`, `[Termination "`+c.term+`"]`, `[Variant "sittuyin"]`)
		})
	}
	// A claim that is not open is refused, and changes nothing.
	g := NewGame(StartPosition(Pychess))
	if err := g.Claim(core.Counting); !errors.Is(err, core.ErrIllegalMove) || g.Outcome().IsOver() {
		t.Errorf("claiming a count at the start: %v", err)
	}
}

// TestReadRecordTags: the Rules tag decides the rules, an unknown one is
// an error; a Result tag that disagrees with the movetext is reported; a
// record's Termination ends a game whose final position goes on.
func TestReadRecordTags(t *testing.T) {
	read := func(text string, r Rules) (*Game, error) {
		rec := recordkit.Parse(t, text)
		return ReadRecord(rec, r)
	}
	g, err := read("[Variant \"Sittuyin\"]\n[Rules \"pychess\"]\n\n1. K@e2 K@e7 *", Default)
	if p := g.Position(); err != nil || p.Rules() != Pychess {
		t.Errorf("Rules tag pychess: %v, %v", p.Rules(), err)
	}
	g, err = read("[Rules \"default Counting=true\"]\n\n1. K@e2 *", Pychess)
	if p := g.Position(); err != nil || p.Rules() != (Rules{Name: "default", Counting: true}) {
		t.Errorf("Rules tag with an option: %v, %v", p.Rules(), err)
	}
	g, err = read("[Variant \"sittuyin\"]\n\n1. K@e2 K@e7 *", Pychess)
	if p := g.Position(); err != nil || p.Rules() != Pychess {
		t.Errorf("no Rules tag: %v, %v", p.Rules(), err)
	}
	for _, c := range []struct {
		name, text string
		err        error
		says       []string
	}{
		{"UnknownRulesTag", "[Rules \"federation\"]\n\n1. K@e2 *", core.ErrUnknown, []string{"federation", "default, pychess"}},
		{"UnknownOptionInRulesTag", "[Rules \"pychess Tempo=3\"]\n\n1. K@e2 *", core.ErrUnknown, []string{"Setup, Placement"}},
		{"OtherVariant", "[Variant \"makruk\"]\n\n1. K@e2 *", core.ErrUnknown, []string{"not a sittuyin game"}},
		{"ResultTagDisagrees", "[Result \"1-0\"]\n\n1. K@e2 0-1", core.ErrSyntax, []string{"Result tag says 1-0", "movetext ends with 0-1"}},
		{"IllegalPlacementExplained", "1. K@a5 *", core.ErrIllegalMove, []string{"(ply 1)", "ST-11"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := read(c.text, Default)
			textkit.Refused(t, err, c.err, c.says...)
		})
	}
	for _, c := range []struct {
		text string
		want string
	}{
		{"[Result \"0-1\"]\n[Termination \"resignation\"]\n\n1. K@e2 0-1", "0-1 resignation"},
		{"[Result \"1/2-1/2\"]\n\n1. K@e2 K@e7 1/2-1/2", "1/2-1/2 agreement"},
		{"[FEN \"4k3/3R4/2K5/8/8/8/8/8[] b - 32 33 1\"]\n[Result \"1/2-1/2\"]\n[Termination \"counting rule\"]\n\n1... Kf8 1/2-1/2", "1/2-1/2 counting"},
		{"[FEN \"k7/8/8/8/8/8/P7/K7[] w - - 0 1\"]\n[Result \"1/2-1/2\"]\n[Termination \"insufficient material\"]\n\n1. Kb1 1/2-1/2", "1/2-1/2 insufficient-material"},
		{"[FEN \"1k4PK/3r4/8/8/8/8/8/8[] w - - 0 1\"]\n[Result \"1/2-1/2\"]\n[Termination \"only-promotions\"]\n\n1/2-1/2", "1/2-1/2 only-promotions"},
	} {
		g, err := read(c.text, Pychess)
		if err != nil || g.Outcome().String() != c.want {
			t.Errorf("%q: %v, %v; want %s", c.text, g.Outcome(), err, c.want)
		}
	}
}

// TestRecordsEndings: every Fairy-Stockfish game of testdata/games.pgn
// reads to the ending its Termination tag names: the claims (threefold
// repetition, the 50-move rule, the count, insufficient material) are
// made, checkmates reached.
func TestRecordsEndings(t *testing.T) {
	ends := map[string]core.Reason{"checkmate": core.Checkmate, "50-move rule": core.MoveRule, "threefold repetition": core.Repetition,
		"counting rule": core.Counting, "insufficient material": core.InsufficientMaterial, "unterminated": core.NoReason}
	recordkit.Endings(t, "testdata/games.pgn", func(rec *notation.Record) (*Game, error) { return ReadRecord(rec, Pychess) }, ends, nil)
}

// TestSANExplained: ParseSAN and ParseLenient explain an illegal move with
// the rule and sentence ParseMove gives, placements and promotions
// included; an over-specified SAN move is read leniently and refused
// strictly with a syntax error naming the right text.
func TestSANExplained(t *testing.T) {
	for _, c := range []struct {
		rules           Rules
		fen, coord, san string
	}{
		{Default, StartFEN(Default), "R@a2", "R@a2"},                                            // ST-11: a yahhta on the back rank
		{Default, StartFEN(Default), "K@a4", "K@a4"},                                            // ST-10: onto an attacked square
		{Pychess, StartFEN(Pychess), "K@a4", "K@a4"},                                            // ST-11: Fairy-Stockfish's zone
		{Default, "4k3/8/8/3P4/8/1K6/7F/7r[] w - - 0 40", "d5d5f", "d5=F"},                      // ST-14: a sit-ke on the board
		{Default, "4k3/8/8/8/8/8/3r4/3K4[] w - - 0 1", "d1c2", "Kc2"},                           // ST-16: into check
		{Default, "4k3/8/8/8/8/8/8/R3K3[] w - - 0 1", "a1b2", "Rb2"},                            // ST-7: how a yahhta moves
		{Default, "8/8/4pppp/pppp4/4PPPP/PPPP4/4K3/8[SSFRRNNkssfrrnn] w - - 0 1", "e4e5", "e5"}, // ST-10: placing first
	} {
		p := MustParseFEN(c.fen, c.rules)
		_, want := p.ParseMove(c.coord)
		var wm *core.MoveError
		if !errors.As(want, &wm) || wm.Rule == "" {
			t.Fatalf("%s %s: ParseMove error %v", c.fen, c.coord, want)
		}
		for name, parse := range map[string]func(string) (core.Move, error){"ParseSAN": p.ParseSAN, "ParseLenient": p.ParseLenient} {
			_, err := parse(c.san)
			var me *core.MoveError
			if !errors.As(err, &me) || !errors.Is(err, core.ErrIllegalMove) || me.Rule != wm.Rule || me.Msg != wm.Msg {
				t.Errorf("%s %s(%q): %v; want %s: %s", c.fen, name, c.san, err, wm.Rule, wm.Msg)
			}
		}
	}
	p := MustParseFEN("4k3/8/8/8/8/8/8/RN2K3[] w - - 0 1", Default)
	for _, s := range []string{"Nbc3", "Nb1c3"} {
		m, err := p.ParseLenient(s)
		if err != nil || FormatMove(m) != "b1c3" {
			t.Errorf("ParseLenient(%q) = %v, %v", s, m, err)
		}
		_, err = p.ParseSAN(s)
		if !errors.Is(err, core.ErrSyntax) || !strings.Contains(err.Error(), "Nc3") {
			t.Errorf("ParseSAN(%q) = %v, want a syntax error suggesting Nc3", s, err)
		}
	}
}

// TestFENCounters: every counter value play reaches writes and reads back:
// a half-move clock past 100000, move numbers past 999,999,999, and a
// count that long.
func TestFENCounters(t *testing.T) {
	p := MustParseFEN("4k3/3r4/2K5/8/3R4/8/8/8[] b - - 99999 999999999", Default)
	for _, s := range []string{"d7d8", "d4d3"} {
		m, err := p.ParseMove(s)
		if err != nil {
			t.Fatal(err)
		}
		p.MakeMove(m)
	}
	want := "3rk3/8/2K5/8/8/3R4/8/8[] b - - 100001 1000000000"
	if p.HalfmoveClock() != 100001 || p.FullmoveNumber() != 1000000000 || p.FEN() != want {
		t.Fatalf("clock %d, move %d, FEN %s", p.HalfmoveClock(), p.FullmoveNumber(), p.FEN())
	}
	if q, err := ParseFEN(p.FEN(), Default); err != nil || !q.Equal(p) {
		t.Errorf("read back: %v, %v", q.String(), err)
	}
	c := MustParseFEN("4k3/3R4/2K5/8/8/8/8/8[] b - 32 200000 1", Pychess)
	if c.Count() != (Count{Ply: 200000, Limit: 32, Counter: core.Black}) || !c.Claims().Has(core.Counting) {
		t.Errorf("a long count: %+v, %v", c.Count(), c.Claims())
	}
	textkit.RoundTrip(t, c)
	if _, err := ParseFEN("4k3/3R4/2K5/8/8/8/8/8[] b - - 1000000000000000000 1", Pychess); !errors.Is(err, core.ErrSyntax) {
		t.Errorf("a 19-digit clock: %v", err)
	}
}
