package shatar

import (
	"iter"
	"slices"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/board8"
	"github.com/chaturanga-go/chaturanga/internal/notate"
	"github.com/chaturanga-go/chaturanga/internal/undo"
)

// A Position is a Shatar position: the pieces, the side to move, the
// move clocks, what the mate rule needs of the game's history (whether
// each side's current series of checks has held a shak, SR-9) and the rule
// set it is played under.
//
// A Position is a value: copies are independent, and a Position that is
// not being changed is safe for concurrent reading. [Position.Play]
// returns a new position and leaves the old one as it was;
// [Position.MakeMove] and [Position.UnmakeMove] change a position in place
// for fast search and are not safe for concurrent use.
//
// The zero Position is not a valid position: it has no pieces and no
// legal moves; Play, PlayMove, ParseMove, ParseSAN and ParseLenient
// return errors wrapping core.ErrIllegalPosition, and its FEN is the
// empty board's under Default. Its Outcome is the zero Outcome, and
// MakeMove and UnmakeMove on it do nothing. Make positions with
// [StartPosition] or [ParseFEN].
type Position struct {
	b        board8.Board
	rules    Rules
	halfmove int64 // plies since the last capture or khüü move
	fullmove int64 // the move number, from 1, growing after Black's move
	// shak has bit c set when side c's current series of checks has held
	// a shak, as of c's latest turn (this position if c is to move): c
	// was in check then, and in check at each of its turns back to one
	// where a mori, tereg or bers was among the checkers (SR-9).
	shak uint8
	// marks are the squares of the pieces the FEN marked promoted (J~),
	// written back (see board8.MoveMark).
	marks board8.Bitboard
}

var _ core.Position = (*Position)(nil)

// StartPosition returns the start position (SR-1) under rule set r. It
// panics if r.Validate fails: a Rules value is built in code (text comes
// through ParseRules, which validates).
func StartPosition(r Rules) Position {
	if err := r.Validate(); err != nil {
		panic("shatar.StartPosition: " + err.Error())
	}
	p, err := ParseFEN(startFEN, r)
	if err != nil {
		panic(err) // the start FEN is a constant
	}
	return p
}

// valid reports whether p was made by StartPosition or ParseFEN (the zero
// Position is not).
func (p *Position) valid() bool { return p.b.Spec() != nil }

// Equal reports whether p and q are the same position: the same rules,
// pieces, side to move, clocks and shak series, everything the FEN and
// its extension carry. Positions are comparable with == as well; Equal
// lets go-cmp compare them.
func (p Position) Equal(q Position) bool {
	// The counters as shown: saturated (see HalfmoveClock).
	p.halfmove, p.fullmove = int64(p.HalfmoveClock()), int64(p.FullmoveNumber())
	q.halfmove, q.fullmove = int64(q.HalfmoveClock()), int64(q.FullmoveNumber())
	return p == q
}

// Rules returns the rule set the position is played under (Default for
// the zero Position).
func (p *Position) Rules() Rules { return p.rules.normal() }

// Variant returns the game's registry name, "shatar".
func (p *Position) Variant() string { return "shatar" }

// RuleSet returns the rule set as [Rules.String] writes it.
func (p *Position) RuleSet() string { return p.Rules().String() }

// Geometry returns the board's size, 8x8.
func (p *Position) Geometry() core.Geometry { return board8.Geometry }

// Sides returns 2.
func (p *Position) Sides() int { return 2 }

// SideName returns "white" or "black" ("" for any other colour).
func (p *Position) SideName(c core.Color) string { return board8.SideName(c) }

// PieceName returns the name of p's kind in Mongolian, romanized, lower
// case: "noyon", "bers", "temee", "mori", "tereg", "khüü" (the kind's core
// name for kinds Shatar does not use).
func (p *Position) PieceName(pc core.Piece) string { return pieceName(pc.Kind()) }

func pieceName(k core.Kind) string {
	if k < core.NumKinds && pieceNames[k] != "" {
		return pieceNames[k]
	}
	return k.String()
}

// Side returns the side to move.
func (p *Position) Side() core.Color { return p.b.Side() }

// At returns the piece on sq, or core.NoPiece if it is empty or off the
// board.
func (p *Position) At(sq core.Square) core.Piece { return p.b.PieceAt(sq) }

// Pieces returns the pieces on the board, square by square from a1.
func (p *Position) Pieces() iter.Seq2[core.Square, core.Piece] { return p.b.AllPieces() }

// King returns the square of side c's noyon, or core.NoSquare.
func (p *Position) King(c core.Color) core.Square { return p.b.KingSquare(c) }

