package core_test

import (
	"fmt"
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/google/go-cmp/cmp"
)

func TestOutcomeWithNames(t *testing.T) {
	names := &core.SideNames{"Qin", "Han", "Chu", "Wei", "Qi", "Yan", "Zhao"}
	other := &core.SideNames{"A", "B", "C", "D", "E", "F", "G"}
	win := core.Win(3, core.Conquest)
	named := win.WithNames(names)
	if got := fmt.Sprint(named); got != "Wei wins by conquest" {
		t.Errorf("fmt.Sprint of a named win: %q", got)
	}
	if got := fmt.Sprint(win); got != "color 3 wins by conquest" {
		t.Errorf("fmt.Sprint of an unnamed win: %q", got)
	}
	if !named.Equal(win) || !named.Equal(win.WithNames(other)) || named.Equal(core.Win(4, core.Conquest)) || named.Equal(core.Win(3, core.CaptureCount)) {
		t.Error("Equal compares Winner and Reason only")
	}
	if !cmp.Equal(named, win) || !cmp.Equal(struct{ O core.Outcome }{named}, struct{ O core.Outcome }{win}) {
		t.Error("go-cmp uses Equal")
	}
	if named.Names() != names || win.Names() != nil || named.WithNames(nil).Names() != nil {
		t.Error("Names")
	}
	for _, o := range []core.Outcome{named, win} {
		if b, err := o.MarshalText(); err != nil || string(b) != "color 3 wins by conquest" {
			t.Errorf("MarshalText = %q, %v", b, err)
		}
		if b, _ := o.AppendText(nil); string(b) != "color 3 wins by conquest" {
			t.Errorf("AppendText = %q", b)
		}
		if o.Result() != "color 3" {
			t.Errorf("Result = %q", o.Result())
		}
	}
	// draws and games that go on read as before, named or not
	for _, tt := range []struct {
		o    core.Outcome
		want string
	}{
		{core.Draw(core.Agreement), "1/2-1/2 agreement"},
		{core.Outcome{}, "*"},
		{core.Win(core.White, core.Checkmate), "1-0 checkmate"},
		{core.Win(core.Black, core.Resignation), "0-1 resignation"},
	} {
		if got := fmt.Sprint(tt.o); got != tt.want {
			t.Errorf("%q, want %q", got, tt.want)
		}
		if b, _ := tt.o.MarshalText(); string(b) != tt.want {
			t.Errorf("MarshalText %q, want %q", b, tt.want)
		}
		if tt.o.Reason == core.NoReason || tt.o.Winner == core.NoColor {
			if got := fmt.Sprint(tt.o.WithNames(names)); got != tt.want {
				t.Errorf("named: %q, want %q", got, tt.want)
			}
		}
	}
	// a named win of a seat with an empty name falls back to the number
	if got := core.Win(6, core.Conquest).WithNames(&core.SideNames{"x"}).String(); got != "color 6 wins by conquest" {
		t.Errorf("an empty name: %q", got)
	}
}
