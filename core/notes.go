package core

import (
	"iter"
	"slices"
	"strconv"
)

// MaxNAG is the largest numeric annotation glyph a game keeps. PGN's
// standard glyphs are $0 to $255; readers take any number of up to nine
// digits, and so does a game.
const MaxNAG = 999_999_999

// Notes are what a game record says about one move besides the move
// itself, as python-chess's game tree keeps them on a node: comments,
// numeric annotation glyphs and variations. A [Game] keeps the notes of
// each move of its main line ([Game.Notes], [Game.SetNotes]) and the
// comment before its first move ([Game.Comment]); the games' ReadRecord
// and NewRecord carry them through PGN, and [Game.Walk] visits them.
//
// The zero Notes hold nothing.
type Notes struct {
	// StartingComment is the comment before the move where the move
	// begins a variation (python-chess's starting_comment). Only the
	// first move of a variation has one: the comment before a game's
	// first move is the game's ([Game.Comment]), and a comment before any
	// other move is the one after the move before it.
	StartingComment string
	// Comments are the comments after the move, in order. A clock
	// comment such as "[%clk 0:01:00]" is one (notation.Clock reads it).
	Comments []string
	// NAGs are the move's numeric annotation glyphs in order, each from 0
	// to [MaxNAG]: 1 is "!" ($1), 2 "?", 3 "!!", 4 "??", 5 "!?", 6 "?!".
	NAGs []int
	// Variations are the alternatives to the move: each a line of moves
	// played instead of it, from the position before it (see
	// [Variation]), checked against the rules when the notes are set.
	Variations []Variation
}

// A Variation is a line of moves played instead of a move of the game or
// of another variation: its first move is played in the position before
// the move it replaces (a variation of the game's fifth move begins after
// four plies), and each next one after the one before it. A variation has
// at least one move, and each of its moves is legal where it is played.
type Variation []AnnotatedMove

// An AnnotatedMove is one move of a variation with its notes: the variations
// of an annotated move replace it, from the position before it.
type AnnotatedMove struct {
	Move Move
	Notes
}

// IsZero reports whether n holds nothing.
func (n Notes) IsZero() bool {
	return n.StartingComment == "" && len(n.Comments) == 0 && len(n.NAGs) == 0 && len(n.Variations) == 0
}

// Clone returns a copy of n that shares no slice with it (nil slices stay
// nil).
func (n Notes) Clone() Notes {
	out := Notes{StartingComment: n.StartingComment, Comments: slices.Clone(n.Comments), NAGs: slices.Clone(n.NAGs)}
	if n.Variations != nil {
		out.Variations = make([]Variation, len(n.Variations))
		for i, v := range n.Variations {
			out.Variations[i] = v.Clone()
		}
	}
	return out
}

// Clone returns a copy of v that shares no slice with it.
func (v Variation) Clone() Variation {
	if v == nil {
		return nil
	}
	out := make(Variation, len(v))
	for i, n := range v {
		out[i] = AnnotatedMove{Move: n.Move, Notes: n.Notes.Clone()}
	}
	return out
}

// A Path locates a move in a game's tree of variations as a list of
// indexes: the index of a move of the main line (from 0, as in
// [Game.Moves]), then, for each variation on the way down to the move,
// the variation's index among the variations of the move before it in
// the path and the move's index in that variation. So Path{3} is the
// game's fourth move, Path{3, 0, 1} the second move of the first variation
// of the fourth move, and Path{3, 0, 1, 2, 0} the first move of the third
// variation of that one. A Path has an odd number of indexes.
type Path []int

// Ply returns the ply of the move p leads to, counted from 1 at the start
// of the game: a variation's first move has the ply of the move it
// replaces, and the game's fourth move and the second move of its first
// variation are both ply 5.
func (p Path) Ply() int {
	n := 1
	for i := 0; i < len(p); i += 2 {
		n += p[i]
	}
	return n
}

