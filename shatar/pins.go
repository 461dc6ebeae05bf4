package shatar

import "github.com/chaturanga-go/chaturanga/core"

// Pins returns the pins of side c's pieces against its noyon (see
// [core.Pin]): each piece of c that stands alone between its noyon and
// an enemy tereg, bers or temee on the line it rides, with that piece as the pinner,
// in the order of the pinned pieces' squares (python-chess's pin). A
// pinned piece may move only along that line (SR-8). The slice is empty
// for a side without a noyon on the board, the zero Position and a colour
// the game does not have.
func (p *Position) Pins(c core.Color) []core.Pin { return p.b.AppendPins([]core.Pin{}, c) }

// IsPinned reports whether the piece on sq is pinned against its side's
// noyon (python-chess's is_pinned); see [Position.Pins].
func (p *Position) IsPinned(sq core.Square) bool { return p.b.IsPinned(sq) }
