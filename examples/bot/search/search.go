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
//   - deadlines from a [Clock] (see [Searcher.Search]; package botengine's
//     clock manages the time of the protocols' limits), a soft one (no
//     new iteration after it) and a hard one (the search stops), the
//     clock and the stop channel looked at every 256 nodes.
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
// self-play and of the web page's bot (the WebAssembly module of js/);
// [Searcher] is the search with a clock, a table kept from move to move
// and progress reports, which package
// [github.com/chaturanga-go/chaturanga/examples/bot/botengine] serves
// over UCI and XBoard (package engine).
//
// The package imports no game package and not package engine, so that a
// program that only plays (the WebAssembly module of one game family)
// links no more than the rules it plays: Qi Guo's alliances and conquered
// armies are read through the methods its position has (Allied,
// Controller), not its type.
package search

import (
	"math/rand/v2"
	"sync"

	"github.com/chaturanga-go/chaturanga/core"
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
	lim := Limit{Depth: depth, Nodes: TwoSidesMaxNodes}
	if p.Sides() > 2 {
		lim = Limit{Depth: min(depth, ManySidesMaxDepth), Nodes: ManySidesMaxNodes}
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.clearLocked()
	m, _, _ := s.run(Request{Position: p.Clone(), Limit: lim, Rand: rng}, nil)
	return m
}

// A Limit says how far a [Searcher]'s search goes, as package engine's
// Limit does (the fields that are not about time: a [Clock] is). Zero
// fields mean no such limit.
type Limit struct {
	Depth       int         // plies (Qi Guo: states' turns)
	Nodes       int64       // nodes searched, quiescence included
	Mate        int         // stop at a mate in Mate moves found (searching 2*Mate-1 plies when nothing else limits the search)
	Infinite    bool        // search until Request.Stop closes, and answer only then
	SearchMoves []core.Move // search only these root moves (none legal: all)
}

// A Clock is a search's time: the search asks it whether a deadline has
// passed, at the end of each iteration of the deepening (the soft
// deadline: no new iteration after it) and every few hundred nodes (the
// hard deadline: the search stops). The package has no clock of its own
// (it reads no time, so that a program that only plays links no time
// package); package botengine's reads the protocols' limits.
type Clock interface {
	// Start starts the clock: when the search starts, and again when a
	// ponder search's ponderhit comes.
	Start()
	// Passed reports whether the soft deadline (hard false) or the hard
	// one has passed since Start.
	Passed(hard bool) bool
}

// A Request is one search of a [Searcher].
type Request struct {
	// Position is the position searched, in place: the search makes and
	// unmakes its moves on it and leaves it as it found it.
	Position core.Position
	// History is the keys (core.Position.Hash) of the game's positions
	// before Position, oldest first: repetitions of them score as draws.
	History []uint64
	Limit   Limit
	// Stop ends the search when it closes (nil: never); the search then
	// returns promptly with its best move so far.
	Stop <-chan struct{}
	// Clock, if set, gives the search deadlines. A search with a clock
	// and a single legal move answers it at once.
	Clock Clock
	// Ponder searches without a deadline until PonderHit closes (then
	// the Clock starts again and its deadlines count) or Stop does; the
	// search answers only then.
	Ponder    bool
	PonderHit <-chan struct{}
	// Rand, if set, shuffles the root's moves, so that the choice among
	// equally good moves varies.
	Rand *rand.Rand
}

// An Iteration is what a completed iteration of the deepening found,
// reported by [Searcher.Search].
type Iteration struct {
	Depth, SelDepth int // the iteration's depth, and the deepest ply reached
	// Score is the best move's score in hundredths of a pawn from the
	// view of the side to move, or a mate score ([MateIn] reads it).
	Score    int
	Nodes    int64       // nodes searched so far
	HashFull int         // the share of the table in use, in permille
	PV       []core.Move // the principal variation: the search's buffer, copy it to keep
}

// MateIn reads a score of [Iteration.Score]: if it is a mate score, the
// moves to the mate (negative: the side to move is mated in -moves) and
// true.
func MateIn(score int) (moves int, ok bool) {
	switch {
	case score > mateBound:
		return (mate - score + 1) / 2, true
	case score < -mateBound:
		return -(mate + score) / 2, true
	}
	return 0, false
}

// A Searcher is the bot's search with a transposition table that lives
// from one search to the next, until NewGame or a change of game clears
// it. The zero Searcher is ready to use, with the default table size; a
// Searcher is safe for use by several goroutines, which it serves one
// search at a time.
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

// The transposition table's size in megabytes.
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
// a new game starts.
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

// HashMB returns the transposition table's size in megabytes.
func (s *Searcher) HashMB() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.hashMB <= 0 {
		return DefaultHashMB
	}
	return s.hashMB
}

