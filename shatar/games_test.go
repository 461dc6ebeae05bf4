package shatar

import (
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/tools/recordkit"
)

// TestGames replays the Fairy-Stockfish self-play games of
// testdata/games.jsonl (from ../shared/games/family/shatar.jsonl) under
// Default: every move is legal, written in SAN exactly as
// Fairy-Stockfish wrote it, read back from that SAN, and the game ends as
// the record says: checkmate or robado (SR-9, SR-12) as the outcome,
// threefold repetition or the 50-move rule (SR-14) as a claim.
func TestGames(t *testing.T) {
	recordkit.ReplayLines(t, "testdata/games.jsonl", func(fen string) (Position, error) { return ParseFEN(fen, Default) }, map[string]recordkit.End{
		// A mate that does not count (niol, the forbidden knight mate)
		// ends the game too, with its own result.
		"checkmate":            {Reasons: []core.Reason{core.Checkmate, core.Niol, core.KnightMate}},
		"bare king":            {Reasons: []core.Reason{core.BareKing}},
		"stalemate":            {Reasons: []core.Reason{core.Stalemate}},
		"threefold repetition": {Claim: core.Repetition},
		"50-move rule":         {Claim: core.MoveRule},
	})
}
