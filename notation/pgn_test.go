package notation

import (
	"bytes"
	"errors"
	"io"
	"os"
	"runtime"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"

	"github.com/chaturanga-go/chaturanga/core"
)

func readAll(t *testing.T, text string) (recs []*Record, errs []error) {
	t.Helper()
	r := NewPGNReader(strings.NewReader(text))
	for range 10000 {
		rec, err := r.Next()
		if err == io.EOF {
			return recs, errs
		}
		if err != nil {
			errs = append(errs, err)
			continue
		}
		recs = append(recs, rec)
	}
	t.Fatal("the reader does not end")
	return nil, nil
}

func TestPGNRead(t *testing.T) {
	text := `[Event "Test"]
[Variant "makruk"]
[FEN "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR b - - 0 7"]

{Opening remark} 7... e5 {a comment} 8. Nd2!? (8. Nc3 Nc6 (8... Nd7) 9. a4) $14 8... Nd7
; rest of line
9. d4 1/2-1/2

[Event "Second"]

1. e4 Ke7 *
`
	recs, errs := readAll(t, text)
	if len(errs) != 0 || len(recs) != 2 {
		t.Fatalf("%d records, errors %v", len(recs), errs)
	}
	r := recs[0]
	want := &Record{
		Tags:    []Tag{{Name: "Event", Value: "Test"}, {Name: "Variant", Value: "makruk"}, {Name: "FEN", Value: "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR b - - 0 7"}},
		Comment: "Opening remark",
		Moves: []RecordMove{
			{Text: "e5", Comments: []string{"a comment"}},
			{Text: "Nd2", NAGs: []int{5, 14}, Variations: [][]RecordMove{{
				{Text: "Nc3"},
				{Text: "Nc6", Variations: [][]RecordMove{{{Text: "Nd7"}}}},
				{Text: "a4"},
			}}},
			{Text: "Nd7", Comments: []string{"rest of line"}},
			{Text: "d4"},
		},
		Result: "1/2-1/2", FirstMove: 7, BlackFirst: true, Line: 1,
	}
	if diff := cmp.Diff(want, r); diff != "" {
		t.Errorf("record (-want +got):\n%s", diff)
	}
	if recs[1].Line != 9 || len(recs[1].Moves) != 2 || recs[1].Result != "*" {
		t.Errorf("second record %+v", recs[1])
	}
	// Writing and reading back gives the same record, with the Seven Tag
	// Roster added.
	again, errs := readAll(t, string(AppendPGN(nil, r)))
	if len(errs) != 0 || len(again) != 1 {
		t.Fatalf("re-read: %v", errs)
	}
	if v, _ := again[0].Get("Result"); v != "1/2-1/2" {
		t.Errorf("Result tag %q", v)
	}
	again[0].Line = 1
	again[0].Tags = r.Tags
	if diff := cmp.Diff(r, again[0]); diff != "" {
		t.Errorf("round trip (-want +got):\n%s\n%s", diff, AppendPGN(nil, r))
	}
}

// A bad game is reported with its line; the reader goes on with the next.
func TestPGNErrorsRecover(t *testing.T) {
	text := `[Event "Good"]

1. e4 e5 *

[Event "Bad tag]

1. e4 *

[Event "Bad movetext"]

1. e4 ) e5 *

[Event "Good again"]

1. d4 1-0
`
	recs, errs := readAll(t, text)
	if len(recs) != 2 || len(errs) != 2 {
		t.Fatalf("%d records, %d errors: %v", len(recs), len(errs), errs)
	}
	var pe *core.ParseError
	if !errors.As(errs[0], &pe) || pe.Line != 5 || !errors.Is(errs[0], core.ErrSyntax) {
		t.Errorf("first error %v", errs[0])
	}
	if !errors.As(errs[1], &pe) || pe.Line != 11 || pe.Input != ")" {
		t.Errorf("second error %v", errs[1])
	}
	if v, _ := recs[1].Get("Event"); v != "Good again" {
		t.Errorf("the reader did not go on: %v", recs[1].Tags)
	}
}

// Every game of a shared PGN file reads, and writes back to text that
// reads to the same record.
func TestPGNSharedFile(t *testing.T) {
	b, err := os.ReadFile("../makruk/testdata/games.pgn")
	if err != nil {
		t.Fatal(err)
	}
	recs, errs := readAll(t, string(b))
	if len(errs) != 0 || len(recs) != 27 {
		t.Fatalf("%d records, errors %v", len(recs), errs)
	}
	for _, r := range recs {
		again, errs := readAll(t, string(AppendPGN(nil, r)))
		if len(errs) != 0 || len(again) != 1 {
			t.Fatalf("re-read: %v", errs)
		}
		again[0].Line = r.Line
		if diff := cmp.Diff(r, again[0]); diff != "" {
			t.Errorf("round trip (-want +got):\n%s", diff)
		}
	}
}

