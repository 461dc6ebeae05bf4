package shatar

import "github.com/chaturanga-go/chaturanga/core"

// InsufficientMaterial reports whether side c lacks the material to
// mate, as Fairy-Stockfish's has_insufficient_material reports it for
// shatar: never, under the Default rules, since robado (SR-12), the draw
// of a bare noyon, takes its place (SR-15). Under [Rules.NoRobado] (not a
// Fairy-Stockfish rule set) a side lacks it when it has nothing but its
// noyon, which can never mate. The zero Position and a colour the game
// does not have report false.
func (p *Position) InsufficientMaterial(c core.Color) bool {
	if !p.valid() || c > core.Black || !p.rules.NoRobado {
		return false
	}
	return !p.b.ByColor(c).More()
}
