package notation

import (
	"bytes"
	"errors"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/chaturanga-go/chaturanga/core"
)

// A Tag is one PGN tag pair, such as [Variant "makruk"]: core.Tag, which a
// game keeps of the record it was read from (core.Game.Tags).
type Tag = core.Tag

// A Record is one game as a PGN file holds it: tags and movetext, before
// any game's rules have looked at it. The games' packages replay a Record
// into their Game type and write one back (makruk.ReadRecord,
// makruk.NewRecord and so on).
type Record struct {
	Tags []Tag
	// Comment is the comment before the first move, if any (the
	// comments there joined by spaces).
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

// A RecordMove is one move of a record with what PGN attaches to it, as
// python-chess's game tree node holds it (core.Notes is the same for a
// game's moves, and the games' ReadRecord and NewRecord carry one to the
// other).
type RecordMove struct {
	// Text is the move as written, without move number or annotation
	// glyphs such as "!?" (those become NAGs).
	Text string
	// NAGs are the numeric annotation glyphs ($1 or "!" is 1, and so on).
	NAGs []int
	// Comments are the comments written after the move (a comment before
	// a move that does not begin a line is one after the move before
	// it). A clock comment, "[%clk 1:02:03]", is one: see [Clock].
	Comments []string
	// Variations are alternatives to this move, each a line of moves
	// played instead of it.
	Variations [][]RecordMove
	// StartingComment is the comment written before the move where it
	// begins a variation (python-chess's starting_comment), the comments
	// there joined by spaces; the comment before the first move of the
	// main line is the record's [Record.Comment]. The writer writes it
	// before any move that has one; before a move that does not begin a
	// line it reads back as a comment after the move before.
	StartingComment string
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
	r.Tags = append(r.Tags, Tag{Name: name, Value: value})
}

// Limits of the PGN reader: the defaults of [PGNLimits], and the length of
// a token, which is fixed.
const (
	// DefaultMaxGameBytes is the default of PGNLimits.GameBytes, 4 MiB.
	DefaultMaxGameBytes = 4 << 20
	// DefaultMaxMoves is the default of PGNLimits.Moves.
	DefaultMaxMoves = 100_000
	// DefaultMaxVariationDepth is the default of PGNLimits.VariationDepth,
	// 64: core.MaxVariationDepth, the depth a game keeps.
	DefaultMaxVariationDepth = core.MaxVariationDepth
	// DefaultMaxCommentBytes is the default of PGNLimits.CommentBytes,
	// 64 KiB.
	DefaultMaxCommentBytes = 64 << 10
	// DefaultMaxTags is the default of PGNLimits.Tags.
	DefaultMaxTags = 1000
	// DefaultMaxTagBytes is the default of PGNLimits.TagBytes, 16 KiB.
	DefaultMaxTagBytes = 16 << 10
	// MaxTokenBytes is the longest token of movetext, such as a move
	// with its number and glyphs ("12...Nxe4!?"), a glyph ("$14") or a
	// result, as the PGN standard has it: a longer one is an error.
	MaxTokenBytes = 255
	// MaxQuotedRunes is how much of a token, line or comment an error of
	// the reader quotes: longer input is cut to its first MaxQuotedRunes
	// runes and "…".
	MaxQuotedRunes = 40
)

// PGNLimits bound what one game of PGN text may hold, so that the memory
// and time a [PGNReader] spends on a game are bounded by them and not by
// the input. A zero (or negative) field means its default, the constant
// named in its description; the defaults are far beyond any real game.
//
// A game that goes over a limit gives a *core.ParseError wrapping
// core.ErrSyntax whose message names the limit (such as
// "PGNLimits.Moves = 100000"); the reader skips the rest of the game
// without keeping it and reads the next one.
type PGNLimits struct {
	// GameBytes is the length of a game's text, from its first tag or
	// token to its result, blank lines, comments and escape lines
	// included (default [DefaultMaxGameBytes]). The error gives the
	// game's first line.
	GameBytes int
	// Moves is the number of moves of a game, those of its variations
	// included (default [DefaultMaxMoves]). The error gives the game's
	// first line.
	Moves int
	// VariationDepth is how deep variations may nest: a variation of the
	// main line is at depth 1, a variation of one of its moves at depth 2,
	// and so on (default [DefaultMaxVariationDepth]). The error gives the
	// line of the '(' that goes deeper.
	VariationDepth int
	// CommentBytes is the length of one comment, its line breaks
	// included (default [DefaultMaxCommentBytes]). The error gives the
	// line of the '{' or ';'. A '{' that is never closed takes the input
	// up to the next line that begins a tag pair, or to its end.
	CommentBytes int
	// Tags is the number of tag pairs of a game (default
	// [DefaultMaxTags]). The error gives the game's first line.
	Tags int
	// TagBytes is the length of a tag pair, from its '[' to its ']'
	// (default [DefaultMaxTagBytes]). The error gives the line.
	TagBytes int
}

// orDefaults returns l with its zero and negative fields set to the
// defaults.
func (l PGNLimits) orDefaults() PGNLimits {
	def := func(v *int, d int) {
		if *v <= 0 {
			*v = d
		}
	}
	def(&l.GameBytes, DefaultMaxGameBytes)
	def(&l.Moves, DefaultMaxMoves)
	def(&l.VariationDepth, DefaultMaxVariationDepth)
	def(&l.CommentBytes, DefaultMaxCommentBytes)
	def(&l.Tags, DefaultMaxTags)
	def(&l.TagBytes, DefaultMaxTagBytes)
	return l
}

// A PGNReader reads games from PGN text one at a time, as a stream: it
// reads only as much of its reader as the next game needs (and a buffer
// ahead), and does no I/O beyond reading the reader it is given.
//
// A game is a tag section, lines that begin with '[' (after any spaces)
// holding tag pairs, [Name "value"], and then its movetext: moves,
// move numbers, comments ("{...}", or ";" to the end of the line),
// numeric annotation glyphs ("$14", or "!", "?", "!!", "??", "!?", "?!"
// after a move, or standing alone) and variations in parentheses, up to
// the result ("1-0",
// "0-1", "1/2-1/2", "*", or a word of the reader's [PGNStyle]). A game
// without a result ends at the next line that begins with '[' or at the
// end of the input, and its Result is "*". Either part may be missing: a
// movetext alone is a game, and so is a tag section alone. A blank line
// ends a tag section, so two tag sections with nothing but blank lines
// between them are two games, the first without moves. Tag pairs may
// share a line, and text after the last tag pair on a line begins the
// movetext, so "[Event "a"] 1. e4 * [Event "b"] 1. d4 *" is two games.
// Lines that begin with '%' are skipped, as PGN's escape lines; so is
// white space, and a UTF-8 byte-order mark (U+FEFF) that begins the input
// or a line between tokens (as when files that begin with one are
// joined). A line break inside a comment reads as a space, and a comment
// is trimmed of white space at both ends. Control characters in a tag
// value read as spaces. A line ends at "\n", "\r\n" or "\r".
//
// The movetext is read as leniently as python-chess reads it: move
// numbers with or without dots, glued to the move or apart from it, and
// dots on their own ("1.e4", "1. e4", "1 . e4", "1...e5", "1. ... e5");
// glyphs glued to the move or apart from it ("e4!", "e4 !", "e4$1", "e4
// $1", "e4!!?" as "!!" and "?"); comments touching moves ("e4{good}e5").
// A comment in a variation that has no move, "( {c} )", is kept as a
// comment after the move the variation follows (the empty variation is
// kept too), never dropped.
//
// A comment runs to its '}', but never past a line that begins as a tag
// pair does ('[', a name of letters, digits and underscores, a space, and
// '"'): a '{' still open there is an error, given at the line of the
// '{', and the game that line begins is read next. (A '[' that begins a
// line of a comment otherwise, as in "[%clk 0:01:00]", is comment text.)
// A comment longer than Limits.CommentBytes is an error too: the reader
// reads it to its end without keeping more of it, so that what it holds
// (a result, a '[' line) is never read as movetext, and skips the rest of
// the game. A result inside a variation is an error of the game, which
// goes on to its result outside the variations.
//
// Errors are *core.ParseError values wrapping core.ErrSyntax, whose Line
// and Input name the line and the token (cut to its first [MaxQuotedRunes]
// runes) where the game went wrong. After one the reader skips the rest
// of that game without keeping it, up to its result (outside the
// variations open where it went wrong) or the next line that begins with
// '[', and the next call of Next reads the next game: a bad game never
// takes later games with it, and one game of the input is one record or
// one error ([PGNReader.GameLine] gives the first line of the game an
// error is about). Text that is not a game (comments or move numbers with
// no tags, moves or result before the next tag section or the end of the
// input, such as a stray comment between two games) is reported so, as an
// error at its first line, and reading goes on after it; it is never
// dropped silently.
//
// Limits, set in the field Limits (see [PGNLimits] for each limit, its
// default, and the line its error gives), bound the length of a game, its
// moves, the nesting of its variations, the length of a comment, and the
// number and length of its tags; a token longer than [MaxTokenBytes] is an
// error too. A game over a limit is an error that names the limit, and is
// skipped as any bad game is. So the memory a game takes is bounded by the
// limits whatever the input is, and the time is linear in the input. A
// record holds about 100 bytes per move (the RecordMove, 104 bytes) beside its text,
// which GameBytes bounds; reading it takes up to twice that, and the
// reader keeps a buffer of 32 KiB and one of the longest comment or tag
// pair it has read.
//
// An error of the underlying reader other than io.EOF is returned by Next
// as it is, in place of the game it cut short; Next returns io.EOF after
// it.
type PGNReader struct {
	// Limits bound what a game may hold (zero fields are the defaults).
	// Set them before calling Next; a change applies from the next call.
	Limits PGNLimits

	src   io.Reader
	buf   []byte // buf[r:w] is read and not yet consumed
	r, w  int
	err   error // the error the source returned, once it has
	sent  bool  // Next has returned err (or io.EOF)
	n     int64 // bytes consumed
	line  int   // the line of buf[r], from 1
	bol   bool  // buf[r] begins a line
	blank bool  // the line has nothing but white space before buf[r]
	style *PGNStyle

	gameLine int // the first line of the game Next read last, 0 if none

	tok    []byte         // the token, comment or tag line just read
	opener byte           // the '{' or ';' that opened the comment in tok
	frames []moveFrame    // the lines of moves being read: the main line, its open variations
	spare  [][]RecordMove // empty chunks for the frames
	texts  *[1024]string  // move texts read lately, by hash (see intern)
}

// A moveFrame is a line of moves being read: the main line, or a
// variation opened by a '(' on line open. It holds the moves in chunks of
// chunkMoves, which the reader reuses, and copies them to a slice of the
// exact length when the line ends, so that a line costs its moves once
// and then once more while it is read, however long it grows (appending
// to one slice would copy it at each growth and leave spare capacity in
// the record).
type moveFrame struct {
	chunks [][]RecordMove // full chunks, and the one being filled
	n      int            // the moves in all chunks
	open   int
	// starting gathers the comments before a variation's first move,
	// joined by spaces (the main line's go to the record's Comment).
	starting []byte
}

// chunkMoves is the size of a moveFrame's chunks.
const chunkMoves = 256

// last returns the last move of the line, or nil if it has none.
func (f *moveFrame) last() *RecordMove {
	if f.n == 0 {
		return nil
	}
	c := f.chunks[len(f.chunks)-1]
	return &c[len(c)-1]
}

// push appends m to the line.
func (p *PGNReader) push(f *moveFrame, m RecordMove) {
	if k := len(f.chunks); k == 0 || len(f.chunks[k-1]) == chunkMoves {
		var c []RecordMove
		if n := len(p.spare); n > 0 {
			c, p.spare = p.spare[n-1], p.spare[:n-1]
		} else {
			c = make([]RecordMove, 0, chunkMoves)
		}
		f.chunks = append(f.chunks, c)
	}
	if f.n == 0 && len(f.starting) > 0 {
		m.StartingComment = string(f.starting)
		f.starting = f.starting[:0]
	}
	c := &f.chunks[len(f.chunks)-1]
	*c = append(*c, m)
	f.n++
}

// take returns the moves of the line (nil for none) and empties it.
func (p *PGNReader) take(f *moveFrame) []RecordMove {
	var out []RecordMove
	if f.n > 0 {
		out = make([]RecordMove, 0, f.n)
		for _, c := range f.chunks {
			out = append(out, c...)
		}
	}
	p.drop(f)
	return out
}

// drop empties the line, keeping its chunks, emptied, for reuse.
func (p *PGNReader) drop(f *moveFrame) {
	for _, c := range f.chunks {
		clear(c)
		p.spare = append(p.spare, c[:0])
	}
	clear(f.chunks)
	f.chunks, f.n, f.starting = f.chunks[:0], 0, f.starting[:0]
}

// pgnBufSize is the size of a PGNReader's buffer.
const pgnBufSize = 32 << 10

// NewPGNReader returns a reader of the PGN text in r, with the default
// limits.
func NewPGNReader(r io.Reader) *PGNReader {
	return &PGNReader{src: r, line: 1, bol: true, blank: true}
}

// errBadRead reports a reader that returned a count out of range.
var errBadRead = errors.New("notation.PGNReader: the reader returned an invalid count")

// fill reads more input into the buffer, after what is there and not yet
// consumed. It returns false when nothing more can be read: at the end of
// the input, after an error of the reader, or when the buffer is full.
func (p *PGNReader) fill() bool {
	if p.err != nil || p.src == nil {
		return false
	}
	if p.buf == nil {
		p.buf = make([]byte, pgnBufSize)
	}
	// Move what is left to the start when there is nothing to move, or
	// little room after it (not each time: ahead may call fill for a few
	// bytes at a time).
	if p.r > 0 && (p.r == p.w || len(p.buf)-p.w < 1024) {
		p.w = copy(p.buf, p.buf[p.r:p.w])
		p.r = 0
	}
	if p.w == len(p.buf) {
		return false
	}
	for range 100 {
		n, err := p.src.Read(p.buf[p.w:])
		if n < 0 || n > len(p.buf)-p.w {
			p.err = errBadRead
			return false
		}
		p.w += n
		if err != nil {
			p.err = err
			return n > 0
		}
		if n > 0 {
			return true
		}
	}
	p.err = io.ErrNoProgress
	return false
}

// peek returns the next byte without consuming it, or -1 at the end of
// the input.
func (p *PGNReader) peek() int {
	if p.r == p.w && !p.fill() {
		return -1
	}
	return int(p.buf[p.r])
}

// next consumes the byte peek returned; a line end ("\n", "\r\n" or "\r")
// is one.
func (p *PGNReader) next() {
	c := p.buf[p.r]
	p.r++
	p.n++
	switch {
	case c == '\r':
		if (p.r < p.w || p.fill()) && p.buf[p.r] == '\n' {
			p.r++
			p.n++
		}
		fallthrough
	case c == '\n':
		p.line++
		p.bol, p.blank = true, true
	default:
		p.bol = false
		p.blank = p.blank && isBlank(c)
	}
}

// skip consumes the n bytes at buf[r:], none of them a line end.
func (p *PGNReader) skip(n int) {
	if n > 0 {
		p.r += n
		p.n += int64(n)
		p.bol, p.blank = false, false
	}
}

// ahead returns up to k bytes of what comes next, without consuming them
// (fewer only at the end of the input).
func (p *PGNReader) ahead(k int) []byte {
	for p.w-p.r < k && p.fill() {
	}
	return p.buf[p.r:min(p.w, p.r+k)]
}

func isBlank(c byte) bool { return c == ' ' || c == '\t' || c == '\v' || c == '\f' }

// lineEnd returns the index of the first '\n' or '\r' in b, or len(b).
func lineEnd(b []byte) int {
	i := bytes.IndexByte(b, '\n')
	if i < 0 {
		i = len(b)
	}
	if j := bytes.IndexByte(b[:i], '\r'); j >= 0 {
		i = j
	}
	return i
}

// restOfLine consumes the rest of the line, not its end, keeping at most
// limit bytes of it in p.tok; it reports whether there were more.
func (p *PGNReader) restOfLine(limit int) (long bool) {
	p.tok = p.tok[:0]
	for p.r < p.w || p.fill() {
		b := p.buf[p.r:p.w]
		i := lineEnd(b)
		keep := min(i, max(limit-len(p.tok), 0))
		long = long || keep < i
		p.tok = append(p.tok, b[:keep]...)
		p.skip(i)
		if i < len(b) {
			break
		}
	}
	return long
}

// endLine consumes the rest of the line and its end.
func (p *PGNReader) endLine() {
	p.restOfLine(0)
	if p.peek() >= 0 {
		p.next()
	}
}

// pgnDelim marks the bytes that end a symbol token.
var pgnDelim = [256]bool{' ': true, '\t': true, '\v': true, '\f': true, '\n': true, '\r': true,
	'(': true, ')': true, '{': true, '}': true, ';': true}

// word consumes a symbol token, keeping at most MaxTokenBytes of it in
// p.tok; it reports whether there were more.
func (p *PGNReader) word() (long bool) {
	p.tok = p.tok[:0]
	for p.r < p.w || p.fill() {
		b := p.buf[p.r:p.w]
		i := 0
		for i < len(b) && !pgnDelim[b[i]] {
			i++
		}
		keep := min(i, MaxTokenBytes-len(p.tok))
		long = long || keep < i
		p.tok = append(p.tok, b[:keep]...)
		p.skip(i)
		if i < len(b) {
			break
		}
	}
	return long
}

// How a brace comment ended.
const (
	commentClosed  = iota // at its '}'
	commentOpen           // at a line that begins a tag pair, or at the end of the input
	commentTooLong        // at its '}', longer than the limit
)

// braceComment consumes a comment after its '{' up to and with its '}',
// keeping its text in p.tok if keep is set, each line break as a space. It
// stops short at a line that begins a tag pair and at the end of the
// input (commentOpen). A comment longer than limit bytes is read to its
// end all the same, keeping only its first limit bytes, and reported as
// commentTooLong if it is closed: the text after the limit is comment,
// never movetext.
func (p *PGNReader) braceComment(limit int, keep bool) int {
	p.tok = p.tok[:0]
	start := p.n
	long := false
	for {
		if p.r == p.w && !p.fill() {
			return commentOpen
		}
		b := p.buf[p.r:p.w]
		i := 0
		for i < len(b) && b[i] != '}' && b[i] != '\n' && b[i] != '\r' {
			i++
		}
		room := max(limit-int(p.n-start), 0)
		if i > room {
			long = true
		}
		if keep {
			p.tok = append(p.tok, b[:min(i, room)]...)
		}
		p.skip(i)
		switch {
		case i == len(b):
		case b[i] == '}':
			p.next()
			if long {
				return commentTooLong
			}
			return commentClosed
		default:
			p.next()
			if keep && p.n-start <= int64(limit) {
				p.tok = append(p.tok, ' ')
			}
			if p.tagAhead() {
				return commentOpen
			}
		}
	}
}

// tagAhead reports whether the line that begins at buf[r] begins as a tag
// pair does: white space, '[', a name of letters, digits and '_', white
// space, and '"'.
func (p *PGNReader) tagAhead() bool {
	b := p.ahead(512)
	i := 0
	for i < len(b) && isBlank(b[i]) {
		i++
	}
	if i == len(b) || b[i] != '[' {
		return false
	}
	i++
	name := i
	for i < len(b) && (isLetter(b[i]) || b[i] >= '0' && b[i] <= '9' || b[i] == '_') {
		i++
	}
	space := i
	for i < len(b) && isBlank(b[i]) {
		i++
	}
	return i > space && space > name && i < len(b) && b[i] == '"'
}

// The kinds of movetext tokens.
const (
	tokEnd     = iota // the end of the input
	tokTags           // a line that begins with '[', not consumed: the next game's tags
	tokOpen           // "("
	tokClose          // ")"
	tokComment        // a comment, its text in p.tok
	tokWord           // a symbol token in p.tok: a move, move number, glyph or result; or "}"
)

// token consumes the next token of movetext, skipping white space and
// escape lines, and returns its kind and line. It keeps the text of a
// comment in p.tok only if keep is set, and returns errors only then; in
// skip mode (keep false) a bad token is passed over.
func (p *PGNReader) token(lim *PGNLimits, keep bool) (kind, line int, err error) {
	for {
		c := p.peek()
		switch {
		case c < 0:
			return tokEnd, p.line, nil
		case isBlank(byte(c)) || c == '\n' || c == '\r':
			p.next()
			continue
		case c == '%' && p.bol:
			p.endLine()
			continue
		case c == int(bom[0]) && p.bom():
			continue
		case c == '[' && p.blank:
			return tokTags, p.line, nil
		}
		line = p.line
		switch c {
		case '(':
			p.next()
			return tokOpen, line, nil
		case ')':
			p.next()
			return tokClose, line, nil
		case '}':
			p.next()
			p.tok = append(p.tok[:0], '}')
			return tokWord, line, nil
		case '{':
			p.next()
			p.opener = '{'
			switch p.braceComment(lim.CommentBytes, keep) {
			case commentClosed:
				return tokComment, line, nil
			case commentTooLong:
				if keep {
					return tokComment, line, commentError(line, '{', p.tok, "comment longer than the limit PGNLimits.CommentBytes = "+strconv.Itoa(lim.CommentBytes)+" bytes")
				}
				return tokComment, line, nil
			}
			if !keep {
				return tokComment, line, nil
			}
			if p.peek() < 0 {
				return tokComment, line, commentError(line, '{', p.tok, "comment not closed at the end of the input")
			}
			return tokComment, line, commentError(line, '{', p.tok, "comment not closed before the tag pair on line "+strconv.Itoa(p.line))
		case ';':
			p.next()
			p.opener = ';'
			if p.restOfLine(lim.CommentBytes) && keep {
				return tokComment, line, commentError(line, ';', p.tok, "comment longer than the limit PGNLimits.CommentBytes = "+strconv.Itoa(lim.CommentBytes)+" bytes")
			}
			return tokComment, line, nil
		}
		if p.word() && keep {
			return tokWord, line, pgnError(line, "movetext", excerptBytes(p.tok), "token longer than MaxTokenBytes = "+strconv.Itoa(MaxTokenBytes)+" bytes")
		}
		return tokWord, line, nil
	}
}

// pgnError returns the reader's error for a game gone wrong at line, on
// input (cut short already).
func pgnError(line int, field, input, msg string) error {
	return &core.ParseError{Op: "notation.PGNReader.Next", Input: input, Field: field, Offset: -1, Line: line, Msg: msg, Err: core.ErrSyntax}
}

// commentError returns an error about the comment opened with open on
// line, whose text so far is text.
func commentError(line int, open byte, text []byte, msg string) error {
	return pgnError(line, "comment", commentInput(open, text), msg)
}

// commentInput returns the comment opened with open whose text is text,
// as an error quotes it.
func commentInput(open byte, text []byte) string {
	o := "{"
	if open == ';' {
		o = "; "
	}
	return excerpt(o + excerptBytes(bytes.TrimSpace(text)))
}

// excerpt returns s if it has at most MaxQuotedRunes runes, and else its
// first MaxQuotedRunes runes followed by "…": the part of a long input an
// error message quotes. It cuts between runes, never inside one (an
// invalid byte counts as a rune).
func excerpt(s string) string {
	n := 0
	for i := range s {
		if n == MaxQuotedRunes {
			return s[:i] + "…"
		}
		n++
	}
	return s
}

// excerptBytes is excerpt of b, converting no more of b than it needs.
func excerptBytes(b []byte) string {
	// MaxQuotedRunes runes take at most 4 bytes each; one more byte shows
	// whether there is more.
	return excerpt(string(b[:min(len(b), 4*MaxQuotedRunes+1)]))
}

// A gameState is what the reader knows of the game it is reading.
type gameState struct {
	lim   PGNLimits
	start int64  // p.n at the game's first byte
	line  int    // the game's first line
	moves int    // moves read, those of variations included
	first string // the game's first token, for the error about text that is not a game
	eof   bool   // the game ended at the end of the input
	depth int    // the variations open where the movetext went wrong
	// comment gathers the comments before the first move, joined by
	// spaces (in a buffer: joining strings would copy them each time).
	comment []byte
}

// bytesError returns the error for a game longer than the limit, found
// at the token on line.
func (g *gameState) bytesError(p *PGNReader, line int) error {
	return pgnError(g.line, "game", excerptBytes(p.tok), "game longer than the limit PGNLimits.GameBytes = "+strconv.Itoa(g.lim.GameBytes)+" bytes (passed on line "+strconv.Itoa(line)+")")
}

// Next returns the next game (see [PGNReader] for what a game is, and
// which errors it gives). At the end of the input it returns io.EOF. After
// an error the next call reads on from the following game.
func (p *PGNReader) Next() (*Record, error) {
	if p.line == 0 { // a PGNReader not made by NewPGNReader
		p.line, p.bol, p.blank = 1, true, true
	}
	p.gameLine = 0
	// Skip to the game's first line.
	for {
		c := p.peek()
		switch {
		case c < 0:
			return nil, p.end()
		case isBlank(byte(c)) || c == '\n' || c == '\r':
			p.next()
			continue
		case c == '%' && p.bol:
			p.endLine()
			continue
		case c == int(bom[0]) && p.bom():
			continue
		}
		break
	}
	g := &gameState{lim: p.Limits.orDefaults(), start: p.n, line: p.line}
	p.gameLine = g.line
	rec := &Record{Line: p.line, FirstMove: 1, Style: p.style}
	defer p.resetFrames()
	if p.peek() == '[' {
		if err := p.tags(rec, g); err != nil {
			p.skipGame(g, true)
			return nil, err
		}
	}
	if over, err := p.movetext(rec, g); err != nil {
		if !over {
			p.skipGame(g, false)
		}
		return nil, err
	}
	rec.Comment = string(g.comment)
	if g.eof && p.err != nil && p.err != io.EOF {
		return nil, p.end() // the reader failed: the game was cut short
	}
	if rec.Result == "" {
		if len(rec.Tags) == 0 && len(rec.Moves) == 0 {
			return nil, pgnError(g.line, "game", g.first, "not a game: no tags, moves or result (text between games?)")
		}
		rec.Result = "*"
	}
	return rec, nil
}

// GameLine returns the line on which the game that Next read last begins
// (its first tag or token): the line of the record it returned, or of the
// game its *core.ParseError is about, or of the game an error of the
// underlying reader cut short. It is 0 before the first call of Next and
// when Next returned io.EOF.
func (p *PGNReader) GameLine() int { return p.gameLine }

// bom is the UTF-8 encoding of U+FEFF, the byte-order mark.
const bom = "\xef\xbb\xbf"

// bom consumes a byte-order mark at the start of a line, if one is there,
// and reports whether it did; the line still begins after it.
func (p *PGNReader) bom() bool {
	if !p.bol || string(p.ahead(len(bom))) != bom {
		return false
	}
	p.r += len(bom)
	p.n += int64(len(bom))
	return true
}

// end returns the error that ends the input: the reader's error the first
// time if it is not io.EOF, and io.EOF.
func (p *PGNReader) end() error {
	if p.err != nil && p.err != io.EOF && !p.sent {
		p.sent = true
		return p.err
	}
	return io.EOF
}

// tags reads a tag section, from a '['. Tag pairs follow one another on
// a line or on lines of their own; text after the last tag pair on a line
// (not another '[') begins the movetext. After an error the rest of the
// line is consumed, so that skipGame goes on with the next line of the
// section.
func (p *PGNReader) tags(rec *Record, g *gameState) (err error) {
	defer func() {
		if err != nil {
			p.endLine()
		}
	}()
	for {
		line := p.line
		long := p.tagPair(g.lim.TagBytes)
		text := bytes.TrimSpace(p.tok)
		switch {
		case long:
			return pgnError(line, "tag", excerptBytes(text), "tag pair longer than the limit PGNLimits.TagBytes = "+strconv.Itoa(g.lim.TagBytes)+" bytes")
		case len(rec.Tags) == g.lim.Tags:
			return pgnError(g.line, "tag", excerptBytes(text), "more tag pairs than the limit PGNLimits.Tags = "+strconv.Itoa(g.lim.Tags)+" (passed on line "+strconv.Itoa(line)+")")
		case p.n-g.start > int64(g.lim.GameBytes):
			return g.bytesError(p, line)
		}
		tag, err := parseTag(string(text))
		if err != nil {
			return pgnError(line, "tag", excerptBytes(text), err.Error())
		}
		rec.Tags = append(rec.Tags, tag)
		c := p.peek()
		for c >= 0 && isBlank(byte(c)) {
			p.next()
			c = p.peek()
		}
		switch c {
		case '[':
		case '\n', '\r':
			p.next()
			if !p.nextTag() {
				return nil
			}
		default: // the movetext, on the tags' line, or the end of the input
			return nil
		}
	}
}

// tagPair consumes a tag pair from its '[' to its ']' (one outside the
// quoted value), or to the end of the line if it has none, keeping at most
// limit bytes of it in p.tok; it reports whether there were more.
func (p *PGNReader) tagPair(limit int) (long bool) {
	p.tok = p.tok[:0]
	quoted, escaped := false, false
	for p.r < p.w || p.fill() {
		b := p.buf[p.r:p.w]
		i, end := 0, false
	scan:
		for ; i < len(b); i++ {
			switch c := b[i]; {
			case c == '\n' || c == '\r':
				end = true
				break scan
			case escaped:
				escaped = false
			case quoted && c == '\\':
				escaped = true
			case c == '"':
				quoted = !quoted
			case c == ']' && !quoted:
				i++
				end = true
				break scan
			}
		}
		keep := min(i, max(limit-len(p.tok), 0))
		long = long || keep < i
		p.tok = append(p.tok, b[:keep]...)
		p.skip(i)
		if end {
			break
		}
	}
	return long
}

// nextTag skips white space and escape lines at the start of a line and
// reports whether a tag line follows, that is whether the tag section
// goes on.
func (p *PGNReader) nextTag() bool {
	for {
		c := p.peek()
		switch {
		case c == '%' && p.bol:
			p.endLine()
		case c >= 0 && isBlank(byte(c)):
			p.next()
		default:
			return c == '['
		}
	}
}

// skipGame skips the rest of a game after an error, keeping nothing: the
// rest of its tag section if inTags is set, and its movetext up to its
// result outside variations (g.depth variations are open where the error
// was), the next line that begins with '[', or the end of the input.
func (p *PGNReader) skipGame(g *gameState, inTags bool) {
	if inTags {
		for p.nextTag() {
			p.endLine()
		}
	}
	depth := g.depth
	for {
		kind, _, _ := p.token(&g.lim, false)
		switch kind {
		case tokEnd, tokTags:
			return
		case tokOpen:
			depth++
		case tokClose:
			depth = max(depth-1, 0)
		case tokWord:
			if _, ok := p.result(p.tok); ok && depth == 0 {
				return
			}
		}
	}
}

// result returns the result that tok spells, if it does.
func (p *PGNReader) result(tok []byte) (string, bool) {
	switch string(tok) {
	case "1-0":
		return "1-0", true
	case "0-1":
		return "0-1", true
	case "1/2-1/2":
		return "1/2-1/2", true
	case "*":
		return "*", true
	}
	return p.style.result(tok)
}

// resetFrames empties the lines of moves, letting go of what they hold,
// and keeps a few chunks for the next game.
func (p *PGNReader) resetFrames() {
	for i := range p.frames {
		p.drop(&p.frames[i])
	}
	clear(p.spare[min(len(p.spare), 16):])
	p.spare = p.spare[:min(len(p.spare), 16)]
}

var nagSuffix = map[string]int{"!": 1, "?": 2, "!!": 3, "??": 4, "!?": 5, "?!": 6}

// glyphs reads the annotation glyphs of b, as python-chess reads them
// after a move or on their own: "$14" and runs of '!' and '?', each read
// two characters at a time where they make a glyph ("!!?" is "!!" and
// "?"). It returns them, or the message of an error.
func glyphs(b []byte) (nags []int, msg string) {
	for len(b) > 0 {
		if b[0] == '$' {
			k := 1
			for k < len(b) && b[k] >= '0' && b[k] <= '9' {
				k++
			}
			n, ok := parseUintBytes(b[1:k])
			if !ok {
				return nil, "bad annotation glyph"
			}
			nags, b = append(nags, n), b[k:]
			continue
		}
		if len(b) >= 2 {
			if n, ok := nagSuffix[string(b[:2])]; ok {
				nags, b = append(nags, n), b[2:]
				continue
			}
		}
		n, ok := nagSuffix[string(b[:1])]
		if !ok {
			return nil, "bad annotation " + strconv.Quote(excerptBytes(b))
		}
		nags, b = append(nags, n), b[1:]
	}
	return nags, ""
}

// movetext reads a game's movetext into rec, up to its result, the next
// tag section or the end of the input. Variations nest on p.frames, not
// on the goroutine's stack. over reports, with an error, that the game
// has ended nonetheless, so that there is nothing of it to skip.
func (p *PGNReader) movetext(rec *Record, g *gameState) (over bool, err error) {
	if len(p.frames) == 0 {
		p.frames = append(p.frames, moveFrame{})
	}
	depth := 0
	bad := func(line int, input, msg string) (bool, error) {
		g.depth = depth
		return false, pgnError(line, "movetext", input, msg)
	}
	for {
		kind, line, err := p.token(&g.lim, true)
		g.depth = depth
		if err != nil {
			return false, err
		}
		if p.n-g.start > int64(g.lim.GameBytes) {
			return false, g.bytesError(p, line)
		}
		f := &p.frames[depth]
		if g.first == "" {
			switch kind {
			case tokComment:
				g.first = commentInput(p.opener, p.tok)
			case tokWord:
				g.first = excerptBytes(p.tok)
			}
		}
		switch kind {
		case tokEnd, tokTags:
			g.eof = kind == tokEnd
			if depth > 0 {
				return true, pgnError(f.open, "movetext", "(", "variation not closed")
			}
			rec.Moves = p.take(f)
			return true, nil
		case tokOpen:
			depth++ // the variation is open, even if it is an error
			switch {
			case f.n == 0:
				return bad(line, "(", "a variation must follow a move")
			case depth > g.lim.VariationDepth:
				return bad(line, "(", "variations nested deeper than the limit PGNLimits.VariationDepth = "+strconv.Itoa(g.lim.VariationDepth))
			}
			if depth == len(p.frames) {
				p.frames = append(p.frames, moveFrame{})
			}
			p.frames[depth].open = line
		case tokClose:
			if depth == 0 {
				return bad(line, ")", "unexpected )")
			}
			var orphan string // the comment of a variation without moves, "( {c} )"
			if f.n == 0 && len(f.starting) > 0 {
				orphan = string(f.starting)
			}
			v := p.take(f)
			depth--
			last := p.frames[depth].last()
			last.Variations = append(last.Variations, v)
			if orphan != "" {
				// Kept, never dropped: a comment after the move the
				// variation hangs on, where a move of its own would
				// have held it.
				last.Comments = append(last.Comments, orphan)
			}
		case tokComment:
			text := bytes.TrimSpace(p.tok)
			switch {
			case f.n > 0:
				last := f.last()
				last.Comments = append(last.Comments, string(text))
			case depth == 0 && len(text) > 0:
				if len(g.comment) > 0 {
					g.comment = append(g.comment, ' ')
				}
				g.comment = append(g.comment, text...)
			case len(text) > 0: // before a variation's first move
				if len(f.starting) > 0 {
					f.starting = append(f.starting, ' ')
				}
				f.starting = append(f.starting, text...)
			}
		case tokWord:
			tok := p.tok
			if res, ok := p.result(tok); ok {
				if depth > 0 {
					// An error, and the game goes on to its result
					// outside the variations: this one does not end it.
					return bad(line, res, "result inside a variation (opened on line "+strconv.Itoa(f.open)+")")
				}
				rec.Result = res
				rec.Moves = p.take(f)
				return true, nil
			}
			if tok[0] == '}' {
				return bad(line, "}", "} outside a comment")
			}
			// Move numbers "12.", "12..." and "12", possibly glued to the
			// move, and dots of their own ("1 . e4", "1 ... e5").
			rest := tok
			if rest[0] >= '0' && rest[0] <= '9' {
				i := 0
				for i < len(rest) && rest[i] >= '0' && rest[i] <= '9' {
					i++
				}
				if i < len(rest) && rest[i] != '.' {
					return bad(line, excerptBytes(tok), "not a move")
				}
				num, _ := parseUintBytes(rest[:i])
				dots := 0
				for i < len(rest) && rest[i] == '.' {
					i++
					dots++
				}
				if depth == 0 && f.n == 0 && num > 0 && num < 1<<30 {
					rec.FirstMove, rec.BlackFirst = num, dots >= 3
				}
				rest = rest[i:]
			} else {
				for len(rest) > 0 && rest[0] == '.' {
					rest = rest[1:]
				}
			}
			if len(rest) == 0 {
				continue
			}
			// The move, and the glyphs glued to it or standing alone:
			// "e4!?", "e4$1", "!", "$14".
			k := 0
			for k < len(rest) && rest[k] != '!' && rest[k] != '?' && rest[k] != '$' {
				k++
			}
			text := rest[:k]
			nags, msg := glyphs(rest[k:])
			if msg != "" {
				return bad(line, excerptBytes(tok), msg)
			}
			if len(text) == 0 {
				if f.n == 0 {
					return bad(line, excerptBytes(tok), "an annotation glyph before any move")
				}
				last := f.last()
				last.NAGs = append(last.NAGs, nags...)
				continue
			}
			if !isLetter(text[0]) || !symbolic(text) {
				return bad(line, excerptBytes(tok), "not a move")
			}
			if _, ok := p.result(text); ok && len(nags) > 0 {
				// "Qi!": a result word cannot be a move, nor carry a glyph.
				return bad(line, excerptBytes(tok), "a result word with an annotation")
			}
			if g.moves++; g.moves > g.lim.Moves {
				return false, pgnError(g.line, "movetext", excerptBytes(tok), "more moves than the limit PGNLimits.Moves = "+strconv.Itoa(g.lim.Moves)+" (passed on line "+strconv.Itoa(line)+")")
			}
			p.push(f, RecordMove{Text: p.intern(text), NAGs: nags})
		}
	}
}

// intern returns b as a string, the same string as the last move text
// spelled so with the same hash: the texts of moves repeat much ("Nf3",
// "e4"), and sharing them saves an allocation per move.
func (p *PGNReader) intern(b []byte) string {
	if p.texts == nil {
		p.texts = new([1024]string)
	}
	h := uint32(2166136261)
	for _, c := range b {
		h = (h ^ uint32(c)) * 16777619
	}
	t := &p.texts[h%uint32(len(p.texts))]
	if *t != string(b) {
		*t = string(b)
	}
	return *t
}

// symbolic reports whether a move's text has none of '[', ']' and '"'.
func symbolic(text []byte) bool {
	for _, c := range text {
		if c == '[' || c == ']' || c == '"' {
			return false
		}
	}
	return true
}

// parseUintBytes is ParseUint of b.
func parseUintBytes(b []byte) (int, bool) {
	if len(b) == 0 || len(b) > 9 {
		return 0, false
	}
	n := 0
	for _, c := range b {
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int(c-'0')
	}
	return n, true
}

type tagError string

func (e tagError) Error() string { return string(e) }

func parseTag(t string) (Tag, error) {
	if !strings.HasSuffix(t, "]") {
		return Tag{}, tagError("a tag must end with ]")
	}
	body := strings.Trim(t[1:len(t)-1], " \t\v\f\r\n")
	i := strings.IndexAny(body, " \t")
	if i <= 0 {
		return Tag{}, tagError("want [Name \"value\"]")
	}
	name, rest := body[:i], strings.TrimSpace(body[i:])
	if !safeTagName(name) {
		return Tag{}, tagError("a control character, quote or ] in the tag name")
	}
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
	return Tag{Name: name, Value: v.String()}, nil
}

// The Seven Tag Roster, written first and in this order.
var roster = []string{"Event", "Site", "Date", "Round", "White", "Black", "Result"}

// AppendPGN appends the record as PGN text to dst: the Seven Tag Roster
// first (for each of its names the record's first tag of that name, "?"
// if it has none, and the record's result for Result), the other tags in
// their order (a second tag of a roster name among them), a blank line,
// the movetext numbered from FirstMove and wrapped before 80 columns (a
// longer comment has a line of its own), the result, and a blank line. A
// record with a Style is written in that style: its roster first, its
// move numbers. It takes time and memory linear in the record.
//
// PGN text cannot hold everything a string can, so the writer normalises
// where it must, as the reader would read the text anyway:
//
//   - In a tag value, '"' and '\' are escaped with '\', and each control
//     character (a newline, a tab, any byte below 0x20 and DEL), which PGN
//     forbids in a string, is written as a space.
//
//   - In a comment, each newline and carriage return is written as a space
//     (the reader reads a line break in a comment as a space, and trims a
//     comment's leading and trailing white space). A comment that holds a
//     '}' is written as a rest-of-line comment, "; text", which may hold
//     one, and the movetext goes on on the next line.
//
//   - A tag name that holds white space, a control character, '"' or ']'
//     is written with '_' for each such byte ("_" for ""), a move text that does not
//     read as one move (see [Record.Check]) with '_' for each byte that
//     would end or split it and a leading '_', and a result that is no
//     result as "*": so whatever the record holds, its text is one game
//     (a bad move is an error of that game), never two.
//
// So a record that PGNReader returned is written to text that reads back
// to an equal record (but for Line, and the roster's tags, which are
// written first and filled in). [Record.Check] says whether any record
// does, the limits of a reader included, and [Record.MarshalText] writes
// only one that does. A nil record writes nothing: AppendPGN returns
// dst.
func AppendPGN(dst []byte, r *Record) []byte {
	if r == nil {
		return dst
	}
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
	switch result {
	case "1-0", "0-1", "1/2-1/2", "*":
	default:
		if _, ok := r.Style.result([]byte(result)); !ok {
			result = "*" // "" and what is no result
		}
	}
	writeTag := func(name, value string) {
		dst = append(dst, '[')
		dst = append(dst, safeName(name)...)
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
	writeMoves(&w, r.Moves, number, r.safeMove)
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
func writeMoves(w *wrapper, moves []RecordMove, number func(ply int, interrupted bool) string, text func(string) string) {
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
			if m.StartingComment != "" {
				w.comment(m.StartingComment)
				l.interrupted = true
			}
			if n := number(l.ply+l.i, l.interrupted); n != "" {
				w.word(n)
			}
			w.word(text(m.Text))
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
