package qiguo

import (
	"errors"
	"reflect"
	"strings"
	"sync"
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/notation"
)

// Regression tests for issue 12, finding 3 (shared mutable state) and
// finding 6 (positions that should be refused). Run them under
// go test -race: TestRegressionSharedStateRace is the race check.

const regressRecord = "[Event \"x\"]\n[Rules \"default\"]\n\n1. a13d11 h2g4 *\n\n[Event \"y\"]\n\n1. a7c4 *\n"

// Finding 3: rec.Style.Results was the package's own state-name table;
// writing to it renamed a state for the whole process (the start FEN then
// held a NUL byte and did not read back).
func TestRegressionRecordStyleResults(t *testing.T) {
	start := StartFEN(Default)
	rec, err := NewReader(strings.NewReader(regressRecord)).Next()
	if err != nil {
		t.Fatal(err)
	}
	g, err := ReadRecord(rec, Default)
	if err != nil {
		t.Fatal(err)
	}
	for _, style := range []*notation.PGNStyle{rec.Style, NewRecord(g).Style} {
		for i := range style.Results {
			style.Results[i] = ""
		}
		for i := range style.Roster {
			style.Roster[i] = "\x00"
		}
	}
	if got := StartFEN(Default); got != start || strings.ContainsRune(got, 0) {
		t.Fatalf("the start FEN changed: %q", got)
	}
	if _, err := ParseFEN(start, Default); err != nil {
		t.Fatal(err)
	}
	if Default.StateName(West) != "Qin" || ElephantChess.StateName(SouthWest) != "Chu" {
		t.Fatal("a state was renamed")
	}
	style := NewRecord(g).Style
	if style.Results[0] != "Qin" || style.Roster[4] != "Qin" {
		t.Errorf("a new record's style: %v %v", style.Results, style.Roster)
	}
}

// Finding 3: NewReader shared one style between all readers.
func TestRegressionNewReaderStyle(t *testing.T) {
	r1, r2 := NewReader(strings.NewReader(regressRecord)), NewReader(strings.NewReader(regressRecord))
	a, err := r1.Next()
	if err != nil {
		t.Fatal(err)
	}
	b, err := r2.Next()
	if err != nil {
		t.Fatal(err)
	}
	if a.Style == b.Style {
		t.Fatal("two readers share a style")
	}
	a.Style.Results[0] = "Rome"
	a.Style.Roster[0] = "Rome"
	if b.Style.Results[0] != "Qin" || b.Style.Roster[0] != "Event" {
		t.Error("changing one reader's style changed the other's")
	}
	c, err := NewReader(strings.NewReader("1. a13d11 Qin\n")).Next()
	if err != nil || c.Result != "Qin" {
		t.Errorf("a new reader after the change: %v %v", c, err)
	}
}

// Finding 3: Movement(k) returned the package's own slices.
func TestRegressionMovementCopy(t *testing.T) {
	start := StartPosition(Default)
	perft := start.Perft(2)
	for _, r := range RuleSets() {
		for _, k := range pieceKinds {
			want := r.Movement(k)
			m := r.Movement(k)
			for i := range m {
				m[i] = core.Atom{}
			}
			_ = append(m, core.Leap(core.Offset{File: 5, Rank: 5}))
			if got := r.Movement(k); !reflect.DeepEqual(got, want) {
				t.Fatalf("%s: Movement(%v) was changed through a returned value", r.Name, k)
			}
		}
	}
	want := Movement(Horseman)
	m := Movement(Horseman)
	m[0] = core.Atom{}
	if !reflect.DeepEqual(Movement(Horseman), want) {
		t.Fatal("Movement(Horseman) was changed through a returned value")
	}
	a := Alphabet()
	*a = core.Alphabet{}
	if Alphabet().Letter(Sword) != 'S' {
		t.Fatal("Alphabet was changed through a returned value")
	}
	if got := start.Perft(2); got != perft {
		t.Fatalf("perft %d, want %d", got, perft)
	}
	// the reference generator reads the movements afresh
	p := StartPosition(Default)
	if want := referenceMoves(&p); len(want) != p.CountLegalMoves() {
		t.Fatalf("reference %d moves, want %d", len(want), p.CountLegalMoves())
	}
}

