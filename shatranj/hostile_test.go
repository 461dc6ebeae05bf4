package shatranj

import (
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/tools/textkit"
)

// Positions ParseFEN must refuse (issue 12): each error wraps
// core.ErrIllegalPosition (or core.ErrSyntax for malformed text) and says
// what is wrong and where.
func TestParseFENRefuses(t *testing.T) {
	for _, c := range []struct {
		name, fen string
		err       error
		says      []string
	}{
		// SH-7: a baidaq arriving on its last rank becomes a ferz there,
		// so none can stand on it.
		{"WhiteBaidaqOnLastRank", "P2k4/8/8/8/8/8/8/3K4 w - - 0 1", core.ErrIllegalPosition, []string{"white baidaq on a8", "SH-7"}},
		{"BlackBaidaqOnLastRank", "3k4/8/8/8/8/8/8/3K2p1 w - - 0 1", core.ErrIllegalPosition, []string{"black baidaq on g1", "SH-7"}},
		{"NoShah", "8/8/8/8/8/8/8/3K4 w - - 0 1", core.ErrIllegalPosition, []string{"black", "one shah"}},
		{"TwoShahs", "3kk3/8/8/8/8/8/8/3K4 w - - 0 1", core.ErrIllegalPosition, []string{"black", "has 2"}},
		{"SideNotToMoveInCheck", "3k4/8/8/8/8/8/8/3K3r b - - 0 1", core.ErrIllegalPosition, []string{"not to move is in check", "d1"}},
		{"Castling", "3k4/8/8/8/8/8/8/3K4 w KQ - 0 1", core.ErrSyntax, []string{"castling", "SH-2"}},
		{"EnPassant", "3k4/8/8/8/8/8/8/3K4 w - e3 0 1", core.ErrSyntax, []string{"en passant", "SH-7"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := ParseFEN(c.fen, Default)
			textkit.Refused(t, err, c.err, c.says...)
		})
	}
}

// TestOracleFENsParse: every FEN Fairy-Stockfish wrote in the test data
// (positions, verdicts, games) parses under Pychess.
func TestOracleFENsParse(t *testing.T) {
	n := 0
	for _, l := range readJSONL[oracleLine](t, "testdata/oracle.jsonl") {
		if _, err := ParseFEN(l.FEN, Pychess); err != nil {
			t.Error(err)
		}
		n++
	}
	for _, l := range readJSONL[outcomeLine](t, "testdata/outcomes.jsonl") {
		for _, fen := range []string{l.FEN, l.FENAfter} {
			if _, err := ParseFEN(fen, Pychess); err != nil {
				t.Error(err)
			}
			n++
		}
	}
	for _, l := range readJSONL[gameLine](t, "testdata/games.jsonl") {
		if _, err := ParseFEN(l.FEN, Pychess); err != nil {
			t.Error(err)
		}
		n++
	}
	if n < 100 {
		t.Errorf("only %d FENs", n)
	}
}
