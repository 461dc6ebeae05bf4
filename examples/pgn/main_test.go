package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func reports(t *testing.T, in, rules string) []report {
	t.Helper()
	var out bytes.Buffer
	if err := run(strings.NewReader(in), &out, rules, ""); err != nil {
		t.Fatal(err)
	}
	var reps []report
	for _, l := range strings.Split(strings.TrimSpace(out.String()), "\n") {
		if l == "" {
			continue
		}
		var r report
		if err := json.Unmarshal([]byte(l), &r); err != nil {
			t.Fatalf("%q: %v", l, err)
		}
		reps = append(reps, r)
	}
	return reps
}

func TestPGNTool(t *testing.T) {
	in := `[Variant "makruk"]
[Result "1/2-1/2"]

1. e4 Nd7 1/2-1/2

[Variant "nosuch"]

1. e4 *

[Variant "shatranj"]
[Result "0-1"]

1. e3 e6 1-0

[Variant "makruk"]

1. e5 *

[Variant "chator"]
[Rules "elcum"]
[Result "1-0"]
[Termination "resignation"]

1. e4 1-0
`
	reps := reports(t, in, "")
	if len(reps) != 5 {
		t.Fatalf("%d reports: %+v", len(reps), reps)
	}
	want := []report{
		{Game: 1, Line: 1, Variant: "makruk", Rules: "default", Plies: 2, Result: "1/2-1/2", Reason: "agreement", TagResult: "1/2-1/2"},
		{Game: 2, Line: 6, Variant: "nosuch", Result: "*"},
		{Game: 3, Line: 10, Variant: "shatranj", Rules: "default", Plies: 2, Result: "*", TagResult: "0-1"},
		{Game: 4, Line: 15, Variant: "makruk", Rules: "default", Result: "*"},
		{Game: 5, Line: 19, Variant: "chator", Rules: "elcum", Plies: 1, Result: "1-0", Reason: "resignation", TagResult: "1-0"},
	}
	for i, w := range want {
		got := reps[i]
		hasErr := got.Error != ""
		got.Error = ""
		if got != w {
			t.Errorf("game %d: %+v, want %+v", i+1, got, w)
		}
		if wantErr := i == 1 || i == 2 || i == 3; hasErr != wantErr {
			t.Errorf("game %d: error %v, want one: %v", i+1, reps[i].Error, wantErr)
		}
	}
	if !strings.Contains(reps[3].Error, "MK-7") {
		t.Errorf("an illegal move is not explained: %s", reps[3].Error)
	}
}

// The shared Fairy-Stockfish game files replay without an error, with the
// pychess rules for the records that name no rules.
func TestPGNToolSharedGames(t *testing.T) {
	for _, f := range []string{"../../makruk/testdata/games.pgn", "../../shatranj/testdata/games.pgn", "../../sittuyin/testdata/games.pgn"} {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range reports(t, string(data), "pychess") {
			if r.Error != "" || r.Result != r.TagResult {
				t.Errorf("%s: %+v", f, r)
			}
		}
	}
}

// Hostile input: junk, deep nesting and an unclosed comment cost a report
// each, never the rest of the stream.
func TestPGNToolHostile(t *testing.T) {
	in := strings.Repeat("(", 100000) + "\n\n[Variant \"makruk\"]\n\n1. e4 *\n\n{ never closed\n\n[Variant \"makruk\"]\n\n1. e4 *\n"
	reps := reports(t, in, "")
	ok := 0
	for _, r := range reps {
		if r.Error == "" && r.Variant == "makruk" && r.Plies == 1 {
			ok++
		}
	}
	if ok < 1 {
		t.Errorf("reports %+v", reps)
	}
}

// A mixed file of every game's shared records, read with -rules pychess:
// the rules apply to the games that have a pychess rule set (Makruk,
// Sittuyin, Shatranj), and the others (Shatar, the family games under
// their Fairy-Stockfish names) are read under their own. Every Shatar
// game failed ("no such rule set").
func TestPGNToolRulesOnlyWhereTheGameHasThem(t *testing.T) {
	var in strings.Builder
	files := []string{"../../makruk/testdata/games.pgn", "../../shatar/testdata/games.pgn", "../../sittuyin/testdata/games.pgn",
		"../../makruk/testdata/games-cambodian.pgn", "../../shatranj/testdata/games-chaturanga.pgn", "../../shatranj/testdata/games.pgn"}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		in.Write(data)
		in.WriteString("\n\n")
	}
	rules := map[string]bool{}
	for _, r := range reports(t, in.String(), "pychess") {
		if r.Error != "" || r.Result != r.TagResult {
			t.Errorf("%+v", r)
		}
		rules[r.Variant+" "+r.Rules] = true
	}
	for _, want := range []string{"makruk pychess", "shatar default", "sittuyin pychess", "makruk cambodian", "shatranj chaturanga", "shatranj pychess"} {
		if !rules[want] {
			t.Errorf("no game read as %s: %v", want, rules)
		}
	}
	// A rule set no game has is an error, before any game is read.
	if err := run(strings.NewReader(in.String()), io.Discard, "nosuch", ""); err == nil || !strings.Contains(err.Error(), "pychess") {
		t.Errorf("-rules nosuch: %v", err)
	}
}

