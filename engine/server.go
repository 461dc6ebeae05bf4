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

// A Request is what a [Server] asks its [Searcher] to search.
type Request struct {
	Start     core.Position   // the game's start
	Moves     []core.Move     // the moves played from Start
	Position  core.Position   // the position after Moves: the searcher's own copy, which it may change
	Limit     Limit           // how long to search
	Ponder    bool            // a ponder search: it must not return before ctx ends or PonderHit is closed
	PonderHit <-chan struct{} // closed when the GUI sends ponderhit (the search becomes a normal one)
}

// A Searcher is an engine's search, which a [Server] serves.
type Searcher interface {
	// Search searches req.Position within req.Limit, reporting progress
	// with report (may be called any number of times), and returns its
	// best move (and a move to ponder on, or the zero Move). It returns
	// promptly once ctx is done ("stop", "quit", a new position).
	Search(ctx context.Context, req Request, report func(Info)) (best, ponder core.Move)
}

// A NewGamer is a Searcher that wants to know when a new game starts
// (UCI ucinewgame, XBoard new), e.g. to clear its tables.
type NewGamer interface{ NewGame() }

// An OptionSetter is a Searcher with options of its own (such as Hash),
// which the Server declares and sets.
type OptionSetter interface {
	Options() []Option
	SetOption(name, value string) error
}

// A Server makes a Searcher speak UCI or XBoard to a GUI.
//
// Both protocols offer every two-player game of the registry by the
// names of [VariantNames] (UCI option UCI_Variant, XBoard feature
// variants; "makruk" until the GUI names one), and a rule set by the
// engine option Rules (UCI "option name Rules type string", XBoard "option
// Rules=..."): a rule set's text as the game's ParseRules reads it
// ("pychess", "brooke", "default Counting=Off"), empty for the rule set
// the variant name stands for (see [LookupVariant]); a Rules value that
// does not fit a new variant is cleared, with a complaint. Main Chator's
// regional sets are its Rules values (default, brooke, elcum,
// southeastasian). Positions are FENs or the library's "rules|FEN" text
// form; the searcher's own options (an [OptionSetter]) follow.
//
// The search runs in its own goroutine, so isready, stop, ponderhit
// (UCI) and ?, ping, force (XBoard) are answered while it searches. Bad
// input (an unknown command, a malformed number, an illegal move, a line
// over 64 KiB) is answered with "info string error: ..." (UCI) or
// "Error (...): command" / "Illegal move (...): move" (XBoard) and
// otherwise ignored.
type Server struct {
	Name, Author string
	Searcher     Searcher
}

// defaultVariant is what a Server plays until the GUI names a variant.
const defaultVariant = "makruk"

// maxServerLine is the longest GUI line a Server reads.
const maxServerLine = 64 << 10

// session is one conversation with a GUI.
type session struct {
	s     *Server
	xb    bool
	w     io.Writer
	wmu   sync.Mutex
	werr  error
	ctx   context.Context
	vname string // UCI_Variant
	rules string // the Rules option
	start core.Position
	moves []core.Move
	pos   core.Position

	// the search
	cancel    context.CancelFunc
	done      chan struct{}
	ponderHit chan struct{}
	discard   bool // XBoard force/result/new: drop the search's move
	pondering bool

	// XBoard
	force     bool
	engine    core.Color
	post      bool
	mps       int
	base, inc time.Duration
	st        time.Duration
	sd        int
	clock     [2]time.Duration
	// pongs waits for the engine's move (guarded by wmu): CECP's pong
	// to a ping received while the engine is on move comes after the move.
	pongs []string
	moved bool // the running search has written its move (guarded by wmu)
}

func (s *Server) newSession(ctx context.Context, w io.Writer, xb bool) *session {
	ss := &session{s: s, xb: xb, w: w, ctx: ctx, post: true, engine: core.Black}
	ss.vname = defaultVariant
	ss.reset()
	return ss
}