// String says where p leads in words, the move first and the variations it
// is in from the innermost out, with 1-based numbers: "ply 4", "ply 5 in
// variation 1 of ply 4", "ply 7 in variation 3 of ply 5 in variation 1 of
// ply 4". A path more than three variations deep names its two innermost
// variations and its outermost, and says how many it leaves out between
// them ("ply 70 in variation 1 of ply 69 in variation 1 of ply 68 in 61
// more variations in variation 1 of ply 4"), so that the words stay short
// however deep the path is.
func (p Path) String() string {
	if len(p)%2 == 0 { // not a path a game makes: its last index names no move
		p = p[:max(len(p)-1, 0)]
	}
	if len(p) == 0 {
		return "the start of the game"
	}
	b := append([]byte("ply "), strconv.Itoa(p.Ply())...)
	level := func(k int) {
		b = append(b, " in variation "...)
		b = strconv.AppendInt(b, int64(p[k]+1), 10)
		b = append(b, " of ply "...)
		b = strconv.AppendInt(b, int64(p[:k].Ply()), 10)
	}
	levels := len(p) / 2
	if levels <= 3 {
		for k := len(p) - 2; k >= 1; k -= 2 {
			level(k)
		}
		return string(b)
	}
	level(len(p) - 2)
	level(len(p) - 4)
	b = append(b, " in "...)
	b = strconv.AppendInt(b, int64(levels-3), 10)
	b = append(b, " more variations"...)
	level(1)
	return string(b)
}

// A VariationError reports a move of a game's tree of variations that a
// game could not keep, and where it is: a move that does not read or is not
// legal where the variation plays it, or notes a game cannot hold (an
// annotation glyph out of range, a starting comment that is not on the
// first move of a variation, a variation without moves). Err is the
// position's error for the move (a *MoveError wrapping ErrSyntax,
// ErrIllegalMove, ErrAmbiguousMove or ErrGameOver, with the rule that
// forbids it) or a *MoveError wrapping ErrSyntax about the notes, so
// errors.Is and errors.As see through it.
type VariationError struct {
	Op   string // the function, such as "makruk.ReadRecord" or "Game.SetNotes"
	Line int    // the line of the PGN text the record's game begins on, from 1; 0 if not known
	Path Path   // where the move is (indexes of the record for a record read)
	Err  error  // what is wrong with it
}

// Error returns a message such as `makruk.ReadRecord line 3 (ply 1 in
// variation 1 of ply 1): makruk.Position.ParseLenient Zz9: ...: syntax
// error`. The move's text is quoted as [MoveError] quotes it: its first 64
// bytes at most.
func (e *VariationError) Error() string {
	b := []byte(e.Op)
	if e.Line > 0 {
		b = append(b, " line "...)
		b = strconv.AppendInt(b, int64(e.Line), 10)
	}
	b = append(b, " ("...)
	b = append(b, e.Path.String()...)
	b = append(b, ")"...)
	if e.Err != nil {
		b = append(b, ": "...)
		b = append(b, e.Err.Error()...)
	}
	return string(b)
}

// Unwrap returns the move's error.
func (e *VariationError) Unwrap() error { return e.Err }

// VariationErrors lists errors inside a game's variations, in the order a
// record holds them: what the games' ReadRecord returns beside the game
// for a record whose main line replays but some of whose variations do
// not (see python-chess's game.errors). errors.Is and errors.As see each
// error of the list.
type VariationErrors []*VariationError

// Error returns the first error's message, and how many more there are.
func (l VariationErrors) Error() string {
	switch len(l) {
	case 0:
		return "no errors in variations"
	case 1:
		return l[0].Error()
	}
	return l[0].Error() + " (and " + strconv.Itoa(len(l)-1) + " more errors in variations)"
}

// Unwrap returns the errors of the list.
func (l VariationErrors) Unwrap() []error {
	out := make([]error, len(l))
	for i, e := range l {
		out[i] = e
	}
	return out
}

// noteError returns the error about notes at path.
func noteError(op string, path Path, msg string) *VariationError {
	return &VariationError{Op: op, Path: slices.Clone(path), Err: &MoveError{Op: op, Msg: msg, Err: ErrSyntax}}
}

// MaxVariationDepth is how deep a game's variations may nest: a
// variation of a move of the main line is at depth 1, a variation of one
// of its moves at depth 2, and so on. It is the PGN reader's default limit
// (notation.DefaultMaxVariationDepth is this constant), so that every
// record the reader reads with its default limits makes a game, and
// [Game.SetNotes] refuses deeper trees with an error wrapping [ErrLimit]
// before looking further into them: checking notes takes time and memory
// linear in their size at any depth.
const MaxVariationDepth = 64

