package search

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/chaturanga-go/chaturanga"
	"github.com/chaturanga-go/chaturanga/core"
)

// The search finds Makruk's mates in one and two at every depth that
// reaches them, scores them as mates in moves, and its principal
// variation ends the game.
func TestSearchFindsMakrukMates(t *testing.T) {
	tests := []struct {
		fen    string
		mateIn int
		first  string
	}{
		{"k7/8/1K6/8/8/8/8/7R w - - 0 1", 1, "h1h8"},
		{"k7/8/1K6/8/8/8/6R1/8 w - - 0 1", 1, "g2g8"},
		{"k7/8/2K5/8/8/8/8/7R w - - 0 1", 2, "c6b6"},
		{"7k/8/5K2/8/8/8/8/R7 w - - 0 1", 2, "f6g6"},
	}
	for _, tt := range tests {
		p := position(t, "makruk", tt.fen)
		for depth := 2*tt.mateIn - 1; depth <= 5; depth++ {
			s := New(1)
			var last Iteration
			best, _, _ := s.Search(Request{Position: p.Clone(), Limit: Limit{Depth: depth}},
				func(i Iteration) { last = i; last.PV = slices.Clone(i.PV) })
			if got := p.MoveText(best); got != tt.first {
				t.Errorf("%s depth %d: %s, want %s", tt.fen, depth, got, tt.first)
			}
			if n, ok := MateIn(last.Score); !ok || n != tt.mateIn || last.Depth != depth {
				t.Errorf("%s depth %d: info %+v, want mate in %d", tt.fen, depth, last, tt.mateIn)
			}
			q := p.Clone()
			for _, m := range last.PV {
				if err := q.PlayMove(m); err != nil {
					t.Fatalf("%s: PV %v: %v", tt.fen, last.PV, err)
				}
			}
			if o := q.Outcome(); o.Reason != core.Checkmate || o.Winner != core.White || len(last.PV) != 2*tt.mateIn-1 {
				t.Errorf("%s depth %d: PV %v ends %v", tt.fen, depth, last.PV, o)
			}
		}
	}
}

// Positions of several games for the comparisons.
var comparePositions = []struct{ variant, fen string }{
	{"makruk", ""},
	{"makruk", "r1sm1sr1/3k4/pppnpppp/3p4/4P3/PPPPSPPP/8/R1SKMSNR w - - 0 5"},
	{"shatranj", ""},
	{"shatranj", "r1b1kbnr/ppp2ppp/2n5/3pp3/4P3/2N2N2/PPPP1PPP/R1BK1B1R w - - 0 4"},
	{"chator", ""},
	{"shatar", ""},
}

// The transposition table, the move ordering and the principal variation
// search change how fast the search finds its score, not the score: at a
// fixed depth it equals plain alpha-beta's (in generation order, no
// table).
func TestOrderingAndTableKeepTheScore(t *testing.T) {
	for _, pos := range comparePositions {
		p := position(t, pos.variant, pos.fen)
		for depth := 1; depth <= 4; depth++ {
			s := New(1)
			_, _, full := s.Search(Request{Position: p.Clone(), Limit: Limit{Depth: depth}}, nil)
			fullNodes := s.st.nodes
			plain := New(1)
			st := plain.prepare(p)
			st.plain = true
			_, _, want := plain.Search(Request{Position: p.Clone(), Limit: Limit{Depth: depth}}, nil)
			if full != want {
				t.Errorf("%s %q depth %d: score %d, plain alpha-beta %d", pos.variant, pos.fen, depth, full, want)
			}
			if depth == 4 {
				t.Logf("%s %q depth 4: %d nodes, plain %d", pos.variant, pos.fen, fullNodes, st.nodes)
			}
		}
	}
}

