package notation

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"testing/iotest"
	"unicode/utf8"
	"unsafe"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/chaturanga-go/chaturanga/core"
)

// Regression tests for hostile PGN input: each finding of the issue
// "Hostile input" has a test named for it.

// result is one call of Next: a record or an error.
type result struct {
	rec *Record
	err *core.ParseError
}

// readWith reads r to its end with the limits given and returns what each
// call of Next gave.
func readWith(t *testing.T, r io.Reader, lim PGNLimits) []result {
	t.Helper()
	rd := NewPGNReader(r)
	rd.Limits = lim
	var out []result
	for range 10000 {
		rec, err := rd.Next()
		if err == io.EOF {
			return out
		}
		if err != nil {
			var pe *core.ParseError
			if !errors.As(err, &pe) || !errors.Is(err, core.ErrSyntax) {
				t.Fatalf("error %T %v", err, err)
			}
			out = append(out, result{err: pe})
			continue
		}
		out = append(out, result{rec: rec})
	}
	t.Fatal("the reader does not end")
	return nil
}

// want checks each result: a record whose Event tag is event, or an error
// on line whose message has msg.
type want struct {
	event string // for a record
	line  int    // for an error
	msg   string
}

func check(t *testing.T, got []result, wants ...want) {
	t.Helper()
	if len(got) != len(wants) {
		for _, g := range got {
			if g.err != nil {
				t.Log(g.err)
			} else {
				t.Logf("record %v, %d moves", g.rec.Tags, len(g.rec.Moves))
			}
		}
		t.Fatalf("%d results, want %d", len(got), len(wants))
	}
	for i, w := range wants {
		g := got[i]
		switch {
		case w.msg == "" && g.err != nil:
			t.Errorf("result %d: %v, want the game %q", i+1, g.err, w.event)
		case w.msg == "":
			if ev, _ := g.rec.Get("Event"); ev != w.event {
				t.Errorf("result %d: game %q, want %q", i+1, ev, w.event)
			}
		case g.err == nil:
			t.Errorf("result %d: game %v, want an error %q on line %d", i+1, g.rec.Tags, w.msg, w.line)
		case g.err.Line != w.line || !strings.Contains(g.err.Error(), w.msg):
			t.Errorf("result %d: %v (line %d), want %q on line %d", i+1, g.err, g.err.Line, w.msg, w.line)
		}
	}
}

// allocated returns the bytes f allocates.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

const nextGame = "\n\n[Event \"next\"]\n\n1. d4 d5 *\n"

// Nested variations recursed without limit: 3.2 MB of '(' overflowed the
// stack, 1 MB cost 257 MB. Now a '(' deeper than the limit is an error at
// its line, the rest of the game is skipped in constant memory, and the
// next game is read.
func TestPGNNestedVariationsLimit(t *testing.T) {
	n := 3_200_000
	if testing.Short() {
		n = 300_000
	}
	text := "[Event \"deep\"]\n\n1. e4\n" + strings.Repeat("(e5 ", DefaultMaxVariationDepth) + "\n(" + strings.Repeat("(", n) + nextGame
	var got []result
	alloc := allocated(func() { got = readWith(t, strings.NewReader(text), PGNLimits{}) })
	check(t, got, want{line: 5, msg: "PGNLimits.VariationDepth = 64"}, want{event: "next"})
	if alloc > 4<<20 {
		t.Errorf("reading %d bytes of '(' allocated %d bytes", len(text), alloc)
	}
	// At the limit the game reads, and writes back.
	deep := "1. e4 " + strings.Repeat("(e5 ", DefaultMaxVariationDepth) + strings.Repeat(")", DefaultMaxVariationDepth) + " *"
	got = readWith(t, strings.NewReader(deep), PGNLimits{})
	check(t, got, want{})
	back := readWith(t, bytes.NewReader(AppendPGN(nil, got[0].rec)), PGNLimits{})
	check(t, back, want{event: "?"})
	// The limit is the reader's to set.
	got = readWith(t, strings.NewReader("1. e4 (e5 (d5 (c5))) *\n1. e4 (e5 (d5)) *"), PGNLimits{VariationDepth: 2})
	check(t, got, want{line: 1, msg: "PGNLimits.VariationDepth = 2"}, want{})
}

