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
