package sittuyin_test

import (
	"errors"
	"fmt"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/notation"
	"github.com/chaturanga-go/chaturanga/sittuyin"
)

// play plays moves in coordinate notation, stopping at the first error.
func play(p *sittuyin.Position, moves ...string) error {
	for _, s := range moves {
		m, err := p.ParseMove(s)
		if err != nil {
			return err
		}
		if *p, err = p.Play(m); err != nil {
			return err
		}
	}
	return nil
}

// A whole setup under the Default rules: White places its eight pieces,
// keeping the move, then Black places its eight (ST-10). Black's yahhta
// may not face White's min-gyi on the e-file while only pawns stand
// between them (ST-12); once Black's sin stands on e7, it may.
func Example_setup() {
	p := sittuyin.StartPosition(sittuyin.Default)
	fmt.Println(p.Side(), "places first:", p.CountLegalMoves(), "placements")
	if err := play(&p, "K@e2", "F@d2", "S@c2", "S@f2", "N@b2", "N@g2", "R@a1", "R@h1"); err != nil {
		fmt.Println(err)
	}
	fmt.Println(p.Side(), "places now")

	_, err := p.ParseMove("R@e8")
	var me *core.MoveError
	if errors.As(err, &me) {
		fmt.Println(me.Rule+":", me.Msg)
	}

	if err := play(&p, "K@d7", "S@e7", "R@e8", "F@c7", "S@f7", "N@b7", "N@g7", "R@a8"); err != nil {
		fmt.Println(err)
	}
	fmt.Println(p.FEN())
	fmt.Println(p.Side(), "moves; setup over:", !p.InSetup())
	// Output:
	// white places first: 68 placements
	// black places now
	// ST-12: Black may not place a yahhta on the file of White's min-gyi unless a piece that is not a ne stands between them
	// r3r3/1nfkssn1/4pppp/pppp4/4PPPP/PPPP4/1NSFKSN1/R6R[] w - - 0 2
	// white moves; setup over: true
}

// Promotion under the Default rules (ST-13, ST-14): White's pawn on d5
// stands on a promotion square, but may not become a second sit-ke while
// White's general lives. Once Black has taken it, the pawn promotes in
// place, as a move of its own.
func ExamplePosition_promotion() {
	p := sittuyin.MustParseFEN("4k3/8/8/3P4/8/1K6/7F/7r[] w - - 0 40", sittuyin.Default)
	_, err := p.ParseMove("d5d5f")
	fmt.Println(err)

	if err := play(&p, "b3c4", "h1h2"); err != nil { // Black's yahhta takes the general
		fmt.Println(err)
	}
	m, err := p.ParseMove("d5d5f")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(p.SAN(m))
	p, _ = p.Play(m)
	fmt.Println(p.FEN())
	// Output:
	// sittuyin.Position.ParseMove d5d5f: ST-14: a side may promote only when it has no sit-ke on the board: illegal move
	// d5=F
	// 4k3/8/8/3F4/2K5/8/7r/8[] b - - 0 41
}

// ST-17: White may not stalemate Black. The general's step to b6 would
// leave Black's lone king on a8 without a move while not in check, so it
// is illegal under Default; the mate with the yahhta is fine. Under
// Pychess (Fairy-Stockfish) the stalemate is allowed, and drawn.
func ExamplePosition_stalemate() {
	const fen = "k7/2K5/8/2F5/8/8/8/7R[] w - - 0 40"
	p := sittuyin.MustParseFEN(fen, sittuyin.Default)
	_, err := p.ParseMove("c5b6")
	fmt.Println(err)
	fmt.Println(errors.Is(err, core.ErrIllegalMove))

	mate := p
	if err := play(&mate, "h1a1"); err != nil {
		fmt.Println(err)
	}
	fmt.Println(mate.Outcome())

	fs := sittuyin.MustParseFEN(fen, sittuyin.Pychess)
	if err := play(&fs, "c5b6"); err != nil {
		fmt.Println(err)
	}
	fmt.Println(fs.Outcome())
	// Output:
	// sittuyin.Position.ParseMove c5b6: ST-17: the move would leave the opponent with no legal move while not in check (stalemate): illegal move
	// true
	// 1-0 checkmate
	// 1/2-1/2 stalemate
}

// A side whose only moves would all stalemate the opponent draws (ST-17):
// here every White move leaves Black's king and pawn without a move.
func ExamplePosition_Outcome() {
	p := sittuyin.MustParseFEN("k7/Pp4P1/1P6/3K4/8/3P4/8/8[] w - - 0 1", sittuyin.Default)
	fmt.Println(p.CountLegalMoves(), p.Outcome())
	// Output:
	// 0 1/2-1/2 no-legal-move-draw
}

