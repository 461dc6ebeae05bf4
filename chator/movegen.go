package chator

import (
	"iter"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/board8"
)

// A gen holds the state of one generation, which counts the moves or
// appends them to a slice that every generating function takes and
// returns. Neither that slice nor the position is stored in a gen: a
// store through the *gen would move the caller's buffer (and the
// position) to the heap, so that a list of legal moves on the stack
// (LegalMoves, IsLegal, SAN) would cost an allocation of its whole size.
//
// On the fast path the ordinary pieces come from board8, which handles
// pins and checks; pawn moves are filtered here by the same check mask and
// pin lines; en passant and the king's special moves are tested by making
// them on a copy of the board. On the slow path (a lone king with the
// powers of every piece on the board, or about to be) every move is made
// and tested.
type gen struct {
	n      int
	count  bool     // count instead of appending
	slow   bool     // make and test every move
	pseudo bool     // (with slow) keep moves that leave the king attacked: for explain
	mask   bitboard // fast path: the targets that answer a check
	pinned bitboard // fast path: own pieces pinned to the king
	ksq    int
}

// add counts m, or appends it to dst; it returns dst.
func (g *gen) add(dst []core.Move, m core.Move) []core.Move {
	if g.count {
		g.n++
		return dst
	}
	return append(dst, m)
}

// legal reports whether the move m of a piece other than the king, from
// from to to, keeps the king safe.
func (g *gen) legal(p *Position, m core.Move, from, to int) bool {
	if g.slow {
		return g.pseudo || p.safeAfter(m)
	}
	if !g.mask.Has(to) {
		return false
	}
	return !g.pinned.Has(from) || board8.Line(g.ksq, from).Has(to)
}

// tested reports whether m keeps the king safe, by making it.
func (g *gen) tested(p *Position, m core.Move) bool {
	return g.pseudo || p.safeAfter(m)
}

// slowPath reports whether the position needs the make-and-test
// generator: a lone king with every piece's powers is on the board, or a
// capture may make one.
func (p *Position) slowPath() bool {
	if p.rules.LoneKing != MovesAsAnyPiece {
		return false
	}
	us := p.b.Side()
	return !p.b.ByColor(us).More() || p.b.ByColor(us^1).Count() <= 2
}

// countExpired reports whether the side to move is a lone king that has
// used up its count (CH-22): the stronger side's reply did not mate.
func (p *Position) countExpired() bool {
	n := p.rules.LoneKingCount
	us := p.b.Side()
	return n > 0 && !p.b.ByColor(us).More() && int(p.st.lone[us]) >= n
}

// generate appends the legal moves to dst (or counts them in g),
// ignoring whether the game has ended, and returns dst.
func (p *Position) generate(g *gen, dst []core.Move) []core.Move {
	b := &p.b
	us := b.Side()
	them := us ^ 1
	ksq := b.King(us)
	g.ksq = ksq
	if g.slow || p.slowPath() {
		g.slow = true
		dst = p.genPieces(g, dst)
		dst = p.genPawns(g, dst)
		return p.genEnPassant(g, dst)
	}
	var info board8.GenInfo
	if g.count {
		g.n += b.CountLegalInfo(0, &info)
	} else {
		dst = b.AppendLegalInfo(dst, 0, &info)
	}
	occ := b.Occupied()
	checkers := info.Checkers
	if !checkers.More() {
		g.mask = ^b.ByColor(us)
		if checkers != 0 {
			g.mask &= checkers | board8.Between(ksq, checkers.First())
		}
		g.pinned = info.Pinned
		dst = p.genPawns(g, dst)
	}
	dst = p.genEnPassant(g, dst)
	for t := p.kingSpecials(ksq, checkers != 0) &^ kingT[ksq]; t != 0; {
		to := t.PopFirst()
		if b.Attackers(to, them, occ^board8.Bit(ksq)) == 0 {
			dst = g.add(dst, core.NewMove(board8.Sq(ksq), board8.Sq(to)))
		}
	}
	return dst
}

// genPieces generates (slow path) the moves of every piece but the pawns,
// the king's special moves and a lone king's powers included.
func (p *Position) genPieces(g *gen, dst []core.Move) []core.Move {
	b := &p.b
	us := b.Side()
	own, opp := b.ByColor(us), b.ByColor(us^1)
	occ := own | opp
	spec := b.Spec()
	for pcs := own &^ (b.ByKind(Bidak) | b.ByKind(returning)); pcs != 0; {
		from := pcs.PopFirst()
		pc := b.At(from)
		var t bitboard
		if pc.Kind() == Raja {
			t = kingT[from] | p.kingSpecials(from, p.rules.attacked(b, from, us^1))
			if p.rules.isLone(b, us) {
				t |= loneAttacks(from, occ, p.rules.Pieces)
			}
			t &^= own
		} else {
			t = spec.Moves(pc, from, occ, opp)
		}
		for t != 0 {
			to := t.PopFirst()
			if m := core.NewMove(board8.Sq(from), board8.Sq(to)); g.tested(p, m) {
				dst = g.add(dst, m)
			}
		}
	}
	return dst
}

