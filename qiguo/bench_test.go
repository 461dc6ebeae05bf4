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

// benchMiddle returns the position after 60 plies of fixed choices from
// the start under r (the move at index 7*ply modulo the number of moves):
// a middlegame with captures behind it.
func benchMiddle(r Rules) Position {
	p := StartPosition(r)
	var buf []core.Move
	for ply := range 60 {
		buf = p.AppendLegalMoves(buf[:0])
		if len(buf) == 0 {
			break
		}
		p.MakeMove(buf[(7*ply)%len(buf)])
	}
	return p
}

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

// BenchmarkPerftMakeUnmakeStart: per-node perft 3 from the opening under
// each rule set.
func BenchmarkPerftMakeUnmakeStart(b *testing.B) {
	for _, r := range RuleSets() {
		b.Run(r.Name, func(b *testing.B) { benchPerNode(b, StartPosition(r), 3) })
	}
}

// BenchmarkPerftMakeUnmakeMiddlegame: per-node perft 3 of a middlegame
// under each rule set.
func BenchmarkPerftMakeUnmakeMiddlegame(b *testing.B) {
	for _, r := range RuleSets() {
		b.Run(r.Name, func(b *testing.B) { benchPerNode(b, benchMiddle(r), 3) })
	}
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

// BenchmarkMakeUnmake plays and takes back each move of the middlegame,
// in ns per make+unmake pair.
func BenchmarkMakeUnmake(b *testing.B) {
	for _, r := range RuleSets() {
		b.Run(r.Name, func(b *testing.B) {
			p := benchMiddle(r)
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
