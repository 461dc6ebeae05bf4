package core

import (
	"strconv"
)

// A State is what a [Game] needs from a game's position type P; every
// game's *Position implements it (and the whole of [Position]).
type State[P any] interface {
	*P
	// Play returns the position after the legal move m, or an error.
	Play(m Move) (P, error)
	// IsLegal, MakeMove and UnmakeMove play the game's moves in place.
	// A position whose Outcome has ended the game has no legal moves, so
	// IsLegal is false there for every move.
	IsLegal(m Move) bool
	MakeMove(m Move) Undo
	UnmakeMove(m Move, u Undo)
	// Hash identifies the position for repetition: equal positions have
	// equal hashes.
	Hash() uint64
	// Side is the side to move; Sides the number of sides; SideName
	// names a side in the game's words.
	Side() Color
	Sides() int
	SideName(c Color) string
	// Outcome says whether the position has ended the game.
	Outcome() Outcome
	// Claims returns the endings the side to move may claim that the
	// position alone decides.
	Claims() Reasons
	// RepetitionDraw reports whether the game lets a player claim a draw
	// when a position occurs the third time.
	RepetitionDraw() bool
	// SAN writes a legal move; ParseLenient reads a move in any common
	// spelling.
	SAN(m Move) string
	ParseLenient(s string) (Move, error)
}

// A Game is a game in progress: its start position, the moves played, and
// how it ended when a player ended it (a resignation, a draw agreed or
// claimed). Variant packages name their instantiation (makruk.Game and so
// on).
//
// A Game keeps per move only the move, the record that takes it back and
// the position's hash, so a long game costs little memory and [Game.Undo]
// is cheap: 72 bytes a move, whatever the game, and with the spare room
// of the history as it grows at most about 96 (measured by the root
// package's TestGameMemoryPerMove: 72 to 77 bytes a move after 10,000
// moves, 72.5 after 100,000). Past its first 1,024 moves the history grows
// in chunks that are never copied, so a long game's moves are played at
// the same cost as its first. A move played as an action (Qi Guo's
// resignation) also keeps the position before it.
//
// # Annotations
//
// A game also keeps what its record says about it, as python-chess's game
// tree does: the comment before its first move ([Game.Comment]) and, for
// each move of its main line, its [Notes] (comments after it, numeric
// annotation glyphs, and variations, each a line of moves checked against
// the rules from the position the move replaced). [Game.SetNotes] checks
// and sets them, [Game.Notes] returns a copy, [Game.ParseVariation] reads a
// variation's moves and [Game.Walk] visits the whole tree with the
// position of each move. The games' ReadRecord and NewRecord read and write
// them. A game without annotations pays nothing for them per move; one
// with notes pays a pointer a move and the notes. Undo takes a move's
// notes back with it.
//
// # Endings
//
// [Game.Outcome] is the current position's outcome (checkmate, a counting
// draw, ...) or, once a player has ended the game, that ending: [Game.Resign],
// [Game.AgreeDraw], [Game.Claim] (of an ending in [Game.Claims], such as
// threefold repetition) and [Game.End] (an ending outside the rules: a
// loss on time, an arbiter's decision). After any ending, [Game.Play] refuses moves with an
// error wrapping [ErrGameOver]. [Game.Undo] takes back an ending like a move.
//
// Repetition (the threefold rule of the 8x8 games) is a claim, never an
// automatic end: [Game.Claims] reports it when the current position has
// occurred three times or more and the game has the rule.
//
// A Game is not safe for concurrent use. The zero Game is a game on the
// zero position: it has no moves, and Play refuses every move; make games
// with [NewGame].
type Game[P any, S State[P]] struct {
	start, cur P
	plies      plyList
	ended      Outcome // a player's ending; zero while none
	endedAt    int     // the number of plies when it was made
	endedText  string  // the Termination words given to End, if any
	snapshots  []P     // the positions before the actions among the plies, oldest first
	notes      *annotations
	seek       seek[P] // the position before a move that before returned last
}

// A ply is one move of a game: the move, the record that takes it back
// (or, for a move the position played by Play rather than MakeMove, such as
// an action, the position before it on the snapshot stack), and the hash of
// the position before it.
type ply struct {
	move     Move
	undo     Undo
	hash     uint64
	snapshot bool
}

