// Package chator implements Main Chator (Catur Melayu), the chess of the
// Malay peninsula and archipelago, as a family of regional rule sets over
// one set of options.
//
// Main Chator never had one rule text: the source (an article on the game
// and its regional versions) tells players to agree on the local rules
// first. So every rule that differs between accounts is an option of
// [Rules], each named after the spec's option and documented with the
// region and the source it comes from, and four named sets bundle them:
// [Default] (Selangor as the source presents it), [Brooke] (Sarawak, 1849),
// [Elcum] (the peninsula, 1907) and [SoutheastAsian] (Default with the weak
// pieces of Makruk and Sittuyin). Any option can be changed on top of any
// set. The rule IDs (CH-1 ...) are those of the project's spec; the
// sources behind the options are Murray's A History of Chess (1913,
// quoting Robinson for Selangor and Brooke 1849 for Sarawak), Elcum
// (Journal of the Straits Branch of the Royal Asiatic Society, 1907),
// Raffles (Java, 1817) and Ludii's four Main Chator games.
//
// # Board and pieces
//
// An uncoloured 8x8 board with both long diagonals engraved (CH-1); White
// moves first. The start (CH-2, [StartFEN]) is that of chess except that
// each mantri stands on its own king's right, so the kings stand crosswise:
// White's raja on d1 and mantri on e1, Black's raja on e8 and mantri on d8
// (see the example of [StartPosition]). The pieces (CH-3): raja (king, K),
// mantri (M), gajah (elephant, B), kuda (horse, N), tor or chemor (ship,
// R) and bidak (pawn, P). The tor, the kuda and the raja move as in chess.
//
// Option Pieces: [Strong] (CH-4; Selangor and Sarawak in Murray, Elcum)
// gives the mantri the modern queen's move and the gajah the modern
// bishop's; [Weak] (CH-5; the "widespread" account of the source) gives the
// mantri one diagonal step (the Makruk met) and the gajah one diagonal
// step or one straight forward (the Makruk khon). The mantri and gajah are
// different kinds under the two ([Mantri], [Gajah], [WeakMantri],
// [WeakGajah]); [Rules.MantriKind] and [Rules.GajahKind] say which.
//
// # Pawns
//
// A pawn steps forward and captures diagonally forward (CH-6).
//
//   - DoubleStep (CH-7; Selangor, Elcum; off in Brooke's Sarawak): from its
//     starting square a pawn may advance two empty squares.
//   - EnPassant (CH-8): [BlockedEnPassant] (Selangor): only a pawn whose
//     square straight ahead holds an enemy pawn may take en passant, and it
//     chooses which pawn to remove: the one that double-stepped (written
//     "e5d6") or the one that blocked it (written "e5d6xe6"); see the
//     blocked en-passant example of [Position]. [ClassicEnPassant] (Elcum) is the
//     modern rule, [NoEnPassant] (Brooke) none.
//   - LoneCapturerStays (CH-9; Selangor): a pawn on its starting square
//     that is the only pawn attacking an enemy pawn may not advance; if
//     the enemy pawn is attacked only by two or more pawns on their
//     starting squares, they may advance one square only. Captures are
//     never restricted; a returning enemy pawn counts as a pawn.
//
// # Promotion
//
// A pawn that reaches the last rank does not promote there (CH-10), except
// on the a- and h-files, whose last squares are ends of the long
// diagonals: there it promotes on arrival. Elsewhere it goes on a journey
// of further moves, during which it is a returning pawn: those steps are
// its only moves, it attacks nothing (it gives no check) and it can be
// captured. [Position.Returning] tells how many moves it still needs.
//
// Option PromotionPath: [ReturnToDiagonal] (CH-11; the source's reading of
// the engraved diagonals) steps straight back down the file to the long
// diagonal: 1 step from b8/g8 (to b7/g7), 2 from c8/f8, 3 from d8/e8 (see
// the returning-pawn example of [Position]). [DiagonalSteps] (CH-12; Elcum, and
// Ludii's Selangor) makes the same number of moves diagonally backward.
// [Lateral] (CH-13; Brooke's Sarawak) makes one step sideways along the
// last rank, then one sideways or diagonally backward. Every step goes to
// an empty square, and the pawn promotes on the last one.
//
// Option PromotionPiece (CH-14): [FilePiece] (the source) gives the piece
// that stood on the promotion square's file at the start (a/h tor, b/g
// kuda, c/f gajah, d/e mantri); [AlwaysMantri] (Brooke; Raffles for Java)
// a mantri; [CapturedPiece] (Elcum) the player's choice among his own
// captured pieces, with no promoting move while none is available (a piece
// that comes back uses up its captured twin); [AnyPiece] the choice of
// mantri, tor, gajah or kuda.
//
// # The king
//
// Option KingLeap (CH-16): [FirstCheck] (Brooke, quoted by the source):
// once per game, on the move right after its first check, the raja may
// move like a kuda or two squares in any direction over an empty square,
// capturing (see the king's-leap example of [Position]). [BeforeChecked]
// (Elcum; Robinson): while it has never moved nor been checked, the raja
// may leap like a kuda, or two squares sideways over anything to an empty
// square. [NoKingLeap]: none.
//
// Option Castling (CH-17): [KingJump] (Robinson for Selangor): a raja that
// has never moved may jump two squares sideways along its first rank over
// anything to an empty square, even out of check (not into it); the tor
// stays. [TwoStep] (Brooke): once a tor has moved next to the unmoved
// raja, the raja, when in check, may jump to the empty square on the tor's
// other side. [NoCastling]: none (Elcum's sideways jump is part of his
// leap). The leaps and jumps are moves, not attacks.
//
// Option LoneKing (CH-18): under [MovesAsAnyPiece] (Robinson, in the
// source) a raja that is the last piece of its side moves as a raja,
// mantri, tor, gajah, kuda or pawn, and these powers are attacks too: it
// gives check along them and the enemy raja may not step onto them (see
// the lone-king example of [Position]). So a capture that leaves the
// opponent a lone raja is illegal if that raja could then take the
// capturer's. With Weak pieces the mantri and gajah add nothing to the
// raja's step. [NormalLoneKing] (Brooke, Elcum): an ordinary raja.
//
// # End of the game
//
// Checkmate wins; no move may leave one's own raja attacked (CH-19).
// Stalemate (CH-20) is a draw, or with StalemateWins (some Ludii code) a
// win for the side that stalemated. Threefold repetition (CH-21) is a
// draw a player may claim ([Game]). Option LoneKingCount (CH-22, Elcum's
// count of 7): a side reduced to its raja, whatever the other side has,
// may make that many more moves; the stronger side may mate on its reply
// to the last of them, and if it does not, the game is drawn. A finished
// game has no legal moves.
//
// # Rule sets
//
//	option             Default           Brooke     Elcum          SoutheastAsian
//	Pieces             Strong            Strong     Strong         Weak
//	DoubleStep         true              false      true           true
//	EnPassant          Blocked           None       Classic        Blocked
//	LoneCapturerStays  true              false      false          true
//	PromotionPath      ReturnToDiagonal  Lateral    DiagonalSteps  ReturnToDiagonal
//	PromotionPiece     FilePiece         Mantri     Captured       FilePiece
//	KingLeap           FirstCheck        FirstCheck BeforeChecked  FirstCheck
//	Castling           KingJump          TwoStep    None           KingJump
//	LoneKing           MovesAsAnyPiece   Normal     Normal         MovesAsAnyPiece
//	StalemateWins      false             false      false          false
//	LoneKingCount      0                 0          7              0
//
// [Rules.Set] changes an option by these names and values
// (Set("EnPassant", "Classic")); [Rules.String] and [ParseRules] write and
// read a set with its changes ("default EnPassant=Classic").
//
// # Notation
//
// Positions are FEN with the letters K M B N R P and extension fields for
// the state the rules need beyond the board (the kings' moves and checks,
// returning pawns and their steps, captured pieces, the lone king's count);
// a plain FEN is read with natural defaults. See [ParseFEN].
//
// Moves are written in coordinate notation (from-square, to-square:
// "e2e4"); the move that promotes adds the new piece's letter in lower
// case ("b8b7n", "a7a8r", "d6d5m"), and the en-passant capture that
// removes the blocking pawn adds "x" and its square ("e5d6xe6"). See
// [FormatMove] and [Position.ParseMove]. SAN-like text is written by
// [Position.SAN] ("Nc3", "b7=N", "exd6xe6") and read strictly or leniently.
//
// # Playing
//
// A [Position] is a value: [Position.Play] checks a move and returns the
// new position, with an error naming the rule that forbids an illegal
// move. Search uses [Position.AppendLegalMoves] with a reused buffer and
// [Position.MakeMove] / [Position.UnmakeMove], which do not allocate;
// [Position.Perft] counts over 25 million leaf nodes a second on one
// thread. A [Game] keeps the history for undo and repetition.
package chator
