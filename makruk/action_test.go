package makruk

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/tools/recordkit"
	"github.com/chaturanga-go/chaturanga/notation"
)

var (
	startCount = core.NewAction(core.StartCount)
	stopCount  = core.NewAction(core.StopCount)
)

// TestActionsAreNotMoves (MK-12): the board's-honour actions are played
// by Play and PlayMove but are never legal moves: AppendLegalMoves does not
// list them, IsLegal is false, perft does not count them.
func TestActionsAreNotMoves(t *testing.T) {
	p := MustParseFEN("3k4/2m5/8/4M3/3KS3/8/8/8 w - - 0 40", Default)
	want := p.Perft(3)
	for _, m := range []core.Move{startCount, stopCount} {
		if p.IsLegal(m) || slices.Contains(p.AppendLegalMoves(nil), m) {
			t.Errorf("%v is a legal move", m)
		}
	}
	q, err := p.Play(startCount)
	if err != nil {
		t.Fatal(err)
	}
	if got := q.Perft(3); got != want {
		t.Errorf("perft(3) after count %d, want %d", got, want)
	}
	r := p
	if err := r.PlayMove(startCount); err != nil || !r.Equal(q) {
		t.Errorf("PlayMove(count): %v, %s", err, r.FEN())
	}
	if q.Side() != core.White || q.Hash() != p.Hash() || q.HalfmoveClock() != p.HalfmoveClock() {
		t.Errorf("the action changed more than the count: %s", q.FEN())
	}
	// MakeMove and UnmakeMove take an action back.
	s := p
	u := s.MakeMove(startCount)
	if !s.Equal(q) {
		t.Errorf("MakeMove(count) gave %s", s.FEN())
	}
	s.UnmakeMove(startCount, u)
	if !s.Equal(p) {
		t.Errorf("UnmakeMove(count) gave %s", s.FEN())
	}
}

// TestActionText (MK-12): the actions read from their words in every
// parser, in any case, and are written as those words.
func TestActionText(t *testing.T) {
	p := MustParseFEN("3k4/2m5/8/4M3/3KS3/8/8/8 w - - 0 40", Default)
	for _, s := range []string{"count", "COUNT", " Count "} {
		for name, parse := range map[string]func(string) (core.Move, error){"ParseMove": p.ParseMove, "ParseSAN": p.ParseSAN, "ParseLenient": p.ParseLenient, "ParseCoord": ParseCoord} {
			if m, err := parse(s); err != nil || m != startCount {
				t.Errorf("%s(%q) = %v, %v", name, s, m, err)
			}
		}
	}
	if p.MoveText(startCount) != "count" || p.SAN(startCount) != "count" || FormatMove(stopCount) != "stop-count" || string(AppendMove(nil, stopCount)) != "stop-count" {
		t.Errorf("action text: %q %q", p.MoveText(startCount), p.SAN(startCount))
	}
	q, _ := p.Play(startCount)
	for _, s := range []string{"stop-count", "Stop-Count"} {
		if m, err := q.ParseLenient(s); err != nil || m != stopCount {
			t.Errorf("ParseLenient(%q) = %v, %v", s, m, err)
		}
	}
	// Resignation is the Game's business, not a move.
	if _, err := p.ParseMove("resign"); !errors.Is(err, core.ErrIllegalMove) {
		t.Errorf("ParseMove(resign): %v", err)
	}
}

// TestActionErrors (MK-12, MK-13): each refused action names its rule.
func TestActionErrors(t *testing.T) {
	for _, tt := range []struct {
		name, fen string
		r         Rules
		m         core.Move
		rule      string
		want      error
	}{
		{"MK-12 no count with a bia on the board", "3k4/2m5/8/4M3/3KSP2/8/8/8 w - - 0 40", Default, startCount, "MK-12", core.ErrIllegalMove},
		{"MK-12 one count at a time", "3k4/2m5/8/4M3/3KS3/8/8/8 w - - 0 40 bb3/64", Default, startCount, "MK-12", core.ErrIllegalMove},
		{"MK-13 the pieces' honour replaces the board's", "8/8/8/3k4/8/8/8/R3K3 b - - 0 1 pb5/16", Default, startCount, "MK-13", core.ErrIllegalMove},
		{"MK-13 no board's honour beside a lone khun", "8/8/8/3k4/8/8/8/R3K3 b - - 0 1", Default, startCount, "MK-13", core.ErrIllegalMove},
		{"MK-13 the pieces' honour cannot be stopped", "8/8/8/3k4/8/8/8/R3K3 b - - 0 1 pb5/16", Default, stopCount, "MK-13", core.ErrIllegalMove},
		{"MK-12 nothing to stop", "3k4/2m5/8/4M3/3KS3/8/8/8 w - - 0 40", Default, stopCount, "MK-12", core.ErrIllegalMove},
		{"MK-12 only the counter stops", "3k4/2m5/8/4M3/3KS3/8/8/8 w - - 0 40 bb3/64", Default, stopCount, "MK-12", core.ErrIllegalMove},
		{"MK-12 Pychess counts by itself", "3k4/2m5/8/4M3/3KS3/8/8/8 w - - 0 40", Pychess, startCount, "MK-12", core.ErrIllegalMove},
		{"MK-15 not after the end", "8/8/8/3k4/8/8/8/R3K3 b - - 0 1 pb16/16", Default, startCount, "", core.ErrGameOver},
		{"MK-17 not after the end", "8/8/3k4/8/8/3K4/8/8 w - - 0 1", Default, startCount, "", core.ErrGameOver},
	} {
		t.Run(tt.name, func(t *testing.T) {
			p := MustParseFEN(tt.fen, tt.r)
			_, err := p.Play(tt.m)
			var me *core.MoveError
			if !errors.As(err, &me) || !errors.Is(err, tt.want) || me.Rule != tt.rule || me.Move != tt.m.Action().String() {
				t.Fatalf("Play(%v): %v (rule %q), want %v with rule %q", tt.m, err, me.Rule, tt.want, tt.rule)
			}
			q := p
			if err2 := q.PlayMove(tt.m); err2 == nil || err2.Error() != err.Error() || !q.Equal(p) {
				t.Errorf("PlayMove: %v", err2)
			}
			for _, parse := range []func(string) (core.Move, error){p.ParseMove, p.ParseSAN, p.ParseLenient} {
				_, perr := parse(tt.m.Action().String())
				if !errors.Is(perr, tt.want) || !strings.Contains(perr.Error(), me.Msg) {
					t.Errorf("parse: %v, want %v", perr, err)
				}
			}
		})
	}
}

