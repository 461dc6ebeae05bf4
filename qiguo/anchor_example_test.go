package qiguo_test

import (
	"fmt"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/qiguo"
)

// A line of play in SAN, numbered by rounds: "n." before the first move
// of each round, "n..." when the line starts inside one.
func ExamplePosition_VariationSAN() {
	p := qiguo.StartPosition(qiguo.Default)
	var line []core.Move
	q := p
	for range 9 {
		m, _ := q.ParseSAN(q.LegalMovesSAN()[0]) // each state's first move
		line = append(line, m)
		q.MakeMove(m)
	}
	fmt.Println(p.VariationSAN(line))
	m, _ := p.ParseMove("a7c4")
	fmt.Println(p.LAN(m))
	// Output:
	// 1. Nab7 Ncc2 Nkk2 Nss2 Nss10 Go16 Gg16 2. Nc7 Nc3 <nil>
	// Na7-c4
}
