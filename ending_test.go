package chaturanga_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/chaturanga-go/chaturanga"
	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/notation"
)

// A game ended outside the rules (issue 25, point 2): a record's
// Termination of the PGN standard, lichess or pychess-variants reads as a
// finished game with its result and reason, takes no more moves, keeps the
// words as written and writes back the same text; Game.End makes the same
// ending, and Undo takes it back.
func TestEndingOutsideTheRules(t *testing.T) {
	words := []struct {
		term   string
		reason core.Reason
	}{
		{"time forfeit", core.TimeForfeit},
		{"Time forfeit", core.TimeForfeit}, // lichess
		{"timeout", core.TimeForfeit},      // pychess-variants' status
		{"flag", core.TimeForfeit},
		{"abandoned", core.Abandoned},
		{"Abandoned", core.Abandoned},
		{"adjudication", core.Adjudication},
		{"rules infraction", core.RulesInfraction},
		{"Rules infraction", core.RulesInfraction},
		{"emergency", core.Emergency},
		{"death", core.Death},
		{"unterminated", core.OtherEnding},
		{"the hall closed", core.OtherEnding},
	}
	results := []struct {
		result string
		winner core.Color
	}{{"1-0", core.White}, {"0-1", core.Black}, {"1/2-1/2", core.NoColor}}
	for _, v := range chaturanga.Variants() {
		if v.Name() == "qiguo" {
			continue // below
		}
		t.Run(v.Name(), func(t *testing.T) {
			a, b := firstMoves(t, v)
			for _, w := range words {
				for _, r := range results {
					text := "[Event \"club\"]\n[Variant \"" + v.Name() + "\"]\n[Rules \"" + v.RuleSets()[0] + "\"]\n[Result \"" + r.result + "\"]\n[Termination \"" + w.term + "\"]\n[TimeControl \"300+3\"]\n\n1. " + a + " " + b + " " + r.result + "\n"
					g, err := chaturanga.ReadRecord(readOne(t, text), "")
					if err != nil {
						t.Fatalf("%s: %v", text, err)
					}
					if o := g.Outcome(); o != (core.Outcome{Winner: r.winner, Reason: w.reason}) || g.Termination() != w.term {
						t.Errorf("%q %s: %v %q", w.term, r.result, o, g.Termination())
					}
					if _, err := g.PlayText(a); !errors.Is(err, core.ErrGameOver) {
						t.Errorf("%q: a move after the end: %v", w.term, err)
					}
					back := notation.AppendPGN(nil, g.Record())
					if again := notation.AppendPGN(nil, readOne(t, text)); string(back) != string(again) {
						t.Errorf("written back:\n%s\nwant\n%s", back, again)
					}
					if m, ok := g.Undo(); !ok || m != (core.Move{}) || g.Outcome().IsOver() || g.Len() != 2 {
						t.Errorf("%q: Undo of the ending: %v %v %v", w.term, m, ok, g.Outcome())
					}
				}
			}
			// Game.End makes it in code: the match runner's flag fall.
			g, err := v.NewGame("", "")
			if err != nil {
				t.Fatal(err)
			}
			if _, err := g.PlayText(a); err != nil {
				t.Fatal(err)
			}
			if err := g.End(core.Win(core.Black, core.TimeForfeit), ""); err != nil {
				t.Fatal(err)
			}
			rec := g.Record()
			if term, _ := rec.Get("Termination"); term != "time forfeit" || rec.Result != "0-1" || g.Termination() != "time forfeit" {
				t.Errorf("ended on time: %s %q", rec.Result, term)
			}
			if err := g.End(core.Draw(core.Adjudication), ""); !errors.Is(err, core.ErrGameOver) {
				t.Errorf("ended twice: %v", err)
			}
			g.Undo()
			for _, bad := range []core.Outcome{core.Win(core.White, core.Checkmate), core.Draw(core.Agreement), {}, core.Win(core.Color(5), core.Adjudication)} {
				if err := g.End(bad, ""); !errors.Is(err, core.ErrIllegalMove) || g.Outcome().IsOver() {
					t.Errorf("End(%v): %v", bad, err)
				}
			}
			if err := g.End(core.Draw(core.Adjudication), "the arbiter's draw"); err != nil || g.Termination() != "the arbiter's draw" {
				t.Errorf("adjudicated: %v %q", err, g.Termination())
			}
			back, err := chaturanga.ReadRecord(readOne(t, string(notation.AppendPGN(nil, g.Record()))), "")
			if err != nil || back.Outcome() != core.Draw(core.OtherEnding) || back.Termination() != "the arbiter's draw" {
				t.Errorf("read back: %v %v %q", err, back.Outcome(), back.Termination())
			}
		})
	}
	// Qi Guo's states leave the game by resigning on their turn: End is
	// refused, saying so.
	g, err := chaturanga.NewGame("qiguo", "", "")
	if err != nil {
		t.Fatal(err)
	}
	if err := g.End(core.Draw(core.Adjudication), ""); !errors.Is(err, core.ErrIllegalMove) || !strings.Contains(err.Error(), "resigns on its turn") {
		t.Errorf("qiguo: %v", err)
	}
}

// Fairy-Stockfish's and pychess-variants' Termination words for the rules'
// own endings read back as written, not reworded.
func TestTerminationWordsAsWritten(t *testing.T) {
	for _, c := range []struct{ text, term string }{
		{"[Variant \"shatranj\"]\n[Result \"1/2-1/2\"]\n[Termination \"threefold repetition\"]\n\n1. Nc3 Nc6 2. Nb1 Nb8 3. Nc3 Nc6 4. Nb1 Nb8 1/2-1/2\n", "threefold repetition"},
		{"[Variant \"makruk\"]\n[Result \"0-1\"]\n[Termination \"normal\"]\n\n1. e4 0-1\n", "normal"},
		{"[Variant \"makruk\"]\n[Result \"0-1\"]\n\n1. e4 0-1\n", ""},
	} {
		g, err := chaturanga.ReadRecord(readOne(t, c.text), "")
		if err != nil {
			t.Fatal(err)
		}
		rec := g.Record()
		if term, _ := rec.Get("Termination"); term != c.term && c.term != "" {
			t.Errorf("%s: Termination %q, want %q", c.text, term, c.term)
		}
	}
}
