package chator

import (
	"encoding/json"
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/tools/conform"
	"github.com/chaturanga-go/chaturanga/internal/tools/textkit"
)

// TestZeroPosition calls every method of core.Position (and the
// package's own) on the zero Position: none panics, and the documented
// answers come back.
func TestZeroPosition(t *testing.T) {
	var z Position
	cp := &z
	m := core.NewMove(core.MustParseSquare("e2"), core.MustParseSquare("e4"))
	conform.CheckZero(t, cp, conform.Zero{Variant: "chator", FEN: "8/8/8/8/8/8/8/8 w - - 0 1", Sides: 2,
		Geometry: core.Geometry{Files: 8, Ranks: 8}, Moves: []core.Move{m}, Texts: []string{"e2e4", "e4"}})
	if z.Rules() != Default {
		t.Errorf("the zero Position's rules are %v, want Default", z.Rules())
	}
	if cp.SideName(core.White) != "white" || cp.SideName(core.Black) != "black" || cp.PieceName(core.MakePiece(core.White, Kuda)) != "kuda" {
		t.Errorf("names")
	}
	if cp.AppendLegalMoves(nil) != nil {
		t.Errorf("the zero Position has moves")
	}
	u := cp.MakeMove(m)
	cp.UnmakeMove(m, u)
	if !z.Equal(Position{}) {
		t.Errorf("MakeMove/UnmakeMove changed the zero Position")
	}
	if len(z.Divide(2)) != 0 || !z.RepetitionDraw() {
		t.Errorf("divide or repetition of the zero Position")
	}
	if _, err := z.Play(m); !errors.Is(err, core.ErrIllegalPosition) {
		t.Errorf("Play on the zero Position: %v, want ErrIllegalPosition", err)
	}
	if cp.MoveText(m) != "e2e4" || cp.SAN(m) != "e2e4" {
		t.Errorf("move text %q, %q", cp.MoveText(m), cp.SAN(m))
	}
	_ = z.Diagram()
	_ = z.FigurineDiagram()
	text, err := z.MarshalText()
	if err != nil || string(text) != "default|8/8/8/8/8/8/8/8 w - - 0 1" {
		t.Errorf("MarshalText %q, %v", text, err)
	}
	// The zero Position's text form reads back as the zero Position, as
	// in every game package (issue 25); ParseFEN still refuses the board.
	back := StartPosition(Default)
	if err := back.UnmarshalText(text); err != nil || !back.Equal(Position{}) {
		t.Errorf("the zero Position's text form reads back: %v", err)
	}
	if _, err := ParseFEN("8/8/8/8/8/8/8/8 w - - 0 1", Default); !errors.Is(err, core.ErrIllegalPosition) {
		t.Errorf("ParseFEN of the empty board: %v", err)
	}
	for _, c := range []core.Color{core.White, core.Black} {
		_ = z.KingMoved(c)
		_ = z.KingChecked(c)
		_ = z.CapturedPieces(c)
		_ = z.LoneMoves(c)
	}
	if z.EnPassant() != core.NoSquare || z.Returning(core.MustParseSquare("a1")) != 0 || z.HalfmoveClock() != 0 || z.FullmoveNumber() != 1 {
		t.Errorf("the zero Position's state")
	}
	g := NewGame(z)
	if err := g.Play(m); err == nil {
		t.Errorf("a game on the zero Position played a move")
	}
}

// TestRulesZeroValues: every option's zero value is Default's rule, so
// Rules{X: v} is Default with only X changed (CH-4..CH-22).
func TestRulesZeroValues(t *testing.T) {
	if zp := StartPosition(Rules{}); (Rules{}).normal() != Default || zp.Rules() != Default {
		t.Fatalf("the zero Rules are not Default")
	}
	typ := reflect.TypeOf(Rules{})
	for i := range typ.NumField() {
		f := typ.Field(i)
		if f.Name == "Name" {
			continue
		}
		var r Rules
		v := reflect.ValueOf(&r).Elem().Field(i)
		switch v.Kind() {
		case reflect.Bool:
			v.SetBool(true)
		case reflect.Uint8:
			v.SetUint(1)
		case reflect.Int:
			v.SetInt(7)
		default:
			t.Fatalf("field %s of kind %v", f.Name, v.Kind())
		}
		s := r.String()
		if !strings.HasPrefix(s, "default ") || strings.Count(s, "=") != 1 {
			t.Errorf("Rules{%s: non-zero} = %q: want Default with one option changed", f.Name, s)
		}
		back, err := ParseRules(s)
		if err != nil || back != r.normal() {
			t.Errorf("ParseRules(%q) = %v, %v", s, back, err)
		}
	}
	// The inverted booleans keep the spec's option names and values.
	r := Rules{StalemateWins: true}
	if r.String() != "default StalemateWins=true" {
		t.Errorf("Rules{StalemateWins: true} = %q", r)
	}
	for _, tt := range []struct {
		r    Rules
		name string
		want string
	}{
		{Default, "DoubleStep", "true"},
		{Default, "LoneCapturerStays", "true"},
		{Rules{NoDoubleStep: true}, "DoubleStep", "false"},
		{Rules{NoLoneCapturerStays: true}, "LoneCapturerStays", "false"},
		{Brooke, "DoubleStep", "false"},
		{Elcum, "LoneCapturerStays", "false"},
		{Elcum, "Castling", "SidewaysBeforeChecked"},
		{Elcum, "KingLeap", "BeforeChecked"},
	} {
		if got, err := tt.r.Get(tt.name); err != nil || got != tt.want {
			t.Errorf("%v: Get(%s) = %q, %v; want %q", tt.r, tt.name, got, err, tt.want)
		}
	}
	var s Rules
	if err := s.Set("doublestep", "FALSE"); err != nil || !s.NoDoubleStep || s.Name != "default" {
		t.Errorf("Set(DoubleStep, false) = %+v, %v", s, err)
	}
}

