package qiguo

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/notation"
)

var resign = core.NewAction(core.Resign)

// A state resigns on its turn: its army leaves the board, it is out of the
// game credited to nobody, and the turn passes on.
func TestResign(t *testing.T) {
	p := StartPosition(Default)
	if p.IsLegal(resign) {
		t.Error("resign is never among the legal moves")
	}
	for _, m := range p.AppendLegalMoves(nil) {
		if m.Action() != core.NoAction {
			t.Fatal("an action among the legal moves")
		}
	}
	q, err := p.Play(resign)
	if err != nil {
		t.Fatal(err)
	}
	for _, pc := range q.Pieces() {
		if pc.Color() == West {
			t.Fatalf("a Qin piece is left: %s", q.FEN())
		}
	}
	if by, ok := q.DefeatedBy(West); !ok || by != core.NoColor || !q.Resigned(West) || q.Alive(West) || q.Controller(West) != core.NoColor {
		t.Errorf("Qin after resigning: DefeatedBy %v %v, Resigned %v, Alive %v, Controller %v", by, ok, q.Resigned(West), q.Alive(West), q.Controller(West))
	}
	if q.Side() != SouthWest || q.Round() != 1 || q.Outcome().IsOver() || q.Captures(SouthWest) != 0 || q.Losses(West) != 0 {
		t.Errorf("after Qin resigns: %s", q.FEN())
	}
	if !strings.HasSuffix(q.FEN(), " o - w:- 1") {
		t.Errorf("FEN %s", q.FEN())
	}
	back, err := ParseFEN(q.FEN(), Default)
	if err != nil || !back.Equal(q) || back.Hash() != q.Hash() {
		t.Fatalf("the FEN reads back: %v", err)
	}
	// in place, through the interface
	var cp core.Position = p.Clone()
	if err := cp.PlayMove(resign); err != nil || cp.FEN() != q.FEN() {
		t.Errorf("PlayMove(resign): %v", err)
	}
	// the move texts
	for _, parse := range []func(string) (core.Move, error){p.ParseMove, p.ParseSAN, p.ParseLenient} {
		if m, err := parse("resign"); err != nil || m != resign {
			t.Errorf("parse resign: %v %v", m, err)
		}
	}
	if m, err := p.ParseLenient(" RESIGN "); err != nil || m != resign {
		t.Errorf("lenient RESIGN: %v", err)
	}
	if _, err := p.ParseSAN("Resign"); !errors.Is(err, core.ErrSyntax) || !strings.Contains(err.Error(), "write resign") {
		t.Errorf("strict Resign: %v", err)
	}
	if FormatMove(resign) != "resign" || p.SAN(resign) != "resign" || p.MoveText(resign) != "resign" {
		t.Error("resign is written resign")
	}
	if m, err := ParseCoord("resign"); err != nil || m != resign {
		t.Errorf("ParseCoord(resign): %v", err)
	}
	// other actions are not Qi Guo's
	for _, s := range []string{"count", "stop-count"} {
		if _, err := ParseCoord(s); !errors.Is(err, core.ErrSyntax) {
			t.Errorf("ParseCoord(%s): %v", s, err)
		}
	}
	if _, err := p.Play(core.NewAction(core.StartCount)); !errors.Is(err, core.ErrIllegalMove) {
		t.Errorf("Play(count): %v", err)
	}
	if p.IsCapture(resign) || p.GivesCheck(resign) {
		t.Error("IsCapture or GivesCheck of resign")
	}
}

