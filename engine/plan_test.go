package engine

import (
	"slices"
	"testing"

	"github.com/chaturanga-go/chaturanga"
	"github.com/chaturanga-go/chaturanga/core"
)

// Makruk's counting actions have no move text on the wire: the position
// after the last one is sent as a FEN, with the moves after it.
func TestPlanAfterAction(t *testing.T) {
	start, err := chaturanga.NewPosition("makruk", "default", "4k3/2s5/8/8/8/8/8/R2MK3 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	p := start.Clone()
	var moves []core.Move
	for _, s := range []string{"a1a2", "e8d8", "count", "a2a7"} {
		m, err := p.ParseMove(s)
		if err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		if err := p.PlayMove(m); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		moves = append(moves, m)
	}
	pl, err := makePlan(start, moves)
	if err != nil {
		t.Fatal(err)
	}
	if pl.isStart || !slices.Equal(pl.texts, []string{"a2a7"}) || pl.final.FEN() != p.FEN() {
		t.Fatalf("plan: base %s start %v texts %v final %s", pl.base.FEN(), pl.isStart, pl.texts, pl.final.FEN())
	}
	t.Logf("base %s", pl.base.FEN())
	// an illegal move in the moves is the caller's error, not the engine's
	bad := append(slices.Clone(moves[:1]), moves[0])
	if _, err := makePlan(start, bad); err == nil {
		t.Error("illegal moves planned")
	}
}
