package jsapi

import (
	"strings"
	"testing"
)

// TestFENCountStarted checks fen(showPromoted, countStarted) against the
// answers of ffish.js 0.7.10 (the differential in js/test compares many
// more): the board's honour count's ply from countStarted, none for a
// negative one, Cambodian's board's honour (126 plies) where it ends
// before the pieces' honour, Kar Ouk's check field between the counting
// fields, and FENs countStarted leaves (ASEAN's count, no count running,
// a game without counting).
func TestFENCountStarted(t *testing.T) {
	tests := []struct {
		variant, fen string
		countStarted int32
		want         string
	}{
		{"makruk", "4k3/8/3m4/8/8/3R4/8/3KS3 b - 128 17 40", 0, "4k3/8/3m4/8/8/3R4/8/3KS3 b - 128 17 40"},
		{"makruk", "4k3/8/3m4/8/8/3R4/8/3KS3 b - 128 17 40", -1, "4k3/8/3m4/8/8/3R4/8/3KS3 b - 128 0 40"},
		{"makruk", "4k3/8/3m4/8/8/3R4/8/3KS3 b - 128 17 40", 70, "4k3/8/3m4/8/8/3R4/8/3KS3 b - 128 10 40"},
		{"makruk", "4k3/8/3m4/8/8/3R4/8/3KS3 b - 128 17 40", 79, "4k3/8/3m4/8/8/3R4/8/3KS3 b - 128 1 40"},
		{"makruk", "4k3/8/3m4/8/8/3R4/8/3KS3 b - 128 17 40", 80, "4k3/8/3m4/8/8/3R4/8/3KS3 b - 128 0 40"},
		{"makruk", "4k3/8/3m4/8/8/3R4/8/3KS3 b - 128 17 40", 100, "4k3/8/3m4/8/8/3R4/8/3KS3 b - 128 0 40"},
		{"cambodian", "8/4k3/8/1R6/8/8/5K2/8 w - 30 17 66", 0, "8/4k3/8/1R6/8/8/5K2/8 w - 30 17 66"},
		{"cambodian", "8/4k3/8/1R6/8/8/5K2/8 w - 30 17 66", -1, "8/4k3/8/1R6/8/8/5K2/8 w - 30 17 66"},
		{"cambodian", "8/4k3/8/1R6/8/8/5K2/8 w - 30 17 66", 1, "8/4k3/8/1R6/8/8/5K2/8 w - 126 130 66"},
		{"cambodian", "8/4k3/8/1R6/8/8/5K2/8 w - 30 17 66", 27, "8/4k3/8/1R6/8/8/5K2/8 w - 30 17 66"},
		{"cambodian", "8/4k3/8/1R6/8/8/5K2/8 w - 30 17 66", 100, "8/4k3/8/1R6/8/8/5K2/8 w - 30 17 66"},
		{"karouk", "8/4k3/8/1R6/8/8/5K2/8 w - 30 1+1 17 66", 1, "8/4k3/8/1R6/8/8/5K2/8 w - 126 1+1 130 66"},
		{"karouk", "8/4k3/8/1R6/8/8/5K2/8 w - 30 1+1 17 66", -5, "8/4k3/8/1R6/8/8/5K2/8 w - 30 1+1 17 66"},
		{"asean", "8/4k3/8/1R6/8/8/5K2/8 w - 32 11 26", 1, "8/4k3/8/1R6/8/8/5K2/8 w - 32 11 26"},
		{"asean", "8/4k3/8/1R6/8/8/5K2/8 w - 32 11 26", -1, "8/4k3/8/1R6/8/8/5K2/8 w - 32 11 26"},
		{"shatranj", "4k3/8/8/8/8/3R4/8/3K4 w - - 3 20", 1, "4k3/8/8/8/8/3R4/8/3K4 w - - 3 20"},
		{"makruk", "4k3/8/3m4/8/8/3R4/8/3KS3 b - - 17 40", 1, "4k3/8/3m4/8/8/3R4/8/3KS3 b - - 17 40"},
	}
	s := NewSession()
	for _, tt := range tests {
		h, _ := must(t, s, "newBoard", 0, 0, 0, tt.variant+"\x00"+tt.fen)
		if _, got := must(t, s, "fen", h, 0, tt.countStarted, ""); got != tt.want {
			t.Errorf("%s %q: fen(false, %d) = %q, want %q", tt.variant, tt.fen, tt.countStarted, got, tt.want)
		}
		must(t, s, "free", h, 0, 0, "")
	}
}

// TestVerboseTail checks the lines after toVerboseString's diagram
// against ffish.js 0.7.10's (its Key number aside): Sfen with counted
// pockets, Checkers in Fairy-Stockfish's square order.
func TestVerboseTail(t *testing.T) {
	tests := []struct{ variant, fen, want string }{
		{"sittuyin", "8/8/4pppp/pppp4/4PPPP/PPPP4/8/3K4[SSFRRNNkssfrrnn] b - - 0 1",
			"Fen: 8/8/4pppp/pppp4/4PPPP/PPPP4/8/3K4[SSFRRNNkssfrrnn] b - - 0 1\nSfen: 8/8/4pppp/pppp4/4PPPP/PPPP4/8/3K4 w 2SF2R2Nk2sf2r2n 2\nKey: -\nCheckers: \nChased: "},
		{"shatranj", "4k3/8/3N4/8/8/8/8/4R1K1 b - - 0 1",
			"Fen: 4k3/8/3N4/8/8/8/8/4R1K1 b - - 0 1\nSfen: 4k3/8/3N4/8/8/8/8/4R1K1 w - 2\nKey: -\nCheckers: e1 d6 \nChased: "},
	}
	s := NewSession()
	for _, tt := range tests {
		h, _ := must(t, s, "newBoard", 0, 0, 0, tt.variant+"\x00"+tt.fen)
		_, v := must(t, s, "toVerboseString", h, 0, 0, "")
		i := strings.Index(v, "Fen: ")
		j := strings.Index(v, "\nKey: ")
		if i < 0 || j < 0 || len(v) < j+22 {
			t.Fatalf("%s: toVerboseString = %q", tt.variant, v)
		}
		got := v[i:j] + "\nKey: -" + v[j+22:]
		if got != tt.want {
			t.Errorf("%s %q: toVerboseString's tail = %q, want %q", tt.variant, tt.fen, got, tt.want)
		}
		must(t, s, "free", h, 0, 0, "")
	}
}
