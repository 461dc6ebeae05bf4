package shatranj

import (
	"slices"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/tools/recordkit"
	"github.com/chaturanga-go/chaturanga/internal/tools/textkit"
	"github.com/chaturanga-go/chaturanga/notation"
)

// TestRecords reads every game of testdata/games.pgn (Fairy-Stockfish's
// games as pychess-variants exports them), replays it legally, checks it
// against the coordinate moves of games.jsonl, and writes it back to PGN
// that reads to the same game.
func TestRecords(t *testing.T) {
	recordkit.Games(t, "testdata/games.pgn", "testdata/games.jsonl", codec(Pychess))
}

// TestRecordsChaturanga is TestRecords for Fairy-Stockfish's chaturanga
// games (testdata/games-chaturanga.pgn), read with Default as the
// caller's rules: the Variant tag "chaturanga" chooses Chaturanga, and
// the games write back with [Variant "chaturanga"].
func TestRecordsChaturanga(t *testing.T) {
	recordkit.Games(t, "testdata/games-chaturanga.pgn", "testdata/games-chaturanga.jsonl", codec(Default))
}

// TestRecordRoundTrip writes random games as PGN and reads them back: the
// same moves under the same rules, and the result of the outcome.
func TestRecordRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var moves []core.Move
		end := randomGame(t, rapid.IntRange(0, 300).Draw(t, "plies"), func(_ *Position, m core.Move) { moves = append(moves, m) })
		g := NewGame(StartPosition(end.Rules()))
		for _, m := range moves {
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
		}
		var want []string
		for _, m := range moves {
			want = append(want, FormatMove(m))
		}
		back := recordkit.RoundTrip(t, codec(end.Rules()), NewRecord(g, notation.Tag{Name: "Event", Value: "rapid"}), want)
		if back.Result != g.Outcome().Result() {
			t.Fatalf("result %s, want %s", back.Result, g.Outcome().Result())
		}
	})
}

// A set-up game reads whether its moves are numbered from the FEN's move
// number (as Fairy-Stockfish writes them and NewRecord does) or from 1
// (as pychess-variants exports them); the Variant tag is read in any case.
func TestReadRecordNumbering(t *testing.T) {
	const head = `[Variant "Shatranj"]
[FEN "1r1r4/2p1nq2/k2pbN2/p2RpBP1/1b6/PP3PP1/1KP5/4QR2 b - - 0 35"]
[SetUp "1"]

`
	var got [][]core.Move
	for _, movetext := range []string{
		"35... Nc8 36. g4 Ne7 37. Rd1 *",
		"1... Nc8 2. g4 Ne7 3. Rd1 *",
		"Nc8 g4 Ne7 Rd1 *",
	} {
		rec := recordkit.Parse(t, head+movetext)
		g, err := ReadRecord(rec, Pychess)
		if err != nil {
			t.Fatalf("%s: %v", movetext, err)
		}
		got = append(got, g.Moves())
	}
	for i := range got {
		if !slices.Equal(got[i], got[0]) || len(got[i]) != 4 {
			t.Errorf("movetext %d: %v", i, got[i])
		}
	}
	out := string(notation.AppendPGN(nil, NewRecord(mustRead(t, head+"Nc8 g4 *"))))
	if !strings.Contains(out, "35... Nc8 36. g4 *") {
		t.Errorf("written:\n%s", out)
	}
}

func mustRead(t *testing.T, text string) *Game {
	t.Helper()
	rec := recordkit.Parse(t, text)
	g, err := ReadRecord(rec, Pychess)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// ReadRecord's errors: another game's record, a bad FEN tag, and an
// illegal move named by its ply with the rule that forbids it; the game
// up to the bad move is returned.
func TestReadRecordErrors(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		err        error
		plies      int
		want       string
	}{
		{"variant", "[Variant \"makruk\"]\n\n1. e4 *", core.ErrUnknown, -1, "not a shatranj game"},
		{"fen", "[FEN \"8/8 w\"]\n\n1. e4 *", core.ErrSyntax, -1, ""},
		{"illegal", "1. e3 e6 2. Bc4 *", core.ErrIllegalMove, 2, "(ply 3)"},
		{"syntax", "1. e3 Zz9 *", core.ErrSyntax, 1, "(ply 2)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rec := recordkit.Parse(t, tc.text)
			g, err := ReadRecord(rec, Default)
			textkit.Refused(t, err, tc.err, tc.want)
			if tc.plies < 0 && g != nil || tc.plies >= 0 && (g == nil || g.Len() != tc.plies) {
				t.Errorf("game %v", g)
			}
		})
	}
}

// A game ended by a claim keeps the result of its Result tag; one ended by
// the rules gets the rules' result.
func TestNewRecordResult(t *testing.T) {
	g := mustRead(t, "[Result \"1/2-1/2\"]\n\n1. e3 e6 1/2-1/2")
	if rec := NewRecord(g, notation.Tag{Name: "Result", Value: "1/2-1/2"}); rec.Result != "1/2-1/2" {
		t.Errorf("agreed draw written as %s", rec.Result)
	}
	// Black's last piece falls against a shah and two rukhs: under Pychess
	// (Extinction) the bared side loses at once.
	g = mustRead(t, "[FEN \"4k3/8/8/8/8/8/3r4/3RK2R w - - 0 1\"]\n\n1. Rxd2 *")
	if rec := NewRecord(g, notation.Tag{Name: "Result", Value: "*"}); rec.Result != g.Outcome().Result() || rec.Result == "*" {
		t.Errorf("result %s, outcome %v", rec.Result, g.Outcome())
	}
}

// codec is this package's records under rule set r, for recordkit.
func codec(r Rules) recordkit.Codec {
	return recordkit.CodecOf(func(rec *notation.Record) (*Game, error) { return ReadRecord(rec, r) }, NewRecord, FormatMove)
}
