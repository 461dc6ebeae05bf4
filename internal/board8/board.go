package board8

import (
	"github.com/chaturanga-go/chaturanga/core"
)

// A Board is the piece placement of an 8x8 game with its Zobrist hash and
// side to move. It is a plain value: copying it copies the position. The
// zero Board is unusable; use [NewBoard].
type Board struct {
	spec  *Spec
	color [2]Bitboard
	kind  [core.NumKinds]Bitboard
	sq    [64]core.Piece
	side  core.Color
	hash  uint64
}

// NewBoard returns an empty board for the rule set s, White to move.
func NewBoard(s *Spec) Board { return Board{spec: s} }

// Spec returns the board's rule tables.
func (b *Board) Spec() *Spec { return b.spec }

// At returns the piece on square i.
func (b *Board) At(i int) core.Piece { return b.sq[i] }

// Side returns the colour to move.
func (b *Board) Side() core.Color { return b.side }

// SetSide sets the colour to move, updating the hash.
func (b *Board) SetSide(c core.Color) {
	if c != b.side {
		b.hash ^= b.spec.sideKey
		b.side = c
	}
}

// FlipSide passes the turn to the other colour.
func (b *Board) FlipSide() {
	b.side ^= 1
	b.hash ^= b.spec.sideKey
}

// Hash returns the Zobrist hash of the pieces and the side to move.
func (b *Board) Hash() uint64 { return b.hash }

// XorHash mixes game state beyond the pieces into the hash.
func (b *Board) XorHash(k uint64) { b.hash ^= k }

// Occupied returns all occupied squares.
func (b *Board) Occupied() Bitboard { return b.color[0] | b.color[1] }

// ByColor returns the squares of colour c's pieces.
func (b *Board) ByColor(c core.Color) Bitboard { return b.color[c&1] }

// ByKind returns the squares of pieces of kind k of both colours.
func (b *Board) ByKind(k core.Kind) Bitboard { return b.kind[k] }

// Pieces returns the squares of colour c's pieces of kind k.
func (b *Board) Pieces(c core.Color, k core.Kind) Bitboard { return b.kind[k] & b.color[c&1] }

// King returns the square of colour c's king, or -1 if it has none.
func (b *Board) King(c core.Color) int {
	k := b.kind[core.King] & b.color[c&1]
	if k == 0 {
		return -1
	}
	return k.First()
}

// Put places p on the empty square i.
func (b *Board) Put(p core.Piece, i int) {
	bb := Bit(i)
	b.color[p.Color()&1] |= bb
	b.kind[p.Kind()] |= bb
	b.sq[i] = p
	b.hash ^= b.spec.keys[p.Color()&1][p.Kind()][i]
}

// Remove empties square i and returns what stood there.
func (b *Board) Remove(i int) core.Piece {
	p := b.sq[i]
	if p == core.NoPiece {
		return p
	}
	bb := Bit(i)
	b.color[p.Color()&1] &^= bb
	b.kind[p.Kind()] &^= bb
	b.sq[i] = core.NoPiece
	b.hash ^= b.spec.keys[p.Color()&1][p.Kind()][i]
	return p
}

// Move moves the piece on from to the empty square to.
func (b *Board) Move(from, to int) {
	p := b.sq[from]
	c, k := p.Color()&1, p.Kind()
	bb := Bit(from) | Bit(to)
	b.color[c] ^= bb
	b.kind[k] ^= bb
	b.sq[from], b.sq[to] = core.NoPiece, p
	b.hash ^= b.spec.keys[c][k][from] ^ b.spec.keys[c][k][to]
}

// Attackers returns the pieces of colour c that attack square i with
// occupancy occ.
func (b *Board) Attackers(i int, c core.Color, occ Bitboard) Bitboard {
	s := b.spec
	c &= 1
	var a Bitboard
	for _, k := range s.leapers {
		a |= s.reverse[k][c][i] & b.kind[k]
	}
	if len(s.orth) > 0 {
		var sl Bitboard
		for _, k := range s.orth {
			sl |= b.kind[k]
		}
		a |= RookAttacks(i, occ) & sl
	}
	if len(s.diag) > 0 {
		var sl Bitboard
		for _, k := range s.diag {
			sl |= b.kind[k]
		}
		a |= BishopAttacks(i, occ) & sl
	}
	return a & b.color[c]
}

