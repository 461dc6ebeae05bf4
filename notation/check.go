package notation

import (
	"strconv"
	"strings"

	"github.com/chaturanga-go/chaturanga/core"
)

// Check reports whether the text [AppendPGN] writes for r reads back, by a
// [PGNReader] with the limits lim (zero fields are the defaults), as one
// game and as r: it returns nil, or a *core.ParseError naming the first
// thing that would not read (its Field, and its text quoted to at most
// [MaxQuotedRunes] runes). It refuses
//   - a tag name that is not a PGN symbol (letters, digits and '_'), such
//     as one holding a space, a quote or "]\n\n[", which would begin
//     another tag or another game (core.ErrSyntax);
//   - a tag value holding a control character, which PGN forbids in a
//     string and the writer writes as a space (core.ErrSyntax);
//   - a move text that does not read as one move: one that does not
//     begin with a letter, holds white space, a parenthesis, brace,
//     bracket, '"', ';', '$', '!' or '?' (glyphs are NAGs), or is a
//     result (core.ErrSyntax);
//   - a result that is none of "1-0", "0-1", "1/2-1/2", "*" (or "") and
//     the words of the record's Style (core.ErrSyntax);
//   - a comment with a line break or white space at either end, which
//     reads back as a space or trimmed (core.ErrSyntax);
//   - whatever goes over a limit of the reader: the nesting of
//     variations, the number of moves, a comment's length, the number of
//     tags and a tag pair's length, a move longer than [MaxTokenBytes],
//     the game's length; the error names the limit ("PGNLimits.Moves =
//     100000") and wraps core.ErrLimit.
//
// A record that passes reads back equal to r but for Line, the roster's
// tags (written first and filled in with "?"), and an empty variation or
// slice, which reads back as nil. Check takes time linear in the record
// and looks no deeper into its variations than the limit.
func (r *Record) Check(lim PGNLimits) error {
	const op = "notation.Record.Check"
	if r == nil {
		return &core.ParseError{Op: op, Offset: -1, Msg: "no record (nil *notation.Record)", Err: core.ErrSyntax}
	}
	lim = lim.orDefaults()
	fail := func(field, input, msg string, err error) error {
		return &core.ParseError{Op: op, Input: excerpt(input), Field: field, Offset: -1, Msg: msg, Err: err}
	}
	over := func(field, input, msg string) error { return fail(field, input, msg, core.ErrLimit) }
	roster := roster
	if r.Style != nil && r.Style.Roster != nil {
		roster = r.Style.Roster
	}
	tags := len(roster)
	tagPair := func(name, value string) error {
		if !validName(name) {
			return fail("tag name", name, "not a PGN symbol (want letters, digits and '_')", core.ErrSyntax)
		}
		n := len(name) + 5 // '[', ' ', two quotes, ']'
		for i := 0; i < len(value); i++ {
			switch c := value[i]; {
			case c < ' ' || c == 0x7f:
				return fail("tag "+name, value, "a control character in a tag value (PGN strings hold none; it would read back as a space)", core.ErrSyntax)
			case c == '"' || c == '\\':
				n++
			}
			n++
		}
		if n > lim.TagBytes {
			return over("tag "+name, value, "tag pair longer than the limit PGNLimits.TagBytes = "+strconv.Itoa(lim.TagBytes)+" bytes")
		}
		return nil
	}
	for _, name := range roster {
		v, _ := r.Get(name)
		if err := tagPair(name, v); err != nil {
			return err
		}
	}
	for i, t := range r.Tags {
		if containsName(roster, t.Name) && !containsTagBefore(r.Tags[:i], t.Name) {
			continue // written in the roster
		}
		if tags++; tags > lim.Tags {
			return over("tag", t.Name, "more tag pairs than the limit PGNLimits.Tags = "+strconv.Itoa(lim.Tags))
		}
		if err := tagPair(t.Name, t.Value); err != nil {
			return err
		}
	}
	switch res := r.Result; res {
	case "", "*", "1-0", "0-1", "1/2-1/2":
	default:
		if _, ok := r.Style.result([]byte(res)); !ok {
			return fail("result", res, "not a result (want 1-0, 0-1, 1/2-1/2 or *)", core.ErrSyntax)
		}
	}
	comment := func(where, c string) error {
		if len(c)+1 > lim.CommentBytes {
			return over("comment", c, "comment longer than the limit PGNLimits.CommentBytes = "+strconv.Itoa(lim.CommentBytes)+" bytes")
		}
		if strings.ContainsAny(c, "\r\n") || strings.TrimSpace(c) != c {
			return fail("comment", c, where+": a comment with a line break or white space at an end reads back otherwise", core.ErrSyntax)
		}
		return nil
	}
	if err := comment("the record's comment", r.Comment); err != nil {
		return err
	}
	moves := 0
	var line func(ms []RecordMove, depth int) error
	line = func(ms []RecordMove, depth int) error {
		for i := range ms {
			m := &ms[i]
			if moves++; moves > lim.Moves {
				return over("movetext", m.Text, "more moves than the limit PGNLimits.Moves = "+strconv.Itoa(lim.Moves))
			}
			if len(m.Text) > MaxTokenBytes {
				return over("move", m.Text, "move longer than MaxTokenBytes = "+strconv.Itoa(MaxTokenBytes)+" bytes")
			}
			if !r.validMove(m.Text) {
				return fail("move", m.Text, "not a move as PGN reads one (a symbol that begins with a letter, without glyphs)", core.ErrSyntax)
			}
			for _, n := range m.NAGs {
				if n < 0 || n > 999_999_999 {
					return fail("move "+m.Text, strconv.Itoa(n), "annotation glyph out of range ($0 to $999999999)", core.ErrSyntax)
				}
			}
			if m.StartingComment != "" {
				if err := comment("the starting comment of "+m.Text, m.StartingComment); err != nil {
					return err
				}
			}
			for _, c := range m.Comments {
				if err := comment("a comment of "+m.Text, c); err != nil {
					return err
				}
			}
			if len(m.Variations) > 0 && depth+1 > lim.VariationDepth {
				return over("variation", m.Text, "variations nested deeper than the limit PGNLimits.VariationDepth = "+strconv.Itoa(lim.VariationDepth))
			}
			for _, v := range m.Variations {
				if err := line(v, depth+1); err != nil {
					return err
				}
			}
		}
		return nil
	}
	if err := line(r.Moves, 0); err != nil {
		return err
	}
	if n := len(AppendPGN(nil, r)) - 2; n > lim.GameBytes { // the blank line after the game is not the game's
		return over("game", r.Comment, "game longer than the limit PGNLimits.GameBytes = "+strconv.Itoa(lim.GameBytes)+" bytes ("+strconv.Itoa(n)+")")
	}
	return nil
}

