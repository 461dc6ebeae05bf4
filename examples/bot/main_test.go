package main

import (
	"bytes"
	"context"
	"io"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/chaturanga-go/chaturanga"
	"github.com/chaturanga-go/chaturanga/engine"
	"github.com/chaturanga-go/chaturanga/examples/bot/search"
	"github.com/chaturanga-go/chaturanga/notation"
)

// The bot, written once against core.Position, plays a short game of every
// registry entry under every rule set, and its PGN rereads.
func TestBotPlaysEveryEntry(t *testing.T) {
	for _, v := range chaturanga.Variants() {
		for _, rules := range v.RuleSets() {
			var out bytes.Buffer
			if err := run(&out, v.Name(), rules, 2, 16, 1); err != nil {
				t.Fatalf("%s %s: %v", v.Name(), rules, err)
			}
			rec, err := notation.NewPGNReader(&out).Next()
			if err != nil {
				t.Fatalf("%s %s: %v", v.Name(), rules, err)
			}
			g, err := chaturanga.ReadRecord(rec, "")
			if err != nil || g.Variant() != v.Name() || g.Len() == 0 {
				t.Errorf("%s %s: reread %v, %v", v.Name(), rules, g, err)
			}
		}
	}
	if err := run(&bytes.Buffer{}, "makruk", "", 0, 10, 1); err == nil || !strings.Contains(err.Error(), "-depth") {
		t.Errorf("depth 0: %v", err)
	}
}

// connect starts the bot's server for proto on pipes, as -uci and -xboard
// start it on standard input and output, and returns the library's client
// connected to it and a function that quits it.
func connect(t *testing.T, proto engine.Protocol) (*engine.Engine, func()) {
	t.Helper()
	gr, ew := io.Pipe() // engine -> GUI
	er, gw := io.Pipe() // GUI -> engine
	done := make(chan error, 1)
	go func() {
		err := serve(context.Background(), proto, er, ew, 4)
		ew.Close()
		done <- err
	}()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	e, err := engine.Connect(ctx, proto, gr, gw, engine.Config{})
	if err != nil {
		t.Fatal(err)
	}
	return e, func() {
		if err := e.Quit(context.Background()); err != nil {
			t.Errorf("quit: %v", err)
		}
		select {
		case err := <-done:
			if err != nil {
				t.Errorf("server: %v", err)
			}
		case <-time.After(5 * time.Second):
			t.Error("the server did not quit")
		}
	}
}

// The -uci and -xboard modes play whole games through the library's
// client, which checks every move, ponder move and PV against the rules:
// Makruk on a clock, Shatranj at fixed time per move, Main Chator at a
// fixed depth.
func TestServeThroughTheClient(t *testing.T) {
	games := []struct {
		variant string
		lim     func(clock [2]time.Duration) engine.Limit
	}{
		{"makruk", func(c [2]time.Duration) engine.Limit {
			return engine.Limit{Time: c, Inc: [2]time.Duration{10 * time.Millisecond, 10 * time.Millisecond}}
		}},
		{"shatranj", func([2]time.Duration) engine.Limit { return engine.Limit{MoveTime: 20 * time.Millisecond} }},
		{"chator", func([2]time.Duration) engine.Limit { return engine.Limit{Depth: 2} }},
	}
	for _, proto := range []engine.Protocol{engine.UCI, engine.XBoard} {
		t.Run(proto.String(), func(t *testing.T) {
			e, quit := connect(t, proto)
			defer quit()
			if e.Name() != "chaturanga bot" || !hasOption(e.Options(), "Hash") {
				t.Errorf("name %q, options %+v", e.Name(), e.Options())
			}
			if err := e.SetOption(context.Background(), "Hash", "8"); err != nil {
				t.Error(err)
			}
			for _, tt := range games {
				g, err := chaturanga.NewGame(tt.variant, "", "")
				if err != nil {
					t.Fatal(err)
				}
				ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
				if err := e.NewGame(ctx, g.Start()); err != nil {
					t.Fatalf("%s: %v", tt.variant, err)
				}
				clock := [2]time.Duration{2 * time.Second, 2 * time.Second}
				infos := 0
				for g.Len() < 40 && !g.Outcome().IsOver() {
					side := g.Position().Side()
					t0 := time.Now()
					res, err := e.Play(ctx, g.Start(), g.Moves(), tt.lim(clock), func(i engine.Info) {
						if i.HasScore && len(i.PV) > 0 {
							infos++
						}
					})
					if err != nil {
						t.Fatalf("%s ply %d: %v", tt.variant, g.Len(), err)
					}
					clock[side] -= time.Since(t0)
					clock[side] += 10 * time.Millisecond
					if res.Move.IsZero() {
						break // a resignation or a claim, which the bot does not make
					}
					if err := g.Play(res.Move); err != nil {
						t.Fatalf("%s: %v", tt.variant, err)
					}
				}
				cancel()
				if g.Len() == 0 || infos == 0 {
					t.Errorf("%s: %d plies, %d info lines with a score and a PV", tt.variant, g.Len(), infos)
				}
				t.Logf("%s over %s: %d plies, %v, clocks %v", tt.variant, proto, g.Len(), g.Outcome(), clock)
			}
		})
	}
}

func hasOption(opts []engine.Option, name string) bool {
	for _, o := range opts {
		if o.Name == name {
			return true
		}
	}
	return false
}

// -legacy serves the previous search over both protocols: its moves are
// those of search.LegacyBestMove with the same seed, and its info line
// gives its fixed depth whatever the clock says.
func TestServeLegacy(t *testing.T) {
	for _, proto := range []engine.Protocol{engine.UCI, engine.XBoard} {
		gr, ew := io.Pipe()
		er, gw := io.Pipe()
		done := make(chan error, 1)
		go func() {
			err := serveLegacy(context.Background(), proto, er, ew, 2, 7)
			ew.Close()
			done <- err
		}()
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		e, err := engine.Connect(ctx, proto, gr, gw, engine.Config{})
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(e.Name(), "legacy depth 2") {
			t.Errorf("%v: name %q", proto, e.Name())
		}
		rng := rand.New(rand.NewPCG(7, 0)) // the server's: one source for all its games
		for _, variant := range []string{"makruk", "chator"} {
			g, err := chaturanga.NewGame(variant, "", "")
			if err != nil {
				t.Fatal(err)
			}
			if err := e.NewGame(ctx, g.Start()); err != nil {
				t.Fatal(err)
			}
			for g.Len() < 6 && !g.Outcome().IsOver() {
				want := search.LegacyBestMove(g.Position(), 2, rng)
				depth := 0
				res, err := e.Play(ctx, g.Start(), g.Moves(), engine.Limit{MoveTime: time.Millisecond}, func(i engine.Info) { depth = i.Depth })
				if err != nil {
					t.Fatalf("%v %s: %v", proto, variant, err)
				}
				if res.Move != want || depth != 2 {
					t.Fatalf("%v %s ply %d: %v at depth %d, want %v at depth 2", proto, variant, g.Len(), res.Move, depth, want)
				}
				if err := g.Play(res.Move); err != nil {
					t.Fatal(err)
				}
			}
		}
		if err := e.Quit(context.Background()); err != nil {
			t.Error(err)
		}
		if err := <-done; err != nil {
			t.Errorf("%v server: %v", proto, err)
		}
		cancel()
	}
	if err := serveLegacy(context.Background(), engine.UCI, strings.NewReader(""), io.Discard, 0, 1); err == nil {
		t.Error("depth 0 accepted")
	}
}
