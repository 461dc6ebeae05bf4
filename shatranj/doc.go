// Package shatranj implements the rules of Shatranj, the Persian chess of
// the caliphate and the ancestor of modern chess, and of Chaturanga as
// chess.com and Fairy-Stockfish play it on Shatranj's moves: legal moves,
// perft, the endings of four rule sets, Fairy-Stockfish's FEN, coordinate
// moves and SAN-like move text, PGN records, and whole games with claims,
// resignations and agreed draws.
//
// Every rule has an ID, SH-1 to SH-13, stated below; errors and docs name
// them (an illegal move is explained by a [core.MoveError] whose Rule field
// holds the ID of the rule that forbids it), and each has a table test
// naming it.
//
// # Board and pieces
//
// SH-1: an 8x8 board, White moves first, from the start position
// rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1 ([StartFEN]):
// shahs on d1 and d8, ferzes on e1 and e8, alfils on c1, f1, c8 and f8.
// Chaturanga starts from the chess array instead ([ChessArray]),
// rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1: shahs on e1
// and e8, ferzes on d1 and d8.
// The pieces, with their FEN letters (the package, its errors and
// [Position.PieceName] call them by these names):
//
//   - SH-2 shah (K, [Shah]): one step in any direction. No castling.
//   - SH-3 ferz (Q, [Ferz]): one step diagonally, nothing more.
//   - SH-4 alfil (B, [Alfil]): leaps exactly two squares diagonally. The
//     square between does not block it, it cannot stop there and it cannot
//     slide on; it only ever reaches a quarter of the board's squares. The
//     source's example: an alfil on c1, a piece on d2 and e3 empty: c1-e3
//     is legal, c1-d2 is not.
//   - SH-5 asb (N, [Asb]): the knight's leap.
//   - SH-6 rukh (R, [Rukh]): the rook: any number of empty squares along a
//     rank or file.
//   - SH-7 baidaq (P, [Baidaq]): one step forward, captures one step
//     diagonally forward; no double step and no en passant. On the last
//     rank it becomes a ferz, at once and nothing else ("a7a8q", "a8=Q"),
//     so no baidaq ever stands there (ParseFEN refuses one).
//
// # Endings
//
//   - SH-8 checkmate wins; a move may not leave the own shah attacked.
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
//     [core.Game.Claims] report them; [core.Game.Claim] makes the claim.
//   - SH-13 (this package's ID, for Chaturanga's rule) insufficient
//     material: where no bare-king rule applies ([NoBareKing]), king
//     against king is a draw a player may claim
//     ([core.InsufficientMaterial]); it never ends the game by itself and
//     the legal moves stay, as in Fairy-Stockfish. A side with any piece
//     besides its shah, even a lone ferz, alfil or baidaq, has material
//     enough, since stalemate wins too (SH-9); see
//     [Position.InsufficientMaterial].
//
// A game that has ended has no legal moves ([Position.AppendLegalMoves]
// returns none and perft counts nothing below it), and [Position.Outcome]
// says who won and by which rule. One reason names each ending: when a
// move ends the game under several rules, the first of checkmate,
// stalemate and bare king is named (a capture of the last piece that also
// mates is a checkmate). Where stalemate and the bare-king rule would give
// the game to different sides (a bared side's reply that stalemates the
// side that bared it), the bare-king rule decides, as SH-10 reads the
// position and as Fairy-Stockfish does.
//
// Under a bare-king rule there is no insufficient-material ending: the
// bare-king rules end the games where one side can no longer win
// (Fairy-Stockfish's insufficient-material test never fires in Shatranj,
// its extinction rule standing in for it). Only without one (SH-13) is
// king against king left to a claim.
//
// # Rule sets
//
// A [Rules] value is a rule set: a name and options, each option's zero
// value being [Default]'s rule, so the zero Rules is Default. The sets
// share SH-2..SH-9 and SH-12 and differ in the bare king (the option
// "BareKing", [BareKing]) and the start array (the option "Array",
// [Array]):
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
//   - [Chaturanga] reproduces Fairy-Stockfish's variant chaturanga, move
//     for move like Pychess (see below): the chess array ([ChessArray])
//     and no bare-king rule ([NoBareKing]), hence SH-13.
//
// Rules are text too: [Rules.String] writes "pychess" or "default
// BareKing=BareWins Array=Chess", [ParseRules] reads it, [Rules.Set] and [Rules.Get]
// take options by name ([OptionNames], [OptionValues]), and
// [Rules.Validate] refuses values out of range.
//
// # Chaturanga
//
// Chaturanga, the Indian game of the sixth century from which Shatranj
// came, is known from its pieces and few of its rules; the game chess.com
// offers under that name, and Fairy-Stockfish and pychess-variants as
// "chaturanga", plays Shatranj's pieces and moves (SH-2..SH-7) from the
// chess array: shah on e1, ferz on d1, as chess has king and queen.
// What differs from Shatranj (rule set [Chaturanga]):
//
//   - the start (SH-1, [ChessArray]);
//   - no bare-king rule ([NoBareKing]): SH-10 and SH-11 do not apply. A
//     side reduced to its shah plays on, and a rukh against a bare shah
//     must mate (or stalemate) to win;
//   - king against king may be claimed drawn (SH-13).
//
// As in Shatranj, checkmate wins (SH-8), stalemate loses for the side
// stalemated (SH-9), threefold repetition and the 70-move rule are claims
// (SH-12), and a baidaq becomes a ferz on the last rank (SH-7, "a7a8q",
// "a8=Q"). The FEN, the move texts and the SAN are Fairy-Stockfish's for
// its variant chaturanga, the same letters as Shatranj's (Q for the ferz,
// B for the alfil); records carry [Variant "chaturanga"], and
// [ReadRecord] reads a record with that tag under Chaturanga. Every
// position, verdict and game of Fairy-Stockfish's that the tests hold
// matches it. [Position.Variant] still says "shatranj": Chaturanga is a
// rule set of this game.
//
// # Notation
//
// FEN is Fairy-Stockfish's ([ParseFEN], [Position.FEN]), each counter up to
// 18 digits; a position's own text form ([Position.MarshalText], also its
// JSON) is the rule set, '|' and the FEN, "pychess|8/8/3k4/8/8/8/3KB3/8 b -
// - 0 1", so a position keeps its rules through storage. Moves are written
// in coordinates as engines exchange them ([Position.MoveText],
// [Position.ParseMove]: "e2e3", "a7a8q"; the zero Move is "0000") and in
// SAN-like text as Fairy-Stockfish and pychess-variants write it
// ([Position.SAN], [Position.ParseSAN], and the lenient
// [Position.ParseLenient]: "Nf3", "Bxe3", "a8=Q", "Rd8#"). Every reader
// explains an illegal move by the rule that forbids it, with the same
// words; strict SAN refuses over-specified text ("Nbc3" where "Nc3" is
// meant) with a syntax error that names the right text. Game records are
// PGN as pychess-variants exports them, with Rules and Termination tags
// added ([ReadRecord], [NewRecord], over notation.PGNReader and
// notation.AppendPGN), and [Position.Diagram] and [Position.FigurineDiagram]
// draw a position as text.
//
// # Positions and games
//
// A [Position] is a value and a [core.Position]: [Position.Play] checks a
// move and returns the next position, leaving the old one unchanged, and a
// position no one changes is safe to read from many goroutines. For
// search, [Position.MakeMove] and [Position.UnmakeMove] change a position
// in place without allocating; they do not check legality. A [Game] adds
// the history: undo, the repetition claim, claims, resignations and agreed
// draws ([core.Game]).
//
// Errors wrap the sentinels of package core ([core.ErrSyntax],
// [core.ErrIllegalPosition], [core.ErrIllegalMove],
// [core.ErrAmbiguousMove], [core.ErrGameOver], [core.ErrUnknown]) in a
// [*core.ParseError] or [*core.MoveError] that says where and why; no
// input makes the package panic, except the Must functions and
// [StartPosition] given invalid Rules.
package shatranj
