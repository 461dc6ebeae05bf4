package main

import (
	"strings"
	"testing"
	"time"
)

func TestBotMove(t *testing.T) {
	tests := []struct {
		variant, rules, fen string
		depth               int
		move, err           string
	}{
		{"makruk", "", "4k3/8/8/r7/8/8/8/R3K3 w - - 0 1", 3, "a1a5", ""},
		{"cambodian", "", "", 2, "", ""},
		{"qiguo", "default Alliances=Qin+Han,Chu+Wei,Qi+Yan,Zhao", "", 3, "", ""},
		{"sittuyin", "", "", 3, "", ""}, // a placement from the hand
		{"makruk", "", "", 0, "", "depth 0"},
		{"makruk", "", "", 9, "", "depth 9"},
		{"nosuch", "", "", 3, "", "unknown variant"},
		{"makruk", "", "not a fen", 3, "", "makruk"},
		{"shatranj", "", "R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1", 3, "", "over"},
		{"makruk", "", strings.Repeat("x", 5000), 3, "", "too long"},
	}
	for _, tt := range tests {
		a := botMove(tt.variant, tt.rules, tt.fen, tt.depth, 1)
		switch {
		case tt.err != "":
			if !strings.Contains(a.Error, tt.err) || a.Move != "" {
				t.Errorf("%s %q: %+v, want an error with %q", tt.variant, tt.fen, a, tt.err)
			}
		case a.Error != "" || a.Move == "" || a.SAN == "":
			t.Errorf("%s %q: %+v", tt.variant, tt.fen, a)
		case tt.move != "" && a.Move != tt.move:
			t.Errorf("%s %q: %s, want %s", tt.variant, tt.fen, a.Move, tt.move)
		}
	}
}

// Natively the search at depth 3 in a Makruk middlegame takes a few
// milliseconds; the page's test measures it in the browser (1 s at most).
func TestBotMoveIsQuick(t *testing.T) {
	start := time.Now()
	if a := botMove("makruk", "", "r1sk1s1r/3m4/1pnpp1p1/p4p1p/2PP1P2/PP1MPNPP/4K3/R1S2S1R w - - 0 14", 3, 1); a.Error != "" {
		t.Fatal(a.Error)
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("depth 3 took %v", d)
	}
}
