package shatranj_test

import (
	"errors"
	"fmt"
	"strings"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/notation"
	"github.com/chaturanga-go/chaturanga/shatranj"
)

// Play a few moves from the start and read them back in both notations.
func Example() {
	p := shatranj.StartPosition(shatranj.Default)
	var sans []string
	for _, s := range []string{"e2e3", "d7d6", "f1d3", "c8e6"} {
		m, err := p.ParseMove(s)
		if err != nil {
			fmt.Println(err)
			return
		}
		sans = append(sans, p.SAN(m))
		p, _ = p.Play(m)
	}
	fmt.Println(strings.Join(sans, " "))
	fmt.Println(p.FEN())
	fmt.Println(p.CountLegalMoves(), "legal moves;", p.Outcome())
	// Output:
	// e3 d6 Bd3 Be6
	// rn1kqbnr/ppp1pppp/3pb3/8/8/3BP3/PPPP1PPP/RNBKQ1NR w - - 2 3
	// 17 legal moves; *
}

// The alfil leaps exactly two squares diagonally, over whatever stands
// between (SH-4). The source's own example: an alfil on c1, a piece on d2,
// e3 empty: c1-e3 is legal, c1-d2 is not.
func ExamplePosition_alfil() {
	p := shatranj.MustParseFEN("3k4/7p/8/8/8/8/3P3P/2BK4 w - - 0 1", shatranj.Default)
	for _, s := range []string{"c1e3", "c1d2", "c1f4"} {
		if _, err := p.ParseMove(s); err != nil {
			var me *core.MoveError
			errors.As(err, &me)
			fmt.Printf("%s: illegal (%s: %s)\n", s, me.Rule, me.Msg)
		} else {
			fmt.Printf("%s: legal\n", s)
		}
	}
	// Where can the alfil go? Only to the squares two steps away
	// diagonally: a quarter of the board's squares are ever reachable.
	var alfil []string
	for m := range p.LegalMoves() {
		if p.At(m.From()).Kind() == shatranj.Alfil {
			alfil = append(alfil, p.SAN(m))
		}
	}
	fmt.Println(alfil)
	// Output:
	// c1e3: legal
	// c1d2: illegal (SH-4: an alfil leaps exactly two squares diagonally: it cannot stop on d2)
	// c1f4: illegal (SH-4: an alfil leaps exactly two squares diagonally, to a3 e3)
	// [Ba3 Be3]
}

// A side that has no legal move and is not in check is stalemated, and in
// Shatranj that loses: the side that stalemated wins (SH-9).
func ExamplePosition_stalemate() {
	p := shatranj.MustParseFEN("k7/2K5/8/1P6/8/p7/P7/8 w - - 0 1", shatranj.Default)
	m, _ := p.ParseMove("b5b6")
	p, _ = p.Play(m)
	fmt.Println("Black in check:", p.InCheck())
	fmt.Println("Black's legal moves:", p.CountLegalMoves())
	fmt.Println(p.Outcome())
	// Output:
	// Black in check: false
	// Black's legal moves: 0
	// 1-0 stalemate
}

// The bare-king rule (SH-10, SH-11): a side left with its shah alone is
// bared, and the side that bared it wins at once, unless the bared side
// can bare the other in turn with its next move. If it then does, king
// against king is a draw; if it does not, the barer wins.
func ExamplePosition_bareKing() {
	show := func(fen, move string) {
		p := shatranj.MustParseFEN(fen, shatranj.Default)
		m, _ := p.ParseMove(move)
		p, _ = p.Play(m)
		fmt.Printf("%s %s: Black bare %v, %v\n", fen, move, p.Bare(core.Black), p.Outcome())
	}
	// Rukh takes the ferz: Black is bare and its shah on d5 cannot reach
	// the rukh on f2. White has won.
	show("8/8/8/3k4/8/8/3KRq2/8 w - - 0 1", "e2f2")
	// The same capture with the black shah on g3, next to the unguarded
	// rukh: Black may bare back, so the game goes on...
	show("8/8/8/8/8/6k1/3KRq2/8 w - - 0 1", "e2f2")

	// The position after the capture, Black to move.
	p := shatranj.MustParseFEN("8/8/8/8/8/6k1/3K1R2/8 b - - 0 1", shatranj.Default)
	for _, reply := range []string{"g3f2", "g3h3"} {
		m, _ := p.ParseMove(reply)
		q, _ := p.Play(m)
		fmt.Printf("...then %s: %v\n", reply, q.Outcome())
	}
	// Output:
	// 8/8/8/3k4/8/8/3KRq2/8 w - - 0 1 e2f2: Black bare true, 1-0 bare-king
	// 8/8/8/8/8/6k1/3KRq2/8 w - - 0 1 e2f2: Black bare true, *
	// ...then g3f2: 1/2-1/2 bare-king
	// ...then g3h3: 1-0 bare-king
}

