package sittuyin

import (
	"iter"

	"github.com/chaturanga-go/chaturanga/internal/undo"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/board8"
	"github.com/chaturanga-go/chaturanga/internal/notate"
)

// A Count is Fairy-Stockfish's counting state (the [Rules.Counting]
// option, the counting of the rule set [Pychess]), both numbers in plies
// as its FEN writes them: Limit is the count's end (twice 16, 44 or 64)
// and Ply how far it has run. The count may be claimed as a draw once Ply
// exceeds Limit.
//
// The zero value means no count runs.
type Count struct {
	Ply   int
	Limit int
	// Counter is the side that counts, set by [Position.Count]: the
	// bare min-gyi's side when one side alone has nothing on the board
	// but its min-gyi; else the side the count started for, at 0 with
	// that side to move (a count starts only for the side to move, and
	// every ply adds one): the side to move when Ply is even, the other
	// when it is odd. It is not always the side to move: the counter's
	// opponent moves between its counted moves. Meaningless when no
	// count runs; [Editor.SetCount] ignores it (the position decides).
	// The spec states the counting under the rule set Pychess, with no
	// ST- number of its own.
	Counter core.Color
}

// Running reports whether a count runs.
func (c Count) Running() bool { return c.Limit > 0 }

// A Position is a Sittuyin position: the pieces on the board, the pieces
// in each hand (during the setup phase), the side to move, the clocks,
// the counting state and the rule set it is played under.
//
// A Position is a value: copies are independent, and a Position that is
// not being changed is safe for concurrent reading. [Position.Play]
// returns a new position and leaves the old one as it was;
// [Position.MakeMove] and [Position.UnmakeMove] change a position in place
// for fast search (not safe for concurrent use).
//
// The zero Position is not a valid position: it has no pieces and no legal
// moves; Play, PlayMove, ParseMove, ParseSAN and ParseLenient return
// errors wrapping core.ErrIllegalPosition, and its FEN is the empty
// board's under Default. Its Outcome is the zero Outcome, and MakeMove and
// UnmakeMove on it do nothing. Make a position with [StartPosition] or
// [ParseFEN].
//
// During the setup phase the [core.Position] methods see the placements
// as moves; the package documentation says how each behaves then.
type Position struct {
	b        board8.Board
	rules    Rules
	hand     [2][core.NumKinds]uint8
	inHand   [2]uint8 // pieces in each hand
	count    plyCount
	halfmove int // plies since the last capture, pawn move or placement
	fullmove int // the move number, from 1
	// marks are the squares of the sit-kes the FEN marked promoted (F~),
	// written back (see board8.MoveMark).
	marks board8.Bitboard
}

var _ core.Position = (*Position)(nil)

// StartPosition returns the start position (ST-2, ST-9) under rule set r:
// the nes on the board, all other pieces in hand, White to place. It
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
// pieces on the board and in hand, side to move, clocks and count
// (everything the text form carries). Positions are comparable with == as
// well; Equal lets go-cmp compare them.
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

// Variant returns "sittuyin", the game's name in the registry.
func (p *Position) Variant() string { return "sittuyin" }

// RuleSet returns the rule set as [Rules.String] writes it ("default",
// "pychess").
func (p *Position) RuleSet() string { return p.rules.String() }

// Geometry returns the board's size, 8x8.
func (p *Position) Geometry() core.Geometry { return board8.Geometry }

// Sides returns 2: White (Red in Burmese sources) and Black.
func (p *Position) Sides() int { return 2 }

// SideName returns "white" or "black" (the empty string for a colour the
// game does not have).
func (p *Position) SideName(c core.Color) string { return board8.SideName(c) }

// PieceName returns the name of pc's kind in the game's words, without
// its colour: "min-gyi", "sit-ke", "sin", "myin", "yahhta" or "ne" (the
// empty string for a kind Sittuyin does not have).
func (p *Position) PieceName(pc core.Piece) string { return pieceNames[pc.Kind()] }

// RepetitionDraw reports whether the game has a threefold-repetition draw
// claim: it has, under every rule set (ST-18).
func (p *Position) RepetitionDraw() bool { return true }

// King returns the square of side c's min-gyi, or core.NoSquare while it
// is still in hand (or in the zero Position).
func (p *Position) King(c core.Color) core.Square { return p.b.KingSquare(c) }