// A "game" of a stray comment, a ';' line or a bare move number, with no
// tags, moves or result, made Next return io.EOF, dropping every later
// game. Now it is an error and the reader goes on.
func TestPGNStrayCommentDoesNotEndStream(t *testing.T) {
	text := `[Event "a"]

1. e4 e5 1-0

{a stray comment}

[Event "b"]

1. d4 *
; a line comment

[Event "c"]

1. c4 *

1.

[Event "d"]

1. Nf3 * {after the end}`
	check(t, readWith(t, strings.NewReader(text), PGNLimits{}),
		want{event: "a"},
		want{line: 5, msg: `"{a stray comment": game: not a game`},
		want{event: "b"},
		want{line: 10, msg: `"; a line comment": game: not a game`},
		want{event: "c"},
		want{line: 16, msg: `"1.": game: not a game`},
		want{event: "d"},
		want{line: 20, msg: "not a game"},
	)
}

// An unclosed '{' swallowed the rest of the stream. Now a comment stops
// at a line that begins a tag pair, with an error at the line of its '{',
// and after CommentBytes; the games after it are read.
func TestPGNUnclosedCommentStopsAtTags(t *testing.T) {
	text := `[Event "a"]

1. e4 {unclosed
[%clk 0:01:00] is comment text,
[see the diagram] too

[Event "b"]

1. d4 *`
	check(t, readWith(t, strings.NewReader(text), PGNLimits{}),
		want{line: 3, msg: "comment not closed before the tag pair on line 7"},
		want{event: "b"},
	)
	// Without tags to stop it, a comment runs to the end of the input,
	// past CommentBytes (what it holds is not movetext).
	text = "1. e4 {oops " + strings.Repeat("la ", 100) + "*\n1. d4 d5 1-0\n"
	check(t, readWith(t, strings.NewReader(text), PGNLimits{CommentBytes: 100}), want{line: 1, msg: "comment not closed at the end of the input"})
	check(t, readWith(t, strings.NewReader("\n1. e4 {oops\n\n"), PGNLimits{}), want{line: 2, msg: "comment not closed at the end of the input"})
}

// Text after the first CommentBytes of a long comment was read as
// movetext: a result word in it ended the game, and the rest of the
// comment became a phantom game, as did a '[' line in it. Now the comment
// is read to its '}' (without keeping it) and its game is one error.
func TestPGNLongCommentNoPhantomGame(t *testing.T) {
	long := strings.Repeat("la ", 50)
	for _, text := range []string{
		"[Event \"a\"]\n\n1. e4 {" + long + " 1-0 and on 1. d4 *} e5 *" + nextGame,
		"[Event \"a\"]\n\n1. e4 {" + long + "\n[see the diagram]\n0-1} e5 *" + nextGame,
		"[Event \"a\"]\n\n1. e4 {" + long + "\n[%clk 0:01:00] * } e5 {" + long + " 1/2-1/2 } *" + nextGame,
		// An error before the long comment: the game is skipped to its
		// result, not to one in the comment.
		"[Event \"a\"]\n\n1. e4 ) {" + long + " 1-0 ( 1-0 } e5 *" + nextGame,
	} {
		got := readWith(t, strings.NewReader(text), PGNLimits{CommentBytes: 100})
		if len(got) != 2 || got[0].err == nil || got[0].err.Line != 3 || got[1].rec == nil {
			check(t, got, want{line: 3, msg: ""}, want{event: "next"})
		}
		check(t, got[1:], want{event: "next"})
	}
}

// A result inside a variation ended the game there, and the rest of the
// game became a second one ("unexpected )"). It is an error of the game,
// which goes on to its result outside the variations, so that one game of
// the input is one error.
func TestPGNResultInVariation(t *testing.T) {
	for _, text := range []string{
		"[Event \"a\"]\n\n1. e4 (e5 *) e5 *",
		"[Event \"a\"]\n\n1. e4 (e5 (d5 1-0) c5 0-1) e5 1/2-1/2",
		"[Event \"a\"]\n\n1. e4 (e5 $x *) e5 *",
		"[Event \"a\"]\n\n1. e4 (e5 2. d4 *\n",
	} {
		check(t, readWith(t, strings.NewReader(text+nextGame), PGNLimits{}), want{line: 3, msg: "movetext"}, want{event: "next"})
	}
	// Unbalanced ')' while skipping do not end the game early.
	check(t, readWith(t, strings.NewReader("[Event \"a\"]\n\n1. e4 (e5 *) ) ) e5 *"+nextGame), PGNLimits{}), want{line: 3, msg: "result inside a variation"}, want{event: "next"})
}