// kingSpecials returns the targets of the king's leap (CH-16) and castling
// (CH-17) from ksq, not yet tested for safety; inCheck says whether the
// king is attacked now. It excludes the squares of the own pieces and of
// the enemy raja.
func (p *Position) kingSpecials(ksq int, inCheck bool) bitboard {
	b := &p.b
	us := b.Side()
	st := &p.st
	occ := b.Occupied()
	var t bitboard
	switch p.rules.KingLeap {
	case FirstCheck:
		if inCheck && !st.checked[us] {
			t |= knightT[ksq]
			for l := leap2[ksq]; l != 0; {
				to := l.PopFirst()
				if !occ.Has((ksq + to) / 2) {
					t |= board8.Bit(to)
				}
			}
		}
	case BeforeChecked:
		if !inCheck && !st.checked[us] && !st.moved[us] {
			t |= knightT[ksq]
		}
	}
	if !st.moved[us] {
		switch p.rules.Castling {
		case KingJump:
			t |= sideway2[ksq] &^ occ
		case SidewaysBeforeChecked:
			if !inCheck && !st.checked[us] {
				t |= sideway2[ksq] &^ occ
			}
		case TwoStep:
			if inCheck {
				for s := sideway2[ksq] &^ occ; s != 0; {
					to := s.PopFirst()
					if b.At((ksq+to)/2) == core.MakePiece(us, Tor) {
						t |= board8.Bit(to)
					}
				}
			}
		}
	}
	// The leaps are not attacks, so the enemy raja may stand where one
	// lands; a raja is never captured, so such a leap is no move.
	return t &^ (b.ByColor(us) | b.Pieces(us^1, Raja))
}

// loneCapturer returns the pawns of the side to move that may not advance
// and those that may advance one square only (CH-9).
func (p *Position) loneCapturer() (frozen, single bitboard) {
	b := &p.b
	us := b.Side()
	them := us ^ 1
	pawns := b.Pieces(us, Bidak)
	start := pawns & startRank[us]
	if start == 0 {
		return 0, 0
	}
	var reach bitboard
	if us == core.White {
		reach = (start&^board8.FileA)<<7 | (start&^board8.FileMask(7))<<9
	} else {
		reach = (start&^board8.FileA)>>9 | (start&^board8.FileMask(7))>>7
	}
	for t := reach & (b.Pieces(them, Bidak) | b.Pieces(them, returning)); t != 0; {
		e := t.PopFirst()
		a := pawnAtt[them][e] & pawns
		switch {
		case !a.More():
			frozen |= a
		case a&^startRank[us] == 0:
			single |= a
		}
	}
	return frozen, single &^ frozen
}

// promoKinds returns the kinds a pawn of colour c promoting on file f may
// become (CH-14); none under CapturedPiece while nothing has been
// captured.
func (p *Position) promoKinds(c core.Color, f int) (kinds [4]core.Kind, n int) {
	switch p.rules.PromotionPiece {
	case FilePiece:
		switch f {
		case 0, 7:
			kinds[0] = Tor
		case 1, 6:
			kinds[0] = Kuda
		case 2, 5:
			kinds[0] = p.rules.GajahKind()
		default:
			kinds[0] = p.rules.MantriKind()
		}
		return kinds, 1
	case AlwaysMantri:
		kinds[0] = p.rules.MantriKind()
		return kinds, 1
	case AnyPiece:
		return p.classKinds(), 4
	}
	ck := p.classKinds()
	for cls, k := range ck {
		if p.st.pool[c&1][cls] > 0 {
			kinds[n] = k
			n++
		}
	}
	return kinds, n
}

// promote adds the promotions of the move from-to, one per kind allowed.
func (p *Position) promote(g *gen, dst []core.Move, from, to int) []core.Move {
	kinds, n := p.promoKinds(p.b.Side(), to&7)
	if n == 0 {
		return dst
	}
	m := core.NewPromotion(board8.Sq(from), board8.Sq(to), kinds[0])
	if !g.legal(p, m, from, to) {
		return dst
	}
	if g.count {
		g.n += n
		return dst
	}
	for _, k := range kinds[:n] {
		dst = append(dst, core.NewPromotion(board8.Sq(from), board8.Sq(to), k))
	}
	return dst
}

