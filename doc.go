// Package chaturanga is the root of a rules library for the historical
// chess family: Makruk (Thai chess), Sittuyin (Burmese chess), Shatranj
// (Persian chess), Main Chator (Malay chess) and Qi Guo (the Game of the
// Seven Kingdoms, seven players on a 19x19 board). It holds no code; this
// is the tour of its packages.
//
// # Packages
//
//   - core: what every game shares: squares on boards up to 19x19, up to
//     seven sides, pieces, moves, movement atoms (leaps, rides with a
//     range, the cannon's hop, lame paths), a reference move generator,
//     Zobrist hashing, perft, outcomes, game history, errors.
//   - makruk: Thai chess, with the Thai counting rules; rule sets Default
//     and Pychess (Fairy-Stockfish's, for pychess-variants).
//   - shatranj: Persian chess: the alfil's leap, stalemate and the bare
//     king as wins; rule sets Default, Pychess and Medina.
//   - sittuyin: Burmese chess: the setup phase as moves, promotion on the
//     long diagonals, no stalemating; rule sets Default and Pychess.
//   - chator: Malay chess: every documented regional rule as an option
//     (pawns returning to the long diagonals, the blocked pawn's en
//     passant, the king's leap, the lone king's powers); rule sets
//     Default, Brooke, Elcum and SoutheastAsian.
//   - qiguo: the Game of the Seven Kingdoms: seven states on 19x19 points,
//     the cannon over the Zhou, defeat and armies changing hands,
//     alliances; rule sets Default and ElephantChess.
//   - notation: the text codecs the games share: FEN fields and hands,
//     coordinate moves, SAN-like moves with strict and lenient parsing,
//     PGN game records read as a stream, text diagrams.
//   - svg: SVG pictures of any game's position, each board as its
//     players know it, with the last move, check, arrows, marks and a
//     caption, for sites and teachers.
//   - examples: runnable programs: tour (the README's main example), perft
//     (Stockfish-style perft for any game) and oracle (a JSON-lines rules
//     oracle for programs in any language).
//
// Each game package has the same shape: a Rules value with named rule sets,
// a Position value with legal-move generation (into a caller's buffer, or as
// an iterator), Play (checked) and MakeMove/UnmakeMove (fast, in place),
// Outcome and Claims, FEN and move text, Perft and Divide, and a Game type
// holding history. Errors wrap the sentinels of package core, so errors.Is
// tells an illegal move from a syntax error whatever game produced it.
//
// # A first program
//
//	p := makruk.StartPosition(makruk.Default)
//	m, err := p.ParseMove("e3e4")
//	if err != nil {
//		return err // errors.Is(err, core.ErrIllegalMove), ...
//	}
//	p, _ = p.Play(m)
//	for m := range p.LegalMoves() {
//		fmt.Println(p.SAN(m))
//	}
package chaturanga