// AppendAttackers appends the squares of side by's pieces on the board
// that attack sq (could capture an enemy piece standing there: a ne
// diagonally forward, a sin diagonally or straight forward, ...) in square
// order, and returns the extended slice. Pieces in hand attack nothing.
// With a reused dst it does not allocate.
func (p *Position) AppendAttackers(dst []core.Square, sq core.Square, by core.Color) []core.Square {
	return p.b.AppendAttackers(dst, sq, by)
}

// Rules returns the rule set the position is played under.
func (p *Position) Rules() Rules { return p.rules }

// Side returns the side to move: during the setup phase, the side to
// place.
func (p *Position) Side() core.Color { return p.b.Side() }

// At returns the piece on sq, or core.NoPiece if it is empty or off the
// board.
func (p *Position) At(sq core.Square) core.Piece { return p.b.PieceAt(sq) }

// InHand returns how many pieces of kind k side c holds in hand, still to
// be placed.
func (p *Position) InHand(c core.Color, k core.Kind) int {
	if c > core.Black || k >= core.NumKinds {
		return 0
	}
	return int(p.hand[c][k])
}

// HandSize returns how many pieces side c holds in hand.
func (p *Position) HandSize(c core.Color) int {
	if c > core.Black {
		return 0
	}
	return int(p.inHand[c])
}

// InSetup reports whether the setup phase is still on: some side holds
// pieces in hand.
func (p *Position) InSetup() bool { return p.inHand[0]+p.inHand[1] > 0 }

// Count returns the counting state (always zero unless the rule set has
// [Rules.Counting]), its Counter the side that counts, whichever side is
// to move (see [Count]).
func (p *Position) Count() Count {
	if !p.count.running() {
		return Count{}
	}
	return Count{Ply: p.count.ply, Limit: p.count.limit, Counter: p.counter(p.count.ply)}
}

// A plyCount is the count a Position keeps: [Count] without its Counter,
// which [Position.Count] derives.
type plyCount struct{ ply, limit int }

func (c plyCount) running() bool { return c.limit > 0 }

// counter returns the side that counts a count that has run ply plies:
// the bare min-gyi's side when one side alone has only its min-gyi on the
// board; else the side to move when ply is even (the count started at 0
// for the side to move), the other when it is odd.
func (p *Position) counter(ply int) core.Color {
	white, black := p.b.ByColor(core.White).Count(), p.b.ByColor(core.Black).Count()
	switch {
	case white == 1 && black > 1:
		return core.White
	case black == 1 && white > 1:
		return core.Black
	case ply%2 != 0:
		return p.Side().Other()
	}
	return p.Side()
}

// HalfmoveClock returns the number of plies since the last capture, pawn
// move, promotion or placement.
func (p *Position) HalfmoveClock() int { return notate.Saturate(p.halfmove) }

// FullmoveNumber returns the move number: it starts at 1 and grows when a
// move of Black hands the turn to White.
//
// It and [Position.HalfmoveClock] saturate at the largest a FEN holds
// (18 digits, 999,999,999,999,999,999): a position read with a counter
// there keeps it through play, so that its FEN reads back.
func (p *Position) FullmoveNumber() int { return notate.Saturate(p.fullmove) }

// Hash returns the Zobrist hash of the placement, the hands and the side
// to move: the identity of a position for repetition. Every move keeps it
// up to date.
func (p *Position) Hash() uint64 { return p.b.Hash() }

// InCheck reports whether the side to move is in check. A side whose king
// is still in hand is never in check.
func (p *Position) InCheck() bool { return p.b.InCheck(p.b.Side()) }

// Pieces returns the pieces on the board, square by square from a1.
func (p *Position) Pieces() iter.Seq2[core.Square, core.Piece] { return p.b.AllPieces() }

