package makruk

import (
	"github.com/chaturanga-go/chaturanga/core"
)

// piecesLimit returns the pieces'-honour limit in moves for the stronger
// side's material (MK-13): two rooks 8, one rook 16, two khons 22, two
// knights 32, one khon 44, one knight 64, otherwise 64.
func (p *Position) piecesLimit(strong core.Color) int {
	rooks := p.b.Pieces(strong, Rua).Count()
	khons := p.b.Pieces(strong, Khon).Count()
	knights := p.b.Pieces(strong, Ma).Count()
	switch {
	case rooks >= 2:
		return 8
	case rooks == 1:
		return 16
	case khons >= 2:
		return 22
	case knights >= 2:
		return 32
	case khons == 1:
		return 44
	}
	return 64
}

// updateHonours brings the honour count up to date after a move by mover
// (MK-12..MK-16).
func (p *Position) updateHonours(mover core.Color) {
	c := &p.count
	if c.Honour != NoHonour && mover == c.Counter {
		c.Count++
	}
	if c.Honour == PiecesHonour || p.b.ByKind(Bia) != 0 {
		return
	}
	// MK-13: a lone king with no unpromoted pawn on the board starts the
	// pieces' honour at once.
	white, black := p.b.ByColor(core.White).Count(), p.b.ByColor(core.Black).Count()
	if white > 1 && black > 1 || white == 1 && black == 1 {
		return
	}
	lone := core.White
	if black == 1 {
		lone = core.Black
	}
	*c = Count{Honour: PiecesHonour, Counter: lone, Count: white + black, Limit: p.piecesLimit(lone.Other())}
	if c.Count >= c.Limit {
		// MK-16: the first counted move would be beyond the limit.
		c.Count = c.Limit + 1
	}
}

// StartCount returns the position in which side c has started the board's
// honour (MK-12): c counts its own moves from 1 to 64. It is allowed under
// HonourCounting when no unpromoted bia is on the board and no count runs;
// otherwise the error wraps core.ErrIllegalMove.
func (p *Position) StartCount(c core.Color) (Position, error) {
	fail := func(msg string) (Position, error) {
		return Position{}, &core.MoveError{Op: "makruk.Position.StartCount", Move: "count", Position: p.FEN(), Rule: "MK-12", Msg: msg, Err: core.ErrIllegalMove}
	}
	switch {
	case p.rules.Counting != HonourCounting:
		return fail("this rule set counts automatically")
	case c != core.White && c != core.Black:
		return fail("no such side")
	case p.Outcome().IsOver():
		return fail("the game has ended")
	case p.b.ByKind(Bia) != 0:
		return fail("an unpromoted bia is on the board")
	case p.count.Honour != NoHonour:
		return fail("a count is already running")
	}
	q := *p
	q.count = Count{Honour: BoardHonour, Counter: c, Count: 0, Limit: 64}
	return q, nil
}

// StopCount returns the position in which side c, the counter, has
// stopped its board's-honour count (MK-12); the count is discarded and
// either side may start a new one later. Only the counter may stop, and
// the pieces' honour cannot be stopped; otherwise the error wraps
// core.ErrIllegalMove.
func (p *Position) StopCount(c core.Color) (Position, error) {
	if p.count.Honour != BoardHonour || p.count.Counter != c || p.Outcome().IsOver() {
		return Position{}, &core.MoveError{Op: "makruk.Position.StopCount", Move: "stop", Position: p.FEN(), Rule: "MK-12",
			Msg: "only the counter may stop a running board's-honour count", Err: core.ErrIllegalMove}
	}
	q := *p
	q.count = Count{}
	return q, nil
}