// SetHashMB sets the transposition table's size to mb megabytes (1 to
// [MaxHashMB]; out of range: the nearest), which takes effect at once:
// the table is reallocated empty at the next search.
func (s *Searcher) SetHashMB(mb int) {
	mb = min(max(mb, 1), MaxHashMB)
	s.mu.Lock()
	defer s.mu.Unlock()
	if mb != s.hashMB {
		s.hashMB, s.tt = mb, nil
	}
}

// Search searches req.Position within req.Limit and req.Clock and returns
// its best move, the move it expects in reply (to ponder on; the zero Move
// if it has none) and the best move's score (see [Iteration.Score]),
// reporting each completed iteration of the deepening to report (nil:
// none). It returns the zero Move if the position has no legal move.
//
// Depth caps the iterations; Nodes stops the search after so many nodes;
// Mate stops it once it has found a mate in that many moves; the clock's
// soft deadline ends the deepening after an iteration, its hard deadline
// stops the search. Infinite and a ponder search until ponderhit search
// until req.Stop closes, and answer only then, as the protocols want. A
// request with no limit, no clock and no stop searches as deep as the
// search goes (over a hundred plies): give it one. The search returns
// promptly once req.Stop closes; it always returns a legal move when the
// position has one.
func (s *Searcher) Search(req Request, report func(Iteration)) (best, ponder core.Move, score int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if req.Position == nil {
		return core.Move{}, core.Move{}, 0
	}
	return s.run(req, report)
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

// run is Search; the caller holds s.mu.
func (s *Searcher) run(req Request, report func(Iteration)) (best, ponder core.Move, score int) {
	p, lim := req.Position, req.Limit
	pondering := req.Ponder
	st := s.prepare(p)
	st.setRoot(p, req.History)
	st.path = append(st.path, p.Hash())
	st.tt.gen++
	st.rng = req.Rand
	st.clock = req.Clock
	if st.clock != nil {
		st.clock.Start()
	}
	st.done = req.Stop
	st.maxNodes = max(lim.Nodes, 0)
	st.noStop, st.ponderHit = pondering, nil
	if pondering {
		st.ponderHit = req.PonderHit
	}
	depth := maxDepth
	if lim.Depth > 0 {
		depth = min(lim.Depth, maxDepth)
	} else if lim.Mate > 0 && lim.Nodes == 0 && st.clock == nil && !lim.Infinite {
		depth = min(2*lim.Mate-1, maxDepth)
	}
	if st.prepareRoot(lim.SearchMoves) == 0 && len(lim.SearchMoves) > 0 {
		st.prepareRoot(nil) // no searchmoves is legal: search them all
	}
	var rep func(iteration)
	if report != nil {
		rep = func(it iteration) {
			report(Iteration{Depth: it.depth, SelDepth: it.seldepth, Score: it.score, Nodes: it.nodes,
				HashFull: s.tt.hashFull(), PV: it.pv})
		}
	}
	st.deepen(depth, lim.Mate, rep)
	best, score = st.rootBest, st.rootScore
	if st.pvLen[0] > 1 && st.pv[0][0] == best {
		ponder = st.pv[0][1]
	}
	// Infinite and ponder searches answer only when told (stop, or a
	// ponderhit with the search already done).
	if lim.Infinite || st.noStop {
		select {
		case <-req.Stop:
		case <-orNever(st.ponderHit, st.noStop && !lim.Infinite):
		}
	}
	st.done, st.ponderHit, st.rng, st.clock = nil, nil, nil, nil
	return best, ponder, score
}

// orNever returns c if use, else a channel that never closes.
func orNever(c <-chan struct{}, use bool) <-chan struct{} {
	if use {
		return c
	}
	return nil
}
