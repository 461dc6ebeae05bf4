package main

import (
	"bytes"
	"context"
	"errors"
	"io"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chaturanga-go/chaturanga"
	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/examples/internal/fakeengine"
	"github.com/chaturanga-go/chaturanga/notation"
)

// The test binary is its own fake engine when re-executed with
// fakeengine.Env set (see fakeengine.Main).
func TestMain(m *testing.M) {
	fakeengine.Main()
	os.Exit(m.Run())
}

// fake returns the -engine words of a fake engine: its protocol and
// behaviour words (see fakeengine.Main).
func fake(t *testing.T, name, proto string, words ...string) []string {
	t.Helper()
	exe := fakeengine.Command(t)
	args := []string{"-engine", "cmd=" + exe, "name=" + name, "proto=" + proto, "arg=" + proto}
	for _, w := range words {
		args = append(args, "arg="+w)
	}
	return args
}

// result is a match run in the test.
type result struct {
	s      *summary
	pgn    string
	stderr string
	games  []chaturanga.Game
	recs   []*notation.Record
}

// runMatch runs the tool with args and reads its PGN back through
// notation and the game packages: every game must replay, its Result and
// Termination tags be the runner's.
func runMatch(t *testing.T, args ...string) result {
	t.Helper()
	var out, errb bytes.Buffer
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	s, err := run(ctx, append(args, "-quiet"), &out, &errb)
	if err != nil {
		t.Fatalf("run: %v\nstderr:\n%s", err, errb.String())
	}
	r := result{s: s, pgn: out.String(), stderr: errb.String()}
	pr := notation.NewPGNReader(strings.NewReader(r.pgn))
	for {
		rec, err := pr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("the PGN does not read back: %v\n%s", err, r.pgn)
		}
		g, err := chaturanga.ReadRecord(rec, "")
		if err != nil {
			t.Fatalf("game at line %d does not replay: %v\n%s", rec.Line, err, r.pgn)
		}
		term, _ := rec.Get("Termination")
		if rec.Result == "*" || term == "" {
			t.Fatalf("game at line %d: result %q, termination %q: every game must be judged", rec.Line, rec.Result, term)
		}
		if o := g.Outcome(); o.IsOver() && (o.Result() != rec.Result || g.Termination() != term) {
			t.Fatalf("game at line %d: the record says %s %s, the replayed game %v", rec.Line, rec.Result, term, o)
		}
		r.recs = append(r.recs, rec)
		r.games = append(r.games, g)
	}
	if len(r.recs) != s.Games {
		t.Fatalf("%d games in the PGN, %d counted", len(r.recs), s.Games)
	}
	return r
}

func args(parts ...[]string) []string {
	var a []string
	for _, p := range parts {
		a = append(a, p...)
	}
	return a
}

func words(s string) []string { return strings.Fields(s) }

// wantTerms checks that every game ended by term, and the first engine's
// wins, losses and draws.
func wantTerms(t *testing.T, r result, term string, w, l, d int) {
	t.Helper()
	if r.s.Terms[term] != r.s.Games {
		t.Errorf("terminations %v, want all %d %q\n%s", r.s.Terms, r.s.Games, term, r.pgn)
	}
	if got := r.s.Pair; got != (tally{W: w, L: l, D: d}) {
		t.Errorf("first engine +%d -%d =%d, want +%d -%d =%d\n%s", got.W, got.L, got.D, w, l, d, r.pgn)
	}
}

func TestIllegalMove(t *testing.T) {
	r := runMatch(t, args(words("-variant makruk -games 2 -depth 1"), fake(t, "A", "uci", "illegal"), fake(t, "B", "uci", "first"))...)
	wantTerms(t, r, termIllegal, 0, 2, 0)
	// The comment names the rule the library refuses the move by.
	if !strings.Contains(r.pgn, "makes an illegal move") || !strings.Contains(r.pgn, "MK-") {
		t.Errorf("no illegal-move comment naming the rule:\n%s", r.pgn)
	}
}

func TestIllegalMoveXBoard(t *testing.T) {
	r := runMatch(t, args(words("-variant makruk -games 2 -depth 1"), fake(t, "A", "xboard", "illegal"), fake(t, "B", "xboard", "first"))...)
	wantTerms(t, r, termIllegal, 0, 2, 0)
}

