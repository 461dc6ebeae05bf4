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

// TestFSFLastRank checks the last rank read as Fairy-Stockfish reads it
// (the answers of ffish.js 0.7.10's fen() on a board made from each).
func TestFSFLastRank(t *testing.T) {
	tests := []struct{ in, want string }{
		{"r1smksnr/3n4/pp1ppppp/2p5/1P6/P1PPPPPP/4SM2/RNSK2N", "r1smksnr/3n4/pp1ppppp/2p5/1P6/P1PPPPPP/4SM2/RNSK2N1"},
		{"rnsm1snr/6k1/pppppppp/8/8/PPPPPPPP/3S1K2/RN2MSNR1", "rnsm1snr/6k1/pppppppp/8/8/PPPPPPPP/3S1K2/RN2MSNR"},
		{"rnbkqb1r/pppppppp/8/3n4/8/2P4N/PP1PPPPP/RNBK", "rnbkqb1r/pppppppp/8/3n4/8/2P4N/PP1PPPPP/RNBK4"},
		{"rnbq1bnr/5k2/pppppppp/8/8/PPPPPPPP/R4K2/1", "rnbq1bnr/5k2/pppppppp/8/8/PPPPPPPP/R4K2/8"},
		{"rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSN2", "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSN1"},
		{"rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR2", "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR"},
		{"8/8/4pppp/pppp4/4PPPP/PPPP4/8/4[KSSFRRNNkssfrrnn]", "8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KSSFRRNNkssfrrnn]"},
		{"1nsmksnr/r7/1p1p1ppp/2pNp3/p2P4/PPP1PPPP/3K3R/", "1nsmksnr/r7/1p1p1ppp/2pNp3/p2P4/PPP1PPPP/3K3R/8"},
		{"8/8/8/8/8/8/8/M~3K", "8/8/8/8/8/8/8/M~3K3"},
		// Left as they are: a piece past the eighth file, eight squares,
		// a board of other than 8 ranks, a run of three digits, a '*'.
		{"rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNRR", ""},
		{"rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR", ""},
		{"rnsmksnr/8/pppppppp/8/8/PPPPPPPP/RNSK", ""},
		{"rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR/", ""},
		{"8/8/8/8/8/8/8/K100", ""},
		{"8/8/8/8/8/8/8/K*", ""},
	}
	for _, tt := range tests {
		got, changed := fsfLastRank(tt.in)
		want := tt.want
		if want == "" {
			want = tt.in
		}
		if got != want || changed != (tt.want != "") {
			t.Errorf("fsfLastRank(%q) = %q, %v; want %q, %v", tt.in, got, changed, want, tt.want != "")
		}
	}
}

// TestFSFGates checks Cambodian's gate field read as Fairy-Stockfish
// reads it: only file letters count.
func TestFSFGates(t *testing.T) {
	for in, want := range map[string]string{"KQkq": "-", "x": "-", "DEde": "DEde", "DxEde": "DEde", "Q": "-", "AH": "AH", "\x01Ed": "Ed", "-": "-"} {
		if got := fsfGates(in); got != want {
			t.Errorf("fsfGates(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestFSFFieldCode checks the validator's field checks against ffish.js
// 0.7.10's validateFen answers.
func TestFSFFieldCode(t *testing.T) {
	tests := []struct {
		name, fen string
		want      int32
	}{
		{"sittuyin", "7k/8/4pppp/pppp4/4PPPP/PPPP4/8/7K[SSFRRNNssfrrnn] w - e6 0 2", -14},
		{"sittuyin", "7k/8/4pppp/pppp4/4PPPP/PPPP4/8/7K[SSFRRNNssfrrnn] w - - 0 2", 1},
		{"makruk", "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - 128 0 2", 1},
		{"shatranj", "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - e3 0 1", 1},
		{"karouk", "rnsm1snr/5k2/pppppppp/8/3PP3/PPP2PPP/8/RNSKMSNR b DEd - 1+1 2", -2},
		{"karouk", "rnsmksnr/8/pppppppp/8/3P4/PPP1PPPP/8/RNSKMSNR b DEde - 1+1 0 ", -2},
		{"karouk", "rnsmksnr/8/pppppppp/8/3P4/PPP1PPPP/8/RNSKMSNR b DEde - 1+1 0 1", 1},
		{"karouk", "rnsmksnr/8/pppppppp/8/3P4/PPP1PPPP/8/RNSKMSNR b DEde - x 0 1", -13},
		{"karouk", "rnsmksnr/8/pppppppp/8/3P4/PPP1PPPP/8/RNSKMSNR b DEde - 0 1 +1+1", 1},
		{"makruk", "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w 0 1", 1},
	}
	for _, tt := range tests {
		if got := fsfFieldCode(tt.name, tt.fen); got != tt.want {
			t.Errorf("fsfFieldCode(%q, %q) = %d, want %d", tt.name, tt.fen, got, tt.want)
		}
	}
}

// FuzzFSFDialect reads any text as a FEN of each Fairy-Stockfish
// variant: no panic, and the dialect's answer reads the same again.
func FuzzFSFDialect(f *testing.F) {
	for _, s := range []string{"rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSN w KQkq z9 0 1", "8/8/8/8/8/8/8/4[", "1/1/1/1/1/1/1/99 b x", "k/1/1/1/1/1/1/"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, fen string) {
		for _, name := range []string{"makruk", "cambodian", "sittuyin", "shatranj", "karouk"} {
			d := fsfDialect(name, fen)
			if again := fsfDialect(name, d); again != d {
				t.Errorf("%s: fsfDialect(%q) = %q, and again %q", name, fen, d, again)
			}
			fsfFieldCode(name, fen)
		}
	})
}

// TestValidateFenCodes checks validateFen's numbers against ffish.js
// 0.7.10's where both refuse a FEN, and where the library follows its
// lenient reading.
func TestValidateFenCodes(t *testing.T) {
	tests := []struct {
		variant, fen string
		want         int32
	}{
		{"makruk", "rnsm1snr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1", -3},
		{"makruk", "rnsmksnr/8/pppppppp/8/K7/PPPPPPPP/8/RNSKMSNR w - - 0 1", -3},
		{"makruk", "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - e3 0 1", -14},
		{"makruk", "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1 x", -11},
		{"sittuyin", "8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KSSFRRNN\x01kssfrrnn] w - - 0 1", -10},
		{"karouk", "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - x 0 1", -13},
		{"cambodian", "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w KQkq - 0 1", 1},
		{"makruk", "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSN w - - 0 1", 1},
		{"makruk", "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/pNSKMSNR w - - 0 1", -20}, // kept: see the README
	}
	s := NewSession()
	for _, tt := range tests {
		if r, _ := must(t, s, "validateFen", 0, 0, 0, tt.fen+"\x00"+tt.variant); r != tt.want {
			t.Errorf("validateFen(%q, %s) = %d, want %d", tt.fen, tt.variant, r, tt.want)
		}
	}
}
