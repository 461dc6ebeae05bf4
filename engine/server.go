package engine

import (
	"context"
	"io"

	"github.com/chaturanga-go/chaturanga/core"
)

// A Request is what a [Server] asks its [Searcher] to search.
type Request struct {
	Start     core.Position   // the game's start
	Moves     []core.Move     // the moves played from Start
	Position  core.Position   // the position after Moves: the searcher's own copy, which it may change
	Limit     Limit           // how long to search
	Ponder    bool            // a ponder search: it must not return before ctx ends or PonderHit is closed
	PonderHit <-chan struct{} // closed when the GUI sends ponderhit (the search becomes a normal one)
}

// A Searcher is an engine's search, which a [Server] serves.
type Searcher interface {
	// Search searches req.Position within req.Limit, reporting progress
	// with report (may be called any number of times), and returns its
	// best move (and a move to ponder on, or the zero Move). It returns
	// promptly once ctx is done ("stop", "quit", a new position).
	Search(ctx context.Context, req Request, report func(Info)) (best, ponder core.Move)
}

// A NewGamer is a Searcher that wants to know when a new game starts
// (UCI ucinewgame, XBoard new), e.g. to clear its tables.
type NewGamer interface{ NewGame() }

// An OptionSetter is a Searcher with options of its own (such as Hash),
// which the Server declares and sets.
type OptionSetter interface {
	Options() []Option
	SetOption(name, value string) error
}

// A Server makes a Searcher speak UCI or XBoard to a GUI.
type Server struct {
	Name, Author string
	Searcher     Searcher
}

// ServeUCI speaks UCI to a GUI over r (its commands) and w (the
// answers) until "quit", the end of r, or the end of ctx.
func (s *Server) ServeUCI(ctx context.Context, r io.Reader, w io.Writer) error {
	return ErrUnsupported
}

// ServeXBoard speaks XBoard (CECP v2) to a GUI over r and w until "quit",
// the end of r, or the end of ctx.
func (s *Server) ServeXBoard(ctx context.Context, r io.Reader, w io.Writer) error {
	return ErrUnsupported
}
