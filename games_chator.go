//go:build !chaturanga_nochator

package chaturanga

import "github.com/chaturanga-go/chaturanga/chator"

// Main Chator: registered unless the build tag
// chaturanga_nochator leaves the game out (see "Builds of some games" in the
// package documentation).
func init() {
	register(&game[chator.Position, *chator.Position, chator.Rules]{
		id: "chator", long: "Main Chator (Malay chess)",
		parseRules: chator.ParseRules, set: (*chator.Rules).Set, sets: chator.RuleSets, options: chator.OptionNames,
		start: chator.StartFEN, parseFEN: chator.ParseFEN, makeGame: chator.NewGame, read: chator.ReadRecord, write: chator.NewRecord,
		edit: func(p chator.Position) Editor {
			return &editorOf[chator.Position, *chator.Position, chator.Rules, *chator.Editor]{chator.NewEditor(p), "chator"}
		},
	})
}