// countingGame plays a Default game through Game to a board's-honour
// counting draw (MK-12, MK-15): from a pawnless position White starts the
// count, stops it, starts again, and both sides shuffle their khuns until
// White's 64th counted move has had Black's reply.
func countingGame(t *testing.T) *Game {
	t.Helper()
	g := NewGame(MustParseFEN("m6k/8/8/8/8/8/8/K6M w - - 0 1", Default))
	play := func(s string) {
		t.Helper()
		if _, err := g.PlayText(s); err != nil {
			t.Fatalf("%s after %v: %v", s, g.SAN(), err)
		}
	}
	white, black := [2]string{"Kb1", "Ka1"}, [2]string{"Kg8", "Kh8"}
	play("count")
	play(white[0])
	play(black[0])
	play("stop-count") // the count is discarded; it starts again from 1
	play(white[1])
	play(black[1])
	play("COUNT")
	for i := 0; ; i++ {
		play(white[i%2])
		if p := g.Position(); p.Count().Count == 64 {
			play(black[i%2])
			break
		}
		play(black[i%2])
	}
	return g
}

// TestCountingDrawThroughGame (MK-12, MK-15): a Default game reaches the
// board's-honour counting draw through Game, is written to PGN, read back
// under other rules (its Rules tag decides), and replays to the same
// outcome and counting state.
func TestCountingDrawThroughGame(t *testing.T) {
	g := countingGame(t)
	end := g.Position()
	if o := g.Outcome(); !o.Equal(core.Draw(core.Counting)) {
		t.Fatalf("outcome %v, count %+v", o, end.Count())
	}
	if c := end.Count(); c != (Count{BoardHonour, core.White, 64, 64}) {
		t.Fatalf("count %+v", c)
	}
	if _, err := g.PlayText("Kb1"); !errors.Is(err, core.ErrGameOver) {
		t.Errorf("a move after the end: %v", err)
	}
	rec := NewRecord(g, notation.Tag{Name: "Event", Value: "counting"})
	pgn := string(notation.AppendPGN(nil, rec))
	for _, want := range []string{`[Variant "makruk"]`, `[Rules "default"]`, `[Termination "counting"]`, `[Result "1/2-1/2"]`, `[SetUp "1"]`,
		"1. count Kb1 Kg8 2. stop-count Ka1 Kh8 3. count Kb1 Kg8 4. Ka1 Kh8"} {
		if !strings.Contains(pgn, want) {
			t.Errorf("PGN lacks %q:\n%s", want, pgn)
		}
	}
	back, err := notation.NewPGNReader(strings.NewReader(pgn)).Next()
	if err != nil {
		t.Fatal(err)
	}
	g2, err := ReadRecord(back, Pychess)
	if err != nil {
		t.Fatalf("%v\n%s", err, pgn)
	}
	if !g2.Outcome().Equal(g.Outcome()) || g2.Len() != g.Len() {
		t.Errorf("reread: outcome %v after %d moves, want %v after %d", g2.Outcome(), g2.Len(), g.Outcome(), g.Len())
	}
	p, q := g.Position(), g2.Position()
	checkSame(t, &p, &q)
	if diff := cmp.Diff(g.Moves(), g2.Moves(), cmp.Comparer(func(a, b core.Move) bool { return a == b })); diff != "" {
		t.Errorf("moves differ (-want +got):\n%s", diff)
	}
	// The reread record writes the same PGN.
	if again := string(notation.AppendPGN(nil, NewRecord(g2, notation.Tag{Name: "Event", Value: "counting"}))); again != pgn {
		t.Errorf("rewritten PGN differs:\n%s\nwant\n%s", again, pgn)
	}
	// Undo takes the actions back like moves.
	for g2.Len() > 0 {
		g2.Undo()
	}
	if s := g2.Position(); !s.Equal(g.Start()) {
		t.Errorf("undone to %s", s.FEN())
	}
}

