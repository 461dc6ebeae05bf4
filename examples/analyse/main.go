// Command analyse annotates games with an engine: it reads PGN on
// standard input, has a UCI or XBoard engine search every position of each
// game's main line, and writes each game back as PGN on standard output
// with, on every move:
//
//   - the evaluation after it, from White's point of view, as lichess
//     and python-chess write it: "[%eval 0.35]", "[%eval #-3]";
//   - where the engine prefers another move, its best line as a variation
//     (checked against the rules by core.Game.SetNotes), the first move
//     commented with the engine's evaluation of it (-lines judged: only
//     for the moves judged ?!, ? or ??, as lichess shows them);
//   - a glyph for a move that loses ground, from the drop in the mover's
//     winning chances, lichess's way: winning chances are 2/(1+e^(-0.00368208
//     cp)) - 1, from -1 to 1, with cp the evaluation in centipawns from the
//     mover's view, capped at ±1000 (a mate counts as ±1000); a drop of
//     0.1 or more is an inaccuracy (?!, $6), 0.2 a mistake (?, $2), 0.3 a
//     blunder (??, $4). A move that already has one of the glyphs $1 to
//     $6 keeps it and gets none.
//
// The record's own tags, comments, glyphs and variations are kept; an
// Annotator tag names the engine and its limit.
//
//	go run ./examples/analyse -engine cmd=/usr/games/fairy-stockfish proto=uci [option.Hash=16] \
//	    (-depth N | -movetime MS | -nodes N) [-j N] [-rules R] [-variant V] \
//	    [-pv N] [-lines all|judged] [-timeout SECONDS] < games.pgn > annotated.pgn
//
// -j N analyses N games at once, each worker with an engine process of
// its own; the games are written in their input order. The tool streams:
// it reads a game, analyses it and writes it while it reads on, holding at
// most 2N+1 games at once (each bounded by notation.PGNReader's limits), so
// memory is bounded whatever the input. -pv bounds the plies of a best
// line (default 8). A search that takes more than -timeout seconds
// (default 60) is an engine failure.
//
// One game in, one game out: every game of the input is written, whatever
// is wrong with it, as examples/pgn writes one line per game and as
// python-chess's reader goes on after a bad game. A game that does not
// read or replay (a PGN syntax error, a move the rules refuse) is written
// back as it was read (tags and moves as far as the PGN reader got them,
// or an empty game for text that is no game) with a comment saying what
// is wrong and where; a game whose analysis the engine broke off (it
// crashed, hung or said something the protocol or the rules refuse) is
// written with the analysis done so far and a comment; the engine is
// started again for the next game. A search whose best line holds a move
// the rules refuse keeps the line up to that move. The error goes to
// standard error too, and the tool exits with status 1 once the input
// has been read; it exits at once, with status 1, only when standard
// input cannot be read or the engine cannot be started.
//
// A progress bar goes to standard error when it is a terminal: the part
// of the input read (when standard input is a file), the games and
// positions done.
package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/chaturanga-go/chaturanga"
	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/engine"
	"github.com/chaturanga-go/chaturanga/examples/internal/engineproc"
	"github.com/chaturanga-go/chaturanga/notation"
)

// engineFlag collects -engine's key=value words: every argument after
// -engine up to the next that begins with '-'.
type options struct {
	Engine   engineproc.Spec
	Limit    engine.Limit
	Jobs     int
	Rules    string
	Variant  string
	PV       int
	Timeout  time.Duration
	Progress bool
	// Judged limits the best lines to the moves judged ?!, ? or ??
	// (-lines judged), as lichess shows them; else every move the engine
	// would not have played gets one.
	Judged bool
}

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	opt, err := parseArgs(os.Args[1:])
	if err != nil {
		fmt.Fprintln(os.Stderr, "analyse:", err)
		os.Exit(2)
	}
	if st, err := os.Stderr.Stat(); err == nil && st.Mode()&os.ModeCharDevice != 0 {
		opt.Progress = true
	}
	var size int64
	if st, err := os.Stdin.Stat(); err == nil && st.Mode().IsRegular() {
		size = st.Size()
	}
	if err := run(ctx, opt, os.Stdin, size, os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "analyse:", err)
		os.Exit(1)
	}
}

