package board8

import (
	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/zobrist"
)

// Slider bits of a kind.
const (
	orthSlider = 1 << iota
	diagSlider
)

// A Spec is one rule set's pieces as tables: how each kind moves and
// captures on the 8x8 board, the promotion on arrival, and the Zobrist
// keys. It is built once with [NewSpec] and read-only after.
type Spec struct {
	kinds   []core.Kind // the kinds that move, the king first
	quiet   [core.NumKinds][2][64]Bitboard
	capture [core.NumKinds][2][64]Bitboard
	reverse [core.NumKinds][2][64]Bitboard // from where a colour-c piece of the kind attacks a square
	slider  [core.NumKinds]uint8
	leapers []core.Kind // kinds with a leaping capture
	orth    []core.Kind
	diag    []core.Kind
	riders  [3]core.Kind // the riding kinds, NoKind where fewer (the kind bitboard of NoKind is empty)
	orthK   [3]core.Kind // the kinds that ride along ranks and files, likewise
	diagK   [3]core.Kind // the kinds that ride along diagonals, likewise

	// PromoZone holds, per colour, the squares where a pawn arriving by
	// an ordinary move becomes PromoKind at once; PromoKind is NoKind when
	// the game has no promotion on arrival.
	PromoZone [2]Bitboard
	PromoKind core.Kind
	// PromoKinds, when it is not empty, lists the kinds a pawn arriving in
	// PromoZone may choose from, one move each (ASEAN chess's choice of
	// rook, knight, khon or met); PromoKind is then ignored.
	PromoKinds []core.Kind
	// NoPawnMoves makes the generator skip pawn moves: the game makes
	// them itself (Main Chator).
	NoPawnMoves bool

	keys     [2][core.NumKinds][64]uint64
	pieceKey [64][64]uint64 // keys by piece (colour<<5|kind, below 64 on this board) and square
	sideKey  uint64
	zobrist  *zobrist.Keys
	alphabet *core.Alphabet
}

// NewSpec builds the tables from each kind's movement. The king must be
// among the kinds. On the 8x8 fast path an atom may be a leap (any mode,
// forward or not) or an unlimited orthogonal or diagonal ride; anything
// else is a programming error and panics.
func NewSpec(moves map[core.Kind]core.Movement, seed uint64) *Spec {
	s := &Spec{zobrist: zobrist.New(Geometry, seed)}
	if _, ok := moves[core.King]; !ok {
		panic("board8: a spec needs a king")
	}
	s.kinds = append(s.kinds, core.King)
	for k := core.Kind(1); k < core.NumKinds; k++ {
		if _, ok := moves[k]; ok && k != core.King {
			s.kinds = append(s.kinds, k)
		}
	}
	probe := core.NewBoard(Geometry)
	// full has a capturable marker on every square: a leap's first (and
	// only) step lands on one wherever it goes, so one Targets call from
	// a square finds every square the leap attacks, which probing each
	// target square alone (core.Board.Attacks) finds 64 times slower.
	full := core.NewBoard(Geometry)
	marker := core.MakePiece(core.Neutral, core.NumKinds)
	for i := range 64 {
		full.Set(Sq(i), marker)
	}
	isMarker := func(q core.Piece) bool { return q == marker }
	for _, k := range s.kinds {
		for _, c := range []core.Color{core.White, core.Black} {
			p := core.MakePiece(c, k)
			for _, a := range moves[k] {
				if sl := sliderBits(a); sl != 0 {
					s.slider[k] |= sl
					continue
				}
				if !a.IsLeap() {
					panic("board8: unsupported atom " + a.String())
				}
				for i := range 64 {
					// Ask the reference board what the atom does on an
					// empty board with enemies everywhere it may capture.
					probe.Targets(Sq(i), p, core.Movement{a}, func(core.Piece) bool { return false }, func(to core.Square, _ core.Piece) bool {
						s.quiet[k][c][i] |= Bit(Idx(to))
						return true
					})
					full.Set(Sq(i), core.NoPiece)
					full.Targets(Sq(i), p, core.Movement{a}, isMarker, func(to core.Square, _ core.Piece) bool {
						s.capture[k][c][i] |= Bit(Idx(to))
						return true
					})
					full.Set(Sq(i), marker)
				}
			}
		}
		if s.capture[k][0] != [64]Bitboard{} {
			s.leapers = append(s.leapers, k)
		}
		if s.slider[k]&orthSlider != 0 {
			s.orth = append(s.orth, k)
		}
		if s.slider[k]&diagSlider != 0 {
			s.diag = append(s.diag, k)
		}
	}
	if len(s.orth) > len(s.orthK) || len(s.diag) > len(s.diagK) {
		panic("board8: more than three riding kinds of one direction")
	}
	copy(s.orthK[:], s.orth)
	copy(s.diagK[:], s.diag)
	n := 0
	for _, k := range s.kinds {
		if s.slider[k] != 0 {
			if n == len(s.riders) {
				panic("board8: more than three riding kinds")
			}
			s.riders[n] = k
			n++
		}
	}
	for _, k := range s.kinds {
		for c := range 2 {
			for i := range 64 {
				for t := s.capture[k][c][i]; t != 0; {
					s.reverse[k][c][t.PopFirst()] |= Bit(i)
				}
			}
		}
	}
	for c := range 2 {
		for _, k := range s.kinds {
			for i := range 64 {
				s.keys[c][k][i] = s.zobrist.Piece(core.MakePiece(core.Color(c), k), i)
				s.pieceKey[core.MakePiece(core.Color(c), k)][i] = s.keys[c][k][i]
			}
		}
	}
	s.sideKey = s.zobrist.Side(core.Black)
	return s
}