// TestValidate: out-of-range option values and unknown names are refused
// by Validate, ParseFEN and StartPosition.
func TestValidate(t *testing.T) {
	for _, r := range RuleSets() {
		if err := r.Validate(); err != nil {
			t.Errorf("%s: %v", r.Name, err)
		}
	}
	for _, tt := range []struct {
		r      Rules
		option string
		err    error
	}{
		{Rules{Name: "sarawak"}, "Name", core.ErrUnknown},
		{Rules{Pieces: 2}, "Pieces", core.ErrSyntax},
		{Rules{EnPassant: 3}, "EnPassant", core.ErrSyntax},
		{Rules{PromotionPath: 3}, "PromotionPath", core.ErrSyntax},
		{Rules{PromotionPiece: 4}, "PromotionPiece", core.ErrSyntax},
		{Rules{KingLeap: 3}, "KingLeap", core.ErrSyntax},
		{Rules{Castling: 4}, "Castling", core.ErrSyntax},
		{Rules{LoneKing: 2}, "LoneKing", core.ErrSyntax},
		{Rules{LoneKingCount: -1}, "LoneKingCount", core.ErrSyntax},
		{Rules{LoneKingCount: MaxLoneKingCount + 1}, "LoneKingCount", core.ErrSyntax},
	} {
		err := tt.r.Validate()
		var pe *core.ParseError
		if !errors.Is(err, tt.err) || !errors.As(err, &pe) || pe.Field != tt.option {
			t.Errorf("%+v: Validate() = %v, want an error wrapping %v naming %s", tt.r, err, tt.err, tt.option)
		}
		if _, err := ParseFEN(startFEN, tt.r); !errors.Is(err, tt.err) {
			t.Errorf("%+v: ParseFEN: %v", tt.r, err)
		}
		func() {
			defer func() {
				if msg, _ := recover().(string); !strings.Contains(msg, tt.option) {
					t.Errorf("%+v: StartPosition panics with %q", tt.r, msg)
				}
			}()
			StartPosition(tt.r)
		}()
		_ = tt.r.String() // prints, invalid or not
	}
}

// drawValidRules draws any valid rule set.
func drawValidRules(t *rapid.T) Rules {
	r := rapid.SampledFrom(RuleSets()).Draw(t, "base")
	for _, name := range OptionNames() {
		if !rapid.Bool().Draw(t, "change "+name) {
			continue
		}
		vs, _ := OptionValues(name)
		switch name {
		case "LoneKingCount":
			vs = []string{"0", "1", "7", "200"}
		case "DoubleStep", "LoneCapturerStays", "StalemateWins":
			vs = []string{"true", "false"}
		}
		if err := r.Set(name, rapid.SampledFrom(vs).Draw(t, name)); err != nil {
			t.Fatal(err)
		}
	}
	return r
}

// Property: any valid rule set writes as text, text marshalling and JSON
// that read back to the same rules.
func TestRulesTextRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		r := drawValidRules(t)
		back, err := ParseRules(r.String())
		if err != nil || back != r {
			t.Fatalf("ParseRules(%q) = %v, %v", r, back, err)
		}
		if back, err = ParseRules(strings.ToUpper(r.String())); err != nil || back != r {
			t.Fatalf("ParseRules(upper case %q) = %v, %v", r, back, err)
		}
		b, _ := r.AppendText([]byte("x"))
		if string(b) != "x"+r.String() {
			t.Fatalf("AppendText %q", b)
		}
		data, err := json.Marshal(map[string]Rules{"r": r})
		if err != nil {
			t.Fatal(err)
		}
		var got map[string]Rules
		if err := json.Unmarshal(data, &got); err != nil || got["r"] != r {
			t.Fatalf("JSON %s: %v, %v", data, got, err)
		}
	})
}

