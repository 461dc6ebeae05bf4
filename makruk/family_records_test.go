package makruk

import (
	"io"
	"os"
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/tools/recordkit"
	"github.com/chaturanga-go/chaturanga/notation"
)

// familySets are the rule sets with data of their own, by
// Fairy-Stockfish's variant name.
var familySets = []struct {
	fsf   string
	rules Rules
}{{"cambodian", Cambodian}, {"karouk", KarOuk}}

// TestFamilyRecords reads every game of testdata/games-<variant>.pgn
// (Fairy-Stockfish's games with its SAN and its Variant tag, no Rules
// tag), replays it, checks it against the coordinate moves of
// games-<variant>.jsonl, and writes it back to PGN that reads to the same
// game; each game ends as its Termination tag says.
func TestFamilyRecords(t *testing.T) {
	want := map[string]core.Reason{"checkmate": core.Checkmate, "counting rule": core.Counting, "threefold repetition": core.Repetition,
		"insufficient material": core.InsufficientMaterial, "first check": core.FirstCheck, "stalemate": core.Stalemate}
	for _, s := range familySets {
		t.Run(s.fsf, func(t *testing.T) {
			// Default is the caller's rules: the Variant tag decides.
			recordkit.Games(t, "testdata/games-"+s.fsf+".pgn", "testdata/games-"+s.fsf+".jsonl", codec(Default))
			f, err := os.Open("testdata/games-" + s.fsf + ".pgn")
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			r := notation.NewPGNReader(f)
			for n := 1; ; n++ {
				rec, err := r.Next()
				if err == io.EOF {
					break
				}
				if err != nil {
					t.Fatal(err)
				}
				g, err := ReadRecord(rec, Pychess)
				if err != nil {
					t.Fatalf("game %d: %v", n, err)
				}
				if p := g.Position(); p.Rules() != s.rules {
					t.Fatalf("game %d read under %v", n, p.Rules())
				}
				term, _ := rec.Get("Termination")
				if got := g.Outcome(); got.Reason != want[term] || got.Result() != rec.Result {
					t.Errorf("game %d (%s, %s): outcome %v", n, term, rec.Result, got)
				}
				back := NewRecord(g)
				if v, _ := back.Get("Variant"); v != s.fsf {
					t.Errorf("game %d written with Variant %q", n, v)
				}
			}
		})
	}
}

// TestFamilyGames replays the games of testdata/games-<variant>.jsonl move
// by move: every move legal, our SAN Fairy-Stockfish's (the leaps and
// jumps written as plain khun and met moves, Kar Ouk's winning check with
// "#"), and both SAN readers read it back.
func TestFamilyGames(t *testing.T) {
	for _, s := range familySets {
		for i, g := range readJSONL[gameLine](t, "testdata/games-"+s.fsf+".jsonl") {
			p, err := ParseFEN(g.FEN, s.rules)
			if err != nil {
				t.Fatalf("%s game %d: %v", s.fsf, i+1, err)
			}
			for j, mv := range g.Moves {
				m, err := p.ParseMove(mv)
				if err != nil {
					t.Fatalf("%s game %d move %d: %v", s.fsf, i+1, j+1, err)
				}
				if san := p.SAN(m); san != g.SAN[j] {
					t.Errorf("%s game %d move %d %s in %s: SAN %q, want %q", s.fsf, i+1, j+1, mv, p.FEN(), san, g.SAN[j])
				}
				if back, err := p.ParseSAN(g.SAN[j]); err != nil || back != m {
					t.Errorf("%s game %d move %d: ParseSAN(%q) = %v, %v", s.fsf, i+1, j+1, g.SAN[j], back, err)
				}
				if back, err := p.ParseLenient(g.SAN[j]); err != nil || back != m {
					t.Errorf("%s game %d move %d: ParseLenient(%q) = %v, %v", s.fsf, i+1, j+1, g.SAN[j], back, err)
				}
				if p, err = p.Play(m); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}

// TestFamilyRecordCodec: the records round trip through recordkit's codec
// under the sets' own rules too.
func TestFamilyRecordCodec(t *testing.T) {
	for _, s := range familySets {
		recordkit.Games(t, "testdata/games-"+s.fsf+".pgn", "testdata/games-"+s.fsf+".jsonl", codec(s.rules))
	}
}
