package svg

import (
	"bytes"
	"encoding/xml"
	"flag"
	"io"
	"iter"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/chaturanga-go/chaturanga/chator"
	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/makruk"
	"github.com/chaturanga-go/chaturanga/qiguo"
	"github.com/chaturanga-go/chaturanga/shatar"
	"github.com/chaturanga-go/chaturanga/shatranj"
	"github.com/chaturanga-go/chaturanga/sittuyin"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// render draws p, a pointer to a game's Position.
func render(p core.Position, o Options) []byte {
	return Append(nil, p, o)
}

func sq(s string) core.Square { return core.MustParseSquare(s) }

func mv(s string) core.Move {
	from, n := core.ScanSquare(s)
	to, _ := core.ScanSquare(s[n:])
	return core.NewMove(from, to)
}

// goldens are the pictures in testdata, one of each game at least; the
// README shows the first five.
func goldens() []struct {
	name string
	p    core.Position
	o    Options
} {
	mk := makruk.MustParseFEN("rnsmksnr/8/1ppppppp/p7/4P3/PPPP1PPP/8/RNSKMSNR w - - 0 2", makruk.Default)
	st := sittuyin.StartPosition(sittuyin.Default)
	for _, s := range []string{"K@e2", "F@d2", "S@c2", "S@f2", "N@b2", "N@g2", "R@a1", "R@h1", "K@d7", "S@e7", "R@e8", "F@c7"} {
		m, err := st.ParseLenient(s)
		if err != nil {
			panic(err)
		}
		st, err = st.Play(m)
		if err != nil {
			panic(err)
		}
	}
	sh := shatranj.MustParseFEN("rnbkqbnr/ppp1pppp/8/3p4/8/2B5/PPPPPPPP/RN1KQBNR b - - 0 2", shatranj.Default)
	ch := chator.StartPosition(chator.Default)
	qg := qiguo.StartPosition(qiguo.Default)
	qgDefeat := qiguo.MustParseFEN("18wQ/19/19/19/19/19/19/19/19/19/19/7oR11/19/19/oQ18/19/19/19/wR12rQ5 w - g:-,b:-,d:-,p:- 1", qiguo.Default)
	qgDefeat, err := qgDefeat.Play(mv("a1a5"))
	if err != nil {
		panic(err)
	}
	mkCheck := makruk.MustParseFEN("4k3/8/8/8/8/8/4R3/4K3 b - - 0 1", makruk.Default)
	sr := shatar.StartPosition(shatar.Default) // a core.Position of its own
	return []struct {
		name string
		p    core.Position
		o    Options
	}{
		{"makruk", &mk, Options{LastMove: mv("e3e4")}},
		{"sittuyin", &st, Options{Caption: "Sittuyin: the setup, Black placing its pieces (ST-9..ST-12)"}},
		{"shatranj", &sh, Options{LastMove: mv("c1c3"), Arrows: []Arrow{{From: sq("c3"), To: sq("a5")}, {From: sq("c3"), To: sq("e5"), Color: "#c0392b"}}}},
		{"chator", &ch, Options{}},
		{"qiguo", &qg, Options{Bottom: qiguo.SouthWest}},
		{"qiguo-qin", &qg, Options{Size: 600, LastMove: mv("a13d11"), Marks: []Mark{{Square: sq("j10"), Color: "gold"}}}},
		{"qiguo-defeat", &qgDefeat, Options{Bottom: qiguo.SouthWest, LastMove: mv("a1a5"), Caption: "Qin takes Han's general: Han's army passes to Qin (QG-17)"}},
		{"shatar", &sr, Options{}},
		{"makruk-black-check", &mkCheck, Options{Bottom: core.Black, Marks: []Mark{{Square: sq("e2")}}, Caption: "Black in check"}},
	}
}

func TestGolden(t *testing.T) {
	for _, tc := range goldens() {
		t.Run(tc.name, func(t *testing.T) {
			got := render(tc.p, tc.o)
			path := filepath.Join("testdata", tc.name+".svg")
			if *update {
				if err := os.WriteFile(path, got, 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run go test ./svg -update to write it)", err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("%s differs from the picture drawn now (go test ./svg -update rewrites it after a deliberate change)", path)
			}
		})
	}
}

// element is what the tests read of one element of a picture.
type element struct {
	name  string
	attrs map[string]string
	text  string // the character data directly inside it
}

// parse decodes a whole picture as XML and returns its elements in
// document order, failing the test on any error.
func parse(t *testing.T, b []byte) []element {
	t.Helper()
	dec := xml.NewDecoder(bytes.NewReader(b))
	var out []element
	var stack []int
	depth := 0
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("not XML: %v\n%s", err, b)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			if depth == 0 && tok.Name.Local != "svg" {
				t.Fatalf("root element is %s, want svg", tok.Name.Local)
			}
			e := element{name: tok.Name.Local, attrs: map[string]string{}}
			for _, a := range tok.Attr {
				e.attrs[a.Name.Local] = a.Value
			}
			out = append(out, e)
			stack = append(stack, len(out)-1)
			depth++
		case xml.EndElement:
			stack = stack[:len(stack)-1]
			depth--
		case xml.CharData:
			if len(stack) > 0 {
				out[stack[len(stack)-1]].text += string(tok)
			}
		}
	}
	if depth != 0 || len(out) == 0 {
		t.Fatalf("unbalanced document")
	}
	return out
}