// Finding 3, under the race detector: records' styles, movements and
// alphabets changed in some goroutines while others read records, write
// start positions and parse position strings.
func TestRegressionSharedStateRace(t *testing.T) {
	start := StartFEN(Default)
	var wg sync.WaitGroup
	errs := make(chan error, 64)
	for i := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 20 {
				rd := NewReader(strings.NewReader(regressRecord))
				rec, err := rd.Next()
				if err != nil {
					errs <- err
					return
				}
				if i%2 == 0 {
					rec.Style.Results[0] = "x"
					rec.Style.Roster[4] = "x"
					m := Movement(Sword)
					m[0] = core.Atom{}
					*Alphabet() = core.Alphabet{}
				}
				g, err := ReadRecord(rec, Default)
				if err != nil {
					errs <- err
					return
				}
				st := NewRecord(g).Style
				st.Results[1] = "y"
				if got := StartFEN(Default); got != start {
					errs <- errors.New("start FEN changed: " + got)
					return
				}
				if p, err := ParseFEN(start, Default); err != nil || p.FEN() != start {
					errs <- errors.New("the start FEN does not read back")
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}

// wantRefused checks that ParseFEN refuses fen with an error wrapping
// core.ErrIllegalPosition, naming the field and containing want.
func wantRefused(t *testing.T, r Rules, fen, field, want string) {
	t.Helper()
	_, err := ParseFEN(fen, r)
	var pe *core.ParseError
	if !errors.As(err, &pe) || !errors.Is(err, core.ErrIllegalPosition) {
		t.Fatalf("%q: %v, want an illegal position", fen, err)
	}
	if pe.Field != field || !strings.Contains(pe.Msg, want) {
		t.Errorf("%q: %v, want field %q and %q", fen, err, field, want)
	}
	if pe.Offset < 0 || pe.Offset > len(fen) {
		t.Errorf("%q: offset %d", fen, pe.Offset)
	}
}

// Finding 6: a state in play without a general (under SourceBookkeeping a
// state keeps its general until it is defeated, QG-17, QG-18).
func TestRegressionFENStateWithoutGeneral(t *testing.T) {
	wantRefused(t, Default, board("wR@a1", "oQ@f1"), "board", "Qin has pieces to move but no general")
	// moving a defeated army is being in play
	wantRefused(t, Default, board("oR@a1", "rQ@n1")+" r - o:w 2", "board", "Qin has pieces to move but no general")
	// issue 21: a live state with no piece at all was accepted (five of
	// them here); it has no general, so it is out of the game, and the
	// defeats field says how (here: resigned)
	wantRefused(t, Default, board("wQ@a10", "oQ@f1"), "board", "Chu has no general on the board, yet is in the game")
	if _, err := ParseFEN(board("wQ@a10", "oQ@f1")+" w - r:-,g:-,b:-,d:-,p:- 1", Default); err != nil {
		t.Error(err)
	}
	// elephantchess.io's engine loads a state without a general
	if _, err := ParseFEN(board("wR@a1", "oQ@f1"), ElephantChess); err != nil {
		t.Error(err)
	}
}

// Finding 6: two generals of one state (QG-5).
func TestRegressionFENTwoGenerals(t *testing.T) {
	wantRefused(t, Default, board("wQ@a10", "wQ@a1"), "board", "Qin has two generals")
	// under ElephantChessBookkeeping a state may own received generals
	if _, err := ParseFEN(board("wQ@a10", "wQ@a1"), ElephantChess); err != nil {
		t.Error(err)
	}
	wantRefused(t, ElephantChess, board("wQ@a1", "wQ@a2", "wQ@a3", "wQ@a4", "oQ@a5", "oQ@a6", "rQ@a7", "rQ@a8"), "board", "8 generals on the board, and the game has 7")
}

// Finding 6: more pieces of a kind than an army has: 95 swords.
func TestRegressionFENNinetyFiveSwords(t *testing.T) {
	rank := strings.Repeat("wS", 19)
	swords := strings.Join([]string{rank, rank, rank, rank, rank}, "/") + "/19/19/19/19/wQ18/19/19/19/19/19/19/19/19/19"
	wantRefused(t, Default, swords, "board", "Qin has 5 swords on the board, and an army has 4 (QG-5)")
	wantRefused(t, ElephantChess, swords, "board", "95 swords on the board, and the game has 28")
	wantRefused(t, Default, board("wQ@a10", "wA@a1", "wA@a2", "wA@a3"), "board", "Qin has 3 daos")
	wantRefused(t, Default, board("wQ@a10", "wG@a1", "wG@a2"), "board", "Qin has 2 go-betweens")
	// pieces on the board and captured: no more than the army's 17
	wantRefused(t, Default, board("wQ@a10", "oQ@f1", "oS@a1", "oS@a2", "oS@a3", "oS@a4")+" w o:w9r4 r:-,g:-,b:-,d:-,p:- 3", "tallies", "Han has 5 pieces on the board and 13 captured, more than its army's 17")
}

// Finding 6: tallies that already decided the game (QG-19, QG-26).
func TestRegressionFENDecidedTallies(t *testing.T) {
	b := board("wQ@a10", "oQ@f1", "rQ@n1", "gQ@s6", "bQ@s14", "dQ@n19", "pQ@f19")
	many := "o:w9,r:w9,g:w9,b:w3"
	// thirty captures by Qin, and Han has moved since
	wantRefused(t, Default, b+" r "+many+" - 5", "tallies", "Qin has 30 captures and so won the game on its move")
	// with Qin to move too: Zhao moved last
	wantRefused(t, Default, b+" w "+many+" - 5", "tallies", "Qin has 30 captures")
	// thirty-one
	wantRefused(t, Default, b+" o o:w9,r:w9,g:w9,b:w4 - 5", "tallies", "Qin has 31 captures, but its thirtieth won the game")
	// Qin just made its thirtieth capture: a finished game, which reads
	p, err := ParseFEN(b+" o "+many+" - 5", Default)
	if err != nil || !p.Outcome().Equal(core.Win(West, core.CaptureCount)) {
		t.Errorf("the finished game: %v %v", p.Outcome(), err)
	}
	// a defeated state with thirty captures
	wantRefused(t, Default, board("oQ@f1", "rQ@n1", "wS@a1", "gQ@s6", "bQ@s14", "dQ@n19", "pQ@f19")+" r o:w9,r:w9,g:w9,b:w3 w:o 5", "tallies", "Qin has 30 captures and so won the game (QG-19), yet it is out of the game")
	wantRefused(t, ElephantChess, board("oQ@f1", "rQ@n1")+" r o:w9,r:w9,g:w9,b:w3 w:o 5", "tallies", "yet it is out of the game")
}

// Finding 6: two defeats credited to one state, the game not over.
func TestRegressionFENTwoDefeats(t *testing.T) {
	b := board("wQ@a10", "gQ@s6", "bQ@s14", "dQ@n19", "pQ@f19")
	// Qi to move: Wei moved after Qin's second defeat, which ended the game
	wantRefused(t, Default, b+" b - o:w,r:w 5", "defeats", "Qin defeated two states and so won the game on its move (QG-19, QG-26), yet Wei has moved since")
	wantRefused(t, Default, board("wQ@a10", "gQ@s6", "bQ@s14", "pQ@f19")+" b - o:w,r:w,d:w 5", "defeats", "Qin is credited with 3 defeats, but its second won the game")
	wantRefused(t, Default, board("gQ@s6", "bQ@s14", "dQ@n19", "pQ@f19")+" b - o:w,r:w,w:g 5", "defeats", "Qin defeated two states and so won the game (QG-19), yet it is out of the game")
	// Wei to move: Qin moved last (Han and Chu are out), so its second
	// defeat ended the game: a finished game, which reads
	p, err := ParseFEN(b+" g - o:w,r:w 5", Default)
	if err != nil || !p.Outcome().Equal(core.Win(West, core.Conquest)) || p.CountLegalMoves() != 0 {
		t.Errorf("the finished game: %v %v", p.Outcome(), err)
	}
	// DefeatByTotalLosses may credit a defeat to a state that did not
	// move (QG-29): Qin's second may have come on Wei's move
	p, err = ParseFEN(b+" b - o:w,r:w 5", Rules{DefeatByTotalLosses: true})
	if err != nil || !p.Outcome().Equal(core.Win(West, core.Conquest)) {
		t.Errorf("DefeatByTotalLosses: %v %v", p.Outcome(), err)
	}
}

// Finding 6: an empty board never progresses (every state would pass
// forever).
func TestRegressionFENEmptyBoard(t *testing.T) {
	empty := strings.TrimSuffix(strings.Repeat("19/", 19), "/")
	for _, r := range RuleSets() {
		wantRefused(t, r, empty, "board", "the board holds no piece")
		wantRefused(t, r, empty+" o o:w3 - 7", "board", "the board holds no piece")
	}
}

// The armies of a state that resigned are off the board; the state is
// not to move.
func TestRegressionFENResigned(t *testing.T) {
	wantRefused(t, Default, board("wQ@a10", "oS@a1", "rQ@n1")+" r - o:- 2", "board", "Han's army is on the board, but it left the game when Han resigned")
	wantRefused(t, Default, board("wQ@a10", "rQ@n1")+" o - o:- 2", "state to move", "Han resigned and cannot move")
}

// Issue 21: impossible states were accepted. A capture tally of 119 from
// Han while Han has all its pieces on the board under ElephantChess (its
// tenth loss in all defeats a state there), ten losses to one captor by a
// live state under the source's rules (QG-18), and under the source's
// rules a board where five states in the game have no piece (a state in
// the game keeps its general). elephantchess.io's engine loads boards
// with states without pieces and states with several generals, and keeps
// them all in the game: ElephantChess reads them (its oracle positions).
func TestRegressionImpossibleStates(t *testing.T) {
	ec := StartBoard(ElephantChess)
	wantRefused(t, ElephantChess, ec+" w o:w119 - 3", "tallies", "has lost 119 pieces, yet is in the game: its tenth loss defeated it")
	wantRefused(t, ElephantChess, ec+" w o:w5r5 - 3", "tallies", "has lost 10 pieces, yet is in the game")
	if _, err := ParseFEN(ec+" w o:w5r4 - 3", ElephantChess); err != nil {
		t.Error(err)
	}
	start := StartBoard(Default)
	generals := board("wQ@a10", "oQ@f1", "rQ@n1", "gQ@s6", "bQ@s14", "dQ@n19", "pQ@f19")
	wantRefused(t, Default, generals+" w o:w10 - 3", "tallies", "Han has lost 10 pieces to Qin, yet is in the game: the tenth defeated it (QG-18)")
	if _, err := ParseFEN(generals+" w o:w9r7 - 3", Default); err != nil {
		t.Error(err)
	}
	wantRefused(t, Rules{DefeatByTotalLosses: true}, generals+" w o:w5r5 - 3", "tallies", "Han has lost 10 pieces, yet is in the game")
	wantRefused(t, Default, start+" w o:w119 - 3", "tallies", "more than its army's 17")
	two := board("wQ@a10", "oQ@f1")
	for _, r := range []Rules{Default, {HorsemanMustTurn: true, DefeatByTotalLosses: true}} {
		wantRefused(t, r, two, "board", "Chu has no general on the board, yet is in the game")
		wantRefused(t, r, two+" o - - 4", "board", "Chu has no general on the board, yet is in the game")
		p, err := ParseFEN(two+" w - r:-,g:-,b:-,d:-,p:- 1", r)
		if err != nil || p.Outcome().IsOver() || p.Alive(SouthEast) {
			t.Errorf("five states resigned: %v %v", err, p.Outcome())
		}
	}
	// ElephantChess keeps the boards its engine loads
	for _, b := range []string{two, board("wQ@a10", "wQ@a1", "oR@s1"), board("wC@e10", "bR@p10")} {
		p, err := ParseFEN(b, ElephantChess)
		if err != nil || !p.Alive(SouthEast) {
			t.Errorf("%s: %v", b, err)
		}
		if q, err := ParseFEN(p.FEN(), ElephantChess); err != nil || q.FEN() != p.FEN() {
			t.Errorf("%s does not read back: %v", p.FEN(), err)
		}
	}
}
