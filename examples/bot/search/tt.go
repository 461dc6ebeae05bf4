package search

import "github.com/chaturanga-go/chaturanga/core"

// The bounds a transposition table entry's score may be.
const (
	boundExact uint8 = 1 + iota
	boundLower       // the score is a lower bound (the search failed high)
	boundUpper       // the score is an upper bound (the search failed low)
)

// An entry is one slot of the transposition table: 24 bytes, no pointers.
type entry struct {
	key   uint64    // the position's key (Zobrist hash, salted)
	move  core.Move // the best move found, or the zero Move
	score int32     // the score, mate scores counted from this node
	depth int8      // the depth searched below the node
	bound uint8     // boundExact, boundLower or boundUpper; 0: empty slot
	gen   uint8     // the search that wrote it
}

// A table is a transposition table of a fixed number of entries (a power
// of two), indexed by the low bits of the key and replaced by depth and
// age. The table is allocated once; probing and storing allocate nothing.
type table struct {
	entries []entry
	mask    uint64
	gen     uint8
}

// entryBytes is the size of an entry, to size the table in megabytes.
const entryBytes = 24

// newTable returns a table of at most mb megabytes (at least one entry).
func newTable(mb int) *table {
	n := uint64(1)
	for n*2*entryBytes <= uint64(mb)<<20 {
		n *= 2
	}
	return &table{entries: make([]entry, n), mask: n - 1}
}

// clear empties the table.
func (t *table) clear() {
	clear(t.entries)
	t.gen = 0
}

// probe returns the entry of key, if the table holds it.
func (t *table) probe(key uint64) (entry, bool) {
	e := t.entries[key&t.mask]
	return e, e.bound != 0 && e.key == key
}

// store writes an entry for key, replacing the slot's entry unless that
// one is of the same search and deeper.
func (t *table) store(key uint64, m core.Move, score, depth int, bound uint8) {
	e := &t.entries[key&t.mask]
	if e.bound != 0 && e.key != key && e.gen == t.gen && int(e.depth) > depth {
		return
	}
	if e.key == key && m.IsZero() {
		m = e.move // keep the best move known of the position
	}
	*e = entry{key: key, move: m, score: int32(score), depth: int8(depth), bound: bound, gen: t.gen}
}

// hashFull returns the share of the table's first thousand slots used by
// the current search, in permille (UCI's hashfull).
func (t *table) hashFull() int {
	n := min(len(t.entries), 1000)
	used := 0
	for i := range n {
		if e := &t.entries[i]; e.bound != 0 && e.gen == t.gen {
			used++
		}
	}
	return used * 1000 / n
}
