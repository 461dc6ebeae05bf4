package makruk

import (
	"iter"
	"slices"
	"strings"

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

var honourNames = [...]string{NoHonour: "none", BoardHonour: "board", PiecesHonour: "pieces"}

// String returns "none", "board" or "pieces".
func (h Honour) String() string {
	if int(h) < len(honourNames) {
		return honourNames[h]
	}
	return "none"
}

// MarshalText implements encoding.TextMarshaler with [Honour.String].
func (h Honour) MarshalText() ([]byte, error) { return []byte(h.String()), nil }

// UnmarshalText implements encoding.TextUnmarshaler: "none", "board" or
// "pieces", in any case; other text is an error wrapping core.ErrSyntax.
func (h *Honour) UnmarshalText(text []byte) error {
	for i, n := range honourNames {
		if strings.EqualFold(n, string(text)) {
			*h = Honour(i)
			return nil
		}
	}
	return &core.ParseError{Op: "makruk.Honour.UnmarshalText", Input: string(text), Offset: -1, Msg: "want none, board or pieces", Err: core.ErrSyntax}
}

// A Count is the counting state of a position (MK-16). Under
// [HonourCounting] (the Default rules) Count is the number of the
// counter's latest counted move and Limit the number of the move at which
// the count ends; at the start of a pieces'-honour count, Count is the
// number of pieces on the board, so the lone khun's first counted move is
// one more (MK-14). Under the countings of Fairy-Stockfish,
// [PlyCounting] (Pychess), [CambodianCounting] and [ASEANCounting], both
// are in plies, as Fairy-Stockfish keeps them, and Honour and Counter are
// derived from the position by [Position.Count]: the pieces' honour's
// counter is the lone khun, the board's honour's the side that started
// the count (the side to move when Count is even).
//
// The zero value means no count runs.
type Count struct {
	Honour Honour
	// Counter is the side that counts (MK-16): the lone khun's side for
	// the pieces' honour, the side that started the count for the
	// board's honour; meaningless when Honour is NoHonour. It is not
	// always the side to move: the counter's opponent moves between its
	// counted moves.
	Counter core.Color
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
// [Position.UnmakeMove] change a position in place for fast search;
// [Position.PlayMove] checks and changes in place. *Position implements
// core.Position.
//
// The zero Position is not a valid position: it has no pieces and no legal
// moves; Play, PlayMove, ParseMove, ParseSAN and ParseLenient return errors
// wrapping core.ErrIllegalPosition, and its FEN is the empty board's under
// Default. Its Outcome is the zero Outcome, and MakeMove and UnmakeMove on
// it do nothing. Make positions with [StartPosition] or [ParseFEN].
type Position struct {
	b        board8.Board
	rules    Rules
	count    Count
	halfmove int // plies since the last capture or bia move
	fullmove int // the move number, from 1, growing after Black's move

	// Ouk Chatrang and Kar Ouk (cambodian.go).
	gates  [2]uint8 // per colour, the files of its gate squares on its back rank (OC-1)
	checks [2]int8  // per colour, the checks it still has to give (KO-1); zero without FirstCheck

	// marks are the squares of the pieces the FEN marked promoted (M~),
	// written back (see board8.MoveMark).
	marks board8.Bitboard
}

var _ core.Position = (*Position)(nil)

// StartPosition returns the start position (MK-1) under rule set r. It
// panics with a clear message if r does not validate ([Rules.Validate]):
// Rules values are built in code, and text comes through [ParseRules],
// which validates.
func StartPosition(r Rules) Position {
	if err := r.Validate(); err != nil {
		panic("makruk.StartPosition: " + err.Error())
	}
	p, err := ParseFEN(StartFEN(r), r)
	if err != nil {
		panic(err) // the start FEN is a constant
	}
	return p
}

// Rules returns the rule set the position is played under (Default for the
// zero Position).
func (p *Position) Rules() Rules { return p.rules.normal() }

// Variant returns "makruk", the game's name in the registry.
func (p *Position) Variant() string { return "makruk" }

// RuleSet returns the rule set as [Rules.String] writes it: "default",
// "pychess", "default NoKingsDraw=true".
func (p *Position) RuleSet() string { return p.Rules().String() }

// Geometry returns the board's size, 8x8.
func (p *Position) Geometry() core.Geometry { return board8.Geometry }

// Sides returns 2.
func (p *Position) Sides() int { return 2 }

// SideName returns "white" or "black" (the side that moves first is
// White, MK-1), or "" for any other colour.
func (p *Position) SideName(c core.Color) string { return board8.SideName(c) }

// PieceName returns the name of pc's kind in Makruk's words, without its
// colour: "khun", "met", "khon", "ma", "rua" or "bia" ("" for a kind
// Makruk does not use). A promoted bia is a met.
func (p *Position) PieceName(pc core.Piece) string {
	if pc == core.NoPiece {
		return ""
	}
	return pieceName(pc.Kind())
}

// Side returns the side to move.
func (p *Position) Side() core.Color { return p.b.Side() }

// At returns the piece on sq, or core.NoPiece if it is empty or off the
// board.
func (p *Position) At(sq core.Square) core.Piece { return p.b.PieceAt(sq) }

// King returns the square of side c's khun, or core.NoSquare if it has
// none (the zero Position) or c is not White or Black.
func (p *Position) King(c core.Color) core.Square { return p.b.KingSquare(c) }

// AppendAttackers appends to dst the squares of side by's pieces that
// attack sq, that is could capture an enemy piece standing there (a bia
// diagonally forward, MK-7), in square order from a1, and returns the
// extended slice. Pins do not matter: a pinned piece attacks all the same.
// With a reused dst it does not allocate.
func (p *Position) AppendAttackers(dst []core.Square, sq core.Square, by core.Color) []core.Square {
	return p.b.AppendAttackers(dst, sq, by)
}

// Count returns the counting state (MK-16), its Counter the side that
// counts, whichever side is to move.
//
// Under [HonourCounting] (Default) it is the state play has kept: the
// board's honour's counter is the side that started it by the action
// core.StartCount (MK-12), the pieces' honour's the lone khun (MK-13).
//
// Under [PlyCounting] and [ASEANCounting] the honour and the counter are
// derived from the position, as Fairy-Stockfish's FEN carries only the
// count and the limit in plies: the pieces' honour of a lone khun (the
// side to move's if both are lone), else the board's honour of the side
// that started it. Fairy-Stockfish starts a count only for the side to
// move, at 0 (the pieces' honour at twice the pieces on the board, or one
// less when the lone khun has just taken the last bia), and adds one
// every ply; so the board's honour's counter is the side to move when the
// count is even and the side that has just moved when it is odd, as
// pychess-variants shows it. Under [CambodianCounting] (OC-5) likewise,
// except that a lone khun counts the pieces' honour only once no bia is
// left; the board's honour, that of a side of at most three pieces, has
// its counter by the same parity.
func (p *Position) Count() Count {
	if p.rules.Counting != HonourCounting && p.count.Running() {
		return p.plyCountFromFEN(p.count.Count, p.count.Limit)
	}
	return p.count
}

// HalfmoveClock returns the number of plies since the last capture or
// bia move (under Fairy-Stockfish's countings, Pychess's, the Cambodian
// and ASEAN's, while a count runs, the counting ply instead, as its FEN
// writes it).
func (p *Position) HalfmoveClock() int {
	if p.rules.Counting != HonourCounting && p.count.Running() {
		return p.count.Count
	}
	return notate.Saturate(p.halfmove)
}

// FullmoveNumber returns the move number, starting at 1 and growing after
// each move of Black.
//
// It and [Position.HalfmoveClock] saturate at the largest a FEN holds
// (18 digits, 999,999,999,999,999,999): a position read with a counter
// there keeps it through play, so that its FEN reads back.
func (p *Position) FullmoveNumber() int { return notate.Saturate(max(p.fullmove, 1)) }

// Hash returns the Zobrist hash of the placement and the side to move: the
// identity of a position for repetition (the counting state is not part
// of it, nor are the first-move rights of OC-1, as in Fairy-Stockfish;
// under [Rules.FirstCheck] the checks still to give are, KO-2). It is
// kept up to date by every move.
func (p *Position) Hash() uint64 { return p.b.Hash() ^ p.checksKey() }

// InCheck reports whether the side to move is in check.
func (p *Position) InCheck() bool { return p.b.Spec() != nil && p.b.InCheck(p.b.Side()) }

// RepetitionDraw reports whether the game has a threefold-repetition draw
// claim: true, Makruk has one (MK-11). [core.Game.Claims] asks it.
func (p *Position) RepetitionDraw() bool { return true }

// Pieces returns the pieces on the board, square by square from a1.
func (p *Position) Pieces() iter.Seq2[core.Square, core.Piece] { return p.b.AllPieces() }

// kingsDraw reports whether MK-17 has drawn the game: only the two khuns
// are left and the rules have MK-17.
func (p *Position) kingsDraw() bool {
	return !p.rules.NoKingsDraw && p.b.Occupied().Count() == 2
}

// over reports whether an automatic ending other than mate and stalemate
// has ended the game (MK-15, MK-17, the khun taken), or the position is
// the zero one; such a position has no legal moves.
func (p *Position) over() bool {
	if p.b.Spec() == nil || p.kingsDraw() || p.checkWon() || p.khunTaken() {
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
// slice; a finished game has none. Actions (core.StartCount,
// core.StopCount) are never listed: see [Position.Play]. With a reused
// buffer it does not allocate.
func (p *Position) AppendLegalMoves(dst []core.Move) []core.Move {
	if p.over() {
		return dst
	}
	dst = p.b.AppendLegal(dst, p.genFlags())
	if p.gates != [2]uint8{} {
		dst = p.appendFirstMoves(dst)
	}
	return dst
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
	return p.countBoardMoves()
}

// IsLegal reports whether m is a legal move: one of the moves
// [Position.AppendLegalMoves] lists. Actions are not moves of the list and
// IsLegal is false for them even where [Position.Play] accepts them.
func (p *Position) IsLegal(m core.Move) bool {
	if m.IsZero() || m.IsDrop() || m.IsPass() || !board8.OnBoard(m.From()) || !board8.OnBoard(m.To()) || p.over() {
		return false
	}
	var buf [32]core.Move
	return slices.Contains(p.appendLegalAmong(buf[:0], board8.Bit(board8.Idx(m.From())), board8.Bit(board8.Idx(m.To()))), m)
}

// appendLegalAmong appends the legal moves from a square of from to a
// square of to, as AppendLegalMoves lists them but without listing the
// others: a legality test, or the moves SAN text must tell apart.
func (p *Position) appendLegalAmong(dst []core.Move, from, to board8.Bitboard) []core.Move {
	if p.over() {
		return dst
	}
	dst = p.b.AppendLegalAmong(dst, p.genFlags(), from, to)
	if p.gates != [2]uint8{} {
		n := len(dst)
		dst = p.appendFirstMoves(dst)
		for i := n; i < len(dst); i++ { // first moves are few: keep those between the squares
			if m := dst[i]; !from.Has(board8.Idx(m.From())) || !to.Has(board8.Idx(m.To())) {
				dst = slices.Delete(dst, i, i+1)
				i--
			}
		}
	}
	return dst
}

// IsCapture reports whether the move m takes a piece: an enemy piece
// stands on its target. False for actions and for moves that are not
// moves of the side to move's pieces.
func (p *Position) IsCapture(m core.Move) bool {
	return p.boardMove(m) && p.b.IsCapture(m)
}

// GivesCheck reports whether after the legal move m the side to move is
// in check. False for actions.
func (p *Position) GivesCheck(m core.Move) bool {
	if !p.boardMove(m) {
		return false
	}
	q := *p
	q.MakeMove(m)
	return q.InCheck()
}

// boardMove reports whether m moves a piece of the side to move from a
// square of the board to another, so that making it on a copy is safe.
func (p *Position) boardMove(m core.Move) bool {
	if p.b.Spec() == nil || m.IsZero() || m.IsDrop() || m.IsPass() || m.Action() != core.NoAction ||
		!board8.OnBoard(m.From()) || !board8.OnBoard(m.To()) || m.From() == m.To() {
		return false
	}
	pc := p.At(m.From())
	return pc != core.NoPiece && pc.Color() == p.Side()
}

// An undoRecord is what MakeMove writes, in place in the core.Undo it
// returns, and UnmakeMove needs to take the move back.
type undoRecord struct {
	count    Count
	halfmove int
	hash     uint64
	moved    core.Piece // the piece as it stood on the move's origin
	captured core.Piece
	gates    [2]uint8
	checks   [2]int8
	marked   bool // the captured piece was marked promoted
}

var _ = undo.Check[undoRecord]()

// MakeMove plays the legal move m in place and returns the record that
// takes it back. It does not check legality: playing a move that is not in
// the legal-move list corrupts the position (use [Position.Play] or
// [Position.PlayMove] for unchecked input). An action (core.StartCount,
// core.StopCount) changes only the count. It does not allocate. On the
// zero Position it does nothing.
func (p *Position) MakeMove(m core.Move) (u core.Undo) {
	r := undo.Ptr[undoRecord](&u)
	if m.Action() != core.NoAction || p.b.Spec() == nil {
		if p.b.Spec() != nil {
			r.count = p.count
			p.applyAction(m)
		}
		return u
	}
	from, to := board8.Idx(m.From()), board8.Idx(m.To())
	// The record is written first: the caller copies it in 16-byte words,
	// which cannot be forwarded from small stores still in flight.
	moved, captured := p.b.At(from), p.b.At(to)
	r.count, r.halfmove, r.hash, r.moved, r.captured = p.count, p.halfmove, p.b.Hash(), moved, captured
	r.gates, r.checks = p.gates, p.checks
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
	if captured != core.NoPiece || moved.Kind() == Bia {
		p.halfmove = 0
	}
	p.fullmove += int(mover) // after Black's move
	if p.gates != [2]uint8{} {
		p.updateGates(mover, from, to, moved) // OC-4
	}
	if p.rules.FirstCheck && p.b.CheckedAfter(from, to) {
		p.countCheck(mover) // KO-1
	}
	// While a bia is on the board and no count runs, only the Cambodian
	// counting (OC-5) has anything to do, and only for a side of at most
	// three pieces: the honour counting (MK-13, MK-16), Fairy-Stockfish's
	// and ASEAN's (AS-4) need a board without bia to start.
	if p.count.Honour != NoHonour || p.b.ByKind(Bia) == 0 ||
		p.rules.Counting == CambodianCounting && (p.b.ByColor(core.White).Count() <= 3 || p.b.ByColor(core.Black).Count() <= 3) {
		switch p.rules.Counting {
		case HonourCounting:
			p.updateHonours(mover)
		case ASEANCounting:
			p.updateASEANCount(captured, promo != core.NoPiece)
		default:
			p.updatePlyCount(mover, captured, promo != core.NoPiece)
		}
	}
	return u
}

// UnmakeMove takes back m, the last move made, with the record MakeMove
// returned.
func (p *Position) UnmakeMove(m core.Move, u core.Undo) {
	r := undo.Ptr[undoRecord](&u)
	if m.Action() != core.NoAction || p.b.Spec() == nil {
		if p.b.Spec() != nil {
			p.count = r.count
		}
		return
	}
	from, to := board8.Idx(m.From()), board8.Idx(m.To())
	if p.marks != 0 || r.marked {
		p.marks = board8.UnmoveMark(p.marks, from, to, r.marked)
	}
	p.b.UndoMove(from, to, r.moved, r.captured, r.hash)
	p.fullmove -= int(p.b.Side())
	p.count, p.halfmove = r.count, r.halfmove
	p.gates, p.checks = r.gates, r.checks
}

// Play returns the position after m, or an error; p is unchanged. m is a
// legal move, or one of the board's-honour actions of MK-12 that the
// side to move may take now (they are not in the legal-move list):
// core.NewAction(core.StartCount) starts the board's honour with the side
// to move as the counter, core.NewAction(core.StopCount) lets the counter
// stop it; the turn stays with the side to move. Errors are
// *core.MoveError values wrapping core.ErrIllegalMove with the rule that
// forbids m, core.ErrGameOver once the game has ended, or
// core.ErrIllegalPosition for the zero Position.
func (p *Position) Play(m core.Move) (Position, error) {
	if err := p.check("makruk.Position.Play", m); err != nil {
		return Position{}, err
	}
	q := *p
	q.MakeMove(m)
	return q, nil
}

// PlayMove plays m in place as [Position.Play] would, or returns Play's
// error and leaves p unchanged.
func (p *Position) PlayMove(m core.Move) error {
	if err := p.check("makruk.Position.Play", m); err != nil {
		return err
	}
	p.MakeMove(m)
	return nil
}

// Clone returns an independent copy of the position.
func (p *Position) Clone() core.Position {
	q := *p
	return &q
}

// check returns nil if Play may play m, else Play's error.
func (p *Position) check(op string, m core.Move) error {
	switch {
	case p.b.Spec() == nil:
		return p.zeroError(op, FormatMove(m))
	case m.Action() != core.NoAction:
		return p.actionError(op, m)
	case !p.IsLegal(m):
		return p.moveError(op, m)
	}
	return nil
}

// zeroError is the error of a move read or played on the zero Position.
func (p *Position) zeroError(op, move string) error {
	return &core.MoveError{Op: op, Move: move, Position: p.FEN(), Msg: "the zero Position has no moves: make a position with StartPosition or ParseFEN", Err: core.ErrIllegalPosition}
}

func (p *Position) moveError(op string, m core.Move) error {
	return p.army().text.Illegal(p, op, m, p.explain)
}

// ruleIDs are the movement rules of the kinds (MK-2..MK-7).
var ruleIDs = [core.NumKinds]string{Khun: "MK-2", Met: "MK-3", Khon: "MK-4", Ma: "MK-5", Rua: "MK-6", Bia: "MK-7", AiWokKind: "AW-1"}

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
		return "MK-1", "the " + pieceName(pc.Kind()) + " on " + m.From().String() + " is " + p.SideName(pc.Color()) + "'s, and " + p.SideName(p.Side()) + " is to move"
	}
	if rule, msg := p.explainFirstMove(m); rule != "" {
		return rule, msg
	}
	// Is it a move of the piece, ignoring the khun's safety?
	from, to := board8.Idx(m.From()), board8.Idx(m.To())
	reach := p.b.Spec().Moves(pc, from, p.b.Occupied(), p.b.ByColor(p.Side().Other()))
	if !reach.Has(to) {
		if o, ok := p.b.ObstacleTo(pc, from, to); ok {
			if o.InTheWay != core.NoSquare {
				return ruleIDs[pc.Kind()], "a" + an(pieceName(pc.Kind())) + " does not pass a piece (" + o.InTheWay.String() + " is in the way)"
			}
			return ruleIDs[pc.Kind()], "a" + an(pieceName(pc.Kind())) + " cannot capture its own side's " + pieceName(o.Own.Kind()) + " on " + m.To().String()
		}
		return ruleIDs[pc.Kind()], "a" + an(pieceName(pc.Kind())) + " cannot move from " + m.From().String() + " to " + m.To().String()
	}
	if rule, msg := p.explainFamily(m, pc, to); rule != "" {
		return rule, msg // MP-1, and the family's promotions
	}
	promo := pc.Kind() == Bia && spec.PromoZone[p.Side()].Has(to)
	switch {
	case promo && m.Promotion() != Met:
		return "MK-8", "a bia reaching the sixth rank (third for Black) becomes a met (write " + notate.Coord(core.NewPromotion(m.From(), m.To(), Met), alphabet) + ")"
	case !promo && m.Promotion() != core.NoKind:
		return "MK-8", "only a bia reaching the sixth rank (third for Black) promotes, and only to a met"
	}
	return "MK-9", "the move would leave the own khun attacked"
}

// Outcome returns how the game stands: going on, or ended by checkmate
// (MK-9), stalemate (MK-10), the counting rules (MK-12, MK-15), king
// against king (MK-17) or, under [Rules.FirstCheck], the first check
// (KO-1, reason core.FirstCheck, named before checkmate). When one move
// ends the game under several rules, the reason is the first of
// checkmate, stalemate, counting, insufficient-material. A checkmate
// given by the counter of a running board's-honour count is a counting
// draw (MK-12). Under [CambodianCounting], which reads a FEN whose side
// not to move is in check (see [ParseFEN]), the capture of a khun ends the
// game: the side that took it wins, reason core.Checkmate. Endings that
// must be claimed are not outcomes; see [Position.Claims].
func (p *Position) Outcome() core.Outcome {
	if p.b.Spec() == nil {
		return core.Outcome{}
	}
	if p.checkWon() {
		return core.Win(p.Side().Other(), core.FirstCheck) // KO-1
	}
	if p.khunTaken() {
		return core.Win(p.Side().Other(), core.Checkmate) // see readsUnguardedKhun
	}
	if p.countBoardMoves() == 0 {
		if !p.InCheck() {
			return core.Draw(core.Stalemate) // MK-10
		}
		winner := p.Side().Other()
		// MK-12: the counter cannot win by mate while counting.
		if p.rules.Counting == HonourCounting && p.count.Honour == BoardHonour && p.count.Counter == winner {
			return core.Draw(core.Counting)
		}
		return core.Win(winner, core.Checkmate) // MK-9
	}
	if p.rules.Counting == HonourCounting && p.countExpired() {
		return core.Draw(core.Counting) // MK-15
	}
	if p.kingsDraw() {
		return core.Draw(core.InsufficientMaterial) // MK-17
	}
	return core.Outcome{}
}

// Claims returns the endings the side to move may claim now that the
// position alone decides: under Fairy-Stockfish's countings,
// [PlyCounting] (Pychess), [CambodianCounting] (OC-5, OC-6) and
// [ASEANCounting], the counting draw once the count has passed its limit
// and the insufficient-material draw when neither side can mate
// ([Position.InsufficientMaterial]); under a MoveRule (ASEAN's, AS-5), the
// move-rule draw. A finished game has none. Threefold repetition (MK-11)
// depends on the game's history; see [Game].
func (p *Position) Claims() core.Reasons {
	var r core.Reasons
	if p.Outcome().IsOver() {
		return r
	}
	if p.moveRuleExpired() {
		r = r.With(core.MoveRule) // AS-5
	}
	if p.rules.Counting == HonourCounting {
		return r
	}
	if p.plyCountExpired() {
		r = r.With(core.Counting)
	}
	if p.InsufficientMaterial(core.White) && p.InsufficientMaterial(core.Black) {
		r = r.With(core.InsufficientMaterial)
	}
	return r
}

// CheckAfter reports whether the legal move m gives check, and whether it
// gives mate. It implements notate.SANBoard.
func (p *Position) CheckAfter(m core.Move) (check, mate bool) {
	if !p.boardMove(m) {
		return false, false
	}
	q := *p
	q.MakeMove(m)
	if q.khunTaken() {
		return true, true // the capture of the khun ends the game as mate would
	}
	if !q.InCheck() {
		return false, false
	}
	return true, q.checkWon() || q.countBoardMoves() == 0
}

// A Game is a Makruk game with its history: undo, the threefold
// repetition claim (MK-11) through [core.Game.Claims], and the actions of
// the board's honour (MK-12) played like moves.
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
