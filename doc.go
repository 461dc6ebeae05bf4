// Package chaturanga is a rules library for the historical chess family:
// Makruk (Thai chess) with its relatives Ouk Chatrang, Kar Ouk, Makpong,
// ASEAN chess and Ai-Wok; Sittuyin (Burmese chess); Shatranj (Persian
// chess) and Chaturanga as chess.com plays it; Main Chator (Malay chess);
// Shatar (Mongolian chess); and Qi Guo (the Game of the Seven Kingdoms,
// seven players on a 19x19 board).
//
// This package is the registry of the games: a program that handles
// "any game" (a server, a tool, a bot) configures it by name and works
// through the interfaces every game implements, [core.Position] for
// positions and [Game] for games with their history:
//
//	g, err := chaturanga.NewGame("makruk", "pychess", "")
//	if err != nil {
//		return err // an unknown name lists the known ones
//	}
//	if _, err := g.PlayText("e4"); err != nil { // coordinates, SAN, or an action's word
//		return err // a *core.MoveError naming the rule that forbids the move
//	}
//	fmt.Println(g.SAN(), g.Outcome(), g.Claims())
//	rec := g.Record() // PGN, with the rules in its tags
//
// [Lookup] and [Variants] list the games with their rule sets and
// options; every entry point takes Fairy-Stockfish's variant names too
// ("cambodian" is makruk's cambodian rule set, and
// NewGame("cambodian", "pychess", "") is refused: see [Variant.Set]);
// [ReadRecord] replays a PGN record of any game, its tags choosing the game
// and the rules; [NewEditor] sets up a position of any game piece by
// piece. A saved game resumes
// from its position: every FEN argument also takes a position's text form
// ("pychess|8/3k4/...", as Position.MarshalText writes it), and
// [NewGameFrom] starts a game from a core.Position in hand.
//
// # Packages
//
//   - core: what every game shares: squares on boards up to 19x19, up to
//     seven sides, pieces, moves and actions, movement atoms (leaps, rides
//     with a range, the cannon's hop, lame paths), a reference move
//     generator, perft, outcomes and claims, the Position interface, the
//     Game with its history and endings, errors.
//   - makruk: Thai chess with its counting; rule sets Default, Pychess
//     (Fairy-Stockfish's, for pychess-variants) and the family sets
//     Cambodian, KarOuk, Makpong, ASEAN and AiWok.
//   - shatranj: Persian chess: the alfil's leap, stalemate and the bare
//     king as wins; rule sets Default, Pychess, Medina and Chaturanga.
//   - sittuyin: Burmese chess: the setup phase as moves, promotion on the
//     long diagonals, no stalemating; rule sets Default and Pychess.
//   - chator: Malay chess: every documented regional rule as an option;
//     rule sets Default, Brooke, Elcum and SoutheastAsian.
//   - shatar: Mongolian chess: the bers, robado and the shak rule of mate.
//   - qiguo: the Game of the Seven Kingdoms: seven states on 19x19 points,
//     the cannon over the Zhou, defeat and armies changing hands,
//     alliances; rule sets Default and ElephantChess.
//   - notation: game records in PGN, read as a bounded stream and
//     written, and text diagrams.
//   - svg: SVG pictures of any game's position, each board as its players
//     know it, with the last move, check, arrows, marks and a caption.
//   - examples: runnable programs: tour (a tour of the games, with -svg
//     pictures), perft (Stockfish-style perft, bulk or per node), oracle (a
//     JSON-lines rules oracle for programs in any language), pgn (replays a
//     PGN stream, one JSON line per game) and bot (a small alpha-beta bot
//     written once against core.Position).
//
// Every game package has the same shape: a Rules value with named rule
// sets whose every rule is also an option (ParseRules, Set, String), a
// Position value implementing core.Position with Play (checked, returning
// a new position) and MakeMove/UnmakeMove (fast, in place, allocation
// free), FEN and move text both ways, and a Game type. Errors wrap the
// sentinels of package core, so errors.Is tells an illegal move from a
// syntax error whatever game produced it.
//
// # Builds of some games
//
// Every game is registered by default. A program that plays only some of
// them (the WebAssembly module of js/ for a site that plays Makruk, say)
// leaves the others out of the registry, and so out of the binary, with
// the build tags chaturanga_no<name>:
//
//	go build -tags chaturanga_nochator,chaturanga_noqiguo,chaturanga_noshatar,chaturanga_noshatranj,chaturanga_nosittuyin
//
// registers makruk alone: [Names], [Variants], [Lookup], [LookupFSF],
// [ReadRecord] and the rest know no other game, and a name left out is
// unknown like any other unknown name. The game packages themselves are
// the same in every build.
package chaturanga
