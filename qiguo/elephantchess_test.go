package qiguo

import (
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
)

// Under ElephantChess the seats are named Qin, Chu, Han, Qi, Wei, Zhao,
// Yan, lettered w, r, o, b, g, p, d.

// ElephantChess: a general capture defeats the owner; its pieces are
// recoloured to the capturer and count as the capturer's captures and the
// owner's losses.
func TestElephantChessGeneralCapture(t *testing.T) {
	p := setup(t, ElephantChess, "", "wR@a1", "rQ@a5", "rR@c3", "rS@c4", "oQ@s1", "wQ@s19")
	p = play(t, p, "a1a5")
	if by, ok := p.DefeatedBy(SouthWest); !ok || by != West {
		t.Fatalf("Chu defeated %v by %v", ok, by)
	}
	if p.At(core.MustParseSquare("c3")) != core.MakePiece(West, Pian) {
		t.Errorf("c3 holds %v, want a Qin pian (recoloured)", p.At(core.MustParseSquare("c3")))
	}
	if want := board("wR@a5", "wR@c3", "wS@c4", "oQ@s1", "wQ@s19"); p.BoardField() != want {
		t.Errorf("board %s, want %s", p.BoardField(), want)
	}
	if p.Captures(West) != 3 || p.Losses(SouthWest) != 3 || p.Captured(SouthWest, West) != 3 {
		t.Errorf("transfers count: %s", p.FEN())
	}
}

// ElephantChess: the tenth loss in total defeats; the army, its general
// too, goes to the live state with most captures in total, not the
// capturer; a state may own several generals and loses with any.
func TestElephantChessTenLosses(t *testing.T) {
	p := setup(t, ElephantChess, "w r:o9 - 1", "wR@a1", "rS@a5", "rQ@h8", "rR@c3", "oQ@s1", "wQ@s19")
	p = play(t, p, "a1a5")
	if by, ok := p.DefeatedBy(SouthWest); !ok || by != SouthEast {
		t.Fatalf("Chu defeated %v by %s, want Han (9 captures against Qin's 1)", ok, ElephantChess.StateName(by))
	}
	if p.At(core.MustParseSquare("h8")) != core.MakePiece(SouthEast, General) {
		t.Error("the general passes with the army")
	}
	if p.Captures(SouthEast) != 11 || p.Losses(SouthWest) != 12 {
		t.Errorf("captures %d, losses %d: %s", p.Captures(SouthEast), p.Losses(SouthWest), p.FEN())
	}
	if p.Side() != SouthEast {
		t.Fatal("Han to move")
	}
	// Han owns two generals; losing either defeats it
	p = setup(t, ElephantChess, "", "wR@a1", "oQ@a5", "oQ@s1", "wQ@s19")
	p = play(t, p, "a1a5")
	if by, ok := p.DefeatedBy(SouthEast); !ok || by != West || p.At(core.MustParseSquare("s1")) != core.MakePiece(West, General) {
		t.Errorf("Han with two generals loses one: %s", p.FEN())
	}
}

// ElephantChess: no passing, no friendliness between one player's states.
func TestElephantChessNoPassNoFriends(t *testing.T) {
	p := setup(t, ElephantChess, "r", "wQ@s19", "rQ@a1", "bG@a2", "bG@b1", "bG@b2")
	if n := p.CountLegalMoves(); n != 0 || p.Outcome().IsOver() {
		t.Errorf("a boxed-in state has %d moves, outcome %v", n, p.Outcome())
	}
	wantIllegal(t, p, "pass", "QG-4")
	r := mustSeat(t, ElephantChess, []string{"Qin", "Han"}, []string{"Chu"}, []string{"Wei"}, []string{"Qi"}, []string{"Yan"}, []string{"Zhao"})
	p = setup(t, r, "", "wR@a1", "oS@a5", "oQ@s1")
	if !legal(p, "a1a5") {
		t.Error("elephantchess: one player's states are not friendly")
	}
}

// ElephantChess: the capture-count win is checked first.
func TestElephantChessVictoryOrder(t *testing.T) {
	// Qin has defeated Han (transfers counted) and has 29 captures; it
	// captures Chu's general: a second defeat and more than thirty captures
	p := setup(t, ElephantChess, "w o:w12,b:w9,g:w8 o:w 1", "wR@a1", "rQ@a5", "rR@c3", "gQ@s1", "wQ@s19")
	p = play(t, p, "a1a5")
	if o := p.Outcome(); !o.Equal(core.Win(West, core.CaptureCount)) {
		t.Errorf("outcome %v, want Qin by capture count", o)
	}
}