func TestParseRulesErrors(t *testing.T) {
	for _, tt := range []struct {
		s   string
		err error
	}{
		{"sarawak", core.ErrUnknown},
		{"default Teleport=true", core.ErrUnknown},
		{"default EnPassant", core.ErrSyntax},
		{"default EnPassant=Sideways", core.ErrSyntax},
		{"default LoneKingCount=201", core.ErrSyntax},
		{"default LoneKingCount=-1", core.ErrSyntax},
		{"default DoubleStep=false DoubleStep=true", core.ErrSyntax},
	} {
		_, err := ParseRules(tt.s)
		var pe *core.ParseError
		if !errors.Is(err, tt.err) || !errors.As(err, &pe) {
			t.Errorf("ParseRules(%q) = %v, want an error wrapping %v", tt.s, err, tt.err)
		}
	}
	if r, err := ParseRules("  Elcum\tPieces=weak  "); err != nil || r.Name != "elcum" || r.Pieces != Weak {
		t.Errorf("spaces and case: %v, %v", r, err)
	}
	if r, err := ParseRules(""); err != nil || r != Default {
		t.Errorf("empty text: %v, %v", r, err)
	}
}

// TestNoSharedState: what the package returns cannot change the package.
func TestNoSharedState(t *testing.T) {
	mv := Movement(Kuda)
	mv[0] = core.Atom{}
	if got := Movement(Kuda); reflect.DeepEqual(got[0], core.Atom{}) {
		t.Errorf("Movement returns the package's own slice")
	}
	a := Default.Alphabet()
	*a = core.Alphabet{}
	if Default.Alphabet().Letter(Kuda) != 'N' {
		t.Errorf("Alphabet returns the package's own alphabet")
	}
	sets := RuleSets()
	sets[0].Pieces = Weak
	names := OptionNames()
	names[0] = "x"
	vals, _ := OptionValues("EnPassant")
	vals[0] = "x"
	if RuleSets()[0] != Default || OptionNames()[0] != "Pieces" || first(OptionValues("EnPassant")) != "Blocked" {
		t.Errorf("slices returned are shared")
	}
	saved := Default
	Default.Pieces = Weak
	if r, _ := RulesByName("default"); r.Pieces != Strong {
		t.Errorf("changing the Default variable changed the package's Default")
	}
	Default = saved
}

func first(s []string, _ error) string { return s[0] }

// TestPositionText: a position keeps its rules and its state through
// MarshalText/UnmarshalText and JSON (an Elcum position with a pawn on its
// journey, captured pieces, a checked king and a lone king's count).
func TestPositionText(t *testing.T) {
	elcum := MustParseFEN("4k3/8/8/8/8/8/8/R2K4 b - - 0 1 lone=b5", Elcum)
	journey := MustParseFEN("4k3/8/1P6/8/8/8/8/3K3R w - - 7 30 checked=b returning=b6:1 captured=RNnb", Elcum)
	custom := MustParseFEN("4k3/3p4/4p3/4P3/8/8/8/3K4 b - - 0 1", with(Default, "StalemateWins", "true"))
	for _, p := range []Position{StartPosition(Elcum), elcum, journey, custom, StartPosition(SoutheastAsian)} {
		textkit.RoundTrip(t, p)
		// A bare FEN reads under the receiver's rules.
		r := Position{rules: p.Rules()}
		if err := r.UnmarshalText([]byte(p.FEN())); err != nil {
			t.Fatal(err)
		}
		checkSame(t, p, r)
	}
	var p Position
	if err := p.UnmarshalText([]byte("sarawak|" + startFEN)); !errors.Is(err, core.ErrUnknown) {
		t.Errorf("unknown rules in the text: %v", err)
	}
	if err := p.UnmarshalText([]byte("elcum|8/8 w")); !errors.Is(err, core.ErrSyntax) || !p.Equal(Position{}) {
		t.Errorf("a bad FEN in the text: %v, p changed: %v", err, !p.Equal(Position{}))
	}
}

// checkSame fails unless p and q are equal, with the same rules, FEN and
// legal moves.
func checkSame(t *testing.T, p, q Position) {
	t.Helper()
	if !p.Equal(q) || !q.Equal(p) || p.Rules() != q.Rules() || p.FEN() != q.FEN() {
		t.Fatalf("%v|%s read back as %v|%s", p.Rules(), p.FEN(), q.Rules(), q.FEN())
	}
	if diff := cmp.Diff(textkit.SortedLegal(&p), textkit.SortedLegal(&q)); diff != "" {
		t.Fatalf("legal moves differ (-want +got):\n%s", diff)
	}
}

