package sittuyin

import (
	"errors"
	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/tools/conform"
	"slices"
	"strings"
	"testing"

	"github.com/chaturanga-go/chaturanga/internal/tools/textkit"
)

// TestLAN pins the long algebraic notation as python-chess and
// Fairy-Stockfish write it, and its reading back by ParseLenient.
func TestLAN(t *testing.T) {
	for _, c := range []struct {
		r         Rules
		fen, move string
		want      string
	}{
		{Default, "3k4/8/8/8/8/8/8/1N2K3[] w - - 0 1", "b1d2", "Nb1-d2"},
		{Default, "3k4/8/8/3p4/4P3/8/8/4K3[] w - - 0 1", "e4d5", "e4xd5"},
		{Default, "3k4/8/8/8/8/8/8/R3K3[] w - - 0 1", "a1a8", "Ra1-a8+"},
		{Default, "8/8/8/8/8/8/8/8[KRkr] w - - 0 1", "R@a1", "R@a1"},
		{Pychess, "3k4/8/8/8/P7/8/8/4K3[] w - - 0 1", "a4a4f", "a4-a4=F"},
	} {
		p := MustParseFEN(c.fen, c.r)
		textkit.LAN(t, &p, c.move, c.want)
	}
}

// TestAmbiguousSAN pins the error of SAN text that fits several legal
// moves: it lists them, each with the SAN to write and the piece.
func TestAmbiguousSAN(t *testing.T) {
	p := MustParseFEN("3k4/8/8/8/8/8/8/1N2KN2[] w - - 0 1", Default)
	textkit.Ambiguous(t, &p, "Nd2", "2 legal moves fit: write Nbd2 (the myin on b1) or Nfd2 (the myin on f1)")
}

// TestBetza pins each piece's movement in Betza's notation, as teachers
// and Fairy-Stockfish's piece definitions write it.
func TestBetza(t *testing.T) {
	textkit.Betza(t, Movement, map[core.Kind]string{MinGyi: "K", SitKe: "F", Sin: "FfW", Myin: "N", Yahhta: "R", Ne: "fmWfcF"})
}

// TestVariationSAN pins the SAN of a line: under WhiteFirst a side's run
// of placements is numbered as the records number it.
func TestVariationSAN(t *testing.T) {
	p := StartPosition(Default)
	var moves []core.Move
	q := p
	for _, s := range []string{"K@a2", "S@b2", "S@c2", "F@d2", "R@a1", "R@b1", "N@e2", "N@f2", "K@a6", "S@e5", "S@f5", "F@g5", "R@a8", "R@b8", "N@h5", "N@b6", "a4", "Ka7"} {
		m, err := q.ParseSAN(s)
		if err != nil {
			t.Fatal(err)
		}
		moves = append(moves, m)
		q.MakeMove(m)
	}
	const want = "1. K@a2 S@b2 S@c2 F@d2 R@a1 R@b1 N@e2 N@f2 1...K@a6 S@e5 S@f5 F@g5 R@a8 R@b8 N@h5 N@b6 2. a4 Ka7"
	if got, err := p.VariationSAN(moves); got != want || err != nil {
		t.Errorf("VariationSAN = %q, %v; want %q", got, err, want)
	}
	if got, err := q.VariationSAN(moves[:1]); err == nil || !strings.Contains(err.Error(), "move 1 of the line (3.)") {
		t.Errorf("a placement with an empty hand: %q, %v", got, err)
	}
}

// TestPins pins a pinned piece and its pinner, and checks Pins against a
// brute-force search through random games.
func TestPins(t *testing.T) {
	p := MustParseFEN("4k3/4r3/8/8/8/8/4N3/4K3[] w - - 0 1", Default)
	want := []core.Pin{{Pinned: core.MustParseSquare("e2"), Pinner: core.MustParseSquare("e7")}}
	if got := p.Pins(core.White); !slices.Equal(got, want) || !p.IsPinned(want[0].Pinned) || p.IsPinned(want[0].Pinner) || len(p.Pins(core.Black)) != 0 {
		t.Errorf("Pins = %v, want %v", got, want)
	}
	ref := conform.PinRef{Movement: conform.KindMovement(Movement)}
	starts := conform.StartsOf(StartPosition, Default, Pychess)
	starts = append(starts, conform.Starts(ParseFEN, Default, "4k3/4r3/8/8/8/8/4N3/4K3[] w - - 0 1", "r2sk2r/2p5/8/8/8/8/2P5/R2SK2R[] w - - 0 1")...)
	conform.CheckPinsInPlay(t, 120, ref, starts...)
}