// NewGame returns a game that starts from position start.
func NewGame[P any, S State[P]](start P) *Game[P, S] {
	return &Game[P, S]{start: start, cur: start}
}

// Position returns the current position (a copy: changing it does not
// change the game).
func (g *Game[P, S]) Position() P { return g.cur }

// Start returns the position the game started from.
func (g *Game[P, S]) Start() P { return g.start }

// Moves returns the moves played so far (a new slice).
func (g *Game[P, S]) Moves() []Move {
	out := make([]Move, g.plies.len())
	for i, p := range g.plies.all {
		out[i] = p.move
	}
	return out
}

// Len returns the number of moves played.
func (g *Game[P, S]) Len() int { return g.plies.len() }

// LastMove returns the last move played; ok is false if there is none.
func (g *Game[P, S]) LastMove() (m Move, ok bool) {
	if g.plies.len() == 0 {
		return Move{}, false
	}
	return g.plies.at(g.plies.len() - 1).move, true
}

// SAN returns the moves played so far in the game's SAN, each written in
// the position it was played in.
func (g *Game[P, S]) SAN() []string {
	out := make([]string, g.plies.len())
	p := g.start
	for i, pl := range g.plies.all {
		out[i] = S(&p).SAN(pl.move)
		next, err := S(&p).Play(pl.move)
		if err != nil {
			break // cannot happen: every move was legal when played
		}
		p = next
	}
	return out
}

// Play plays the move m (a move of the board or an action of the game,
// see [NewAction]), or returns the position's error (wrapping
// ErrIllegalMove or ErrGameOver) and changes nothing. Once the game is
// over every move is refused with an error wrapping [ErrGameOver].
func (g *Game[P, S]) Play(m Move) error {
	cur := S(&g.cur)
	// A legal move of a game no player has ended is played at once: a
	// position whose rules have ended the game has no legal moves (see
	// Position), so its outcome need not be asked.
	if !g.ended.IsOver() && cur.IsLegal(m) {
		g.make(m)
		return nil
	}
	if err := g.checkOpenFunc("Play", m.String); err != nil {
		return err
	}
	h := cur.Hash()
	next, err := cur.Play(m) // an action, or an illegal move's explanation
	if err != nil {
		return err
	}
	g.snapshots = append(g.snapshots, g.cur)
	g.cur = next
	g.plies.push(ply{move: m, hash: h, snapshot: true})
	return nil
}

// PlayText reads a move in any spelling the position's ParseLenient takes
// (coordinates or SAN, an action's word) and plays it; it returns the move
// played. Errors are the position's (*MoveError, naming the rule that
// forbids an illegal move) or wrap ErrGameOver.
func (g *Game[P, S]) PlayText(s string) (Move, error) {
	if !g.ended.IsOver() {
		// The common case, a legal move of a game going on, reads the
		// text once and asks no outcome (see Play).
		cur := S(&g.cur)
		if m, err := cur.ParseLenient(s); err == nil && cur.IsLegal(m) {
			g.make(m)
			return m, nil
		}
	}
	if err := g.checkOpen("PlayText", s); err != nil {
		return Move{}, err
	}
	m, err := S(&g.cur).ParseLenient(s)
	if err != nil {
		return Move{}, err
	}
	return m, g.Play(m)
}

// make plays the legal move m, making it in place and keeping the record
// that takes it back.
func (g *Game[P, S]) make(m Move) {
	cur := S(&g.cur)
	h := cur.Hash()
	u := cur.MakeMove(m)
	g.plies.push(ply{move: m, undo: u, hash: h})
}

// checkOpen returns the error for an action on a game that is over.
func (g *Game[P, S]) checkOpen(op, what string) error {
	return g.checkOpenFunc(op, func() string { return what })
}

// checkOpenFunc is checkOpen with the text of what was refused made only
// when the game has ended, so that a move played costs no text.
func (g *Game[P, S]) checkOpenFunc(op string, what func() string) error {
	if o := g.Outcome(); o.IsOver() {
		return &MoveError{Op: "Game." + op, Move: what(), Msg: "the game has ended: " + o.Format(S(&g.cur).SideName), Err: ErrGameOver}
	}
	return nil
}

