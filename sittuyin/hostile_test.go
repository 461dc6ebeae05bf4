package sittuyin

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
		// ST-9: a side's army is one min-gyi, one sit-ke, two sins, two
		// myins, two yahhtas and eight nes; the board and the hand
		// together hold no more.
		{"TenWhiteRooks", "RRRRRRRR/8/4k3/8/8/8/8/4K3[RR] w - - 0 1", core.ErrIllegalPosition, []string{"white has 10 yahhtas", "a8 b8", "2 in hand", "army's 2", "ST-9"}},
		{"RooksOnBoardAndInHand", "4k3/8/8/8/8/8/8/R3K2R[R] w - - 0 1", core.ErrIllegalPosition, []string{"white has 3 yahhtas", "(a1 h1, 1 in hand)", "hand"}},
		{"ThreeBlackSinsOnBoard", "4k3/2sss3/8/8/8/8/8/4K3[] w - - 0 1", core.ErrIllegalPosition, []string{"black has 3 sins", "c7 d7 e7", "board"}},
		{"MyinsInHandBeyondTheArmy", "4k3/8/8/8/8/8/8/4K3[NNN] w - - 0 1", core.ErrIllegalPosition, []string{"more than 2 myins in hand", "hand"}},
		{"KingOnBoardAndInHand", "4k3/8/8/8/8/8/8/4K3[K] w - - 0 1", core.ErrIllegalPosition, []string{"min-gyi", "has 2"}},
		{"NoKing", "8/8/8/8/8/8/8/4K3[] w - - 0 1", core.ErrIllegalPosition, []string{"black", "exactly one min-gyi"}},
		// A sit-ke beyond the first is a promoted ne: the nes and the
		// promoted sit-kes together are at most eight.
		{"NineNesWithAPromotedSitKe", "4k3/8/8/8/PPPPPPPP/8/2F1F3/4K3[] w - - 0 1", core.ErrIllegalPosition, []string{"white has 8 nes", "1 promoted sit-ke", "army's 8 nes"}},
		{"SitKeInHandMakesTheBoardsPromoted", "4k3/8/8/8/PPPPPPPP/8/4F3/4K3[F] w - - 0 1", core.ErrIllegalPosition, []string{"white has 8 nes", "1 promoted sit-ke", "1 in hand"}},
		{"MarkedPromotedSitKe", "4k3/8/8/8/PPPPPPPP/8/4F~3/4K3[] w - - 0 1", core.ErrIllegalPosition, []string{"1 promoted sit-ke"}},
		{"TwoSitKesInHand", "4k3/8/8/8/8/8/8/4K3[FF] w - - 0 1", core.ErrIllegalPosition, []string{"more than 1 sit-ke in hand"}},
		{"NeInHand", "4k3/8/8/8/8/8/8/4K3[P] w - - 0 1", core.ErrSyntax, []string{"hand letters"}},
		{"PromotedMarkOnAYahhta", "4k3/8/8/8/8/8/8/R~3K3[] w - - 0 1", core.ErrSyntax, []string{"only a sit-ke", "yahhta on a1"}},
		{"SideNotToMoveInCheck", "4k3/8/8/8/8/8/8/4K2r[] b - - 0 1", core.ErrIllegalPosition, []string{"not to move is in check", "e1"}},
		{"Castling", "4k3/8/8/8/8/8/8/4K3[] w KQ - 0 1", core.ErrSyntax, []string{"castling", "ST-3"}},
		{"EnPassantSquare", "4k3/8/8/8/8/8/8/4K3[] w - e3 0 1", core.ErrSyntax, []string{"en passant", "ST-8"}},
		{"UnknownExtension", "4k3/8/8/8/8/8/8/4K3[] w - - 0 1 moved=e1", core.ErrSyntax, []string{"extension", "clock=N"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := ParseFEN(c.fen, Pychess)
			textkit.Refused(t, err, c.err, c.says...)
		})
	}
}

// TestParseFENAccepts: what the rules allow stays readable: a ne on its
// last rank (Sittuyin never promotes on arrival, ST-14, ST-15), a
// promoted sit-ke beside the original when nes are missing, the original
// in hand with a promoted one on the board.
func TestParseFENAccepts(t *testing.T) {
	for _, fen := range []string{
		"1k4PK/3r4/8/8/8/8/8/8[] w - - 0 1",                 // a white ne on h8's neighbour g8
		"4k3/8/8/8/8/8/8/p3K3[] w - - 0 1",                  // a black ne on a1
		"4k3/8/8/8/PPPPPPP1/8/2F1F3/4K3[] w - - 0 1",        // 7 nes and 2 sit-kes
		"4k3/8/8/8/PPPPPPP1/8/4F3/4K3[F] w - - 0 1",         // the original in hand, a promoted one on board
		"4k3/8/8/8/PPPPPPP1/8/4F~3/4K3[] w - - 0 1",         // marked promoted
		"8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KSSFRRNNkssfrrnn]", // the start
	} {
		if _, err := ParseFEN(fen, Pychess); err != nil {
			t.Errorf("ParseFEN(%q): %v", fen, err)
		}
	}
}

// TestFSFFENsParse: every FEN Fairy-Stockfish wrote in the test data
// (positions, verdicts, games, the Pychess rule cases) parses under
// Pychess.
func TestFSFFENsParse(t *testing.T) {
	n := 0
	parse := func(fen string) {
		if _, err := ParseFEN(fen, Pychess); err != nil {
			t.Error(err)
		}
		n++
	}
	for _, l := range readJSONL[oracleLine](t, "testdata/oracle.jsonl") {
		parse(l.FEN)
	}
	for _, l := range readJSONL[outcomeLine](t, "testdata/outcomes.jsonl") {
		parse(l.FEN)
		parse(l.FENAfter)
	}
	for _, l := range readJSONL[gameLine](t, "testdata/games.jsonl") {
		parse(l.FEN)
	}
	for _, l := range readJSONL[caseLine](t, "testdata/cases-pychess.jsonl") {
		parse(l.Start)
	}
	if n < 100 {
		t.Errorf("only %d FENs", n)
	}
}
