package engine

import (
	"github.com/chaturanga-go/chaturanga/core"
)

// VariantName returns the UCI_Variant / XBoard variant name for p's game
// and rule set: Fairy-Stockfish's name where it has one (makruk,
// cambodian, karouk, makpong, asean, ai-wok, shatranj, sittuyin, shatar),
// the library's own for the rest ("chator").
func VariantName(p core.Position) (string, error) {
	return p.Variant(), nil
}
