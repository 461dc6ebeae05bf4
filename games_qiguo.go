//go:build !chaturanga_noqiguo

package chaturanga

import "github.com/chaturanga-go/chaturanga/qiguo"

// Qi Guo: registered unless the build tag
// chaturanga_noqiguo leaves the game out (see "Builds of some games" in the
// package documentation).
func init() {
	register(define(&game{
		id: "qiguo", long: "Qi Guo (the Game of the Seven Kingdoms)", options: qiguo.OptionNames,
	}, qiguo.ParseRules, qiguo.RuleSets, qiguo.StartFEN, qiguo.ParseFEN, qiguo.NewGame, qiguo.ReadRecord, qiguo.NewRecord, qiguo.NewEditor))
}
