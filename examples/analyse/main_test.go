package main

import (
	"bytes"
	"context"
	"io"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chaturanga-go/chaturanga"
	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/engine"
	"github.com/chaturanga-go/chaturanga/examples/internal/engineproc"
	"github.com/chaturanga-go/chaturanga/examples/internal/fakeengine"
	"github.com/chaturanga-go/chaturanga/notation"
)

func TestMain(m *testing.M) {
	fakeengine.Main()
	os.Exit(m.Run())
}

// fakeSpec is a fake engine (the test binary re-executed).
func fakeSpec(t *testing.T, proto string, words ...string) engineproc.Spec {
	t.Helper()
	exe := fakeengine.Command(t)
	p, _ := engine.ParseProtocol(proto)
	return engineproc.Spec{Name: "fake", Cmd: exe, Args: append([]string{proto}, words...), Proto: p}
}

// analyse runs the tool and reads its output back: one game out per game
// in, each replaying with its annotations.
func analyse(t *testing.T, opt options, in string) (out string, games []chaturanga.Game, recs []*notation.Record, err error) {
	t.Helper()
	var o, e bytes.Buffer
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	err = run(ctx, opt, strings.NewReader(in), 0, &o, &e)
	out = o.String()
	r := notation.NewPGNReader(strings.NewReader(out))
	for {
		rec, rerr := r.Next()
		if rerr == io.EOF {
			break
		}
		if rerr != nil {
			t.Fatalf("output does not read back: %v\n%s", rerr, out)
		}
		recs = append(recs, rec)
		if _, ok := rec.Get("Variant"); !ok {
			games = append(games, nil)
			continue
		}
		g, gerr := chaturanga.ReadRecord(rec, opt.Rules)
		if gerr != nil {
			games = append(games, nil)
			continue
		}
		games = append(games, g)
	}
	return out, games, recs, err
}

