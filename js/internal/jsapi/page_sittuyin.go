//go:build !chaturanga_nosittuyin

package jsapi

import (
	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/sittuyin"
)

// Sittuyin's options and count for the "optionChoices" and "counting"
// operations (see page.go); the file is left out of a module built
// without sittuyin.
func init() {
	optionSources["sittuyin"] = sourceOf(sittuyin.ParseRules, sittuyin.OptionValues)
	countFuncs = append(countFuncs, sittuyinCount)
}

// sittuyinCount reads Sittuyin's count (Fairy-Stockfish's, under the
// option Counting): the pieces' honour of a bare king, kept in plies, its
// counter as the position names it (sittuyin.Count's Counter).
func sittuyinCount(p core.Position) (counting, bool) {
	q, ok := p.(*sittuyin.Position)
	if !ok {
		return counting{}, false
	}
	c := q.Count()
	if !c.Running() {
		return counting{}, false
	}
	return plyCount("pieces", c.Counter, "Ply", c.Ply, c.Limit), true
}
