package makruk

import (
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/tools/jsonl"
)

// TestPlyCounting pins Fairy-Stockfish's counting (the Pychess set) with
// the FEN it writes after a move: the limit and ply in the en-passant and
// half-move fields. The cases are Fairy-Stockfish's own behaviour (oracle
// outcomes, its test suite, and runs of the engine).
func TestPlyCounting(t *testing.T) {
	tests := []struct{ name, fen, move, want string }{
		{"promotion of the last bia bares Black: pieces' honour, 2N plies", "8/3k4/8/2K1S1P1/8/8/8/8 w - - 0 1", "g5g6m", "8/3k4/6M1/2K1S3/8/8/8/8 b - 88 8 1"},
		{"a capture that bares restarts the count", "8/2K3k1/5m2/4S1S1/8/8/8/8 w - 128 97 1", "e5f6", "8/2K3k1/5S2/6S1/8/8/8/8 b - 44 8 1"},
		{"the last bia gone with both sides armed: board's honour for the side to move", "3k4/2m5/8/4MP2/3KS3/8/8/8 w - - 0 1", "f5f6m", "3k4/2m5/5M2/4M3/3KS3/8/8/8 b - 128 0 1"},
		{"a lone khun taking the last bia counts from 2N-1", "7k/8/8/8/3p4/3K4/8/r7 w - - 0 1", "d3d4", "7k/8/8/8/3K4/8/8/r7 b - 32 5 1"},
		{"a count starts after any move when none runs", "4k3/8/2K5/8/8/8/8/R7 w - - 0 1", "a1a2", "4k3/8/2K5/8/8/8/R7/8 b - 32 6 1"},
		{"the lone khun taking a piece changes nothing", "7k/8/8/8/8/8/1r6/K6r w - 16 7 1", "a1b2", "7k/8/8/8/8/8/1K6/7r b - 16 8 1"},
		{"king against king: the count runs on", "7k/8/8/8/8/8/1r6/K7 w - 32 7 1", "a1b2", "7k/8/8/8/8/8/1K6/8 b - 32 8 1"},
		{"no count while a bia is on the board", "4k3/8/2K5/8/4p3/8/8/R7 w - - 0 1", "a1a2", "4k3/8/2K5/8/4p3/8/R7/8 b - - 1 1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := play(t, tt.fen, Pychess, tt.move)
			if got := p.FEN(); got != tt.want {
				t.Errorf("after %s: %s, want %s", tt.move, got, tt.want)
			}
		})
	}
}

// TestInsufficientMaterial pins Fairy-Stockfish's judgement of material
// (pyffish's has_insufficient_material) and the claim Pychess makes of it,
// on the oracle's verdicts (testdata/outcomes.jsonl: the claim exactly
// when both sides lack material and the game goes on) and on positions
// that tell the rules apart.
func TestInsufficientMaterial(t *testing.T) {
	for i, l := range readJSONL[jsonl.OutcomeLine](t, "testdata/outcomes.jsonl") {
		p := play(t, l.FEN, Pychess, l.Moves...)
		im := l.InsufficientMaterial
		if got := [2]bool{p.InsufficientMaterial(core.White), p.InsufficientMaterial(core.Black)}; got != [2]bool{im[0], im[1]} {
			t.Errorf("outcomes.jsonl:%d %s: insufficient %v, Fairy-Stockfish %v", i+1, p.FEN(), got, im)
		}
		want := im[0] && im[1] && !p.Outcome().IsOver()
		if p.Claims().Has(core.InsufficientMaterial) != want {
			t.Errorf("outcomes.jsonl:%d %s: claims %v, want insufficient-material %v", i+1, p.FEN(), p.Claims().Strings(), want)
		}
	}
	for _, tt := range []struct {
		name, fen    string
		white, black bool
	}{
		{"king against king", "8/8/3k4/8/8/3K4/8/8 w - - 0 1", true, true},
		{"a rua mates", "8/8/3k4/8/8/3K4/8/R7 w - - 0 1", false, true},
		{"a khon mates", "8/8/3k4/8/8/3K4/8/S7 w - - 0 1", false, true},
		{"a lone ma cannot", "8/8/3k4/8/8/3K4/8/N7 w - - 0 1", true, true},
		{"a ma with another piece can", "8/8/3k4/8/8/3K4/8/N6n w - - 0 1", false, false},
		{"mets on one colour cannot", "8/8/3k4/8/8/3K4/8/M1M5 w - - 0 1", true, true},
		{"mets on both colours can", "8/8/3k4/8/8/3K4/8/MM6 w - - 0 1", false, true},
		{"a met beside an enemy rua can (self-block)", "8/8/3k4/8/8/3K4/8/M6r w - - 0 1", false, false},
		{"a met beside an enemy khon can", "8/8/3k4/8/8/3K4/8/M6s w - - 0 1", false, false},
		{"a met beside an enemy bia can", "8/8/3k4/4p3/8/3K4/8/M7 w - - 0 1", false, false},
	} {
		p := MustParseFEN(tt.fen, Pychess)
		if w, b := p.InsufficientMaterial(core.White), p.InsufficientMaterial(core.Black); w != tt.white || b != tt.black {
			t.Errorf("%s (%s): %v %v, want %v %v", tt.name, tt.fen, w, b, tt.white, tt.black)
		}
		if d := MustParseFEN(tt.fen, Rules{NoKingsDraw: true}); d.Claims().Has(core.InsufficientMaterial) {
			t.Errorf("%s: Default's honour counting claims insufficient material", tt.name)
		}
	}
}
