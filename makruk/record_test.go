package makruk

import (
	"bytes"
	"io"
	"os"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/notation"
)

// TestRecords reads every game of testdata/games.pgn (Fairy-Stockfish's
// games as pychess-variants exports them), replays it legally, checks it
// against the coordinate moves of games.jsonl, and writes it back to PGN
// that reads to the same game.
func TestRecords(t *testing.T) {
	f, err := os.Open("testdata/games.pgn")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	want := readJSONL[gameLine](t, "testdata/games.jsonl")
	r := notation.NewPGNReader(f)
	for i := 0; ; i++ {
		rec, err := r.Next()
		if err == io.EOF {
			if i != len(want) {
				t.Fatalf("%d games, want %d", i, len(want))
			}
			return
		}
		if err != nil {
			t.Fatal(err)
		}
		g, err := ReadRecord(rec, Pychess)
		if err != nil {
			t.Fatalf("game %d: %v", i+1, err)
		}
		var got []string
		for _, m := range g.Moves() {
			got = append(got, FormatMove(m))
		}
		if !slices.Equal(got, want[i].Moves) {
			t.Fatalf("game %d: moves differ from games.jsonl", i+1)
		}
		out := NewRecord(g, rec.Tags...)
		back, err := notation.NewPGNReader(bytes.NewReader(notation.AppendPGN(nil, out))).Next()
		if err != nil {
			t.Fatal(err)
		}
		g2, err := ReadRecord(back, Pychess)
		if err != nil {
			t.Fatalf("game %d written back: %v", i+1, err)
		}
		if diff := cmp.Diff(g.Moves(), g2.Moves(), cmp.Comparer(func(a, b core.Move) bool { return a == b })); diff != "" {
			t.Errorf("game %d round trip: %s", i+1, diff)
		}
		if res, _ := back.Get("Result"); res != rec.Result || back.Result != rec.Result {
			t.Errorf("game %d: result %s, want %s", i+1, res, rec.Result)
		}
	}
}
