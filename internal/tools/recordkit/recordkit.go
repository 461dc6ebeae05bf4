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
	"strconv"
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
// same moves, result and annotations; and the game annotated more (see
// [CheckAnnotated]) keeps all of it.
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
		what := pgnPath + " game " + strconv.Itoa(i+1)
		SameAnnotations(t, what, rec, back)
		CheckAnnotated(t, what, c, rec, moves)
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
// bound), NewRecord and FormatMove. A record whose variations only are
// wrong gives the game with the errors (core.VariationErrors); any other
// error, no game.
func CodecOf[P any, S core.State[P]](read func(*notation.Record) (*core.Game[P, S], error), write func(*core.Game[P, S], ...notation.Tag) *notation.Record, format func(core.Move) string) Codec {
	return func(rec *notation.Record) ([]string, string, func(...notation.Tag) *notation.Record, error) {
		g, err := read(rec)
		var list core.VariationErrors
		if g == nil || err != nil && !errors.As(err, &list) {
			return nil, "", nil, err
		}
		var moves []string
		for _, m := range g.Moves() {
			moves = append(moves, format(m))
		}
		return moves, g.Outcome().Result(), func(tags ...notation.Tag) *notation.Record { return write(g, tags...) }, err
	}
}

// A Player plays move text: a core.Game.
type Player interface {
	PlayText(s string) (core.Move, error)
}

