package jsapi

import (
	"math/rand/v2"

	"github.com/chaturanga-go/chaturanga/examples/bot/search"
)

// MaxSearchDepth is the deepest search the "search" operation runs.
const MaxSearchDepth = 8

// The "search" operation (Board.bestMove in index.js): the example bot's
// move in the board's position (examples/bot/search's Choose: its search
// at depth a in a game of two sides), random choices made from the seed
// b, in UCI; "" when the game is over. It runs the search in the same
// WebAssembly module as the rules, so that a page loads one Go runtime.
var searchOp = Op{"search", 's', nil, func(s *Session, bd *Board, a, b int32, _ []byte) (int32, error) {
	if a < 1 || a > MaxSearchDepth {
		return 0, argError("search depth %d: want 1 to %d", a, MaxSearchDepth)
	}
	if len(bd.legal().moves) == 0 {
		return s.retBytes(nil)
	}
	p := bd.position()
	m := search.Choose(p, int(a), rand.New(rand.NewPCG(uint64(uint32(b)), 0)))
	if m.IsZero() {
		return s.retBytes(nil)
	}
	return s.retBytes([]byte(p.MoveText(m)))
}}
