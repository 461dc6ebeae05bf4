package makruk

import (
	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/notation"
)

// AiWokKind is the ai-wok (A, "ai-wok") of the Ai-Wok rule set (AW-1): it
// moves as a rua, as a ma or as a met, and stands where Makruk's met does.
const AiWokKind = core.AiWok

// aiwokMovement is the ai-wok's move (AW-1): a rua's ride, a ma's leap, a
// met's step (Betza RNF).
func aiwokMovement() core.Movement {
	m := movements()
	return core.Movement{m[Rua][0], m[Ma][0], m[Met][0]}
}

// figurine is notation.Figurine with the ai-wok drawn as a queen, the
// piece whose power it has (it is the strongest on the board).
func figurine(pc core.Piece) string {
	if pc.Kind() == AiWokKind {
		pc = core.MakePiece(pc.Color(), core.Queen)
	}
	return notation.Figurine(pc)
}
