package qiguo

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/tools/textkit"
)

// The text form of Rules: the name, then the options that differ from the
// named set, in a fixed order, the seating last.
func TestRulesString(t *testing.T) {
	four, _ := Default.WithAlliances([]string{"Qin", "Han"}, []string{"Chu", "Wei"}, []string{"Qi", "Yan"}, []string{"Zhao"})
	ecSix, _ := ElephantChess.WithAlliances([]string{"Qin", "Han"}, []string{"Chu"}, []string{"Qi"}, []string{"Wei"}, []string{"Zhao"}, []string{"Yan"})
	for _, tc := range []struct {
		r    Rules
		want string
	}{
		{Default, "default"},
		{Rules{}, "default"},
		{ElephantChess, "elephantchess"},
		{Rules{HorsemanMustTurn: true}, "default HorsemanMustTurn=true"},
		{Rules{Name: "elephantchess"}, "elephantchess WikipediaNames=false ElephantChessLayout=false HorsemanMustTurn=false DefeatByTotalLosses=false Bookkeeping=Source"},
		{Rules{Bookkeeping: ElephantChessBookkeeping, DefeatByTotalLosses: true}, "default DefeatByTotalLosses=true Bookkeeping=ElephantChess"},
		{four, "default Alliances=Qin+Han,Chu+Wei,Qi+Yan,Zhao"},
		{ecSix, "elephantchess Alliances=Qin+Han,Chu,Qi,Wei,Zhao,Yan"},
	} {
		if got := tc.r.String(); got != tc.want {
			t.Errorf("%+v: %q, want %q", tc.r, got, tc.want)
		}
		got, err := ParseRules(tc.want)
		if err != nil || got != tc.r.normal() {
			t.Errorf("ParseRules(%q) = %+v, %v", tc.want, got, err)
		}
	}
	// case-insensitive names and values, the seating in any order of the
	// options, spaces around
	r, err := ParseRules("  DEFAULT alliances=qin+han,chu+wei,qi+yan,zhao horsemanmustturn=TRUE ")
	if want := four; err != nil || r != (Rules{Name: "default", HorsemanMustTurn: true, Alliances: want.Alliances}) {
		t.Errorf("ParseRules: %+v %v", r, err)
	}
	// the seating's names follow WikipediaNames wherever it stands
	r, err = ParseRules("default Alliances=Qin+Han,Chu,Qi,Wei,Zhao,Yan WikipediaNames=true")
	if err != nil || r.Players() != 6 || r.StateName(SouthEast) != "Han" || !r.Alliances.Allied(West, SouthEast) {
		t.Errorf("the seating under Wikipedia's names: %+v %v", r, err)
	}
	if r, err := ParseRules(""); err != nil || r != Default {
		t.Errorf("empty: %v %v", r, err)
	}
}

// ParseRules' errors: unknown names list the known ones; bad values are
// syntax errors naming the option.
func TestParseRulesErrors(t *testing.T) {
	for _, tc := range []struct {
		text string
		err  error
		want string
	}{
		{"xiangqi", core.ErrUnknown, "want default, elephantchess"},
		{"default Flying=true", core.ErrUnknown, "want one of WikipediaNames, ElephantChessLayout, HorsemanMustTurn, DefeatByTotalLosses, Bookkeeping, Alliances"},
		{"default HorsemanMustTurn", core.ErrSyntax, "want Option=Value"},
		{"default HorsemanMustTurn=maybe", core.ErrSyntax, "HorsemanMustTurn"},
		{"default Bookkeeping=Fair", core.ErrSyntax, "want Source, ElephantChess"},
		{"default HorsemanMustTurn=true HorsemanMustTurn=false", core.ErrSyntax, "given twice"},
		{"default Alliances=Qin+Chu,Han,Wei,Qi,Yan,Zhao", core.ErrSyntax, "QG-22"},
		{"default Alliances=Qin+Rome,Han,Chu,Wei,Qi,Yan,Zhao", core.ErrUnknown, "Rome"},
		{"default Alliances=Qin,Han,Chu", core.ErrSyntax, "has no player"},
		{"default Alliances=Qin+Qin,Han,Chu,Wei,Qi,Yan,Zhao", core.ErrSyntax, "seated twice"},
		{"default Alliances=", core.ErrSyntax, "Alliances"},
	} {
		_, err := ParseRules(tc.text)
		textkit.Refused(t, err, tc.err, tc.want)
	}
}

