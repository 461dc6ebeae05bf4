package main

import (
	"strings"
	"testing"

	"github.com/chaturanga-go/chaturanga"
)

// FuzzParseArgs: any command line is read or refused, never a panic.
func FuzzParseArgs(f *testing.F) {
	f.Add("-variant makruk -engine cmd=a proto=uci -engine cmd=b -tc 40/60+0.5 -sprt elo0=0 elo1=5")
	f.Add("-variant x -engine cmd=a -engine cmd=b -st 0.05 -draw movenumber=1 movecount=2 score=3 -resign movecount=1 score=5 twosided=true")
	f.Add("-tc 1:30+1 -openings file=a.pgn plies=8 order=random start=2 -depth 3")
	f.Fuzz(func(t *testing.T, line string) {
		parseTC(line)
		c, err := parseArgs(strings.Fields(line))
		if err == nil && (len(c.Engines) < 2 || c.Variant == "") {
			t.Fatalf("accepted %q: %+v", line, c)
		}
	})
}

// FuzzOpenings: any FEN, EPD or PGN openings text is read or refused
// with an error, never a panic.
func FuzzOpenings(f *testing.F) {
	f.Add("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1\n", "fen")
	f.Add("rnsmksnr/8/pppppppp/8/4P3/PPPP1PPP/8/RNSKMSNR b - - id \"x\"; hmvc 3; fmvn 9;\n", "epd")
	f.Add("[Variant \"makruk\"]\n\n1. e4 e5 2. Nd2 *\n", "pgn")
	v, _ := chaturanga.Lookup("makruk")
	m := &match{cfg: &config{}, variant: v}
	f.Fuzz(func(t *testing.T, text, format string) {
		spec := openingSpec{File: "fuzz", Plies: 1 << 30, Start: 1}
		if format == "pgn" {
			readPGNOpenings(strings.NewReader(text), spec, m.newPos, "makruk", "")
		} else {
			readLineOpenings(strings.NewReader(text), spec, m.newPos, format == "epd")
		}
		epdFEN(text)
	})
}
