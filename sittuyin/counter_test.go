package sittuyin

import (
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
)

// TestCountCounter pins who counts under the counting of Pychess
// ([Rules.Counting]; the spec states it under the rule set Pychess,
// without an ST- number): Position.Count's Counter is the bare min-gyi's
// side when one side alone has only its min-gyi, else the side the count
// started for at 0 with itself to move, by the parity of the plies. Each
// case stands where that side and the side to move, or the parity, differ.
func TestCountCounter(t *testing.T) {
	tests := []struct {
		name, fen string
		moves     []string
		counter   core.Color
		ply       int
	}{
		{"Pychess counting: started at 0 for the bare min-gyi to move", "4k3/3R4/2K5/8/8/8/8/8[] w - - 0 1",
			[]string{"c6c5"}, core.Black, 0},
		{"Pychess counting: the bare min-gyi counts on the other's turn", "4k3/3R4/2K5/8/8/8/8/8[] w - - 0 1",
			[]string{"c6c5", "e8f8"}, core.Black, 1},
		{"Pychess counting: a bare min-gyi, odd plies, White to move", "4k3/3R4/2K5/8/8/8/8/8[] w - 32 33 1",
			nil, core.Black, 33},
		{"Pychess counting: a bare min-gyi whatever the parity says", "4k3/3R4/2K5/8/8/8/8/8[] w - 32 4 1",
			nil, core.Black, 4},
		{"Pychess counting: a bare White min-gyi with Black to move", "4K3/3r4/2k5/8/8/8/8/8[] b - 32 6 1",
			nil, core.White, 6},
		// No side alone bare: the parity of the plies.
		{"Pychess counting: both bare after the counter took the last piece, odd", "8/8/8/8/8/2k5/3R4/K7[] b - 32 6 1",
			[]string{"c3d2"}, core.Black, 7},
		{"Pychess counting: both bare, even, the counter to move", "8/8/8/8/8/2k5/3R4/K7[] b - 32 6 1",
			[]string{"c3d2", "a1b1"}, core.Black, 8},
		{"Pychess counting: neither bare, odd, Black to move", "4k3/3r4/2K5/8/8/8/8/R7[] b - 32 3 1",
			nil, core.White, 3},
		{"Pychess counting: neither bare, even, Black to move", "4k3/3r4/2K5/8/8/8/8/R7[] b - 32 4 1",
			nil, core.Black, 4},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := MustParseFEN(tt.fen, Pychess)
			for _, s := range tt.moves {
				m, err := p.ParseMove(s)
				if err != nil {
					t.Fatalf("%s: %v", s, err)
				}
				p, _ = p.Play(m)
			}
			c := p.Count()
			if !c.Running() || c.Counter != tt.counter || c.Ply != tt.ply {
				t.Errorf("%s with %v to move: count %+v, want %v counting at ply %d", p.FEN(), p.Side(), c, tt.counter, tt.ply)
			}
			q, err := ParseFEN(p.FEN(), Pychess)
			if err != nil {
				t.Fatal(err)
			}
			if q.Count() != c {
				t.Errorf("read back from %s: count %+v, want %+v", p.FEN(), q.Count(), c)
			}
		})
	}
	// No count, no counter to speak of: the zero Count.
	if start := StartPosition(Pychess); start.Count() != (Count{}) {
		c := start.Count()
		t.Errorf("start: count %+v, want the zero Count", c)
	}
	// The editor's Counter is ignored: the position decides.
	e := NewEditor(MustParseFEN("4k3/3R4/2K5/8/8/8/8/8[] w - - 0 1", Pychess))
	if err := e.SetCount(Count{Ply: 4, Limit: 32, Counter: core.White}); err != nil {
		t.Fatal(err)
	}
	if c := e.Count(); c != (Count{Ply: 4, Limit: 32, Counter: core.Black}) {
		t.Errorf("editor: count %+v, want Black's", c)
	}
}
