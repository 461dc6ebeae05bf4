package core

// An Offset is a displacement on the board: File squares toward the
// h-file (or s-file) and Rank squares toward the last rank. In an atom
// marked [Atom.Forward] it is read relative to the mover: Rank counts
// toward the mover's opponent.
type Offset struct{ File, Rank int }

// Orthogonal returns the four orthogonal directions (a fresh slice).
func Orthogonal() []Offset { return []Offset{{0, 1}, {1, 0}, {0, -1}, {-1, 0}} }

// Diagonal returns the four diagonal directions (a fresh slice).
func Diagonal() []Offset { return []Offset{{1, 1}, {1, -1}, {-1, -1}, {-1, 1}} }

// AllDirs returns the eight directions, orthogonal and diagonal (a fresh
// slice).
func AllDirs() []Offset {
	return []Offset{{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}}
}

// Symmetric returns the up to eight offsets (±f, ±r) and (±r, ±f): the
// moves of a leaper such as the knight (Symmetric(1, 2)) or the alfil
// (Symmetric(2, 2)).
func Symmetric(f, r int) []Offset {
	var out []Offset
	add := func(o Offset) {
		for _, x := range out {
			if x == o {
				return
			}
		}
		out = append(out, o)
	}
	for _, s := range [][2]int{{f, r}, {r, f}} {
		for _, sf := range []int{1, -1} {
			for _, sr := range []int{1, -1} {
				add(Offset{s[0] * sf, s[1] * sr})
			}
		}
	}
	return out
}

// A Mode says whether an atom's moves may capture.
type Mode uint8

// The modes.
const (
	MoveOrCapture Mode = iota // to an empty square or onto an enemy piece
	MoveOnly                  // to an empty square only (the pawn's push)
	CaptureOnly               // onto an enemy piece only (the pawn's capture)
)

type atomKind uint8

const (
	leapAtom atomKind = iota // each path is one step of any length
	rideAtom                 // repeated steps in one direction
	hopAtom                  // rides to empty squares, captures over one screen
	pathAtom                 // a fixed sequence of steps; intermediate points must be empty
)

// An Atom is one way of moving, the building block of a piece's movement
// (Betza's notation calls them atoms too). Build atoms with [Leap], [Ride],
// [Hop] and [LamePath], then adjust them with [Atom.MoveOnly],
// [Atom.CaptureOnly] and [Atom.Forward]. The zero Atom moves nowhere.
type Atom struct {
	kind    atomKind
	paths   [][]Offset // leap: one-element paths; ride/hop: one-element unit directions; path: step sequences
	rng     int        // ride: maximum distance, 0 = unlimited
	minStop int        // path: the first step index (from 1) where the piece may stop
	mode    Mode
	forward bool
}

// Leap returns the atom that jumps to each of the offsets, over anything
// in between (the knight, the alfil, one-step movers).
func Leap(offsets ...Offset) Atom {
	a := Atom{kind: leapAtom}
	for _, o := range offsets {
		a.paths = append(a.paths, []Offset{o})
	}
	return a
}

// Ride returns the atom that slides along each direction over empty
// squares, up to maxRange squares (0 for no limit), stopping on an empty
// square or on the first piece, which it may capture.
func Ride(maxRange int, dirs ...Offset) Atom {
	return Atom{kind: rideAtom, paths: Leap(dirs...).paths, rng: maxRange}
}

// Hop returns the cannon's atom along dirs: it slides to empty squares like
// an unlimited Ride, and captures only by jumping exactly one piece (the
// screen, of any side) and taking the first piece beyond it.
func Hop(dirs ...Offset) Atom {
	return Atom{kind: hopAtom, paths: Leap(dirs...).paths}
}

// LamePath returns a lame mover: each path is a sequence of steps that the
// piece walks one at a time; every point it passes must be empty, and it
// may stop after step minStop (counted from 1) or any later step of the
// path. Qi Guo's horseman and Main Chator's two-square king leap are lame
// paths; a xiangqi horse would be too.
func LamePath(minStop int, paths ...[]Offset) Atom {
	if minStop < 1 {
		minStop = 1
	}
	return Atom{kind: pathAtom, paths: paths, minStop: minStop}
}

// MoveOnly returns a copy of a that never captures.
func (a Atom) MoveOnly() Atom { a.mode = MoveOnly; return a }

// CaptureOnly returns a copy of a that moves only to capture.
func (a Atom) CaptureOnly() Atom { a.mode = CaptureOnly; return a }

// Forward returns a copy of a whose offsets are relative to the mover's
// forward direction (see [Board.SetForward]), such as a pawn's step.
func (a Atom) Forward() Atom { a.forward = true; return a }

// IsLeap reports whether a was made by [Leap]: its moves ignore what
// stands between the squares.
func (a Atom) IsLeap() bool { return a.kind == leapAtom }

// Mode returns whether the atom's moves may capture.
func (a Atom) Mode() Mode { return a.mode }

// A Movement is everything a piece can do: the union of its atoms.
type Movement []Atom

// A Board is a plain mailbox board of any [Geometry]: one [Piece] per
// square, with movement generation and attack detection for any
// [Movement]. It is the library's reference implementation, simple enough
// to be obviously right: the 8x8 games use faster bitboards and test them
// against it, and Qi Guo builds on it.
//
// The zero Board has no squares; use [NewBoard]. A Board is not safe for
// concurrent mutation.
type Board struct {
	geom    Geometry
	cells   []Piece
	forward [MaxColors + 1]Offset
}

