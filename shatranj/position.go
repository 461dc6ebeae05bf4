package shatranj

import (
	"iter"

	"github.com/chaturanga-go/chaturanga/internal/notate"
	"github.com/chaturanga-go/chaturanga/internal/undo"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/board8"
)

// A Position is a Shatranj position: the pieces, the side to move, the
// move clocks and the rule set it is played under.
//
// A Position is a value: copies are independent, and a Position that is
// not being changed is safe for concurrent reading. [Position.Play]
// returns a new position and leaves the old one as it was;
// [Position.MakeMove] and [Position.UnmakeMove] change a position in place
// for fast search and are not safe for concurrent use.
//
// The zero Position is not a valid position: make one with
// [StartPosition] or [ParseFEN].
type Position struct {
	b        board8.Board
	rules    Rules
	halfmove int // plies since the last capture or baidaq move
	fullmove int // the move number, from 1, growing after Black's move
}

// StartPosition returns the start position (SH-1) under rule set r.
func StartPosition(r Rules) Position {
	p, err := ParseFEN(StartFEN, r)
	if err != nil {
		panic(err) // the start FEN is a constant
	}
	return p
}

// Equal reports whether p and q are the same position: the same pieces,
// side to move, clocks and rule set. Positions are comparable with == as
// well; Equal lets go-cmp compare them.
func (p Position) Equal(q Position) bool { return p == q }

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

// HalfmoveClock returns the number of plies since the last capture or
// baidaq move, which the 70-move rule counts (SH-12).
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

// Bare reports whether side c is bared: it has its shah and nothing else
// (SH-10).
func (p *Position) Bare(c core.Color) bool { return !p.b.ByColor(c).More() }

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

// over reports whether the bare-king rule has ended the game; such a
// position has no legal moves. While both sides have a piece besides the
// shah it costs two bit tests.
func (p *Position) over() bool {
	return !(p.b.ByColor(core.White).More() && p.b.ByColor(core.Black).More()) && p.bareOver()
}

// bareOver reports whether the bare-king rule has ended the game.
func (p *Position) bareOver() bool { return p.bareEnd().IsOver() }

// bareEnd returns the ending the bare-king rule of the rule set gives the
// position, or the zero Outcome while the game goes on (SH-10, SH-11).
func (p *Position) bareEnd() core.Outcome {
	us := p.b.Side()
	them := us.Other()
	ours, theirs := p.b.ByColor(us), p.b.ByColor(them)
	usBare, themBare := !ours.More(), !theirs.More()
	switch {
	case !usBare && !themBare:
		return core.Outcome{}
	case p.rules.BareKing == Extinction:
		switch {
		case themBare && !usBare:
			return core.Win(us, core.BareKing)
		case usBare && theirs.Count() >= 3:
			return core.Win(them, core.BareKing)
		}
		return core.Outcome{} // the bared side's one move, or king against king
	case usBare && themBare:
		return core.Draw(core.BareKing) // SH-11
	case themBare:
		return core.Win(us, core.BareKing) // SH-10 (or the bared side did not bare back: SH-11)
	case p.rules.BareKing == BareBack && theirs.Count() == 2 && p.canBareBack():
		return core.Outcome{} // SH-10: the bared side may bare back
	}
	return core.Win(them, core.BareKing)
}

// canBareBack reports whether the side to move, bared, can legally capture
// the opponent's only piece besides its shah.
func (p *Position) canBareBack() bool {
	us := p.b.Side()
	them := us.Other()
	ksq := p.b.King(us)
	if ksq < 0 {
		return false
	}
	target := p.b.ByColor(them) &^ p.b.ByKind(Shah)
	if target == 0 {
		return false
	}
	sq := target.First()
	occ := p.b.Occupied()
	return spec.Attacks(core.MakePiece(us, Shah), ksq, occ).Has(sq) &&
		p.b.Attackers(sq, them, occ^board8.Bit(ksq)) == 0
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
	if m.IsZero() || m.IsDrop() || m.IsPass() || m.Removal() != core.NoSquare || !board8.OnBoard(m.From()) || !board8.OnBoard(m.To()) {
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
	*u = undoRecord{halfmove: p.halfmove}
	mover := p.b.Side()
	u.captured = p.b.Remove(to)
	moved := p.b.At(from)
	if k := m.Promotion(); k != core.NoKind {
		p.b.Remove(from)
		p.b.Put(core.MakePiece(mover, k), to)
	} else {
		p.b.Move(from, to)
	}
	if u.captured != core.NoPiece || moved.Kind() == Baidaq {
		p.halfmove = 0
	} else {
		p.halfmove++
	}
	if mover == core.Black {
		p.fullmove++
	}
	p.b.FlipSide()
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
		p.b.Put(core.MakePiece(mover, Baidaq), from)
	} else {
		p.b.Move(to, from)
	}
	if u.captured != core.NoPiece {
		p.b.Put(u.captured, to)
	}
	p.halfmove = u.halfmove
}

// Play returns the position after the move m, or an error wrapping
// core.ErrIllegalMove (core.ErrGameOver if the game has ended) if m is
// not legal here. p is unchanged.
func (p *Position) Play(m core.Move) (Position, error) {
	if !p.IsLegal(m) {
		return Position{}, p.moveError("shatranj.Position.Play", m)
	}
	q := *p
	q.MakeMove(m)
	return q, nil
}

func (p *Position) moveError(op string, m core.Move) error {
	return text.Illegal(p, op, m, p.explain)
}

// ruleOf names the rule that says how each piece moves.
var ruleOf = [core.NumKinds]string{Shah: "SH-2", Ferz: "SH-3", Alfil: "SH-4", Asb: "SH-5", Rukh: "SH-6", Baidaq: "SH-7"}

