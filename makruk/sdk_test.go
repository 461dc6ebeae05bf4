package makruk

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/tools/conform"
	"github.com/chaturanga-go/chaturanga/internal/tools/textkit"
)

// TestZeroPosition calls every method of core.Position (and the package's
// own) on the zero Position: none panics, it has no moves, and the
// entry points that take moves refuse with core.ErrIllegalPosition.
func TestZeroPosition(t *testing.T) {
	var z Position
	p := &z
	m := core.NewMove(core.MustParseSquare("e3"), core.MustParseSquare("e4"))
	moves := []core.Move{{}, m, core.NewPass(), core.NewAction(core.StartCount), core.NewAction(core.StopCount), core.NewDrop(Met, core.MustParseSquare("a1"))}
	const empty = "8/8/8/8/8/8/8/8 w - - 0 1"
	conform.CheckZero(t, p, conform.Zero{Variant: "makruk", FEN: empty, Sides: 2, Geometry: core.Geometry{Files: 8, Ranks: 8},
		Moves: moves, Texts: []string{"e3e4", "e4", "count", "", "Kd2", "stop-count"}})
	for _, mv := range moves {
		u := p.MakeMove(mv)
		p.UnmakeMove(mv, u)
		if _, err := z.Play(mv); !errors.Is(err, core.ErrIllegalPosition) {
			t.Errorf("Play(%v): %v, want ErrIllegalPosition", mv, err)
		}
	}
	if !z.Equal(Position{}) {
		t.Errorf("MakeMove/UnmakeMove changed the zero Position")
	}
	if p.SideName(core.White) != "white" || p.PieceName(core.MakePiece(core.Black, Khon)) != "khon" {
		t.Errorf("names: %q", p.SideName(core.White))
	}
	if d := z.Divide(2); len(d) != 0 {
		t.Errorf("Divide: %v", d)
	}
	if c, ok := p.Clone().(*Position); !ok || !c.Equal(z) {
		t.Errorf("Clone of the zero Position")
	}
	if txt, err := z.MarshalText(); err != nil || string(txt) != "default|"+empty {
		t.Errorf("MarshalText: %q, %v", txt, err)
	}
	_ = z.Diagram()
	_ = z.FigurineDiagram()
	_ = z.Count()
	_ = z.InsufficientMaterial(core.White)
	if !z.RepetitionDraw() || z.Rules() != Default {
		t.Errorf("rules of the zero Position: %v", z.Rules())
	}
}

// TestZeroMoveText: the zero Move is "0000" in every writer.
func TestZeroMoveText(t *testing.T) {
	p := StartPosition(Default)
	if p.SAN(core.Move{}) != "0000" || p.MoveText(core.Move{}) != "0000" || FormatMove(core.Move{}) != "0000" {
		t.Errorf("zero move: SAN %q, MoveText %q", p.SAN(core.Move{}), p.MoveText(core.Move{}))
	}
}

// TestRulesZeroValue: every option's zero value is Default's rule, and
// the zero Rules play exactly as Default (MK-17 included).
func TestRulesZeroValue(t *testing.T) {
	if (Rules{}).normal() != Default {
		t.Fatalf("Rules{} normalises to %+v, want Default", (Rules{}).normal())
	}
	p := MustParseFEN("8/8/3k4/8/8/3K4/8/8 w - - 0 1", Rules{})
	if p.Rules() != Default || !p.Outcome().Equal(core.Draw(core.InsufficientMaterial)) {
		t.Errorf("Rules{}: rules %v, outcome %v", p.Rules(), p.Outcome())
	}
	q := StartPosition(Rules{})
	if !q.Equal(StartPosition(Default)) {
		t.Errorf("StartPosition(Rules{}) differs from Default's")
	}
	if got := (Rules{NoKingsDraw: true}).String(); got != "default NoKingsDraw=true" {
		t.Errorf("Rules{NoKingsDraw: true} = %q", got)
	}
}