// Set and Get take options by name; a failed Set leaves the rules as they
// were; changing the naming must keep the seating a preset.
func TestRulesSetGet(t *testing.T) {
	var r Rules
	if err := r.Set("horsemanmustturn", "True"); err != nil || !r.HorsemanMustTurn {
		t.Fatal(err)
	}
	if v, err := r.Get("HorsemanMustTurn"); err != nil || v != "true" {
		t.Errorf("Get: %q %v", v, err)
	}
	if err := r.Set("Bookkeeping", "elephantchess"); err != nil || r.Bookkeeping != ElephantChessBookkeeping {
		t.Fatal(err)
	}
	if v, _ := r.Get("bookkeeping"); v != "ElephantChess" {
		t.Errorf("Get Bookkeeping %q", v)
	}
	if err := r.Set("Alliances", "Qin Han | Chu Wei | Qi Yan | Zhao"); err != nil || r.Players() != 4 {
		t.Fatal(err)
	}
	if v, _ := r.Get("Alliances"); v != "Qin+Han,Chu+Wei,Qi+Yan,Zhao" {
		t.Errorf("Get Alliances %q", v)
	}
	before := r
	for _, tc := range []struct {
		name, value string
		err         error
	}{
		{"Flying", "true", core.ErrUnknown},
		{"HorsemanMustTurn", "2", core.ErrSyntax},
		{"Bookkeeping", "x", core.ErrSyntax},
		{"Alliances", "Qin+Chu,Han,Wei,Qi,Yan,Zhao", core.ErrSyntax},
		{"WikipediaNames", "maybe", core.ErrSyntax},
	} {
		if err := r.Set(tc.name, tc.value); !errors.Is(err, tc.err) {
			t.Errorf("Set(%s, %s): %v, want %v", tc.name, tc.value, err, tc.err)
		}
		if r != before {
			t.Errorf("Set(%s, %s) changed the rules", tc.name, tc.value)
		}
	}
	if _, err := r.Get("Flying"); !errors.Is(err, core.ErrUnknown) {
		t.Errorf("Get(Flying): %v", err)
	}
}

func TestOptionNamesValues(t *testing.T) {
	names := OptionNames()
	want := []string{"WikipediaNames", "ElephantChessLayout", "HorsemanMustTurn", "DefeatByTotalLosses", "Bookkeeping", "Alliances"}
	if !slices.Equal(names, want) {
		t.Errorf("OptionNames %v", names)
	}
	names[0] = "x"
	if OptionNames()[0] != "WikipediaNames" {
		t.Error("OptionNames shares its slice")
	}
	v, err := OptionValues("bookkeeping")
	if err != nil || !slices.Equal(v, []string{"Source", "ElephantChess"}) {
		t.Errorf("OptionValues(Bookkeeping) %v %v", v, err)
	}
	v[0] = "x"
	if v, _ := OptionValues("Bookkeeping"); v[0] != "Source" || Bookkeeping(0).String() != "Source" {
		t.Error("OptionValues shares its slice")
	}
	for _, name := range []string{"WikipediaNames", "Alliances"} {
		if v, err := OptionValues(name); v != nil || err != nil {
			t.Errorf("OptionValues(%s) %v %v", name, v, err)
		}
	}
	if _, err := OptionValues("Flying"); !errors.Is(err, core.ErrUnknown) {
		t.Errorf("OptionValues(Flying): %v", err)
	}
	rs := RuleSets()
	rs[0].HorsemanMustTurn = true
	if RuleSets()[0] != Default || RuleSets()[1] != ElephantChess {
		t.Error("RuleSets shares its slice")
	}
}

