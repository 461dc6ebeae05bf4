package chator

import (
	"testing"

	"github.com/chaturanga-go/chaturanga/internal/tools/recordkit"
)

// FuzzReadRecord: no PGN text makes ReadRecord panic under any named rule
// set; its errors are *core.ParseError or *core.MoveError values; a game
// read writes back to a record that reads to the same moves.
func FuzzReadRecord(f *testing.F) {
	recordkit.Fuzz(f, []string{
		"[Variant \"chator\"]\n\n1. e4 d5 2. exd5 *\n",
		"1. d4 e5 2. Kf1 *",
		"[FEN \"4k3/1P6/8/8/8/8/8/3K4 w - - 0 40\"]\n\n40. b8 Ke7 41. b7=N *",
	}, codec(Default), codec(Brooke), codec(Elcum), codec(SoutheastAsian))
}
