package makruk

import (
	"errors"
	"strings"
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
)

// A side without a khun is read only as the capture of its khun leaves it
// (OC-5, issue 27): under the Cambodian counting, the side to move, the
// other side with its khun, and the half-move clock at 0 (the capture
// reset it) or a count running (whose count the field holds). Every other
// kingless FEN is refused, as under every other rule set.
func TestCambodianKinglessFEN(t *testing.T) {
	for _, tc := range []struct {
		name, fen string
		r         Rules
		rule      string // "" for a FEN that reads; else what the error names
	}{
		{"OC-5 a clock of 1: no capture was just made", "rnsm1snr/8/pppppppp/8/8/PPPPPPPP/3S4/RN1KMSNR b DEde - 1 1", Cambodian, "OC-5"},
		{"OC-5 a clock of 9 in the middle game", "rnsm1snr/8/pppppppp/8/8/PPPPPPPP/3S4/RN1KMSNR b Dd - 9 12", Cambodian, "OC-5"},
		{"OC-5 the khun just taken by the khon on d2 (c1d2)", "rnsm1snr/8/pppppppp/8/8/PPPPPPPP/3S4/RN1KMSNR b DEd - 0 1", Cambodian, ""},
		{"OC-5 the khun just taken with a count running", "8/8/4M3/8/8/2RMK3/8/8 b - 126 42 50", Cambodian, ""},
		{"the side not to move without a khun", "rnsm1snr/8/pppppppp/8/8/PPPPPPPP/3S4/RN1KMSNR w DEd - 0 1", Cambodian, "exactly one khun"},
		{"both sides without a khun", "8/8/4M3/8/8/2R5/8/8 b - - 0 50", Cambodian, "exactly one khun"},
		{"Makruk reads no kingless side", "rnsm1snr/8/pppppppp/8/8/PPPPPPPP/3S4/RN1KMSNR b - - 0 1", Default, "exactly one khun"},
		{"OC-5 KarOuk (the Cambodian counting) reads alike", "rnsm1snr/8/pppppppp/8/8/PPPPPPPP/3S4/RN1KMSNR b DEd - 1+1 1 1", KarOuk, "OC-5"},
	} {
		p, err := ParseFEN(tc.fen, tc.r)
		if tc.rule == "" {
			if err != nil {
				t.Errorf("%s: ParseFEN(%q): %v", tc.name, tc.fen, err)
				continue
			}
			if got := p.FEN(); got != tc.fen {
				t.Errorf("%s: FEN() = %q, want %q", tc.name, got, tc.fen)
			}
			if o := p.Outcome(); !o.IsOver() {
				t.Errorf("%s: Outcome() = %v, want the game over", tc.name, o)
			}
			continue
		}
		if !errors.Is(err, core.ErrIllegalPosition) || !strings.Contains(err.Error(), tc.rule) {
			t.Errorf("%s: ParseFEN(%q) = %v, want core.ErrIllegalPosition naming %q", tc.name, tc.fen, err, tc.rule)
		}
	}
}

// The position after a khun's capture reads back from its FEN, with or
// without a count running: the FENs the kingless reading accepts are the
// ones play writes.
func TestCambodianKhunTakenReadsBack(t *testing.T) {
	for _, tc := range []struct{ fen, move string }{
		{"rnsm1snr/8/pppppppp/8/8/PPPPPPPP/3k4/RNSKMSNR w DEd - 1 1", "c1d2"},
		{"rnsm1snr/8/pppppppp/8/8/PPPPPPPP/3k4/RNSKMSNR w DEd - 7 1", "d1d2"},
		{"8/8/4k3/5P2/8/2RMK3/8/8 w - 126 41 50", "f5e6m"},
	} {
		p, err := ParseFEN(tc.fen, Cambodian)
		if err != nil {
			t.Fatal(err)
		}
		m, err := p.ParseMove(tc.move)
		if err != nil {
			t.Fatalf("%s: %s: %v", tc.fen, tc.move, err)
		}
		p.MakeMove(m)
		q, err := ParseFEN(p.FEN(), Cambodian)
		if err != nil {
			t.Errorf("%s after %s: %q does not read back: %v", tc.fen, tc.move, p.FEN(), err)
			continue
		}
		if q.FEN() != p.FEN() || !q.Outcome().IsOver() {
			t.Errorf("%s after %s: read back as %q, %v", tc.fen, tc.move, q.FEN(), q.Outcome())
		}
	}
}
