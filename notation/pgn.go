package notation

import (
	"bufio"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/chaturanga-go/chaturanga/core"
)

// A Tag is one PGN tag pair, such as [Variant "makruk"].
type Tag struct{ Name, Value string }

// A Record is one game as a PGN file holds it: tags and movetext, before
// any game's rules have looked at it. The games' packages replay a Record
// into their Game type and write one back (makruk.ReadRecord,
// makruk.NewRecord and so on).
type Record struct {
	Tags []Tag
	// Comment is the comment before the first move, if any.
	Comment string
	// Moves is the main line.
	Moves []RecordMove
	// Result is the termination marker ending the movetext: "1-0", "0-1",
	// "1/2-1/2" or "*".
	Result string
	// FirstMove is the number of the first move (1 unless the game starts
	// from a set-up position) and BlackFirst says whether Black makes it;
	// the writer numbers the moves from them.
	FirstMove  int
	BlackFirst bool
	// Line is the line of the input on which the game starts (0 for a
	// record not read from text).
	Line int
	// Style, when not nil, is how the record is written (its tag roster
	// and move numbering) and was read; nil is standard PGN. Games whose
	// turns do not simply alternate between two players set it (see
	// [PGNStyle]).
	Style *PGNStyle
}

// A RecordMove is one move of a record with what PGN attaches to it.
type RecordMove struct {
	// Text is the move as written, without move number or annotation
	// glyphs such as "!?" (those become NAGs).
	Text string
	// NAGs are the numeric annotation glyphs ($1 or "!" is 1, and so on).
	NAGs []int
	// Comments are the comments written after the move.
	Comments []string
	// Variations are alternatives to this move, each a line of moves
	// played instead of it.
	Variations [][]RecordMove
}

// Get returns the value of the first tag called name (case-sensitive) and
// whether there is one.
func (r *Record) Get(name string) (string, bool) {
	for _, t := range r.Tags {
		if t.Name == name {
			return t.Value, true
		}
	}
	return "", false
}

// Set sets tag name to value, replacing an existing one or adding it.
func (r *Record) Set(name, value string) {
	for i := range r.Tags {
		if r.Tags[i].Name == name {
			r.Tags[i].Value = value
			return
		}
	}
	r.Tags = append(r.Tags, Tag{name, value})
}

// A PGNReader reads games from PGN text one at a time, as a stream: it
// reads only as much of its reader as the next game needs, and after a
// syntax error it reports the line of the bad token and goes on with the
// next game. It does no I/O beyond reading the reader it is given.
type PGNReader struct {
	r     *bufio.Reader
	line  int    // line of the next byte
	peek  []byte // a pushed-back line
	eof   bool
	style *PGNStyle // nil for standard PGN
}

// NewPGNReader returns a reader of the PGN text in r.
func NewPGNReader(r io.Reader) *PGNReader {
	return &PGNReader{r: bufio.NewReader(r), line: 1}
}

// nextLine returns the next line without its end, or ok false at the end.
func (p *PGNReader) nextLine() (line string, n int, ok bool) {
	if p.peek != nil {
		l := p.peek
		p.peek = nil
		p.line++
		return string(l), p.line - 1, true
	}
	if p.eof {
		return "", p.line, false
	}
	b, err := p.r.ReadBytes('\n')
	if err != nil {
		p.eof = true
		if len(b) == 0 {
			return "", p.line, false
		}
	}
	p.line++
	return strings.TrimRight(string(b), "\r\n"), p.line - 1, true
}

func (p *PGNReader) unread(l string) {
	p.peek = []byte(l)
	p.line--
}

