package makruk

import (
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
)

// TestCountCounter pins who counts (MK-16): Position.Count's Counter is
// the counter, not the side to move. Each case stands where the two
// differ, or where the side to move's rule of old would name the wrong
// side: under Fairy-Stockfish's countings a board's-honour count started
// at 0 with its counter to move, so its counter is the side to move when
// the ply count is even and the other side when it is odd; the pieces'
// honour's is the lone khun whatever the parity.
func TestCountCounter(t *testing.T) {
	tests := []struct {
		id, fen string
		rules   Rules
		moves   []string
		honour  Honour
		counter core.Color
		count   int
	}{
		// MK-12 (Default): the board's honour is its starter's, the action's.
		{"MK-12 the starter counts on the opponent's turn", "3k4/2m5/8/4M3/3KS3/8/8/8 b - - 0 40", Default,
			[]string{"count", "d8e8"}, BoardHonour, core.Black, 1},
		{"MK-12 and on its own turn", "3k4/2m5/8/4M3/3KS3/8/8/8 b - - 0 40", Default,
			[]string{"count", "d8e8", "d4d3"}, BoardHonour, core.Black, 1},
		// MK-16 under PlyCounting: the board's honour's counter by parity.
		{"MK-16 ply: started at 0 for the side to move", "3k4/2m5/8/4MP2/3KS3/8/8/8 w - - 0 1", Pychess,
			[]string{"f5f6m"}, BoardHonour, core.Black, 0},
		{"MK-16 ply: one ply on, odd, the side that just moved counts", "3k4/2m5/8/4MP2/3KS3/8/8/8 w - - 0 1", Pychess,
			[]string{"f5f6m", "d8e8"}, BoardHonour, core.Black, 1},
		{"MK-16 ply: two plies on, even, the counter to move", "3k4/2m5/8/4MP2/3KS3/8/8/8 w - - 0 1", Pychess,
			[]string{"f5f6m", "d8e8", "d4d3"}, BoardHonour, core.Black, 2},
		{"MK-16 ply: read from a FEN, odd", "3k4/2m5/5M2/4M3/3KS3/8/8/8 w - 128 1 1", Pychess,
			nil, BoardHonour, core.Black, 1},
		{"MK-16 ply: read from a FEN, even", "3k4/2m5/5M2/4M3/3KS3/8/8/8 w - 128 2 1", Pychess,
			nil, BoardHonour, core.White, 2},
		{"MK-16 ply: odd with Black to move", "3k4/2m5/5M2/4M3/3KS3/8/8/8 b - 128 7 1", Pychess,
			nil, BoardHonour, core.White, 7},
		// MK-13 under PlyCounting: the lone khun, whatever the parity.
		{"MK-13 ply: the lone khun that took the last bia, not to move", "7k/8/8/8/3p4/3K4/8/r7 w - - 0 1", Pychess,
			[]string{"d3d4"}, PiecesHonour, core.White, 5},
		{"MK-13 ply: the lone khun not to move, even count", "8/3k4/6M1/2K1S3/8/8/8/8 w - 88 10 1", Pychess,
			nil, PiecesHonour, core.Black, 10},
		// OC-5: the board's honour of a side of at most three pieces, by
		// parity when both sides have three or fewer.
		{"OC-5 both sides of three: Black started it, White to move", "4k3/8/8/3r1s2/8/8/3RM3/4K3 w - - 0 1", Cambodian,
			[]string{"d2d3", "d5d4"}, BoardHonour, core.Black, 1},
		{"OC-5 read from a FEN, odd", "4k3/8/8/3r1s2/8/8/3RM3/4K3 w - 126 3 1", Cambodian,
			nil, BoardHonour, core.Black, 3},
		{"OC-5 read from a FEN, even", "4k3/8/8/3r1s2/8/8/3RM3/4K3 w - 126 4 1", Cambodian,
			nil, BoardHonour, core.White, 4},
		{"OC-5 the lone khun's pieces' honour", "8/2K3k1/5S2/6S1/8/8/8/8 w - 42 9 1", Cambodian,
			nil, PiecesHonour, core.Black, 9},
		// AS-4: only a bare khun is counted; it counts on the other's turn.
		{"AS-4 the bare khun not to move", "4k3/3R4/2K5/8/8/8/8/8 w - 32 1 1", ASEAN,
			nil, PiecesHonour, core.Black, 1},
	}
	for _, tt := range tests {
		t.Run(tt.id, func(t *testing.T) {
			p := play(t, tt.fen, tt.rules, tt.moves...)
			c := p.Count()
			if c.Honour != tt.honour || c.Counter != tt.counter || c.Count != tt.count {
				t.Errorf("%s with %s to move: count %+v, want %v honour of %v at %d", p.FEN(), p.Side(), c, tt.honour, tt.counter, tt.count)
			}
			// The FEN read back reports the same counter.
			q, err := ParseFEN(p.FEN(), tt.rules)
			if err != nil {
				t.Fatal(err)
			}
			if q.Count() != c {
				t.Errorf("read back from %s: count %+v, want %+v", p.FEN(), q.Count(), c)
			}
		})
	}
}
