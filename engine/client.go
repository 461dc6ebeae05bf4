package engine

import (
	"context"
	"errors"
	"io"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/chaturanga-go/chaturanga"
	"github.com/chaturanga-go/chaturanga/core"
)

// Config sets a client's limits. The zero Config is the defaults.
type Config struct {
	// MaxLine is the longest line accepted from the engine, in bytes
	// (without its newline); a longer one is an ErrLineTooLong error and
	// ends the connection. The client never buffers more than MaxLine
	// plus 4 KiB of the engine's output. Zero means DefaultMaxLine
	// (64 KiB).
	MaxLine int
	// MaxLines is the most lines accepted from the engine while one
	// answer is awaited (the handshake, isready, one search's output); one
	// more is an ErrFlood error and ends the connection. Zero means
	// DefaultMaxLines (1 000 000).
	MaxLines int
	// Log, when not nil, is called with every line sent ('>') and
	// received ('<'), from the goroutine that sends or reads it.
	Log func(dir byte, line string)
}

// The default limits of a [Config].
const (
	DefaultMaxLine  = 64 << 10
	DefaultMaxLines = 1_000_000
)

// xboardDoneWait is how long an XBoard engine has to send feature done=1
// after protover 2 unless it sends done=0 (CECP v2: two seconds).
var xboardDoneWait = 2 * time.Second

// An Engine is a connection to an engine, made by [Connect].
//
// Its methods must not be called concurrently, with three exceptions: a
// [Search]'s Stop and PonderHit, and Close, may be called from another
// goroutine while a search runs.
//
// One goroutine reads the engine's output, line by line within
// Config.MaxLine; it ends when the engine's output ends or fails, or,
// after Close, as soon as it has a line to hand over. Close closes the
// reader and writer given to Connect when they are io.Closers (an
// os/exec pipe is), so a hung engine leaves no goroutine behind once it
// is closed (or killed).
//
// A call whose context ends while the engine thinks returns ErrTimeout
// and tells the engine to stop (UCI stop, XBoard ?); the next call first
// brings the engine back in step (UCI isready/readyok, XBoard
// force/ping/pong), discarding what the engine said meanwhile.
type Engine struct {
	proto Protocol
	cfg   Config
	w     io.Writer
	r     io.Reader

	wmu       sync.Mutex
	lines     chan lineMsg
	done      chan struct{}
	closeOnce sync.Once

	fatal error // sticky: the connection is over
	count int   // lines read in the current wait
	dirty bool  // an abandoned search: resync first

	name, author string
	options      []Option
	variants     []string

	// XBoard
	feat  map[string]string
	pingN int
	xb    xbState
}

// xbState is what an XBoard client knows of the engine's board.
type xbState struct {
	valid   bool
	variant string
	fen     string // the base position's FEN
	moves   []core.Move
	level   string // the increment of the level sent this game ("" none)
	sd, st  string
}

type lineMsg struct {
	line string
	err  error
}

// PlayResult is an engine's answer to [Engine.Play].
type PlayResult struct {
	Move      core.Move // the move; zero when the engine resigned or claimed instead of moving
	Ponder    core.Move // the move it would ponder on (UCI "bestmove ... ponder"), checked
	HasPonder bool
	Info      Info   // the last main-line (multipv 1) info of the search
	Resigned  bool   // XBoard "resign" (or a result against itself)
	DrawOffer bool   // XBoard "offer draw" sent with or before the move
	Claim     string // XBoard result claim as sent: "1/2-1/2", "1-0", "0-1" ("" none)
	ClaimText string // the claim's {comment}
	// ClaimError is nil when the rules back Claim (the game has ended so,
	// or the claimed draw may be claimed: see chaturanga.Game's Claims),
	// or a claim of a loss by the engine itself; otherwise an *Error
	// wrapping ErrFalseClaim. A false claim is not a failure of Play:
	// the arbiter decides what it costs.
	ClaimError error
}

// ErrFalseClaim: an XBoard engine claimed a result the rules do not give.
var ErrFalseClaim = errors.New("engine claimed a result the rules do not give")

// Connect makes a client over an engine's output r and input w, and
// shakes hands in protocol proto: UCI "uci" … "uciok" (reading id and
// every option), XBoard "xboard", "protover 2" … "feature done=1"
// (answering each feature accepted or rejected; an engine that sends no
// done=1 has two seconds, one that sends done=0 until ctx ends). The
// handshake must end before ctx does.
func Connect(ctx context.Context, proto Protocol, r io.Reader, w io.Writer, cfg Config) (*Engine, error) {
	if cfg.MaxLine <= 0 {
		cfg.MaxLine = DefaultMaxLine
	}
	if cfg.MaxLines <= 0 {
		cfg.MaxLines = DefaultMaxLines
	}
	if proto != UCI && proto != XBoard {
		return nil, &Error{Op: "connect", Err: ErrUnsupported}
	}
	e := &Engine{proto: proto, cfg: cfg, w: w, r: r, lines: make(chan lineMsg, 64), done: make(chan struct{}), feat: map[string]string{}}
	go e.readLoop(newLineReader(r, cfg.MaxLine))
	var err error
	if proto == UCI {
		err = e.handshakeUCI(ctx)
	} else {
		err = e.handshakeXBoard(ctx)
	}
	if err != nil {
		e.Close()
		return nil, err
	}
	return e, nil
}

