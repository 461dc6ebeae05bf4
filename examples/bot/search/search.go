// Package search is the example bot's engine, written once against
// core.Position so that it plays every game of the library, two-sided or
// Qi Guo's seven states.
//
// It is a classic alpha-beta engine in a few hundred lines:
//
//   - iterative deepening, each iteration a fail-soft negamax with
//     principal variation search, over MakeMove and UnmakeMove;
//   - a transposition table keyed on the positions' Zobrist keys
//     (core.Position.Hash), of a fixed size set in megabytes (the option
//     Hash), cleared by NewGame;
//   - quiescence on captures, with a stand-pat on the static evaluation
//     and a cap of 8 plies of captures (2 in Qi Guo);
//   - move ordering: the table's move, captures by most valuable victim
//     and least valuable attacker, two killer moves per ply, the history
//     of quiet moves that caused cutoffs;
//   - mate scores counted in plies from the root (stored in the table
//     relative to the node, so they stay true wherever they are read);
//   - repetitions: a position that occurred before, in the game (the
//     request's Start and Moves) or on the search's path, scores as a draw;
//   - time management from the clock (see [Searcher.Search]), with a soft
//     deadline (no new iteration after it) and a hard one (the search
//     stops), the clock and the context looked at every 256 nodes.
//
// The evaluation is the material count (a table by core.Kind, so it serves
// every game) plus the placement: pawns gain for each rank advanced and
// for central files, the other pieces except the kings for standing near
// the board's centre, short-range pieces most.
//
// Visiting a node allocates nothing: the move lists, scores, killers,
// history and principal variations are buffers of the search, reused
// (TestSearchAllocatesNothingPerNode checks it, BenchmarkSearchDepth
// measures it).
//
// # Games of more sides
//
// In Qi Guo the search is paranoid: the state to move and the states
// allied with it (one player's, Rules.Alliances) form one camp, all other
// states the other, and every other state is assumed to play against the
// root's camp. The search is then a two-camp alpha-beta in which the
// score changes sign only when play passes from one camp to the other
// (allies moving in a row keep the view). The evaluation counts the
// material and placement of the pieces each state controls (a defeated
// state's army counts for its conqueror, qiguo.Position.Controller); a
// win of any state of the camp (a player wins when a state he controls
// wins) is a mate score. Depth counts turns of states: depth 1 looks at
// the state's own moves and the captures that follow (quiescence), depth
// 2 also at the next state's reply, and so on; with seven states each
// ply is one state's move, not a round. The other camp's states try all
// their captures but only their six most promising quiet moves (the
// table's move, the killers, then by history): a state's quiet moves
// seldom concern the root's camp within a few turns, and trying every
// pair of two opponents' quiet moves would cost the square of their
// number (about 130 moves each at the start). The quiescence follows at
// most two captures (a capture and the reply): with seven states, longer
// sequences of captures multiply the nodes most of all.
//
// [Choose] and [BestMove] are the fixed-depth calls of the bot command's
// self-play and of the web page's bot (examples/web, compiled to
// WebAssembly); [Searcher] is the engine the bot command serves over UCI
// and XBoard (package engine).
package search

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
	"sync"
	"time"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/engine"
)

// Limits of the fixed-depth calls ([Choose], [BestMove]): in games of
// more sides the deepest search and the most nodes, in games of two the
// most nodes (budgets, so that the web page's bot answers within seconds
// on a phone whatever the position, such as Sittuyin's setup, whose
// placements the material count cannot tell apart).
const (
	ManySidesMaxDepth = 4
	ManySidesMaxNodes = 150_000
	TwoSidesMaxNodes  = 500_000
)

// Choose returns the bot's move in p: [BestMove] at depth, the choice
// among equally good moves varied by rng. It returns the zero Move if p
// has no legal move. In Qi Guo the depth is capped at [ManySidesMaxDepth]
// states' turns and the search at [ManySidesMaxNodes] nodes (the deepest
// iteration that completes within the budget decides).
func Choose(p core.Position, depth int, rng *rand.Rand) core.Move {
	return BestMove(p, depth, rng)
}

// fixedPool keeps the searchers of the fixed-depth calls, so that a bot
// playing a game does not allocate a transposition table for each move.
var fixedPool = sync.Pool{New: func() any { return &Searcher{hashMB: fixedHashMB} }}

// fixedHashMB is the table size of the fixed-depth calls.
const fixedHashMB = 1