// Next returns the next game. At the end of the input it returns io.EOF.
// A malformed game gives a *core.ParseError wrapping core.ErrSyntax whose
// Line and Input name the bad line and token; the next call reads on from
// the following game. An error of the underlying reader other than io.EOF
// ends the input like io.EOF does.
func (p *PGNReader) Next() (*Record, error) {
	// Skip to the first tag or movetext line.
	var first string
	var firstLine int
	for {
		l, n, ok := p.nextLine()
		if !ok {
			return nil, io.EOF
		}
		t := strings.TrimSpace(l)
		if t == "" || strings.HasPrefix(l, "%") {
			continue
		}
		first, firstLine = l, n
		break
	}
	rec := &Record{Line: firstLine, FirstMove: 1, Style: p.style}
	p.unread(first)
	// Tags.
	for {
		l, n, ok := p.nextLine()
		if !ok {
			break
		}
		t := strings.TrimSpace(l)
		if t == "" {
			if len(rec.Tags) > 0 {
				continue
			}
			continue
		}
		if !strings.HasPrefix(t, "[") {
			p.unread(l)
			break
		}
		tag, err := parseTag(t)
		if err != nil {
			p.skipGame()
			return nil, &core.ParseError{Op: "notation.PGNReader.Next", Input: t, Field: "tag", Offset: -1, Line: n, Msg: err.Error(), Err: core.ErrSyntax}
		}
		rec.Tags = append(rec.Tags, tag)
	}
	// Movetext up to the result.
	mt := movetext{p: p}
	moves, err := mt.moves(0, rec)
	if err != nil {
		p.skipGame()
		return nil, err
	}
	rec.Moves = moves
	if rec.Result == "" {
		if len(rec.Moves) == 0 && len(rec.Tags) == 0 {
			return nil, io.EOF
		}
		rec.Result = "*"
	}
	return rec, nil
}

// skipGame skips input up to the next line that starts a game's tags.
func (p *PGNReader) skipGame() {
	for {
		l, _, ok := p.nextLine()
		if !ok {
			return
		}
		if strings.HasPrefix(strings.TrimSpace(l), "[") {
			p.unread(l)
			return
		}
	}
}

type tagError string

func (e tagError) Error() string { return string(e) }

func parseTag(t string) (Tag, error) {
	if !strings.HasSuffix(t, "]") {
		return Tag{}, tagError("a tag must end with ]")
	}
	body := strings.TrimSpace(t[1 : len(t)-1])
	i := strings.IndexAny(body, " \t")
	if i <= 0 {
		return Tag{}, tagError("want [Name \"value\"]")
	}
	name, rest := body[:i], strings.TrimSpace(body[i:])
	if len(rest) < 2 || rest[0] != '"' || rest[len(rest)-1] != '"' {
		return Tag{}, tagError("the value must be in double quotes")
	}
	var v strings.Builder
	for j := 1; j < len(rest)-1; j++ {
		c := rest[j]
		if c == '\\' && j+1 < len(rest)-1 {
			j++
			c = rest[j]
		} else if c == '"' {
			return Tag{}, tagError("unescaped quote in the value")
		}
		if c < ' ' || c == 0x7f {
			c = ' ' // PGN forbids control characters in strings
		}
		v.WriteByte(c)
	}
	return Tag{name, v.String()}, nil
}

// movetext tokenizes movetext across lines.
type movetext struct {
	p    *PGNReader
	buf  string // the rest of the current line
	line int
	done bool
}

