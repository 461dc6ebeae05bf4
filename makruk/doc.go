// Package makruk implements Makruk, Thai chess, for bots, sites and
// teachers: legal moves, make/unmake and play, checkmate, stalemate and the
// Thai counting rules, FEN, coordinate and SAN-like move text, PGN records,
// perft. *[Position] implements core.Position, so code written against that
// interface plays Makruk as it plays the library's other games.
//
// # The game in brief
//
// The rule IDs (MK-1 ... MK-17) name the rules in errors, docs and tests.
//
// MK-1: Makruk is played on an 8x8 board; White moves first. From White's
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
// The pieces, with their FEN letters and their names in [Position.PieceName]:
//
//   - MK-2 Khun, the king (K, "khun"): one step in any direction.
//   - MK-3 Met (M, "met"): one step diagonally.
//   - MK-4 Khon (S, "khon"): one step diagonally, or one step straight
//     forward, like a shogi silver.
//   - MK-5 Ma, the horse (N, "ma"): the knight's leap, never blocked.
//   - MK-6 Rua, the boat (R, "rua"): the rook. There is no castling.
//   - MK-7 Bia (P, "bia"): one step forward, capturing one step
//     diagonally forward; no double step, no en passant.
//   - MK-8 A bia that reaches the sixth rank (Black: the third), by a step
//     or a capture, becomes a met at once: compulsory, no choice; any
//     number of mets may stand on the board. So no bia ever stands on or
//     beyond that rank, and [ParseFEN] refuses a FEN where one does.
//
// # End of the game
//
//   - MK-9 Checkmate wins. A move may not leave one's own khun attacked.
//   - MK-10 Stalemate is a draw.
//   - MK-11 Threefold repetition may be claimed as a draw ([Game.Claims],
//     [Game.Claim]).
//   - MK-17 King against king is drawn at once (reason
//     insufficient-material): no count starts or goes on with two bare
//     kings. It is part of [Default]; the option [Rules].NoKingsDraw turns
//     it off (Pychess sets it, as Fairy-Stockfish plays on).
//
// When one move ends the game under several rules, the reason reported is
// the first of checkmate, stalemate, counting, insufficient-material. A
// finished game has no legal moves; endings that must be claimed remove
// none.
//
// # Counting
//
// A side that cannot mate in time is saved by counting; the two honours of
// the source are Default's ([HonourCounting]).
//
//   - MK-12 The board's honour: once no bia is left on the board, either
//     player may start counting (the other must accept). The counter counts
//     his own moves 1, 2, ... up to 64; if the opponent has not mated after
//     the counter's 64th counted move and his own reply, the game is drawn.
//     Only the counter may stop a count (it is discarded; a new one starts
//     from 1). The counter may not win by mate while he counts: his mate is
//     a draw.
//   - MK-13 The pieces' honour: when a side is left with a lone khun and no
//     bia is on the board, counting is compulsory and starts at once; it
//     replaces any board's-honour count and can neither stop nor restart.
//     The lone side counts, up to a limit fixed when the count starts by
//     the stronger side's material, the smallest that applies: two rua 8,
//     one rua 16, two khon 22, two ma 32, one khon 44, one ma 64, otherwise
//     (only mets) 64.
//   - MK-14 The count starts at the number of pieces on the board, both
//     khuns included, plus one: that is the lone khun's first counted move.
//     Captures afterwards change neither the limit nor the count.
//   - MK-15 When the count passes the limit (the stronger side has had its
//     reply to the counter's last counted move and has not mated), the game
//     is drawn.
//   - MK-16 The position carries the counting state ([Position.Count]):
//     which honour, who counts, the count, the limit. The trigger of MK-13
//     is checked after every move, so the lone side may be the one that
//     just moved; a count that would start beyond its limit draws at once.
//
// # The board's honour as game actions
//
// Starting and stopping the board's honour are what a player does besides
// moving, so they are core actions: core.NewAction(core.StartCount) starts
// the count with the side to move as the counter, and
// core.NewAction(core.StopCount) lets the side to move stop its own count.
// A player acts on his turn, and the turn stays with him: he moves next.
// (Starting on one's own turn counts the same moves as starting during the
// opponent's, so nothing is lost.) [Position.Play], [Position.PlayMove]
// and core.Game's Play and PlayText accept them when MK-12 allows; they are
// never legal moves: [Position.AppendLegalMoves] does not list them,
// [Position.IsLegal] is false for them, and perft does not count them.
//
// In text an action is its word: "count" and "stop-count", read in any
// case by [ParseCoord], [Position.ParseMove], [Position.ParseSAN] and
// [Position.ParseLenient], written by [FormatMove], [Position.MoveText] and
// [Position.SAN]. So PGN movetext carries them, numbered as a move of the
// side that takes them, its own move following without a number:
//
//  40. count Kd3 Ke8 41. stop-count Kd4 1/2-1/2
//
// and [ReadRecord] replays them, so a PGN written by [NewRecord] reads back
// to the same counting state.
//
// # Rule sets
//
// A [Rules] value is a rule set: the name of a named set and its options,
// each option's zero value being Default's rule (so Rules{} plays as
// Default).
//
//   - [Default] is the source's game, MK-1..MK-17, with the honours above.
//   - [Pychess] reproduces Fairy-Stockfish, the engine behind
//     pychess-variants: the same legal moves and perft, the same FEN and
//     move strings. Its counting ([PlyCounting]) starts by itself when
//     captures and promotions make it apply, is kept in plies and belongs to
//     no side, and its end is a draw the side to move may claim
//     ([Position.Claims]); a position where neither side has the material
//     to mate as Fairy-Stockfish judges it ([Position.InsufficientMaterial])
//     is a claimable insufficient-material draw, the moves staying.
//     King against king plays on (NoKingsDraw).
//
// The options are Counting (Honour or Ply) and NoKingsDraw (MK-17 off). A
// rule set's text is its name and the options that differ from that set,
// as in "pychess" or "default NoKingsDraw=true" ([Rules.String],
// [ParseRules], [OptionNames], [OptionValues]).
//
// # Positions, text and records
//
// A [Position] is a value. [Position.Play] checks a move and returns the
// next position; [Position.MakeMove] and [Position.UnmakeMove] change a
// position in place for search, without checking and without allocating.
// [Position.AppendLegalMoves] fills a caller's buffer; [Position.LegalMoves]
// is an iterator. Moves are core.Move values; text goes through
// [Position.MoveText] and [Position.ParseMove] (coordinate notation, such as
// "e3e4" and "d5c6m") or [Position.SAN] and [Position.ParseSAN] ("Nd2",
// "dxe3=M"), and [Position.ParseLenient] takes any common spelling.
//
// FEN is Fairy-Stockfish's; Default's running count is a seventh field of
// this package ("pb4/44"), Pychess's count is where Fairy-Stockfish writes
// it (see [ParseFEN]). The FEN does not name its rules: read it with the
// rules it was written under, or keep the position's text form
// ([Position.MarshalText], "pychess|<FEN>"), which also serves JSON.
// [NewRecord] and [ReadRecord] write and read PGN records with the rules
// in their tags.
//
// Errors wrap the core sentinels (core.ErrSyntax, core.ErrIllegalMove,
// core.ErrGameOver, core.ErrIllegalPosition, core.ErrUnknown) and an
// illegal move's *core.MoveError names the rule that forbids it, whether
// it was typed in coordinates or in SAN.
//
// Source: the encyclopedia article in the project's seeds, with the Thai
// federation's counting as pychess-variants, AncientChess and cutechess
// quote it; Fairy-Stockfish for the Pychess set.
package makruk
