package search

import (
	"math/rand/v2"

	"github.com/chaturanga-go/chaturanga/core"
)

// ManySides is what the search reads of a position of more than two
// sides besides core.Position: who plays together and who moves a
// conquered army. Qi Guo's *qiguo.Position has these methods; the search
// names no game package, so that a program without Qi Guo does not link
// it. A position of more sides without them is searched with each side
// its own camp and its own army's controller.
type ManySides interface {
	// Allied reports whether sides x and y are played by one player.
	Allied(x, y core.Color) bool
	// Controller returns the side that now moves the pieces of side
	// c's army (core.NoColor: none).
	Controller(c core.Color) core.Color
}

// Scores, in hundredths of a pawn from the view of the side to move (in a
// game of more sides, of its camp). A won game scores mate less the plies
// to the win, a lost one -mate plus them; scores beyond ±mateBound are
// such mate scores.
const (
	infinity  = 1 << 20
	mate      = 1 << 16
	maxPly    = 128
	mateBound = mate - 2*maxPly
)

// Limits of the search.
const (
	maxDepth      = maxPly - 8 // the deepest iteration
	maxQDepth     = 8          // the longest capture sequence quiescence follows (two sides)
	maxQDepthMany = 2          // the same in a game of more sides
	checkEvery    = 256        // nodes between two looks at the clock and the context
	// manyQuietMoves is how many quiet moves the other camp's states try
	// at a node in a game of more sides.
	manyQuietMoves = 6
)

// A state is one search in progress: the position searched in place and
// the tables and buffers of the search, all allocated before it starts so
// that visiting a node allocates nothing.
type state struct {
	p    core.Position
	tt   *table
	eval *evaluator
	salt uint64 // xored into the keys: the root's side in a game of more sides

	// The game's sides. In a game of two sides each side is its own camp;
	// in Qi Guo the root state's camp is the states allied with it (one
	// player's) and every other state is the other camp (paranoid search).
	many       bool
	camp       [core.MaxColors]bool
	controller [core.MaxColors]core.Color
	manySides  ManySides // a position of more sides with alliances and conquests, or nil

	// The evaluation, kept up to date by make and unmake: each colour's
	// material and placement (sum), and in Qi Guo the state that moves
	// each colour's pieces (controller).
	sum [core.MaxColors + 1]int32

	moves   [maxPly + maxQDepth + 2][]core.Move
	scores  [maxPly + maxQDepth + 2][]int32
	killers [maxPly][2]core.Move
	history []int32 // [from*size + to] of quiet moves that caused a cutoff
	size    int     // the board's number of squares
	pv      [maxPly][maxPly]core.Move
	pvLen   [maxPly]int
	path    []uint64 // the game's earlier positions' keys, then the search's path

	rootMoves []core.Move
	rootBest  core.Move
	rootScore int
	rng       *rand.Rand // if set, the last iteration chooses among equal root moves

	// Limits.
	clock     Clock // the deadlines, or nil
	maxNodes  int64
	done      <-chan struct{}
	noStop    bool // a ponder search before ponderhit: no deadline
	ponderHit <-chan struct{}

	nodes    int64
	seldepth int
	stopped  bool

	// plain turns the transposition table and the move ordering off (for
	// the tests that compare the search with plain alpha-beta).
	plain bool
}

// newState returns a search state for positions like p (same game and
// board), with transposition table tt.
func newState(p core.Position, tt *table, ev *evaluator) *state {
	s := &state{tt: tt, eval: ev}
	g := p.Geometry()
	s.size = g.Size()
	s.history = make([]int32, (s.size+int(core.NumKinds))*s.size)
	for i := range s.moves {
		s.moves[i] = make([]core.Move, 0, 128)
		s.scores[i] = make([]int32, 0, 128)
	}
	s.path = make([]uint64, 0, 1024)
	return s
}

