package shatar

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
)

// FEN read and written: Fairy-Stockfish's unchanged, the shak= extension
// only when the history says more than the board, counters up to
// 18 digits.
func TestFEN(t *testing.T) {
	for _, tc := range []struct{ in, out string }{
		{startFEN, startFEN},
		{"rnbjkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBJKBNR", startFEN},
		{"rnbj~kbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBJKBNR w - - 0 1", "rnbj~kbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBJKBNR w - - 0 1"}, // the mark of a promoted piece kept
		{"  rnbjkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBJKBNR   w - -  7 0 ", "rnbjkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBJKBNR w - - 7 1"},
		// The side to move in check from a tereg is in a series with a
		// shak: the board says so, no field is written.
		{"R6k/7p/8/8/8/8/8/4K3 b - - 0 1", "R6k/7p/8/8/8/8/8/4K3 b - - 0 1"},
		{"R6k/7p/8/8/8/8/8/4K3 b - - 0 1 shak=b", "R6k/7p/8/8/8/8/8/4K3 b - - 0 1"},
		{"R6k/7p/8/8/8/8/8/4K3 b - - 0 1 shak=bw", "R6k/7p/8/8/8/8/8/4K3 b - - 0 1 shak=wb"},
		{"7k/7p/8/4B3/8/8/8/4K3 b - - 0 1 shak=b", "7k/7p/8/4B3/8/8/8/4K3 b - - 0 1 shak=b"},
		{"7k/7p/8/8/8/8/8/4K3 w - - 3 9 shak=b", "7k/7p/8/8/8/8/8/4K3 w - - 3 9 shak=b"},
		{"7k/7p/8/8/8/8/8/4K3 w shak=b", "7k/7p/8/8/8/8/8/4K3 w - - 0 1 shak=b"},
		{"7k/7p/8/8/8/8/8/4K3 w - - 999999999999999999 999999999999999999", "7k/7p/8/8/8/8/8/4K3 w - - 999999999999999999 999999999999999999"},
	} {
		p, err := ParseFEN(tc.in, Default)
		if err != nil {
			t.Errorf("%q: %v", tc.in, err)
			continue
		}
		if p.FEN() != tc.out {
			t.Errorf("%q: FEN %q, want %q", tc.in, p.FEN(), tc.out)
		}
	}
}