func TestEqual(t *testing.T) {
	p := StartPosition(Default)
	for _, q := range []Position{
		StartPosition(Elcum),
		MustParseFEN(startFEN+" moved=w", Default),
		MustParseFEN("rnbmkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKMBNR w - - 1 1", Default),
		MustParseFEN("rnbmkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKMBNR w - - 0 2", Default),
		MustParseFEN("rnbmkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKMBNR b - - 0 1", Default),
		MustParseFEN("rnbmkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKMB1R w - - 0 1", Default),
	} {
		if p.Equal(q) {
			t.Errorf("%v|%s equals %v|%s", p.Rules(), p.FEN(), q.Rules(), q.FEN())
		}
	}
	q := p
	m, _ := q.ParseMove("b1c3")
	u := q.MakeMove(m)
	q.UnmakeMove(m, u)
	if !p.Equal(q) {
		t.Errorf("make/unmake: not Equal")
	}
}

// Property: the queries of core.Position agree with the board. IsCapture
// is true exactly when the move takes a piece off the board; GivesCheck
// when the side to move after it is in check; AppendAttackers lists, in
// square order, the pieces whose movements (core's reference board) or
// lone raja's powers reach the square; King is the raja's square.
func TestQueries(t *testing.T) {
	forEachRuleSet(t, func(t *rapid.T, r Rules) {
		ply := 0
		randomGame(t, r, 120, func(p *Position, m core.Move) {
			ply++
			for _, l := range p.AppendLegalMoves(nil) {
				q := *p
				before := count(&q)
				q.MakeMove(l)
				if got, want := p.IsCapture(l), count(&q) < before; got != want {
					t.Fatalf("%s: IsCapture(%s) = %v", p.FEN(), FormatMove(l), got)
				}
				if got, want := p.GivesCheck(l), q.InCheck(); got != want {
					t.Fatalf("%s: GivesCheck(%s) = %v", p.FEN(), FormatMove(l), got)
				}
			}
			for c := range core.Color(2) {
				if k := p.King(c); k == core.NoSquare || p.At(k) != core.MakePiece(c, Raja) {
					t.Fatalf("%s: King(%v) = %v", p.FEN(), c, k)
				}
			}
			if ply%5 != 0 {
				return
			}
			conform.CheckAttackers(t, p, attackMovement(p))
		})
	})
}

func count(p *Position) int {
	n := 0
	for range p.Pieces() {
		n++
	}
	return n
}

// attackMovement gives conform.RefAttackers the movement with which a
// piece may attack a square: its kind's, a lone raja's powers of every
// piece under MovesAsAnyPiece (CH-18), a raja's leap when its right is
// open now (CH-16; never onto the other raja); bidaks on their journey
// attack nothing.
func attackMovement(p *Position) func(from core.Square, pc core.Piece, to core.Square) core.Movement {
	r := p.Rules()
	return func(s core.Square, pc core.Piece, sq core.Square) core.Movement {
		by := pc.Color()
		if p.Returning(s) > 0 {
			return nil
		}
		mv := Movement(pc.Kind())
		if pc.Kind() != Raja {
			return mv
		}
		lone := r.LoneKing == MovesAsAnyPiece
		for _, q := range p.Pieces() {
			if q.Color() == by && q.Kind() != Raja {
				lone = false
			}
		}
		if lone {
			for _, k := range []core.Kind{r.MantriKind(), Tor, r.GajahKind(), Kuda, Bidak} {
				mv = append(mv, Movement(k)...)
			}
		}
		if p.At(sq) != core.MakePiece(by^1, Raja) {
			attacked := len(p.AppendAttackers(nil, s, by^1)) > 0
			switch {
			case r.KingLeap == FirstCheck && attacked && !p.KingChecked(by):
				mv = append(mv, core.Leap(core.Symmetric(1, 2)...))
				for _, d := range core.AllDirs() {
					mv = append(mv, core.LamePath(2, []core.Offset{d, d}))
				}
			case r.KingLeap == BeforeChecked && !attacked && !p.KingChecked(by) && !p.KingMoved(by):
				mv = append(mv, core.Leap(core.Symmetric(1, 2)...))
			}
		}
		return mv
	}
}

// TestIsCaptureEnPassant: both of the blocked bidak's en-passant captures
// are captures (CH-8), and the ordinary one of Classic too.
func TestIsCaptureEnPassant(t *testing.T) {
	for _, tt := range []struct {
		r     Rules
		fen   string
		moves []string
	}{
		{Default, "4k3/3p4/4p3/4P3/8/8/8/3K4 b - - 0 1", []string{"e5d6", "e5d6xe6"}},
		{Elcum, "4k3/3p4/8/4P3/8/8/8/3K4 b - - 0 1", []string{"e5d6"}},
	} {
		p := MustParseFEN(tt.fen, tt.r)
		m, _ := p.ParseMove("d7d5")
		p, _ = p.Play(m)
		for _, s := range tt.moves {
			m, err := p.ParseMove(s)
			if err != nil || !p.IsCapture(m) {
				t.Errorf("CH-8 %s in %s: IsCapture false (%v)", s, p.FEN(), err)
			}
		}
		if m, _ := p.ParseMove("d1d2"); p.IsCapture(m) {
			t.Errorf("d1d2 is a capture")
		}
	}
}

