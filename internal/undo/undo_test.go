package undo

import (
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
)

type record struct {
	a uint64
	b int32
	c [7]uint8
	d bool
}

func TestPtr(t *testing.T) {
	Check[record]()
	r := record{a: 1 << 60, b: -5, c: [7]uint8{1, 2, 3, 4, 5, 6, 7}, d: true}
	var u core.Undo
	*Ptr[record](&u) = r
	if got := *Ptr[record](&u); got != r {
		t.Fatalf("got %+v, want %+v", got, r)
	}
	if u == (core.Undo{}) {
		t.Fatal("packed record is zero")
	}
}

func TestCheckRefuses(t *testing.T) {
	for name, f := range map[string]func(){
		"too big": func() { Check[[9]uint64]() },
		"pointer": func() { Check[struct{ p *int }]() },
		"slice":   func() { Check[struct{ s []int }]() },
		"string":  func() { Check[struct{ s string }]() },
		"map":     func() { Check[map[int]int]() },
		"iface":   func() { Check[struct{ e error }]() },
		"nested":  func() { Check[struct{ a [2]struct{ p *int } }]() },
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s: Check did not panic", name)
				}
			}()
			f()
		}()
	}
}

func TestPtrAllocs(t *testing.T) {
	r := record{a: 3}
	if n := testing.AllocsPerRun(100, func() {
		var u core.Undo
		*Ptr[record](&u) = r
		r = *Ptr[record](&u)
	}); n != 0 {
		t.Fatalf("%v allocations", n)
	}
}
