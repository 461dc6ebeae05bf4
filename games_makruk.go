//go:build !chaturanga_nomakruk

package chaturanga

import "github.com/chaturanga-go/chaturanga/makruk"

// Makruk with its relatives: registered unless the build tag
// chaturanga_nomakruk leaves the game out (see "Builds of some games" in the
// package documentation).
func init() {
	register(&game[makruk.Position, *makruk.Position, makruk.Rules]{
		id: "makruk", long: "Makruk (Thai chess)", fsf: map[string]string{"cambodian": "cambodian", "karouk": "karouk", "makpong": "makpong", "asean": "asean", "ai-wok": "aiwok"},
		parseRules: makruk.ParseRules, set: (*makruk.Rules).Set, sets: makruk.RuleSets, options: makruk.OptionNames,
		start: makruk.StartFEN, parseFEN: makruk.ParseFEN, makeGame: makruk.NewGame, read: makruk.ReadRecord, write: makruk.NewRecord,
		edit: func(p makruk.Position) Editor {
			return &editorOf[makruk.Position, *makruk.Position, makruk.Rules, *makruk.Editor]{makruk.NewEditor(p), "makruk"}
		},
	})
}
