package chaturanga_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/chaturanga-go/chaturanga"
	"github.com/chaturanga-go/chaturanga/core"
)

// A move onto the own side's piece and a move through a piece in the way
// name that cause, with the piece's movement rule, in every game (issue
// 25): not "a ma cannot move from b1 to c3".
func TestErrorsNameTheObstacle(t *testing.T) {
	const sittuyinFEN = "r6r/2k5/4pppp/pppp4/4PPPP/PPPP4/2K5/R6R w - - 0 1"
	for _, c := range []struct{ variant, fen, move, rule, want string }{
		{"makruk", "", "b1c3", "MK-5", "a ma cannot capture its own side's bia on c3"},
		{"makruk", "", "a1a8", "MK-6", "a rua does not pass a piece (a3 is in the way)"},
		{"makruk", "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR b - - 0 1", "a8a1", "MK-6", "(a6 is in the way)"},
		{"makruk", "", "d1c1", "MK-2", "a khun cannot capture its own side's khon on c1"},
		{"cambodian", "", "h1h8", "MK-6", "(h3 is in the way)"},
		{"asean", "", "a1a5", "MK-6", "(a3 is in the way)"},
		{"shatranj", "", "b1d2", "SH-5", "an asb cannot capture its own side's baidaq on d2"},
		{"shatranj", "", "a1a3", "SH-6", "a rukh does not pass a piece (a2 is in the way)"},
		{"shatranj", "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR b - - 0 1", "a8a1", "SH-6", "(a7 is in the way)"},
		{"chator", "", "b1d2", "CH-3", "a kuda cannot capture its own side's bidak on d2"},
		{"chator", "", "a1a8", "CH-3", "a tor does not pass a piece (a2 is in the way)"},
		{"sittuyin", sittuyinFEN, "a1a4", "ST-7", "a yahhta does not pass a piece (a3 is in the way)"},
		{"sittuyin", sittuyinFEN, "a1a3", "ST-7", "a yahhta cannot capture its own side's ne on a3"},
		{"shatar", "", "a1a2", "SR-6", "the tereg cannot capture its own side's khüü on a2"},
		{"shatar", "", "a1a3", "SR-6", "a tereg does not pass a piece (a2 is in the way)"},
		{"qiguo", "", "a13a10", "QG-21", "a horseman cannot capture its own side's general on a10"},
		{"qiguo", "", "a11a5", "QG-7", "a pian does not pass a piece (a10 is in the way)"},
	} {
		g, err := chaturanga.NewGame(c.variant, "", c.fen)
		if err != nil {
			t.Fatalf("%s %q: %v", c.variant, c.fen, err)
		}
		_, err = g.PlayText(c.move)
		var me *core.MoveError
		if !errors.Is(err, core.ErrIllegalMove) || !errors.As(err, &me) || me.Rule != c.rule || !strings.Contains(me.Msg, c.want) {
			t.Errorf("%s %s: %v; want %s: ...%s...", c.variant, c.move, err, c.rule, c.want)
		}
	}
}

// Errors say what was asked and name the pair at fault (issue 25): a
// claim with nothing to claim, a resignation out of turn by the side's
// name, the lone raja's power (CH-18) and a seating outside QG-22's
// presets by the states at fault.
func TestErrorsSayWhatWasAsked(t *testing.T) {
	g, _ := chaturanga.NewGame("makruk", "", "")
	err := g.Claim(core.Repetition)
	if !errors.Is(err, core.ErrIllegalMove) || !strings.Contains(err.Error(), "a draw by repetition was asked, but there is nothing to claim now") {
		t.Errorf("Claim: %v", err)
	}
	q, _ := chaturanga.NewGame("qiguo", "", "")
	p := q.Position()
	err = q.Resign(3)
	if !errors.Is(err, core.ErrIllegalMove) || !strings.Contains(err.Error(), p.SideName(3)+": a side resigns on its turn, and "+p.SideName(0)+" is to move") || strings.Contains(err.Error(), "color") {
		t.Errorf("Resign out of turn: %v", err)
	}
	c, err := chaturanga.NewGame("chator", "default LoneKing=MovesAsAnyPiece", "8/8/8/8/8/8/8/KN5k w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	_, err = c.PlayText("b1c3")
	var me *core.MoveError
	if !errors.As(err, &me) || me.Rule != "CH-18" || me.Msg != "under LoneKing MovesAsAnyPiece the enemy's lone raja on h1 would attack the own raja on a1 as a tor does" {
		t.Errorf("CH-18: %v", err)
	}
	for seating, want := range map[string]string{
		"Qin+Chu,Han,Wei,Qi,Yan,Zhao":  "Qin and Chu have one player (Qin+Chu); with 6 players they have two (QG-22)",
		"Qin,Chu,Han,Wei,Qi,Yan+Zhao":  "Qin's player controls only Qin; with 6 players it controls two states (QG-22)",
		"Qin+Han+Wei,Chu,Qi+Yan,Zhao":  "Qin's player controls Qin+Han+Wei (3 states); with 4 players it controls two states (QG-22)",
		"Qin+Han,Chu+Qi,Wei+Yan,Zhao":  "Chu and Qi have one player (Chu+Qi); with 4 players they have two (QG-22)",
		"Qin+Han,Chu+Wei,Qi+Yan+Zhao":  "Qin's player controls Qin+Han (2 states); with 3 players it controls three states (QG-22)",
		"Qin+Han,Chu+Wei+Yan,Qi,Zhao":  "Chu's player controls Chu+Wei+Yan (3 states); with 4 players it controls two states (QG-22)",
		"Qin+Han,Chu,Wei,Qi,Yan,Zhao+": "",
	} {
		_, err := chaturanga.NewGame("qiguo", "default Alliances="+seating, "")
		if want == "" {
			continue
		}
		if !errors.Is(err, core.ErrSyntax) || !strings.Contains(err.Error(), want) {
			t.Errorf("seating %s: %v, want %q", seating, err, want)
		}
	}
}
