package core

// plyChunk is the number of plies in each chunk of a plyList after the
// first.
const plyChunk = 1024

// A plyList holds a game's plies. The first plyChunk grow as a slice
// does; past them the plies go into chunks of plyChunk (72 KiB), each
// allocated full and never moved: so a long game grows without copying
// its history (one slice would be copied at each growth, some four times
// its size in all for a game of 100,000 moves, and its spare capacity
// kept), and holds at most one chunk of spare room, plus one emptied
// chunk kept for a move taken back and played again across a chunk's
// edge.
type plyList struct {
	chunks [][]ply // all full but the last; a chunk past the first is never empty
	n      int
	spare  []ply // an emptied chunk, kept for the next
}

// len returns the number of plies.
func (l *plyList) len() int { return l.n }

// at returns the ply of index i (0 <= i < len).
func (l *plyList) at(i int) *ply {
	return &l.chunks[i/plyChunk][i%plyChunk]
}

// push appends p.
func (l *plyList) push(p ply) {
	k := len(l.chunks)
	if k == 0 || len(l.chunks[k-1]) == plyChunk {
		if k == 0 {
			l.chunks = append(l.chunks, nil) // the first chunk grows as a slice
		} else {
			c := l.spare
			if c == nil {
				c = make([]ply, 0, plyChunk)
			}
			l.spare = nil
			l.chunks = append(l.chunks, c)
		}
		k = len(l.chunks)
	}
	l.chunks[k-1] = append(l.chunks[k-1], p)
	l.n++
}

// pop removes the last ply and returns it (len > 0).
func (l *plyList) pop() ply {
	k := len(l.chunks)
	c := l.chunks[k-1]
	p := c[len(c)-1]
	c = c[:len(c)-1]
	l.n--
	if len(c) == 0 && k > 1 {
		l.spare = c
		l.chunks[k-1] = nil
		l.chunks = l.chunks[:k-1]
	} else {
		l.chunks[k-1] = c
	}
	return p
}

// all yields the index and the ply of each ply in order.
func (l *plyList) all(yield func(int, *ply) bool) {
	i := 0
	for _, c := range l.chunks {
		for j := range c {
			if !yield(i, &c[j]) {
				return
			}
			i++
		}
	}
}
