package qiguo

import (
	"fmt"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/tools/textkit"
)

type oracleLine struct {
	Fen              string                    `json:"fen"`
	ToMove           *string                   `json:"to_move"`
	Legal            []string                  `json:"legal"`
	Captures         map[string]map[string]int `json:"captures"` // captor -> captured state -> count
	CapturesCount    map[string]int            `json:"captures_count"`
	Losses           map[string]int            `json:"losses"`
	Eliminated       []string                  `json:"eliminated"`
	StillInGame      []string                  `json:"still_in_game"`
	CapturedKingdoms map[string][]string       `json:"captured_kingdoms"`
	Winner           *string                   `json:"winner"`
	VictoryType      *string                   `json:"victory_type"`
	Moves            []string                  `json:"moves"`
	Perft            []uint64                  `json:"perft"`
	Note             string                    `json:"note"`
}

// oracleReport is what elephantchess.io's engine reports, in its shapes.
type oracleReport struct {
	ToMove           *string
	Captures         map[string]map[string]int
	CapturesCount    map[string]int
	Losses           map[string]int
	Eliminated       []string
	StillInGame      []string
	CapturedKingdoms map[string][]string
	Winner           *string
	VictoryType      *string
}

var victoryTypes = map[core.Reason]string{
	core.Conquest:     "CAPTURED_ENOUGH_KINGDOMS",
	core.CaptureCount: "CAPTURED_ENOUGH_PIECES",
	core.LastStanding: "LAST_STANDING",
}

func oracleReportOf(p *Position) oracleReport {
	r := p.Rules()
	rep := oracleReport{
		Captures:         map[string]map[string]int{},
		CapturesCount:    map[string]int{},
		Losses:           map[string]int{},
		Eliminated:       []string{},
		StillInGame:      []string{},
		CapturedKingdoms: map[string][]string{},
	}
	for c := range core.Color(NumStates) {
		name := r.StateName(c)
		m := map[string]int{}
		for v := range core.Color(NumStates) {
			if n := p.Captured(v, c); n > 0 {
				m[r.StateName(v)] = n
			}
		}
		rep.Captures[name] = m
		rep.CapturesCount[name] = p.Captures(c)
		rep.Losses[name] = p.Losses(c)
		kingdoms := []string{}
		for v := range core.Color(NumStates) {
			if by, ok := p.DefeatedBy(v); ok && by == c {
				kingdoms = append(kingdoms, r.StateName(v))
			}
		}
		rep.CapturedKingdoms[name] = kingdoms
		if p.Alive(c) {
			rep.StillInGame = append(rep.StillInGame, name)
		} else {
			rep.Eliminated = append(rep.Eliminated, name)
		}
	}
	if o := p.Outcome(); o.IsOver() {
		w, v := r.StateName(o.Winner), victoryTypes[o.Reason]
		rep.Winner, rep.VictoryType = &w, &v
	} else {
		s := r.StateName(p.Side())
		rep.ToMove = &s
	}
	return rep
}

// TestOracleElephantChess checks the positions of elephantchess.io's
// engine (testdata/oracle-elephantchess*.jsonl, copied from
// ../shared/oracle/qiguo-elephantchess*.jsonl) under the ElephantChess
// rules: games replayed from the start must reach the engine's board, and
// the state to move, the sorted legal moves, perft to depth 2, the
// captures, losses, defeats and the winner must match.
func TestOracleElephantChess(t *testing.T) {
	for _, file := range []string{"testdata/oracle-elephantchess.jsonl", "testdata/oracle-elephantchess-edge.jsonl"} {
		for i, l := range readJSONL[oracleLine](t, file) {
			t.Run(fmt.Sprintf("%s:%d", file[9:], i+1), func(t *testing.T) {
				var p Position
				if l.Moves == nil {
					var err error
					if p, err = ParseFEN(l.Fen, ElephantChess); err != nil {
						t.Fatal(err)
					}
				} else {
					g := NewGame(StartPosition(ElephantChess))
					for j, s := range l.Moves {
						cur := g.Position()
						m, err := cur.ParseMove(s)
						if err == nil {
							err = g.Play(m)
						}
						if err != nil {
							t.Fatalf("%s: move %d %s: %v", l.Note, j+1, s, err)
						}
					}
					p = g.Position()
					if got := p.BoardField(); got != l.Fen {
						t.Fatalf("%s: board\n got %s\nwant %s", l.Note, got, l.Fen)
					}
				}
				if got := textkit.SortedLegal(&p); !slices.Equal(got, l.Legal) {
					t.Errorf("%s %s: legal\n got %v\nwant %v", l.Note, p.FEN(), got, l.Legal)
				}
				for d := 1; d <= len(l.Perft); d++ {
					if got := p.Perft(d); got != l.Perft[d-1] {
						t.Errorf("%s %s: perft(%d) = %d, want %d", l.Note, p.FEN(), d, got, l.Perft[d-1])
						break
					}
				}
				want := oracleReport{
					ToMove: l.ToMove, Captures: l.Captures, CapturesCount: l.CapturesCount, Losses: l.Losses,
					Eliminated: l.Eliminated, StillInGame: l.StillInGame, CapturedKingdoms: l.CapturedKingdoms,
					Winner: l.Winner, VictoryType: l.VictoryType,
				}
				got := oracleReportOf(&p)
				// the engine lists states in its own order: compare as sets
				sortAll := func(r *oracleReport) {
					slices.Sort(r.Eliminated)
					slices.Sort(r.StillInGame)
					for _, v := range r.CapturedKingdoms {
						slices.Sort(v)
					}
				}
				sortAll(&want)
				sortAll(&got)
				if diff := cmp.Diff(want, got); diff != "" {
					t.Errorf("%s %s: report (-want +got):\n%s", l.Note, p.FEN(), diff)
				}
			})
		}
	}
}
