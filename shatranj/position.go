package shatranj

import (
	"iter"
	"slices"
	"strings"

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
// The zero Position is not a valid position: it has no pieces and no legal
// moves; Play, PlayMove, ParseMove, ParseSAN and ParseLenient return
// errors wrapping core.ErrIllegalPosition, and its FEN is the empty
// board's under Default. Its Outcome is the zero Outcome, and MakeMove and
// UnmakeMove on it do nothing. Make a position with [StartPosition] or
// [ParseFEN].
type Position struct {
	b        board8.Board
	rules    Rules
	halfmove int // plies since the last capture or baidaq move
	fullmove int // the move number, from 1, growing after Black's move
	// marks are the squares of the pieces the FEN marked promoted (Q~),
	// written back (see board8.MoveMark).
	marks board8.Bitboard
}

var _ core.Position = (*Position)(nil)

// StartPosition returns the start position (SH-1) under rule set r. It
// panics if r is not valid ([Rules.Validate]): Rules values are built in
// code, and text goes through [ParseRules], which validates.
func StartPosition(r Rules) Position {
	r.mustValidate("StartPosition")
	p, err := ParseFEN(StartFEN(r), r)
	if err != nil {
		panic(err) // the start FEN is a constant
	}
	return p
}

// Equal reports whether p and q are the same position: the same rule set,
// pieces, side to move and clocks (everything the text form carries).
// Positions are comparable with == as well; Equal lets go-cmp compare
// them.
func (p Position) Equal(q Position) bool {
	// The counters as shown: saturated (see HalfmoveClock).
	p.halfmove, p.fullmove = p.HalfmoveClock(), p.FullmoveNumber()
	q.halfmove, q.fullmove = q.HalfmoveClock(), q.FullmoveNumber()
	return p == q
}

// zero reports whether p is the zero Position (or one built without the
// package's constructors), which has no rule tables.
func (p *Position) zero() bool { return p.b.Spec() == nil }

// errZero is the error of the move parsers and Play on the zero Position.
func errZero(op string) error {
	return &core.MoveError{Op: op, Msg: "the zero Position is not a position: make one with StartPosition or ParseFEN", Err: core.ErrIllegalPosition}
}

// Variant returns "shatranj", the game's name in the registry.
func (p *Position) Variant() string { return "shatranj" }

// RuleSet returns the rule set as [Rules.String] writes it ("default",
// "pychess").
func (p *Position) RuleSet() string { return p.rules.String() }

// Geometry returns the board's size, 8x8.
func (p *Position) Geometry() core.Geometry { return board8.Geometry }

// Sides returns 2.
func (p *Position) Sides() int { return 2 }

// SideName returns "white" or "black" (the empty string for a colour the
// game does not have).
func (p *Position) SideName(c core.Color) string { return board8.SideName(c) }

// PieceName returns the name of pc's kind in the game's words, without
// its colour: "shah", "ferz", "alfil", "asb", "rukh" or "baidaq" (the
// empty string for a kind Shatranj does not have).
func (p *Position) PieceName(pc core.Piece) string { return pieceNames[pc.Kind()] }

// RepetitionDraw reports whether the game has a threefold-repetition draw
// claim: it has, under every rule set (SH-12).
func (p *Position) RepetitionDraw() bool { return true }

// Rules returns the rule set the position is played under.
func (p *Position) Rules() Rules { return p.rules }

// Side returns the side to move.
func (p *Position) Side() core.Color { return p.b.Side() }

// At returns the piece on sq, or core.NoPiece if it is empty or off the
// board.
func (p *Position) At(sq core.Square) core.Piece { return p.b.PieceAt(sq) }

// HalfmoveClock returns the number of plies since the last capture or
// baidaq move, which the 70-move rule counts (SH-12).
func (p *Position) HalfmoveClock() int { return notate.Saturate(p.halfmove) }

// FullmoveNumber returns the move number, starting at 1 and growing after
// each move of Black.
//
// It and [Position.HalfmoveClock] saturate at the largest a FEN holds
// (18 digits, 999,999,999,999,999,999): a position read with a counter
// there keeps it through play, so that its FEN reads back.
func (p *Position) FullmoveNumber() int { return notate.Saturate(p.fullmove) }

// Hash returns the Zobrist hash of the placement and the side to move: the
// identity of a position for repetition. It is kept up to date by every
// move.
func (p *Position) Hash() uint64 { return p.b.Hash() }

// InCheck reports whether the side to move is in check.
func (p *Position) InCheck() bool { return p.b.InCheck(p.b.Side()) }

// King returns the square of side c's shah, or core.NoSquare if it has
// none on the board (only in the zero Position).
func (p *Position) King(c core.Color) core.Square { return p.b.KingSquare(c) }

// AppendAttackers appends the squares of side by's pieces that attack sq
// (could capture an enemy piece standing there: a baidaq diagonally
// forward, an alfil two squares diagonally over anything, ...) in square
// order, and returns the extended slice. With a reused dst it does not
// allocate.
func (p *Position) AppendAttackers(dst []core.Square, sq core.Square, by core.Color) []core.Square {
	return p.b.AppendAttackers(dst, sq, by)
}

// Bare reports whether side c is bared: it has its shah and nothing else
// (SH-10).
func (p *Position) Bare(c core.Color) bool { return !p.b.ByColor(c).More() }

// Pieces returns the pieces on the board, square by square from a1.
func (p *Position) Pieces() iter.Seq2[core.Square, core.Piece] { return p.b.AllPieces() }

// over reports whether the bare-king rule has ended the game; such a
// position has no legal moves. While both sides have a piece besides the
// shah it costs two bit tests.
func (p *Position) over() bool {
	return !(p.b.ByColor(core.White).More() && p.b.ByColor(core.Black).More()) && p.bareOver()
}

// bareOver reports whether the bare-king rule has ended the game (or the
// position is the zero Position, which has no moves).
func (p *Position) bareOver() bool { return p.zero() || p.bareEnd().IsOver() }

// bareEnd returns the ending the bare-king rule of the rule set gives the
// position, or the zero Outcome while the game goes on (SH-10, SH-11).
func (p *Position) bareEnd() core.Outcome {
	us := p.b.Side()
	them := us.Other()
	ours, theirs := p.b.ByColor(us), p.b.ByColor(them)
	usBare, themBare := !ours.More(), !theirs.More()
	switch {
	case !usBare && !themBare, p.rules.BareKing == NoBareKing:
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
	if m.IsZero() || m.IsDrop() || m.IsPass() || m.Removal() != core.NoSquare || !board8.OnBoard(m.From()) || !board8.OnBoard(m.To()) || p.over() {
		return false
	}
	// The moves between m's squares, listed as AppendLegalMoves lists
	// them, rather than all.
	var buf [32]core.Move
	return slices.Contains(p.b.AppendLegalAmong(buf[:0], 0, board8.Bit(board8.Idx(m.From())), board8.Bit(board8.Idx(m.To()))), m)
}

// An undoRecord is what MakeMove writes, in place in the core.Undo it
// returns, and UnmakeMove needs to take the move back.
type undoRecord struct {
	halfmove int
	hash     uint64
	moved    core.Piece // the piece as it stood on the move's origin
	captured core.Piece
	marked   bool // the captured piece was marked promoted
}

var _ = undo.Check[undoRecord]()

// MakeMove plays the legal move m in place and returns the record that
// takes it back. It does not check legality: playing a move that is not in
// the legal-move list corrupts the position (use [Position.PlayMove] or
// [Position.Play] for unchecked input). It does not allocate. On the zero
// Position it does nothing.
func (p *Position) MakeMove(m core.Move) (u core.Undo) {
	if p.zero() {
		return u
	}
	r := undo.Ptr[undoRecord](&u)
	from, to := board8.Idx(m.From()), board8.Idx(m.To())
	// The record is written first: the caller copies it in 16-byte words,
	// which cannot be forwarded from small stores still in flight.
	moved, captured := p.b.At(from), p.b.At(to)
	r.halfmove, r.hash, r.moved, r.captured = p.halfmove, p.b.Hash(), moved, captured
	mover := p.b.Side()
	promo := core.NoPiece
	if k := m.Promotion(); k != core.NoKind {
		promo = core.MakePiece(mover, k)
	}
	if p.marks != 0 {
		p.marks, r.marked = board8.MoveMark(p.marks, from, to)
	}
	p.b.DoMove(from, to, promo)
	p.halfmove++
	if captured != core.NoPiece || moved.Kind() == Baidaq {
		p.halfmove = 0
	}
	p.fullmove += int(mover) // after Black's move
	return u
}

// UnmakeMove takes back m, the last move made, with the record MakeMove
// returned. On the zero Position it does nothing.
func (p *Position) UnmakeMove(m core.Move, u core.Undo) {
	if p.zero() {
		return
	}
	r := undo.Ptr[undoRecord](&u)
	from, to := board8.Idx(m.From()), board8.Idx(m.To())
	if p.marks != 0 || r.marked {
		p.marks = board8.UnmoveMark(p.marks, from, to, r.marked)
	}
	p.b.UndoMove(from, to, r.moved, r.captured, r.hash)
	p.fullmove -= int(p.b.Side())
	p.halfmove = r.halfmove
}

// IsCapture reports whether the legal move m takes a piece: its target
// holds an enemy piece (Shatranj has no other capture).
func (p *Position) IsCapture(m core.Move) bool { return p.b.IsCapture(m) }

// GivesCheck reports whether the legal move m leaves the side to move
// after it (the opponent) in check.
func (p *Position) GivesCheck(m core.Move) bool {
	if p.zero() || !p.IsLegal(m) {
		return false
	}
	q := *p
	q.MakeMove(m)
	return q.InCheck()
}

// PlayMove plays m in place if it is legal, or returns the error
// [Position.Play] returns and leaves p unchanged.
func (p *Position) PlayMove(m core.Move) error {
	if p.zero() {
		return errZero("shatranj.Position.Play")
	}
	if !p.IsLegal(m) {
		return p.moveError("shatranj.Position.Play", m)
	}
	p.MakeMove(m)
	return nil
}

// Clone returns a copy of p as a core.Position.
func (p *Position) Clone() core.Position {
	q := *p
	return &q
}

// Play returns the position after the move m, or an error wrapping
// core.ErrIllegalMove (core.ErrGameOver if the game has ended) if m is
// not legal here. p is unchanged.
func (p *Position) Play(m core.Move) (Position, error) {
	if p.zero() {
		return Position{}, errZero("shatranj.Position.Play")
	}
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
	case m.IsPass() || m.IsZero() || m.Action() != core.NoAction:
		return "", "not a move of shatranj"
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
		return "", "the " + pieceNames[pc.Kind()] + " on " + m.From().String() + " is not the side to move's"
	}
	from, to := board8.Idx(m.From()), board8.Idx(m.To())
	k := pc.Kind()
	name := pieceNames[k]
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
			return ruleOf[k], article(name) + " cannot capture its own side's " + pieceNames[own.Kind()] + " on " + m.To().String()
		case k == Baidaq && own == core.NoPiece && (df == 1 || df == -1):
			return "SH-7", "a baidaq captures diagonally forward, and only a piece (no en passant)"
		case k == Rukh && (df == 0 || dr == 0) && board8.Between(from, to)&p.b.Occupied() != 0:
			block := board8.Between(from, to) & p.b.Occupied()
			return "SH-6", "a rukh does not pass a piece (" + board8.Sq(board8.Nearest(block, from)).String() + " is in the way)"
		}
		return ruleOf[k], article(name) + " cannot move from " + m.From().String() + " to " + m.To().String()
	}
	promo := k == Baidaq && spec.PromoZone[p.Side()&1].Has(to)
	switch {
	case promo && m.Promotion() != Ferz:
		return "SH-7", "a baidaq reaching the last rank becomes a ferz, and nothing else (write " + notate.Coord(core.NewPromotion(m.From(), m.To(), Ferz), alphabet) + ")"
	case !promo && m.Promotion() != core.NoKind:
		return "SH-7", "only a baidaq reaching the last rank promotes, and only to a ferz"
	}
	return "SH-8", "the move would leave the own shah attacked"
}