// say writes lines to the GUI.
func (ss *session) say(lines ...string) {
	if len(lines) == 0 {
		return
	}
	var b []byte
	for _, l := range lines {
		b = append(b, l...)
		b = append(b, '\n')
	}
	ss.wmu.Lock()
	if ss.werr == nil {
		_, ss.werr = ss.w.Write(b)
	}
	ss.wmu.Unlock()
}

func (ss *session) complain(cmd string, err error) {
	msg := strings.ReplaceAll(err.Error(), "\n", " ")
	if ss.xb {
		ss.say("Error (" + msg + "): " + cut(cmd))
	} else {
		ss.say("info string error: " + msg + ": " + strconv.Quote(cut(cmd)))
	}
}

// ruleSet returns the rules the session plays under.
func (ss *session) variant() (chaturanga.Variant, string, error) {
	v, rules, err := LookupVariant(ss.vname)
	if err != nil {
		return v, "", err
	}
	if ss.rules != "" {
		rules = ss.rules
	}
	return v, rules, nil
}

// reset puts the start position of the session's variant on the board.
func (ss *session) reset() error {
	v, rules, err := ss.variant()
	if err != nil {
		return err
	}
	p, err := v.NewPosition(rules, "")
	if err != nil {
		return err
	}
	ss.setPosition(p, nil)
	return nil
}

func (ss *session) setPosition(start core.Position, moves []core.Move) {
	ss.start, ss.moves = start, moves
	p := start.Clone()
	for _, m := range moves {
		p.MakeMove(m)
	}
	ss.pos = p
}

// readLines feeds the GUI's lines to a channel; an overlong line is
// reported and skipped.
func readLines(r io.Reader, out chan<- string, errc chan<- error, done <-chan struct{}) {
	lr := newLineReader(r, maxServerLine)
	for {
		b, err := lr.next()
		if errors.Is(err, errLong) {
			lr.skipRest()
			select {
			case out <- "\x00long " + string(b):
			case <-done:
				return
			}
			continue
		}
		if err != nil {
			select {
			case errc <- err:
			case <-done:
			}
			return
		}
		select {
		case out <- string(b):
		case <-done:
			return
		}
	}
}

func (ss *session) serve(ctx context.Context, r io.Reader, handle func(string) bool) error {
	lines := make(chan string)
	errc := make(chan error, 1)
	done := make(chan struct{})
	defer close(done)
	go readLines(r, lines, errc, done)
	defer ss.stop(true)
	for {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case err := <-errc:
			if errors.Is(err, io.EOF) {
				return nil
			}
			return err
		case line := <-lines:
			if rest, ok := strings.CutPrefix(line, "\x00long "); ok {
				ss.complain(rest, errors.New("line over 64 KiB"))
				continue
			}
			if !handle(line) {
				return nil
			}
			ss.wmu.Lock()
			werr := ss.werr
			ss.wmu.Unlock()
			if werr != nil {
				return werr
			}
		}
	}
}

// stop ends the search running, if any, and waits for it (its bestmove
// or move is written unless discard).
func (ss *session) stop(discard bool) {
	if ss.cancel == nil {
		return
	}
	if discard {
		ss.wmu.Lock()
		ss.discard = true
		ss.wmu.Unlock()
	}
	ss.cancel()
	<-ss.done
	ss.cancel, ss.done = nil, nil
}

// searching reports whether a search runs.
func (ss *session) searching() bool {
	if ss.done == nil {
		return false
	}
	select {
	case <-ss.done:
		ss.cancel, ss.done = nil, nil
		return false
	default:
		return true
	}
}

