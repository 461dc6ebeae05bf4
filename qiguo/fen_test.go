package qiguo

import (
	"errors"
	"strings"
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
)

// The spec's interop check: with WikipediaNames and ElephantChessLayout
// the start board field is elephantchess.io's published start position.
func TestInteropElephantChessStart(t *testing.T) {
	r := Rules{WikipediaNames: true, ElephantChessLayout: true}
	if got := StartBoard(r); got != ElephantChessStart {
		t.Errorf("start board\n got %s\nwant %s", got, ElephantChessStart)
	}
	if got := StartBoard(ElephantChess); got != ElephantChessStart {
		t.Errorf("ElephantChess start board\n got %s\nwant %s", got, ElephantChessStart)
	}
	// and reading it back gives the start position
	p := MustParseFEN(ElephantChessStart, ElephantChess)
	s := StartPosition(ElephantChess)
	if p.FEN() != s.FEN() || p.Hash() != s.Hash() {
		t.Errorf("board-only start %s, start %s", p.FEN(), s.FEN())
	}
}

func TestStartFEN(t *testing.T) {
	want := "2pNpSpBpQpRpSpN1dNdSdBdQdRdSdN2/3pNpSpCpSpN3dNdSdCdSdN3/4pApWpA5dAdWdA3bN/5pH7dH3bNbS/5pG7dG2bAbSbB/14bGbHbWbCbQ/wN15bAbSbR/wSwN15bNbS/wRwSwA15bN/wQwCwWwHwG14/wBwSwA15gN/wSwN15gNgS/wN15gAgSgB/14gGgHgWgCgQ/5oG7rG2gAgSgR/5oH7rH3gNgS/4oAoWoA5rArWrA3gN/3oNoSoCoSoN3rNrSrCrSrN3/2oNoSoRoQoBoSoN1rNrSrRrQrBrSrN2 w - - 1"
	if got := StartFEN(Default); got != want {
		t.Errorf("start\n got %s\nwant %s", got, want)
	}
}

func TestParseFENFields(t *testing.T) {
	full := board("wQ@a10", "oQ@f1", "rS@m2", "gQ@s6", "bQ@s14", "dQ@n19", "pQ@f19") + " b o:w3r1,r:g10 r:g 4"
	p := MustParseFEN(full, Default)
	if p.FEN() != full {
		t.Errorf("round trip\n got %s\nwant %s", p.FEN(), full)
	}
	// the board alone: the first state to move, nothing captured
	generals := board("wQ@a10", "oQ@f1", "rQ@n1", "gQ@s6", "bQ@s14", "dQ@n19", "pQ@f19")
	p = MustParseFEN(generals, Default)
	if p.Side() != West || p.Round() != 1 || p.Captures(West) != 0 || !p.Alive(SouthWest) {
		t.Errorf("board only: %s", p.FEN())
	}
	if got := p.FEN(); !strings.HasSuffix(got, " w - - 1") {
		t.Errorf("board only written back as %s", got)
	}
	// the order of the tallies is the order of the latest captures
	for _, f := range []string{"o:w4r4", "o:r4w4"} {
		p := MustParseFEN(generals+" w "+f, Default)
		if got := strings.Fields(p.FEN())[2]; got != f {
			t.Errorf("tallies %s written back as %s", f, got)
		}
	}
}

func TestParseFENErrors(t *testing.T) {
	b := board("wQ@a10", "oQ@f1")
	for _, tc := range []struct {
		fen   string
		err   error
		field string
	}{
		{"", core.ErrSyntax, "board"},
		{"19/19", core.ErrSyntax, "board"},
		{strings.Replace(b, "wQ", "xQ", 1), core.ErrSyntax, "board"},
		{strings.Replace(b, "wQ", "wK", 1), core.ErrSyntax, "board"},
		{strings.Replace(b, "wQ", "w", 1), core.ErrSyntax, "board"},
		{strings.Replace(b, "19", "20", 1), core.ErrSyntax, "board"},
		{strings.Replace(b, "19", "18", 1), core.ErrSyntax, "board"},
		{b + "/19", core.ErrSyntax, "board"},
		{board("wR@j10"), core.ErrIllegalPosition, "board"},
		{board("wQ@a1", "wQ@a2"), core.ErrIllegalPosition, "board"},
		{b + " x", core.ErrSyntax, "state to move"},
		{b + " ww", core.ErrSyntax, "state to move"},
		{b + " o - o:w", core.ErrIllegalPosition, "state to move"},
		{b + " w o:", core.ErrSyntax, "tallies"},
		{b + " w o:w", core.ErrSyntax, "tallies"},
		{b + " w o:w0", core.ErrSyntax, "tallies"},
		{b + " w o:o1", core.ErrSyntax, "tallies"},
		{b + " w o:w1w1", core.ErrSyntax, "tallies"},
		{b + " w o:w1,o:r1", core.ErrSyntax, "tallies"},
		{b + " w o:w1;", core.ErrSyntax, "tallies"},
		{b + " w - o", core.ErrSyntax, "defeats"},
		{b + " w - o:o", core.ErrIllegalPosition, "defeats"},
		{b + " w - r:g,g:r", core.ErrIllegalPosition, "defeats"},
		{b + " w - o:w", core.ErrIllegalPosition, "board"}, // Han's general is on the board
		{b + " w - - 0", core.ErrSyntax, "round"},
		{b + " w - - x", core.ErrSyntax, "round"},
		{b + " w - - 1 x", core.ErrSyntax, ""},
	} {
		_, err := ParseFEN(tc.fen, Default)
		var pe *core.ParseError
		if !errors.As(err, &pe) || !errors.Is(err, tc.err) {
			t.Errorf("%q: error %v, want %v", tc.fen, err, tc.err)
			continue
		}
		if pe.Field != tc.field {
			t.Errorf("%q: field %q, want %q (%v)", tc.fen, pe.Field, tc.field, err)
		}
		if pe.Offset < 0 || pe.Offset > len(tc.fen) {
			t.Errorf("%q: offset %d out of range", tc.fen, pe.Offset)
		}
	}
	// under the elephantchess rules a defeated state has no pieces
	if _, err := ParseFEN(board("wQ@a10", "rS@a1")+" w - r:w", ElephantChess); !errors.Is(err, core.ErrIllegalPosition) {
		t.Errorf("elephantchess: a defeated state's piece: %v", err)
	}
}

