package search

import "github.com/chaturanga-go/chaturanga/core"

// values are rough piece values by kind, in hundredths of a pawn, for the
// material count. The kinds are the core catalogue's, so one table serves
// every game. Kings count nothing (they are never taken in the two-player
// games); Qi Guo's general, a Queen by its movement, counts as one, and
// its capture hands the general's whole army to the captor, which the
// count sees as the army changing sides.
var values = [core.NumKinds]int{
	core.Pawn: 100, core.Knight: 300, core.Rook: 500, core.Bishop: 300, core.Queen: 900,
	core.Ferz: 150, core.Wazir: 150, core.Silver: 250, core.Alfil: 120, core.Cannon: 450,
	core.Bow: 350, core.Crossbow: 400, core.Horseman: 300, core.Dragon: 700, core.AiWok: 1000,
}

// centreWeight is each kind's bonus per step nearer the board's centre:
// short-range pieces gain most from standing central, long-range riders
// little, kings nothing (they are safer at home until the endgame, and
// this evaluation does not tell the phases apart).
var centreWeight = [core.NumKinds]int{
	core.Knight: 6, core.Horseman: 5, core.Ferz: 4, core.Wazir: 4, core.Silver: 4,
	core.Alfil: 2, core.Rook: 1, core.Bishop: 2, core.Queen: 2, core.Cannon: 1,
	core.Bow: 2, core.Crossbow: 2, core.Dragon: 2, core.AiWok: 2,
}

// pawnAdvance is a pawn's bonus per rank advanced from its side's first
// rank, and pawnCentre its bonus per file nearer the centre.
const (
	pawnAdvance = 6
	pawnCentre  = 2
)

// An evaluator holds the evaluation's tables for one board: the squares
// in index order and, for each piece (colour and kind, as a core.Piece
// indexes) and square, the piece's value there (material plus placement).
// Its tables are built once per game; evaluating allocates nothing.
type evaluator struct {
	geom    core.Geometry
	squares []core.Square
	table   []int32 // [piece*len(squares) + index]
}

// newEvaluator builds the tables for geometry g. In a game of two sides
// pawns advance toward the far rank (White up the board, Black down);
// every other piece is valued by how central it stands, which needs no
// knowledge of the side's direction and so serves Qi Guo's seven states.
func newEvaluator(g core.Geometry) *evaluator {
	n := g.Size()
	e := &evaluator{geom: g, squares: make([]core.Square, n), table: make([]int32, 256*n)}
	for i := range n {
		e.squares[i] = g.Square(i)
	}
	for pc := range 256 {
		piece := core.Piece(pc)
		k, c := piece.Kind(), piece.Color()
		if k >= core.NumKinds || values[k] == 0 && centreWeight[k] == 0 && k != core.Pawn {
			continue
		}
		for i, sq := range e.squares {
			f, r := sq.File(), sq.Rank()
			// Distances from the centre, doubled so that even boards have
			// a whole centre: 0 on the central point(s), up to size-1.
			df := abs(2*f - (g.Files - 1))
			dr := abs(2*r - (g.Ranks - 1))
			v := values[k]
			switch k {
			case core.Pawn:
				rel := r
				if c == core.Black {
					rel = g.Ranks - 1 - r
				}
				v += pawnAdvance*rel + pawnCentre*((g.Files-1-df)/2)
			default:
				far := (g.Files - 1 + g.Ranks - 1) / 2
				v += centreWeight[k] * (far - (df+dr)/2) / 2
			}
			e.table[pc*n+i] = int32(v)
		}
	}
	return e
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// value returns piece pc's value on the square of index i.
func (e *evaluator) value(pc core.Piece, i int) int32 {
	return e.table[int(pc)*len(e.squares)+i]
}

// sums returns the material and placement of each colour's pieces on
// p's board (index core.Neutral and beyond: nothing), scanning the board:
// the search keeps them up to date move by move instead (state.make).
func (e *evaluator) sums(p core.Position) (sum [core.MaxColors + 1]int32) {
	n := len(e.squares)
	for i, sq := range e.squares {
		pc := p.At(sq)
		if pc == core.NoPiece {
			continue
		}
		if c := pc.Color(); c < core.MaxColors {
			sum[c] += e.table[int(pc)*n+i]
		}
	}
	return sum
}