// search starts a search of the current position.
func (ss *session) search(lim Limit, ponder bool) {
	ss.stop(true)
	ctx, cancel := context.WithCancel(ss.ctx)
	done := make(chan struct{})
	hit := make(chan struct{})
	ss.cancel, ss.done, ss.ponderHit, ss.pondering = cancel, done, hit, ponder
	ss.wmu.Lock()
	ss.discard, ss.moved = false, false
	ss.wmu.Unlock()
	req := Request{Start: ss.start.Clone(), Moves: slices.Clone(ss.moves), Position: ss.pos.Clone(), Limit: lim, Ponder: ponder, PonderHit: hit}
	pos := ss.pos.Clone()
	xb := ss.xb
	var mu sync.Mutex
	finished := false
	report := func(in Info) {
		mu.Lock()
		defer mu.Unlock()
		if finished {
			return
		}
		if xb {
			ss.wmu.Lock()
			post := ss.post
			ss.wmu.Unlock()
			if post {
				if l := thinkingLine(in, pos); l != "" {
					ss.say(l)
				}
			}
			return
		}
		ss.say(uciInfoLine(in, pos))
	}
	go func() {
		defer close(done)
		defer cancel()
		var best, ponderMove core.Move
		if !pos.Outcome().IsOver() {
			best, ponderMove = ss.s.Searcher.Search(ctx, req, report)
		}
		if lim.Infinite || ponder {
			// UCI: no bestmove before stop (or ponderhit, for a ponder search).
			if lim.Infinite {
				<-ctx.Done()
			} else {
				select {
				case <-ctx.Done():
				case <-hit:
				}
			}
		}
		mu.Lock()
		finished = true
		mu.Unlock()
		ss.finish(pos, best, ponderMove)
	}()
}

// finish writes a search's move, then the pongs that waited for it.
func (ss *session) finish(pos core.Position, best, ponder core.Move) {
	ss.writeMove(pos, best, ponder)
	ss.wmu.Lock()
	ss.moved = true
	pongs := ss.pongs
	ss.pongs = nil
	ss.wmu.Unlock()
	ss.say(pongs...)
}

// writeMove writes a search's move.
func (ss *session) writeMove(pos core.Position, best, ponder core.Move) {
	ss.wmu.Lock()
	discard := ss.discard
	ss.wmu.Unlock()
	if best.IsZero() || !pos.IsLegal(best) || best.Action() != core.NoAction {
		// An action (Makruk's count) has no move text on the wire.
		if !best.IsZero() {
			ss.complain(best.String(), errors.New("the searcher's move is not legal here or has no move text"))
		}
		best = core.Move{}
		for m := range pos.LegalMoves() {
			if m.Action() == core.NoAction {
				best = m
				break
			}
		}
	}
	if !ss.xb {
		if best.IsZero() {
			ss.say("bestmove (none)")
			return
		}
		line := "bestmove " + pos.MoveText(best)
		if !ponder.IsZero() && ponder.Action() == core.NoAction {
			after := pos.Clone()
			after.MakeMove(best)
			if after.IsLegal(ponder) {
				line += " ponder " + after.MoveText(ponder)
			}
		}
		ss.say(line)
		return
	}
	if discard || best.IsZero() {
		return
	}
	// XBoard: the move is played on the board; the session goroutine
	// reads the board only after waiting for done.
	ss.say("move " + pos.MoveText(best))
	ss.moves = append(ss.moves, best)
	ss.pos.MakeMove(best)
	if o := ss.pos.Outcome(); o.IsOver() {
		ss.say(o.Result() + " {" + o.StringIn(ss.pos) + "}")
	}
}

