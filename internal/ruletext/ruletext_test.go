package ruletext

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
)

// A toy rule set with one option of each kind.
type rules struct {
	Name   string
	Colour colour
	NoStep bool // option "Step", inverted
	Count  int
	Flag   bool
	Group  string // free text, kept sorted ("a+b"); checked: never "x"
}

type colour uint8

var colourText = NewEnum("toy", "Colour", []string{"Red", "Green", "Blue"})

var toy = &Table[rules]{
	Pkg:  "toy",
	Sets: []rules{{Name: "default"}, {Name: "fancy", Colour: 2, NoStep: true, Count: 7}},
	Name: func(r *rules) *string { return &r.Name },
	Alias: func(name string) (rules, bool) {
		if strings.EqualFold(name, "FANCY-2") {
			return rules{Name: "fancy", Colour: 2, NoStep: true, Count: 7}, true
		}
		return rules{}, false
	},
	Options: []Option[rules]{
		EnumOption("Colour", "T-1", colourText, func(r *rules) *colour { return &r.Colour }),
		BoolOption("Step", "T-2", true, func(r *rules) *bool { return &r.NoStep }),
		CountOption("Count", "T-3", 50, func(r *rules) *int { return &r.Count }),
		BoolOption("Flag", "T-4", false, func(r *rules) *bool { return &r.Flag }),
		{Name: "Group", Want: "names joined by +",
			Get: func(r *rules) string { return r.Group },
			Set: func(r *rules, v string) error {
				if strings.Contains(v, "?") {
					return &core.ParseError{Msg: "no such name " + v, Err: core.ErrUnknown}
				}
				if strings.Contains(v, "-") {
					return errBadValue
				}
				parts := strings.Split(v, "+")
				slices.Sort(parts)
				r.Group = strings.Join(parts, "+")
				return nil
			},
			Differs: func(r, base *rules) bool { return r.Group != base.Group },
			Check: func(r *rules) string {
				if r.Group == "x" && r.Flag {
					return "x may not fly (T-5)"
				}
				return ""
			},
			Last: true},
	},
}

func TestText(t *testing.T) {
	for _, c := range []struct {
		r    rules
		text string
	}{
		{rules{}, "default"},
		{rules{Name: "DEFAULT"}, "default"},
		{rules{Name: "fancy-2"}, "fancy Colour=Red Step=true Count=0"},
		{rules{Name: "fancy", Colour: 2, NoStep: true, Count: 7}, "fancy"},
		{rules{Colour: 1, NoStep: true, Count: 12, Flag: true, Group: "a+b"}, "default Colour=Green Step=false Count=12 Flag=true Group=a+b"},
		{rules{Name: "other"}, "other Colour=Red Step=true Count=0 Flag=false Group="},
		{rules{Name: "default", Colour: 9}, "default Colour=invalid(9)"},
	} {
		if got := toy.String(c.r); got != c.text {
			t.Errorf("%+v: %q, want %q", c.r, got, c.text)
		}
	}
	for _, c := range []struct {
		text string
		want rules
	}{
		{"", rules{Name: "default"}},
		{" \t ", rules{Name: "default"}},
		{"Fancy", rules{Name: "fancy", Colour: 2, NoStep: true, Count: 7}},
		{"fancy-2 step=TRUE", rules{Name: "fancy", Colour: 2, Count: 7}},
		{"default\u00a0Count=3  count=4 colour=blue", rules{Name: "default", Count: 4, Colour: 2}},
		// Group is applied last, so the check sees Flag set.
		{"default Group=b+a Flag=true", rules{Name: "default", Group: "a+b", Flag: true}},
	} {
		got, err := toy.Parse(c.text)
		if err != nil || got != c.want {
			t.Errorf("Parse(%q) = %+v, %v; want %+v", c.text, got, err, c.want)
		}
	}
}

