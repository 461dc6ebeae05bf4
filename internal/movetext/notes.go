package movetext

import (
	"slices"
	"strconv"
	"strings"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/notation"
)

// NilRecord is the error of a game's ReadRecord given no record.
func NilRecord(op string) error {
	return &core.ParseError{Op: op, Offset: -1, Msg: "no record (nil *notation.Record)", Err: core.ErrSyntax}
}

// ReadMoves replays moves, a record's main line, into the new game g with
// everything the record says about them, and sets the game's comment to
// the record's: each move is read leniently (the position's
// ParseLenient) and played, and its comments, glyphs and variations
// become its notes (see core.Notes). A main-line move that does not read
// or is not legal is the error, its Op naming the ply (op + " (ply N)").
// A variation's move that does not read or is not legal ends the
// variation there (a variation cut before its first move is dropped), as
// python-chess reads one, and is listed in the returned errors with its
// path in the record; so is a glyph out of range, which is dropped. An
// empty variation is skipped. A starting comment before a move that does
// not begin a variation is kept where the record's text would read it:
// after the move before (or in the game's comment).
//
// ReadMoves only reads rec and moves: several goroutines may replay one
// record at once.
func ReadMoves[P any, S core.State[P]](op string, rec *notation.Record, moves []notation.RecordMove, g *core.Game[P, S]) (core.VariationErrors, error) {
	var errs core.VariationErrors
	comment := rec.Comment
	if len(moves) > 0 && moves[0].StartingComment != "" {
		comment = joinComment(comment, moves[0].StartingComment)
	}
	g.SetComment(comment)
	r := reader{op: op, line: rec.Line, errs: &errs}
	for i := range moves {
		mv := &moves[i]
		var before cursor // only a move with variations needs it
		if len(mv.Variations) > 0 {
			before = &posCursor[P, S]{p: g.Position()}
		}
		if _, err := g.PlayText(mv.Text); err != nil {
			if me, ok := err.(*core.MoveError); ok {
				me.Op = op + " (ply " + strconv.Itoa(i+1) + ")"
			}
			return errs, err
		}
		next := ""
		if i+1 < len(moves) {
			next = moves[i+1].StartingComment
		}
		if len(mv.Comments) == 0 && len(mv.NAGs) == 0 && len(mv.Variations) == 0 && next == "" {
			continue // the common case costs nothing
		}
		r.path = append(r.path[:0], i)
		if n := r.notes(before, mv, next, 0, false); !n.IsZero() {
			if err := g.SetNotes(i, n); err != nil {
				return errs, err // cannot happen: the notes were checked
			}
		}
	}
	return errs, nil
}

// joinComment joins two comments with a space, as the reader joins the
// comments before a line's first move.
func joinComment(a, b string) string {
	switch {
	case a == "":
		return b
	case b == "":
		return a
	}
	return a + " " + b
}

// A cursor is a position seen without its type, for the code that reads
// and writes notes (not generic: compiled once for every game).
type cursor interface {
	// clone returns a copy.
	clone() cursor
	// set makes the cursor a copy of c, a clone of it.
	set(c cursor)
	// parse reads a move as the position's ParseLenient does.
	parse(s string) (core.Move, error)
	// play plays m as the position's Play does, the cursor becoming the
	// position after it, or returns Play's error and changes nothing.
	play(m core.Move) error
	// text writes m in the position, as WriteMoves's text function does.
	text(m core.Move) string
}

// A posCursor is a position of type P as a [cursor], with the function
// that writes its moves (nil when none are written).
type posCursor[P any, S core.State[P]] struct {
	p     P
	write func(S, core.Move) string
}

func (c *posCursor[P, S]) clone() cursor                     { q := *c; return &q }
func (c *posCursor[P, S]) set(from cursor)                   { *c = *from.(*posCursor[P, S]) }
func (c *posCursor[P, S]) parse(s string) (core.Move, error) { return S(&c.p).ParseLenient(s) }
func (c *posCursor[P, S]) text(m core.Move) string           { return c.write(&c.p, m) }

func (c *posCursor[P, S]) play(m core.Move) error {
	next, err := S(&c.p).Play(m)
	if err == nil {
		c.p = next
	}
	return err
}

// A reader reads the notes of a record's moves. It keeps the path of the
// move it is at in one buffer, which the errors copy.
type reader struct {
	op   string
	line int
	errs *core.VariationErrors
	path core.Path
}

// fail lists the error err of the move at the reader's path.
func (r *reader) fail(err error) {
	*r.errs = append(*r.errs, &core.VariationError{Op: r.op, Line: r.line, Path: slices.Clone(r.path), Err: err})
}

