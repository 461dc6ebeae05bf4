package movetext

import (
	"errors"
	"testing"
)

// Setup: the Variant tag's rules, replaced by the Rules tag's; the FEN
// tag's position, else the rules' start; the errors of each step.
func TestSetup(t *testing.T) {
	errVariant, errRules, errFEN := errors.New("variant"), errors.New("rules"), errors.New("fen")
	setup := Setup(func(tag string) (string, error) {
		switch tag {
		case "":
			return "caller", nil
		case "other":
			return "", errVariant
		}
		return "variant:" + tag, nil
	}, func(s string) (string, error) {
		if s == "bad" {
			return "", errRules
		}
		return "rules:" + s, nil
	}, func(r string) string { return "start of " + r }, func(fen, r string) (string, error) {
		if fen == "bad" {
			return "", errFEN
		}
		return r + " at " + fen, nil
	})
	for _, c := range []struct {
		rules, variant, fen, want string
		err                       error
	}{
		{"", "", "", "caller at start of caller", nil},
		{"", "v", "", "variant:v at start of variant:v", nil},
		{"r", "v", "x", "rules:r at x", nil},
		{"r", "", "", "rules:r at start of rules:r", nil},
		{"r", "other", "", "", errVariant},
		{"bad", "v", "", "", errRules},
		{"r", "v", "bad", "", errFEN},
	} {
		got, err := setup(c.rules, c.variant, c.fen)
		if got != c.want || !errors.Is(err, c.err) {
			t.Errorf("%q %q %q: %q, %v; want %q, %v", c.rules, c.variant, c.fen, got, err, c.want, c.err)
		}
	}
}