func (e *Engine) readLoop(lr *lineReader) {
	for {
		b, err := lr.next()
		m := lineMsg{line: string(b), err: err}
		select {
		case e.lines <- m:
		case <-e.done:
			return
		}
		if err != nil {
			return
		}
	}
}

// Close ends the connection without a word to the engine: it closes the
// reader and the writer given to Connect when they are io.Closers, and
// the client's reading goroutine ends as soon as the reader returns.
// Calls after Close return an ErrProtocol error. Close may be called
// more than once and from any goroutine.
func (e *Engine) Close() error {
	e.closeOnce.Do(func() {
		close(e.done)
		if c, ok := e.w.(io.Closer); ok {
			c.Close()
		}
		if c, ok := e.r.(io.Closer); ok {
			c.Close()
		}
	})
	return nil
}

// Quit asks the engine to quit ("quit" in both protocols; a search
// running is stopped first) and closes the client (see Close). It does
// not wait for the engine's process: the caller waits for it (and kills
// it if it outstays its welcome).
func (e *Engine) Quit(ctx context.Context) error {
	var err error
	if e.fatal == nil {
		if e.proto == UCI {
			err = e.send("stop", "quit")
		} else {
			err = e.send("quit")
		}
	}
	e.Close()
	return err
}

func (e *Engine) errorf(op, quote string, err error) *Error {
	return &Error{Engine: e.name, Op: op, Quote: cut(quote), Err: err}
}

// gone returns the error that ends every exchange with the engine: a
// fatal one, or its exit; nil while it can be written to.
func (e *Engine) gone() error {
	if e.fatal != nil {
		return e.fatal
	}
	select {
	case <-e.done:
		return e.errorf("send", "", ErrProtocol)
	default:
	}
	return nil
}

// send writes lines to the engine.
func (e *Engine) send(lines ...string) error {
	if err := e.gone(); err != nil {
		return err
	}
	var b []byte
	for _, l := range lines {
		if e.cfg.Log != nil {
			e.cfg.Log('>', l)
		}
		b = append(b, l...)
		b = append(b, '\n')
	}
	e.wmu.Lock()
	_, err := e.w.Write(b)
	e.wmu.Unlock()
	if err != nil {
		e.fatal = &Error{Engine: e.name, Op: "send", Quote: cut(lines[0]), Err: ErrDied, cause: err}
		return e.fatal
	}
	return nil
}

// errStopped: recvStop's stop channel closed.
var errStopped = errors.New("stopped")

// recv returns the engine's next line.
func (e *Engine) recv(ctx context.Context, op string) (string, error) {
	return e.recvStop(ctx, op, nil)
}

// recvStop is recv that also returns errStopped once stop is closed.
func (e *Engine) recvStop(ctx context.Context, op string, stop <-chan struct{}) (string, error) {
	if e.fatal != nil {
		return "", e.fatal
	}
	select {
	case <-stop:
		return "", errStopped
	case <-ctx.Done():
		e.dirty = true
		return "", &Error{Engine: e.name, Op: op, Err: ErrTimeout, cause: context.Cause(ctx)}
	case <-e.done:
		return "", e.errorf(op, "", ErrProtocol)
	case m := <-e.lines:
		if m.err != nil {
			switch {
			case errors.Is(m.err, errLong):
				e.fatal = &Error{Engine: e.name, Op: op, Quote: m.line, Err: ErrLineTooLong}
			case errors.Is(m.err, io.EOF):
				e.fatal = &Error{Engine: e.name, Op: op, Err: ErrDied}
			default:
				e.fatal = &Error{Engine: e.name, Op: op, Err: ErrDied, cause: m.err}
			}
			e.Close()
			return "", e.fatal
		}
		e.count++
		if e.count > e.cfg.MaxLines {
			e.fatal = &Error{Engine: e.name, Op: op, Quote: cut(m.line), Err: ErrFlood}
			e.Close()
			return "", e.fatal
		}
		if e.cfg.Log != nil {
			e.cfg.Log('<', m.line)
		}
		return m.line, nil
	}
}

// Protocol returns the engine's protocol.
func (e *Engine) Protocol() Protocol { return e.proto }