// notes returns the notes of mv, played in before, at the reader's path
// and depth (0 for the main line): its comments (and next, the starting
// comment of the move after it in its line, which the record's text reads
// as one of them), glyphs and starting comment (if first, the move
// beginning a variation), and its variations, each read from before up to
// its first bad move. Variations deeper than core.MaxVariationDepth (the
// PGN reader's default limit, which a game keeps) are dropped with an
// error wrapping core.ErrLimit, without looking into them: a record built
// in code takes time and memory linear in its size at any depth.
func (r *reader) notes(before cursor, mv *notation.RecordMove, next string, depth int, first bool) core.Notes {
	n := core.Notes{Comments: slices.Clone(mv.Comments)}
	if first {
		n.StartingComment = mv.StartingComment
	}
	if next != "" {
		n.Comments = append(n.Comments, next)
	}
	for _, v := range mv.NAGs {
		if v < 0 || v > core.MaxNAG {
			r.fail(&core.MoveError{Op: r.op, Move: mv.Text, Msg: "annotation glyph $" + strconv.Itoa(v) + " out of range ($0 to $" + strconv.Itoa(core.MaxNAG) + ")", Err: core.ErrSyntax})
			continue
		}
		n.NAGs = append(n.NAGs, v)
	}
	if len(mv.Variations) > 0 && depth+1 > core.MaxVariationDepth {
		r.fail(&core.MoveError{Op: r.op, Move: mv.Text, Msg: "variations nested deeper than the limit core.MaxVariationDepth = " + strconv.Itoa(core.MaxVariationDepth) + " (dropped)", Err: core.ErrLimit})
		return n
	}
	base := len(r.path)
	for vi, rv := range mv.Variations {
		q, here := before.clone(), before.clone() // here: the position each move is played in, for its notes
		var v core.Variation
		r.path = append(r.path[:base], vi, 0)
		for j := range rv {
			rm := &rv[j]
			r.path[base+1] = j
			m, err := q.parse(rm.Text)
			if err == nil {
				here.set(q)
				err = q.play(m)
			}
			if err != nil {
				r.fail(err)
				break
			}
			look := ""
			if j+1 < len(rv) {
				look = rv[j+1].StartingComment
			}
			v = append(v, core.AnnotatedMove{Move: m, Notes: r.notes(here, rm, look, depth+1, j == 0)})
		}
		r.path = r.path[:base]
		if len(v) > 0 {
			n.Variations = append(n.Variations, v)
		}
	}
	return n
}

// WriteMoves returns the main line of g as record moves, each move in the
// text that text gives for it in the position it is played in (SAN, or
// coordinates), with its notes: comments, glyphs and variations, whose
// moves are written so too.
func WriteMoves[P any, S core.State[P]](g *core.Game[P, S], text func(S, core.Move) string) []notation.RecordMove {
	moves := g.Moves()
	out := make([]notation.RecordMove, len(moves))
	p := g.Start()
	for i, m := range moves {
		out[i].Text = text(&p, m)
		if n := g.Notes(i); !n.IsZero() {
			writeNotes(&out[i], &n, &posCursor[P, S]{p: p, write: text})
		}
		next, err := S(&p).Play(m)
		if err != nil {
			break // cannot happen: every move was legal when played
		}
		p = next
	}
	return out
}

// writeNotes sets the annotations of rm from n, the notes of a move
// played in before (n is the record's to keep).
func writeNotes(rm *notation.RecordMove, n *core.Notes, before cursor) {
	rm.StartingComment, rm.Comments, rm.NAGs = n.StartingComment, n.Comments, n.NAGs
	if len(n.Variations) == 0 {
		return
	}
	rm.Variations = make([][]notation.RecordMove, len(n.Variations))
	for vi, v := range n.Variations {
		q := before.clone()
		line := make([]notation.RecordMove, len(v))
		for j := range v {
			line[j].Text = q.text(v[j].Move)
			writeNotes(&line[j], &v[j].Notes, q)
			if err := q.play(v[j].Move); err != nil {
				break // cannot happen: the game checked its variations
			}
		}
		rm.Variations[vi] = line
	}
}

// GameTags returns a copy of the tags a caller gives a game's record
// without those named in decided (every tag of such a name): the tags the
// game itself decides, which the record then gets from the game.
func GameTags(tags []notation.Tag, decided ...string) []notation.Tag {
	out := make([]notation.Tag, 0, len(tags)+len(decided))
	for _, t := range tags {
		if !slices.Contains(decided, t.Name) {
			out = append(out, t)
		}
	}
	return out
}

// SetPlyCount replaces the value of a PlyCount tag of rec, if it has one,
// by the number of plies of the game, n.
func SetPlyCount(rec *notation.Record, n int) {
	if _, ok := rec.Get("PlyCount"); ok {
		rec.Set("PlyCount", strconv.Itoa(n))
	}
}

// outside reports whether a record's result and Termination tag say that
// a game its final position leaves going on ended outside its rules (on
// time, abandoned, ...), so that [Finish] ends it with core.Game.End: a
// decisive result ended otherwise than by "resignation" (or "normal", or
// no Termination), a draw ended otherwise than by "agreement" (or
// "normal", or none) or a claim's word. A result that is not a PGN result
// ("*" among them) never ends a game.
func outside(result, term string) bool {
	term = strings.ToLower(strings.TrimSpace(term))
	switch result {
	case "1-0", "0-1":
		return term != "" && term != "normal" && term != "resignation"
	case "1/2-1/2":
		if term == "" || term == "normal" || term == "agreement" {
			return false
		}
		if _, ok := fsfTerminations[term]; ok {
			return false
		}
		r, err := core.ParseReason(term)
		return err != nil || r.Outside()
	}
	return true
}

// endingWord reports whether term is a word of the game's own endings: a
// core.Reason of the rules (its words joined by '-' or a space; not one of
// the endings outside the rules), "normal", or one of
// Fairy-Stockfish's words for them.
func endingWord(term string) bool {
	term = strings.ToLower(strings.TrimSpace(term))
	if term == "normal" {
		return true
	}
	if _, ok := fsfTerminations[term]; ok {
		return true
	}
	r, err := core.ParseReason(strings.ReplaceAll(term, " ", "-")) // "first check"
	return err == nil && !r.Outside()
}