// InCheck reports whether colour c's king is attacked.
func (b *Board) InCheck(c core.Color) bool {
	k := b.King(c)
	return k >= 0 && b.Attackers(k, c^1, b.Occupied()) != 0
}

// Checkers returns the pieces giving check to the side to move.
func (b *Board) Checkers() Bitboard {
	k := b.King(b.side)
	if k < 0 {
		return 0
	}
	return b.Attackers(k, b.side^1, b.Occupied())
}

// Pinned returns colour c's pieces that stand alone between their king and
// an enemy rider aimed at it.
func (b *Board) Pinned(c core.Color) Bitboard {
	c &= 1
	k := b.King(c)
	if k < 0 {
		return 0
	}
	s := b.spec
	var snipers Bitboard
	if len(s.orth) > 0 {
		var sl Bitboard
		for _, kd := range s.orth {
			sl |= b.kind[kd]
		}
		snipers |= RookAttacks(k, 0) & sl
	}
	if len(s.diag) > 0 {
		var sl Bitboard
		for _, kd := range s.diag {
			sl |= b.kind[kd]
		}
		snipers |= BishopAttacks(k, 0) & sl
	}
	snipers &= b.color[c^1]
	occ := b.Occupied()
	var pinned Bitboard
	for snipers != 0 {
		between := Between(k, snipers.PopFirst()) & occ
		if between != 0 && !between.More() {
			pinned |= between & b.color[c]
		}
	}
	return pinned
}

// GenFlags select what [Board.AppendLegal] generates.
type GenFlags uint8

// The flags.
const (
	// NoKingMoves skips the king's ordinary moves.
	NoKingMoves GenFlags = 1 << iota
	// KingCapturesChecker lets a king in check move only to capture its
	// single checker (Makpong: a checked king may not step away, and a
	// double check is mate).
	KingCapturesChecker
)

// AppendLegal appends the legal ordinary moves of the side to move: every
// kind's moves by its tables, pawns promoting on arrival per the spec,
// nothing that leaves its own king attacked. Special moves (drops,
// promotions in place, en passant, castling) are the game's. A side with
// no king on the board (Sittuyin's setup) has no checks to mind.
func (b *Board) AppendLegal(dst []core.Move, flags GenFlags) []core.Move {
	s := b.spec
	us := b.side & 1
	them := us ^ 1
	own, opp := b.color[us], b.color[them]
	occ := own | opp
	mask := ^own
	ksq := b.King(us)
	var pinned Bitboard
	if ksq >= 0 {
		checkers := b.Attackers(ksq, them, occ)
		if flags&NoKingMoves == 0 {
			t := s.capture[core.King][us][ksq] &^ own
			if checkers != 0 && flags&KingCapturesChecker != 0 {
				t &= kingCaptures(checkers)
			}
			for t != 0 {
				to := t.PopFirst()
				if b.Attackers(to, them, occ^Bit(ksq)) == 0 {
					dst = append(dst, core.NewMove(Sq(ksq), Sq(to)))
				}
			}
		}
		if checkers.More() {
			return dst
		}
		if checkers != 0 {
			mask &= b.evasions(ksq, checkers.First())
		}
		pinned = b.Pinned(us)
	}
	for _, k := range s.kinds[1:] {
		if k == core.Pawn && s.NoPawnMoves {
			continue
		}
		promo := k == core.Pawn && (s.PromoKind != core.NoKind || len(s.PromoKinds) > 0)
		p := core.MakePiece(us, k)
		for pcs := b.kind[k] & own; pcs != 0; {
			from := pcs.PopFirst()
			t := s.Moves(p, from, occ, opp) & mask
			if pinned.Has(from) {
				t &= Line(ksq, from)
			}
			for t != 0 {
				to := t.PopFirst()
				if promo && s.PromoZone[us].Has(to) {
					if len(s.PromoKinds) > 0 {
						for _, pk := range s.PromoKinds {
							dst = append(dst, core.NewPromotion(Sq(from), Sq(to), pk))
						}
						continue
					}
					dst = append(dst, core.NewPromotion(Sq(from), Sq(to), s.PromoKind))
				} else {
					dst = append(dst, core.NewMove(Sq(from), Sq(to)))
				}
			}
		}
	}
	return dst
}

