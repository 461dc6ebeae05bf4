package makruk

import (
	"testing"

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