func testdata(t *testing.T) string {
	b, err := os.ReadFile(filepath.Join("testdata", "games.pgn"))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// countEvals counts the moves of g with an [%eval] comment and the
// variations.
func countEvals(g chaturanga.Game) (evals, variations, nags int) {
	for i := 0; i < g.Len(); i++ {
		n := g.Notes(i)
		for _, c := range n.Comments {
			if strings.Contains(c, "[%eval ") {
				evals++
			}
		}
		variations += len(n.Variations)
		nags += len(n.NAGs)
	}
	return
}

const fsf = "/usr/games/fairy-stockfish"

func TestFairyStockfish(t *testing.T) {
	if _, err := exec.LookPath(fsf); err != nil {
		t.Skip("no Fairy-Stockfish (apt-get install fairy-stockfish)")
	}
	in := testdata(t)
	opt := options{Engine: engineproc.Spec{Name: "fsf", Cmd: fsf, Proto: engine.UCI}, Limit: engine.Limit{Depth: 6}, Jobs: 2, Rules: "pychess", PV: 6, Timeout: 30 * time.Second}
	out, games, recs, err := analyse(t, opt, in)
	if err != nil {
		t.Fatalf("run: %v\n%s", err, out)
	}
	if len(games) != 3 {
		t.Fatalf("%d games out, want 3", len(games))
	}
	for i, g := range games {
		if g == nil {
			t.Fatalf("game %d does not replay:\n%s", i+1, out)
		}
		evals, vars, _ := countEvals(g)
		// Every move but the last gets the evaluation after it (the last
		// too unless the game ended on the board).
		if evals < g.Len()-1 {
			t.Errorf("game %d: %d evaluations for %d moves", i+1, evals, g.Len())
		}
		if vars == 0 {
			t.Errorf("game %d: no best line", i+1)
		}
		if a, _ := recs[i].Get("Annotator"); !strings.Contains(a, "depth 6") {
			t.Errorf("game %d: Annotator %q", i+1, a)
		}
		// The record's own comments are kept.
		if i == 0 && !strings.Contains(out, "+56.76/28") {
			t.Error("the record's comments were lost")
		}
		if o := g.Outcome(); !o.IsOver() {
			t.Errorf("game %d: the ending was lost: %v", i+1, o)
		}
	}
	// Input order, whatever -j finishes first.
	for i, v := range []string{"makruk", "shatranj", "sittuyin"} {
		if games[i].Variant() != v {
			t.Errorf("game %d is %s, want %s", i+1, games[i].Variant(), v)
		}
	}
}

func TestFakeEngineAnnotates(t *testing.T) {
	in := "[Variant \"makruk\"]\n\n1. e4 e5 2. Nd2 {kept} Nd7 *\n\n[Variant \"shatranj\"]\n\n1. e3 e6 2. Nf3 $1 Nc6 *\n"
	for _, proto := range []string{"uci", "xboard"} {
		// The fake reports +3.00 for the side to move everywhere: every move
		// drops the mover's winning chances from 0.5 to -0.5, a blunder.
		opt := options{Engine: fakeSpec(t, proto, "first", "score=300"), Limit: engine.Limit{Depth: 1}, Jobs: 2, PV: 3, Timeout: 10 * time.Second}
		out, games, _, err := analyse(t, opt, in)
		if err != nil {
			t.Fatalf("%s: %v\n%s", proto, err, out)
		}
		if len(games) != 2 || games[0] == nil || games[1] == nil {
			t.Fatalf("%s: games %v\n%s", proto, games, out)
		}
		evals, vars, nags := countEvals(games[0])
		if evals != 4 || vars == 0 || nags != 4 {
			t.Errorf("%s: %d evals, %d variations, %d glyphs, want 4, some, 4\n%s", proto, evals, vars, nags, out)
		}
		// White's view: +3.00 after Black's moves, -3.00 after White's.
		if !strings.Contains(out, "e4 $4 {[%eval -3.00]}") || !strings.Contains(out, "e5 $4 {[%eval 3.00]}") {
			t.Errorf("%s: evaluations not from White's view:\n%s", proto, out)
		}
		if !strings.Contains(out, "{kept [%eval -3.00]}") && !strings.Contains(out, "{kept} {[%eval -3.00]}") {
			t.Errorf("%s: the record's comment was not kept:\n%s", proto, out)
		}
		// -lines judged: best lines only for the moves judged ?!, ? or
		// ??: Nf3! (the record's glyph) gets none, Nc6?? one.
		opt.Judged = true
		_, games2, _, err := analyse(t, opt, in)
		if err != nil {
			t.Fatal(err)
		}
		if n := games2[1].Notes(2); len(n.Variations) != 0 {
			t.Errorf("%s: -lines judged: Nf3! has %d lines, want 0", proto, len(n.Variations))
		}
		if n := games2[1].Notes(3); len(n.Variations) != 1 {
			t.Errorf("%s: -lines judged: Nc6?? has %d lines, want 1", proto, len(n.Variations))
		}
		// A move judged already keeps its glyph: Nf3! gets none more.
		n := games[1].Notes(2)
		if len(n.NAGs) != 1 || n.NAGs[0] != 1 {
			t.Errorf("%s: Nf3 glyphs %v, want [1]", proto, n.NAGs)
		}
	}
}

func TestBadGamesOneInOneOut(t *testing.T) {
	// A game that does not read, one with an illegal move, and good games
	// after them: every game is written, the bad ones as read with a
	// comment, and the tool fails at the end.
	in := "[Variant \"makruk\"]\n\n1. e4 e5 *\n\n" +
		"[Variant \"makruk\"]\n\n1. e4 {unclosed\n\n" +
		"[Variant \"makruk\"]\n\n1. e4 Ke5 *\n\n" +
		"[Variant \"nosuchgame\"]\n\n1. e4 *\n\n" +
		"[Variant \"makruk\"]\n\n1. d4 d5 *\n"
	opt := options{Engine: fakeSpec(t, "uci", "first"), Limit: engine.Limit{Depth: 1}, Jobs: 3, PV: 3, Timeout: 10 * time.Second}
	out, games, recs, err := analyse(t, opt, in)
	if err == nil || !strings.Contains(err.Error(), "3 of 5 games") {
		t.Log(out)
		t.Errorf("err %v, want 3 of 5 games failed", err)
	}
	if len(recs) != 5 {
		t.Fatalf("%d games out, want 5:\n%s", len(recs), out)
	}
	for _, i := range []int{0, 4} {
		if games[i] == nil {
			t.Fatalf("game %d not analysed:\n%s", i+1, out)
		}
		if e, _, _ := countEvals(games[i]); e != 2 {
			t.Errorf("game %d: %d evals", i+1, e)
		}
	}
	for _, i := range []int{1, 2, 3} {
		if !strings.Contains(recs[i].Comment, "not analysed") {
			t.Errorf("game %d: comment %q", i+1, recs[i].Comment)
		}
	}
	// The game with the illegal move is written as read: its moves kept.
	if len(recs[2].Moves) != 2 || recs[2].Moves[1].Text != "Ke5" {
		t.Errorf("bad game's moves %+v", recs[2].Moves)
	}
}

func TestEngineFailureThenRecovers(t *testing.T) {
	marker := filepath.Join(t.TempDir(), "crashed")
	in := "[Variant \"makruk\"]\n\n1. e4 e5 *\n\n[Variant \"makruk\"]\n\n1. d4 d5 *\n"
	opt := options{Engine: fakeSpec(t, "uci", "first", "crashonce="+marker), Limit: engine.Limit{Depth: 1}, Jobs: 1, PV: 3, Timeout: 10 * time.Second}
	out, games, recs, err := analyse(t, opt, in)
	if err == nil {
		t.Error("an engine crash did not fail the tool")
	}
	if len(recs) != 2 || !strings.Contains(out, "analysis broken off") {
		t.Fatalf("output:\n%s", out)
	}
	if e, _, _ := countEvals(games[1]); e != 2 {
		t.Errorf("the game after the crash: %d evals, want 2 (engine restarted)\n%s", e, out)
	}
	// A hung engine fails the game within -timeout.
	opt = options{Engine: fakeSpec(t, "uci", "hang"), Limit: engine.Limit{Depth: 1}, Jobs: 1, PV: 3, Timeout: 300 * time.Millisecond}
	start := time.Now()
	_, _, recs, err = analyse(t, opt, in)
	if err == nil || len(recs) != 2 || time.Since(start) > 10*time.Second {
		t.Errorf("hang: %v, %d games, %v", err, len(recs), time.Since(start))
	}
}

func TestVariantNotPlayed(t *testing.T) {
	if _, err := exec.LookPath(fsf); err != nil {
		t.Skip("no Fairy-Stockfish")
	}
	// Fairy-Stockfish plays no Main Chator: the game fails, the next is
	// analysed.
	in := "[Variant \"chator\"]\n\n1. e4 e5 *\n\n[Variant \"makruk\"]\n\n1. e4 e5 *\n"
	opt := options{Engine: engineproc.Spec{Name: "fsf", Cmd: fsf, Proto: engine.UCI}, Limit: engine.Limit{Depth: 2}, Jobs: 1, PV: 3, Timeout: 10 * time.Second}
	out, games, _, err := analyse(t, opt, in)
	if err == nil || !strings.Contains(err.Error(), "1 of 2 games") {
		t.Errorf("err %v", err)
	}
	if e, _, _ := countEvals(games[1]); e != 2 || !strings.Contains(out, "analysis broken off") {
		t.Errorf("output:\n%s", out)
	}
}

func TestJudge(t *testing.T) {
	cp := func(n int) engine.Score { return engine.Score{CP: n} }
	mate := func(n int) engine.Score { return engine.Score{IsMate: true, Mate: n} }
	// lichess's winning chances: 0 at 0 cp, about 0.5 at +300.
	if w := winningChances(cp(0)); w != 0 {
		t.Errorf("wc(0) = %v", w)
	}
	if w := winningChances(cp(300)); math.Abs(w-0.5023) > 0.001 {
		t.Errorf("wc(300) = %v", w)
	}
	if w := winningChances(mate(3)); w != winningChances(cp(1000)) {
		t.Errorf("wc(#3) = %v", w)
	}
	for _, tc := range []struct {
		before, after engine.Score // mover's view before, opponent's view after
		want          int
	}{
		{cp(0), cp(0), 0},
		{cp(50), cp(-40), 0},
		{cp(0), cp(60), nagInaccuracy}, // drop 0.11
		{cp(0), cp(120), nagMistake},   // drop 0.22
		{cp(0), cp(200), nagBlunder},   // drop 0.35
		{cp(800), cp(-600), 0},         // still winning by far: 0.90 -> 0.80
		{mate(2), cp(0), nagBlunder},   // a mate thrown away
		{cp(-900), mate(3), 0},         // lost anyway
	} {
		if got := judge(tc.before, tc.after); got != tc.want {
			t.Errorf("judge(%v, %v) = %d, want %d", tc.before, tc.after, got, tc.want)
		}
	}
}

func TestParseArgs(t *testing.T) {
	o, err := parseArgs(strings.Fields("-engine cmd=x proto=xboard option.Hash=8 -depth 5 -j 3 -rules pychess"))
	if err != nil || o.Engine.Proto != engine.XBoard || o.Limit.Depth != 5 || o.Jobs != 3 || o.Rules != "pychess" || o.Engine.Options[0] != [2]string{"Hash", "8"} {
		t.Errorf("%+v %v", o, err)
	}
	for _, bad := range []string{"-depth 5", "-engine cmd=x", "-engine cmd=x -depth 1 -movetime 5", "-engine cmd=x -depth 1 -j 0", "-engine cmd=x -depth 1 extra", "-engine proto=uci -depth 1"} {
		if _, err := parseArgs(strings.Fields(bad)); err == nil {
			t.Errorf("%s: accepted", bad)
		}
	}
	_ = core.White
}

func TestProgressBar(t *testing.T) {
	var read, games, positions atomic.Int64
	read.Store(50)
	games.Store(3)
	positions.Store(120)
	var w bytes.Buffer
	b := &progressBar{w: &w, on: true, size: 200, read: &read, games: &games, positions: &positions}
	if got, want := b.line(), "[#######.......................]  25%  3 games, 120 positions"; got != want {
		t.Errorf("line %q, want %q", got, want)
	}
	b.size = 0
	if got := b.line(); got != "3 games, 120 positions" {
		t.Errorf("line without size %q", got)
	}
	stop := b.start()
	stop()
	if !strings.HasPrefix(w.String(), "\r3 games") || !strings.HasSuffix(w.String(), "\n") {
		t.Errorf("bar output %q", w.String())
	}
}
