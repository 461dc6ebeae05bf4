package sittuyin

import (
	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/board8"
)

// lightSquares are the squares of one colour of the (uncoloured) board:
// b1, a2, ... A piece that moves only diagonally one step, the sit-ke,
// never leaves its square colour.
var lightSquares = func() board8.Bitboard {
	var b board8.Bitboard
	for i := range 64 {
		if (i&7+i>>3)%2 == 1 {
			b |= board8.Bit(i)
		}
	}
	return b
}()

// InsufficientMaterial reports whether side c lacks the material to mate
// as Fairy-Stockfish judges it (its insufficient-material test, which
// pychess-variants uses to end games as draws): the test behind the
// insufficient-material claim of [Position.Claims], which needs it of both
// sides. It reads the material only, never where the pieces stand. A side
// has enough material when
//
//   - it has pieces in hand, or a yahhta or a sin on the board (its nes
//     promote only to sit-kes, which do not count here);
//   - it has a sit-ke, and sit-kes (of either side) stand on squares of
//     both colours, or any myin or ne of either side is on the board, or
//     stalemate is not a draw ([Rules.StalemateDraw] off);
//   - it has a myin or a ne, and at least two pieces other than the
//     min-gyis are on the board, or stalemate is not a draw.
//
// A side with nothing but its min-gyi always lacks it. So the min-gyi with
// one ne, one myin, or sit-kes all on one square colour against a bare
// min-gyi lacks it; the min-gyi with a yahhta or a sin does not. The test
// is the same under every rule set (the zero Position and a colour the
// game does not have report false).
func (p *Position) InsufficientMaterial(c core.Color) bool {
	if p.zero() || c > core.Black {
		return false
	}
	if p.inHand[c] > 0 {
		return false
	}
	if p.b.Pieces(c, Yahhta)|p.b.Pieces(c, Sin) != 0 {
		return false
	}
	ours := p.b.ByColor(c)
	others := p.b.Occupied() &^ p.b.ByKind(MinGyi)
	bound := p.b.ByKind(SitKe)
	unbound := others &^ bound
	stalemateWins := !p.rules.StalemateDraw
	if bound&ours != 0 && (bound&lightSquares != 0 && bound&^lightSquares != 0 || unbound != 0 || stalemateWins) {
		return false
	}
	if unbound&ours != 0 && (others.More() || stalemateWins) {
		return false
	}
	return true
}