// pawnTo adds the move of an ordinary pawn from-to: a promotion on
// arrival on the a- and h-files' last squares (CH-10), else a plain move
// (which starts the journey home on the other last-rank squares).
func (p *Position) pawnTo(g *gen, dst []core.Move, from, to int) []core.Move {
	if f := to & 7; (f == 0 || f == 7) && lastRank[p.b.Side()].Has(to) {
		return p.promote(g, dst, from, to)
	}
	if m := core.NewMove(board8.Sq(from), board8.Sq(to)); g.legal(p, m, from, to) {
		dst = g.add(dst, m)
	}
	return dst
}

// fastPawnTo is pawnTo for a move the fast path has found legal.
func (p *Position) fastPawnTo(g *gen, dst []core.Move, from, to int) []core.Move {
	if f := to & 7; (f == 0 || f == 7) && lastRank[p.b.Side()].Has(to) {
		return p.promote(g, dst, from, to)
	}
	return g.add(dst, core.NewMove(board8.Sq(from), board8.Sq(to)))
}

// genPawns generates the pawns' ordinary moves, double steps and the
// returning pawns' steps (CH-6, CH-7, CH-9..CH-13).
func (p *Position) genPawns(g *gen, dst []core.Move) []core.Move {
	b := &p.b
	us := b.Side()
	occ := b.Occupied()
	opp := b.ByColor(us ^ 1)
	fwd := forward[us]
	r := &p.rules
	var frozen, single bitboard
	if !r.NoLoneCapturerStays {
		frozen, single = p.loneCapturer()
	}
	if !g.slow {
		// The fast path: each pawn's targets at once, filtered by the
		// check mask and its pin line; the moves in the order of the
		// loop below (step, double step, captures from the lowest
		// square), promotions through promote.
		for pawns := b.Pieces(us, Bidak); pawns != 0; {
			from := pawns.PopFirst()
			to := from + fwd
			var t bitboard
			if !occ.Has(to) && !frozen.Has(from) {
				t = board8.Bit(to)
				if !r.NoDoubleStep && startRank[us].Has(from) && !single.Has(from) && !occ.Has(to+fwd) {
					t |= board8.Bit(to + fwd)
				}
			}
			caps := pawnAtt[us][from] & opp
			t = (t | caps) & g.mask
			if g.pinned.Has(from) {
				t &= board8.Line(g.ksq, from)
			}
			if t == 0 {
				continue
			}
			if t.Has(to) {
				dst = p.fastPawnTo(g, dst, from, to)
			}
			if t.Has(to + fwd) {
				dst = g.add(dst, core.NewMove(board8.Sq(from), board8.Sq(to+fwd)))
			}
			for c := t & caps; c != 0; {
				dst = p.fastPawnTo(g, dst, from, c.PopFirst())
			}
		}
	}
	for pawns := b.Pieces(us, Bidak); pawns != 0 && g.slow; {
		from := pawns.PopFirst()
		if to := from + fwd; !occ.Has(to) && !frozen.Has(from) {
			dst = p.pawnTo(g, dst, from, to)
			if !r.NoDoubleStep && startRank[us].Has(from) && !single.Has(from) && !occ.Has(to+fwd) {
				if m := core.NewMove(board8.Sq(from), board8.Sq(to+fwd)); g.legal(p, m, from, to+fwd) {
					dst = g.add(dst, m)
				}
			}
		}
		for t := pawnAtt[us][from] & opp; t != 0; {
			dst = p.pawnTo(g, dst, from, t.PopFirst())
		}
	}
	for rets := b.Pieces(us, returning); rets != 0; {
		from := rets.PopFirst()
		steps := p.steps(from)
		var t bitboard
		switch r.PromotionPath {
		case ReturnToDiagonal:
			t = board8.Bit(from - fwd)
		case DiagonalSteps:
			t = pawnAtt[us^1][from]
		case Lateral:
			t = kingT[from] & board8.RankMask(from>>3)
			if steps == 1 {
				t |= pawnAtt[us^1][from]
			}
		}
		for t &^= occ; t != 0; {
			to := t.PopFirst()
			if steps <= 1 {
				dst = p.promote(g, dst, from, to)
			} else if m := core.NewMove(board8.Sq(from), board8.Sq(to)); g.legal(p, m, from, to) {
				dst = g.add(dst, m)
			}
		}
	}
	return dst
}

