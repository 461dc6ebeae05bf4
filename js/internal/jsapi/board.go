package jsapi

import (
	"strconv"
	"strings"
	"unsafe"

	"github.com/chaturanga-go/chaturanga"
	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/makruk"
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

	// levels cache what each of the last plies' positions answer most
	// (the position, its legal moves as text): a walk of the tree
	// (push, legalMoves, pop, push the next move) finds the parent's moves
	// still listed, down to 8 plies deep. Level i%len serves ply i while it
	// holds gen.
	levels [8]level
	gen    uint64 // changes with every change but a push or a pop
	closed bool   // a player ended the game (resignation, agreement, claim)
	names  *moveNames
	tables *nameTables

	tick  uint64 // the session's clock when the board was last used
	dirty bool   // changed since JavaScript made or rebuilt it
	acc   int    // the plies the session counts for it (see Session.account)
}

// A level is the cache of one ply's position.
type level struct {
	gen    uint64
	ply    int
	pos    core.Position
	listed bool
	moves  []core.Move
	mtext  []string // each legal move's coordinates
	text   []byte   // the same, separated by spaces
}

// nameTables holds a session's moveNames, one per rule set in use; it
// forgets them all when it holds too many, so that memory stays bounded
// whatever rule sets a caller makes.
type nameTables struct{ m map[string]*moveNames }

func (t *nameTables) get(key string) *moveNames {
	if n := t.m[key]; n != nil {
		return n
	}
	if t.m == nil || len(t.m) >= 32 {
		t.m = map[string]*moveNames{}
	}
	n := &moveNames{}
	t.m[key] = n
	return n
}

// moveNames memoizes a rule set's coordinate text of moves: a move's text
// depends only on the move and the rule set's letters, never on the
// position (every game's MoveText formats the move alone), so boards of
// one rule set share one table and legalMoves does not format (nor
// allocate) a string per move and node. The table is direct-mapped: a
// move whose slot holds another is formatted again and takes the slot.
type moveNames struct {
	moves [1 << 12]core.Move
	text  [1 << 12]string
	// byText maps text back to its move, direct-mapped by the text's
	// hash (see lookup).
	byText [1 << 12]core.Move
	// A moveNames is not comparable: the module then needs no equality
	// function for it.
	_ [0]func()
}

// moveNames.name reads a Move as one word: these fail to compile if it is
// not exactly 8 bytes.
var (
	_ [unsafe.Sizeof(core.Move{}) - 8]byte
	_ [8 - unsafe.Sizeof(core.Move{})]byte
)

// name returns the coordinates of m, legal in p.
func (t *moveNames) name(p core.Position, m core.Move) string {
	i := moveSlot(m)
	if t.moves[i] == m && t.text[i] != "" {
		return t.text[i]
	}
	s := p.MoveText(m)
	t.moves[i], t.text[i] = m, s
	t.byText[textSlot(s)] = m
	return s
}

// lookup returns the move whose coordinates the table holds as text, if
// it does; the move is then legal in no particular position.
func (t *moveNames) lookup(text []byte) (core.Move, string, bool) {
	m := t.byText[textSlot(string(text))]
	i := moveSlot(m)
	if t.moves[i] == m && t.text[i] == string(text) && t.text[i] != "" {
		return m, t.text[i], true
	}
	return core.Move{}, "", false
}

// moveSlot is the slot of m in moveNames.moves and text: a Move is one
// word (see core.Move), its bytes hashed; the slot's comparison with ==
// decides.
func moveSlot(m core.Move) uint {
	v := *(*uint64)(unsafe.Pointer(&m))
	v *= 0x9e3779b97f4a7c15
	return uint(v>>52) & (1<<12 - 1)
}

// textSlot is the slot of text in moveNames.byText (FNV-1a).
func textSlot(text string) uint {
	h := uint32(2166136261)
	for i := 0; i < len(text); i++ {
		h = (h ^ uint32(text[i])) * 16777619
	}
	return uint(h) & (1<<12 - 1)
}

