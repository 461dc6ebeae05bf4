package engine_test

import (
	"context"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/engine"
)

// firstLegal plays the first legal move.
type firstLegal struct{}

func (firstLegal) Search(ctx context.Context, req engine.Request, report func(engine.Info)) (best, ponder core.Move) {
	for m := range req.Position.LegalMoves() {
		return m, core.Move{}
	}
	return core.Move{}, core.Move{}
}
