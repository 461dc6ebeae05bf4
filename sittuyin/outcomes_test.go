package sittuyin

import (
	"testing"
)

type outcomeLine struct {
	Fen          string   `json:"fen"`
	Moves        []string `json:"moves"`
	Result       *int     `json:"result"`
	OptionalEnd  []any    `json:"optional_end"`
	ImmediateEnd []any    `json:"immediate_end"`
	LegalCount   int      `json:"legal_move_count"`
	FenAfter     string   `json:"fen_after"`
	InCheck      bool     `json:"in_check"`
	Note         string   `json:"note"`
}

// TestOutcomes checks the sittuyin lines of testdata/outcomes.jsonl (from
// ../shared/oracle/outcomes.jsonl) under Pychess: the FEN after the moves,
// the number of legal moves, check, the result when the game has ended
// (from the side to move: 32000 win, -32000 loss, 0 draw) and whether a
// draw may be claimed.
func TestOutcomes(t *testing.T) {
	for i, l := range readJSONL[outcomeLine](t, "testdata/outcomes.jsonl") {
		p, err := ParseFEN(l.Fen, Pychess)
		if err != nil {
			t.Fatalf("line %d: %v", i+1, err)
		}
		g := NewGame(p)
		for _, s := range l.Moves {
			cur := g.Position()
			m, err := cur.ParseMove(s)
			if err != nil {
				t.Fatalf("line %d: %v", i+1, err)
			}
			if err := g.Play(m); err != nil {
				t.Fatalf("line %d: %v", i+1, err)
			}
		}
		p = g.Position()
		if got := p.FEN(); got != l.FenAfter {
			t.Errorf("line %d (%s): FEN %s, want %s", i+1, l.Note, got, l.FenAfter)
		}
		if got := p.CountLegalMoves(); got != l.LegalCount {
			t.Errorf("line %d (%s): %d legal moves, want %d", i+1, l.Note, got, l.LegalCount)
		}
		if p.InCheck() != l.InCheck {
			t.Errorf("line %d (%s): in check %v, want %v", i+1, l.Note, p.InCheck(), l.InCheck)
		}
		o := g.Outcome()
		if l.Result != nil {
			want := map[int]string{0: "1/2-1/2", 32000: []string{"1-0", "0-1"}[p.Side()], -32000: []string{"0-1", "1-0"}[p.Side()]}[*l.Result]
			if o.Result() != want {
				t.Errorf("line %d (%s): result %v, want %s", i+1, l.Note, o, want)
			}
		} else if o.IsOver() {
			t.Errorf("line %d (%s): game over (%v), want going on", i+1, l.Note, o)
		}
		claimable := l.OptionalEnd[0].(bool)
		if got := g.Claims().Len() > 0; got != claimable {
			t.Errorf("line %d (%s): claims %v, want claimable=%v", i+1, l.Note, g.Claims().Strings(), claimable)
		}
	}
}
