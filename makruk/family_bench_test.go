package makruk

import (
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
)

// benchFamily measures perft from r's start to depth: bulk counted at the
// last ply (core.Perft), or making and unmaking every node
// (core.PerftMakeUnmake).
func benchFamily(b *testing.B, r Rules, depth int, perNode bool) {
	p := StartPosition(r)
	var nodes uint64
	b.ReportAllocs()
	for b.Loop() {
		if perNode {
			nodes += core.PerftMakeUnmake(&p, depth)
		} else {
			nodes += core.Perft(&p, depth)
		}
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}

// BenchmarkFamilyPerft: perft 5 from each start (Pychess's for
// comparison), bulk and per node.
func BenchmarkFamilyPerft(b *testing.B) {
	for _, r := range []Rules{Pychess, Makpong, ASEAN, AiWok} {
		b.Run(r.Name+"/bulk", func(b *testing.B) { benchFamily(b, r, 5, false) })
		b.Run(r.Name+"/per-node", func(b *testing.B) { benchFamily(b, r, 5, true) })
	}
}

// TestFamilyNoAllocs: generation and make/unmake allocate nothing under
// the family's sets (ASEAN's promotion choices included).
func TestFamilyNoAllocs(t *testing.T) {
	for _, c := range []struct {
		r   Rules
		fen string
	}{
		{Makpong, "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1"},
		{ASEAN, "1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1"},
		{ASEAN, "8/8/4K3/3Q4/1k1N4/5b2/8/8 w - - 0 1"},
		{AiWok, "rnsaksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKASNR w - - 0 1"},
	} {
		p := MustParseFEN(c.fen, c.r)
		buf := make([]core.Move, 0, 256)
		if n := testing.AllocsPerRun(20, func() {
			buf = p.AppendLegalMoves(buf[:0])
			for _, m := range buf {
				u := p.MakeMove(m)
				p.CountLegalMoves()
				p.UnmakeMove(m, u)
			}
		}); n != 0 {
			t.Errorf("%v %s: %v allocations per run", c.r, c.fen, n)
		}
	}
}
