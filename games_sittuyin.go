//go:build !chaturanga_nosittuyin

package chaturanga

import "github.com/chaturanga-go/chaturanga/sittuyin"

// Sittuyin: registered unless the build tag
// chaturanga_nosittuyin leaves the game out (see "Builds of some games" in the
// package documentation).
func init() {
	register(define(&game{
		id: "sittuyin", long: "Sittuyin (Burmese chess)", options: sittuyin.OptionNames,
	}, sittuyin.ParseRules, sittuyin.RuleSets, sittuyin.StartFEN, sittuyin.ParseFEN, sittuyin.NewGame, sittuyin.ReadRecord, sittuyin.NewRecord, sittuyin.NewEditor))
}
