package chaturanga_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/chaturanga-go/chaturanga"
	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/notation"
)

// fsfName is a name the registry takes, with the game and rule set it
// stands for, and a rule set of the same game that contradicts it.
type fsfName struct{ name, game, set, other string }

// everyName lists every registry name (its game's default set) and every
// Fairy-Stockfish name (its own set), as the registry lists them.
func everyName(t *testing.T) []fsfName {
	t.Helper()
	var out []fsfName
	for _, v := range chaturanga.Variants() {
		sets := v.RuleSets()
		out = append(out, fsfName{v.Name(), v.Name(), sets[0], ""})
		for n, set := range v.FSFNames() {
			other := sets[0]
			if other == set {
				other = sets[1]
			}
			out = append(out, fsfName{n, v.Name(), set, other})
			if n != set { // the set's own spelling ("aiwok" for "ai-wok")
				out = append(out, fsfName{set, v.Name(), set, other})
			}
		}
	}
	if len(out) < 13 {
		t.Fatalf("only %d names: %v", len(out), out)
	}
	return out
}

// setOf is the rule set a position plays (the first word of its rules).
func setOf(p core.Position) string {
	s, _, _ := strings.Cut(p.RuleSet(), " ")
	return s
}

// Every entry point of the registry gives a Fairy-Stockfish name its own
// rule set (issue 25): "cambodian" is never Makruk's default set, and
// rules that contradict the name are refused with an error naming both.
func TestFSFNameAtEveryEntryPoint(t *testing.T) {
	for _, c := range everyName(t) {
		for _, name := range []string{c.name, strings.ToUpper(c.name), " " + c.name + "\n"} {
			v, err := chaturanga.Lookup(name)
			if err != nil || v.Name() != c.game {
				t.Fatalf("Lookup(%q) = %v, %v", name, v, err)
			}
			wantSet := c.set
			if c.other == "" {
				wantSet = "" // a registry name holds to no set
			}
			if v.Set() != wantSet {
				t.Errorf("Lookup(%q).Set() = %q, want %q", name, v.Set(), wantSet)
			}
			if w, rules, err := chaturanga.LookupFSF(name); err != nil || w != v || rules != wantSet {
				t.Errorf("LookupFSF(%q) = %v %q %v", name, w, rules, err)
			}
			start, err := v.StartFEN("")
			if err != nil {
				t.Fatal(err)
			}
			ref, err := chaturanga.NewPosition(c.game, c.set, "")
			if err != nil || ref.FEN() != start || setOf(ref) != c.set {
				t.Errorf("%s: the set's own start %v %v, StartFEN %q", name, ref, err, start)
			}
			checks := map[string]func() (core.Position, error){
				"NewGame": func() (core.Position, error) {
					g, err := chaturanga.NewGame(name, "", "")
					if err != nil {
						return nil, err
					}
					return g.Position(), nil
				},
				"NewGame with the set": func() (core.Position, error) {
					g, err := chaturanga.NewGame(name, c.set, "")
					if err != nil {
						return nil, err
					}
					return g.Position(), nil
				},
				"NewPosition":                   func() (core.Position, error) { return chaturanga.NewPosition(name, "", "") },
				"Variant.NewPosition, bare FEN": func() (core.Position, error) { return v.NewPosition("", start) },
				"Variant.NewPosition, text form": func() (core.Position, error) {
					return v.NewPosition("", c.set+"|"+start)
				},
				"Variant.ParsePosition, bare FEN": func() (core.Position, error) { return v.ParsePosition(start) },
				"Variant.ParsePosition, text form": func() (core.Position, error) {
					return v.ParsePosition(c.set + "|" + start)
				},
				"Variant.NewGame": func() (core.Position, error) {
					g, err := v.NewGame("", "")
					if err != nil {
						return nil, err
					}
					return g.Start(), nil
				},
				"Variant.NewGameFrom": func() (core.Position, error) {
					g, err := v.NewGameFrom(ref)
					if err != nil {
						return nil, err
					}
					return g.Position(), nil
				},
				"ReadRecord": func() (core.Position, error) {
					rec := &notation.Record{Tags: []notation.Tag{{Name: "Variant", Value: strings.TrimSpace(name)}}, Result: "*"}
					g, err := chaturanga.ReadRecord(rec, "")
					if err != nil {
						return nil, err
					}
					return g.Position(), nil
				},
				"Variant.ReadRecord, no Variant tag": func() (core.Position, error) {
					g, err := v.ReadRecord(&notation.Record{Result: "*"}, "")
					if err != nil {
						return nil, err
					}
					return g.Position(), nil
				},
			}
			for what, f := range checks {
				p, err := f()
				if err != nil {
					t.Errorf("%s %q: %v", what, name, err)
					continue
				}
				if p.Variant() != c.game || setOf(p) != c.set || p.FEN() != start {
					t.Errorf("%s %q: %s %q %q, want %s %q %q", what, name, p.Variant(), p.RuleSet(), p.FEN(), c.game, c.set, start)
				}
			}
			if n, err := v.Perft(ref, 1, true); err != nil || n == 0 {
				t.Errorf("%s: Perft of its own start: %d, %v", name, n, err)
			}
			if _, err := v.Divide(ref, 1); err != nil {
				t.Errorf("%s: Divide of its own start: %v", name, err)
			}
			if c.other == "" {
				continue
			}
			// A rule set that contradicts the name, wherever it is given.
			other, err := chaturanga.NewPosition(c.game, c.other, "")
			if err != nil {
				t.Fatal(err)
			}
			otherText := c.other + "|" + other.FEN()
			refusals := map[string]func() error{
				"NewGame": func() error { _, err := chaturanga.NewGame(name, c.other, ""); return err },
				"NewGame, the set with options of another": func() error {
					_, err := chaturanga.NewGame(name, c.other+" ", "")
					return err
				},
				"NewPosition":              func() error { _, err := chaturanga.NewPosition(name, c.other, ""); return err },
				"NewGame, text form":       func() error { _, err := chaturanga.NewGame(name, "", otherText); return err },
				"NewPosition, text form":   func() error { _, err := chaturanga.NewPosition(name, "", otherText); return err },
				"Variant.StartFEN":         func() error { _, err := v.StartFEN(c.other); return err },
				"Variant.ParsePosition":    func() error { _, err := v.ParsePosition(otherText); return err },
				"Variant.NewGameFrom":      func() error { _, err := v.NewGameFrom(other); return err },
				"Variant.Perft":            func() error { _, err := v.Perft(other, 1, true); return err },
				"Variant.Divide":           func() error { _, err := v.Divide(other, 1); return err },
				"Variant.ReadRecord rules": func() error { _, err := v.ReadRecord(&notation.Record{Result: "*"}, c.other); return err },
				"ReadRecord, a Rules tag": func() error {
					rec := &notation.Record{Tags: []notation.Tag{{Name: "Variant", Value: strings.TrimSpace(name)}, {Name: "Rules", Value: c.other}}, Result: "*"}
					g, err := chaturanga.ReadRecord(rec, "")
					if g != nil {
						t.Errorf("ReadRecord %q with Rules %q returned a game of %q", name, c.other, g.Position().RuleSet())
					}
					return err
				},
			}
			for what, f := range refusals {
				err := f()
				if !errors.Is(err, core.ErrUnknown) {
					t.Errorf("%s %q with %q: %v, want an error wrapping core.ErrUnknown", what, name, c.other, err)
					continue
				}
				msg := err.Error()
				if !strings.Contains(msg, c.other) || !strings.Contains(msg, `"`+strings.ToLower(strings.TrimSpace(name))+`"`) {
					t.Errorf("%s %q with %q: %q names not both", what, name, c.other, msg)
				}
			}
			// The same set with options is the same set.
			if g, err := v.NewGame("", "", chaturanga.Option{Name: "NoSuchOption", Value: "1"}); !errors.Is(err, core.ErrUnknown) || g != nil {
				t.Errorf("%s: an unknown option: %v", name, err)
			}
			if c.game == "makruk" {
				g, err := v.NewGame("", "", chaturanga.Option{Name: "Counting", Value: "Ply"})
				if err != nil || setOf(g.Position()) != c.set {
					t.Errorf("%s with Counting=Ply: %v", name, err)
				}
				if _, err := v.NewGame(c.set+" Counting=Ply", ""); err != nil {
					t.Errorf("%s with rules %q: %v", name, c.set+" Counting=Ply", err)
				}
			}
			// A record's Fairy-Stockfish name decides: the caller's
			// rules are a fallback it does not need.
			rec := &notation.Record{Tags: []notation.Tag{{Name: "Variant", Value: strings.TrimSpace(name)}}, Result: "*"}
			if g, err := chaturanga.ReadRecord(rec, c.other); err != nil || setOf(g.Position()) != c.set {
				t.Errorf("ReadRecord of a %q record under %q: %v", name, c.other, err)
			}
		}
	}
}