// Validate: the zero Rules is Default; unknown names, bookkeeping past the
// last and seatings outside the presets are refused, and StartPosition
// and ParseFEN refuse them too.
func TestRulesValidate(t *testing.T) {
	if err := (Rules{}).Validate(); err != nil {
		t.Error(err)
	}
	p := StartPosition(Rules{})
	if p.Rules() != Default {
		t.Errorf("StartPosition(Rules{}).Rules() = %+v", p.Rules())
	}
	p = StartPosition(Rules{HorsemanMustTurn: true})
	if p.Rules() != (Rules{Name: "default", HorsemanMustTurn: true}) {
		t.Errorf("StartPosition(Rules{HorsemanMustTurn}).Rules() = %+v", p.Rules())
	}
	if q, err := ParseFEN(StartFEN(Default), Rules{Name: "ElephantChess"}); err != nil || q.Rules().Name != "elephantchess" {
		t.Errorf("the name's spelling: %v %v", q.Rules(), err)
	}
	six, _ := Default.WithAlliances([]string{"Qin", "Han"}, []string{"Chu"}, []string{"Wei"}, []string{"Qi"}, []string{"Yan"}, []string{"Zhao"})
	wiki := six
	wiki.WikipediaNames = true // Qin now seated with Chu: not a preset
	for _, tc := range []struct {
		r     Rules
		err   error
		field string
	}{
		{Rules{Name: "mine"}, core.ErrUnknown, "Name"},
		{Rules{Bookkeeping: 2}, core.ErrSyntax, "Bookkeeping"},
		{wiki, core.ErrSyntax, "Alliances"},
	} {
		err := tc.r.Validate()
		var pe *core.ParseError
		if !errors.As(err, &pe) || !errors.Is(err, tc.err) || pe.Field != tc.field {
			t.Errorf("%+v: %v", tc.r, err)
		}
		if _, err := ParseFEN(StartFEN(Default), tc.r); !errors.Is(err, tc.err) {
			t.Errorf("ParseFEN under %+v: %v", tc.r, err)
		}
		if _, err := tc.r.MarshalText(); !errors.Is(err, tc.err) {
			t.Errorf("MarshalText of %+v: %v", tc.r, err)
		}
		func() {
			defer func() {
				if e := recover(); e == nil || !strings.Contains(e.(string), "qiguo.StartPosition") {
					t.Errorf("StartPosition(%+v) does not panic clearly: %v", tc.r, e)
				}
			}()
			StartPosition(tc.r)
		}()
	}
	if _, err := Bookkeeping(5).MarshalText(); !errors.Is(err, core.ErrSyntax) {
		t.Errorf("Bookkeeping(5).MarshalText: %v", err)
	}
}

// Property: every valid rule set writes a text that reads back to it, as
// text and as JSON.
func TestRulesTextRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		r := drawRules(t)
		r.Bookkeeping = Bookkeeping(rapid.IntRange(0, 1).Draw(t, "bookkeeping"))
		r.Name = rapid.SampledFrom([]string{"", "default", "elephantchess", "Default"}).Draw(t, "name")
		want := r.normal()
		got, err := ParseRules(r.String())
		if err != nil || got != want {
			t.Fatalf("%q: %+v %v", r.String(), got, err)
		}
		b, err := json.Marshal(map[string]Rules{"r": r})
		if err != nil {
			t.Fatal(err)
		}
		var back map[string]Rules
		if err := json.Unmarshal(b, &back); err != nil || back["r"] != want {
			t.Fatalf("%s: %+v %v", b, back, err)
		}
		// every option's Get is what Set takes
		var q Rules
		q.Name = want.Name
		for _, name := range OptionNames() {
			v, _ := want.Get(name)
			if name == "Alliances" {
				continue
			}
			if err := q.Set(name, v); err != nil {
				t.Fatal(err)
			}
		}
		v, _ := want.Get("Alliances")
		if err := q.Set("Alliances", v); err != nil || q != want {
			t.Fatalf("Get/Set: %+v %v, want %+v", q, err, want)
		}
	})
}

func FuzzParseRules(f *testing.F) {
	for _, s := range []string{"default", "elephantchess", "default HorsemanMustTurn=true", "default Alliances=Qin+Han,Chu+Wei,Qi+Yan,Zhao", "elephantchess Bookkeeping=Source", "x=y", "default ="} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) { textkit.Rules(t, s, ParseRules) })
}