// parseArgs reads the command line; -engine takes the words after it.
func parseArgs(args []string) (options, error) {
	var engineWords []string
	var rest []string
	for i := 0; i < len(args); i++ {
		if args[i] == "-engine" || args[i] == "--engine" {
			for i+1 < len(args) && !strings.HasPrefix(args[i+1], "-") {
				i++
				engineWords = append(engineWords, args[i])
			}
			continue
		}
		rest = append(rest, args[i])
	}
	fs := flag.NewFlagSet("analyse", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	depth := fs.Int("depth", 0, "search each position to this depth")
	movetime := fs.Int("movetime", 0, "search each position for this many milliseconds")
	nodes := fs.Int64("nodes", 0, "search each position for this many nodes")
	jobs := fs.Int("j", 1, "games analysed at once, each with its own engine")
	rules := fs.String("rules", "", "the rule set of records without a Rules tag")
	variant := fs.String("variant", "", "the game of records without a Variant tag")
	pv := fs.Int("pv", 8, "the most plies of a best line")
	timeout := fs.Float64("timeout", 60, "seconds a search may take before the engine counts as failed")
	lines := fs.String("lines", "all", "best lines for every move the engine would not play (all) or only for the moves judged ?!, ? or ?? (judged)")
	if err := fs.Parse(rest); err != nil {
		return options{}, fmt.Errorf("%v\nusage: analyse -engine cmd=PATH [arg=A]... [proto=uci|xboard] [option.NAME=VALUE]... (-depth N | -movetime MS | -nodes N) [-j N] [-rules R] [-variant V] [-pv N] [-lines all|judged] [-timeout S] < in.pgn > out.pgn", err)
	}
	if fs.NArg() > 0 {
		return options{}, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	if len(engineWords) == 0 {
		return options{}, errors.New("-engine cmd=PATH [proto=uci|xboard] ... is required")
	}
	spec, err := engineproc.ParseSpec(engineWords)
	if err != nil {
		return options{}, err
	}
	if len(spec.Limits) > 0 {
		return options{}, errors.New("-engine: tc=, st=, depth= and nodes= are the match tool's: give -depth, -movetime or -nodes")
	}
	n := 0
	for _, v := range []int64{int64(*depth), int64(*movetime), *nodes} {
		if v < 0 {
			return options{}, errors.New("-depth, -movetime and -nodes must not be negative")
		}
		if v > 0 {
			n++
		}
	}
	if n != 1 {
		return options{}, errors.New("give one of -depth, -movetime and -nodes")
	}
	if *jobs < 1 || *jobs > 256 {
		return options{}, errors.New("-j: want 1 to 256")
	}
	if *lines != "all" && *lines != "judged" {
		return options{}, errors.New("-lines: want all or judged")
	}
	if *pv < 1 || *timeout <= 0 || math.IsNaN(*timeout) || *timeout > 1e6 {
		return options{}, errors.New("-pv and -timeout must be positive")
	}
	return options{
		Engine:  spec,
		Limit:   engine.Limit{Depth: *depth, MoveTime: time.Duration(*movetime) * time.Millisecond, Nodes: *nodes},
		Jobs:    *jobs,
		Rules:   *rules,
		Variant: *variant,
		PV:      *pv,
		Timeout: time.Duration(*timeout * float64(time.Second)),
		Judged:  *lines == "judged",
	}, nil
}

// limitText names the search's limit for the Annotator tag.
func limitText(l engine.Limit) string {
	switch {
	case l.Depth > 0:
		return "depth " + strconv.Itoa(l.Depth)
	case l.MoveTime > 0:
		return strconv.FormatInt(l.MoveTime.Milliseconds(), 10) + " ms"
	}
	return strconv.FormatInt(l.Nodes, 10) + " nodes"
}

// An item is one game of the input on its way to the output.
type item struct {
	n    int // from 1
	rec  *notation.Record
	err  error // the reader's error for this game
	line int
	out  chan result
}

type result struct {
	pgn []byte
	err error // what went wrong with the game (it is written all the same)
}

// counter counts the bytes read, for the progress bar.
type counter struct {
	r io.Reader
	n atomic.Int64
}

func (c *counter) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n.Add(int64(n))
	return n, err
}

// run analyses the games of in (size bytes when known, else 0) and
// writes them to out.
func run(ctx context.Context, opt options, in io.Reader, size int64, out, stderr io.Writer) error {
	// The engine is started once first, to fail early on a bad command.
	p, err := engineproc.Start(ctx, opt.Engine, engine.Config{})
	if err != nil {
		return err
	}
	engineName := p.Name()
	p.Close()
	if engineName == "" {
		engineName = opt.Engine.Name
	}
	annotator := engineName + ", " + limitText(opt.Limit)

	cin := &counter{r: in}
	reader := notation.NewPGNReader(bufio.NewReaderSize(cin, 1<<16))
	work := make(chan *item)
	order := make(chan *item, opt.Jobs)
	var positions, games atomic.Int64
	var wg sync.WaitGroup
	for w := 0; w < opt.Jobs; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			a := &analyser{opt: opt, annotator: annotator, positions: &positions}
			defer a.close()
			for it := range work {
				it.out <- a.game(ctx, it)
			}
		}()
	}
	var readErr error
	go func() {
		defer close(order)
		defer close(work)
		for n := 1; ; n++ {
			rec, err := reader.Next()
			if err == io.EOF {
				return
			}
			var pe *core.ParseError
			if err != nil && !errors.As(err, &pe) {
				readErr = err // standard input failed
				return
			}
			it := &item{n: n, rec: rec, err: err, line: reader.GameLine(), out: make(chan result, 1)}
			select {
			case order <- it:
			case <-ctx.Done():
				return
			}
			select {
			case work <- it:
			case <-ctx.Done():
				return
			}
		}
	}()

	w := bufio.NewWriter(out)
	bar := &progressBar{w: stderr, on: opt.Progress, size: size, read: &cin.n, games: &games, positions: &positions}
	stopBar := bar.start()
	failed := 0
	var werr error
	for it := range order {
		r := <-it.out
		if _, err := w.Write(r.pgn); err != nil && werr == nil {
			werr = err
		}
		if err := w.Flush(); err != nil && werr == nil {
			werr = err
		}
		games.Add(1)
		if r.err != nil {
			failed++
			bar.clear()
			fmt.Fprintf(stderr, "analyse: game %d (line %d): %v\n", it.n, it.line, r.err)
		}
	}
	wg.Wait()
	stopBar()
	switch {
	case werr != nil:
		return werr
	case readErr != nil:
		return fmt.Errorf("reading standard input: %w", readErr)
	case ctx.Err() != nil:
		return ctx.Err()
	case failed > 0:
		return fmt.Errorf("%d of %d games not fully analysed (see above)", failed, games.Load())
	}
	return nil
}

