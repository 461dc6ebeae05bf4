package chator_test

import (
	"fmt"
	"slices"
	"strings"

	"github.com/chaturanga-go/chaturanga/chator"
	"github.com/chaturanga-go/chaturanga/core"
)

// diagram prints the board, White at the bottom.
func diagram(p chator.Position) {
	a := p.Rules().Alphabet()
	for r := 7; r >= 0; r-- {
		var row []string
		for f := range 8 {
			if pc := p.At(core.SquareAt(f, r)); pc != core.NoPiece {
				row = append(row, string(a.PieceLetter(pc)))
			} else {
				row = append(row, ".")
			}
		}
		fmt.Println(r+1, strings.Join(row, " "))
	}
	fmt.Println("  a b c d e f g h")
}

// The kings stand crosswise (CH-2): each mantri stands on its own king's
// right, so White's raja is on d1 and Black's on e8, and each mantri faces
// the other king along a file.
func ExampleStartPosition() {
	p := chator.StartPosition(chator.Default)
	diagram(p)
	for _, sq := range []string{"d1", "e1", "d8", "e8"} {
		fmt.Println(sq, p.At(core.MustParseSquare(sq)))
	}
	// Output:
	// 8 r n b m k b n r
	// 7 p p p p p p p p
	// 6 . . . . . . . .
	// 5 . . . . . . . .
	// 4 . . . . . . . .
	// 3 . . . . . . . .
	// 2 P P P P P P P P
	// 1 R N B K M B N R
	//   a b c d e f g h
	// d1 white king
	// e1 white queen
	// d8 black queen
	// e8 black king
}

// A pawn that reaches b8 does not promote there (CH-10): under the Default
// rules it steps back down its file to the long diagonal (CH-11), one
// square, and becomes the piece of the b-file, a kuda (CH-14).
func ExamplePosition_returningPawn() {
	p := chator.MustParseFEN("4k3/1P6/8/8/8/8/8/3K4 w - - 0 1", chator.Default)
	for _, s := range []string{"b7b8", "e8e7"} {
		m, _ := p.ParseMove(s)
		p, _ = p.Play(m)
	}
	b8 := core.MustParseSquare("b8")
	fmt.Println("the pawn on b8 needs", p.Returning(b8), "more move")
	fmt.Println(p.FEN())
	for m := range p.LegalMoves() {
		if m.From() == b8 {
			fmt.Println("its only move:", p.MoveText(m), "or in SAN", p.SAN(m))
		}
	}
	m, _ := p.ParseMove("b8b7n")
	p, _ = p.Play(m)
	fmt.Println("b7:", p.At(core.MustParseSquare("b7")))
	// Output:
	// the pawn on b8 needs 1 more move
	// 1P6/4k3/8/8/8/8/8/3K4 w - - 1 2
	// its only move: b8b7n or in SAN b7=N
	// b7: white knight
}

// Under BlockedEnPassant (CH-8, Selangor) only a pawn blocked by an enemy
// pawn may take en passant, and it chooses which pawn to remove: the one
// that double-stepped past it, or the one that blocked it. The two are
// different moves: "e5d6" and "e5d6xe6".
func ExamplePosition_blockedEnPassant() {
	p := chator.MustParseFEN("4k3/3p4/4p3/4P3/8/8/8/3K4 b - - 0 1", chator.Default)
	m, _ := p.ParseMove("d7d5")
	p, _ = p.Play(m)
	fmt.Println("en passant on", p.EnPassant())
	for m := range p.LegalMoves() {
		if m.To() == p.EnPassant() {
			q, _ := p.Play(m)
			fmt.Printf("%-8s %-8s %s\n", p.MoveText(m), p.SAN(m), q.FEN())
		}
	}
	// Output:
	// en passant on d6
	// e5d6     exd6     4k3/8/3Pp3/8/8/8/8/3K4 b - - 0 2
	// e5d6xe6  exd6xe6  4k3/8/3P4/3p4/8/8/8/3K4 b - - 0 2
}

// Under FirstCheck (CH-16, Brooke) the raja may leap once, on the move
// right after its first check: like a kuda, or two squares in any
// direction over an empty square. Here it escapes what would otherwise be
// mate; once used (or not) the right is gone.
func ExamplePosition_kingLeap() {
	start := "4k2r/8/8/8/8/8/2PPP3/3K4 b - - 0 1"
	for _, r := range []chator.Rules{chator.Default, func() chator.Rules {
		r := chator.Default
		r.KingLeap = chator.NoKingLeap
		return r
	}()} {
		p := chator.MustParseFEN(start, r)
		m, _ := p.ParseMove("h8h1")
		p, _ = p.Play(m)
		var moves []string
		for m := range p.LegalMoves() {
			moves = append(moves, p.MoveText(m))
		}
		slices.Sort(moves)
		fmt.Printf("%s: check %v, moves %v, %v\n", r, p.InCheck(), moves, p.Outcome())
	}
	// Output:
	// default: check true, moves [d1b2 d1c3 d1e3 d1f2], *
	// default KingLeap=None: check true, moves [], 0-1 checkmate
}

