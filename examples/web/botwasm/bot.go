// Command botwasm is the web page's bot: the example bot's search
// (package examples/bot/search) compiled to WebAssembly, which the page
// runs in a Web Worker so that it stays responsive while the bot thinks.
// examples/web builds it with GOOS=js GOARCH=wasm; it sets one global
// function,
//
//	chaturangaBotMove(variant, rules, fen, depth, seed) -> {move, san, nodes, error}
//
// which answers the bot's move in the position (coordinates and SAN, as
// the game writes them), or an error message. Built for another platform
// it only says how to build it.
package main

import (
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/chaturanga-go/chaturanga"
	"github.com/chaturanga-go/chaturanga/examples/bot/search"
)

// Limits of a request: the search's depth, as the bot command takes it,
// and the length of the texts (a FEN of Qi Guo's 19x19 board is a few
// hundred bytes).
const (
	maxDepth = 8
	maxText  = 4096
)

// An answer is the bot's move or why there is none.
type answer struct {
	Move, SAN string
	Error     string
}

// botMove returns the move the example bot plays in the position fen of
// variant under rules ("" for the start and the default): its search at
// depth in a game of two sides, a random legal move in Qi Guo, the random
// choices made from seed.
func botMove(variant, rules, fen string, depth int, seed uint64) (a answer) {
	defer func() {
		if r := recover(); r != nil {
			a = answer{Error: fmt.Sprint("bot: internal error: ", r)}
		}
	}()
	if err := check(variant, rules, fen, depth); err != nil {
		return answer{Error: err.Error()}
	}
	p, err := chaturanga.NewPosition(variant, rules, fen)
	if err != nil {
		return answer{Error: err.Error()}
	}
	if o := p.Outcome(); o.IsOver() {
		return answer{Error: "bot: the game is over: " + o.String()}
	}
	m := search.Choose(p, depth, rand.New(rand.NewPCG(seed, 0)))
	if m.IsZero() {
		return answer{Error: "bot: no legal move"}
	}
	return answer{Move: p.MoveText(m), SAN: p.SAN(m)}
}

func check(variant, rules, fen string, depth int) error {
	if depth < 1 || depth > maxDepth {
		return fmt.Errorf("bot: depth %d: want 1 to %d", depth, maxDepth)
	}
	if len(variant) > 64 || len(rules) > maxText || len(fen) > maxText {
		return errors.New("bot: the request is too long")
	}
	return nil
}
