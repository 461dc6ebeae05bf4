// Package zobrist holds the random keys of Zobrist hashing that the games'
// positions use for their Hash (repetition).
package zobrist

import "github.com/chaturanga-go/chaturanga/core"

// Keys holds the random keys of Zobrist hashing for one board: a key
// per piece and square, per side to move, per piece count in hand, and
// spare keys for game state (counting, castling rights, captures). The
// hash of a position is the XOR of the keys of what is in it, so a move
// updates it with a few XORs.
//
// Keys come from a fixed generator seeded by the caller, so hashes are the
// same in every run and on every machine. Keys are read-only once made
// and safe for concurrent use. The zero value has no keys; use
// [New].
type Keys struct {
	squares int
	piece   []uint64 // (color*core.NumKinds + kind) * squares + index
	side    [core.MaxColors + 1]uint64
	hand    []uint64 // (color*core.NumKinds + kind) * (MaxHand+1) + count
	extra   []uint64
}

// MaxHand is the largest number of pieces of one kind a hand may hold for
// hashing purposes.
const MaxHand = 16

// NumExtraKeys is the number of spare keys a Zobrist holds.
const NumExtraKeys = 1024

// NewZobrist returns the keys for board g, drawn from a generator seeded
// with seed.
func New(g core.Geometry, seed uint64) *Keys {
	r := SplitMix64(seed)
	pieces := (core.MaxColors + 1) * int(core.NumKinds)
	z := &Keys{
		squares: g.Size(),
		piece:   make([]uint64, pieces*g.Size()),
		hand:    make([]uint64, pieces*(MaxHand+1)),
		extra:   make([]uint64, NumExtraKeys),
	}
	for _, s := range [][]uint64{z.piece, z.side[:], z.hand, z.extra} {
		for i := range s {
			s[i] = r.Next()
		}
	}
	for i := range core.MaxColors + 1 {
		for k := range int(core.NumKinds) {
			z.hand[(i*int(core.NumKinds)+k)*(MaxHand+1)] = 0 // an empty hand hashes as nothing
		}
	}
	return z
}

// core.Piece returns the key of piece p on the square with dense index i.
func (z *Keys) Piece(p core.Piece, i int) uint64 {
	return z.piece[(int(p.Color())*int(core.NumKinds)+int(p.Kind()))*z.squares+i]
}

// Side returns the key of colour c being to move. Every colour has its own
// key; two-player games usually XOR in only Black's.
func (z *Keys) Side(c core.Color) uint64 { return z.side[c&7] }

// Hand returns the key of holding n (0..MaxHand) pieces p in hand; the key
// of 0 pieces is 0, so an empty hand hashes as nothing.
func (z *Keys) Hand(p core.Piece, n int) uint64 {
	if n > MaxHand {
		n = MaxHand
	}
	return z.hand[(int(p.Color())*int(core.NumKinds)+int(p.Kind()))*(MaxHand+1)+n]
}

// Extra returns spare key i (0 <= i < NumExtraKeys), for game state that
// is not pieces on squares.
func (z *Keys) Extra(i int) uint64 { return z.extra[i] }

// A SplitMix64 is a small, fast, deterministic pseudo-random generator
// (Steele, Lea and Flood's SplitMix64), used for Zobrist keys and magic
// numbers. The zero value is a generator seeded with 0.
type SplitMix64 uint64

// Next returns the next 64-bit value.
func (s *SplitMix64) Next() uint64 {
	*s += 0x9e3779b97f4a7c15
	z := uint64(*s)
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}
