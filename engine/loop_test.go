package engine

import (
	"context"
	"errors"
	"io"
	"testing"
	"time"

	"github.com/chaturanga-go/chaturanga"
	"github.com/chaturanga-go/chaturanga/core"
)

// firstMove is a tiny Searcher: it reports one info line (its PV the
// first legal move and the first reply) and plays the first legal move.
type firstMove struct{ newGames int }

func (f *firstMove) NewGame() { f.newGames++ }

func (f *firstMove) Search(ctx context.Context, req Request, report func(Info)) (best, ponder core.Move) {
	p := req.Position
	for m := range p.LegalMoves() {
		if m.Action() == core.NoAction {
			best = m
			break
		}
	}
	if best.IsZero() {
		return
	}
	pv := []core.Move{best}
	p.MakeMove(best)
	for m := range p.LegalMoves() {
		if m.Action() == core.NoAction {
			ponder = m
			pv = append(pv, m)
			break
		}
	}
	report(Info{Depth: 1, SelDepth: 2, Score: Score{CP: 12}, HasScore: true, Nodes: 3, NPS: 1000, Time: 10 * time.Millisecond, PV: pv})
	report(Info{String: "first legal move"})
	if req.Ponder {
		select {
		case <-ctx.Done():
		case <-req.PonderHit:
		}
	}
	return best, ponder
}

// serve starts s speaking proto over pipes and returns a connected client.
func serve(t testing.TB, s *Server, proto Protocol) (*Engine, func()) {
	t.Helper()
	gr, ew := io.Pipe() // engine -> GUI
	er, gw := io.Pipe() // GUI -> engine
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() {
		var err error
		if proto == UCI {
			err = s.ServeUCI(ctx, er, ew)
		} else {
			err = s.ServeXBoard(ctx, er, ew)
		}
		ew.Close()
		done <- err
	}()
	cctx, ccancel := context.WithTimeout(ctx, 10*time.Second)
	defer ccancel()
	e, err := Connect(cctx, proto, gr, gw, Config{Log: func(d byte, l string) {
		if _, ok := t.(*testing.T); ok && testing.Verbose() && len(l) < 300 {
			t.Logf("%c %s", d, l)
		}
	}})
	if err != nil {
		t.Fatal(err)
	}
	return e, func() {
		e.Quit(context.Background())
		select {
		case err := <-done:
			if err != nil {
				t.Errorf("server: %v", err)
			}
		case <-time.After(5 * time.Second):
			t.Error("server did not quit")
		}
		cancel()
	}
}

// twoPlayerStarts returns a start position of every two-player game and
// rule set of the registry.
func twoPlayerStarts(t testing.TB) []core.Position {
	var out []core.Position
	for _, v := range chaturanga.Variants() {
		for _, r := range v.RuleSets() {
			p, err := v.NewPosition(r, "")
			if err != nil {
				t.Fatal(err)
			}
			if p.Sides() == 2 {
				out = append(out, p)
			}
		}
	}
	return out
}

func TestServerThroughClient(t *testing.T) {
	for _, proto := range []Protocol{UCI, XBoard} {
		t.Run(proto.String(), func(t *testing.T) {
			sr := &firstMove{}
			e, stop := serve(t, &Server{Name: "first", Author: "tests", Searcher: sr}, proto)
			defer stop()
			if e.Name() != "first" {
				t.Errorf("Name = %q", e.Name())
			}
			if len(e.Variants()) == 0 {
				t.Fatal("no variants")
			}
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			defer cancel()
			for _, start := range twoPlayerStarts(t) {
				if err := e.SetOption(ctx, "Rules", start.RuleSet()); err != nil {
					t.Fatal(err)
				}
				if err := e.NewGame(ctx, start); err != nil {
					t.Fatalf("%s %s: %v", start.Variant(), start.RuleSet(), err)
				}
				var moves []core.Move
				p := start.Clone()
				for ply := 0; ply < 12 && !p.Outcome().IsOver(); ply++ {
					var infos int
					r, err := e.Play(ctx, start, moves, Limit{Depth: 1}, func(Info) { infos++ })
					if err != nil {
						t.Fatalf("%s %s ply %d: %v", start.Variant(), start.RuleSet(), ply, err)
					}
					if !p.IsLegal(r.Move) {
						t.Fatalf("%s: illegal %v", start.Variant(), r.Move)
					}
					if infos == 0 || len(r.Info.PV) == 0 || r.Info.PV[0] != r.Move || r.Info.Score.CP != 12 || r.Info.Depth != 1 {
						t.Fatalf("%s ply %d: info %+v (%d lines)", start.Variant(), ply, r.Info, infos)
					}
					if proto == UCI && !r.HasPonder {
						t.Errorf("%s: no ponder move", start.Variant())
					}
					p.MakeMove(r.Move)
					moves = append(moves, r.Move)
				}
			}
			if sr.newGames == 0 {
				t.Error("the searcher never heard of a new game")
			}
		})
	}
}

func TestServerPonderAndStop(t *testing.T) {
	e, stop := serve(t, &Server{Name: "first", Searcher: &firstMove{}}, UCI)
	defer stop()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	start, _ := chaturanga.NewPosition("makruk", "pychess", "")
	if err := e.NewGame(ctx, start); err != nil {
		t.Fatal(err)
	}
	s, err := e.Go(ctx, start, nil, Limit{}, true, nil)
	if err != nil {
		t.Fatal(err)
	}
	s.PonderHit()
	if r, err := s.Wait(ctx); err != nil || r.Move.IsZero() {
		t.Fatalf("ponderhit: %v %v", r.Move, err)
	}
	s, err = e.Go(ctx, start, nil, Limit{Infinite: true}, false, nil)
	if err != nil {
		t.Fatal(err)
	}
	time.Sleep(10 * time.Millisecond)
	s.Stop()
	if r, err := s.Wait(ctx); err != nil || r.Move.IsZero() {
		t.Fatalf("infinite+stop: %v %v", r.Move, err)
	}
	// A context that ends during an infinite search: ErrTimeout, then the
	// next call works.
	short, c2 := context.WithTimeout(ctx, 20*time.Millisecond)
	defer c2()
	_, err = e.Analyse(short, start, nil, Limit{Infinite: true}, nil)
	if !errors.Is(err, ErrTimeout) || !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("infinite with deadline: %v", err)
	}
	if _, err := e.Play(ctx, start, nil, Limit{Depth: 1}, nil); err != nil {
		t.Fatalf("after a timeout: %v", err)
	}
}