// genEnPassant generates the en-passant captures (CH-8), each made and
// tested.
func (p *Position) genEnPassant(g *gen, dst []core.Move) []core.Move {
	if p.st.ep < 0 || p.rules.EnPassant == NoEnPassant {
		return dst
	}
	b := &p.b
	us := b.Side()
	e := int(p.st.ep)
	for c := pawnAtt[us^1][e] & b.Pieces(us, Bidak); c != 0; {
		from := c.PopFirst()
		m := core.NewMove(board8.Sq(from), board8.Sq(e))
		if p.rules.EnPassant == BlockedEnPassant {
			blk := from + forward[us]
			if !p.enemyPawn(blk, us^1) {
				continue
			}
			if g.tested(p, m) {
				dst = g.add(dst, m)
			}
			m = m.WithRemoval(board8.Sq(blk))
		}
		if g.tested(p, m) {
			dst = g.add(dst, m)
		}
	}
	return dst
}

// enemyPawn reports whether square i holds a pawn (returning or not) of
// colour c.
func (p *Position) enemyPawn(i int, c core.Color) bool {
	pc := p.b.At(i)
	return pc != core.NoPiece && pc.Color() == c && (pc.Kind() == Bidak || pc.Kind() == returning)
}

// safeAfter reports whether the move m leaves the mover's king
// unattacked, by making it on a copy of the board.
func (p *Position) safeAfter(m core.Move) bool {
	b := p.b
	us := b.Side()
	p.applyBoard(&b, m)
	k := b.King(us)
	return k < 0 || !p.rules.attacked(&b, k, us^1)
}

// applyBoard makes the move m on the pieces of b (p's board or a copy):
// the capture (on the target, en passant, or of the blocking pawn), the
// move, the arrival that starts a pawn's journey, the promotion; the turn
// passes. It returns the piece that moved and what it captured where.
func (p *Position) applyBoard(b *board8.Board, m core.Move) (mover, captured core.Piece, capSq int) {
	mover, captured, capSq = p.moveParts(b, m)
	p.applyParts(b, m, capSq)
	return mover, captured, capSq
}

// moveParts returns the piece that the move m moves on b and what it
// captures where (capSq -1 for nothing), without making it.
func (p *Position) moveParts(b *board8.Board, m core.Move) (mover, captured core.Piece, capSq int) {
	from, to := board8.Idx(m.From()), board8.Idx(m.To())
	mover = b.At(from)
	capSq = -1
	switch {
	case m.Removal() != core.NoSquare:
		capSq = board8.Idx(m.Removal())
	case b.At(to) != core.NoPiece:
		capSq = to
	case mover.Kind() == Bidak && int(p.st.ep) == to && from&7 != to&7:
		capSq = to - forward[mover.Color()&1]
	}
	if capSq >= 0 {
		captured = b.At(capSq)
	}
	return mover, captured, capSq
}

// applyParts makes the move m, which captures on capSq (or -1), on b.
func (p *Position) applyParts(b *board8.Board, m core.Move, capSq int) {
	from, to := board8.Idx(m.From()), board8.Idx(m.To())
	mover := b.At(from)
	us := mover.Color()
	if capSq >= 0 && capSq != to {
		b.Remove(capSq)
	}
	promo := core.NoPiece
	switch k := m.Promotion(); {
	case k != core.NoKind:
		promo = core.MakePiece(us, k)
	case mover.Kind() == Bidak && lastRank[us&1].Has(to):
		promo = core.MakePiece(us, returning)
	}
	b.DoMove(from, to, promo)
}

// AppendLegalMoves appends the legal moves to dst and returns the extended
// slice; a finished game has none. With a buffer of enough capacity (a
// reused one, or an array on the caller's stack) it does not allocate.
func (p *Position) AppendLegalMoves(dst []core.Move) []core.Move {
	if p.countExpired() || !p.valid() {
		return dst
	}
	var g gen
	return p.generate(&g, dst)
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
// (perft's last ply); a finished game has none.
func (p *Position) CountLegalMoves() int {
	if p.countExpired() || !p.valid() {
		return 0
	}
	return p.countMoves()
}

// countMoves counts the moves, ignoring whether the game has ended.
func (p *Position) countMoves() int {
	g := gen{count: true}
	p.generate(&g, nil)
	return g.n
}

// IsLegal reports whether m is a legal move.
func (p *Position) IsLegal(m core.Move) bool {
	if m.IsZero() || m.IsDrop() || m.IsPass() || !board8.OnBoard(m.From()) || !board8.OnBoard(m.To()) {
		return false
	}
	if r := m.Removal(); r != core.NoSquare && !board8.OnBoard(r) {
		return false
	}
	for l := range p.LegalMoves() {
		if l == m {
			return true
		}
	}
	return false
}

// referenceMoves returns the legal moves by the slow generator alone
// (every move made and tested), for tests and explanations; pseudo keeps
// the moves that leave the king attacked.
func (p *Position) referenceMoves(pseudo bool) []core.Move {
	g := gen{slow: true, pseudo: pseudo}
	return p.generate(&g, nil)
}