// NewBoard returns an empty board of geometry g on which White (colour 0)
// moves up the ranks and every other colour down them; see
// [Board.SetForward] to change that.
func NewBoard(g Geometry) *Board {
	b := &Board{geom: g, cells: make([]Piece, g.Size())}
	for c := range b.forward {
		b.forward[c] = Offset{0, -1}
	}
	b.forward[White] = Offset{0, 1}
	return b
}

// Geometry returns the board's size.
func (b *Board) Geometry() Geometry { return b.geom }

// Clone returns an independent copy of b.
func (b *Board) Clone() *Board {
	c := *b
	c.cells = append([]Piece(nil), b.cells...)
	return &c
}

// SetForward sets colour c's forward direction, a unit orthogonal offset
// such as {0, 1} (toward higher ranks) or {1, 0} (toward higher files).
func (b *Board) SetForward(c Color, dir Offset) { b.forward[c&7] = dir }

// At returns the piece on sq, or NoPiece if sq is empty or off the board.
func (b *Board) At(sq Square) Piece {
	if !b.geom.Contains(sq) {
		return NoPiece
	}
	return b.cells[b.geom.Index(sq)]
}

// Set puts p (NoPiece to empty it) on sq. It does nothing if sq is off the
// board.
func (b *Board) Set(sq Square, p Piece) {
	if b.geom.Contains(sq) {
		b.cells[b.geom.Index(sq)] = p
	}
}

// orient maps an offset of a forward-relative atom to the board for colour
// c by rotating "up the ranks" onto c's forward direction.
func (b *Board) orient(c Color, o Offset) Offset {
	f := b.forward[c&7]
	// rotation taking (0,1) to f: (x, y) -> (x*f.Rank + y*f.File, -x*f.File + y*f.Rank)
	return Offset{o.File*f.Rank + o.Rank*f.File, -o.File*f.File + o.Rank*f.Rank}
}

// Targets calls yield for every square the piece p standing on from may
// move to under movement mv, with the piece found there (NoPiece if
// empty), and stops early if yield returns false. canCapture says whether
// p may take a given piece; every piece, capturable or not, blocks lines
// and may serve as a cannon's screen. The moves are pseudo-legal: whether
// they leave a king attacked is the game's business.
func (b *Board) Targets(from Square, p Piece, mv Movement, canCapture func(Piece) bool, yield func(to Square, captured Piece) bool) {
	for i := range mv {
		if !b.atomTargets(from, p.Color(), &mv[i], canCapture, yield) {
			return
		}
	}
}

func (b *Board) atomTargets(from Square, c Color, a *Atom, canCapture func(Piece) bool, yield func(Square, Piece) bool) bool {
	g := b.geom
	// try reports whether to continue; it offers sq if the mode allows.
	try := func(sq Square, q Piece) bool {
		if q == NoPiece {
			if a.mode != CaptureOnly {
				return yield(sq, q)
			}
			return true
		}
		if a.mode != MoveOnly && canCapture(q) {
			return yield(sq, q)
		}
		return true
	}
	for _, path := range a.paths {
		switch a.kind {
		case leapAtom, pathAtom:
			sq := from
			for step, o := range path {
				if a.forward {
					o = b.orient(c, o)
				}
				if sq = g.Offset(sq, o.File, o.Rank); sq == NoSquare {
					break
				}
				q := b.At(sq)
				if a.kind == leapAtom || step+1 >= a.minStop {
					if !try(sq, q) {
						return false
					}
				}
				if q != NoPiece {
					break
				}
			}
		case rideAtom, hopAtom:
			o := path[0]
			if a.forward {
				o = b.orient(c, o)
			}
			screened := false
			for n, sq := 1, g.Offset(from, o.File, o.Rank); sq != NoSquare && (a.rng == 0 || n <= a.rng); n, sq = n+1, g.Offset(sq, o.File, o.Rank) {
				q := b.At(sq)
				switch {
				case a.kind == rideAtom:
					if !try(sq, q) {
						return false
					}
				case !screened && q == NoPiece && a.mode != CaptureOnly:
					if !yield(sq, q) {
						return false
					}
				case screened && q != NoPiece && a.mode != MoveOnly && canCapture(q):
					if !yield(sq, q) {
						return false
					}
				}
				if q != NoPiece {
					if a.kind == rideAtom || screened {
						break
					}
					screened = true
				}
			}
		}
	}
	return true
}

// Attacks reports whether a piece p standing on from attacks to under
// movement mv: whether one of its capturing moves could land there if an
// enemy piece stood on to. What stands on to itself does not matter.
func (b *Board) Attacks(from Square, p Piece, mv Movement, to Square) bool {
	if !b.geom.Contains(to) || !b.geom.Contains(from) {
		return false
	}
	saved := b.cells[b.geom.Index(to)]
	// A marker piece that everything may capture: the Zhou kind with the
	// neutral colour is never a mover, and canCapture below accepts only it.
	marker := MakePiece(Neutral, NumKinds)
	b.cells[b.geom.Index(to)] = marker
	hit := false
	b.Targets(from, p, mv, func(q Piece) bool { return q == marker }, func(sq Square, q Piece) bool {
		if sq == to && q == marker {
			hit = true
			return false
		}
		return true
	})
	b.cells[b.geom.Index(to)] = saved
	return hit
}

// Attacked reports whether any piece p on the board with isAttacker(p)
// attacks sq, each piece moving by movementOf(p).
func (b *Board) Attacked(sq Square, isAttacker func(Piece) bool, movementOf func(Piece) Movement) bool {
	for i, p := range b.cells {
		if p != NoPiece && isAttacker(p) {
			from := b.geom.Square(i)
			if from != sq && b.Attacks(from, p, movementOf(p), sq) {
				return true
			}
		}
	}
	return false
}
