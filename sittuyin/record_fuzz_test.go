package sittuyin

import (
	"testing"

	"github.com/chaturanga-go/chaturanga/internal/tools/recordkit"
)

// FuzzReadRecord: no PGN text makes ReadRecord panic under any named rule
// set; its errors are *core.ParseError or *core.MoveError values; a game
// read writes back to a record that reads to the same moves.
func FuzzReadRecord(f *testing.F) {
	recordkit.Fuzz(f, []string{
		"[Variant \"sittuyin\"]\n\n1. F@b2 S@d8 2. K@a1 {placed} S@h8 *\n",
		"1. K@e2 F@d2 S@c2 S@f2 N@b2 N@g2 R@a1 R@h1 1... K@d7 *",
		"[FEN \"8/8/8/3P4/8/1K6/7F/4k2r[] w - - 0 40\"]\n\n40. Kc4 Rxh2 41. d5=F *",
	}, codec(Default), codec(Pychess))
}
