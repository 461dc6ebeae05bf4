package shatar

import (
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/tools/recordkit"
	"github.com/chaturanga-go/chaturanga/internal/tools/textkit"
	"github.com/chaturanga-go/chaturanga/notation"
)

// TestRecords reads every game of testdata/games.pgn (Fairy-Stockfish's
// games with its SAN), replays it legally, checks it against the
// coordinate moves of games.jsonl, and writes it back to PGN that reads to
// the same game and result.
func TestRecords(t *testing.T) {
	recordkit.Games(t, "testdata/games.pgn", "testdata/games.jsonl", codec(Default))
}

// codec is this package's records under rule set r, for recordkit.
func codec(r Rules) recordkit.Codec {
	return recordkit.CodecOf(func(rec *notation.Record) (*Game, error) { return ReadRecord(rec, r) }, NewRecord, FormatMove)
}

func readRecord(t *testing.T, text string, r Rules) (*Game, error) {
	t.Helper()
	rec := recordkit.Parse(t, text)
	return ReadRecord(rec, r)
}

// NewRecord writes the tags Variant, Rules, Result and Termination; a
// record written under options reads back under them without being told.
func TestNewRecordTags(t *testing.T) {
	r := Default
	r.MateRule = AnyMate
	// White mates with a temee alone: a niol draw under Default, a win
	// under MateRule=Any.
	g := NewGame(MustParseFEN("7k/2B4p/8/8/8/8/8/4K1R1 w - - 0 1", r))
	if err := g.Play(core.NewMove(core.MustParseSquare("c7"), core.MustParseSquare("e5"))); err != nil {
		t.Fatal(err)
	}
	if !g.Outcome().IsOver() {
		t.Fatalf("%v", g.Outcome())
	}
	rec := NewRecord(g, notation.Tag{Name: "Event", Value: "test"})
	for name, want := range map[string]string{"Variant": "shatar", "Rules": "default MateRule=Any", "Result": "1-0", "Termination": "checkmate", "SetUp": "1", "Event": "test"} {
		if got, _ := rec.Get(name); got != want {
			t.Errorf("tag %s = %q, want %q", name, got, want)
		}
	}
	text := string(notation.AppendPGN(nil, rec))
	back, err := readRecord(t, text, Default)
	if err != nil {
		t.Fatal(err)
	}
	if bp := back.Position(); bp.Rules() != r || !back.Outcome().Equal(g.Outcome()) {
		t.Errorf("read back under %v: %v, want %v %v", bp.Rules(), back.Outcome(), r, g.Outcome())
	}
}

// ReadRecord's errors: another game's record, unknown rules, a Result tag
// that disagrees with the movetext, a bad FEN tag, and an illegal move
// named by its ply with the rule that forbids it.
func TestReadRecordErrors(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		err        error
		plies      int
		want       string
	}{
		{"variant", "[Variant \"makruk\"]\n\n1. e3 *", core.ErrUnknown, -1, "not a shatar game"},
		{"rules", "[Rules \"pychess\"]\n\n1. e3 *", core.ErrUnknown, -1, "no such rule set"},
		{"option", "[Rules \"default MateRule=Sometimes\"]\n\n1. e3 *", core.ErrSyntax, -1, "MateRule"},
		{"result", "[Result \"1-0\"]\n\n1. e3 e6 0-1", core.ErrSyntax, 2, "the Result tag says 1-0 but the movetext ends with 0-1"},
		{"fen", "[FEN \"8/8 w\"]\n\n1. e3 *", core.ErrSyntax, -1, ""},
		{"double step", "1. e3 e6 2. a4 *", core.ErrIllegalMove, 2, "SR-7: a khüü has no double step"},
		{"syntax", "1. e3 Zz9 *", core.ErrSyntax, 1, "(ply 2)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, err := readRecord(t, tc.text, Default)
			textkit.Refused(t, err, tc.err, tc.want)
			if tc.plies < 0 && g != nil || tc.plies >= 0 && (g == nil || g.Len() != tc.plies) {
				t.Errorf("game %v", g)
			}
		})
	}
}