// TestNames: the pieces are named in Malay (CH-3).
func TestNames(t *testing.T) {
	p := StartPosition(SoutheastAsian)
	want := map[string]string{"d1": "raja", "e1": "mantri", "c1": "gajah", "b1": "kuda", "a1": "tor", "a2": "bidak"}
	for sq, name := range want {
		if got := p.PieceName(p.At(core.MustParseSquare(sq))); got != name {
			t.Errorf("%s: %q, want %q", sq, got, name)
		}
	}
	if p.PieceName(core.NoPiece) != "" || p.SideName(core.Color(2)) != "" {
		t.Errorf("names of nothing")
	}
	_, err := p.ParseMove("b1b3")
	if err == nil || !strings.Contains(err.Error(), "a kuda cannot move from b1 to b3") {
		t.Errorf("the error names the kuda: %v", err)
	}
}

// TestParseCoord: no rules needed; promotion letters are the Strong
// pieces', and ParseMove reads them as the position's rules' kinds.
func TestParseCoord(t *testing.T) {
	for _, s := range []string{"e2e4", " E2-E4 ", "e2 e4", "e2xe4"} {
		if m, err := ParseCoord(s); err != nil || FormatMove(m) != "e2e4" {
			t.Errorf("ParseCoord(%q) = %v, %v", s, m, err)
		}
	}
	m, err := ParseCoord("e5d6xe6")
	if err != nil || m.Removal() != core.MustParseSquare("e6") {
		t.Errorf("e5d6xe6: %v, %v", m, err)
	}
	if m, _ := ParseCoord("d6d5m"); m.Promotion() != Mantri {
		t.Errorf("d6d5m promotes to %v", m.Promotion())
	}
	for _, s := range []string{"", "e2", "e2e9", "R@a1", "pass", "e2e4q", "i1a1"} {
		if _, err := ParseCoord(s); !errors.Is(err, core.ErrSyntax) {
			t.Errorf("ParseCoord(%q): %v", s, err)
		}
	}
	p := MustParseFEN("4k3/8/4P3/8/8/8/8/3K4 w - - 0 1 returning=e6:1", SoutheastAsian)
	m, err = p.ParseMove("e6e5m")
	if err != nil || m.Promotion() != WeakMantri {
		t.Errorf("CH-5 the weak mantri by letter: %v, %v", m, err)
	}
	if l, err := p.ParseLenient("e6e5M"); err != nil || l != m {
		t.Errorf("lenient: %v, %v", l, err)
	}
	if p.SAN(m) != "e5=M" || FormatMove(m) != "e6e5m" {
		t.Errorf("text: %s, %s", p.SAN(m), FormatMove(m))
	}
}

// TestExplanations: ParseMove, ParseSAN and ParseLenient explain an
// illegal move with the same rule and sentence.
func TestExplanations(t *testing.T) {
	for _, tt := range []struct {
		id         string
		r          Rules
		fen        string
		coord, san string
	}{
		{"CH-6", Default, startFEN, "e2e5", "e5"},
		{"CH-3", Default, startFEN, "b1d4", "Nd4"},
		{"CH-4", Default, "4k3/8/8/8/8/8/P7/3K1M2 w - - 0 1", "f1g3", "Mg3"},
		{"CH-5", SoutheastAsian, "4k3/8/8/8/8/8/P7/3KM3 w - - 0 1", "e1e2", "Me2"},
		{"CH-7", Brooke, startFEN, "e2e4", "e4"},
		{"CH-9", Default, "4k3/8/8/8/8/4p3/3P4/3K4 w - - 0 1", "d2d3", "d3"},
		{"CH-10", Default, "4k3/1P6/8/8/8/8/8/3K4 w - - 0 1", "b7b8n", "b8=N"},
		{"CH-10", Default, "4k3/P7/8/8/8/8/8/3K4 w - - 0 1", "a7a8", "a8"},
		{"CH-11", Default, "2P1k3/8/8/8/8/8/8/3K4 w - - 0 1", "c8b7", "c8b7"},
		{"CH-14", Elcum, "4k3/P7/8/8/8/8/8/3K4 w - - 0 1 captured=R", "a7a8m", "a8=M"},
		{"CH-16", Default, "4k3/8/8/8/8/8/7P/5K2 w - - 0 1", "f1d2", "Kd2"},
		{"CH-17", with(Default, "Castling", "None"), "4k3/8/8/8/8/8/7P/3K4 w - - 0 1", "d1f1", "Kf1"},
		{"CH-19", Default, "3rk3/8/8/8/8/8/8/2K5 w - - 0 1", "c1d2", "Kd2"},
		{"CH-19", Default, "3rk3/8/8/8/8/8/3N4/3K4 w - - 0 1", "d2e4", "Ne4"},
		{"CH-18", Default, "8/8/8/3k4/Rp6/8/8/3K4 w - - 0 1", "a4b4", "Rxb4"},
	} {
		t.Run(tt.id+" "+tt.san, func(t *testing.T) {
			p := MustParseFEN(tt.fen, tt.r)
			_, want := p.ParseMove(tt.coord)
			var wm *core.MoveError
			if !errors.As(want, &wm) || wm.Rule != tt.id || !errors.Is(want, core.ErrIllegalMove) {
				t.Fatalf("ParseMove(%s) = %v, want rule %s", tt.coord, want, tt.id)
			}
			for _, parse := range []func(string) (core.Move, error){p.ParseSAN, p.ParseLenient} {
				for _, s := range []string{tt.san, tt.coord} {
					if parse == nil {
						continue
					}
					_, err := parse(s)
					var me *core.MoveError
					if !errors.As(err, &me) || me.Rule != wm.Rule || me.Msg != wm.Msg || !errors.Is(err, core.ErrIllegalMove) || me.Move != s {
						t.Errorf("%s: %v, want rule %s: %s", s, err, wm.Rule, wm.Msg)
					}
				}
			}
		})
	}
	// A game that has ended says so on every path, with the rule.
	p := MustParseFEN("R3k3/R7/8/8/8/8/8/3K4 b - - 0 1 checked=b", Brooke)
	for _, parse := range []func(string) (core.Move, error){p.ParseMove, p.ParseSAN, p.ParseLenient} {
		_, err := parse("e8f8")
		var me *core.MoveError
		if !errors.Is(err, core.ErrGameOver) || !errors.As(err, &me) || me.Rule != "CH-19" {
			t.Errorf("after mate: %v", err)
		}
	}
}