// A state that resigns takes the armies it controls off the board with
// its own (QG-17's transfers); the game goes on among the others.
func TestResignTakesControlledArmies(t *testing.T) {
	p := setup(t, Default, "o - r:o 3", "wQ@a10", "oQ@f1", "oR@e1", "rS@m2", "rR@m1", "gQ@s6")
	if p.Controller(SouthEast) != SouthWest {
		t.Fatal("Han controls Chu's army")
	}
	q, err := p.Play(resign)
	if err != nil {
		t.Fatal(err)
	}
	if q.At(core.MustParseSquare("m2")) != core.NoPiece || q.At(core.MustParseSquare("e1")) != core.NoPiece {
		t.Errorf("Han's and Chu's armies are off the board: %s", q.FEN())
	}
	if q.Controller(SouthEast) != core.NoColor || q.Controller(SouthWest) != core.NoColor {
		t.Error("no one controls them")
	}
	if q.Side() != EastSouth || q.Outcome().IsOver() {
		t.Errorf("Wei to move, the game goes on: %s", q.FEN())
	}
	back, err := ParseFEN(q.FEN(), Default)
	if err != nil || !back.Equal(q) {
		t.Fatalf("%s reads back: %v", q.FEN(), err)
	}
	// Chu's army back on the board is refused: its controller resigned
	if _, err := ParseFEN(board("wQ@a10", "rS@m2", "gQ@s6")+" g - r:o,o:- 3", Default); !errors.Is(err, core.ErrIllegalPosition) || !strings.Contains(err.Error(), "Han resigned") {
		t.Errorf("a resigned controller's army on the board: %v", err)
	}
	if _, err := ParseFEN(board("wQ@a10", "gQ@s6")+" o - o:- 3", Default); !errors.Is(err, core.ErrIllegalPosition) || !strings.Contains(err.Error(), "Han resigned") {
		t.Errorf("a resigned state to move: %v", err)
	}
}

// When a resignation leaves one player's states, the game ends (QG-19:
// last standing); the winner is the live state that moved last, before
// the one that resigned, and the position read from its FEN says the
// same. After that, nothing may be played, resign included.
func TestResignEndsGame(t *testing.T) {
	p := setup(t, Default, "o - r:w,g:o,b:r,d:g,p:b 9", "wQ@a10", "oQ@f1")
	if p.Outcome().IsOver() {
		t.Fatal(p.Outcome())
	}
	q, err := p.Play(resign)
	if err != nil {
		t.Fatal(err)
	}
	if o := q.Outcome(); !o.Equal(core.Win(West, core.LastStanding)) {
		t.Errorf("outcome %v", o)
	}
	back, _ := ParseFEN(q.FEN(), Default)
	if !back.Outcome().Equal(q.Outcome()) {
		t.Errorf("read back: %v", back.Outcome())
	}
	if _, err := q.Play(resign); !errors.Is(err, core.ErrGameOver) {
		t.Errorf("resign after the end: %v", err)
	}
	// four players: Qin+Han, Chu+Wei, Qi+Yan, Zhao; only Qin's player
	// and Zhao are left, and Zhao resigns
	r, _ := Default.WithAlliances([]string{"Qin", "Han"}, []string{"Chu", "Wei"}, []string{"Qi", "Yan"}, []string{"Zhao"})
	p = setup(t, r, "p - r:w,g:o,b:r,d:g 5", "wQ@a10", "oQ@f1", "pQ@f19")
	q = play(t, p, "resign")
	// Zhao resigned after Han moved: Han is the last of Qin's player's
	// states to have moved
	if o := q.Outcome(); !o.Equal(core.Win(SouthWest, core.LastStanding)) {
		t.Errorf("four players: outcome %v", o)
	}
	back, _ = ParseFEN(q.FEN(), r)
	if !back.Outcome().Equal(q.Outcome()) {
		t.Errorf("four players read back: %v", back.Outcome())
	}
}