// An analyser is one worker: its engine, started when first needed and
// again after it failed.
type analyser struct {
	opt       options
	annotator string
	proc      *engineproc.Proc
	positions *atomic.Int64
}

func (a *analyser) close() {
	if a.proc != nil {
		a.proc.Close()
	}
}

func (a *analyser) kill() {
	if a.proc != nil {
		a.proc.Kill()
		a.proc = nil
	}
}

// badGame returns the record as it was read (or an empty one) with a
// comment saying what is wrong.
func badGame(rec *notation.Record, err error, line int) result {
	if rec == nil {
		rec = &notation.Record{Result: "*"}
	}
	c := fmt.Sprintf("analyse: not analysed: %v", err)
	if line > 0 && rec.Line == 0 {
		c = fmt.Sprintf("analyse: the game at line %d is not analysed: %v", line, err)
	}
	rec.Comment = strings.TrimSpace(rec.Comment + " " + c)
	return result{pgn: notation.AppendPGN(nil, rec), err: err}
}

// game analyses one game.
func (a *analyser) game(ctx context.Context, it *item) result {
	if it.err != nil {
		return badGame(it.rec, it.err, it.line)
	}
	rec := it.rec
	if v, ok := rec.Get("Variant"); (!ok || v == "") && a.opt.Variant != "" {
		rec.Set("Variant", a.opt.Variant)
	}
	g, err := chaturanga.ReadRecord(rec, a.rulesFor(rec))
	var gameErr error
	var ve core.VariationErrors
	switch {
	case err == nil:
	case g != nil && errors.As(err, &ve):
		gameErr = err // bad variations cut; the main line is analysed
	default:
		return badGame(rec, err, it.line)
	}
	if err := a.annotate(ctx, g); err != nil {
		gameErr = err
		n := g.Len()
		msg := "analyse: analysis broken off: " + err.Error()
		if n == 0 {
			g.SetComment(strings.TrimSpace(g.Comment() + " " + msg))
		} else {
			notes := g.Notes(n - 1)
			notes.Comments = append(notes.Comments, msg)
			g.SetNotes(n-1, notes)
		}
	}
	tags := append([]notation.Tag(nil), rec.Tags...)
	tags = setTag(tags, "Annotator", a.annotator)
	out := g.Record(tags...)
	return result{pgn: notation.AppendPGN(nil, out), err: gameErr}
}