// token returns the next token: "(", ")", "{comment", "$n", a result, or
// a move or move number; "" at the end of input or at the next game's
// tags.
func (m *movetext) token() (string, error) {
	for {
		m.buf = strings.TrimLeft(m.buf, " \t")
		if m.buf == "" {
			if m.done {
				return "", nil
			}
			l, n, ok := m.p.nextLine()
			if !ok {
				m.done = true
				return "", nil
			}
			if strings.HasPrefix(strings.TrimSpace(l), "[") {
				m.p.unread(l)
				m.done = true
				return "", nil
			}
			if strings.HasPrefix(l, "%") {
				continue
			}
			m.buf, m.line = l, n
			continue
		}
		switch c := m.buf[0]; c {
		case '(', ')':
			m.buf = m.buf[1:]
			return string(c), nil
		case ';':
			t := "{" + strings.TrimSpace(m.buf[1:])
			m.buf = ""
			return t, nil
		case '{':
			var b strings.Builder
			rest := m.buf[1:]
			start := m.line
			for {
				if i := strings.IndexByte(rest, '}'); i >= 0 {
					b.WriteString(rest[:i])
					m.buf = rest[i+1:]
					return "{" + strings.TrimSpace(b.String()), nil
				}
				b.WriteString(rest)
				b.WriteByte(' ')
				l, n, ok := m.p.nextLine()
				if !ok {
					return "", &core.ParseError{Op: "notation.PGNReader.Next", Input: "{", Field: "comment", Offset: -1, Line: start, Msg: "comment not closed", Err: core.ErrSyntax}
				}
				rest, m.line = l, n
			}
		}
		i := strings.IndexAny(m.buf, " \t(){};")
		if i < 0 {
			i = len(m.buf)
		}
		t := m.buf[:i]
		m.buf = m.buf[i:]
		return t, nil
	}
}

var nagSuffix = map[string]int{"!": 1, "?": 2, "!!": 3, "??": 4, "!?": 5, "?!": 6}

// moves reads moves until ")" (depth > 0) or a result (depth 0).
func (m *movetext) moves(depth int, rec *Record) ([]RecordMove, error) {
	var moves []RecordMove
	bad := func(tok, msg string) ([]RecordMove, error) {
		return nil, &core.ParseError{Op: "notation.PGNReader.Next", Input: tok, Field: "movetext", Offset: -1, Line: m.line, Msg: msg, Err: core.ErrSyntax}
	}
	for {
		tok, err := m.token()
		if err != nil {
			return nil, err
		}
		switch {
		case tok == "":
			if depth > 0 {
				return bad("(", "variation not closed")
			}
			return moves, nil
		case tok == "(":
			if len(moves) == 0 {
				return bad(tok, "a variation must follow a move")
			}
			v, err := m.moves(depth+1, rec)
			if err != nil {
				return nil, err
			}
			last := &moves[len(moves)-1]
			last.Variations = append(last.Variations, v)
		case tok == ")":
			if depth == 0 {
				return bad(tok, "unexpected )")
			}
			return moves, nil
		case tok[0] == '{':
			text := tok[1:]
			if len(moves) == 0 {
				if depth == 0 {
					rec.Comment = joinComment(rec.Comment, text)
				}
				continue
			}
			last := &moves[len(moves)-1]
			last.Comments = append(last.Comments, text)
		case tok[0] == '$':
			n, ok := ParseUint(tok[1:])
			if !ok || len(moves) == 0 {
				return bad(tok, "bad annotation glyph")
			}
			last := &moves[len(moves)-1]
			last.NAGs = append(last.NAGs, n)
		case tok == "1-0" || tok == "0-1" || tok == "1/2-1/2" || tok == "*" || m.p.style.isResult(tok):
			if depth > 0 {
				return bad(tok, "result inside a variation")
			}
			rec.Result = tok
			return moves, nil
		default:
			// Move numbers "12." and "12...", possibly glued to the move.
			rest := tok
			if rest[0] >= '0' && rest[0] <= '9' {
				i := 0
				for i < len(rest) && rest[i] >= '0' && rest[i] <= '9' {
					i++
				}
				if i < len(rest) && rest[i] != '.' {
					return bad(tok, "not a move")
				}
				num, _ := strconv.Atoi(rest[:i])
				dots := 0
				for i < len(rest) && rest[i] == '.' {
					i++
					dots++
				}
				if depth == 0 && len(moves) == 0 && num > 0 && num < 1<<30 {
					rec.FirstMove, rec.BlackFirst = num, dots >= 3
				}
				rest = rest[i:]
				if rest == "" {
					continue
				}
			}
			text := strings.TrimRight(rest, "!?")
			mv := RecordMove{Text: text}
			if suf := rest[len(text):]; suf != "" {
				n, ok := nagSuffix[suf]
				if !ok {
					return bad(tok, "bad annotation "+strconv.Quote(suf))
				}
				mv.NAGs = append(mv.NAGs, n)
			}
			if text == "" || !isLetter(text[0]) || strings.ContainsAny(text, "[]\"") {
				return bad(tok, "not a move")
			}
			moves = append(moves, mv)
		}
	}
}