// setRoot prepares a search of p: the camps, the game's history (keys of
// the positions before p, oldest first) and cleared killers and history.
func (s *state) setRoot(p core.Position, history []uint64) {
	s.p = p
	s.many = p.Sides() > 2
	s.manySides = nil
	if s.many {
		s.manySides, _ = p.(ManySides)
	}
	root := p.Side()
	s.salt = 0
	for c := range core.MaxColors {
		s.camp[c] = core.Color(c) == root
		s.controller[c] = core.Color(c)
	}
	if s.many {
		s.salt = uint64(root+1) * 0x9E3779B97F4A7C15
		if s.manySides != nil {
			for c := range core.MaxColors {
				s.camp[c] = s.manySides.Allied(root, core.Color(c))
			}
		}
	}
	s.sum = s.eval.sums(p)
	s.readControllers()
	s.path = append(s.path[:0], history...)
	s.killers = [maxPly][2]core.Move{}
	for i := range s.history {
		s.history[i] /= 8
	}
	s.nodes, s.seldepth, s.stopped = 0, 0, false
	s.rootBest, s.rootScore = core.Move{}, 0
}

// key returns the table key of the position searched.
func (s *state) key() uint64 { return s.p.Hash() ^ s.salt }

// readControllers reads who controls each colour's pieces (Qi Guo's
// conquered armies); elsewhere each side its own.
func (s *state) readControllers() {
	for c := range core.MaxColors {
		s.controller[c] = core.Color(c)
		if s.manySides != nil {
			s.controller[c] = s.manySides.Controller(core.Color(c))
		}
	}
}

// evaluate returns the static evaluation from the side to move's view:
// in a game of two sides its material and placement less the other's; in
// a game of more, those of the pieces the states of its camp control less
// those of the pieces the other states control.
func (s *state) evaluate() int {
	if !s.many {
		v := int(s.sum[core.White] - s.sum[core.Black])
		if s.p.Side() == core.Black {
			v = -v
		}
		return v
	}
	v := 0
	for c := range core.MaxColors {
		switch ctl := s.controller[c]; {
		case ctl >= core.MaxColors:
		case s.camp[ctl]:
			v += int(s.sum[c])
		default:
			v -= int(s.sum[c])
		}
	}
	if !s.camp[s.p.Side()] {
		v = -v
	}
	return v
}

// An evalSave is what make changes of the evaluation, for unmake.
type evalSave struct {
	sum        [core.MaxColors + 1]int32
	controller [core.MaxColors]core.Color
}

// make plays the legal move m and updates the evaluation from the squares
// the move changes: the mover leaves its square, the piece it becomes
// stands on the target, a captured piece (on the target or the move's
// removal square) leaves the board. In Qi Guo a capture that defeats a
// state (its army changes hands, a general may leave the board, pieces
// may change colour) makes it read the board and the controllers again.
func (s *state) make(m core.Move) (core.Undo, evalSave) {
	p, e := s.p, s.eval
	g := e.geom
	save := evalSave{s.sum, s.controller}
	from, to, rem := m.From(), m.To(), m.Removal()
	var mover, victim, removed core.Piece
	fi, ti, ri := -1, -1, -1
	if g.Contains(from) {
		fi = g.Index(from)
		mover = p.At(from)
	}
	if g.Contains(to) {
		ti = g.Index(to)
		if to != from {
			victim = p.At(to)
		}
	}
	if rem != core.NoSquare && g.Contains(rem) && rem != to {
		ri = g.Index(rem)
		removed = p.At(rem)
	}
	u := p.MakeMove(m)
	if mover != core.NoPiece {
		s.add(mover, fi, -1)
	}
	if victim != core.NoPiece {
		s.add(victim, ti, -1)
	}
	if removed != core.NoPiece {
		s.add(removed, ri, -1)
	}
	if ti >= 0 {
		if now := p.At(to); now != core.NoPiece {
			s.add(now, ti, 1)
		}
	}
	if s.manySides != nil && (victim != core.NoPiece || removed != core.NoPiece) {
		before := s.controller
		s.readControllers()
		if s.controller != before {
			s.sum = e.sums(p)
		}
	}
	return u, save
}

