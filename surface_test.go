package chaturanga_test

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/chaturanga-go/chaturanga"
	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/makruk"
	"github.com/chaturanga-go/chaturanga/qiguo"
	"github.com/chaturanga-go/chaturanga/shatranj"
)

// The registry's Game has every method of the game packages' Games
// (core.Game), so that a server loses nothing by going through the
// registry (issue 25).
func TestRegistryGameHasCoreGamesMethods(t *testing.T) {
	reg := reflect.TypeOf((*chaturanga.Game)(nil)).Elem()
	for _, typ := range []reflect.Type{reflect.TypeOf(&makruk.Game{}), reflect.TypeOf(&qiguo.Game{})} {
		for i := range typ.NumMethod() {
			name := typ.Method(i).Name
			if _, ok := reg.MethodByName(name); !ok {
				t.Errorf("chaturanga.Game has no %s, which %v has", name, typ)
			}
		}
	}
}

// Walk through the registry visits the tree as the package's Walk does,
// with the positions as core.Positions.
func TestRegistryWalk(t *testing.T) {
	g, err := chaturanga.NewGame("makruk", "", "")
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range []string{"e4", "e5", "Nd2"} {
		if _, err := g.PlayText(m); err != nil {
			t.Fatal(err)
		}
	}
	v, err := g.ParseVariation(1, "d5")
	if err != nil {
		t.Fatal(err)
	}
	if err := g.SetNotes(1, core.Notes{Comments: []string{"c"}, NAGs: []int{1}, Variations: []core.Variation{v}}); err != nil {
		t.Fatal(err)
	}
	var got []string
	for st := range g.Walk() {
		got = append(got, st.Path.String()+":"+st.Position.MoveText(st.Move))
		if st.Path.String() == "1" && (len(st.Comments) != 1 || st.Variations != 1) {
			t.Errorf("step %v: %+v", st.Path, st)
		}
	}
	want := g.Unwrap().(*makruk.Game)
	n := 0
	for st := range want.Walk() {
		p := st.Position
		if n >= len(got) || got[n] != st.Path.String()+":"+p.MoveText(st.Move) {
			t.Errorf("step %d: registry %v, package %v %s", n, got, st.Path, p.MoveText(st.Move))
		}
		n++
	}
	if n != len(got) || n != 4 {
		t.Errorf("registry walked %v, package %d steps", got, n)
	}
}

// The editor through the registry sets up a position of any game and
// checks it as the game's ParseFEN does.
func TestRegistryEditor(t *testing.T) {
	for _, name := range append(chaturanga.Names(), "cambodian", "chaturanga") {
		ed, err := chaturanga.NewEditor(name, "", "")
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		p, err := chaturanga.NewPosition(name, "", "")
		if err != nil {
			t.Fatal(err)
		}
		if ed.FEN() != p.FEN() || ed.RuleSet() != p.RuleSet() || ed.Variant() != p.Variant() {
			t.Errorf("%s: editor %s %q %q, start %q %q", name, ed.Variant(), ed.RuleSet(), ed.FEN(), p.RuleSet(), p.FEN())
		}
		q, err := ed.Position()
		if err != nil || q.FEN() != p.FEN() {
			t.Errorf("%s: Position() = %v, %v", name, q, err)
		}
		ed.Clear()
		if _, err := ed.Position(); !errors.Is(err, core.ErrIllegalPosition) || ed.Validate() == nil {
			t.Errorf("%s: an empty board: %v", name, err)
		}
		if ed.Unwrap() == nil {
			t.Errorf("%s: Unwrap is nil", name)
		}
	}
	ed, err := chaturanga.NewEditor("shatranj", "", "8/8/8/8/8/8/8/8 w - - 0 1")
	if !errors.Is(err, core.ErrIllegalPosition) || ed != nil {
		t.Errorf("an editor from a bad FEN: %v", err)
	}
	ed, _ = chaturanga.NewEditor("shatranj", "", "")
	ed.Clear()
	for sq, pc := range map[string]core.Piece{"e1": core.MakePiece(core.White, shatranj.Shah), "e8": core.MakePiece(core.Black, shatranj.Shah), "a1": core.MakePiece(core.White, shatranj.Rukh)} {
		if err := ed.Put(core.MustParseSquare(sq), pc); err != nil {
			t.Fatal(err)
		}
	}
	p, err := ed.Position()
	if err != nil || p.FEN() != "4k3/8/8/8/8/8/8/R3K3 w - - 0 1" {
		t.Errorf("a set-up position: %v %v", p, err)
	}
	if _, err := chaturanga.NewEditor("cambodian", "pychess", ""); !errors.Is(err, core.ErrUnknown) || !strings.Contains(err.Error(), "cambodian") {
		t.Errorf("an editor of cambodian under pychess: %v", err)
	}
}

// Perft, Divide and NewGameFrom given another game's position say so in
// words.
func TestAnotherGamesPosition(t *testing.T) {
	v, _ := chaturanga.Lookup("shatranj")
	p, _ := chaturanga.NewPosition("makruk", "", "")
	var typedNil *shatranj.Position
	for _, c := range []struct {
		p    core.Position
		want string
	}{
		{p, "a makruk position, not a shatranj one (ask the makruk Variant)"},
		{nil, "no position (nil)"},
		{typedNil, "a nil *shatranj.Position"},
	} {
		_, err1 := v.Perft(c.p, 1, true)
		_, err2 := v.Divide(c.p, 1)
		_, err3 := v.NewGameFrom(c.p)
		for _, err := range []error{err1, err2, err3} {
			if !errors.Is(err, core.ErrUnknown) || !strings.Contains(err.Error(), c.want) {
				t.Errorf("%T: %v, want %q", c.p, err, c.want)
			}
		}
	}
}