// A noteChecker checks a tree of notes, keeping the path of the move it is
// at in one buffer that errors copy. It is not generic: it plays the
// variations' moves through a [cursor], so that its code is compiled once
// for every game.
type noteChecker struct {
	op   string
	path Path
}

// A cursor is a position seen without its type, for code that every game
// shares and that runs off the hot paths (checking and reading notes): a
// copy of it, and its moves played in place.
type cursor interface {
	// clone returns a copy.
	clone() cursor
	// play plays the move m as Play does, the cursor becoming the
	// position after it, or returns Play's error and changes nothing.
	play(m Move) error
}

// A posCursor is a position of type P as a [cursor].
type posCursor[P any, S State[P]] struct{ p P }

func (c *posCursor[P, S]) clone() cursor { q := *c; return &q }

func (c *posCursor[P, S]) play(m Move) error {
	next, err := S(&c.p).Play(m)
	if err == nil {
		c.p = next
	}
	return err
}

// notes checks n, the notes of a move played in position before at the
// checker's path and at depth (0 for the main line): its glyphs, its
// starting comment (allowed only if first, the move beginning a
// variation), and each variation's moves, played from before (which is
// not changed).
func (c *noteChecker) notes(before cursor, n *Notes, depth int, first bool) error {
	if n.StartingComment != "" && !first {
		return noteError(c.op, c.path, "a starting comment belongs to the first move of a variation (the one before a game's first move is the game's comment)")
	}
	for _, v := range n.NAGs {
		if v < 0 || v > MaxNAG {
			return noteError(c.op, c.path, "annotation glyph $"+strconv.Itoa(v)+" out of range ($0 to $"+strconv.Itoa(MaxNAG)+")")
		}
	}
	if len(n.Variations) > 0 && depth+1 > MaxVariationDepth {
		return &VariationError{Op: c.op, Path: slices.Clone(c.path), Err: &MoveError{Op: c.op,
			Msg: "variations nested deeper than the limit core.MaxVariationDepth = " + strconv.Itoa(MaxVariationDepth), Err: ErrLimit}}
	}
	base := len(c.path)
	for vi, v := range n.Variations {
		if len(v) == 0 {
			return noteError(c.op, c.path, "variation "+strconv.Itoa(vi+1)+" has no moves")
		}
		q := before.clone()
		c.path = append(c.path[:base], vi, 0)
		for j := range v {
			c.path[base+1] = j
			if err := c.notes(q, &v[j].Notes, depth+1, j == 0); err != nil {
				return err
			}
			if err := q.play(v[j].Move); err != nil {
				return &VariationError{Op: c.op, Path: slices.Clone(c.path), Err: err}
			}
		}
		c.path = c.path[:base]
	}
	return nil
}

// annotations are what a game keeps of its record besides its moves.
type annotations struct {
	comment string
	tags    []Tag    // the record's tags
	notes   []*Notes // by ply; nil for a move without notes, and past the last annotated move
}

// Comment returns the comment before the game's first move (the
// record's opening comment, python-chess's game.comment), or "".
func (g *Game[P, S]) Comment() string {
	if g.notes == nil {
		return ""
	}
	return g.notes.comment
}

// SetComment sets the comment before the game's first move ("" for
// none).
func (g *Game[P, S]) SetComment(c string) {
	if g.notes == nil {
		if c == "" {
			return
		}
		g.notes = &annotations{}
	}
	g.notes.comment = c
}

// note returns the notes of the move at ply, or nil.
func (g *Game[P, S]) note(ply int) *Notes {
	if g.notes == nil || ply < 0 || ply >= len(g.notes.notes) {
		return nil
	}
	return g.notes.notes[ply]
}

// Notes returns the notes of the move at index ply of the main line (from
// 0, as in [Game.Moves]): its comments, glyphs and variations, in a copy
// that shares nothing with the game. A move without notes, or an index
// out of range, has the zero Notes.
func (g *Game[P, S]) Notes(ply int) Notes {
	if n := g.note(ply); n != nil {
		return n.Clone()
	}
	return Notes{}
}

