package qiguo

import (
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
)

// benchPerft runs perft to depth from the start under r and reports the
// leaf nodes per second.
func benchPerft(b *testing.B, r Rules, depth int) {
	p := StartPosition(r)
	var nodes uint64
	b.ReportAllocs()
	for b.Loop() {
		nodes += p.Perft(depth)
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}

// BenchmarkPerft is perft 3 from the opening (1,036,183 leaves under
// Default, 808,832 under ElephantChess), bulk counted at the last ply.
func BenchmarkPerft(b *testing.B)              { benchPerft(b, Default, 3) }
func BenchmarkPerftElephantChess(b *testing.B) { benchPerft(b, ElephantChess, 3) }

// perftFull counts leaves without bulk counting: every leaf is made and
// unmade.
func perftFull(p *Position, depth int, bufs [][]core.Move) uint64 {
	if depth == 0 {
		return 1
	}
	moves := p.AppendLegalMoves(bufs[depth-1][:0])
	bufs[depth-1] = moves[:0]
	var n uint64
	for _, m := range moves {
		u := p.MakeMove(m)
		n += perftFull(p, depth-1, bufs)
		p.UnmakeMove(m, u)
	}
	return n
}

// BenchmarkPerftNoBulk is perft 3 from the opening making and unmaking
// every leaf move: a measure of move generation plus make/unmake.
func BenchmarkPerftNoBulk(b *testing.B) {
	p := StartPosition(Default)
	bufs := make([][]core.Move, 3)
	for i := range bufs {
		bufs[i] = make([]core.Move, 0, 512)
	}
	var nodes uint64
	b.ReportAllocs()
	for b.Loop() {
		nodes += perftFull(&p, 3, bufs)
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}

// BenchmarkAppendLegalMoves generates the opening's moves into a reused
// buffer.
func BenchmarkAppendLegalMoves(b *testing.B) {
	p := StartPosition(Default)
	buf := make([]core.Move, 0, 512)
	b.ReportAllocs()
	for b.Loop() {
		buf = p.AppendLegalMoves(buf[:0])
	}
}

// BenchmarkMakeUnmake plays and takes back each opening move.
func BenchmarkMakeUnmake(b *testing.B) {
	p := StartPosition(Default)
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

// Move generation into a buffer, counting, and make/unmake (captures,
// defeats and transfers included) do not allocate.
func TestZeroAllocs(t *testing.T) {
	for _, r := range RuleSets() {
		p := setup(t, r, "w o:w9 - 1", "wR@a1", "oS@a5", "oQ@h8", "oR@h1", "rQ@s1", "wQ@s19", "wC@b2", "oG@b9")
		buf := make([]core.Move, 0, 512)
		moves := p.AppendLegalMoves(nil)
		allocs := testing.AllocsPerRun(100, func() {
			buf = p.AppendLegalMoves(buf[:0])
			_ = p.CountLegalMoves()
			for _, m := range moves {
				u := p.MakeMove(m)
				p.UnmakeMove(m, u)
			}
		})
		if allocs != 0 {
			t.Errorf("%s: %v allocations", r.Name, allocs)
		}
	}
}

// benchPerftMakeUnmake runs core.PerftMakeUnmake (a make and unmake at
// every node, as a search sees the position) to depth 3 from the opening
// under r and reports the nodes per second.
func benchPerftMakeUnmake(b *testing.B, r Rules) {
	p := StartPosition(r)
	var nodes uint64
	b.ReportAllocs()
	for b.Loop() {
		nodes += core.PerftMakeUnmake(&p, 3)
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}

func BenchmarkPerftMakeUnmake(b *testing.B)              { benchPerftMakeUnmake(b, Default) }
func BenchmarkPerftMakeUnmakeElephantChess(b *testing.B) { benchPerftMakeUnmake(b, ElephantChess) }
