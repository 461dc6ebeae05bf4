// Package shatranj implements the rules of Shatranj, the Persian chess of
// the caliphate and the ancestor of modern chess: legal moves, perft, the
// endings of three rule sets, Fairy-Stockfish's FEN, coordinate moves and
// SAN-like move text.
//
// The rule IDs (SH-1 ... SH-12) are those of the project's specification,
// rules/shatranj.md; every rule has a table test naming it, and illegal
// moves are explained by a [core.MoveError] whose Rule field names the
// rule that forbids them.
//
// # Board and pieces
//
// SH-1: an 8x8 board, White moves first, from [StartFEN]
// (rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1: shahs on d1 and
// d8, ferzes on e1 and e8). The pieces, with their FEN letters:
//
//   - SH-2 shah (K, [Shah]): one step in any direction. No castling.
//   - SH-3 ferz (Q, [Ferz]): one step diagonally, nothing more.
//   - SH-4 alfil (B, [Alfil]): leaps exactly two squares diagonally. The
//     square between does not block it, it cannot stop there and it cannot
//     slide on; it only ever reaches a quarter of the board's squares. The
//     source's example: an alfil on c1, a piece on d2 and e3 empty: c1-e3
//     is legal, c1-d2 is not.
//   - SH-5 asb (N, [Asb]): the knight.
//   - SH-6 rukh (R, [Rukh]): the rook.
//   - SH-7 baidaq (P, [Baidaq]): one step forward, captures one step
//     diagonally forward; no double step and no en passant. On the last
//     rank it becomes a ferz, at once and nothing else ("a7a8q", "a8=Q").
//
// # Endings
//
//   - SH-8 checkmate wins.
//   - SH-9 stalemate (no legal move, not in check) is a win for the side
//     that stalemated, a loss for the side to move.
//   - SH-10 bare king: a side with nothing left but its shah is bared. A
//     move that bares the opponent wins at once, unless the bared side can
//     bare the mover in turn on its next move: the mover has one piece left
//     besides the shah and the bared shah can legally capture it. Read from
//     the position alone: both bare, a draw; the side not to move bare and
//     the other not, the side to move has won; the side to move bare, it has
//     lost, unless that exception holds.
//   - SH-11 if the bared side then bares the mover, king against king is a
//     draw; if it does not, the mover wins after that reply.
//   - SH-12 threefold repetition and the 70-move rule (140 plies without a
//     capture or a baidaq move, [MoveRulePlies]) are draws a player may
//     claim; they never end the game by themselves. [Position.Claims] and
//     [core.Game.Claims] report them.
//
// A game that has ended has no legal moves ([Position.AppendLegalMoves]
// returns none and perft counts nothing below it), and
// [Position.Outcome] says who won and by which rule. When the bare-king
// rule and mate or stalemate apply at once the result is the same; the
// reason given is then [core.BareKing], as Fairy-Stockfish looks at the
// bare king first.
//
// # Rule sets
//
// A [Rules] value names a rule set; the zero value is [Default]. The sets
// share SH-1..SH-9 and SH-12 and differ in the bare king ([BareKing]):
//
//   - [Default] is the source's (a playing site's rules page, Ply Yard's
//     "波斯象棋", which gives the bare-back exception; the start position is
//     Fairy-Stockfish's, as the source gives none): [BareBack].
//   - [Pychess] reproduces Fairy-Stockfish (commit c19b5f6c), the engine of
//     pychess-variants, move for move: its extinction rule ([Extinction])
//     gives the bared side one move, whatever it is, against a shah and one
//     piece, ends the game at once against two or more, and plays on in
//     king against king. Every position of Fairy-Stockfish's that the
//     tests hold matches it in legal moves, perft, FEN, SAN and endings.
//   - [Medina] is the Medinese victory (Wikipedia's "Shatranj"; Ludii):
//     baring wins outright, without the exception ([BareWins]).
//
// # Notation
//
// FEN is Fairy-Stockfish's ([ParseFEN], [Position.FEN]); moves are written
// in coordinates as engines exchange them ([Position.MoveText],
// [Position.ParseMove]: "e2e3", "a7a8q") and in SAN-like text as
// Fairy-Stockfish and pychess-variants write it ([Position.SAN],
// [Position.ParseSAN], and the lenient [Position.ParseLenient]: "Nf3",
// "Bxe3", "a8=Q", "Rd8#"). Game records are PGN as pychess-variants
// exports them ([ReadRecord], [NewRecord], over notation.PGNReader and
// notation.AppendPGN), and [Position.Diagram] and
// [Position.FigurineDiagram] draw a position as text.
//
// # Positions and games
//
// A [Position] is a value: [Position.Play] checks a move and returns the
// next position, leaving the old one unchanged, and a position no one
// changes is safe to read from many goroutines. For search,
// [Position.MakeMove] and [Position.UnmakeMove] change a position in place
// without allocating; they do not check legality. A [Game] adds the
// history: undo and the repetition claim.
//
// Errors wrap the sentinels of package core ([core.ErrSyntax],
// [core.ErrIllegalPosition], [core.ErrIllegalMove],
// [core.ErrAmbiguousMove], [core.ErrGameOver], [core.ErrUnknown]) in a
// [*core.ParseError] or [*core.MoveError] that says where and why; no
// input makes the package panic, except the Must functions.
package shatranj
