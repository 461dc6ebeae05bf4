// Package botengine serves the example bot's search (package
// [github.com/chaturanga-go/chaturanga/examples/bot/search]) as an
// [engine.Searcher], so that an [engine.Server] speaks it over UCI and
// XBoard: the bot command's -uci and -xboard.
//
// It is the search's only tie to package engine: the search itself
// imports neither package engine nor any game package, so that a program
// that only plays (the WebAssembly module of js/, built for one game
// family) links no more than the rules it plays.
package botengine

import (
	"context"
	"errors"
	"math/rand/v2"
	"strconv"
	"time"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/engine"
	"github.com/chaturanga-go/chaturanga/examples/bot/search"
)

// A Searcher is the bot's engine: it implements engine.Searcher (and
// engine.NewGamer and engine.OptionSetter, for the option Hash) over a
// [search.Searcher], whose transposition table lives from one search to
// the next, until NewGame or a change of game clears it. The zero
// Searcher is ready to use, with the default table size; a Searcher is
// safe for use by several goroutines, which it serves one search at a
// time.
type Searcher struct {
	s search.Searcher
}

// New returns a Searcher with a transposition table of hashMB megabytes
// (1 to search.MaxHashMB; 0 or less: search.DefaultHashMB).
func New(hashMB int) *Searcher {
	s := &Searcher{}
	if hashMB > 0 {
		s.s.SetHashMB(hashMB)
	}
	return s
}

// NewGame clears the transposition table and the move ordering's history:
// a new game starts (engine.NewGamer, UCI's ucinewgame, XBoard's new).
func (s *Searcher) NewGame() { s.s.NewGame() }

// HashMB returns the transposition table's size in megabytes.
func (s *Searcher) HashMB() int { return s.s.HashMB() }

// Options returns the engine options the Searcher declares: Hash, a spin
// from 1 to search.MaxHashMB megabytes (engine.OptionSetter).
func (s *Searcher) Options() []engine.Option {
	return []engine.Option{{Name: "Hash", Type: "spin", Default: strconv.Itoa(search.DefaultHashMB), Min: 1, Max: search.MaxHashMB}}
}

// ErrOption is the error of SetOption for an option or value the
// Searcher does not take.
var ErrOption = errors.New("search: bad option")

// SetOption sets an option of [Searcher.Options]: "Hash" (any case) to a
// size in megabytes, which takes effect at once (the table is reallocated
// empty).
func (s *Searcher) SetOption(name, value string) error {
	if !equalFold(name, "Hash") {
		return &optionError{"no option " + strconv.Quote(quote(name))}
	}
	mb, err := strconv.Atoi(value)
	if err != nil || mb < 1 || mb > search.MaxHashMB {
		return &optionError{"Hash " + strconv.Quote(quote(value)) + ": want megabytes from 1 to " + strconv.Itoa(search.MaxHashMB)}
	}
	s.s.SetHashMB(mb)
	return nil
}

// An optionError is an error of SetOption: ErrOption and what was wrong.
type optionError struct{ msg string }

func (e *optionError) Error() string { return ErrOption.Error() + ": " + e.msg }
func (e *optionError) Unwrap() error { return ErrOption }

// quote cuts s to at most 64 bytes for an error message.
func quote(s string) string {
	if len(s) > 64 {
		return s[:64]
	}
	return s
}

func equalFold(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range len(a) {
		x, y := a[i], b[i]
		if 'A' <= x && x <= 'Z' {
			x += 'a' - 'A'
		}
		if 'A' <= y && y <= 'Z' {
			y += 'a' - 'A'
		}
		if x != y {
			return false
		}
	}
	return true
}

// Search searches req.Position within req.Limit and returns its best move
// and the move it expects in reply (to ponder on; the zero Move if it has
// none), reporting each completed iteration of the deepening to report
// (depth, selective depth, score, nodes, speed, time, hash use and the
// principal variation). It implements engine.Searcher.
//
// The limits: Depth caps the iterations; Nodes stops the search after so
// many nodes; Mate stops it once it has found a mate in that many moves;
// MoveTime is a fixed time for the move (the search stops at it, less a
// safety margin); without it the clock of the side to move (Time, Inc,
// MovesToGo) gives a target of the time left (less a margin for the
// protocol) shared among the moves to go (40 when MovesToGo is not given)
// plus three quarters of the increment: the search starts no new
// iteration after three fifths of the target (soft deadline) and stops at
// twice the target, but never after a quarter of the time left (hard
// deadline). Infinite and a ponder search until ponderhit search until
// ctx is done, and answer only then, as the protocols want (a ponderhit
// starts the clock); a Limit with no limit at all searches one second. The
// search returns promptly once ctx is done; it always returns a legal
// move when the position has one.
//
// Repetitions are judged on the game's history: req.Start and req.Moves.
func (s *Searcher) Search(ctx context.Context, req engine.Request, report func(engine.Info)) (best, ponder core.Move) {
	if req.Position == nil {
		return core.Move{}, core.Move{}
	}
	lim := req.Limit
	c := &clock{start: time.Now()}
	c.soft, c.hard = budget(lim, req.Position.Side(), req.Position.Sides())
	if lim.Depth == 0 && lim.Nodes == 0 && lim.Mate == 0 && !lim.Infinite && c.hard == 0 && !req.Ponder {
		c.soft, c.hard = defaultMoveTime, defaultMoveTime // no limit: the engine decides
	}
	sreq := search.Request{
		Position: req.Position, History: history(req.Start, req.Moves),
		Limit: search.Limit{Depth: lim.Depth, Nodes: lim.Nodes, Mate: lim.Mate, Infinite: lim.Infinite, SearchMoves: lim.SearchMoves},
		Stop:  ctx.Done(), Ponder: req.Ponder, PonderHit: req.PonderHit,
	}
	if c.hard > 0 {
		sreq.Clock = c
	}
	var rep func(search.Iteration)
	if report != nil {
		rep = func(it search.Iteration) {
			el := time.Since(c.start)
			info := engine.Info{
				Depth: it.Depth, SelDepth: it.SelDepth, Score: engineScore(it.Score), HasScore: true,
				Nodes: it.Nodes, Time: el, HashFull: it.HashFull,
				PV: append([]core.Move(nil), it.PV...),
			}
			if el > 0 {
				info.NPS = int64(float64(it.Nodes) / el.Seconds())
			}
			report(info)
		}
	}
	best, ponder, _ = s.s.Search(sreq, rep)
	return best, ponder
}

