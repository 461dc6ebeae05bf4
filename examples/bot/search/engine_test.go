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

// A search for a fixed time returns within it, and one on a clock of one
// second and no increment plays forty moves a side without losing on
// time (the clock charged with the search's time as measured outside).
func TestTimeManagement(t *testing.T) {
	p := position(t, "makruk", comparePositions[1].fen)
	s := New(4)
	for _, mt := range []time.Duration{50 * time.Millisecond, 200 * time.Millisecond} {
		t0 := time.Now()
		best, _, _ := s.Search(Request{Position: p.Clone(), Limit: Limit{MoveTime: mt}}, nil)
		if el := time.Since(t0); el > mt+500*time.Millisecond || el < mt/4 || !p.IsLegal(best) {
			t.Errorf("movetime %v: took %v, move %v", mt, el, best)
		}
	}
	for _, variant := range []string{"makruk", "shatranj"} {
		g, err := chaturanga.NewGame(variant, "", "")
		if err != nil {
			t.Fatal(err)
		}
		clock := [2]time.Duration{time.Second, time.Second}
		bots := [2]*Searcher{New(4), New(4)}
		var worst, worstHard time.Duration
		stalls := 0
		const stall = 50 * time.Millisecond
		for g.Len() < 80 && !g.Outcome().IsOver() {
			side := g.Position().Side()
			req := Request{History: gameKeys(g.Start(), g.Moves()), Position: g.Position().Clone(),
				Limit: Limit{Time: clock, MovesToGo: 0}}
			t0 := time.Now()
			m, _, _ := bots[side].Search(req, nil)
			el := time.Since(t0)
			clock[side] -= el
			if el > worst {
				worst, worstHard = el, bots[side].st.hard
			}
			if el > bots[side].st.hard+stall {
				stalls++
			}
			if clock[side] <= 0 {
				if stalls > 0 {
					// The machine, not the engine, took the time.
					t.Skipf("%s: %v lost on time at ply %d after %d moves stalled past their deadline by over %v (the longest took %v for a hard deadline of %v): the machine is too busy to time",
						variant, side, g.Len(), stalls, stall, worst, worstHard)
				}
				t.Fatalf("%s: %v lost on time at ply %d (the longest move took %v for a hard deadline of %v)", variant, side, g.Len(), worst, worstHard)
			}
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
		}
		t.Logf("%s: %d plies, clocks left %v", variant, g.Len(), clock)
	}
}

// The deadlines of a clock never lose on time by themselves: a side that
// uses its hard deadline at every move of a 40-move game at 1 second (and
// at other controls) still has time left at the end.
func TestBudgetKeepsTime(t *testing.T) {
	tests := []struct {
		time, inc time.Duration
		movesToGo int
	}{
		{time.Second, 0, 0},
		{time.Second, 0, 40},
		{100 * time.Millisecond, 0, 0},
		{time.Second, 100 * time.Millisecond, 0},
		{10 * time.Second, 0, 5},
	}
	for _, tt := range tests {
		clock := tt.time
		for move := range 40 {
			mtg := 0
			if tt.movesToGo > 0 {
				mtg = tt.movesToGo - move%tt.movesToGo
			}
			soft, hard := budget(Limit{Time: [2]time.Duration{clock, clock}, Inc: [2]time.Duration{tt.inc, tt.inc}, MovesToGo: mtg}, core.White, 2)
			if soft > hard || hard <= 0 {
				t.Fatalf("%+v move %d: soft %v, hard %v", tt, move, soft, hard)
			}
			clock -= hard
			if clock <= 0 {
				t.Fatalf("%+v: lost on time at move %d", tt, move+1)
			}
			clock += tt.inc
			if tt.movesToGo > 0 && mtg == 1 {
				clock += tt.time
			}
		}
	}
	// A flag fallen (a clock at zero or below) still moves at once.
	for _, left := range []time.Duration{0, -time.Second} {
		if soft, hard := budget(Limit{Time: [2]time.Duration{left, time.Second}}, core.White, 2); hard != time.Millisecond || soft != hard {
			t.Errorf("clock %v: soft %v, hard %v", left, soft, hard)
		}
	}
	if soft, hard := budget(Limit{MoveTime: 100 * time.Millisecond}, core.White, 2); soft != hard || hard > 100*time.Millisecond || hard < 80*time.Millisecond {
		t.Errorf("movetime 100ms: soft %v, hard %v", soft, hard)
	}
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
	// A ponder search waits for ponderhit, then searches on the clock.
	hit := make(chan struct{})
	go func() { time.Sleep(50 * time.Millisecond); close(hit) }()
	t0 = time.Now()
	best, _, _ = s.Search(Request{Position: p.Clone(), Ponder: true, PonderHit: hit,
		Limit: Limit{MoveTime: 100 * time.Millisecond}}, nil)
	if el := time.Since(t0); el < 140*time.Millisecond || el > 1500*time.Millisecond || !p.IsLegal(best) {
		t.Errorf("ponder search returned after %v with %v", el, best)
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
