package engine

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/chaturanga-go/chaturanga"
	"github.com/chaturanga-go/chaturanga/core"
)

// benchGame returns a makruk game of n plies (the first legal moves) and,
// for each ply, an engine's answer to go: an info line with a 10-move PV
// and the bestmove, as an engine writes them after a search.
func benchGame(b *testing.B, n int) (core.Position, []core.Move, []string) {
	start, err := chaturanga.NewPosition("makruk", "pychess", "")
	if err != nil {
		b.Fatal(err)
	}
	var moves []core.Move
	var answers []string
	p := start.Clone()
	for len(moves) < n {
		q := p.Clone()
		var pv []string
		for len(pv) < 10 {
			var m core.Move
			for c := range q.LegalMoves() {
				m = c
				break
			}
			if m.IsZero() {
				break
			}
			pv = append(pv, q.MoveText(m))
			q.MakeMove(m)
		}
		answers = append(answers, fmt.Sprintf("info depth 12 seldepth 18 multipv 1 score cp 23 nodes 1000000 nps 10000000 hashfull 100 time 100 pv %s\nbestmove %s ponder %s\n", strings.Join(pv, " "), pv[0], pv[1]))
		m, _ := p.ParseMove(pv[0])
		p.MakeMove(m)
		moves = append(moves, m)
	}
	return start, moves, answers
}

// BenchmarkClientUCI measures the UCI client's own time per move: an
// engine that answers at once (a goroutine replaying canned output), so
// the time per op is the client's work (writing position and go,
// reading and checking the info line's 10-move PV, the bestmove and the
// ponder move) plus the pipe. Compare with a 100 ms search: the metric
// %of100ms is the overhead's share.
func BenchmarkClientUCI(b *testing.B) {
	start, moves, answers := benchGame(b, 40)
	cr, ew := io.Pipe()
	er, cw := io.Pipe()
	go func() {
		sc := bufio.NewScanner(er)
		i := 0
		for sc.Scan() {
			l := sc.Text()
			switch {
			case l == "uci":
				io.WriteString(ew, "id name bench\nuciok\n")
			case l == "isready":
				io.WriteString(ew, "readyok\n")
			case strings.HasPrefix(l, "go"):
				io.WriteString(ew, answers[i%len(answers)])
				i++
			case l == "quit":
				ew.Close()
				return
			}
		}
	}()
	ctx := context.Background()
	e, err := Connect(ctx, UCI, cr, cw, Config{})
	if err != nil {
		b.Fatal(err)
	}
	defer e.Quit(ctx)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		ply := i % len(answers)
		if _, err := e.Play(ctx, start, moves[:ply], Limit{MoveTime: 100 * time.Millisecond}, nil); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/1e6, "%of100ms")
}

// instant is a Searcher that answers at once with one info line.
type instant struct{}

func (instant) Search(ctx context.Context, req Request, report func(Info)) (best, ponder core.Move) {
	for m := range req.Position.LegalMoves() {
		best = m
		break
	}
	report(Info{Depth: 12, Score: Score{CP: 23}, HasScore: true, Nodes: 1000000, Time: 100 * time.Millisecond, PV: []core.Move{best}})
	return best, core.Move{}
}

// BenchmarkServerUCI measures the UCI server's own time per move: a GUI
// script of "position startpos moves ..." (up to 40 plies) and "go
// movetime 100" read from memory, a searcher that answers at once.
func BenchmarkServerUCI(b *testing.B) {
	_, moves, _ := benchGame(b, 40)
	start, _ := chaturanga.NewPosition("makruk", "pychess", "")
	var sb strings.Builder
	sb.WriteString("setoption name UCI_Variant value makruk\nsetoption name Rules value pychess\n")
	p := start.Clone()
	var texts []string
	for _, m := range moves {
		texts = append(texts, p.MoveText(m))
		p.MakeMove(m)
	}
	for i := range moves {
		sb.WriteString("position startpos moves " + strings.Join(texts[:i], " ") + "\ngo movetime 100\n")
	}
	script := sb.String()
	s := &Server{Name: "bench", Searcher: instant{}}
	b.ReportAllocs()
	b.ResetTimer()
	n := 0
	for n < b.N {
		if err := s.ServeUCI(context.Background(), strings.NewReader(script), io.Discard); err != nil {
			b.Fatal(err)
		}
		n += len(moves)
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(n)/1e6, "%of100ms")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(n), "ns/move")
}

// BenchmarkLoop measures a move's round trip through the library's
// client and server together, in each protocol.
func BenchmarkLoop(b *testing.B) {
	for _, proto := range []Protocol{UCI, XBoard} {
		b.Run(proto.String(), func(b *testing.B) {
			start, moves, _ := benchGame(b, 40)
			e, stop := serve(b, &Server{Name: "bench", Searcher: instant{}}, proto)
			defer stop()
			ctx := context.Background()
			if err := e.NewGame(ctx, start); err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if _, err := e.Play(ctx, start, moves[:i%len(moves)], Limit{MoveTime: 100 * time.Millisecond}, nil); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/1e6, "%of100ms")
		})
	}
}