// Name returns the engine's name: UCI "id name", XBoard feature myname.
func (e *Engine) Name() string { return e.name }

// Author returns the engine's author (UCI "id author"; "" in XBoard).
func (e *Engine) Author() string { return e.author }

// Options returns the engine's options as it declared them.
func (e *Engine) Options() []Option { return slices.Clone(e.options) }

// Variants returns the variants the engine plays: UCI_Variant's combo
// values, or XBoard's feature variants.
func (e *Engine) Variants() []string { return slices.Clone(e.variants) }

// Feature returns the value of an XBoard feature the engine sent ("" and
// false if it did not, or in UCI).
func (e *Engine) Feature(name string) (string, bool) {
	v, ok := e.feat[name]
	return v, ok
}

func (e *Engine) handshakeUCI(ctx context.Context) error {
	const op = "handshake"
	if err := e.send("uci"); err != nil {
		return err
	}
	e.count = 0
	for {
		line, err := e.recv(ctx, op)
		if err != nil {
			return err
		}
		word, rest, _ := strings.Cut(strings.TrimSpace(line), " ")
		switch word {
		case "uciok":
			return nil
		case "id":
			k, v, _ := strings.Cut(strings.TrimSpace(rest), " ")
			switch k {
			case "name":
				e.name = strings.TrimSpace(v)
			case "author":
				e.author = strings.TrimSpace(v)
			}
		case "option":
			o, err := ParseUCIOption(line)
			if err != nil {
				continue // an option we cannot read is one we cannot set
			}
			e.options = append(e.options, o)
			if o.Name == "UCI_Variant" {
				e.variants = o.Vars
			}
		}
	}
}

func (e *Engine) handshakeXBoard(ctx context.Context) error {
	const op = "handshake"
	if err := e.send("xboard", "protover 2"); err != nil {
		return err
	}
	e.count = 0
	wait, cancel := context.WithTimeout(ctx, xboardDoneWait)
	defer cancel()
	for {
		line, err := e.recv(wait, op)
		if err != nil {
			if errors.Is(err, ErrTimeout) && ctx.Err() == nil {
				e.dirty = false
				return nil // a v1 engine: no done=1 within two seconds
			}
			return err
		}
		if !strings.HasPrefix(line, "feature ") {
			continue
		}
		fs, _ := parseFeatures(line)
		for _, f := range fs {
			ok := true
			switch f.name {
			case "done":
				if f.value == "0" {
					cancel()
					wait, cancel = ctx, func() {}
				}
			case "variants":
				e.variants = nil
				for _, v := range strings.Split(f.value, ",") {
					if v = strings.TrimSpace(v); v != "" {
						e.variants = append(e.variants, v)
					}
				}
			case "myname":
				e.name = f.value
			case "option":
				o, err := parseXBOption(f.value)
				if err != nil {
					ok = false
				} else {
					e.options = append(e.options, o)
				}
			case "setboard", "usermove", "ping", "san", "sigint", "sigterm", "reuse", "analyze",
				"colors", "time", "draw", "playother", "name", "pause", "nps", "debug", "memory",
				"smp", "egt", "exclude", "setscore", "highlight", "ics":
			default:
				ok = false
			}
			if ok {
				e.feat[f.name] = f.value
				if f.name != "done" {
					e.send("accepted " + f.name)
				}
			} else {
				e.send("rejected " + f.name)
			}
			if f.name == "done" && f.value == "1" {
				return nil
			}
		}
	}
}

func (e *Engine) hasFeature(name string) bool { return e.feat[name] == "1" }

// SetOption sets an engine option (UCI "setoption name N value V";
// XBoard "option N=V", or "option N" for a button). A button takes no
// value.
func (e *Engine) SetOption(ctx context.Context, name, value string) error {
	if err := e.resync(ctx); err != nil {
		return err
	}
	if strings.ContainsAny(name+value, "\r\n") {
		return e.errorf("setoption", name, ErrProtocol)
	}
	if e.proto == UCI {
		cmd := "setoption name " + name
		if value != "" {
			cmd += " value " + value
		}
		return e.send(cmd)
	}
	if value == "" {
		return e.send("option " + name)
	}
	return e.send("option " + name + "=" + value)
}

