package board8

import (
	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/zobrist"
)

// A magic is the lookup of one square's rider attacks: the relevant
// occupancy masked, multiplied by the magic number and shifted gives an
// index into the table.
type magic struct {
	mask   Bitboard
	number uint64
	shift  uint8
	table  []Bitboard
}

func (m *magic) index(occ Bitboard) uint64 {
	return uint64(occ&m.mask) * m.number >> m.shift
}

var (
	rookMagic   [64]magic
	bishopMagic [64]magic
)

// RookAttacks returns the squares a rook on i attacks with occupancy occ.
func RookAttacks(i int, occ Bitboard) Bitboard {
	m := &rookMagic[i]
	return m.table[m.index(occ)]
}

// BishopAttacks returns the squares a bishop on i attacks with occupancy
// occ.
func BishopAttacks(i int, occ Bitboard) Bitboard {
	m := &bishopMagic[i]
	return m.table[m.index(occ)]
}

// fillMagics builds the lookup tables of every square from its magic
// number; ok is false if a number maps two occupancies with different
// attacks to one entry.
func fillMagics(magics *[64]magic, dirs []core.Offset, numbers *[64]uint64) (ok bool) {
	for i := range 64 {
		m := &magics[i]
		m.mask = relevant(i, dirs)
		bitsN := m.mask.Count()
		m.shift = uint8(64 - bitsN)
		m.number = numbers[i]
		m.table = make([]Bitboard, 1<<bitsN)
		used := make([]bool, 1<<bitsN)
		for sub := Bitboard(0); ; {
			idx, att := m.index(sub), slowRay(i, dirs, sub)
			if used[idx] && m.table[idx] != att {
				return false
			}
			used[idx], m.table[idx] = true, att
			if sub = (sub - m.mask) & m.mask; sub == 0 {
				break
			}
		}
	}
	return true
}

// relevant returns the squares whose occupancy matters to a rider on i:
// its rays without the board's edges (unless it stands on them).
func relevant(i int, dirs []core.Offset) Bitboard {
	edges := ((Rank1 | RankMask(7)) &^ RankMask(i>>3)) | ((FileA | FileMask(7)) &^ FileMask(i&7))
	return slowRay(i, dirs, 0) &^ edges
}

// findMagics searches magic numbers for every square with a fixed seed.
// It is slow (a fraction of a second); the numbers it found are kept in
// magic_numbers.go, which TestMagicNumbers regenerates with -update.
func findMagics(dirs []core.Offset, seed uint64) (numbers [64]uint64) {
	rng := zobrist.SplitMix64(seed)
	for i := range 64 {
		mask := relevant(i, dirs)
		n := mask.Count()
		var occs, atts []Bitboard
		for sub := Bitboard(0); ; {
			occs, atts = append(occs, sub), append(atts, slowRay(i, dirs, sub))
			if sub = (sub - mask) & mask; sub == 0 {
				break
			}
		}
		table := make([]Bitboard, 1<<n)
		epoch := make([]int, 1<<n)
		for attempt := 1; ; attempt++ {
			num := rng.Next() & rng.Next() & rng.Next()
			if (Bitboard(uint64(mask)*num) >> 56).Count() < 6 {
				continue
			}
			ok := true
			for k := 0; k < len(occs) && ok; k++ {
				idx := uint64(occs[k]&mask) * num >> (64 - n)
				if epoch[idx] != attempt {
					epoch[idx], table[idx] = attempt, atts[k]
				} else if table[idx] != atts[k] {
					ok = false
				}
			}
			if ok {
				numbers[i] = num
				break
			}
		}
	}
	return numbers
}

func init() {
	initLines()
	// Should the kept numbers ever be wrong, search new ones: slower, but
	// still right.
	if !fillMagics(&rookMagic, core.Orthogonal(), &rookNumbers) {
		numbers := findMagics(core.Orthogonal(), 0x52ab_1e5c_0ffe_e001)
		fillMagics(&rookMagic, core.Orthogonal(), &numbers)
	}
	if !fillMagics(&bishopMagic, core.Diagonal(), &bishopNumbers) {
		numbers := findMagics(core.Diagonal(), 0x6b15_40c3_77aa_9002)
		fillMagics(&bishopMagic, core.Diagonal(), &numbers)
	}
}
