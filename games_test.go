package chaturanga_test

import (
	"fmt"
	"testing"

	"github.com/chaturanga-go/chaturanga"
	"github.com/chaturanga-go/chaturanga/chator"
	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/makruk"
	"github.com/chaturanga-go/chaturanga/notation"
	"github.com/chaturanga-go/chaturanga/qiguo"
	"github.com/chaturanga-go/chaturanga/shatar"
	"github.com/chaturanga-go/chaturanga/shatranj"
	"github.com/chaturanga-go/chaturanga/sittuyin"
)

// The registry's views of every game hand out the game package's own
// types: Unwrap gives the package's *Game and *Editor, and the positions
// (Position, Start, Walk's, an editor's, NewPosition's, ParsePosition's)
// are the package's *Position, whatever the registry holds them as.
func TestGamesOwnTypes(t *testing.T) {
	for _, tc := range []struct {
		name         string
		game, editor string // the %T of Unwrap's
		position     string // the %T of every position
	}{
		{"chator", fmt.Sprintf("%T", (*chator.Game)(nil)), fmt.Sprintf("%T", (*chator.Editor)(nil)), fmt.Sprintf("%T", (*chator.Position)(nil))},
		{"makruk", fmt.Sprintf("%T", (*makruk.Game)(nil)), fmt.Sprintf("%T", (*makruk.Editor)(nil)), fmt.Sprintf("%T", (*makruk.Position)(nil))},
		{"qiguo", fmt.Sprintf("%T", (*qiguo.Game)(nil)), fmt.Sprintf("%T", (*qiguo.Editor)(nil)), fmt.Sprintf("%T", (*qiguo.Position)(nil))},
		{"shatar", fmt.Sprintf("%T", (*shatar.Game)(nil)), fmt.Sprintf("%T", (*shatar.Editor)(nil)), fmt.Sprintf("%T", (*shatar.Position)(nil))},
		{"shatranj", fmt.Sprintf("%T", (*shatranj.Game)(nil)), fmt.Sprintf("%T", (*shatranj.Editor)(nil)), fmt.Sprintf("%T", (*shatranj.Position)(nil))},
		{"sittuyin", fmt.Sprintf("%T", (*sittuyin.Game)(nil)), fmt.Sprintf("%T", (*sittuyin.Editor)(nil)), fmt.Sprintf("%T", (*sittuyin.Position)(nil))},
	} {
		v, err := chaturanga.Lookup(tc.name)
		if err != nil {
			t.Fatal(err)
		}
		g, err := v.NewGame("", "")
		if err != nil {
			t.Fatal(err)
		}
		for range 2 {
			m := g.Position().AppendLegalMoves(nil)[0]
			if err := g.Play(m); err != nil {
				t.Fatalf("%s: %v", tc.name, err)
			}
		}
		if err := g.SetNotes(0, core.Notes{Comments: []string{"a note"}}); err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if got := fmt.Sprintf("%T", g.Unwrap()); got != tc.game {
			t.Errorf("%s: Game.Unwrap is a %s, want %s", tc.name, got, tc.game)
		}
		check := func(what string, p core.Position) {
			t.Helper()
			if got := fmt.Sprintf("%T", p); got != tc.position {
				t.Errorf("%s: %s is a %s, want %s", tc.name, what, got, tc.position)
			}
		}
		check("Game.Position", g.Position())
		check("Game.Start", g.Start())
		if g.Start() == g.Start() || g.Position() == g.Position() {
			t.Errorf("%s: Game.Start or Position return the same position twice, not a copy", tc.name)
		}
		steps := 0
		for st := range g.Walk() {
			check("a Walk step's position", st.Position)
			steps++
		}
		if steps != 2 {
			t.Errorf("%s: Walk visits %d moves, want 2", tc.name, steps)
		}
		rec := g.Record(notation.Tag{Name: "Event", Value: "test"})
		back, err := v.ReadRecord(rec, "")
		if err != nil || back.Len() != 2 || back.Notes(0).Comments[0] != "a note" {
			t.Errorf("%s: the record read back: %v", tc.name, err)
		} else if got := fmt.Sprintf("%T", back.Unwrap()); got != tc.game {
			t.Errorf("%s: a record's Game.Unwrap is a %s, want %s", tc.name, got, tc.game)
		}
		from, err := v.NewGameFrom(g.Position())
		if err != nil || from.Position().FEN() != g.Position().FEN() || from.Len() != 0 {
			t.Errorf("%s: NewGameFrom: %v", tc.name, err)
		}
		p, err := v.NewPosition("", "")
		if err != nil {
			t.Fatal(err)
		}
		check("NewPosition", p)
		text, err := p.(interface{ MarshalText() ([]byte, error) }).MarshalText()
		if err != nil {
			t.Fatal(err)
		}
		q, err := v.ParsePosition(string(text))
		if err != nil {
			t.Fatalf("%s: ParsePosition(%q): %v", tc.name, text, err)
		}
		check("ParsePosition", q)
		ed, err := v.NewEditor("", "")
		if err != nil {
			t.Fatal(err)
		}
		if got := fmt.Sprintf("%T", ed.Unwrap()); got != tc.editor {
			t.Errorf("%s: Editor.Unwrap is a %s, want %s", tc.name, got, tc.editor)
		}
		if ed.Variant() != tc.name || ed.RuleSet() != p.RuleSet() {
			t.Errorf("%s: the editor's Variant %q and RuleSet %q", tc.name, ed.Variant(), ed.RuleSet())
		}
		ep, err := ed.Position()
		if err != nil {
			t.Fatal(err)
		}
		check("Editor.Position", ep)
		// Another game's position is refused.
		for _, o := range chaturanga.Variants() {
			op, err := o.NewPosition("", "")
			if err != nil {
				t.Fatal(err)
			}
			if _, err := v.Perft(op, 1, true); (err == nil) != (o.Name() == tc.name) {
				t.Errorf("%s: Perft of a %s position: %v", tc.name, o.Name(), err)
			}
		}
	}
}
