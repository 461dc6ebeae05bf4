//go:build !chaturanga_noshatranj

package chaturanga

import "github.com/chaturanga-go/chaturanga/shatranj"

// Shatranj with Chaturanga: registered unless the build tag
// chaturanga_noshatranj leaves the game out (see "Builds of some games" in the
// package documentation).
func init() {
	register(define(&game{
		id: "shatranj", long: "Shatranj (Persian chess)", fsf: map[string]string{"chaturanga": "chaturanga"}, options: shatranj.OptionNames,
	}, shatranj.ParseRules, shatranj.RuleSets, shatranj.StartFEN, shatranj.ParseFEN, shatranj.NewGame, shatranj.ReadRecord, shatranj.NewRecord, shatranj.NewEditor))
}