// Options set one after another mean the same in any order (issue 22):
// WikipediaNames keeps the players' states by name, so Alliances given
// before or after it seats the same states together.
func TestSetOrderIssue22(t *testing.T) {
	for _, tc := range []struct {
		opts [][2]string
		want string // the rules' text; "" for an error in every order
	}{
		{[][2]string{{"WikipediaNames", "true"}, {"Alliances", "Qin+Han+Yan,Chu+Wei,Qi+Zhao"}},
			"default WikipediaNames=true Alliances=Qin+Han+Yan,Chu+Wei,Qi+Zhao"},
		{[][2]string{{"WikipediaNames", "true"}, {"Alliances", "Qin+Wei,Chu,Han,Qi,Zhao,Yan"}},
			"default WikipediaNames=true Alliances=Qin+Wei,Chu,Han,Qi,Zhao,Yan"},
		{[][2]string{{"WikipediaNames", "true"}, {"Alliances", "Qin+Han,Chu+Wei,Qi+Yan,Zhao"}, {"HorsemanMustTurn", "true"}, {"Bookkeeping", "ElephantChess"}},
			"default WikipediaNames=true HorsemanMustTurn=true Bookkeeping=ElephantChess Alliances=Qin+Han,Chu+Wei,Qi+Yan,Zhao"},
		{[][2]string{{"WikipediaNames", "false"}, {"Alliances", "Qin+Yan,Chu,Han,Qi,Wei,Zhao"}},
			"default Alliances=Qin+Yan,Han,Chu,Wei,Qi,Zhao"},
		// Qin with Chu is no preset under either naming
		{[][2]string{{"WikipediaNames", "true"}, {"Alliances", "Qin+Chu,Han,Wei,Qi,Yan,Zhao"}}, ""},
	} {
		for _, base := range []Rules{Default, ElephantChess} {
			var first Rules
			for i, perm := range permutations(len(tc.opts)) {
				r := base
				var err error
				for _, k := range perm {
					if err = r.Set(tc.opts[k][0], tc.opts[k][1]); err != nil {
						break
					}
				}
				if tc.want == "" {
					if err == nil {
						t.Errorf("%v in order %v: no error", tc.opts, perm)
					}
					continue
				}
				if err != nil {
					t.Errorf("%s %v in order %v: %v", base.Name, tc.opts, perm, err)
					continue
				}
				if i == 0 {
					first = r
				} else if r != first {
					t.Errorf("%s %v in order %v: %v, not %v", base.Name, tc.opts, perm, r, first)
				}
			}
			if tc.want != "" && base.Name == "default" && first.String() != tc.want {
				t.Errorf("%v: %q, want %q", tc.opts, first.String(), tc.want)
			}
		}
	}
	// Qin+Wei under Wikipedia's names is Qin with Wei, never with Qi
	r := Default
	if err := r.Set("Alliances", "Qin+Wei,Chu,Han,Qi,Zhao,Yan"); err != nil {
		t.Fatal(err)
	}
	if err := r.Set("WikipediaNames", "true"); err != nil {
		t.Fatal(err)
	}
	wei, _ := r.StateByName("Wei")
	qi, _ := r.StateByName("Qi")
	if !r.Alliances.Allied(West, wei) || r.Alliances.Allied(West, qi) {
		t.Errorf("Qin+Wei seated as %v", r)
	}
	// and back again
	if err := r.Set("WikipediaNames", "false"); err != nil || r.String() != "default Alliances=Qin+Wei,Han,Chu,Qi,Yan,Zhao" {
		t.Errorf("back to the source's names: %v %v", r, err)
	}
}

// permutations returns every order of 0..n-1.
func permutations(n int) [][]int {
	if n == 0 {
		return [][]int{{}}
	}
	var out [][]int
	for _, p := range permutations(n - 1) {
		for i := 0; i <= len(p); i++ {
			q := append(append(append([]int(nil), p[:i]...), n-1), p[i:]...)
			out = append(out, q)
		}
	}
	return out
}