// Under MovesAsAnyPiece (CH-18, Robinson) a raja left alone moves as any
// piece, and its powers are attacks: here Black's lone raja leaps like a
// kuda from e3 to c2 and mates the white raja, which can neither take it nor step
// off its lines.
func ExamplePosition_loneKing() {
	p := chator.MustParseFEN("7R/8/8/8/8/4k3/8/K7 b - - 0 1", chator.Default)
	var leaps []string
	for m := range p.LegalMoves() {
		df, dr := m.To().File()-m.From().File(), m.To().Rank()-m.From().Rank()
		if df*df+dr*dr == 5 {
			leaps = append(leaps, p.MoveText(m))
		}
	}
	slices.Sort(leaps)
	fmt.Println("knight's leaps:", leaps)
	m, _ := p.ParseMove("e3c2")
	fmt.Println(p.SAN(m))
	p, _ = p.Play(m)
	fmt.Println(p.Outcome())
	// Output:
	// knight's leaps: [e3c2 e3c4 e3d1 e3d5 e3f1 e3f5 e3g2 e3g4]
	// Kc2#
	// 0-1 checkmate
}

// Options can be changed one by one on top of any named rule set, by
// field or by the spec's option names.
func ExampleRules_Set() {
	r := chator.Default
	if err := r.Set("EnPassant", "Classic"); err != nil {
		fmt.Println(err)
	}
	r.NoDoubleStep = true
	fmt.Println(r)
	fmt.Println(r.Set("Castling", "Sideways"))
	fmt.Println(r.Set("Teleport", "true"))
	// Output:
	// default DoubleStep=false EnPassant=Classic
	// chator.Rules.Set "Sideways": Castling: bad value (want KingJump, TwoStep, SidewaysBeforeChecked, None): syntax error
	// chator.Rules.Set "Teleport": no such option (want one of Pieces, DoubleStep, EnPassant, LoneCapturerStays, PromotionPath, PromotionPiece, KingLeap, Castling, LoneKing, StalemateWins, LoneKingCount): unknown name
}

// The FEN carries the state the rules need beyond the board in extension
// fields (CH-15): here the white raja was checked before (its first-check
// leap is gone), a black pawn on d3 is one step from promoting on d4, and
// a white pawn has just arrived on c8. The black pawn promotes to a
// mantri, and the white raja, in check again, has no leap.
func ExampleParseFEN() {
	p, err := chator.ParseFEN("2P1k3/8/8/8/8/3p4/8/3K4 b - - 0 40 checked=w returning=d3:1", chator.Default)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, sq := range []string{"c8", "d3"} {
		fmt.Println(sq, p.At(core.MustParseSquare(sq)), "needs", p.Returning(core.MustParseSquare(sq)), "more moves")
	}
	fmt.Println("white checked before:", p.KingChecked(core.White))
	m, _ := p.ParseMove("d3d4m")
	p, _ = p.Play(m)
	fmt.Println(p.FEN())
	_, err = chator.ParseFEN("4k3/8/8/8/8/3p4/8/3K4 b - - 0 1 returning=d3:2", chator.Default)
	fmt.Println(err)
	// Output:
	// c8 white pawn needs 2 more moves
	// d3 black pawn needs 1 more moves
	// white checked before: true
	// 2P1k3/8/8/8/3m4/8/8/3K4 w - - 0 41 checked=w
	// chator.ParseFEN "4k3/8/8/8/8/3p4/8/3K4 b - - 0 1 returning=d3:2": returning at offset 42: a bidak on d3 cannot need 2 more steps to the long diagonal (CH-11): illegal position
}

// The start position as a text diagram: the rajas stand crosswise (CH-2),
// White's on d1 and Black's on e8, each mantri on its own raja's right.
func ExamplePosition_Diagram() {
	p := chator.StartPosition(chator.Default)
	fmt.Print(p.Diagram())
	// Output:
	// 8  r n b m k b n r
	// 7  p p p p p p p p
	// 6  . . . . . . . .
	// 5  . . . . . . . .
	// 4  . . . . . . . .
	// 3  . . . . . . . .
	// 2  P P P P P P P P
	// 1  R N B K M B N R
	//    a b c d e f g h
}