// NewGame tells the engine a new game starts in start's variant and rule
// set, named by [VariantName]: UCI "setoption name UCI_Variant value V"
// (when the engine has that option), "ucinewgame" and isready/readyok;
// XBoard "new", "variant V" and "force" (the engine waits), then the
// start position with setboard on the next search. A variant the engine
// does not list is an ErrUnsupported error.
func (e *Engine) NewGame(ctx context.Context, start core.Position) error {
	if err := e.resync(ctx); err != nil {
		return err
	}
	v, err := VariantName(start)
	if err != nil {
		return e.errorf("newgame", "", errors.Join(ErrUnsupported, err))
	}
	if len(e.variants) > 0 && !slices.Contains(e.variants, v) {
		return e.errorf("newgame", v, ErrUnsupported)
	}
	if e.proto == UCI {
		if len(e.variants) > 0 {
			if err := e.send("setoption name UCI_Variant value " + v); err != nil {
				return err
			}
		}
		if err := e.send("ucinewgame"); err != nil {
			return err
		}
		return e.isReady(ctx, "newgame")
	}
	e.xb = xbState{}
	return e.xbReset(ctx, v)
}

func (e *Engine) isReady(ctx context.Context, op string) error {
	return e.await(ctx, op, "isready", "readyok", nil)
}

// resync brings an engine whose search was abandoned back in step.
func (e *Engine) resync(ctx context.Context) error {
	if err := e.gone(); err != nil {
		return err
	}
	if !e.dirty {
		return nil
	}
	if e.proto == UCI {
		if err := e.send("stop"); err != nil {
			return err
		}
		if err := e.isReady(ctx, "resync"); err != nil {
			return err
		}
	} else {
		if err := e.send("?", "exit", "force"); err != nil {
			return err
		}
		e.xb.valid = false
		if err := e.ping(ctx, "resync", nil); err != nil {
			return err
		}
	}
	e.dirty = false
	return nil
}

// ping sends "ping N" and reads until "pong N", giving every other line
// to seen (may be nil). Without feature ping=1 it does nothing.
func (e *Engine) ping(ctx context.Context, op string, seen func(string)) error {
	if !e.hasFeature("ping") {
		return nil
	}
	e.pingN++
	n := strconv.Itoa(e.pingN)
	return e.await(ctx, op, "ping "+n, "pong "+n, seen)
}

// await sends line and reads until the line want (spaces trimmed), giving
// every other line to seen (may be nil).
func (e *Engine) await(ctx context.Context, op, line, want string, seen func(string)) error {
	if err := e.send(line); err != nil {
		return err
	}
	e.count = 0
	for {
		got, err := e.recv(ctx, op)
		if err != nil {
			return err
		}
		if strings.TrimSpace(got) == want {
			return nil
		}
		if seen != nil {
			seen(got)
		}
	}
}

// xbReset starts a new game of variant v on an XBoard engine.
func (e *Engine) xbReset(ctx context.Context, v string) error {
	cmds := []string{"new"}
	if v != "normal" && v != "" {
		cmds = append(cmds, "variant "+v)
	}
	cmds = append(cmds, "force", "post")
	if err := e.send(cmds...); err != nil {
		return err
	}
	e.xb = xbState{variant: v}
	return e.ping(ctx, "newgame", nil)
}

// A plan is how a position is told to an engine: a base position (the
// start, or the position after the last move that has no move text on
// the wire, such as Makruk's counting actions) and the moves after it.
type plan struct {
	base    core.Position
	isStart bool // base is the variant's start position under its rules
	moves   []core.Move
	texts   []string // UCI (coordinate) text of moves
	final   core.Position
}

func makePlan(start core.Position, moves []core.Move) (plan, error) {
	p := start.Clone()
	pl := plan{base: start, isStart: isStartPosition(start)}
	for i, m := range moves {
		if m.IsZero() {
			return pl, &core.MoveError{Op: "engine", Move: "0000", Position: p.FEN(), Msg: "the zero Move in the moves", Err: core.ErrIllegalMove}
		}
		wire := m.Action() == core.NoAction && !m.IsPass()
		var text string
		if wire {
			if !p.IsLegal(m) {
				return pl, &core.MoveError{Op: "engine", Move: m.String(), Position: p.FEN(), Msg: "move " + strconv.Itoa(i+1) + " of the moves is not legal", Err: core.ErrIllegalMove}
			}
			text = p.MoveText(m)
		}
		if err := p.PlayMove(m); err != nil {
			return pl, err
		}
		if !wire {
			pl.base, pl.isStart, pl.moves, pl.texts = p.Clone(), false, pl.moves[:0], pl.texts[:0]
			continue
		}
		pl.moves = append(pl.moves, m)
		pl.texts = append(pl.texts, text)
	}
	pl.final = p
	return pl, nil
}

// isStartPosition reports whether p is its variant's start position under
// its rules.
func isStartPosition(p core.Position) bool {
	v, err := chaturanga.Lookup(p.Variant())
	if err != nil {
		return false
	}
	fen, err := v.StartFEN(p.RuleSet())
	return err == nil && fen == p.FEN()
}

