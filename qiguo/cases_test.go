package qiguo

import (
	"fmt"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/tools/jsonl"
	"github.com/chaturanga-go/chaturanga/internal/tools/textkit"
)

func readJSONL[T any](t testing.TB, path string) []T {
	t.Helper()
	return jsonl.Read[T](t, path)
}

// caseOptions is the options object of the rule cases and the oracle.
type caseOptions struct {
	Players             int        `json:"players"`
	Alliances           [][]string `json:"alliances"`
	WikipediaNames      bool       `json:"WikipediaNames"`
	ElephantChessLayout bool       `json:"ElephantChessLayout"`
	HorsemanMustTurn    bool       `json:"HorsemanMustTurn"`
	DefeatByTotalLosses bool       `json:"DefeatByTotalLosses"`
}

func (o caseOptions) rules(t testing.TB) Rules {
	r := Default
	r.WikipediaNames = o.WikipediaNames
	r.ElephantChessLayout = o.ElephantChessLayout
	r.HorsemanMustTurn = o.HorsemanMustTurn
	r.DefeatByTotalLosses = o.DefeatByTotalLosses
	if o.Alliances != nil {
		var err error
		if r, err = r.WithAlliances(o.Alliances...); err != nil {
			t.Fatal(err)
		}
	}
	if o.Players != 0 && r.Players() != o.Players {
		t.Fatalf("players %d, alliances %v", o.Players, o.Alliances)
	}
	return r
}

type caseLine struct {
	Options    caseOptions               `json:"options"`
	Moves      []string                  `json:"moves"`
	ToMove     *string                   `json:"to_move"`
	Legal      []string                  `json:"legal"`
	Perft      []uint64                  `json:"perft"`
	Captures   map[string]map[string]int `json:"captures"`
	Defeated   map[string]string         `json:"defeated"`
	Controller map[string]string         `json:"controller"`
	Winner     *string                   `json:"winner"`
	Note       string                    `json:"note"`
}

// report is what the cases and the oracle adapter report about a
// position, in the cases' shapes.
type report struct {
	ToMove     *string
	Captures   map[string]map[string]int // captured state -> captor -> count
	Defeated   map[string]string
	Controller map[string]string
	Winner     *string
}

func reportOf(p *Position) report {
	r := p.Rules()
	rep := report{Captures: map[string]map[string]int{}, Defeated: map[string]string{}, Controller: map[string]string{}}
	for v := range core.Color(NumStates) {
		m := map[string]int{}
		for c := range core.Color(NumStates) {
			if n := p.Captured(v, c); n > 0 {
				m[r.StateName(c)] = n
			}
		}
		rep.Captures[r.StateName(v)] = m
		if by, ok := p.DefeatedBy(v); ok {
			rep.Defeated[r.StateName(v)] = r.StateName(by)
		}
		rep.Controller[r.StateName(v)] = r.StateName(p.Controller(v))
	}
	if o := p.Outcome(); o.IsOver() {
		w := r.StateName(o.Winner)
		rep.Winner = &w
	} else {
		s := r.StateName(p.Side())
		rep.ToMove = &s
	}
	return rep
}

// TestCases replays the rule cases of testdata/cases.jsonl (copied from
// ../shared/cases/qiguo.jsonl): every move must be legal, and after them
// the state to move, the sorted legal moves, perft to depth 2, the
// tallies, the defeats, the controllers and the winner must match.
func TestCases(t *testing.T) {
	for i, c := range readJSONL[caseLine](t, "testdata/cases.jsonl") {
		t.Run(fmt.Sprint("line", i+1), func(t *testing.T) {
			r := c.Options.rules(t)
			g := NewGame(StartPosition(r))
			for j, s := range c.Moves {
				cur := g.Position()
				m, err := cur.ParseMove(s)
				if err == nil {
					err = g.Play(m)
				}
				if err != nil {
					t.Fatalf("%s: move %d %s: %v", c.Note, j+1, s, err)
				}
			}
			p := g.Position()
			if got := textkit.SortedLegal(&p); !slices.Equal(got, c.Legal) {
				t.Errorf("%s %s: legal\n got %v\nwant %v", c.Note, p.FEN(), got, c.Legal)
			}
			for d := 1; d <= len(c.Perft); d++ {
				if got := p.Perft(d); got != c.Perft[d-1] {
					t.Errorf("%s %s: perft(%d) = %d, want %d", c.Note, p.FEN(), d, got, c.Perft[d-1])
					break
				}
			}
			want := report{ToMove: c.ToMove, Captures: c.Captures, Defeated: c.Defeated, Controller: c.Controller, Winner: c.Winner}
			if diff := cmp.Diff(want, reportOf(&p)); diff != "" {
				t.Errorf("%s %s: report (-want +got):\n%s", c.Note, p.FEN(), diff)
			}
		})
	}
}