// PlayText plays moves, in any spelling the game reads, through g, and
// stops the test at the first one it refuses.
func PlayText(t TB, g Player, moves ...string) {
	t.Helper()
	for _, s := range moves {
		if _, err := g.PlayText(s); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
}

// Reread writes g as PGN with write (the package's NewRecord, with an
// Event tag), reads it back with read (the package's ReadRecord, the
// caller's rules bound) and returns the game read and the PGN text.
func Reread[P any, S core.State[P]](t TB, g *core.Game[P, S], write func(*core.Game[P, S], ...notation.Tag) *notation.Record, read func(*notation.Record) (*core.Game[P, S], error)) (*core.Game[P, S], string) {
	t.Helper()
	text := string(notation.AppendPGN(nil, write(g, notation.Tag{Name: "Event", Value: "test"})))
	rec, err := notation.NewPGNReader(strings.NewReader(text)).Next()
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	back, err := read(rec)
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	return back, text
}

// Endings reads every game of the PGN file at path with read (the
// package's ReadRecord, the caller's rules bound) and checks that it ends
// as its Termination tag says: ends maps each Termination the file uses
// (Fairy-Stockfish's words: "checkmate", "50-move rule", "unterminated",
// ...) to the reason the game read ends by (core.NoReason for a game that
// goes on), with the record's result. each, if not nil, checks more of
// every game read, numbered from 1. It returns the number of games.
func Endings[P any, S core.State[P]](t *testing.T, path string, read func(*notation.Record) (*core.Game[P, S], error), ends map[string]core.Reason, each func(n int, rec *notation.Record, g *core.Game[P, S])) int {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rd := notation.NewPGNReader(f)
	for n := 1; ; n++ {
		rec, err := rd.Next()
		if err == io.EOF {
			return n - 1
		}
		if err != nil {
			t.Fatal(err)
		}
		g, err := read(rec)
		if err != nil {
			t.Fatalf("%s: game %d: %v", path, n, err)
		}
		term, _ := rec.Get("Termination")
		want, ok := ends[term]
		if !ok {
			t.Fatalf("%s: game %d: termination %q", path, n, term)
		}
		if o := g.Outcome(); o.Reason != want || o.Result() != rec.Result {
			t.Errorf("%s: game %d (%s, %s): %v", path, n, term, rec.Result, o)
		}
		if each != nil {
			each(n, rec, g)
		}
	}
}

// An Equaler is a game's *Position with its Equal and FEN.
type Equaler[P any] interface {
	core.State[P]
	Equal(q P) bool
	FEN() string
}

// Ended checks a game g that a test has just brought to its end: its
// result and termination word are result and term; after it, playing
// move is refused with core.ErrGameOver; written as PGN and read back by
// reread (see [Reread]) it has the same outcome, final position (Equal)
// and length, and its PGN text holds each of tags (`[Termination
// "resignation"]`); and, unless the final position itself ends the game,
// Undo takes the ending back.
func Ended[P any, S Equaler[P]](t *testing.T, g *core.Game[P, S], result, term, move string, reread func(*core.Game[P, S]) (*core.Game[P, S], string), tags ...string) {
	t.Helper()
	if o := g.Outcome(); o.Result() != result || g.Termination() != term {
		t.Fatalf("outcome %v, termination %q; want %s, %q", o, g.Termination(), result, term)
	}
	if _, err := g.PlayText(move); !errors.Is(err, core.ErrGameOver) {
		t.Errorf("%s after the end: %v", move, err)
	}
	back, text := reread(g)
	for _, tag := range tags {
		if !strings.Contains(text, tag) {
			t.Errorf("the record has no %s:\n%s", tag, text)
		}
	}
	bp, gp := back.Position(), g.Position()
	if !back.Outcome().Equal(g.Outcome()) || !S(&bp).Equal(gp) || back.Len() != g.Len() {
		t.Errorf("reread: %v at %s, want %v at %s\n%s", back.Outcome(), S(&bp).FEN(), g.Outcome(), S(&gp).FEN(), text)
	}
	if !S(&gp).Outcome().IsOver() {
		if _, ok := g.Undo(); !ok || g.Outcome().IsOver() {
			t.Errorf("undo of the ending: %v", g.Outcome())
		}
	}
}

// A Position is a game's *Position as the data checks use it.
type Position[P any] interface {
	core.State[P]
	FEN() string
	ParseMove(s string) (core.Move, error)
	ParseSAN(s string) (core.Move, error)
}

// An End is how a game of a data file ends: by one of the outcome's
// Reasons, with the line's result; or, with Claim set, by a claim the side
// to move may make while the game goes on. The zero End is a game that
// goes on.
type End struct {
	Reasons []core.Reason
	Claim   core.Reason
}

// ReplayLines replays the games of a JSON-lines file of games
// (jsonl.GameLine: a FEN, the moves in coordinates and SAN, the result and
// the termination) from the position parse reads: every move is legal,
// written in SAN exactly as the line has it and read back from that SAN,
// and each game ends as ends says for its termination word.
func ReplayLines[P any, S Position[P]](t *testing.T, path string, parse func(fen string) (P, error), ends map[string]End) {
	t.Helper()
	for i, gl := range jsonl.Read[jsonl.GameLine](t, path) {
		p, err := parse(gl.FEN)
		if err != nil {
			t.Fatalf("game %d: %v", i+1, err)
		}
		g := core.NewGame[P, S](p)
		for j, s := range gl.Moves {
			pos := g.Position()
			cur := S(&pos)
			m, err := cur.ParseMove(s)
			if err != nil {
				t.Fatalf("game %d ply %d: %v", i+1, j+1, err)
			}
			if san := cur.SAN(m); san != gl.SAN[j] {
				t.Errorf("game %d ply %d (%s) in %s: SAN %s, want %s", i+1, j+1, s, cur.FEN(), san, gl.SAN[j])
			}
			if back, err := cur.ParseSAN(gl.SAN[j]); err != nil || back != m {
				t.Errorf("game %d ply %d: ParseSAN(%s) = %v, %v; want %s", i+1, j+1, gl.SAN[j], back, err, s)
			}
			if err := g.Play(m); err != nil {
				t.Fatalf("game %d ply %d: %v", i+1, j+1, err)
			}
		}
		end, known := ends[gl.Termination]
		if !known {
			t.Fatalf("game %d: unknown termination %q", i+1, gl.Termination)
		}
		o, claims := g.Outcome(), g.Claims()
		ok := !o.IsOver() && (end.Claim == core.NoReason || claims.Has(end.Claim))
		if len(end.Reasons) > 0 {
			ok = slices.Contains(end.Reasons, o.Reason) && o.Result() == gl.Result
		}
		if !ok {
			t.Errorf("game %d: ended %v with claims %v, want %s %s", i+1, o, claims.Strings(), gl.Result, gl.Termination)
		}
	}
}

// Parse reads the one PGN record of text, or stops the test.
func Parse(t TB, text string) *notation.Record {
	t.Helper()
	rec, err := notation.NewPGNReader(strings.NewReader(text)).Next()
	if err != nil {
		t.Fatalf("%q: %v", text, err)
	}
	return rec
}