// TestOverSpecifiedSAN: a legal move written with needless
// disambiguation or as coordinates is read leniently; strictly it is a
// syntax error that gives the right text.
func TestOverSpecifiedSAN(t *testing.T) {
	p := StartPosition(Default)
	for _, tt := range []struct{ in, want string }{
		{"Nbc3", "Nc3"}, {"Nb1c3", "Nc3"}, {"N1c3", "Nc3"}, {"Nxc3", "Nc3"}, {"e2e4", "e4"}, {"e2-e4", "e4"},
	} {
		m, err := p.ParseLenient(tt.in)
		if err != nil || p.SAN(m) != tt.want {
			t.Errorf("ParseLenient(%s) = %s, %v", tt.in, p.SAN(m), err)
		}
		_, err = p.ParseSAN(tt.in)
		var me *core.MoveError
		if !errors.Is(err, core.ErrSyntax) || !errors.As(err, &me) || !strings.Contains(me.Msg, "write "+tt.want) {
			t.Errorf("ParseSAN(%s) = %v, want a syntax error saying write %s", tt.in, err, tt.want)
		}
	}
	// The blocked bidak's en passant, over-specified.
	q := MustParseFEN("4k3/3p4/4p3/4P3/8/8/8/3K4 b - - 0 1", Default)
	m, _ := q.ParseMove("d7d5")
	q, _ = q.Play(m)
	if m, err := q.ParseLenient("e5d6xe6"); err != nil || q.SAN(m) != "exd6xe6" {
		t.Errorf("lenient e5d6xe6: %v", err)
	}
	if _, err := q.ParseSAN("e5d6xe6"); !errors.Is(err, core.ErrSyntax) || !strings.Contains(err.Error(), "write exd6xe6") {
		t.Errorf("strict e5d6xe6: %v", err)
	}
	if _, err := q.ParseSAN("Qd6"); !errors.Is(err, core.ErrSyntax) {
		t.Errorf("a letter of no piece: %v", err)
	}
}

// TestCounters: every counter play can reach writes and reads back: a
// half-move clock past 65535 and move numbers past 999,999,999.
func TestCounters(t *testing.T) {
	for _, fen := range []string{
		"4k3/8/8/8/8/8/8/R2K4 w - - 100000 60000",
		"4k3/8/8/8/8/8/8/R2K4 b - - 4294967296 2147483648",
		"4k3/8/8/8/8/8/8/R2K4 w - - 0 1000000000",
		"4k3/8/8/8/8/8/8/R2K4 w - - 999999999999999998 999999999999999998",
	} {
		p, err := ParseFEN(fen, Default)
		if err != nil || p.FEN() != fen {
			t.Fatalf("%s: %v, %s", fen, err, p.FEN())
		}
		h, n := p.HalfmoveClock(), p.FullmoveNumber()
		m, _ := p.ParseMove(map[core.Color]string{core.White: "a1a2", core.Black: "e8e7"}[p.Side()])
		q, _ := p.Play(m)
		if q.HalfmoveClock() != h+1 || q.FullmoveNumber() != n+int(p.Side()) {
			t.Errorf("%s: after a1a2 %s", fen, q.FEN())
		}
		if back, err := ParseFEN(q.FEN(), Default); err != nil || !back.Equal(q) {
			t.Errorf("%s does not read back: %v", q.FEN(), err)
		}
	}
}

