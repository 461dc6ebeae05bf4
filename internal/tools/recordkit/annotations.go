package recordkit

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/notation"
	"github.com/google/go-cmp/cmp"
)

// A Note is what a record says about one move beyond the move, in the
// tree's shape: for comparing the annotations of two records whose moves
// may be spelt differently (a game writes them in its own spelling).
type Note struct {
	Start    string
	NAGs     []int
	Comments []string
	Vars     [][]Note
}

// Annotations returns the record's comment and the notes of its main line.
func Annotations(rec *notation.Record) (string, []Note) {
	var line func([]notation.RecordMove) []Note
	line = func(moves []notation.RecordMove) []Note {
		var out []Note
		for _, m := range moves {
			n := Note{Start: m.StartingComment, NAGs: m.NAGs, Comments: m.Comments}
			for _, v := range m.Variations {
				n.Vars = append(n.Vars, line(v))
			}
			out = append(out, n)
		}
		return out
	}
	return rec.Comment, line(rec.Moves)
}

// SameAnnotations stops the test if the records' annotations differ.
func SameAnnotations(t TB, what string, want, got *notation.Record) {
	t.Helper()
	c1, n1 := Annotations(want)
	c2, n2 := Annotations(got)
	if diff := cmp.Diff(c1, c2); diff != "" {
		t.Fatalf("%s: the game's comment (-want +got):\n%s", what, diff)
	}
	if diff := cmp.Diff(n1, n2); diff != "" {
		t.Fatalf("%s: annotations (-want +got):\n%s", what, diff)
	}
}

// Annotate returns a copy of rec (sharing nothing it changes) annotated as
// a player's notes and a server's clocks would annotate it: a clock
// comment after every move, glyphs every seventh move, a comment every
// fifth, and every eleventh move a variation of the main line's next
// three moves (played instead of the move, from the position before it:
// the same moves, so legal) with a starting comment, a glyph, and a
// variation of its second move (again the main line's move) nested in it.
// bad adds, at the first move, a variation whose move does not read
// ("Zz9") after a good one, which ReadRecord must report and drop.
func Annotate(rec *notation.Record, bad bool) *notation.Record {
	out := *rec
	out.Tags = slices.Clone(rec.Tags)
	out.Moves = make([]notation.RecordMove, len(rec.Moves))
	clock := 3 * 3600
	for i, m := range rec.Moves {
		a := notation.RecordMove{Text: m.Text, NAGs: slices.Clone(m.NAGs), Comments: slices.Clone(m.Comments), StartingComment: m.StartingComment}
		for _, v := range m.Variations {
			a.Variations = append(a.Variations, slices.Clone(v))
		}
		clock -= 7 + i%13
		a.Comments = append(a.Comments, fmt.Sprintf("[%%clk %d:%02d:%02d]", clock/3600, clock/60%60, clock%60))
		if i%7 == 3 {
			a.NAGs = append(a.NAGs, 1+i%6, 14+i%4)
		}
		if i%5 == 2 {
			a.Comments = append(a.Comments, "note on ply "+strconv.Itoa(i+1)+" {with} [brackets]; and } a brace")
		}
		if i%11 == 0 && i+3 <= len(rec.Moves) {
			v := []notation.RecordMove{
				{Text: rec.Moves[i].Text, StartingComment: "the same line", NAGs: []int{5}},
				{Text: rec.Moves[i+1].Text, Comments: []string{"in a variation"}, Variations: [][]notation.RecordMove{{{Text: rec.Moves[i+1].Text, StartingComment: "nested"}}}},
				{Text: rec.Moves[i+2].Text},
			}
			a.Variations = append(a.Variations, v)
		}
		if bad && i == 0 {
			a.Variations = append(a.Variations, []notation.RecordMove{{Text: "Zz9", Comments: []string{"?"}}})
		}
		out.Moves[i] = a
	}
	return &out
}

// CheckAnnotated checks that the annotations of the game rec records
// survive the codec: Annotate(rec) replays to the same moves and writes
// back, through PGN text, to a record with the same annotations; with a
// bad variation added, the codec returns the whole game and a
// core.VariationErrors naming that variation's move (path 0, k, 0, the
// text "Zz9"), and the game written back has every annotation but that
// variation.
func CheckAnnotated(t *testing.T, what string, c Codec, rec *notation.Record, moves []string) {
	t.Helper()
	ann := Annotate(rec, false)
	got, _, write, err := c(ann)
	if err != nil || !slices.Equal(got, moves) {
		t.Fatalf("%s annotated: %v", what, err)
	}
	SameAnnotations(t, what+" annotated", ann, RoundTrip(t, c, write(ann.Tags...), moves))
	if len(rec.Moves) == 0 {
		return
	}
	bad := Annotate(rec, true)
	got, _, write, err = c(bad)
	var list core.VariationErrors
	if !errors.As(err, &list) || len(list) != 1 || !slices.Equal(got, moves) || write == nil {
		t.Fatalf("%s with a bad variation: %v", what, err)
	}
	k := len(bad.Moves[0].Variations) - 1
	if e := list[0]; !cmp.Equal(e.Path, core.Path{0, k, 0}) || !errors.Is(e, core.ErrSyntax) || e.Line != rec.Line {
		t.Fatalf("%s with a bad variation: %v at %v", what, e, e.Path)
	}
	SameAnnotations(t, what+" with a bad variation", ann, RoundTrip(t, c, write(bad.Tags...), moves))
}
