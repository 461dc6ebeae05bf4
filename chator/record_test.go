package chator

import (
	"bytes"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/notation"
)

// Property: a random game of any named rule set, written as PGN and read
// back under the same rules, is the same game with the same result.
func TestRecordRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		r := rapid.SampledFrom(RuleSets()).Draw(t, "rules")
		g := NewGame(StartPosition(r))
		var buf []core.Move
		for range rapid.IntRange(0, 120).Draw(t, "plies") {
			p := g.Position()
			buf = p.AppendLegalMoves(buf[:0])
			if len(buf) == 0 {
				break
			}
			if err := g.Play(buf[rapid.IntRange(0, len(buf)-1).Draw(t, "move")]); err != nil {
				t.Fatal(err)
			}
		}
		rec := NewRecord(g, notation.Tag{Name: "Event", Value: "test"})
		text := notation.AppendPGN(nil, rec)
		back, err := notation.NewPGNReader(bytes.NewReader(text)).Next()
		if err != nil {
			t.Fatalf("%v\n%s", err, text)
		}
		g2, err := ReadRecord(back, r)
		if err != nil {
			t.Fatalf("%v\n%s", err, text)
		}
		if diff := cmp.Diff(g.Moves(), g2.Moves(), cmp.Comparer(func(a, b core.Move) bool { return a == b })); diff != "" {
			t.Fatalf("moves differ:\n%s\n%s", diff, text)
		}
		if back.Result != g.Outcome().Result() {
			t.Fatalf("result %s, want %s", back.Result, g.Outcome().Result())
		}
	})
}

// A record of another game is refused.
func TestRecordWrongVariant(t *testing.T) {
	rec := &notation.Record{Tags: []notation.Tag{{Name: "Variant", Value: "makruk"}}}
	if _, err := ReadRecord(rec, Default); err == nil {
		t.Error("a makruk record read as main chator")
	}
}
