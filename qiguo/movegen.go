package qiguo

import (
	"iter"

	"github.com/chaturanga-go/chaturanga/core"
)

// Steps between neighbouring cells of the mailbox.
const (
	north = stride
	south = -stride
	east  = 1
	west  = -1
)

var (
	orthoSteps = [4]int{north, east, south, west}
	diagSteps  = [4]int{north + east, south + east, south + west, north + west}
	allSteps   = [8]int{north, north + east, east, south + east, south, south + west, west, north + west}
	// horseDiags[i] are the two diagonals continuing outward from the
	// orthogonal step orthoSteps[i] (QG-13).
	horseDiags = [4][2]int{
		{north + east, north + west},
		{east + north, east + south},
		{south + east, south + west},
		{west + north, west + south},
	}
)

// capturable reports whether the piece q (not empty) may be captured by a
// state whose foe mask is foe: an enemy piece other than a go-between
// (QG-14). The Zhou and the off-board sentinel have colour 7, which no
// foe mask holds (QG-2).
func capturable(q core.Piece, foe uint8) bool {
	return foe>>(q>>5)&1 != 0 && q&31 != core.Piece(GoBetween)
}

// AppendLegalMoves appends the legal moves of the state to move to dst and
// returns the extended slice: the moves of every piece of the armies it
// controls, or [core.NewPass] alone when it has none under
// SourceBookkeeping (QG-4; ElephantChessBookkeeping has no passing). A
// finished game, and the zero Position, have none; the action resign is
// never listed (see [Position.Play]). With a buffer of enough capacity it
// does not allocate.
func (p *Position) AppendLegalMoves(dst []core.Move) []core.Move {
	if p.bk.out.IsOver() {
		return dst
	}
	n := len(dst)
	dst = p.appendMoves(dst)
	if len(dst) == n && p.rules.Bookkeeping == SourceBookkeeping && p.round != 0 {
		dst = append(dst, core.NewPass())
	}
	return dst
}

func (p *Position) appendMoves(dst []core.Move) []core.Move {
	s := p.side
	foe := p.bk.foe[s]
	mustTurn := p.rules.HorsemanMustTurn
	for armies := p.bk.move[s]; armies != 0; armies &= armies - 1 {
		a := lowBit(armies)
		list := p.list[a][:p.n[a]]
		for _, c := range list {
			from := int(c)
			fsq := squareOf(from)
			switch p.cells[from].Kind() {
			case General:
				dst = p.appendRides(dst, fsq, from, allSteps[:], 19, foe)
			case Pian:
				dst = p.appendRides(dst, fsq, from, orthoSteps[:], 19, foe)
			case Bi:
				dst = p.appendRides(dst, fsq, from, diagSteps[:], 19, foe)
			case Bow:
				dst = p.appendRides(dst, fsq, from, allSteps[:], 4, foe)
			case Crossbow:
				dst = p.appendRides(dst, fsq, from, allSteps[:], 5, foe)
			case Dao:
				dst = p.appendRides(dst, fsq, from, diagSteps[:], 1, foe)
			case Sword:
				dst = p.appendRides(dst, fsq, from, orthoSteps[:], 1, foe)
			case GoBetween:
				dst = p.appendRides(dst, fsq, from, allSteps[:], 19, 0)
			case Cannon:
				for _, d := range orthoSteps {
					to := from + d
					for p.cells[to] == core.NoPiece {
						dst = append(dst, core.NewMove(fsq, squareOf(to)))
						to += d
					}
					if p.cells[to] == offBoard {
						continue
					}
					for to += d; p.cells[to] == core.NoPiece; to += d {
					}
					if q := p.cells[to]; capturable(q, foe) {
						dst = append(dst, core.NewMove(fsq, squareOf(to)))
					}
				}
			case Horseman:
				for i, d := range orthoSteps {
					first := from + d
					q := p.cells[first]
					if q != core.NoPiece {
						if !mustTurn && capturable(q, foe) {
							dst = append(dst, core.NewMove(fsq, squareOf(first)))
						}
						continue
					}
					if !mustTurn {
						dst = append(dst, core.NewMove(fsq, squareOf(first)))
					}
					// Then up to three points along each outward diagonal.
					dst = p.appendRides(dst, fsq, first, horseDiags[i][:], 3, foe)
				}
			}
		}
	}
	return dst
}