// Hostile and malformed FENs are refused with an error naming what and
// where, never a panic.
func TestFENErrors(t *testing.T) {
	for _, tc := range []struct {
		fen   string
		err   error
		field string
		msg   string
	}{
		{"", core.ErrSyntax, "board", "empty FEN"},
		{"8/8/8/8/8/8/8/8 w - - 0 1", core.ErrIllegalPosition, "board", "exactly one noyon"},
		{"k6K/8/8/8/8/8/8/K7 w - - 0 1", core.ErrIllegalPosition, "board", "has 2"},
		{"P3k3/8/8/8/8/8/8/4K3 w - - 0 1", core.ErrIllegalPosition, "board", "white khüü on a8"},
		{"4k3/8/8/8/8/8/8/4K2p w - - 0 1", core.ErrIllegalPosition, "board", "black khüü on h1"},
		{"4k3/4R3/8/8/8/8/8/4K3 w - - 0 1", core.ErrIllegalPosition, "board", "not to move is in check"},
		{"4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1", core.ErrSyntax, "castling", "no castling"},
		{"4k3/8/8/8/8/8/8/4K3 w - e3 0 1", core.ErrSyntax, "en passant", "no en passant"},
		{"4k3/8/8/8/8/8/8/4K3 w - - x 1", core.ErrSyntax, "half-move clock", "want a number"},
		{"4k3/8/8/8/8/8/8/4K3 w - - 1000000000000000000 1", core.ErrSyntax, "half-move clock", "want a number"},
		{"4k3/8/8/8/8/8/8/4K3 w - - 0 -1", core.ErrSyntax, "move number", "want a number"},
		{"4k3/8/8/8/8/8/8/4K3 w - - 0 1 7", core.ErrSyntax, "extension", "too many fields"},
		{"4k3/8/8/8/8/8/8/4K3 w - - 0 1 count=3", core.ErrSyntax, "extension", "unknown extension field"},
		{"4k3/8/8/8/8/8/8/4K3 w - - 0 1 shak=", core.ErrSyntax, "extension", "want the sides"},
		{"4k3/8/8/8/8/8/8/4K3 w - - 0 1 shak=x", core.ErrSyntax, "extension", "want w or b"},
		{"4k3/8/8/8/8/8/8/4K3 w - - 0 1 shak=ww", core.ErrSyntax, "extension", "named twice"},
		{"4k3/8/8/8/8/8/8/4K3 w - - 0 1 shak=w shak=b", core.ErrSyntax, "extension", "given twice"},
		{"4k3/8/8/8/8/8/8/4K3 w shak=w - -", core.ErrSyntax, "extension", "a standard field after"},
		{"4k3/7p/8/8/8/8/8/4K3 w - - 0 1 shak=w", core.ErrIllegalPosition, "extension", "not in check"},
		{"4q3/8/8/8/8/8/8/4K3 w - - 0 1", core.ErrSyntax, "board", "unknown piece letter"},
		{"4k3/8/8/8/8/8/8/4K3 x - - 0 1", core.ErrSyntax, "side to move", "want w or b"},
	} {
		_, err := ParseFEN(tc.fen, Default)
		var pe *core.ParseError
		if !errors.As(err, &pe) || !errors.Is(err, tc.err) || pe.Field != tc.field || !strings.Contains(pe.Msg, tc.msg) || pe.Input != tc.fen {
			t.Errorf("%q: %v, want %v in %s saying %q", tc.fen, err, tc.err, tc.field, tc.msg)
		}
	}
	// Rules are validated first.
	if _, err := ParseFEN(startFEN, Rules{Name: "pychess"}); !errors.Is(err, core.ErrUnknown) {
		t.Errorf("unknown rules: %v", err)
	}
	if _, err := ParseFEN(startFEN, Rules{MateRule: 7}); !errors.Is(err, core.ErrSyntax) || !strings.Contains(err.Error(), "MateRule") {
		t.Errorf("bad option: %v", err)
	}
}

// The text form carries the rules and the shak series through
// MarshalText and JSON; a bare FEN reads under the receiver's rules.
func TestMarshalText(t *testing.T) {
	r := Default
	r.MateRule = AnyMate
	g := playAll(t, "R7/6k1/5NP1/8/6KP/6n1/1P6/7j w - - 12 108", r, "a8a7", "g7h8")
	p := g.Position()
	text, _ := p.MarshalText()
	if string(text) != "default MateRule=Any|7k/R7/5NP1/8/6KP/6n1/1P6/7j w - - 14 109 shak=b" {
		t.Errorf("text %s", text)
	}
	var q Position
	if err := q.UnmarshalText(text); err != nil || !q.Equal(p) {
		t.Fatalf("read back %v: %v", q.FEN(), err)
	}
	data, _ := json.Marshal(struct{ P Position }{p})
	var back struct{ P Position }
	if err := json.Unmarshal(data, &back); err != nil || !back.P.Equal(p) {
		t.Fatalf("JSON %s: %v", data, err)
	}
	// A bare FEN keeps the receiver's rules.
	if err := q.UnmarshalText([]byte(startFEN)); err != nil || q.Rules() != r {
		t.Errorf("bare FEN: %v under %v", err, q.Rules())
	}
	var z Position
	if err := z.UnmarshalText([]byte(startFEN)); err != nil || z.Rules() != Default {
		t.Errorf("bare FEN into the zero Position: %v under %v", err, z.Rules())
	}
	if err := z.UnmarshalText([]byte("pychess|" + startFEN)); !errors.Is(err, core.ErrUnknown) || !z.Equal(StartPosition(Default)) {
		t.Errorf("unknown rules: %v; position changed to %s", err, z.FEN())
	}
}
