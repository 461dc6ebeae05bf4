package shatranj

import (
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
)

// benchMiddleFEN is a middlegame position for the speed figures.
const benchMiddleFEN = "r1bkq2r/1ppp1npp/p1nbpp2/8/8/PPNB1P2/2PPPNPP/R1BKQ2R w - - 0 8"

func benchPerft(b *testing.B, p Position, depth int, perft func(*Position, int) uint64) {
	var nodes uint64
	b.ReportAllocs()
	for b.Loop() {
		nodes += perft(&p, depth)
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}

func bulk(p *Position, depth int) uint64    { return core.Perft(p, depth) }
func perNode(p *Position, depth int) uint64 { return core.PerftMakeUnmake(p, depth) }

// BenchmarkPerft counts perft 5 from each rule set's start (1,164,248
// leaves from Shatranj's array, 1,164,248 from Chaturanga's chess array
// as well), the last ply in bulk, and reports leaf nodes per second. The
// few allocations per call are perft's per-depth move buffers: none per
// node.
func BenchmarkPerft(b *testing.B) {
	for _, r := range RuleSets() {
		b.Run(r.Name, func(b *testing.B) { benchPerft(b, StartPosition(r), 5, bulk) })
	}
}

// BenchmarkPerftMakeUnmakeStart: perft 5 from the start the way a search
// runs (core.PerftMakeUnmake: the moves listed at every inner node, every
// move made and unmade, the leaves included). The allocations per
// operation are perft's per-depth move buffers, none per node.
func BenchmarkPerftMakeUnmakeStart(b *testing.B) {
	for _, r := range RuleSets() {
		b.Run(r.Name, func(b *testing.B) { benchPerft(b, StartPosition(r), 5, perNode) })
	}
}

// BenchmarkPerftMakeUnmakeMiddlegame: per-node perft 4 of a middlegame.
func BenchmarkPerftMakeUnmakeMiddlegame(b *testing.B) {
	for _, r := range RuleSets() {
		b.Run(r.Name, func(b *testing.B) { benchPerft(b, MustParseFEN(benchMiddleFEN, r), 4, perNode) })
	}
}

// BenchmarkPerftEndgame counts perft in an endgame where the bare-king
// rule is looked at on every node.
func BenchmarkPerftEndgame(b *testing.B) {
	benchPerft(b, MustParseFEN("8/8/3k4/8/4p3/8/3KR3/8 w - - 0 1", Default), 6, bulk)
}

// BenchmarkMakeUnmake plays and takes back every legal move of the
// middlegame position, in ns per make+unmake pair.
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

// TestZeroAllocs checks that move generation into a reused buffer, counting,
// the outcome and make/unmake do not allocate.
func TestZeroAllocs(t *testing.T) {
	for _, r := range RuleSets() {
		for _, fen := range []string{StartFEN(r), "8/8/8/4k3/4R3/8/3K4/8 b - - 0 1", "8/8/8/4k3/8/8/3K4/8 w - - 140 1", "r1bkq2r/1ppp1npp/p1nbpp2/8/8/PPNB1P2/2PPPNPP/R1BKQ2R w - - 0 8"} {
			p := MustParseFEN(fen, r)
			buf := make([]core.Move, 0, 256)
			n := testing.AllocsPerRun(100, func() {
				buf = p.AppendLegalMoves(buf[:0])
				p.CountLegalMoves()
				p.Outcome()
				p.Claims()
				for _, m := range buf {
					u := p.MakeMove(m)
					p.UnmakeMove(m, u)
				}
			})
			if n != 0 {
				t.Errorf("%s %s: %v allocations per run, want 0", r, fen, n)
			}
		}
	}
}
