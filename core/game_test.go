package core_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/makruk"
	"github.com/chaturanga-go/chaturanga/qiguo"
)

func newMakrukGame(t *testing.T, moves ...string) *makruk.Game {
	t.Helper()
	g := makruk.NewGame(makruk.StartPosition(makruk.Default))
	for _, s := range moves {
		if _, err := g.PlayText(s); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
	return g
}

func TestGameResign(t *testing.T) {
	g := newMakrukGame(t, "e3e4", "d6d5")
	// It is White's turn; Black resigns all the same.
	if err := g.Resign(core.Black); err != nil {
		t.Fatal(err)
	}
	if o := g.Outcome(); !o.Equal(core.Win(core.White, core.Resignation)) {
		t.Fatalf("outcome %v", o)
	}
	if g.Termination() != "resignation" {
		t.Errorf("termination %q", g.Termination())
	}
	if err := g.Play(core.NewMove(core.MustParseSquare("e4"), core.MustParseSquare("d5"))); !errors.Is(err, core.ErrGameOver) {
		t.Errorf("play after resignation: %v", err)
	}
	if _, err := g.PlayText("exd5"); !errors.Is(err, core.ErrGameOver) {
		t.Errorf("PlayText after resignation: %v", err)
	}
	if err := g.AgreeDraw(); !errors.Is(err, core.ErrGameOver) {
		t.Errorf("AgreeDraw after resignation: %v", err)
	}
	if err := g.Resign(core.White); !errors.Is(err, core.ErrGameOver) {
		t.Errorf("second resignation: %v", err)
	}
	// Undo takes the resignation back, then the moves.
	if m, ok := g.Undo(); !ok || !m.IsZero() {
		t.Fatalf("undo of the resignation: %v %v", m, ok)
	}
	if g.Outcome().IsOver() || g.Len() != 2 {
		t.Fatalf("after undo: %v, %d moves", g.Outcome(), g.Len())
	}
	if _, err := g.PlayText("exd5"); err != nil {
		t.Fatal(err)
	}
	if err := g.Resign(core.Color(2)); !errors.Is(err, core.ErrIllegalMove) {
		t.Errorf("resignation of a third side: %v", err)
	}
}

func TestGameAgreeDraw(t *testing.T) {
	g := newMakrukGame(t, "e3e4")
	if err := g.AgreeDraw(); err != nil {
		t.Fatal(err)
	}
	if o := g.Outcome(); !o.Equal(core.Draw(core.Agreement)) || o.Result() != "1/2-1/2" {
		t.Fatalf("outcome %v", o)
	}
	if g.Claims() != 0 {
		t.Errorf("claims in a finished game: %v", g.Claims())
	}
}

func TestGameClaimRepetition(t *testing.T) {
	g := newMakrukGame(t)
	if err := g.Claim(core.Repetition); !errors.Is(err, core.ErrIllegalMove) {
		t.Fatalf("early claim: %v", err)
	}
	for range 2 {
		for _, s := range []string{"Nd2", "Nd7", "Nb1", "Nb8"} {
			if _, err := g.PlayText(s); err != nil {
				t.Fatal(err)
			}
		}
	}
	if g.Repetitions() != 3 || !g.Claims().Has(core.Repetition) {
		t.Fatalf("repetitions %d, claims %v", g.Repetitions(), g.Claims())
	}
	if err := g.Claim(core.Repetition); err != nil {
		t.Fatal(err)
	}
	if o := g.Outcome(); !o.Equal(core.Draw(core.Repetition)) {
		t.Fatalf("outcome %v", o)
	}
	if m, ok := g.LastMove(); !ok || m.To() != core.MustParseSquare("b8") {
		t.Errorf("last move %v", m)
	}
	san := g.SAN()
	if len(san) != 8 || san[0] != "Nd2" || san[7] != "Nb8" {
		t.Errorf("SAN %v", san)
	}
	g.Undo() // the claim
	g.Undo() // Nb8
	if g.Repetitions() != 2 || g.Claims().Has(core.Repetition) {
		t.Errorf("after undo: repetitions %d, claims %v", g.Repetitions(), g.Claims())
	}
}

func TestGameUndoRestoresPositions(t *testing.T) {
	g := newMakrukGame(t, "e3e4", "d6d5", "e4d5", "c6c5", "d5d6m")
	fen := func(p makruk.Position) string { return p.FEN() }
	start, want := fen(g.Start()), fen(g.Position())
	m, _ := g.Undo()
	if err := g.Play(m); err != nil {
		t.Fatal(err)
	}
	if got := fen(g.Position()); got != want {
		t.Fatalf("undo+replay %s, want %s", got, want)
	}
	for g.Len() > 0 {
		g.Undo()
	}
	if got := fen(g.Position()); got != start {
		t.Fatalf("all undone: %s, want %s", got, start)
	}
	if _, ok := g.Undo(); ok {
		t.Error("undo of an empty game")
	}
}

// A Qi Guo state resigns by an action of the position, on its turn.
func TestGameResignMultiPlayer(t *testing.T) {
	g := qiguo.NewGame(qiguo.StartPosition(qiguo.Default))
	if err := g.Resign(core.Color(3)); !errors.Is(err, core.ErrIllegalMove) {
		t.Errorf("a state resigning out of turn: %v", err)
	}
}

// An action is not a move for repetition: the position before the count
// started and after it are one occurrence.
func TestGameRepetitionAcrossAction(t *testing.T) {
	start := makruk.MustParseFEN("m6k/8/8/8/8/8/8/K6M w - - 0 1", makruk.Default)
	g := makruk.NewGame(start)
	for _, s := range []string{"count", "Kb1", "Kg8", "Ka1", "Kh8"} {
		if _, err := g.PlayText(s); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
	if n := g.Repetitions(); n != 2 || g.Claims().Has(core.Repetition) {
		t.Errorf("repetitions %d, claims %v; want 2 and no claim", n, g.Claims())
	}
}
func TestGameZero(t *testing.T) {
	var g makruk.Game
	if _, ok := g.Undo(); ok {
		t.Error("undo")
	}
	if err := g.Play(core.NewMove(core.MustParseSquare("e3"), core.MustParseSquare("e4"))); err == nil {
		t.Error("a move on the zero game")
	}
	_ = g.Outcome()
	_ = g.Claims()
	_ = g.Moves()
	_ = g.SAN()
}

// A finished game's error names the winner in the game's words: a Qi Guo
// state by its name, never "side 3".
func TestGameOverNamesTheWinner(t *testing.T) {
	g := makruk.NewGame(makruk.StartPosition(makruk.Default))
	g.Resign(core.White)
	_, err := g.PlayText("e4")
	if err == nil || !strings.Contains(err.Error(), "black wins by resignation") {
		t.Errorf("makruk: %v", err)
	}
	q := qiguo.NewGame(qiguo.StartPosition(qiguo.Default))
	for range qiguo.NumStates - 1 {
		p := q.Position()
		if err := q.Resign(p.Side()); err != nil {
			t.Fatal(err)
		}
	}
	o := q.Outcome()
	p := q.Position()
	if !o.IsOver() {
		t.Fatalf("six resignations: %v", o)
	}
	_, err = q.PlayText("pass")
	if err == nil || !strings.Contains(err.Error(), p.SideName(o.Winner)+" wins by") || strings.Contains(err.Error(), "side ") {
		t.Errorf("qiguo: %v", err)
	}
}

// End ends a game outside its rules, like a resignation: the outcome and
// its words, no more moves, and Undo takes it back.
func TestGameEnd(t *testing.T) {
	g := newMakrukGame(t, "e3e4", "d6d5")
	if g.Termination() != "" {
		t.Fatalf("a game going on: %q", g.Termination())
	}
	if err := g.End(core.Win(core.White, core.TimeForfeit), ""); err != nil {
		t.Fatal(err)
	}
	if o := g.Outcome(); !o.Equal(core.Win(core.White, core.TimeForfeit)) || g.Termination() != "time forfeit" || o.String() != "1-0 time-forfeit" {
		t.Errorf("%v %q", o, g.Termination())
	}
	if _, err := g.PlayText("e4d5"); !errors.Is(err, core.ErrGameOver) {
		t.Errorf("a move after End: %v", err)
	}
	if err := g.Resign(core.Black); !errors.Is(err, core.ErrGameOver) {
		t.Errorf("a resignation after End: %v", err)
	}
	if m, ok := g.Undo(); !ok || m != (core.Move{}) || g.Outcome().IsOver() || g.Len() != 2 {
		t.Fatalf("Undo: %v %v %v", m, ok, g.Outcome())
	}
	for r, word := range map[core.Reason]string{core.Adjudication: "adjudication", core.RulesInfraction: "rules infraction", core.Abandoned: "abandoned", core.Emergency: "emergency", core.Death: "death", core.OtherEnding: "other"} {
		if err := g.End(core.Draw(r), ""); err != nil || g.Termination() != word || !r.Outside() {
			t.Errorf("%v: %v %q", r, err, g.Termination())
		}
		g.Undo()
	}
	if err := g.End(core.Win(core.Black, core.Abandoned), "Abandoned"); err != nil || g.Termination() != "Abandoned" {
		t.Errorf("words as given: %v %q", err, g.Termination())
	}
	g.Undo()
	for _, bad := range []core.Outcome{{}, core.Win(core.White, core.Checkmate), core.Draw(core.Repetition), core.Win(core.Color(3), core.TimeForfeit)} {
		if err := g.End(bad, ""); !errors.Is(err, core.ErrIllegalMove) || g.Outcome().IsOver() {
			t.Errorf("End(%v): %v", bad, err)
		}
	}
	if core.Checkmate.Outside() || core.Resignation.Outside() || !core.TimeForfeit.Outside() {
		t.Error("Reason.Outside")
	}
}

// The game's seek (the position before a move that SetNotes replayed
// last) does not outlive an Undo of that move.
func TestNotesSeekAfterUndo(t *testing.T) {
	g := newMakrukGame(t, "e3e4", "d6d5", "b1d2")
	if err := g.SetNotes(2, core.Notes{Variations: []core.Variation{variation(t, g, 2, "g1e2")}}); err != nil {
		t.Fatal(err)
	}
	g.Undo()
	g.Undo()
	if _, err := g.PlayText("c6c5"); err != nil {
		t.Fatal(err)
	}
	if _, err := g.PlayText("b1d2"); err != nil {
		t.Fatal(err)
	}
	// From the new position before ply 2 (after e3e4 c6c5): c5c4 is legal
	// only there, not after d6d5.
	if err := g.SetNotes(2, core.Notes{Variations: []core.Variation{{{Move: mv("g1e2")}, {Move: mv("c5c4")}}}}); err != nil {
		t.Errorf("seek outlived Undo: %v", err)
	}
}

// BenchmarkGamePlayUndo plays a line of 64 moves of Makruk in a Game and
// takes them back: the hot path of a bot that searches through a Game
// (no allocations once the history has grown).
func BenchmarkGamePlayUndo(b *testing.B) {
	g := makruk.NewGame(makruk.StartPosition(makruk.Default))
	var line []core.Move
	for i := range 64 {
		line = append(line, mv([]string{"b1d2", "b8d7", "d2b1", "d7b8"}[i%4]))
	}
	b.ReportAllocs()
	for b.Loop() {
		for _, m := range line {
			if err := g.Play(m); err != nil {
				b.Fatal(err)
			}
		}
		for range line {
			g.Undo()
		}
	}
}
