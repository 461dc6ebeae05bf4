//go:build !chaturanga_noshatranj

package chaturanga

import "github.com/chaturanga-go/chaturanga/shatranj"

// Shatranj with Chaturanga: registered unless the build tag
// chaturanga_noshatranj leaves the game out (see "Builds of some games" in the
// package documentation).
func init() {
	register(&game[shatranj.Position, *shatranj.Position, shatranj.Rules]{
		id: "shatranj", long: "Shatranj (Persian chess)", fsf: map[string]string{"chaturanga": "chaturanga"},
		parseRules: shatranj.ParseRules, set: (*shatranj.Rules).Set, sets: shatranj.RuleSets, options: shatranj.OptionNames,
		start: shatranj.StartFEN, parseFEN: shatranj.ParseFEN, makeGame: shatranj.NewGame, read: shatranj.ReadRecord, write: shatranj.NewRecord,
		edit: func(p shatranj.Position) Editor {
			return &editorOf[shatranj.Position, *shatranj.Position, shatranj.Rules, *shatranj.Editor]{shatranj.NewEditor(p), "shatranj"}
		},
	})
}