// Fairy-Stockfish's placements alternate, one piece each, on the first
// three ranks; its FEN writes the hands in brackets, in the order K, S, F,
// R, N.
func ExampleParseFEN() {
	p := sittuyin.StartPosition(sittuyin.Pychess)
	fmt.Println(p.CountLegalMoves(), "placements")
	if err := play(&p, "F@g2"); err != nil {
		fmt.Println(err)
	}
	fmt.Println(p.FEN())
	fmt.Println(p.InHand(core.White, sittuyin.SitKe), p.InHand(core.Black, sittuyin.SitKe))
	// Output:
	// 88 placements
	// 8/8/4pppp/pppp4/4PPPP/PPPP4/6F1/8[KSSRRNNkssfrrnn] b - - 0 1
	// 0 1
}

// Perft counts the leaves of the legal-move tree; from the start it counts
// placements only.
func ExamplePosition_Perft() {
	p := sittuyin.StartPosition(sittuyin.Pychess)
	fmt.Println(p.Perft(1), p.Perft(2), p.Perft(3))
	d := sittuyin.StartPosition(sittuyin.Default)
	fmt.Println(d.Perft(1), d.Perft(2))
	// Output:
	// 88 7744 580096
	// 68 4016
}

// A rule set is a value: start from a named set and change single
// options, in code or by name. Here Fairy-Stockfish's rules with the
// source's ST-17; its text names the set and the option that differs.
func ExampleRules() {
	r := sittuyin.Pychess
	r.StalemateDraw = false
	fmt.Println(r)
	p := sittuyin.MustParseFEN("k7/2K5/8/2F5/8/8/8/7R[] w - - 0 40", r)
	_, err := p.ParseMove("c5b6")
	fmt.Println(err)

	var q sittuyin.Rules
	if err := q.Set("Counting", "true"); err != nil {
		fmt.Println(err)
	}
	fmt.Println(q)
	back, _ := sittuyin.ParseRules("pychess StalemateDraw=false")
	fmt.Println(back == r)
	// Output:
	// pychess StalemateDraw=false
	// sittuyin.Position.ParseMove c5b6: ST-17: the move would leave the opponent with no legal move while not in check (stalemate): illegal move
	// default Counting=true
	// true
}

// Threefold repetition may be claimed (ST-18); the game does not end by
// itself.
func ExampleNewGame() {
	g := sittuyin.NewGame(sittuyin.MustParseFEN("4k3/8/8/8/8/8/8/4K1N1[] w - - 0 1", sittuyin.Default))
	for range 2 {
		for _, s := range []string{"g1f3", "e8d8", "f3g1", "d8e8"} {
			p := g.Position()
			m, err := p.ParseMove(s)
			if err == nil {
				err = g.Play(m)
			}
			if err != nil {
				fmt.Println(err)
			}
		}
	}
	fmt.Println(g.Repetitions(), g.Claims().Strings(), g.Outcome())
	// Output:
	// 3 [repetition] *
}

// Text diagrams during the setup (ST-9, ST-10): the pawns stand on the
// board from the start, the other pieces wait in hand and are listed
// under the board. Here, under Pychess's alternating order, White has
// placed its min-gyi and Black its sin.
func ExamplePosition_Diagram() {
	p := sittuyin.StartPosition(sittuyin.Pychess)
	if err := play(&p, "K@e2", "S@d7"); err != nil {
		fmt.Println(err)
	}
	fmt.Print(p.Diagram())
	fmt.Print(p.FigurineDiagram())
	// Output:
	// 8  . . . . . . . .
	// 7  . . . s . . . .
	// 6  . . . . p p p p
	// 5  p p p p . . . .
	// 4  . . . . P P P P
	// 3  P P P P . . . .
	// 2  . . . . K . . .
	// 1  . . . . . . . .
	//    a b c d e f g h
	// White hand: S S F R R N N
	// Black hand: k s f r r n n
	// 8  · · · · · · · ·
	// 7  · · · ♝ · · · ·
	// 6  · · · · ♟ ♟ ♟ ♟
	// 5  ♟ ♟ ♟ ♟ · · · ·
	// 4  · · · · ♙ ♙ ♙ ♙
	// 3  ♙ ♙ ♙ ♙ · · · ·
	// 2  · · · · ♔ · · ·
	// 1  · · · · · · · ·
	//    a b c d e f g h
	// White hand: ♗ ♗ ♕ ♖ ♖ ♘ ♘
	// Black hand: ♚ ♝ ♛ ♜ ♜ ♞ ♞
}