// Tag pairs and movetext on one line were one bad tag: the second game on
// the line, and the tag section after it, were lost ("two lines for three
// games"). Tag pairs may share a line, and text after them begins the
// movetext.
func TestPGNTagsAndGamesOnOneLine(t *testing.T) {
	text := "[Event \"a\"] 1. e4 * [Event \"b\"] [Site \"s]\\\"\"] 1. d4 *\n[Event \"c\"]\n\n1. c4 *\n\n[Event \"d\"][Round \"1\"]\n[White \"w\"]\n\n1. Nf3 *"
	got := readWith(t, strings.NewReader(text), PGNLimits{})
	check(t, got, want{event: "a"}, want{event: "b"}, want{event: "c"}, want{event: "d"})
	if site, _ := got[1].rec.Get("Site"); site != `s]"` || got[1].rec.Line != 1 || got[1].rec.Moves[0].Text != "d4" {
		t.Errorf("second game %+v", got[1].rec)
	}
	if d := got[3].rec; len(d.Tags) != 3 || len(d.Moves) != 1 {
		t.Errorf("fourth game %+v", d)
	}
	// A bad tag pair is one error for its game, whatever follows it on
	// the line.
	check(t, readWith(t, strings.NewReader("[Event \"a\" [Site \"x\"] 1. e4 *"+nextGame), PGNLimits{}), want{line: 1, msg: "tag"}, want{event: "next"})
	check(t, readWith(t, strings.NewReader("[Event \"a\"] [Site x] 1. e4 *"+nextGame), PGNLimits{}), want{line: 1, msg: "double quotes"}, want{event: "next"})
}

// A UTF-8 byte-order mark before the first tag was read as text: one game
// gave two errors ("not a move", then "names no variant"). It is skipped
// at the start of the input and of a line between games (files joined).
func TestPGNByteOrderMark(t *testing.T) {
	text := bom + "[Event \"a\"]\n\n1. e4 *\n\n" + bom + "[Event \"b\"]\n\n1. d4 {" + bom + "} *\n" + bom + "1. c4 *\n"
	got := readWith(t, strings.NewReader(text), PGNLimits{})
	check(t, got, want{event: "a"}, want{event: "b"}, want{event: ""})
	if got[0].rec.Line != 1 || got[1].rec.Line != 5 || got[1].rec.Moves[0].Comments[0] != bom || got[2].rec.Moves[0].Text != "c4" {
		t.Errorf("records %+v %+v %+v", got[0].rec, got[1].rec, got[2].rec)
	}
	// Alone, or in the middle of a line, it is text as before.
	check(t, readWith(t, strings.NewReader(bom), PGNLimits{}))
	check(t, readWith(t, strings.NewReader("1. e4 "+bom+"e5 *"), PGNLimits{}), want{line: 1, msg: "not a move"})
}

// GameLine is the first line of the game of each record or error, as the
// pgn tool reports it.
func TestPGNGameLine(t *testing.T) {
	rd := NewPGNReader(strings.NewReader("\n[Event \"a\"]\n\n1. e4\n) *\n\n\n1. d4 *\n"))
	if rd.GameLine() != 0 {
		t.Errorf("before: %d", rd.GameLine())
	}
	if _, err := rd.Next(); err == nil || rd.GameLine() != 2 || err.(*core.ParseError).Line != 5 {
		t.Errorf("error %v, game line %d", err, rd.GameLine())
	}
	if rec, err := rd.Next(); err != nil || rd.GameLine() != 8 || rec.Line != 8 {
		t.Errorf("record %v, game line %d", err, rd.GameLine())
	}
	if _, err := rd.Next(); err != io.EOF || rd.GameLine() != 0 {
		t.Errorf("at the end: %v, game line %d", err, rd.GameLine())
	}
}

