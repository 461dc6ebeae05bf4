package core_test

import (
	"errors"
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
	if o := g.Outcome(); o != core.Win(core.White, core.Resignation) {
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
	if o := g.Outcome(); o != core.Draw(core.Agreement) || o.Result() != "1/2-1/2" {
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
	if o := g.Outcome(); o != core.Draw(core.Repetition) {
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
