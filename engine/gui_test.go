package engine

import (
	"bufio"
	"context"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/chaturanga-go/chaturanga"
	"github.com/chaturanga-go/chaturanga/core"
)

// A gui drives a Server line by line, as a GUI does.
type gui struct {
	t     *testing.T
	w     io.Writer
	lines chan string
	done  chan error
}

func newGUI(t *testing.T, proto Protocol) *gui {
	gr, ew := io.Pipe()
	er, gw := io.Pipe()
	g := &gui{t: t, w: gw, lines: make(chan string, 1000), done: make(chan error, 1)}
	s := &Server{Name: "first", Author: "tests", Searcher: &firstMove{}}
	go func() {
		var err error
		if proto == UCI {
			err = s.ServeUCI(context.Background(), er, ew)
		} else {
			err = s.ServeXBoard(context.Background(), er, ew)
		}
		ew.Close()
		g.done <- err
	}()
	go func() {
		sc := bufio.NewScanner(gr)
		for sc.Scan() {
			g.lines <- sc.Text()
		}
		close(g.lines)
	}()
	return g
}

func (g *gui) send(line string) {
	g.t.Helper()
	if _, err := io.WriteString(g.w, line+"\n"); err != nil {
		g.t.Fatal(err)
	}
}

// expect reads lines until one starts with prefix and returns it with
// the lines before it.
func (g *gui) expect(prefix string) (string, []string) {
	g.t.Helper()
	var before []string
	timeout := time.After(5 * time.Second)
	for {
		select {
		case l, ok := <-g.lines:
			if !ok {
				g.t.Fatalf("output ended waiting for %q after %q", prefix, before)
			}
			if strings.HasPrefix(l, prefix) {
				return l, before
			}
			before = append(before, l)
		case <-timeout:
			g.t.Fatalf("no %q after %q", prefix, before)
		}
	}
}

// TestUCIConversation is a GUI's conversation written from the UCI
// document (April 2006), bad input included.
func TestUCIConversation(t *testing.T) {
	g := newGUI(t, UCI)
	g.send("uci")
	_, before := g.expect("uciok")
	text := strings.Join(before, "\n")
	for _, want := range []string{"id name first", "id author tests", "option name UCI_Variant type combo default ", " var makruk", " var chator", "option name Rules type string"} {
		if !strings.Contains(text, want) {
			t.Errorf("uci: no %q in\n%s", want, text)
		}
	}
	g.send("debug on")
	g.send("isready")
	g.expect("readyok")
	g.send("setoption name UCI_Variant value makruk")
	g.send("setoption name Rules value pychess")
	g.send("setoption name Nonsense value 3")
	g.expect("info string error: no such option")
	g.send("setoption name UCI_Variant value qiguo")
	g.expect("info string error:")
	g.send("setoption name Rules value nosuchset")
	g.expect("info string error:")
	g.send("ucinewgame")
	g.send("position startpos moves e3e4 e6e5")
	g.send("go depth 1")
	l, before := g.expect("bestmove ")
	p, _ := chaturanga.NewPosition("makruk", "pychess", "")
	for _, m := range []string{"e3e4", "e6e5"} {
		mv, _ := p.ParseMove(m)
		p.MakeMove(mv)
	}
	if _, err := p.ParseMove(strings.Fields(l)[1]); err != nil {
		t.Errorf("%q: %v", l, err)
	}
	if len(before) == 0 || !strings.HasPrefix(before[0], "info depth 1 seldepth 2 score cp 12 nodes 3 nps 1000 time 10 pv ") {
		t.Errorf("info lines %q", before)
	}
	// Bad input: each answered by an info string error and ignored.
	for _, bad := range []string{
		"position startpos moves e3e5",
		"position fen 8/8/8 w",
		"position sideways",
		"frobnicate",
		"setoption",
		"go depth",
	} {
		g.send(bad)
		if l, _ := g.expect("info string error: "); !strings.Contains(l, strings.Fields(bad)[0]) {
			t.Errorf("%q: %q", bad, l)
		}
		if bad == "go depth" {
			g.expect("bestmove ")
		}
	}
	g.send(strings.Repeat("y", 70<<10))
	g.expect("info string error: line over 64 KiB")
	// The library's rules|FEN form, and a finished game.
	g.send("position fen pychess|4k3/8/8/8/8/8/8/4K2R w - - 0 1 moves h1h8")
	g.send("go movetime 10")
	if l, _ := g.expect("bestmove "); !strings.HasPrefix(l, "bestmove e8d7") && !strings.HasPrefix(l, "bestmove e8e7") && !strings.HasPrefix(l, "bestmove e8f7") {
		t.Errorf("after h1h8: %q", l)
	}
	// infinite: isready answered while searching, bestmove only after stop.
	g.send("position startpos")
	g.send("go infinite")
	g.send("isready")
	_, before = g.expect("readyok")
	for _, l := range before {
		if strings.HasPrefix(l, "bestmove") {
			t.Errorf("bestmove before stop: %q", l)
		}
	}
	g.send("stop")
	g.expect("bestmove ")
	// ponder, then ponderhit.
	g.send("go ponder wtime 1000 btime 1000 winc 10 binc 10 movestogo 5")
	g.send("isready")
	g.expect("readyok")
	g.send("ponderhit")
	g.expect("bestmove ")
	g.send("go nodes 100 mate 3 searchmoves e3e4 f3f4")
	g.expect("bestmove ")
	g.send("quit")
	if err := <-g.done; err != nil {
		t.Fatal(err)
	}
}

