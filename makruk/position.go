package makruk

import (
	"iter"

	"github.com/chaturanga-go/chaturanga/internal/notate"
	"github.com/chaturanga-go/chaturanga/internal/undo"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/board8"
)

// Honour names a kind of count (MK-12, MK-13).
type Honour uint8

// The honours.
const (
	NoHonour     Honour = iota // no count runs
	BoardHonour                // the board's honour (MK-12)
	PiecesHonour               // the pieces' honour (MK-13)
)

// String returns "none", "board" or "pieces".
func (h Honour) String() string {
	switch h {
	case BoardHonour:
		return "board"
	case PiecesHonour:
		return "pieces"
	}
	return "none"
}

// A Count is the counting state of a position (MK-16). Under
// [HonourCounting] (the Default rules) Count is the number of the
// counter's latest counted move and Limit the number of the move at which
// the count ends; at the start of a pieces'-honour count, Count is the
// number of pieces on the board, so the lone king's first counted move is
// one more (MK-14). Under [PlyCounting] (Pychess) both are in plies, as
// Fairy-Stockfish keeps them, and Honour and Counter are derived from the
// position: the side that counts is the weaker one.
//
// The zero value means no count runs.
type Count struct {
	Honour  Honour
	Counter core.Color // the side that counts; meaningless when Honour is NoHonour
	Count   int
	Limit   int
}

// Running reports whether a count runs.
func (c Count) Running() bool { return c.Honour != NoHonour }

// A Position is a Makruk position: the pieces, the side to move, the
// counting state, the move clocks and the rule set it is played under.
//
// A Position is a value: copies are independent, and a Position that is not
// being changed is safe for concurrent reading. [Position.Play] returns a
// new position and leaves the old one as it was; [Position.MakeMove] and
// [Position.UnmakeMove] change a position in place for fast search.
//
// The zero Position is not a valid position: make one with [StartPosition]
// or [ParseFEN].
type Position struct {
	b        board8.Board
	rules    Rules
	count    Count
	halfmove int // plies since the last capture or pawn move
	fullmove int // the move number, from 1, growing after Black's move
}

// StartPosition returns the start position (MK-1) under rule set r.
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
// board.
func (p *Position) At(sq core.Square) core.Piece {
	if !board8.OnBoard(sq) {
		return core.NoPiece
	}
	return p.b.At(board8.Idx(sq))
}

// Count returns the counting state.
func (p *Position) Count() Count { return p.count }

// HalfmoveClock returns the number of plies since the last capture or
// pawn move (under Pychess while a count runs, Fairy-Stockfish's counting
// ply instead, as its FEN writes it).
func (p *Position) HalfmoveClock() int { return p.halfmove }

// FullmoveNumber returns the move number, starting at 1 and growing after
// each move of Black.
func (p *Position) FullmoveNumber() int { return p.fullmove }

// Hash returns the Zobrist hash of the placement and the side to move: the
// identity of a position for repetition. It is kept up to date by every
// move.
func (p *Position) Hash() uint64 { return p.b.Hash() }

// InCheck reports whether the side to move is in check.
func (p *Position) InCheck() bool { return p.b.InCheck(p.b.Side()) }

// Pieces returns the pieces on the board, square by square from a1.
func (p *Position) Pieces() iter.Seq2[core.Square, core.Piece] {
	return func(yield func(core.Square, core.Piece) bool) {
		for occ := p.b.Occupied(); occ != 0; {
			i := occ.PopFirst()
			if !yield(board8.Sq(i), p.b.At(i)) {
				return
			}
		}
	}
}

// over reports whether an automatic ending other than mate and stalemate
// has ended the game (MK-15, MK-17); such a position has no legal moves.
func (p *Position) over() bool {
	if p.rules.KingsDraw && p.b.Occupied().Count() == 2 {
		return true
	}
	return p.rules.Counting == HonourCounting && p.countExpired()
}

// countExpired reports whether the running honour count has passed its
// limit (MK-15): the counter is to move after the count reached the limit
// (the stronger side's reply did not mate), or the count started beyond
// its limit.
func (p *Position) countExpired() bool {
	c := p.count
	return c.Honour != NoHonour && (c.Count > c.Limit || c.Count == c.Limit && p.b.Side() == c.Counter)
}

