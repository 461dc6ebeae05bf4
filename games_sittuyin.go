//go:build !chaturanga_nosittuyin

package chaturanga

import "github.com/chaturanga-go/chaturanga/sittuyin"

// Sittuyin: registered unless the build tag
// chaturanga_nosittuyin leaves the game out (see "Builds of some games" in the
// package documentation).
func init() {
	register(&game[sittuyin.Position, *sittuyin.Position, sittuyin.Rules]{
		id: "sittuyin", long: "Sittuyin (Burmese chess)",
		parseRules: sittuyin.ParseRules, set: (*sittuyin.Rules).Set, sets: sittuyin.RuleSets, options: sittuyin.OptionNames,
		start: sittuyin.StartFEN, parseFEN: sittuyin.ParseFEN, makeGame: sittuyin.NewGame, read: sittuyin.ReadRecord, write: sittuyin.NewRecord,
		edit: func(p sittuyin.Position) Editor {
			return &editorOf[sittuyin.Position, *sittuyin.Position, sittuyin.Rules, *sittuyin.Editor]{sittuyin.NewEditor(p), "sittuyin"}
		},
	})
}
