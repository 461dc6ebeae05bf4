package makruk

import (
	"strings"
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
)

// benchMiddleFEN is an oracle middlegame position.
const benchMiddleFEN = "rnsmk3/4s2r/1p1pppp1/pPp5/P1P3np/3PPPPP/3K4/RNS1MSNR b - - 2 30"

// middleFEN returns benchMiddleFEN in the letters of r's army (ASEAN's
// Q and B for the met and khon, Ai-Wok's A for the met).
func middleFEN(r Rules) string {
	switch r.Army {
	case ASEANArmy:
		return strings.NewReplacer("m", "q", "M", "Q", "s", "b", "S", "B").Replace(benchMiddleFEN)
	case AiWokArmy:
		return strings.NewReplacer("m", "a", "M", "A").Replace(benchMiddleFEN)
	}
	return benchMiddleFEN
}

func benchPerft(b *testing.B, fen string, r Rules, depth int, perft func(*Position, int) uint64) {
	p := MustParseFEN(fen, r)
	var nodes uint64
	b.ReportAllocs()
	for b.Loop() {
		nodes += perft(&p, depth)
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}

func bulk(p *Position, depth int) uint64    { return core.Perft(p, depth) }
func perNode(p *Position, depth int) uint64 { return core.PerftMakeUnmake(p, depth) }
func forEachRules(b *testing.B, f func(*testing.B, Rules)) {
	for _, r := range RuleSets() {
		b.Run(r.Name, func(b *testing.B) { f(b, r) })
	}
}

// BenchmarkPerftStart: perft 5 from each rule set's start (6,223,994
// leaves for Makruk's array, 8,597,966 with Ouk Chatrang's first moves,
// 13,275,068 for Ai-Wok's), the last ply counted in bulk.
func BenchmarkPerftStart(b *testing.B) {
	forEachRules(b, func(b *testing.B, r Rules) { benchPerft(b, StartFEN(r), r, 5, bulk) })
}

// BenchmarkPerftMiddlegame: perft 4 of an oracle middlegame position (in
// the letters of each rule set's army), the last ply counted in bulk.
func BenchmarkPerftMiddlegame(b *testing.B) {
	forEachRules(b, func(b *testing.B, r Rules) { benchPerft(b, middleFEN(r), r, 4, bulk) })
}

// BenchmarkPerftMakeUnmakeStart: perft 5 from the start the way a search
// runs (core.PerftMakeUnmake: the moves listed at every inner node, every
// move made and unmade, the leaves included). The allocations per
// operation are perft's per-depth move buffers, none per node.
func BenchmarkPerftMakeUnmakeStart(b *testing.B) {
	forEachRules(b, func(b *testing.B, r Rules) { benchPerft(b, StartFEN(r), r, 5, perNode) })
}

// BenchmarkPerftMakeUnmakeMiddlegame: perft 4 of the middlegame position,
// making and unmaking every move.
func BenchmarkPerftMakeUnmakeMiddlegame(b *testing.B) {
	forEachRules(b, func(b *testing.B, r Rules) { benchPerft(b, middleFEN(r), r, 4, perNode) })
}

// BenchmarkLegalMoves: legal-move generation into a reused buffer.
func BenchmarkLegalMoves(b *testing.B) {
	p := MustParseFEN(benchMiddleFEN, Pychess)
	buf := make([]core.Move, 0, 128)
	var n int
	b.ReportAllocs()
	for b.Loop() {
		buf = p.AppendLegalMoves(buf[:0])
		n += len(buf)
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "moves/s")
}

// BenchmarkMakeUnmake: make and unmake of every legal move of the
// middlegame position, in ns per make+unmake pair.
func BenchmarkMakeUnmake(b *testing.B) {
	forEachRules(b, func(b *testing.B, r Rules) {
		p := MustParseFEN(middleFEN(r), r)
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

// TestZeroAllocsEachRuleSet checks that move generation into a reused buffer,
// counting, the outcome and make/unmake do not allocate, under each rule
// set, with and without a count running; per-node perft allocates only
// its move buffers, one per level.
func TestZeroAllocsEachRuleSet(t *testing.T) {
	for _, tt := range []struct {
		r   Rules
		fen string
	}{
		{Default, StartFEN(Default)},
		{Default, benchMiddleFEN},
		{Default, "8/3k4/6M1/2K1S3/8/8/8/8 b - - 0 1 pb4/44"},
		{Pychess, benchMiddleFEN},
		{Pychess, "8/3k4/6M1/2K1S3/8/8/8/8 b - 88 8 1"},
		{Cambodian, StartFEN(Cambodian)},
		{KarOuk, StartFEN(KarOuk)},
		{KarOuk, middleFEN(KarOuk)},
		{Makpong, middleFEN(Makpong)},
		{ASEAN, middleFEN(ASEAN)},
		{AiWok, middleFEN(AiWok)},
	} {
		p := MustParseFEN(tt.fen, tt.r)
		buf := make([]core.Move, 0, 256)
		n := testing.AllocsPerRun(100, func() {
			buf = p.AppendLegalMoves(buf[:0])
			p.CountLegalMoves()
			p.Outcome()
			for _, m := range buf {
				u := p.MakeMove(m)
				p.UnmakeMove(m, u)
			}
		})
		if n != 0 {
			t.Errorf("%s (%s): %v allocations per run, want 0", tt.fen, tt.r.Name, n)
		}
		if n := testing.AllocsPerRun(5, func() { core.PerftMakeUnmake(&p, 3) }); n > 3 {
			t.Errorf("%s (%s): per-node perft 3 allocates %v times, want at most 3 (its move buffers)", tt.fen, tt.r.Name, n)
		}
	}
}
