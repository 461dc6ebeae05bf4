package notation

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// pgnText draws text for tag values and comments, heavy in what PGN
// cannot hold as it is: quotes, backslashes, braces, line breaks, control
// characters, tag lines and escape lines after a line break.
func pgnText() *rapid.Generator[string] {
	piece := rapid.OneOf(
		rapid.SampledFrom([]string{
			"a", "Nf3", " ", "  ", "\t", "\n", "\r", "\r\n", "}", "{", "\"", "\\", ";", "%",
			"\n%x", "\n[Event \"x\"]", "[%clk 0:01:00]", "(", ")", "1-0", "*", "$1",
			"\x00", "\x1b", "\x7f", "♜", "\u00a0", "\u0085", "\xff", "é",
		}),
		rapid.String(),
	)
	return rapid.Custom(func(t *rapid.T) string {
		return strings.Join(rapid.SliceOfN(piece, 0, 8).Draw(t, "pieces"), "")
	})
}

// drawLine draws a line of moves with glyphs, comments and, above depth
// 0, variations.
func drawLine(t *rapid.T, label string, depth int) []RecordMove {
	n := rapid.IntRange(0, 6).Draw(t, label+" moves")
	if depth > 0 {
		n = min(n, 3) // 0 is an empty variation, "()"
	}
	var moves []RecordMove
	for range n {
		m := RecordMove{Text: rapid.StringMatching(`[a-hKNRQ][a-h1-8x=+#]{0,5}`).Draw(t, "move")}
		for range rapid.IntRange(0, 2).Draw(t, "nags") {
			m.NAGs = append(m.NAGs, rapid.IntRange(0, 300).Draw(t, "nag"))
		}
		for range rapid.IntRange(0, 2).Draw(t, "comments") {
			m.Comments = append(m.Comments, pgnText().Draw(t, "comment"))
		}
		if rapid.IntRange(0, 3).Draw(t, "starting comment") == 0 {
			m.StartingComment = pgnText().Draw(t, "starting")
		}
		if depth < 3 {
			for range rapid.IntRange(0, 1).Draw(t, "variations") {
				m.Variations = append(m.Variations, drawLine(t, label+" variation", depth+1))
			}
		}
		moves = append(moves, m)
	}
	return moves
}

// flatComment is a comment as the reader reads it back from the writer's
// text: line breaks as spaces, trimmed.
func flatComment(c string) string {
	return strings.TrimSpace(strings.NewReplacer("\r", " ", "\n", " ").Replace(c))
}

// flatValue is a tag value as the writer writes it: control characters as
// spaces.
func flatValue(v string) string {
	b := []byte(v)
	for i, c := range b {
		if c < ' ' || c == 0x7f {
			b[i] = ' '
		}
	}
	return string(b)
}

// written returns the record that the writer's text of r reads back to,
// by AppendPGN's documentation: the roster's tags first and filled in,
// tag values and comments normalised.
func written(r *Record) *Record {
	w := *r
	w.Tags = nil
	roster := roster
	if r.Style != nil && r.Style.Roster != nil {
		roster = r.Style.Roster
	}
	result := r.Result
	if result == "" {
		result = "*"
	}
	for _, name := range roster {
		v, ok := r.Get(name)
		switch {
		case name == "Result":
			v = result
		case !ok:
			v = "?"
		}
		w.Tags = append(w.Tags, Tag{Name: name, Value: flatValue(v)})
	}
	for i, t := range r.Tags {
		if !slices.Contains(roster, t.Name) || slices.ContainsFunc(r.Tags[:i], func(u Tag) bool { return u.Name == t.Name }) {
			w.Tags = append(w.Tags, Tag{Name: t.Name, Value: flatValue(t.Value)})
		}
	}
	w.Comment = flatComment(r.Comment)
	// A starting comment is written before its move: before the first
	// move of a variation it reads back so; before the main line's first
	// move it joins the record's comment; before another move it is a
	// comment after the move before (an empty one too, "{}").
	var line func(moves []RecordMove, main bool) []RecordMove
	line = func(moves []RecordMove, main bool) []RecordMove {
		var out []RecordMove
		for i, m := range moves {
			var cs []string
			for _, c := range m.Comments {
				cs = append(cs, flatComment(c))
			}
			var vs [][]RecordMove
			for _, v := range m.Variations {
				vs = append(vs, line(v, false))
			}
			start := ""
			if m.StartingComment != "" {
				switch c := flatComment(m.StartingComment); {
				case i > 0:
					out[i-1].Comments = append(out[i-1].Comments, c)
				case main:
					w.Comment = strings.TrimSpace(w.Comment + " " + c)
				default:
					start = c
				}
			}
			out = append(out, RecordMove{Text: m.Text, NAGs: m.NAGs, Comments: cs, Variations: vs, StartingComment: start})
		}
		return out
	}
	w.Moves = line(r.Moves, true)
	if len(w.Moves) == 0 {
		w.FirstMove, w.BlackFirst = 1, false
	}
	return &w
}

// Whatever tag values and comments a record holds, the writer's text
// reads back to the record, normalised as AppendPGN documents. Tag values
// with newlines were written as they were and did not read back; comments
// with '}' came back with ')'.
func TestPGNWriterRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		names := rapid.OneOf(rapid.SampledFrom(roster), rapid.StringMatching(`[A-Za-z][A-Za-z0-9_]{0,8}`))
		rec := &Record{
			Comment:    pgnText().Draw(t, "first comment"),
			Moves:      drawLine(t, "main", 0),
			Result:     rapid.SampledFrom([]string{"1-0", "0-1", "1/2-1/2", "*"}).Draw(t, "result"),
			FirstMove:  rapid.IntRange(1, 500).Draw(t, "first move"),
			BlackFirst: rapid.Bool().Draw(t, "black first"),
		}
		for range rapid.IntRange(0, 5).Draw(t, "tags") {
			rec.Tags = append(rec.Tags, Tag{Name: names.Draw(t, "name"), Value: pgnText().Draw(t, "value")})
		}
		out := AppendPGN(nil, rec)
		back, err := NewPGNReader(bytes.NewReader(out)).Next()
		if err != nil {
			t.Fatalf("%v\n%s", err, out)
		}
		back.Line = 0
		if diff := cmp.Diff(written(rec), back); diff != "" {
			t.Fatalf("read back (-want +got):\n%s\n%s", diff, out)
		}
		// Read back, the record is in normal form: its text reads back
		// to it exactly.
		again, err := NewPGNReader(bytes.NewReader(AppendPGN(nil, back))).Next()
		if err != nil {
			t.Fatal(err)
		}
		again.Line = 0
		if diff := cmp.Diff(back, again); diff != "" {
			t.Fatalf("read again (-want +got):\n%s", diff)
		}
	})
}
