package jsapi

import (
	"bytes"
	"slices"
	"strconv"
	"strings"

	"github.com/chaturanga-go/chaturanga"
	"github.com/chaturanga-go/chaturanga/core"
)

// A Board is a game in progress behind a JavaScript Board: a
// chaturanga.Game with caches of what JavaScript asks for most (the
// current position and its legal moves as one string), each valid while
// the game has not changed since it was made.
type Board struct {
	spec  spec
	rules string // the rule set as the position writes it (options included)
	g     chaturanga.Game
	uci   []string // the moves of g in coordinates (actions as their words)

	ver    uint64 // changes with every change of g
	posVer uint64
	pos    core.Position
	lmVer  uint64
	moves  []core.Move
	text   []byte  // the legal moves' coordinates, separated by spaces
	starts []int32 // where each move's text starts in text; one more entry, len(text)+1
}

// newBoard makes a board of the spec's game at fen ("" for the start, or
// the text form "rules|FEN").
func newBoard(s spec, fen string) (*Board, error) {
	b := &Board{spec: s}
	if err := b.setFEN(fen); err != nil {
		return nil, err
	}
	return b, nil
}

// setFEN starts the board again from fen under its rules ("" is the
// start; "rules|FEN" replaces the rules as well). On error the board is
// unchanged.
func (b *Board) setFEN(fen string) error {
	rules, opts := b.spec.rules, b.spec.opts
	if b.g != nil {
		rules, opts = b.rules, nil
	}
	if strings.Contains(fen, "|") {
		p, err := b.spec.v.ParsePosition(fen)
		if err != nil {
			return err
		}
		rules, opts, fen = p.RuleSet(), nil, p.FEN()
	}
	g, err := b.spec.v.NewGame(rules, fen, opts...)
	if err != nil {
		return err
	}
	b.setGame(g)
	return nil
}

// setGame makes g the board's game.
func (b *Board) setGame(g chaturanga.Game) {
	b.g = g
	b.changed()
	p := b.position()
	b.rules = p.RuleSet()
	b.uci = b.uci[:0]
	q := g.Start().Clone()
	for _, m := range g.Moves() {
		b.uci = append(b.uci, q.MoveText(m))
		if q.PlayMove(m) != nil {
			break // cannot happen: the game played it
		}
	}
}

func (b *Board) changed() { b.ver++ }

// position returns the current position (shared: callers must not change
// it; Clone it first).
func (b *Board) position() core.Position {
	if b.pos == nil || b.posVer != b.ver {
		b.pos = b.g.Position()
		b.posVer = b.ver
	}
	return b.pos
}

// legal fills the cache of legal moves and their text.
func (b *Board) legal() {
	if b.lmVer == b.ver && b.starts != nil {
		return
	}
	p := b.position()
	b.moves = p.AppendLegalMoves(b.moves[:0])
	b.text = b.text[:0]
	b.starts = b.starts[:0]
	for i, m := range b.moves {
		if i > 0 {
			b.text = append(b.text, ' ')
		}
		b.starts = append(b.starts, int32(len(b.text)))
		b.text = append(b.text, p.MoveText(m)...)
	}
	b.starts = append(b.starts, int32(len(b.text)+1))
	b.lmVer = b.ver
}

// find returns the legal move written uci (exactly as legalMoves writes
// it).
func (b *Board) find(uci []byte) (core.Move, bool) {
	b.legal()
	for i, m := range b.moves {
		if bytes.Equal(b.text[b.starts[i]:b.starts[i+1]-1], uci) {
			return m, true
		}
	}
	return core.Move{}, false
}

// play plays the legal move m whose coordinate text is t.
func (b *Board) play(m core.Move, t string) error {
	if err := b.g.Play(m); err != nil {
		return err
	}
	b.uci = append(b.uci, t)
	b.changed()
	return nil
}

// push plays a legal move given exactly as legalMoves writes it.
func (b *Board) push(uci []byte) bool {
	m, ok := b.find(uci)
	if !ok {
		return false
	}
	return b.play(m, string(uci)) == nil
}