// explain says which rule forbids m, a move that is not legal in a game
// that goes on.
func (p *Position) explain(m core.Move) (rule, msg string) {
	switch {
	case m.IsDrop():
		return "SH-1", "shatranj has no drops"
	case m.IsPass() || m.IsZero():
		return "", "not a move"
	case m.Removal() != core.NoSquare:
		return "SH-7", "shatranj has no en passant"
	case !board8.OnBoard(m.From()) || !board8.OnBoard(m.To()):
		return "SH-1", "the board is 8x8"
	}
	pc := p.At(m.From())
	switch {
	case pc == core.NoPiece:
		return "", "no piece on " + m.From().String()
	case pc.Color() != p.Side():
		return "", "the piece on " + m.From().String() + " is not the side to move's"
	}
	from, to := board8.Idx(m.From()), board8.Idx(m.To())
	k := pc.Kind()
	reach := spec.Moves(pc, from, p.b.Occupied(), p.b.ByColor(p.Side().Other()))
	if !reach.Has(to) {
		df, dr := m.To().File()-m.From().File(), m.To().Rank()-m.From().Rank()
		own := p.At(m.To())
		switch {
		case df == 0 && dr == 0:
			return ruleOf[k], "a move must leave its square"
		case k == Shah && dr == 0 && (df == 2 || df == -2):
			return "SH-2", "there is no castling: the shah moves one step"
		case k == Alfil && abs(df) == 1 && abs(dr) == 1:
			return "SH-4", "an alfil leaps exactly two squares diagonally: it cannot stop on " + m.To().String()
		case k == Alfil:
			return "SH-4", "an alfil leaps exactly two squares diagonally, to " + alfilTargets(m.From())
		case k == Baidaq && df == 0 && (dr == 2 || dr == -2):
			return "SH-7", "a baidaq has no double step"
		case own != core.NoPiece && own.Color() == p.Side():
			return ruleOf[k], "the " + pieceName(k) + " cannot capture its own side's piece on " + m.To().String()
		case k == Baidaq && own == core.NoPiece && (df == 1 || df == -1):
			return "SH-7", "a baidaq captures diagonally forward, and only a piece (no en passant)"
		case k == Rukh && (df == 0 || dr == 0) && board8.Between(from, to)&p.b.Occupied() != 0:
			block := board8.Between(from, to) & p.b.Occupied()
			return "SH-6", "a rukh does not pass a piece (" + board8.Sq(block.First()).String() + " is in the way)"
		}
		return ruleOf[k], "a " + pieceName(k) + " cannot move from " + m.From().String() + " to " + m.To().String()
	}
	promo := k == Baidaq && spec.PromoZone[p.Side()&1].Has(to)
	switch {
	case promo && m.Promotion() != Ferz:
		return "SH-7", "a baidaq reaching the last rank becomes a ferz, and nothing else (write " + notate.Coord(core.NewPromotion(m.From(), m.To(), Ferz), Alphabet) + ")"
	case !promo && m.Promotion() != core.NoKind:
		return "SH-7", "only a baidaq reaching the last rank promotes, and only to a ferz"
	}
	return "SH-8", "the move would leave the own shah attacked"
}

// alfilTargets lists the squares an alfil on sq may leap to.
func alfilTargets(sq core.Square) string {
	var b []byte
	for t := spec.Attacks(core.MakePiece(core.White, Alfil), board8.Idx(sq), 0); t != 0; {
		if len(b) > 0 {
			b = append(b, ' ')
		}
		b = board8.Sq(t.PopFirst()).AppendTo(b)
	}
	return string(b)
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func pieceName(k core.Kind) string {
	switch k {
	case Shah:
		return "shah (king)"
	case Ferz:
		return "ferz"
	case Alfil:
		return "alfil"
	case Asb:
		return "asb (knight)"
	case Rukh:
		return "rukh (rook)"
	case Baidaq:
		return "baidaq (pawn)"
	}
	return k.String()
}

// Outcome returns how the game stands: going on, or ended by the bare-king
// rule of the rule set (SH-10, SH-11), checkmate (SH-8) or stalemate,
// which the stalemated side loses (SH-9). When the bare-king rule and mate
// or stalemate apply at once (a capture of the last piece that also mates)
// the result is the same and the reason given is the bare king. Endings
// that must be claimed are not outcomes; see [Position.Claims].
func (p *Position) Outcome() core.Outcome {
	if o := p.bareEnd(); o.IsOver() {
		return o
	}
	if p.b.CountLegal(0) == 0 {
		if p.InCheck() {
			return core.Win(p.Side().Other(), core.Checkmate) // SH-8
		}
		return core.Win(p.Side().Other(), core.Stalemate) // SH-9
	}
	return core.Outcome{}
}

// Claims returns the endings the side to move may claim now that the
// position alone decides: the 70-move rule once [MoveRulePlies] plies have
// passed without a capture or a baidaq move (SH-12), as Fairy-Stockfish
// allows it. A finished game has none. Threefold repetition depends on
// the game's history; see [Game].
func (p *Position) Claims() core.Reasons {
	var r core.Reasons
	if p.halfmove >= MoveRulePlies && !p.Outcome().IsOver() {
		r = r.With(core.MoveRule)
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
	return true, q.CountLegalMoves() == 0
}

// A Game is a Shatranj game with its history: undo, and the threefold
// repetition claim (SH-12) through [core.Game.Claims].
type Game = core.Game[Position, *Position]

// NewGame returns a game starting from p.
func NewGame(p Position) *Game { return core.NewGame[Position, *Position](p) }

// Sides returns 2: White and Black.
func (p *Position) Sides() int { return 2 }

// RepetitionDraw reports true: a player may claim a draw when a position
// occurs the third time (see [Game]).
func (p *Position) RepetitionDraw() bool { return true }