func TestMarshalText(t *testing.T) {
	p := StartPosition(Default)
	b, err := p.MarshalText()
	if err != nil || string(b) != "default|"+p.FEN() {
		t.Fatal(string(b), err)
	}
	var q Position
	if err := q.UnmarshalText(b); err != nil || q.FEN() != p.FEN() {
		t.Fatal(q.FEN(), err)
	}
}

func TestRulesByName(t *testing.T) {
	for _, r := range RuleSets() {
		got, err := RulesByName(strings.ToUpper(r.Name))
		if err != nil || got != r {
			t.Errorf("%s: %v %v", r.Name, got, err)
		}
	}
	if _, err := RulesByName("xiangqi"); !errors.Is(err, core.ErrUnknown) {
		t.Errorf("unknown rule set: %v", err)
	}
	if (Rules{}).normal() != Default {
		t.Error("the zero Rules is Default")
	}
	for c := range core.Color(NumStates) {
		for _, r := range RuleSets() {
			name := r.StateName(c)
			if got, err := r.StateByName(strings.ToLower(name)); err != nil || got != c {
				t.Errorf("%s: StateByName(%s) = %v, %v", r.Name, name, got, err)
			}
			if got := r.stateByLetter(r.StateLetter(c)); got != c {
				t.Errorf("%s: letter of %s", r.Name, name)
			}
		}
	}
	if c, err := Default.StateByName("秦"); err != nil || c != West {
		t.Error("StateByName(秦)")
	}
}

func TestMoveErrors(t *testing.T) {
	p := StartPosition(Default)
	for _, tc := range []struct {
		move string
		err  error
		rule string
	}{
		{"f2f9", core.ErrIllegalMove, "QG-4"},    // Han's cannon, Qin to move
		{"a10a11", core.ErrIllegalMove, "QG-21"}, // onto an own piece
		{"e10j10", core.ErrIllegalMove, "QG-2"},
		{"b10b20", core.ErrSyntax, ""},
		{"k10k11", core.ErrIllegalMove, ""}, // no piece there
		{"pass", core.ErrIllegalMove, "QG-4"},
		{"a10c10x", core.ErrSyntax, ""},
		{"R@a1", core.ErrSyntax, ""},
		{"a7a6q", core.ErrSyntax, ""},
	} {
		_, err := p.ParseMove(tc.move)
		var me *core.MoveError
		if !errors.As(err, &me) || !errors.Is(err, tc.err) {
			t.Errorf("%s: error %v, want %v", tc.move, err, tc.err)
			continue
		}
		if me.Rule != tc.rule {
			t.Errorf("%s: rule %q (%v), want %q", tc.move, me.Rule, err, tc.rule)
		}
	}
	// a finished game
	q := setup(t, Default, "w o:w1 o:w 1", "wR@a1", "rQ@a5", "gQ@s1", "wQ@s19")
	q = play(t, q, "a1a5")
	if _, err := q.ParseMove("s19s18"); !errors.Is(err, core.ErrGameOver) {
		t.Errorf("after the end: %v", err)
	}
	if _, err := q.Play(core.NewMove(core.MustParseSquare("s19"), core.MustParseSquare("s18"))); !errors.Is(err, core.ErrGameOver) {
		t.Errorf("Play after the end: %v", err)
	}
}

func TestParseLenient(t *testing.T) {
	p := StartPosition(Default)
	want, _ := p.ParseMove("a7c4")
	for _, s := range []string{"a7c4", "A7C4", "a7-c4", "a7 c4", "A7:C4"} {
		if m, err := p.ParseLenient(s); err != nil || m != want {
			t.Errorf("%q: %v %v", s, m, err)
		}
	}
	if _, err := p.ParseLenient("a7-c5"); !errors.Is(err, core.ErrIllegalMove) {
		t.Errorf("a7-c5: %v", err)
	}
	q := setup(t, Default, "o", "wQ@s19", "oQ@a1", "bG@a2", "gG@b1", "rG@b2", "bQ@s14", "gQ@s6", "rQ@n1")
	if m, err := q.ParseLenient("PASS"); err != nil || !m.IsPass() {
		t.Errorf("PASS: %v %v", m, err)
	}
}