// TestHostileFEN: the findings of the hostile-input review (issue 12),
// each a state no game can reach, refused with an error wrapping
// core.ErrIllegalPosition that names the field and the offset.
func TestHostileFEN(t *testing.T) {
	const k = "4k3/8/8/8/8/8/8/3K4 w - - 0 1"
	for _, tt := range []struct {
		name  string
		r     Rules
		fen   string
		field string
		at    string // the error's offset is that of the last occurrence of at in fen
		msg   string
	}{
		{"lone given twice", Elcum, k + " lone=w3 lone=b2", "lone", "lone=b2", "field given twice"},
		{"lone side given twice", Elcum, k + " lone=w3,w2", "lone", "w2", "white listed twice"},
		{"lone twice under rules without a count", Default, k + " lone=w3 lone=w3", "lone", "lone=w3", "field given twice"},
		{"moved given twice", Default, k + " moved=w moved=b", "moved", "moved=b", "field given twice"},
		{"checked given twice", Default, k + " checked=w checked=w", "checked", "checked=w", "field given twice"},
		{"returning given twice", Default, "4k3/2P5/8/8/8/8/8/3K4 w - - 0 1 returning=c7:1 returning=c7:1", "returning", "returning=c7:1", "field given twice"},
		{"captured given twice", Elcum, k + " captured=R captured=R", "captured", "captured=R", "field given twice"},
		{"returning square given twice", Default, "4k3/2P5/8/8/8/8/8/3K4 w - - 0 1 returning=c7:1,c7:1", "returning", "c7:1", "c7 listed twice"},
		{"captured more than missing", Elcum, "4k3/8/8/8/8/8/8/RR1K4 w - - 0 1 captured=R", "captured", "R", "more captured tors of white (1) than are missing from the board (0 of 2"},
		{"captured more than missing, black", Elcum, "4k1nn/8/8/8/8/8/8/3K4 w - - 0 1 captured=Nn", "captured", "n", "more captured kudas of black"},
		{"captured more than missing under other rules", Default, "4k3/8/8/8/8/8/8/RR1K4 w - - 0 1 captured=R", "captured", "R", "more captured tors"},
		{"captured mantri twice", Elcum, k + " captured=MM", "captured", "M", "more captured mantris of white (2) than are missing from the board (1 of 1"},
		{"lone count past the limit", Elcum, k + " lone=w8", "lone", "w8", "ends at 7 moves"},
		{"lone count for a side that is not lone", Elcum, "4k3/8/8/8/8/8/8/3KR3 w - - 0 1 lone=w3", "lone", "w3", "white has more than its raja"},
		{"lone count for a side that is not lone under rules without a count", Default, "4k3/8/8/8/8/8/8/3KR3 w - - 0 1 lone=w3", "lone", "w3", "white has more than its raja"},
		{"nine bidaks", Default, "4k3/8/8/8/8/8/PPPPPPPP/P2K4 w - - 0 1", "board", "4k3", "white has 9 bidaks"},
		{"promoted pieces beyond the bidaks", Default, "4k3/8/8/8/8/8/PPPPPPPP/RRRK4 w - - 0 1", "board", "4k3", "1 promoted pieces beyond its original set and 8 bidaks"},
		{"two mantris under Captured", Elcum, "4k3/8/8/8/8/8/8/3KMM2 w - - 0 1", "board", "4k3", "white has 2 mantris"},
		{"returning bidak on no diagonal path", with(Default, "PromotionPath", "DiagonalSteps"), "4k3/P7/8/8/8/8/8/3K4 w - - 0 1 returning=a7:1", "returning", "a7:1", "cannot need 1 more diagonal steps (CH-12)"},
		{"returning bidak too far down", with(Default, "PromotionPath", "DiagonalSteps"), "4k3/8/8/8/2P5/8/8/3K4 w - - 0 1 returning=c4:3", "returning", "c4:3", "CH-12"},
		{"returning bidak off the last rank under Lateral", Brooke, "4k3/2P5/8/8/8/8/8/3K4 w - - 0 1 returning=c7:1", "returning", "c7:1", "CH-13"},
		{"returning bidak past the diagonal", Default, "4k3/8/8/8/3P4/8/8/3K4 w - - 0 1 returning=d4:1", "returning", "d4:1", "CH-11"},
		{"returning is no bidak", Default, k + " returning=d1:1", "returning", "d1:1", "no bidak on d1"},
		{"returning black bidak past the diagonal", Default, "4k3/8/8/3p4/8/8/8/3K4 w - - 0 1 returning=d5:1", "returning", "d5:1", "CH-11"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ParseFEN(tt.fen, tt.r)
			var pe *core.ParseError
			if !errors.As(err, &pe) || !errors.Is(err, core.ErrIllegalPosition) {
				t.Fatalf("%q: %v, want a *core.ParseError wrapping ErrIllegalPosition", tt.fen, err)
			}
			if off := strings.LastIndex(tt.fen, tt.at); pe.Field != tt.field || pe.Offset != off || !strings.Contains(pe.Msg, tt.msg) {
				t.Errorf("%q: %v; want field %s at offset %d saying %q", tt.fen, err, tt.field, off, tt.msg)
			}
		})
	}
	// What a game can reach is still accepted.
	for _, tt := range []struct {
		r   Rules
		fen string
	}{
		{Elcum, k + " lone=w7"},
		{Elcum, "4k3/8/8/8/8/8/8/3K4 b - - 0 1 lone=w7,b6"},
		{Elcum, "4k3/8/8/8/8/8/8/RR1K4 w - - 0 1 captured=-"},
		{Elcum, "4k3/8/8/8/8/8/8/R2K4 w - - 0 1 captured=R"},
		{Default, "4k3/8/8/8/8/8/PPPPPPP1/RRRK4 w - - 0 1"},
		{with(Default, "PromotionPath", "DiagonalSteps"), "4k3/8/8/8/8/8/8/3K4 w - - 0 1"},
		{with(Default, "PromotionPath", "DiagonalSteps"), "4k3/2P5/8/8/8/8/8/3K4 w - - 0 1 returning=c7:2"},
		{with(Default, "PromotionPath", "DiagonalSteps"), "4k3/8/8/8/8/8/8/3K4 w - - 0 1"},
		{with(Default, "PromotionPath", "DiagonalSteps"), "4k3/8/1P6/8/8/8/8/3K4 w - - 0 1 returning=b6:1"},
		{with(Default, "PromotionPath", "DiagonalSteps"), "4k3/8/3P4/8/8/8/8/3K4 w - - 0 1 returning=d6:1"},
	} {
		if _, err := ParseFEN(tt.fen, tt.r); err != nil {
			t.Errorf("%s under %v: %v", tt.fen, tt.r, err)
		}
	}
}