// The rule sets differ in the bare king. Black is bare and to move;
// White has a rukh the black shah cannot reach.
func ExampleRules() {
	const fen = "8/8/3k4/8/8/8/3KR3/8 b - - 0 1"
	for _, r := range shatranj.RuleSets() {
		p := shatranj.MustParseFEN(fen, r)
		fmt.Printf("%-10s %-10s %d legal moves, %v\n", r.Name, r.BareKing, p.CountLegalMoves(), p.Outcome())
	}
	// Output:
	// default    BareBack   0 legal moves, 1-0 bare-king
	// pychess    Extinction 5 legal moves, *
	// medina     BareWins   0 legal moves, 1-0 bare-king
	// chaturanga None       5 legal moves, *
}

// A baidaq reaching the last rank becomes a ferz, and nothing else
// (SH-7): "a7a8q" in coordinates, "a8=Q" in SAN.
func ExamplePosition_promotion() {
	p := shatranj.MustParseFEN("3k4/P6p/8/8/8/8/8/3K4 w - - 0 1", shatranj.Default)
	m, _ := p.ParseMove("a7a8q")
	fmt.Println(p.SAN(m))
	_, err := p.ParseMove("a7a8r")
	fmt.Println(err)
	// Output:
	// a8=Q
	// shatranj.Position.ParseMove a7a8r: SH-7: a baidaq reaching the last rank becomes a ferz, and nothing else (write a7a8q): illegal move
}

// Perft counts the leaves of the legal-move tree: the standard check of a
// move generator, here against Fairy-Stockfish's numbers.
func ExamplePosition_Perft() {
	p := shatranj.StartPosition(shatranj.Pychess)
	for d := 1; d <= 4; d++ {
		fmt.Println(d, p.Perft(d))
	}
	// Output:
	// 1 16
	// 2 256
	// 3 4176
	// 4 68122
}

// A Game keeps the history: threefold repetition and the 70-move rule are
// draws to be claimed, never automatic (SH-12). A claim, a resignation or
// an agreed draw ends the game; later moves are refused.
func ExampleGame() {
	g := shatranj.NewGame(shatranj.StartPosition(shatranj.Default))
	for range 2 {
		for _, s := range []string{"Nc3", "Nc6", "Nb1", "Nb8"} {
			if _, err := g.PlayText(s); err != nil {
				fmt.Println(err)
			}
		}
	}
	fmt.Println(g.Outcome(), g.Claims())
	if err := g.Claim(core.Repetition); err != nil {
		fmt.Println(err)
	}
	fmt.Println(g.Outcome())
	_, err := g.PlayText("e3")
	fmt.Println(errors.Is(err, core.ErrGameOver))

	p := shatranj.MustParseFEN("4k3/4q3/8/8/8/8/3R4/4K3 w - - 140 100", shatranj.Default)
	fmt.Println(p.Outcome(), p.Claims())
	// Output:
	// * repetition
	// 1/2-1/2 repetition
	// true
	// * move-rule
}

// A position's text form carries its rule set, so it survives storage as
// text or JSON; the FEN alone is read under rules the caller gives.
func ExamplePosition_MarshalText() {
	p := shatranj.MustParseFEN("8/8/3k4/8/8/8/3KR3/8 b - - 0 1", shatranj.Pychess)
	text, _ := p.MarshalText()
	fmt.Println(string(text))

	var q shatranj.Position
	if err := q.UnmarshalText(text); err != nil {
		fmt.Println(err)
	}
	fmt.Println(q.Rules() == shatranj.Pychess, q.Equal(p), q.Outcome())
	// The bare FEN under the zero Position's rules, Default: the bared
	// shah cannot reach the rukh, so the game is over.
	var d shatranj.Position
	_ = d.UnmarshalText([]byte(p.String()))
	fmt.Println(d.RuleSet(), d.Outcome())
	// Output:
	// pychess|8/8/3k4/8/8/8/3KR3/8 b - - 0 1
	// true true *
	// default 1-0 bare-king
}