// TestRulesText pins the text of rule sets: names and options both ways,
// case-insensitive, errors naming what is wrong.
func TestRulesText(t *testing.T) {
	for _, tt := range []struct {
		r    Rules
		text string
	}{
		{Default, "default"},
		{Pychess, "pychess"},
		{Rules{}, "default"},
		{Rules{Name: "pychess"}, "pychess Counting=Honour NoKingsDraw=false"},
		{Rules{Counting: PlyCounting}, "default Counting=Ply"},
		{Rules{Name: "default", NoKingsDraw: true}, "default NoKingsDraw=true"},
		{Rules{Name: "pychess", Counting: PlyCounting}, "pychess NoKingsDraw=false"},
		{Rules{Name: "PyChess", Counting: PlyCounting, NoKingsDraw: true}, "pychess"},
	} {
		if got := tt.r.String(); got != tt.text {
			t.Errorf("%+v: String %q, want %q", tt.r, got, tt.text)
		}
		back, err := ParseRules(tt.text)
		if err != nil || back != tt.r.normal() {
			t.Errorf("ParseRules(%q) = %+v, %v", tt.text, back, err)
		}
		if b, err := tt.r.MarshalText(); err != nil || string(b) != tt.text {
			t.Errorf("MarshalText %q, %v", b, err)
		}
		var u Rules
		if err := u.UnmarshalText([]byte(tt.text)); err != nil || u != tt.r.normal() {
			t.Errorf("UnmarshalText(%q) = %+v, %v", tt.text, u, err)
		}
	}
	if r, err := ParseRules("  PyChess  counting=honour NOKINGSDRAW=False "); err != nil || r != (Rules{Name: "pychess"}) {
		t.Errorf("case-insensitive ParseRules: %+v, %v", r, err)
	}
	if r, err := ParseRules(""); err != nil || r != Default {
		t.Errorf("ParseRules(\"\") = %+v, %v", r, err)
	}
	for _, tt := range []struct {
		text string
		want error
		says string
	}{
		{"thai", core.ErrUnknown, "default, pychess, cambodian, karouk, makpong, asean, aiwok"},
		{"default Castling=true", core.ErrUnknown, "Counting, NoKingsDraw, FirstMoves, FirstCheck, FrozenKing, Army, Promotion, MoveRule"},
		{"default Counting=Moves", core.ErrSyntax, "Honour, Ply, Cambodian, ASEAN"},
		{"default NoKingsDraw=maybe", core.ErrSyntax, "true or false"},
		{"default NoKingsDraw", core.ErrSyntax, "Option=Value"},
	} {
		_, err := ParseRules(tt.text)
		textkit.Refused(t, err, tt.want, tt.says)
	}
	if got := OptionNames(); !slices.Equal(got, []string{"Counting", "NoKingsDraw", "FirstMoves", "FirstCheck", "FrozenKing", "Army", "Promotion", "MoveRule"}) {
		t.Errorf("OptionNames %v", got)
	}
	if v, err := OptionValues("counting"); err != nil || !slices.Equal(v, []string{"Honour", "Ply", "Cambodian", "ASEAN"}) {
		t.Errorf("OptionValues(counting) = %v, %v", v, err)
	}
	if v, err := OptionValues("NoKingsDraw"); err != nil || v != nil {
		t.Errorf("OptionValues(NoKingsDraw) = %v, %v", v, err)
	}
	if _, err := OptionValues("x"); !errors.Is(err, core.ErrUnknown) {
		t.Errorf("OptionValues(x): %v", err)
	}
	v, _ := OptionValues("Counting")
	v[0] = "changed"
	if w, _ := OptionValues("Counting"); w[0] != "Honour" {
		t.Errorf("OptionValues shares its slice")
	}
	r := Default
	if err := r.Set("Counting", "ply"); err != nil || r.Counting != PlyCounting {
		t.Errorf("Set: %+v, %v", r, err)
	}
	if g, err := r.Get("counting"); err != nil || g != "Ply" {
		t.Errorf("Get: %q, %v", g, err)
	}
	if err := r.Set("NoKingsDraw", "yes"); !errors.Is(err, core.ErrSyntax) || r.NoKingsDraw {
		t.Errorf("Set bad value: %v, rules %+v", err, r)
	}
	if _, err := r.Get("Nope"); !errors.Is(err, core.ErrUnknown) {
		t.Errorf("Get unknown: %v", err)
	}
	sets := RuleSets()
	sets[0].Name = "changed"
	if RuleSets()[0] != Default || Default.Name != "default" {
		t.Errorf("RuleSets shares its slice")
	}
}

