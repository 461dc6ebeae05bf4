package chaturanga_test

import (
	"runtime"
	"testing"

	"github.com/chaturanga-go/chaturanga"
	"github.com/chaturanga-go/chaturanga/core"
)

// sanCost returns the allocations and the bytes that one call of f makes,
// on average over n calls.
func sanCost(n int, f func()) (allocs, bytes float64) {
	allocs = testing.AllocsPerRun(n, f)
	var m0, m1 runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&m0)
	for range n {
		f()
	}
	runtime.ReadMemStats(&m1)
	return allocs, float64(m1.TotalAlloc-m0.TotalAlloc) / float64(n)
}

// Writing and reading the SAN of a legal move costs no more than the
// string SAN returns (issue 27): the legal moves SAN is disambiguated
// against are made on the stack, not moved to the heap through
// notate.SANBoard (which cost about 2 KiB a call, 500 MiB for reading a
// 100,000-ply game).
func TestSANAllocations(t *testing.T) {
	if testing.Short() {
		t.Skip("measures the heap")
	}
	for _, tc := range []struct {
		variant              string
		writeAllocs, writeBy float64 // at most, a call of SAN
		readAllocs, readBy   float64 // at most, a call of ParseSAN
	}{
		{"makruk", 1, 16, 0, 0},
		{"cambodian", 1, 16, 0, 0},
		{"shatranj", 1, 16, 0, 0},
		{"sittuyin", 1, 16, 0, 0},
		{"shatar", 1, 16, 0, 0},
		{"qiguo", 1, 16, 0, 0}, // its own SAN, by its concrete type
		// Main Chator's generator once moved its buffer to the heap
		// (a store through its *gen): one list of legal moves, 2 KiB,
		// a call.
		{"chator", 1, 16, 0, 0},
	} {
		g, err := chaturanga.NewGame(tc.variant, "", "")
		if err != nil {
			t.Fatal(err)
		}
		pastSetup(t, g)
		p := g.Position()
		var m core.Move
		if tc.variant == "qiguo" {
			m = p.AppendLegalMoves(nil)[0]
		} else {
			moves, ok := shuffle(p)
			if !ok {
				t.Fatalf("%s: no knight move", tc.variant)
			}
			m = moves[0]
		}
		san := p.SAN(m)
		wa, wb := sanCost(1000, func() { _ = p.SAN(m) })
		ra, rb := sanCost(1000, func() {
			if got, err := p.ParseSAN(san); err != nil || got != m {
				t.Fatalf("%s: ParseSAN(%q) = %v, %v, want %v", tc.variant, san, got, err, m)
			}
		})
		t.Logf("%s: SAN %q: %.0f allocs, %.0f bytes a write; %.0f allocs, %.0f bytes a read", tc.variant, san, wa, wb, ra, rb)
		// The bytes are read from the whole heap, which the runtime and other
		// goroutines share: a slack of 64 bytes a call keeps that noise out
		// and still fails the 2 KiB a call this test is about.
		const slack = 64
		if wa > tc.writeAllocs || wb > tc.writeBy+slack {
			t.Errorf("%s: SAN(%q) makes %.0f allocations of %.0f bytes, want at most %.0f of %.0f", tc.variant, san, wa, wb, tc.writeAllocs, tc.writeBy)
		}
		if ra > tc.readAllocs || rb > tc.readBy+slack {
			t.Errorf("%s: ParseSAN(%q) makes %.0f allocations of %.0f bytes, want at most %.0f of %.0f", tc.variant, san, ra, rb, tc.readAllocs, tc.readBy)
		}
	}
}

// BenchmarkSAN writes and reads back the SAN of a move of each game
// (figures for issue 27: go test -run X -bench SAN -benchmem).
func BenchmarkSAN(b *testing.B) {
	for _, variant := range []string{"makruk", "shatranj", "sittuyin", "chator", "shatar", "qiguo"} {
		g, err := chaturanga.NewGame(variant, "", "")
		if err != nil {
			b.Fatal(err)
		}
		for {
			moves := g.Position().AppendLegalMoves(nil)
			if len(moves) == 0 || !moves[0].IsDrop() {
				break
			}
			if err := g.Play(moves[0]); err != nil {
				b.Fatal(err)
			}
		}
		p := g.Position()
		m := p.AppendLegalMoves(nil)[0]
		san := p.SAN(m)
		b.Run(variant+"/write", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				_ = p.SAN(m)
			}
		})
		b.Run(variant+"/read", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := p.ParseSAN(san); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
