package notation

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/chaturanga-go/chaturanga/core"
)

// threeWay is a style for a game of three players moving in rounds: a
// number before each round, "n..." before an interrupted move inside one,
// and the winner's name as the result.
var threeWay = &PGNStyle{
	Roster: []string{"Event", "Red", "Green", "Blue", "Result"},
	Number: func(ply int, interrupted bool) string {
		n := strconv.Itoa(ply/3 + 1)
		switch {
		case ply%3 == 0:
			return n + "."
		case interrupted:
			return n + "..."
		}
		return ""
	},
	Results: []string{"Red", "Green", "Blue"},
}

func TestPGNStyle(t *testing.T) {
	rec := &Record{
		Tags: []Tag{{Name: "Green", Value: "Ann"}, {Name: "Event", Value: "Club"}, {Name: "Variant", Value: "three"}},
		Moves: []RecordMove{
			{Text: "a1a2"}, {Text: "b1b2", Comments: []string{"ok"}}, {Text: "c1c2"},
			{Text: "a2a3", Variations: [][]RecordMove{{{Text: "a2a4"}, {Text: "b2b3"}, {Text: "c2c3"}, {Text: "a4a5"}}}},
			{Text: "pass"},
		},
		Result: "Green",
		Style:  threeWay,
	}
	got := string(AppendPGN(nil, rec))
	want := `[Event "Club"]
[Red "?"]
[Green "Ann"]
[Blue "?"]
[Result "Green"]
[Variant "three"]

1. a1a2 b1b2 {ok} 1... c1c2 2. a2a3 (2. a2a4 b2b3 c2c3 3. a4a5) 2... pass Green

`
	if got != want {
		t.Fatalf("written:\n%s\nwant:\n%s", got, want)
	}
	// Read in the style, the record comes back with its result word and
	// its style.
	back, err := threeWay.NewReader(strings.NewReader(got)).Next()
	if err != nil {
		t.Fatal(err)
	}
	rec.Tags = append([]Tag{{Name: "Event", Value: "Club"}, {Name: "Red", Value: "?"}, {Name: "Green", Value: "Ann"}, {Name: "Blue", Value: "?"}, {Name: "Result", Value: "Green"}}, rec.Tags[2])
	rec.FirstMove, rec.Line = 1, 1
	if diff := cmp.Diff(rec, back, cmp.Comparer(func(a, b *PGNStyle) bool { return a == b })); diff != "" {
		t.Errorf("read back (-want +got):\n%s", diff)
	}
	// A standard reader takes the result word for a move; a result word
	// inside a variation is an error.
	std, err := NewPGNReader(strings.NewReader(got)).Next()
	if err != nil || std.Result != "*" || std.Moves[len(std.Moves)-1].Text != "Green" || std.Style != nil {
		t.Errorf("standard reader: %v, %+v", err, std)
	}
	_, err = threeWay.NewReader(strings.NewReader("1. a1a2 (b1b2 Red) *")).Next()
	var pe *core.ParseError
	if !errors.As(err, &pe) || pe.Input != "Red" {
		t.Errorf("result in a variation: %v", err)
	}
}

// A style with nil fields writes standard PGN.
func TestPGNStyleZero(t *testing.T) {
	rec := &Record{Tags: []Tag{{Name: "Event", Value: "x"}}, Moves: []RecordMove{{Text: "e4"}, {Text: "e5", Comments: []string{"c"}}, {Text: "Nf3"}, {Text: "Nc6"}}, Result: "*", FirstMove: 3, BlackFirst: true}
	want := string(AppendPGN(nil, rec))
	rec.Style = &PGNStyle{}
	if got := string(AppendPGN(nil, rec)); got != want {
		t.Errorf("zero style:\n%s\nwant:\n%s", got, want)
	}
	if !strings.Contains(want, "3... e4 4. e5 {c} 4... Nf3 5. Nc6 *") {
		t.Errorf("two-player numbering:\n%s", want)
	}
}

func FuzzPGNStyleReader(f *testing.F) {
	f.Add("[Event \"x\"]\n\n1. a1a2 {c} (1. a1a3 $1) b1b2 Red\n")
	f.Add("1. a1a2 b1b2 c1c2 2. pass Blue")
	f.Add("((( ) Green")
	f.Add("1. a1a2 (b1b2 Red) * Green (")
	for _, s := range pgnSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		// The style numbers moves by ply alone: a record's FirstMove and
		// BlackFirst do not survive writing.
		fuzzPGN(t, s, threeWay.NewReader,
			cmp.Comparer(func(a, b *PGNStyle) bool { return a == b }),
			cmpopts.IgnoreFields(Record{}, "FirstMove", "BlackFirst"))
	})
}

// A result word with an annotation glyph ("Green!") is not a move: read
// as one, it would be written "Green $1" and reread as the result.
func TestPGNStyleResultWordAnnotated(t *testing.T) {
	r := threeWay.NewReader(strings.NewReader("1. a1a2 Green! *\n"))
	if _, err := r.Next(); err == nil || !strings.Contains(err.Error(), "result word") {
		t.Errorf("Green!: %v", err)
	}
}