// TestRulesValidate: out-of-range options and unknown names are refused
// by Validate, StartPosition and ParseFEN.
func TestRulesValidate(t *testing.T) {
	for _, tt := range []struct {
		r    Rules
		want error
	}{
		{Rules{Name: "thai"}, core.ErrUnknown},
		{Rules{Counting: Counting(len(countingNames))}, core.ErrSyntax},
		{Rules{Counting: 255}, core.ErrSyntax},
	} {
		if err := tt.r.Validate(); !errors.Is(err, tt.want) {
			t.Errorf("%+v: Validate %v, want %v", tt.r, err, tt.want)
		}
		if _, err := ParseFEN(startFEN, tt.r); !errors.Is(err, tt.want) {
			t.Errorf("%+v: ParseFEN %v, want %v", tt.r, err, tt.want)
		}
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%+v: StartPosition does not panic", tt.r)
				}
			}()
			StartPosition(tt.r)
		}()
	}
	for _, r := range append(RuleSets(), Rules{}, Rules{NoKingsDraw: true}) {
		if err := r.Validate(); err != nil {
			t.Errorf("%+v: %v", r, err)
		}
	}
}

// Property: every rule set built from any option values writes a text
// that ParseRules reads back to the same rules.
func TestRulesRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		r := rapid.SampledFrom(RuleSets()).Draw(t, "set")
		for _, name := range OptionNames() {
			if rapid.Bool().Draw(t, "change "+name) {
				vals, _ := OptionValues(name)
				switch {
				case name == "MoveRule":
					vals = []string{"0", "50", "70", "1000"}
				case vals == nil:
					vals = []string{"true", "false"}
				}
				if err := r.Set(name, rapid.SampledFrom(vals).Draw(t, name)); err != nil {
					t.Fatal(err)
				}
			}
		}
		back, err := ParseRules(r.String())
		if err != nil {
			t.Fatalf("%q: %v", r.String(), err)
		}
		if diff := cmp.Diff(r, back); diff != "" {
			t.Fatalf("%q (-want +got):\n%s", r.String(), diff)
		}
	})
}

