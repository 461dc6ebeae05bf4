//go:build !chaturanga_noshatar

package chaturanga

import "github.com/chaturanga-go/chaturanga/shatar"

// Shatar: registered unless the build tag
// chaturanga_noshatar leaves the game out (see "Builds of some games" in the
// package documentation).
func init() {
	register(&game[shatar.Position, *shatar.Position, shatar.Rules]{
		id: "shatar", long: "Shatar (Mongolian chess)",
		parseRules: shatar.ParseRules, set: (*shatar.Rules).Set, sets: shatar.RuleSets, options: shatar.OptionNames,
		start: shatar.StartFEN, parseFEN: shatar.ParseFEN, makeGame: shatar.NewGame, read: shatar.ReadRecord, write: shatar.NewRecord,
		edit: func(p shatar.Position) Editor {
			return &editorOf[shatar.Position, *shatar.Position, shatar.Rules, *shatar.Editor]{shatar.NewEditor(p), "shatar"}
		},
	})
}