// AppendAttackers appends the squares of side by's pieces that attack sq
// (could capture an enemy piece standing there: a khüü diagonally
// forward, a bers along ranks and files or one step diagonally), in
// square order, and returns the extended slice. It does not allocate when
// dst has room.
func (p *Position) AppendAttackers(dst []core.Square, sq core.Square, by core.Color) []core.Square {
	return p.b.AppendAttackers(dst, sq, by)
}

// HalfmoveClock returns the number of plies since the last capture or
// khüü move, which the 50-move rule counts (SR-14).
func (p *Position) HalfmoveClock() int { return notate.Saturate(int(p.halfmove)) }

// FullmoveNumber returns the move number, starting at 1 and growing after
// each move of Black.
//
// It and [Position.HalfmoveClock] saturate at the largest a FEN holds
// (18 digits, 999,999,999,999,999,999): a position read with a counter
// there keeps it through play, so that its FEN reads back.
func (p *Position) FullmoveNumber() int { return notate.Saturate(int(max(p.fullmove, 1))) }

// Hash returns the Zobrist hash of the placement and the side to move:
// the identity of a position for repetition, as Fairy-Stockfish's (which
// leaves the shak series out). It is kept up to date by every move.
func (p *Position) Hash() uint64 { return p.b.Hash() }

// InCheck reports whether the side to move is in check.
func (p *Position) InCheck() bool { return p.b.InCheck(p.b.Side()) }

// Bare reports whether side c has its noyon and nothing else (SR-12).
func (p *Position) Bare(c core.Color) bool {
	return c <= core.Black && p.b.ByColor(c) != 0 && !p.b.ByColor(c).More()
}

// ShakSeries reports whether side c's current series of checks has held
// a shak (SR-9): c is in check at its latest turn (now, if c is to move),
// and was in check at each of its turns back to one where a mori, tereg
// or bers gave check. A mate of c then counts (unless mori alone give it,
// SR-10); without a shak in the series it is niol (SR-11).
func (p *Position) ShakSeries(c core.Color) bool { return c <= core.Black && p.shak&(1<<c) != 0 }

// shakCheckers returns the pieces of c's opponent that give c's noyon a
// shak: the mori, tereg and bers among its checkers (SR-8).
func (p *Position) shakCheckers(c core.Color) board8.Bitboard {
	k := p.b.King(c)
	if k < 0 {
		return 0
	}
	them := c.Other()
	bers := p.b.Pieces(them, Bers)
	a := board8.RookAttacks(k, p.b.Occupied()) & (p.b.Pieces(them, Tereg) | bers)
	a |= moriAttacks[k] & p.b.Pieces(them, Mori)
	a |= ferzAttacks[k] & bers
	return a
}

// updateShak brings the shak series of the side to move up to date after
// a move from from to to of a piece that is now of kind moved: a shak
// starts or continues it, another check continues it, no check ends it
// (SR-9). A shak can come only from the moved piece being a mori, tereg
// or bers, or from a tereg or bers uncovered along the noyon's rank or
// file through from; other moves look for a check only while a series
// runs, and the check is board8's CheckedAfter (the moved piece and the
// lines its origin opened: the side not to move is never in check).
func (p *Position) updateShak(moved core.Kind, from, to int) {
	us := p.b.Side()
	bit := uint8(1) << us
	k := p.b.King(us)
	if k < 0 {
		return
	}
	mayShak := moved == Mori || moved == Tereg || moved == Bers || from>>3 == k>>3 || from&7 == k&7
	if !mayShak && p.shak&bit == 0 {
		return
	}
	switch {
	case !p.b.CheckedAfter(from, to):
		p.shak &^= bit
	case mayShak && p.shakCheckers(us) != 0:
		p.shak |= bit
	}
}

// robado reports whether a side has only its noyon left and the rule set
// makes that a draw at once (SR-12). While both sides have a piece besides
// the noyon it costs two bit tests.
func (p *Position) robado() bool {
	return !(p.b.ByColor(core.White).More() && p.b.ByColor(core.Black).More()) && !p.rules.NoRobado
}

// AppendLegalMoves appends the legal moves to dst and returns the extended
// slice; a finished game (robado, mate, stalemate) has none. With a reused
// buffer it does not allocate.
func (p *Position) AppendLegalMoves(dst []core.Move) []core.Move {
	if !p.valid() || p.robado() {
		return dst
	}
	return p.b.AppendLegal(dst, 0)
}

// LegalMoves returns the legal moves, in generation order.
func (p *Position) LegalMoves() iter.Seq[core.Move] {
	return func(yield func(core.Move) bool) {
		var buf [256]core.Move
		for _, m := range p.AppendLegalMoves(buf[:0]) {
			if !yield(m) {
				return
			}
		}
	}
}