// appendRides appends the moves of a rider from the cell along steps, up
// to rng points, capturing what foe allows.
func (p *Position) appendRides(dst []core.Move, fsq core.Square, from int, steps []int, rng int, foe uint8) []core.Move {
	for _, d := range steps {
		to := from
		for range rng {
			to += d
			q := p.cells[to]
			if q == core.NoPiece {
				dst = append(dst, core.NewMove(fsq, squareOf(to)))
				continue
			}
			if capturable(q, foe) {
				dst = append(dst, core.NewMove(fsq, squareOf(to)))
			}
			break
		}
	}
	return dst
}

// countRides counts what appendRides appends.
func (p *Position) countRides(from int, steps []int, rng int, foe uint8) int {
	n := 0
	for _, d := range steps {
		to := from
		for range rng {
			to += d
			q := p.cells[to]
			if q == core.NoPiece {
				n++
				continue
			}
			if capturable(q, foe) {
				n++
			}
			break
		}
	}
	return n
}

// CountLegalMoves returns the number of legal moves without listing them
// (a pass counts as one).
func (p *Position) CountLegalMoves() int {
	if p.bk.out.IsOver() {
		return 0
	}
	n := p.countMoves()
	if n == 0 && p.rules.Bookkeeping == SourceBookkeeping && p.round != 0 {
		return 1
	}
	return n
}

func (p *Position) countMoves() int {
	s := p.side
	foe := p.bk.foe[s]
	mustTurn := p.rules.HorsemanMustTurn
	n := 0
	for armies := p.bk.move[s]; armies != 0; armies &= armies - 1 {
		a := lowBit(armies)
		for _, c := range p.list[a][:p.n[a]] {
			from := int(c)
			switch p.cells[from].Kind() {
			case General:
				n += p.countRides(from, allSteps[:], 19, foe)
			case Pian:
				n += p.countRides(from, orthoSteps[:], 19, foe)
			case Bi:
				n += p.countRides(from, diagSteps[:], 19, foe)
			case Bow:
				n += p.countRides(from, allSteps[:], 4, foe)
			case Crossbow:
				n += p.countRides(from, allSteps[:], 5, foe)
			case Dao:
				n += p.countRides(from, diagSteps[:], 1, foe)
			case Sword:
				n += p.countRides(from, orthoSteps[:], 1, foe)
			case GoBetween:
				n += p.countRides(from, allSteps[:], 19, 0)
			case Cannon:
				for _, d := range orthoSteps {
					to := from + d
					for p.cells[to] == core.NoPiece {
						n++
						to += d
					}
					if p.cells[to] == offBoard {
						continue
					}
					for to += d; p.cells[to] == core.NoPiece; to += d {
					}
					if capturable(p.cells[to], foe) {
						n++
					}
				}
			case Horseman:
				for i, d := range orthoSteps {
					first := from + d
					q := p.cells[first]
					if q != core.NoPiece {
						if !mustTurn && capturable(q, foe) {
							n++
						}
						continue
					}
					if !mustTurn {
						n++
					}
					n += p.countRides(first, horseDiags[i][:], 3, foe)
				}
			}
		}
	}
	return n
}

func lowBit(m uint8) core.Color {
	var c core.Color
	for m&1 == 0 {
		m >>= 1
		c++
	}
	return c
}

// LegalMoves returns the legal moves, in generation order.
func (p *Position) LegalMoves() iter.Seq[core.Move] {
	return func(yield func(core.Move) bool) {
		for _, m := range p.AppendLegalMoves(make([]core.Move, 0, 256)) {
			if !yield(m) {
				return
			}
		}
	}
}

// IsLegal reports whether m is a legal move, one that AppendLegalMoves
// lists (so false for the action resign, which [Position.Play] accepts).
func (p *Position) IsLegal(m core.Move) bool {
	if m.IsZero() || m.IsDrop() || m.Promotion() != core.NoKind || m.Removal() != core.NoSquare {
		return false
	}
	if !m.IsPass() && (!geometry.Contains(m.From()) || !geometry.Contains(m.To())) {
		return false
	}
	var buf [512]core.Move
	for _, l := range p.AppendLegalMoves(buf[:0]) {
		if l == m {
			return true
		}
	}
	return false
}
