package qiguo

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
)

// TestOutcomeNames: an outcome the package returns names its winner as
// the rules do when printed (issue 25, point 4), under both namings,
// while Equal, Result and the text form ignore the names.
func TestOutcomeNames(t *testing.T) {
	wiki := Default
	wiki.WikipediaNames = true
	for _, tt := range []struct {
		rules Rules
		seat  core.Color // Han's seat under the naming: the letter o is Han's
		text  string
	}{
		{Default, SouthWest, "color 1 wins by conquest"},
		{wiki, SouthEast, "color 2 wins by conquest"},
	} {
		// Han has defeated Qin and captures Chu's general: conquest
		// (QG-19)
		p := setup(t, tt.rules, "o w:o1 w:o 1", "oR@a1", "rQ@a5", "rR@h8", "gQ@s1", "oQ@s19")
		p = play(t, p, "a1a5")
		o := p.Outcome()
		if !o.Equal(core.Win(tt.seat, core.Conquest)) {
			t.Fatalf("%v: outcome %v", tt.rules, o)
		}
		want := "Han wins by conquest"
		if got := fmt.Sprint(o); got != want {
			t.Errorf("%v: fmt.Sprint = %q, want %q", tt.rules, got, want)
		}
		if got := fmt.Sprintf("%v|%s", o, o); got != want+"|"+want {
			t.Errorf("%v: fmt.Sprintf = %q", tt.rules, got)
		}
		if o.String() != o.StringIn(&p) {
			t.Errorf("%v: String %q, StringIn %q", tt.rules, o, o.StringIn(&p))
		}
		// the text form stays numbered, and reads back Equal
		text, err := o.MarshalText()
		if err != nil || string(text) != tt.text {
			t.Errorf("%v: MarshalText = %q, %v", tt.rules, text, err)
		}
		if b, _ := o.AppendText([]byte("x ")); string(b) != "x "+tt.text {
			t.Errorf("%v: AppendText = %q", tt.rules, b)
		}
		if j, err := json.Marshal(o); err != nil || string(j) != `"`+tt.text+`"` {
			t.Errorf("%v: JSON %s, %v", tt.rules, j, err)
		}
		var back core.Outcome
		if err := back.UnmarshalText(text); err != nil || !back.Equal(o) || back.String() != tt.text {
			t.Errorf("%v: read back %v, %v", tt.rules, back, err)
		}
		// every seat under the naming
		for c := range core.Color(NumStates) {
			if got := core.Win(c, core.LastStanding).WithNames(p.SideNames()).String(); got != p.SideName(c)+" wins by last-standing" {
				t.Errorf("%v: seat %d: %q", tt.rules, c, got)
			}
		}
		// a game's outcomes carry the names too, its own endings included
		g := NewGame(p)
		if got := g.Outcome().String(); got != want {
			t.Errorf("%v: the game's outcome %q", tt.rules, got)
		}
		g = NewGame(StartPosition(tt.rules))
		if _, err := g.PlayText("Nc4"); err != nil {
			t.Fatal(err)
		}
		if err := g.AgreeDraw(); err != nil {
			t.Fatal(err)
		}
		if gp := g.Position(); gp.Outcome().Names() != gp.SideNames() || g.Outcome().Names() != gp.SideNames() {
			t.Errorf("%v: names not carried", tt.rules)
		}
		if o := g.Outcome(); o.Names() == nil || o.String() != "1/2-1/2 agreement" || !o.Equal(core.Draw(core.Agreement)) {
			t.Errorf("%v: agreed draw %v, names %v", tt.rules, o, o.Names())
		}
	}
	if p := StartPosition(Default); p.Outcome().Names() == nil || p.Outcome().IsOver() || p.Outcome().String() != "*" {
		t.Errorf("a game that goes on: %v", p.Outcome())
	}
}
