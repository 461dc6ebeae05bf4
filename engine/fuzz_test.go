package engine

import (
	"bytes"
	"context"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/chaturanga-go/chaturanga"
	"github.com/chaturanga-go/chaturanga/core"
	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

func FuzzParseUCIInfo(f *testing.F) {
	for _, s := range []string{
		"info depth 12 seldepth 18 multipv 1 score cp 35 nodes 123456 nps 999 hashfull 12 tbhits 0 time 1234 pv e3e4 e6e5 g1f3",
		"info depth 5 score mate -3 lowerbound pv e3e4",
		"info string hello world pv e3e4",
		"info currmove e3e4 currmovenumber 1",
		"info score cp",
		"info depth 99999999999999999999999 time -5 pv",
		"info pv e3e4 banana",
	} {
		f.Add(s)
	}
	p, _ := chaturanga.NewPosition("makruk", "pychess", "")
	f.Fuzz(func(t *testing.T, line string) {
		in := ParseUCIInfo(line, p)
		if in.PVError == nil {
			// a PV read back is written as it was read
			out := uciInfoLine(Info{PV: in.PV}, p)
			if got := ParseUCIInfo(out, p); len(got.PV) != len(in.PV) {
				t.Fatalf("%q -> %q -> %v", line, out, got.PV)
			}
		}
	})
}

func FuzzParseUCIOption(f *testing.F) {
	for _, s := range []string{
		"option name Hash type spin default 16 min 1 max 131072",
		"option name UCI_Variant type combo default chess var chess var makruk",
		"option name Debug Log File type string default ",
		"option name SyzygyPath type string default <empty>",
		"option name Clear Hash type button",
		"option name type type check default true",
		"option type spin",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		o, err := ParseUCIOption(line)
		if err != nil {
			return
		}
		if o.Name == "" || o.Type == "" {
			t.Fatalf("%q: %+v", line, o)
		}
		if strings.TrimSpace(o.Name) != o.Name || strings.ContainsAny(o.Name, "\n") {
			return
		}
		// what the server writes, the client reads back
		back, err := ParseUCIOption(uciOptionLine(o))
		if err != nil || back.Name != o.Name {
			t.Fatalf("%q: %+v -> %q -> %+v %v", line, o, uciOptionLine(o), back, err)
		}
	})
}

func FuzzParseFeatures(f *testing.F) {
	for _, s := range []string{
		`feature setboard=1 usermove=1 ping=1 myname="Fairy-Stockfish" variants="makruk,shatranj"`,
		`feature option="Contempt -spin 24 -100 100"`,
		`feature option="Analysis Contempt -combo Both /// Off /// *White"`,
		`feature done=0`,
		`feature option="x`,
		`feature =1`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		fs, _ := parseFeatures(line)
		for _, ft := range fs {
			if ft.name == "" {
				t.Fatalf("%q: empty name", line)
			}
			if ft.name == "option" {
				parseXBOption(ft.value)
			}
		}
	})
}

func FuzzParseThinking(f *testing.F) {
	for _, s := range []string{
		"3 113 0 575 3 95833 0\t K@e3 K@b6 N@e2",
		"9 -35 120 12345 e3e4 e6e5",
		"10 100003 12 5 1. e3e4 e6e5",
		"1 2 3",
	} {
		f.Add(s)
	}
	p, _ := chaturanga.NewPosition("sittuyin", "pychess", "")
	f.Fuzz(func(t *testing.T, line string) {
		parseThinking(line, p, false)
		parseThinking(line, p, true)
	})
}

// fuzzServe feeds input to a server and checks it ends without a panic.
func fuzzServe(t *testing.T, proto Protocol, input string) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	s := &Server{Name: "fuzz", Searcher: &firstMove{}}
	var err error
	if proto == UCI {
		err = s.ServeUCI(ctx, strings.NewReader(input), io.Discard)
	} else {
		err = s.ServeXBoard(ctx, strings.NewReader(input), io.Discard)
	}
	if err != nil && ctx.Err() == nil {
		t.Fatalf("%q: %v", input, err)
	}
}

func FuzzServeUCI(f *testing.F) {
	for _, s := range []string{
		"uci\nisready\nsetoption name UCI_Variant value sittuyin\nposition startpos moves R@a1\ngo depth 1\n",
		"position fen pychess|4k3/8/8/8/8/8/8/4K2R w - - 0 1 moves h1h8\ngo infinite\nstop\n",
		"go ponder\nponderhit\nsetoption name Rules value brooke\nucinewgame\nquit\n",
		"position startpos moves e3e5\ngo wtime x\nfoo\n",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, input string) { fuzzServe(t, UCI, input) })
}

