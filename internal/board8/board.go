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

// DoMove plays the move of the piece on from to to, the heart of a game's
// MakeMove: whatever stands on to is captured and returned, the piece
// becomes promo on arrival unless promo is core.NoPiece, and the turn
// passes to the other colour. The hash follows. [Board.UndoMove] takes it
// back.
func (b *Board) DoMove(from, to int, promo core.Piece) (captured core.Piece) {
	from, to = from&63, to&63
	s := b.spec
	p := b.sq[from]
	captured = b.sq[to]
	fb, tb := Bit(from), Bit(to)
	h := b.hash ^ s.sideKey ^ s.pieceKey[p&63][from]
	if captured != core.NoPiece {
		b.color[captured>>5&1] ^= tb
		b.kind[captured.Kind()] ^= tb
		h ^= s.pieceKey[captured&63][to]
	}
	b.color[p>>5&1] ^= fb | tb
	if promo == core.NoPiece {
		b.kind[p.Kind()] ^= fb | tb
		h ^= s.pieceKey[p&63][to]
		b.sq[to] = p
	} else {
		b.kind[p.Kind()] ^= fb
		b.kind[promo.Kind()] ^= tb
		h ^= s.pieceKey[promo&63][to]
		b.sq[to] = promo
	}
	b.sq[from] = core.NoPiece
	b.side ^= 1
	b.hash = h
	return captured
}

// UndoMove takes back [Board.DoMove](from, to, ...) of the piece moved,
// as it stood on from, that captured captured (or core.NoPiece); hash is
// the board's hash before the move.
func (b *Board) UndoMove(from, to int, moved, captured core.Piece, hash uint64) {
	from, to = from&63, to&63
	landed := b.sq[to]
	fb, tb := Bit(from), Bit(to)
	b.color[moved>>5&1] ^= fb | tb
	b.kind[moved.Kind()] ^= fb
	b.kind[landed.Kind()] ^= tb
	b.sq[from] = moved
	b.sq[to] = captured
	if captured != core.NoPiece {
		b.color[captured>>5&1] |= tb
		b.kind[captured.Kind()] |= tb
	}
	b.side ^= 1
	b.hash = hash
}

// Unmove is [Board.UndoMove] for a caller that did not keep the hash: it
// takes the keys of the move out of the hash instead.
func (b *Board) Unmove(from, to int, moved, captured core.Piece) {
	from, to = from&63, to&63
	s := b.spec
	landed := b.sq[to]
	h := b.hash ^ s.sideKey ^ s.pieceKey[landed&63][to] ^ s.pieceKey[moved&63][from]
	fb, tb := Bit(from), Bit(to)
	b.color[moved>>5&1] ^= fb | tb
	b.kind[moved.Kind()] ^= fb
	b.kind[landed.Kind()] ^= tb
	b.sq[from] = moved
	b.sq[to] = captured
	if captured != core.NoPiece {
		b.color[captured>>5&1] |= tb
		b.kind[captured.Kind()] |= tb
		h ^= s.pieceKey[captured&63][to]
	}
	b.side ^= 1
	b.hash = h
}

// Attackers returns the pieces of colour c that attack square i with
// occupancy occ.
func (b *Board) Attackers(i int, c core.Color, occ Bitboard) Bitboard {
	s := b.spec
	c &= 1
	i &= 63
	var a Bitboard
	for _, k := range s.leapers {
		a |= s.reverse[k][c][i] & b.kind[k]
	}
	own := b.color[c]
	// A rider's magic lookup only when one stands on a line through i.
	if sl := b.orthRiders() & own; sl&rookRays[i] != 0 {
		a |= RookAttacks(i, occ) & sl
	}
	if sl := b.diagRiders() & own; sl&bishopRays[i] != 0 {
		a |= BishopAttacks(i, occ) & sl
	}
	return a & own
}

// orthRiders returns the pieces of both colours that ride along ranks
// and files; diagRiders those that ride along diagonals.
func (b *Board) orthRiders() Bitboard {
	o := &b.spec.orthK
	return b.kind[o[0]] | b.kind[o[1]] | b.kind[o[2]]
}