func TestFalseClaim(t *testing.T) {
	r := runMatch(t, args(words("-variant makruk -games 2 -depth 1"), fake(t, "A", "xboard", "claim"), fake(t, "B", "uci", "first"))...)
	wantTerms(t, r, termFalseClaim, 0, 2, 0)
	if !strings.Contains(r.pgn, "makes a false claim") {
		t.Errorf("no false-claim comment:\n%s", r.pgn)
	}
}

func TestResignXBoard(t *testing.T) {
	r := runMatch(t, args(words("-variant makruk -games 2 -depth 1"), fake(t, "A", "xboard", "resign"), fake(t, "B", "uci", "first"))...)
	wantTerms(t, r, "resignation", 0, 2, 0)
}

func TestCrashRestarts(t *testing.T) {
	r := runMatch(t, args(words("-variant makruk -games 2 -depth 1"), fake(t, "A", "uci", "crash"), fake(t, "B", "uci", "first"))...)
	wantTerms(t, r, termCrash, 0, 2, 0)
	if r.s.Starts[0] != 2 || r.s.Starts[1] != 1 {
		t.Errorf("processes started %v, want [2 1]: the crashed engine restarted for the second game", r.s.Starts)
	}
}

func TestCrashOnceThenPlays(t *testing.T) {
	marker := filepath.Join(t.TempDir(), "crashed")
	r := runMatch(t, args(words("-variant makruk -games 2 -depth 1 -maxmoves 3"), fake(t, "A", "uci", "crashonce="+marker), fake(t, "B", "uci", "first"))...)
	if r.s.Terms[termCrash] != 1 || r.s.Terms[termAdjudicated] != 1 {
		t.Errorf("terminations %v, want one crash and one game played to -maxmoves", r.s.Terms)
	}
}

func TestHang(t *testing.T) {
	r := runMatch(t, args(words("-variant makruk -games 2 -depth 1 -timeout 0.3"), fake(t, "A", "uci", "hang"), fake(t, "B", "uci", "first"))...)
	wantTerms(t, r, termStalled, 0, 2, 0)
}

func TestTimeLossFixedTime(t *testing.T) {
	r := runMatch(t, args(words("-variant makruk -games 2 -st 0.05 -timemargin 50"), fake(t, "A", "uci", "slow=400"), fake(t, "B", "uci", "first"))...)
	wantTerms(t, r, termTime, 0, 2, 0)
}

func TestTimeLossClock(t *testing.T) {
	// 0.5 s for the game: the slow engine's clock runs out on its third
	// move at the latest, or its first answer comes too late.
	r := runMatch(t, args(words("-variant makruk -games 2 -tc 0.5+0 -timemargin 20"), fake(t, "A", "uci", "slow=200"), fake(t, "B", "uci", "first"))...)
	wantTerms(t, r, termTime, 0, 2, 0)
	// The clocks are in the record.
	if !strings.Contains(r.pgn, "[%clk 0:00:00.") {
		t.Errorf("no clock comments:\n%s", r.pgn)
	}
	if !strings.Contains(r.pgn, `[TimeControl "0.5"]`) {
		t.Errorf("no TimeControl tag:\n%s", r.pgn)
	}
}

func TestEngineTimeControls(t *testing.T) {
	// cutechess-cli's per-engine tc: A at 0.05 s a move (too slow for
	// it), B at depth 1 with no clock; no match-wide control.
	r := runMatch(t, args(words("-variant makruk -games 2 -timemargin 50"), append(fake(t, "A", "uci", "slow=400"), "st=0.05"), append(fake(t, "B", "uci", "first"), "depth=1"))...)
	wantTerms(t, r, termTime, 0, 2, 0)
	for i, rec := range r.recs {
		w, _ := rec.Get("WhiteTimeControl")
		b, _ := rec.Get("BlackTimeControl")
		if i == 1 {
			w, b = b, w
		}
		if w != "0.05/move" || b != "-" {
			t.Errorf("game %d: WhiteTimeControl %q, BlackTimeControl %q", i+1, w, b)
		}
	}
	if _, err := parseArgs(words("-variant makruk -engine cmd=a depth=3 -engine cmd=b")); err == nil {
		t.Error("an engine without a time control was accepted")
	}
	if _, err := parseArgs(words("-variant makruk -engine cmd=a depth=3 st=1 -engine cmd=b -st 1")); err == nil {
		t.Error("two limits for an engine were accepted")
	}
}