// uciInfoLine writes an Info as a UCI info line.
func uciInfoLine(in Info, pos core.Position) string {
	b := []byte("info")
	num := func(k string, v int64) {
		b = append(b, ' ')
		b = append(b, k...)
		b = append(b, ' ')
		b = strconv.AppendInt(b, v, 10)
	}
	if in.Depth > 0 {
		num("depth", int64(in.Depth))
	}
	if in.SelDepth > 0 {
		num("seldepth", int64(in.SelDepth))
	}
	if in.MultiPV > 0 {
		num("multipv", int64(in.MultiPV))
	}
	if in.HasScore {
		if in.Score.IsMate {
			b = append(b, " score mate "...)
			b = strconv.AppendInt(b, int64(in.Score.Mate), 10)
		} else {
			b = append(b, " score cp "...)
			b = strconv.AppendInt(b, int64(in.Score.CP), 10)
		}
		if in.Score.Lower {
			b = append(b, " lowerbound"...)
		} else if in.Score.Upper {
			b = append(b, " upperbound"...)
		}
	}
	if in.Nodes > 0 {
		num("nodes", in.Nodes)
	}
	if in.NPS > 0 {
		num("nps", in.NPS)
	}
	if in.HashFull > 0 {
		num("hashfull", int64(in.HashFull))
	}
	if in.Time > 0 {
		num("time", int64(in.Time/time.Millisecond))
	}
	if len(in.PV) > 0 {
		b = append(b, " pv"...)
		p := pos.Clone()
		for _, m := range in.PV {
			if !p.IsLegal(m) || m.Action() != core.NoAction {
				break
			}
			b = append(b, ' ')
			b = append(b, p.MoveText(m)...)
			p.MakeMove(m)
		}
	}
	if in.String != "" {
		b = append(b, " string "...)
		b = append(b, strings.ReplaceAll(in.String, "\n", " ")...)
	}
	return string(b)
}

// thinkingLine writes an Info as an XBoard thinking line ("" for an info
// without a depth).
func thinkingLine(in Info, pos core.Position) string {
	if in.Depth <= 0 {
		return ""
	}
	sc := int64(in.Score.CP)
	if in.Score.IsMate {
		if in.Score.Mate >= 0 {
			sc = 100000 + int64(in.Score.Mate)
		} else {
			sc = -100000 + int64(in.Score.Mate)
		}
	}
	b := strconv.AppendInt(nil, int64(in.Depth), 10)
	b = append(b, ' ')
	b = strconv.AppendInt(b, sc, 10)
	b = append(b, ' ')
	b = strconv.AppendInt(b, int64(in.Time/(10*time.Millisecond)), 10)
	b = append(b, ' ')
	b = strconv.AppendInt(b, in.Nodes, 10)
	p := pos.Clone()
	for _, m := range in.PV {
		if !p.IsLegal(m) || m.Action() != core.NoAction {
			break
		}
		b = append(b, ' ')
		b = append(b, p.MoveText(m)...)
		p.MakeMove(m)
	}
	return string(b)
}

func (ss *session) options() []Option {
	opts := []Option{
		{Name: "UCI_Variant", Type: "combo", Default: ss.vname, Vars: VariantNames()},
		{Name: "Rules", Type: "string"},
	}
	if os, ok := ss.s.Searcher.(OptionSetter); ok {
		opts = append(opts, os.Options()...)
	}
	return opts
}

func (ss *session) setOption(name, value string) error {
	switch {
	case strings.EqualFold(name, "UCI_Variant"):
		if _, _, err := LookupVariant(value); err != nil {
			return err
		}
		if !slices.Contains(variantNames(), lower(value)) {
			return errors.New("not a two-player game: " + cut(value))
		}
		old, oldRules := ss.vname, ss.rules
		ss.vname = lower(value)
		if err := ss.reset(); err != nil && ss.rules != "" {
			// the Rules option names a set of another game: drop it
			ss.rules = ""
			if err2 := ss.reset(); err2 != nil {
				ss.vname, ss.rules = old, oldRules
				return err2
			}
			ss.complain("setoption name Rules value "+oldRules, errors.New("Rules cleared: "+err.Error()))
		} else if err != nil {
			ss.vname = old
			return err
		}
		return nil
	case strings.EqualFold(name, "Rules"):
		if value == "<empty>" {
			value = ""
		}
		old := ss.rules
		ss.rules = value
		if err := ss.reset(); err != nil {
			ss.rules = old
			return err
		}
		return nil
	}
	if os, ok := ss.s.Searcher.(OptionSetter); ok {
		for _, o := range os.Options() {
			if strings.EqualFold(o.Name, name) {
				return os.SetOption(o.Name, value)
			}
		}
	}
	return errors.New("no such option: " + cut(name))
}

// newGame tells the searcher a game starts.
func (ss *session) newGame() {
	if ng, ok := ss.s.Searcher.(NewGamer); ok {
		ng.NewGame()
	}
}