// Two tag sections with no movetext between them were read as one game
// with the tags of both. They are two games.
func TestPGNTagSectionsDoNotMerge(t *testing.T) {
	got := readWith(t, strings.NewReader("[Event \"a\"]\n[Site \"x\"]\n\n[Event \"b\"]\n\n1. e4 *\n"), PGNLimits{})
	check(t, got, want{event: "a"}, want{event: "b"})
	if a := got[0].rec; len(a.Tags) != 2 || len(a.Moves) != 0 || a.Result != "*" {
		t.Errorf("first game %+v", a)
	}
	if b := got[1].rec; len(b.Tags) != 1 || len(b.Moves) != 1 || b.Line != 4 {
		t.Errorf("second game %+v", b)
	}
}

// repeat is a reader of s n times, without holding it all.
type repeat struct {
	s   string
	n   int
	off int
}

func (r *repeat) Read(b []byte) (int, error) {
	k := 0
	for k < len(b) && r.n > 0 {
		c := copy(b[k:], r.s[r.off:])
		k += c
		if r.off += c; r.off == len(r.s) {
			r.off = 0
			r.n--
		}
	}
	if k == 0 {
		return 0, io.EOF
	}
	return k, nil
}

// The reader held a whole game in memory, with a large overhead per move
// (one 50 MB game: 4.2 GB). Now each limit bounds a game; a game over one
// is an error naming the limit at the game's line, skipped while
// streaming, and the next game is read.
func TestPGNGameLimits(t *testing.T) {
	size := 50 << 20
	if testing.Short() {
		size = 8 << 20
	}
	// One 50 MB game over the defaults: the moves limit comes first.
	huge := io.MultiReader(strings.NewReader("[Event \"huge\"]\n\n"), &repeat{s: "e4 e5 ", n: size / 6}, strings.NewReader("*"+nextGame))
	var got []result
	alloc := allocated(func() { got = readWith(t, huge, PGNLimits{}) })
	check(t, got, want{line: 1, msg: "PGNLimits.Moves = 100000 (passed on line 3)"}, want{event: "next"})
	if alloc > 64<<20 {
		t.Errorf("reading a %d MB game allocated %d MB", size>>20, alloc>>20)
	}
	// The same by its length, with a higher moves limit.
	huge = io.MultiReader(strings.NewReader("[Event \"huge\"]\n\n"), &repeat{s: "e4 {a comment} e5\n", n: size / 18}, strings.NewReader("*"+nextGame))
	alloc = allocated(func() { got = readWith(t, huge, PGNLimits{Moves: 1 << 30}) })
	check(t, got, want{line: 1, msg: "PGNLimits.GameBytes = 4194304 bytes"}, want{event: "next"})
	if alloc > 128<<20 {
		t.Errorf("reading a %d MB game allocated %d MB", size>>20, alloc>>20)
	}

	tags := func(n int) string { return strings.Repeat("[Site \"x\"]\n", n) }
	for _, c := range []struct {
		name string
		lim  PGNLimits
		text string
		want want
	}{
		{"GameBytes", PGNLimits{GameBytes: 90}, "\n[Event \"big\"]\n\n1. e4 e5 2. d4 d5 3. c4 c5 4. b4 b5 5. a4 a5 6. h4 h5 7. g4 g5\n8. f4 f5 9. Nf3 Nf6 *",
			want{line: 2, msg: "PGNLimits.GameBytes = 90 bytes (passed on line 5)"}},
		{"Moves", PGNLimits{Moves: 3}, "1. e4 e5\n2. d4 (2. c4 c5) *", want{line: 1, msg: `"c4": movetext: more moves than the limit PGNLimits.Moves = 3 (passed on line 2)`}},
		{"CommentBytes", PGNLimits{CommentBytes: 10}, "1. e4 {0123456789} e5 {0123456789a} *", want{line: 1, msg: "PGNLimits.CommentBytes = 10 bytes"}},
		{"CommentBytes;", PGNLimits{CommentBytes: 10}, "1. e4 ; 0123456789a\n*", want{line: 1, msg: `"; 012345678": comment: comment longer than the limit PGNLimits.CommentBytes = 10 bytes`}},
		{"Tags", PGNLimits{Tags: 3}, tags(4) + "\n1. e4 *", want{line: 1, msg: "PGNLimits.Tags = 3 (passed on line 4)"}},
		{"TagBytes", PGNLimits{TagBytes: 14}, "[Site \"x\"]\n[Site \"xyzxyz\"]\n\n1. e4 *", want{line: 2, msg: "PGNLimits.TagBytes = 14 bytes"}},
		{"MaxTokenBytes", PGNLimits{}, "1. e4 " + strings.Repeat("x", 300) + " *", want{line: 1, msg: "MaxTokenBytes = 255 bytes"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			check(t, readWith(t, strings.NewReader(c.text+nextGame), c.lim), c.want, want{event: "next"})
		})
	}
	// At the limits, games read.
	check(t, readWith(t, strings.NewReader(tags(3)+"\n1. e4 e5 (e6) {0123456789} *"), PGNLimits{Moves: 3, Tags: 3, CommentBytes: 10, TagBytes: 10}), want{event: ""})
}

