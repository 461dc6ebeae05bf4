package core

// A State is what a [Game] needs from a game's position type P; the
// variant packages' *Position types implement it.
type State[P any] interface {
	*P
	// Play returns the position after the legal move m, or an error.
	Play(m Move) (P, error)
	// Hash identifies the position for repetition: equal positions have
	// equal hashes.
	Hash() uint64
	// Outcome says whether the position has ended the game.
	Outcome() Outcome
	// Claims returns the endings the side to move may claim that the
	// position alone decides.
	Claims() Reasons
}

// A Game is a game in progress: its start position, the moves played and
// every position since, so it can undo moves and see repetitions. Variant
// packages name their instantiation (makruk.Game and so on).
//
// Repetition (the threefold rule of the 8x8 games) is a claim, never an
// automatic end: [Game.Claims] reports it when the current position has
// occurred three times or more.
//
// A Game is not safe for concurrent use. The zero Game is not usable; use
// [NewGame].
type Game[P any, S State[P]] struct {
	positions []P
	moves     []Move
}

// NewGame returns a game that starts from position start.
func NewGame[P any, S State[P]](start P) *Game[P, S] {
	return &Game[P, S]{positions: []P{start}}
}

// Position returns the current position (a copy: changing it does not
// change the game).
func (g *Game[P, S]) Position() P { return g.positions[len(g.positions)-1] }

// Start returns the position the game started from.
func (g *Game[P, S]) Start() P { return g.positions[0] }

// Moves returns the moves played so far (a copy).
func (g *Game[P, S]) Moves() []Move { return append([]Move(nil), g.moves...) }

// Len returns the number of moves played.
func (g *Game[P, S]) Len() int { return len(g.moves) }

// Play plays the move m, or returns the position's error (wrapping
// ErrIllegalMove or ErrGameOver) and changes nothing.
func (g *Game[P, S]) Play(m Move) error {
	cur := g.Position()
	next, err := S(&cur).Play(m)
	if err != nil {
		return err
	}
	g.positions = append(g.positions, next)
	g.moves = append(g.moves, m)
	return nil
}

// Undo takes back the last move and returns it; ok is false if no move
// has been played.
func (g *Game[P, S]) Undo() (m Move, ok bool) {
	if len(g.moves) == 0 {
		return Move{}, false
	}
	m = g.moves[len(g.moves)-1]
	g.moves = g.moves[:len(g.moves)-1]
	g.positions = g.positions[:len(g.positions)-1]
	return m, true
}

// Repetitions returns how many times the current position has occurred in
// the game, this time included.
func (g *Game[P, S]) Repetitions() int {
	cur := g.Position()
	h := S(&cur).Hash()
	n := 0
	for i := range g.positions {
		if S(&g.positions[i]).Hash() == h {
			n++
		}
	}
	return n
}

// Outcome returns how the current position stands; see the games'
// Position.Outcome.
func (g *Game[P, S]) Outcome() Outcome {
	cur := g.Position()
	return S(&cur).Outcome()
}

// Claims returns the endings the side to move may claim now: the
// position's own claims and, when the current position has occurred three
// times, Repetition, unless the position has a method RepetitionDraw()
// bool that says the game has no such rule (Qi Guo). A finished game has
// none.
func (g *Game[P, S]) Claims() Reasons {
	cur := g.Position()
	if S(&cur).Outcome().IsOver() {
		return 0
	}
	c := S(&cur).Claims()
	if r, ok := any(S(&cur)).(interface{ RepetitionDraw() bool }); ok && !r.RepetitionDraw() {
		return c
	}
	if g.Repetitions() >= 3 {
		c = c.With(Repetition)
	}
	return c
}