// joinComment joins the comments before the first move.
func joinComment(a, b string) string {
	switch {
	case a == "":
		return b
	case b == "":
		return a
	}
	return a + " " + b
}

// The Seven Tag Roster, written first and in this order.
var roster = []string{"Event", "Site", "Date", "Round", "White", "Black", "Result"}

// AppendPGN appends the record as PGN text to dst: the Seven Tag Roster
// first (the first tag of each name, with "?" for missing ones and the
// record's result), the other tags in their order (a second tag of a
// roster name among them), a blank line, the movetext numbered from
// FirstMove and wrapped before 80 columns, the result, and a blank line.
// A record with a Style is written in that style: its roster first, its
// move numbers.
//
// PGN text cannot hold everything a string can, so the writer normalises
// where it must, as the reader would read the text anyway:
//   - In a tag value, '"' and '\' are escaped with '\', and each control
//     character (a newline, a tab, any byte below 0x20 and DEL), which PGN
//     forbids in a string, is written as a space.
//   - In a comment, each newline and carriage return is written as a space
//     (the reader reads a line break in a comment as a space, and trims a
//     comment's leading and trailing white space). A comment that holds a
//     '}' is written as a rest-of-line comment, "; text", which may hold
//     one, and the movetext goes on on the next line.
//
// So a record that PGNReader returned is written to text that reads back
// to an equal record (but for Line, and the roster's tags, which are
// written first and filled in). Tag names and move texts are written as
// they are: they must be PGN symbols (a move begins with a letter and has
// no white space or any of "(){};[]\"").
func AppendPGN(dst []byte, r *Record) []byte {
	roster := roster
	number := r.twoPlayerNumber
	if s := r.Style; s != nil {
		if s.Roster != nil {
			roster = s.Roster
		}
		if s.Number != nil {
			number = s.Number
		}
	}
	result := r.Result
	if result == "" {
		result = "*"
	}
	writeTag := func(name, value string) {
		dst = append(dst, '[')
		dst = append(dst, name...)
		dst = append(dst, ' ', '"')
		for i := 0; i < len(value); i++ {
			switch c := value[i]; {
			case c == '"' || c == '\\':
				dst = append(dst, '\\', c)
			case c < ' ' || c == 0x7f:
				dst = append(dst, ' ')
			default:
				dst = append(dst, c)
			}
		}
		dst = append(dst, '"', ']', '\n')
	}
	for _, name := range roster {
		v, ok := r.Get(name)
		switch {
		case name == "Result":
			v = result
		case !ok:
			v = "?"
		}
		writeTag(name, v)
	}
	for i, t := range r.Tags {
		// The roster wrote the first tag of each of its names.
		if !slices.Contains(roster, t.Name) || slices.ContainsFunc(r.Tags[:i], func(u Tag) bool { return u.Name == t.Name }) {
			writeTag(t.Name, t.Value)
		}
	}
	dst = append(dst, '\n')
	w := wrapper{dst: dst}
	if r.Comment != "" {
		w.comment(r.Comment)
	}
	writeMoves(&w, r.Moves, number)
	w.word(result)
	dst = append(w.dst, '\n', '\n')
	return dst
}

