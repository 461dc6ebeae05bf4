// Package board8 is the fast 8x8 engine under the four 8x8 games: bitboards,
// attack tables built from the core's movement atoms, magic sliders, and a
// legal move generator with pins and check evasion that the games configure
// with a [Spec]. The games add their special moves on top.
//
// Squares are numbered 0..63 (a1, b1, ..., h8); [Sq] and [Idx] convert to
// and from core.Square.
package board8

import (
	"math/bits"

	"github.com/chaturanga-go/chaturanga/core"
)

// A Bitboard is a set of squares, bit i for square index i.
type Bitboard uint64

// Bit returns the set holding only square i.
func Bit(i int) Bitboard { return 1 << uint(i) }

// Has reports whether square i is in b.
func (b Bitboard) Has(i int) bool { return b>>uint(i)&1 != 0 }

// Count returns the number of squares in b.
func (b Bitboard) Count() int { return bits.OnesCount64(uint64(b)) }

// First returns the lowest square of b (64 for an empty set).
func (b Bitboard) First() int { return bits.TrailingZeros64(uint64(b)) }

// PopFirst removes the lowest square of *b and returns it.
func (b *Bitboard) PopFirst() int {
	i := bits.TrailingZeros64(uint64(*b))
	*b &= *b - 1
	return i
}

// More reports whether b has more than one square.
func (b Bitboard) More() bool { return b&(b-1) != 0 }

// Rank and file masks.
const (
	Rank1 Bitboard = 0xFF
	FileA Bitboard = 0x0101010101010101
)

// RankMask returns the squares of rank r (0-based).
func RankMask(r int) Bitboard { return Rank1 << (8 * uint(r)) }

// FileMask returns the squares of file f (0-based).
func FileMask(f int) Bitboard { return FileA << uint(f) }

// Sq converts a square index to a core.Square.
func Sq(i int) core.Square { return core.Square(i>>3<<5 | i&7) }

// Idx converts a core.Square on the 8x8 board to its index; the square
// must be on the board.
func Idx(s core.Square) int { return s.Rank()<<3 | s.File() }

// OnBoard reports whether s is a square of the 8x8 board.
func OnBoard(s core.Square) bool { return s.File() < 8 && s.Rank() < 8 && s != core.NoSquare }

// Geometry is the 8x8 board's geometry.
var Geometry = core.Geometry{Files: 8, Ranks: 8}

func offset(i int, o core.Offset) int {
	f, r := i&7+o.File, i>>3+o.Rank
	if f < 0 || f > 7 || r < 0 || r > 7 {
		return -1
	}
	return r*8 + f
}

// LeapTable returns, for every square, the squares reached by the offsets
// (each offset's Rank negated for Black when forward is true).
func LeapTable(c core.Color, forward bool, offsets []core.Offset) (t [64]Bitboard) {
	for i := range 64 {
		for _, o := range offsets {
			if forward && c == core.Black {
				o = core.Offset{File: -o.File, Rank: -o.Rank}
			}
			if j := offset(i, o); j >= 0 {
				t[i] |= Bit(j)
			}
		}
	}
	return t
}

// slowRay returns the squares a rider reaches from i along the directions
// with occupancy occ (each ray stops on and includes the first piece).
func slowRay(i int, dirs []core.Offset, occ Bitboard) (b Bitboard) {
	for _, d := range dirs {
		for j := offset(i, d); j >= 0; j = offset(j, d) {
			b |= Bit(j)
			if occ.Has(j) {
				break
			}
		}
	}
	return b
}

// The line tables are symmetric; the hot paths index them by the king's
// square first, so that one search's lookups stay within a few cache
// lines.
var (
	between [64][64]Bitboard // squares strictly between two aligned squares
	line    [64][64]Bitboard // the whole line through two aligned squares

	rookRays   [64]Bitboard // the rook's lines from each square on an empty board
	bishopRays [64]Bitboard // the bishop's
)

func initLines() {
	for i := range 64 {
		rookRays[i] = slowRay(i, core.Orthogonal(), 0)
		bishopRays[i] = slowRay(i, core.Diagonal(), 0)
	}
	for a := range 64 {
		for _, d := range core.AllDirs() {
			var path Bitboard
			for j := offset(a, d); j >= 0; j = offset(j, d) {
				between[a][j] = path
				path |= Bit(j)
			}
		}
	}
	for a := range 64 {
		for _, d := range core.AllDirs() {
			back := core.Offset{File: -d.File, Rank: -d.Rank}
			full := Bit(a) | slowRay(a, []core.Offset{d, back}, 0)
			for j := offset(a, d); j >= 0; j = offset(j, d) {
				line[a][j] = full
			}
		}
	}
}

// Between returns the squares strictly between a and b if they share a
// rank, file or diagonal, else the empty set.
func Between(a, b int) Bitboard { return between[a][b] }

// Line returns the whole rank, file or diagonal through a and b, or the
// empty set if they are not aligned.
func Line(a, b int) Bitboard { return line[a][b] }
