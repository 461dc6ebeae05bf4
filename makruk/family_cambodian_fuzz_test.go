package makruk

import (
	"testing"

	"github.com/chaturanga-go/chaturanga/internal/tools/recordkit"
	"github.com/chaturanga-go/chaturanga/internal/tools/textkit"
)

// FuzzParseFENFamily: under Cambodian and KarOuk, ParseFEN never panics,
// fails only with a *core.ParseError wrapping a sentinel, and what it
// accepts (gate letters, check counters, counts) writes a FEN that reads
// back to an Equal position, whose moves can be played and read back.
func FuzzParseFENFamily(f *testing.F) {
	for _, s := range []string{
		cambodianStart, karoukStart,
		"rnsmk1nr/4s3/pppppppp/8/8/PPPPPPPP/R7/1NSKMSNR w DEde - 2 2",
		"4k3/8/8/8/8/8/8/4K3 w E - 0 1", "4k3/8/8/8/8/8/8/4KM2 w F - 0 1", "4k3/8/8/8/8/8/8/4K3 w DEdeZ - 0 1",
		"8/2K3k1/5m2/4S1S1/8/8/8/8 w - 128 97 1", "8/8/4k3/5P2/8/2RMK3/8/8 w - 126 41 50",
		"4k3/8/8/8/8/8/8/R3K3 w - - 1+0 0 1", "4k3/8/8/8/8/8/8/R3K3 w - - 0+1 0 1", "R3k3/8/8/8/8/8/8/4K3 b - - -1+1 1 1",
		"8/8/8/4k3/8/8/8/R3K3 w - 30 1+1 31 1", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1 +2+1", "4k3/8/8/8/8/8/8/R3K3 w - - 1+ 0 1",
		"rn1mksnr/3s4/pppppppp/8/4N3/PPPPPPPP/8/R1SKMSNR b DEde - 3 2", "", "k7/8/8/8/8/8/8/7K",
	} {
		f.Add(s, false)
		f.Add(s, true)
	}
	f.Fuzz(func(t *testing.T, s string, karouk bool) {
		r := Cambodian
		if karouk {
			r = KarOuk
		}
		textkit.FEN(t, s, r, ParseFEN)
	})
}

// FuzzReadRecordFamily: no PGN text makes ReadRecord panic under the
// Cambodian and KarOuk sets or with their Variant tags; a game read writes
// back to a record that reads to the same moves.
func FuzzReadRecordFamily(f *testing.F) {
	recordkit.Fuzz(f, []string{
		"[Variant \"cambodian\"]\n\n1. Kb2 Kg7 2. e4 d5 3. Me3 *\n",
		"[Variant \"karouk\"]\n\n1. Nd2 Ne7 2. Ne4 d5 3. Nd6# 1-0\n",
		"[Variant \"karouk\"]\n[FEN \"4k3/8/8/8/8/8/8/R3K3 w - - 2+2 0 1\"]\n\n1. Ra8+ Kd7 2. Ra7+ 1-0\n",
		"[Variant \"Cambodian\"]\n[Rules \"pychess\"]\n\n1. d1b2 *\n",
	}, codec(Default), codec(Cambodian), codec(KarOuk))
}