// withClass returns the elements whose class is class.
func withClass(es []element, class string) []element {
	var out []element
	for _, e := range es {
		if e.attrs["class"] == class {
			out = append(out, e)
		}
	}
	return out
}

// useAt returns where the picture draws the piece on square s: the x and y
// of the use element of the piece's group.
func useAt(t *testing.T, es []element, s string) (x, y float64) {
	t.Helper()
	for i, e := range es {
		if e.attrs["class"] != "piece" || e.attrs["data-square"] != s {
			continue
		}
		for _, u := range es[i+1:] {
			if u.name == "use" {
				x, _ = strconv.ParseFloat(u.attrs["x"], 64)
				y, _ = strconv.ParseFloat(u.attrs["y"], 64)
				return x, y
			}
		}
	}
	t.Fatalf("no piece drawn on %s", s)
	return 0, 0
}

func TestPiecesCounted(t *testing.T) {
	for _, tc := range goldens() {
		t.Run(tc.name, func(t *testing.T) {
			p := tc.p
			es := parse(t, render(tc.p, tc.o))
			want := map[string]string{}
			for s, pc := range p.Pieces() {
				want[s.String()] = pc.String()
			}
			got := withClass(es, "piece")
			if len(got) != len(want) {
				t.Errorf("%d pieces drawn, want %d", len(got), len(want))
			}
			for _, e := range got {
				if _, ok := want[e.attrs["data-square"]]; !ok {
					t.Errorf("a piece drawn on %q, where the position has none", e.attrs["data-square"])
				}
			}
			zhou := len(withClass(es, "zhou"))
			if wantZhou := map[bool]int{true: 1, false: 0}[p.Variant() == "qiguo"]; zhou != wantZhou {
				t.Errorf("%d Zhou drawn, want %d", zhou, wantZhou)
			}
		})
	}
}

// texts returns the character data of the elements whose class is class
// and of their descendants' text elements, in order.
func coordinates(t *testing.T, b []byte) []string {
	t.Helper()
	dec := xml.NewDecoder(bytes.NewReader(b))
	var out []string
	in := 0 // depth inside the coordinates group, 0 outside
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			return out
		}
		if err != nil {
			t.Fatal(err)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			if in > 0 {
				in++
			} else {
				for _, a := range tok.Attr {
					if a.Name.Local == "class" && a.Value == "coordinates" {
						in = 1
					}
				}
			}
		case xml.EndElement:
			if in > 0 {
				in--
			}
		case xml.CharData:
			if in > 1 {
				out = append(out, string(tok))
			}
		}
	}
}

func TestCoordinates(t *testing.T) {
	mk := makruk.StartPosition(makruk.Default)
	qg := qiguo.StartPosition(qiguo.Default)
	tests := []struct {
		name string
		p    core.Position
		o    Options
		want string // the labels under the board, then those beside it from the top
	}{
		{"white", &mk, Options{}, "a b c d e f g h 8 7 6 5 4 3 2 1"},
		{"black", &mk, Options{Bottom: core.Black}, "h g f e d c b a 1 2 3 4 5 6 7 8"},
		{"not a side", &mk, Options{Bottom: core.Color(5)}, "a b c d e f g h 8 7 6 5 4 3 2 1"},
		{"off", &mk, Options{NoCoordinates: true}, ""},
		{"Han", &qg, Options{Bottom: qiguo.SouthWest}, "a b c d e f g h i j k l m n o p q r s 19 18 17 16 15 14 13 12 11 10 9 8 7 6 5 4 3 2 1"},
		{"Chu", &qg, Options{Bottom: qiguo.SouthEast}, "a b c d e f g h i j k l m n o p q r s 19 18 17 16 15 14 13 12 11 10 9 8 7 6 5 4 3 2 1"},
		{"Qin", &qg, Options{}, "19 18 17 16 15 14 13 12 11 10 9 8 7 6 5 4 3 2 1 s r q p o n m l k j i h g f e d c b a"},
		{"Wei", &qg, Options{Bottom: qiguo.EastSouth}, "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 a b c d e f g h i j k l m n o p q r s"},
		{"Yan", &qg, Options{Bottom: qiguo.NorthEast}, "s r q p o n m l k j i h g f e d c b a 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := strings.Join(coordinates(t, render(tc.p, tc.o)), " ")
			if got != tc.want {
				t.Errorf("coordinates\n got %s\nwant %s", got, tc.want)
			}
		})
	}
}

