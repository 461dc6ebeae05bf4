package engine

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"sync"
	"testing"
	"time"

	"github.com/chaturanga-go/chaturanga"
	"github.com/chaturanga-go/chaturanga/core"
)

// fsfPath is Debian's Fairy-Stockfish (apt-get install fairy-stockfish).
const fsfPath = "/usr/games/fairy-stockfish"

// startFSF starts Fairy-Stockfish and connects to it in proto.
func startFSF(t *testing.T, proto Protocol) *Engine {
	t.Helper()
	if _, err := os.Stat(fsfPath); err != nil {
		t.Skip("no Fairy-Stockfish at " + fsfPath + " (apt-get install fairy-stockfish)")
	}
	cmd := exec.Command(fsfPath)
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		done := make(chan struct{})
		go func() { cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(3 * time.Second):
			cmd.Process.Kill()
			<-done
		}
	})
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	e, err := Connect(ctx, proto, out, in, Config{Log: func(d byte, l string) {
		if testing.Verbose() && len(l) < 200 {
			t.Logf("%c %s", d, l)
		}
	}})
	if err != nil {
		cmd.Process.Kill()
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Quit(context.Background()) })
	return e
}

// fsfVariants are the rule sets Debian's Fairy-Stockfish 11.1 plays, by
// its names. Its UCI_Variant list has no "chaturanga" (shatranj's
// chaturanga set), so that set is not played here.
var fsfVariants = []struct{ name, game, rules string }{
	{"makruk", "makruk", "pychess"},
	{"cambodian", "makruk", "cambodian"},
	{"karouk", "makruk", "karouk"},
	{"makpong", "makruk", "makpong"},
	{"asean", "makruk", "asean"},
	{"ai-wok", "makruk", "aiwok"},
	{"shatranj", "shatranj", "pychess"},
	{"sittuyin", "sittuyin", "pychess"},
	{"shatar", "shatar", "default"},
}

// TestFairyStockfish plays Debian's Fairy-Stockfish against itself through
// both clients in each of its variants of the family: every move (and
// every PV move) is checked by the library, which must find all legal.
func TestFairyStockfish(t *testing.T) {
	plies := 40
	if testing.Short() {
		plies = 16
	}
	for _, proto := range []Protocol{UCI, XBoard} {
		t.Run(proto.String(), func(t *testing.T) {
			t.Parallel()
			e := startFSF(t, proto)
			for _, v := range fsfVariants {
				start, err := chaturanga.NewPosition(v.game, v.rules, "")
				if err != nil {
					t.Fatal(err)
				}
				name, _ := VariantName(start)
				if name != v.name {
					t.Errorf("VariantName(%s %s) = %q, want %q", v.game, v.rules, name, v.name)
				}
				ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
				if err := e.NewGame(ctx, start); err != nil {
					t.Fatalf("%s: %v", v.name, err)
				}
				lim := Limit{Depth: 3}
				if proto == UCI {
					lim = Limit{Nodes: 2000}
				}
				var moves []core.Move
				p := start.Clone()
				for ply := 0; ply < plies && !p.Outcome().IsOver(); ply++ {
					r, err := e.Play(ctx, start, moves, lim, nil)
					var ee *Error
					if errors.As(err, &ee) && errors.Is(err, ErrIllegalMove) {
						f := fields(ee.Quote)
						if len(f) >= 2 {
							var lib []string
							for m := range p.LegalMoves() {
								lib = append(lib, p.MoveText(m))
							}
							if why := knownDifference(v.name, p, lib, append(lib, f[1])); why != "" {
								t.Logf("%s %s: the arbiter refuses %s (%s): %s", v.name, p.FEN(), f[1], ee.Rule, why)
								break
							}
						}
					}
					if err != nil {
						t.Fatalf("%s ply %d after %v: %v", v.name, ply, moves, err)
					}
					if r.Move.IsZero() {
						break // resigned or claimed
					}
					if r.Info.PVError != nil {
						t.Errorf("%s ply %d: PV: %v", v.name, ply, r.Info.PVError)
					}
					p.MakeMove(r.Move)
					moves = append(moves, r.Move)
				}
				cancel()
				t.Logf("%s: %d plies, %s", v.name, len(moves), p.FEN())
			}
		})
	}
}