// BestMove returns the move a depth-ply search (iterative deepening up to
// depth, then quiescence) finds best for the side to move of p, or the
// zero Move if p has no legal move. The search keeps the first of equally
// good moves it tries; rng shuffles the root's moves before they are
// ordered by promise, so that the choice among equals varies (nil: the
// generation order decides). A search that reaches [TwoSidesMaxNodes]
// nodes stops with the move of its deepest completed iteration. p is not changed: the search runs on a clone.
// depth below 1 is read as 1. In a game of more sides it is the paranoid
// search the package describes, within the limits of [Choose].
func BestMove(p core.Position, depth int, rng *rand.Rand) core.Move {
	depth = max(depth, 1)
	s := fixedPool.Get().(*Searcher)
	defer fixedPool.Put(s)
	lim := engine.Limit{Depth: depth, Nodes: TwoSidesMaxNodes}
	if p.Sides() > 2 {
		lim = engine.Limit{Depth: min(depth, ManySidesMaxDepth), Nodes: ManySidesMaxNodes}
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.clearLocked()
	m, _, _ := s.search(context.Background(), p.Clone(), nil, lim, rng, nil)
	return m
}

// A Searcher is the bot's engine: it implements engine.Searcher (and
// engine.NewGamer and engine.OptionSetter, for the option Hash), so that
// an engine.Server serves it over UCI and XBoard. Its transposition
// table lives from one search to the next, until NewGame or a change of
// game clears it. The zero Searcher is ready to use, with the default
// table size; a Searcher is safe for use by several goroutines, which it
// serves one search at a time.
type Searcher struct {
	mu     sync.Mutex
	hashMB int // 0: DefaultHashMB
	tt     *table
	st     *state
	key    gameKey // the game st and its evaluator were made for
}

// A gameKey tells the games apart whose tables differ.
type gameKey struct {
	variant string
	geom    core.Geometry
}

// The option Hash: the transposition table's size in megabytes.
const (
	DefaultHashMB = 16
	MaxHashMB     = 1024
)

// New returns a Searcher with a transposition table of hashMB megabytes
// (1 to [MaxHashMB]; 0 or less: [DefaultHashMB]).
func New(hashMB int) *Searcher {
	if hashMB <= 0 {
		hashMB = DefaultHashMB
	}
	return &Searcher{hashMB: min(hashMB, MaxHashMB)}
}

// NewGame clears the transposition table and the move ordering's history:
// a new game starts (engine.NewGamer, UCI's ucinewgame, XBoard's new).
func (s *Searcher) NewGame() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.clearLocked()
}

func (s *Searcher) clearLocked() {
	if s.tt != nil {
		s.tt.clear()
	}
	if s.st != nil {
		clear(s.st.history)
	}
}

// Options returns the engine options the Searcher declares: Hash, a spin
// from 1 to [MaxHashMB] megabytes (engine.OptionSetter).
func (s *Searcher) Options() []engine.Option {
	return []engine.Option{{Name: "Hash", Type: "spin", Default: strconv.Itoa(DefaultHashMB), Min: 1, Max: MaxHashMB}}
}

// ErrOption is the error of SetOption for an option or value the
// Searcher does not take.
var ErrOption = errors.New("search: bad option")

// SetOption sets an option of [Searcher.Options]: "Hash" (any case) to a
// size in megabytes, which takes effect at once (the table is reallocated
// empty).
func (s *Searcher) SetOption(name, value string) error {
	if !equalFold(name, "Hash") {
		return fmt.Errorf("%w: no option %q", ErrOption, quote(name))
	}
	mb, err := strconv.Atoi(value)
	if err != nil || mb < 1 || mb > MaxHashMB {
		return fmt.Errorf("%w: Hash %q: want megabytes from 1 to %d", ErrOption, quote(value), MaxHashMB)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if mb != s.hashMB {
		s.hashMB, s.tt = mb, nil
	}
	return nil
}

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
	s.mu.Lock()
	defer s.mu.Unlock()
	var history []uint64
	if req.Start != nil && len(req.Moves) > 0 {
		q := req.Start.Clone()
		history = make([]uint64, 0, len(req.Moves))
		for _, m := range req.Moves {
			if !q.IsLegal(m) {
				history = history[:0]
				break
			}
			history = append(history, q.Hash())
			q.MakeMove(m)
		}
	}
	p := req.Position
	if p == nil {
		return core.Move{}, core.Move{}
	}
	var rep func(iteration)
	if report != nil {
		rep = func(it iteration) {
			info := engine.Info{
				Depth: it.depth, SelDepth: it.seldepth, Score: engineScore(it.score), HasScore: true,
				Nodes: it.nodes, Time: it.elapsed, HashFull: s.tt.hashFull(),
				PV: append([]core.Move(nil), it.pv...),
			}
			if it.elapsed > 0 {
				info.NPS = int64(float64(it.nodes) / it.elapsed.Seconds())
			}
			report(info)
		}
	}
	var hit <-chan struct{}
	if req.Ponder {
		hit = req.PonderHit
	}
	best, ponder, _ = s.searchPonder(ctx, p, history, req.Limit, req.Ponder, hit, rep)
	return best, ponder
}