func setTag(tags []notation.Tag, name, value string) []notation.Tag {
	for i := range tags {
		if tags[i].Name == name {
			tags[i].Value = value
			return tags
		}
	}
	return append(tags, notation.Tag{Name: name, Value: value})
}

// rulesFor returns -rules for a record without a Rules tag whose game has
// a rule set of that name, and "" (the game's default) otherwise.
func (a *analyser) rulesFor(rec *notation.Record) string {
	if a.opt.Rules == "" {
		return ""
	}
	name, _ := rec.Get("Variant")
	v, _, err := chaturanga.LookupFSF(name)
	if err != nil {
		return a.opt.Rules
	}
	set := strings.Fields(a.opt.Rules)[0]
	for _, s := range v.RuleSets() {
		if strings.EqualFold(s, set) {
			return a.opt.Rules
		}
	}
	return ""
}

// eval is one position's search: the score from the side to move's view
// and the best line.
type eval struct {
	ok    bool
	score engine.Score
	pv    []core.Move
	side  core.Color
}

// annotate searches every position of g's main line and sets the notes.
func (a *analyser) annotate(ctx context.Context, g chaturanga.Game) error {
	moves := g.Moves()
	start := g.Start()
	evals := make([]eval, len(moves)+1)
	p := start.Clone()
	var engineErr error
	first := true // the game's first search tells the engine of the new game
	for i := 0; i <= len(moves); i++ {
		if i > 0 {
			if err := p.PlayMove(moves[i-1]); err != nil {
				return err // the game replayed these moves
			}
		}
		if p.Outcome().IsOver() {
			break
		}
		if i < len(moves) && moves[i].Action() != core.NoAction {
			continue // an action (Makruk's count) is no position to search
		}
		if engineErr != nil {
			break
		}
		inf, err := a.search(ctx, start, moves[:i], first)
		first = false
		var ge gameError
		if err != nil {
			if !errors.As(err, &ge) && (errors.Is(err, engine.ErrIllegalMove) || errors.Is(err, engine.ErrUnsupported)) {
				continue // the engine cannot take this position (rules it does not know)
			}
			engineErr = err
			break
		}
		a.positions.Add(1)
		evals[i] = eval{ok: inf.HasScore, score: inf.Score, pv: inf.PV, side: p.Side()}
	}
	for i := range moves {
		before, after := evals[i], evals[i+1]
		n := g.Notes(i)
		changed := false
		if after.ok {
			n.Comments = append(n.Comments, "[%eval "+whiteView(after.score, after.side)+"]")
			changed = true
		}
		if before.ok && after.ok && !hasJudgement(n.NAGs) {
			if nag := judge(before.score, after.score); nag != 0 {
				n.NAGs = append(n.NAGs, nag)
				changed = true
			}
		}
		if before.ok && len(before.pv) > 0 && before.pv[0] != moves[i] && (!a.opt.Judged || hasMistake(n.NAGs)) {
			pv := before.pv
			if len(pv) > a.opt.PV {
				pv = pv[:a.opt.PV]
			}
			v := make(core.Variation, len(pv))
			for k, m := range pv {
				v[k].Move = m
			}
			v[0].Comments = []string{"[%eval " + whiteView(before.score, before.side) + "]"}
			n2 := n.Clone()
			n2.Variations = append(n2.Variations, v)
			if g.SetNotes(i, n2) == nil {
				continue
			}
		}
		if changed {
			if err := g.SetNotes(i, n); err != nil {
				return err
			}
		}
	}
	return engineErr
}

// search asks the worker's engine for an analysis of the position after
// moves from start; newGame says the game is new to the engine (its first
// search), and an engine started again after a failure is told too.
func (a *analyser) search(ctx context.Context, start core.Position, moves []core.Move, newGame bool) (engine.Info, error) {
	if a.proc == nil {
		p, err := engineproc.Start(ctx, a.opt.Engine, engine.Config{})
		if err != nil {
			return engine.Info{}, err
		}
		a.proc, newGame = p, true
	}
	if newGame {
		nctx, cancel := context.WithTimeout(ctx, engineproc.HandshakeTimeout)
		err := a.proc.NewGame(nctx, start)
		cancel()
		if err != nil {
			a.kill()
			return engine.Info{}, gameError{err}
		}
	}
	sctx, cancel := context.WithTimeout(ctx, a.opt.Timeout)
	defer cancel()
	inf, err := a.proc.Analyse(sctx, start, moves, a.opt.Limit, nil)
	if err != nil && !errors.Is(err, engine.ErrIllegalMove) && !errors.Is(err, engine.ErrUnsupported) {
		a.kill()
	}
	return inf, err
}

