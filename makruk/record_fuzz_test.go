package makruk

import (
	"testing"

	"github.com/chaturanga-go/chaturanga/internal/tools/recordkit"
)

// FuzzReadRecord: no PGN text makes ReadRecord panic under any named rule
// set; its errors are *core.ParseError or *core.MoveError values; a game
// read writes back to a record that reads to the same moves.
func FuzzReadRecord(f *testing.F) {
	recordkit.Fuzz(f, []string{
		"[Variant \"makruk\"]\n[FEN \"8/3k4/8/2K1S1P1/8/8/8/8 w - - 0 1\"]\n\n1. g6=M Kd6 *\n",
		"1. e4 e5 2. Nd2 (2. Nc3 Nc6) Nd7 *",
		"1. e3e4 d6d5 *",
	}, codec(Default), codec(Pychess))
}