// engineScore converts a search score to the protocols' score.
func engineScore(v int) engine.Score {
	switch {
	case v > mateBound:
		return engine.Score{IsMate: true, Mate: (mate - v + 1) / 2}
	case v < -mateBound:
		return engine.Score{IsMate: true, Mate: -(mate + v) / 2}
	}
	return engine.Score{CP: v}
}

// search runs a search of p (the Searcher's to change) with the game's
// earlier keys history, within lim; rng, if set, chooses among equal
// moves in the last iteration. It returns the best move, the expected
// reply and the score. The caller holds s.mu.
func (s *Searcher) search(ctx context.Context, p core.Position, history []uint64, lim engine.Limit, rng *rand.Rand, report func(iteration)) (best, ponder core.Move, score int) {
	return s.run(ctx, p, history, lim, false, nil, rng, report)
}

func (s *Searcher) searchPonder(ctx context.Context, p core.Position, history []uint64, lim engine.Limit, pondering bool, hit <-chan struct{}, report func(iteration)) (best, ponder core.Move, score int) {
	return s.run(ctx, p, history, lim, pondering, hit, nil, report)
}

// prepare returns the search state for p, making the table and the
// game's tables when missing or made for another game.
func (s *Searcher) prepare(p core.Position) *state {
	if s.tt == nil {
		mb := s.hashMB
		if mb <= 0 {
			mb = DefaultHashMB
		}
		s.tt = newTable(mb)
	}
	k := gameKey{p.Variant(), p.Geometry()}
	if s.st == nil || s.key != k {
		s.st = newState(p, s.tt, newEvaluator(p.Geometry()))
		s.key = k
		s.tt.clear()
	}
	s.st.tt = s.tt
	return s.st
}

func (s *Searcher) run(ctx context.Context, p core.Position, history []uint64, lim engine.Limit, pondering bool, hit <-chan struct{}, rng *rand.Rand, report func(iteration)) (best, ponder core.Move, score int) {
	st := s.prepare(p)
	st.setRoot(p, history)
	st.path = append(st.path, p.Hash())
	st.tt.gen++
	st.rng = rng
	st.start = time.Now()
	st.done = ctx.Done()
	st.maxNodes = max(lim.Nodes, 0)
	st.soft, st.hard = budget(lim, p.Side(), p.Sides())
	if lim.Depth == 0 && lim.Nodes == 0 && lim.Mate == 0 && !lim.Infinite && st.hard == 0 && !pondering {
		st.soft, st.hard = defaultMoveTime, defaultMoveTime // no limit: the engine decides
	}
	st.noStop, st.ponderHit = pondering, hit
	depth := maxDepth
	if lim.Depth > 0 {
		depth = min(lim.Depth, maxDepth)
	} else if lim.Mate > 0 && lim.Nodes == 0 && st.hard == 0 && !lim.Infinite {
		depth = min(2*lim.Mate-1, maxDepth)
	}
	if st.prepareRoot(lim.SearchMoves) == 0 && len(lim.SearchMoves) > 0 {
		st.prepareRoot(nil) // no searchmoves is legal: search them all
	}
	st.deepen(depth, lim.Mate, report)
	best, score = st.rootBest, st.rootScore
	if st.pvLen[0] > 1 && st.pv[0][0] == best {
		ponder = st.pv[0][1]
	}
	// Infinite and ponder searches answer only when told (stop, or a
	// ponderhit with the search already done).
	if lim.Infinite || st.noStop {
		select {
		case <-ctx.Done():
		case <-orNever(st.ponderHit, st.noStop && !lim.Infinite):
		}
	}
	st.done, st.ponderHit, st.rng = nil, nil, nil
	return best, ponder, score
}

// orNever returns c if use, else a channel that never closes.
func orNever(c <-chan struct{}, use bool) <-chan struct{} {
	if use {
		return c
	}
	return nil
}

// defaultMoveTime is the time of a search given no limit at all.
const defaultMoveTime = time.Second

// moveOverhead is kept back from every deadline for the protocol and the
// GUI's reading of the move.
const moveOverhead = 30 * time.Millisecond

// budget returns the soft and hard deadlines of a search with limit lim
// for side (0: none). See Searcher.Search.
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