// AppendLegalMoves appends the legal moves to dst and returns the extended
// slice; a finished game has none. With a reused buffer it does not
// allocate.
func (p *Position) AppendLegalMoves(dst []core.Move) []core.Move {
	if p.over() {
		return dst
	}
	return p.b.AppendLegal(dst, 0)
}

// LegalMoves returns the legal moves, in generation order.
func (p *Position) LegalMoves() iter.Seq[core.Move] {
	return func(yield func(core.Move) bool) {
		var buf [128]core.Move
		for _, m := range p.AppendLegalMoves(buf[:0]) {
			if !yield(m) {
				return
			}
		}
	}
}

// CountLegalMoves returns the number of legal moves without listing them.
func (p *Position) CountLegalMoves() int {
	if p.over() {
		return 0
	}
	return p.b.CountLegal(0)
}

// IsLegal reports whether m is a legal move.
func (p *Position) IsLegal(m core.Move) bool {
	if m.IsZero() || m.IsDrop() || m.IsPass() || !board8.OnBoard(m.From()) || !board8.OnBoard(m.To()) {
		return false
	}
	for l := range p.LegalMoves() {
		if l == m {
			return true
		}
	}
	return false
}

// An undoRecord is what makeMove returns and unmakeMove needs to take a
// move back; MakeMove packs it into a core.Undo.
type undoRecord struct {
	captured core.Piece
	count    Count
	halfmove int
}

var _ = undo.Check[undoRecord]()

// MakeMove plays the legal move m in place and returns the record that
// takes it back. It does not check legality: playing a move that is not in
// the legal-move list corrupts the position (use [Position.Play] for
// unchecked input). It does not allocate.
func (p *Position) MakeMove(m core.Move) (u core.Undo) {
	p.makeMove(m, undo.Ptr[undoRecord](&u))
	return u
}

// UnmakeMove takes back m, the last move made, with the record MakeMove
// returned.
func (p *Position) UnmakeMove(m core.Move, u core.Undo) {
	p.unmakeMove(m, undo.Ptr[undoRecord](&u))
}

// makeMove is MakeMove with the game's own undo record.
func (p *Position) makeMove(m core.Move, u *undoRecord) {
	from, to := board8.Idx(m.From()), board8.Idx(m.To())
	u.count, u.halfmove = p.count, p.halfmove
	mover := p.b.Side()
	u.captured = p.b.Remove(to)
	moved := p.b.At(from)
	if k := m.Promotion(); k != core.NoKind {
		p.b.Remove(from)
		p.b.Put(core.MakePiece(mover, k), to)
	} else {
		p.b.Move(from, to)
	}
	if u.captured != core.NoPiece || moved.Kind() == Bia {
		p.halfmove = 0
	} else {
		p.halfmove++
	}
	if mover == core.Black {
		p.fullmove++
	}
	p.b.FlipSide()
	if p.rules.Counting == HonourCounting {
		p.updateHonours(mover)
	} else {
		p.updatePlyCount(mover, u.captured, m.Promotion() != core.NoKind)
	}
}

// unmakeMove is UnmakeMove with the game's own undo record.
func (p *Position) unmakeMove(m core.Move, u *undoRecord) {
	p.b.FlipSide()
	mover := p.b.Side()
	if mover == core.Black {
		p.fullmove--
	}
	from, to := board8.Idx(m.From()), board8.Idx(m.To())
	if m.Promotion() != core.NoKind {
		p.b.Remove(to)
		p.b.Put(core.MakePiece(mover, Bia), from)
	} else {
		p.b.Move(to, from)
	}
	if u.captured != core.NoPiece {
		p.b.Put(u.captured, to)
	}
	p.count = u.count
	p.halfmove = u.halfmove
}

// Play returns the position after the move m, or an error wrapping
// core.ErrIllegalMove (core.ErrGameOver if the game has ended) if m is
// not legal here. p is unchanged.
func (p *Position) Play(m core.Move) (Position, error) {
	if !p.IsLegal(m) {
		return Position{}, p.moveError("makruk.Position.Play", m)
	}
	q := *p
	q.MakeMove(m)
	return q, nil
}

func (p *Position) moveError(op string, m core.Move) error {
	return text.Illegal(p, op, m, p.explain)
}

