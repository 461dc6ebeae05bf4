// Package shatar implements Shatar, Mongolian chess, exactly as
// Fairy-Stockfish plays its "shatar" variant: legal moves, perft, FEN and
// coordinate moves, SAN, the game's ends and claims.
//
// Shatar came to the Mongols with the Arabs' shatranj, probably in the
// 13th century, and grew its own rules there: a queen that moves as a
// rook or one step diagonally, no win with a bare king, and a mate that
// counts only when a strong piece has given check on the way to it. It
// was played until modern chess replaced it in the 20th century; its name
// is still the Mongolian word for chess.
//
// The rules below are numbered SR-1 ... SR-15 in this package (the rule
// IDs an error's Rule field and the tests name). Every rule has a test
// naming it, and an illegal move is explained by a [core.MoveError]
// giving the rule that forbids it.
//
// # Board and pieces
//
// SR-1: an 8x8 board, White moves first, from [StartFEN]: the chess array
// with the bers on the queen's square, and the d-pawns already on d4 and
// d5 (rnbjkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBJKBNR w - - 0 1): the
// Mongolian game's obligatory first moves 1. d4 d5 are made before move 1.
// The pieces are named in Mongolian (ноён, бэрс, тэмээ, морь, тэрэг, хүү,
// romanized as noyon, bers, temee, mori, tereg, khüü); their FEN letters
// are Fairy-Stockfish's:
//
//   - SR-2 noyon, "prince" (K, [Noyon]): the king, one step in any
//     direction. No castling.
//   - SR-3 bers, "snow panther" (J, [Bers]): moves as a tereg (a rook), or
//     one step diagonally, never further diagonally: shogi's dragon king,
//     weaker than the chess queen. Its kind is [core.Dragon].
//   - SR-4 temee, "camel" (B, [Temee]): the bishop.
//   - SR-5 mori, "horse" (N, [Mori]): the knight.
//   - SR-6 tereg, "cart" (R, [Tereg]): the rook.
//   - SR-7 khüü, "boy" (P, [Khuu]): one step forward, captures one step
//     diagonally forward; no double step and no en passant. On the last
//     rank it becomes a bers, at once and nothing else ("a7a8j", "a8=J").
//
// # Check and mate
//
//   - SR-8 check: a move may not leave the own noyon attacked. A check in
//     which a mori, tereg or bers is among the checking pieces is a shak;
//     a check by a temee (tuk) or a khüü (tsod) alone is not.
//   - SR-9 mate wins only after a shak: the mate counts, and the mating
//     side wins ([core.Checkmate]), if the unbroken series of checks
//     against the mated side holds a shak: the mating check itself, or a
//     check at one of the mated side's earlier turns, back through turns
//     at which it was in check every time. The tereg checks, the noyon
//     steps aside, the temee mates: a win.
//   - SR-10 a mate given by mori alone (every checking piece a mori) is
//     forbidden; Fairy-Stockfish scores it as a win for the mated side
//     ([core.KnightMate]).
//   - SR-11 niol: a mate with no shak in its series of checks (a temee or
//     a khüü mating out of the blue, or after checks by temee and khüü
//     only) is a draw ([core.Niol]).
//
// The series of checks is history the board does not show, so a
// [Position] carries it (see [Position.ShakSeries]) and its FEN writes it
// in the extension field "shak=" when it says more than the board (see
// [ParseFEN]). A bare FEN, Fairy-Stockfish's, knows only the check on the
// board, as Fairy-Stockfish does: the same mated position is a win after
// "tereg checks, reply, temee mates", and niol read from a FEN alone.
//
// # Other endings
//
//   - SR-12 robado: as soon as a side (or both) has only its noyon left,
//     the game is drawn at once ([core.BareKing]); the position has no
//     legal moves, so perft counts nothing below it. Robado is looked at
//     before mate and stalemate: a capture of the last piece that also
//     mates is a draw.
//   - SR-13 stalemate (no legal move, not in check) is a draw
//     ([core.Stalemate]).
//   - SR-14 the 50-move rule (100 plies without a capture or a khüü
//     move, [MoveRulePlies]) and threefold repetition are draws a player
//     may claim; they never end the game by themselves.
//     [Position.Claims] and [core.Game.Claims] report them.
//   - SR-15 there is no draw by insufficient material: robado takes its
//     place (Fairy-Stockfish's has_insufficient_material is always false
//     in shatar).
//
// A game that has ended has no legal moves ([Position.AppendLegalMoves]
// returns none) and [Position.Outcome] says how it ended.
//
// # Rule sets and options
//
// [Default] is Fairy-Stockfish's shatar (commit c19b5f6c, the engine of
// pychess-variants), checked against its positions, verdicts and games. A
// [Rules] value changes single rules of it, each option's zero value being
// Default's: [Rules.MateRule] ([ShakMate], SR-9..SR-11, or [AnyMate]: every
// mate wins, as in chess) and [Rules.NoRobado] (a bare noyon plays on).
// [ParseRules] and [Rules.String] read and write them as text, such as
// "default MateRule=Any".
//
// Sources: Fairy-Stockfish's variant definition and mate rule (read for
// facts), Wikipedia's "Shatar" and the pages of ancientchess.com for the
// names and history. Where the sources differ (some let the mori mate,
// some call a knight mate a draw), this package follows Fairy-Stockfish.
//
// # Notation
//
// FEN is Fairy-Stockfish's ([ParseFEN], [Position.FEN]) with the one
// extension field above; moves are written in coordinates as engines
// exchange them ([Position.MoveText], [Position.ParseMove]: "e2e3",
// "a7a8j") and in SAN as Fairy-Stockfish and pychess-variants write it
// ([Position.SAN], [Position.ParseSAN], the lenient
// [Position.ParseLenient]: "Jd3", "exd5", "e1=J", "Jb4#"). Game records
// are PGN ([ReadRecord], [NewRecord]) with the tags Variant "shatar",
// Rules and Termination. [Position.Diagram] draws a position as text, and
// a Position's text form ([Position.MarshalText]) carries its rules too:
// "default|<FEN>".
//
// # Positions and games
//
// A [Position] is a value: [Position.Play] checks a move and returns the
// next position, leaving the old one unchanged, and a position no one
// changes is safe to read from many goroutines. For search,
// [Position.MakeMove] and [Position.UnmakeMove] change a position in place
// without allocating; they do not check legality. A [Game] adds the
// history: undo and the repetition claim. *Position implements
// [core.Position], the interface every game of the library shares.
//
// Errors wrap the sentinels of package core ([core.ErrSyntax],
// [core.ErrIllegalPosition], [core.ErrIllegalMove],
// [core.ErrAmbiguousMove], [core.ErrGameOver], [core.ErrUnknown]) in a
// [*core.ParseError] or [*core.MoveError] that says where and why; no
// input makes the package panic, except the Must functions and
// [StartPosition] with invalid Rules.
package shatar
