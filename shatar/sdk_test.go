package shatar

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/tools/conform"
)

// The rule sets as text: names and options, round trips, validation.
func TestRulesText(t *testing.T) {
	if RuleSets()[0] != Default || len(RuleSets()) != 1 {
		t.Errorf("RuleSets() = %v", RuleSets())
	}
	rs := RuleSets()
	rs[0].Name = "changed"
	if RuleSets()[0] != Default {
		t.Error("RuleSets returns shared storage")
	}
	if (Rules{}).String() != "default" || Default.String() != "default" {
		t.Errorf("zero Rules %q", Rules{}.String())
	}
	if !slices.Equal(OptionNames(), []string{"MateRule", "NoRobado"}) {
		t.Errorf("OptionNames() = %v", OptionNames())
	}
	if v, err := OptionValues("materule"); err != nil || !slices.Equal(v, []string{"Shak", "Any"}) {
		t.Errorf("OptionValues(MateRule) = %v, %v", v, err)
	}
	if v, err := OptionValues("NoRobado"); err != nil || v != nil {
		t.Errorf("OptionValues(NoRobado) = %v, %v", v, err)
	}
	if _, err := OptionValues("Counting"); !errors.Is(err, core.ErrUnknown) || !strings.Contains(err.Error(), "MateRule, NoRobado") {
		t.Errorf("OptionValues(Counting): %v", err)
	}
	for _, tc := range []struct {
		in   string
		want Rules
		out  string
		err  error
	}{
		{"", Default, "default", nil},
		{"DEFAULT", Default, "default", nil},
		{"default MateRule=any", Rules{Name: "default", MateRule: AnyMate}, "default MateRule=Any", nil},
		{" default  noRobado=TRUE MateRule=Shak ", Rules{Name: "default", NoRobado: true}, "default NoRobado=true", nil},
		{"mongolia", Rules{}, "", core.ErrUnknown},
		{"default Robado=false", Rules{}, "", core.ErrUnknown},
		{"default MateRule=never", Rules{}, "", core.ErrSyntax},
		{"default NoRobado", Rules{}, "", core.ErrSyntax},
	} {
		r, err := ParseRules(tc.in)
		if tc.err != nil {
			if !errors.Is(err, tc.err) {
				t.Errorf("ParseRules(%q): %v, want %v", tc.in, err, tc.err)
			}
			continue
		}
		if err != nil || r != tc.want || r.String() != tc.out {
			t.Errorf("ParseRules(%q) = %v (%q), %v; want %v", tc.in, r, r.String(), err, tc.want)
		}
	}
	r := Default
	if err := r.Set("MateRule", "ANY"); err != nil || r.MateRule != AnyMate {
		t.Errorf("Set: %v %v", r, err)
	}
	if v, err := r.Get("materule"); err != nil || v != "Any" {
		t.Errorf("Get: %q %v", v, err)
	}
	if err := r.Set("NoRobado", "maybe"); !errors.Is(err, core.ErrSyntax) || r.NoRobado {
		t.Errorf("Set bad value: %v, r %v", err, r)
	}
	if _, err := r.Get("Counting"); !errors.Is(err, core.ErrUnknown) {
		t.Errorf("Get unknown: %v", err)
	}
	for _, bad := range []Rules{{Name: "pychess"}, {MateRule: 2}} {
		if err := bad.Validate(); err == nil {
			t.Errorf("Validate(%#v) = nil", bad)
		}
	}
	if err := (Rules{NoRobado: true}).Validate(); err != nil {
		t.Errorf("Validate: %v", err)
	}
	var u Rules
	if err := u.UnmarshalText([]byte("default MateRule=Any")); err != nil || u.MateRule != AnyMate {
		t.Errorf("UnmarshalText: %v %v", u, err)
	}
	if b, _ := u.AppendText([]byte("x:")); string(b) != "x:default MateRule=Any" {
		t.Errorf("AppendText %q", b)
	}
}

// Property: every valid Rules value's text reads back as it.
func TestRulesRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		r := drawRules(t)
		if rapid.Bool().Draw(t, "empty name") {
			r.Name = ""
		}
		back, err := ParseRules(r.String())
		if err != nil || back != r.normal() {
			t.Fatalf("%#v: %q reads back as %#v, %v", r, r.String(), back, err)
		}
		text, _ := r.MarshalText()
		var u Rules
		if err := u.UnmarshalText(text); err != nil || u != r.normal() {
			t.Fatalf("%q: %v", text, err)
		}
	})
}

