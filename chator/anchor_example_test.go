package chator_test

import (
	"fmt"

	"github.com/chaturanga-go/chaturanga/chator"
	"github.com/chaturanga-go/chaturanga/core"
)

// Material to mate: a tor is enough, a lone gajah is not; a lone raja that
// moves as any piece (CH-18) may still mate a raja hemmed in by its own
// pieces.
func ExamplePosition_InsufficientMaterial() {
	for _, r := range []chator.Rules{chator.Default, chator.Brooke} {
		p := chator.MustParseFEN("4k3/8/8/8/8/8/8/R1BK4 w - - 0 1", r)
		fmt.Println(r, p.InsufficientMaterial(core.White), p.InsufficientMaterial(core.Black))
	}
	// Output:
	// default false false
	// brooke false true
}