// A clock is a search's deadlines (search.Clock), from its start (again
// at a ponderhit).
type clock struct {
	start      time.Time
	soft, hard time.Duration // 0: none
}

func (c *clock) Start() { c.start = time.Now() }

func (c *clock) Passed(hard bool) bool {
	d := c.soft
	if hard {
		d = c.hard
	}
	return d > 0 && time.Since(c.start) >= d
}

// defaultMoveTime is the time of a search given no limit at all.
const defaultMoveTime = time.Second

// moveOverhead is kept back from every deadline for the protocol and the
// GUI's reading of the move.
const moveOverhead = 30 * time.Millisecond

// budget returns the soft and hard deadlines of a search with limit lim
// for side (0: none). See [Searcher.Search].
func budget(lim engine.Limit, side core.Color, sides int) (soft, hard time.Duration) {
	if lim.Infinite {
		return 0, 0
	}
	if lim.MoveTime > 0 {
		h := lim.MoveTime - min(moveOverhead, lim.MoveTime/10)
		return h, max(h, time.Millisecond)
	}
	if sides > 2 || side > core.Black || lim.Time == [2]time.Duration{} {
		return 0, 0
	}
	left, inc := lim.Time[side], lim.Inc[side]
	avail := left - min(moveOverhead, left/10)
	if avail <= 0 {
		return time.Millisecond, time.Millisecond
	}
	mtg := 40
	if lim.MovesToGo > 0 {
		mtg = min(lim.MovesToGo, 50)
	}
	target := avail/time.Duration(mtg) + inc*3/4
	hard = min(2*target, avail/4)
	soft = min(target*3/5, hard)
	return max(soft, time.Millisecond), max(hard, time.Millisecond)
}

// history returns the keys (core.Position.Hash) of the positions of a
// game from start through moves, before each move: a search request's
// History. It stops at the first move that is not legal (nil: no
// history at all), and is nil when start is nil.
func history(start core.Position, moves []core.Move) []uint64 {
	if start == nil || len(moves) == 0 {
		return nil
	}
	q := start.Clone()
	history := make([]uint64, 0, len(moves))
	for _, m := range moves {
		if !q.IsLegal(m) {
			return history[:0]
		}
		history = append(history, q.Hash())
		q.MakeMove(m)
	}
	return history
}

// engineScore converts a search score to the protocols' score.
func engineScore(v int) engine.Score {
	if n, ok := search.MateIn(v); ok {
		return engine.Score{IsMate: true, Mate: n}
	}
	return engine.Score{CP: v}
}

// A LegacySearcher is the bot's previous search as an [engine.Searcher]:
// a plain negamax alpha-beta to a fixed depth, legal moves in the
// position's order with captures first, no transposition table, no
// quiescence, no iterative deepening, and a material count as the only
// evaluation (see search.LegacyBestMove). It ignores the request's time,
// depth and node limits: every search goes to its own depth, as the old
// bot did. A stop (ctx done) ends the search at once with the best root
// move found so far. Its info line gives the depth, the score, the nodes
// and the time.
type LegacySearcher struct {
	depth int
	rng   *rand.Rand
}

// Legacy returns the previous search at depth plies (below 1: 1), choosing
// among equally good root moves with a random source seeded by seed.
func Legacy(depth int, seed uint64) *LegacySearcher {
	return &LegacySearcher{depth: max(depth, 1), rng: rand.New(rand.NewPCG(seed, 0))}
}

// Search implements [engine.Searcher]: it searches req.Position to the
// searcher's depth, whatever req.Limit says.
func (l *LegacySearcher) Search(ctx context.Context, req engine.Request, report func(engine.Info)) (best, ponder core.Move) {
	t0 := time.Now()
	best, score, nodes := search.LegacySearch(req.Position, l.depth, l.rng, ctx.Done())
	if best != (core.Move{}) && report != nil {
		el := time.Since(t0)
		info := engine.Info{Depth: l.depth, Nodes: nodes, Time: el, PV: []core.Move{best}, HasScore: true, Score: engineScore(score)}
		if el > 0 {
			info.NPS = int64(float64(nodes) / el.Seconds())
		}
		report(info)
	}
	return best, core.Move{}
}
