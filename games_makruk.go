//go:build !chaturanga_nomakruk

package chaturanga

import "github.com/chaturanga-go/chaturanga/makruk"

// Makruk with its relatives: registered unless the build tag
// chaturanga_nomakruk leaves the game out (see "Builds of some games" in the
// package documentation).
func init() {
	register(define(&game{
		id: "makruk", long: "Makruk (Thai chess)", fsf: map[string]string{"cambodian": "cambodian", "karouk": "karouk", "makpong": "makpong", "asean": "asean", "ai-wok": "aiwok"}, options: makruk.OptionNames,
	}, makruk.ParseRules, makruk.RuleSets, makruk.StartFEN, makruk.ParseFEN, makruk.NewGame, makruk.ReadRecord, makruk.NewRecord, makruk.NewEditor))
}
