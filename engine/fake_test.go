package engine

import (
	"bufio"
	"context"
	"errors"
	"io"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/chaturanga-go/chaturanga"
	"github.com/chaturanga-go/chaturanga/core"
)

// fake runs script as an engine over pipes: script reads the client's
// lines from in and writes to out; when it returns, the engine's output
// ends.
func fake(t *testing.T, proto Protocol, cfg Config, script func(in *bufio.Scanner, out io.Writer)) (*Engine, error) {
	t.Helper()
	cr, ew := io.Pipe()
	er, cw := io.Pipe()
	go func() {
		sc := bufio.NewScanner(er)
		script(sc, ew)
		ew.Close()
		io.Copy(io.Discard, er)
	}()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	e, err := Connect(ctx, proto, cr, cw, cfg)
	if e != nil {
		t.Cleanup(func() { e.Close() })
	}
	return e, err
}

// uciHello answers the handshake and isready, then calls then for the
// first go.
func uciHello(then func(in *bufio.Scanner, out io.Writer)) func(*bufio.Scanner, io.Writer) {
	return func(in *bufio.Scanner, out io.Writer) {
		for in.Scan() {
			switch l := in.Text(); {
			case l == "uci":
				io.WriteString(out, "id name fake\noption name UCI_Variant type combo default makruk var makruk\nuciok\n")
			case l == "isready":
				io.WriteString(out, "readyok\n")
			case strings.HasPrefix(l, "go"):
				then(in, out)
				return
			}
		}
	}
}

func makrukStart(t *testing.T) core.Position {
	p, err := chaturanga.NewPosition("makruk", "pychess", "")
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestMisbehavingEngines(t *testing.T) {
	before := runtime.NumGoroutine()
	cases := []struct {
		name   string
		cfg    Config
		script func(in *bufio.Scanner, out io.Writer)
		want   error
		rule   string
		quote  string
	}{
		{"dies", Config{}, func(in *bufio.Scanner, out io.Writer) {}, ErrDied, "", ""},
		{"hangs", Config{}, func(in *bufio.Scanner, out io.Writer) {
			for in.Scan() {
				if in.Text() == "quit" {
					return
				}
			}
		}, ErrTimeout, "", ""},
		{"floods", Config{MaxLines: 1000}, func(in *bufio.Scanner, out io.Writer) {
			for i := 0; i < 5000; i++ {
				if _, err := io.WriteString(out, "info string flood\n"); err != nil {
					return
				}
			}
		}, ErrFlood, "", "info string flood"},
		{"100 MB line", Config{}, func(in *bufio.Scanner, out io.Writer) {
			chunk := []byte(strings.Repeat("x", 1<<20))
			for i := 0; i < 100; i++ {
				if _, err := out.Write(chunk); err != nil {
					return
				}
			}
			io.WriteString(out, "\n")
		}, ErrLineTooLong, "", strings.Repeat("x", 64)},
		{"illegal move", Config{}, func(in *bufio.Scanner, out io.Writer) {
			io.WriteString(out, "bestmove e3e5\n")
		}, ErrIllegalMove, "MK-7", "bestmove e3e5"},
		{"no move text", Config{}, func(in *bufio.Scanner, out io.Writer) {
			io.WriteString(out, "bestmove banana\n")
		}, ErrIllegalMove, "", "bestmove banana"},
		{"illegal ponder", Config{}, func(in *bufio.Scanner, out io.Writer) {
			io.WriteString(out, "bestmove e3e4 ponder a1a8\n")
		}, ErrIllegalMove, "MK-1", "bestmove e3e4 ponder a1a8"},
		{"bestmove none", Config{}, func(in *bufio.Scanner, out io.Writer) {
			io.WriteString(out, "bestmove (none)\n")
		}, ErrIllegalMove, "", "bestmove (none)"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			start := makrukStart(t)
			e, err := fake(t, UCI, c.cfg, uciHello(c.script))
			if err != nil {
				t.Fatal(err)
			}
			if err := e.NewGame(context.Background(), start); err != nil {
				t.Fatal(err)
			}
			ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
			defer cancel()
			_, err = e.Play(ctx, start, nil, Limit{Depth: 5}, nil)
			var ee *Error
			if !errors.Is(err, c.want) || !errors.As(err, &ee) {
				t.Fatalf("err = %v, want %v", err, c.want)
			}
			if ee.Rule != c.rule || ee.Quote != c.quote || len(ee.Quote) > 64 {
				t.Errorf("rule %q quote %q, want %q %q", ee.Rule, ee.Quote, c.rule, c.quote)
			}
			if len(err.Error()) > 400 {
				t.Errorf("error of %d bytes", len(err.Error()))
			}
			e.Quit(context.Background())
		})
	}
	// Every reader goroutine is gone once its engine is closed.
	deadline := time.Now().Add(2 * time.Second)
	for runtime.NumGoroutine() > before+1 && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if n := runtime.NumGoroutine(); n > before+1 {
		t.Errorf("%d goroutines left, %d before", n, before)
	}
}

func TestIllegalPV(t *testing.T) {
	start := makrukStart(t)
	e, err := fake(t, UCI, Config{}, uciHello(func(in *bufio.Scanner, out io.Writer) {
		io.WriteString(out, "info depth 3 score cp 20 pv e3e4 e6e5 e4e5\nbestmove e3e4\n")
	}))
	if err != nil {
		t.Fatal(err)
	}
	r, err := e.Play(context.Background(), start, nil, Limit{Depth: 3}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Info.PV) != 2 || r.Info.PVError == nil || !errors.Is(r.Info.PVError, ErrIllegalMove) {
		t.Fatalf("PV %v, error %v", r.Info.PV, r.Info.PVError)
	}
	var ee *Error
	if errors.As(r.Info.PVError, &ee); ee.Rule == "" || ee.Quote != "e4e5" {
		t.Errorf("PV error %+v", ee)
	}
}

