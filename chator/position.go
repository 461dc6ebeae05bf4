package chator

import (
	"iter"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/board8"
	"github.com/chaturanga-go/chaturanga/internal/notate"
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
	kingT = board8.LeapTable(core.White, false, core.AllDirs())
	for c := range 2 {
		pawnAtt[c] = board8.LeapTable(core.Color(c), true, []core.Offset{{File: -1, Rank: 1}, {File: 1, Rank: 1}})
	}
	var two []core.Offset
	for _, d := range core.AllDirs() {
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
	ret      [2]bitboard // returning bidaks' remaining steps in two bit planes: steps = plane0 + 2*plane1
	halfmove uint64      // plies since the last capture or bidak move
	ep       int8        // the passed square of a double step that an enemy bidak stands ready to take, or -1
	checked  [2]bool     // the raja has been checked in an earlier position (CH-16, CH-17)
	moved    [2]bool     // the raja has moved (CH-16, CH-17)
	pool     [2][4]uint8 // captured pieces available for promotion (CapturedPiece), by class
	lone     [2]uint8    // moves made by each side's lone raja (LoneKingCount)
	inCheck  bool        // the side to move is in check (by the pieces, so derived; kept for speed)
}

// A Position is a Main Chator position: the pieces, the side to move, the
// state the rules need (the rajas' checks and moves, bidaks on their
// promotion journey, the en-passant square, captured pieces, the lone
// raja's count), the move clocks and the rule set it is played under.
// It implements [core.Position].
//
// A Position is a value: copies are independent, and a Position that is
// not being changed is safe for concurrent reading. [Position.Play]
// returns a new position and leaves the old one as it was;
// [Position.MakeMove] and [Position.UnmakeMove] change a position in
// place for fast search and are not safe for concurrent use.
//
// The zero Position is not a valid position: it has no pieces and no
// legal moves; Play, PlayMove, ParseMove, ParseSAN and ParseLenient
// return errors wrapping core.ErrIllegalPosition, and its FEN is the
// empty board's under Default ("8/8/8/8/8/8/8/8 w - - 0 1"). Its Outcome
// is the zero Outcome, and MakeMove and UnmakeMove do nothing to it. Make
// positions with [StartPosition] or [ParseFEN].
type Position struct {
	b        board8.Board
	rules    Rules
	st       state
	fullmove int
}

var _ core.Position = (*Position)(nil)

// StartPosition returns the start position (CH-2) under rule set r. It
// panics if r does not validate ([Rules.Validate]): rules built in code
// must be valid; rules read from text come through [ParseRules], which
// validates them.
func StartPosition(r Rules) Position {
	p, err := ParseFEN(startFEN, r)
	if err != nil {
		panic("chator.StartPosition: " + err.Error())
	}
	return p
}

// Rules returns the rule set the position is played under (Default for
// the zero Position).
func (p *Position) Rules() Rules { return p.rules.normal() }

// RuleSet returns the rule set as text: p.Rules().String().
func (p *Position) RuleSet() string { return p.Rules().String() }

// Variant returns the game's name in the registry: "chator".
func (p *Position) Variant() string { return "chator" }

// Geometry returns the board's size, 8x8.
func (p *Position) Geometry() core.Geometry { return board8.Geometry }

// Sides returns the number of sides: 2.
func (p *Position) Sides() int { return 2 }

// SideName returns "white" or "black" (the side that moves first is
// White, CH-1), or "" for another colour.
func (p *Position) SideName(c core.Color) string { return board8.SideName(c) }

// PieceName returns the Malay name of p's kind, without its colour:
// "raja", "mantri", "gajah", "kuda", "tor" or "bidak" (CH-3; the weak
// mantri and gajah of CH-5 are a mantri and a gajah too), or "" for a kind
// Main Chator does not have.
func (p *Position) PieceName(pc core.Piece) string {
	if pc == core.NoPiece {
		return ""
	}
	return kindName(pc.Kind())
}

// kindName returns the Malay name of kind k (CH-3), or "".
func kindName(k core.Kind) string {
	switch k {
	case Raja:
		return "raja"
	case Mantri, WeakMantri:
		return "mantri"
	case Gajah, WeakGajah:
		return "gajah"
	case Kuda:
		return "kuda"
	case Tor:
		return "tor"
	case Bidak, returning:
		return "bidak"
	}
	return ""
}

// valid reports whether p was made by this package (not the zero
// Position).
func (p *Position) valid() bool { return p.b.Spec() != nil }

// Side returns the side to move.
func (p *Position) Side() core.Color { return p.b.Side() }

// At returns the piece on sq, or core.NoPiece if it is empty or off the
// board. A bidak on its promotion journey is a bidak; see
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

// Returning returns how many more moves the bidak on sq needs to promote
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

// EnPassant returns the square a bidak may move to to take en passant
// (CH-8), or core.NoSquare. It is set after a double step only when an
// enemy bidak stands ready to take under the rules (beside the bidak, and
// under BlockedEnPassant blocked by an enemy bidak).
func (p *Position) EnPassant() core.Square {
	if p.st.ep < 0 || !p.valid() {
		return core.NoSquare
	}
	return board8.Sq(int(p.st.ep))
}

// KingMoved reports whether colour c's raja has moved (CH-16, CH-17).
func (p *Position) KingMoved(c core.Color) bool { return p.st.moved[c&1] }

// KingChecked reports whether colour c's raja was checked in an earlier
// position of the game: a check of the side to move now does not count,
// so under FirstCheck the leap is available exactly when the side to move
// is in check and KingChecked is false (CH-16). It is always false when
// the rules need no such record (no raja's leap and no
// SidewaysBeforeChecked castling).
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

// LoneMoves returns how many moves colour c's lone raja has made under
// the lone raja's count (CH-22), 0 when c is not reduced to its raja or
// the rules have no count.
func (p *Position) LoneMoves(c core.Color) int { return int(p.st.lone[c&1]) }

// HalfmoveClock returns the number of plies since the last capture or
// bidak move (for the FEN only: Main Chator has no move-count rule).
func (p *Position) HalfmoveClock() int { return int(min(p.st.halfmove, uint64(notate.MaxCounterInt))) }

// FullmoveNumber returns the move number, starting at 1 and growing after
// each move of Black (1 for the zero Position).
//
// It and [Position.HalfmoveClock] saturate at the largest a FEN holds
// (18 digits, 999,999,999,999,999,999): a position read with a counter
// there keeps it through play, so that its FEN reads back.
func (p *Position) FullmoveNumber() int { return notate.Saturate(max(p.fullmove, 1)) }

// King returns the square of colour c's raja, or core.NoSquare.
func (p *Position) King(c core.Color) core.Square { return p.b.KingSquare(c) }

// AppendAttackers appends the squares of colour by's pieces that attack
// sq, in square order, and returns the extended slice: the pieces that
// could capture an enemy piece standing on sq. Those are the pieces whose
// ordinary moves reach sq, a lone raja with the powers of every piece
// along those powers (CH-18), and a raja whose leap could land on sq now
// (CH-16: under FirstCheck right after its first check, under
// BeforeChecked while it has never moved nor been checked) unless sq
// holds the other side's raja: a leap is a move, not an attack, so it
// never gives check. A bidak on its promotion journey attacks nothing
// (CH-11), and castling never captures (CH-17). With a reused dst it does
// not allocate.
func (p *Position) AppendAttackers(dst []core.Square, sq core.Square, by core.Color) []core.Square {
	if !p.valid() || by > core.Black || !board8.OnBoard(sq) {
		return dst
	}
	i := board8.Idx(sq)
	occ := p.b.Occupied()
	a := p.b.Attackers(i, by, occ)
	if k := p.b.King(by); k >= 0 {
		if p.rules.isLone(&p.b, by) && loneAttacks(k, occ, p.rules.Pieces).Has(i) {
			a |= board8.Bit(k)
		}
		if p.b.At(i) != core.MakePiece(by^1, Raja) && p.leapTargets(by, k).Has(i) {
			a |= board8.Bit(k)
		}
	}
	for a != 0 {
		dst = append(dst, board8.Sq(a.PopFirst()))
	}
	return dst
}

// leapTargets returns the squares colour c's raja on k could reach by its
// leap (CH-16) now, whatever is on them.
func (p *Position) leapTargets(c core.Color, k int) bitboard {
	st := &p.st
	switch p.rules.KingLeap {
	case FirstCheck:
		if st.checked[c] || !p.rules.attacked(&p.b, k, c^1) {
			return 0
		}
		t := knightT[k]
		occ := p.b.Occupied()
		for l := leap2[k]; l != 0; {
			to := l.PopFirst()
			if !occ.Has((k + to) / 2) {
				t |= board8.Bit(to)
			}
		}
		return t
	case BeforeChecked:
		if st.checked[c] || st.moved[c] || p.rules.attacked(&p.b, k, c^1) {
			return 0
		}
		return knightT[k]
	}
	return 0
}

// RepetitionDraw reports whether the game has a threefold-repetition draw
// claim: true, Main Chator has one (CH-21).
func (p *Position) RepetitionDraw() bool { return true }

// Clone returns an independent copy of the position.
func (p *Position) Clone() core.Position {
	q := *p
	return &q
}

// Equal reports whether p and q are the same position under the same
// rules: the same pieces, side to move and state (returning bidaks, the
// en-passant square, the rajas' checks and moves, captured pieces, lone
// counts) and the same clocks; everything the FEN and the rules carry.
func (p *Position) Equal(q Position) bool {
	ps, qs := p.st, q.st
	ps.halfmove, qs.halfmove = uint64(p.HalfmoveClock()), uint64(q.HalfmoveClock()) // as shown: saturated
	if p.Rules() != q.Rules() || p.b.Side() != q.b.Side() || ps != qs || p.FullmoveNumber() != q.FullmoveNumber() || p.EnPassant() != q.EnPassant() {
		return false
	}
	return p.b.SamePieces(&q.b)
}

// Pieces returns the pieces on the board, square by square from a1 (a
// bidak on its journey is a bidak).
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
// move and every part of the state the rules need (returning bidaks and
// their steps, the en-passant square, the rajas' checks and moves,
// captured pieces, the lone raja's count), so equal hashes mean equal
// positions for repetition.
func (p *Position) Hash() uint64 {
	if !p.valid() {
		return 0
	}
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
// pieces or by a lone raja's powers (CH-18).
func (p *Position) InCheck() bool { return p.inCheck(p.b.Side()) }
