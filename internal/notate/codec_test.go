package notate

import (
	"errors"
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
)

var alpha = core.NewAlphabet(map[core.Kind]byte{core.King: 'K', core.Ferz: 'M', core.Silver: 'S', core.Knight: 'N', core.Rook: 'R', core.Pawn: 'P'})

var g8 = core.Geometry{Files: 8, Ranks: 8}

func TestBoardRoundTrip(t *testing.T) {
	for _, f := range []string{"rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR", "8/8/8/8/8/8/8/8", "k7/8/8/8/8/8/8/7K"} {
		placed, err := ParseBoard("test", f, g8, alpha)
		if err != nil {
			t.Fatal(err)
		}
		at := map[core.Square]core.Piece{}
		for _, p := range placed {
			at[p.Square] = p.Piece
		}
		if got := string(AppendBoard(nil, g8, alpha, func(s core.Square) core.Piece { return at[s] }, nil)); got != f {
			t.Errorf("%s -> %s", f, got)
		}
	}
	// Two-digit runs on a wide board.
	g := core.Geometry{Files: 19, Ranks: 1}
	placed, err := ParseBoard("test", "9K9", g, alpha)
	if err != nil || len(placed) != 1 || placed[0].Square != core.MustParseSquare("j1") {
		t.Errorf("9K9: %v %v", placed, err)
	}
	if _, err := ParseBoard("test", "18K", g, alpha); err != nil {
		t.Errorf("18K: %v", err)
	}
}

func TestBoardErrors(t *testing.T) {
	for _, tt := range []struct {
		f   string
		off int
	}{
		{"9/8/8/8/8/8/8/8", 0},
		{"8/8/8/8/8/8/8", 13},
		{"8/8/8/8/8/8/8/8/8", 15},
		{"8/8/8/8/8/8/8/7X", 15},
		{"8/8/8/8/8/8/8/7~", 15},
		{"7/8/8/8/8/8/8/8", 1},
		{"K~~7/8/8/8/8/8/8/8", 2},
	} {
		_, err := ParseBoard("test", tt.f, g8, alpha)
		var pe *core.ParseError
		if !errors.As(err, &pe) || !errors.Is(err, core.ErrSyntax) || pe.Offset != tt.off || pe.Field != "board" {
			t.Errorf("%q: %v (offset %d), want a syntax error at offset %d", tt.f, err, pe.Offset, tt.off)
		}
	}
}

func TestCoord(t *testing.T) {
	for _, s := range []string{"e3e4", "d5c6m", "R@a1", "e5d6xe6", "a10c10", "e5e5m", "pass", "b8b7n"} {
		m, err := ParseCoord("test", s, core.NewAlphabet(map[core.Kind]byte{core.King: 'K', core.Ferz: 'M', core.Rook: 'R', core.Knight: 'N'}))
		if err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		if got := Coord(m, core.NewAlphabet(map[core.Kind]byte{core.King: 'K', core.Ferz: 'M', core.Rook: 'R', core.Knight: 'N'})); got != s {
			t.Errorf("%s -> %s", s, got)
		}
	}
	// The one lenient tokenizer: case, separators and surrounding spaces.
	for in, want := range map[string]string{
		"E3E4": "e3e4", " e3-e4 ": "e3e4", "d4xe5": "d4e5", "D4XE5": "d4e5", "e10 c10": "e10c10",
		"a10:c10": "a10c10", "PASS": "pass", "\tPass\n": "pass", "r@A1": "R@a1", "g5g6M": "g5g6m",
		"e5 - d6xe6": "e5d6xe6", "E5D6XE6": "e5d6xe6", "b8-b7n": "b8b7n",
	} {
		m, err := ParseCoord("test", in, core.NewAlphabet(map[core.Kind]byte{core.King: 'K', core.Ferz: 'M', core.Rook: 'R', core.Knight: 'N'}))
		if err != nil {
			t.Errorf("%q: %v", in, err)
			continue
		}
		if got := Coord(m, core.NewAlphabet(map[core.Kind]byte{core.King: 'K', core.Ferz: 'M', core.Rook: 'R', core.Knight: 'N'})); got != want {
			t.Errorf("%q -> %s, want %s", in, got, want)
		}
	}
	for _, s := range []string{"", "e3", "e3e", "e3e4q", "X@a1", "R@", "e5d6x", "e3e4mm", "e3--e4", "e3 x", "e3x", "-e3e4", "e3e4-"} {
		if _, err := ParseCoord("test", s, alpha); !errors.Is(err, core.ErrSyntax) {
			t.Errorf("%q: %v, want a syntax error", s, err)
		}
	}
}