func (b *Board) diagRiders() Bitboard {
	d := &b.spec.diagK
	return b.kind[d[0]] | b.kind[d[1]] | b.kind[d[2]]
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

// CheckedAfter reports whether the side to move is in check after the
// ordinary move from-to that [Board.DoMove] has just made (a capture, if
// any, on to). The position before the move must have left the side now
// to move unchecked, as every legal position does: then only the piece
// that moved, or a rider behind the square it left, can check, and the
// full attack test runs only when such a rider stands on a line through
// the king and the emptied square.
func (b *Board) CheckedAfter(from, to int) bool {
	from, to = from&63, to&63
	s := b.spec
	them := b.side & 1
	kings := b.kind[core.King] & b.color[them]
	if kings == 0 {
		return false
	}
	k := kings.First() & 63
	p := b.sq[to]
	kd, c := p.Kind(), p>>5&1
	if s.capture[kd][c][to].Has(k) {
		return true
	}
	occ := b.color[0] | b.color[1]
	if sl := s.slider[kd]; sl != 0 && line[k][to] != 0 && between[k][to]&occ == 0 {
		if (to^k)&7 == 0 || (to^k)>>3 == 0 {
			if sl&orthSlider != 0 {
				return true
			}
		} else if sl&diagSlider != 0 {
			return true
		}
	}
	if line[k][from]&b.Riders(them^1) == 0 {
		return false
	}
	return b.Attackers(k, them^1, occ) != 0
}

// Riders returns colour c's pieces that ride (along ranks and files or
// diagonals): the only pieces whose attacks a move elsewhere can open.
func (b *Board) Riders(c core.Color) Bitboard {
	return (b.kind[b.spec.riders[0]] | b.kind[b.spec.riders[1]] | b.kind[b.spec.riders[2]]) & b.color[c&1]
}

// Pinned returns colour c's pieces that stand alone between their king and
// an enemy rider aimed at it.
func (b *Board) Pinned(c core.Color) Bitboard {
	c &= 1
	k := b.King(c)
	if k < 0 {
		return 0
	}
	return b.pinned(c, k&63)
}

// pinned is Pinned for colour c's king on k.
func (b *Board) pinned(c core.Color, k int) Bitboard {
	snipers := (rookRays[k]&b.orthRiders() | bishopRays[k]&b.diagRiders()) & b.color[c^1]
	occ := b.color[0] | b.color[1]
	var pinned Bitboard
	for snipers != 0 {
		between := between[k][snipers.PopFirst()] & occ
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
	var info GenInfo
	return b.AppendLegalInfo(dst, flags, &info)
}

// A GenInfo is what the generator found out about the side to move, for a
// game that adds moves of its own under the same constraints.
type GenInfo struct {
	King     int      // the king's square, or -1
	Checkers Bitboard // the enemy pieces that give check
	Pinned   Bitboard // the own pieces pinned to the king (empty when in double check)
}

// AppendLegalInfo is [Board.AppendLegal] that also fills info.
func (b *Board) AppendLegalInfo(dst []core.Move, flags GenFlags, info *GenInfo) []core.Move {
	return b.appendLegal(dst, flags, info, ^Bitboard(0), ^Bitboard(0))
}

// AppendLegalAmong appends the moves of [Board.AppendLegal] that go from
// a square of from to a square of to, in the same order: a legality test
// (one square each) or the moves that SAN text must tell apart (the
// pieces of one kind, one target) need not list them all.
func (b *Board) AppendLegalAmong(dst []core.Move, flags GenFlags, from, to Bitboard) []core.Move {
	var info GenInfo
	return b.appendLegal(dst, flags, &info, from, to)
}

// appendLegal is AppendLegalInfo for the moves from a square of only to a
// square of onto.
func (b *Board) appendLegal(dst []core.Move, flags GenFlags, info *GenInfo, only, onto Bitboard) []core.Move {
	s := b.spec
	us := b.side & 1
	them := us ^ 1
	own, opp := b.color[us], b.color[them]
	occ := own | opp
	mask := ^own & onto
	*info = GenInfo{King: -1}
	var pinned Bitboard
	ksq := 0
	if kings := b.kind[core.King] & own; kings != 0 {
		ksq = kings.First() & 63
		info.King = ksq
		checkers := b.Attackers(ksq, them, occ)
		info.Checkers = checkers
		if flags&NoKingMoves == 0 && only.Has(ksq) {
			kfrom, occK := Sq(ksq), occ^Bit(ksq)
			t := s.capture[core.King][us][ksq] &^ own & onto
			if checkers != 0 && flags&KingCapturesChecker != 0 {
				t &= kingCaptures(checkers)
			}
			for t != 0 {
				to := t.PopFirst()
				if b.Attackers(to, them, occK) == 0 {
					dst = append(dst, core.NewMove(kfrom, Sq(to)))
				}
			}
		}
		if checkers.More() {
			return dst
		}
		if checkers != 0 {
			mask &= b.evasions(ksq, checkers.First())
		}
		pinned = b.pinned(us, ksq)
		info.Pinned = pinned
	}
	for _, k := range s.kinds[1:] {
		pcs := b.kind[k] & own & only
		if pcs == 0 || k == core.Pawn && s.NoPawnMoves {
			continue
		}
		quiet, capt, sl := &s.quiet[k][us], &s.capture[k][us], s.slider[k]
		promo := k == core.Pawn && (s.PromoKind != core.NoKind || len(s.PromoKinds) > 0)
		for pcs != 0 {
			from := pcs.PopFirst() & 63
			t := quiet[from]&^occ | capt[from]&opp
			if sl != 0 {
				var r Bitboard
				if sl&orthSlider != 0 {
					r = RookAttacks(from, occ)
				}
				if sl&diagSlider != 0 {
					r |= BishopAttacks(from, occ)
				}
				t |= r &^ own
			}
			t &= mask
			if pinned.Has(from) {
				t &= line[ksq][from]
			}
			fsq := Sq(from)
			if promo {
				for t != 0 {
					to := t.PopFirst()
					if !s.PromoZone[us].Has(to) {
						dst = append(dst, core.NewMove(fsq, Sq(to)))
					} else if len(s.PromoKinds) > 0 {
						for _, pk := range s.PromoKinds {
							dst = append(dst, core.NewPromotion(fsq, Sq(to), pk))
						}
					} else {
						dst = append(dst, core.NewPromotion(fsq, Sq(to), s.PromoKind))
					}
				}
				continue
			}
			for t != 0 {
				dst = append(dst, core.NewMove(fsq, Sq(t.PopFirst())))
			}
		}
	}
	return dst
}

// CountLegal returns the number of moves AppendLegal would append, without
// building them (perft's last ply).
func (b *Board) CountLegal(flags GenFlags) int {
	var info GenInfo
	return b.CountLegalInfo(flags, &info)
}

// CountLegalInfo is [Board.CountLegal] that also fills info.
func (b *Board) CountLegalInfo(flags GenFlags, info *GenInfo) int {
	s := b.spec
	us := b.side & 1
	them := us ^ 1
	own, opp := b.color[us], b.color[them]
	occ := own | opp
	mask := ^own
	n := 0
	*info = GenInfo{King: -1}
	var pinned Bitboard
	ksq := 0
	if kings := b.kind[core.King] & own; kings != 0 {
		ksq = kings.First() & 63
		info.King = ksq
		checkers := b.Attackers(ksq, them, occ)
		info.Checkers = checkers
		if flags&NoKingMoves == 0 {
			occK := occ ^ Bit(ksq)
			t := s.capture[core.King][us][ksq] &^ own
			if checkers != 0 && flags&KingCapturesChecker != 0 {
				t &= kingCaptures(checkers)
			}
			for t != 0 {
				if b.Attackers(t.PopFirst(), them, occK) == 0 {
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
		pinned = b.pinned(us, ksq)
		info.Pinned = pinned
	}
	for _, k := range s.kinds[1:] {
		pcs := b.kind[k] & own
		if pcs == 0 || k == core.Pawn && s.NoPawnMoves {
			continue
		}
		quiet, capt, sl := &s.quiet[k][us], &s.capture[k][us], s.slider[k]
		for pcs != 0 {
			from := pcs.PopFirst() & 63
			t := quiet[from]&^occ | capt[from]&opp
			if sl != 0 {
				var r Bitboard
				if sl&orthSlider != 0 {
					r = RookAttacks(from, occ)
				}
				if sl&diagSlider != 0 {
					r |= BishopAttacks(from, occ)
				}
				t |= r &^ own
			}
			t &= mask
			if pinned.Has(from) {
				t &= line[ksq][from]
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
