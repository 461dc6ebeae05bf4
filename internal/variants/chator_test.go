package variants

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestChatorOptions checks that the chator adapter applies the spec's
// option names and values on top of the named rules and rejects unknown
// ones.
func TestChatorOptions(t *testing.T) {
	v, err := Lookup("chator")
	if err != nil {
		t.Fatal(err)
	}
	opts := func(s string) map[string]json.RawMessage {
		var m map[string]json.RawMessage
		if err := json.Unmarshal([]byte(s), &m); err != nil {
			t.Fatal(err)
		}
		return m
	}
	for _, tt := range []struct {
		rules, options string
		perft1         uint64
		err            string
	}{
		{"", `{}`, 20, ""},
		{"brooke", `{}`, 12, ""},
		{"elcum", `{}`, 22, ""},
		{"default", `{"DoubleStep": false}`, 12, ""},
		{"brooke", `{"DoubleStep": true, "EnPassant": "Classic"}`, 20, ""},
		{"elcum", `{"KingLeap": "None", "LoneKingCount": 0}`, 20, ""},
		{"default", `{"Teleport": true}`, 0, "no such option"},
		{"default", `{"EnPassant": "Sideways"}`, 0, "bad value"},
		{"default", `{"DoubleStep": [1]}`, 0, "want a string, a boolean or a number"},
		{"shatranj", `{}`, 0, "no such rule set"},
	} {
		s, err := v.New(tt.rules, "", opts(tt.options))
		if tt.err != "" {
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Errorf("%s %s: error %v, want one saying %q", tt.rules, tt.options, err, tt.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s %s: %v", tt.rules, tt.options, err)
			continue
		}
		if got := s.Perft(1); got != tt.perft1 {
			t.Errorf("%s %s: perft(1) = %d, want %d", tt.rules, tt.options, got, tt.perft1)
		}
	}
	s, err := v.New("default", "", nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range []string{"e2e4", "d7d5", "e4e5", "e7e6", "a2a3", "f7f5"} {
		if err := s.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	legal := strings.Join(s.Legal(), " ")
	if !strings.Contains(legal, "e5f6") || !strings.Contains(legal, "e5f6xe6") {
		t.Errorf("blocked en passant missing from %s", legal)
	}
}
