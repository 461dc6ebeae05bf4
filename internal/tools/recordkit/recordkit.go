// Package recordkit checks a game's PGN records in tests: the shared
// PGN files against their JSON-lines twins, round trips, and fuzzing of
// the reading.
package recordkit

import (
	"bytes"
	"errors"
	"io"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/tools/jsonl"
	"github.com/chaturanga-go/chaturanga/notation"
)

// A Codec is one game's records under one rule set, for the tests: it
// replays a record and returns the main line in coordinate notation, the
// result of the game's outcome ("*" while it goes on) and a function that
// writes the game back as a record with the tags given.
type Codec func(rec *notation.Record) (moves []string, result string, write func(tags ...notation.Tag) *notation.Record, err error)

// Games reads every game of the PGN file, replays it with c, checks its
// moves against the coordinate moves of the JSON-lines file (one game per
// line, in the same order) and writes it back to PGN that reads to the
// same moves and result.
func Games(t *testing.T, pgnPath, gamesPath string, c Codec) {
	f, err := os.Open(pgnPath)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	want := jsonl.Read[jsonl.GameLine](t, gamesPath)
	r := notation.NewPGNReader(f)
	for i := 0; ; i++ {
		rec, err := r.Next()
		if err == io.EOF {
			if i != len(want) {
				t.Fatalf("%s: %d games, want %d", pgnPath, i, len(want))
			}
			return
		}
		if err != nil {
			t.Fatal(err)
		}
		moves, _, write, err := c(rec)
		if err != nil {
			t.Fatalf("game %d: %v", i+1, err)
		}
		if i < len(want) && !slices.Equal(moves, want[i].Moves) {
			t.Fatalf("game %d: moves differ from %s", i+1, gamesPath)
		}
		back := RoundTrip(t, c, write(rec.Tags...), moves)
		if res, _ := back.Get("Result"); res != rec.Result || back.Result != rec.Result {
			t.Errorf("game %d: result %s, want %s", i+1, res, rec.Result)
		}
	}
}

// TB is the part of testing.TB that RoundTrip uses (rapid.T has it too).
type TB interface {
	Helper()
	Fatalf(format string, args ...any)
}

// RoundTrip writes rec as PGN, reads it back, replays it with c and checks
// its moves are moves and that the record read back writes the same text;
// it returns the record read back.
func RoundTrip(t TB, c Codec, rec *notation.Record, moves []string) *notation.Record {
	t.Helper()
	text := notation.AppendPGN(nil, rec)
	back, err := readOne(text, rec)
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	again, _, _, err := c(back)
	if err != nil || !slices.Equal(again, moves) {
		t.Fatalf("written back and read again: %v\n%s", err, text)
	}
	if text2 := notation.AppendPGN(nil, back); !bytes.Equal(text2, text) {
		t.Fatalf("the record read back writes other text:\n%s\nfirst:\n%s", text2, text)
	}
	return back
}

// readOne reads the record of text, in the style of rec.
func readOne(text []byte, rec *notation.Record) (*notation.Record, error) {
	if rec.Style != nil {
		return rec.Style.NewReader(bytes.NewReader(text)).Next()
	}
	return notation.NewPGNReader(bytes.NewReader(text)).Next()
}

// Fuzz makes a fuzz target of reading records with each codec: no text
// makes it panic, its errors are *core.ParseError or *core.MoveError
// values, and a game read writes back to a record that reads to the same
// moves.
func Fuzz(f *testing.F, seeds []string, codecs ...Codec) {
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		rd := notation.NewPGNReader(strings.NewReader(s))
		for range 100 {
			rec, err := rd.Next()
			if err == io.EOF {
				return
			}
			if err != nil {
				continue
			}
			for _, c := range codecs {
				moves, _, write, err := c(rec)
				if err != nil {
					var pe *core.ParseError
					var me *core.MoveError
					if !errors.As(err, &pe) && !errors.As(err, &me) {
						t.Fatalf("error %T %v", err, err)
					}
					continue
				}
				RoundTrip(t, c, write(), moves)
			}
		}
	})
}

// CodecOf makes the Codec of a game from its ReadRecord (with the rule set
// bound), NewRecord and FormatMove.
func CodecOf[P any, S core.State[P]](read func(*notation.Record) (*core.Game[P, S], error), write func(*core.Game[P, S], ...notation.Tag) *notation.Record, format func(core.Move) string) Codec {
	return func(rec *notation.Record) ([]string, string, func(...notation.Tag) *notation.Record, error) {
		g, err := read(rec)
		if err != nil {
			return nil, "", nil, err
		}
		var moves []string
		for _, m := range g.Moves() {
			moves = append(moves, format(m))
		}
		return moves, g.Outcome().Result(), func(tags ...notation.Tag) *notation.Record { return write(g, tags...) }, nil
	}
}