// explain says which rule forbids m, a move that is not legal.
func (p *Position) explain(m core.Move) (rule, msg string) {
	if m.IsDrop() {
		return "MK-1", "makruk has no drops"
	}
	if m.IsPass() || m.IsZero() {
		return "", "not a move"
	}
	if !board8.OnBoard(m.From()) || !board8.OnBoard(m.To()) {
		return "MK-1", "the board is 8x8"
	}
	pc := p.At(m.From())
	if pc == core.NoPiece {
		return "", "no piece on " + m.From().String()
	}
	if pc.Color() != p.Side() {
		return "MK-1", "the piece on " + m.From().String() + " is not the side to move's"
	}
	// Is it a move of the piece, ignoring king safety?
	ids := map[core.Kind]string{Khun: "MK-2", Met: "MK-3", Khon: "MK-4", Ma: "MK-5", Rua: "MK-6", Bia: "MK-7"}
	from, to := board8.Idx(m.From()), board8.Idx(m.To())
	reach := spec.Moves(pc, from, p.b.Occupied(), p.b.ByColor(p.Side().Other()))
	if !reach.Has(to) {
		return ids[pc.Kind()], "a " + pieceName(pc.Kind()) + " cannot move from " + m.From().String() + " to " + m.To().String()
	}
	promo := pc.Kind() == Bia && spec.PromoZone[p.Side()].Has(to)
	switch {
	case promo && m.Promotion() != Met:
		return "MK-8", "a bia reaching the promotion rank becomes a met (write " + notate.Coord(core.NewPromotion(m.From(), m.To(), Met), Alphabet) + ")"
	case !promo && m.Promotion() != core.NoKind:
		return "MK-8", "only a bia reaching the sixth rank (third for Black) promotes, and only to a met"
	}
	return "MK-9", "the move would leave the own king attacked"
}

func pieceName(k core.Kind) string {
	switch k {
	case Khun:
		return "khun (king)"
	case Met:
		return "met"
	case Khon:
		return "khon"
	case Ma:
		return "ma (knight)"
	case Rua:
		return "rua (rook)"
	case Bia:
		return "bia (pawn)"
	}
	return k.String()
}

// Outcome returns how the game stands: going on, or ended by checkmate,
// stalemate, the counting rules, or king against king. Endings that must be
// claimed are not outcomes; see [Position.Claims].
func (p *Position) Outcome() core.Outcome {
	if p.rules.KingsDraw && p.b.Occupied().Count() == 2 {
		return core.Draw(core.InsufficientMaterial) // MK-17
	}
	if p.b.CountLegal(0) == 0 {
		if !p.InCheck() {
			return core.Draw(core.Stalemate) // MK-10
		}
		winner := p.Side().Other()
		// MK-12: the counter cannot win by mate while counting.
		if p.rules.Counting == HonourCounting && p.count.Honour != NoHonour && p.count.Counter == winner {
			return core.Draw(core.Counting)
		}
		return core.Win(winner, core.Checkmate) // MK-9
	}
	if p.rules.Counting == HonourCounting && p.countExpired() {
		return core.Draw(core.Counting) // MK-15
	}
	return core.Outcome{}
}

// Claims returns the endings the side to move may claim now that the
// position alone decides: under Pychess, the counting draw once the count
// has passed its limit. Threefold repetition (MK-11) depends on the
// game's history; see [Game].
func (p *Position) Claims() core.Reasons {
	var r core.Reasons
	if p.rules.Counting == PlyCounting && p.plyCountExpired() && !p.Outcome().IsOver() {
		r = r.With(core.Counting)
	}
	return r
}

// CheckAfter reports whether the legal move m gives check, and whether it
// gives mate. It implements notate.SANBoard.
func (p *Position) CheckAfter(m core.Move) (check, mate bool) {
	q := *p
	q.MakeMove(m)
	if !q.InCheck() {
		return false, false
	}
	return true, q.b.CountLegal(0) == 0
}

// A Game is a Makruk game with its history: undo, and the threefold
// repetition claim (MK-11) through [core.Game.Claims].
type Game = core.Game[Position, *Position]

// NewGame returns a game starting from p.
func NewGame(p Position) *Game { return core.NewGame[Position, *Position](p) }

// Sides returns 2: White and Black.
func (p *Position) Sides() int { return 2 }

// RepetitionDraw reports true: a player may claim a draw when a position
// occurs the third time (see [Game]).
func (p *Position) RepetitionDraw() bool { return true }
