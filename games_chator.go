//go:build !chaturanga_nochator

package chaturanga

import "github.com/chaturanga-go/chaturanga/chator"

// Main Chator: registered unless the build tag
// chaturanga_nochator leaves the game out (see "Builds of some games" in the
// package documentation).
func init() {
	register(define(&game{
		id: "chator", long: "Main Chator (Malay chess)", options: chator.OptionNames,
	}, chator.ParseRules, chator.RuleSets, chator.StartFEN, chator.ParseFEN, chator.NewGame, chator.ReadRecord, chator.NewRecord, chator.NewEditor))
}