// newBoard makes a board of the spec's game at fen ("" for the start, or
// the text form "rules|FEN").
func newBoard(t *nameTables, s spec, fen string) (*Board, error) {
	b := &Board{spec: s, tables: t}
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
	b.setGame(g, nil)
	return nil
}

// setGame makes g the board's game; if san is not nil, it appends the
// SAN of g's moves to *san, separated by spaces (see setMoves).
func (b *Board) setGame(g chaturanga.Game, san *[]byte) {
	b.g = g
	b.changed()
	p := b.position()
	b.closed = !g.Outcome().Equal(p.Outcome())
	b.rules = p.RuleSet()
	b.names = b.tables.get(b.spec.v.Name() + "|" + b.rules)
	b.setMoves(san)
}

// changed forgets every cached answer.
func (b *Board) changed() { b.gen++ }

// level returns the cache of the current ply, emptied if it held another
// position.
func (b *Board) level() *level {
	n := b.g.Len()
	lv := &b.levels[n%len(b.levels)]
	if lv.gen != b.gen || lv.ply != n || lv.pos == nil {
		lv.gen, lv.ply, lv.listed = b.gen, n, false
		lv.pos = b.g.Position()
	}
	return lv
}

// forget drops the cache of ply n (a position that no longer is).
func (b *Board) forget(n int) {
	b.levels[n%len(b.levels)].pos = nil
}

// position returns the current position (shared: callers must not change
// it; Clone it first).
func (b *Board) position() core.Position { return b.level().pos }

// legal returns the current ply's cache with its legal moves listed
// (none once a player has ended the game).
func (b *Board) legal() *level {
	lv := b.level()
	if lv.listed {
		return lv
	}
	p := lv.pos
	lv.moves = lv.moves[:0]
	if !b.closed {
		lv.moves = p.AppendLegalMoves(lv.moves)
	}
	lv.text = lv.text[:0]
	lv.mtext = lv.mtext[:0]
	for i, m := range lv.moves {
		if i > 0 {
			lv.text = append(lv.text, ' ')
		}
		t := b.names.name(p, m)
		lv.mtext = append(lv.mtext, t)
		lv.text = append(lv.text, t...)
	}
	lv.listed = true
	return lv
}

// find returns the legal move written uci (exactly as legalMoves writes
// it) and its text.
func (b *Board) find(uci []byte) (core.Move, string, bool) {
	lv := b.legal()
	for i, t := range lv.mtext {
		if t == string(uci) {
			return lv.moves[i], t, true
		}
	}
	return core.Move{}, "", false
}

// play plays the legal move m whose coordinate text is t (an error with
// code ErrLimit when the history holds MaxPlies plies).
func (b *Board) play(m core.Move, t string) error {
	if b.g.Len() >= MaxPlies {
		return limitError()
	}
	if err := b.g.Play(m); err != nil {
		return err
	}
	b.uci = append(b.uci, t)
	b.forget(b.g.Len())
	return nil
}

// push plays a legal move given exactly as legalMoves writes it; it
// reports false for a move that is not, and an error only when the
// history is full (ErrLimit).
func (b *Board) push(uci []byte) (bool, error) {
	// A move whose text the session's table knows is played without
	// listing the position's legal moves (nor copying the position): the
	// game checks it, and the text is the move's as legalMoves writes it.
	// Any refusal goes the slow way, which says what it is.
	if m, t, ok := b.names.lookup(uci); ok && !b.closed && m.Action() == core.NoAction {
		if err := b.play(m, t); err == nil {
			return true, nil
		}
	}
	m, t, ok := b.find(uci)
	if !ok {
		return false, nil
	}
	if err := b.play(m, t); err != nil {
		return false, errLimitOnly(err)
	}
	return true, nil
}