// TestFairyStockfishTexts checks move kinds whose text needs care against
// the engine's own legal move list (go perft 1) in positions where they
// occur: Sittuyin's placements and in-place and diagonal promotions,
// Makruk's and ASEAN's promotions.
func TestFairyStockfishTexts(t *testing.T) {
	e := startFSF(t, UCI)
	for _, c := range []struct{ variant, game, rules, fen string }{
		{"sittuyin", "sittuyin", "pychess", ""},
		{"sittuyin", "sittuyin", "pychess", "8/6k1/8/4P3/8/8/8/K7[] w - - 0 1"},
		{"makruk", "makruk", "pychess", "8/6k1/8/4P3/8/8/8/K7 w - - 0 1"},
		{"asean", "makruk", "asean", "8/6k1/4P3/8/8/8/8/K7 w - - 0 1"},
	} {
		start, err := chaturanga.NewPosition(c.game, c.rules, c.fen)
		if err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		if err := e.NewGame(ctx, start); err != nil {
			t.Fatal(err)
		}
		// every legal move of the library's, given as searchmoves, must
		// be accepted and played back in the same text
		for m := range start.LegalMoves() {
			r, err := e.Play(ctx, start, nil, Limit{Depth: 1, SearchMoves: []core.Move{m}}, nil)
			if err != nil {
				t.Fatalf("%s %s: %v", c.variant, start.MoveText(m), err)
			}
			if r.Move != m {
				t.Errorf("%s %q: searchmoves %s, engine played %s", c.variant, start.FEN(), start.MoveText(m), start.MoveText(r.Move))
			}
		}
		cancel()
	}
}

// TestFairyStockfishInfinite runs an infinite analysis (UCI go
// infinite, XBoard analyze) and a UCI ponder search on Fairy-Stockfish,
// stopped from the outside.
func TestFairyStockfishInfinite(t *testing.T) {
	for _, proto := range []Protocol{UCI, XBoard} {
		t.Run(proto.String(), func(t *testing.T) {
			e := startFSF(t, proto)
			start, _ := chaturanga.NewPosition("shatranj", "pychess", "")
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			defer cancel()
			if err := e.NewGame(ctx, start); err != nil {
				t.Fatal(err)
			}
			p := start.Clone()
			m, _ := p.ParseMove("e2e3")
			first := make(chan struct{})
			var once sync.Once
			s, err := e.Go(ctx, start, []core.Move{m}, Limit{Infinite: true}, false, func(in Info) {
				if in.Depth >= 3 {
					once.Do(func() { close(first) })
				}
			})
			if err != nil {
				t.Fatal(err)
			}
			// Stop once the engine has said something: Wait reads meanwhile.
			go func() {
				select {
				case <-first:
				case <-time.After(3 * time.Second):
				}
				s.Stop()
			}()
			r, err := s.Wait(ctx)
			if err != nil || r.Info.Depth == 0 || len(r.Info.PV) == 0 || r.Info.PVError != nil {
				t.Fatalf("%+v %v", r.Info, err)
			}
			// The engine is in step afterwards.
			if _, err := e.Play(ctx, start, []core.Move{m}, Limit{Depth: 2}, nil); err != nil {
				t.Fatal(err)
			}
			if proto != UCI {
				return
			}
			s, err = e.Go(ctx, start, []core.Move{m}, Limit{MoveTime: 50 * time.Millisecond}, true, nil)
			if err != nil {
				t.Fatal(err)
			}
			time.Sleep(50 * time.Millisecond)
			s.PonderHit()
			if r, err := s.Wait(ctx); err != nil || r.Move.IsZero() {
				t.Fatalf("ponder: %+v %v", r, err)
			}
		})
	}
}
