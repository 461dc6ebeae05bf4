package makruk

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/chaturanga-go/chaturanga/core"
)

// randomGame plays up to n random legal moves from the start under rules
// drawn at random, calling check before each move.
func randomGame(t *rapid.T, n int, check func(p *Position, m core.Move)) Position {
	r := rapid.SampledFrom(RuleSets()).Draw(t, "rules")
	p := StartPosition(r)
	var buf []core.Move
	for range n {
		buf = p.AppendLegalMoves(buf[:0])
		if len(buf) == 0 {
			break
		}
		m := buf[rapid.IntRange(0, len(buf)-1).Draw(t, "move")]
		check(&p, m)
		p.MakeMove(m)
	}
	return p
}

// Property: MakeMove then UnmakeMove restores the position exactly (FEN,
// hash and every field); the incremental hash equals a fresh computation.
func TestMakeUnmakeRestores(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		randomGame(t, 200, func(p *Position, m core.Move) {
			before := *p
			u := p.MakeMove(m)
			fresh := MustParseFEN(p.FEN(), p.Rules())
			if fresh.Hash() != p.Hash() {
				t.Fatalf("incremental hash differs from a fresh one after %s in %s", FormatMove(m), before.FEN())
			}
			p.UnmakeMove(m, u)
			if diff := cmp.Diff(before.FEN(), p.FEN()); diff != "" {
				t.Fatalf("unmake %s: FEN differs (-want +got):\n%s", FormatMove(m), diff)
			}
			if *p != before {
				t.Fatalf("unmake %s: position differs from before", FormatMove(m))
			}
		})
	})
}