// A Search is a search running on an engine, started by [Engine.Go].
// Wait collects its result; Stop and PonderHit may be called from
// another goroutine meanwhile.
type Search struct {
	e       *Engine
	pos     core.Position // the position searched
	start   core.Position
	moves   []core.Move
	info    func(Info)
	ponder  bool
	analyze bool // XBoard analyze mode
	san     bool

	mu       sync.Mutex
	stopped  bool
	finished bool
	stopc    chan struct{} // closed by Stop
}

// Play asks for a move in the position after moves from start, within
// lim; info (may be nil) gets each info line parsed. The move and ponder
// move are checked against the rules: a move the rules refuse, or text
// that is no move, is an *Error wrapping ErrIllegalMove with the rule
// that forbids it. A search with lim.Infinite runs until ctx ends (use Go
// and Search.Stop to stop one and still get its move).
func (e *Engine) Play(ctx context.Context, start core.Position, moves []core.Move, lim Limit, info func(Info)) (PlayResult, error) {
	s, err := e.Go(ctx, start, moves, lim, false, info)
	if err != nil {
		return PlayResult{}, err
	}
	return s.Wait(ctx)
}

// Analyse searches the position after moves from start within lim and
// returns the last main-line (multipv 1) info, without playing a move.
// With XBoard, an infinite Limit uses analyze mode; otherwise the engine
// is asked to move (in force mode afterwards, the move is not kept).
func (e *Engine) Analyse(ctx context.Context, start core.Position, moves []core.Move, lim Limit, info func(Info)) (Info, error) {
	s, err := e.Go(ctx, start, moves, lim, false, info)
	if err != nil {
		return Info{}, err
	}
	r, err := s.Wait(ctx)
	return r.Info, err
}

// Go starts a search of the position after moves from start within lim
// and returns at once; [Search.Wait] collects the result. With ponder,
// the search is UCI "go ponder" (the moves end with the move the engine
// expects its opponent to play): it ends with Search.PonderHit (then as
// a normal search) or Search.Stop. XBoard engines ponder on their own
// (easy/hard): ponder is ErrUnsupported there, as are Limit's Nodes, Mate
// and SearchMoves. XBoard has no word to lift a depth limit (sd) or a
// fixed time per move (st): once sent, one stays in force on the engine
// until a new game (NewGame, or a position the engine's board cannot reach
// by moves, which the client starts with "new") or until replaced; level
// replaces st.
func (e *Engine) Go(ctx context.Context, start core.Position, moves []core.Move, lim Limit, ponder bool, info func(Info)) (*Search, error) {
	if err := e.resync(ctx); err != nil {
		return nil, err
	}
	pl, err := makePlan(start, moves)
	if err != nil {
		return nil, e.errorf("go", "", errors.Join(ErrProtocol, err))
	}
	if pl.final.Outcome().IsOver() && !lim.Infinite {
		// Engines answer a finished game in their own ways; say it here.
		return nil, e.errorf("go", pl.final.FEN(), errors.Join(ErrProtocol, core.ErrGameOver))
	}
	s := &Search{e: e, pos: pl.final, start: start, moves: moves, info: info, ponder: ponder, stopc: make(chan struct{})}
	if e.proto == UCI {
		err = e.goUCI(pl, lim, ponder)
	} else {
		err = e.goXBoard(ctx, s, pl, lim, ponder)
	}
	if err != nil {
		return nil, err
	}
	e.count = 0
	e.dirty = true // until Wait sees the search's end
	return s, nil
}

func (e *Engine) goUCI(pl plan, lim Limit, ponder bool) error {
	var b strings.Builder
	b.WriteString("position ")
	if pl.isStart {
		b.WriteString("startpos")
	} else {
		b.WriteString("fen ")
		b.WriteString(pl.base.FEN())
	}
	if len(pl.texts) > 0 {
		b.WriteString(" moves")
		for _, t := range pl.texts {
			b.WriteByte(' ')
			b.WriteString(t)
		}
	}
	g := []string{"go"}
	if ponder {
		g = append(g, "ponder")
	}
	add := func(k string, v int64) { g = append(g, k, strconv.FormatInt(v, 10)) }
	ms := func(d time.Duration) int64 { return max(int64(d/time.Millisecond), 0) }
	if lim.Time[core.White] > 0 || lim.Time[core.Black] > 0 {
		add("wtime", ms(lim.Time[core.White]))
		add("btime", ms(lim.Time[core.Black]))
	}
	if lim.Inc[core.White] > 0 {
		add("winc", ms(lim.Inc[core.White]))
	}
	if lim.Inc[core.Black] > 0 {
		add("binc", ms(lim.Inc[core.Black]))
	}
	if lim.MovesToGo > 0 {
		add("movestogo", int64(lim.MovesToGo))
	}
	if lim.Depth > 0 {
		add("depth", int64(lim.Depth))
	}
	if lim.Nodes > 0 {
		add("nodes", lim.Nodes)
	}
	if lim.Mate > 0 {
		add("mate", int64(lim.Mate))
	}
	if lim.MoveTime > 0 {
		add("movetime", max(ms(lim.MoveTime), 1))
	}
	if lim.Infinite {
		g = append(g, "infinite")
	}
	if len(lim.SearchMoves) > 0 {
		g = append(g, "searchmoves")
		for _, m := range lim.SearchMoves {
			if !pl.final.IsLegal(m) || m.Action() != core.NoAction {
				return e.errorf("go", m.String(), errors.Join(ErrProtocol, core.ErrIllegalMove))
			}
			g = append(g, pl.final.MoveText(m))
		}
	}
	return e.send(b.String(), strings.Join(g, " "))
}

