package chator

import (
	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/board8"
)

// Pins returns the pins of side c's pieces against its raja (see
// [core.Pin]): each piece of c that stands alone between its raja and an
// enemy piece that rides along that line (a tor, a Strong mantri or
// gajah, or an enemy raja left alone under LoneKing MovesAsAnyPiece,
// which attacks as a tor, and as a mantri and a gajah of the Strong
// pieces, CH-18), with that piece as the pinner, in the order of the
// pinned pieces' squares (python-chess's pin). A pinned piece may move
// only along that line (CH-19). The slice is empty for the zero Position
// and a colour the game does not have.
func (p *Position) Pins(c core.Color) []core.Pin {
	pins := []core.Pin{}
	if !p.valid() || c > core.Black {
		return pins
	}
	b := &p.b
	pins = b.AppendPins(pins, c)
	k := b.King(c)
	if e := b.King(c ^ 1); k >= 0 && e >= 0 && p.rules.isLone(b, c^1) {
		rays := board8.RookAttacks(k, 0)
		if p.rules.Pieces == Strong {
			rays |= board8.BishopAttacks(k, 0)
		}
		if rays.Has(e) {
			var lone []core.Pin
			for _, pin := range b.AppendPinsBy(nil, c, k, board8.Bit(e)) {
				if !containsPin(pins, pin) {
					lone = append(lone, pin)
				}
			}
			if len(lone) > 0 {
				pins = append(pins, lone...)
				sortPins(pins)
			}
		}
	}
	return pins
}

func containsPin(pins []core.Pin, x core.Pin) bool {
	for _, p := range pins {
		if p == x {
			return true
		}
	}
	return false
}

// sortPins sorts pins by the pinned piece's square, then the pinner's.
func sortPins(pins []core.Pin) {
	for i := 1; i < len(pins); i++ {
		for j := i; j > 0 && (pins[j].Pinned < pins[j-1].Pinned || pins[j].Pinned == pins[j-1].Pinned && pins[j].Pinner < pins[j-1].Pinner); j-- {
			pins[j], pins[j-1] = pins[j-1], pins[j]
		}
	}
}

// IsPinned reports whether the piece on sq is pinned against its side's
// raja (python-chess's is_pinned); see [Position.Pins].
func (p *Position) IsPinned(sq core.Square) bool {
	pc := p.At(sq)
	return pc != core.NoPiece && board8.HasPinned(p.Pins(pc.Color()), sq)
}