// Every game of each hostile file of the PGN reader's tests is one line
// of output, with the line on which the game begins; the games that are
// well formed replay.
func TestPGNToolHostileFiles(t *testing.T) {
	names, err := filepath.Glob("../../notation/testdata/hostile/*.pgn")
	if err != nil || len(names) == 0 {
		t.Fatal("no hostile files", err)
	}
	for _, name := range names {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		first, _, _ := strings.Cut(strings.TrimPrefix(string(data), "\ufeff"), "\n")
		var games, good int
		if _, err := fmt.Sscanf(first, "%% games: %d, good: %d", &games, &good); err != nil {
			t.Fatalf("%s: first line %q", name, first)
		}
		lines := strings.Split(string(data), "\n")
		reps := reports(t, string(data), "")
		if len(reps) != games {
			t.Errorf("%s: %d lines, want %d: %+v", name, len(reps), games, reps)
		}
		ok := 0
		for i, r := range reps {
			// A game's first line holds its first tag or token: not
			// blank, no escape line.
			if r.Game != i+1 || r.Line < 1 || r.Line > len(lines) || strings.TrimSpace(strings.TrimPrefix(lines[r.Line-1], "\ufeff")) == "" || lines[r.Line-1][0] == '%' {
				t.Errorf("%s: game %d at line %d", name, r.Game, r.Line)
			}
			if r.Error == "" {
				ok++
				if r.Variant != "makruk" || r.Plies == 0 {
					t.Errorf("%s: %+v", name, r)
				}
			}
		}
		if ok != good {
			t.Errorf("%s: %d games replay, want %d: %+v", name, ok, good, reps)
		}
	}
	// The byte-order mark no longer costs the first game: with -variant
	// it replays under the game named.
	data, _ := os.ReadFile("../../notation/testdata/hostile/bom.pgn")
	var out bytes.Buffer
	if err := run(strings.NewReader(strings.ReplaceAll(string(data), "[Variant \"makruk\"]\n", "")), &out, "pychess", "makruk"); err != nil {
		t.Fatal(err)
	}
	if got := strings.Count(out.String(), `"variant":"makruk","rules":"pychess","plies":`); got != 2 || strings.Contains(out.String(), "error") {
		t.Errorf("with -variant makruk:\n%s", out.String())
	}
}

// The line of a game that does not read as PGN is its first line, not
// the line of the error (which the error names).
func TestPGNToolErrorLine(t *testing.T) {
	reps := reports(t, "\n[Variant \"makruk\"]\n\n1. e4\ne5 ) *\n\n[Variant \"makruk\"]\n\n1. e4 *\n", "")
	if len(reps) != 2 || reps[0].Line != 2 || !strings.Contains(reps[0].Error, "line 5") || reps[1].Line != 7 || reps[1].Error != "" {
		t.Errorf("%+v", reps)
	}
}

// failing is standard input that fails after its text.
type failing struct{ r io.Reader }

func (f failing) Read(b []byte) (int, error) {
	n, err := f.r.Read(b)
	if err == io.EOF {
		err = errors.New("input/output error")
	}
	return n, err
}

// The tool went on and exited 0 after standard input failed. It writes
// the games before and stops with the error (status 1).
func TestPGNToolReadError(t *testing.T) {
	var out bytes.Buffer
	err := run(failing{strings.NewReader("[Variant \"makruk\"]\n\n1. e4 *\n\n[Variant \"makruk\"]\n\n1. e4 e5")}, &out, "", "")
	if err == nil || !strings.Contains(err.Error(), "input/output error") {
		t.Errorf("error %v", err)
	}
	if n := strings.Count(out.String(), "\n"); n != 1 || !strings.Contains(out.String(), `"plies":1`) {
		t.Errorf("output %q", out.String())
	}
}

// The output quotes at most 64 bytes of a tag: a 16 KB Variant or Result
// tag gave a 16 KB line.
func TestPGNToolQuotesLittle(t *testing.T) {
	long := strings.Repeat("x", 16000)
	for _, in := range []string{
		"[Variant \"" + long + "\"]\n\n1. e3 *\n",
		"[Variant \"makruk\"]\n[Result \"" + long + "\"]\n\n1. e3 *\n",
		"[Variant \"makruk\"]\n[FEN \"" + long + "\"]\n\n1. e3 *\n",
		"[Variant \"chator\"]\n[FEN \"rnbmkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKMBNR w - - 0 1 " + long + "=1\"]\n\n1. e3 *\n",
		"[Variant \"makruk\"]\n\n1. e3 " + long[:200] + " *\n",
	} {
		var out bytes.Buffer
		if err := run(strings.NewReader(in), &out, "", ""); err != nil {
			t.Fatal(err)
		}
		if out.Len() > 1000 || strings.Count(out.String(), "\n") != 1 {
			t.Errorf("%.40q: %d bytes of output: %.300s", in, out.Len(), out.String())
		}
	}
}
