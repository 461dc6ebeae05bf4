package notation

import (
	"errors"
	"io"
	"os"
	"runtime"
	"strings"
	"testing"

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
		Tags:    []Tag{{"Event", "Test"}, {"Variant", "makruk"}, {"FEN", "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR b - - 0 7"}},
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

func FuzzPGNReader(f *testing.F) {
	f.Add("[Event \"x\"]\n\n1. e4 {c} (1. d4 $1) e5 1-0\n")
	f.Add("1. e4 e5 2. Nf3 *")
	f.Add("[A \"b\\\"\"]\n{unclosed")
	f.Add("((( ) 1-0")
	f.Fuzz(func(t *testing.T, s string) {
		r := NewPGNReader(strings.NewReader(s))
		for range 1000 {
			rec, err := r.Next()
			if err == io.EOF {
				return
			}
			if err != nil {
				if !errors.Is(err, core.ErrSyntax) {
					t.Fatalf("error %v", err)
				}
				continue
			}
			out := AppendPGN(nil, rec)
			back, err := NewPGNReader(strings.NewReader(string(out))).Next()
			if err != nil {
				t.Fatalf("written record does not read back: %v\n%s", err, out)
			}
			if len(back.Moves) != len(rec.Moves) || back.Result != rec.Result {
				t.Fatalf("round trip changed the record:\n%q\n%s", s, out)
			}
		}
		t.Fatal("the reader does not end")
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