// CountLegalMoves returns the number of legal moves without listing them.
func (p *Position) CountLegalMoves() int {
	if !p.valid() || p.robado() {
		return 0
	}
	return p.b.CountLegal(0)
}

// ordinary reports whether m is a piece's move between two squares of the
// board: the only kind of move Shatar has.
func ordinary(m core.Move) bool {
	return !m.IsZero() && !m.IsDrop() && !m.IsPass() && m.Action() == core.NoAction &&
		m.Removal() == core.NoSquare && board8.OnBoard(m.From()) && board8.OnBoard(m.To())
}

// IsLegal reports whether m is a legal move.
func (p *Position) IsLegal(m core.Move) bool {
	if !ordinary(m) || !p.valid() || p.robado() {
		return false
	}
	// The moves between m's squares, listed as AppendLegalMoves lists
	// them, rather than all.
	var buf [32]core.Move
	return slices.Contains(p.b.AppendLegalAmong(buf[:0], 0, board8.Bit(board8.Idx(m.From())), board8.Bit(board8.Idx(m.To()))), m)
}

// IsCapture reports whether the legal move m captures: an enemy piece
// stands on its target square (Shatar has no en passant).
func (p *Position) IsCapture(m core.Move) bool {
	return ordinary(m) && p.b.IsCapture(m)
}

// GivesCheck reports whether the legal move m leaves the opponent in
// check (false for a move that is not legal).
func (p *Position) GivesCheck(m core.Move) bool {
	if !p.IsLegal(m) {
		return false
	}
	q := *p
	q.MakeMove(m)
	return q.InCheck()
}

// An undoRecord is what MakeMove writes, in place in the core.Undo it
// returns, and UnmakeMove needs to take the move back.
type undoRecord struct {
	halfmove int64
	hash     uint64
	moved    core.Piece // the piece as it stood on the move's origin
	captured core.Piece
	shak     uint8
	marked   bool // the captured piece was marked promoted
}

var _ = undo.Check[undoRecord]()

// MakeMove plays the legal move m in place and returns the record that
// takes it back. It does not check legality: playing a move that is not in
// the legal-move list corrupts the position (use [Position.Play] or
// [Position.PlayMove] for unchecked input). It does not allocate. On the
// zero Position it does nothing.
func (p *Position) MakeMove(m core.Move) (u core.Undo) {
	if !p.valid() {
		return u
	}
	r := undo.Ptr[undoRecord](&u)
	from, to := board8.Idx(m.From()), board8.Idx(m.To())
	// The record is written first: the caller copies it in 16-byte words,
	// which cannot be forwarded from small stores still in flight.
	moved, captured := p.b.At(from), p.b.At(to)
	r.halfmove, r.hash, r.moved, r.captured, r.shak = p.halfmove, p.b.Hash(), moved, captured, p.shak
	mover := p.b.Side()
	kind := moved.Kind()
	promo := core.NoPiece
	if k := m.Promotion(); k != core.NoKind {
		promo = core.MakePiece(mover, k)
		kind = k
	}
	if p.marks != 0 {
		p.marks, r.marked = board8.MoveMark(p.marks, from, to)
	}
	p.b.DoMove(from, to, promo)
	p.halfmove++
	if captured != core.NoPiece || moved.Kind() == Khuu {
		p.halfmove = 0
	}
	p.fullmove += int64(mover) // after Black's move
	p.updateShak(kind, from, to)
	return u
}

// UnmakeMove takes back m, the last move made, with the record MakeMove
// returned. On the zero Position it does nothing.
func (p *Position) UnmakeMove(m core.Move, u core.Undo) {
	if !p.valid() {
		return
	}
	r := undo.Ptr[undoRecord](&u)
	from, to := board8.Idx(m.From()), board8.Idx(m.To())
	if p.marks != 0 || r.marked {
		p.marks = board8.UnmoveMark(p.marks, from, to, r.marked)
	}
	p.b.UndoMove(from, to, r.moved, r.captured, r.hash)
	p.fullmove -= int64(p.b.Side())
	p.halfmove, p.shak = r.halfmove, r.shak
}

// Play returns the position after the move m, or an error if m is not
// legal here: a *core.MoveError wrapping core.ErrIllegalMove with the rule
// that forbids it, or core.ErrGameOver if the game has ended (wrapping
// core.ErrIllegalPosition for the zero Position). p is unchanged.
func (p *Position) Play(m core.Move) (Position, error) {
	if err := p.check("shatar.Position.Play", m); err != nil {
		return Position{}, err
	}
	q := *p
	q.MakeMove(m)
	return q, nil
}