// CountLegal returns the number of moves AppendLegal would append, without
// building them (perft's last ply).
func (b *Board) CountLegal(flags GenFlags) int {
	s := b.spec
	us := b.side & 1
	them := us ^ 1
	own, opp := b.color[us], b.color[them]
	occ := own | opp
	mask := ^own
	ksq := b.King(us)
	n := 0
	var pinned Bitboard
	if ksq >= 0 {
		checkers := b.Attackers(ksq, them, occ)
		if flags&NoKingMoves == 0 {
			t := s.capture[core.King][us][ksq] &^ own
			if checkers != 0 && flags&KingCapturesChecker != 0 {
				t &= kingCaptures(checkers)
			}
			for t != 0 {
				if b.Attackers(t.PopFirst(), them, occ^Bit(ksq)) == 0 {
					n++
				}
			}
		}
		if checkers.More() {
			return n
		}
		if checkers != 0 {
			mask &= b.evasions(ksq, checkers.First())
		}
		pinned = b.Pinned(us)
	}
	for _, k := range s.kinds[1:] {
		if k == core.Pawn && s.NoPawnMoves {
			continue
		}
		p := core.MakePiece(us, k)
		for pcs := b.kind[k] & own; pcs != 0; {
			from := pcs.PopFirst()
			t := s.Moves(p, from, occ, opp) & mask
			if pinned.Has(from) {
				t &= Line(ksq, from)
			}
			n += t.Count()
		}
	}
	if len(s.PromoKinds) > 1 && !s.NoPawnMoves {
		n += (len(s.PromoKinds) - 1) * b.promotions(us, occ, opp, mask, pinned, ksq)
	}
	return n
}

// promotions counts the pawn moves of colour us that arrive in the
// promotion zone, for CountLegal's promotion choices (each counted once
// there).
func (b *Board) promotions(us core.Color, occ, opp, mask, pinned Bitboard, ksq int) int {
	s := b.spec
	p := core.MakePiece(us, core.Pawn)
	zone := s.PromoZone[us]
	n := 0
	for pcs := b.kind[core.Pawn] & b.color[us]; pcs != 0; {
		from := pcs.PopFirst()
		if (s.quiet[core.Pawn][us][from]|s.capture[core.Pawn][us][from])&zone == 0 {
			continue // too far from the zone: the common case
		}
		t := s.Moves(p, from, occ, opp) & mask & zone
		if pinned.Has(from) {
			t &= Line(ksq, from)
		}
		n += t.Count()
	}
	return n
}

// kingCaptures returns the squares a king in check by checkers may go to
// under KingCapturesChecker: the checker's square, or none in double check.
func kingCaptures(checkers Bitboard) Bitboard {
	if checkers.More() {
		return 0
	}
	return checkers
}

// evasions returns the squares where a move answers the single check of
// the piece on checker against the king on ksq: the checker's square, and
// the squares between when the checker is a rider. A leaper that is
// aligned with the king (the alfil two squares away diagonally) jumps the
// square between, so blocking there does not help.
func (b *Board) evasions(ksq, checker int) Bitboard {
	if b.spec.slider[b.sq[checker].Kind()] == 0 {
		return Bit(checker)
	}
	return Bit(checker) | Between(ksq, checker)
}

// LeavesKingSafe reports whether the side that just moved (the opponent of
// the side to move) has its king unattacked: the slow legality test for
// special moves, made after the move.
func (b *Board) LeavesKingSafe() bool { return !b.InCheck(b.side ^ 1) }