// TestOneReason: CH-22's count and the other endings of one move (the
// order of the rules README: checkmate, stalemate, lone-king-count), and
// only mate beats the count: under StalemateWins a stalemate on the
// stronger side's last reply is the count's draw (CH-22), before the
// count runs out it is a win (CH-20).
func TestOneReason(t *testing.T) {
	stalemating := "7k/8/5K2/6M1/8/8/8/8 w - - 0 1"
	for _, tt := range []struct {
		id   string
		r    Rules
		fen  string
		move string
		want core.Outcome
	}{
		{"CH-22 a stalemate on the last reply is the count's draw under StalemateWins", with(Elcum, "StalemateWins", "true"), stalemating + " lone=b7", "g5g6", core.Draw(core.LoneKingCount)},
		{"CH-20 a stalemate before the count runs out wins under StalemateWins", with(Elcum, "StalemateWins", "true"), stalemating + " lone=b6", "g5g6", core.Win(core.White, core.Stalemate)},
		{"CH-20 a stalemate on the last reply is a stalemate draw", Elcum, stalemating + " lone=b7", "g5g6", core.Draw(core.Stalemate)},
		{"CH-19 a mate on the last reply wins", Elcum, stalemating + " lone=b7", "g5g7", core.Win(core.White, core.Checkmate)},
		{"CH-22 no mate on the last reply is the count's draw", Elcum, stalemating + " lone=b7", "g5e5", core.Draw(core.LoneKingCount)},
	} {
		t.Run(tt.id, func(t *testing.T) {
			p := MustParseFEN(tt.fen, tt.r)
			m, err := p.ParseMove(tt.move)
			if err != nil {
				t.Fatal(err)
			}
			q, _ := p.Play(m)
			if got := q.Outcome(); got != tt.want {
				t.Errorf("%s after %s: %v, want %v", p.FEN(), tt.move, got, tt.want)
			}
			if q.CountLegalMoves() != 0 {
				t.Errorf("a finished game has moves")
			}
		})
	}
}

// TestSANZeroMove: the zero move is "0000" in SAN as in coordinates.
func TestSANZeroMove(t *testing.T) {
	p := StartPosition(Default)
	if p.SAN(core.Move{}) != "0000" || p.MoveText(core.Move{}) != "0000" || FormatMove(core.Move{}) != "0000" {
		t.Errorf("zero move: %q %q", p.SAN(core.Move{}), p.MoveText(core.Move{}))
	}
	if !slices.Equal(OptionNames(), []string{"Pieces", "DoubleStep", "EnPassant", "LoneCapturerStays", "PromotionPath", "PromotionPiece", "KingLeap", "Castling", "LoneKing", "StalemateWins", "LoneKingCount"}) {
		t.Errorf("option names %v", OptionNames())
	}
}