// TestPromotedMarks: Fairy-Stockfish's mark of a promoted piece ("F~") is
// written back, follows its piece and goes with it when it is captured.
func TestPromotedMarks(t *testing.T) {
	p := MustParseFEN("4k3/8/8/3F~4/8/8/8/4K3[] w - - 0 1", Pychess)
	textkit.Marks(t, &p, conform.Parser(ParseFEN, Pychess), "d5c6", "4k3/8/2F~5/8/8/8/8/4K3[]")
	q := MustParseFEN("4k3/4n3/8/3F~4/8/8/8/4K3[] b - - 0 1", Pychess)
	textkit.Marks(t, &q, conform.Parser(ParseFEN, Pychess), "e7d5", "4k3/8/8/3n4/8/8/8/4K3[]")
}

// editGame is what textkit's editor checks need of Sittuyin.
func editGame() textkit.EditGame[Rules, Position, *Position, *Editor] {
	return textkit.EditGame[Rules, Position, *Position, *Editor]{
		Pkg: "sittuyin", Sets: RuleSets(), Start: StartPosition, New: NewEditor, Parse: ParseFEN,
		Plies: [2]int{20, 150},
		Rebuild: func(e *Editor, p Position, _ Rules) {
			e.SetHalfmoveClock(p.HalfmoveClock())
			e.SetFullmoveNumber(p.FullmoveNumber())
			setHands(e, p)
			e.SetCount(p.Count())
		},
	}
}

// setHands gives e's hands what p's hold.
func setHands(e *Editor, p Position) error {
	var errs []error
	for c := range core.Color(2) {
		for _, k := range []core.Kind{MinGyi, SitKe, Sin, Myin, Yahhta} {
			errs = append(errs, e.SetHand(c, k, p.InHand(c, k)))
		}
	}
	return errors.Join(errs...)
}

// TestEditor sets positions up piece by piece and checks them as ParseFEN
// does; and, through random play, a position rebuilt with the editor is
// Equal to the position it copies.
func TestEditor(t *testing.T) {
	g := editGame()
	start := StartPosition(Default)
	e := g.SetUp(t, start, setHands)
	g.Refused8(t, e,
		e.SetPromoted(e.p.King(core.White), true),
	)
	e = NewEditor(start)
	e.Remove(e.p.King(core.Black))
	e.SetHand(core.Black, MinGyi, 0)
	g.Invalid(t, e, "black must have exactly one")
	e.Clear()
	if e.FEN() != "8/8/8/8/8/8/8/8[] w - - 0 1" {
		t.Errorf("Clear: %s", e.FEN())
	}
	g.InPlay(t)
}

// TestEditorHands sets hands up and refuses what a hand cannot hold.
func TestEditorHands(t *testing.T) {
	e := NewEditor(StartPosition(Default))
	if e.InHand(core.White, Yahhta) != 2 {
		t.Fatal("the start's hand")
	}
	e.SetHand(core.White, Yahhta, 1)
	if got := e.FEN(); got != "8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KSSFRNNkssfrrnn] w - - 0 1" {
		t.Errorf("FEN %s", got)
	}
	for _, err := range []error{e.SetHand(core.White, Ne, 1), e.SetHand(core.White, Yahhta, 3), e.SetHand(core.Color(2), Yahhta, 1), e.SetCount(Count{Ply: 3, Limit: 32})} {
		if !errors.Is(err, core.ErrIllegalPosition) {
			t.Errorf("accepted: %v", err)
		}
	}
	e = NewEditor(MustParseFEN("4k3/8/8/8/8/8/8/R3K3[] w - - 0 1", Pychess))
	if err := e.SetCount(Count{Ply: 3, Limit: 32}); err != nil {
		t.Fatal(err)
	}
	if p, err := e.Position(); err != nil || p.FEN() != "4k3/8/8/8/8/8/8/R3K3[] w - 32 3 1" {
		t.Errorf("count: %s, %v", p.FEN(), err)
	}
}

// FuzzEditor: whatever pieces an editor is given and on whatever squares,
// it refuses or takes them without a panic, and its Position is a position
// whose FEN reads back or a ParseFEN error.
func FuzzEditor(f *testing.F) { editGame().Fuzz(f) }