// AppendLegalMoves appends the legal moves to dst and returns the extended
// slice: placements (drops), moves on the board and promotions, after the
// rule set's restrictions (ST-10, ST-17, ...). A finished game has none.
// With a reused buffer of sufficient capacity (256 moves is always enough)
// it does not allocate.
func (p *Position) AppendLegalMoves(dst []core.Move) []core.Move {
	if p.zero() {
		return dst
	}
	start := len(dst)
	dst = p.appendOrdinary(dst)
	if p.rules.StalemateDraw || len(dst) == start {
		return dst
	}
	// ST-17: drop the moves that stalemate the opponent.
	g := p.guard()
	if g.safe {
		return dst
	}
	out := dst[:start]
	for _, m := range dst[start:] {
		if g.spares(p, m) || !p.stalemates(m) {
			out = append(out, m)
		}
	}
	return out
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

// CountLegalMoves returns the number of legal moves without listing them
// where it can (perft's last ply).
func (p *Position) CountLegalMoves() int {
	if p.zero() {
		return 0
	}
	if p.rules.StalemateDraw {
		return p.countOrdinary()
	}
	if g := p.guard(); g.safe {
		return p.countOrdinary()
	}
	var buf [256]core.Move
	return len(p.AppendLegalMoves(buf[:0]))
}

// IsLegal reports whether m is a legal move.
func (p *Position) IsLegal(m core.Move) bool {
	if m.IsZero() || m.IsPass() || !board8.OnBoard(m.To()) || !m.IsDrop() && !board8.OnBoard(m.From()) {
		return false
	}
	for l := range p.LegalMoves() {
		if l == m {
			return true
		}
	}
	return false
}

// appendOrdinary appends the moves that are legal before ST-17: the
// placements while the side has pieces in hand (under Alternating only
// when there is one), else the moves on the board and the promotions.
func (p *Position) appendOrdinary(dst []core.Move) []core.Move {
	if p.inHand[p.b.Side()] > 0 {
		n := len(dst)
		dst = p.appendDrops(dst)
		if p.rules.Setup == WhiteFirst || len(dst) > n {
			return dst
		}
	}
	dst = p.b.AppendLegal(dst, 0)
	return p.appendPromotions(dst)
}

// countOrdinary returns the number of moves appendOrdinary appends.
func (p *Position) countOrdinary() int {
	if p.inHand[p.b.Side()] > 0 {
		if n := p.countDrops(); n > 0 || p.rules.Setup == WhiteFirst {
			return n
		}
	}
	n := p.b.CountLegal(0)
	if p.b.Pieces(p.b.Side(), Ne) != 0 {
		var buf [64]core.Move
		n += len(p.appendPromotions(buf[:0]))
	}
	return n
}

// dropTargets returns where the side to move may legally place a piece
// other than its king: the squares that block a single sliding check when
// it is in check, everywhere otherwise.
func (p *Position) dropTargets() board8.Bitboard {
	us := p.b.Side()
	ksq := p.b.King(us)
	if ksq < 0 {
		return ^board8.Bitboard(0) // no king on the board: no check to mind
	}
	checkers := p.b.Attackers(ksq, us^1, p.b.Occupied())
	switch {
	case checkers == 0:
		return ^board8.Bitboard(0)
	case checkers.More():
		return 0
	}
	return board8.Between(ksq, checkers.First())
}

// dropSquares returns the squares where the side to move may legally
// place a piece of kind k it holds (ST-10..ST-12), given dropTargets.
func (p *Position) dropSquares(k core.Kind, targets board8.Bitboard) board8.Bitboard {
	us := p.b.Side()
	occ := p.b.Occupied()
	t := p.rules.zone(us, k) &^ occ
	switch k {
	case MinGyi:
		// ST-10: a king may not be placed on an attacked square.
		var ok board8.Bitboard
		for c := t; c != 0; {
			s := c.PopFirst()
			if p.b.Attackers(s, us^1, occ) == 0 {
				ok |= board8.Bit(s)
			}
		}
		return ok
	case Yahhta:
		t &= targets
		if us == core.Black && !p.rules.RookOnKingFile {
			t &^= p.rookFileBan(t)
		}
		return t
	}
	return t & targets
}

// rookFileBan returns the squares of t where Black may not place a rook
// because it would face White's king on its file with no piece but pawns
// between (ST-12).
func (p *Position) rookFileBan(t board8.Bitboard) board8.Bitboard {
	wk := p.b.King(core.White)
	if wk < 0 {
		return 0
	}
	screens := p.b.Occupied() &^ p.b.ByKind(Ne)
	var ban board8.Bitboard
	for c := t & board8.FileMask(wk&7); c != 0; {
		s := c.PopFirst()
		if board8.Between(s, wk)&screens == 0 {
			ban |= board8.Bit(s)
		}
	}
	return ban
}

func (p *Position) appendDrops(dst []core.Move) []core.Move {
	us := p.b.Side()
	targets := p.dropTargets()
	for _, k := range handOrder {
		if p.hand[us][k] == 0 {
			continue
		}
		for t := p.dropSquares(k, targets); t != 0; {
			dst = append(dst, core.NewDrop(k, board8.Sq(t.PopFirst())))
		}
	}
	return dst
}

func (p *Position) countDrops() int {
	us := p.b.Side()
	targets := p.dropTargets()
	n := 0
	for _, k := range handOrder {
		if p.hand[us][k] != 0 {
			n += p.dropSquares(k, targets).Count()
		}
	}
	return n
}

// appendPromotions appends the legal promotions of the side to move
// (ST-13..ST-15 or Fairy-Stockfish's rules).
func (p *Position) appendPromotions(dst []core.Move) []core.Move {
	us := p.b.Side()
	pawns := p.b.Pieces(us, Ne)
	if pawns == 0 || p.b.Pieces(us, SitKe) != 0 {
		return dst
	}
	them := us ^ 1
	occ := p.b.Occupied()
	ksq := p.b.King(us)
	inCheck := ksq >= 0 && p.b.Attackers(ksq, them, occ) != 0
	if p.rules.Promotion == PromoteInPlace {
		if inCheck {
			return dst // promoting in place cannot answer a check
		}
		for c := pawns & promoSquares[us]; c != 0; {
			s := board8.Sq(c.PopFirst())
			dst = append(dst, core.NewPromotion(s, s, SitKe))
		}
		return dst
	}
	if pawns.More() {
		pawns &= promoSquares[us]
	}
	enemy := p.b.ByColor(them)
	tk := p.b.King(them)
	for pawns != 0 {
		s := pawns.PopFirst()
		for dests := board8.Bit(s) | ferzAttacks[s]&^occ; dests != 0; {
			t := dests.PopFirst()
			if ferzAttacks[t]&enemy != 0 {
				continue // the new general may attack no enemy piece
			}
			if t == s {
				if inCheck {
					continue
				}
			} else {
				occ2 := occ ^ board8.Bit(s) ^ board8.Bit(t)
				if ksq >= 0 && p.b.Attackers(ksq, them, occ2) != 0 {
					continue // leaves the own king attacked
				}
				if tk >= 0 && p.b.Attackers(tk, us, occ2)&^board8.Bit(s) != 0 {
					continue // discovers check
				}
			}
			dst = append(dst, core.NewPromotion(board8.Sq(s), board8.Sq(t), SitKe))
		}
	}
	return dst
}

// An undoRecord is what MakeMove writes, in place in the core.Undo it
// returns, and UnmakeMove needs to take the move back.
type undoRecord struct {
	count    plyCount
	halfmove int
	fullmove int
	hash     uint64
	moved    core.Piece // the piece as it stood on the move's origin
	captured core.Piece
	kept     bool // the mover kept the turn
	marked   bool // the captured piece was marked promoted
}

var _ = undo.Check[undoRecord]()

// MakeMove plays the legal move m (a placement too) in place and returns
// the record that takes it back. It does not check legality: playing a
// move that is not in the legal-move list corrupts the position (use
// [Position.PlayMove] or [Position.Play] for unchecked input). It does not
// allocate. On the zero Position it does nothing.
func (p *Position) MakeMove(m core.Move) (u core.Undo) {
	if p.zero() {
		return u
	}
	r := undo.Ptr[undoRecord](&u)
	mover := p.b.Side()
	to := board8.Idx(m.To())
	// The record is written first: the caller copies it in 16-byte words,
	// which cannot be forwarded from small stores still in flight.
	r.count, r.halfmove, r.fullmove, r.hash = p.count, p.halfmove, p.fullmove, p.b.Hash()
	captureOrPromotion := false
	switch {
	case m.IsDrop():
		k := m.Drop()
		// ST-10: under WhiteFirst the placing side keeps the move while
		// it has pieces in hand.
		kept := p.rules.Setup == WhiteFirst && p.inHand[mover] > 1
		r.kept = kept
		p.b.Put(core.MakePiece(mover, k), to)
		n := p.hand[mover][k]
		p.b.XorHash(handKeys[mover][k][n] ^ handKeys[mover][k][n-1])
		p.hand[mover][k] = n - 1
		p.inHand[mover]--
		p.halfmove = 0
		if !kept {
			p.b.FlipSide()
			p.fullmove += int(mover)
		}
	case m.Promotion() != core.NoKind:
		p.b.Remove(board8.Idx(m.From()))
		p.b.Put(core.MakePiece(mover, m.Promotion()), to)
		p.halfmove = 0
		p.b.FlipSide()
		p.fullmove += int(mover)
		captureOrPromotion = true
	default:
		from := board8.Idx(m.From())
		moved, captured := p.b.At(from), p.b.At(to)
		r.moved, r.captured = moved, captured
		if p.marks != 0 {
			p.marks, r.marked = board8.MoveMark(p.marks, from, to)
		}
		p.b.DoMove(from, to, core.NoPiece)
		p.halfmove++
		if captured != core.NoPiece || moved.Kind() == Ne {
			p.halfmove = 0
		}
		p.fullmove += int(mover)
		captureOrPromotion = captured != core.NoPiece
	}
	if p.rules.Counting {
		p.updateCount(captureOrPromotion)
	}
	return u
}

// UnmakeMove takes back m, the last move made, with the record MakeMove
// returned. On the zero Position it does nothing.
func (p *Position) UnmakeMove(m core.Move, u core.Undo) {
	if p.zero() {
		return
	}
	r := undo.Ptr[undoRecord](&u)
	to := board8.Idx(m.To())
	switch {
	case m.IsDrop():
		if !r.kept {
			p.b.FlipSide()
		}
		mover := p.b.Side()
		k := m.Drop()
		p.b.Remove(to)
		n := p.hand[mover][k]
		p.b.XorHash(handKeys[mover][k][n] ^ handKeys[mover][k][n+1])
		p.hand[mover][k] = n + 1
		p.inHand[mover]++
	case m.Promotion() != core.NoKind:
		p.b.FlipSide()
		p.b.Remove(to)
		p.b.Put(core.MakePiece(p.b.Side(), Ne), board8.Idx(m.From()))
	default:
		from := board8.Idx(m.From())
		if p.marks != 0 || r.marked {
			p.marks = board8.UnmoveMark(p.marks, from, to, r.marked)
		}
		p.b.UndoMove(from, to, r.moved, r.captured, r.hash)
	}
	p.count, p.halfmove, p.fullmove = r.count, r.halfmove, r.fullmove
}

// IsCapture reports whether the legal move m takes a piece: its target
// holds an enemy piece. Placements and promotions never capture in
// Sittuyin.
func (p *Position) IsCapture(m core.Move) bool {
	return m.Promotion() == core.NoKind && p.b.IsCapture(m)
}

// GivesCheck reports whether the legal move m leaves the side to move
// after it in check. A placement under [WhiteFirst] that keeps the turn
// leaves the placing side to move, so it gives no check by this measure
// even when it attacks the enemy min-gyi (its SAN still carries the '+'
// of that attack; see [Position.SAN]).
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
		return errZero("sittuyin.Position.Play")
	}
	if !p.IsLegal(m) {
		return p.moveError("sittuyin.Position.Play", m)
	}
	p.MakeMove(m)
	return nil
}