// A record's memory is its moves (a RecordMove each, 104 bytes) and its
// text, with the reader's buffers: reading it allocates no more than a few
// times that, however the game is laid out.
func TestPGNMemoryPerMove(t *testing.T) {
	const moves = 50_000
	for _, layout := range []string{"e4 e5 ", "1. e4 e5 ", "1. e4 {c} e5 (d5) "} {
		text := "[Event \"x\"]\n\n" + strings.Repeat(layout, moves/2) + "*"
		var rec *Record
		alloc := allocated(func() {
			var err error
			rec, err = NewPGNReader(strings.NewReader(text)).Next()
			if err != nil {
				t.Fatal(err)
			}
		})
		if perMove := alloc / moves; perMove > 3*uint64(unsafe.Sizeof(RecordMove{})) {
			t.Errorf("%q: %d bytes per move", layout, perMove)
		}
		if cap(rec.Moves) != len(rec.Moves) {
			t.Errorf("%q: the record holds %d moves in a slice of %d", layout, len(rec.Moves), cap(rec.Moves))
		}
	}
}

// Errors quoted non-ASCII input byte by byte ("♜" as "â") and quoted
// input of any length. Now Input is cut to MaxQuotedRunes runes on a rune
// boundary.
func TestPGNErrorQuotesShortPrefix(t *testing.T) {
	long := strings.Repeat("♜", 200)
	for _, text := range []string{
		"1. e4 " + long + " *",
		"1. e4 e5!" + long + " *",
		"[Event \"" + long + "]\n\n1. e4 *",
		"1. e4 $" + long + " *",
		"1. e4 " + long[:99] + "}",
	} {
		got := readWith(t, strings.NewReader(text), PGNLimits{})
		if len(got) == 0 || got[0].err == nil {
			t.Fatalf("%.20q: no error", text)
		}
		e := got[0].err
		if !utf8.ValidString(e.Input) || utf8.RuneCountInString(e.Input) > MaxQuotedRunes+1 || !strings.Contains(e.Error(), "♜♜♜") {
			t.Errorf("%.20q: Input %q, %v", text, e.Input, e)
		}
		if len(e.Error()) > 400 {
			t.Errorf("%.20q: message of %d bytes: %v", text, len(e.Error()), e)
		}
	}
	for _, c := range []struct{ in, want string }{
		{"", ""},
		{"abc", "abc"},
		{strings.Repeat("a", 40), strings.Repeat("a", 40)},
		{strings.Repeat("a", 41), strings.Repeat("a", 40) + "…"},
		{strings.Repeat("♜", 41), strings.Repeat("♜", 40) + "…"},
		{strings.Repeat("\xff", 41), strings.Repeat("\xff", 40) + "…"},
	} {
		if got := excerpt(c.in); got != c.want {
			t.Errorf("excerpt(%q) = %q, want %q", c.in, got, c.want)
		}
		if got := excerptBytes([]byte(c.in)); got != c.want {
			t.Errorf("excerptBytes(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// An unclosed variation was reported at the game's last line; it is
// reported at its '('.
func TestPGNUnclosedVariationLine(t *testing.T) {
	check(t, readWith(t, strings.NewReader("[Event \"a\"]\n\n1. e4 e5\n2. d4 (2. c4\nc5 3. Nf3\n4. Nc3"+nextGame), PGNLimits{}),
		want{line: 4, msg: `"(": movetext: variation not closed`}, want{event: "next"})
	check(t, readWith(t, strings.NewReader("1. e4 e5\n2. d4 (2. c4\nc5 3. Nf3\n1-0"+nextGame), PGNLimits{}),
		want{line: 4, msg: "result inside a variation (opened on line 2)"}, want{event: "next"})
}

// A tag value with a newline was written as it was, and did not read
// back; a tag value with a tab reads as a space, as the writer writes it.
func TestPGNTagValueNewline(t *testing.T) {
	rec := &Record{Tags: []Tag{{Name: "Event", Value: "two\nlines"}, {Name: "Annotator", Value: "tab\there\r\n"}}, Result: "*"}
	got := readWith(t, bytes.NewReader(AppendPGN(nil, rec)), PGNLimits{})
	check(t, got, want{event: "two lines"})
	if v, _ := got[0].rec.Get("Annotator"); v != "tab here  " {
		t.Errorf("Annotator %q", v)
	}
	got = readWith(t, strings.NewReader("[Event \"a\tb\"]\n*"), PGNLimits{})
	check(t, got, want{event: "a b"})
}

// A stray '}' ended the game silently, dropping the rest of its line.
func TestPGNStrayCloseBrace(t *testing.T) {
	check(t, readWith(t, strings.NewReader("[Event \"a\"]\n\n1. e4 } e5 *"+nextGame), PGNLimits{}),
		want{line: 3, msg: "} outside a comment"}, want{event: "next"})
}

// The rest of a line after a result was dropped: a second game on the
// line was lost.
func TestPGNGamesOnOneLine(t *testing.T) {
	got := readWith(t, strings.NewReader("1. e4 1-0 1. d4 0-1 1. c4 *"), PGNLimits{})
	check(t, got, want{}, want{}, want{})
	if got[1].rec.Moves[0].Text != "d4" || got[1].rec.Result != "0-1" {
		t.Errorf("second game %+v", got[1].rec)
	}
}

// Line ends "\r\n" and "\r" are line ends; a '\r' in a comment was kept.
func TestPGNLineEnds(t *testing.T) {
	got := readWith(t, strings.NewReader("[Event \"a\"]\r\n\r\n1. e4 {x\ry} *\r[Event \"b\"]\r\r1. d4 *\r"), PGNLimits{})
	check(t, got, want{event: "a"}, want{event: "b"})
	if c := got[0].rec.Moves[0].Comments[0]; c != "x y" || got[1].rec.Line != 5 {
		t.Errorf("comment %q, second game at line %d", c, got[1].rec.Line)
	}
}

// errReader fails after its text.
type errReader struct{ r io.Reader }

var errDisk = errors.New("disk on fire")

func (e errReader) Read(b []byte) (int, error) {
	n, err := e.r.Read(b)
	if err == io.EOF {
		err = errDisk
	}
	return n, err
}

// An error of the underlying reader ended the input as io.EOF does,
// cutting the last game short silently. Now Next returns it in place of
// that game, then io.EOF.
func TestPGNReaderErrorReported(t *testing.T) {
	rd := NewPGNReader(errReader{strings.NewReader("1. e4 *\n1. d4 d5")})
	if rec, err := rd.Next(); err != nil || len(rec.Moves) != 1 {
		t.Fatalf("first game: %v", err)
	}
	if _, err := rd.Next(); err != errDisk {
		t.Fatalf("cut game: %v", err)
	}
	if _, err := rd.Next(); err != io.EOF {
		t.Fatalf("after: %v", err)
	}
	// A game that ends before the error is read.
	rd = NewPGNReader(errReader{strings.NewReader("1. e4 *")})
	if _, err := rd.Next(); err != nil {
		t.Fatal(err)
	}
	if _, err := rd.Next(); err != errDisk {
		t.Fatalf("at the end: %v", err)
	}
	// A zero PGNReader has no input.
	if _, err := new(PGNReader).Next(); err != io.EOF {
		t.Fatalf("zero reader: %v", err)
	}
}

// Comments before the first move were joined string by string, copying
// the whole comment each time: quadratic in their number.
func TestPGNManyLeadingComments(t *testing.T) {
	text := strings.Repeat("{ab} ; cd\n", 200_000) + "1. e4 *"
	var got []result
	alloc := allocated(func() { got = readWith(t, strings.NewReader(text), PGNLimits{}) })
	check(t, got, want{})
	if c := got[0].rec.Comment; len(c) != 200_000*6-1 || !strings.HasPrefix(c, "ab cd ab cd") {
		t.Errorf("comment of %d bytes: %.20q", len(c), c)
	}
	if alloc > 16*uint64(len(text)) {
		t.Errorf("reading %d bytes allocated %d", len(text), alloc)
	}
}

// However the reader hands out its bytes (one at a time, with its error
// along with the last bytes), the records are the same.
func TestPGNReaderChunking(t *testing.T) {
	var text []byte
	for _, f := range []string{"../makruk/testdata/games.pgn", "../shatranj/testdata/games.pgn"} {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		text = append(text, b...)
	}
	text = append(text, "\n1. e4 {a\n[%clk 0:01:00]\n\rb} (e5 ; x\r\n) *\r\n%esc\n\n[Event \"last\"]\n{oops\n\n[Event \"after\"]\n1. d4"...)
	// Records as they are, errors by their text.
	plain := func(rs []result) (out []any) {
		for _, r := range rs {
			if r.err != nil {
				out = append(out, r.err.Error())
			} else {
				out = append(out, r.rec)
			}
		}
		return out
	}
	whole := readWith(t, bytes.NewReader(text), PGNLimits{})
	for name, r := range map[string]io.Reader{
		"one byte": iotest.OneByteReader(bytes.NewReader(text)),
		"half":     iotest.HalfReader(bytes.NewReader(text)),
		"data err": iotest.DataErrReader(bytes.NewReader(text)),
	} {
		got := readWith(t, r, PGNLimits{})
		if diff := cmp.Diff(plain(whole), plain(got)); diff != "" {
			t.Errorf("%s (-whole +got):\n%s", name, diff)
		}
	}
	if len(whole) != 54+3 || whole[55].err == nil || whole[56].rec == nil {
		t.Errorf("%d results", len(whole))
	}
}

// hostileMovetext draws the movetext of one game, heavy in what went
// wrong before: results in variations, unbalanced parentheses, stray
// braces and glyphs, comments past the limit holding results and '['
// lines, a comment never closed. It holds no result outside comments and
// variations but at its end (a result ends a game, and text after it is
// the next), and no line that begins with '[' (which begins the next).
func hostileMovetext(t *rapid.T) string {
	long := strings.Repeat("x ", 40) // past the test's CommentBytes
	pieces := []string{
		"e4", "Nf3", "1.", "2...", " ", "\n", "\r\n",
		"{c}", "{" + long + "1-0 " + long + "}", "{" + long + "\n[see] *\n[%clk 0:01:00] 0-1}",
		"{ 1-0 ( * ) }", "; 1-0 ( {\n", "}", "$1", "$x", "!?", "\n%esc 1-0\n", "]", "\"", "Qi!",
		"{ok\n[x]\n}", bom, "\xff", "♜",
	}
	inVariation := rapid.SampledFrom(pieces)
	piece := rapid.SampledFrom(append(pieces, ")", "e5)")) // a stray ')'
	inner := rapid.SampledFrom([]string{"*", "1-0", "0-1", "1/2-1/2", "(", "e6", "{*}"})
	var parts []string
	for range rapid.IntRange(0, 16).Draw(t, "pieces") {
		if rapid.IntRange(0, 4).Draw(t, "variation?") > 0 {
			parts = append(parts, piece.Draw(t, "piece"))
			continue
		}
		v := "("
		for range rapid.IntRange(0, 4).Draw(t, "variation pieces") {
			if rapid.Bool().Draw(t, "inner?") {
				v += " " + inner.Draw(t, "inner")
			} else {
				v += " " + inVariation.Draw(t, "piece")
			}
		}
		if rapid.IntRange(0, 3).Draw(t, "closed?") > 0 {
			v += " )"
		}
		parts = append(parts, v)
	}
	// A comment never closed runs to the next game's tags.
	parts = append(parts, rapid.SampledFrom([]string{"", "*", "1-0", "0-1", "1/2-1/2", "{" + long + " 1-0 ( *"}).Draw(t, "result"))
	return strings.Join(parts, " ")
}

// One game in is one game out: however its movetext goes wrong, each game
// of the input is one record or one error, and the next game is read.
func TestPGNOneGameInOneOut(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(1, 6).Draw(t, "games")
		var b strings.Builder
		for i := range n {
			sep := rapid.SampledFrom([]string{"\n", "\r\n", " ", ""}).Draw(t, "separator")
			if i > 0 {
				// After a game that may not have ended, tags on a line of
				// their own begin the next (after a blank line, which
				// ends a tag section with no movetext after it).
				b.WriteString("\n\n")
			}
			b.WriteString("[Event \"g" + strconv.Itoa(i) + "\"]" + sep)
			if rapid.Bool().Draw(t, "more tags") {
				b.WriteString("[Site \"s\"] [Round \"1\"]" + sep)
			}
			if rapid.IntRange(0, 3).Draw(t, "bad tag?") == 0 {
				bad := rapid.SampledFrom([]string{"[Site \"x", "[Site x]", "[%clk 0:01]", "[Site \"a\"b\"]", "[Site \"a\"", "[]"}).Draw(t, "bad tag")
				b.WriteString(bad + rapid.SampledFrom([]string{"\n", "\r\n"}).Draw(t, "after the bad tag"))
				if rapid.Bool().Draw(t, "a tag after it") {
					b.WriteString("[White \"w\"]\n")
				}
			}
			b.WriteString(rapid.SampledFrom([]string{"\n", "\n\n", " ", ""}).Draw(t, "before the movetext"))
			b.WriteString(hostileMovetext(t))
		}
		for _, lim := range []PGNLimits{{}, {CommentBytes: 16}} {
			rd := NewPGNReader(strings.NewReader(b.String()))
			rd.Limits = lim
			got := 0
			for {
				rec, err := rd.Next()
				if err == io.EOF {
					break
				}
				if got++; got > n {
					t.Fatalf("more than %d games from %q", n, b.String())
				}
				if err == nil {
					if ev, _ := rec.Get("Event"); ev != "g"+strconv.Itoa(got-1) {
						t.Fatalf("game %d is %q: %q", got, ev, b.String())
					}
				}
			}
			if got != n {
				t.Fatalf("%d games of %d from %q", got, n, b.String())
			}
		}
	})
}

// hostileFiles returns the hostile PGN files of testdata/hostile, each
// with the number of games its first line says it holds.
func hostileFiles(t *testing.T) map[string]int {
	t.Helper()
	names, err := filepath.Glob("testdata/hostile/*.pgn")
	if err != nil || len(names) == 0 {
		t.Fatal("no hostile files", err)
	}
	out := map[string]int{}
	for _, name := range names {
		b, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		first, _, _ := strings.Cut(strings.TrimPrefix(string(b), bom), "\n")
		var n int
		if _, err := fmt.Sscanf(first, "%% games: %d,", &n); err != nil {
			t.Fatalf("%s: first line %q", name, first)
		}
		out[name] = n
	}
	return out
}

// Each hostile file gives one record or one error per game.
func TestPGNHostileFiles(t *testing.T) {
	for name, games := range hostileFiles(t) {
		b, _ := os.ReadFile(name)
		if got := readWith(t, bytes.NewReader(b), PGNLimits{}); len(got) != games {
			for _, g := range got {
				if g.err != nil {
					t.Log(g.err)
				} else {
					t.Logf("record %v", g.rec.Tags)
				}
			}
			t.Errorf("%s: %d records and errors, want %d", name, len(got), games)
		}
	}
}

// AppendPGN of a nil record panicked; it writes nothing.
func TestAppendPGNNil(t *testing.T) {
	if got := AppendPGN(nil, nil); got != nil {
		t.Errorf("AppendPGN(nil, nil) = %q", got)
	}
	if got := AppendPGN([]byte("x"), nil); string(got) != "x" {
		t.Errorf("AppendPGN(x, nil) = %q", got)
	}
}

// A bad tag pair is one error for its game, and the tag lines after it
// are its own: they do not begin another game.
func TestPGNBadTagThenMoreTags(t *testing.T) {
	for _, tc := range []struct {
		text string
		line int
	}{
		{"[Event \"a\n[Site \"x\"]\n\n1. e4 *", 1},
		{"[Event \"a\"]\n[Site x]\n[Round \"1\"]\n\n1. e4 *", 2},
		{"[Event \"" + strings.Repeat("x", 20) + "\"] [Round \"1\"]\n[Site \"x\"]\n\n1. e4 *", 1},
		{"[Event \"a\"] [Site x] [Round \"1\"]\n[White \"w\"]\n1. e4 *", 1},
	} {
		check(t, readWith(t, strings.NewReader(tc.text+nextGame), PGNLimits{TagBytes: 15}), want{line: tc.line, msg: "tag"}, want{event: "next"})
	}
}
