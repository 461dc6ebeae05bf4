package sittuyin

import (
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
)

// TestInsufficientMaterialOracle: Position.InsufficientMaterial agrees
// with Fairy-Stockfish's verdict for both sides on every line of
// testdata/outcomes.jsonl, and the claim is offered exactly when both
// lack mating material and the game goes on.
func TestInsufficientMaterialOracle(t *testing.T) {
	for i, l := range readJSONL[outcomeLine](t, "testdata/outcomes.jsonl") {
		p := MustParseFEN(l.FEN, Pychess)
		for _, s := range l.Moves {
			m, err := p.ParseMove(s)
			if err != nil {
				t.Fatal(err)
			}
			p.MakeMove(m)
		}
		if len(l.InsufficientMaterial) != 2 {
			t.Fatalf("line %d: no insufficient_material", i+1)
		}
		for c := core.White; c <= core.Black; c++ {
			if got := p.InsufficientMaterial(c); got != l.InsufficientMaterial[c] {
				t.Errorf("line %d %s: InsufficientMaterial(%v) = %v, Fairy-Stockfish %v", i+1, p.FEN(), c, got, !got)
			}
		}
		want := l.InsufficientMaterial[0] && l.InsufficientMaterial[1] && !p.Outcome().IsOver()
		if got := p.Claims().Has(core.InsufficientMaterial); got != want {
			t.Errorf("line %d %s: insufficient-material claim %v, want %v", i+1, p.FEN(), got, want)
		}
	}
}

// TestInsufficientMaterial pins the test on hand-made positions: which
// material can mate, by Fairy-Stockfish's judgement, and that only the
// option gives the claim.
func TestInsufficientMaterial(t *testing.T) {
	for _, c := range []struct {
		what         string
		fen          string
		white, black bool // lacks mating material
	}{
		{"bare kings", "k7/8/8/8/8/8/8/K7[] w - - 0 1", true, true},
		{"a ne alone cannot mate (it promotes only to a sit-ke)", "k7/8/8/8/8/8/P7/K7[] w - - 0 1", true, true},
		{"a myin alone cannot mate", "k7/8/8/8/8/8/8/KN6[] w - - 0 1", true, true},
		{"a yahhta can", "k7/8/8/8/8/8/8/KR6[] w - - 0 1", false, true},
		{"a sin can", "k7/8/8/8/8/8/8/KS6[] w - - 0 1", false, true},
		{"a sit-ke alone cannot", "k7/8/8/8/8/8/8/KF6[] w - - 0 1", true, true},
		{"sit-kes on one square colour cannot", "k7/8/8/8/8/8/2f5/KF6[] w - - 0 1", true, true},
		{"sit-kes on both square colours can", "k7/8/8/8/8/8/1f6/KF6[] w - - 0 1", false, false},
		{"a sit-ke with any myin or ne on the board can, and so can that myin", "k7/8/8/8/8/8/n7/KF6[] w - - 0 1", false, false},
		{"two minor pieces on the board: a myin can", "k7/8/8/8/8/8/p7/KN6[] w - - 0 1", false, false},
		{"pieces in hand can", "k7/8/8/8/8/8/8/K7[N] w - - 0 1", false, true},
	} {
		t.Run(c.what, func(t *testing.T) {
			p := MustParseFEN(c.fen, Pychess)
			if w, b := p.InsufficientMaterial(core.White), p.InsufficientMaterial(core.Black); w != c.white || b != c.black {
				t.Errorf("%s: insufficient %v %v, want %v %v", c.fen, w, b, c.white, c.black)
			}
			claim := p.Claims().Has(core.InsufficientMaterial)
			if want := c.white && c.black && !p.Outcome().IsOver(); claim != want {
				t.Errorf("%s: claim %v, want %v", c.fen, claim, want)
			}
			if c.white && c.black && p.CountLegalMoves() == 0 {
				t.Errorf("%s: the claim removed the moves", c.fen)
			}
			d := MustParseFEN(c.fen, Default)
			if d.Claims().Has(core.InsufficientMaterial) {
				t.Errorf("%s: Default offers the claim", c.fen)
			}
			r := Default
			r.InsufficientMaterial = true
			r.StalemateDraw = true
			q := MustParseFEN(c.fen, r)
			if got := q.Claims().Has(core.InsufficientMaterial); got != (c.white && c.black) {
				t.Errorf("%s: Default with the option: claim %v", c.fen, got)
			}
		})
	}
	// Where stalemate is not a draw (ST-17), a lone minor piece may win.
	r := Pychess
	r.StalemateDraw = false
	if p := MustParseFEN("k7/8/8/8/8/8/8/KF6[] w - - 0 1", r); p.InsufficientMaterial(core.White) {
		t.Error("with ST-17 a sit-ke counts as mating material")
	}
}