// pgnSeeds are seeds for the PGN fuzz targets: games, and text heavy in
// nesting, comments, escape lines and stray tokens.
var pgnSeeds = []string{
	"[Event \"x\"]\n\n1. e4 {c} (1. d4 $1) e5 1-0\n",
	"1. e4 e5 2. Nf3 *",
	"[A \"b\\\"\"]\n{unclosed",
	"((( ) 1-0",
	"1. e4 " + strings.Repeat("(e5 ", 80) + strings.Repeat(")", 80) + " *",
	"1. e4 (((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((",
	"1. e4 (e5 (d5 (c5 *\n[Event \"next\"]\n1. d4 *",
	"1. e4 {unclosed\n[%clk 0:01:00]\n[Event \"x\"]\n\n1. d4 *",
	"{stray}\n\n[Event \"a\"]\n1. e4 *\n; line\n\n[Event \"b\"]\n*",
	"; only a comment\n",
	"%escape line\n% another\n1. e4 %not at the start\n%x\n*",
	"1. e4 ) e5 ) *\n1. d4 } *\n1. c4 ] *",
	"1.\n\n[Event \"a\"]\n\n[Event \"b\"]\n\n1. e4 *",
	"[Event \"a\tb\"]\r\n\r\n1. e4 {x\ry} ; a}b\r*\r1. d4 1-0 1. c4 0-1",
	"1. e4 {a} {} e5 $14 $999999999 e6!? e7?? (e8 {c} (e9) ) *",
	"1... e5 2. d4!! ♜ *",
	"[Event \"♜\"]\n[Site \"" + strings.Repeat("♜", 50) + "\"]\n1. e4 *",
}

// tinyLimits are limits small enough for fuzzed input to reach.
var tinyLimits = PGNLimits{GameBytes: 300, Moves: 12, VariationDepth: 3, CommentBytes: 16, Tags: 4, TagBytes: 40}

// fuzzPGN checks what the readers newReader makes do with s: they do not
// panic, end, give only *core.ParseError errors wrapping core.ErrSyntax,
// keep to their limits, and every record they return writes (in text of
// bounded length) and reads back to an equal record. opts are cmp's
// options for comparing records.
func fuzzPGN(t *testing.T, s string, newReader func(io.Reader) *PGNReader, opts ...cmp.Option) {
	for _, lim := range []PGNLimits{{}, tinyLimits} {
		r := newReader(strings.NewReader(s))
		r.Limits = lim
		for range len(s) + 2 { // each game takes at least a byte
			rec, err := r.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				var pe *core.ParseError
				if !errors.As(err, &pe) || !errors.Is(err, core.ErrSyntax) {
					t.Fatalf("error %T %v", err, err)
				}
				if utf8.RuneCountInString(pe.Input) > MaxQuotedRunes+1 {
					t.Fatalf("error quotes %d runes: %v", utf8.RuneCountInString(pe.Input), err)
				}
				continue
			}
			if lim == tinyLimits {
				checkLimits(t, rec, lim)
			}
			// What the reader returns, Check passes (but over a limit: the
			// text written may be longer than the text read; and a tag
			// name that is no PGN symbol, which the reader reads all the
			// same, as the lenient reader it is).
			var pe *core.ParseError
			if err := rec.Check(lim); err != nil && !errors.Is(err, core.ErrLimit) && !(errors.As(err, &pe) && pe.Field == "tag name") {
				t.Fatalf("a record read fails Check: %v\n%q", err, s)
			}
			out := AppendPGN(nil, rec)
			if len(out) > 16*len(s)+1024 {
				t.Fatalf("%d bytes read write as %d:\n%q\n%s", len(s), len(out), s, out)
			}
			rd := newReader(bytes.NewReader(out))
			back, err := rd.Next()
			if err != nil {
				t.Fatalf("written record does not read back: %v\n%q\n%s", err, s, out)
			}
			if _, err := rd.Next(); err != io.EOF {
				t.Fatalf("written record reads as more than one: %v\n%q\n%s", err, s, out)
			}
			back.Line = rec.Line
			if diff := cmp.Diff(written(rec), back, opts...); diff != "" {
				t.Fatalf("round trip (-want +got):\n%s\n%q\n%s", diff, s, out)
			}
		}
		if _, err := r.Next(); err != io.EOF {
			t.Fatalf("the reader does not end: %v", err)
		}
	}
}

// checkLimits checks that rec keeps to lim.
func checkLimits(t *testing.T, rec *Record, lim PGNLimits) {
	t.Helper()
	moves := 0
	var walk func(line []RecordMove, depth int)
	walk = func(line []RecordMove, depth int) {
		if depth > lim.VariationDepth {
			t.Fatalf("variations %d deep", depth)
		}
		for _, m := range line {
			moves++
			for _, c := range m.Comments {
				if len(c) > lim.CommentBytes {
					t.Fatalf("comment of %d bytes", len(c))
				}
			}
			for _, v := range m.Variations {
				walk(v, depth+1)
			}
		}
	}
	walk(rec.Moves, 0)
	if moves > lim.Moves || len(rec.Tags) > lim.Tags || len(rec.Comment) > lim.GameBytes {
		t.Fatalf("%d moves, %d tags", moves, len(rec.Tags))
	}
}

func FuzzPGNReader(f *testing.F) {
	for _, s := range pgnSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		fuzzPGN(t, s, NewPGNReader)
	})
}

// AppendPGN takes time and memory linear in the record: it once copied its
// whole output for every word (100,000 moves took minutes and 53 GB).
func TestPGNWriteLinear(t *testing.T) {
	rec := &Record{Result: "*"}
	for i := range 100_000 {
		rec.Moves = append(rec.Moves, RecordMove{Text: []string{"e4", "Nf3", "Rxe8", "c1=M"}[i%4]})
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	out := AppendPGN(nil, rec)
	runtime.ReadMemStats(&after)
	if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 8*uint64(len(out)) {
		t.Errorf("writing %d bytes allocated %d bytes", len(out), alloc)
	}
	for l := range strings.Lines(string(out)) {
		if len(l) > 80 {
			t.Fatalf("line of %d bytes: %q", len(l), l)
		}
	}
}
