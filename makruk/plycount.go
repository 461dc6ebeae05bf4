package makruk

import (
	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/board8"
)

// Fairy-Stockfish's counting, for the Pychess rule set. The count runs in
// plies and belongs to nobody: while it runs every ply adds one, and its
// end is a draw to be claimed, never automatic.

// plyLimit returns Fairy-Stockfish's counting limit for side c in moves,
// or 0 when no count applies to c: none while an unpromoted bia is on the
// board or when c's opponent has only its khun; 64 when c has more than
// its khun (the board's honour); otherwise (c is a lone khun) by the
// opponent's material as in MK-13.
func (p *Position) plyLimit(c core.Color) int {
	if p.b.ByKind(Bia) != 0 || p.b.ByColor(c.Other()).Count() == 1 {
		return 0
	}
	if p.b.ByColor(c).Count() > 1 {
		return 64
	}
	return p.piecesLimit(c.Other())
}

// updatePlyCount brings the ply count up to date after a move by mover
// that captured captured (or nothing) and perhaps promoted.
func (p *Position) updatePlyCount(mover core.Color, captured core.Piece, promotion bool) {
	c := &p.count
	if c.Running() {
		c.Count++
	}
	stm := mover.Other()
	n := p.b.Occupied().Count()
	// A lone khun took the last bia: the count starts for it.
	if captured.Kind() == Bia && p.b.ByColor(mover).Count() == 1 && p.b.ByKind(Bia) == 0 {
		if l := p.countLimit(mover); l != 0 {
			*c = Count{Honour: PiecesHonour, Counter: mover, Count: 2*n - 1, Limit: 2 * l}
		}
	}
	// The side to move starts a count when none runs, or starts afresh
	// when a capture or promotion has just bared it.
	bare := p.b.ByColor(stm).Count() == 1
	if !c.Running() || (captured != core.NoPiece || promotion) && bare {
		if l := p.countLimit(stm); l != 0 {
			if bare {
				*c = Count{Honour: PiecesHonour, Counter: stm, Count: 2 * n, Limit: 2 * l}
			} else {
				*c = Count{Honour: BoardHonour, Counter: stm, Count: 0, Limit: 2 * l}
			}
		}
	}
}

// plyCountExpired reports whether the ply count has passed its limit.
func (p *Position) plyCountExpired() bool {
	return p.count.Running() && p.count.Count > p.count.Limit
}

// plyCountFromFEN describes a count read from Fairy-Stockfish's FEN
// fields: the pieces' honour of a lone khun (the side to move's if both
// are lone), else the board's honour of its counter by
// [Position.plyCounter].
func (p *Position) plyCountFromFEN(ply, limit int) Count {
	if p.rules.Counting == CambodianCounting {
		return p.cambodianCount(ply, limit)
	}
	for _, c := range []core.Color{p.Side(), p.Side().Other()} {
		if p.b.ByColor(c).Count() == 1 {
			return Count{Honour: PiecesHonour, Counter: c, Count: ply, Limit: limit}
		}
	}
	return Count{Honour: BoardHonour, Counter: p.plyCounter(ply), Count: ply, Limit: limit}
}

// plyCounter returns the counter of a board's-honour count that has run
// ply plies under Fairy-Stockfish's countings (MK-16): such a count
// starts at 0 with the side to move as its counter (only the side to
// move starts one, after any move) and grows by one every ply, so its
// counter is the side to move when ply is even and the side that has
// just moved when it is odd (as pychess-variants shows it).
func (p *Position) plyCounter(ply int) core.Color {
	if ply%2 != 0 {
		return p.Side().Other()
	}
	return p.Side()
}

// InsufficientMaterial reports whether side c lacks the material to mate,
// as Fairy-Stockfish judges it for pychess-variants (its
// has_insufficient_material): c can mate with a rua or a khon; with a met
// (which keeps to one colour of square) only if the mets on the board stand
// on both colours or some other piece besides the khuns and mets is on the
// board; with a ma or a bia only if some other piece besides the khuns is
// on the board. The kings themselves never count. Under the family's rules
// every piece mates in Makpong (MP-1), a bia mates under ASEAN's promotion
// (AS-3), and the ai-wok counts as a ma does (AW-3).
//
// Under [Rules.FirstCheck] (KarOuk, KO-3) any piece can give the check
// that wins, so only a lone khun lacks the material.
//
// Under the counting of Fairy-Stockfish, [PlyCounting] (Pychess),
// [CambodianCounting] (Cambodian, KarOuk; OC-6) and [ASEANCounting], a
// position where neither side has the material is a draw that may be
// claimed ([Position.Claims] reports
// core.InsufficientMaterial; the moves stay, as Fairy-Stockfish's perft
// counts them). Under [HonourCounting] (Default) it decides nothing: the
// counting rules and MK-17 end such games.
func (p *Position) InsufficientMaterial(c core.Color) bool {
	if c != core.White && c != core.Black {
		return false
	}
	if p.rules.FirstCheck {
		return p.b.ByColor(c).Count() == 1 // KO-3: any piece can give the check that wins
	}
	if p.b.Pieces(c, Rua)|p.b.Pieces(c, Khon) != 0 || p.familyMates(c) {
		return false
	}
	const light = board8.Bitboard(0x55AA55AA55AA55AA)
	others := p.b.Occupied() &^ p.b.ByKind(Khun) // every piece but the khuns
	mets := p.b.ByKind(Met)
	unbound := others &^ mets
	if mets&p.b.ByColor(c) != 0 && (mets&light != 0 && mets&^light != 0 || unbound != 0) {
		return false
	}
	if unbound&p.b.ByColor(c) != 0 && others.Count() >= 2 {
		return false
	}
	return true
}