// playText plays a move in any spelling the game reads and returns its
// coordinates (an action's word).
func (b *Board) playText(s string) (string, error) {
	p := b.position()
	m, err := p.ParseLenient(s)
	if err != nil {
		return "", err
	}
	t := p.MoveText(m)
	if err := b.play(m, t); err != nil {
		return "", err
	}
	return t, nil
}

// pushSAN plays a legal move given in strict SAN (check marks optional).
func (b *Board) pushSAN(san string) bool {
	p := b.position()
	m, err := p.ParseSAN(san)
	if err != nil {
		return false
	}
	return b.play(m, p.MoveText(m)) == nil
}

// pop takes back the last move or ending and returns the move's text ("" for an ending or nothing).
func (b *Board) pop() string {
	n := b.g.Len()
	if _, ok := b.g.Undo(); !ok {
		return ""
	}
	b.changed()
	if b.g.Len() == n || len(b.uci) == 0 {
		return ""
	}
	t := b.uci[len(b.uci)-1]
	b.uci = b.uci[:len(b.uci)-1]
	return t
}

// outcome is the game's outcome.
func (b *Board) outcome() core.Outcome { return b.g.Outcome() }

// result writes the result as ffish.js does; a winner beyond the first
// two sides is named.
func (b *Board) result(claimDraw bool) string {
	o := b.outcome()
	if !o.IsOver() {
		if claimDraw && b.g.Claims() != 0 {
			return "1/2-1/2"
		}
		return "*"
	}
	if o.Winner != core.NoColor && o.Winner > core.Black {
		return b.position().SideName(o.Winner)
	}
	return o.Result()
}

// fenFields returns the FEN's space-separated fields.
func (b *Board) fenFields() []string { return strings.Fields(b.position().FEN()) }

// counter returns the FEN's numeric field i (0 if missing or not a
// number).
func counter(fields []string, i int) int {
	if i >= len(fields) {
		return 0
	}
	n, err := strconv.Atoi(fields[i])
	if err != nil {
		return 0
	}
	return n
}

// fullmove returns the move number (the position's FullmoveNumber, Qi
// Guo's Round, else the FEN's sixth field).
func (b *Board) fullmove() int {
	switch p := b.position().(type) {
	case interface{ FullmoveNumber() int }:
		return p.FullmoveNumber()
	case interface{ Round() int }:
		return p.Round()
	}
	return counter(b.fenFields(), 5)
}

// halfmove returns the half-move clock (the position's HalfmoveClock,
// else the FEN's fifth field; 0 in games of more than two sides).
func (b *Board) halfmove() int {
	p := b.position()
	if h, ok := p.(interface{ HalfmoveClock() int }); ok {
		return h.HalfmoveClock()
	}
	if p.Sides() > 2 {
		return 0
	}
	return counter(b.fenFields(), 4)
}

// gamePly returns Fairy-Stockfish's ply count: from the move number and
// the side to move; Qi Guo: the moves of the board.
func (b *Board) gamePly() int {
	p := b.position()
	if p.Sides() > 2 {
		return b.g.Len()
	}
	n := 2*(b.fullmove()-1) + int(p.Side())
	return max(n, 0)
}

// insufficient reports whether side c cannot win by material, where the
// game's positions judge it.
func (b *Board) insufficient(c core.Color) bool {
	if p, ok := b.position().(interface{ InsufficientMaterial(core.Color) bool }); ok {
		return p.InsufficientMaterial(c)
	}
	return false
}

