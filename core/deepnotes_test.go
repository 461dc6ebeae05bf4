package core_test

import (
	"errors"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/makruk"
	"github.com/chaturanga-go/chaturanga/notation"
)

// deepNotes returns notes nested depth variations deep: each a variation
// of one move, move, with the next as its variation; the innermost move is
// last instead.
func deepNotes(depth int, move, last core.Move) core.Notes {
	var n core.Notes
	for i := range depth {
		m := move
		if i == 0 {
			m = last
		}
		n = core.Notes{Variations: []core.Variation{{{Move: m, Notes: n}}}}
	}
	return n
}

// allocated returns the bytes f allocates.
func allocated(f func()) uint64 {
	var m0, m1 runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&m0)
	f()
	runtime.ReadMemStats(&m1)
	return m1.TotalAlloc - m0.TotalAlloc
}

// SetNotes refuses a tree deeper than core.MaxVariationDepth without
// looking into it: 10,000 and 30,000 nested levels cost little memory (they
// took 1 GB, and ended the process), and the error says where in few words.
func TestSetNotesDeepTree(t *testing.T) {
	for _, depth := range []int{core.MaxVariationDepth + 1, 10_000, 30_000} {
		g := newMakrukGame(t, "b3b4")
		n := deepNotes(depth, mv("a3a4"), mv("a3a4"))
		var err error
		alloc := allocated(func() { err = g.SetNotes(0, n) })
		if !errors.Is(err, core.ErrLimit) || !strings.Contains(err.Error(), "core.MaxVariationDepth = 64") {
			t.Fatalf("depth %d: %v", depth, err)
		}
		if len(err.Error()) > 300 {
			t.Errorf("depth %d: error of %d bytes: %s", depth, len(err.Error()), err)
		}
		if alloc > 64<<10 {
			t.Errorf("depth %d: SetNotes allocated %d bytes", depth, alloc)
		}
		if !g.Notes(0).IsZero() {
			t.Errorf("depth %d: notes set all the same", depth)
		}
	}
	// At the limit the tree is kept; a bad move at its bottom is named
	// by a short path.
	g := newMakrukGame(t, "b3b4")
	if err := g.SetNotes(0, deepNotes(core.MaxVariationDepth, mv("a3a4"), mv("a3a4"))); err != nil {
		t.Fatal(err)
	}
	err := g.SetNotes(0, deepNotes(core.MaxVariationDepth, mv("a3a4"), mv("a3a6")))
	var ve *core.VariationError
	if !errors.As(err, &ve) || !errors.Is(err, core.ErrIllegalMove) || len(ve.Path) != 2*core.MaxVariationDepth+1 {
		t.Fatalf("bad move at the bottom: %v", err)
	}
	if msg := ve.Path.String(); msg != "ply 1 in variation 1 of ply 1 in variation 1 of ply 1 in 61 more variations in variation 1 of ply 1" {
		t.Errorf("path %q", msg)
	}
	if len(err.Error()) > 400 {
		t.Errorf("error of %d bytes: %s", len(err.Error()), err)
	}
}

// ReadRecord of a record built in code, nested 30,000 deep: the variations
// past the limit are dropped with an error, in little memory.
func TestReadRecordDeepTree(t *testing.T) {
	for _, depth := range []int{10_000, 30_000} {
		inner := []notation.RecordMove{{Text: "a3a4"}}
		for range depth - 1 {
			inner = []notation.RecordMove{{Text: "a3a4", Variations: [][]notation.RecordMove{inner}}}
		}
		rec := &notation.Record{Moves: []notation.RecordMove{{Text: "b3b4", Variations: [][]notation.RecordMove{inner}}}}
		var g *makruk.Game
		var err error
		alloc := allocated(func() { g, err = makruk.ReadRecord(rec, makruk.Default) })
		var list core.VariationErrors
		if g == nil || !errors.As(err, &list) || len(list) != 1 || !errors.Is(err, core.ErrLimit) {
			t.Fatalf("depth %d: %v", depth, err)
		}
		if len(err.Error()) > 400 {
			t.Errorf("error of %d bytes: %s", len(err.Error()), err)
		}
		if alloc > 1<<20 {
			t.Errorf("depth %d: ReadRecord allocated %d bytes", depth, alloc)
		}
		// The game keeps the tree up to the limit.
		d, n := 0, g.Notes(0)
		for len(n.Variations) > 0 {
			d, n = d+1, n.Variations[0][0].Notes
		}
		if d != core.MaxVariationDepth {
			t.Errorf("depth %d: the game keeps %d levels", depth, d)
		}
	}
}

// Adding a variation at every ply of a long game costs time linear in the
// game: annotating a game of 20,000 plies takes about what annotating one
// of 2,000 plies ten times takes (a quadratic cost, replaying the game up
// to each move, would take ten times that). The two are timed in turn,
// the best of seven rounds each and of about the same length, so that a
// busy machine slows both alike.
func TestSetNotesEveryPlyLinear(t *testing.T) {
	shuffle := []core.Move{mv("b1d2"), mv("b8d7"), mv("d2b1"), mv("d7b8")}
	alt := []core.Move{mv("g1e2"), mv("g8e7")}
	game := func(plies int) *makruk.Game {
		g := makruk.NewGame(makruk.StartPosition(makruk.Default))
		for i := range plies {
			if err := g.Play(shuffle[i%4]); err != nil {
				t.Fatal(err)
			}
		}
		return g
	}
	annotate := func(g *makruk.Game, times int) time.Duration {
		start := time.Now()
		for range times {
			for i := range g.Len() {
				if i%4 >= 2 { // the knight on g1 or g8 can move out only where it is home
					continue
				}
				if err := g.SetNotes(i, core.Notes{Variations: []core.Variation{{{Move: alt[i%4]}}}}); err != nil {
					t.Fatal(i, err)
				}
			}
		}
		return time.Since(start)
	}
	sg, lg := game(2_000), game(20_000)
	small, large := time.Duration(1<<62), time.Duration(1<<62)
	for range 7 {
		small, large = min(small, annotate(sg, 10)), min(large, annotate(lg, 1))
	}
	if large > 5*small {
		t.Errorf("2,000 plies ten times take %v, 20,000 plies once %v: not linear", small, large)
	}
	t.Logf("2,000 plies ten times %v, 20,000 plies once %v", small, large)
}
