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
// principal variation). It implements engine.Searcher; the limits are
// read as [search.Searcher.Search] reads them, ctx's end is the stop.
//
// Repetitions are judged on the game's history: req.Start and req.Moves.
func (s *Searcher) Search(ctx context.Context, req engine.Request, report func(engine.Info)) (best, ponder core.Move) {
	if req.Position == nil {
		return core.Move{}, core.Move{}
	}
	var rep func(search.Iteration)
	if report != nil {
		rep = func(it search.Iteration) {
			info := engine.Info{
				Depth: it.Depth, SelDepth: it.SelDepth, Score: engineScore(it.Score), HasScore: true,
				Nodes: it.Nodes, Time: it.Elapsed, HashFull: it.HashFull,
				PV: append([]core.Move(nil), it.PV...),
			}
			if it.Elapsed > 0 {
				info.NPS = int64(float64(it.Nodes) / it.Elapsed.Seconds())
			}
			report(info)
		}
	}
	best, ponder, _ = s.s.Search(search.Request{
		Position: req.Position, History: history(req.Start, req.Moves), Limit: limit(req.Limit),
		Stop: ctx.Done(), Ponder: req.Ponder, PonderHit: req.PonderHit,
	}, rep)
	return best, ponder
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

// limit converts the protocols' limit to the search's.
func limit(l engine.Limit) search.Limit {
	return search.Limit{
		Depth: l.Depth, Nodes: l.Nodes, Mate: l.Mate, MoveTime: l.MoveTime,
		Time: l.Time, Inc: l.Inc, MovesToGo: l.MovesToGo, Infinite: l.Infinite, SearchMoves: l.SearchMoves,
	}
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