func (e *Engine) goXBoard(ctx context.Context, s *Search, pl plan, lim Limit, ponder bool) error {
	if ponder || lim.Nodes > 0 || lim.Mate > 0 || len(lim.SearchMoves) > 0 {
		return e.errorf("go", "", ErrUnsupported)
	}
	v, err := VariantName(pl.final)
	if err != nil {
		return e.errorf("go", "", errors.Join(ErrUnsupported, err))
	}
	s.san = e.hasFeature("san")
	usermove := e.hasFeature("usermove")
	baseFEN := pl.base.FEN()
	xb := &e.xb
	if !xb.valid || xb.variant != v || xb.fen != baseFEN || len(xb.moves) > len(pl.moves) || !slices.Equal(xb.moves, pl.moves[:len(xb.moves)]) {
		if err := e.xbReset(ctx, v); err != nil {
			return err
		}
		if !pl.isStart {
			if !e.hasFeature("setboard") {
				return e.errorf("setboard", baseFEN, ErrUnsupported)
			}
			if err := e.send("setboard " + baseFEN); err != nil {
				return err
			}
		}
		xb.valid, xb.fen = true, baseFEN
	}
	cmds := []string{"force"}
	p := pl.base.Clone()
	for i, m := range pl.moves {
		if i >= len(xb.moves) {
			t := pl.texts[i]
			if s.san {
				t = p.SAN(m)
			}
			if usermove {
				t = "usermove " + t
			}
			cmds = append(cmds, t)
		}
		p.MakeMove(m)
	}
	xb.moves = slices.Clone(pl.moves)
	// Limits.
	if lim.Depth > 0 {
		if sd := "sd " + strconv.Itoa(lim.Depth); sd != xb.sd {
			cmds, xb.sd = append(cmds, sd), sd
		}
	}
	side := pl.final.Side()
	if lim.MoveTime > 0 {
		secs := lim.MoveTime.Seconds()
		st := "st " + strconv.FormatFloat(secs, 'f', -1, 64)
		if st != xb.st {
			cmds, xb.st, xb.level = append(cmds, st), st, "" // st replaces level
		}
	} else if lim.Time[side] > 0 {
		base := lim.Time[side]
		inc := lim.Inc[side]
		// level is the game's time control, sent once a game (on its first
		// search on a clock, with the clock then as the base and the moves to
		// go as the moves per session) or when the increment changes: an
		// engine resets its own sessions from it, and time/otim keep it
		// informed. Sending the clock as a new base every move would make it
		// budget each move as the first of a session.
		key := strconv.FormatFloat(inc.Seconds(), 'f', -1, 64)
		if xb.level == "" || xb.level != key {
			cmds = append(cmds, "level "+strconv.Itoa(lim.MovesToGo)+" "+minSec(base)+" "+key)
			xb.level, xb.st = key, ""
		}
		cmds = append(cmds, "time "+strconv.FormatInt(int64(lim.Time[side]/(10*time.Millisecond)), 10),
			"otim "+strconv.FormatInt(int64(lim.Time[side^1]/(10*time.Millisecond)), 10))
	}
	if lim.Infinite {
		s.analyze = true
		cmds = append(cmds, "analyze")
	} else {
		cmds = append(cmds, "go")
	}
	return e.send(cmds...)
}

// minSec writes d as XBoard's level writes a base time: minutes, or
// minutes:seconds.
func minSec(d time.Duration) string {
	s := int64(d / time.Second)
	if s < 1 {
		s = 1
	}
	if s%60 == 0 {
		return strconv.FormatInt(s/60, 10)
	}
	return strconv.FormatInt(s/60, 10) + ":" + strconv.FormatInt(s%60, 10)
}

// Stop asks the engine to end the search now (UCI stop; XBoard "?", or
// "exit" in analyze mode): Wait then returns its move.
func (s *Search) Stop() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.finished || s.stopped {
		return nil
	}
	s.stopped = true
	defer close(s.stopc)
	if s.e.proto == UCI {
		return s.e.sendLocked("stop")
	}
	if s.analyze {
		return s.e.sendLocked("exit")
	}
	return s.e.sendLocked("?")
}