func sliderBits(a core.Atom) uint8 {
	probe := core.NewBoard(Geometry)
	// An unlimited rider reaches the far corner from the near one.
	reach := func(from, to string) bool {
		hit := false
		probe.Targets(core.MustParseSquare(from), core.MakePiece(core.White, core.Rook), core.Movement{a},
			func(core.Piece) bool { return true }, func(sq core.Square, _ core.Piece) bool {
				if sq == core.MustParseSquare(to) {
					hit = true
				}
				return true
			})
		return hit
	}
	var bits uint8
	if reach("a1", "a8") {
		bits |= orthSlider
	}
	if reach("a1", "h8") {
		bits |= diagSlider
	}
	if bits != 0 && (a.Mode() != core.MoveOrCapture || !(reach("a1", "a8") == reach("a1", "h1"))) {
		panic("board8: unsupported rider " + a.String())
	}
	return bits
}

// SetAlphabet records the game's letters, used by Board.String.
func (s *Spec) SetAlphabet(a *core.Alphabet) { s.alphabet = a }

// Zobrist returns the spec's Zobrist keys, for game state beyond pieces.
func (s *Spec) Zobrist() *zobrist.Keys { return s.zobrist }

// Key returns the Zobrist key of piece p on square i.
func (s *Spec) Key(p core.Piece, i int) uint64 { return s.keys[p.Color()&1][p.Kind()][i] }

// Moves returns the squares a piece p on i may move to (empty ones) and
// capture on (enemy ones) given the occupancy occ and the enemy pieces.
func (s *Spec) Moves(p core.Piece, i int, occ, enemy Bitboard) Bitboard {
	k, c := p.Kind(), p.Color()&1
	t := s.quiet[k][c][i]&^occ | s.capture[k][c][i]&enemy
	if sl := s.slider[k]; sl != 0 {
		var r Bitboard
		if sl&orthSlider != 0 {
			r |= RookAttacks(i, occ)
		}
		if sl&diagSlider != 0 {
			r |= BishopAttacks(i, occ)
		}
		t |= r &^ (occ &^ enemy)
	}
	return t
}

// Attacks returns the squares a piece p on i attacks given occupancy occ.
func (s *Spec) Attacks(p core.Piece, i int, occ Bitboard) Bitboard {
	k, c := p.Kind(), p.Color()&1
	t := s.capture[k][c][i]
	if sl := s.slider[k]; sl != 0 {
		if sl&orthSlider != 0 {
			t |= RookAttacks(i, occ)
		}
		if sl&diagSlider != 0 {
			t |= BishopAttacks(i, occ)
		}
	}
	return t
}