// TestPositionText: a position keeps its rules and its whole game state
// through MarshalText/UnmarshalText and JSON: a Pychess position with a
// count running, a Default position with a board's-honour count, and a
// bare FEN read under the receiver's rules.
func TestPositionText(t *testing.T) {
	for _, tt := range []struct {
		fen  string
		r    Rules
		text string
	}{
		{"8/3k4/6M1/2K1S3/8/8/8/8 b - 88 8 1", Pychess, "pychess|8/3k4/6M1/2K1S3/8/8/8/8 b - 88 8 1"},
		{"3k4/2m5/5M2/4M3/3KS3/8/8/8 w - 128 40 33", Pychess, "pychess|3k4/2m5/5M2/4M3/3KS3/8/8/8 w - 128 40 33"},
		{"3k4/2m5/8/4M3/3KS3/8/8/8 w - - 0 40 bw12/64", Default, "default|3k4/2m5/8/4M3/3KS3/8/8/8 w - - 0 40 bw12/64"},
		{"8/8/8/3k4/8/8/8/R3K3 b - - 0 1 pb15/16", Rules{NoKingsDraw: true}, "default NoKingsDraw=true|8/8/8/3k4/8/8/8/R3K3 b - - 0 1 pb15/16"},
	} {
		p := MustParseFEN(tt.fen, tt.r)
		txt, err := p.MarshalText()
		if err != nil || string(txt) != tt.text {
			t.Errorf("MarshalText %q, %v; want %q", txt, err, tt.text)
		}
		textkit.RoundTrip(t, p)
		if js, err := json.Marshal(struct{ P Position }{p}); err != nil || !strings.Contains(string(js), tt.text) {
			t.Errorf("JSON %s does not hold the text form", js)
		}
	}
	// A bare FEN is read under the receiver's rules.
	q := StartPosition(Pychess)
	if err := q.UnmarshalText([]byte("8/3k4/6M1/2K1S3/8/8/8/8 b - 88 8 1")); err != nil || q.Rules() != Pychess || q.Count().Limit != 88 {
		t.Errorf("bare FEN under Pychess: %v, %+v", err, q.Count())
	}
	var z Position
	if err := z.UnmarshalText([]byte(startFEN)); err != nil || z.Rules() != Default {
		t.Errorf("bare FEN into the zero Position: %v, %v", err, z.Rules())
	}
	// Errors leave the receiver alone.
	before := q
	for _, bad := range []string{"thai|" + startFEN, "pychess|8/8/8", "default Counting=Many|" + startFEN, "pychess|" + startFEN + " pb1/8"} {
		if err := q.UnmarshalText([]byte(bad)); err == nil {
			t.Errorf("UnmarshalText(%q) accepted", bad)
		}
		if !q.Equal(before) {
			t.Errorf("UnmarshalText(%q) changed the position", bad)
		}
	}
}

// checkSame fails unless p and q are Equal, with the same rules, the same
// counting state and the same legal moves.
func checkSame(t *testing.T, p, q *Position) {
	t.Helper()
	if !p.Equal(*q) || !q.Equal(*p) {
		t.Errorf("%s (%v) and %s (%v) are not Equal", p.FEN(), p.Rules(), q.FEN(), q.Rules())
	}
	if p.Rules() != q.Rules() || p.Count() != q.Count() || p.FEN() != q.FEN() || p.Hash() != q.Hash() {
		t.Errorf("rules %v/%v, counts %+v/%+v", p.Rules(), q.Rules(), p.Count(), q.Count())
	}
	if diff := cmp.Diff(textkit.SortedLegal(p), textkit.SortedLegal(q)); diff != "" {
		t.Errorf("legal moves differ (-want +got):\n%s", diff)
	}
	if p.Claims() != q.Claims() || !p.Outcome().Equal(q.Outcome()) {
		t.Errorf("claims %v/%v, outcome %v/%v", p.Claims(), q.Claims(), p.Outcome(), q.Outcome())
	}
}

// TestEqual: Equal sees every part of the state, and only the state.
func TestEqual(t *testing.T) {
	base := MustParseFEN("3k4/2m5/8/4M3/3KS3/8/8/8 w - - 3 40 bw12/64", Default)
	same := MustParseFEN("3k4/2m5/8/4M3/3KS3/8/8/8 w - - 3 40 bw12/64", Rules{})
	if !base.Equal(same) {
		t.Errorf("the same position under Default and Rules{} differs")
	}
	for _, other := range []Position{
		MustParseFEN("3k4/2m5/8/4M3/3KS3/8/8/8 w - - 3 40 bw13/64", Default),
		MustParseFEN("3k4/2m5/8/4M3/3KS3/8/8/8 w - - 3 40", Default),
		MustParseFEN("3k4/2m5/8/4M3/3KS3/8/8/8 w - - 4 40 bw12/64", Default),
		MustParseFEN("3k4/2m5/8/4M3/3KS3/8/8/8 w - - 3 41 bw12/64", Default),
		MustParseFEN("3k4/2m5/8/4M3/3KS3/8/8/8 w - - 3 40 bw12/64", Rules{NoKingsDraw: true}),
		MustParseFEN("3k4/2m5/8/4M3/3KS3/8/8/8 b - - 3 40 bw12/64", Default),
		MustParseFEN("3k4/2m5/8/3M4/3KS3/8/8/8 w - - 3 40 bw12/64", Default),
	} {
		if base.Equal(other) {
			t.Errorf("%s (%v) Equal to %s (%v)", base.FEN(), base.Rules(), other.FEN(), other.Rules())
		}
	}
}

