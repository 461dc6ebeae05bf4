// Command match runs engine matches with the library as the arbiter, on
// cutechess-cli's command line:
//
//	go run ./examples/match -variant makruk [-rules R] [-options JSON] \
//	    -engine cmd=/usr/games/fairy-stockfish proto=uci [name=N] [option.Hash=16] \
//	    -engine cmd=./bot arg=-uci proto=uci \
//	    -games 20 (-tc 40/60+0.5 | -st 0.1 | -depth 6) [-concurrency 2] \
//	    [-openings file=openings.pgn plies=8] [-pgnout games.pgn] \
//	    [-sprt elo0=0 elo1=5 alpha=0.05 beta=0.05] \
//	    [-draw movenumber=40 movecount=8 score=10] [-resign movecount=3 score=900]
//
// Two or more engines play a round robin: each pair -games games per
// round (-rounds), each opening twice with the colours reversed. The
// variant is a registry name or a Fairy-Stockfish name (chaturanga.
// LookupFSF: "cambodian" is makruk's cambodian rule set); -rules and
// -options (a JSON object of rule options) choose the rules. The engines
// are told the variant by its Fairy-Stockfish name where it has one
// (engine.VariantName).
//
// # Time
//
// The runner keeps the clocks: -tc [moves/]time[+increment] (seconds or
// minutes:seconds: 40/60+0.5, 1:30+1, 10+0.1), -st SECONDS a move, or
// -depth N or -nodes N with no clock. An engine's own tc=, st=, depth= or
// nodes= (cutechess-cli's per-engine tc) overrides the match's, for
// matches at time odds; the records then have WhiteTimeControl and
// BlackTimeControl tags. The time of a move is measured from
// the moment the position is sent to the moment the move comes back; an
// engine whose clock falls below -timemargin (milliseconds, default 0, as
// cutechess-cli) loses on time, as does one over -st by more than the
// margin. A move under -depth or -nodes that does not come within
// -timeout seconds (default 60) ends the game as a stalled connection.
//
// # The arbiter
//
// Every move is checked by the library under the match's rules, and the
// game ends by its rules: checkmate, stalemate, the bare king, counting,
// Sittuyin's setup (whose placements are moves), and the rest, each
// written as its reason's word in the Termination tag. The engines' own
// faults end a game too, as a loss for the engine at fault:
//
//	illegal move        a move the rules refuse (the comment names the rule)
//	false claim         an XBoard result claim the rules do not allow
//	abandoned           the engine crashed, or broke the protocol
//	stalled connection  no answer within -timeout (no clock)
//	time forfeit        the clock ran out (or -st overstepped)
//	adjudication        -resign, -draw or -maxmoves
//
// Endings a player must claim (threefold repetition, the move rules,
// Fairy-Stockfish's counting under the Pychess sets): with -claims auto
// (the default) the runner claims them for the side to move as soon as the
// rules allow, as cutechess-cli ends its games by threefold repetition and
// the fifty-move rule whoever plays; UCI has no way to claim, so this
// is the only way a UCI game ends by them. With -claims engine only an
// XBoard engine's claim ends the game (checked against the rules: a claim
// they do not allow loses), and UCI games go on to an automatic ending or
// -maxmoves. An XBoard engine's "resign", or a result against itself,
// is a resignation. A crashed or killed engine (after a loss on time or a
// hang) is started again for the next game. A UCI ponder move the rules
// refuse is not a move played: the runner notes it on standard error and
// plays the best move (cutechess-cli ignores ponder moves). Each illegal
// move is also written to standard error with the position's rule.
//
// Where an engine plays other rules than the match's, the arbiter's
// verdict names the library's rule: Fairy-Stockfish told "sittuyin" plays
// the Pychess set's alternating setup, which the library's Default set
// (White places all its pieces first, ST-10) refuses at Black's first
// placement (ST-11; see TestFairyStockfishOtherRules). Fairy-Stockfish
// 11.1 (Debian's) and the library's Pychess and family sets agreed on
// every move of the games this tool's tests and figures played.
//
// -draw movenumber=N movecount=C score=S adjudicates a draw once both
// engines' scores have stayed within S centipawns of zero for C moves
// each (2C plies) and N moves have been played; -resign movecount=C
// score=S a loss for an engine whose own score stays at or below -S for C
// of its moves (twosided=true: while its opponent's is at or above S).
// Mate scores count as beyond any bound.
//
// # Output
//
// Every game is written as PGN to -pgnout (or standard output), in the
// schedule's order: the Seven Tag Roster (White and Black the engines'
// names, Round the game's number), TimeControl, Variant, Rules, Result,
// Termination, and per move the engine's score from White's view with its
// depth, "[%eval 0.35,12]", and the clock left after the move, "[%clk
// 0:00:59.5]" (notation.SetClock); the last move's comment says how the
// game ended. A live progress line goes to standard error (a line a game
// when it is not a terminal, unless -quiet), then the table: wins, losses
// and draws, score, Elo difference with its 95% error margin, LOS and
// draw ratio, as cutechess-cli computes them (see tally.elo), and the
// Terminations counted.
//
// -sprt elo0=E0 elo1=E1 alpha=A beta=B (two engines) runs a sequential
// probability ratio test of the first engine against the second, as
// fishtest and cutechess-cli do (the GSPRT on logistic Elo, see sprt.llr),
// and stops the match as soon as the log-likelihood ratio leaves
// [log(B/(1-A)), log((1-B)/A)]; games then in progress are dropped.
//
// # Figures
//
// Measured on the project's shared machine (2 cores, a load average of 17
// to 25 from other jobs while they ran, so the engines got a fraction of
// the wall time they were given), Debian's Fairy-Stockfish 11.1 against
// itself in Makruk (Pychess rules), two games at once:
//
//	match -variant makruk -rules pychess -engine cmd=/usr/games/fairy-stockfish name=FSF1 \
//	    -engine cmd=/usr/games/fairy-stockfish name=FSF2 -games 12 -st 0.05 -timemargin 1000 \
//	    -concurrency 2 -pgnout tp.pgn -quiet
//
// played 12 games (2904 plies) in 122.9 s, 5.9 games a minute; the runner
// used 3.65 s of CPU (1.3 ms a move, most of it the engine client checking
// every move of every PV line Fairy-Stockfish sends), the engines 61.7 s:
// the runner's share is 5.6%, and 2.5% of the 50 ms a move the engines
// are given. At -tc 10+0.1 (one engine over UCI, one over XBoard,
// -timemargin 300) 4 games took 71.3 s, 3.4 games a minute, runner 0.81 s
// against the engines' 21.1 s (3.7%). BenchmarkRunner, two fake engines
// that answer at once, gives the runner's own bound: about 570 moves a
// second, 116 µs of the runner's CPU a move on that machine.
//
// The bot (examples/bot -uci) against Fairy-Stockfish, 10 games each,
// Pychess rules, -concurrency 2 -timemargin 1000: at equal time (-st 0.1)
// Fairy-Stockfish won all 20 games (Makruk 10-0, Shatranj 10-0: no Elo
// figure, the difference is beyond what 10 games measure); at twenty times
// the time for the bot (engine settings st=0.01 for Fairy-Stockfish, st=0.2
// for the bot) Fairy-Stockfish scored 4-1-5 in Makruk (Elo difference
// +107.5 ± 166.5 for Fairy-Stockfish) and 7-2-1 in Shatranj (+190.8 ±
// 763.2).
package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime/pprof"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/chaturanga-go/chaturanga"
	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/engine"
	"github.com/chaturanga-go/chaturanga/examples/internal/engineproc"
	"github.com/chaturanga-go/chaturanga/examples/internal/jsonopt"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	if _, err := run(ctx, os.Args[1:], os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "match:", err)
		os.Exit(1)
	}
}

