package botengine

import (
	"context"
	"errors"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/chaturanga-go/chaturanga"
	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/engine"
	"github.com/chaturanga-go/chaturanga/examples/bot/search"
)

// The Searchers are what an engine.Server serves.
var (
	_ engine.Searcher     = (*Searcher)(nil)
	_ engine.NewGamer     = (*Searcher)(nil)
	_ engine.OptionSetter = (*Searcher)(nil)
	_ engine.Searcher     = (*LegacySearcher)(nil)
)

func position(t *testing.T, variant, fen string) core.Position {
	t.Helper()
	p, err := chaturanga.NewPosition(variant, "", fen)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// Makruk's mates in one and two: the best move, a mate score in moves,
// and a principal variation that ends the game, as info lines.
func TestSearchReportsMates(t *testing.T) {
	tests := []struct {
		fen    string
		mateIn int
		first  string
	}{
		{"k7/8/1K6/8/8/8/8/7R w - - 0 1", 1, "h1h8"},
		{"k7/8/2K5/8/8/8/8/7R w - - 0 1", 2, "c6b6"},
	}
	for _, tt := range tests {
		p := position(t, "makruk", tt.fen)
		s := New(1)
		var infos []engine.Info
		best, _ := s.Search(context.Background(), engine.Request{Position: p.Clone(), Limit: engine.Limit{Depth: 2*tt.mateIn + 1}},
			func(i engine.Info) { infos = append(infos, i) })
		if got := p.MoveText(best); got != tt.first {
			t.Errorf("%s: %s, want %s", tt.fen, got, tt.first)
		}
		last := infos[len(infos)-1]
		if !last.Score.IsMate || last.Score.Mate != tt.mateIn || last.Depth != 2*tt.mateIn+1 || !last.HasScore || last.Nodes == 0 {
			t.Errorf("%s: info %+v, want mate in %d", tt.fen, last, tt.mateIn)
		}
		// Each info's PV is its own copy: later iterations do not change it.
		for _, i := range infos {
			q := p.Clone()
			for _, m := range i.PV {
				if err := q.PlayMove(m); err != nil {
					t.Fatalf("%s: depth %d: PV %v: %v", tt.fen, i.Depth, i.PV, err)
				}
			}
		}
		q := p.Clone()
		for _, m := range last.PV {
			if err := q.PlayMove(m); err != nil {
				t.Fatalf("%s: PV %v: %v", tt.fen, last.PV, err)
			}
		}
		if o := q.Outcome(); o.Reason != core.Checkmate || o.Winner != core.White {
			t.Errorf("%s: PV %v ends %v", tt.fen, last.PV, o)
		}
	}
}

// The search is the package search's: at a fixed depth the same move and
// the same score.
func TestSearchIsTheSearch(t *testing.T) {
	p := position(t, "makruk", "r1sm1sr1/3k4/pppnpppp/3p4/4P3/PPPPSPPP/8/R1SKMSNR w - - 0 5")
	var info engine.Info
	best, ponder := New(1).Search(context.Background(), engine.Request{Position: p.Clone(), Limit: engine.Limit{Depth: 4}}, func(i engine.Info) { info = i })
	want, wantPonder, score := search.New(1).Search(search.Request{Position: p.Clone(), Limit: search.Limit{Depth: 4}}, nil)
	if best != want || ponder != wantPonder || info.Score.CP != score || info.Score.IsMate {
		t.Errorf("%v %v %+v, package search %v %v %d", best, ponder, info.Score, want, wantPonder, score)
	}
}

// The game's moves are the history: a repetition of a position of the
// game scores as a draw, and a request whose moves are not legal from
// its start has none.
func TestHistory(t *testing.T) {
	g, err := chaturanga.NewGame("makruk", "", "k7/8/8/8/8/8/r7/7K w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	for _, mv := range []string{"h1g1", "a8b8", "g1h1", "b8a8"} {
		if _, err := g.PlayText(mv); err != nil {
			t.Fatal(err)
		}
	}
	h := history(g.Start(), g.Moves())
	if len(h) != 4 || h[0] != g.Start().Hash() || h[0] != g.Position().Hash() {
		t.Errorf("history %x", h)
	}
	if h := history(g.Start(), g.Moves()[1:]); len(h) != 0 {
		t.Errorf("history of illegal moves: %x", h)
	}
	if h := history(nil, g.Moves()); h != nil {
		t.Errorf("history without a start: %x", h)
	}
	var with, without engine.Info
	s := New(1)
	s.Search(context.Background(), engine.Request{Start: g.Start(), Moves: g.Moves(), Position: g.Position().Clone(), Limit: engine.Limit{Depth: 1}}, func(i engine.Info) { with = i })
	s.Search(context.Background(), engine.Request{Position: g.Position().Clone(), Limit: engine.Limit{Depth: 1}}, func(i engine.Info) { without = i })
	if without.Score.CP >= 0 || with.Score.CP < without.Score.CP {
		t.Errorf("scores %+v with the game's history, %+v without", with.Score, without.Score)
	}
}

// A search stops with its context, even an infinite one, and a nil
// position has no move.
func TestSearchStopsWithTheContext(t *testing.T) {
	p := position(t, "makruk", "")
	s := New(4)
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	t0 := time.Now()
	best, _ := s.Search(ctx, engine.Request{Position: p.Clone(), Limit: engine.Limit{Infinite: true}}, nil)
	if el := time.Since(t0); el > time.Second || !p.IsLegal(best) {
		t.Errorf("infinite search stopped after %v with %v", el, best)
	}
	if best, ponder := s.Search(context.Background(), engine.Request{}, nil); !best.IsZero() || !ponder.IsZero() {
		t.Errorf("no position: %v %v", best, ponder)
	}
}

// The option Hash sets the table's size; other options and bad values
// are refused with ErrOption.
func TestOptions(t *testing.T) {
	s := New(0)
	if o := s.Options(); len(o) != 1 || o[0].Name != "Hash" || o[0].Type != "spin" || o[0].Default != "16" || o[0].Max != search.MaxHashMB {
		t.Errorf("options %+v", o)
	}
	if err := s.SetOption("hash", "2"); err != nil || s.HashMB() != 2 {
		t.Errorf("hash 2: %v, %d MB", err, s.HashMB())
	}
	if s := New(5000); s.HashMB() != search.MaxHashMB {
		t.Errorf("New(5000): %d MB", s.HashMB())
	}
	for _, bad := range [][2]string{{"Hash", "0"}, {"Hash", "x"}, {"Threads", "2"}} {
		if err := s.SetOption(bad[0], bad[1]); !errors.Is(err, ErrOption) {
			t.Errorf("%v: %v", bad, err)
		}
	}
	if err := s.SetOption("Threads", "2"); err == nil || err.Error() != `search: bad option: no option "Threads"` {
		t.Errorf("Threads: %v", err)
	}
}

// The legacy searcher plays search.LegacyBestMove's move with the same
// seed, ignores the limits, and reports its depth.
func TestLegacy(t *testing.T) {
	p := position(t, "shatranj", "")
	l := Legacy(2, 7)
	var info engine.Info
	best, ponder := l.Search(context.Background(), engine.Request{Position: p.Clone(), Limit: engine.Limit{Depth: 5}}, func(i engine.Info) { info = i })
	want := search.LegacyBestMove(p, 2, rand.New(rand.NewPCG(7, 0)))
	if best != want || !ponder.IsZero() || info.Depth != 2 || info.Nodes == 0 || len(info.PV) != 1 || info.PV[0] != best {
		t.Errorf("legacy: %v %v %+v, want %v", best, ponder, info, want)
	}
	mated := position(t, "makruk", "k7/8/1K6/8/8/8/8/7R w - - 0 1")
	Legacy(1, 1).Search(context.Background(), engine.Request{Position: mated}, func(i engine.Info) { info = i })
	if !info.Score.IsMate || info.Score.Mate != 1 {
		t.Errorf("legacy mate in one: %+v", info.Score)
	}
}

// A search for a fixed time returns within it, and one on a clock of one
// second and no increment plays forty moves a side without losing on
// time (the clock charged with the search's time as measured outside).
func TestTimeManagement(t *testing.T) {
	p := position(t, "makruk", "r1sm1sr1/3k4/pppnpppp/3p4/4P3/PPPPSPPP/8/R1SKMSNR w - - 0 5")
	s := New(4)
	for _, mt := range []time.Duration{50 * time.Millisecond, 200 * time.Millisecond} {
		t0 := time.Now()
		best, _ := s.Search(context.Background(), engine.Request{Position: p.Clone(), Limit: engine.Limit{MoveTime: mt}}, nil)
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
			req := engine.Request{Start: g.Start(), Moves: g.Moves(), Position: g.Position().Clone(),
				Limit: engine.Limit{Time: clock, MovesToGo: 0}}
			t0 := time.Now()
			m, _ := bots[side].Search(context.Background(), req, nil)
			el := time.Since(t0)
			clock[side] -= el
			if el > worst {
				worst, worstHard = el, hardOf(req)
			}
			if el > hardOf(req)+stall {
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
			soft, hard := budget(engine.Limit{Time: [2]time.Duration{clock, clock}, Inc: [2]time.Duration{tt.inc, tt.inc}, MovesToGo: mtg}, core.White, 2)
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
		if soft, hard := budget(engine.Limit{Time: [2]time.Duration{left, time.Second}}, core.White, 2); hard != time.Millisecond || soft != hard {
			t.Errorf("clock %v: soft %v, hard %v", left, soft, hard)
		}
	}
	if soft, hard := budget(engine.Limit{MoveTime: 100 * time.Millisecond}, core.White, 2); soft != hard || hard > 100*time.Millisecond || hard < 80*time.Millisecond {
		t.Errorf("movetime 100ms: soft %v, hard %v", soft, hard)
	}
}

// hardOf returns the hard deadline of req's search.
func hardOf(req engine.Request) time.Duration {
	_, hard := budget(req.Limit, req.Position.Side(), req.Position.Sides())
	return hard
}

// A ponder search waits for ponderhit, then searches on the clock.
func TestPonder(t *testing.T) {
	p := position(t, "makruk", "")
	hit := make(chan struct{})
	go func() { time.Sleep(50 * time.Millisecond); close(hit) }()
	t0 := time.Now()
	best, _ := New(4).Search(context.Background(), engine.Request{Position: p.Clone(), Ponder: true, PonderHit: hit,
		Limit: engine.Limit{MoveTime: 100 * time.Millisecond}}, nil)
	if el := time.Since(t0); el < 140*time.Millisecond || el > 1500*time.Millisecond || !p.IsLegal(best) {
		t.Errorf("ponder search returned after %v with %v", el, best)
	}
}

// A request with no limit at all searches about a second.
func TestNoLimit(t *testing.T) {
	if testing.Short() {
		t.Skip("a second")
	}
	p := position(t, "makruk", "")
	t0 := time.Now()
	best, _ := New(4).Search(context.Background(), engine.Request{Position: p.Clone()}, nil)
	if el := time.Since(t0); el < 900*time.Millisecond || el > 3*time.Second || !p.IsLegal(best) {
		t.Errorf("no limit: %v after %v", best, el)
	}
}