// parsePosition reads a position: "startpos" or "fen F" (a FEN or a
// "rules|FEN" text), then moves.
func (ss *session) parsePosition(args []string) (core.Position, []core.Move, error) {
	v, rules, err := ss.variant()
	if err != nil {
		return nil, nil, err
	}
	if len(args) == 0 {
		return nil, nil, errors.New("want startpos or fen")
	}
	var start core.Position
	rest := args[1:]
	switch args[0] {
	case "startpos":
		start, err = v.NewPosition(rules, "")
	case "fen":
		i := slices.Index(rest, "moves")
		if i < 0 {
			i = len(rest)
		}
		fen := strings.Join(rest[:i], " ")
		rest = rest[i:]
		if strings.Contains(fen, "|") {
			start, err = v.ParsePosition(fen)
		} else {
			start, err = v.NewPosition(rules, fen)
		}
	default:
		return nil, nil, errors.New("want startpos or fen")
	}
	if err != nil {
		return nil, nil, err
	}
	if len(rest) > 0 && rest[0] != "moves" {
		return nil, nil, errors.New("want moves")
	}
	if len(rest) > 0 {
		rest = rest[1:]
	}
	p := start.Clone()
	moves := make([]core.Move, 0, len(rest))
	for _, t := range rest {
		m, err := p.ParseMove(t)
		if err != nil {
			return nil, nil, err
		}
		p.MakeMove(m)
		moves = append(moves, m)
	}
	return start, moves, nil
}

// ServeUCI speaks UCI to a GUI over r (its commands) and w (the answers)
// until "quit" or the end of r (then it returns nil), or the end of ctx
// (then ctx's error). Each search runs in its own goroutine; ServeUCI
// stops and waits for it before it returns. The goroutine reading r ends
// when r's Read returns.
func (s *Server) ServeUCI(ctx context.Context, r io.Reader, w io.Writer) error {
	ss := s.newSession(ctx, w, false)
	return ss.serve(ctx, r, ss.uci)
}

func (ss *session) uci(line string) bool {
	f := fields(line)
	if len(f) == 0 {
		return true
	}
	cmd, args := f[0], f[1:]
	switch cmd {
	case "uci":
		lines := []string{"id name " + ss.s.Name}
		if ss.s.Author != "" {
			lines = append(lines, "id author "+ss.s.Author)
		}
		for _, o := range ss.options() {
			lines = append(lines, uciOptionLine(o))
		}
		ss.say(append(lines, "uciok")...)
	case "isready":
		ss.say("readyok")
	case "debug", "register":
	case "setoption":
		name, value, err := parseSetOption(line)
		if err == nil {
			ss.stop(false) // a GUI should not set options while the engine searches
			err = ss.setOption(name, value)
		}
		if err != nil {
			ss.complain(line, err)
		}
	case "ucinewgame":
		ss.stop(false)
		ss.newGame()
	case "position":
		ss.stop(false)
		start, moves, err := ss.parsePosition(args)
		if err != nil {
			ss.complain(line, err)
			return true
		}
		ss.setPosition(start, moves)
	case "go":
		ss.stop(false)
		lim, ponder, err := parseGo(args, ss.pos)
		if err != nil {
			ss.complain(line, err)
		}
		ss.search(lim, ponder)
	case "stop":
		ss.stop(false)
	case "ponderhit":
		if ss.searching() && ss.pondering {
			ss.pondering = false
			close(ss.ponderHit)
		}
	case "quit":
		ss.stop(false)
		return false
	default:
		ss.complain(line, errors.New("unknown command"))
	}
	return true
}

// uciOptionLine writes an option as UCI declares it.
func uciOptionLine(o Option) string {
	b := "option name " + o.Name + " type " + o.Type
	switch o.Type {
	case "button":
	case "string":
		d := o.Default
		if d == "" {
			d = "<empty>"
		}
		b += " default " + d
	default:
		b += " default " + o.Default
	}
	if o.Type == "spin" {
		b += " min " + strconv.Itoa(o.Min) + " max " + strconv.Itoa(o.Max)
	}
	for _, v := range o.Vars {
		b += " var " + v
	}
	return b
}

