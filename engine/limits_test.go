package engine

import (
	"context"
	"io"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chaturanga-go/chaturanga"
	"github.com/chaturanga-go/chaturanga/core"
	"github.com/google/go-cmp/cmp"
)

// recorder is a Searcher that records the limits it is given.
type recorder struct {
	firstMove
	mu   sync.Mutex
	lims []Limit
}

func (r *recorder) Search(ctx context.Context, req Request, report func(Info)) (best, ponder core.Move) {
	r.mu.Lock()
	r.lims = append(r.lims, req.Limit)
	r.mu.Unlock()
	return r.firstMove.Search(ctx, req, report)
}

// Limits go through the client and the server unchanged, as far as each
// protocol has words for them.
func TestLimitsThroughProtocols(t *testing.T) {
	start, _ := chaturanga.NewPosition("makruk", "", "")
	m, _ := start.ParseMove("e3e4")
	sec := time.Second
	for _, c := range []struct {
		proto   Protocol
		moves   []core.Move
		give    Limit
		want    Limit
		wantErr bool
	}{
		{UCI, nil, Limit{Depth: 7, Nodes: 5000, Mate: 3, MoveTime: 1500 * time.Millisecond}, Limit{Depth: 7, Nodes: 5000, Mate: 3, MoveTime: 1500 * time.Millisecond}, false},
		{UCI, nil, Limit{Time: [2]time.Duration{61 * sec, 59 * sec}, Inc: [2]time.Duration{sec, 2 * sec}, MovesToGo: 12}, Limit{Time: [2]time.Duration{61 * sec, 59 * sec}, Inc: [2]time.Duration{sec, 2 * sec}, MovesToGo: 12}, false},
		{UCI, nil, Limit{SearchMoves: []core.Move{m}}, Limit{SearchMoves: []core.Move{m}}, false},
		{XBoard, nil, Limit{Depth: 4}, Limit{Depth: 4}, false},
		{XBoard, nil, Limit{MoveTime: 2500 * time.Millisecond}, Limit{MoveTime: 2500 * time.Millisecond}, false},
		// XBoard's level and time/otim: the engine's own clock is time.
		{XBoard, []core.Move{m}, Limit{Time: [2]time.Duration{61 * sec, 59 * sec}, Inc: [2]time.Duration{2 * sec, 2 * sec}}, Limit{Time: [2]time.Duration{61 * sec, 59 * sec}, Inc: [2]time.Duration{2 * sec, 2 * sec}}, false},
		{XBoard, nil, Limit{Nodes: 10}, Limit{}, true},
	} {
		rec := &recorder{}
		e, stop := serve(t, &Server{Name: "rec", Searcher: rec}, c.proto)
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		if err := e.NewGame(ctx, start); err != nil {
			t.Fatal(err)
		}
		_, err := e.Play(ctx, start, c.moves, c.give, nil)
		cancel()
		if (err != nil) != c.wantErr {
			t.Fatalf("%v %+v: %v", c.proto, c.give, err)
		}
		stop()
		if c.wantErr {
			continue
		}
		got := rec.lims[len(rec.lims)-1]
		if d := cmp.Diff(c.want, got, cmp.Comparer(func(a, b core.Move) bool { return a == b })); d != "" {
			t.Errorf("%v %+v: %s", c.proto, c.give, d)
		}
	}
}

// An XBoard client sends the game's time control (level) once, on its
// first search on a clock, and the clocks (time, otim) before every
// search: a level each move would tell the engine each move starts a new
// session with the clock as its base.
func TestXBoardLevelOncePerGame(t *testing.T) {
	gr, ew := io.Pipe()
	er, gw := io.Pipe()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go func() {
		(&Server{Name: "first", Searcher: &firstMove{}}).ServeXBoard(ctx, er, ew)
		ew.Close()
	}()
	var mu sync.Mutex
	var sent []string
	e, err := Connect(ctx, XBoard, gr, gw, Config{Log: func(d byte, l string) {
		if d == '>' {
			mu.Lock()
			sent = append(sent, l)
			mu.Unlock()
		}
	}})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	start, _ := chaturanga.NewPosition("makruk", "", "")
	if err := e.NewGame(ctx, start); err != nil {
		t.Fatal(err)
	}
	var moves []core.Move
	clock := 60 * time.Second
	for range 6 {
		r, err := e.Play(ctx, start, moves, Limit{Time: [2]time.Duration{clock, clock}, Inc: [2]time.Duration{time.Second, time.Second}, MovesToGo: 40 - len(moves)}, nil)
		if err != nil {
			t.Fatal(err)
		}
		moves = append(moves, r.Move)
		clock -= 700 * time.Millisecond
	}
	mu.Lock()
	defer mu.Unlock()
	levels, times := 0, 0
	for _, l := range sent {
		switch {
		case strings.HasPrefix(l, "level "):
			levels++
			if l != "level 40 1 1" {
				t.Errorf("sent %q, want level 40 1 1", l)
			}
		case strings.HasPrefix(l, "time "):
			times++
		}
	}
	if levels != 1 || times != 6 {
		t.Errorf("sent %d levels and %d times in 6 searches, want 1 and 6:\n%s", levels, times, strings.Join(sent, "\n"))
	}
}
