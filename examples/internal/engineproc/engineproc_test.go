package engineproc

import (
	"context"
	"os"
	"testing"
	"time"

	"github.com/chaturanga-go/chaturanga"
	"github.com/chaturanga-go/chaturanga/engine"
	"github.com/chaturanga-go/chaturanga/examples/internal/fakeengine"
)

func TestMain(m *testing.M) {
	fakeengine.Main()
	os.Exit(m.Run())
}

func TestParseSpec(t *testing.T) {
	s, err := ParseSpec([]string{"cmd=/x/fsf", "arg=-a", "arg=b", "proto=xboard", "option.Hash=16", "option.Threads=1", "tc=40/60", "dir=/tmp"})
	if err != nil {
		t.Fatal(err)
	}
	if s.Name != "fsf" || s.Proto != engine.XBoard || len(s.Args) != 2 || s.Args[1] != "b" || s.Options[1] != [2]string{"Threads", "1"} || s.Limits["tc"] != "40/60" || s.Dir != "/tmp" {
		t.Errorf("%+v", s)
	}
	for _, bad := range [][]string{{"proto=uci"}, {"cmd=x", "proto=telnet"}, {"cmd=x", "bogus=1"}, {"cmd=x", "noequals"}, {"cmd=x", "option.=1"}} {
		if _, err := ParseSpec(bad); err == nil {
			t.Errorf("%v accepted", bad)
		}
	}
}

func TestStart(t *testing.T) {
	exe := fakeengine.Command(t)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	for _, proto := range []engine.Protocol{engine.UCI, engine.XBoard} {
		s := Spec{Name: "fake", Cmd: exe, Args: []string{proto.String(), "first"}, Proto: proto}
		if proto == engine.UCI {
			s.Options = [][2]string{{"Hash", "8"}}
		}
		p, err := Start(ctx, s, engine.Config{})
		if err != nil {
			t.Fatalf("%v: %v", proto, err)
		}
		start, _ := chaturanga.NewPosition("makruk", "", "")
		if err := p.NewGame(ctx, start); err != nil {
			t.Fatalf("%v: NewGame: %v", proto, err)
		}
		r, err := p.Play(ctx, start, nil, engine.Limit{Depth: 1}, nil)
		if err != nil || r.Move.IsZero() {
			t.Fatalf("%v: Play: %v %v", proto, r, err)
		}
		if p.Exited() {
			t.Fatalf("%v: exited", proto)
		}
		p.Close()
		if !p.Exited() {
			t.Errorf("%v: still running after Close", proto)
		}
		p.Kill() // a second stop does nothing
	}
	// A hung engine is killed.
	p, err := Start(ctx, Spec{Name: "fake", Cmd: exe, Args: []string{"uci", "hang"}, Proto: engine.UCI}, engine.Config{})
	if err != nil {
		t.Fatal(err)
	}
	start, _ := chaturanga.NewPosition("makruk", "", "")
	sctx, scancel := context.WithTimeout(ctx, 200*time.Millisecond)
	_, err = p.Play(sctx, start, nil, engine.Limit{Depth: 1}, nil)
	scancel()
	if err == nil {
		t.Fatal("a hung engine answered")
	}
	p.Kill()
	if !p.Exited() {
		t.Error("killed engine still running")
	}
	if _, err := Start(ctx, Spec{Name: "none", Cmd: "/nonexistent/engine"}, engine.Config{}); err == nil {
		t.Error("a missing command started")
	}
}