func writeFile(t *testing.T, name, text string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestCheckmate(t *testing.T) {
	// White mates in one (Ra8#); each engine has White once.
	f := writeFile(t, "mate.fen", "7k/1R6/8/8/8/8/8/R5K1 w - - 0 1\n")
	r := runMatch(t, args(words("-variant makruk -games 2 -depth 1 -openings "+f), fake(t, "A", "uci", "first"), fake(t, "B", "xboard", "first"))...)
	wantTerms(t, r, "checkmate", 1, 1, 0)
	for _, rec := range r.recs {
		if rec.Result != "1-0" || len(rec.Moves) != 1 || rec.Moves[0].Text != "Ra8#" {
			t.Errorf("game %+v, want 1. Ra8# 1-0", rec.Moves)
		}
		if fen, _ := rec.Get("FEN"); fen == "" {
			t.Error("no FEN tag for the set-up start")
		}
	}
}

func TestCounting(t *testing.T) {
	// Pychess rules: the count of the rook against the bare king (32
	// plies) stands at 30; three plies later the counting draw may be
	// claimed, and the runner claims it (-claims auto).
	f := writeFile(t, "count.fen", "8/8/8/4k3/8/8/8/R3K3 w - 32 30 40\n")
	r := runMatch(t, args(words("-variant makruk -rules pychess -games 2 -depth 1 -openings "+f), fake(t, "A", "uci", "first"), fake(t, "B", "uci", "first"))...)
	wantTerms(t, r, "counting", 0, 0, 2)
}

func TestRepetition(t *testing.T) {
	// Both engines play their knight out and back: the start position
	// occurs a third time after eight plies, and the runner claims the
	// draw.
	r := runMatch(t, args(words("-variant makruk -games 2 -depth 1"), fake(t, "A", "uci", "shuffle"), fake(t, "B", "xboard", "shuffle"))...)
	wantTerms(t, r, "repetition", 0, 0, 2)
	for _, g := range r.games {
		if g.Len() != 8 {
			t.Errorf("%d plies, want 8: %v", g.Len(), g.SAN())
		}
	}
}

func TestRepetitionEngineClaims(t *testing.T) {
	// With -claims engine the runner claims nothing: the UCI games go on
	// (to -maxmoves here), as UCI engines cannot claim.
	r := runMatch(t, args(words("-variant makruk -games 2 -depth 1 -claims engine -maxmoves 10"), fake(t, "A", "uci", "shuffle"), fake(t, "B", "uci", "shuffle"))...)
	wantTerms(t, r, termAdjudicated, 0, 0, 2)
}

func TestRepetitionClaimedByEngine(t *testing.T) {
	// With -claims engine an XBoard engine's claim ends the game once
	// the rules back it: the start position's third occurrence comes
	// after Black's 8th ply, and White (the claiming XBoard engine, to
	// move) claims it; the other game the UCI engine has White, and
	// the XBoard engine claims on its turn, a ply later.
	r := runMatch(t, args(words("-variant makruk -games 2 -depth 1 -claims engine -maxmoves 30"), fake(t, "A", "xboard", "shuffle", "claimrep"), fake(t, "B", "uci", "shuffle"))...)
	wantTerms(t, r, "repetition", 0, 0, 2)
	if !strings.Contains(r.pgn, "claims a draw by repetition") {
		t.Errorf("no claim comment:\n%s", r.pgn)
	}
}

func TestResignAdjudication(t *testing.T) {
	r := runMatch(t, args(words("-variant makruk -games 2 -depth 1 -resign movecount=2 score=1000"), fake(t, "A", "uci", "score=-1500"), fake(t, "B", "uci", "score=0"))...)
	wantTerms(t, r, termAdjudicated, 0, 2, 0)
	for _, rec := range r.recs {
		// A resigns after its second move: 3 or 4 plies.
		if n := len(rec.Moves); n != 3 && n != 4 {
			t.Errorf("%d plies, want A's second move last", n)
		}
	}
	if !strings.Contains(r.pgn, "[%eval -15.00,1]") && !strings.Contains(r.pgn, "[%eval 15.00,1]") {
		t.Errorf("no eval comments:\n%s", r.pgn)
	}
}

func TestDrawAdjudication(t *testing.T) {
	r := runMatch(t, args(words("-variant makruk -games 2 -depth 1 -draw movenumber=3 movecount=2 score=10"), fake(t, "A", "uci", "score=5"), fake(t, "B", "uci", "score=-5"))...)
	wantTerms(t, r, termAdjudicated, 0, 0, 2)
	for _, rec := range r.recs {
		if len(rec.Moves) != 5 && len(rec.Moves) != 6 {
			t.Errorf("%d plies, want move 3 reached and 4 quiet plies", len(rec.Moves))
		}
	}
}

func TestSittuyinSetup(t *testing.T) {
	// Sittuyin starts with the setup phase, each placement a move the
	// arbiter checks; the games run to -maxmoves.
	r := runMatch(t, args(words("-variant sittuyin -games 2 -depth 1 -maxmoves 20"), fake(t, "A", "uci", "first"), fake(t, "B", "xboard", "first"))...)
	for _, g := range r.games {
		drops := 0
		for _, m := range g.Moves() {
			if m.IsDrop() {
				drops++
			}
		}
		if drops == 0 {
			t.Errorf("no placement in %v", g.SAN())
		}
	}
}

func TestOpeningsFiles(t *testing.T) {
	fen := writeFile(t, "o.fen", "# two openings\nrnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1\n\nrnsmksnr/8/pppppppp/8/4P3/PPPP1PPP/8/RNSKMSNR b - - 0 1\n")
	epd := writeFile(t, "o.epd", "rnsmksnr/8/pppppppp/8/4P3/PPPP1PPP/8/RNSKMSNR b - - id \"e4\"; hmvc 0; fmvn 1;\nrnsmksnr/8/pppppppp/8/3P4/PPP1PPPP/8/RNSKMSNR b - -\n")
	pgn := writeFile(t, "o.pgn", "[Event \"a\"]\n[Variant \"makruk\"]\n\n1. e4 e5 2. Nd2 *\n\n[Event \"b\"]\n\n1. d4 d5 *\n")
	for _, tc := range []struct {
		file  string
		plies []int
	}{{fen, []int{0, 0}}, {epd, []int{0, 0}}, {pgn, []int{3, 2}}} {
		m := &match{cfg: &config{}}
		m.variant, _ = chaturanga.Lookup("makruk")
		ops, err := readOpenings(openingSpec{File: tc.file, Order: "sequential", Plies: 1 << 30, Start: 1}, m.newPos, "makruk", "", 0)
		if err != nil {
			t.Fatalf("%s: %v", tc.file, err)
		}
		if len(ops) != 2 || len(ops[0].Moves) != tc.plies[0] || len(ops[1].Moves) != tc.plies[1] {
			t.Fatalf("%s: %d openings %v", tc.file, len(ops), ops)
		}
		// Four games: each opening twice, colours reversed; the records
		// start from the openings, in order.
		r := runMatch(t, args(words("-variant makruk -games 4 -depth 1 -maxmoves 2 -concurrency 2 -openings "+tc.file), fake(t, "A", "uci", "first"), fake(t, "B", "uci", "first"))...)
		for i, rec := range r.recs {
			op := ops[i/2]
			if w, _ := rec.Get("White"); w != [2]string{"A", "B"}[i%2] {
				t.Errorf("%s game %d: White %s", tc.file, i+1, w)
			}
			if round, _ := rec.Get("Round"); round != string(rune('1'+i)) {
				t.Errorf("%s game %d: Round %s (games out of order)", tc.file, i+1, round)
			}
			g := r.games[i]
			if g.Start().FEN() != op.Start.FEN() || g.Len() < len(op.Moves) {
				t.Errorf("%s game %d: starts %s, %d plies; want the opening %s", tc.file, i+1, g.Start().FEN(), g.Len(), op.Where)
			}
			for k, mv := range op.Moves {
				if g.Moves()[k] != mv {
					t.Errorf("%s game %d: ply %d is not the opening's", tc.file, i+1, k)
				}
			}
		}
	}
	// PGN openings cut at plies=1; bad files are errors naming the line.
	m := &match{cfg: &config{}}
	m.variant, _ = chaturanga.Lookup("makruk")
	ops, err := readOpenings(openingSpec{File: pgn, Order: "sequential", Plies: 1, Start: 2}, m.newPos, "makruk", "", 0)
	if err != nil || len(ops) != 1 || len(ops[0].Moves) != 1 {
		t.Errorf("plies=1 start=2: %v, %v", ops, err)
	}
	bad := writeFile(t, "bad.fen", "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1\nnot a fen\n")
	if _, err := readOpenings(openingSpec{File: bad, Plies: 1 << 30, Start: 1}, m.newPos, "makruk", "", 0); err == nil || !strings.Contains(err.Error(), "bad.fen:2") {
		t.Errorf("bad FEN: %v", err)
	}
	badPGN := writeFile(t, "bad.pgn", "1. e4 e5 2. Ke7 *\n")
	if _, err := readOpenings(openingSpec{File: badPGN, Plies: 1 << 30, Start: 1}, m.newPos, "makruk", "", 0); err == nil {
		t.Error("bad PGN opening read")
	}
}

func TestConcurrencyAndRoundRobin(t *testing.T) {
	var errb bytes.Buffer
	a := args(words("-variant shatranj -games 2 -depth 1 -maxmoves 4 -concurrency 3 -quiet"),
		fake(t, "A", "uci", "first"), fake(t, "B", "uci", "shuffle"), fake(t, "C", "xboard", "first"))
	var out bytes.Buffer
	s, err := run(context.Background(), a, &out, &errb)
	if err != nil {
		t.Fatal(err)
	}
	if s.Games != 6 {
		t.Fatalf("%d games, want 6 (3 pairs x 2)", s.Games)
	}
	pr := notation.NewPGNReader(&out)
	for i := 1; ; i++ {
		rec, err := pr.Next()
		if err == io.EOF {
			break
		}
		if round, _ := rec.Get("Round"); round != string(rune('0'+i)) {
			t.Errorf("game %d has Round %s", i, round)
		}
	}
	for i, e := range s.Engines {
		if e.n() != 4 {
			t.Errorf("engine %d played %d games, want 4", i, e.n())
		}
	}
	if !strings.Contains(errb.String(), "Rank Name") {
		t.Errorf("no round-robin table:\n%s", errb.String())
	}
}

func TestSPRTStops(t *testing.T) {
	// Scripted results, by the k-th game: A wins three of five, loses one
	// and draws one (score 0.7, +147 Elo): the test of 0 against +50
	// Elo accepts H1 long before 500 games.
	r := runMatch(t, args(words("-variant makruk -games 500 -depth 1 -resign movecount=1 score=900 -draw movenumber=0 movecount=1 score=10 -sprt elo0=0 elo1=50 alpha=0.05 beta=0.05"),
		fake(t, "A", "uci", "script=WWWLD"), fake(t, "B", "uci", "script=LLLWD"))...)
	if r.s.Verdict != acceptH1 || r.s.Games >= 500 {
		t.Fatalf("verdict %v after %d games (+%d -%d =%d), want H1 early", r.s.Verdict, r.s.Games, r.s.Pair.W, r.s.Pair.L, r.s.Pair.D)
	}
	// It stopped at the first game whose LLR passed the bound.
	lo, hi := sprt{0, 50, 0.05, 0.05}.bounds()
	for i := range r.s.Records {
		llr := sprt{0, 50, 0.05, 0.05}.llr(tallyUpTo(r.s.Records[:i+1]))
		if i < len(r.s.Records)-1 && (llr >= hi || llr <= lo) {
			t.Fatalf("the test had decided after game %d", i+1)
		}
	}
}

// tallyUpTo counts the first engine's results in games.
func tallyUpTo(games []*finished) tally {
	var t tally
	for _, f := range games {
		first := core.White
		if f.Job.White != 0 {
			first = core.Black
		}
		switch {
		case f.Result == "1/2-1/2":
			t.D++
		case (f.Result == "1-0") == (first == core.White):
			t.W++
		default:
			t.L++
		}
	}
	return t
}

func TestElo(t *testing.T) {
	// cutechess-cli's own output (Rustic's published SPRT results):
	// "Score of ...: 869 - 646 - 357 ... Elo difference: 41.6 +/- 14.2";
	// "409 - 197 - 133 ... 102.5 +/- 23.5"; "628 - 416 - 277 ... 56.2 +/-
	// 16.8".
	for _, tc := range []struct {
		t           tally
		elo, margin float64
	}{
		{tally{869, 646, 357}, 41.6, 14.2},
		{tally{409, 197, 133}, 102.5, 23.5},
		{tally{628, 416, 277}, 56.2, 16.8},
		{tally{10, 10, 5}, 0, math.NaN()},
	} {
		d, m := tc.t.elo()
		if math.Abs(d-tc.elo) > 0.05 || (!math.IsNaN(tc.margin) && math.Abs(m-tc.margin) > 0.05) {
			t.Errorf("%+v: Elo %.2f +/- %.2f, want %.1f +/- %.1f", tc.t, d, m, tc.elo, tc.margin)
		}
	}
	if d, _ := (tally{W: 3}).elo(); !math.IsInf(d, 1) {
		t.Errorf("all won: %v, want +inf", d)
	}
	if s := (tally{W: 3, L: 1}).score(); s != 0.75 {
		t.Errorf("score %v", s)
	}
	if l := (tally{W: 10, L: 10}).los(); l != 0.5 {
		t.Errorf("LOS %v", l)
	}
}

func TestSPRTNumbers(t *testing.T) {
	s := sprt{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05}
	lo, hi := s.bounds()
	if math.Abs(lo+2.944) > 0.001 || math.Abs(hi-2.944) > 0.001 {
		t.Errorf("bounds %v %v, want ±2.944", lo, hi)
	}
	// Computed independently (Python) with the formula of sprt.llr; the
	// last as jw1912/SPRT's GSPRT prints it.
	for _, tc := range []struct {
		t           tally
		e0, e1, llr float64
	}{
		{tally{869, 646, 357}, 0, 5, 3.792},
		{tally{409, 197, 133}, 0, 10, 7.854},
		{tally{628, 416, 277}, 0, 50, 21.984},
		{tally{4307, 4063, 8620}, 0, 3, 2.99},
	} {
		got := sprt{Elo0: tc.e0, Elo1: tc.e1, Alpha: 0.05, Beta: 0.05}.llr(tc.t)
		if math.Abs(got-tc.llr) > 0.01 {
			t.Errorf("%+v [%v, %v]: LLR %.3f, want %.3f", tc.t, tc.e0, tc.e1, got, tc.llr)
		}
	}
	if got := s.llr(tally{W: 5, L: 0, D: 3}); got != 0 {
		t.Errorf("no loss yet: LLR %v, want 0 as cutechess-cli", got)
	}
	// jw1912/SPRT's README: "--wins 4307 --losses 4063 --draws 8620
	// --elo0 0 --elo1 3 --gsprt > LLR: 2.99 (-2.94, 2.94)", past the
	// upper bound.
	if _, v := (sprt{0, 3, 0.05, 0.05}).status(tally{4307, 4063, 8620}); v != acceptH1 {
		t.Errorf("verdict %v", v)
	}
}

func TestParseArgs(t *testing.T) {
	for _, tc := range []struct {
		tc   string
		want timeControl
		text string
	}{
		{"40/60+0.5", timeControl{Moves: 40, Time: 60 * time.Second, Inc: 500 * time.Millisecond}, "40/60+0.5"},
		{"1:30+1", timeControl{Time: 90 * time.Second, Inc: time.Second}, "90+1"},
		{"10+0.1", timeControl{Time: 10 * time.Second, Inc: 100 * time.Millisecond}, "10+0.1"},
		{"inf", timeControl{Infinite: true}, "-"},
	} {
		got, err := parseTC(tc.tc)
		if err != nil || got != tc.want || got.String() != tc.text {
			t.Errorf("-tc %s: %+v %q %v", tc.tc, got, got.String(), err)
		}
	}
	for _, bad := range []string{"", "x", "40/", "0", "-1", "40/60+x", "0/60"} {
		if _, err := parseTC(bad); err == nil {
			t.Errorf("-tc %q accepted", bad)
		}
	}
	good := words("-variant makruk -engine cmd=a -engine cmd=b proto=xboard option.Hash=16 -each arg=-x -st 0.5 -sprt elo0=-1 elo1=3 -draw movenumber=40 movecount=8 score=10 -resign movecount=3 score=400 twosided=true -openings file=o.pgn plies=8 order=random")
	c, err := parseArgs(good)
	if err != nil {
		t.Fatal(err)
	}
	if c.Engines[1].Proto.String() != "xboard" || c.Engines[1].Options[0] != [2]string{"Hash", "16"} || c.Engines[0].Args[0] != "-x" {
		t.Errorf("engines %+v", c.Engines)
	}
	if *c.SPRT != (sprt{-1, 3, 0.05, 0.05}) || c.Draw != (drawAdj{true, 40, 8, 10}) || c.Resign != (resignAdj{true, 3, 400, true}) {
		t.Errorf("%+v %+v %+v", *c.SPRT, c.Draw, c.Resign)
	}
	if c.Openings.Plies != 8 || c.Openings.Order != "random" || c.TC.PerMove != 500*time.Millisecond || c.TC.String() != "0.5/move" {
		t.Errorf("%+v %+v", c.Openings, c.TC)
	}
	if c.Engines[0].Name != "a" {
		t.Errorf("name %q", c.Engines[0].Name)
	}
	for _, bad := range []string{
		"-variant makruk -engine cmd=a -depth 1",
		"-engine cmd=a -engine cmd=b -depth 1",
		"-variant makruk -engine cmd=a -engine cmd=b",
		"-variant makruk -engine cmd=a -engine cmd=b -depth 1 -st 1",
		"-variant makruk -engine cmd=a -engine foo -depth 1",
		"-variant makruk -engine cmd=a -engine cmd=b -depth 1 -sprt elo0=5 elo1=1",
		"-variant makruk -engine cmd=a -engine cmd=b -engine cmd=c -depth 1 -sprt",
		"-variant makruk -engine cmd=a -engine cmd=b -depth 1 -claims never",
		"-variant makruk -engine cmd=a -engine cmd=b -depth 1 -bogus",
	} {
		if _, err := parseArgs(words(bad)); err == nil {
			t.Errorf("%s: accepted", bad)
		}
	}
}

func TestRulesAndOptions(t *testing.T) {
	// Unknown rules or options are refused before any game, naming the
	// known ones.
	for _, bad := range []string{"-rules nosuchset", `-options {"NoSuchOption":"1"}`, "-options [1]"} {
		a := args(append(words("-variant makruk -depth 1"), strings.SplitN(bad, " ", 2)...), fake(t, "A", "uci"), fake(t, "B", "uci"))
		if _, err := run(context.Background(), a, io.Discard, io.Discard); err == nil {
			t.Errorf("%s accepted", bad)
		}
	}
	// A Fairy-Stockfish name chooses the rule set: cambodian is makruk's
	// cambodian set, as the record's tags say.
	r := runMatch(t, args(words("-variant cambodian -games 2 -depth 1 -maxmoves 3"), fake(t, "A", "uci"), fake(t, "B", "uci"))...)
	for _, rec := range r.recs {
		if v, _ := rec.Get("Variant"); v != "cambodian" {
			t.Errorf("Variant %q", v)
		}
		if rules, _ := rec.Get("Rules"); !strings.HasPrefix(rules, "cambodian") {
			t.Errorf("Rules %q", rules)
		}
	}
}

func TestBadEngine(t *testing.T) {
	_, err := run(context.Background(), words("-variant makruk -depth 1 -engine cmd=/nonexistent/engine -engine cmd=/nonexistent/other"), io.Discard, io.Discard)
	if err == nil {
		t.Fatal("a missing engine was accepted")
	}
	// An engine that does not play the variant is refused at the start.
	a := args(words("-variant qiguo -depth 1"), fake(t, "A", "uci"), fake(t, "B", "uci"))
	if _, err := run(context.Background(), a, io.Discard, io.Discard); err == nil {
		t.Fatal("qiguo accepted")
	}
	var e interface{ Error() string }
	_ = errors.As(err, &e)
}

// BenchmarkRunner measures the runner itself: games of 40 plies between
// two fake engines that answer at once (depth 1), so that the time is
// the runner's and the pipes' (the engine processes' own share is a few
// microseconds a move). It reports the moves the runner judges per
// second; at -st 0.05 a game of 150 plies takes the engines 7.5 s.
func BenchmarkRunner(b *testing.B) {
	exe := fakeengine.Command(b)
	a := []string{"-variant", "makruk", "-depth", "1", "-maxmoves", "20", "-claims", "engine", "-quiet", "-games", strconv.Itoa(b.N),
		"-engine", "cmd=" + exe, "name=A", "arg=uci", "arg=first", "-engine", "cmd=" + exe, "name=B", "arg=uci", "arg=first"}
	b.ResetTimer()
	s, err := run(context.Background(), a, io.Discard, io.Discard)
	if err != nil {
		b.Fatal(err)
	}
	plies := 0
	for _, f := range s.Records {
		plies += len(f.Record.Moves)
	}
	b.ReportMetric(float64(plies)/b.Elapsed().Seconds(), "moves/s")
	b.ReportMetric(s.CPU.Seconds()*1e6/float64(plies), "runner-CPU-µs/move")
}