// PonderHit tells the engine its opponent played the expected move (UCI
// ponderhit): the ponder search goes on as a normal one.
func (s *Search) PonderHit() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.finished || !s.ponder {
		return nil
	}
	return s.e.sendLocked("ponderhit")
}

// sendLocked writes one line from another goroutine than the caller's
// (it does not touch the sticky state).
func (e *Engine) sendLocked(line string) error {
	if e.cfg.Log != nil {
		e.cfg.Log('>', line)
	}
	e.wmu.Lock()
	_, err := e.w.Write([]byte(line + "\n"))
	e.wmu.Unlock()
	if err != nil {
		return &Error{Engine: e.name, Op: "send", Quote: line, Err: ErrDied, cause: err}
	}
	return nil
}

// Wait waits for the search's end and returns its result. If ctx ends
// first, the engine is told to stop and Wait returns an ErrTimeout
// error (the next call resynchronises).
func (s *Search) Wait(ctx context.Context) (PlayResult, error) {
	e := s.e
	defer func() {
		s.mu.Lock()
		s.finished = true
		s.mu.Unlock()
	}()
	var r PlayResult
	var err error
	if e.proto == UCI {
		r, err = s.waitUCI(ctx)
	} else {
		r, err = s.waitXBoard(ctx)
	}
	if err != nil && errors.Is(err, ErrTimeout) {
		s.Stop()
	}
	return r, err
}

func (s *Search) report(r *PlayResult, in Info) {
	if s.info != nil {
		s.info(in)
	}
	if in.MultiPV <= 1 && (in.HasScore || len(in.PV) > 0 || in.Depth > 0) {
		r.Info = in
	}
}

func (s *Search) waitUCI(ctx context.Context) (PlayResult, error) {
	e := s.e
	var r PlayResult
	for {
		line, err := e.recv(ctx, "go")
		if err != nil {
			return r, err
		}
		word, rest, _ := strings.Cut(strings.TrimSpace(line), " ")
		switch word {
		case "info":
			s.report(&r, ParseUCIInfo(rest, s.pos))
		case "bestmove":
			e.dirty = false
			f := fields(rest)
			if len(f) == 0 || f[0] == "(none)" || f[0] == "0000" {
				if s.pos.Outcome().IsOver() {
					return r, nil
				}
				return r, &Error{Engine: e.name, Op: "bestmove", Quote: cut(line), Err: ErrIllegalMove}
			}
			m, err := parseWireMove(s.pos, f[0], false)
			if err != nil {
				return r, &Error{Engine: e.name, Op: "bestmove", Quote: cut(line), Rule: ruleOf(err), Err: ErrIllegalMove, cause: err}
			}
			r.Move = m
			if len(f) >= 3 && f[1] == "ponder" && f[2] != "(none)" && f[2] != "0000" {
				p := s.pos.Clone()
				p.MakeMove(m)
				pm, err := parseWireMove(p, f[2], false)
				if err != nil {
					return r, &Error{Engine: e.name, Op: "ponder", Quote: cut(line), Rule: ruleOf(err), Err: ErrIllegalMove, cause: err}
				}
				r.Ponder, r.HasPonder = pm, true
			}
			return r, nil
		}
	}
}

