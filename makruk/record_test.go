package makruk

import (
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/tools/recordkit"
	"github.com/chaturanga-go/chaturanga/notation"
)

// TestRecords reads every game of testdata/games.pgn (Fairy-Stockfish's
// games as pychess-variants exports them), replays it legally, checks it
// against the coordinate moves of games.jsonl, and writes it back to PGN
// that reads to the same game.
func TestRecords(t *testing.T) {
	recordkit.Games(t, "testdata/games.pgn", "testdata/games.jsonl", codec(Pychess))
}

// codec is this package's records under rule set r, for recordkit.
func codec(r Rules) recordkit.Codec {
	return recordkit.CodecOf(func(rec *notation.Record) (*Game, error) { return ReadRecord(rec, r) }, NewRecord, FormatMove)
}

// TestRecordEndings: each of Fairy-Stockfish's games (testdata/games.pgn)
// ends as its Termination tag says once read: a checkmate by the final
// position, the claims of the counting rule, threefold repetition and
// insufficient material by the tag (issue 13: the last is now a claim of
// Pychess).
func TestRecordEndings(t *testing.T) {
	want := map[string]core.Reason{"checkmate": core.Checkmate, "counting rule": core.Counting, "threefold repetition": core.Repetition, "insufficient material": core.InsufficientMaterial, "unterminated": core.NoReason}
	// Fairy-Stockfish's games are Pychess games...
	read := func(rec *notation.Record) (*Game, error) { return ReadRecord(rec, Pychess) }
	n := recordkit.Endings(t, "testdata/games.pgn", read, want, func(n int, rec *notation.Record, _ *Game) {
		// ...and their Variant "makruk" keeps the caller's rules.
		if g, err := ReadRecord(rec, Default); err == nil {
			if p := g.Position(); p.Rules() != Default {
				t.Fatalf("game %d read under %v", n, p.Rules())
			}
		}
	})
	if n != 27 {
		t.Errorf("%d games", n)
	}
}
