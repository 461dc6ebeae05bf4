package makruk

import (
	"strconv"

	"github.com/chaturanga-go/chaturanga/core"
)

// ASEAN counting (AS-4), as Fairy-Stockfish keeps it: in plies, owned by
// nobody once it runs, its end a draw to be claimed.

// aseanLimit returns the ASEAN counting limit in moves for side c, or 0
// when c is not counted: c must be a bare khun with no bia on the board;
// then 16 if the opponent has a rua, else 44 with a khon, else 64 with a
// ma, else (mets, ai-woks) no count.
func (p *Position) aseanLimit(c core.Color) int {
	if p.b.ByKind(Bia) != 0 || p.b.ByColor(c).Count() > 1 {
		return 0
	}
	them := c.Other()
	switch {
	case p.b.Pieces(them, Rua) != 0:
		return 16
	case p.b.Pieces(them, Khon) != 0:
		return 44
	case p.b.Pieces(them, Ma) != 0:
		return 64
	}
	return 0
}

// updateASEANCount brings the ASEAN count up to date after a move that
// captured captured (or nothing) and perhaps promoted: a running count
// grows by one; a count starts at 0 when none runs and the side to move
// is a bare khun that can be counted, and starts afresh when a capture or
// a promotion has just bared the side to move. Once started a count runs
// to the end of the game, whoever is to move.
func (p *Position) updateASEANCount(captured core.Piece, promotion bool) {
	c := &p.count
	if c.Running() {
		c.Count++
	}
	if p.b.ByKind(Bia) != 0 {
		return // no count starts while a bia stands (the common case)
	}
	stm := p.b.Side()
	if !c.Running() || (captured != core.NoPiece || promotion) && p.b.ByColor(stm).Count() == 1 {
		if l := p.aseanLimit(stm); l != 0 {
			*c = Count{Honour: PiecesHonour, Counter: stm, Count: 0, Limit: 2 * l}
		}
	}
}

// validateASEANCount returns what makes a running ASEAN count one that
// play cannot reach, or "": a limit other than 32, 88 or 128 plies, no
// bare khun on the board, or a limit longer than the stronger side's
// material allows (material only shrinks once the count runs). A bia on
// the board has been refused before.
func (p *Position) validateASEANCount() string {
	c := p.count
	itoa := strconv.Itoa
	if c.Limit != 32 && c.Limit != 88 && c.Limit != 128 {
		return "counting limit " + itoa(c.Limit) + " is not one ASEAN counting sets (32, 88 or 128 plies: AS-4)"
	}
	white, black := p.b.ByColor(core.White).Count(), p.b.ByColor(core.Black).Count()
	switch {
	case white > 1 && black > 1:
		return "an ASEAN count runs only for a bare khun (AS-4), and both sides have more"
	case white == 1 && black == 1:
		return ""
	}
	bare := core.White
	if black == 1 {
		bare = core.Black
	}
	if l := p.aseanLimit(bare); l != 0 && c.Limit > 2*l {
		return "counting limit " + itoa(c.Limit) + " is longer than the stronger side's material allows (" + itoa(2*l) +
			" plies, AS-4); material only shrinks once the count runs"
	}
	return ""
}