// parseSetOption reads "setoption name N [value V]".
func parseSetOption(line string) (name, value string, err error) {
	_, rest, _ := strings.Cut(strings.TrimSpace(line), " ")
	rest = strings.TrimSpace(rest)
	rest, ok := strings.CutPrefix(rest, "name ")
	if !ok {
		return "", "", errors.New("want setoption name N [value V]")
	}
	name, value, _ = strings.Cut(rest, " value ")
	name = strings.TrimSpace(name)
	value = strings.TrimSpace(value)
	if name == "" {
		return "", "", errors.New("want setoption name N [value V]")
	}
	return name, value, nil
}

// parseGo reads the limits of a UCI go command; an error names a bad
// token, which is skipped.
func parseGo(args []string, pos core.Position) (Limit, bool, error) {
	var lim Limit
	var ponder bool
	var bad error
	for i := 0; i < len(args); i++ {
		k := args[i]
		num := func() int64 {
			if i+1 >= len(args) {
				bad = errors.New(k + " wants a number")
				return 0
			}
			i++
			n, ok := atoi(args[i])
			if !ok || n < 0 {
				bad = errors.New(k + " wants a number, not " + strconv.Quote(cut(args[i])))
				i--
				return 0
			}
			return n
		}
		ms := func() time.Duration { return time.Duration(min(num(), 1<<40)) * time.Millisecond }
		switch k {
		case "ponder":
			ponder = true
		case "infinite":
			lim.Infinite = true
		case "wtime":
			lim.Time[core.White] = ms()
		case "btime":
			lim.Time[core.Black] = ms()
		case "winc":
			lim.Inc[core.White] = ms()
		case "binc":
			lim.Inc[core.Black] = ms()
		case "movestogo":
			lim.MovesToGo = clampInt(num())
		case "depth":
			lim.Depth = clampInt(num())
		case "nodes":
			lim.Nodes = num()
		case "mate":
			lim.Mate = clampInt(num())
		case "movetime":
			lim.MoveTime = ms()
		case "searchmoves":
			for i+1 < len(args) {
				m, err := pos.ParseMove(args[i+1])
				if err != nil {
					break
				}
				lim.SearchMoves = append(lim.SearchMoves, m)
				i++
			}
		default:
			bad = errors.New("unknown go word " + strconv.Quote(cut(k)))
		}
	}
	return lim, ponder, bad
}

// ServeXBoard speaks XBoard (CECP v2) to a GUI over r and w until
// "quit" or the end of r (then it returns nil), or the end of ctx (then
// ctx's error). It declares the features myname, variants, setboard=1,
// usermove=1, ping=1, san=0, colors=0, sigint=0, sigterm=0, analyze=0,
// the options, and done=1; it plays coordinate moves ("move e3e4",
// "move R@a1", "move e5e5f") and writes the game's result line when its
// move ends the game. Commands: xboard, protover, accepted, rejected,
// new, variant, setboard, force, go, playother, usermove (and bare
// moves), level, st, sd, time, otim, ?, ping, result, undo, remove,
// post, nopost, option, quit; hard, easy, random, computer, name,
// rating, ics, cores, memory, white and black are accepted and ignored.
func (s *Server) ServeXBoard(ctx context.Context, r io.Reader, w io.Writer) error {
	ss := s.newSession(ctx, w, true)
	return ss.serve(ctx, r, ss.xboard)
}

func (ss *session) xbLimit() Limit {
	var lim Limit
	lim.Depth = ss.sd
	if ss.st > 0 {
		lim.MoveTime = ss.st
		return lim
	}
	if ss.clock[0] > 0 || ss.clock[1] > 0 {
		lim.Time = ss.clock
		lim.Inc = [2]time.Duration{ss.inc, ss.inc}
		if ss.mps > 0 {
			played := (len(ss.moves) + 1) / 2
			lim.MovesToGo = ss.mps - played%ss.mps
		}
	} else if ss.base > 0 {
		lim.Time = [2]time.Duration{ss.base, ss.base}
		lim.Inc = [2]time.Duration{ss.inc, ss.inc}
		lim.MovesToGo = ss.mps
	}
	return lim
}