// Clone returns a copy of p as a core.Position.
func (p *Position) Clone() core.Position {
	q := *p
	return &q
}

// updateCount brings Fairy-Stockfish's count up to date after a move: it
// advances a running count, and starts (or, after a capture or promotion
// while the side to move is bare, restarts) it when the side to move has
// only its king and no pawn is on the board.
func (p *Position) updateCount(captureOrPromotion bool) {
	if p.count.running() {
		p.count.ply++
	}
	stm := p.b.Side()
	if !p.count.running() || captureOrPromotion && p.b.ByColor(stm).Count() == 1 {
		if l := p.countLimit(stm); l > 0 {
			p.count = plyCount{limit: 2 * l}
		}
	}
}

// countLimit returns the counting limit in moves for side c: 0 unless c
// has only its king and no pawn is on the board; then 16 if the opponent
// has a rook, else 44 with a sin, else 64 with a myin, else 0.
func (p *Position) countLimit(c core.Color) int {
	if p.b.ByKind(Ne) != 0 || p.b.ByColor(c).Count() > 1 {
		return 0
	}
	them := c ^ 1
	switch {
	case p.b.Pieces(them, Yahhta) != 0:
		return 16
	case p.b.Pieces(them, Sin) != 0:
		return 44
	case p.b.Pieces(them, Myin) != 0:
		return 64
	}
	return 0
}

