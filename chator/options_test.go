package chator

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/chaturanga-go/chaturanga/core"
)

// TestOptions sets every value of every option by the spec's names and
// reads it back, on top of every named set.
func TestOptions(t *testing.T) {
	values := map[string][]string{
		"DoubleStep":        {"true", "false"},
		"LoneCapturerStays": {"true", "false"},
		"StalemateWins":     {"true", "false"},
		"LoneKingCount":     {"0", "7", "12"},
	}
	for _, name := range OptionNames() {
		vs, err := OptionValues(name)
		if err != nil {
			t.Fatal(err)
		}
		if vs == nil {
			vs = values[name]
		}
		if len(vs) == 0 {
			t.Fatalf("option %s has no values to test", name)
		}
		for _, base := range RuleSets() {
			for _, v := range vs {
				r := base
				if err := r.Set(strings.ToLower(name), strings.ToUpper(v)); err != nil {
					t.Fatalf("%s: Set(%s, %s): %v", base.Name, name, v, err)
				}
				if got, _ := r.Get(name); got != v {
					t.Errorf("%s: Get(%s) = %s after setting %s", base.Name, name, got, v)
				}
				back, err := ParseRules(r.String())
				if err != nil || back != r {
					t.Errorf("%s: ParseRules(%q) = %v, %v", base.Name, r.String(), back, err)
				}
				p := StartPosition(r)
				if p.Perft(2) == 0 {
					t.Errorf("%s: no moves", r)
				}
			}
		}
	}
}

func TestOptionErrors(t *testing.T) {
	r := Default
	for _, tt := range []struct {
		name, value string
		err         error
	}{
		{"Bogus", "1", core.ErrUnknown},
		{"EnPassant", "Sideways", core.ErrSyntax},
		{"DoubleStep", "maybe", core.ErrSyntax},
		{"LoneKingCount", "-1", core.ErrSyntax},
		{"LoneKingCount", "seven", core.ErrSyntax},
	} {
		err := r.Set(tt.name, tt.value)
		var pe *core.ParseError
		if !errors.Is(err, tt.err) || !errors.As(err, &pe) {
			t.Errorf("Set(%s, %s) = %v, want %v", tt.name, tt.value, err, tt.err)
		}
	}
	if r != Default {
		t.Errorf("a failed Set changed the rules: %v", r)
	}
	if _, err := r.Get("Bogus"); !errors.Is(err, core.ErrUnknown) {
		t.Errorf("Get(Bogus) = %v", err)
	}
	if _, err := OptionValues("Bogus"); !errors.Is(err, core.ErrUnknown) {
		t.Errorf("OptionValues(Bogus) = %v", err)
	}
	if _, err := RulesByName("shatranj"); !errors.Is(err, core.ErrUnknown) {
		t.Errorf("RulesByName(shatranj) = %v", err)
	}
	if _, err := ParseRules("default EnPassant"); !errors.Is(err, core.ErrSyntax) {
		t.Errorf("ParseRules without a value = %v", err)
	}
}

func TestRuleSets(t *testing.T) {
	var names []string
	for _, r := range RuleSets() {
		names = append(names, r.Name)
		got, err := RulesByName(strings.ToUpper(r.Name))
		if err != nil || got != r {
			t.Errorf("RulesByName(%s) = %v, %v", r.Name, got, err)
		}
		if r.String() != r.Name {
			t.Errorf("%s.String() = %q", r.Name, r.String())
		}
	}
	if diff := cmp.Diff([]string{"default", "brooke", "elcum", "southeastasian"}, names); diff != "" {
		t.Errorf("rule set names (-want +got):\n%s", diff)
	}
	// The zero Rules stand for Default.
	var zero Rules
	zp := StartPosition(zero)
	if zero.String() != "default" || zero.MantriKind() != Mantri || zp.Rules() != Default {
		t.Errorf("the zero Rules are not Default")
	}
	if err := zero.Set("Pieces", "Weak"); err != nil || zero.Name != "default" || zero.Pieces != Weak || zero.NoDoubleStep {
		t.Errorf("Set on the zero Rules: %v, %v", zero, err)
	}
	if SoutheastAsian.MantriKind() != WeakMantri || SoutheastAsian.GajahKind() != WeakGajah || Default.GajahKind() != Gajah {
		t.Errorf("piece kinds")
	}
	if _, err := ParseRules("sarawak Pieces=Weak"); !errors.Is(err, core.ErrUnknown) || !strings.Contains(err.Error(), "elcum") {
		t.Errorf("an unknown rule-set name: %v, want an error wrapping ErrUnknown listing the names", err)
	}
	var u Rules
	if err := u.UnmarshalText([]byte("elcum Pieces=Weak")); err != nil || u.Pieces != Weak || u.Name != "elcum" || u.LoneKingCount != 7 {
		t.Errorf("UnmarshalText: %v, %v", u, err)
	}
	if b, _ := u.MarshalText(); string(b) != "elcum Pieces=Weak" {
		t.Errorf("MarshalText: %s", b)
	}
	var cfg struct {
		Pieces         Pieces
		EnPassant      EnPassant
		PromotionPath  PromotionPath
		PromotionPiece PromotionPiece
		KingLeap       KingLeap
		Castling       Castling
		LoneKing       LoneKing
	}
	in := `{"Pieces":"weak","EnPassant":"Classic","PromotionPath":"Lateral","PromotionPiece":"Captured","KingLeap":"BeforeChecked","Castling":"None","LoneKing":"Normal"}`
	if err := json.Unmarshal([]byte(in), &cfg); err != nil || cfg.Pieces != Weak || cfg.PromotionPiece != CapturedPiece || cfg.LoneKing != NormalLoneKing {
		t.Errorf("options from JSON: %+v, %v", cfg, err)
	}
	if out, _ := json.Marshal(cfg); string(out) != strings.Replace(in, "weak", "Weak", 1) {
		t.Errorf("options to JSON: %s", out)
	}
	if err := json.Unmarshal([]byte(`{"Castling":"Sideways"}`), &cfg); !errors.Is(err, core.ErrSyntax) {
		t.Errorf("a bad option value from JSON: %v", err)
	}
	for _, s := range []string{Pieces(9).String(), EnPassant(9).String(), KingLeap(9).String()} {
		if !strings.HasPrefix(s, "invalid(") {
			t.Errorf("an invalid option value reads %q", s)
		}
	}
}