// maybeThink starts a search when the engine is on move.
func (ss *session) maybeThink() {
	if ss.force || ss.pos.Side() != ss.engine {
		return
	}
	if o := ss.pos.Outcome(); o.IsOver() {
		ss.say(o.Result() + " {" + o.StringIn(ss.pos) + "}")
		return
	}
	ss.search(ss.xbLimit(), false)
}

// xbTime reads XBoard's level time: minutes or minutes:seconds.
func xbTime(s string) (time.Duration, bool) {
	m, sec, colon := strings.Cut(s, ":")
	mn, ok := atoi(m)
	if !ok || mn < 0 || mn > 1<<20 {
		return 0, false
	}
	d := time.Duration(mn) * time.Minute
	if colon {
		sc, ok := atoi(sec)
		if !ok || sc < 0 || sc > 1<<20 {
			return 0, false
		}
		d += time.Duration(sc) * time.Second
	}
	return d, true
}

func seconds(s string) (time.Duration, bool) {
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || f < 0 || f > 1<<30 || f != f {
		return 0, false
	}
	return time.Duration(f * float64(time.Second)), true
}

func (ss *session) xboard(line string) bool {
	f := fields(line)
	if len(f) == 0 {
		return true
	}
	cmd, args := f[0], f[1:]
	bad := func(msg string) { ss.complain(line, errors.New(msg)) }
	// The board changes only while no search runs: commands that touch
	// it stop the search first.
	switch cmd {
	case "xboard", "accepted", "rejected", "hard", "easy", "random", "computer", "name", "rating", "ics", "cores", "memory", "white", "black", "draw", "bk", "hint", "nps", "egtpath":
	case "protover":
		ss.say("feature done=0")
		feats := []string{
			"feature myname=\"" + strings.ReplaceAll(ss.s.Name, "\"", "'") + "\"",
			"feature variants=\"" + strings.Join(VariantNames(), ",") + "\"",
			"feature setboard=1 usermove=1 ping=1 san=0 colors=0 sigint=0 sigterm=0 analyze=0 playother=1 time=1 draw=0 reuse=1",
		}
		for _, o := range ss.options() {
			if o.Name == "UCI_Variant" {
				continue
			}
			feats = append(feats, "feature option=\""+xbOptionText(o)+"\"")
		}
		ss.say(append(feats, "feature done=1")...)
	case "new":
		ss.stop(true)
		ss.force, ss.engine, ss.sd, ss.st, ss.clock = false, core.Black, 0, 0, [2]time.Duration{}
		ss.reset()
		ss.newGame()
	case "variant":
		ss.stop(true)
		if len(args) != 1 {
			bad("want variant NAME")
			return true
		}
		if err := ss.setOption("UCI_Variant", args[0]); err != nil {
			ss.complain(line, err)
		}
	case "setboard":
		ss.stop(true)
		start, _, err := ss.parsePosition(append([]string{"fen"}, args...))
		if err != nil {
			ss.say("tellusererror Illegal position")
			ss.complain(line, err)
			return true
		}
		ss.setPosition(start, nil)
	case "force":
		ss.stop(true)
		ss.force = true
	case "go":
		ss.stop(true)
		ss.force = false
		ss.engine = ss.pos.Side()
		ss.maybeThink()
	case "playother":
		ss.stop(true)
		ss.force = false
		ss.engine = ss.pos.Side() ^ 1
	case "?":
		if ss.searching() {
			ss.stop(false)
		}
	case "ping":
		pong := "pong"
		if len(args) > 0 {
			pong += " " + args[0]
		}
		ss.wmu.Lock()
		wait := ss.cancel != nil && !ss.moved
		if wait {
			// CECP: not before the move (which "?" asks for at once).
			ss.pongs = append(ss.pongs, pong)
		}
		ss.wmu.Unlock()
		if !wait {
			ss.say(pong)
		}
	case "result":
		ss.stop(true)
		ss.force = true
	case "undo", "remove":
		ss.stop(true)
		n := 1
		if cmd == "remove" {
			n = 2
		}
		if len(ss.moves) < n {
			bad("no moves to take back")
			return true
		}
		ss.setPosition(ss.start, ss.moves[:len(ss.moves)-n])
	case "post":
		ss.wmu.Lock()
		ss.post = true
		ss.wmu.Unlock()
	case "nopost":
		ss.wmu.Lock()
		ss.post = false
		ss.wmu.Unlock()
	case "level":
		if len(args) != 3 {
			bad("want level MPS BASE INC")
			return true
		}
		mps, ok1 := atoi(args[0])
		base, ok2 := xbTime(args[1])
		inc, ok3 := seconds(args[2])
		if !ok1 || !ok2 || !ok3 || mps < 0 {
			bad("want level MPS BASE INC")
			return true
		}
		ss.mps, ss.base, ss.inc, ss.st = clampInt(mps), base, inc, 0
	case "st":
		d, ok := seconds(firstArg(args))
		if !ok {
			bad("want st SECONDS")
			return true
		}
		ss.st = d
	case "sd":
		n, ok := atoi(firstArg(args))
		if !ok || n < 0 {
			bad("want sd DEPTH")
			return true
		}
		ss.sd = clampInt(n)
	case "time", "otim":
		n, ok := atoi(firstArg(args))
		if !ok || n < 0 || n > 1<<40 {
			bad("want " + cmd + " CENTISECONDS")
			return true
		}
		c := ss.engine
		if cmd == "otim" {
			c ^= 1
		}
		ss.clock[c] = time.Duration(n) * 10 * time.Millisecond
	case "option":
		ss.stop(true)
		name, value, _ := strings.Cut(strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(line), "option")), "=")
		if err := ss.setOption(strings.TrimSpace(name), strings.TrimSpace(value)); err != nil {
			ss.complain(line, err)
		}
	case "quit":
		ss.stop(true)
		return false
	case "usermove":
		ss.userMove(line, firstArg(args))
	case "edit", "analyze", "exit", "pause", "resume", "sigint":
		ss.complain(line, errors.New("unsupported"))
	default:
		if len(f) == 1 && ss.looksLikeMove(cmd) {
			ss.userMove(line, cmd)
			return true
		}
		ss.complain(line, errors.New("unknown command"))
	}
	return true
}

