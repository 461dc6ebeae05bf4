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
// set. The sources behind the options are Murray's A History of Chess
// (1913, quoting Robinson for Selangor and Brooke 1849 for Sarawak), Elcum
// (Journal of the Straits Branch of the Royal Asiatic Society, 1907),
// Raffles (Java, 1817) and Ludii's four Main Chator games.
//
// # The rules in brief
//
// Errors and documents name the rules by these IDs (a refused move's
// *core.MoveError carries one in its Rule field):
//
//   - CH-1: an uncoloured 8x8 board with both long diagonals engraved;
//     White moves first.
//   - CH-2: the start, "rnbmkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKMBNR w":
//     the rajas stand crosswise, White's on d1 and Black's on e8, each
//     mantri on its own raja's right.
//   - CH-3: the pieces: raja (the king, K), mantri (M), gajah (the
//     elephant, B), kuda (the horse, N), tor or chemor (the ship, R) and
//     bidak (the pawn, P). The raja steps one square any way, the kuda
//     leaps as a chess knight, the tor moves as a chess rook.
//   - CH-4: Pieces Strong: the mantri moves as a chess queen, the gajah
//     as a chess bishop.
//   - CH-5: Pieces Weak: the mantri steps one square diagonally, the
//     gajah one square diagonally or straight forward.
//   - CH-6: a bidak steps one square forward and captures one square
//     diagonally forward.
//   - CH-7: DoubleStep: from its starting square a bidak may advance two
//     empty squares.
//   - CH-8: EnPassant: Blocked, Classic or None (below).
//   - CH-9: LoneCapturerStays: a bidak on its starting square that alone
//     attacks an enemy bidak may not advance (below).
//   - CH-10: a bidak reaching the last rank promotes there only on the a-
//     and h-files, the ends of the long diagonals; elsewhere it goes on a
//     journey of further moves.
//   - CH-11, CH-12, CH-13: the journey's PromotionPath: ReturnToDiagonal,
//     DiagonalSteps, Lateral (below).
//   - CH-14: PromotionPiece: FilePiece, Mantri, Captured or Any (below).
//   - CH-15: the journey, and every other state the rules need, is part of
//     the position and of its FEN.
//   - CH-16: KingLeap: the raja's leap, FirstCheck, BeforeChecked or None
//     (below).
//   - CH-17: Castling: KingJump, TwoStep, SidewaysBeforeChecked or None
//     (below).
//   - CH-18: LoneKing: a raja that is the last piece of its side moves as
//     any piece (MovesAsAnyPiece) or as a raja (Normal).
//   - CH-19: checkmate wins; no move may leave one's own raja attacked.
//   - CH-20: stalemate is a draw, or with StalemateWins a win for the side
//     that stalemated.
//   - CH-21: threefold repetition is a draw a player may claim.
//   - CH-22: LoneKingCount (Elcum's 7): a side reduced to its raja may make
//     that many more moves; only a mate on the stronger side's reply to
//     the last of them wins, otherwise the game is drawn.
//
// # Board and pieces
//
// The start (CH-2, [StartFEN], see the example of [StartPosition]) is
// that of chess except that each mantri stands on its own raja's right.
// Option Pieces: [Strong] (CH-4; Selangor and Sarawak in Murray, Elcum)
// or [Weak] (CH-5; the "widespread" account of the source: the Makruk met
// and khon). The mantri and gajah are different kinds under the two
// ([Mantri], [Gajah], [WeakMantri], [WeakGajah]); [Rules.MantriKind] and
// [Rules.GajahKind] say which, and [Position.PieceName] names every kind
// in Malay.
//
// # Bidaks
//
// A bidak steps forward and captures diagonally forward (CH-6).
//
//   - DoubleStep (CH-7; Selangor, Elcum; off in Brooke's Sarawak): from its
//     starting square a bidak may advance two empty squares.
//   - EnPassant (CH-8): [BlockedEnPassant] (Selangor): only a bidak whose
//     square straight ahead holds an enemy bidak may take en passant, and
//     it chooses which bidak to remove: the one that double-stepped
//     (written "e5d6") or the one that blocked it (written "e5d6xe6"); see
//     the blocked en-passant example of [Position]. [ClassicEnPassant]
//     (Elcum) is the modern rule, [NoEnPassant] (Brooke) none.
//   - LoneCapturerStays (CH-9; Selangor): a bidak on its starting square
//     that is the only bidak attacking an enemy bidak may not advance; if
//     the enemy bidak is attacked only by two or more bidaks on their
//     starting squares, they may advance one square only. Captures are
//     never restricted; a returning enemy bidak counts as a bidak (see the
//     lone-capturer example of [Position]).
//
// # Promotion
//
// A bidak that reaches the last rank does not promote there (CH-10),
// except on the a- and h-files, whose last squares are ends of the long
// diagonals: there it promotes on arrival. Elsewhere it goes on a journey
// of further moves, during which it is a returning bidak: those steps are
// its only moves, it attacks nothing (it gives no check) and it can be
// captured. [Position.Returning] tells how many moves it still needs.
//
// Option PromotionPath: [ReturnToDiagonal] (CH-11; the source's reading of
// the engraved diagonals) steps straight back down the file to the long
// diagonal: 1 step from b8/g8 (to b7/g7), 2 from c8/f8, 3 from d8/e8 (see
// the returning-bidak example of [Position]). [DiagonalSteps] (CH-12;
// Elcum, and Ludii's Selangor) makes the same number of moves diagonally
// backward. [Lateral] (CH-13; Brooke's Sarawak) makes one step sideways
// along the last rank, then one sideways or diagonally backward. Every
// step goes to an empty square, and the bidak promotes on the last one
// (see the promotion-paths example).
//
// Option PromotionPiece (CH-14): [FilePiece] (the source) gives the piece
// that stood on the promotion square's file at the start (a/h tor, b/g
// kuda, c/f gajah, d/e mantri); [AlwaysMantri] (Brooke; Raffles for Java)
// a mantri; [CapturedPiece] (Elcum) the player's choice among his own
// captured pieces, with no promoting move while none is available (a piece
// that comes back uses up its captured twin; see the captured-piece
// example); [AnyPiece] the choice of mantri, tor, gajah or kuda.
//
// # The raja
//
// Option KingLeap (CH-16): [FirstCheck] (Brooke, quoted by the source):
// once per game, on the move right after its first check, the raja may
// move like a kuda or two squares in any direction over an empty square,
// capturing (see the king's-leap example of [Position]). [BeforeChecked]
// (Elcum; Robinson): while it has never moved nor been checked, the raja
// may once leap like a kuda, capturing. [NoKingLeap]: none.
//
// Option Castling (CH-17): [KingJump] (Robinson for Selangor): a raja that
// has never moved may jump two squares sideways along its first rank over
// anything to an empty square, even out of check (not into it); the tor
// stays. [TwoStep] (Brooke): once a tor has moved next to the unmoved
// raja, the raja, when in check, may jump to the empty square on the tor's
// other side. [SidewaysBeforeChecked] (Elcum): while the raja has never
// moved nor been checked, it may once jump two squares sideways over
// anything to an empty square, not in check. [NoCastling]: none. See the
// castling example. The leaps and jumps are moves, not attacks: they give
// no check and do not keep the enemy raja off a square ([Position.AppendAttackers]
// still lists a raja whose leap could capture on a square now).
//
// Option LoneKing (CH-18): under [MovesAsAnyPiece] (Robinson, in the
// source) a raja that is the last piece of its side moves as a raja,
// mantri, tor, gajah, kuda or bidak, and these powers are attacks too: it
// gives check along them and the enemy raja may not step onto them (see
// the lone-raja example of [Position]). So a capture that leaves the
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
// to the last of them, and if it does not, the game is drawn (king against
// king is drawn within 7 moves). Only mate beats the count: a stalemate on
// that last reply is the count's draw even under StalemateWins, while
// before the count runs out stalemate follows CH-20 (see the count's
// example). When one move ends the game by two rules, the ending named is
// the first of checkmate, stalemate and the count. A finished game has no
// legal moves.
//
// # Rule sets
//
//	option             Default           Brooke     Elcum                  SoutheastAsian
//	Pieces             Strong            Strong     Strong                 Weak
//	DoubleStep         true              false      true                   true
//	EnPassant          Blocked           None       Classic                Blocked
//	LoneCapturerStays  true              false      false                  true
//	PromotionPath      ReturnToDiagonal  Lateral    DiagonalSteps          ReturnToDiagonal
//	PromotionPiece     FilePiece         Mantri     Captured               FilePiece
//	KingLeap           FirstCheck        FirstCheck BeforeChecked          FirstCheck
//	Castling           KingJump          TwoStep    SidewaysBeforeChecked  KingJump
//	LoneKing           MovesAsAnyPiece   Normal     Normal                 MovesAsAnyPiece
//	StalemateWins      false             false      false                  false
//	LoneKingCount      0                 0          7                      0
//
// [Rules.Set] changes an option by these names and values
// (Set("EnPassant", "Classic")); [Rules.String] and [ParseRules] write and
// read a set with its changes ("default EnPassant=Classic"). Every field's
// zero value is Default's rule, so the zero Rules are Default; the two
// options that are on in Default are the fields NoDoubleStep and
// NoLoneCapturerStays.
//
// # Notation
//
// Positions are FEN with the letters K M B N R P and extension fields for
// the state the rules need beyond the board (the rajas' moves and checks,
// returning bidaks and their steps, captured pieces, the lone raja's
// count); a plain FEN is read with natural defaults. See [ParseFEN]. A
// position's text form ([Position.MarshalText], also its JSON) adds its
// rules: "elcum|4k3/8/8/8/8/8/8/R2K4 b - - 0 1 lone=b5".
//
// Moves are written in coordinate notation (from-square, to-square:
// "e2e4"); the move that promotes adds the new piece's letter in lower
// case ("b8b7n", "a7a8r", "d6d5m"), and the en-passant capture that
// removes the blocking bidak adds "x" and its square ("e5d6xe6"). See
// [FormatMove] and [Position.ParseMove]. SAN-like text is written by
// [Position.SAN] ("Nc3", "b7=N", "exd6xe6"; a raja's leap or jump is a
// raja move, "Kf1") and read strictly or leniently; every reader explains
// an illegal move by its rule. Game records ([NewRecord], [ReadRecord])
// carry the rules in a Rules tag.
//
// # Playing
//
// A [Position] is a value: [Position.Play] checks a move and returns the
// new position, with an error naming the rule that forbids an illegal
// move. Search uses [Position.AppendLegalMoves] with a reused buffer and
// [Position.MakeMove] / [Position.UnmakeMove], which do not allocate;
// [Position.Perft] counts over 25 million leaf nodes a second on one
// thread. A [Game] keeps the history for undo, repetition, claims,
// resignations and agreed draws. *Position implements [core.Position], so
// programs written against that interface play Main Chator too.
package chator