// errLimitOnly returns err if it is the history's limit, else nil.
func errLimitOnly(err error) error {
	if e, ok := err.(*Error); ok && e.Code == CodeLimit {
		return err
	}
	return nil
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

// pushSAN plays a legal move given in strict SAN (check marks optional);
// an error only when the history is full (ErrLimit).
func (b *Board) pushSAN(san string, n int32) (bool, error) {
	p := b.position()
	var m core.Move
	if n == 0 {
		var ok bool
		if m, ok = b.findDefault(san); !ok {
			return false, nil
		}
	} else {
		var err error
		if m, err = p.ParseSAN(san); err != nil {
			return false, nil
		}
	}
	if err := b.play(m, p.MoveText(m)); err != nil {
		return false, errLimitOnly(err)
	}
	return true, nil
}

// pop takes back the last move or ending and returns the move's text
// ("" for an ending or nothing).
func (b *Board) pop() string {
	n := b.g.Len()
	if _, ok := b.g.Undo(); !ok {
		return ""
	}
	if b.g.Len() == n || len(b.uci) == 0 {
		b.closed = false // an ending was taken back
		b.changed()
		return ""
	}
	b.forget(n)
	t := b.uci[len(b.uci)-1]
	b.uci = b.uci[:len(b.uci)-1]
	return t
}

// ended records that a player ended the game (a resignation, an agreed
// or claimed draw) if the game is now over without having moved.
func (b *Board) ended(before int) {
	if b.g.Len() == before {
		b.closed = b.g.Outcome().IsOver()
	} else {
		b.uci = append(b.uci, core.Resign.String()) // a Qi Guo state's resignation is an action of the game
	}
	b.changed()
}

// outcome is the game's outcome.
func (b *Board) outcome() core.Outcome { return b.g.Outcome() }

// over reports whether the game is over as ffish.js's isGameOver says it:
// ended by the rules or a player, or neither side having the material to
// win (ffish.js ends the game there, where this library lets a player
// claim the draw), or, with claimDraw, a draw may be claimed now.
func (b *Board) over(claimDraw bool) bool {
	return b.outcome().IsOver() || b.deadDraw() || claimDraw && b.g.Claims() != 0
}

// deadDraw reports whether neither side has the material to win, as the
// game's positions judge it.
func (b *Board) deadDraw() bool {
	return b.position().Sides() == 2 && b.insufficient(core.White) && b.insufficient(core.Black)
}

// result writes the result as ffish.js does (see over); a winner beyond
// the first two sides is named.
func (b *Board) result(claimDraw bool) string {
	o := b.outcome()
	if !o.IsOver() {
		if b.deadDraw() || claimDraw && b.g.Claims() != 0 {
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
// else the FEN's fifth field; 0 in games of more than two sides). Under
// Fairy-Stockfish's countings of the Makruk family it is ffish.js's:
// Fairy-Stockfish's 50-move clock, which its FEN (and the position's
// HalfmoveClock) replaces by the count while one runs.
func (b *Board) halfmove() int {
	p := b.position()
	if mp, ok := p.(*makruk.Position); ok && mp.Rules().Counting != makruk.HonourCounting {
		return b.clock50()
	}
	if h, ok := p.(interface{ HalfmoveClock() int }); ok {
		return h.HalfmoveClock()
	}
	if p.Sides() > 2 {
		return 0
	}
	return counter(b.fenFields(), 4)
}

// clock50 counts the plies since the last capture or pawn move of a
// Makruk game, from its start: Fairy-Stockfish's 50-move clock, which
// starts at the FEN's half-move field, or at 0 when the FEN carries a
// running count there instead.
func (b *Board) clock50() int {
	start := b.g.Start()
	q, ok := start.Clone().(*makruk.Position)
	if !ok {
		return 0
	}
	n := 0
	if !q.Count().Running() {
		n = q.HalfmoveClock()
	}
	for _, m := range b.g.Moves() {
		switch {
		case m.Action() != core.NoAction:
		case q.IsCapture(m) || q.At(m.From()).Kind() == core.Pawn:
			n = 0
		default:
			n++
		}
		if q.PlayMove(m) != nil {
			break
		}
	}
	return n
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

// checked returns the squares of the side to move's king in check (what
// ffish.js's checkedPieces lists: the checked pieces, not the checkers).
func (b *Board) checked() []core.Square {
	p := b.position()
	if !p.InCheck() {
		return nil
	}
	if k := p.King(p.Side()); k != core.NoSquare {
		return []core.Square{k}
	}
	return nil
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
	if isFSF(b.spec.name) {
		return b.framed()
	}
	d := b.board()
	if dg, ok := p.(interface{ Diagram() string }); ok {
		d = strings.TrimRight(dg.Diagram(), "\n")
	}
	return d + "\n\nFen: " + p.FEN() + "\n"
}

// framed draws a board of a Fairy-Stockfish variant as ffish.js's
// toVerboseString does: a framed diagram with each rank's number, '*'
// beside the side to move's first rank and the pockets (Sittuyin), the
// files' letters, then the lines "Fen:", "Sfen:", "Key:" (this library's
// hash of the position, not Fairy-Stockfish's), "Checkers:" and "Chased:"
// (see fsfTail).
func (b *Board) framed() string {
	p := b.position()
	fen := string(dropMarks(fsfFEN(p.AppendFEN(nil))))
	field, _, _ := strings.Cut(fen, " ")
	hand := ""
	if i := strings.IndexByte(field, '['); i >= 0 {
		hand = strings.TrimSuffix(field[i+1:], "]")
		field = field[:i]
	}
	var white, black []byte
	for i := 0; i < len(hand); i++ {
		if c := hand[i]; c >= 'a' {
			black = append(black, c)
		} else {
			white = append(white, c)
		}
	}
	ranks := strings.Split(field, "/")
	const line = "\n +---+---+---+---+---+---+---+---+\n"
	var t strings.Builder
	t.WriteString(line)
	for r, rank := range ranks {
		n := len(ranks) - r
		for i := 0; i < len(rank); i++ {
			c := rank[i]
			if c >= '0' && c <= '9' {
				k := int(c - '0')
				for i+1 < len(rank) && rank[i+1] >= '0' && rank[i+1] <= '9' {
					i++
					k = k*10 + int(rank[i]-'0')
				}
				for range min(k, 64) {
					t.WriteString(" |  ")
				}
				continue
			}
			t.WriteString(" | ")
			t.WriteByte(c)
		}
		t.WriteString(" |")
		t.WriteString(strconv.Itoa(n))
		if n == len(ranks) || n == 1 {
			side := core.Black
			pocket := black
			if n == 1 {
				side, pocket = core.White, white
			}
			if p.Side() == side {
				t.WriteString(" *")
			} else {
				t.WriteString("  ")
			}
			if hand != "" || strings.Contains(fen, "[") {
				t.WriteString(" [" + string(pocket) + "]")
			}
		}
		t.WriteString(line)
	}
	t.WriteString("   a   b   c   d   e   f   g   h\n")
	return string(b.fsfTail([]byte(t.String()), fen))
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
	if o.IsOver() {
		w.str(b.result(false))
	} else {
		w.str("*")
	}
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
//
//go:noinline
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
	n := b.g.Len()
	if err := b.g.Claim(reason); err != nil {
		return err
	}
	b.ended(n)
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
	if err := endLike(g, b.g.Outcome(), b.g.Termination()); err != nil {
		return nil, err
	}
	c := &Board{spec: b.spec, tables: b.tables}
	c.setGame(g, nil)
	return c, nil
}

// endLike ends g as o ends a game, where a player's action ended it: a
// resignation, an agreed draw, a claim, or an ending outside the rules
// (a loss on time: termination is its words, "" the PGN standard's); an
// outcome of the position needs nothing.
func endLike(g chaturanga.Game, o core.Outcome, termination string) error {
	if !o.IsOver() || g.Outcome().Equal(o) {
		return nil
	}
	if o.Reason.Outside() {
		return g.End(o, termination)
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
