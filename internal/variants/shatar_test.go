package variants

import (
	"slices"
	"testing"
)

// The tools reach Shatar, its robado and its mate rules.
func TestShatarRegistered(t *testing.T) {
	v, err := Lookup("shatar")
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(v.Rules, []string{"default"}) {
		t.Errorf("rules %v", v.Rules)
	}
	for _, c := range []struct {
		rules, fen string
		moves      []string
		result     string
		reason     string
		legal      int
	}{
		{"", "", nil, "*", "", 20},
		{"default", "4k3/8/8/8/8/8/4p3/R3K3 w - - 0 1", []string{"e1e2"}, "1/2-1/2", "bare-king", 0},
		{"default", "R7/6k1/5NP1/8/6KP/6n1/1P6/7j w - - 12 108", []string{"a8a7", "g7h8", "g6g7"}, "1-0", "checkmate", 0},
		{"default", "7k/R5P1/5N2/8/6KP/6n1/1P6/7j b - - 0 109", nil, "1/2-1/2", "niol", 0},
		{"default", "6rk/6pp/8/6N1/8/8/8/4K3 w - - 0 1", []string{"g5f7"}, "0-1", "knight-mate", 0},
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
	if s, _ := v.New("", "", nil); s.Perft(3) != 8426 {
		t.Errorf("perft 3 from the start: %d, want 8426", s.Perft(3))
	}
	if _, err := v.New("pychess", "", nil); err == nil {
		t.Error("unknown rules accepted")
	}
}
