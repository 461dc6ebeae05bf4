package shatranj

import (
	"testing"

	"github.com/chaturanga-go/chaturanga/internal/tools/recordkit"
)

// FuzzReadRecord: no PGN text makes ReadRecord panic under any named rule
// set; its errors are *core.ParseError or *core.MoveError values; a game
// read writes back to a record that reads to the same moves.
func FuzzReadRecord(f *testing.F) {
	recordkit.Fuzz(f, []string{
		"[Variant \"shatranj\"]\n[FEN \"4k3/8/8/8/8/8/3r4/3RK2R w - - 0 30\"]\n\n30. Rxd2 {bare} 1-0\n",
		"1. e3 e6 2. Bd3 (2. Qe2 Qe7) Bd6 *",
		"1. e2e3 d7d6 2. f1d3 c8e6 *",
		"[Variant \"chaturanga\"]\n\n1. e3 e6 2. Qe2 Qe7 *",
		"[Variant \"chaturanga\"]\n[FEN \"8/8/8/4k3/4R3/8/3K4/8 b - - 0 1\"]\n[Result \"1/2-1/2\"]\n[Termination \"insufficient material\"]\n\n1... Kxe4 1/2-1/2\n",
	}, codec(Default), codec(Pychess), codec(Medina), codec(Chaturanga))
}
