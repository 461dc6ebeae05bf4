package engine

import (
	"slices"
	"strings"
	"sync"

	"github.com/chaturanga-go/chaturanga"
	"github.com/chaturanga-go/chaturanga/core"
)

// VariantName returns the UCI_Variant / XBoard variant name for p's game
// and rule set: the Fairy-Stockfish name of its rule set where it has
// one (makruk's cambodian, karouk, makpong, asean and aiwok sets are
// "cambodian", "karouk", "makpong", "asean", "ai-wok"; shatranj's
// chaturanga set "chaturanga"), else the game's name ("makruk",
// "shatranj", "sittuyin", "shatar", "chator"), which is also
// Fairy-Stockfish's name for its Pychess-like sets. A game of more than
// two sides (Qi Guo) has no engine protocol: an error wrapping
// core.ErrUnknown.
func VariantName(p core.Position) (string, error) {
	if p.Sides() != 2 {
		return "", &core.ParseError{Op: "engine.VariantName", Input: p.Variant(), Offset: -1, Msg: "UCI and XBoard play two-player games only", Err: core.ErrUnknown}
	}
	v, err := chaturanga.Lookup(p.Variant())
	if err != nil {
		return "", err
	}
	set, _, _ := strings.Cut(p.RuleSet(), " ")
	for name, r := range v.FSFNames() {
		if r == set && r != "" {
			return name, nil
		}
	}
	return v.Name(), nil
}

// VariantNames returns every variant name [VariantName] gives, sorted:
// the engine protocols' names of the registry's two-player games and
// their Fairy-Stockfish rule sets.
func VariantNames() []string { return slices.Clone(variantNames()) }

var variantNames = sync.OnceValue(func() []string {
	var out []string
	for _, v := range chaturanga.Variants() {
		p, err := v.NewPosition("", "")
		if err != nil || p.Sides() != 2 {
			continue
		}
		out = append(out, v.Name())
		for n := range v.FSFNames() {
			out = append(out, n)
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
})

// LookupVariant returns the registry's game and rule set for a
// UCI_Variant / XBoard variant name, as chaturanga.LookupFSF reads it:
// "cambodian" is makruk's cambodian set, "ai-wok" its aiwok set, and a
// game's own name ("makruk") is that game under its default rules (rules
// ""). A Server plays these unless its Rules option says otherwise.
func LookupVariant(name string) (chaturanga.Variant, string, error) {
	return chaturanga.LookupFSF(name)
}
