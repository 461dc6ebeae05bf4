package chator

import (
	"errors"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/chaturanga-go/chaturanga/core"
)

// TestFENRoundTrip checks that FENs with every extension field read back
// to the same text and position (CH-15).
func TestFENRoundTrip(t *testing.T) {
	tests := []struct {
		r   Rules
		fen string
	}{
		{Default, startFEN},
		{Brooke, startFEN},
		{Elcum, startFEN},
		{SoutheastAsian, startFEN},
		{Default, "rnbmkbnr/pppp1ppp/8/8/3Pp3/8/PPP1PPPP/RNBKMBNR b - - 0 2"},
		{Elcum, "rnbmkbnr/pppp1ppp/8/8/3Pp3/8/PPP1PPPP/RNBKMBNR b - d3 0 2"},
		{Default, "4k3/8/8/3pP3/8/8/8/3K4 w - - 0 1"},
		{Default, "4k3/8/4p3/3pP3/8/8/8/3K4 w - d6 0 3"},
		{Default, "2P1k3/8/8/8/8/3p4/8/3K4 w - - 0 40 checked=w returning=d3:1"},
		{Default, "4k3/8/8/8/8/8/8/3K3R b - - 3 30 moved=wb checked=wb"},
		{Default, "4k3/2P5/8/8/8/8/5p2/3K4 b - - 0 9 returning=f2:1,c7:1"},
		{with(Default, "PromotionPath", "DiagonalSteps"), "4k3/8/1P6/8/8/8/8/7K w - - 0 1 returning=b6:1"},
		{Brooke, "P3k3/8/8/8/8/8/8/3K4 w - - 0 1 returning=a8:1"},
		{Brooke, "2P1k3/8/8/8/8/8/8/3K4 w - - 0 1"},
		{Elcum, "4k3/P7/8/8/8/8/8/3K4 w - - 0 1 captured=-"},
		{Elcum, "4k3/P7/8/8/8/8/8/3K4 w - - 0 1 captured=RNn"},
		{Elcum, "4k3/8/8/8/8/8/8/R2K4 b - - 0 1 lone=b5"},
		{Elcum, "4k3/8/8/8/8/8/8/3K4 w - - 0 1 lone=w6,b6"},
	}
	for _, tt := range tests {
		p, err := ParseFEN(tt.fen, tt.r)
		if err != nil {
			t.Errorf("%s: %v", tt.fen, err)
			continue
		}
		if got := p.FEN(); got != tt.fen {
			t.Errorf("FEN round trip:\n got %s\nwant %s", got, tt.fen)
		}
		q := MustParseFEN(p.FEN(), tt.r)
		if q != p {
			t.Errorf("%s: the position read back differs", tt.fen)
		}
		text, _ := p.MarshalText()
		var u Position
		u.rules = tt.r
		if err := u.UnmarshalText(text); err != nil || u != p {
			t.Errorf("%s: text round trip: %v", tt.fen, err)
		}
	}
}

// TestFENState checks what the FEN says about the state beyond the board,
// with and without extension fields (CH-15).
func TestFENState(t *testing.T) {
	sq := core.MustParseSquare
	t.Run("a plain FEN", func(t *testing.T) {
		p := MustParseFEN("2P1k3/8/8/8/8/8/8/4K3 w - - 0 1", Default)
		if p.Returning(sq("c8")) != 2 || !p.KingMoved(core.White) || p.KingMoved(core.Black) || p.KingChecked(core.White) {
			t.Errorf("%s: returning %d, moved %v %v", p.FEN(), p.Returning(sq("c8")), p.KingMoved(core.White), p.KingMoved(core.Black))
		}
		q := MustParseFEN("2P1k3/8/8/8/8/8/8/4K3 w - - 0 1", Brooke)
		if q.Returning(sq("c8")) != 2 {
			t.Errorf("CH-13 a pawn just arrived needs two lateral moves, got %d", q.Returning(sq("c8")))
		}
		e := MustParseFEN("rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BKMB1R w - - 0 1", Elcum)
		if diff := cmp.Diff([]core.Kind{Kuda, Kuda}, e.CapturedPieces(core.White)); diff != "" {
			t.Errorf("CH-14 white's missing pieces (-want +got):\n%s", diff)
		}
		if diff := cmp.Diff([]core.Kind{Mantri}, e.CapturedPieces(core.Black)); diff != "" {
			t.Errorf("CH-14 black's missing pieces (-want +got):\n%s", diff)
		}
		start := MustParseFEN(startFEN, Default)
		if got := start.CapturedPieces(core.White); got != nil {
			t.Errorf("no captured pieces tracked outside CapturedPiece: %v", got)
		}
	})
	t.Run("moves update the state", func(t *testing.T) {
		p := MustParseFEN("4k3/P7/8/8/8/8/8/r2K3R w - - 0 1 captured=R", Elcum)
		play := func(s string) {
			t.Helper()
			m, err := p.ParseMove(s)
			if err != nil {
				t.Fatal(err)
			}
			p, _ = p.Play(m)
		}
		play("d1e2") // BeforeChecked not in force in check: an ordinary step
		if !p.KingMoved(core.White) || !p.KingChecked(core.White) {
			t.Errorf("after moving out of check: moved %v, checked %v", p.KingMoved(core.White), p.KingChecked(core.White))
		}
		play("a1h1")
		if got := p.CapturedPieces(core.White); !slices.Equal(got, []core.Kind{Tor, Tor}) {
			t.Errorf("CH-14 a captured tor joins the pool: %v", got)
		}
		play("a7a8r")
		if got := p.CapturedPieces(core.White); !slices.Equal(got, []core.Kind{Tor}) {
			t.Errorf("CH-14 the twin is used up: captured %v", got)
		}
	})
	t.Run("en passant square", func(t *testing.T) {
		p := MustParseFEN("4k3/3p4/4p3/4P3/8/8/8/3K4 b - - 0 1", Default)
		m, _ := p.ParseMove("d7d5")
		p, _ = p.Play(m)
		if p.EnPassant() != sq("d6") {
			t.Errorf("CH-8 en passant square %v", p.EnPassant())
		}
		q := MustParseFEN("4k3/3p4/8/4P3/8/8/8/3K4 b - - 0 1", Default)
		m, _ = q.ParseMove("d7d5")
		q, _ = q.Play(m)
		if q.EnPassant() != core.NoSquare {
			t.Errorf("CH-8 no blocked pawn, no en passant square: %v", q.EnPassant())
		}
	})
}