// Undo takes back the last move (and its notes), or the ending a player
// made (a resignation, an agreed or claimed draw) if that came last, and
// returns it: the move, or the zero Move for an ending. ok is false if there is
// nothing to take back.
func (g *Game[P, S]) Undo() (m Move, ok bool) {
	if g.ended.IsOver() && g.endedAt == g.plies.len() {
		g.ended, g.endedAt, g.endedText = Outcome{}, 0, ""
		return Move{}, true
	}
	if g.plies.len() == 0 {
		return Move{}, false
	}
	last := g.plies.pop()
	if g.seek.ply > g.plies.len() {
		g.seek = seek[P]{}
	}
	g.dropNotes(g.plies.len())
	if last.snapshot {
		g.cur = g.snapshots[len(g.snapshots)-1]
		g.snapshots = g.snapshots[:len(g.snapshots)-1]
	} else {
		S(&g.cur).UnmakeMove(last.move, last.undo)
	}
	return last.move, true
}

// Repetitions returns how many times the current position has occurred in
// the game, this time included. An action (see [NewAction]) is not a move:
// the position before it and the one after it are one occurrence.
func (g *Game[P, S]) Repetitions() int {
	h := S(&g.cur).Hash()
	n := 1
	for _, p := range g.plies.all {
		if p.hash == h && !p.snapshot {
			n++
		}
	}
	return n
}

// Outcome returns how the game stands: the ending a player made if there
// is one, else the current position's outcome (see the games'
// Position.Outcome). In a game whose position names its sides by a
// [SideNames] (one with a method SideNames() *SideNames: Qi Guo's), a
// player's ending carries those names, as the position's own outcomes do.
func (g *Game[P, S]) Outcome() Outcome {
	if g.ended.IsOver() {
		if n, ok := any(S(&g.cur)).(sideNamed); ok {
			return g.ended.WithNames(n.SideNames())
		}
		return g.ended
	}
	return S(&g.cur).Outcome()
}

// sideNamed is a position of a game of more than two sides that names
// its sides by a static [SideNames] (Qi Guo's Position): its outcomes
// carry them (see [Outcome.WithNames]), and so do the endings a [Game]
// of it makes (resignation, agreement).
type sideNamed interface {
	// SideNames returns the names of the sides under the position's
	// rules. The value must not be changed.
	SideNames() *SideNames
}

// Termination returns the word of the rule or action that ended the game
// ("checkmate", "resignation", "repetition", ...), or "" while it goes on:
// what a record's Termination tag says. For an ending outside the rules
// ([Game.End]) it is the words given to End, or else the PGN standard's
// words for the reason ("time forfeit", "adjudication", "rules
// infraction", "abandoned", "emergency", "death"; "other" for
// OtherEnding).
func (g *Game[P, S]) Termination() string {
	if g.ended.IsOver() && g.endedText != "" {
		return g.endedText
	}
	return g.Outcome().Reason.termination()
}

// Claims returns the endings the side to move may claim now: the
// position's own claims and, when the current position has occurred three
// times and the game has the rule, Repetition. A finished game has none.
func (g *Game[P, S]) Claims() Reasons {
	if g.Outcome().IsOver() {
		return 0
	}
	cur := S(&g.cur)
	c := cur.Claims()
	if cur.RepetitionDraw() && g.Repetitions() >= 3 {
		c = c.With(Repetition)
	}
	return c
}

// Claim ends the game as a draw by the claimable ending r (one of
// [Game.Claims]), or returns an error wrapping ErrIllegalMove that says r
// cannot be claimed now (ErrGameOver if the game is over).
func (g *Game[P, S]) Claim(r Reason) error {
	if err := g.checkOpen("Claim", r.String()); err != nil {
		return err
	}
	if c := g.Claims(); !c.Has(r) {
		return claimError(r, c)
	}
	g.end(Draw(r))
	return nil
}

// claimError is the error of a claim of r, which cannot be claimed now
// (the claimable endings are c): it says what was asked and what may be
// claimed. It is not generic: compiled once for every game.
func claimError(r Reason, c Reasons) error {
	asked := "a draw by " + r.String()
	switch {
	case r == NoReason:
		asked = "a claim of no ending (NoReason)"
	case r >= numReasons:
		asked = "a claim of an unknown ending (" + r.String() + ")"
	}
	msg := asked + " was asked, but there is nothing to claim now"
	if c != 0 {
		msg = asked + " was asked, which cannot be claimed now (claimable: " + wordList(c) + ")"
	}
	return &MoveError{Op: "Game.Claim", Move: r.String(), Msg: msg, Err: ErrIllegalMove}
}

