package core

import (
	"math/rand/v2"
	"testing"
)

// A plyList behaves as a slice of plies under any sequence of pushes and
// pops, across its chunks' edges, and never moves a ply once pushed past
// the first chunk.
func TestPlyList(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	var l plyList
	var model []ply
	var ptrs []*ply
	for step := range 40000 {
		if len(model) > 0 && r.IntN(3) == 0 || len(model) > 5000 && r.IntN(2) == 0 {
			got, want := l.pop(), model[len(model)-1]
			model, ptrs = model[:len(model)-1], ptrs[:len(ptrs)-1]
			if got != want {
				t.Fatalf("step %d: pop %v, want %v", step, got, want)
			}
		} else {
			p := ply{move: Move{v: uint64(step)}, hash: uint64(step) * 7}
			l.push(p)
			model = append(model, p)
			ptrs = append(ptrs, l.at(len(model)-1))
		}
		if l.len() != len(model) {
			t.Fatalf("step %d: len %d, want %d", step, l.len(), len(model))
		}
		if n := len(model); n > 0 && *l.at(n - 1) != model[n-1] {
			t.Fatalf("step %d: last %v, want %v", step, *l.at(n - 1), model[n-1])
		}
		if step%997 == 0 {
			for i, p := range l.all {
				if *p != model[i] {
					t.Fatalf("step %d: ply %d is %v, want %v", step, i, *p, model[i])
				}
				if i >= plyChunk && p != ptrs[i] {
					t.Fatalf("step %d: ply %d moved", step, i)
				}
			}
		}
	}
}
