package core_test

import (
	"errors"
	"runtime"
	"strings"
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/makruk"
	"github.com/google/go-cmp/cmp"
)

// moves compares moves in go-cmp.
var moves = cmp.Comparer(func(a, b core.Move) bool { return a == b })

// mv reads a coordinate move, or panics.
func mv(s string) core.Move {
	m, err := makruk.ParseCoord(s)
	if err != nil {
		panic(err)
	}
	return m
}

// variation reads a variation of the move at ply, or stops the test.
func variation(t *testing.T, g *makruk.Game, ply int, moves ...string) core.Variation {
	t.Helper()
	v, err := g.ParseVariation(ply, moves...)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// Notes set are kept in a copy, returned in a copy, and taken back by Undo.
func TestNotesSetAndGet(t *testing.T) {
	g := newMakrukGame(t, "e3e4", "d6d5", "e4d5")
	if n := g.Notes(1); !n.IsZero() || g.Comment() != "" {
		t.Fatalf("a new game has notes: %+v %q", n, g.Comment())
	}
	g.SetComment("a test game")
	n := core.Notes{Comments: []string{"the centre", "[%clk 0:01:00]"}, NAGs: []int{1, 14}}
	n.Variations = []core.Variation{variation(t, g, 1, "e6e5", "a3a4"), variation(t, g, 1, "Nd7")}
	n.Variations[0][1].NAGs = []int{6}
	if err := g.SetNotes(1, n); err != nil {
		t.Fatal(err)
	}
	want := n.Clone()
	// Changing what was given or returned changes nothing in the game.
	n.Comments[0], n.NAGs[0], n.Variations[0][0].Move = "x", 99, core.Move{}
	got := g.Notes(1)
	if diff := cmp.Diff(want, got, moves); diff != "" {
		t.Fatalf("notes (-want +got):\n%s", diff)
	}
	got.Variations[1][0].Comments = append(got.Variations[1][0].Comments, "y")
	if diff := cmp.Diff(want, g.Notes(1), moves); diff != "" {
		t.Fatalf("changed through a returned copy (-want +got):\n%s", diff)
	}
	if g.Comment() != "a test game" || !g.Notes(0).IsZero() || !g.Notes(2).IsZero() || !g.Notes(-1).IsZero() || !g.Notes(9).IsZero() {
		t.Error("notes where none were set")
	}
	// The zero Notes remove them; Undo takes them back with the move.
	if err := g.SetNotes(1, core.Notes{}); err != nil || !g.Notes(1).IsZero() {
		t.Fatalf("removed: %v %+v", err, g.Notes(1))
	}
	if err := g.SetNotes(2, core.Notes{Comments: []string{"takes"}}); err != nil {
		t.Fatal(err)
	}
	g.Undo()
	if _, err := g.PlayText("e4d5"); err != nil {
		t.Fatal(err)
	}
	if n := g.Notes(2); !n.IsZero() {
		t.Errorf("a move played again has the notes of the one taken back: %+v", n)
	}
}

// A variation replaces the move it follows: it is played from the
// position before that move. Every move of it, at any depth, must be
// legal there; SetNotes names the bad one by its path and changes nothing.
func TestNotesChecked(t *testing.T) {
	g := newMakrukGame(t, "e3e4", "d6d5", "e4d5", "c6c5")
	good := core.Notes{Variations: []core.Variation{variation(t, g, 2, "a3a4")}}
	if err := g.SetNotes(2, good); err != nil {
		t.Fatal(err)
	}
	d6d5 := mv("d6d5")
	e3e4 := mv("e3e4")
	for _, c := range []struct {
		name string
		ply  int
		n    core.Notes
		path core.Path
		err  error
		msg  string
	}{
		// Black's reply is no variation of White's first move: it is not
		// played after the move.
		{"after the move", 0, core.Notes{Variations: []core.Variation{{{Move: d6d5}}}}, core.Path{0, 0, 0}, core.ErrIllegalMove, "ply 1 in variation 1 of ply 1"},
		{"second move", 0, core.Notes{Variations: []core.Variation{{{Move: mv("d3d4")}, {Move: e3e4}}}}, core.Path{0, 0, 1}, core.ErrIllegalMove, "ply 2 in variation 1 of ply 1"},
		{"nested", 1, core.Notes{Variations: []core.Variation{{
			{Move: mv("c6c5")},
			{Move: mv("a3a4"), Notes: core.Notes{Variations: []core.Variation{{{Move: d6d5}}}}},
		}}}, core.Path{1, 0, 1, 0, 0}, core.ErrIllegalMove, "ply 3 in variation 1 of ply 3 in variation 1 of ply 2"},
		{"empty variation", 1, core.Notes{Variations: []core.Variation{{}}}, core.Path{1}, core.ErrSyntax, "variation 1 has no moves"},
		{"starting comment on the main line", 1, core.Notes{StartingComment: "x"}, core.Path{1}, core.ErrSyntax, "starting comment"},
		{"starting comment inside a variation", 3, core.Notes{Variations: []core.Variation{{
			{Move: mv("c6c5"), Notes: core.Notes{StartingComment: "fine"}},
			{Move: mv("a3a4"), Notes: core.Notes{StartingComment: "not here"}},
		}}}, core.Path{3, 0, 1}, core.ErrSyntax, "starting comment"},
		{"glyph", 1, core.Notes{NAGs: []int{-1}}, core.Path{1}, core.ErrSyntax, "$-1 out of range"},
		{"big glyph", 1, core.Notes{NAGs: []int{core.MaxNAG + 1}}, core.Path{1}, core.ErrSyntax, "out of range"},
	} {
		t.Run(c.name, func(t *testing.T) {
			err := g.SetNotes(c.ply, c.n)
			var ve *core.VariationError
			if !errors.As(err, &ve) || !errors.Is(err, c.err) || !strings.Contains(err.Error(), c.msg) {
				t.Fatalf("%v, want a VariationError wrapping %v with %q", err, c.err, c.msg)
			}
			if !cmp.Equal(ve.Path, c.path) || ve.Op != "Game.SetNotes" {
				t.Errorf("path %v op %s, want %v", ve.Path, ve.Op, c.path)
			}
			if diff := cmp.Diff(good, g.Notes(2), moves); diff != "" || !g.Notes(c.ply).IsZero() && c.ply != 2 {
				t.Errorf("notes changed by a refused SetNotes:\n%s", diff)
			}
		})
	}
	if err := g.SetNotes(4, core.Notes{}); !errors.Is(err, core.ErrIllegalMove) {
		t.Errorf("no move at index 4: %v", err)
	}
	if _, err := g.ParseVariation(0, "e3e4", "e3e4"); !errors.Is(err, core.ErrIllegalMove) || !strings.Contains(err.Error(), "Game.ParseVariation (ply 2)") {
		t.Errorf("ParseVariation of an illegal line: %v", err)
	}
	if _, err := g.ParseVariation(0); !errors.Is(err, core.ErrSyntax) {
		t.Errorf("ParseVariation of no move: %v", err)
	}
	if _, err := g.ParseVariation(5, "e3e4"); !errors.Is(err, core.ErrIllegalMove) {
		t.Errorf("ParseVariation past the game: %v", err)
	}
	// At Len() a variation starts from the current position.
	if v, err := g.ParseVariation(4, "d5d6m"); err != nil || len(v) != 1 {
		t.Errorf("ParseVariation at the end: %v %v", v, err)
	}
}

// The position before a move, which checks its variations, is the same
// whether the game is replayed from its start or back from its end, and
// across actions (the board's honour) that the game keeps as snapshots;
// Walk gives the same positions.
func TestNotesPositionBefore(t *testing.T) {
	start := makruk.MustParseFEN("m6k/8/8/8/8/8/8/K6M w - - 0 1", makruk.Default)
	g := makruk.NewGame(start)
	texts := []string{"Kb1", "Kg8", "count", "Ka1", "Kh8", "Kb1", "Kg8", "Ka1", "Kh8", "Kb2", "Kg7"}
	var fens []string
	for _, s := range texts {
		p := g.Position()
		fens = append(fens, p.FEN())
		if _, err := g.PlayText(s); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
	for k, m := range g.Moves() {
		v, err := g.ParseVariation(k, texts[k])
		if err != nil || v[0].Move != m {
			t.Fatalf("ply %d: %v %v", k+1, v, err)
		}
		if err := g.SetNotes(k, core.Notes{Comments: []string{texts[k]}, Variations: []core.Variation{v}}); err != nil {
			t.Fatalf("ply %d: %v", k+1, err)
		}
	}
	k := 0
	for st := range g.Walk() {
		if len(st.Path) == 1 {
			if st.Path[0] != k || st.Position.FEN() != fens[k] || st.Move != g.Moves()[k] || st.Variations != 1 || st.Comments[0] != texts[k] {
				t.Fatalf("step %v: %s %v, want ply %d at %s", st.Path, st.Position.FEN(), st.Move, k, fens[k])
			}
			k++
		} else if !cmp.Equal(st.Path, core.Path{k - 1, 0, 0}) || st.Position.FEN() != fens[k-1] || st.Move != g.Moves()[k-1] {
			t.Fatalf("variation step %v at %s, want its move's position %s", st.Path, st.Position.FEN(), fens[k-1])
		}
	}
	if k != g.Len() {
		t.Errorf("walked %d moves of the main line, want %d", k, g.Len())
	}
}

// Walk visits the tree in the order a record writes it, and stops when
// asked.
func TestWalk(t *testing.T) {
	g := newMakrukGame(t, "e3e4", "d6d5", "e4d5")
	v := variation(t, g, 1, "c6c5", "a3a4", "Nc6")
	inner := variation(t, g, 1, "c6c5", "b3b4")[1:]
	v[1].Variations = []core.Variation{inner}
	v[0].StartingComment = "or"
	if err := g.SetNotes(1, core.Notes{Variations: []core.Variation{v, variation(t, g, 1, "f6f5")}}); err != nil {
		t.Fatal(err)
	}
	var got []string
	for st := range g.Walk() {
		p := st.Position
		got = append(got, st.Path.String()+": "+p.SAN(st.Move)+" "+st.StartingComment)
	}
	want := []string{
		"ply 1: e4 ",
		"ply 2: d5 ",
		"ply 2 in variation 1 of ply 2: c5 or",
		"ply 3 in variation 1 of ply 2: a4 ",
		"ply 3 in variation 1 of ply 3 in variation 1 of ply 2: b4 ",
		"ply 4 in variation 1 of ply 2: Nc6 ",
		"ply 2 in variation 2 of ply 2: f5 ",
		"ply 3: exd5 ",
	}
	if diff := cmp.Diff(want, got, moves); diff != "" {
		t.Fatalf("walk (-want +got):\n%s", diff)
	}
	n := 0
	for range g.Walk() {
		if n++; n == 4 {
			break
		}
	}
	var zero makruk.Game
	for range zero.Walk() {
		t.Error("the zero game has moves")
	}
	if err := zero.SetNotes(0, core.Notes{}); !errors.Is(err, core.ErrIllegalMove) || !zero.Notes(0).IsZero() || zero.Comment() != "" {
		t.Errorf("the zero game's notes: %v", err)
	}
}

func TestPath(t *testing.T) {
	for _, c := range []struct {
		p    core.Path
		ply  int
		want string
	}{
		{core.Path{3}, 4, "ply 4"},
		{core.Path{3, 0, 1}, 5, "ply 5 in variation 1 of ply 4"},
		{core.Path{3, 0, 1, 2, 0}, 5, "ply 5 in variation 3 of ply 5 in variation 1 of ply 4"},
		{core.Path{0, 1, 2, 0, 3}, 6, "ply 6 in variation 1 of ply 3 in variation 2 of ply 1"},
		{nil, 1, "the start of the game"},
		{core.Path{2, 1}, 3, "ply 3"},
	} {
		if got := c.p.String(); got != c.want || c.p.Ply() != c.ply && len(c.p)%2 == 1 {
			t.Errorf("%v: %q ply %d, want %q ply %d", c.p, got, c.p.Ply(), c.want, c.ply)
		}
	}
}

func TestVariationErrors(t *testing.T) {
	e1 := &core.VariationError{Op: "x.ReadRecord", Line: 3, Path: core.Path{0, 0, 0}, Err: &core.MoveError{Op: "x.Position.ParseLenient", Move: "Zz9", Msg: "not a move", Err: core.ErrSyntax}}
	e2 := &core.VariationError{Op: "x.ReadRecord", Path: core.Path{4, 1, 0}, Err: &core.MoveError{Op: "x.Position.Play", Move: "e3e5", Rule: "MK-7", Err: core.ErrIllegalMove}}
	var err error = core.VariationErrors{e1, e2}
	if got := err.Error(); got != "x.ReadRecord line 3 (ply 1 in variation 1 of ply 1): x.Position.ParseLenient Zz9: not a move: syntax error (and 1 more errors in variations)" {
		t.Errorf("message %q", got)
	}
	if !errors.Is(err, core.ErrSyntax) || !errors.Is(err, core.ErrIllegalMove) || errors.Is(err, core.ErrGameOver) {
		t.Error("errors.Is does not see each error")
	}
	var list core.VariationErrors
	var me *core.MoveError
	if !errors.As(err, &list) || len(list) != 2 || !errors.As(err, &me) || me.Move != "Zz9" {
		t.Error("errors.As")
	}
	if got := (core.VariationErrors{e2}).Error(); !strings.HasPrefix(got, "x.ReadRecord (ply 5 in variation 2 of ply 5): x.Position.Play e3e5: MK-7:") {
		t.Errorf("one error: %q", got)
	}
}

// The memory a game takes per ply, of 1,000 plies: plain (what Play
// costs), and with a clock comment on every move (the notes' cost); live
// is what the game holds when played, alloc what playing it allocated.
func BenchmarkGameMemoryPerPly(b *testing.B) {
	start := makruk.StartPosition(makruk.Default)
	var line []core.Move
	for i := range 1000 {
		line = append(line, mv([]string{"b1d2", "b8d7", "d2b1", "d7b8"}[i%4]))
	}
	play := func(b *testing.B, clocks bool) *makruk.Game {
		g := makruk.NewGame(start)
		for i, m := range line {
			if err := g.Play(m); err != nil {
				b.Fatal(err)
			}
			if clocks {
				if err := g.SetNotes(i, core.Notes{Comments: []string{"[%clk 0:05:00]"}}); err != nil {
					b.Fatal(err)
				}
			}
		}
		return g
	}
	for _, clocks := range []bool{false, true} {
		name := "plain"
		if clocks {
			name = "clock-every-move"
		}
		b.Run(name, func(b *testing.B) {
			var m0, m1 runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&m0)
			g := play(b, clocks)
			runtime.GC()
			runtime.ReadMemStats(&m1)
			runtime.KeepAlive(g)
			live := float64(m1.HeapAlloc-m0.HeapAlloc) / float64(len(line))
			runtime.ReadMemStats(&m0)
			for b.Loop() {
				play(b, clocks)
			}
			runtime.ReadMemStats(&m1)
			b.ReportMetric(float64(m1.TotalAlloc-m0.TotalAlloc)/float64(b.N)/float64(len(line)), "alloc-B/ply")
			b.ReportMetric(live, "live-B/ply")
		})
	}
}
