// Package qiguo implements Qi Guo (七國象棋, "chess of the seven
// kingdoms"), the seven-player chess variant on a 19x19 Go board credited
// to Sima Guang (11th century): the rules, the position string, move text,
// perft, and a game record with undo. The rule IDs (QG-n) below are those
// of the project's specification, rules/qiguo.md; the source is the
// Chinese description of the game quoted there.
//
//	p := qiguo.StartPosition(qiguo.Default)
//	m, err := p.ParseMove("f2f9")     // Qin to move: an illegal move, explained (QG-4)
//	m, err = p.ParseMove("a7c4")      // a horseman move
//	p, err = p.Play(m)                // a new position; p is a value
//	fmt.Print(p.Diagram())
//
// # The board and the states
//
// The board has 19x19 points, files a..s west to east, ranks 1..19 south to
// north (QG-1). The Zhou (周), a neutral piece, stands on the centre point
// j10 for the whole game: it never moves, cannot be captured, and no piece
// may enter its point; lines and paths stop at it, and a cannon may use it
// as a screen (QG-2).
//
// Seven states of 17 pieces each (QG-3) move in turn order, one move per
// turn: Qin, Han, Chu, Wei, Qi, Yan, Zhao, then Qin again (QG-4). They
// are the colours 0 to 6 ([core.Color]) in that order, named [West],
// [SouthWest], [SouthEast], [EastSouth], [EastNorth], [NorthEast] and
// [NorthWest] after their blocks of the board, since the state names
// depend on the rules ([Rules.StateName]). A defeated state is skipped; a
// state with no legal move passes ([core.PassMove], written "pass"). Each
// army is a triangle of rows 7-5-3-1-1 from its edge toward the centre,
// its general in the middle of the edge row (QG-5; [Position.Diagram]
// draws it).
//
// # The pieces
//
// All capture the way they move unless said otherwise, and none passes over
// another piece unless said ([Rules.Movement] gives each in the core's
// terms). [Position.ChineseDiagram] draws the board with the pieces'
// characters, [Position.Diagram] with their letters.
//
//	將 general    Q  any distance orthogonally or diagonally (QG-6)
//	偏 pian       R  any distance orthogonally (QG-7)
//	裨 bi         B  any distance diagonally (QG-8)
//	弓 bow        H  1 to 4 points orthogonally or diagonally (QG-9)
//	弩 crossbow   W  1 to 5 points orthogonally or diagonally (QG-10)
//	刀 dao        A  one point diagonally (QG-11)
//	劍 sword      S  one point orthogonally (QG-11)
//	砲 cannon     C  any distance orthogonally onto empty points; captures
//	                 only by jumping exactly one piece (any: own, enemy, a
//	                 go-between, the Zhou) and taking the first piece beyond
//	                 it, which must be a capturable enemy piece (QG-12)
//	騎 horseman   N  one point orthogonally, then up to three points
//	                 diagonally outward; every point passed must be empty;
//	                 it may stop, and capture, on any point of the path, the
//	                 first orthogonal point included (QG-13)
//	行人 go-between G  moves as the general, but never captures and is
//	                 never captured; it blocks lines and may be a screen (QG-14)
//
// # Captures, defeat and victory
//
// There is no check: a general may be left attacked and captured (QG-15).
// Captures are tallied per capturing and per captured state (QG-16). A
// state whose general is captured is defeated, and its remaining pieces
// pass to the captor, which moves them on its own turns (QG-17). A state
// that has lost ten pieces to one and the same state is defeated too: its
// general is removed from the board and the rest of its army passes to
// that state (QG-18). A state wins, and the game ends, when it has
// defeated two states or captured thirty pieces; pieces received are not
// captures. The game also ends when only one state, or one player's
// states, remain (QG-19). A position reports, for every state, whether it
// is alive or by whom it was defeated, its captures by state, and who
// controls its army ([Position.Alive], [Position.DefeatedBy],
// [Position.Captured], [Position.Controller]; QG-20).
//
// # Players and alliances
//
// Three to seven people may play (QG-21): a player may control several
// states, each still moving on its own turn, and the pieces of one
// player's states are friendly. The source's presets (QG-22): with 6
// players Qin's player also controls one state other than Chu; with 5, as
// 6 and Chu's player also controls one more state; with 4, Qin, Chu and
// Qi are each allied with one other state; with 3, as 4 and Qin's player
// takes the remaining state. [Rules.WithAlliances] seats the players and
// rejects seatings outside the presets.
//
// # Bookkeeping
//
// The source is silent on what follows; the spec decides it, and so does
// this package under [SourceBookkeeping]. Pieces keep their original state
// for the whole game; the position string writes that state's letter, and
// who controls an army is separate state (QG-23). A captured piece is a
// loss of its original state and a capture of the state that moved the
// capturing piece; a defeated state's tallies stay as they were, and the
// armies it controlled pass on with its own (QG-24). The general removed
// under QG-18 is not a capture; a tenth loss that is the general falls
// under QG-17 (QG-25). Wins are checked after each move, for the mover
// first; when one player's states are left, the mover is the winner
// (QG-26). Friendliness follows control: an ally's army that passes to an
// enemy becomes hostile (QG-27). There is no draw rule; passing changes
// only the turn (QG-28), and the repetitions [core.Game] reports end
// nothing.
//
// # Rule sets and options
//
// [Default] is the source as the spec reads it: the source's state names,
// the formation of Ludii's "Qi Guo Xiangxi" (after Leventhal's 1978
// translation of the original diagram). Its options, fields of [Rules]:
//
//   - WikipediaNames: the state names of Wikipedia, Ludii and
//     elephantchess.io (Qin, Chu, Han, Qi, Wei, Zhao, Yan on the seats of
//     the source's Qin, Han, Chu, Wei, Qi, Yan, Zhao). The game is the
//     same. The preset constraints of QG-22 name states, so they follow
//     the names.
//   - ElephantChessLayout: the pian and bi of the two southern armies
//     swapped (e1<->g1, m1<->o1), as elephantchess.io sets them up.
//   - HorsemanMustTurn: the horseman makes at least one diagonal step, as
//     elephantchess.io plays it (the source's diagram marks the orthogonal
//     point as a destination).
//   - DefeatByTotalLosses: a state is defeated at its tenth loss to any
//     captors together. Its army passes to the live state that captured
//     most of its pieces; among tied states the mover if it is tied, else
//     the tied state whose latest capture of the defeated state's pieces is
//     the most recent; that state is credited with the defeat (QG-29), and
//     so may win by conquest on another state's move.
//
// [ElephantChess] reproduces elephantchess.io's engine, the one site that
// plays the game: WikipediaNames, ElephantChessLayout, HorsemanMustTurn
// and DefeatByTotalLosses, with [ElephantChessBookkeeping]: a state is
// defeated at its tenth loss in total or when any general it owns is
// captured; the defeated state's pieces (its general too after a ten-loss
// defeat) are recoloured to the receiver and are its own in every respect,
// so a state may own several generals; the receiver is the captor after a
// general capture, else the live state with most captures in total (ties:
// the mover, else the tied state that moved most recently); every
// transferred piece counts as a capture of the receiver and a loss of the
// defeated state. After each capture a state with thirty captures or more
// wins (most first, ties as before), else a state that has defeated two
// (most first); after any move the last state left wins. There is no
// passing (a state with no legal move has no move, and the game stands
// still) and no friendliness between states of one player. The spec lists
// the conquest check first; elephantchess.io's engine reports a win by
// capture count whenever the winner meets both at once, so this package
// checks the captures first under this rule set.
//
// # Position strings
//
// [ParseFEN] and [Position.FEN] read and write the position string: the
// board field of elephantchess.io (ranks 19 to 1, each piece its state's
// letter w Qin, o Han, r Chu, g Wei, b Qi, d Yan, p Zhao and its kind's
// letter, runs of empty points as numbers, the Zhou's point counted empty),
// then the state to move, the capture tallies, the defeats and the round
// number, as in
//
//	... b o:w3r1,r:g10 r:g 4
//
// (Qi to move; Han has lost three pieces to Qin and one to Chu, Chu ten to
// Wei; Chu was defeated by Wei; round 4). A board field alone is accepted,
// as elephantchess.io loads a position; [ElephantChessStart] is its start
// position. A live state need not have a general on the board: the site's
// engine accepts such positions, and so does this package (such a state
// can only be defeated by losses).
//
// # Moves
//
// A move is written as its from and to points concatenated ("f2f9",
// "a10c10"; read greedily, ranks from 1), or "pass". [Position.MoveText],
// [Position.ParseMove], [FormatMove] and [ParseCoord] convert; an illegal
// move's error is a *core.MoveError naming the rule that forbids it.
//
// # Game records
//
// A game record is PGN text ([NewRecord], [ReadRecord], [NewReader], over
// notation.PGNReader and notation.AppendPGN) with seven states' tags and
// movetext, such as
//
//	[Event "Kaifeng club"]
//	[Site "?"]
//	[Date "2026.11.29"]
//	[Round "1"]
//	[Qin "Ann"]
//	[Han "Bo"]
//	[Chu "Cy"]
//	[Wei "Di"]
//	[Qi "Ed"]
//	[Yan "Fu"]
//	[Zhao "Gao"]
//	[Result "*"]
//	[Variant "qiguo"]
//	[Rules "default"]
//
//	1. a13d11 h2g4 k1g4 r4p5 o14l14 q19s18 f16g16 {round one} 2. c10g6 d2a6 *
//
// The tags are written in this order, the first twelve always ("?" for an
// unknown value):
//
//   - Event, Site, Date, Round: as in PGN (Round is the round of a
//     tournament, not of the game).
//   - One tag per state, named after it in turn order under the rules'
//     naming ([Rules.StateName]): its player's name. A player of several
//     states is named in each of them.
//   - Result: the winning state's name once the game has ended
//     ([Position.Outcome]), else "*" (or a result agreed over the board).
//   - Variant: "qiguo".
//   - Rules: the rule set's name, as [RulesByName] takes it.
//   - Options: only when the options are not the named set's (or the name
//     is not a named set's): every option that is on, separated by spaces,
//     of WikipediaNames, ElephantChessLayout, HorsemanMustTurn,
//     DefeatByTotalLosses and ElephantChessBookkeeping (the Bookkeeping
//     field), or "-" for none.
//   - Alliances: only with fewer than seven players: each player's states,
//     the players separated by " | ", as [Rules.WithAlliances] takes them
//     ("Qin Wei | Chu Qi | Han | Yan | Zhao").
//   - FEN and SetUp "1": only for a game that does not start from the start
//     position: the position string it starts from ([ParseFEN]).
//   - Termination: only for a finished game: how it ended ("conquest",
//     "capture-count" or "last-standing", [core.Reason]).
//
// Other tags are kept in their order after these. The movetext holds the
// moves in turn order in the game's notation ("a7c4", "pass"), the round
// number "n." before the first move of each round n ([Position.Round]: a
// round ends when the turn goes back to an earlier state, so defeated
// states, being skipped, shorten it), "n..." before a move that goes on
// with a round after a comment or a variation, or that begins a record
// whose round had begun. Comments {...}, variations (...) and annotation
// glyphs ($1) are PGN's. The movetext ends with the result, a state's name
// or "*", and a blank line.
//
// [ReadRecord] reads leniently: tags in any order and missing ones, moves
// in any spelling [Position.ParseLenient] takes, any numbering or none. The
// rules are those the tags give, else the caller's.
//
// # Search
//
// [Position.AppendLegalMoves] appends to a caller's buffer without
// allocating, and [Position.MakeMove] / [Position.UnmakeMove] play and
// take back a move in place without allocating, for search; [Position.Play]
// returns a new position for checked input. [Position.Perft] counts one
// move per turn in turn order (a pass is a move) and counts nothing below
// a finished game. The generator is a padded mailbox with piece lists, and
// is tested against core.Board, the library's plain reference generator,
// on random positions.
package qiguo
