package notation

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/google/go-cmp/cmp"
)

// splitGames reads every game of text: the records and the errors, in order.
func splitGames(t *testing.T, text []byte) (recs []*Record, errs []error) {
	t.Helper()
	r := NewPGNReader(bytes.NewReader(text))
	for range len(text) + 2 {
		rec, err := r.Next()
		switch {
		case err == io.EOF:
			return recs, errs
		case err != nil:
			errs = append(errs, err)
		default:
			recs = append(recs, rec)
		}
	}
	t.Fatal("the reader does not end")
	return nil, nil
}

// Readers as lenient as python-chess: move numbers and glyphs glued or
// apart, dots alone, comments touching moves.
func TestPGNLenientSpacing(t *testing.T) {
	e4e5 := []RecordMove{{Text: "e4"}, {Text: "e5"}}
	for _, c := range []struct {
		text string
		want []RecordMove
	}{
		{"1. e4 e5 *", e4e5},
		{"1.e4 e5 *", e4e5},
		{"1 . e4 e5 *", e4e5},
		{"1 e4 e5 *", e4e5},
		{"1. e4 1... e5 *", e4e5},
		{"1. e4 1...e5 *", e4e5},
		{"1. e4 1 ... e5 *", e4e5},
		{"1. e4 ... e5 *", e4e5},
		{"1. e4 ! e5 *", []RecordMove{{Text: "e4", NAGs: []int{1}}, {Text: "e5"}}},
		{"1. e4 !? e5 ?? *", []RecordMove{{Text: "e4", NAGs: []int{5}}, {Text: "e5", NAGs: []int{4}}}},
		{"1. e4!!? e5 *", []RecordMove{{Text: "e4", NAGs: []int{3, 2}}, {Text: "e5"}}},
		{"1. e4$1 e5$14$2 *", []RecordMove{{Text: "e4", NAGs: []int{1}}, {Text: "e5", NAGs: []int{14, 2}}}},
		{"1. e4!$7 e5 *", []RecordMove{{Text: "e4", NAGs: []int{1, 7}}, {Text: "e5"}}},
		{"1. e4 $1 ! e5 *", []RecordMove{{Text: "e4", NAGs: []int{1, 1}}, {Text: "e5"}}},
		{"1.e4{good}e5{fine}*", []RecordMove{{Text: "e4", Comments: []string{"good"}}, {Text: "e5", Comments: []string{"fine"}}}},
		{"1.e4(1.d4)e5 *", []RecordMove{{Text: "e4", Variations: [][]RecordMove{{{Text: "d4"}}}}, {Text: "e5"}}},
		{"1. e4 ( {only a comment} ) e5 *", []RecordMove{{Text: "e4", Comments: []string{"only a comment"}, Variations: [][]RecordMove{nil}}, {Text: "e5"}}},
	} {
		rec, err := NewPGNReader(strings.NewReader(c.text)).Next()
		if err != nil {
			t.Errorf("%q: %v", c.text, err)
			continue
		}
		if diff := cmp.Diff(c.want, rec.Moves); diff != "" {
			t.Errorf("%q (-want +got):\n%s", c.text, diff)
		}
	}
	for _, bad := range []string{"! e4 *", "1. e4 !x *", "1. e4 $ *", "1. e4 e5!*? *"} {
		if _, err := NewPGNReader(strings.NewReader(bad)).Next(); !errors.Is(err, core.ErrSyntax) {
			t.Errorf("%q: %v", bad, err)
		}
	}
}