// Visiting a node allocates nothing: a fixed-depth search on a searcher
// that has searched once allocates a few times in all (its root's
// buffers), not once per node.
func TestSearchAllocatesNothingPerNode(t *testing.T) {
	for _, pos := range comparePositions[:4] {
		p := position(t, pos.variant, pos.fen)
		s := New(1)
		lim := Limit{Depth: 4}
		s.Search(Request{Position: p.Clone(), Limit: lim}, nil)
		q := p.Clone()
		allocs := testing.AllocsPerRun(5, func() {
			s.NewGame()
			s.Search(Request{Position: q, Limit: lim}, nil)
		})
		nodes := s.st.nodes
		if perNode := allocs / float64(nodes); perNode > 0.001 {
			t.Errorf("%s: %.0f allocations for %d nodes", pos.variant, allocs, nodes)
		}
	}
}

// A search's clock: started at the search's start (and at a ponderhit),
// its soft deadline read after each iteration, its hard one during the
// iterations; a single legal move is answered at once.
func TestClock(t *testing.T) {
	p := position(t, "makruk", comparePositions[1].fen)
	// A soft deadline passed: one iteration, then the answer.
	c := &fakeClock{soft: true}
	var its []Iteration
	best, _, _ := New(1).Search(Request{Position: p.Clone(), Clock: c}, func(i Iteration) { its = append(its, i) })
	if len(its) != 1 || c.starts != 1 || !p.IsLegal(best) {
		t.Errorf("soft deadline passed: %d iterations, %d starts, %v", len(its), c.starts, best)
	}
	// A hard deadline after some nodes: the search stops within the
	// iteration, with a legal move.
	c = &fakeClock{hardAfter: 50}
	its = nil
	best, _, _ = New(1).Search(Request{Position: p.Clone(), Clock: c, Limit: Limit{Depth: 30}}, func(i Iteration) { its = append(its, i) })
	if !p.IsLegal(best) || len(its) >= 30 || c.calls < 50 {
		t.Errorf("hard deadline: %d iterations, %d calls, %v", len(its), c.calls, best)
	}
	// One legal move with a clock: answered after one iteration.
	one := position(t, "makruk", "k7/8/8/8/8/8/r7/7K w - - 0 1")
	if n := len(one.AppendLegalMoves(nil)); n != 1 {
		t.Fatalf("%d legal moves", n)
	}
	c = &fakeClock{}
	its = nil
	New(1).Search(Request{Position: one, Clock: c}, func(i Iteration) { its = append(its, i) })
	if len(its) != 1 {
		t.Errorf("one legal move: %d iterations", len(its))
	}
}

// A fakeClock's soft deadline has passed if soft is set, its hard one
// after hardAfter calls (0: never).
type fakeClock struct {
	soft             bool
	hardAfter, calls int
	starts           int
}

func (c *fakeClock) Start() { c.starts++ }

func (c *fakeClock) Passed(hard bool) bool {
	if !hard {
		return c.soft
	}
	c.calls++
	return c.hardAfter > 0 && c.calls >= c.hardAfter
}

// A search returns promptly once its stop channel closes, with a legal
// move, even an infinite one.
func TestSearchStopsWithTheContext(t *testing.T) {
	p := position(t, "makruk", "")
	s := New(4)
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	t0 := time.Now()
	best, _, _ := s.Search(Request{Position: p.Clone(), Limit: Limit{Infinite: true}, Stop: ctx.Done()}, nil)
	if el := time.Since(t0); el > time.Second || !p.IsLegal(best) {
		t.Errorf("infinite search stopped after %v with %v", el, best)
	}
	// A ponder search waits for ponderhit, then starts its clock again
	// and searches on it.
	hit := make(chan struct{})
	go func() { time.Sleep(50 * time.Millisecond); close(hit) }()
	c := &fakeClock{hardAfter: 20} // 20 looks at the clock: some 5,000 nodes
	t0 = time.Now()
	best, _, _ = s.Search(Request{Position: p.Clone(), Ponder: true, PonderHit: hit, Clock: c}, nil)
	if el := time.Since(t0); el < 40*time.Millisecond || el > 1500*time.Millisecond || !p.IsLegal(best) || c.starts != 2 {
		t.Errorf("ponder search returned after %v with %v, clock started %d times", el, best, c.starts)
	}
	// Nodes and searchmoves.
	only := p.AppendLegalMoves(nil)[5]
	var last Iteration
	best, _, _ = s.Search(Request{Position: p.Clone(),
		Limit: Limit{Nodes: 5000, SearchMoves: []core.Move{only}}}, func(i Iteration) { last = i })
	if best != only || last.Nodes > 5000 {
		t.Errorf("nodes 5000 searchmoves %v: %v after %d nodes", only, best, last.Nodes)
	}
}

