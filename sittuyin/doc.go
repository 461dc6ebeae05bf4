// Package sittuyin implements Sittuyin, Burmese chess: the rules, two rule
// sets, Fairy-Stockfish's FEN, coordinate and SAN-like moves, perft, and a
// game with undo and repetition claims.
//
// The rule IDs (ST-1 ... ST-18) are those of the project's spec,
// shared/rules/sittuyin.md; each has a table test (rules_test.go) that
// names it.
//
// # The game in brief
//
// The board is 8x8, uncoloured, with the two long diagonals drawn; White
// (Red in Burmese sources) moves first (ST-1). The pawns start on fixed,
// staggered squares: White a3 b3 c3 d3 e4 f4 g4 h4, Black a5 b5 c5 d5 e6
// f6 g6 h6 (ST-2). The pieces, with their FEN letters and this package's
// names for their kinds:
//
//	min-gyi  K  [MinGyi]  king: one step any way; no castling (ST-3)
//	sit-ke   F  [SitKe]   general: one step diagonally (ST-4)
//	sin      S  [Sin]     elephant: one step diagonally or straight forward (ST-5)
//	myin     N  [Myin]    knight: the knight's leap (ST-6)
//	yahhta   R  [Yahhta]  rook: the rook (ST-7)
//	ne       P  [Ne]      pawn: one step forward, takes one step diagonally
//	                      forward; no double step, no en passant (ST-8)
//
// # The setup phase (sit-tee)
//
// The game starts with only the pawns on the board and each side holding
// its min-gyi, sit-ke, two sins, two myins and two yahhtas in hand (ST-9,
// [StartFEN]). Setting them up is part of the game: each placement is a
// move (a drop, [core.NewDrop]; written "R@a1" with an upper-case letter
// for both sides), so legal-move lists, perft, play and undo, FEN and the
// tools all cover it.
//
// Under [Default], White places all eight of its pieces, one per move and
// keeping the move, then Black places all eight, then White makes the
// first ordinary move; while a side holds pieces it may only place (ST-10).
// A yahhta goes on its owner's back rank; every other piece on an empty
// square of the own half that is not the back rank: White ranks 2-4,
// Black ranks 5-7 (ST-11). Black may not place a yahhta on the file of
// White's min-gyi unless a piece that is not a pawn, of either side,
// stands between them (ST-12). Placements obey ordinary legality: the
// min-gyi may not be placed on an attacked square (White's cannot go on
// a4-d4, which Black's pawns attack), and a placement that gives check is
// allowed, the placing side going on placing (ST-10). A side with no king
// on the board yet has no check to mind.
//
// # Promotion
//
// A ne promotes to a sit-ke only on its promotion squares, the long
// diagonals in the opponent's half: a8 b7 c6 d5 e5 f6 g7 h8 for White, a1
// b2 c3 d4 e4 f3 g2 h1 for Black (ST-13). Under Default it turns into a
// sit-ke where it stands, as the whole of its side's move ("e5e5f",
// written "e5=F" in SAN), only while its side has no sit-ke on the board;
// promotion is optional, and the new general may give check (ST-14). A
// pawn that has moved beyond its promotion square never stands on one
// again, so it can no longer promote; one that captures from a promotion
// square onto another stands on one and may (ST-15).
//
// # End of the game
//
// Checkmate wins (ST-16). Under Default a move that would leave the
// opponent, not in check, without a legal move (stalemate) is illegal;
// a side whose every move is illegal for that reason alone draws
// (core.NoLegalMoveDraw), and a stalemate reached from a set-up position
// is a draw (ST-17). Threefold repetition is a draw that may be claimed,
// never an automatic end; [Game] reports it (ST-18).
//
// # Rule sets
//
// [Default] is the version of the source behind the spec: a Chinese
// playing site's rules page ("Ply Yard", shared/seeds/002_...), which
// describes the all-White-then-all-Black setup, the X-line promotion and
// the stalemate rule above. It has no counting and no move rule.
//
// [Pychess] reproduces Fairy-Stockfish, the engine of pychess-variants,
// exactly (checked against its perft, legal moves, FEN strings, SAN and
// game-end verdicts): placements alternate one by one, White first, on any
// empty square of the own first three ranks (yahhtas on the back rank),
// and a side holding pieces must place while it can; a pawn promotes in
// place or onto an empty square one step diagonally away, never capturing,
// only with no own sit-ke on the board, the new sit-ke attacking no enemy
// piece and the move giving no check, and a side's last pawn may promote on
// any square; stalemate is a draw; the ASEAN count (16 moves against a
// rook, 44 against a sin, 64 against a myin, for a lone king with no pawn
// on the board), the 50-move rule and the "only promotions left" draw
// (the federation's rule 3.9 c.7) are claims.
//
// Each difference is an option of [Rules], so a caller can start from
// either set and change single rules.
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
// count while one runs, as Fairy-Stockfish writes them.
//
// Moves are [core.Move] values. [Position.MoveText] and [Position.ParseMove]
// use coordinate notation ("e3e4", "R@a1", "e5e5f", "d5c4f");
// [Position.SAN], [Position.ParseSAN] and [Position.ParseLenient] use
// Fairy-Stockfish's SAN ("Nd2", "exd5", "R@e1", "a4=F", "a5b4=F", "Rxh5#").
//
// Game records are PGN as pychess-variants exports them, the placements
// being moves of the record ([ReadRecord], [NewRecord], over
// notation.PGNReader and notation.AppendPGN); under [WhiteFirst] a side's
// placements run under one move number, as the FEN counts them.
// [Position.Diagram] and [Position.FigurineDiagram] draw a position as
// text, with the hands below the board during the setup.
//
// # Two ways to play
//
// A [Position] is a value. [Position.Play] checks a move and returns the
// new position, explaining an illegal move with a *core.MoveError that
// names the rule; [Position.MakeMove] and [Position.UnmakeMove] change a
// position in place without checks, for search. Move generation into a
// caller's buffer ([Position.AppendLegalMoves]), counting and make/unmake
// do not allocate. Perft (bulk-counted at the last ply) runs at well over
// a hundred million leaves a second on one core of the project's build
// machine, from the start of the setup and from a middlegame alike; the
// benchmarks in bench_test.go give the figures.
package sittuyin