// A whole game through core.Game with a resignation: played, undone,
// written to a record with the word "resign" and read back to the same
// game and outcome.
func TestResignGame(t *testing.T) {
	r, _ := Default.WithAlliances([]string{"Qin", "Han"}, []string{"Chu", "Wei"}, []string{"Qi", "Yan"}, []string{"Zhao"})
	g := NewGame(StartPosition(r))
	for _, s := range []string{"a13d11", "resign", "k1g4", "r4p5", "resign", "q19s18", "f16g16", "c10g6", "n3o4", "resign"} {
		p := g.Position()
		m, err := p.ParseLenient(s)
		if err == nil {
			err = g.Play(m)
		}
		if err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
	p := g.Position()
	if !p.Resigned(SouthWest) || !p.Resigned(EastNorth) || !p.Resigned(EastSouth) || p.Outcome().IsOver() {
		t.Fatalf("Han, Qi and Wei resigned: %s", p.FEN())
	}
	// Undo takes a resignation back
	if m, ok := g.Undo(); !ok || m != resign {
		t.Fatal("undo")
	}
	if p := g.Position(); p.Resigned(EastSouth) || p.Side() != EastSouth {
		t.Error("Wei's resignation taken back")
	}
	if err := g.Play(resign); err != nil {
		t.Fatal(err)
	}
	// Yan resigns too; Qin's and Chu's players and Zhao play on
	for _, s := range []string{"resign", "h18i16"} {
		p := g.Position()
		m, err := p.ParseLenient(s)
		if err == nil {
			err = g.Play(m)
		}
		if err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
	rec := NewRecord(g)
	text := notation.AppendPGN(nil, rec)
	if !bytes.Contains(text, []byte(" resign ")) || !bytes.Contains(text, []byte(`[Rules "default Alliances=Qin+Han,Chu+Wei,Qi+Yan,Zhao"]`)) {
		t.Errorf("record:\n%s", text)
	}
	back, err := NewReader(bytes.NewReader(text)).Next()
	if err != nil {
		t.Fatal(err)
	}
	g2, err := ReadRecord(back, Default)
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	p2, p1, s2 := g2.Position(), g.Position(), g2.Start()
	if !p2.Equal(p1) || !g2.Outcome().Equal(g.Outcome()) || s2.Rules() != r {
		t.Errorf("reread: %s\n%s", p2.FEN(), p1.FEN())
	}
}

// Resignation under the elephantchess rules: the state's pieces (those it
// owns, received ones included) leave the board.
func TestResignElephantChess(t *testing.T) {
	p := StartPosition(ElephantChess)
	q, err := p.Play(resign)
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(q.BoardField(), "w"); n != 0 || q.Side() != SouthWest {
		t.Errorf("after Qin resigns: %s", q.FEN())
	}
	back, err := ParseFEN(q.FEN(), ElephantChess)
	if err != nil || !back.Equal(q) {
		t.Errorf("read back: %v", err)
	}
}

// Property: in random games with resignations, every position reads back
// from its text form exactly, resigned states have no pieces and are
// skipped, and a game over has no moves.
func TestResignProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		r := drawRules(t)
		p := StartPosition(r)
		for range rapid.IntRange(0, 300).Draw(t, "plies") {
			if p.Outcome().IsOver() {
				if _, err := p.Play(resign); !errors.Is(err, core.ErrGameOver) {
					t.Fatalf("resign after the end: %v", err)
				}
				break
			}
			moves := p.AppendLegalMoves(nil)
			var m core.Move
			if len(moves) == 0 || rapid.IntRange(0, 30).Draw(t, "resign?") == 0 {
				m = resign
			} else {
				m = moves[rapid.IntRange(0, len(moves)-1).Draw(t, "move")]
			}
			mover := p.Side()
			q, err := p.Play(m)
			if err != nil {
				t.Fatalf("%s: %v: %v", p.FEN(), m, err)
			}
			p = q
			if m == resign && (!p.Resigned(mover) || p.Side() == mover && !p.Outcome().IsOver()) {
				t.Fatalf("%s resigned: %s", p.SideName(mover), p.FEN())
			}
			text, _ := p.MarshalText()
			var back Position
			if err := back.UnmarshalText(text); err != nil || !back.Equal(p) || !back.Outcome().Equal(p.Outcome()) || back.Hash() != p.Hash() {
				t.Fatalf("%s: read back %v, outcome %v vs %v", text, err, back.Outcome(), p.Outcome())
			}
			for c := range core.Color(NumStates) {
				if p.Resigned(c) && p.King(c) != core.NoSquare {
					t.Fatalf("%s resigned but has a general: %s", p.SideName(c), p.FEN())
				}
			}
		}
	})
}

