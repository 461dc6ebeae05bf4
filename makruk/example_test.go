package makruk_test

import (
	"fmt"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/makruk"
)

// List the legal moves of the start position: the bia step one square
// (MK-7), the khon steps forward or diagonally (MK-4), the met diagonally
// (MK-3).
func ExamplePosition_LegalMoves() {
	p := makruk.StartPosition(makruk.Default)
	n := 0
	for m := range p.LegalMoves() {
		if n < 8 {
			fmt.Print(p.SAN(m), " ")
		}
		n++
	}
	fmt.Println("...", n, "moves")
	// Output:
	// Kc2 Kd2 Ke2 a4 b4 c4 d4 e4 ... 23 moves
}

// A bia that reaches the sixth rank becomes a met at once (MK-8); in
// coordinate notation the move carries the met's letter.
func ExamplePosition_promotion() {
	p := makruk.MustParseFEN("4k3/8/8/3P4/8/8/8/3K4 w - - 0 1", makruk.Default)
	m, err := p.ParseMove("d5d6m")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(p.SAN(m))
	q, _ := p.Play(m)
	d6 := q.At(core.MustParseSquare("d6"))
	fmt.Println(q.SideName(d6.Color()), q.PieceName(d6))
	_, err = p.ParseMove("d5d6")
	fmt.Println(err)
	// Output:
	// d6=M
	// white met
	// makruk.Position.ParseMove d5d6: MK-8: a bia reaching the sixth rank (third for Black) becomes a met (write d5d6m): illegal move
}

// When a side is left with a lone khun and no bia is on the board, the
// pieces' honour starts (MK-13): the lone side counts its moves from the
// number of pieces on the board plus one (MK-14) up to a limit fixed by
// the stronger side's material (one rua: 16). Past the limit the game is
// drawn (MK-15).
func ExamplePosition_Count() {
	p := makruk.MustParseFEN("8/8/8/4k3/1p6/K7/2RSSMM1/8 w - - 0 1", makruk.Default)
	m, _ := p.ParseMove("a3b4") // the khun takes the last bia
	p, _ = p.Play(m)
	c := p.Count()
	fmt.Printf("%s honour, %v counts, first counted move %d, limit %d\n", c.Honour, c.Counter, c.Count+1, c.Limit)
	fmt.Println(p.FEN())
	// Output:
	// pieces honour, black counts, first counted move 8, limit 16
	// 8/8/8/4k3/1K6/8/2RSSMM1/8 b - - 0 1 pb7/16
}

// A position from pychess-variants, read under the Pychess rules: Fairy-
// Stockfish writes a running count in the en-passant field (the limit, in
// plies) and the half-move field (the count, in plies). Past its limit the
// count is a draw the side to move may claim.
func ExampleParseFEN_pychess() {
	p, err := makruk.ParseFEN("8/3k4/6M~1/2K1S3/8/8/8/8 b - 88 89 1", makruk.Pychess)
	if err != nil {
		fmt.Println(err)
		return
	}
	c := p.Count()
	fmt.Println(c.Honour, c.Count, c.Limit)
	fmt.Println(p.Claims().Strings())
	fmt.Println(p.FEN())
	// Output:
	// pieces 89 88
	// [counting]
	// 8/3k4/6M1/2K1S3/8/8/8/8 b - 88 89 1
}

// A text diagram of the start position: the khuns stand crosswise, White's
// on d1 and Black's on e8, each facing the other's met.
func ExamplePosition_Diagram() {
	p := makruk.StartPosition(makruk.Default)
	fmt.Print(p.Diagram())
	fmt.Print(p.FigurineDiagram())
	// Output:
	// 8  r n s m k s n r
	// 7  . . . . . . . .
	// 6  p p p p p p p p
	// 5  . . . . . . . .
	// 4  . . . . . . . .
	// 3  P P P P P P P P
	// 2  . . . . . . . .
	// 1  R N S K M S N R
	//    a b c d e f g h
	// 8  ♜ ♞ ♝ ♛ ♚ ♝ ♞ ♜
	// 7  · · · · · · · ·
	// 6  ♟ ♟ ♟ ♟ ♟ ♟ ♟ ♟
	// 5  · · · · · · · ·
	// 4  · · · · · · · ·
	// 3  ♙ ♙ ♙ ♙ ♙ ♙ ♙ ♙
	// 2  · · · · · · · ·
	// 1  ♖ ♘ ♗ ♔ ♕ ♗ ♘ ♖
	//    a b c d e f g h
}

// The README's first program: a move read in coordinate notation, played,
// and the replies listed in SAN.
func Example() {
	p := makruk.StartPosition(makruk.Default)
	m, err := p.ParseMove("e3e4") // or p.ParseSAN("e4")
	if err != nil {
		panic(err)
	}
	p, _ = p.Play(m)
	fmt.Println(p.FEN())
	for m := range p.LegalMoves() {
		fmt.Print(p.SAN(m), " ")
	}
	fmt.Println()
	// Output:
	// rnsmksnr/8/pppppppp/8/4P3/PPPP1PPP/8/RNSKMSNR b - - 0 1
	// Kd7 Ke7 Kf7 a5 b5 c5 d5 e5 f5 g5 h5 Nd7 Ne7 Ra7 Rh7 Mc7 Me7 Sb7 Sc7 Sd7 Se7 Sf7 Sg7
}
