package zobrist

import (
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
)

func TestZobristDeterministic(t *testing.T) {
	a := New(core.Geometry{Files: 8, Ranks: 8}, 42)
	b := New(core.Geometry{Files: 8, Ranks: 8}, 42)
	if a.Piece(core.MakePiece(core.Black, core.Rook), 17) != b.Piece(core.MakePiece(core.Black, core.Rook), 17) || a.Hand(core.MakePiece(core.White, core.Rook), 0) != 0 {
		t.Errorf("zobrist keys are not deterministic")
	}
	if a.Piece(core.MakePiece(core.Black, core.Rook), 17) == a.Piece(core.MakePiece(core.White, core.Rook), 17) {
		t.Errorf("colours share keys")
	}
}