// SetNotes sets the notes of the move at index ply of the main line (from
// 0, as in [Game.Moves]), replacing those it had; the zero Notes remove
// them. The game keeps a copy. It checks n first and changes nothing if
// n is wrong: every move of every variation must be legal where it is
// played, the first move of a variation in the position before the move
// it replaces (see [Variation]); a variation must have a move; glyphs
// must be from 0 to [MaxNAG]; and only the first move of a variation may
// have a starting comment (a move of the main line has none). The error
// is then a *VariationError naming the move's [Path]. An index that is no
// move of the game is an error wrapping ErrIllegalMove.
//
// Variations may nest up to [MaxVariationDepth] deep, the PGN reader's
// default limit; a deeper tree is refused (an error wrapping [ErrLimit])
// without looking further into it, so checking notes takes time and
// memory linear in their size. A *VariationError names the move's Path,
// which says in few words where a move deep in the tree is.
//
// Checking variations replays the game up to the move, from the start,
// back from the end or from the move whose notes were set last, whichever
// is nearest: setting the notes of the last move played, or of each move
// of a game in turn, costs a move's replay and the check.
func (g *Game[P, S]) SetNotes(ply int, n Notes) error {
	const op = "Game.SetNotes"
	if ply < 0 || ply >= g.plies.len() {
		return &MoveError{Op: op, Move: strconv.Itoa(ply), Msg: "no move at this index (the game has " + strconv.Itoa(g.plies.len()) + ")", Err: ErrIllegalMove}
	}
	var before cursor // only a move with variations needs it
	if len(n.Variations) > 0 {
		before = &posCursor[P, S]{g.before(ply)}
	}
	c := noteChecker{op: op, path: append(make(Path, 0, 16), ply)}
	if err := c.notes(before, &n, 0, false); err != nil {
		return err
	}
	g.store(ply, n.Clone())
	return nil
}

// store keeps n as the notes of the move at ply.
func (g *Game[P, S]) store(ply int, n Notes) { storeNotes(&g.notes, ply, n) }

// storeNotes keeps n as the notes of the move at ply in *a, made if nil
// (not generic: compiled once for every game).
func storeNotes(a **annotations, ply int, n Notes) {
	if n.IsZero() {
		if *a != nil && ply < len((*a).notes) {
			(*a).notes[ply] = nil
		}
		return
	}
	if *a == nil {
		*a = &annotations{}
	}
	if k := ply + 1 - len((*a).notes); k > 0 {
		(*a).notes = append((*a).notes, make([]*Notes, k)...)
	}
	(*a).notes[ply] = &n
}

// dropNotes forgets the notes of the moves from ply on (after an Undo).
func (g *Game[P, S]) dropNotes(ply int) {
	if g.notes != nil && len(g.notes.notes) > ply {
		clear(g.notes.notes[ply:])
		g.notes.notes = g.notes.notes[:ply]
	}
}

// before returns the position before the move at index ply (the current
// position for ply = Len()), replaying the game from its start, back from
// its end, or from the position before returned last (the game's seek),
// whichever is nearest: so visiting the moves in order, as setting the
// notes of each move of a long game does, costs a move each.
func (g *Game[P, S]) before(ply int) P {
	n := g.plies.len()
	from, snaps, at := g.start, 0, 0
	if n-ply < ply {
		from, snaps, at = g.cur, len(g.snapshots), n
	}
	if s := &g.seek; s.ok && s.ply <= n && abs(s.ply-ply) < abs(at-ply) {
		from, snaps, at = s.pos, s.snaps, s.ply
	}
	p := from
	for ; at < ply; at++ {
		pl := *g.plies.at(at)
		advance[P, S](&p, pl)
		if pl.snapshot {
			snaps++
		}
	}
	for ; at > ply; at-- {
		if pl := *g.plies.at(at - 1); pl.snapshot {
			snaps--
			p = g.snapshots[snaps]
		} else {
			S(&p).UnmakeMove(pl.move, pl.undo)
		}
	}
	g.seek = seek[P]{pos: p, ply: ply, snaps: snaps, ok: true}
	return p
}