// A position that occurred in the game scores as a draw: the side that
// is behind steers into a repetition it sees in the request's history.
func TestRepetitionFromTheGame(t *testing.T) {
	g, err := chaturanga.NewGame("makruk", "", "k7/8/8/8/8/8/r7/7K w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	for _, mv := range []string{"h1g1", "a8b8", "g1h1", "b8a8"} {
		if _, err := g.PlayText(mv); err != nil {
			t.Fatal(err)
		}
	}
	// The starting position occurred again: one more cycle is a
	// repetition, which the search scores 0 for its first move back.
	s := New(1)
	_, _, withHistory := s.Search(Request{Position: g.Position().Clone(), History: gameKeys(g.Start(), g.Moves()), Limit: Limit{Depth: 1}}, nil)
	_, _, without := s.Search(Request{Position: g.Position().Clone(), Limit: Limit{Depth: 1}}, nil)
	if without >= 0 || withHistory < without {
		t.Errorf("scores %d with the game's history, %d without", withHistory, without)
	}
}

func gameKeys(start core.Position, moves []core.Move) []uint64 {
	q := start.Clone()
	var keys []uint64
	for _, m := range moves {
		keys = append(keys, q.Hash())
		q.MakeMove(m)
	}
	return keys
}

// SetHashMB sets the table's size, within 1 to MaxHashMB megabytes.
func TestSetHashMB(t *testing.T) {
	s := New(0)
	if n := s.HashMB(); n != DefaultHashMB {
		t.Errorf("New(0): %d MB, want %d", n, DefaultHashMB)
	}
	s.SetHashMB(2)
	p := position(t, "makruk", "")
	s.Search(Request{Position: p, Limit: Limit{Depth: 2}}, nil)
	if n := len(s.tt.entries) * entryBytes; n > 2<<20 || n <= 1<<20 {
		t.Errorf("Hash 2: a table of %d bytes", n)
	}
	for _, tt := range []struct{ set, want int }{{0, 1}, {-3, 1}, {MaxHashMB + 1, MaxHashMB}, {7, 7}} {
		s.SetHashMB(tt.set)
		if n := s.HashMB(); n != tt.want {
			t.Errorf("SetHashMB(%d): %d MB, want %d", tt.set, n, tt.want)
		}
	}
}

// MateIn reads mate scores in moves and leaves other scores alone.
func TestMateIn(t *testing.T) {
	for _, tt := range []struct {
		score, moves int
		ok           bool
	}{{mate - 1, 1, true}, {mate - 3, 2, true}, {-mate + 2, -1, true}, {-mate + 4, -2, true}, {350, 0, false}, {-mateBound, 0, false}} {
		if n, ok := MateIn(tt.score); n != tt.moves || ok != tt.ok {
			t.Errorf("MateIn(%d) = %d, %v; want %d, %v", tt.score, n, ok, tt.moves, tt.ok)
		}
	}
}

// BenchmarkSearchDepth reports the nodes of a fixed-depth search and the
// allocations per node (zero: the search reuses its buffers).
func BenchmarkSearchDepth(b *testing.B) {
	for _, pos := range comparePositions[:4] {
		b.Run(pos.variant, func(b *testing.B) {
			p, err := chaturanga.NewPosition(pos.variant, "", pos.fen)
			if err != nil {
				b.Fatal(err)
			}
			s := New(1)
			lim := Limit{Depth: 5}
			s.Search(Request{Position: p.Clone(), Limit: lim}, nil)
			b.ReportAllocs()
			var nodes int64
			for b.Loop() {
				s.NewGame()
				s.Search(Request{Position: p, Limit: lim}, nil)
				nodes += s.st.nodes
			}
			b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
		})
	}
}
