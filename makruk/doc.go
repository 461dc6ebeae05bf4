// Package makruk implements Makruk, Thai chess, and its family as
// Fairy-Stockfish plays it (Ouk Chatrang and Kar Ouk from Cambodia,
// Makpong, ASEAN chess and Ai-Wok), for bots, sites and teachers: legal
// moves, make/unmake and play, checkmate, stalemate and the Thai counting
// rules, FEN, coordinate and SAN-like move text, PGN records, perft.
// *[Position] implements core.Position, so code written against that
// interface plays Makruk as it plays the library's other games.
//
// # The game in brief
//
// The rule IDs name the rules in errors, docs and tests: MK-1 ... MK-17
// Makruk's, OC-1 ... OC-6 Ouk Chatrang's, KO-1 ... KO-3 Kar Ouk's, MP-1
// Makpong's, AS-1 ... AS-5 ASEAN chess's and AW-1 ... AW-3 Ai-Wok's, each
// stated below.
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
//     Who counts is the counter, not the side to move: under the countings
//     of Fairy-Stockfish, which keep no counter, the board's honour's is
//     the side that started it at 0, the side to move when the count in
//     plies is even.
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
//   - [Cambodian] is Ouk Chatrang and [KarOuk] is Kar Ouk, each as
//     Fairy-Stockfish's variant of that name plays it (see below).
//   - [Makpong], [ASEAN] and [AiWok] are Makpong, ASEAN chess and Ai-Wok,
//     each as Fairy-Stockfish's variant of that name plays it (see below).
//
// The options are Counting (Honour, Ply, Cambodian or ASEAN), NoKingsDraw
// (MK-17 off), FirstMoves (OC-1..OC-4), FirstCheck (KO-1, KO-2),
// FrozenKing (MP-1), Army (Makruk, ASEAN or AiWok: AS-1, AW-1), Promotion
// (SixthRank or LastRankChoice: MK-8, AS-2) and MoveRule (a number of
// moves, AS-5). A rule set's text is its name and the options that differ
// from that set, as in "pychess", "default NoKingsDraw=true", "karouk
// FirstCheck=false" or "asean Counting=Cambodian" ([Rules.String],
// [ParseRules], [OptionNames], [OptionValues]). The options combine
// freely; see "Combining the options" below.
//
// # Ouk Chatrang and Kar Ouk
//
// Ouk Chatrang, Cambodian chess, is the game as Cambodia plays it, a close
// cousin of Makruk from the same South-East Asian line of chaturanga's
// descendants: the same board, pieces, start (MK-1) and promotion, with
// two first moves of its own and its own counting. Kar Ouk (also Ka Ouk)
// is a Cambodian game on the same board in which the first check wins.
// [Cambodian] plays Ouk Chatrang and [KarOuk] plays Kar Ouk exactly as
// Fairy-Stockfish's "cambodian" and "karouk" do (the same legal moves,
// perft, FEN, move text and SAN, endings and claims); their rule IDs:
//
//   - OC-1 The gate squares. Each side's khun and met may each make one
//     first move of their own from their start squares, d1 and e1 for
//     White, d8 and e8 for Black: the gate squares ([Position.Gates]). The
//     FEN's castling field lists the gates left, upper-case files for
//     White's first rank, lower-case for Black's eighth: "DEde" at the
//     start, as in "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde -
//     0 1", and "-" once none is left. As Fairy-Stockfish reads a FEN, a
//     letter whose square holds no piece of its side is dropped, and one
//     whose square holds another piece of its side gives the square to
//     that piece ("4k3/8/8/8/8/8/8/4K3 w E - 0 1": the khun on e1 may
//     leap); other letters are an error.
//   - OC-2 The khun's leap. A khun on one of its gate squares may leap
//     like a ma to the two squares of the rank in front (White's khun on
//     d1 to b2 or f2: "d1b2", in SAN "Kb2"), onto an empty square only,
//     never out of check and never into it.
//   - OC-3 The met's jump. A met (a promoted one too) on one of its gate
//     squares may jump two squares straight forward ("e1e3", "Me3"), over
//     a piece or not, onto an empty square only; unlike the leap it may
//     answer a check, by blocking it.
//   - OC-4 Losing them. A gate goes when its piece moves, when an enemy
//     piece captures on it, and the khun's gate also when an enemy rua
//     comes to any square of the khun's rank or file while the khun stands
//     on it, counted on the empty board as Fairy-Stockfish does (pieces in
//     between do not shield it). The gates are part of the position and
//     its FEN ([Position.Equal]) but not of the repetition hash
//     ([Position.Hash]), as in Fairy-Stockfish: a khun that steps away and
//     back repeats the position although it has lost its leap.
//   - OC-5 The Cambodian counting ([CambodianCounting]). As in Pychess it
//     starts by itself, is kept in plies, belongs to nobody, and ends in a
//     draw to claim once the count has passed its limit (never when the
//     side to move is mated). After each move, when no count runs, the side
//     to move starts one if it has at most three pieces, khun included,
//     against more than a lone khun: with two or three pieces the board's
//     honour, 63 moves (126 plies) counted from 0, whether or not bia stand
//     on the board; with a lone khun and no bia on the board the pieces'
//     honour, one move shorter than MK-13's: two rua 7, one rua 15, two khon
//     21, two ma 31, one khon 43, otherwise 63 moves (14, 30, 42, 62, 86
//     or 126 plies), counted from twice the pieces on the board, both khuns
//     included (one less when the lone khun has just taken the last bia).
//     A capture or promotion that leaves the side to move a lone khun
//     starts its pieces' honour afresh, replacing a running count.
//     [Position.Count] names as counter the lone khun of the pieces'
//     honour, and for the board's honour the side that started it, at 0
//     with itself to move: the side to move when the count is even, the
//     other when it is odd (so with both sides at three pieces or fewer
//     the count's parity tells which one counts). The FEN
//     writes the limit in the en-passant field and the count in the
//     half-move field, as Pychess does ("8/2K3k1/5S2/6S1/8/8/8/8 b - 42 8
//     1"); a limit above 126 reads as 126. As in Fairy-Stockfish, a FEN
//     whose side not to move is in check is read under this counting (one
//     of Fairy-Stockfish's own Ouk Chatrang positions stands so); the side
//     to move may then take the khun, and that capture ends the game: the
//     side that took it wins, as by checkmate (a khun is never taken and
//     play goes on; the finished position reads back from its FEN). Every
//     other rule set refuses such a FEN. A side without its khun is read
//     only as that capture leaves it: the side to move, with the half-move
//     clock at 0 (or a count running).
//   - OC-6 The other endings are Pychess's: checkmate wins, stalemate is
//     a draw, threefold repetition and insufficient material (as
//     [Position.InsufficientMaterial] judges it) are claimable draws, king
//     against king plays on, and there is no fifty-move rule.
//   - KO-1 The first check wins. Kar Ouk is Ouk Chatrang (OC-1..OC-6) in
//     which each side has one check to give ([Position.ChecksToGive]): a
//     move that gives check uses it, and once the side that has just moved
//     has none left the game is over at once: that side has won, by the
//     reason core.FirstCheck (named before checkmate when the check also
//     mates), and the position has no legal moves, so perft counts nothing
//     below a check. SAN writes the winning check with "#", as
//     Fairy-Stockfish does. A position read with the side to move in a
//     check its opponent did not count is played as usual, and a mate
//     there is a checkmate.
//   - KO-2 The check counters are written after the en-passant field:
//     White's checks to give, "+", Black's, as in "... w DEde - 1+1 0 1"
//     or, with a count running, "8/8/8/4k3/8/8/8/R3K3 w - 30 1+1 31 1".
//     As Fairy-Stockfish reads a FEN, one without the field reads as 1+1,
//     any digit is taken (2+2 needs two checks each), and a lichess-style
//     "+N+M" after the move number (checks given, out of three) sets 3-N
//     and 3-M. Only the counter of the side that has just moved decides:
//     "... w - - 1+0 0 1" is lost for White, "... w - - 0+1 0 1" goes on.
//     A side that gives check with none left to give counts on below zero
//     (written "-1", down to -99), as Fairy-Stockfish does, and that check
//     wins nothing. The counters are part of the repetition hash.
//   - KO-3 Insufficient material: any piece can give the check that wins,
//     so only a lone khun lacks the material (king against king is a
//     claimable draw).
//
// Records of these games carry Fairy-Stockfish's variant names in their
// Variant tag, "cambodian" and "karouk" ([NewRecord]); [ReadRecord] reads
// such a record under Cambodian or KarOuk when no Rules tag says
// otherwise.
//
// # Makpong, ASEAN and Ai-Wok
//
// Three more named sets play Makruk's relatives exactly as
// Fairy-Stockfish's variants of the same name do (legal moves, perft, FEN
// and move strings, SAN, game ends and claims): [Makpong], [ASEAN] and
// [AiWok] (Fairy-Stockfish's "ai-wok"; [RulesByName] and [ParseRules]
// take both spellings, [Rules.String] writes "aiwok"). Each is Pychess
// with the options that make it (FrozenKing, Army, Promotion, MoveRule,
// Counting=ASEAN), so any one rule can be added to another set: a Makruk
// with Makpong's check rule is "pychess FrozenKing=true". King against
// king plays on in all three (NoKingsDraw), and each has
// Fairy-Stockfish's insufficient-material draw as a claim.
//
// Makpong is played in Thailand to break ties: when Makruk games of a
// knock-out match are drawn, Makpong's sharper mates decide it. Its
// pieces, start, promotion and counting are Pychess's; one rule differs:
//
//   - MP-1 A khun in check may not move, except to capture the checking
//     piece (a capture that is itself legal). Blocking and capturing with
//     other pieces stay. So a rua's check along the back rank that nothing
//     can block mates, and a double check always mates (option
//     FrozenKing). Fairy-Stockfish counts every piece as mating material
//     in Makpong: only a bare khun lacks material.
//
// ASEAN chess is the standard game the south-east Asian federations agreed
// (the ASEAN Chess Confederation's rules), Makruk's pieces on a chess-like
// array in chess letters:
//
//   - AS-1 Its army (option Army=ASEAN): K khun, Q met, B khon, N ma,
//     R rua, P bia, in FEN, coordinates and SAN; the start is
//     rnbqkbnr/8/pppppppp/8/8/PPPPPPPP/8/RNBQKBNR, the khuns on e1 and e8,
//     the mets on d1 and d8, the bia on the third and sixth ranks with no
//     double step. [Position.PieceName] keeps Makruk's names.
//   - AS-2 A bia promotes only on reaching the last rank, into a rua, ma,
//     khon or met of its player's choice, written with the letter
//     ("c7c8b", "c8=B"); on the sixth and seventh ranks it is a bia
//     (option Promotion=LastRankChoice).
//   - AS-3 Insufficient material as Fairy-Stockfish judges ASEAN: K+met
//     and K+ma against a bare khun cannot mate, K+khon can, and so can any
//     bia (it may become a rua). A claimable draw ([Position.Claims]).
//   - AS-4 ASEAN counting (option Counting=ASEAN): when a side to move has
//     its bare khun and no bia is on the board, a count starts at 0 after
//     the move that made it so (a capture, a promotion, or any move when
//     the situation was set up): 16 moves (32 plies) if the other side has
//     a rua, else 44 (88) with a khon, else 64 (128) with a ma; against
//     mets alone nothing is counted. A bare khun that takes the last bia
//     starts nothing until the other side has replied. Once started the
//     count goes up every ply, whoever moves, to the end of the game, and
//     past its limit the side to move may claim the draw. As in
//     Fairy-Stockfish's FEN, the limit stands in the en-passant field and
//     the count in the half-move field ("2B5/4k3/2K5/8/8/8/8/8 b - 88 0
//     1").
//   - AS-5 The 50-move rule (option MoveRule=50): after 50 moves (100
//     plies) without a capture or a bia move, the side to move may claim a
//     draw ([core.MoveRule]). While a count runs the FEN shows the count
//     where the clock would be, so the clock is not in it: read back, it
//     starts again from 0, as Fairy-Stockfish's does.
//
// Ai-Wok is a Thai variant of Makruk in which the met gives way to the
// ai-wok, a piece as strong as a rua, a ma and a met together:
//
//   - AW-1 The ai-wok ([AiWokKind], A, "ai-wok") moves as a rua, as a ma or
//     as a met (Betza RNF). It stands where the met does:
//     rnsaksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKASNR (option Army=AiWok).
//   - AW-2 A bia reaching the sixth rank (Black: the third) becomes an
//     ai-wok at once ("g5g6a", "g6=A").
//   - AW-3 Counting is Pychess's, the ai-wok counting as the met does (64
//     moves after a khun is bared). Fairy-Stockfish holds that a khun and
//     an ai-wok cannot mate a bare khun, though they can: such a position
//     is a claimable insufficient-material draw while it lasts, as there.
//
// Each set's FEN is Fairy-Stockfish's, in its own letters: a Makruk letter
// in an ASEAN FEN is an error, and the other way round. [FormatMove] and
// [ParseCoord] have no rules: they write Makruk's letters (and a for the
// ai-wok) and read all three alphabets; [Position.MoveText] writes a
// position's own ("c7c8b" in ASEAN). [NewRecord] names the sets' games by
// Fairy-Stockfish's Variant tags ("makpong", "asean", "ai-wok"), which
// [ReadRecord] maps back when no Rules tag says otherwise.
//
// # Combining the options
//
// Every option is a rule of its own, and the options combine freely: any
// Rules that [Rules.Validate] accepts (each value in its range, MoveRule
// from 0 to [MaxMoveRule]) is played, each rule doing in it what it does
// alone, so a Cambodian game may have Makpong's frozen khun ("cambodian
// FrozenKing=true"), an ASEAN army may count as Ouk Chatrang does ("asean
// Counting=Cambodian"), and Kar Ouk may be played with the ai-wok ("karouk
// Army=AiWok"). Validate refuses no combination. Where the rules of two
// sets meet, this is how they read together:
//
//   - The FEN carries each option's fields at once: the army's letters,
//     the gates in the castling field (OC-1), the count in the en-passant
//     and half-move fields under Fairy-Stockfish's countings (Honour's in
//     the seventh field), and the checks to give after the en-passant
//     field (KO-2): "asean FirstMoves=true FirstCheck=true" starts from
//     "rnbqkbnr/8/pppppppp/8/8/PPPPPPPP/8/RNBQKBNR w DEde - 1+1 0 1".
//     Every army has its khun and its met (ai-wok) on the d- and e-files,
//     so the gates are DEde in each.
//   - The met's jump (OC-3) is a met's, as Fairy-Stockfish's rule names
//     the met: ASEAN's met (Q) jumps; the Ai-Wok army has no met, so there
//     only the khun leaps and the ai-wok keeps its gate square without a
//     first move. The khun loses its leap (OC-4) to an enemy rua, not to
//     an ai-wok.
//   - Under FrozenKing (MP-1) the khun's leap changes nothing, as it is
//     never made out of check (OC-2); the met's jump may still block one.
//   - Kar Ouk's winning check (KO-1) is any check: an ai-wok's as a ma,
//     a promoted piece's, one uncovered by a move.
//   - Each counting counts the pieces it knows: the pieces' honours of
//     MK-13 and OC-5 give a lone khun facing ai-woks the "otherwise" limit
//     (64, 63 moves), and ASEAN counting (AS-4) counts against no ai-wok,
//     as against no met. Insufficient material is judged by the first rule
//     that applies: FirstCheck's (KO-3: any piece), then Makpong's (MP-1:
//     any piece), ASEAN's promotion's (AS-3: any bia), then
//     Fairy-Stockfish's Makruk judgement ([Position.InsufficientMaterial],
//     the ai-wok counted as a ma, AW-3).
//   - The move rule (AS-5) stands beside any counting; while one of
//     Fairy-Stockfish's counts runs, the FEN's half-move field holds the
//     count, so the clock read back from it starts from 0.
//   - A bia promotes as Promotion says into its army's pieces: under
//     SixthRank into the army's met (the ai-wok in the Ai-Wok army, AW-2),
//     under LastRankChoice into a rua, ma, khon or the army's met.
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
// quote it; Fairy-Stockfish for the Pychess set and the family's
// (Cambodian, KarOuk, Makpong, ASEAN, AiWok).
package makruk
