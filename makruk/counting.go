package makruk

import (
	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/board8"
)

// piecesLimit returns the pieces'-honour limit in moves for the stronger
// side's material (MK-13): two rua 8, one rua 16, two khon 22, two ma 32,
// one khon 44, one ma 64, otherwise 64.
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
	// MK-13: a lone khun with no bia on the board starts the
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

// actionError returns nil if the side to move may play the action m now,
// or why not: a *core.MoveError wrapping core.ErrGameOver once the game
// has ended, else core.ErrIllegalMove with the rule (MK-12, MK-13). The
// board's honour is the only thing Makruk's players do besides moving:
// core.StartCount starts it for the side to move, core.StopCount stops
// the side to move's count.
func (p *Position) actionError(op string, m core.Move) error {
	a := m.Action()
	fail := func(rule, msg string) error {
		return &core.MoveError{Op: op, Move: a.String(), Position: p.FEN(), Rule: rule, Msg: msg, Err: core.ErrIllegalMove}
	}
	if o := p.Outcome(); o.IsOver() {
		return &core.MoveError{Op: op, Move: a.String(), Position: p.FEN(), Msg: "the game has ended: " + o.String(), Err: core.ErrGameOver}
	}
	if a != core.StartCount && a != core.StopCount {
		return fail("", "makruk has no such action (a player resigns or agrees a draw through the Game)")
	}
	if p.rules.Counting != HonourCounting {
		return fail("MK-12", "these rules count by themselves, as Fairy-Stockfish does: no player starts or stops a count")
	}
	c := p.count
	if a == core.StartCount {
		switch {
		case p.b.ByKind(Bia) != 0:
			sq := board8.Sq(p.b.ByKind(Bia).First())
			return fail("MK-12", "the board's honour needs a board without bia (a bia stands on "+sq.String()+")")
		case c.Honour == PiecesHonour:
			return fail("MK-13", "the pieces' honour runs and replaces the board's")
		case (p.b.ByColor(core.White).Count() == 1) != (p.b.ByColor(core.Black).Count() == 1):
			return fail("MK-13", "a side has a lone khun: the pieces' honour counts, not the board's")
		case c.Honour == BoardHonour:
			return fail("MK-12", "a board's-honour count is already running ("+c.Counter.String()+" counts)")
		}
		return nil
	}
	switch {
	case c.Honour == NoHonour:
		return fail("MK-12", "no count is running")
	case c.Honour == PiecesHonour:
		return fail("MK-13", "the pieces' honour cannot be stopped")
	case c.Counter != p.Side():
		return fail("MK-12", "only the counter ("+c.Counter.String()+") may stop the count")
	}
	return nil
}

// applyAction changes the count as the action m does; m must be allowed
// (see actionError).
func (p *Position) applyAction(m core.Move) {
	switch m.Action() {
	case core.StartCount:
		p.count = Count{Honour: BoardHonour, Counter: p.b.Side(), Count: 0, Limit: 64}
	case core.StopCount:
		p.count = Count{}
	}
}