// A seek is the position before a move of a game that [Game.before]
// returned last: the position, the move's index, and the number of
// actions (snapshots) before it.
type seek[P any] struct {
	pos   P
	ply   int
	snaps int
	ok    bool
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// advance plays the move of pl on p as the game played it.
func advance[P any, S State[P]](p *P, pl ply) {
	if !pl.snapshot {
		S(p).MakeMove(pl.move)
		return
	}
	if next, err := S(p).Play(pl.move); err == nil {
		*p = next
	}
}

// ParseVariation reads a line of moves, each in any spelling the
// position's ParseLenient takes, played from the position before the move
// at index ply of the main line: a variation of that move, for
// [Game.SetNotes]. At ply = Len() the line starts from the current
// position (a variation for a move yet to be played). Errors are the
// position's *MoveError for the first move that does not read or is not
// legal, its Op naming the move's ply ("Game.ParseVariation (ply 5)"), or
// an error wrapping ErrSyntax for an empty line or ErrIllegalMove for a
// ply out of range.
func (g *Game[P, S]) ParseVariation(ply int, moves ...string) (Variation, error) {
	const op = "Game.ParseVariation"
	if ply < 0 || ply > g.plies.len() {
		return nil, &MoveError{Op: op, Move: strconv.Itoa(ply), Msg: "no move at this index (the game has " + strconv.Itoa(g.plies.len()) + ")", Err: ErrIllegalMove}
	}
	if len(moves) == 0 {
		return nil, &MoveError{Op: op, Msg: "a variation has at least one move", Err: ErrSyntax}
	}
	p := g.before(ply)
	v := make(Variation, 0, len(moves))
	for j, s := range moves {
		m, err := S(&p).ParseLenient(s)
		var next P
		if err == nil {
			next, err = S(&p).Play(m)
		}
		if err != nil {
			if me, ok := err.(*MoveError); ok {
				me.Op = op + " (ply " + strconv.Itoa(ply+j+1) + ")"
			}
			return nil, err
		}
		v = append(v, AnnotatedMove{Move: m})
		p = next
	}
	return v, nil
}

// A Step is one move of a game's tree, as [Game.Walk] visits it: where it
// is, the position it is played in, the move, and its notes (copies: the
// game does not change through them).
type Step[P any] struct {
	Path            Path // where the move is (a new slice at each step)
	Position        P    // the position the move is played in
	Move            Move
	StartingComment string
	Comments        []string
	NAGs            []int
	// Variations is the number of the move's variations: Walk visits
	// them, each whole, after the move and before the move that follows
	// it.
	Variations int
}

// Walk returns an iterator over every move of the game's tree, in the
// order a PGN record writes them: each move of the main line, then each of
// its variations in order, depth first (a variation's move, then its own
// variations, then the variation's next move), then the next move of the
// main line. Changing the game during the walk is not allowed.
func (g *Game[P, S]) Walk() iter.Seq[Step[P]] {
	return func(yield func(Step[P]) bool) {
		p := g.start
		for i, pl := range g.plies.all {
			if !walkNode[P, S](yield, Path{i}, &p, pl.move, g.note(i)) {
				return
			}
			advance[P, S](&p, *pl)
		}
	}
}

// walkNode yields the move m at path, played in p, and then its
// variations.
func walkNode[P any, S State[P]](yield func(Step[P]) bool, path Path, p *P, m Move, n *Notes) bool {
	st := Step[P]{Path: slices.Clone(path), Position: *p, Move: m}
	if n != nil {
		st.StartingComment, st.Comments, st.NAGs, st.Variations = n.StartingComment, slices.Clone(n.Comments), slices.Clone(n.NAGs), len(n.Variations)
	}
	if !yield(st) {
		return false
	}
	if n == nil {
		return true
	}
	for vi, v := range n.Variations {
		q := *p
		for j := range v {
			if !walkNode[P, S](yield, append(path[:len(path):len(path)], vi, j), &q, v[j].Move, &v[j].Notes) {
				return false
			}
			if next, err := S(&q).Play(v[j].Move); err == nil {
				q = next
			}
		}
	}
	return true
}
