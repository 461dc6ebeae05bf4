package variants

import (
	"slices"
	"testing"
)

// The tools reach Makruk's Ouk Chatrang and Kar Ouk sets by their names
// (-variant makruk -rules cambodian).
func TestMakrukFamilyRegistered(t *testing.T) {
	v, err := Lookup("makruk")
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range []string{"default", "pychess", "cambodian", "karouk"} {
		if !slices.Contains(v.Rules, r) || v.CheckRules(r) != nil {
			t.Errorf("rules %v: %s missing", v.Rules, r)
		}
	}
	for _, c := range []struct {
		rules, fen string
		moves      []string
		wantFEN    string
		result     string
		reason     string
		legal      int
	}{
		{"cambodian", "", []string{"d1b2"}, "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/1K6/RNS1MSNR b Ede - 1 1", "*", "", 25},
		{"karouk", "", nil, "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 1+1 0 1", "*", "", 25},
		{"karouk", "4k3/8/8/8/8/8/8/R3K3 w - 30 1+1 40 1", []string{"a1a8"}, "R3k3/8/8/8/8/8/8/4K3 b - 30 0+1 41 1", "1-0", "first-check", 0},
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
		if s.FEN() != c.wantFEN || result != c.result || reason != c.reason || len(s.Legal()) != c.legal {
			t.Errorf("%s %v: %s %s %s, %d legal", c.rules, c.moves, s.FEN(), result, reason, len(s.Legal()))
		}
	}
}