// add adds (sign 1) or takes away (-1) piece pc on the square of index i
// to the evaluation.
func (s *state) add(pc core.Piece, i int, sign int32) {
	if c := pc.Color(); c < core.MaxColors {
		s.sum[c] += sign * s.eval.value(pc, i)
	}
}

// unmake takes back m, made by make.
func (s *state) unmake(m core.Move, u core.Undo, save evalSave) {
	s.p.UnmakeMove(m, u)
	s.sum, s.controller = save.sum, save.controller
}

// outcomeScore returns the score of a finished game at ply, for the side
// to move.
func (s *state) outcomeScore(o core.Outcome, ply int) int {
	if o.IsDraw() || o.Winner >= core.MaxColors {
		return 0
	}
	if s.camp[o.Winner] == s.camp[s.p.Side()] {
		return mate - ply
	}
	return -mate + ply
}

// poll looks at the clock, the node budget and the context, and sets
// stopped when the search must end.
func (s *state) poll() {
	if s.maxNodes > 0 && s.nodes >= s.maxNodes {
		s.stopped = true
		return
	}
	if s.nodes%checkEvery != 0 {
		return
	}
	if s.done != nil {
		select {
		case <-s.done:
			s.stopped = true
			return
		default:
		}
	}
	if s.noStop {
		if s.ponderHit == nil {
			return
		}
		select {
		case <-s.ponderHit:
			// The ponder search becomes a normal one: its clock starts now.
			s.noStop = false
			if s.clock != nil {
				s.clock.Start()
			}
		default:
			return
		}
	}
	if s.clock != nil && s.clock.Passed(true) {
		s.stopped = true
	}
}

// isRepetition reports whether the position at ply has occurred before,
// in the game or on the search's path (same side to move, hence every
// other entry): the search scores it as a draw. Games of more sides have
// no draws, so there it is never a repetition.
func (s *state) isRepetition() bool {
	if s.many {
		return false
	}
	n := len(s.path) - 1
	k := s.path[n]
	for i := n - 2; i >= 0; i -= 2 {
		if s.path[i] == k {
			return true
		}
	}
	return false
}

// flips reports whether the side to move now is of the other camp than
// side before: the score's view changes sign between them.
func (s *state) flips(before core.Color) bool {
	return s.camp[s.p.Side()] != s.camp[before]
}

// child searches the position after a move (made already) and returns its
// score from the view of the mover: negamax where the camp changes, the
// same view where it does not (Qi Guo's allies moving in a row).
func (s *state) child(flip bool, depth, ply, alpha, beta int) int {
	if flip {
		return -s.negamax(depth, ply, -beta, -alpha)
	}
	return s.negamax(depth, ply, alpha, beta)
}

func (s *state) childQ(flip bool, ply, alpha, beta, q int) int {
	if flip {
		return -s.quiesce(ply, -beta, -alpha, q)
	}
	return s.quiesce(ply, alpha, beta, q)
}

// toTT and fromTT convert a mate score between the node's view (mate in
// plies from the root) and the table's (mate in plies from the node).
func toTT(v, ply int) int {
	switch {
	case v > mateBound:
		return v + ply
	case v < -mateBound:
		return v - ply
	}
	return v
}

func fromTT(v, ply int) int {
	switch {
	case v > mateBound:
		return v - ply
	case v < -mateBound:
		return v + ply
	}
	return v
}

