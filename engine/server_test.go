package engine

import (
	"bufio"
	"context"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/chaturanga-go/chaturanga/core"
)

// wrong returns a move that is not legal (a1a8 at the start) and then
// nothing at all.
type wrong struct{ calls int }

func (w *wrong) Search(ctx context.Context, req Request, report func(Info)) (best, ponder core.Move) {
	w.calls++
	if w.calls == 1 {
		return core.NewMove(core.MustParseSquare("a1"), core.MustParseSquare("a8")), core.Move{}
	}
	return core.Move{}, core.Move{}
}

// A searcher's illegal or missing move is replaced by a legal one, with a
// complaint: the GUI always gets a legal bestmove.
func TestServerBadSearcher(t *testing.T) {
	var out strings.Builder
	s := &Server{Name: "wrong", Searcher: &wrong{}}
	in := "setoption name UCI_Variant value makruk\nposition startpos\ngo depth 1\nisready\ngo depth 1\nisready\nquit\n"
	if err := s.ServeUCI(context.Background(), strings.NewReader(in), &out); err != nil {
		t.Fatal(err)
	}
	text := out.String()
	if strings.Count(text, "bestmove ") != 2 || !strings.Contains(text, "info string error: ") || strings.Contains(text, "bestmove a1a8") {
		t.Errorf("%s", text)
	}
}

// slow thinks until stopped or 200 ms have passed.
type slow struct{ firstMove }

func (s *slow) Search(ctx context.Context, req Request, report func(Info)) (best, ponder core.Move) {
	select {
	case <-ctx.Done():
	case <-time.After(200 * time.Millisecond):
	}
	return s.firstMove.Search(ctx, req, report)
}

// CECP: a ping received while the engine is on move is answered after
// its move, and does not hurry it; "?" does.
func TestXBoardPingWhileThinking(t *testing.T) {
	gr, ew := io.Pipe()
	er, gw := io.Pipe()
	s := &Server{Name: "slow", Searcher: &slow{}}
	go func() { s.ServeXBoard(context.Background(), er, ew); ew.Close() }()
	defer gw.Close()
	sc := bufio.NewScanner(gr)
	io.WriteString(gw, "xboard\nprotover 2\nnew\nvariant makruk\nforce\ngo\nping 9\n")
	start := time.Now()
	var got []string
	for sc.Scan() {
		l := sc.Text()
		if strings.HasPrefix(l, "move ") || strings.HasPrefix(l, "pong") {
			got = append(got, l)
		}
		if strings.HasPrefix(l, "pong") {
			break
		}
	}
	if len(got) != 2 || !strings.HasPrefix(got[0], "move ") || got[1] != "pong 9" || time.Since(start) < 150*time.Millisecond {
		t.Fatalf("%q after %v", got, time.Since(start))
	}
	io.WriteString(gw, "go\n?\nping 10\n")
	got = got[:0]
	for sc.Scan() {
		l := sc.Text()
		if strings.HasPrefix(l, "move ") || strings.HasPrefix(l, "pong") {
			got = append(got, l)
		}
		if strings.HasPrefix(l, "pong") {
			break
		}
	}
	if len(got) != 2 || !strings.HasPrefix(got[0], "move ") || got[1] != "pong 10" {
		t.Fatalf("%q", got)
	}
	io.WriteString(gw, "quit\n")
}
