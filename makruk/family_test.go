package makruk

import (
	"iter"

	"github.com/chaturanga-go/chaturanga/core"
)

// referenceFirstMoves lists the legal first moves of OC-2 and OC-3 with
// the plain mailbox board of core and a make-and-test king-safety check:
// the reference the bitboard generation is compared with.
func referenceFirstMoves(p *Position) iter.Seq[core.Move] {
	return func(yield func(core.Move) bool) {
		if p.over() {
			return
		}
		b := core.NewBoard(core.Geometry{Files: 8, Ranks: 8})
		for sq, pc := range p.Pieces() {
			b.Set(sq, pc)
		}
		us := p.Side()
		attacked := func(b *core.Board) bool {
			for sq := range b.Geometry().Squares() {
				if b.At(sq) == core.MakePiece(us, Khun) {
					return b.Attacked(sq, func(q core.Piece) bool { return q.Color() != us }, func(q core.Piece) core.Movement { return refMovement[q.Kind()] })
				}
			}
			return false
		}
		dir := 1
		if us == core.Black {
			dir = -1
		}
		try := func(from core.Square, df, dr int) bool {
			f, r := from.File()+df, from.Rank()+dr
			if f < 0 || f > 7 || r < 0 || r > 7 {
				return true
			}
			to := core.SquareAt(f, r)
			if b.At(to) != core.NoPiece {
				return true
			}
			c := b.Clone()
			c.Set(to, c.At(from))
			c.Set(from, core.NoPiece)
			if attacked(c) {
				return true
			}
			return yield(core.NewMove(from, to))
		}
		for g := range p.Gates(us) {
			switch b.At(g) {
			case core.MakePiece(us, Khun):
				if !attacked(b) && (!try(g, -2, dir) || !try(g, 2, dir)) {
					return
				}
			case core.MakePiece(us, Met):
				if !try(g, 0, 2*dir) {
					return
				}
			}
		}
	}
}