// negamax searches the position at ply to depth within (alpha, beta) and
// returns its score for the side to move (fail-soft alpha-beta with a
// principal variation search, a transposition table and ordered moves).
func (s *state) negamax(depth, ply, alpha, beta int) int {
	if depth <= 0 || ply >= maxPly-1 {
		return s.quiesce(ply, alpha, beta, 0)
	}
	s.pvLen[ply] = ply
	s.nodes++
	s.poll()
	if s.stopped {
		return 0
	}
	p := s.p
	if o := p.Outcome(); o.IsOver() {
		return s.outcomeScore(o, ply)
	}
	if s.isRepetition() {
		return 0
	}
	// Mate distance: no score here can beat a mate found nearer the root.
	alpha = max(alpha, -mate+ply)
	beta = min(beta, mate-ply-1)
	if alpha >= beta {
		return alpha
	}
	key := s.key()
	var ttMove core.Move
	if !s.plain {
		if e, ok := s.tt.probe(key); ok {
			ttMove = e.move
			// Not in the principal variation (a full window), whose line
			// the cutoff would lose.
			if int(e.depth) >= depth && beta-alpha == 1 {
				v := fromTT(int(e.score), ply)
				switch {
				case e.bound == boundExact,
					e.bound == boundLower && v >= beta,
					e.bound == boundUpper && v <= alpha:
					return v
				}
			}
		}
	}
	moves := p.AppendLegalMoves(s.moves[ply][:0])
	s.moves[ply] = moves
	if len(moves) == 0 {
		return s.evaluate() // a game that stands still (Outcome saw no end)
	}
	s.order(ply, moves, ttMove, false)
	side := p.Side()
	best, bestMove := -infinity, core.Move{}
	origAlpha := alpha
	// In a game of more sides, the other camp's states try only their
	// captures and their few most promising quiet moves (the table's,
	// the killers, then by history): their other quiet moves seldom
	// concern the root's camp within a few plies, and trying every pair
	// of two such states' quiet moves costs the square of the moves.
	quietLeft := len(moves)
	if s.many && !s.camp[side] && !s.plain {
		quietLeft = manyQuietMoves
	}
	for i := range moves {
		m := s.pick(ply, i)
		capture := p.IsCapture(m)
		if !capture && m != ttMove {
			if quietLeft == 0 {
				break // the rest are quiet moves too: ordered after the captures
			}
			quietLeft--
		}
		u, save := s.make(m)
		s.path = append(s.path, p.Hash())
		flip := s.flips(side)
		var v int
		if i == 0 {
			v = s.child(flip, depth-1, ply+1, alpha, beta)
		} else {
			v = s.child(flip, depth-1, ply+1, alpha, alpha+1)
			if v > alpha && v < beta && !s.stopped {
				v = s.child(flip, depth-1, ply+1, alpha, beta)
			}
		}
		s.path = s.path[:len(s.path)-1]
		s.unmake(m, u, save)
		if s.stopped {
			return 0
		}
		if v > best {
			best, bestMove = v, m
			if v > alpha {
				alpha = v
				s.updatePV(ply, m)
				if v >= beta {
					if !capture {
						s.rememberCutoff(ply, m, depth)
					}
					break
				}
			}
		}
	}
	if !s.plain {
		bound := boundExact
		switch {
		case best >= beta:
			bound = boundLower
		case best <= origAlpha:
			bound = boundUpper
		}
		s.tt.store(key, bestMove, toTT(best, ply), depth, bound)
	}
	return best
}

// quiesce searches only captures from the position at ply (q plies of
// them so far), the side to move standing pat on the static evaluation if
// it likes that better, so that the search does not stop in the middle of
// an exchange.
func (s *state) quiesce(ply, alpha, beta, q int) int {
	s.nodes++
	s.poll()
	if s.stopped {
		return 0
	}
	s.pvLen[min(ply, maxPly-1)] = min(ply, maxPly-1)
	s.seldepth = max(s.seldepth, ply)
	p := s.p
	moves := p.AppendLegalMoves(s.moves[ply][:0])
	s.moves[ply] = moves
	if o := p.Outcome(); o.IsOver() {
		return s.outcomeScore(o, ply)
	}
	stand := s.evaluate()
	limit := maxQDepth
	if s.many {
		limit = maxQDepthMany
	}
	if stand >= beta || q >= limit || ply >= len(s.moves)-1 || len(moves) == 0 {
		return stand
	}
	alpha = max(alpha, stand)
	n := s.order(ply, moves, core.Move{}, true)
	side := p.Side()
	best := stand
	for i := range n {
		m := s.pick(ply, i)
		u, save := s.make(m)
		v := s.childQ(s.flips(side), ply+1, alpha, beta, q+1)
		s.unmake(m, u, save)
		if s.stopped {
			return 0
		}
		if v > best {
			best = v
			if v > alpha {
				alpha = v
				if v >= beta {
					break
				}
			}
		}
	}
	return best
}