// TestNames: pieces and sides in Makruk's words.
func TestNames(t *testing.T) {
	p := StartPosition(Default)
	var got []string
	for _, k := range []core.Kind{Khun, Met, Khon, Ma, Rua, Bia} {
		got = append(got, p.PieceName(core.MakePiece(core.Black, k)))
	}
	if want := []string{"khun", "met", "khon", "ma", "rua", "bia"}; !slices.Equal(got, want) {
		t.Errorf("PieceName %v, want %v", got, want)
	}
	if p.PieceName(core.NoPiece) != "" || p.PieceName(core.MakePiece(core.White, core.Queen)) != "" {
		t.Errorf("PieceName of a kind Makruk lacks")
	}
	if p.SideName(core.White) != "white" || p.SideName(core.Black) != "black" || p.SideName(core.NoColor) != "" {
		t.Errorf("SideName")
	}
	py := StartPosition(Pychess)
	if p.Variant() != "makruk" || p.RuleSet() != "default" || py.RuleSet() != "pychess" {
		t.Errorf("Variant %q RuleSet %q", p.Variant(), p.RuleSet())
	}
	// No error or doc speaks of ferz or silver.
	_, err := p.Play(core.NewMove(core.MustParseSquare("c1"), core.MustParseSquare("c3")))
	if err == nil || strings.Contains(err.Error(), "ferz") || strings.Contains(err.Error(), "silver") || !strings.Contains(err.Error(), "khon") {
		t.Errorf("error %v", err)
	}
}

// TestSharedTablesAreCopies: Alphabet and Movement hand out copies.
func TestSharedTablesAreCopies(t *testing.T) {
	a := Alphabet()
	*a = core.Alphabet{}
	if Alphabet().Letter(Met) != 'M' || FormatMove(core.NewPromotion(core.MustParseSquare("d5"), core.MustParseSquare("d6"), Met)) != "d5d6m" {
		t.Errorf("changing Alphabet()'s result changed the package")
	}
	m := Movement(Ma)
	m[0] = core.Leap(core.Offset{File: 0, Rank: 1})
	if fmt.Sprint(Movement(Ma)) == fmt.Sprint(m) {
		t.Errorf("changing Movement's result changed the package")
	}
	p := MustParseFEN("4k3/8/8/8/8/8/8/1N1K4 w - - 0 1", Default)
	if got := len(textkit.SortedLegal(&p)); got != 3+5 {
		t.Errorf("the ma's moves changed: %d legal moves", got)
	}
}

// TestQueries pins King, AppendAttackers, IsCapture and GivesCheck on
// positions with each piece.
func TestQueries(t *testing.T) {
	p := MustParseFEN("3k4/2m5/8/4p3/3KS3/8/8/7R w - - 0 1", Default)
	sq := core.MustParseSquare
	if p.King(core.White) != sq("d4") || p.King(core.Black) != sq("d8") || p.King(core.NoColor) != core.NoSquare {
		t.Errorf("King")
	}
	// e5's black bia attacks d4 (the khun) and f4; White's khon on e4
	// attacks d5, e5, f5, d3, f3.
	if got := p.AppendAttackers(nil, sq("d4"), core.Black); !slices.Equal(got, []core.Square{sq("e5")}) {
		t.Errorf("attackers of d4 by black: %v", got)
	}
	if got := p.AppendAttackers(nil, sq("e5"), core.White); !slices.Equal(got, []core.Square{sq("d4"), sq("e4")}) {
		t.Errorf("attackers of e5 by white: %v", got)
	}
	if got := p.AppendAttackers(nil, sq("h8"), core.White); !slices.Equal(got, []core.Square{sq("h1")}) {
		t.Errorf("attackers of h8 by white: %v", got)
	}
	if got := p.AppendAttackers(nil, sq("e3"), core.White); !slices.Equal(got, []core.Square{sq("d4")}) {
		t.Errorf("attackers of e3 by white (the khon does not attack backwards straight): %v", got)
	}
	take := core.NewMove(sq("d4"), sq("e5"))
	if !p.IsCapture(take) || p.IsCapture(core.NewMove(sq("h1"), sq("h8"))) || p.IsCapture(core.NewAction(core.StartCount)) {
		t.Errorf("IsCapture")
	}
	if !p.GivesCheck(core.NewMove(sq("h1"), sq("h8"))) || p.GivesCheck(take) {
		t.Errorf("GivesCheck")
	}
}