func FuzzServeXBoard(f *testing.F) {
	for _, s := range []string{
		"xboard\nprotover 2\nnew\nvariant makruk\nusermove e3e4\nping 1\nquit\n",
		"new\nforce\nsetboard 4k3/4p3/8/8/8/8/4P3/4K2R w - - 0 1\ngo\n?\nundo\nremove\nlevel 40 0:30 0.5\ntime 100\notim 50\nst 1\nsd 2\n",
		"variant sittuyin\nR@a1\nresult 1-0\nedit\n",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, input string) { fuzzServe(t, XBoard, input) })
}

// FuzzClientUCI feeds arbitrary engine output to the UCI client.
func FuzzClientUCI(f *testing.F) {
	f.Add("id name x\nuciok\nreadyok\ninfo depth 1 pv e3e4\nbestmove e3e4 ponder e6e5\n")
	f.Add("uciok\nreadyok\nbestmove banana\n")
	f.Add("option name UCI_Variant type combo default makruk var makruk\nuciok\nreadyok\ninfo string x\n")
	start, _ := chaturanga.NewPosition("makruk", "pychess", "")
	f.Fuzz(func(t *testing.T, out string) {
		ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
		defer cancel()
		e, err := Connect(ctx, UCI, strings.NewReader(out), io.Discard, Config{MaxLine: 256, MaxLines: 1000})
		if err != nil {
			return
		}
		defer e.Close()
		if err := e.NewGame(ctx, start); err != nil {
			return
		}
		r, err := e.Play(ctx, start, nil, Limit{Depth: 1}, nil)
		if err == nil && !r.Move.IsZero() && !start.IsLegal(r.Move) {
			t.Fatalf("illegal move passed: %v", r.Move)
		}
	})
}

func TestInfoRoundTrip(t *testing.T) {
	p, _ := chaturanga.NewPosition("sittuyin", "pychess", "")
	var pv []Info
	q := p.Clone()
	var moves = ParseUCIInfo("pv K@e3 K@b6 N@e2", q).PV
	for i, in := range []Info{
		{Depth: 7, SelDepth: 9, MultiPV: 2, Score: Score{CP: -35, Upper: true}, HasScore: true, Nodes: 1234, NPS: 5678, HashFull: 12, Time: 1500 * time.Millisecond, PV: moves},
		{Depth: 3, Score: Score{Mate: -2, IsMate: true, Lower: true}, HasScore: true},
		{String: "hello world"},
	} {
		line := uciInfoLine(in, p)
		got := ParseUCIInfo(line, p)
		if d := cmp.Diff(in, got, cmpopts.EquateEmpty(), cmp.Comparer(func(a, b error) bool { return (a == nil) == (b == nil) }), cmp.Comparer(func(a, b core.Move) bool { return a == b })); d != "" {
			t.Errorf("%d %q: %s", i, line, d)
		}
		pv = append(pv, got)
	}
	if len(moves) != 3 {
		t.Fatalf("placements: %v", moves)
	}
	var b bytes.Buffer
	b.WriteString(thinkingLine(pv[0], p))
	th, ok := parseThinking(b.String(), p, false)
	if !ok || th.Depth != 7 || th.Score.CP != -35 || th.Time != 1500*time.Millisecond || len(th.PV) != 3 {
		t.Errorf("thinking %q: %+v", b.String(), th)
	}
}

func TestScoreString(t *testing.T) {
	for _, c := range []struct {
		s    Score
		want string
	}{{Score{CP: 35}, "0.35"}, {Score{CP: -120}, "-1.20"}, {Score{CP: -5}, "-0.05"}, {Score{Mate: 3, IsMate: true}, "#3"}, {Score{Mate: -2, IsMate: true}, "#-2"}} {
		if got := c.s.String(); got != c.want {
			t.Errorf("%+v: %q, want %q", c.s, got, c.want)
		}
	}
}

func TestProtocolText(t *testing.T) {
	for _, s := range []string{"uci", "UCI", "xboard", "cecp", "WinBoard"} {
		p, err := ParseProtocol(s)
		if err != nil || (p.String() != "uci" && p.String() != "xboard") {
			t.Errorf("%q: %v %v", s, p, err)
		}
	}
	if _, err := ParseProtocol("usi"); err == nil {
		t.Error("usi read")
	}
}