// Check refuses what would not read back, naming the reader's limit; and
// AppendPGN writes any record as one game, never two.
func TestRecordCheck(t *testing.T) {
	deep := []RecordMove{{Text: "e4"}}
	for range DefaultMaxVariationDepth + 1 {
		deep = []RecordMove{{Text: "e4", Variations: [][]RecordMove{deep}}}
	}
	long := strings.Repeat("x", DefaultMaxCommentBytes)
	many := make([]RecordMove, 11)
	for i := range many {
		many[i].Text = "e4"
	}
	manyTags := make([]Tag, DefaultMaxTags)
	for i := range manyTags {
		manyTags[i] = Tag{Name: "T", Value: "v"}
	}
	for _, c := range []struct {
		name string
		rec  Record
		lim  PGNLimits
		err  error
		says string
	}{
		{"a name that begins another game", Record{Tags: []Tag{{Name: "Event\"]\n\n[Event", Value: "x"}}, Moves: []RecordMove{{Text: "e4"}}}, PGNLimits{}, core.ErrSyntax, "not a PGN symbol"},
		{"a name with a space", Record{Tags: []Tag{{Name: "White Elo", Value: "x"}}}, PGNLimits{}, core.ErrSyntax, "not a PGN symbol"},
		{"an empty name", Record{Tags: []Tag{{Name: "", Value: "x"}}}, PGNLimits{}, core.ErrSyntax, "not a PGN symbol"},
		{"a control character", Record{Tags: []Tag{{Name: "Site", Value: "a\nb"}}}, PGNLimits{}, core.ErrSyntax, "control character"},
		{"a result as a move", Record{Moves: []RecordMove{{Text: "1-0"}, {Text: "e4"}}}, PGNLimits{}, core.ErrSyntax, "not a move"},
		{"a move with a space", Record{Moves: []RecordMove{{Text: "e4 e5"}}}, PGNLimits{}, core.ErrSyntax, "not a move"},
		{"a move with a glyph", Record{Moves: []RecordMove{{Text: "e4!"}}}, PGNLimits{}, core.ErrSyntax, "not a move"},
		{"a result that is none", Record{Result: "*\n[Event \"x\"]"}, PGNLimits{}, core.ErrSyntax, "not a result"},
		{"a comment with a line break", Record{Moves: []RecordMove{{Text: "e4", Comments: []string{"a\nb"}}}}, PGNLimits{}, core.ErrSyntax, "line break"},
		{"too deep", Record{Moves: deep}, PGNLimits{}, core.ErrLimit, "PGNLimits.VariationDepth = 64"},
		{"too long a comment", Record{Moves: []RecordMove{{Text: "e4", Comments: []string{long}}}}, PGNLimits{}, core.ErrLimit, "PGNLimits.CommentBytes = 65536"},
		{"too many moves", Record{Moves: many}, PGNLimits{Moves: 10}, core.ErrLimit, "PGNLimits.Moves = 10"},
		{"too many tags", Record{Tags: manyTags}, PGNLimits{}, core.ErrLimit, "PGNLimits.Tags = 1000"},
		{"too long a tag", Record{Tags: []Tag{{Name: "Site", Value: strings.Repeat("\"", DefaultMaxTagBytes/2)}}}, PGNLimits{}, core.ErrLimit, "PGNLimits.TagBytes"},
		{"too long a game", Record{Moves: many}, PGNLimits{GameBytes: 100}, core.ErrLimit, "PGNLimits.GameBytes = 100"},
		{"too long a move", Record{Moves: []RecordMove{{Text: "e" + strings.Repeat("4", MaxTokenBytes)}}}, PGNLimits{}, core.ErrLimit, "MaxTokenBytes"},
	} {
		err := c.rec.Check(c.lim)
		if !errors.Is(err, c.err) || !strings.Contains(err.Error(), c.says) {
			t.Errorf("%s: %v", c.name, err)
		}
		var pe *core.ParseError
		if errors.As(err, &pe) && len([]rune(pe.Input)) > MaxQuotedRunes+1 {
			t.Errorf("%s: quotes %d runes", c.name, len([]rune(pe.Input)))
		}
		if _, err := c.rec.MarshalText(); err == nil && c.lim == (PGNLimits{}) {
			t.Errorf("%s: MarshalText writes it", c.name)
		}
		// Whatever it holds, AppendPGN writes one game.
		recs, errs := splitGames(t, AppendPGN(nil, &c.rec))
		if len(recs)+len(errs) != 1 {
			t.Errorf("%s: written as %d records and %d errors:\n%s", c.name, len(recs), len(errs), AppendPGN(nil, &c.rec))
		}
	}
	ok := &Record{Tags: []Tag{{Name: "Event", Value: `a "quoted" \ event`}, {Name: "Time_Control2", Value: "300+3"}},
		Comment: "before", Result: "1-0",
		Moves: []RecordMove{{Text: "e4", NAGs: []int{1}, Comments: []string{"a } brace", "[%clk 0:01:00]"}}, {Text: "e5", Variations: [][]RecordMove{{{Text: "d5", StartingComment: "or"}}}}}}
	text, err := ok.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	recs, errs := splitGames(t, text)
	if len(recs) != 1 || len(errs) != 0 {
		t.Fatalf("%d records, %v", len(recs), errs)
	}
	back := recs[0]
	back.Line = 0
	want := *ok
	want.Tags = append([]Tag{{Name: "Event", Value: `a "quoted" \ event`}, {Name: "Site", Value: "?"}, {Name: "Date", Value: "?"}, {Name: "Round", Value: "?"}, {Name: "White", Value: "?"}, {Name: "Black", Value: "?"}, {Name: "Result", Value: "1-0"}}, ok.Tags[1:]...)
	want.FirstMove = 1
	if diff := cmp.Diff(&want, back); diff != "" {
		t.Errorf("read back (-want +got):\n%s", diff)
	}
}