// updatePV makes m and the child's line the principal variation at ply.
func (s *state) updatePV(ply int, m core.Move) {
	if ply >= maxPly-1 {
		return
	}
	s.pv[ply][ply] = m
	n := s.pvLen[ply+1]
	if n > maxPly {
		n = maxPly
	}
	if n < ply+1 {
		n = ply + 1
	}
	copy(s.pv[ply][ply+1:n], s.pv[ply+1][ply+1:n])
	s.pvLen[ply] = n
}

// rememberCutoff records the quiet move m that refuted the position at
// ply: a killer of the ply and a point of history.
func (s *state) rememberCutoff(ply int, m core.Move, depth int) {
	if s.killers[ply][0] != m {
		s.killers[ply][1] = s.killers[ply][0]
		s.killers[ply][0] = m
	}
	if i := s.historyIndex(m); i >= 0 {
		h := &s.history[i]
		*h += int32(depth * depth)
		if *h > 1<<20 {
			for j := range s.history {
				s.history[j] /= 2
			}
		}
	}
}

// historyIndex returns m's slot in the history table, or -1.
func (s *state) historyIndex(m core.Move) int {
	g := s.eval.geom
	to := m.To()
	if !g.Contains(to) {
		return -1
	}
	from := 0
	switch {
	case m.IsDrop():
		from = s.size + int(m.Drop())
	case g.Contains(m.From()):
		from = g.Index(m.From())
	default:
		return -1
	}
	return from*s.size + g.Index(to)
}

// Move ordering scores: the table's move, then captures by most valuable
// victim and least valuable attacker, then the killers, then the rest by
// history.
const (
	orderTT      = 1 << 30
	orderCapture = 1 << 28
	orderKiller  = 1 << 27
)

// order scores the moves at ply for pick. With capturesOnly it keeps the
// captures alone, first, and returns their number; else it returns
// len(moves).
func (s *state) order(ply int, moves []core.Move, ttMove core.Move, capturesOnly bool) int {
	p := s.p
	sc := s.scores[ply][:0]
	n := 0
	for i, m := range moves {
		var v int32
		switch {
		case s.plain && !capturesOnly:
		case m == ttMove:
			v = orderTT
		case p.IsCapture(m):
			victim := p.At(m.To())
			if victim == core.NoPiece && m.Removal() != core.NoSquare {
				victim = p.At(m.Removal())
			}
			attacker := p.At(m.From())
			v = orderCapture + int32(values[victim.Kind()%core.NumKinds])*16 - int32(values[attacker.Kind()%core.NumKinds]/16)
			if pr := m.Promotion(); pr != core.NoKind {
				v += int32(values[pr%core.NumKinds])
			}
		case capturesOnly:
			v = -1
		case ply < maxPly && m == s.killers[ply][0]:
			v = orderKiller + 1
		case ply < maxPly && m == s.killers[ply][1]:
			v = orderKiller
		default:
			if pr := m.Promotion(); pr != core.NoKind {
				v = orderKiller - 1 + int32(values[pr%core.NumKinds])
			} else if h := s.historyIndex(m); h >= 0 {
				v = s.history[h]
			}
		}
		if capturesOnly {
			if v < 0 {
				continue
			}
			moves[n] = moves[i]
			n++
		}
		sc = append(sc, v)
	}
	s.scores[ply] = sc
	if capturesOnly {
		return n
	}
	return len(moves)
}

// pick moves the best-scored move of the moves at ply from i on to i and
// returns it (selection sort, one step per move tried: a cutoff saves
// sorting the rest).
func (s *state) pick(ply, i int) core.Move {
	moves, sc := s.moves[ply], s.scores[ply]
	if !s.plain {
		b := i
		for j := i + 1; j < len(sc); j++ {
			if sc[j] > sc[b] {
				b = j
			}
		}
		moves[i], moves[b] = moves[b], moves[i]
		sc[i], sc[b] = sc[b], sc[i]
	}
	return moves[i]
}
