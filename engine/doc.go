// Package engine speaks the two engine protocols of the chess world, UCI
// and XBoard (CECP version 2), both ways, with this library's rules as the
// arbiter of every move that crosses the wire.
//
// The package does no I/O of its own: a client ([Connect], [Engine])
// drives an engine over any io.Reader (the engine's output) and
// io.Writer (its input), and a [Server] makes any [Searcher] written
// against core.Position speak UCI or XBoard to a GUI over the same pair.
// The tools start the processes (see the package example, which starts
// Fairy-Stockfish with os/exec).
//
// Every move an engine sends (a best move, a ponder move, each move of a
// principal variation) is read with the library's notation code and
// checked against the rules of the game being played; a move the rules
// refuse is an [*Error] wrapping [ErrIllegalMove] that names the rule.
// Every call takes a context.Context; an engine that dies, hangs, floods
// its output or sends an overlong line gets a typed [*Error] within the
// limits of [Config], never a panic or unbounded memory.
package engine