// A game record under the Default rules: White places all its pieces,
// then Black (ST-10), each run under one move number as the FEN counts
// moves; then the game proper begins with move 2.
func ExampleNewRecord() {
	p := sittuyin.StartPosition(sittuyin.Default)
	g := sittuyin.NewGame(p)
	for _, s := range []string{
		"K@e2", "F@d2", "S@c2", "S@f2", "N@b2", "N@g2", "R@a1", "R@h1",
		"K@d7", "S@e7", "R@e8", "F@c7", "S@f7", "N@b7", "N@g7", "R@a8",
		"e4e5", "d5d4",
	} {
		cur := g.Position()
		m, err := cur.ParseMove(s)
		if err == nil {
			err = g.Play(m)
		}
		if err != nil {
			fmt.Println(err)
			return
		}
	}
	rec := sittuyin.NewRecord(g, notation.Tag{Name: "Event", Value: "Lesson 1"})
	fmt.Print(string(notation.AppendPGN(nil, rec)))
	// Output:
	// [Event "Lesson 1"]
	// [Site "?"]
	// [Date "?"]
	// [Round "?"]
	// [White "?"]
	// [Black "?"]
	// [Result "*"]
	// [Variant "sittuyin"]
	// [Rules "default"]
	//
	// 1. K@e2 F@d2 S@c2 S@f2 N@b2 N@g2 R@a1 R@h1 1... K@d7 S@e7 R@e8 F@c7 S@f7 N@b7
	// N@g7 R@a8 2. e5 d4 *
}

// Pychess's claims are draws a player may claim, never automatic; the
// moves stay. A lone min-gyi against a yahhta has a count of 16 moves (32
// plies, in the FEN's en-passant field) once no ne is left; min-gyi and ne
// against a bare min-gyi is insufficient material as Fairy-Stockfish
// judges it (a ne promotes only to a sit-ke).
func ExamplePosition_Claims() {
	p := sittuyin.MustParseFEN("4k3/3R4/2K5/8/8/8/8/8[] b - 32 32 1", sittuyin.Pychess)
	fmt.Println(p.Count(), p.Claims().Strings(), p.CountLegalMoves())
	_ = play(&p, "e8f8")
	fmt.Println(p.Count(), p.Claims().Strings())

	q := sittuyin.MustParseFEN("k7/8/8/8/8/8/P7/K7[] w - - 0 1", sittuyin.Pychess)
	fmt.Println(q.InsufficientMaterial(core.White), q.InsufficientMaterial(core.Black), q.Claims(), q.CountLegalMoves())
	g := sittuyin.NewGame(q)
	fmt.Println(g.Claim(core.InsufficientMaterial), g.Outcome())
	// Output:
	// {32 32 black} [] 1
	// {33 32 black} [counting]
	// true true insufficient-material 6
	// <nil> 1/2-1/2 insufficient-material
}

// Under Pychess's counting a bare min-gyi counts, from 0 when the count
// starts with it to move; Count's Counter names it on either side's turn.
func ExamplePosition_Count() {
	p := sittuyin.MustParseFEN("4k3/3R4/2K5/8/8/8/8/8[] w - - 0 1", sittuyin.Pychess)
	for _, s := range []string{"c6c5", "e8f8", "c5c6"} {
		_ = play(&p, s)
		c := p.Count()
		fmt.Printf("%s: %v to move, %v counts, ply %d of %d\n", s, p.Side(), c.Counter, c.Ply, c.Limit)
	}
	// Output:
	// c6c5: black to move, black counts, ply 0 of 32
	// e8f8: white to move, black counts, ply 1 of 32
	// c5c6: black to move, black counts, ply 2 of 32
}

// A position's text form carries its rule set, and with it the hands and
// a running count: it survives storage as text or JSON.
func ExamplePosition_MarshalText() {
	p := sittuyin.MustParseFEN("4k3/3R4/2K5/8/8/8/8/8[] b - 32 3 1", sittuyin.Pychess)
	text, _ := p.MarshalText()
	fmt.Println(string(text))
	var q sittuyin.Position
	if err := q.UnmarshalText(text); err != nil {
		fmt.Println(err)
	}
	fmt.Println(q.Equal(p), q.Count())
	// Output:
	// pychess|4k3/3R4/2K5/8/8/8/8/8[] b - 32 3 1
	// true {3 32 black}
}