// TestFENErrors checks that bad FENs are errors naming the field, with the
// right sentinel, and never panics.
func TestFENErrors(t *testing.T) {
	tests := []struct {
		r     Rules
		fen   string
		field string
		err   error
	}{
		{Default, "", "board", core.ErrSyntax},
		{Default, "8/8/8/8/8/8/8/8 w - - 0 1", "board", core.ErrIllegalPosition},
		{Default, "4k3/8/8/8/8/8/8/3K4 x - - 0 1", "side to move", core.ErrSyntax},
		{Default, "4k3/8/8/8/8/8/8/3K4 w KQkq - 0 1", "castling", core.ErrSyntax},
		{Default, "4k3/8/8/8/8/8/8/3K4 w - z9 0 1", "en passant", core.ErrSyntax},
		{Default, "4k3/8/8/8/8/8/8/3K4 w - e6 0 1", "en passant", core.ErrIllegalPosition},
		{Default, "4k3/8/8/8/8/8/8/3K4 w - - x 1", "half-move clock", core.ErrSyntax},
		{Default, "4k3/8/8/8/8/8/8/3K4 w - - 0 y", "move number", core.ErrSyntax},
		{Default, "4k3/8/8/8/8/8/8/3K4 w - - 0 1 7", "extension", core.ErrSyntax},
		{Default, "4k3/8/8/8/8/8/8/3K4 w - - 0 1 foo=1", "extension", core.ErrSyntax},
		{Default, "4k3/8/8/8/8/8/8/3K4 w - - 0 1 moved=w moved=b", "moved", core.ErrIllegalPosition},
		{Default, "4k3/8/8/8/8/8/8/3K4 w - - 0 1 moved=x", "moved", core.ErrSyntax},
		{Default, "4k3/8/8/8/8/8/8/3K4 w - - 0 1 checked=", "checked", core.ErrSyntax},
		{Default, "4k3/2P5/8/8/8/8/8/3K4 w - - 0 1 returning=c7", "returning", core.ErrSyntax},
		{Default, "4k3/8/8/8/8/8/8/3K4 w - - 0 1 returning=c7:1", "returning", core.ErrIllegalPosition},
		{Default, "4k3/2P5/8/8/8/8/8/3K4 w - - 0 1 returning=c7:2", "returning", core.ErrIllegalPosition},
		{Default, "4k3/2P5/8/8/8/8/8/3K4 w - - 0 1 returning=c7:1,c7:1", "returning", core.ErrIllegalPosition},
		{Brooke, "4k3/2P5/8/8/8/8/8/3K4 w - - 0 1 returning=c7:1", "returning", core.ErrIllegalPosition},
		{Elcum, "4k3/8/8/8/8/8/8/3K4 w - - 0 1 captured=Q", "captured", core.ErrSyntax},
		{Elcum, "4k3/8/8/8/8/8/8/3K4 w - - 0 1 captured=RRR", "captured", core.ErrIllegalPosition},
		{Elcum, "4k3/8/8/8/8/8/8/3KR3 w - - 0 1 lone=w3", "lone", core.ErrIllegalPosition},
		{Elcum, "4k3/8/8/8/8/8/8/3K4 w - - 0 1 lone=x3", "lone", core.ErrSyntax},
		{Default, "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "board", core.ErrIllegalPosition},
		{Default, "4k3/8/8/8/8/8/8/P2K4 w - - 0 1", "board", core.ErrIllegalPosition},
		{Default, "P3k3/8/8/8/8/8/8/3K4 w - - 0 1", "board", core.ErrIllegalPosition},
		{Default, "4k3/8/8/8/8/8/8/3K~4 w - - 0 1", "board", core.ErrSyntax},
		{Default, "4k3/8/8/8/8/8/8/3K4/8 w - - 0 1", "board", core.ErrSyntax},
		{Default, "4k3/8/8/8/8/8/8/3Q4 w - - 0 1", "board", core.ErrSyntax},
	}
	for _, tt := range tests {
		_, err := ParseFEN(tt.fen, tt.r)
		var pe *core.ParseError
		if !errors.As(err, &pe) || !errors.Is(err, tt.err) {
			t.Errorf("%q: error %v, want a *core.ParseError wrapping %v", tt.fen, err, tt.err)
			continue
		}
		if pe.Field != tt.field {
			t.Errorf("%q: error %v names field %q, want %q", tt.fen, err, pe.Field, tt.field)
		}
	}
}