func TestErrors(t *testing.T) {
	for _, c := range []struct {
		text, field string
		offset      int
		err         error
		msg         string
	}{
		{"plain", "rule set", 0, core.ErrUnknown, `no such rule set "plain" (want default, fancy)`},
		{"default  Count", "Count", 9, core.ErrSyntax, "want Option=Value"},
		{"default Size=1", "Size", 8, core.ErrUnknown, "no such option (want one of Colour, Step, Count, Flag, Group)"},
		{"default Count=51", "Count", 14, core.ErrSyntax, "bad value (want a number of moves from 0 (none) to 50)"},
		{"default Count=-1", "Count", 14, core.ErrSyntax, "bad value (want a number of moves from 0 (none) to 50)"},
		{"default Count=+1", "Count", 14, core.ErrSyntax, "bad value (want a number of moves from 0 (none) to 50)"},
		{"default Colour=Pink", "Colour", 15, core.ErrSyntax, "bad value (want Red, Green, Blue)"},
		{"default Step=maybe", "Step", 13, core.ErrSyntax, "bad value (want true or false)"},
		{"default Flag=true Group=x", "Group", 24, core.ErrSyntax, "x may not fly (T-5)"},
		{"default Group=x Flag=true", "Group", 14, core.ErrSyntax, "x may not fly (T-5)"},
		{"default Group=a?", "Group", 14, core.ErrUnknown, "no such name a?"},
		{"default Group=a-b", "Group", 14, core.ErrSyntax, "bad value (want names joined by +)"},
	} {
		_, err := toy.Parse(c.text)
		var pe *core.ParseError
		if !errors.As(err, &pe) || !errors.Is(err, c.err) || pe.Op != "toy.ParseRules" || pe.Input != c.text ||
			pe.Field != c.field || pe.Offset != c.offset || pe.Msg != c.msg {
			t.Errorf("Parse(%q) = %#v, want %s at %d: %s (%v)", c.text, err, c.field, c.offset, c.msg, c.err)
		}
	}
	once := *toy
	once.Once = true
	if _, err := once.Parse("default Count=1 count=2"); !errors.Is(err, core.ErrSyntax) || !strings.Contains(err.Error(), "Count at offset 16: option given twice") {
		t.Errorf("an option twice under Once: %v", err)
	}
}

