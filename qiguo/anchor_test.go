package qiguo

import (
	"github.com/chaturanga-go/chaturanga/core"
	"testing"

	"github.com/chaturanga-go/chaturanga/internal/tools/textkit"
)

// TestLAN pins the long algebraic notation, in the shape python-chess
// and Fairy-Stockfish give the 8x8 games, and its reading back by
// ParseLenient.
func TestLAN(t *testing.T) {
	p := StartPosition(Default)
	for _, c := range []struct{ move, want string }{
		{"a7c4", "Na7-c4"},
		{"c10d11", "Wc10-d11"},
	} {
		textkit.LAN(t, &p, c.move, c.want)
	}
	q := setup(t, Default, "", "wN@e5", "wN@e13", "wS@b2", "wS@b4", "wS@a3", "wS@c3", "oS@h9", "oS@d5", "wG@m5", "oG@m7", "wQ@s19", "oQ@s1")
	for _, c := range []struct{ move, want string }{
		{"e5d5", "Ne5xd5"},
		{"e5h9", "Ne5xh9"},
		{"e5d7", "Ne5-d7"},
		{"s19s2", "Qs19-s2"},
	} {
		textkit.LAN(t, &q, c.move, c.want)
	}
	for _, c := range []struct{ text, want string }{{"pass", "pass"}, {"resign", "resign"}} {
		m, err := ParseCoord(c.text)
		if err != nil {
			t.Fatal(err)
		}
		if got := q.LAN(m); got != c.want {
			t.Errorf("LAN(%s) = %q", c.text, got)
		}
	}
}

// TestBetza pins each piece's movement in Betza's notation; the cannon
// is the xiangqi cannon's mRcpR, and the horseman, a lame bent rider,
// is written in XBetza's multi-leg extension: a step W, then one, two or
// three diagonal steps outward ("afsW", "afsafW", "afsafafW"), and under
// the Default rules also the stop on the first point ("W").
func TestBetza(t *testing.T) {
	for k, want := range map[core.Kind]string{
		General: "Q", Pian: "R", Bi: "B", Bow: "Q4", Crossbow: "Q5", Dao: "F", Sword: "W",
		Cannon: "mRcpR", Horseman: "WafsWafsafWafsafafW", GoBetween: "mQ",
	} {
		if got := Movement(k).String(); got != want {
			t.Errorf("%v: %q, want %q", k, got, want)
		}
	}
	if got := ElephantChess.Movement(Horseman).String(); got != "afsWafsafWafsafafW" {
		t.Errorf("HorsemanMustTurn horseman: %q", got)
	}
}
