package chator

import (
	"github.com/chaturanga-go/chaturanga/internal/board8"
	"github.com/chaturanga-go/chaturanga/notation"
)

// Diagram returns a text diagram of the position in FEN letters (upper
// case White: K raja, M mantri, B gajah, N kuda, R tor, P bidak), '.' for
// an empty square, Black at the top. A bidak on its way back to a long
// diagonal (CH-11..CH-13) is a P like any other; [Position.Returning] tells
// them apart.
func (p *Position) Diagram() string {
	return string(notation.AppendPieceDiagram(nil, board8.Geometry, p.At, notation.Letters(p.rules.alphabet()), "."))
}

// FigurineDiagram returns a text diagram with Unicode chess symbols: the
// mantri as a queen and the gajah as a bishop, whatever their powers.
func (p *Position) FigurineDiagram() string {
	return string(notation.AppendPieceDiagram(nil, board8.Geometry, p.At, notation.Figurine, "·"))
}