// gameError is an engine's refusal of a game (a variant it does not
// play): the game's analysis fails, where a position it refuses is only
// skipped.
type gameError struct{ error }

func (e gameError) Unwrap() error { return e.error }

// hasJudgement reports whether a move's glyphs judge it already ($1 to
// $6).
func hasJudgement(nags []int) bool {
	for _, n := range nags {
		if n >= 1 && n <= 6 {
			return true
		}
	}
	return false
}

// hasMistake reports whether a move's glyphs call it an inaccuracy, a
// mistake or a blunder ($6, $2, $4).
func hasMistake(nags []int) bool {
	for _, n := range nags {
		if n == nagInaccuracy || n == nagMistake || n == nagBlunder {
			return true
		}
	}
	return false
}

// whiteView writes a score of side c's search from White's view.
func whiteView(s engine.Score, c core.Color) string {
	if c == core.Black {
		s.CP, s.Mate = -s.CP, -s.Mate
	}
	return s.String()
}

// winningChances returns lichess's winning chances of the side whose
// score s is, from -1 to 1.
func winningChances(s engine.Score) float64 {
	cp := float64(s.CP)
	if s.IsMate {
		cp = 1000
		if s.Mate < 0 || (s.Mate == 0) {
			cp = -1000
		}
	}
	cp = math.Max(-1000, math.Min(1000, cp))
	return 2/(1+math.Exp(-0.00368208*cp)) - 1
}

// The glyphs and lichess's thresholds of the drop in winning chances.
const (
	nagMistake     = 2 // ?
	nagBlunder     = 4 // ??
	nagInaccuracy  = 6 // ?!
	blunderDrop    = 0.3
	mistakeDrop    = 0.2
	inaccuracyDrop = 0.1
)

// judge returns the glyph of a move from the score before it (the
// mover's view) and after it (the opponent's view), or 0.
func judge(before, after engine.Score) int {
	drop := winningChances(before) + winningChances(after) // after is the opponent's: -(-x)
	switch {
	case drop >= blunderDrop:
		return nagBlunder
	case drop >= mistakeDrop:
		return nagMistake
	case drop >= inaccuracyDrop:
		return nagInaccuracy
	}
	return 0
}

// progressBar draws the progress on standard error.
type progressBar struct {
	w                io.Writer
	on               bool
	size             int64
	read             *atomic.Int64
	games, positions *atomic.Int64
	mu               sync.Mutex
	width            int
}

func (b *progressBar) start() (stop func()) {
	if !b.on {
		return func() {}
	}
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		t := time.NewTicker(200 * time.Millisecond)
		defer t.Stop()
		for {
			select {
			case <-t.C:
				b.draw()
			case <-done:
				b.draw()
				b.mu.Lock()
				fmt.Fprintln(b.w)
				b.mu.Unlock()
				return
			}
		}
	}()
	return func() { close(done); wg.Wait() }
}

func (b *progressBar) line() string {
	g, p := b.games.Load(), b.positions.Load()
	if b.size > 0 {
		frac := math.Min(1, float64(b.read.Load())/float64(b.size))
		const n = 30
		k := int(frac * n)
		return fmt.Sprintf("[%s%s] %3.0f%%  %d games, %d positions", strings.Repeat("#", k), strings.Repeat(".", n-k), 100*frac, g, p)
	}
	return fmt.Sprintf("%d games, %d positions", g, p)
}

func (b *progressBar) draw() {
	b.mu.Lock()
	defer b.mu.Unlock()
	s := b.line()
	pad := ""
	if d := b.width - len(s); d > 0 {
		pad = strings.Repeat(" ", d)
	}
	b.width = len(s)
	fmt.Fprintf(b.w, "\r%s%s", s, pad)
}

// clear blanks the bar's line before an error message.
func (b *progressBar) clear() {
	if !b.on {
		return
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	fmt.Fprintf(b.w, "\r%s\r", strings.Repeat(" ", b.width))
	b.width = 0
}
