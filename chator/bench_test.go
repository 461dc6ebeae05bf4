package chator

import (
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
)

// BenchmarkPerft measures perft from the start position under each named
// rule set (depth 5), in leaf nodes per second; it must not allocate per
// node.
func BenchmarkPerft(b *testing.B) {
	for _, r := range RuleSets() {
		b.Run(r.Name, func(b *testing.B) {
			p := StartPosition(r)
			const depth = 5
			var nodes uint64
			b.ReportAllocs()
			for b.Loop() {
				nodes += p.Perft(depth)
			}
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
		})
	}
}

// benchMiddleFEN is a middlegame position for the speed figures.
const benchMiddleFEN = "r1bmk2r/pp3ppp/2np1n2/2b1p3/2B1P3/2NP1N2/PPP2PPP/R1BK1M1R w - - 0 8"

// benchPerNode runs core.PerftMakeUnmake (the moves listed at every inner
// node, every move made and unmade, the leaves included: the way a search
// runs) and reports leaf nodes per second. The allocations per operation
// are perft's per-depth move buffers, none per node.
func benchPerNode(b *testing.B, p Position, depth int) {
	var nodes uint64
	b.ReportAllocs()
	for b.Loop() {
		nodes += core.PerftMakeUnmake(&p, depth)
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}

// BenchmarkPerftMakeUnmakeStart: per-node perft 5 from the start under
// each named rule set.
func BenchmarkPerftMakeUnmakeStart(b *testing.B) {
	for _, r := range RuleSets() {
		b.Run(r.Name, func(b *testing.B) { benchPerNode(b, StartPosition(r), 5) })
	}
}

// BenchmarkPerftMakeUnmakeMiddlegame: per-node perft 4 of a middlegame
// under each named rule set.
func BenchmarkPerftMakeUnmakeMiddlegame(b *testing.B) {
	for _, r := range RuleSets() {
		b.Run(r.Name, func(b *testing.B) { benchPerNode(b, MustParseFEN(benchMiddleFEN, r), 4) })
	}
}

// BenchmarkMakeUnmake: make and unmake of every legal move of the
// middlegame, in ns per make+unmake pair.
func BenchmarkMakeUnmake(b *testing.B) {
	for _, r := range RuleSets() {
		b.Run(r.Name, func(b *testing.B) {
			p := MustParseFEN(benchMiddleFEN, r)
			moves := p.AppendLegalMoves(nil)
			b.ReportAllocs()
			for b.Loop() {
				for _, m := range moves {
					u := p.MakeMove(m)
					p.UnmakeMove(m, u)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(moves)), "ns/pair")
		})
	}
}

// BenchmarkNode measures the work of one interior node: listing the moves
// into a reused buffer, then making and unmaking each; it reports 0
// allocations per operation.
func BenchmarkNode(b *testing.B) {
	for _, tt := range []struct{ name, fen string }{
		{"start", startFEN},
		{"middlegame", benchMiddleFEN},
		{"journeys", "rn2k2r/1PP3P1/8/8/8/8/1p3pp1/R2K1BNR w - - 0 1"},
		{"lone king", "8/8/8/8/4k3/8/8/R2K4 w - - 0 1"},
	} {
		b.Run(tt.name, func(b *testing.B) {
			p := MustParseFEN(tt.fen, Default)
			buf := make([]core.Move, 0, 256)
			var moves uint64
			b.ReportAllocs()
			for b.Loop() {
				buf = p.AppendLegalMoves(buf[:0])
				for _, m := range buf {
					u := p.MakeMove(m)
					p.UnmakeMove(m, u)
				}
				moves += uint64(len(buf))
			}
			b.ReportMetric(float64(moves)/b.Elapsed().Seconds(), "moves/s")
		})
	}
}
