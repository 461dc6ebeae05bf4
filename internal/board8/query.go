package board8

import (
	"iter"
	"math/bits"

	"github.com/chaturanga-go/chaturanga/core"
)

// The queries of core.Position that the 8x8 games answer alike from the
// board alone, in core's terms (squares, moves). Each is safe on the zero
// Board, which answers as an empty board.

// SideName returns the name of colour c in the 8x8 games: "white" or
// "black", or "" for any other colour.
func SideName(c core.Color) string {
	switch c {
	case core.White:
		return "white"
	case core.Black:
		return "black"
	}
	return ""
}

// PieceAt returns the piece on sq, or core.NoPiece if it is empty or off
// the board.
func (b *Board) PieceAt(sq core.Square) core.Piece {
	if !OnBoard(sq) {
		return core.NoPiece
	}
	return b.At(Idx(sq))
}

// KingSquare returns the square of colour c's king, or core.NoSquare if
// it has none on the board or c is neither White nor Black.
func (b *Board) KingSquare(c core.Color) core.Square {
	if c > core.Black {
		return core.NoSquare
	}
	if k := b.King(c); k >= 0 {
		return Sq(k)
	}
	return core.NoSquare
}

// AllPieces returns the pieces on the board, square by square from a1.
func (b *Board) AllPieces() iter.Seq2[core.Square, core.Piece] {
	return func(yield func(core.Square, core.Piece) bool) {
		for occ := b.Occupied(); occ != 0; {
			i := occ.PopFirst()
			if !yield(Sq(i), b.At(i)) {
				return
			}
		}
	}
}

// AppendAttackers appends to dst the squares of colour by's pieces that
// attack sq by the rule tables' movements (could capture an enemy piece
// standing there; pins do not matter), in square order from a1, and
// returns the extended slice. It appends nothing on a board without rule
// tables (the zero Board), for a colour other than White and Black or a
// square off the board. With a reused dst it does not allocate.
func (b *Board) AppendAttackers(dst []core.Square, sq core.Square, by core.Color) []core.Square {
	if b.spec == nil || by > core.Black || !OnBoard(sq) {
		return dst
	}
	for a := b.Attackers(Idx(sq), by, b.Occupied()); a != 0; {
		dst = append(dst, Sq(a.PopFirst()))
	}
	return dst
}

// IsCapture reports whether m moves a piece onto a square that holds a
// piece of the other colour: the capture of the games whose only capture
// is onto the target square. Drops, passes, actions, moves with a square
// off the board or from an empty square are not captures.
func (b *Board) IsCapture(m core.Move) bool {
	if m.IsZero() || m.IsDrop() || m.IsPass() || m.Action() != core.NoAction || !OnBoard(m.From()) || !OnBoard(m.To()) {
		return false
	}
	t, f := b.PieceAt(m.To()), b.PieceAt(m.From())
	return t != core.NoPiece && f != core.NoPiece && t.Color() != f.Color()
}

// SamePieces reports whether b and o hold the same pieces on the same
// squares.
func (b *Board) SamePieces(o *Board) bool { return b.sq == o.sq }

// AppendPins appends to dst the pins of colour c's pieces against its
// king: each piece of c that stands alone between the king and an enemy
// rider aimed at it along the rider's line, with that rider, in the order
// of the pinned pieces' squares (a piece lies on one line to the king, so
// it has one pinner at most). It appends nothing without a king or rule
// tables.
func (b *Board) AppendPins(dst []core.Pin, c core.Color) []core.Pin {
	if b.spec == nil || c > core.Black {
		return dst
	}
	k := b.King(c)
	if k < 0 {
		return dst
	}
	snipers := (rookRays[k]&b.orthRiders() | bishopRays[k]&b.diagRiders()) & b.color[c^1]
	return b.appendPinsBy(dst, c, k, snipers)
}

// IsPinned reports whether the piece on sq is pinned against its
// colour's king (see AppendPins): false for an empty square, a square off
// the board and a board without rule tables.
func (b *Board) IsPinned(sq core.Square) bool {
	pc := b.PieceAt(sq)
	return pc != core.NoPiece && HasPinned(b.AppendPins(nil, pc.Color()), sq)
}

// HasPinned reports whether one of pins pins the piece on sq.
func HasPinned(pins []core.Pin, sq core.Square) bool {
	for _, pin := range pins {
		if pin.Pinned == sq {
			return true
		}
	}
	return false
}

// AppendPinsBy appends the pins of colour c's pieces against its king on
// k by the pieces snipers (squares of the other colour's pieces that ride
// along their lines to k), in the order of the pinned pieces' squares.
func (b *Board) AppendPinsBy(dst []core.Pin, c core.Color, k int, snipers Bitboard) []core.Pin {
	return b.appendPinsBy(dst, c&1, k&63, snipers)
}

func (b *Board) appendPinsBy(dst []core.Pin, c core.Color, k int, snipers Bitboard) []core.Pin {
	n := len(dst)
	occ := b.Occupied()
	for snipers != 0 {
		s := snipers.PopFirst()
		if line[k][s] == 0 {
			continue
		}
		btw := between[k][s] & occ
		if btw != 0 && !btw.More() && btw&b.color[c] != 0 {
			dst = append(dst, core.Pin{Pinned: Sq(btw.First()), Pinner: Sq(s)})
		}
	}
	// insertion sort of the appended part by pinned square
	for i := n + 1; i < len(dst); i++ {
		for j := i; j > n && dst[j].Pinned < dst[j-1].Pinned; j-- {
			dst[j], dst[j-1] = dst[j-1], dst[j]
		}
	}
	return dst
}

// An Obstacle is what stops a piece from reaching a square that its
// movement alone would let it reach: a piece of its own side on the
// square, or a piece on the way there.
type Obstacle struct {
	Own      core.Piece  // the own side's piece on the target, or core.NoPiece
	InTheWay core.Square // the first square occupied on the way, or core.NoSquare
}

// ObstacleTo returns what stops the piece pc on from from moving to to in
// the board's position, where it cannot move (Spec.Moves does not reach
// to): the first piece in the way along the line from from to to, when
// the piece would reach to without the pieces in the way; else pc's own
// side's piece on to, when the piece would reach to were it an enemy's;
// else ok is false (the piece cannot move so at all). For the explanation
// of an illegal move only: it is not on any hot path.
func (b *Board) ObstacleTo(pc core.Piece, from, to int) (o Obstacle, ok bool) {
	o = Obstacle{core.NoPiece, core.NoSquare}
	if b.spec == nil || from < 0 || from > 63 || to < 0 || to > 63 {
		return o, false
	}
	occ, us := b.Occupied(), b.ByColor(pc.Color())
	enemy := occ &^ us
	target := Bit(to)
	ownOn := us&target != 0
	if ownOn {
		enemy |= target // as though it were the enemy's
	}
	if way := Between(from, to) & occ; way != 0 {
		if b.spec.Moves(pc, from, occ&^way, enemy).Has(to) {
			o.InTheWay = Sq(Nearest(way, from))
			return o, true
		}
	}
	if ownOn && (b.spec.Moves(pc, from, occ, enemy).Has(to) || b.spec.Moves(pc, from, occ&^target, enemy&^target).Has(to)) {
		o.Own = b.At(to)
		return o, true
	}
	return o, false
}

// Nearest returns the square of b nearest to from along a line through
// from (b's lowest square when from is below them all, its highest when
// above): the first piece met on the way from from. b must not be empty.
func Nearest(b Bitboard, from int) int {
	if b.First() > from {
		return b.First()
	}
	return 63 - bits.LeadingZeros64(uint64(b))
}
