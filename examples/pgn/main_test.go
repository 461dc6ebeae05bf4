package main

import (
	"bytes"
	"encoding/json"
	"os"
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