// SetClock refuses what Clock cannot read.
func TestSetClockRefusesWhatClockCannotRead(t *testing.T) {
	if got, ok := Clock(SetClock(nil, MaxClock)); !ok || got != MaxClock {
		t.Errorf("MaxClock: %v %v", got, ok)
	}
	for _, d := range []time.Duration{MaxClock + 1, 1 << 62} {
		out, err := SetClockChecked([]string{"x"}, d)
		if !errors.Is(err, core.ErrLimit) || len(out) != 1 || out[0] != "x" {
			t.Errorf("%v: %q %v", d, out, err)
		}
		if out := SetClock([]string{"x"}, d); len(out) != 1 || out[0] != "x" {
			t.Errorf("%v: SetClock %q", d, out)
		}
	}
}

// FuzzRecordCheck: a record of any tags, moves, comments and result is
// written as one game; one that Check passes reads back equal.
func FuzzRecordCheck(f *testing.F) {
	f.Add("Event", "x", "e4", "c", "1-0")
	f.Add("Event\"]\n\n[Event", "x", "1-0", "}", "*\n[A \"b\"]")
	f.Add("", "\x00", "e4 (", "{\n", "")
	f.Fuzz(func(t *testing.T, name, value, move, comment, result string) {
		rec := &Record{Tags: []Tag{{Name: name, Value: value}}, Moves: []RecordMove{{Text: move, Comments: []string{comment}}, {Text: "e5"}}, Result: result}
		text := AppendPGN(nil, rec)
		recs, errs := splitGames(t, text)
		if len(recs)+len(errs) != 1 {
			t.Fatalf("written as %d records and %d errors:\n%s", len(recs), len(errs), text)
		}
		if rec.Check(PGNLimits{}) != nil {
			return
		}
		if len(recs) != 1 {
			t.Fatalf("checked, but does not read: %v\n%s", errs, text)
		}
		back := recs[0]
		if len(back.Moves) != 2 || back.Moves[0].Text != move || !cmp.Equal(back.Moves[0].Comments, []string{comment}) {
			t.Fatalf("read back %+v\n%s", back.Moves, text)
		}
		if v, _ := back.Get(name); v != value {
			t.Fatalf("tag %q read back %q\n%s", name, v, text)
		}
	})
}
