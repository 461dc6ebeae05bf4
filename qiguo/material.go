package qiguo

import "github.com/chaturanga-go/chaturanga/core"

// InsufficientMaterial reports whether state c lacks the material to win.
// Qi Guo has no mate (QG-15): a state wins by defeating two states, by
// thirty captures, or by being the last in the game (QG-19), all of which
// take captures. So a state lacks it when it is out of the game (defeated
// or resigned: it makes no more moves) or moves no piece that can capture
// (nothing at all, as in a set-up position; a state in the game keeps its
// general, which captures like a queen, QG-6, and go-betweens never
// capture, QG-14). The zero
// Position and a colour that is not a state report false.
func (p *Position) InsufficientMaterial(c core.Color) bool {
	if c >= NumStates || p.round == 0 {
		return false
	}
	if !p.Alive(c) {
		return true
	}
	for armies := p.bk.move[c]; armies != 0; armies &= armies - 1 {
		a := lowBit(armies)
		for _, cell := range p.list[a][:p.n[a]] {
			if k := p.cells[cell].Kind(); k != GoBetween {
				return false
			}
		}
	}
	return true
}