func (s *Search) waitXBoard(ctx context.Context) (PlayResult, error) {
	e := s.e
	var r PlayResult
	var perr error
	// handle reads a line that is not a thinking line; it returns true at
	// the search's end.
	handle := func(line string) bool {
		t := strings.TrimSpace(line)
		word, rest, _ := strings.Cut(t, " ")
		switch {
		case word == "move":
			if !r.Move.IsZero() || perr != nil {
				return false
			}
			m, err := parseWireMove(s.pos, strings.TrimSpace(rest), s.san)
			if err != nil {
				perr = &Error{Engine: e.name, Op: "move", Quote: cut(line), Rule: ruleOf(err), Err: ErrIllegalMove, cause: err}
				return true
			}
			r.Move = m
			return true
		case t == "resign":
			r.Resigned = true
			return true
		case t == "offer draw":
			r.DrawOffer = true
		case word == "1-0" || word == "0-1" || word == "1/2-1/2":
			r.Claim = word
			r.ClaimText = strings.Trim(strings.TrimSpace(rest), "{}")
			return true
		case strings.HasPrefix(t, "Illegal move") || (strings.HasPrefix(t, "Error") && xbFatalError(t)):
			perr = &Error{Engine: e.name, Op: "go", Quote: cut(line), Err: ErrProtocol}
			return true
		default:
			if in, ok := parseThinking(line, s.pos, s.san); ok {
				s.report(&r, in)
			}
		}
		return false
	}
	var stopc <-chan struct{}
	if s.analyze {
		stopc = s.stopc
	}
	for {
		line, err := e.recvStop(ctx, "go", stopc)
		if err == errStopped {
			// after exit, a ping tells where the analysis output ends
			e.dirty = false
			err := e.ping(ctx, "analyze", func(l string) {
				if in, ok := parseThinking(l, s.pos, s.san); ok {
					s.report(&r, in)
				}
			})
			e.xb.valid = false
			return r, err
		}
		if err != nil {
			return r, err
		}
		if s.analyze {
			if in, ok := parseThinking(line, s.pos, s.san); ok {
				s.report(&r, in)
			}
			continue
		}
		if !handle(line) {
			continue
		}
		e.dirty = false
		if perr != nil {
			e.xb.valid = false
			return r, perr
		}
		if !r.Move.IsZero() {
			e.xb.moves = append(e.xb.moves, r.Move)
		} else {
			e.xb.valid = false
		}
		// A result or draw offer may follow the move at once: ping
		// collects what comes before the pong.
		if err := e.ping(ctx, "go", func(l string) {
			t := strings.TrimSpace(l)
			w, rest, _ := strings.Cut(t, " ")
			switch {
			case t == "offer draw":
				r.DrawOffer = true
			case t == "resign":
				r.Resigned = true
			case w == "1-0" || w == "0-1" || w == "1/2-1/2":
				r.Claim, r.ClaimText = w, strings.Trim(strings.TrimSpace(rest), "{}")
			}
		}); err != nil {
			return r, err
		}
		if r.Claim != "" {
			r.ClaimError = s.checkClaim(r)
			if r.ClaimError == nil && s.lossFor(r.Claim) {
				r.Resigned = true
			}
		}
		return r, nil
	}
}

// lossFor reports whether claim is a loss for the engine's side.
func (s *Search) lossFor(claim string) bool {
	side := s.pos.Side()
	return (claim == "1-0" && side == core.Black) || (claim == "0-1" && side == core.White)
}

// checkClaim checks an XBoard result claim against the rules.
func (s *Search) checkClaim(r PlayResult) error {
	g, err := chaturanga.NewGameFrom(s.start)
	if err == nil {
		for _, m := range s.moves {
			if err = g.Play(m); err != nil {
				break
			}
		}
		if err == nil && !r.Move.IsZero() {
			err = g.Play(r.Move)
		}
	}
	if err != nil {
		return &Error{Engine: s.e.name, Op: "claim", Quote: r.Claim, Err: ErrFalseClaim, cause: err}
	}
	o := g.Outcome()
	switch {
	case o.IsOver() && o.Result() == r.Claim:
		return nil
	case r.Claim == "1/2-1/2" && (g.Claims() != 0 || g.Repetitions() >= 3):
		return nil
	case r.Move.IsZero() && s.lossFor(r.Claim):
		return nil // resigning by result
	case !r.Move.IsZero() && ((r.Claim == "1-0" && s.pos.Side() == core.White) || (r.Claim == "0-1" && s.pos.Side() == core.Black)) && o.IsOver():
		return nil
	}
	q := r.Claim
	if r.ClaimText != "" {
		q += " {" + r.ClaimText + "}"
	}
	return &Error{Engine: s.e.name, Op: "claim", Quote: cut(q), Err: ErrFalseClaim}
}

// xbFatalError reports whether an XBoard "Error (TYPE): COMMAND" line
// rejects a command the search depends on (the board or the go);
// others (post, an option the engine lacks) are only noted.
func xbFatalError(line string) bool {
	_, cmd, ok := strings.Cut(line, "):")
	if !ok {
		return false
	}
	w, _, _ := strings.Cut(strings.TrimSpace(cmd), " ")
	switch w {
	case "go", "usermove", "setboard", "variant", "new", "analyze":
		return true
	}
	return false
}

// GameResult tells the engine the game is over: XBoard "result R
// {comment}" (the engine stops and waits); UCI has no such word, so it
// does nothing there. result is "1-0", "0-1", "1/2-1/2" or "*".
func (e *Engine) GameResult(ctx context.Context, result, comment string) error {
	if err := e.resync(ctx); err != nil {
		return err
	}
	if e.proto == UCI {
		return nil
	}
	switch result {
	case "1-0", "0-1", "1/2-1/2", "*":
	default:
		return e.errorf("result", result, ErrProtocol)
	}
	comment = strings.NewReplacer("\n", " ", "\r", " ", "{", "(", "}", ")").Replace(comment)
	e.xb.valid = false
	return e.send("result " + result + " {" + comment + "}")
}
