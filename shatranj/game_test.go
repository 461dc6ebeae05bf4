package shatranj

import (
	"errors"
	"strings"
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/tools/recordkit"
	"github.com/chaturanga-go/chaturanga/internal/tools/textkit"
	"github.com/chaturanga-go/chaturanga/notation"
)

// Whole games (issue 11): through core.Game to an ending a player makes,
// to PGN and back, and records that carry their rules and termination.

// reread writes g as PGN, reads it back with rules r (which the record's
// Rules tag overrides) and returns the game read.
func reread(t *testing.T, g *Game, r Rules) (*Game, string) {
	t.Helper()
	return recordkit.Reread(t, g, NewRecord, func(rec *notation.Record) (*Game, error) { return ReadRecord(rec, r) })
}

// TestWholeGames plays games through Game that end by a claim (threefold
// repetition, the 70-move rule), a resignation and an agreed draw, writes
// each as PGN and reads it back to the same moves, rules and ending.
func TestWholeGames(t *testing.T) {
	for _, c := range []struct {
		name   string
		rules  Rules
		fen    string
		moves  []string
		end    func(g *Game) error
		result string
		term   string
	}{
		{"repetition claimed", Medina, "", []string{"Nc3", "Nc6", "Nb1", "Nb8", "b1c3", "b8c6", "Nb1", "Nb8"},
			func(g *Game) error { return g.Claim(core.Repetition) }, "1/2-1/2", "repetition"},
		{"70-move rule claimed", Pychess, "4k3/4q3/8/8/8/8/3R4/4K3 w - - 138 100", []string{"Rd3", "Qf6"},
			func(g *Game) error { return g.Claim(core.MoveRule) }, "1/2-1/2", "move-rule"},
		{"black resigns", Default, "", []string{"e3", "e6", "Nf3"},
			func(g *Game) error { return g.Resign(core.Black) }, "1-0", "resignation"},
		{"white resigns", Rules{BareKing: BareWins}, "", []string{"e3"},
			func(g *Game) error { return g.Resign(core.White) }, "0-1", "resignation"},
		{"draw agreed", Pychess, "", []string{"e2e3", "e7e6"},
			func(g *Game) error { return g.AgreeDraw() }, "1/2-1/2", "agreement"},
		{"checkmate", Default, "3k4/7p/3K4/8/8/8/8/R7 w - - 0 1", []string{"Ra8#"},
			func(g *Game) error { return nil }, "1-0", "checkmate"},
		{"bare king", Pychess, "4k3/8/8/8/8/8/3r4/3RK2R w - - 0 1", []string{"Rxd2"},
			func(g *Game) error { return nil }, "1-0", "bare-king"},
		{"Chaturanga: insufficient material claimed", Chaturanga, "8/8/8/4k3/4R3/8/3K4/8 b - - 0 1", []string{"Kxe4"},
			func(g *Game) error { return g.Claim(core.InsufficientMaterial) }, "1/2-1/2", "insufficient-material"},
		{"Chaturanga: stalemate", Chaturanga, "k2Q4/8/1K6/8/8/8/8/8 w - - 0 1", []string{"Qc7"},
			func(g *Game) error { return nil }, "1-0", "stalemate"},
		{"Chaturanga: 70-move rule claimed", Chaturanga, "4k3/4q3/8/8/8/8/3R4/4K3 w - - 138 100", []string{"Rd3", "Qf6"},
			func(g *Game) error { return g.Claim(core.MoveRule) }, "1/2-1/2", "move-rule"},
		{"Chaturanga: resignation", Chaturanga, "", []string{"e3", "e6", "Qe2"},
			func(g *Game) error { return g.Resign(core.Black) }, "1-0", "resignation"},
	} {
		t.Run(c.name, func(t *testing.T) {
			start := StartPosition(c.rules)
			if c.fen != "" {
				start = MustParseFEN(c.fen, c.rules)
			}
			g := NewGame(start)
			recordkit.PlayText(t, g, c.moves...)
			if err := c.end(g); err != nil {
				t.Fatal(err)
			}
			// Undo takes back an ending the position did not make.
			recordkit.Ended(t, g, c.result, c.term, "a2a3", func(g *Game) (*Game, string) { return reread(t, g, Default) },
				`[Rules "`+c.rules.String()+`"]`, `[Termination "`+c.term+`"]`, `[Variant "`+c.rules.variantName()+`"]`)
		})
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
	g, err := read("[Variant \"shatranj\"]\n[Rules \"medina\"]\n\n1. e3 *", Pychess)
	if p := g.Position(); err != nil || p.Rules() != Medina {
		t.Errorf("Rules tag medina: %v, %v", p.Rules(), err)
	}
	g, err = read("[Rules \"default BareKing=Extinction\"]\n\n1. e3 *", Medina)
	if p := g.Position(); err != nil || p.Rules() != (Rules{Name: "default", BareKing: Extinction}) {
		t.Errorf("Rules tag with an option: %v, %v", p.Rules(), err)
	}
	g, err = read("[Variant \"Shatranj\"]\n\n1. e3 *", Medina)
	if p := g.Position(); err != nil || p.Rules() != Medina {
		t.Errorf("no Rules tag: %v, %v", p.Rules(), err)
	}
	for _, c := range []struct {
		name, text string
		err        error
		says       []string
	}{
		{"UnknownRulesTag", "[Rules \"turkey\"]\n\n1. e3 *", core.ErrUnknown, []string{"turkey", "default, pychess, medina"}},
		{"UnknownOptionInRulesTag", "[Rules \"default Turkey=true\"]\n\n1. e3 *", core.ErrUnknown, []string{"BareKing"}},
		{"OtherVariant", "[Variant \"makruk\"]\n[Rules \"pychess\"]\n\n1. e3 *", core.ErrUnknown, []string{"not a shatranj game"}},
		{"ResultTagDisagrees", "[Result \"1-0\"]\n\n1. e3 e6 0-1", core.ErrSyntax, []string{"Result tag says 1-0", "movetext ends with 0-1"}},
		{"ResultDisagreesWithMate", "[FEN \"3k4/7p/3K4/8/8/8/8/R7 w - - 0 1\"]\n[Result \"0-1\"]\n\n1. Ra8# 0-1", core.ErrSyntax, []string{"0-1", "checkmate"}},
		{"IllegalMoveExplained", "1. e3 e6 2. Bc4 *", core.ErrIllegalMove, []string{"(ply 3)", "SH-4", "alfil"}},
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
		{"[Result \"0-1\"]\n[Termination \"resignation\"]\n\n1. e3 0-1", "0-1 resignation"},
		{"[Result \"1-0\"]\n\n1. e3 e6 1-0", "1-0 resignation"},
		{"[Result \"1/2-1/2\"]\n\n1. e3 e6 1/2-1/2", "1/2-1/2 agreement"},
		{"[Result \"1/2-1/2\"]\n[Termination \"threefold repetition\"]\n\n1. Nc3 Nc6 2. Nb1 Nb8 3. Nc3 Nc6 4. Nb1 Nb8 1/2-1/2", "1/2-1/2 repetition"},
		{"[FEN \"4k3/4q3/8/8/8/8/3R4/4K3 w - - 139 100\"]\n[Result \"1/2-1/2\"]\n[Termination \"70-move rule\"]\n\n100. Rd3 1/2-1/2", "1/2-1/2 move-rule"},
		{"[Result \"1-0\"]\n[Termination \"time forfeit\"]\n\n1. e3 1-0", "1-0 time-forfeit"},
		{"[Variant \"chaturanga\"]\n[FEN \"8/8/8/4k3/4R3/8/3K4/8 b - - 0 1\"]\n[Result \"1/2-1/2\"]\n[Termination \"insufficient material\"]\n\n1... Kxe4 1/2-1/2", "1/2-1/2 insufficient-material"},
		{"[Variant \"chaturanga\"]\n[Result \"1/2-1/2\"]\n[Termination \"threefold repetition\"]\n\n1. Nc3 Nc6 2. Nb1 Nb8 3. Nc3 Nc6 4. Nb1 Nb8 1/2-1/2", "1/2-1/2 repetition"},
	} {
		g, err := read(c.text, Pychess)
		if err != nil || g.Outcome().String() != c.want {
			t.Errorf("%q: %v, %v; want %s", c.text, g.Outcome(), err, c.want)
		}
	}
}

// TestRecordsEndings: every Fairy-Stockfish game of testdata/games.pgn
// reads to the ending its Termination tag names: the claims (threefold
// repetition, the 70-move rule) are made, the rules' endings reached.
func TestRecordsEndings(t *testing.T) { checkRecordsEndings(t, "testdata/games.pgn", Pychess) }

// TestRecordsEndingsChaturanga is TestRecordsEndings for the chaturanga
// games of testdata/games-chaturanga.pgn, read with Default as the
// caller's rules: their Variant tag "chaturanga" chooses Chaturanga.
func TestRecordsEndingsChaturanga(t *testing.T) {
	checkRecordsEndings(t, "testdata/games-chaturanga.pgn", Default)
}

// checkRecordsEndings reads every game of a PGN file with ReadRecord(rec,
// r) and checks it ends as its Termination tag says, under the rules its
// Variant tag names.
func checkRecordsEndings(t *testing.T, path string, r Rules) {
	ends := map[string]core.Reason{"checkmate": core.Checkmate, "stalemate": core.Stalemate, "bare king": core.BareKing, "70-move rule": core.MoveRule,
		"threefold repetition": core.Repetition, "insufficient material": core.InsufficientMaterial, "unterminated": core.NoReason}
	read := func(rec *notation.Record) (*Game, error) { return ReadRecord(rec, r) }
	recordkit.Endings(t, path, read, ends, func(i int, rec *notation.Record, g *Game) {
		if v, _ := rec.Get("Variant"); v != "" {
			start := g.Start()
			if got := start.Rules().variantName(); !strings.EqualFold(got, v) {
				t.Errorf("game %d: Variant %s read as the rules %s", i, v, start.Rules())
			}
		}
	})
}

// TestSANExplained: ParseSAN and ParseLenient explain an illegal move with
// the rule and sentence ParseMove gives; an over-specified SAN move is read
// leniently and refused strictly with a syntax error naming the right
// text.
func TestSANExplained(t *testing.T) {
	for _, c := range []struct {
		fen, coord, san string
	}{
		{StartFEN(Default), "c1d2", "Bd2"},                   // SH-4: the alfil's leap
		{StartFEN(Default), "e2e4", "e4"},                    // SH-7: no double step
		{"3k4/8/8/8/8/8/3r4/3K4 w - - 0 1", "d1c2", "Kc2"},   // SH-2 / SH-8: into check
		{"3k4/8/8/8/3r4/8/3R4/3K4 w - - 0 1", "d2e2", "Re2"}, // SH-8: a pinned rukh
	} {
		p := MustParseFEN(c.fen, Default)
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
	p := StartPosition(Default)
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
// a half-move clock past 100000, move numbers past 999,999,999.
func TestFENCounters(t *testing.T) {
	p := MustParseFEN("4k3/4q3/8/8/8/8/3R4/4K3 b - - 99999 999999999", Pychess)
	for _, s := range []string{"e7f6", "d2d3"} {
		m, err := p.ParseMove(s)
		if err != nil {
			t.Fatal(err)
		}
		p.MakeMove(m)
	}
	if p.HalfmoveClock() != 100001 || p.FullmoveNumber() != 1000000000 {
		t.Fatalf("clock %d, move %d", p.HalfmoveClock(), p.FullmoveNumber())
	}
	want := "4k3/8/5q2/8/8/3R4/8/4K3 b - - 100001 1000000000"
	if p.FEN() != want {
		t.Errorf("FEN %s, want %s", p.FEN(), want)
	}
	q, err := ParseFEN(p.FEN(), Pychess)
	if err != nil || !q.Equal(p) {
		t.Errorf("read back: %v, %v", q.String(), err)
	}
	big := "4k3/4q3/8/8/8/8/3R4/4K3 w - - 999999999999999999 999999999999999999"
	if q, err := ParseFEN(big, Pychess); err != nil || q.String() != big {
		t.Errorf("the largest counters: %v, %v", q.String(), err)
	}
	if _, err := ParseFEN("4k3/4q3/8/8/8/8/3R4/4K3 w - - 1000000000000000000 1", Pychess); !errors.Is(err, core.ErrSyntax) {
		t.Errorf("a 19-digit clock: %v", err)
	}
}