// TestOrientation checks that each piece is drawn in the cell its square
// is seen in from the bottom side: the general of the state at the bottom
// in the middle of the bottom row (QG-5), White's khun on d1 fourth from
// the left, Black's view turning it to fifth from the left on the top row.
func TestOrientation(t *testing.T) {
	mk := makruk.StartPosition(makruk.Default)
	qg := qiguo.StartPosition(qiguo.Default)
	tests := []struct {
		name     string
		p        core.Position
		o        Options
		sq       string
		col, row int
	}{
		{"white khun", &mk, Options{}, "d1", 3, 7},
		{"white khun from Black", &mk, Options{Bottom: core.Black}, "d1", 4, 0},
		{"Qin's general from Qin", &qg, Options{}, "a10", 9, 18},
		{"Han's general from Han", &qg, Options{Bottom: qiguo.SouthWest}, "f1", 5, 18},
		{"Chu's general from Chu", &qg, Options{Bottom: qiguo.SouthEast}, "n1", 13, 18},
		{"Wei's general from Wei", &qg, Options{Bottom: qiguo.EastSouth}, "s6", 5, 18},
		{"Qi's general from Qi", &qg, Options{Bottom: qiguo.EastNorth}, "s14", 13, 18},
		{"Yan's general from Yan", &qg, Options{Bottom: qiguo.NorthEast}, "n19", 5, 18},
		{"Zhao's general from Zhao", &qg, Options{Bottom: qiguo.NorthWest}, "f19", 13, 18},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := tc.p
			d := &picture{p: p, o: tc.o, st: styleOf(p.Variant()), g: p.Geometry()}
			d.layout()
			col, row := d.at(sq(tc.sq))
			if col != tc.col || row != tc.row {
				t.Errorf("%s drawn in column %d row %d, want %d %d", tc.sq, col, row, tc.col, tc.row)
			}
			if back := d.square(col, row); back != sq(tc.sq) {
				t.Errorf("cell %d %d shows %v, want %s", col, row, back, tc.sq)
			}
			// And the picture puts the piece there.
			wantX := d.ox + (float64(tc.col)+0.5)*d.cell
			wantY := d.oy + (float64(tc.row)+0.5)*d.cell
			if !d.st.points { // a figurine's use element is placed by its corner
				wantX, wantY = wantX-d.cell/2, wantY-d.cell/2
			}
			x, y := useAt(t, parse(t, render(tc.p, tc.o)), tc.sq)
			if x != wantX || y != wantY {
				t.Errorf("the piece on %s is drawn at %v,%v, want %v,%v", tc.sq, x, y, wantX, wantY)
			}
		})
	}
}

// fake is a position of a game the renderer does not know, built in the
// test: the methods the renderer reads, the others panic.
type fake struct {
	core.Position
	variant string
	g       core.Geometry
	sides   int
	side    core.Color
	check   bool
	pieces  []core.Square // in square order
	at      map[core.Square]core.Piece
}

func newFake(variant string, g core.Geometry, sides int, placed map[string]core.Piece) *fake {
	f := &fake{variant: variant, g: g, sides: sides, at: map[core.Square]core.Piece{}}
	for s, pc := range placed {
		f.at[sq(s)] = pc
	}
	for s := range g.Squares() {
		if _, ok := f.at[s]; ok {
			f.pieces = append(f.pieces, s)
		}
	}
	return f
}

func (f *fake) Variant() string         { return f.variant }
func (f *fake) Geometry() core.Geometry { return f.g }
func (f *fake) Sides() int              { return f.sides }
func (f *fake) SideName(c core.Color) string {
	if int(c) < f.sides {
		return "side<" + strconv.Itoa(int(c)) + ">"
	}
	return ""
}
func (f *fake) PieceName(p core.Piece) string { return p.Kind().String() }
func (f *fake) Side() core.Color              { return f.side }
func (f *fake) At(s core.Square) core.Piece   { return f.at[s] }
func (f *fake) InCheck() bool                 { return f.check }
func (f *fake) King(c core.Color) core.Square {
	for _, s := range f.pieces {
		if f.at[s] == core.MakePiece(c, core.King) {
			return s
		}
	}
	return core.NoSquare
}
func (f *fake) Pieces() iter.Seq2[core.Square, core.Piece] {
	return func(yield func(core.Square, core.Piece) bool) {
		for _, s := range f.pieces {
			if !yield(s, f.at[s]) {
				return
			}
		}
	}
}