// Property: over random games, AppendAttackers agrees with a brute-force
// check (a piece of the side, standing in for a capture on the square,
// could take there), IsCapture and GivesCheck with playing the move.
func TestQueriesAgainstPlay(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		ply := 0
		randomGame(t, 120, func(p *Position, m core.Move) {
			ply++
			q := *p
			q.MakeMove(m)
			if p.IsCapture(m) != (p.At(m.To()) != core.NoPiece) {
				t.Fatalf("IsCapture(%s) in %s", FormatMove(m), p.FEN())
			}
			if p.GivesCheck(m) != q.InCheck() {
				t.Fatalf("GivesCheck(%s) in %s", FormatMove(m), p.FEN())
			}
			if ply%8 != 0 {
				return
			}
			conform.CheckAttackers(t, p, func(_ core.Square, pc core.Piece, _ core.Square) core.Movement { return refMovement[pc.Kind()] })
		})
	})
}

// TestZeroAllocs: legal-move generation, counting, make and unmake, the
// outcome and the attackers of a square do not allocate.
func TestZeroAllocs(t *testing.T) {
	for _, tt := range []struct {
		fen string
		r   Rules
	}{
		{startFEN, Default},
		{"rnsmk3/4s2r/1p1pppp1/pPp5/P1P3np/3PPPPP/3K4/RNS1MSNR b - - 2 30", Pychess},
		{"3k4/2m5/8/4M3/3KS3/8/8/8 w - - 0 40 bw12/64", Default},
		{"3k4/2m5/5M2/4M3/3KS3/8/8/8 w - 128 40 33", Pychess},
	} {
		p := MustParseFEN(tt.fen, tt.r)
		buf := make([]core.Move, 0, 256)
		att := make([]core.Square, 0, 16)
		n := testing.AllocsPerRun(100, func() {
			buf = p.AppendLegalMoves(buf[:0])
			p.CountLegalMoves()
			p.Outcome()
			att = p.AppendAttackers(att[:0], core.MustParseSquare("e4"), core.White)
			for _, m := range buf {
				u := p.MakeMove(m)
				p.UnmakeMove(m, u)
			}
		})
		if n != 0 {
			t.Errorf("%s: %v allocations per run, want 0", tt.fen, n)
		}
	}
}

// TestCountJSON: a counting state marshals with its words and reads back.
func TestCountJSON(t *testing.T) {
	c := Count{Honour: PiecesHonour, Counter: core.Black, Count: 7, Limit: 16}
	b, err := json.Marshal(c)
	if err != nil || string(b) != `{"Honour":"pieces","Counter":"black","Count":7,"Limit":16}` {
		t.Fatalf("%s, %v", b, err)
	}
	var back Count
	if err := json.Unmarshal(b, &back); err != nil || back != c {
		t.Errorf("%+v, %v", back, err)
	}
	var h Honour
	if err := h.UnmarshalText([]byte("royal")); !errors.Is(err, core.ErrSyntax) {
		t.Errorf("Honour.UnmarshalText(royal): %v", err)
	}
}
