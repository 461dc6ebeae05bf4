package chator

import (
	"iter"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/board8"
)

type bitboard = board8.Bitboard

// Precomputed tables.
var (
	knightT  [64]bitboard    // the knight's leaps
	kingT    [64]bitboard    // the king's steps
	pawnAtt  [2][64]bitboard // the squares a pawn of each colour attacks
	leap2    [64]bitboard    // two squares away in the eight directions
	sideway2 [64]bitboard    // two squares away along the rank
)

func init() {
	knightT = board8.LeapTable(core.White, false, core.Symmetric(1, 2))
	kingT = board8.LeapTable(core.White, false, core.AllDirs)
	for c := range 2 {
		pawnAtt[c] = board8.LeapTable(core.Color(c), true, []core.Offset{{File: -1, Rank: 1}, {File: 1, Rank: 1}})
	}
	var two []core.Offset
	for _, d := range core.AllDirs {
		two = append(two, core.Offset{File: 2 * d.File, Rank: 2 * d.Rank})
	}
	leap2 = board8.LeapTable(core.White, false, two)
	sideway2 = board8.LeapTable(core.White, false, []core.Offset{{File: 2}, {File: -2}})
}

// homeSquare is each king's start square (CH-2): d1 and e8.
var homeSquare = [2]int{3, 60}

// fileSteps is the number of steps home of a pawn that arrives on the last
// rank of each file under ReturnToDiagonal and DiagonalSteps (CH-11,
// CH-12); the a- and h-files promote on arrival (CH-10).
var fileSteps = [8]uint8{0, 1, 2, 3, 3, 2, 1, 0}

// originalSet is how many pieces of each promotion class a side starts
// with: mantri, tor, gajah, kuda.
var originalSet = [4]uint8{1, 2, 2, 2}

// lastRank and startRank per colour.
var (
	lastRank  = [2]bitboard{board8.RankMask(7), board8.RankMask(0)}
	startRank = [2]bitboard{board8.RankMask(1), board8.RankMask(6)}
	forward   = [2]int{8, -8}
)

// state is the game state beyond the pieces (CH-15 and the notation
// section): what MakeMove changes besides the board and UnmakeMove
// restores.
type state struct {
	ret      [2]bitboard // returning pawns' remaining steps in two bit planes: steps = plane0 + 2*plane1
	ep       int8        // the passed square of a double step that an enemy pawn stands ready to take, or -1
	checked  [2]bool     // the king has been checked in an earlier position (CH-16)
	moved    [2]bool     // the king has moved (CH-16, CH-17)
	pool     [2][4]uint8 // captured pieces available for promotion (CapturedPiece), by class
	lone     [2]uint8    // moves made by each side's lone king (LoneKingCount)
	halfmove uint16      // plies since the last capture or pawn move
	inCheck  bool        // the side to move is in check (by the pieces, so derived; kept for speed)
}

// A Position is a Main Chator position: the pieces, the side to move, the
// state the rules need (the kings' checks and moves, pawns on their
// promotion journey, the en-passant square, captured pieces, the lone
// king's count), the move clocks and the rule set it is played under.
//
// A Position is a value: copies are independent, and a Position that is
// not being changed is safe for concurrent reading. [Position.Play]
// returns a new position and leaves the old one as it was;
// [Position.MakeMove] and [Position.UnmakeMove] change a position in
// place for fast search and are not safe for concurrent use.
//
// The zero Position is not a valid position: make one with
// [StartPosition] or [ParseFEN].
type Position struct {
	b        board8.Board
	rules    Rules
	st       state
	fullmove int
}

// StartPosition returns the start position (CH-2) under rule set r.
func StartPosition(r Rules) Position {
	p, err := ParseFEN(StartFEN, r)
	if err != nil {
		panic(err) // the start FEN is a constant
	}
	return p
}

// Rules returns the rule set the position is played under.
func (p *Position) Rules() Rules { return p.rules }

// Side returns the side to move.
func (p *Position) Side() core.Color { return p.b.Side() }

// At returns the piece on sq, or core.NoPiece if it is empty or off the
// board. A pawn on its promotion journey is a pawn; see
// [Position.Returning].
func (p *Position) At(sq core.Square) core.Piece {
	if !board8.OnBoard(sq) {
		return core.NoPiece
	}
	return public(p.b.At(board8.Idx(sq)))
}

// public maps the board's internal kind of a returning pawn to a pawn.
func public(pc core.Piece) core.Piece {
	if pc.Kind() == returning {
		return core.MakePiece(pc.Color(), Bidak)
	}
	return pc
}

// Returning returns how many more moves the pawn on sq needs to promote
// if it is on its promotion journey (CH-11..CH-13), else 0.
func (p *Position) Returning(sq core.Square) int {
	if !board8.OnBoard(sq) {
		return 0
	}
	return p.steps(board8.Idx(sq))
}

func (p *Position) steps(i int) int {
	return int(p.st.ret[0]>>uint(i)&1) + 2*int(p.st.ret[1]>>uint(i)&1)
}

func (p *Position) setSteps(i, n int) {
	bb := board8.Bit(i)
	p.st.ret[0] &^= bb
	p.st.ret[1] &^= bb
	if n&1 != 0 {
		p.st.ret[0] |= bb
	}
	if n&2 != 0 {
		p.st.ret[1] |= bb
	}
}