func FuzzParseBoard(f *testing.F) {
	for _, s := range []string{"rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR", "8/8/8/8/8/8/8/8", "K~7/8/8/8/8/8/8/8", "99/8", "0/"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		placed, err := ParseBoard("fuzz", s, g8, alpha)
		if err != nil {
			if !errors.Is(err, core.ErrSyntax) {
				t.Fatalf("%q: %v", s, err)
			}
			return
		}
		at := map[core.Square]core.Piece{}
		for _, p := range placed {
			if !g8.Contains(p.Square) {
				t.Fatalf("%q: piece off the board on %v", s, p.Square)
			}
			at[p.Square] = p.Piece
		}
		out := AppendBoard(nil, g8, alpha, func(s core.Square) core.Piece { return at[s] }, nil)
		again, err := ParseBoard("fuzz", string(out), g8, alpha)
		if err != nil || len(again) != len(placed) {
			t.Fatalf("%q -> %q does not read back: %v", s, out, err)
		}
	})
}

func FuzzParseCoord(f *testing.F) {
	for _, s := range []string{"e3e4", "d5c6m", "R@a1", "e5d6xe6", "a10c10", "pass", "s19a1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		m, err := ParseCoord("fuzz", s, alpha)
		if err != nil {
			if !errors.Is(err, core.ErrSyntax) {
				t.Fatalf("%q: %v", s, err)
			}
			return
		}
		back, err := ParseCoord("fuzz", Coord(m, alpha), alpha)
		if err != nil || back != m {
			t.Fatalf("%q -> %q -> %v, %v", s, Coord(m, alpha), back, err)
		}
	})
}

func TestSplitFEN(t *testing.T) {
	f, err := SplitFEN("test", "k7/8/8/8/8/8/8/7K[Rr] b - 88 8 12 x=1", g8, core.NewAlphabet(map[core.Kind]byte{core.King: 'K', core.Rook: 'R'}), FENOptions{Hand: true, MaxExtra: 1})
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Board) != 2 || f.Hand != "Rr" || !f.HasHand || f.Side != core.Black || f.EnPassant != "88" || f.Halfmove != 8 || f.Fullmove != 12 || len(f.Extra) != 1 || f.Offset(FieldExtra) != 34 {
		t.Errorf("fields %+v", f)
	}
	f, err = SplitFEN("test", "k7/8/8/8/8/8/8/7K", g8, alpha, FENOptions{})
	if err != nil || f.Side != core.White || f.Castling != "-" || f.Fullmove != 1 {
		t.Errorf("defaults: %+v %v", f, err)
	}
	f, err = SplitFEN("test", "k7/8/8/8/8/8/8/7K w moved=w", g8, alpha, FENOptions{NamedExtra: true, MaxExtra: 2})
	if err != nil || len(f.Extra) != 1 || f.Halfmove != 0 {
		t.Errorf("named extra: %+v %v", f, err)
	}
	for _, tt := range []struct {
		s     string
		opt   FENOptions
		field string
		off   int
	}{
		{"", FENOptions{}, "board", 0},
		{"k7/8/8/8/8/8/8/7K x", FENOptions{}, "side to move", 18},
		{"k7/8/8/8/8/8/8/7K w - - z", FENOptions{}, "half-move clock", 24},
		{"k7/8/8/8/8/8/8/7K w - - 0 y", FENOptions{}, "move number", 26},
		{"k7/8/8/8/8/8/8/7K w - - 0 1 extra", FENOptions{}, "extension", 28},
		{"k7/8/8/8/8/8/8/7K[K w", FENOptions{Hand: true}, "hand", 17},
		{"k7/8/8/8/8/8/8/7K w a=1 -", FENOptions{NamedExtra: true, MaxExtra: 3}, "extension", 24},
		{"k7/8/8/8/8/8/9/7K", FENOptions{}, "board", 13},
	} {
		_, err := SplitFEN("test", tt.s, g8, alpha, tt.opt)
		var pe *core.ParseError
		if !errors.As(err, &pe) || pe.Field != tt.field || pe.Offset != tt.off || !errors.Is(err, core.ErrSyntax) {
			t.Errorf("%q: %v (field %q offset %d), want field %q offset %d", tt.s, err, pe.Field, pe.Offset, tt.field, tt.off)
		}
	}
}

func FuzzSplitFEN(f *testing.F) {
	for _, s := range []string{"k7/8/8/8/8/8/8/7K[Rr] b - 88 8 12 x=1", "8/8/8/8/8/8/8/8", "K w a=b c", "[", "]"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		fl, err := SplitFEN("fuzz", s, g8, alpha, FENOptions{Hand: true, MaxExtra: 2, NamedExtra: true})
		if err != nil {
			var pe *core.ParseError
			if !errors.As(err, &pe) || !errors.Is(err, core.ErrSyntax) || pe.Offset < 0 || pe.Offset > len(s) {
				t.Fatalf("%q: bad error %#v", s, err)
			}
			return
		}
		if fl.Fullmove < 1 || len(fl.Extra) > 2 {
			t.Fatalf("%q: %+v", s, fl)
		}
	})
}
