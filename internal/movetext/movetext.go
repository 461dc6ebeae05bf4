// Package movetext is the move text the 8x8 games share: coordinate
// notation checked against the board's size, the reading of coordinate
// text against a position's legal moves with the game's own explanation of
// an illegal move, and strict and lenient SAN. Each game keeps its
// exported functions and methods and delegates here.
package movetext

import (
	"errors"
	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/board8"
	"github.com/chaturanga-go/chaturanga/internal/notate"
)

// A Game is what the text of one game needs: its name (the prefix of error
// operations), its letters, whether it has drops, and examples of its
// moves for error messages.
type Game struct {
	Name     string
	Alphabet *core.Alphabet
	Drops    bool
	Examples string // such as "e3e4 or d5c6m"
	// CheckRule is the rule ID the game's explanation gives a move that
	// would leave the own king attacked ("MK-9"): when SAN text names no
	// legal move, the move it meant is looked for first among those
	// refused by that rule (a pinned piece), then the nearest.
	CheckRule string
}

// A Position is what the text needs from a game's position.
type Position interface {
	notate.SANBoard
	IsLegal(m core.Move) bool
	FEN() string
	Outcome() core.Outcome
}

// ParseCoord reads coordinate text without a position: the move must name
// squares of the 8x8 board, and be a drop only in a game with drops.
// Errors are *core.ParseError wrapping core.ErrSyntax.
func (g *Game) ParseCoord(s string) (core.Move, error) {
	op := g.Name + ".ParseCoord"
	m, err := notate.ParseCoord(op, s, g.Alphabet)
	if err != nil {
		return core.Move{}, err
	}
	bad := m.IsPass() || m.Removal() != core.NoSquare || !board8.OnBoard(m.To()) ||
		!m.IsDrop() && !board8.OnBoard(m.From()) || m.IsDrop() && !g.Drops
	if bad {
		return core.Move{}, &core.ParseError{Op: op, Input: s, Offset: 0, Msg: "not a " + g.Name + " move (want such as " + g.Examples + ")", Err: core.ErrSyntax}
	}
	return m, nil
}

// ParseMove reads coordinate text and checks that it is a legal move of p;
// illegal is the game's explanation of a move that is not (a
// *core.MoveError). Errors are *core.MoveError wrapping core.ErrSyntax,
// core.ErrIllegalMove or core.ErrGameOver.
func (g *Game) ParseMove(p Position, s string, illegal func(op string, m core.Move) error) (core.Move, error) {
	op := g.Name + ".Position.ParseMove"
	m, err := g.ParseCoord(s)
	if err != nil {
		return core.Move{}, &core.MoveError{Op: op, Move: s, Position: p.FEN(), Msg: "want coordinate notation such as " + g.Examples, Err: core.ErrSyntax}
	}
	if !p.IsLegal(m) {
		e := illegal(op, m).(*core.MoveError)
		e.Move = s
		return core.Move{}, e
	}
	return m, nil
}

// ParseSAN reads SAN-like text, strictly or leniently (see
// notate.ParseSAN), for the method named method ("ParseSAN",
// "ParseLenient"). A finished game has no moves to read: the error then
// wraps core.ErrGameOver. Text that names no legal move is explained by
// illegal, the game's explanation of the move the text most likely means
// (see notate.Intended), with the same rule and words as ParseMove gives.
// legal is p's legal moves: the game makes them by p's concrete type in
// an array on its stack, so that reading a move allocates nothing (made
// through the Position interface, the array would move to the heap).
func (g *Game) ParseSAN(p Position, legal []core.Move, method, s string, strict bool, illegal func(op string, m core.Move) error) (core.Move, error) {
	// A position with legal moves has not ended the game: its outcome is
	// asked only when it has none.
	if len(legal) == 0 {
		if o := p.Outcome(); o.IsOver() {
			return core.Move{}, &core.MoveError{Op: g.Name + ".Position." + method, Move: s, Position: p.FEN(), Msg: "the game has ended: " + o.String(), Err: core.ErrGameOver}
		}
	}
	m, err := notate.ParseSANAmong("", p, g.Alphabet, s, strict, legal)
	if err == nil {
		return m, nil
	}
	op := g.Name + ".Position." + method // made only for an error: a move read allocates nothing
	e := err.(*core.MoveError)
	e.Op = op
	e.Position = p.FEN()
	if errors.Is(e, core.ErrIllegalMove) {
		if why := g.explainIntended(p, op, s, illegal); why != nil {
			return core.Move{}, why
		}
	}
	return core.Move{}, e
}

// explainIntended returns the explanation of the move SAN text s most
// likely means, or nil if it means no move of a piece the side has.
func (g *Game) explainIntended(p Position, op, s string, illegal func(op string, m core.Move) error) *core.MoveError {
	var best *core.MoveError
	for _, m := range notate.Intended(p, g.Alphabet, board8.Geometry, s) {
		e, ok := illegal(op, m).(*core.MoveError)
		if !ok {
			continue
		}
		e.Move = s
		if best == nil {
			best = e
		}
		if g.CheckRule != "" && e.Rule == g.CheckRule {
			return e
		}
	}
	return best
}

// Illegal returns the error for a move m that p does not allow: wrapping
// core.ErrGameOver if the game has ended, else core.ErrIllegalMove with the
// rule and reason explain gives.
func (g *Game) Illegal(p Position, op string, m core.Move, explain func(core.Move) (rule, msg string)) error {
	e := &core.MoveError{Op: op, Move: notate.Coord(m, g.Alphabet), Position: p.FEN(), Err: core.ErrIllegalMove}
	if o := p.Outcome(); o.IsOver() {
		e.Err, e.Msg = core.ErrGameOver, "the game has ended: "+o.String()
		return e
	}
	e.Rule, e.Msg = explain(m)
	return e
}