// Play returns the position after the move m, or an error wrapping
// core.ErrIllegalMove (core.ErrGameOver if the game has ended) that names
// the rule forbidding it. p is unchanged.
func (p *Position) Play(m core.Move) (Position, error) {
	if p.zero() {
		return Position{}, errZero("sittuyin.Position.Play")
	}
	if !p.IsLegal(m) {
		return Position{}, p.moveError("sittuyin.Position.Play", m)
	}
	q := *p
	q.MakeMove(m)
	return q, nil
}

// Outcome returns how the game stands: going on, won by checkmate (ST-16),
// or drawn by stalemate or, under ST-17, because every move the side to
// move has would stalemate the opponent (core.NoLegalMoveDraw). These
// exclude one another (a side with no ordinary move is mated or
// stalemated, one with ordinary moves that ST-17 all forbids is neither),
// so one reason names each ending. Endings that must be claimed are not
// outcomes; see [Position.Claims]. The zero Position's outcome is the zero
// Outcome.
//
// The ordinary moves are those legal before ST-17: a move that leaves the
// own min-gyi attacked is illegal for that reason (ST-16), whether or not
// it would also stalemate the opponent, so it is no move the side has. A
// side in check is therefore mated only when no move escapes the check; a
// side in check whose every escape is forbidden by ST-17 alone is drawn
// (core.NoLegalMoveDraw), not mated, however many other moves fail
// because they leave the check standing: each move it has is illegal "for
// this reason only".
func (p *Position) Outcome() core.Outcome {
	if p.zero() || p.CountLegalMoves() > 0 {
		return core.Outcome{}
	}
	ordinary := p.countOrdinary()
	switch {
	case ordinary == 0 && p.InCheck():
		return core.Win(p.Side().Other(), core.Checkmate) // ST-16
	case ordinary == 0 || p.rules.StalemateDraw:
		return core.Draw(core.Stalemate) // Fairy-Stockfish; ST-17 from a set-up position
	}
	return core.Draw(core.NoLegalMoveDraw) // ST-17, in check or not
}

