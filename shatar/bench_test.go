package shatar

import (
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
)

// BenchmarkPerft counts perft 5 from the start (3,969,485 leaves, bulk
// counted at the last ply) and reports leaf nodes per second.
func BenchmarkPerft(b *testing.B) {
	p := StartPosition(Default)
	b.ReportAllocs()
	var nodes uint64
	for b.Loop() {
		nodes += p.Perft(5)
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}

// BenchmarkPerftMakeUnmake counts perft 4 from the start making and
// unmaking every move, the leaves included: what a search pays per node.
func BenchmarkPerftMakeUnmake(b *testing.B) {
	p := StartPosition(Default)
	b.ReportAllocs()
	var nodes uint64
	for b.Loop() {
		nodes += core.PerftMakeUnmake(&p, 4)
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}

// BenchmarkPerftEndgame counts perft in an endgame of checks, where the
// shak series and robado are looked at on every node.
func BenchmarkPerftEndgame(b *testing.B) {
	p := MustParseFEN("R7/6k1/5NP1/8/6KP/6n1/1P6/7j w - - 12 108", Default)
	b.ReportAllocs()
	var nodes uint64
	for b.Loop() {
		nodes += p.Perft(5)
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}

// BenchmarkMakeUnmake plays and takes back every legal move of a middle
// game position; ns/op divided by the moves is the cost of one
// make+unmake.
func BenchmarkMakeUnmake(b *testing.B) {
	p := MustParseFEN("r1bjk2r/ppp2ppp/2nb1n2/3pp3/3P4/2NBPN2/PPP2PPP/R1BJK2R w - - 4 6", Default)
	moves := p.AppendLegalMoves(nil)
	b.ReportAllocs()
	for b.Loop() {
		for _, m := range moves {
			u := p.MakeMove(m)
			p.UnmakeMove(m, u)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(moves)), "ns/move")
}