// Resign ends the game by the resignation of side c. In a two-player game
// the other side wins. In a game of more than two sides the position
// decides what a resignation does (Qi Guo: see its package): the side to
// move resigns by playing [NewAction](Resign), and only on its turn; the
// game goes on if the others have not yet won. Errors wrap ErrIllegalMove
// (a side that is not in the game, or not to move where that matters) or
// ErrGameOver.
func (g *Game[P, S]) Resign(c Color) error {
	if err := g.checkOpen("Resign", c.String()); err != nil {
		return err
	}
	cur := S(&g.cur)
	n := cur.Sides()
	if int(c) >= n {
		return &MoveError{Op: "Game.Resign", Move: c.String(), Msg: "no such side in this game (" + strconv.Itoa(n) + " sides)", Err: ErrIllegalMove}
	}
	if n > 2 {
		if c != cur.Side() {
			return &MoveError{Op: "Game.Resign", Move: cur.SideName(c), Msg: "a side resigns on its turn, and " + cur.SideName(cur.Side()) + " is to move", Err: ErrIllegalMove}
		}
		return g.Play(NewAction(Resign))
	}
	g.end(Win(c.Other(), Resignation))
	return nil
}

// AgreeDraw ends the game as a draw agreed by the players, or returns an
// error wrapping ErrGameOver if it is over.
func (g *Game[P, S]) AgreeDraw() error {
	if err := g.checkOpen("AgreeDraw", "draw"); err != nil {
		return err
	}
	g.end(Draw(Agreement))
	return nil
}

// End ends the game outside its rules, as a flag fall or an arbiter's
// decision does: with outcome o, whose reason is one of the endings
// outside the rules ([Reason.Outside]: TimeForfeit, Adjudication,
// RulesInfraction, Abandoned, Emergency, Death, OtherEnding), a win of
// White or Black or a draw (Winner NoColor). termination is the words a
// record's Termination tag gives it ("time forfeit", "Time forfeit",
// "flag fell"), which [Game.Termination] returns; "" gives the PGN
// standard's words for the reason. Like [Game.Resign] and
// [Game.AgreeDraw], it ends the game whatever the position, later moves
// are refused (errors wrapping ErrGameOver), and [Game.Undo] takes it
// back.
//
// It is for games of two players: in a game of more sides (Qi Guo) a
// state that leaves the game resigns on its turn, as its rules say, and
// End is refused. Errors wrap ErrIllegalMove (such a game, a reason that
// is not outside the rules, a winner that is no side of the game) or
// ErrGameOver.
func (g *Game[P, S]) End(o Outcome, termination string) error {
	if err := g.checkOpen("End", o.String()); err != nil {
		return err
	}
	if err := endError(o, S(&g.cur).Sides()); err != nil {
		return err
	}
	g.end(o)
	g.endedText = termination
	return nil
}

// endError is the error of End(o, ...) in a game of n sides, or nil (not
// generic: compiled once for every game).
func endError(o Outcome, n int) error {
	const op = "Game.End"
	switch {
	case n > 2:
		return &MoveError{Op: op, Move: o.Reason.String(), Msg: "a game of " + strconv.Itoa(n) + " sides ends only by its rules: a side that leaves it resigns on its turn (Game.Resign)", Err: ErrIllegalMove}
	case !o.Reason.Outside():
		return &MoveError{Op: op, Move: o.Reason.String(), Msg: "not an ending outside the rules (want time-forfeit, adjudication, rules-infraction, abandoned, emergency, death or other; the rules' endings come from the position, Resign, AgreeDraw and Claim)", Err: ErrIllegalMove}
	case o.Winner != NoColor && o.Winner != White && o.Winner != Black:
		return &MoveError{Op: op, Move: o.Winner.String(), Msg: "no such side in this game (want White, Black, or NoColor for a draw)", Err: ErrIllegalMove}
	}
	return nil
}

func (g *Game[P, S]) end(o Outcome) {
	g.ended, g.endedAt, g.endedText = o, g.plies.len(), ""
}

func wordList(s Reasons) string {
	if s == 0 {
		return "none"
	}
	b := []byte{}
	for r := range s.All() {
		if len(b) > 0 {
			b = append(b, ", "...)
		}
		b = append(b, r.String()...)
	}
	return string(b)
}
