package search

import (
	"math/rand/v2"
	"testing"

	"github.com/chaturanga-go/chaturanga"
	"github.com/chaturanga-go/chaturanga/core"
)

// checkEval fails unless the evaluation the search keeps move by move
// equals the one read from the board.
func checkEval(t *testing.T, s *state, what string) {
	t.Helper()
	want := s.eval.sums(s.p)
	ctl := s.controller
	s.readControllers()
	if s.sum != want || s.controller != ctl {
		t.Fatalf("%s: kept %v %v, board %v %v", what, s.sum, ctl, want, s.controller)
	}
}

// The evaluation kept by make and unmake equals the board's, after every
// legal move (and its unmaking) along random games of every game and rule
// set, Qi Guo's defeats included.
func TestIncrementalEvaluation(t *testing.T) {
	var starts []core.Position
	for _, v := range chaturanga.Variants() {
		for _, r := range v.RuleSets() {
			p, err := v.NewPosition(r, "")
			if err != nil {
				t.Fatal(err)
			}
			starts = append(starts, p)
		}
	}
	// A capture of Chu's general: its army passes to Qin.
	starts = append(starts, qiguoPosition(t, map[string]string{"a10": "wQ", "c10": "wR", "c14": "rQ", "c15": "rS", "f1": "oQ", "s3": "oS"}, "default"))
	starts = append(starts, qiguoPosition(t, map[string]string{"a10": "wQ", "c10": "wR", "c14": "rQ", "c15": "rS", "f1": "oQ", "s3": "oS"}, "elephantchess"))
	for i, start := range starts {
		rng := rand.New(rand.NewPCG(uint64(i), 3))
		plies := 120
		if start.Sides() > 2 {
			plies = 40
		}
		s := newState(start, newTable(1), newEvaluator(start.Geometry()))
		p := start.Clone()
		s.setRoot(p, nil)
		var buf []core.Move
		for ply := 0; ply < plies; ply++ {
			buf = p.AppendLegalMoves(buf[:0])
			if len(buf) == 0 {
				break
			}
			before := p.FEN()
			for j, m := range buf {
				if j > 30 && !p.IsCapture(m) {
					continue
				}
				u, save := s.make(m)
				checkEval(t, s, start.Variant()+" "+before+" "+p.MoveText(m))
				s.unmake(m, u, save)
				checkEval(t, s, start.Variant()+" "+before+" unmade")
			}
			m := buf[rng.IntN(len(buf))]
			for _, c := range buf { // prefer captures, to reach the endings
				if p.IsCapture(c) && rng.IntN(2) == 0 {
					m = c
					break
				}
			}
			s.make(m)
		}
	}
}