func TestSetGetValidate(t *testing.T) {
	r := rules{Flag: true}
	if err := toy.Set(&r, "COLOUR", "green"); err != nil || r.Colour != 1 {
		t.Fatalf("Set: %v, %+v", err, r)
	}
	if v, err := toy.Get(r, "colour"); err != nil || v != "Green" {
		t.Errorf("Get: %q, %v", v, err)
	}
	before := r
	for _, c := range []struct {
		name, value string
		err         error
		text        string
	}{
		{"Size", "1", core.ErrUnknown, `toy.Rules.Set "Size": no such option (want one of Colour, Step, Count, Flag, Group): unknown name`},
		{"Colour", "Pink", core.ErrSyntax, `toy.Rules.Set "Pink": Colour: bad value (want Red, Green, Blue): syntax error`},
		{"Group", "x", core.ErrSyntax, `toy.Rules.Set "x": Group: x may not fly (T-5): syntax error`},
	} {
		err := toy.Set(&r, c.name, c.value)
		if !errors.Is(err, c.err) || err.Error() != c.text || r != before {
			t.Errorf("Set(%s, %s) = %v, %+v", c.name, c.value, err, r)
		}
	}
	if _, err := toy.Get(r, "Size"); !errors.Is(err, core.ErrUnknown) {
		t.Errorf("Get(Size): %v", err)
	}
	if v, err := toy.Values("colour"); err != nil || !slices.Equal(v, []string{"Red", "Green", "Blue"}) {
		t.Errorf("Values: %v, %v", v, err)
	} else {
		v[0] = "changed"
		if again, _ := toy.Values("Colour"); again[0] != "Red" {
			t.Error("Values shares its slice")
		}
	}
	if v, err := toy.Values("Count"); v != nil || err != nil {
		t.Errorf("Values(Count): %v, %v", v, err)
	}
	if _, err := toy.Values("Size"); !errors.Is(err, core.ErrUnknown) {
		t.Errorf("Values(Size): %v", err)
	}
	if !slices.Equal(toy.Names(), []string{"Colour", "Step", "Count", "Flag", "Group"}) {
		t.Errorf("Names: %v", toy.Names())
	}
	for _, c := range []struct {
		r     rules
		field string
		err   error
		text  string
	}{
		{rules{}, "", nil, ""},
		{rules{Name: "fancy-2"}, "", nil, ""},
		{rules{Name: "plain"}, "Name", core.ErrUnknown, `toy.Rules.Validate "plain": Name: no such rule set (want default, fancy): unknown name`},
		{rules{Colour: 3}, "Colour", core.ErrSyntax, `toy.Rules.Validate "invalid(3)": Colour: out of range (want Red, Green, Blue): syntax error`},
		{rules{Count: -1}, "Count", core.ErrSyntax, ""},
		{rules{Count: 51}, "Count", core.ErrSyntax, ""},
		{rules{Group: "x", Flag: true}, "Group", core.ErrSyntax, `toy.Rules.Validate "x": Group: x may not fly (T-5): syntax error`},
	} {
		err := toy.Validate(c.r)
		var pe *core.ParseError
		if c.err == nil && err != nil || c.err != nil && (!errors.Is(err, c.err) || !errors.As(err, &pe) || pe.Field != c.field) ||
			c.text != "" && err.Error() != c.text {
			t.Errorf("Validate(%+v) = %v", c.r, err)
		}
	}
	if _, err := toy.ByName("Plain"); !errors.Is(err, core.ErrUnknown) || err.Error() != `toy.RulesByName "Plain": no such rule set (want default, fancy): unknown name` {
		t.Errorf("ByName: %v", err)
	}
	if r, err := toy.ByName(""); err != nil || r.Name != "default" {
		t.Errorf("ByName(\"\"): %+v, %v", r, err)
	}
	defer func() {
		if e := recover(); e == nil || !strings.HasPrefix(e.(string), "toy.StartPosition: toy.Rules.Validate") {
			t.Errorf("MustValidate: %v", e)
		}
	}()
	toy.MustValidate(rules{Name: "plain"}, "StartPosition")
}

func TestUnmarshalAppendValid(t *testing.T) {
	r := rules{Count: 3}
	if err := toy.Unmarshal(&r, []byte("fancy Flag=true")); err != nil || r != (rules{Name: "fancy", Colour: 2, NoStep: true, Count: 7, Flag: true}) {
		t.Errorf("Unmarshal: %+v, %v", r, err)
	}
	before := r
	if err := toy.Unmarshal(&r, []byte("fancy Flag=maybe")); !errors.Is(err, core.ErrSyntax) || r != before {
		t.Errorf("Unmarshal of a bad value: %+v, %v", r, err)
	}
	if b, err := toy.AppendValid([]byte("x:"), r); err != nil || string(b) != "x:fancy Flag=true" {
		t.Errorf("AppendValid: %q, %v", b, err)
	}
	if b, err := toy.AppendValid([]byte("x:"), rules{Colour: 7}); !errors.Is(err, core.ErrSyntax) || string(b) != "x:" {
		t.Errorf("AppendValid of invalid rules: %q, %v", b, err)
	}
}

