package board8

import "github.com/chaturanga-go/chaturanga/core"

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

// initMagics finds magic numbers for every square with a fixed seed, so
// the tables are the same in every run; it takes a few milliseconds.
func initMagics(magics *[64]magic, dirs []core.Offset, seed uint64) {
	rng := core.SplitMix64(seed)
	var occs, atts [4096]Bitboard
	var epoch [4096]int
	for i := range 64 {
		// Edges are irrelevant unless the piece stands on them.
		edges := ((Rank1 | RankMask(7)) &^ RankMask(i>>3)) | ((FileA | FileMask(7)) &^ FileMask(i&7))
		m := &magics[i]
		m.mask = slowRay(i, dirs, 0) &^ edges
		bitsN := m.mask.Count()
		m.shift = uint8(64 - bitsN)
		n := 0
		for sub := Bitboard(0); ; {
			occs[n], atts[n] = sub, slowRay(i, dirs, sub)
			n++
			sub = (sub - m.mask) & m.mask
			if sub == 0 {
				break
			}
		}
		m.table = make([]Bitboard, 1<<bitsN)
		for attempt := 1; ; attempt++ {
			m.number = rng.Next() & rng.Next() & rng.Next()
			if (Bitboard(uint64(m.mask)*m.number) >> 56).Count() < 6 {
				continue
			}
			ok := true
			for k := 0; k < n && ok; k++ {
				idx := m.index(occs[k])
				if epoch[idx] < attempt+i*1_000_000 {
					epoch[idx] = attempt + i*1_000_000
					m.table[idx] = atts[k]
				} else if m.table[idx] != atts[k] {
					ok = false
				}
			}
			if ok {
				break
			}
		}
	}
}

func init() {
	initLines()
	initMagics(&rookMagic, core.Orthogonal, 0x52ab_1e5c_0ffe_e001)
	initMagics(&bishopMagic, core.Diagonal, 0x6b15_40c3_77aa_9002)
}