// Claims returns the endings the side to move may claim now that the
// position alone decides, under the options that have them (all of them
// Pychess's): the 50-move rule ([Rules.MoveRule], core.MoveRule), a count
// past its limit ([Rules.Counting], core.Counting), "only promotions left"
// ([Rules.PromotionsClaim], core.OnlyPromotions) and insufficient
// material ([Rules.InsufficientMaterial], core.InsufficientMaterial). A
// finished game has none; the legal moves stay whatever may be claimed.
// Threefold repetition (ST-18) depends on the game's history; see [Game].
//
// Insufficient material may be claimed when both sides lack mating
// material as [Position.InsufficientMaterial] judges it (Fairy-Stockfish's
// test): min-gyi and ne against a bare min-gyi, for example, or min-gyi
// and sit-ke against min-gyi and sit-ke on the same square colour.
func (p *Position) Claims() core.Reasons {
	var r core.Reasons
	if p.Outcome().IsOver() {
		return r
	}
	if p.rules.MoveRule > 0 && p.halfmove >= 2*p.rules.MoveRule {
		r = r.With(core.MoveRule)
	}
	if p.rules.Counting && p.count.running() && p.count.ply > p.count.limit {
		r = r.With(core.Counting)
	}
	if p.rules.PromotionsClaim && p.onlyPromotions() {
		r = r.With(core.OnlyPromotions)
	}
	if p.rules.InsufficientMaterial && p.InsufficientMaterial(core.White) && p.InsufficientMaterial(core.Black) {
		r = r.With(core.InsufficientMaterial)
	}
	return r
}

// onlyPromotions reports whether the side to move has only its king and
// one pawn, is not in check, and every legal move it has is a promotion.
func (p *Position) onlyPromotions() bool {
	us := p.b.Side()
	if p.b.ByColor(us).Count() != 2 || p.b.Pieces(us, Ne).Count() != 1 || p.inHand[us] > 0 || p.InCheck() {
		return false
	}
	for m := range p.LegalMoves() {
		if m.Promotion() == core.NoKind {
			return false
		}
	}
	return true
}

// CheckAfter reports whether the legal move m gives check, and whether it
// gives mate; the SAN writer uses it for its check marks.
//
// A check is an attack on the opponent's king after the move, even when
// the mover keeps the turn to place another piece (ST-10).
func (p *Position) CheckAfter(m core.Move) (check, mate bool) {
	mover := p.b.Side()
	q := *p
	q.MakeMove(m)
	if !q.b.InCheck(mover ^ 1) {
		return false, false
	}
	return true, q.Side() != mover && q.Outcome().Reason == core.Checkmate
}

// A Game is a Sittuyin game with its history: undo, and the threefold
// repetition claim (ST-18) through [core.Game.Claims].
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
