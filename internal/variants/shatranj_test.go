package variants

import (
	"encoding/json"
	"slices"
	"testing"
)

// The tools reach Shatranj under its four rule sets.
func TestShatranjRegistered(t *testing.T) {
	v, err := Lookup("shatranj")
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(v.Rules, []string{"default", "pychess", "medina", "chaturanga"}) {
		t.Errorf("rules %v", v.Rules)
	}
	for _, c := range []struct {
		rules, fen string
		moves      []string
		result     string
		reason     string
		legal      int
	}{
		{"", "", nil, "*", "", 16},
		{"pychess", "8/8/8/4k3/4R3/8/3K4/8 b - - 0 1", nil, "*", "", 5},
		{"pychess", "8/8/8/4k3/4R3/8/3K4/8 b - - 0 1", []string{"e5d6"}, "1-0", "bare-king", 0},
		{"default", "8/8/8/4k3/4R3/8/3K4/8 b - - 0 1", []string{"e5e4"}, "1/2-1/2", "bare-king", 0},
		{"medina", "8/8/8/4k3/4R3/8/3K4/8 b - - 0 1", nil, "1-0", "bare-king", 0},
		{"default", "k7/2K5/1P6/8/8/p7/P7/8 b - - 0 1", nil, "1-0", "stalemate", 0},
		{"chaturanga", "", nil, "*", "", 16},
		{"chaturanga", "8/8/8/4k3/4R3/8/3K4/8 b - - 0 1", []string{"e5d6"}, "*", "", 22},
	} {
		s, err := v.New(c.rules, c.fen, nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range c.moves {
			if err := s.Play(m); err != nil {
				t.Fatal(err)
			}
		}
		result, reason := s.Outcome()
		if result != c.result || reason != c.reason || len(s.Legal()) != c.legal {
			t.Errorf("%s %s %v: %s %s with %d moves, want %s %s with %d", c.rules, c.fen, c.moves, result, reason, len(s.Legal()), c.result, c.reason, c.legal)
		}
	}
	if s, _ := v.New("", "", nil); s.Perft(3) != 4176 {
		t.Errorf("perft 3 from the start: %d, want 4176", s.Perft(3))
	}
	if _, err := v.New("default", "", map[string]json.RawMessage{"players": json.RawMessage("2")}); err == nil {
		t.Error("an unknown option is accepted")
	}
}
