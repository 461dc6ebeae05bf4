//go:build !chaturanga_noqiguo

package chaturanga

import "github.com/chaturanga-go/chaturanga/qiguo"

// Qi Guo: registered unless the build tag
// chaturanga_noqiguo leaves the game out (see "Builds of some games" in the
// package documentation).
func init() {
	register(&game[qiguo.Position, *qiguo.Position, qiguo.Rules]{
		id: "qiguo", long: "Qi Guo (the Game of the Seven Kingdoms)",
		parseRules: qiguo.ParseRules, set: (*qiguo.Rules).Set, sets: qiguo.RuleSets, options: qiguo.OptionNames,
		start: qiguo.StartFEN, parseFEN: qiguo.ParseFEN, makeGame: qiguo.NewGame, read: qiguo.ReadRecord, write: qiguo.NewRecord,
		edit: func(p qiguo.Position) Editor {
			return &editorOf[qiguo.Position, *qiguo.Position, qiguo.Rules, *qiguo.Editor]{qiguo.NewEditor(p), "qiguo"}
		},
	})
}