func TestNothingToDraw(t *testing.T) {
	dst := []byte("kept")
	if got := Append(dst, nil, Options{}); string(got) != "kept" {
		t.Errorf("Append(nil position) = %q, want dst unchanged", got)
	}
	for _, g := range []core.Geometry{{}, {Files: 0, Ranks: 8}, {Files: 20, Ranks: 8}, {Files: 8, Ranks: -1}} {
		f := newFake("x", g, 2, nil)
		if got := Append(dst, f, Options{}); string(got) != "kept" {
			t.Errorf("Append(geometry %v) = %q, want dst unchanged", g, got)
		}
		if got := Board(f, Options{}); got != "" {
			t.Errorf("Board(geometry %v) = %q, want empty", g, got)
		}
	}
}

// TestOtherGame draws a game the renderer has no style for: a chequered
// board of the position's size, a disc with its name's initial for a kind
// without a figurine, odd names escaped.
func TestOtherGame(t *testing.T) {
	f := newFake(`we<ird"`, core.Geometry{Files: 10, Ranks: 6}, 3, map[string]core.Piece{
		"a1": core.MakePiece(core.White, core.King),
		"j6": core.MakePiece(core.Black, core.Cannon),
		"e3": core.MakePiece(2, core.Horseman),
	})
	f.check = true
	b := Append([]byte("prefix:"), f, Options{Bottom: 2, Caption: "x"})
	if !bytes.HasPrefix(b, []byte("prefix:<svg ")) {
		t.Fatalf("Append did not append to dst: %.40q", b)
	}
	es := parse(t, b[len("prefix:"):])
	if n := len(withClass(es, "piece")); n != 3 {
		t.Errorf("%d pieces drawn, want 3", n)
	}
	if got := coordinates(t, b[len("prefix:"):]); strings.Join(got, "") != "abcdefghij654321" {
		t.Errorf("coordinates %q", got)
	}
	if es[0].attrs["data-variant"] != `we<ird"` {
		t.Errorf("data-variant = %q", es[0].attrs["data-variant"])
	}
	if es[0].attrs["class"] != "chaturanga weird" {
		t.Errorf("class = %q, want the variant's letters", es[0].attrs["class"])
	}
	var initials []string
	for i, e := range es {
		if e.name == "g" && strings.HasPrefix(e.attrs["id"], "weird-") && es[i+2].name == "text" {
			initials = append(initials, es[i+2].text)
		}
	}
	if strings.Join(initials, " ") != "C H" {
		t.Errorf("initials drawn for the cannon and the horseman: %q, want C H", initials)
	}
	if n := len(withClass(es, "check")); n != 1 {
		t.Errorf("%d check highlights, want 1 (the side to move is in check)", n)
	}
}

// squaresOf returns the data-square attributes of the elements of a class.
func squaresOf(es []element, class string) string {
	var out []string
	for _, e := range withClass(es, class) {
		out = append(out, e.attrs["data-square"])
	}
	return strings.Join(out, " ")
}

func TestLastMove(t *testing.T) {
	mk := makruk.StartPosition(makruk.Default)
	st := sittuyin.StartPosition(sittuyin.Default)
	qg := qiguo.StartPosition(qiguo.Default)
	tests := []struct {
		name string
		p    core.Position
		m    core.Move
		want string
	}{
		{"none", &mk, core.Move{}, ""},
		{"move", &mk, mv("e3e4"), "e3 e4"},
		{"promotion in place", &mk, core.NewPromotion(sq("d5"), sq("d5"), core.Ferz), "d5"},
		{"drop", &st, core.NewDrop(core.King, sq("e2")), "e2"},
		{"pass", &qg, core.NewPass(), ""},
		{"action", &mk, core.NewAction(core.StartCount), ""},
		{"off the board", &mk, core.NewMove(sq("a1"), sq("j10")), "a1"},
		{"point", &qg, mv("a13d11"), "a13 d11"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			es := parse(t, render(tc.p, Options{LastMove: tc.m}))
			if got := squaresOf(es, "lastmove"); got != tc.want {
				t.Errorf("highlighted %q, want %q", got, tc.want)
			}
		})
	}
}

func TestCheck(t *testing.T) {
	check := makruk.MustParseFEN("4k3/8/8/8/8/8/4R3/4K3 b - - 0 1", makruk.Default)
	quiet := makruk.MustParseFEN("4k3/8/8/8/8/8/3R4/4K3 b - - 0 1", makruk.Default)
	for _, tc := range []struct {
		name string
		p    core.Position
		o    Options
		want string
	}{
		{"in check", &check, Options{}, "e8"},
		{"NoCheck", &check, Options{NoCheck: true}, ""},
		{"not in check", &quiet, Options{}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := render(tc.p, tc.o)
			es := parse(t, b)
			if got := squaresOf(es, "check"); got != tc.want {
				t.Errorf("check glow on %q, want %q", got, tc.want)
			}
			if has := bytes.Contains(b, []byte(`-check"><stop`)); has != (tc.want != "") {
				t.Errorf("gradient defined: %v, want %v", has, tc.want != "")
			}
		})
	}
}