// Every method of core.Position on the zero Position: no panic, the
// documented answers.
func TestZeroPosition(t *testing.T) {
	var z Position
	p := &z
	m := core.NewMove(core.MustParseSquare("e2"), core.MustParseSquare("e3"))
	conform.CheckZero(t, p, conform.Zero{Variant: "shatar", FEN: "8/8/8/8/8/8/8/8 w - - 0 1", Sides: 2,
		Geometry: core.Geometry{Files: 8, Ranks: 8}, Moves: []core.Move{m}, Texts: []string{"e2e3"}})
	if p.SideName(core.Black) != "black" || p.PieceName(core.MakePiece(core.White, Bers)) != "bers" {
		t.Error("zero Position's names")
	}
	if p.MoveText(m) != "e2e3" || p.SAN(m) != "e2e3" {
		t.Errorf("zero Position move text %q %q", p.MoveText(m), p.SAN(m))
	}
	u := p.MakeMove(m)
	p.UnmakeMove(m, u)
	if z != (Position{}) {
		t.Error("MakeMove changed the zero Position")
	}
	if _, err := z.Play(m); !errors.Is(err, core.ErrIllegalPosition) {
		t.Errorf("Play: %v", err)
	}
	if len(z.Divide(2)) != 0 || z.Diagram() == "" || z.Rules() != Default || z.HalfmoveClock() != 0 || z.FullmoveNumber() != 1 || z.Bare(core.White) || z.ShakSeries(core.White) {
		t.Error("zero Position's own methods")
	}
	if text, err := z.MarshalText(); err != nil || string(text) != "default|8/8/8/8/8/8/8/8 w - - 0 1" {
		t.Errorf("MarshalText %q %v", text, err)
	}
	if !z.Equal(Position{}) || z.Equal(StartPosition(Default)) {
		t.Error("Equal")
	}
}

// The shared surface: SAN of the zero move, Movement copies, Alphabet
// copies, the interface's answers on a real position.
func TestSurface(t *testing.T) {
	p := StartPosition(Default)
	if p.SAN(core.Move{}) != "0000" || FormatMove(core.Move{}) != "0000" {
		t.Error("zero move text")
	}
	mv := Movement(Bers)
	mv[0] = core.Leap(core.Offset{File: 3})
	if q := MustParseFEN("4k3/7p/8/8/3J4/8/8/4K3 w - - 0 1", Default); q.CountLegalMoves() != 23 || Movement(Bers)[0].IsLeap() || !mv[0].IsLeap() {
		t.Error("Movement returns shared storage")
	}
	if Movement(core.Queen) != nil {
		t.Error("Movement of a kind Shatar has not")
	}
	a := Alphabet()
	*a = core.Alphabet{}
	if Alphabet().Letter(Bers) != 'J' || p.FEN() != startFEN {
		t.Error("Alphabet returns shared storage")
	}
	for k, want := range map[core.Kind]string{Noyon: "noyon", Bers: "bers", Temee: "temee", Mori: "mori", Tereg: "tereg", Khuu: "khüü"} {
		if got := p.PieceName(core.MakePiece(core.Black, k)); got != want {
			t.Errorf("PieceName(%v) = %q", k, got)
		}
	}
	if p.King(core.White) != core.MustParseSquare("e1") || p.King(core.Black) != core.MustParseSquare("e8") {
		t.Error("King")
	}
	if got := p.AppendAttackers(nil, core.MustParseSquare("f3"), core.White); !slices.Equal(got, []core.Square{core.MustParseSquare("g1"), core.MustParseSquare("e2"), core.MustParseSquare("g2")}) {
		t.Errorf("attackers of f3: %v", got)
	}
	if p.RuleSet() != "default" || p.Variant() != "shatar" || !p.RepetitionDraw() {
		t.Error("names")
	}
	c := p.Clone()
	m, _ := p.ParseMove("e2e3")
	if err := c.PlayMove(m); err != nil || p.FEN() != startFEN || c.FEN() == startFEN {
		t.Errorf("Clone is not independent: %v", err)
	}
	before := c.FEN()
	_, playErr := c.(*Position).Play(m)
	if err := c.PlayMove(m); err == nil || playErr == nil || err.Error() != playErr.Error() || c.FEN() != before {
		t.Errorf("PlayMove of an illegal move: %v, Play's %v", err, playErr)
	}
	if _, err := p.Play(core.NewAction(core.StartCount)); !errors.Is(err, core.ErrIllegalMove) || !strings.Contains(err.Error(), "no count action") {
		t.Errorf("an action: %v", err)
	}
}

// MakeMove, UnmakeMove, generation, counting and the outcome allocate
// nothing.
func TestZeroAllocs(t *testing.T) {
	for _, fen := range []string{startFEN, "R7/6k1/5NP1/8/6KP/6n1/1P6/7j w - - 12 108", "4k3/8/8/8/8/8/4p3/R3K3 w - - 0 1"} {
		p := MustParseFEN(fen, Default)
		buf := make([]core.Move, 0, 256)
		n := testing.AllocsPerRun(100, func() {
			buf = p.AppendLegalMoves(buf[:0])
			p.CountLegalMoves()
			p.Outcome()
			for _, m := range buf {
				u := p.MakeMove(m)
				p.UnmakeMove(m, u)
			}
		})
		if n != 0 {
			t.Errorf("%s: %v allocations per run, want 0", fen, n)
		}
	}
}