func firstArg(a []string) string {
	if len(a) == 0 {
		return ""
	}
	return a[0]
}

func (ss *session) looksLikeMove(s string) bool {
	if ss.searching() {
		return false
	}
	_, err := ss.pos.ParseLenient(s)
	return err == nil
}

func (ss *session) userMove(line, text string) {
	ss.stop(true)
	m, err := ss.pos.ParseLenient(text)
	if err != nil {
		msg := "illegal"
		var me *core.MoveError
		if errors.As(err, &me) && me.Rule != "" {
			msg = me.Rule
		}
		ss.say("Illegal move (" + msg + "): " + cut(text))
		return
	}
	ss.moves = append(ss.moves, m)
	ss.pos.MakeMove(m)
	ss.maybeThink()
}

// xbOptionText writes an option as XBoard's feature option declares it.
func xbOptionText(o Option) string {
	switch o.Type {
	case "check":
		v := "0"
		if o.Default == "true" {
			v = "1"
		}
		return o.Name + " -check " + v
	case "spin":
		return o.Name + " -spin " + o.Default + " " + strconv.Itoa(o.Min) + " " + strconv.Itoa(o.Max)
	case "combo":
		vs := make([]string, len(o.Vars))
		for i, v := range o.Vars {
			if v == o.Default {
				v = "*" + v
			}
			vs[i] = v
		}
		return o.Name + " -combo " + strings.Join(vs, " /// ")
	case "button":
		return o.Name + " -button"
	}
	return o.Name + " -string " + o.Default
}
