package makruk

import (
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
)

func benchPerft(b *testing.B, fen string, depth int) {
	p := MustParseFEN(fen, Pychess)
	var nodes uint64
	b.ReportAllocs()
	for b.Loop() {
		nodes += core.Perft(&p, depth)
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}

// BenchmarkPerftStart: perft 5 from the start (6,223,994 leaves).
func BenchmarkPerftStart(b *testing.B) { benchPerft(b, startFEN, 5) }

// BenchmarkPerftMiddlegame: perft 4 of an oracle middlegame position.
func BenchmarkPerftMiddlegame(b *testing.B) {
	benchPerft(b, "rnsmk3/4s2r/1p1pppp1/pPp5/P1P3np/3PPPPP/3K4/RNS1MSNR b - - 2 30", 4)
}

// BenchmarkLegalMoves: legal-move generation into a reused buffer.
func BenchmarkLegalMoves(b *testing.B) {
	p := MustParseFEN("rnsmk3/4s2r/1p1pppp1/pPp5/P1P3np/3PPPPP/3K4/RNS1MSNR b - - 2 30", Pychess)
	buf := make([]core.Move, 0, 128)
	var n int
	b.ReportAllocs()
	for b.Loop() {
		buf = p.AppendLegalMoves(buf[:0])
		n += len(buf)
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "moves/s")
}

// BenchmarkMakeUnmake: make and unmake of every legal move.
func BenchmarkMakeUnmake(b *testing.B) {
	p := MustParseFEN("rnsmk3/4s2r/1p1pppp1/pPp5/P1P3np/3PPPPP/3K4/RNS1MSNR b - - 2 30", Default)
	moves := p.AppendLegalMoves(nil)
	b.ReportAllocs()
	for b.Loop() {
		for _, m := range moves {
			u := p.MakeMove(m)
			p.UnmakeMove(m, u)
		}
	}
	b.ReportMetric(float64(b.N*len(moves))/b.Elapsed().Seconds(), "moves/s")
}

// Ouk Chatrang and Kar Ouk: perft from each start, counted in bulk at the
// last ply and node by node (core.PerftMakeUnmake, what a search pays),
// beside Pychess's for comparison.

func benchPerftRules(b *testing.B, r Rules, depth int, bulk bool) {
	p := StartPosition(r)
	var nodes uint64
	b.ReportAllocs()
	for b.Loop() {
		if bulk {
			nodes += core.Perft(&p, depth)
		} else {
			nodes += core.PerftMakeUnmake(&p, depth)
		}
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}

// BenchmarkPerftCambodian: perft 5 from Ouk Chatrang's start (8,597,966).
func BenchmarkPerftCambodian(b *testing.B) { benchPerftRules(b, Cambodian, 5, true) }

// BenchmarkPerftKarOuk: perft 5 from Kar Ouk's start (8,597,966).
func BenchmarkPerftKarOuk(b *testing.B) { benchPerftRules(b, KarOuk, 5, true) }

// BenchmarkPerftMakeUnmakePychess: perft 4 from Makruk's start, node by
// node (273,026 leaves).
func BenchmarkPerftMakeUnmakePychess(b *testing.B) { benchPerftRules(b, Pychess, 4, false) }

// BenchmarkPerftMakeUnmakeCambodian: perft 4 from Ouk Chatrang's start,
// node by node (361,719).
func BenchmarkPerftMakeUnmakeCambodian(b *testing.B) { benchPerftRules(b, Cambodian, 4, false) }

// BenchmarkPerftMakeUnmakeKarOuk: perft 4 from Kar Ouk's start, node by
// node (361,719).
func BenchmarkPerftMakeUnmakeKarOuk(b *testing.B) { benchPerftRules(b, KarOuk, 4, false) }
