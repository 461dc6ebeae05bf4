package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A lessons file that is not a list of well-formed lessons fails the
// build, and the error names what is wrong and where.
func TestParseExercisesRefuses(t *testing.T) {
	step := `{"fen":"8/8/8/8/8/8/8/8 w - - 0 1","task":"Mate.","goal":"mate","accept":["a1a2"],"hint":"H.","done":"D."}`
	for _, c := range []struct{ name, text, want string }{
		{"not JSON", `[{`, "not a list of lessons"},
		{"an object", `{"id":"x"}`, "not a list of lessons"},
		{"an unknown field", `[{"id":"x","game":"makruk","title":"T","steps":[` + step + `],"note":"?"}]`, `unknown field "note"`},
		{"a misspelt step field", `[{"id":"x","game":"makruk","title":"T","steps":[{"fen":"f","task":"t","acept":["a1a2"]}]}]`, `unknown field "acept"`},
		{"text after", `[{"id":"x","game":"makruk","title":"T","steps":[` + step + `]}] []`, "text after"},
		{"empty", `[]`, "no lessons"},
		{"no id", `[{"game":"makruk","title":"T","steps":[` + step + `]}]`, "lesson 1: no id"},
		{"no game", `[{"id":"x","title":"T","steps":[` + step + `]}]`, `lesson 1 ("x"): no game`},
		{"no title", `[{"id":"x","game":"makruk","steps":[` + step + `]}]`, "no title"},
		{"no steps", `[{"id":"x","game":"makruk","title":"T","steps":[]}]`, "no steps"},
		{"no first fen", `[{"id":"x","game":"makruk","title":"T","steps":[{"task":"t","accept":["a1a2"]}]}]`, "first step has no fen"},
		{"no task", `[{"id":"x","game":"makruk","title":"T","steps":[` + step + `,{"accept":["a1a2"]}]}]`, "step 2: no task"},
		{"no accept", `[{"id":"x","game":"makruk","title":"T","steps":[` + step + `,{"task":"t","accept":[]}]}]`, "step 2: no move to accept"},
	} {
		_, err := parseExercises([]byte(c.text))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want an error with %q", c.name, err, c.want)
		}
	}
}

// readExercises orders the files by the tour's games, refuses an id used
// in two files, and reads a missing folder as no lessons.
func TestReadExercises(t *testing.T) {
	dir := t.TempDir()
	lesson := func(id, game string) string {
		return `[{"id":"` + id + `","game":"` + game + `","title":"T","steps":[{"fen":"f","task":"t","accept":["count"]}]}]`
	}
	for name, text := range map[string]string{"qiguo.json": lesson("q", "qiguo"), "makruk.json": lesson("m", "makruk"), "zzz.json": lesson("z", "zzz"), "shatranj.json": lesson("s", "shatranj")} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	ls, err := readExercises(dir)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, l := range ls {
		got = append(got, l.ID)
	}
	if strings.Join(got, " ") != "m s q z" {
		t.Errorf("order %v, want m s q z", got)
	}
	os.WriteFile(filepath.Join(dir, "sittuyin.json"), []byte(lesson("m", "sittuyin")), 0o644)
	if _, err := readExercises(dir); err == nil || !strings.Contains(err.Error(), `"m" is used in lessons/makruk.json`) {
		t.Errorf("an id twice: %v", err)
	}
	if ls, err := readExercises(filepath.Join(dir, "none")); err != nil || ls != nil {
		t.Errorf("a missing folder: %v %v", ls, err)
	}
}

// The built site holds the lessons of lessons/*.json, as the page reads
// them.
func TestOutExercises(t *testing.T) {
	dir := built(t)
	b, err := os.ReadFile(filepath.Join(dir, "learn", "lessons.json"))
	if err != nil {
		t.Fatal(err)
	}
	var got []exercise
	if err := json.Unmarshal(b, &got); err != nil {
		t.Fatal(err)
	}
	want, err := readExercises("lessons")
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(want) {
		t.Errorf("the site has %d lessons, lessons/*.json %d", len(got), len(want))
	}
}
