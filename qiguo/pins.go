package qiguo

import (
	"slices"

	"github.com/chaturanga-go/chaturanga/core"
)

// Pins returns the pins of state c's pieces against its general (see
// [core.Pin]): each piece that c moves (its own army's and those of the
// armies it controls) whose removal from the board would let a piece of a
// state that may capture c's pieces attack the general ([King]'s point),
// with that piece as the pinner, in the order of the pinned pieces'
// points, then of the pinners'. The pinners are the pieces that move
// along lines (general, pian, bi, bow and crossbow within their range),
// the cannon, which pins both pieces when two stand between it and the
// general (QG-12), and the horseman, which pins the piece on its path
// (QG-13).
//
// Qi Guo has no check (QG-15): a pin forbids nothing. A pinned piece may
// leave its line, and the general may then be captured on a later turn
// (QG-17); Pins shows which moves would expose it, for players and
// programs. The slice is empty for a state out of the game, the zero
// Position and a colour that is not a state.
func (p *Position) Pins(c core.Color) []core.Pin {
	pins := []core.Pin{}
	k := p.King(c)
	if c >= NumStates || k == core.NoSquare {
		return pins
	}
	army := p.cells[cellOf(k)].Color()
	// The states whose pieces may capture the general.
	var hostile []core.Color
	for s := range core.Color(NumStates) {
		if s != c && p.bk.move[s] != 0 && p.bk.foe[s]&(1<<army) != 0 {
			hostile = append(hostile, s)
		}
	}
	if len(hostile) == 0 {
		return pins
	}
	attackers := func(q *Position, dst []core.Square) []core.Square {
		for _, s := range hostile {
			dst = q.AppendAttackers(dst, k, s)
		}
		return dst
	}
	before := attackers(p, nil)
	q := *p // blank one piece at a time on a copy, leaving p as it is
	var after []core.Square
	for armies := p.bk.move[c]; armies != 0; armies &= armies - 1 {
		a := lowBit(armies)
		for _, cell := range p.list[a][:p.n[a]] {
			sq := squareOf(int(cell))
			if sq == k {
				continue
			}
			q.cells[cell] = core.NoPiece
			after = attackers(&q, after[:0])
			q.cells[cell] = p.cells[cell]
			for _, s := range after {
				if !slices.Contains(before, s) {
					pins = append(pins, core.Pin{Pinned: sq, Pinner: s})
				}
			}
		}
	}
	// by pinned square, then pinner: an insertion sort (a side has a few
	// pins), which spares the wasm module a sort of its own
	for i := 1; i < len(pins); i++ {
		for j := i; j > 0 && pinKey(pins[j]) < pinKey(pins[j-1]); j-- {
			pins[j], pins[j-1] = pins[j-1], pins[j]
		}
	}
	return pins
}

// pinKey orders pins: by pinned square, then by pinner.
func pinKey(p core.Pin) uint32 { return uint32(p.Pinned)<<16 | uint32(p.Pinner) }

// IsPinned reports whether the piece on sq is pinned against the general
// of the state that moves it; see [Position.Pins].
func (p *Position) IsPinned(sq core.Square) bool {
	if !geometry.Contains(sq) || p.round == 0 {
		return false
	}
	pc := p.cells[cellOf(sq)]
	if pc == core.NoPiece || pc == ZhouPiece {
		return false
	}
	for _, pin := range p.Pins(p.bk.ctrl[pc.Color()]) {
		if pin.Pinned == sq {
			return true
		}
	}
	return false
}