// core.Game's Resign plays the resignation of the state to move (only on
// its turn); AgreeDraw ends a game the players stop, which a record writes
// as 1/2-1/2 with the Termination "agreement"; a win prints with the
// state's name.
func TestGameEndings(t *testing.T) {
	g := NewGame(setup(t, Default, "o - r:w,g:o,b:r,d:g,p:b 9", "wQ@a10", "oQ@f1"))
	if err := g.Resign(West); !errors.Is(err, core.ErrIllegalMove) {
		t.Errorf("Qin resigns on Han's turn: %v", err)
	}
	if err := g.Resign(SouthWest); err != nil {
		t.Fatal(err)
	}
	p := g.Position()
	o := g.Outcome()
	if !o.Equal(core.Win(West, core.LastStanding)) || o.Format(p.SideName) != "Qin wins by last-standing" || g.Termination() != "last-standing" {
		t.Errorf("outcome %v %q", o, o.Format(p.SideName))
	}
	if err := g.Play(core.NewPass()); !errors.Is(err, core.ErrGameOver) {
		t.Errorf("after the end: %v", err)
	}
	text := notation.AppendPGN(nil, NewRecord(g))
	if !bytes.Contains(text, []byte("[Result \"Qin\"]")) || !bytes.Contains(text, []byte("[Termination \"last-standing\"]")) || !bytes.HasSuffix(text, []byte("resign Qin\n\n")) {
		t.Errorf("record:\n%s", text)
	}
	// an agreed end
	g = NewGame(StartPosition(Default))
	if _, err := g.PlayText("Nc4"); err != nil {
		t.Fatal(err)
	}
	if err := g.AgreeDraw(); err != nil {
		t.Fatal(err)
	}
	text = notation.AppendPGN(nil, NewRecord(g))
	if !bytes.Contains(text, []byte("[Result \"1/2-1/2\"]")) || !bytes.Contains(text, []byte("[Termination \"agreement\"]")) {
		t.Errorf("record:\n%s", text)
	}
	rec, err := NewReader(bytes.NewReader(text)).Next()
	if err != nil {
		t.Fatal(err)
	}
	g2, err := ReadRecord(rec, Default)
	if err != nil || !g2.Outcome().Equal(core.Draw(core.Agreement)) || g2.Len() != 1 {
		t.Errorf("reread: %v %v", g2.Outcome(), err)
	}
	// 1/2-1/2 without the agreement is refused: Qi Guo has no draw
	rec, _ = NewReader(strings.NewReader("1. a7c4 1/2-1/2\n")).Next()
	if _, err := ReadRecord(rec, Default); !errors.Is(err, core.ErrSyntax) || !strings.Contains(err.Error(), "QG-28") {
		t.Errorf("a draw without agreement: %v", err)
	}
	// a result the moves do not explain
	rec, _ = NewReader(strings.NewReader("1. a7c4 Qi\n")).Next()
	if _, err := ReadRecord(rec, Default); !errors.Is(err, core.ErrSyntax) || !strings.Contains(err.Error(), "the game goes on") {
		t.Errorf("an unexplained winner: %v", err)
	}
	rec, _ = NewReader(strings.NewReader("[Result \"Qin\"]\n\n1. a7c4 Qi\n")).Next()
	if _, err := ReadRecord(rec, Default); !errors.Is(err, core.ErrSyntax) || !strings.Contains(err.Error(), "the Result tag says") {
		t.Errorf("a Result tag that disagrees: %v", err)
	}
}
