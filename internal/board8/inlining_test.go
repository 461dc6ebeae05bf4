package board8

import (
	"os/exec"
	"runtime"
	"strings"
	"testing"
)

// TestInlining guards the hot helpers of move generation: they must stay
// small enough for the compiler to inline (as net/netip guards its own).
func TestInlining(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the compiler")
	}
	for pkg, names := range map[string][]string{
		".": {"Bit", "Bitboard.Has", "Bitboard.Count", "Bitboard.First", "(*Bitboard).PopFirst", "Bitboard.More", "Sq", "Idx", "OnBoard",
			"Between", "Line", "RookAttacks", "BishopAttacks", "(*Board).At", "(*Board).Side", "(*Board).Occupied", "(*Board).ByColor",
			"(*Board).Pieces", "(*Board).King", "(*Board).Put", "(*Board).FlipSide", "(*Board).evasions"},
		"../../core": {"NewMove", "NewPromotion", "Move.From", "Move.To", "Move.Promotion", "Square.File", "Square.Rank", "MakePiece", "Piece.Color", "Piece.Kind"},
	} {
		out, err := exec.Command(runtimeGo(), "build", "-gcflags=-m", pkg).CombinedOutput()
		if err != nil {
			t.Fatalf("go build %s: %v\n%s", pkg, err, out)
		}
		for _, n := range names {
			if !strings.Contains(string(out), "can inline "+n+"\n") && !strings.Contains(string(out), "can inline "+n+" with") {
				t.Errorf("%s: %s is no longer inlinable", pkg, n)
			}
		}
	}
}

func runtimeGo() string { return runtime.GOROOT() + "/bin/go" }
