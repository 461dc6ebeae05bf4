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
// option Counting): the pieces' honour of a bare king, kept in plies from
// its start at 0 with the bare king to move; its moves are half the
// plies, rounded up.
func sittuyinCount(p core.Position) (counting, bool) {
	q, ok := p.(*sittuyin.Position)
	if !ok {
		return counting{}, false
	}
	c := q.Count()
	if !c.Running() {
		return counting{}, false
	}
	out := plyCount(p, "pieces", "Ply", c.Ply, c.Limit)
	// The count is a bare king's: when one side alone has only its king,
	// it is that side's, whatever the plies' parity.
	var n [2]int
	for sq := range p.Geometry().Squares() {
		if pc := p.At(sq); pc != core.NoPiece && pc.Color() <= core.Black {
			n[pc.Color()]++
		}
	}
	if n[core.White] == 1 && n[core.Black] > 1 {
		out.side = core.White
	} else if n[core.Black] == 1 && n[core.White] > 1 {
		out.side = core.Black
	}
	return out, true
}