func TestArrowsAndMarks(t *testing.T) {
	mk := makruk.StartPosition(makruk.Default)
	o := Options{
		Arrows: []Arrow{
			{From: sq("e3"), To: sq("e4")},
			{From: sq("b1"), To: sq("c3"), Color: "#C0392B"},
			{From: sq("d1"), To: sq("d1"), Color: "red"},
			{From: sq("a1"), To: sq("a9")},                            // off the board: left out
			{From: core.NoSquare, To: sq("a1")},                       // left out
			{From: sq("h1"), To: sq("h3"), Color: `red" onload="x()`}, // unsafe: the default colour
		},
		Marks: []Mark{{Square: sq("c3")}, {Square: sq("f6"), Color: "#0f08"}, {Square: sq("s19")}},
	}
	es := parse(t, render(&mk, o))
	var arrows []string
	for _, e := range withClass(es, "arrow") {
		color := e.attrs["fill"]
		if e.name == "circle" {
			color = e.attrs["stroke"]
		}
		arrows = append(arrows, e.attrs["data-from"]+e.attrs["data-to"]+" "+e.name+" "+color)
	}
	want := "e3e4 polygon #15781b, b1c3 polygon #C0392B, d1d1 circle red, h1h3 polygon #15781b"
	if got := strings.Join(arrows, ", "); got != want {
		t.Errorf("arrows\n got %s\nwant %s", got, want)
	}
	var marks []string
	for _, e := range withClass(es, "mark") {
		marks = append(marks, e.attrs["data-square"]+" "+e.attrs["fill"])
	}
	if got := strings.Join(marks, ", "); got != "c3 #2a7fd4, f6 #0f08" {
		t.Errorf("marks %q", got)
	}
	if n := len(parse(t, render(&mk, Options{}))); n >= len(es) {
		t.Errorf("arrows and marks added no elements")
	}
}