// article returns name with its indefinite article: "a rukh", "an asb".
func article(name string) string {
	if name != "" && strings.IndexByte("aeiou", name[0]) >= 0 {
		return "an " + name
	}
	return "a " + name
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

// Outcome returns how the game stands: going on, or ended by checkmate
// (SH-8), by stalemate, which the stalemated side loses (SH-9), or by the
// bare-king rule of the rule set (SH-10, SH-11; none under [NoBareKing]). When one move ends the
// game under several of these rules the reason named is the first of
// checkmate, stalemate and bare king (a capture of the last piece that
// also mates is a checkmate); where the bare-king rule and stalemate
// would give the game to different sides (the bared side's reply
// stalemates the side that bared it, and the bare-king rule has already
// given that side the game), the bare-king rule decides, as SH-10 reads
// the position and as Fairy-Stockfish does. Endings that must be claimed
// are not outcomes; see [Position.Claims]. The zero Position's outcome is
// the zero Outcome.
func (p *Position) Outcome() core.Outcome {
	if p.zero() {
		return core.Outcome{}
	}
	bare := p.bareEnd()
	if p.b.CountLegal(0) == 0 {
		o := core.Win(p.Side().Other(), core.Stalemate) // SH-9
		if p.InCheck() {
			o = core.Win(p.Side().Other(), core.Checkmate) // SH-8
		}
		if !bare.IsOver() || bare.Winner == o.Winner {
			return o
		}
	}
	return bare
}

// Claims returns the endings the side to move may claim now that the
// position alone decides: the 70-move rule once [MoveRulePlies] plies have
// passed without a capture or a baidaq move (SH-12), as Fairy-Stockfish
// allows it, and, under [NoBareKing] (Chaturanga), the
// insufficient-material draw once neither side can mate
// ([Position.InsufficientMaterial]): king against king (SH-13). A
// finished game has none; the legal moves stay whatever may be claimed.
// Threefold repetition depends on the game's history; see [Game].
//
// Under the bare-king rules insufficient material is never claimed: they
// end such games themselves (Fairy-Stockfish's extinction rule stands in
// for its insufficient-material test in Shatranj, which therefore never
// fires there).
func (p *Position) Claims() core.Reasons {
	var r core.Reasons
	if p.zero() {
		return r
	}
	moveRule := p.halfmove >= MoveRulePlies
	material := p.InsufficientMaterial(core.White) && p.InsufficientMaterial(core.Black)
	if !moveRule && !material || p.Outcome().IsOver() {
		return r
	}
	if moveRule {
		r = r.With(core.MoveRule)
	}
	if material {
		r = r.With(core.InsufficientMaterial)
	}
	return r
}

// InsufficientMaterial reports whether side c lacks the material to mate
// as Fairy-Stockfish judges it (its insufficient-material test, which
// pychess-variants uses to end games as draws). Under [NoBareKing]
// (Chaturanga) a side lacks it when it has nothing but its shah: any
// other piece is enough, even a lone ferz, alfil or baidaq, since
// stalemate wins too (SH-9); [Position.Claims]
// offers the draw when both sides lack it (SH-13). Under a bare-king rule
// (every other [BareKing] value) it is false, as Fairy-Stockfish's test
// is under its extinction rule: the bare-king rule decides those games.
// The zero Position and a colour the game does not have report false.
func (p *Position) InsufficientMaterial(c core.Color) bool {
	if p.zero() || c > core.Black || p.rules.BareKing != NoBareKing {
		return false
	}
	return !p.b.ByColor(c).More()
}

// CheckAfter reports whether the legal move m gives check, and whether it
// gives mate; the SAN writer uses it for its check marks.
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
