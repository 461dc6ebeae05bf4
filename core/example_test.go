package core_test

import (
	"errors"
	"fmt"

	"github.com/chaturanga-go/chaturanga"
	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/makruk"
)

// A search written once against core.Position works for every game: here
// a two-ply minimax over the material balance, with make and unmake in
// place (no allocation per node once the move buffers have grown).
func ExamplePosition_search() {
	value := map[core.Kind]int{core.Pawn: 1, core.Knight: 3, core.Silver: 2, core.Ferz: 2, core.Rook: 5}
	material := func(p core.Position) int {
		score := 0
		for _, pc := range p.Pieces() {
			if pc.Color() == p.Side() {
				score += value[pc.Kind()]
			} else {
				score -= value[pc.Kind()]
			}
		}
		return score
	}
	// best returns the best score for the side to move, searching depth
	// plies with the buffers bufs (one per ply).
	var best func(p core.Position, depth int, bufs [][]core.Move) int
	best = func(p core.Position, depth int, bufs [][]core.Move) int {
		if depth == 0 {
			return material(p)
		}
		bufs[0] = p.AppendLegalMoves(bufs[0][:0])
		top := -1000
		for _, m := range bufs[0] {
			u := p.MakeMove(m)
			top = max(top, -best(p, depth-1, bufs[1:]))
			p.UnmakeMove(m, u)
		}
		return top
	}

	for _, name := range []string{"makruk", "shatranj", "chator"} {
		p, _ := chaturanga.NewPosition(name, "", "")
		bufs := make([][]core.Move, 3)
		fmt.Printf("%s: %d legal moves, best after two plies %d\n", name, p.CountLegalMoves(), best(p, 2, bufs))
	}
	// Output:
	// makruk: 23 legal moves, best after two plies 0
	// shatranj: 16 legal moves, best after two plies 0
	// chator: 20 legal moves, best after two plies 0
}

// Every error of the library wraps a core sentinel, so errors.Is tells
// the class of a failure whatever game made it, and errors.As reads the
// details: here the rule of the spec that forbids a move.
func ExampleMoveError() {
	p := makruk.StartPosition(makruk.Default)
	_, err := p.ParseSAN("e5")
	fmt.Println(errors.Is(err, core.ErrIllegalMove), errors.Is(err, core.ErrSyntax))
	var me *core.MoveError
	if errors.As(err, &me) {
		fmt.Println(me.Rule, "-", me.Msg)
	}

	_, err = makruk.ParseFEN("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSN w - - 0 1", makruk.Default)
	var pe *core.ParseError
	if errors.As(err, &pe) {
		fmt.Println(errors.Is(err, core.ErrSyntax), pe.Field, pe.Offset)
	}
	// Output:
	// true false
	// MK-7 - a bia cannot move from e3 to e5
	// true board 42
}

// A game ends by its rules or by its players: a claim, a resignation, a
// draw agreed. Undo takes an ending back like a move.
func ExampleGame() {
	g := makruk.NewGame(makruk.StartPosition(makruk.Default))
	for _, s := range []string{"Nd2", "Nd7", "Nb1", "Nb8", "Nd2", "Nd7", "Nb1", "Nb8"} {
		if _, err := g.PlayText(s); err != nil {
			fmt.Println(err)
		}
	}
	fmt.Println(g.Claims(), g.Repetitions())
	if err := g.Claim(core.Repetition); err != nil {
		fmt.Println(err)
	}
	fmt.Println(g.Outcome())
	_, err := g.PlayText("e4")
	fmt.Println(errors.Is(err, core.ErrGameOver))
	g.Undo()
	if err := g.Resign(core.Black); err != nil {
		fmt.Println(err)
	}
	fmt.Println(g.Outcome(), g.Termination())
	// Output:
	// repetition 3
	// 1/2-1/2 repetition
	// true
	// 1-0 resignation resignation
}

// Betza's notation names a piece's movement: the pawn of the historical
// games moves one step forward and captures one step diagonally forward;
// Makruk's khon steps diagonally or straight forward; the cannon moves as
// a rook and captures by hopping.
func ExampleMovement_String() {
	pawn := core.Movement{
		core.Leap(core.Offset{Rank: 1}).Forward().MoveOnly(),
		core.Leap(core.Offset{File: -1, Rank: 1}, core.Offset{File: 1, Rank: 1}).Forward().CaptureOnly(),
	}
	khon := core.Movement{core.Leap(core.Diagonal()...), core.Leap(core.Offset{Rank: 1}).Forward()}
	fmt.Println(pawn, khon)
	fmt.Println(core.Ride(0, core.AllDirs()...), core.Ride(4, core.AllDirs()...), core.Hop(core.Orthogonal()...))
	fmt.Println(core.Leap(core.Symmetric(1, 2)...), core.Leap(core.Symmetric(2, 2)...))
	// Output:
	// fmWfcF FfW
	// Q Q4 mRcpR
	// N A
}
