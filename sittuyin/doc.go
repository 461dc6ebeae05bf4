// Package sittuyin implements Sittuyin, Burmese chess: the rules, two rule
// sets, Fairy-Stockfish's FEN, coordinate and SAN-like moves, perft, PGN
// records, and whole games with claims, resignations and agreed draws.
//
// Every rule has an ID, ST-1 to ST-18, stated below; errors and docs name
// them (an illegal move is explained by a [core.MoveError] whose Rule field
// holds the ID of the rule that forbids it), and each has a table test
// naming it.
//
// # The game in brief
//
// ST-1: the board is 8x8, uncoloured, with the two long diagonals drawn;
// White (Red in Burmese sources) moves first. ST-2: the nes (pawns) start
// on fixed, staggered squares: White a3 b3 c3 d3 e4 f4 g4 h4, Black a5 b5
// c5 d5 e6 f6 g6 h6. The pieces, with their FEN letters (the package, its
// errors and [Position.PieceName] call them by these names):
//
//	ST-3  min-gyi  K  [MinGyi]  the king: one step any way; no castling
//	ST-4  sit-ke   F  [SitKe]   the general: one step diagonally
//	ST-5  sin      S  [Sin]     the elephant: one step diagonally or
//	                            straight forward
//	ST-6  myin     N  [Myin]    the knight: the knight's leap
//	ST-7  yahhta   R  [Yahhta]  the rook: any number of empty squares
//	                            along a rank or file
//	ST-8  ne       P  [Ne]      the pawn: one step forward, takes one step
//	                            diagonally forward; no double step, no en
//	                            passant
//
// # The setup phase (sit-tee)
//
// ST-9: the game starts with only the nes on the board and each side
// holding its min-gyi, sit-ke, two sins, two myins and two yahhtas in hand
// ([StartFEN]). Setting them up is part of the game: each placement is a
// move (a drop, [core.NewDrop]; written "R@a1" with an upper-case letter
// for both sides), so legal-move lists, perft, play and undo, FEN and the
// tools all cover it.
//
// ST-10: under [Default], White places all eight of its pieces, one per
// move and keeping the move, then Black places all eight, then White makes
// the first ordinary move; while a side holds pieces it may only place.
// Placements obey ordinary legality: the min-gyi may not be placed on an
// attacked square (White's cannot go on a4-d4, which Black's nes attack),
// and a placement that gives check is allowed, the placing side going on
// placing. ST-11: a yahhta goes on its owner's back rank; every other
// piece on an empty square of the own half that is not the back rank:
// White ranks 2-4, Black ranks 5-7. ST-12: Black may not place a yahhta on
// the file of White's min-gyi unless a piece that is not a ne, of either
// side, stands between them.
//
// During the setup the methods of [core.Position] see the placements as
// moves:
//
//   - [Position.LegalMoves], [Position.CountLegalMoves], perft and
//     [Position.IsLegal] list and count the placements; [Position.MakeMove],
//     [Position.UnmakeMove], [Position.PlayMove] and [Position.Play] play
//     and take them back; [Position.MoveText] and [Position.SAN] write them
//     "R@a1".
//   - [Position.Side] is the side to place. Under [WhiteFirst] it keeps
//     the move while it holds pieces, so a placement may leave the same
//     side to move.
//   - [Position.King] returns core.NoSquare for a side whose min-gyi is
//     still in hand, and such a side is never in check
//     ([Position.InCheck]); [Position.Pieces], [Position.At] and
//     [Position.AppendAttackers] see only the board (pieces in hand attack
//     nothing); [Position.InHand] and [Position.HandSize] give the hands,
//     and [Position.Hash] covers them.
//   - [Position.IsCapture] is false for a placement. [Position.GivesCheck]
//     reports whether the side to move after the placement is in check: a
//     placement under WhiteFirst that attacks the enemy min-gyi while its
//     side goes on placing leaves no one in check by that measure, though
//     its SAN carries the '+' of the attack ("N@f5+").
//   - [Position.Outcome] and [Position.Claims] read the position as at any
//     other time (a side that can neither place nor move is mated or
//     stalemated); in a game played from the start no ending arises
//     during the setup.
//
// # Promotion
//
// ST-13: a ne promotes to a sit-ke only on its promotion squares, the long
// diagonals in the opponent's half: a8 b7 c6 d5 e5 f6 g7 h8 for White, a1
// b2 c3 d4 e4 f3 g2 h1 for Black. ST-14: under Default it turns into a
// sit-ke where it stands, as the whole of its side's move ("e5e5f",
// written "e5=F" in SAN), only while its side has no sit-ke on the board;
// promotion is optional, and the new sit-ke may give check. ST-15: a ne
// that has moved beyond its promotion square never stands on one again, so
// it can no longer promote; one that captures from a promotion square onto
// another stands on one and may. A ne is never promoted on arrival, so a
// ne may stand on any rank, its last included.
//
// # End of the game
//
// ST-16: checkmate wins; a move (a placement too) may not leave the own
// min-gyi attacked. ST-17: under Default a move that would leave the
// opponent, not in check, without a legal move (stalemate) is illegal; a
// side whose every move is illegal for that reason alone draws
// (core.NoLegalMoveDraw), and a stalemate reached from a set-up position
// is a draw. The moves a side has are those legal before ST-17: a move
// that leaves the own min-gyi attacked is illegal by ST-16, whatever it
// would do to the opponent. So a side in check whose every escape ST-17
// forbids is drawn, not mated (its other moves leave the check standing
// and are no moves it has); only a side with no escape at all is mated. ST-18: threefold repetition is a draw that may be claimed,
// never an automatic end; [Game] reports and takes the claim. One reason
// names each ending (checkmate, stalemate and the ST-17 draw exclude one
// another).
//
// # Rule sets
//
// A [Rules] value is a rule set: a name and options, each option's zero
// value being [Default]'s rule, so the zero Rules is Default.
//
// [Default] is the version of the source behind the rules above: a
// Chinese playing site's rules page ("Ply Yard"), which describes the
// all-White-then-all-Black setup, the long-diagonal promotion and the
// stalemate rule. It has no counting, no move rule and no
// insufficient-material claim.
//
// [Pychess] reproduces Fairy-Stockfish, the engine of pychess-variants,
// exactly (checked against its perft, legal moves, FEN strings, SAN and
// game-end verdicts): placements alternate one by one, White first, on any
// empty square of the own first three ranks (yahhtas on the back rank),
// and a side holding pieces must place while it can; a ne promotes in
// place or onto an empty square one step diagonally away, never capturing,
// only with no own sit-ke on the board, the new sit-ke attacking no enemy
// piece and the move giving no check, and a side's last ne may promote on
// any square; stalemate is a draw. Its claims: the ASEAN count (16 moves
// against a yahhta, 44 against a sin, 64 against a myin, for a lone
// min-gyi with no ne on the board), the 50-move rule, "only promotions
// left" (the federation's rule 3.9 c.7) and insufficient material as
// Fairy-Stockfish judges it ([Position.InsufficientMaterial]);
// pychess-variants ends games by each, and [core.Game.Claim] does here.
//
// Each difference is an option of [Rules] ([OptionNames]), so a caller can
// start from either set and change single rules, in code or as text:
// [Rules.String] writes "pychess StalemateDraw=false", [ParseRules] reads
// it, [Rules.Set] and [Rules.Get] take options by name, [Rules.Validate]
// refuses values out of range.
//
// # Notation
//
// Positions are written in Fairy-Stockfish's FEN, with the hands in
// brackets after the board in its order (K, S, F, R, N):
//
//	8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KSSFRRNNkssfrrnn] w - - 0 1
//
// The side field names the side to move, during the setup the side that
// places next; under Default that, with the hands, is all the
// all-White-first order needs, so Default's FEN has no extra field (see
// [ParseFEN]). Under Pychess the en-passant and half-move fields carry the
// count while one runs, as Fairy-Stockfish writes them. ParseFEN refuses
// hands that do not fit the board (more pieces of a kind than a side's
// army, ST-9). A position's own text form ([Position.MarshalText], also
// its JSON) is the rule set, '|' and the FEN, so a position keeps its
// rules, hands and count through storage.
//
// Moves are [core.Move] values. [Position.MoveText] and [Position.ParseMove]
// use coordinate notation ("e3e4", "R@a1", "e5e5f", "d5c4f"; the zero Move
// is "0000"); [Position.SAN], [Position.ParseSAN] and
// [Position.ParseLenient] use Fairy-Stockfish's SAN ("Nd2", "exd5",
// "R@e1", "a4=F", "a5b4=F", "Rxh5#"). Every reader explains an illegal
// move by the rule that forbids it, with the same words; strict SAN
// refuses over-specified text with a syntax error that names the right
// text.
//
// Game records are PGN as pychess-variants exports them, the placements
// being moves of the record, with Rules and Termination tags added
// ([ReadRecord], [NewRecord], over notation.PGNReader and
// notation.AppendPGN); under [WhiteFirst] a side's placements run under one
// move number, as the FEN counts them. [Position.Diagram] and
// [Position.FigurineDiagram] draw a position as text, with the hands below
// the board during the setup.
//
// # Two ways to play
//
// A [Position] is a value and a [core.Position]. [Position.Play] checks a
// move and returns the new position, explaining an illegal move with a
// *core.MoveError that names the rule; [Position.MakeMove] and
// [Position.UnmakeMove] change a position in place without checks, for
// search. Move generation into a caller's buffer
// ([Position.AppendLegalMoves]), counting and make/unmake do not allocate.
// A [Game] adds the history: undo, claims, resignations and agreed draws
// ([core.Game]).
//
// Errors wrap the sentinels of package core ([core.ErrSyntax],
// [core.ErrIllegalPosition], [core.ErrIllegalMove],
// [core.ErrAmbiguousMove], [core.ErrGameOver], [core.ErrUnknown]) in a
// [*core.ParseError] or [*core.MoveError] that says where and why; no
// input makes the package panic, except the Must functions and
// [StartPosition] given invalid Rules.
package sittuyin