// A match is a run of the tool.
type match struct {
	cfg      *config
	variant  chaturanga.Variant
	rules    string
	options  []chaturanga.Option
	openings []opening
	date     string
	stderr   io.Writer

	mu      sync.Mutex
	illegal func(j job, c core.Color, err error)
}

// warn writes a note about game j on standard error.
func (m *match) warn(j job, msg string) {
	m.mu.Lock()
	defer m.mu.Unlock()
	fmt.Fprintf(m.stderr, "match: game %d: %s\n", j.Number, msg)
}

// summary is what a match ends with, for the table and the tests.
type summary struct {
	Games   int
	Pair    tally // the first engine against the second (two engines)
	Engines []tally
	Terms   map[string]int
	LLR     float64
	Verdict verdict
	Records []*finished
	Starts  []int // processes started per engine
	// Wall is the match's time; CPU the runner's own CPU time in it,
	// EngineCPU the engines' (0 where the system does not say).
	Wall, CPU, EngineCPU time.Duration
}

// newPos returns a position of the match's game and rules.
func (m *match) newPos(fen string) (core.Position, error) {
	return m.variant.NewPosition(m.rules, fen, m.options...)
}

func run(ctx context.Context, args []string, stdout, stderr io.Writer) (*summary, error) {
	cfg, err := parseArgs(args)
	if err != nil {
		return nil, err
	}
	m := &match{cfg: cfg, stderr: stderr, date: time.Now().UTC().Format("2006.01.02")}
	m.variant, m.rules, err = chaturanga.LookupFSF(cfg.Variant)
	if err != nil {
		return nil, err
	}
	if cfg.Rules != "" {
		m.rules = cfg.Rules
	}
	if cfg.Options != nil {
		o, err := jsonopt.Parse(cfg.Options)
		if err != nil {
			return nil, err
		}
		m.options = o.List
	}
	start, err := m.newPos("")
	if err != nil {
		return nil, err
	}
	if start.Sides() != 2 {
		return nil, fmt.Errorf("-variant %s: the runner plays two-player games", cfg.Variant)
	}
	if cfg.Openings.File != "" {
		m.openings, err = readOpenings(cfg.Openings, m.newPos, m.variant.Name(), m.rules, cfg.Seed)
		if err != nil {
			return nil, err
		}
	} else {
		m.openings = []opening{{Start: start}}
	}
	m.illegal = func(j job, c core.Color, err error) {
		m.mu.Lock()
		defer m.mu.Unlock()
		fmt.Fprintf(stderr, "match: game %d: %v\n", j.Number, err)
	}
	if cfg.Debug {
		for i := range cfg.Engines {
			cfg.Engines[i].Stderr = stderr
		}
	}
	if cfg.CPUProfile != "" {
		f, err := os.Create(cfg.CPUProfile)
		if err != nil {
			return nil, err
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return nil, err
		}
		defer pprof.StopCPUProfile()
	}
	var out io.Writer = stdout
	if cfg.PGNOut != "" {
		f, err := os.OpenFile(cfg.PGNOut, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
		if err != nil {
			return nil, err
		}
		defer f.Close()
		out = f
	}
	return m.play(ctx, out)
}

// schedule returns the games of the round robin, in order: each round,
// each pair of engines, -games games with the openings in turn, each
// opening twice with the colours reversed.
func (m *match) schedule() []job {
	var jobs []job
	k := len(m.cfg.Engines)
	for r := 0; r < m.cfg.Rounds; r++ {
		for a := 0; a < k; a++ {
			for b := a + 1; b < k; b++ {
				for i := 0; i < m.cfg.Games; i++ {
					n := r*m.cfg.Games + i
					j := job{Number: len(jobs) + 1, Round: r + 1, White: a, Black: b, Opening: m.openings[(n/2)%len(m.openings)]}
					if i%2 == 1 {
						j.White, j.Black = b, a
					}
					jobs = append(jobs, j)
				}
			}
		}
	}
	return jobs
}

// play runs the schedule with -concurrency workers, each with its own
// engine processes, and writes the games in order as they finish.
func (m *match) play(ctx context.Context, out io.Writer) (*summary, error) {
	// Each engine is started once first, to fail early on a bad command
	// or a variant it does not play.
	variantName, err := engine.VariantName(m.openings[0].Start)
	if err != nil {
		return nil, err
	}
	for i := range m.cfg.Engines {
		p, err := engineproc.Start(ctx, m.cfg.Engines[i], m.engineConfig())
		if err != nil {
			return nil, err
		}
		vs := p.Variants()
		p.Close()
		if len(vs) > 0 && !contains(vs, variantName) {
			return nil, fmt.Errorf("engine %s does not play %s (it plays %s)", m.cfg.Engines[i].Name, variantName, strings.Join(vs, ", "))
		}
	}
	jobs := m.schedule()
	began := time.Now()
	self0, children0, _ := cpuTimes()
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	queue := make(chan job)
	done := make(chan *finished)
	var wg sync.WaitGroup
	startsMu := sync.Mutex{}
	starts := make([]int, len(m.cfg.Engines))
	for w := 0; w < m.cfg.Concurrency; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			players := make([]*player, len(m.cfg.Engines))
			for i := range players {
				players[i] = &player{spec: &m.cfg.Engines[i], cfg: m.engineConfig()}
			}
			defer func() {
				startsMu.Lock()
				for i, pl := range players {
					starts[i] += pl.starts
					pl.close()
				}
				startsMu.Unlock()
			}()
			for j := range queue {
				f := m.playGame(ctx, j, [2]*player{players[j.White], players[j.Black]})
				if f == nil {
					return
				}
				select {
				case done <- f:
				case <-ctx.Done():
					return
				}
			}
		}()
	}
	go func() {
		defer close(queue)
		for _, j := range jobs {
			select {
			case queue <- j:
			case <-ctx.Done():
				return
			}
		}
	}()
	go func() {
		wg.Wait()
		close(done)
	}()

	s := &summary{Engines: make([]tally, len(m.cfg.Engines)), Terms: map[string]int{}}
	w := bufio.NewWriter(out)
	pending := map[int]*finished{}
	next := 1
	prog := newProgress(m.stderr, m.cfg.Quiet, len(jobs))
	var werr error
	flush := func() {
		for {
			f, ok := pending[next]
			if !ok {
				break
			}
			delete(pending, next)
			next++
			if _, err := w.Write(f.PGN); err != nil && werr == nil {
				werr = err
			}
			if err := w.Flush(); err != nil && werr == nil {
				werr = err
			}
		}
	}
	for f := range done {
		if s.Verdict != continueTest {
			continue // the test decided: games finishing after are dropped
		}
		s.Games++
		s.Records = append(s.Records, f)
		s.Terms[f.Term]++
		var wScore [2]int // +1 win, 0 draw, -1 loss, for White and Black
		switch f.Result {
		case "1-0":
			wScore = [2]int{1, -1}
		case "0-1":
			wScore = [2]int{-1, 1}
		}
		for c, e := range [2]int{f.Job.White, f.Job.Black} {
			t := &s.Engines[e]
			switch wScore[c] {
			case 1:
				t.W++
			case -1:
				t.L++
			default:
				t.D++
			}
			if len(m.cfg.Engines) == 2 && e == 0 {
				switch wScore[c] {
				case 1:
					s.Pair.W++
				case -1:
					s.Pair.L++
				default:
					s.Pair.D++
				}
			}
		}
		pending[f.Job.Number] = f
		flush()
		if m.cfg.SPRT != nil {
			s.LLR, s.Verdict = m.cfg.SPRT.status(s.Pair)
			if s.Verdict != continueTest {
				cancel()
			}
		}
		prog.game(m, f, s)
	}
	// Games finished out of order before a stop: written in order, with
	// the gaps left.
	keys := make([]int, 0, len(pending))
	for k := range pending {
		keys = append(keys, k)
	}
	sort.Ints(keys)
	for _, k := range keys {
		w.Write(pending[k].PGN)
	}
	if err := w.Flush(); err != nil && werr == nil {
		werr = err
	}
	wg.Wait() // the workers have closed their engines
	prog.end()
	s.Starts = starts
	s.Wall = time.Since(began)
	if self1, children1, ok := cpuTimes(); ok {
		s.CPU, s.EngineCPU = self1-self0, children1-children0
	}
	m.table(s)
	if werr != nil {
		return s, werr
	}
	if err := ctx.Err(); err != nil && s.Verdict == continueTest {
		return s, fmt.Errorf("stopped: %w", context.Cause(ctx))
	}
	return s, nil
}

// engineConfig is the engine client's configuration.
func (m *match) engineConfig() engine.Config {
	var cfg engine.Config
	if m.cfg.Debug {
		cfg.Log = func(dir byte, line string) {
			m.mu.Lock()
			defer m.mu.Unlock()
			fmt.Fprintf(m.stderr, "%c %s\n", dir, line)
		}
	}
	return cfg
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if strings.EqualFold(x, s) {
			return true
		}
	}
	return false
}