// A text diagram, in letters and in figurines, after 1. e3 d6 2. Bd3 Be6:
// the alfils leapt two squares diagonally over the pawns (SH-4). The
// shahs stand face to face on the d-file, the ferzes beside them on e1
// and e8.
func ExamplePosition_Diagram() {
	p := shatranj.MustParseFEN("rn1kqbnr/ppp1pppp/3pb3/8/8/3BP3/PPPP1PPP/RNBKQ1NR w - - 2 3", shatranj.Default)
	fmt.Print(p.Diagram())
	fmt.Print(p.FigurineDiagram())
	// Output:
	// 8  r n . k q b n r
	// 7  p p p . p p p p
	// 6  . . . p b . . .
	// 5  . . . . . . . .
	// 4  . . . . . . . .
	// 3  . . . B P . . .
	// 2  P P P P . P P P
	// 1  R N B K Q . N R
	//    a b c d e f g h
	// 8  ♜ ♞ · ♚ ♛ ♝ ♞ ♜
	// 7  ♟ ♟ ♟ · ♟ ♟ ♟ ♟
	// 6  · · · ♟ ♝ · · ·
	// 5  · · · · · · · ·
	// 4  · · · · · · · ·
	// 3  · · · ♗ ♙ · · ·
	// 2  ♙ ♙ ♙ ♙ · ♙ ♙ ♙
	// 1  ♖ ♘ ♗ ♔ ♕ · ♘ ♖
	//    a b c d e f g h
}

// Reading a game record as pychess-variants exports it (its moves numbered
// from 1 although the FEN says move 30), replaying it, and writing it back
// from the game with the FEN's numbering (the comment stays in rec, which
// notation.AppendPGN writes as read). Taking Black's last piece against a shah and
// two rukhs bares Black's shah, and under Pychess that ends the game at
// once (SH-10).
func ExampleReadRecord() {
	const pgn = `[Event "Casual game"]
[Variant "Shatranj"]
[FEN "4k3/8/8/8/8/8/3r4/3RK2R w - - 0 30"]
[SetUp "1"]
[Result "1-0"]

1. Rxd2 {bare king} 1-0
`
	rec, err := notation.NewPGNReader(strings.NewReader(pgn)).Next()
	if err != nil {
		fmt.Println(err)
		return
	}
	g, err := shatranj.ReadRecord(rec, shatranj.Pychess)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(g.Outcome())
	out := shatranj.NewRecord(g, notation.Tag{Name: "Event", Value: "Casual game"})
	fmt.Print(string(notation.AppendPGN(nil, out)))
	// Output:
	// 1-0 bare-king
	// [Event "Casual game"]
	// [Site "?"]
	// [Date "?"]
	// [Round "?"]
	// [White "?"]
	// [Black "?"]
	// [Result "1-0"]
	// [Variant "shatranj"]
	// [Rules "pychess"]
	// [FEN "4k3/8/8/8/8/8/3r4/3RK2R w - - 0 30"]
	// [SetUp "1"]
	// [Termination "bare-king"]
	//
	// 30. Rxd2 {bare king} 1-0
}

// Chaturanga ([shatranj.Chaturanga]) is the game chess.com offers under
// that name, as Fairy-Stockfish plays it: Shatranj's pieces and moves
// from the chess array (the shah on e1, the ferz on d1), with no bare-king
// rule. Taking the last black piece wins nothing; the game goes on to
// mate or stalemate, and stalemate still loses (SH-9). King against king
// is a draw a player may claim (SH-13).
func Example_chaturanga() {
	p := shatranj.StartPosition(shatranj.Chaturanga)
	fmt.Println(p.FEN())

	// No bare king: the rukh takes the ferz and Black, bared, plays on.
	p = shatranj.MustParseFEN("8/8/8/3k4/8/8/3KRq2/8 w - - 0 1", shatranj.Chaturanga)
	m, _ := p.ParseMove("e2f2")
	p, _ = p.Play(m)
	fmt.Println("Black bare:", p.Bare(core.Black), "outcome:", p.Outcome(), "legal moves:", p.CountLegalMoves())

	// Stalemate loses: the ferz's step leaves the bare shah no move.
	p = shatranj.MustParseFEN("k2Q4/8/1K6/8/8/8/8/8 w - - 0 1", shatranj.Chaturanga)
	m, _ = p.ParseMove("d8c7")
	fmt.Print(p.SAN(m), ": ")
	p, _ = p.Play(m)
	fmt.Println(p.Outcome())

	// King against king: the game goes on until a player claims the draw.
	g := shatranj.NewGame(shatranj.MustParseFEN("8/8/8/4k3/4R3/8/3K4/8 b - - 0 1", shatranj.Chaturanga))
	if _, err := g.PlayText("Kxe4"); err != nil {
		fmt.Println(err)
	}
	fmt.Println(g.Outcome(), g.Claims())
	if err := g.Claim(core.InsufficientMaterial); err != nil {
		fmt.Println(err)
	}
	fmt.Println(g.Outcome())
	// Records name the game as Fairy-Stockfish and pychess-variants do.
	rec := shatranj.NewRecord(g)
	v, _ := rec.Get("Variant")
	fmt.Println(v)
	// Output:
	// rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1
	// Black bare: true outcome: * legal moves: 8
	// Qc7: 1-0 stalemate
	// * insufficient-material
	// 1/2-1/2 insufficient-material
	// chaturanga
}