// TestXBoardConversation is a GUI's conversation written from the CECP
// version 2 document (engine-intf), bad input included.
func TestXBoardConversation(t *testing.T) {
	g := newGUI(t, XBoard)
	g.send("xboard")
	g.send("protover 2")
	_, before := g.expect("feature done=1")
	text := strings.Join(before, "\n")
	for _, want := range []string{"setboard=1", "usermove=1", "ping=1", "san=0", "myname=\"first\"", "variants=\"", "makruk", "option=\"Rules -string \""} {
		if !strings.Contains(text, want) {
			t.Errorf("features: no %q in\n%s", want, text)
		}
	}
	g.send("accepted setboard")
	g.send("new")
	g.send("variant makruk")
	g.send("level 40 5 0")
	g.send("post")
	g.send("hard")
	g.send("time 30000")
	g.send("otim 30000")
	p, _ := chaturanga.NewPosition("makruk", "", "")
	play := func(p core.Position, s string) {
		m, err := p.ParseMove(s)
		if err != nil {
			t.Fatalf("%q: %v", s, err)
		}
		p.MakeMove(m)
	}
	g.send("usermove e3e4")
	play(p, "e3e4")
	l, before := g.expect("move ")
	play(p, strings.TrimPrefix(l, "move "))
	if len(before) == 0 || !strings.HasPrefix(before[0], "1 12 1 3 ") {
		t.Errorf("thinking %q", before)
	}
	g.send("usermove a1a8")
	g.expect("Illegal move (")
	g.send("ping 7")
	g.expect("pong 7")
	// force mode: moves are recorded, the engine does not answer.
	g.send("force")
	g.send("usermove d3d4")
	play(p, "d3d4")
	g.send("ping 8")
	if _, before := g.expect("pong 8"); len(before) != 0 {
		t.Errorf("force mode answered %q", before)
	}
	g.send("go")
	l, _ = g.expect("move ")
	play(p, strings.TrimPrefix(l, "move "))
	g.send("force")
	g.send("remove")
	g.send("undo")
	g.send("nopost")
	g.send("sd 2")
	g.send("st 1")
	g.send("go")
	l, before = g.expect("move ")
	if len(before) != 0 {
		t.Errorf("nopost: %q", before)
	}
	g.send("result 1/2-1/2 {agreed}")
	// setboard, in both forms.
	g.send("new")
	g.send("variant shatranj")
	g.send("setboard 4k3/4p3/8/8/8/8/4P3/4K2R w - - 0 1")
	g.send("usermove h1h8")
	l, _ = g.expect("move ")
	if l != "move e8d7" && l != "move e8f7" {
		t.Errorf("%q", l)
	}
	g.send("setboard pychess|4k3/4p3/8/8/8/8/4P3/4K2R b - - 0 1")
	g.send("go")
	g.expect("move ")
	// Bad input.
	for _, bad := range []string{"frobnicate", "level x y z", "setboard junk", "variant nosuch", "time soon", "edit", "undo"} {
		g.send("force")
		g.send("new")
		g.send(bad)
		if l, _ := g.expect("Error ("); !strings.HasSuffix(l, bad) {
			t.Errorf("%q: %q", bad, l)
		}
	}
	g.send("?")
	g.send("quit")
	if err := <-g.done; err != nil {
		t.Fatal(err)
	}
}
