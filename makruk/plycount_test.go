package makruk

import "testing"

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
