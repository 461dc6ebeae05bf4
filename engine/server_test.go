package engine

import (
	"context"
	"strings"
	"testing"

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