// PlayMove plays m in place if it is legal, or returns the error
// [Position.Play] returns and leaves p unchanged.
func (p *Position) PlayMove(m core.Move) error {
	if err := p.check("shatar.Position.Play", m); err != nil { // Play's error, exactly
		return err
	}
	p.MakeMove(m)
	return nil
}

// check returns the error for playing m here, or nil if it is legal.
func (p *Position) check(op string, m core.Move) error {
	switch {
	case !p.valid():
		return zeroError(op, p.MoveText(m))
	case !p.IsLegal(m):
		return p.moveError(op, m)
	}
	return nil
}

// zeroError is the error of a move tried on the zero Position.
func zeroError(op, move string) error {
	return &core.MoveError{Op: op, Move: move, Position: (&Position{}).FEN(),
		Msg: "the zero Position is not a position (use StartPosition or ParseFEN)", Err: core.ErrIllegalPosition}
}

// Clone returns an independent copy of the position.
func (p *Position) Clone() core.Position {
	q := *p
	return &q
}

// Perft counts the leaf nodes of the legal-move tree to depth (bulk
// counted at the last ply). p is unchanged.
func (p *Position) Perft(depth int) uint64 {
	q := *p
	return core.Perft(&q, depth)
}

// Divide returns the perft count of depth-1 below each legal move.
func (p *Position) Divide(depth int) []core.DivideEntry {
	q := *p
	return core.Divide(&q, depth)
}

// Outcome returns how the game stands: going on, or ended by a rule that
// ends it by itself. In order:
//
//   - robado (SR-12): a side has only its noyon: a draw ([core.BareKing]),
//     at once, before mate or stalemate is looked at (as Fairy-Stockfish
//     ends the game);
//   - stalemate (SR-13): no legal move and not in check: a draw
//     ([core.Stalemate]);
//   - mate, by the mate rule of the rule set: under [ShakMate], a mate
//     given by mori alone is forbidden and the mated side wins
//     ([core.KnightMate], SR-10); else the mate wins ([core.Checkmate],
//     SR-9) if the mated side's series of checks has held a shak, and is
//     niol, a draw ([core.Niol], SR-11), if it has not. Under [AnyMate]
//     every mate wins.
//
// Endings that must be claimed are not outcomes; see [Position.Claims].
func (p *Position) Outcome() core.Outcome {
	if !p.valid() {
		return core.Outcome{}
	}
	if p.robado() {
		return core.Draw(core.BareKing)
	}
	if p.b.CountLegal(0) != 0 {
		return core.Outcome{}
	}
	us := p.b.Side()
	if !p.InCheck() {
		return core.Draw(core.Stalemate)
	}
	if p.rules.MateRule == AnyMate {
		return core.Win(us.Other(), core.Checkmate)
	}
	if p.b.Checkers()&^p.b.ByKind(Mori) == 0 {
		return core.Win(us, core.KnightMate)
	}
	if p.shak&(1<<us) != 0 {
		return core.Win(us.Other(), core.Checkmate)
	}
	return core.Draw(core.Niol)
}

// Claims returns the endings the side to move may claim now that the
// position alone decides: the 50-move rule once [MoveRulePlies] plies have
// passed without a capture or a khüü move (SR-14). A finished game has
// none. Threefold repetition depends on the game's history; see [Game].
func (p *Position) Claims() core.Reasons {
	var r core.Reasons
	if p.valid() && p.halfmove >= MoveRulePlies && !p.Outcome().IsOver() {
		r = r.With(core.MoveRule)
	}
	return r
}

// RepetitionDraw reports whether the game has a threefold-repetition draw
// claim: it has (SR-14); [core.Game.Claims] reports it.
func (p *Position) RepetitionDraw() bool { return true }

// A Game is a Shatar game with its history: undo, and the threefold
// repetition claim (SR-14) through [core.Game.Claims].
//
// Game is core.Game instantiated with this package's Position, so its
// methods are core.Game's, documented there (go doc core.Game.Play; go doc
// does not list an alias's methods under the alias): Position, Start,
// Moves, Len, LastMove, SAN, Play, PlayText, Undo, Repetitions, Outcome,
// Termination, Claims, Claim, Resign, AgreeDraw, End, Tags, SetTags,
// Comment, SetComment, Notes, SetNotes, ParseVariation and Walk. Position and Start return this
// package's Position.
type Game = core.Game[Position, *Position]

// NewGame returns a game starting from p.
func NewGame(p Position) *Game { return core.NewGame[Position, *Position](p) }
