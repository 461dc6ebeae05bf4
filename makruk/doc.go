// Package makruk implements Makruk, Thai chess, for bots, sites and
// teachers: legal moves, make/unmake and play, checkmate, stalemate and the
// Thai counting rules, FEN, coordinate and SAN-like move text, perft.
//
// # The game in brief
//
// Makruk is played on an 8x8 board; White moves first (MK-1). From White's
// side the back rank holds rua, ma, khon, khun, met, khon, ma, rua
// (rnsmksnr for Black, whose khun stands on e8 and met on d8, so the kings
// do not share a file), and the bia stand on the third rank (Black's on the
// sixth):
//
//	8  r n s m k s n r
//	7  . . . . . . . .
//	6  p p p p p p p p
//	5  . . . . . . . .
//	4  . . . . . . . .
//	3  P P P P P P P P
//	2  . . . . . . . .
//	1  R N S K M S N R
//	   a b c d e f g h
//
// The pieces, with their FEN letters:
//
//   - Khun, the king (K): one step in any direction (MK-2).
//   - Met (M): one step diagonally (MK-3).
//   - Khon (S): one step diagonally, or one step straight forward, like a
//     shogi silver (MK-4).
//   - Ma (N): the knight's leap, never blocked (MK-5).
//   - Rua (R): the rook; there is no castling (MK-6).
//   - Bia (P): one step forward, capturing one step diagonally forward; no
//     double step, no en passant (MK-7). A bia that reaches the sixth rank
//     (Black: the third) becomes a met at once, by a step or a capture
//     (MK-8).
//
// # End of the game
//
// Checkmate wins (MK-9); a move may not leave one's own khun attacked.
// Stalemate is a draw (MK-10). Threefold repetition may be claimed as a
// draw (MK-11, see [Game]).
//
// # Counting
//
// A side that cannot mate in time is saved by counting. The board's honour
// (MK-12) may be started by either player once no bia is left: the counter
// counts his own moves up to 64; if the opponent has not mated after the
// counter's 64th move and his own reply, the game is drawn. The counter
// may stop counting, but may not win by mate while he counts.
//
// The pieces' honour (MK-13..MK-15) starts by itself when a side is left
// with a lone khun and no bia is on the board. The lone side counts, from
// the number of pieces on the board plus one (MK-14), up to a limit fixed
// by the stronger side's material: two rua 8, one rua 16, two khon 22, two
// ma 32, one khon 44, one ma 64, otherwise 64. When the count passes the
// limit without mate, the game is drawn (MK-15). [Position.Count] reports
// the state (MK-16), [Position.StartCount] and [Position.StopCount] start
// and stop the board's honour.
//
// # Rule sets
//
// [Default] is the source's game (MK-1..MK-16) with the honour counting
// above. [Pychess] reproduces Fairy-Stockfish, the engine behind
// pychess-variants: the same legal moves and perft, the same FEN and move
// strings, and its own counting, started automatically by captures and
// promotions, kept in plies, and ending in a draw that may be claimed
// ([Position.Claims]). [Rules.KingsDraw] adds the spec's MK-17 (king
// against king drawn at once), which neither named set uses.
//
// # Playing
//
// A [Position] is a value. [Position.Play] checks a move and returns the
// next position; [Position.MakeMove] and [Position.UnmakeMove] change a
// position in place for search, without checking and without allocating.
// [Position.AppendLegalMoves] fills a caller's buffer; [Position.LegalMoves]
// is an iterator. Moves are core.Move values; text goes through
// [Position.MoveText] and [Position.ParseMove] (coordinate notation, such as
// "e3e4" and "d5c6m") or [Position.SAN] and [Position.ParseSAN] ("Nd2",
// "dxe3=M"). Errors wrap the core sentinels (core.ErrSyntax,
// core.ErrIllegalMove, ...) and name the rule that forbids a move.
//
// Source: the encyclopedia article in the project's seeds, with the Thai
// federation's counting as pychess-variants, AncientChess and cutechess
// quote it.
package makruk