// checkers returns the squares of the pieces giving check, in square
// order.
func (b *Board) checkers() []core.Square {
	p := b.position()
	if !p.InCheck() {
		return nil
	}
	k := p.King(p.Side())
	if k == core.NoSquare {
		return nil
	}
	var out []core.Square
	for c := range core.Color(p.Sides()) {
		if c != p.Side() {
			out = p.AppendAttackers(out, k, c)
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// pocket returns the pieces side c holds in hand, as lower-case letters,
// read from the FEN's brackets (upper case White's, lower case Black's).
func (b *Board) pocket(c core.Color) string {
	board := b.fenFields()
	if len(board) == 0 {
		return ""
	}
	i := strings.IndexByte(board[0], '[')
	if i < 0 {
		return ""
	}
	hand := strings.TrimSuffix(board[0][i+1:], "]")
	var out []byte
	for j := 0; j < len(hand); j++ {
		ch := hand[j]
		switch {
		case c == core.White && ch >= 'A' && ch <= 'Z':
			out = append(out, ch+'a'-'A')
		case c == core.Black && ch >= 'a' && ch <= 'z':
			out = append(out, ch)
		}
	}
	return string(out)
}

// board returns the board as ffish.js's toString writes it: the FEN's
// ranks, a line each, a piece by its letter and an empty square by '.',
// separated by spaces. Qi Guo's positions draw their own diagram.
func (b *Board) board() string {
	p := b.position()
	if p.Sides() > 2 {
		if d, ok := p.(interface{ Diagram() string }); ok {
			return strings.TrimRight(d.Diagram(), "\n")
		}
	}
	f := b.fenFields()
	if len(f) == 0 {
		return ""
	}
	field := f[0]
	if i := strings.IndexByte(field, '['); i >= 0 {
		field = field[:i]
	}
	var out []byte
	for r, rank := range strings.Split(field, "/") {
		if r > 0 {
			out = append(out, '\n')
		}
		first := true
		cell := func(c byte) {
			if !first {
				out = append(out, ' ')
			}
			first = false
			out = append(out, c)
		}
		for i := 0; i < len(rank); {
			c := rank[i]
			if c >= '0' && c <= '9' {
				j := i
				for j < len(rank) && rank[j] >= '0' && rank[j] <= '9' {
					j++
				}
				n, _ := strconv.Atoi(rank[i:j])
				for range min(n, 64) {
					cell('.')
				}
				i = j
				continue
			}
			if c != '~' && c != '+' {
				cell(c)
			}
			i++
		}
	}
	return string(out)
}

// verbose returns the board with coordinates (the game's diagram where
// it draws one), then the FEN.
func (b *Board) verbose() string {
	p := b.position()
	d := b.board()
	if dg, ok := p.(interface{ Diagram() string }); ok {
		d = strings.TrimRight(dg.Diagram(), "\n")
	}
	return d + "\n\nFen: " + p.FEN() + "\n"
}

// sideState writes the sides as JSON (see SideState in index.d.ts).
func (b *Board) appendStates(w *jsonWriter) {
	p := b.position()
	type states interface {
		Alive(core.Color) bool
		Resigned(core.Color) bool
		DefeatedBy(core.Color) (core.Color, bool)
		Controller(core.Color) core.Color
		Captures(core.Color) int
		Losses(core.Color) int
		Captured(victim, captor core.Color) int
	}
	q, extra := p.(states)
	over := b.outcome().IsOver()
	w.open('[')
	for c := range core.Color(p.Sides()) {
		w.open('{')
		w.key("index")
		w.num(int64(c))
		w.key("name")
		w.str(p.SideName(c))
		w.key("toMove")
		w.boolean(!over && p.Side() == c)
		if extra {
			w.key("alive")
			w.boolean(q.Alive(c))
			w.key("resigned")
			w.boolean(q.Resigned(c))
			w.key("defeatedBy")
			if by, ok := q.DefeatedBy(c); ok {
				w.str(p.SideName(by))
			} else {
				w.null()
			}
			w.key("controller")
			w.str(p.SideName(q.Controller(c)))
			w.key("captures")
			w.num(int64(q.Captures(c)))
			w.key("losses")
			w.num(int64(q.Losses(c)))
			w.key("capturedBy")
			w.open('{')
			for by := range core.Color(p.Sides()) {
				if n := q.Captured(c, by); n > 0 {
					w.key(p.SideName(by))
					w.num(int64(n))
				}
			}
			w.close('}')
		}
		w.close('}')
	}
	w.close(']')
}

// appendOutcome writes the outcome as JSON (see Outcome in index.d.ts).
func (b *Board) appendOutcome(w *jsonWriter) {
	o := b.outcome()
	p := b.position()
	w.open('{')
	w.key("over")
	w.boolean(o.IsOver())
	w.key("result")
	w.str(b.result(false))
	w.key("reason")
	w.str(o.Reason.String())
	winner, name := int64(-1), ""
	if o.IsOver() && o.Winner != core.NoColor {
		winner, name = int64(o.Winner), p.SideName(o.Winner)
	}
	w.key("winner")
	w.num(winner)
	w.key("winnerName")
	w.str(name)
	w.key("text")
	w.str(o.Format(p.SideName))
	w.close('}')
}

// side reads a side given as text: "" (the side to move), an index, or a
// name in the game's words.
func (b *Board) side(s string) (core.Color, error) {
	p := b.position()
	s = strings.TrimSpace(s)
	if s == "" {
		return p.Side(), nil
	}
	if n, err := strconv.Atoi(s); err == nil {
		if n < 0 || n >= p.Sides() {
			return 0, argError("no side %d in this game (%d sides)", n, p.Sides())
		}
		return core.Color(n), nil
	}
	var names []string
	for c := range core.Color(p.Sides()) {
		if strings.EqualFold(p.SideName(c), s) {
			return c, nil
		}
		names = append(names, p.SideName(c))
	}
	return 0, codeError(CodeUnknown, "no side named %q (sides: %s)", cut(s), strings.Join(names, ", "))
}

// actions returns the words of the actions the side to move may take now
// (each tried on a copy of the position).
func (b *Board) actions() []string {
	if b.outcome().IsOver() {
		return nil
	}
	p := b.position()
	var out []string
	for a := core.NoAction + 1; ; a++ {
		w := a.String()
		if strings.HasPrefix(w, "action(") {
			break
		}
		if p.Clone().PlayMove(core.NewAction(a)) == nil {
			out = append(out, w)
		}
	}
	return out
}

// claim ends the game by the claim named r ("" is the first claimable).
func (b *Board) claim(r string) error {
	var reason core.Reason
	if strings.TrimSpace(r) == "" {
		for x := range b.g.Claims().All() {
			reason = x
			break
		}
		if reason == core.NoReason {
			return b.g.Claim(core.Repetition) // explains that nothing can be claimed
		}
	} else {
		var err error
		if reason, err = core.ParseReason(strings.TrimSpace(strings.ToLower(r))); err != nil {
			return err
		}
		if reason == core.NoReason {
			return codeError(CodeUnknown, "no reason given")
		}
	}
	if err := b.g.Claim(reason); err != nil {
		return err
	}
	b.changed()
	return nil
}

// clone returns a board with the same start, moves and ending.
func (b *Board) clone() (*Board, error) {
	start := b.g.Start()
	g, err := b.spec.v.NewGame(start.RuleSet(), start.FEN())
	if err != nil {
		return nil, err
	}
	for _, m := range b.g.Moves() {
		if err := g.Play(m); err != nil {
			return nil, err
		}
	}
	if err := endLike(g, b.g.Outcome()); err != nil {
		return nil, err
	}
	c := &Board{spec: b.spec}
	c.setGame(g)
	return c, nil
}

// endLike ends g as o ends a game, where a player's action ended it: a
// resignation, an agreed draw or a claim (an outcome of the position
// needs nothing).
func endLike(g chaturanga.Game, o core.Outcome) error {
	if !o.IsOver() || g.Outcome() == o {
		return nil
	}
	switch o.Reason {
	case core.Resignation:
		if g.Position().Sides() == 2 && o.Winner != core.NoColor {
			return g.Resign(o.Winner.Other())
		}
	case core.Agreement:
		return g.AgreeDraw()
	default:
		if g.Claims().Has(o.Reason) {
			return g.Claim(o.Reason)
		}
	}
	return nil
}

// cut shortens text quoted in a message.
func cut(s string) string {
	if len(s) <= 40 {
		return s
	}
	n := 40
	for n > 0 && s[n]&0xC0 == 0x80 {
		n--
	}
	return s[:n] + "…"
}
