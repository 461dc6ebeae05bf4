package chator

import (
	"github.com/chaturanga-go/chaturanga/core"
)

// lightSquares are the squares of one colour (b1, a2, ...): a gajah of
// the Strong pieces and a weak mantri never leave their square colour.
const lightSquares bitboard = 0x55AA55AA55AA55AA

// InsufficientMaterial reports whether side c lacks the material to
// mate. Main Chator has no such draw (the spec names none: a game with too
// little material goes on to a repetition, or to Elcum's count, CH-22), so
// the answer decides nothing in play; it is Fairy-Stockfish's test
// (has_insufficient_material, which the other games' methods follow)
// applied to this game's pieces, for programs that ask every game the
// same question. Side c has enough material when
//
//   - it has a tor, a mantri of the Strong pieces, a gajah of the Weak
//     pieces (which steps as a silver general does) or a bidak (which may
//     promote, CH-10..CH-14);
//   - it has a piece bound to one square colour (a Strong gajah, a Weak
//     mantri), and such pieces of either side stand on both colours, or a
//     kuda of either side is on the board, or stalemate wins
//     ([Rules.StalemateWins], CH-20);
//   - it has a kuda, and at least two pieces other than the rajas are on
//     the board, or stalemate wins;
//   - its raja is alone under LoneKing MovesAsAnyPiece (CH-18), which
//     gives it the moves of every piece, and the other side has a piece
//     beside its raja (the lone raja gives check like a mantri and a kuda,
//     and the enemy raja's own pieces may hem it in).
//
// A raja alone, or with no more than one kuda or pieces of one square
// colour, lacks it otherwise; two lone rajas both lack it. The zero
// Position and a colour the game does not have report false.
func (p *Position) InsufficientMaterial(c core.Color) bool {
	if !p.valid() || c > core.Black {
		return false
	}
	b := &p.b
	ours := b.ByColor(c)
	mating := b.Pieces(c, Tor) | b.Pieces(c, Mantri) | b.Pieces(c, WeakGajah) | b.Pieces(c, Bidak) | b.Pieces(c, returning)
	if mating != 0 {
		return false
	}
	others := b.Occupied() &^ b.ByKind(Raja)
	if others&ours == 0 {
		// A lone raja: under MovesAsAnyPiece it has every piece's powers.
		return p.rules.LoneKing != MovesAsAnyPiece || others == 0
	}
	stalemateWins := p.rules.StalemateWins
	bound := b.ByKind(Gajah) | b.ByKind(WeakMantri)
	unbound := others &^ bound
	if bound&ours != 0 && (bound&lightSquares != 0 && bound&^lightSquares != 0 || unbound != 0 || stalemateWins) {
		return false
	}
	if unbound&ours != 0 && (others.More() || stalemateWins) {
		return false
	}
	return true
}
