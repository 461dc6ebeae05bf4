// Package engine speaks the two engine protocols of the chess world, UCI
// and XBoard (CECP version 2), both ways, with this library's rules as the
// arbiter of every move that crosses the wire.
//
// The package does no I/O of its own: a client ([Connect], [Engine])
// drives an engine over any io.Reader (the engine's output) and io.Writer
// (its input), and a [Server] makes any [Searcher] written against
// core.Position speak UCI or XBoard to a GUI over the same pair. The tools
// start the processes (see the package example, which starts
// Fairy-Stockfish with os/exec).
//
// # Variants
//
// Engines name variants as Fairy-Stockfish does: [VariantName] gives the
// name for a position's game and rule set (makruk's Pychess set is
// "makruk", its cambodian set "cambodian", ..., "ai-wok" for its aiwok
// set; shatranj, sittuyin, shatar; the library's own "chator" where
// Fairy-Stockfish has none), and [LookupVariant] reads one back.
// [VariantNames] lists them all. Debian's fairy-stockfish 11.1 plays
// makruk, cambodian, karouk, makpong, asean, ai-wok, shatranj, sittuyin and
// shatar, but not "chaturanga" (shatranj's chaturanga set).
//
// # Moves
//
// Every move an engine sends (a best move, a ponder move, each move of a
// principal variation, an XBoard move) is read with the library's
// notation code in the position it is played in, and so checked against
// the rules of the game: core.Position.ParseMove for coordinates (the
// library's coordinate notation is Fairy-Stockfish's UCI move text,
// placements "R@a1" and promotions in place "e5e5f" included), ParseSAN
// and ParseLenient for an XBoard engine with feature san=1. A best move the
// rules refuse, or text that is no move, is an [*Error] wrapping
// [ErrIllegalMove] that names the rule (Error.Rule, from the library's
// *core.MoveError, which errors.As also finds). An illegal PV move does not
// fail the search: the PV stops before it and Info.PVError says why.
// Makruk's counting actions have no move text on the wire: a position
// after one is sent as the library's FEN, which carries the board's
// honour's count ("... w - - 2 2 bw0/64") in a field Fairy-Stockfish does
// not read (its Makruk FEN has no board's honour; the library's pychess
// set, which is Fairy-Stockfish's "makruk", has no counting actions).
//
// # Limits and failures
//
// Every call takes a context.Context. An engine that
//   - exits or closes its output gets an [ErrDied] error;
//   - does not answer before the context ends gets [ErrTimeout] (with
//     the context's error beneath it); a search is then told to stop, and
//     the next call brings the engine back in step (UCI isready, XBoard
//     ping), discarding what it said meanwhile;
//   - sends more than Config.MaxLines lines (default 1 000 000) while one
//     answer is awaited gets [ErrFlood];
//   - sends a line longer than Config.MaxLine (default 64 KiB) gets
//     [ErrLineTooLong]: the client never holds more than MaxLine plus 4
//     KiB of its output;
//   - sends an illegal or unreadable move gets [ErrIllegalMove].
//
// Each error quotes at most 64 bytes of the engine's output. The first
// three end the connection. One goroutine per Engine reads the engine's
// output; [Engine.Close] (and [Engine.Quit], which says "quit" first)
// closes the reader and writer when they are io.Closers, as os/exec's
// pipes are, and the goroutine ends when its read returns, so a hung
// engine leaves nothing behind once it is closed or killed.
//
// # Servers
//
// [Server.ServeUCI] and [Server.ServeXBoard] run a [Searcher] in its own
// goroutine per search, so stop, ponderhit, isready (UCI) and ?, ping,
// force (XBoard) are answered while it thinks. Bad input from the GUI is
// answered with an "info string error: ..." line (UCI) or "Error (...):
// command" / "Illegal move (...): move" (XBoard) and ignored.
package engine
