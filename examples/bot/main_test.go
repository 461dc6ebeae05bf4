package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/chaturanga-go/chaturanga"
	"github.com/chaturanga-go/chaturanga/notation"
)

// The bot, written once against core.Position, plays a short game of every
// registry entry under every rule set, and its PGN rereads.
func TestBotPlaysEveryEntry(t *testing.T) {
	for _, v := range chaturanga.Variants() {
		for _, rules := range v.RuleSets() {
			var out bytes.Buffer
			if err := run(&out, v.Name(), rules, 2, 16, 1); err != nil {
				t.Fatalf("%s %s: %v", v.Name(), rules, err)
			}
			rec, err := notation.NewPGNReader(&out).Next()
			if err != nil {
				t.Fatalf("%s %s: %v", v.Name(), rules, err)
			}
			g, err := chaturanga.ReadRecord(rec, "")
			if err != nil || g.Variant() != v.Name() || g.Len() == 0 {
				t.Errorf("%s %s: reread %v, %v", v.Name(), rules, g, err)
			}
		}
	}
	if err := run(&bytes.Buffer{}, "makruk", "", 0, 10, 1); err == nil || !strings.Contains(err.Error(), "-depth") {
		t.Errorf("depth 0: %v", err)
	}
}