func TestSafeColor(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"", "d"}, {"red", "red"}, {"DarkGreen", "DarkGreen"}, {"#abc", "#abc"}, {"#abcd", "#abcd"},
		{"#a1b2c3", "#a1b2c3"}, {"#a1b2c3d4", "#a1b2c3d4"}, {"#ab", "d"}, {"#abcde", "d"}, {"#abcdeg", "d"},
		{"#", "d"}, {"rgb(1,2,3)", "d"}, {"red ", "d"}, {`"`, "d"}, {"url(#x)", "d"},
		{strings.Repeat("a", 33), "d"}, {"ré", "d"},
	} {
		if got := safeColor(tc.in, "d"); got != tc.want {
			t.Errorf("safeColor(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// captionOf returns the caption's lines in picture b.
func captionOf(t *testing.T, b []byte) []string {
	t.Helper()
	var lines []string
	es := parse(t, b)
	for i, e := range es {
		if e.attrs["class"] == "caption" {
			for _, c := range es[i+1:] {
				if c.name != "text" {
					break
				}
				lines = append(lines, c.text)
			}
		}
	}
	return lines
}

func TestCaption(t *testing.T) {
	mk := makruk.StartPosition(makruk.Default)
	caption := "1. e4 <Nf6> & \"the\" 'count'\nline two\x00\xff"
	b := render(&mk, Options{Caption: caption})
	lines := captionOf(t, b)
	want := []string{"1. e4 <Nf6> & \"the\" 'count'", "line two\uFFFD\uFFFD"}
	if strings.Join(lines, "|") != strings.Join(want, "|") {
		t.Errorf("caption lines %q, want %q", lines, want)
	}
	if bytes.Contains(b, []byte("<Nf6>")) {
		t.Errorf("caption not escaped")
	}
	if plain := render(&mk, Options{}); bytes.Contains(plain, []byte(`class="caption"`)) {
		t.Errorf("a caption drawn without one")
	}
}

func TestSize(t *testing.T) {
	mk := makruk.StartPosition(makruk.Default)
	qg := qiguo.StartPosition(qiguo.Default)
	for _, tc := range []struct {
		name          string
		p             core.Position
		o             Options
		width, height string
	}{
		{"natural", &mk, Options{}, "464", "464"},
		{"negative", &mk, Options{Size: -5}, "464", "464"},
		{"small", &mk, Options{Size: 232}, "232", "232"},
		{"no coordinates", &mk, Options{NoCoordinates: true}, "436", "436"},
		{"caption", &mk, Options{Size: 464, Caption: "a\nb"}, "464", "516"},
		{"qiguo", &qg, Options{Size: 1000}, "1000", "808"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			root := parse(t, render(tc.p, tc.o))[0]
			if root.attrs["width"] != tc.width || root.attrs["height"] != tc.height {
				t.Errorf("size %sx%s, want %sx%s (viewBox %s)", root.attrs["width"], root.attrs["height"], tc.width, tc.height, root.attrs["viewBox"])
			}
		})
	}
}

// TestDeterministic draws every golden picture twice, and through Append
// after other bytes.
func TestDeterministic(t *testing.T) {
	for _, tc := range goldens() {
		a, b := render(tc.p, tc.o), render(tc.p, tc.o)
		if !bytes.Equal(a, b) {
			t.Errorf("%s: two drawings differ", tc.name)
		}
		c := Append([]byte("x"), tc.p, tc.o)
		if !bytes.Equal(c[1:], a) {
			t.Errorf("%s: appended drawing differs", tc.name)
		}
		if got := Board(tc.p, tc.o); got != string(a) {
			t.Errorf("%s: Board differs from Append", tc.name)
		}
	}
}

func TestHands(t *testing.T) {
	st := sittuyin.StartPosition(sittuyin.Default)
	es := parse(t, render(&st, Options{}))
	hand := withClass(es, "hand")
	if len(hand) != 16 {
		t.Errorf("%d pieces in hand drawn at the start, want 16", len(hand))
	}
	count := map[string]int{}
	for _, e := range hand {
		count[e.attrs["data-piece"]]++
	}
	want := map[string]int{"white min-gyi": 1, "white sit-ke": 1, "white sin": 2, "white myin": 2, "white yahhta": 2,
		"black min-gyi": 1, "black sit-ke": 1, "black sin": 2, "black myin": 2, "black yahhta": 2}
	for k, n := range want {
		if count[k] != n {
			t.Errorf("%d %s in hand drawn, want %d", count[k], k, n)
		}
	}
	// Each side's hand on its own half: the side at the bottom below.
	for _, bottom := range []core.Color{core.White, core.Black} {
		es := parse(t, render(&st, Options{Bottom: bottom}))
		mid := 10 + 22 + 4*50.0 // the frame, the margin, four squares
		for i, e := range es {
			if e.attrs["class"] != "hand" {
				continue
			}
			y, _ := strconv.ParseFloat(es[i+2].attrs["y"], 64) // g, title, use
			low := y >= mid
			if own := strings.HasPrefix(e.attrs["data-piece"], core.Color(bottom).String()); own != low {
				t.Errorf("Bottom %v: %s in hand drawn at y %v (the board's middle is %v)", bottom, e.attrs["data-piece"], y, mid)
			}
		}
	}
	// After the setup: no tray.
	q := sittuyin.MustParseFEN("4k3/8/8/3P4/8/1K6/7F/7r[] w - - 0 40", sittuyin.Default)
	b := render(&q, Options{})
	if bytes.Contains(b, []byte(`class="hands"`)) {
		t.Errorf("a hands tray drawn after the setup")
	}
}

func TestLegend(t *testing.T) {
	p := qiguo.MustParseFEN("18wQ/19/19/19/19/19/19/19/19/19/19/7oR11/19/19/oQ18/19/19/19/wR12rQ5 w - g:-,b:-,d:-,p:- 1", qiguo.Default)
	p, err := p.Play(mv("a1a5"))
	if err != nil {
		t.Fatal(err)
	}
	es := parse(t, render(&p, Options{}))
	var states []string
	for i, e := range es {
		if e.attrs["class"] != "state" {
			continue
		}
		s := e.attrs["data-side"]
		for _, c := range es[i+1:] {
			if c.attrs["class"] == "state" || c.name == "g" {
				break
			}
			if c.name == "text" && c.attrs["font-size"] == "12" {
				s += " (" + c.text + ")"
			}
		}
		states = append(states, s)
	}
	want := "Qin, Han (defeated by Qin), Chu (to move), Wei (resigned), Qi (resigned), Yan (resigned), Zhao (resigned)"
	if got := strings.Join(states, ", "); got != want {
		t.Errorf("legend\n got %s\nwant %s", got, want)
	}
	// The states' names follow the rules' naming, and so their colours.
	w := qiguo.StartPosition(qiguo.ElephantChess)
	es = parse(t, render(&w, Options{}))
	var names []string
	for _, e := range withClass(es, "state") {
		names = append(names, e.attrs["data-side"])
	}
	if got := strings.Join(names, " "); got != "Qin Chu Han Qi Wei Zhao Yan" {
		t.Errorf("ElephantChess legend %q", got)
	}
}

// hostile are strings a caller might pass as captions or colours.
var hostile = []string{
	"", "<", "]]>", "<!--", "-->", "&", "&amp;", "&#0;", "\"'", "<script>alert(1)</script>",
	"\x00\x01\x1f\x7f", "\xff\xfe", "\xed\xa0\x80", "\uFFFE\uFFFF", "\u0085\u2028", "a\r\nb\rc\n",
	"#fff\" onload=\"x", "url(#a)", "red;fill:blue", strings.Repeat("長", 500),
}

func checkXML(t *testing.T, caption, color string) {
	t.Helper()
	mk := makruk.StartPosition(makruk.Default)
	b := render(&mk, Options{
		Caption: caption,
		Arrows:  []Arrow{{From: sq("e3"), To: sq("e4"), Color: color}},
		Marks:   []Mark{{Square: sq("a1"), Color: color}},
	})
	es := parse(t, b)
	for _, e := range es {
		def := map[string]string{"arrow": defaultArrow, "mark": defaultMark}[e.attrs["class"]]
		if def == "" {
			continue
		}
		if got, want := e.attrs["fill"], safeColor(color, def); got != want {
			t.Errorf("colour %q drawn as %q, want %q", color, got, want)
		}
	}
	if got := len(withClass(es, "arrow")) + len(withClass(es, "mark")); got != 2 {
		t.Errorf("%d arrows and marks drawn, want 2", got)
	}
}

func TestHostileText(t *testing.T) {
	for _, s := range hostile {
		checkXML(t, s, s)
	}
}

func FuzzOptions(f *testing.F) {
	for _, s := range hostile {
		f.Add(s, s)
	}
	f.Fuzz(checkXML)
}

func TestWrap(t *testing.T) {
	for _, tc := range []struct {
		line  string
		width float64
		want  []string
	}{
		{"", 10, []string{""}},
		{"short", 10, []string{"short"}},
		{"one two three four", 5, []string{"one two", "three", "four"}},
		{"abcdefghijklmnop", 5, []string{"abcdefgh", "ijklmnop"}},
		{"將偏裨弓弩刀劍", 3, []string{"將偏裨", "弓弩刀", "劍"}},
	} {
		if got := wrap(nil, tc.line, tc.width); !slices.Equal(got, tc.want) {
			t.Errorf("wrap(%q, %v) = %q, want %q", tc.line, tc.width, got, tc.want)
		}
	}
	// Every line of a long caption fits the picture.
	mk := makruk.StartPosition(makruk.Default)
	caption := strings.Repeat("Makruk's met moves one step diagonally. ", 10)
	es := parse(t, render(&mk, Options{Caption: caption}))
	width, _ := strconv.ParseFloat(strings.Fields(es[0].attrs["viewBox"])[2], 64)
	var lines []string
	for _, e := range es {
		if e.name == "text" && e.attrs["font-size"] == "16" {
			lines = append(lines, e.text)
			if w := widthOf(e.text) * 16; w > width-20 {
				t.Errorf("caption line %q is %v wide, the picture %v", e.text, w, width)
			}
		}
	}
	if got := strings.Join(lines, " "); got != strings.TrimSpace(caption) {
		t.Errorf("caption lines %q do not make up the caption", lines)
	}
}

func BenchmarkAppend(b *testing.B) {
	mk := makruk.StartPosition(makruk.Default)
	qg := qiguo.StartPosition(qiguo.Default)
	for _, bc := range []struct {
		name string
		p    core.Position
	}{{"makruk", &mk}, {"qiguo", &qg}} {
		b.Run(bc.name, func(b *testing.B) {
			var buf []byte
			o := Options{LastMove: mv("e3e4"), Caption: "a caption"}
			b.ReportAllocs()
			for b.Loop() {
				buf = Append(buf[:0], bc.p, o)
			}
			b.SetBytes(int64(len(buf)))
		})
	}
}

// TestReferences checks every picture defines each id once, defines only
// what it uses, and uses only what it defines.
func TestReferences(t *testing.T) {
	for _, tc := range goldens() {
		t.Run(tc.name, func(t *testing.T) {
			defined, used := map[string]int{}, map[string]bool{}
			for _, e := range parse(t, render(tc.p, tc.o)) {
				if id := e.attrs["id"]; id != "" {
					defined[id]++
				}
				if h := e.attrs["href"]; h != "" {
					used[strings.TrimPrefix(h, "#")] = true
				}
				if f := e.attrs["fill"]; strings.HasPrefix(f, "url(#") {
					used[strings.TrimSuffix(strings.TrimPrefix(f, "url(#"), ")")] = true
				}
			}
			for id, n := range defined {
				if n > 1 {
					t.Errorf("id %q defined %d times", id, n)
				}
				if !used[id] {
					t.Errorf("id %q defined and not used", id)
				}
			}
			for id := range used {
				if defined[id] == 0 {
					t.Errorf("id %q used and not defined", id)
				}
			}
		})
	}
}

// A 4 MiB caption of line breaks gave 687 MB of SVG and took 2.7 GB: a
// picture drew each line. Now the caption, the arrows and the marks are
// bounded (MaxCaptionBytes, MaxCaptionLines, MaxArrows, MaxMarks): the
// picture's size does not grow with them, and a long caption ends with
// "…".
func TestLongOptionsBounded(t *testing.T) {
	mk := makruk.StartPosition(makruk.Default)
	qg := qiguo.StartPosition(qiguo.Default)
	small := len(render(&qg, Options{}))
	var arrows []Arrow
	var marks []Mark
	for i := range 1 << 16 {
		sq := core.SquareAt(i%19, i/19%19)
		arrows = append(arrows, Arrow{From: sq, To: core.SquareAt(18-i%19, i%19), Color: "#d00"})
		marks = append(marks, Mark{Square: sq, Color: "red"})
	}
	for name, o := range map[string]Options{
		"line breaks":   {Caption: strings.Repeat("\n", 4<<20)},
		"CRLF":          {Caption: strings.Repeat("\r\n", 2<<20)},
		"one word":      {Caption: strings.Repeat("x", 4<<20)},
		"words":         {Caption: strings.Repeat("ab ", 1<<20)},
		"wide":          {Caption: strings.Repeat("將", 1<<20)},
		"arrows, marks": {Arrows: arrows, Marks: marks},
		"all of it":     {Caption: strings.Repeat("a\n", 2<<20), Arrows: arrows, Marks: marks},
	} {
		for _, p := range []core.Position{&mk, &qg} {
			var b []byte
			alloc := allocated(func() { b = Append(nil, p, o) })
			if len(b) > small+200<<10 || alloc > 4<<20 {
				t.Errorf("%s, %s: %d bytes of SVG, %d allocated", name, p.Variant(), len(b), alloc)
			}
			if o.Caption == "" {
				continue
			}
			lines := captionOf(t, b)
			if len(lines) == 0 || len(lines) > MaxCaptionLines || !strings.HasSuffix(lines[len(lines)-1], "…") {
				t.Errorf("%s, %s: %d caption lines, the last %q", name, p.Variant(), len(lines), lines[len(lines)-1])
			}
		}
	}
	// Up to the limits everything is drawn, and a caption at its byte
	// limit is not cut.
	b := render(&qg, Options{Caption: strings.Repeat("a", MaxCaptionBytes-10) + " bcdefghij", Arrows: arrows[:MaxArrows], Marks: marks[:MaxMarks]})
	if n := bytes.Count(b, []byte(`class="arrow"`)); n != MaxArrows {
		t.Errorf("%d arrows drawn, want %d", n, MaxArrows)
	}
	if n := bytes.Count(b, []byte(`class="mark"`)); n != MaxMarks {
		t.Errorf("%d marks drawn, want %d", n, MaxMarks)
	}
	if bytes.Contains(b, []byte("…")) || !bytes.Contains(b, []byte("bcdefghij<")) {
		t.Errorf("a caption of %d bytes was cut", MaxCaptionBytes)
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

// odd is a position whose methods answer out of range: many sides, huge
// hands.
type odd struct{ *fake }

func (odd) InSetup() bool                              { return true }
func (odd) InHand(c core.Color, k core.Kind) int       { return 1 << 40 }
func (odd) DefeatedBy(c core.Color) (core.Color, bool) { return c + 1, true }

func TestOddPositions(t *testing.T) {
	for _, variant := range []string{"qiguo", "makruk", "other"} {
		f := newFake(variant, core.Geometry{Files: 19, Ranks: 19}, 1000, map[string]core.Piece{
			"j10": core.MakePiece(core.Neutral, core.Zhou), "a1": core.MakePiece(200, core.King)})
		f.side = 250
		b := Append(nil, odd{f}, Options{Bottom: 99, LastMove: core.NewMove(core.NoSquare, core.Square(0xFFFE))})
		es := parse(t, b)
		if n := len(withClass(es, "state")); variant == "qiguo" && n != core.MaxColors {
			t.Errorf("%s: %d states in the legend, want %d", variant, n, core.MaxColors)
		}
		if n := len(withClass(es, "hand")); variant != "qiguo" && n != 2*maxHand*int(core.NumKinds-1) {
			t.Errorf("%s: %d pieces in hand drawn, want the bound %d", variant, n, 2*maxHand*int(core.NumKinds-1))
		}
	}
}
