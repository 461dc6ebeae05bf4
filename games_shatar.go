//go:build !chaturanga_noshatar

package chaturanga

import "github.com/chaturanga-go/chaturanga/shatar"

// Shatar: registered unless the build tag
// chaturanga_noshatar leaves the game out (see "Builds of some games" in the
// package documentation).
func init() {
	register(define(&game{
		id: "shatar", long: "Shatar (Mongolian chess)", options: shatar.OptionNames,
	}, shatar.ParseRules, shatar.RuleSets, shatar.StartFEN, shatar.ParseFEN, shatar.NewGame, shatar.ReadRecord, shatar.NewRecord, shatar.NewEditor))
}
