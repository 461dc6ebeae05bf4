package chator

import (
	"testing"
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