// EnPassant returns the square a pawn may move to to take en passant
// (CH-8), or core.NoSquare. It is set after a double step only when an
// enemy pawn stands ready to take under the rules (beside the pawn, and
// under BlockedEnPassant blocked by an enemy pawn).
func (p *Position) EnPassant() core.Square {
	if p.st.ep < 0 {
		return core.NoSquare
	}
	return board8.Sq(int(p.st.ep))
}

// KingMoved reports whether colour c's king has moved (CH-16, CH-17).
func (p *Position) KingMoved(c core.Color) bool { return p.st.moved[c&1] }

// KingChecked reports whether colour c's king was checked in an earlier
// position of the game: a check of the side to move now does not count,
// so under FirstCheck the leap is available exactly when the side to move
// is in check and KingChecked is false (CH-16). It is always false when
// the rules have no king's leap.
func (p *Position) KingChecked(c core.Color) bool { return p.st.checked[c&1] }

// CapturedPieces returns the pieces of colour c that have been captured
// and may come back by promotion under CapturedPiece (CH-14), in the
// order mantri, tor, gajah, kuda; nil under other rules.
func (p *Position) CapturedPieces(c core.Color) []core.Kind {
	var out []core.Kind
	for cls, k := range p.classKinds() {
		for range p.st.pool[c&1][cls] {
			out = append(out, k)
		}
	}
	return out
}

// LoneMoves returns how many moves colour c's lone king has made under
// the lone king's count (CH-22), 0 when c is not reduced to its king or
// the rules have no count.
func (p *Position) LoneMoves(c core.Color) int { return int(p.st.lone[c&1]) }

// HalfmoveClock returns the number of plies since the last capture or
// pawn move (for the FEN only: Main Chator has no move-count rule).
func (p *Position) HalfmoveClock() int { return int(p.st.halfmove) }

// FullmoveNumber returns the move number, starting at 1 and growing after
// each move of Black.
func (p *Position) FullmoveNumber() int { return p.fullmove }

// Pieces returns the pieces on the board, square by square from a1.
func (p *Position) Pieces() iter.Seq2[core.Square, core.Piece] {
	return func(yield func(core.Square, core.Piece) bool) {
		for occ := p.b.Occupied(); occ != 0; {
			i := occ.PopFirst()
			if !yield(board8.Sq(i), public(p.b.At(i))) {
				return
			}
		}
	}
}

// classKinds returns the kinds of the promotion classes under the rules:
// mantri, tor, gajah, kuda.
func (p *Position) classKinds() [4]core.Kind {
	return [4]core.Kind{p.rules.MantriKind(), Tor, p.rules.GajahKind(), Kuda}
}

// class returns the promotion class of kind k, or -1.
func (p *Position) class(k core.Kind) int {
	switch k {
	case Mantri, WeakMantri:
		return 0
	case Tor:
		return 1
	case Gajah, WeakGajah:
		return 2
	case Kuda:
		return 3
	}
	return -1
}

// Hash returns the Zobrist hash of the position: the pieces, the side to
// move and every part of the state the rules need (returning pawns and
// their steps, the en-passant square, the kings' checks and moves,
// captured pieces, the lone king's count), so equal hashes mean equal
// positions for repetition.
func (p *Position) Hash() uint64 {
	z := p.b.Spec().Zobrist()
	h := p.b.Hash()
	for pl := range 2 {
		for r := p.st.ret[pl]; r != 0; {
			h ^= z.Extra(pl*64 + r.PopFirst())
		}
	}
	if p.st.ep >= 0 {
		h ^= z.Extra(128 + int(p.st.ep))
	}
	for c := range 2 {
		if p.st.checked[c] {
			h ^= z.Extra(192 + c)
		}
		if p.st.moved[c] {
			h ^= z.Extra(194 + c)
		}
		for cls, n := range p.st.pool[c] {
			if n > 0 {
				h ^= z.Extra(200 + (c*4+cls)*16 + int(n&15))
			}
		}
		if n := p.st.lone[c]; n > 0 {
			h ^= z.Extra(400 + c*256 + int(n))
		}
	}
	return h
}

// loneAttacks returns the squares a lone king on k attacks under
// MovesAsAnyPiece (CH-18): as king, mantri, tor, gajah, kuda and pawn.
// The king's step covers the weak mantri and gajah and the pawn.
func loneAttacks(k int, occ bitboard, pw Pieces) bitboard {
	a := kingT[k] | knightT[k] | board8.RookAttacks(k, occ)
	if pw == Strong {
		a |= board8.BishopAttacks(k, occ)
	}
	return a
}

// isLone reports whether colour c's king is the last piece of its side
// and the rules give it the powers of every piece.
func (r *Rules) isLone(b *board8.Board, c core.Color) bool {
	return r.LoneKing == MovesAsAnyPiece && !b.ByColor(c).More()
}

// attacked reports whether colour by attacks square sq on board b,
// counting a lone king's powers.
func (r *Rules) attacked(b *board8.Board, sq int, by core.Color) bool {
	occ := b.Occupied()
	if b.Attackers(sq, by, occ) != 0 {
		return true
	}
	if r.isLone(b, by) {
		if k := b.King(by); k >= 0 && loneAttacks(k, occ, r.Pieces).Has(sq) {
			return true
		}
	}
	return false
}

// inCheck reports whether colour c's king is attacked.
func (p *Position) inCheck(c core.Color) bool {
	k := p.b.King(c)
	return k >= 0 && p.rules.attacked(&p.b, k, c^1)
}

// InCheck reports whether the side to move is in check, by the ordinary
// pieces or by a lone king's powers (CH-18).
func (p *Position) InCheck() bool { return p.inCheck(p.b.Side()) }