// AppendText implements [encoding.TextAppender]: it appends the record as
// [AppendPGN] writes it, once [Record.Check] with the default limits
// finds nothing wrong with it, and else returns dst and Check's error.
func (r *Record) AppendText(dst []byte) ([]byte, error) {
	if err := r.Check(PGNLimits{}); err != nil {
		return dst, err
	}
	return AppendPGN(dst, r), nil
}

// MarshalText implements [encoding.TextMarshaler] with
// [Record.AppendText]: the record's PGN text, or Check's error.
func (r *Record) MarshalText() ([]byte, error) { return r.AppendText(nil) }

// validName reports whether name is a PGN tag name: letters, digits and
// '_', as the reader reads a tag pair's name.
func validName(name string) bool {
	if name == "" {
		return false
	}
	for i := 0; i < len(name); i++ {
		if c := name[i]; !isLetter(c) && (c < '0' || c > '9') && c != '_' {
			return false
		}
	}
	return true
}

// safeName returns name as AppendPGN writes it: as it is if it holds no
// byte that would end or split its tag pair (white space, a control
// character, '"', ']'), else with '_' for each such byte ("_" for ""), so
// that a bad name never begins another tag or game. A name the reader
// read is written as it is.
func safeName(name string) string {
	if safeTagName(name) {
		return name
	}
	bad := func(c byte) bool { return c <= ' ' || c == 0x7f || c == '"' || c == ']' }
	b := []byte(name)
	for i, c := range b {
		if bad(c) {
			b[i] = '_'
		}
	}
	if len(b) == 0 {
		return "_"
	}
	return string(b)
}

// safeTagName reports whether name is a tag name the reader reads back as
// it is: not empty, without white space, control characters, '"' or ']'
// (a looser rule than validName's PGN symbols, which the reader takes
// too).
func safeTagName(name string) bool {
	if name == "" {
		return false
	}
	for i := 0; i < len(name); i++ {
		if c := name[i]; c <= ' ' || c == 0x7f || c == '"' || c == ']' {
			return false
		}
	}
	return true
}

// validMove reports whether text reads back as one move with no glyphs.
func (r *Record) validMove(text string) bool {
	if text == "" || len(text) > MaxTokenBytes || !isLetter(text[0]) {
		return false
	}
	for i := 0; i < len(text); i++ {
		c := text[i]
		if pgnDelim[c] || c == '[' || c == ']' || c == '"' || c == '$' || c == '!' || c == '?' {
			return false
		}
	}
	_, res := r.Style.result([]byte(text))
	return !res
}

// safeMove returns text as AppendPGN writes it: as it is if it reads back
// as a move, else with each byte that would end or split it as '_' and a
// leading '_' where it does not begin with a letter or is a result, so
// that it reads as one bad token of its game, never as the end of the
// game or another game.
func (r *Record) safeMove(text string) string {
	if r.validMove(text) {
		return text
	}
	b := []byte(text)
	if len(b) > MaxTokenBytes {
		b = b[:MaxTokenBytes]
	}
	for i, c := range b {
		if pgnDelim[c] || c == '[' || c == ']' || c == '"' || c == '$' || c == '!' || c == '?' {
			b[i] = '_'
		}
	}
	return "_" + string(b)
}

func containsName(names []string, name string) bool {
	for _, n := range names {
		if n == name {
			return true
		}
	}
	return false
}

func containsTagBefore(tags []Tag, name string) bool {
	for _, t := range tags {
		if t.Name == name {
			return true
		}
	}
	return false
}