// twoPlayerNumber is the numbering of two-player PGN: "12." before
// White's moves, "12..." before Black's when interrupted.
func (r *Record) twoPlayerNumber(ply int, interrupted bool) string {
	ply += b2i(r.BlackFirst)
	num := max(r.FirstMove, 1) + ply/2
	switch {
	case ply%2 == 0:
		return strconv.Itoa(num) + "."
	case interrupted:
		return strconv.Itoa(num) + "..."
	}
	return ""
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// writeMoves writes the main line and its variations, depth first. It
// keeps its own stack rather than recursing, so that no record, however
// deeply its variations nest, can overflow the goroutine's stack.
func writeMoves(w *wrapper, moves []RecordMove, number func(ply int, interrupted bool) string) {
	type line struct {
		moves       []RecordMove
		ply         int  // the ply of moves[0]
		i           int  // the move being written
		v           int  // the next variation of moves[i] to write, -1 before the move
		interrupted bool // the next move follows a comment or variation
	}
	stack := []line{{moves: moves, v: -1, interrupted: true}}
	for len(stack) > 0 {
		l := &stack[len(stack)-1]
		if l.i == len(l.moves) {
			stack = stack[:len(stack)-1]
			if len(stack) > 0 {
				w.word(")")
				stack[len(stack)-1].interrupted = true
			}
			continue
		}
		m := &l.moves[l.i]
		if l.v < 0 {
			if n := number(l.ply+l.i, l.interrupted); n != "" {
				w.word(n)
			}
			w.word(m.Text)
			l.interrupted = false
			for _, n := range m.NAGs {
				w.nag(n)
			}
			for _, c := range m.Comments {
				w.comment(c)
				l.interrupted = true
			}
			l.v = 0
		}
		if l.v < len(m.Variations) {
			v := m.Variations[l.v]
			l.v++
			w.word("(")
			stack = append(stack, line{moves: v, ply: l.ply + l.i, v: -1, interrupted: true})
			continue
		}
		l.i++
		l.v = -1
	}
}

// wrapper joins words with spaces and breaks lines before 80 columns. It
// keeps the column and what the last word was, so that each word costs
// time in its own length only.
type wrapper struct {
	dst  []byte
	col  int  // bytes on the current line
	open bool // the last word was "("
	brk  bool // the last word was a rest-of-line comment: the next begins a line
}

// space writes what goes before a word of n bytes: nothing, a space or a
// line break.
func (w *wrapper) space(n int, closing bool) {
	switch {
	case w.brk:
		w.dst = append(w.dst, '\n')
		w.col = 0
	case w.col == 0:
	case closing || w.open:
	case w.col+1+n > 79:
		w.dst = append(w.dst, '\n')
		w.col = 0
	default:
		w.dst = append(w.dst, ' ')
		w.col++
	}
	w.col += n
	w.open, w.brk = false, false
}

func (w *wrapper) word(s string) {
	w.space(len(s), s == ")")
	w.dst = append(w.dst, s...)
	w.open = s == "("
}

// nag writes "$n".
func (w *wrapper) nag(n int) {
	var b [24]byte
	d := strconv.AppendInt(append(b[:0], '$'), int64(n), 10)
	w.space(len(d), false)
	w.dst = append(w.dst, d...)
}

// comment writes c in braces, with its line breaks as spaces; if c holds a
// '}', which would end a brace comment early, it writes "; c" and ends
// the line there.
func (w *wrapper) comment(c string) {
	if !strings.Contains(c, "}") {
		w.space(len(c)+2, false)
		w.dst = append(w.dst, '{')
		w.dst = appendFlat(w.dst, c)
		w.dst = append(w.dst, '}')
		return
	}
	w.space(len(c)+2, false)
	w.dst = append(w.dst, ';', ' ')
	w.dst = appendFlat(w.dst, c)
	w.brk = true
}

// appendFlat appends s with each line break ('\n' or '\r') as a space.
func appendFlat(dst []byte, s string) []byte {
	for {
		i := strings.IndexAny(s, "\r\n")
		if i < 0 {
			return append(dst, s...)
		}
		dst = append(append(dst, s[:i]...), ' ')
		s = s[i+1:]
	}
}