// TestRecordTags: the Rules tag decides the rules, a Variant tag of
// makruk leaves them to the caller, unknown rules and other variants are
// errors, and a Result tag must agree with the movetext.
func TestRecordTags(t *testing.T) {
	read := func(pgn string, r Rules) (*Game, error) {
		rec := recordkit.Parse(t, pgn)
		return ReadRecord(rec, r)
	}
	for _, tt := range []struct {
		pgn   string
		r     Rules
		rules Rules
		err   error
	}{
		{"[Variant \"makruk\"]\n\n1. e4 e5 *\n", Pychess, Pychess, nil},
		{"[Variant \"Makruk\"]\n\n1. e4 e5 *\n", Default, Default, nil},
		{"1. e4 e5 *\n", Pychess, Pychess, nil},
		{"[Variant \"makruk\"]\n[Rules \"pychess\"]\n\n1. e4 e5 *\n", Default, Pychess, nil},
		{"[Rules \"default NoKingsDraw=true\"]\n\n1. e4 e5 *\n", Pychess, Rules{Name: "default", NoKingsDraw: true}, nil},
		{"[Rules \"thai\"]\n\n1. e4 e5 *\n", Default, Rules{}, core.ErrUnknown},
		{"[Rules \"default Bia=fast\"]\n\n1. e4 e5 *\n", Default, Rules{}, core.ErrUnknown},
		{"[Variant \"shatranj\"]\n\n1. e4 e5 *\n", Default, Rules{}, core.ErrUnknown},
		{"[Result \"1-0\"]\n\n1. e4 e5 0-1\n", Default, Rules{}, core.ErrSyntax},
	} {
		g, err := read(tt.pgn, tt.r)
		if tt.err != nil {
			if !errors.Is(err, tt.err) {
				t.Errorf("%q: %v, want %v", tt.pgn, err, tt.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%q: %v", tt.pgn, err)
			continue
		}
		if p := g.Position(); p.Rules() != tt.rules {
			t.Errorf("%q: rules %v, want %v", tt.pgn, p.Rules(), tt.rules)
		}
	}
	// A Pychess record keeps its rules through NewRecord.
	g := NewGame(StartPosition(Pychess))
	g.PlayText("e4")
	rec := NewRecord(g)
	if v, _ := rec.Get("Rules"); v != "pychess" {
		t.Errorf("Rules tag %q", v)
	}
	if _, ok := rec.Get("FEN"); ok {
		t.Errorf("a game from the start has a FEN tag")
	}
	if _, ok := rec.Get("Termination"); ok {
		t.Errorf("a game going on has a Termination tag")
	}
}

// TestSANExplanations: an illegal move typed in SAN or any spelling is
// explained with the rule and the sentence ParseMove gives; walking into
// check names MK-9; an over-specified SAN is read leniently and refused
// strictly with the right text.
func TestSANExplanations(t *testing.T) {
	for _, tt := range []struct{ fen, coord, san string }{
		{startFEN, "e3e5", "e5"},
		{startFEN, "b1b3", "Nb3"},
		{startFEN, "c1c3", "Sc3"},
		{"3rk3/8/8/8/8/8/3N4/3K4 w - - 0 1", "d2e4", "Ne4"},
		{"3rk3/8/8/8/8/8/8/2K5 w - - 0 1", "c1d2", "Kd2"},
		{"8/3k4/8/4P3/8/8/8/3K4 w - - 0 1", "e5e6r", "e6=R"},
	} {
		p := MustParseFEN(tt.fen, Default)
		_, want := p.ParseMove(tt.coord)
		var wme *core.MoveError
		if !errors.As(want, &wme) || wme.Rule == "" {
			t.Fatalf("%s in %s: %v", tt.coord, tt.fen, want)
		}
		for name, parse := range map[string]func(string) (core.Move, error){"ParseSAN": p.ParseSAN, "ParseLenient": p.ParseLenient} {
			_, err := parse(tt.san)
			var me *core.MoveError
			if !errors.As(err, &me) || me.Rule != wme.Rule || me.Msg != wme.Msg || !errors.Is(err, core.ErrIllegalMove) {
				t.Errorf("%s(%q) in %s: %v, want rule %s: %s", name, tt.san, tt.fen, err, wme.Rule, wme.Msg)
			}
		}
	}
	p := StartPosition(Default)
	for _, s := range []string{"Nbd2", "Nb1d2"} {
		if m, err := p.ParseLenient(s); err != nil || p.MoveText(m) != "b1d2" {
			t.Errorf("ParseLenient(%q) = %v, %v", s, m, err)
		}
		_, err := p.ParseSAN(s)
		if !errors.Is(err, core.ErrSyntax) || !strings.Contains(err.Error(), "Nd2") {
			t.Errorf("ParseSAN(%q): %v, want a syntax error suggesting Nd2", s, err)
		}
	}
}
