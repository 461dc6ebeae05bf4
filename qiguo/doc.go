// Package qiguo implements Qi Guo (七國象棋, "chess of the seven
// kingdoms"), the seven-player chess variant on a 19x19 Go board credited
// to Sima Guang (11th century): the rules, the position string, move text
// in coordinates and in SAN, perft, resignation, and game records. The
// rules are numbered QG-1 ... QG-29 below (the rule IDs an error's Rule
// field and the tests name); the source is the Chinese description of the
// game that the project's specification reads, and where it is silent
// this package says what it decides.
//
//	p := qiguo.StartPosition(qiguo.Default)
//	m, err := p.ParseMove("f2f9")     // Qin to move: an illegal move, explained (QG-4)
//	m, err = p.ParseLenient("Nc4")    // SAN, or coordinates: a7c4
//	p, err = p.Play(m)                // a new position; p is a value
//	fmt.Print(p.Diagram())
//
// [Position] implements [core.Position], so a program written against that
// interface plays Qi Guo as it plays the other games of the library.
//
// # The board and the states
//
// QG-1: the board has 19x19 points, files a..s west to east, ranks 1..19
// south to north. One piece stands on a point.
//
// QG-2: the Zhou (周), a neutral piece ([ZhouPiece]), stands on the centre
// point j10 ([ZhouSquare]) for the whole game: it never moves, cannot be
// captured, and no piece may enter its point; lines and paths stop at it,
// and a cannon may use it as a screen (QG-12).
//
// QG-3: seven states of 17 pieces each, 119 in all, in the source's
// colours: Qin white, Han orange, Chu red, Wei green, Qi blue, Yan black,
// Zhao purple.
//
// QG-4: the states move in turn order, one move per turn: Qin, Han, Chu,
// Wei, Qi, Yan, Zhao, then Qin again. A state that is out of the game
// (defeated, or resigned) is skipped. A state with no legal move passes:
// its one legal move is [core.NewPass], written "pass".
//
// QG-5: each army is a triangle of rows 7-5-3-1-1 from its edge toward the
// centre, its general in the middle of the edge row: Qin on the west edge
// (general a10), Han on the south edge's west half (f1), Chu on its east
// half (n1), Wei on the east edge's south half (s6), Qi on its north half
// (s14), Yan on the north edge's east half (n19), Zhao on its west half
// (f19). [Position.Diagram] draws it. An army holds one general, pian,
// bi, cannon, bow, crossbow and go-between, two daos, four swords and four
// horsemen.
//
// The states are the colours ([core.Color]) 0 to 6 in turn order, the
// seats of the board: [West], [SouthWest], [SouthEast], [EastSouth],
// [EastNorth], [NorthEast] and [NorthWest]. The package names the seats
// after their blocks rather than after the states, because the state
// sitting on a seat depends on the rule set: under WikipediaNames the
// south-west seat is Chu's, not Han's (a constant qiguo.Han would name the
// wrong army there). Everything a person reads names the states: the
// rules give a seat's name ([Rules.StateName], [Position.SideName]) and
// find a seat by name ([Rules.StateByName]); messages and records say
// "Qin", "Han", ..., never a number.
//
// # The pieces
//
// All capture the way they move unless said otherwise, and none passes over
// another piece unless said ([Movement] gives each in the core's terms).
// The letters are those of the position string and of SAN; the names are
// the package's constants and [Position.PieceName]'s words.
//
//	將 general    Q  QG-6  any distance orthogonally or diagonally
//	偏 pian       R  QG-7  any distance orthogonally
//	裨 bi         B  QG-8  any distance diagonally
//	弓 bow        H  QG-9  1 to 4 points orthogonally or diagonally
//	弩 crossbow   W  QG-10 1 to 5 points orthogonally or diagonally
//	刀 dao        A  QG-11 one point diagonally (no palace in this game)
//	劍 sword      S  QG-11 one point orthogonally
//	砲 cannon     C  QG-12 any distance orthogonally onto empty points;
//	                       captures only by jumping exactly one piece (any:
//	                       own, enemy, a go-between, the Zhou) and taking
//	                       the first piece beyond it, which must be a
//	                       capturable enemy piece
//	騎 horseman   N  QG-13 one point orthogonally, then up to three points
//	                       diagonally outward (the two diagonals that go on
//	                       away in the direction of the first step); every
//	                       point passed must be empty; it may stop, and
//	                       capture, on any point of the path, the first
//	                       orthogonal point included
//	行人 go-between G  QG-14 moves as the general, but never captures and is
//	                       never captured; it blocks lines and may be a
//	                       cannon's screen
//
// # Captures, defeat and victory
//
// QG-15: there is no check. A general may be left attacked and may be
// captured; [Position.InCheck] and [Position.GivesCheck] are false, and
// SAN has no check marks. [Position.King] is the general's point and
// [Position.AppendAttackers] lists the pieces a state moves that attack a
// point.
//
// QG-16: each state keeps the pieces it captures; captures are counted per
// capturing and per captured state ([Position.Captured],
// [Position.Captures], [Position.Losses]).
//
// QG-17: a state whose general is captured is defeated; its remaining
// pieces pass to the state that captured the general, which moves them
// from then on, on its own turns, as its own.
//
// QG-18: a state that, its general still alive, has lost ten pieces to one
// and the same other state is defeated: its general is removed from the
// board and the rest of its army passes to that state.
//
// QG-19: a state wins, and the game ends, when it has defeated two states
// (the reason [core.Conquest]) or captured thirty pieces of other states
// ([core.CaptureCount]; pieces received under QG-17 and QG-18 are not
// captures). The game also ends when only one state, or one player's
// states, remain ([core.LastStanding]).
//
// QG-20: a position reports, for every state, whether it is alive or by
// whom it was defeated ([Position.Alive], [Position.DefeatedBy]), its
// captures by state, and who controls its army ([Position.Controller]).
//
// [Position.Outcome] is the game's end, with a state as the winner:
// o.Format(p.SideName) says it in words ("Qi wins by conquest"), and a
// record's result is the winner's name. There is no draw (QG-28).
//
// # Players and alliances
//
// QG-21: three to seven people may play. A player may control several
// states; each still moves on its own turn, and the pieces of one player's
// states are friendly to each other: they cannot capture one another.
//
// QG-22: the source's presets. With 6 players Qin's player also controls
// one state other than Chu; with 5, as 6 and Chu's player also controls
// one more state; with 4, Qin, Chu and Qi are each allied with one other
// state (so Qin, Chu and Qi are with three different players); with 3, as
// 4 and Qin's player takes the remaining state (3-2-2). A player wins when
// a state he controls wins. [Rules.WithAlliances] (and the option
// Alliances) seats the players and rejects seatings outside the presets.
//
// # Bookkeeping
//
// The source is silent on what follows; the spec decides it, and so does
// this package under [SourceBookkeeping].
//
// QG-23: pieces keep the state they started with (their colour) for the
// whole game; the position string writes that state's letter, and who
// controls an army is separate position state.
//
// QG-24: a captured piece is a loss of its original state and a capture of
// the state that moved the capturing piece. A defeated state's tallies and
// captures stay as they were (the conqueror does not inherit them); the
// armies a defeated state controlled pass on with its own.
//
// QG-25: the general removed under QG-18 is not a capture. If a state's
// tenth loss to one state is its general, QG-17 applies.
//
// QG-26: wins are checked right after each move, for the mover first. If
// only states of one player remain after a move, that player wins and the
// state that made the move is reported as the winner (after a resignation,
// see below, the live state that moved last).
//
// QG-27: friendliness follows control: pieces are friendly when their
// controllers belong to the same player; an ally's army that passes to an
// enemy becomes hostile.
//
// QG-28: there is no draw rule; passing changes only the turn, and the
// repetitions [core.Game] counts end nothing ([Position.RepetitionDraw] is
// false).
//
// QG-29: under the option DefeatByTotalLosses a state is defeated at its
// tenth loss to any captors together. Its army passes to the live state
// that captured most of its pieces; among tied states the mover if it is
// tied, else the tied state whose latest capture of the defeated state's
// pieces is the most recent; that state is credited with the defeat, and
// so may win by conquest on another state's move.
//
// # Resignation
//
// The source says nothing of a player leaving the game. Here a state
// resigns by playing the action [core.NewAction](core.Resign) on its turn
// (and only then: a core.Game's Resign(c) does it for the state to move
// and refuses any other state). [Position.Play] and [Position.PlayMove]
// take it while the game goes on; it is never among the legal moves, so
// perft does not count it. A resignation takes the state out of the game,
// credited to nobody: its army, and every army it controls, leave the
// board (QG-17's transfer has no one to pass them to, and handing them to
// a neighbour would give that state a free army and, under
// ElephantChessBookkeeping, free captures); its tallies stay as they were
// and no one's captures change. [Position.Resigned] reports it,
// [Position.DefeatedBy] gives core.NoColor and true. The turn passes on.
// If one player's states are left, the game ends by QG-19's last-standing
// rule; the winner is the live state that moved last (the state that
// moved, the one resigning, is out). The action is written "resign" in
// coordinates, in SAN and in records, and the position string's defeats
// field writes the state as "x:-" (such as "o:-", Han resigned).
//
// # Rule sets and options
//
// [Default] is the source as the spec reads it: the source's state names
// and the formation of Ludii's "Qi Guo Xiangxi" (after Leventhal's 1978
// translation of the original diagram). The options, fields of [Rules],
// each with the zero value of Default's rule:
//
//   - WikipediaNames: the state names of Wikipedia, Ludii and
//     elephantchess.io (Qin, Chu, Han, Qi, Wei, Zhao, Yan on the seats of
//     the source's Qin, Han, Chu, Wei, Qi, Yan, Zhao). The game is the
//     same. The preset constraints of QG-22 name states, so they follow
//     the names; changing the option with [Rules.Set] keeps each player's
//     states by name, so options mean the same in any order.
//   - ElephantChessLayout: the pian and bi of the two southern armies
//     swapped (e1<->g1, m1<->o1), as elephantchess.io sets them up (QG-5).
//   - HorsemanMustTurn: the horseman makes at least one diagonal step, as
//     elephantchess.io plays it (QG-13; the source's diagram marks the
//     orthogonal point as a destination).
//   - DefeatByTotalLosses: QG-29.
//   - Bookkeeping: [SourceBookkeeping] (QG-23..QG-28) or
//     [ElephantChessBookkeeping].
//   - Alliances: the seating of QG-21 and QG-22.
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
// A rule set's text form ([Rules.String], [ParseRules], and
// encoding.TextMarshaler) is its name, then each option that differs from
// the named set as Option=Value, the seating last with its players
// separated by ',' and one player's states joined by '+':
//
//	default
//	elephantchess HorsemanMustTurn=false
//	default Alliances=Qin+Han,Chu+Wei,Qi+Yan,Zhao
//
// [Rules.Set], [Rules.Get], [OptionNames] and [OptionValues] read and
// write options by name; [Rules.Validate] rejects rules the package cannot
// play (an unknown name, a bookkeeping past the last, a seating that is no
// preset).
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
// position. The string does not say which rules it is played under: read
// it with the rules, or keep the position's text form, which carries them
// ([Position.MarshalText]: "default Alliances=...|<position string>"; a
// Position is a JSON string through it).
//
// ParseFEN refuses positions play cannot reach or that cannot go on (its
// documentation lists them): under SourceBookkeeping a state in the game
// without its general, even with no piece at all (a set-up position with
// fewer states writes the others as resigned, "... w - r:-,g:-,b:-,d:-,p:- 1"),
// or with two; more pieces of a kind than an army has; a state in the game
// whose tenth loss is in its tallies; tallies or defeats that decided the
// game before the last move; an empty board. Under ElephantChessBookkeeping
// a board holds what elephantchess.io's engine loads: states with no piece
// or several generals, in the game.
//
// # Moves
//
// A move in coordinates is written as its from and to points concatenated
// ("f2f9", "a10c10"; read greedily, ranks from 1), "pass" or "resign".
// [Position.MoveText], [Position.ParseMove], [FormatMove], [AppendMove]
// and [ParseCoord] convert; they read letters in either case, '-', 'x',
// ':' or spaces between the points and spaces around ("A7-C4", "e10 c10").
// An illegal move's error is a *core.MoveError naming the rule that
// forbids it ("QG-13: a horseman cannot move from a7 to a9 (...)").
//
// # SAN
//
// The package's SAN ([Position.SAN], [Position.ParseSAN]) is chess's for
// Qi Guo: the piece's letter (Q general, R pian, B bi, C cannon, H bow,
// W crossbow, A dao, S sword, N horseman, G go-between), then, when
// another piece of that kind that the mover moves (its own or one of an
// army it controls) can reach the same point, the from point's file, else
// its rank, else both; "x" for a capture; the target point. No check
// marks (QG-15); "pass" and "resign" are words. For example:
//
//	Nc4     the horseman a7 to c4 (the opening)
//	Nad11   the horseman a13 to d11: the one on b12 reaches d11 too
//	N13xh9  the horseman e13 takes on h9: another on e5 could
//	S2b3    the sword b2 to b3: one on b4 shares the file, one on a3 does not
//	He1e5   the bow e1 to e5: bows on e9 and a1 share its file and its rank
//	Cxp10   the cannon takes on p10, over the Zhou
//
// ParseSAN is strict: exactly what SAN writes. A legal move written
// otherwise (over-specified, with a needless or missing "x", in
// coordinates) is a syntax error whose message says what to write ("write
// Nxd5"); text that fits several moves is ambiguous and lists them.
// [Position.ParseLenient] reads any common spelling: SAN with or without
// "x", with more disambiguation than needed and with marks ("+", "!"),
// long algebraic notation ("Na13-d11", "Ce10xe14", as [Position.LAN]
// writes it), coordinates as ParseCoord takes them, "pass" and "resign"
// in any case. All three explain an illegal move with the rule ID and
// sentence of ParseMove.
//
// [Position.LegalMovesSAN] lists the SAN of every legal move, and
// [Position.VariationSAN] writes a line of play numbered by rounds as the
// records number it: "n." before the first move of round n, "n..." before
// a line's first move inside a round ("1. Nab7 Ncc2 ... Gg16 2. Nc7",
// "3...Nd3 Nm3").
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
//     ([Position.Outcome]), "1/2-1/2" for a game the players agreed to end
//     (core.Game's AgreeDraw; Qi Guo itself has no draw, QG-28), else "*".
//   - Variant: "qiguo".
//   - Rules: the rule set's text form ([Rules.String]), options and
//     seating included ("default Alliances=Qin+Han,Chu+Wei,Qi+Yan,Zhao").
//   - FEN and SetUp "1": only for a game that does not start from the start
//     position: the position string it starts from ([ParseFEN]).
//   - Termination: only for a finished game: how it ended ("conquest",
//     "capture-count", "last-standing" or "agreement", [core.Reason]).
//
// Other tags are kept in their order after these. The movetext holds the
// moves in turn order in coordinates ("a7c4", "pass", "resign"), the round
// number "n." before the first move of each round n ([Position.Round]: a
// round ends when the turn goes back to an earlier state, so states out of
// the game, being skipped, shorten it), "n..." before a move that goes on
// with a round after a comment or a variation, or that begins a record
// whose round had begun. Comments {...}, variations (...) and annotation
// glyphs ($1) are PGN's: a game keeps them (core.Game's Comment and
// Notes), each variation's moves read from the position before the move
// they replace and checked, and [NewRecord] writes them back. The
// movetext ends with the result and a blank line.
//
// [ReadRecord] reads leniently: tags in any order and missing ones, moves
// in any spelling [Position.ParseLenient] takes (SAN too), any numbering or
// none; the Options and Alliances tags of older records are read on top of
// the Rules tag. It refuses a record that disagrees with itself: a Result
// tag that differs from the movetext's result, a winner the moves do not
// make, a Termination the moves do not reach.
//
// # Search
//
// [Position.AppendLegalMoves] appends to a caller's buffer without
// allocating, and [Position.MakeMove] / [Position.UnmakeMove] play and
// take back a move in place without allocating, for search; [Position.Play]
// returns a new position for checked input and plays the action resign.
// [Position.Perft] counts one move per turn in turn order (a pass is a
// move) and counts nothing below a finished game. The generator is a
// padded mailbox with piece lists, and is tested against core.Board, the
// library's plain reference generator, on random positions.
//
// # The zero Position
//
// The zero Position is not a valid position: it has no pieces and no
// legal moves; Play, PlayMove, ParseMove, ParseSAN and ParseLenient return
// errors wrapping core.ErrIllegalPosition, and its FEN is the empty
// board's under Default. Its Outcome is the zero Outcome, MakeMove and
// UnmakeMove on it are no-ops, and its text form is empty (an empty text
// reads back as the zero Position).
package qiguo