func TestEnum(t *testing.T) {
	var c colour
	if err := colourText.Unmarshal([]byte("BLUE"), (*uint8)(&c)); err != nil || c != 2 {
		t.Errorf("Unmarshal: %v, %v", c, err)
	}
	if err := colourText.Unmarshal([]byte("Pink"), (*uint8)(&c)); !errors.Is(err, core.ErrSyntax) || c != 2 ||
		err.Error() != `toy.Colour.UnmarshalText "Pink": Colour: bad value (want Red, Green, Blue): syntax error` {
		t.Errorf("Unmarshal(Pink): %v, %v", c, err)
	}
	if b, err := colourText.Marshal(1); err != nil || string(b) != "Green" {
		t.Errorf("Marshal: %s, %v", b, err)
	}
	if _, err := colourText.Marshal(3); !errors.Is(err, core.ErrSyntax) || !strings.Contains(err.Error(), `"invalid(3)": Colour: out of range`) {
		t.Errorf("Marshal(3): %v", err)
	}
}

func TestUnmarshalPosition(t *testing.T) {
	parseFEN := func(fen string, r rules) (string, error) {
		if fen == "" {
			return "", errors.New("empty")
		}
		return toy.String(r) + "/" + fen, nil
	}
	cur := rules{Name: "fancy", Colour: 2, NoStep: true, Count: 7}
	for _, c := range []struct{ text, want string }{
		{"default Count=3|8/8 w", "default Count=3/8/8 w"},
		{"8/8 w", "fancy/8/8 w"},
		{"|8/8 w", "default/8/8 w"},
	} {
		var got string
		if err := UnmarshalPosition(&got, []byte(c.text), cur, toy.Parse, parseFEN); err != nil || got != c.want {
			t.Errorf("%q: %q, %v", c.text, got, err)
		}
	}
	got := "before"
	if err := UnmarshalPosition(&got, []byte("plain|8/8 w"), cur, toy.Parse, parseFEN); !errors.Is(err, core.ErrUnknown) || got != "before" {
		t.Errorf("unknown rules: %q, %v", got, err)
	}
	if err := UnmarshalPosition(&got, []byte("default|"), cur, toy.Parse, parseFEN); err == nil || got != "before" {
		t.Errorf("empty FEN: %q, %v", got, err)
	}
}

// FuzzParse: whatever Parse reads is valid and its text reads back to it;
// whatever it refuses is a *core.ParseError wrapping ErrSyntax or
// ErrUnknown with an offset inside the text.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"", "fancy", "default Colour=Blue Step=false Count=50 Flag=true Group=c+a", "default Count", "x=y", "default =", "default Group=x Flag=true"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, err := toy.Parse(s)
		if err != nil {
			var pe *core.ParseError
			if !errors.As(err, &pe) || !errors.Is(err, core.ErrSyntax) && !errors.Is(err, core.ErrUnknown) || pe.Offset < 0 || pe.Offset > len(s) {
				t.Fatalf("%q: %#v", s, err)
			}
			return
		}
		if err := toy.Validate(r); err != nil {
			t.Fatalf("%q read as invalid rules %+v: %v", s, r, err)
		}
		if back, err := toy.Parse(toy.String(r)); err != nil || back != r {
			t.Fatalf("%q: %q reads back as %+v, %v", s, toy.String(r), back, err)
		}
	})
}

// Names fold ASCII letters only: the Kelvin sign is no 'k', the long s
// no 's' (issue 21).
func TestEqualFoldASCII(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		want bool
	}{
		{"KarOuk", "karouk", true}, {"", "", true}, {"a", "ab", false},
		{"\u212Aarouk", "karouk", false}, {"\u017Fet", "set", false}, {"ÄB", "äb", false}, {"@[", "`{", false},
	} {
		if got := EqualFold(tc.a, tc.b); got != tc.want {
			t.Errorf("EqualFold(%q, %q) = %v", tc.a, tc.b, got)
		}
	}
	if got := Lower("AbC\u212A\u00c4Z"); got != "abc\u212A\u00c4z" {
		t.Errorf("Lower: %q", got)
	}
	if s := "already"; Lower(s) != s {
		t.Error("Lower changed a lower-case name")
	}
}