func TestXBoardMisbehaving(t *testing.T) {
	hello := func(then func(in *bufio.Scanner, out io.Writer)) func(*bufio.Scanner, io.Writer) {
		return func(in *bufio.Scanner, out io.Writer) {
			for in.Scan() {
				l := in.Text()
				switch {
				case l == "protover 2":
					io.WriteString(out, "feature done=0\nfeature myname=\"fx\" variants=\"makruk\" ping=1 setboard=1 usermove=1 bogus=1\nfeature option=\"Hash -spin 16 1 1024\" option=\"Style -combo Solid /// *Risky\"\nfeature done=1\n")
				case strings.HasPrefix(l, "ping "):
					io.WriteString(out, "pong "+strings.TrimPrefix(l, "ping ")+"\n")
				case l == "go":
					then(in, out)
					return
				}
			}
		}
	}
	start := makrukStart(t)
	t.Run("claims", func(t *testing.T) {
		e, err := fake(t, XBoard, Config{}, hello(func(in *bufio.Scanner, out io.Writer) {
			io.WriteString(out, "1 10 5 100 e3e4\nmove e3e4\n1/2-1/2 {Draw by repetition}\n")
			for in.Scan() {
				if l := in.Text(); strings.HasPrefix(l, "ping ") {
					io.WriteString(out, "pong "+strings.TrimPrefix(l, "ping ")+"\n")
				}
			}
		}))
		if err != nil {
			t.Fatal(err)
		}
		if e.Name() != "fx" || len(e.Options()) != 2 || e.Options()[1].Default != "Risky" {
			t.Errorf("name %q options %+v", e.Name(), e.Options())
		}
		if _, ok := e.Feature("bogus"); ok {
			t.Error("bogus feature accepted")
		}
		r, err := e.Play(context.Background(), start, nil, Limit{Depth: 1}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if r.Move.IsZero() || r.Claim != "1/2-1/2" || r.ClaimText != "Draw by repetition" || !errors.Is(r.ClaimError, ErrFalseClaim) {
			t.Errorf("%+v", r)
		}
		if len(r.Info.PV) != 1 || r.Info.Depth != 1 || r.Info.Score.CP != 10 || r.Info.Time != 50*time.Millisecond {
			t.Errorf("info %+v", r.Info)
		}
	})
	t.Run("illegal", func(t *testing.T) {
		e, err := fake(t, XBoard, Config{}, hello(func(in *bufio.Scanner, out io.Writer) {
			io.WriteString(out, "move e3e5\n")
		}))
		if err != nil {
			t.Fatal(err)
		}
		_, err = e.Play(context.Background(), start, nil, Limit{Depth: 1}, nil)
		var ee *Error
		if !errors.As(err, &ee) || !errors.Is(err, ErrIllegalMove) || ee.Rule != "MK-7" {
			t.Fatalf("err %v", err)
		}
	})
	t.Run("resign", func(t *testing.T) {
		e, err := fake(t, XBoard, Config{}, hello(func(in *bufio.Scanner, out io.Writer) {
			io.WriteString(out, "offer draw\nresign\n")
			for in.Scan() {
				if l := in.Text(); strings.HasPrefix(l, "ping ") {
					io.WriteString(out, "pong "+strings.TrimPrefix(l, "ping ")+"\n")
				}
			}
		}))
		if err != nil {
			t.Fatal(err)
		}
		r, err := e.Play(context.Background(), start, nil, Limit{Depth: 1}, nil)
		if err != nil || !r.Resigned || !r.DrawOffer || !r.Move.IsZero() {
			t.Fatalf("%+v %v", r, err)
		}
	})
	t.Run("no done", func(t *testing.T) {
		old := xboardDoneWait
		xboardDoneWait = 50 * time.Millisecond
		defer func() { xboardDoneWait = old }()
		e, err := fake(t, XBoard, Config{}, func(in *bufio.Scanner, out io.Writer) {
			for in.Scan() {
			}
		})
		if err != nil || e == nil {
			t.Fatalf("a v1 engine: %v", err)
		}
	})
}

// An XBoard engine with san=1 gets SAN and may answer in SAN.
func TestXBoardSAN(t *testing.T) {
	got := make(chan string, 10)
	e, err := fake(t, XBoard, Config{}, func(in *bufio.Scanner, out io.Writer) {
		for in.Scan() {
			l := in.Text()
			switch {
			case l == "protover 2":
				io.WriteString(out, "feature san=1 usermove=1 ping=1 variants=\"makruk\" done=1\n")
			case strings.HasPrefix(l, "ping "):
				io.WriteString(out, "pong "+strings.TrimPrefix(l, "ping ")+"\n")
			case strings.HasPrefix(l, "usermove "):
				got <- l
			case l == "go":
				io.WriteString(out, "2 15 3 40 Nd7 Ne2\nmove Nd7\n")
			}
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	start := makrukStart(t)
	m, _ := start.ParseMove("b1d2")
	r, err := e.Play(context.Background(), start, []core.Move{m}, Limit{Depth: 2}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if u := <-got; u != "usermove Nd2" {
		t.Errorf("sent %q", u)
	}
	p := start.Clone()
	p.MakeMove(m)
	if p.MoveText(r.Move) != "b8d7" || len(r.Info.PV) != 2 {
		t.Errorf("move %s, PV %v", p.MoveText(r.Move), r.Info.PV)
	}
}
