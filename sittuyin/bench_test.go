package sittuyin

import (
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
)

// Positions for the speed figures: the start of the setup phase, and a
// middlegame (the position after a symmetric setup, then some moves).
const (
	benchSetupFEN  = startFEN
	benchMiddleFEN = "1r1r1n1f/s1k5/1s2p1pp/pppp1p1P/1P2PPP1/PP1P3N/K1S2S2/N2RFR2[] w - - 3 15"
	benchEndFEN    = "8/8/6R1/s3r3/P5R1/1KP3p1/1F2kr2/8[] b - - 0 72"
)

func benchPerft(b *testing.B, fen string, r Rules, depth int) {
	p := MustParseFEN(fen, r)
	b.ReportAllocs()
	var nodes uint64
	for b.Loop() {
		nodes += p.Perft(depth)
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}

// Perft from the start of the setup phase (depth 4: placements only).
func BenchmarkPerftSetupPychess(b *testing.B) { benchPerft(b, benchSetupFEN, Pychess, 4) }
func BenchmarkPerftSetupDefault(b *testing.B) { benchPerft(b, benchSetupFEN, Default, 4) }

// Perft from a middlegame.
func BenchmarkPerftMiddlegamePychess(b *testing.B) { benchPerft(b, benchMiddleFEN, Pychess, 4) }
func BenchmarkPerftMiddlegameDefault(b *testing.B) { benchPerft(b, benchMiddleFEN, Default, 4) }

// Perft from an ending, where Default tests ST-17 move by move.
func BenchmarkPerftEndingPychess(b *testing.B) { benchPerft(b, benchEndFEN, Pychess, 4) }
func BenchmarkPerftEndingDefault(b *testing.B) { benchPerft(b, benchEndFEN, Default, 4) }

// benchPerNode runs core.PerftMakeUnmake (the moves listed at every inner
// node, every move made and unmade, the leaves included: the way a search
// runs) under each rule set and reports leaf nodes per second. The
// allocations per operation are perft's per-depth move buffers, none per
// node.
func benchPerNode(b *testing.B, fen string, depth int) {
	for _, r := range RuleSets() {
		b.Run(r.Name, func(b *testing.B) {
			p := MustParseFEN(fen, r)
			b.ReportAllocs()
			var nodes uint64
			for b.Loop() {
				nodes += core.PerftMakeUnmake(&p, depth)
			}
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
		})
	}
}

// Per-node perft from the start of the setup phase, a middlegame and an
// ending.
func BenchmarkPerftMakeUnmakeSetup(b *testing.B)      { benchPerNode(b, benchSetupFEN, 3) }
func BenchmarkPerftMakeUnmakeMiddlegame(b *testing.B) { benchPerNode(b, benchMiddleFEN, 4) }
func BenchmarkPerftMakeUnmakeEnding(b *testing.B)     { benchPerNode(b, benchEndFEN, 4) }

// BenchmarkMakeUnmake plays and takes back every legal move of the
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

// TestNoAllocs checks that move generation into a reused buffer, counting
// and make/unmake do not allocate, in the setup phase, a middlegame and an
// ending, under both rule sets.
func TestNoAllocs(t *testing.T) {
	fens := []string{benchSetupFEN, benchMiddleFEN, benchEndFEN,
		"8/8/4pppp/pppp4/4PPPP/PPPP4/1NSFKSN1/R6R[kssfrrnn] b - - 0 1",
		"k7/2K5/8/2F5/8/8/8/7R[] w - - 0 40", "5K1k/5P1p/7P/8/8/2P5/8/8[] w - - 0 1"}
	buf := make([]core.Move, 0, 256)
	for _, fen := range fens {
		for _, r := range RuleSets() {
			p := MustParseFEN(fen, r)
			allocs := testing.AllocsPerRun(20, func() {
				buf = p.AppendLegalMoves(buf[:0])
				for _, m := range buf {
					u := p.MakeMove(m)
					p.CountLegalMoves()
					p.UnmakeMove(m, u)
				}
			})
			if allocs != 0 {
				t.Errorf("%s (%s): %v allocations per run", fen, r.Name, allocs)
			}
		}
	}
}
