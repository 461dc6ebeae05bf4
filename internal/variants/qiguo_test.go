package variants

import (
	"bufio"
	"encoding/json"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestQiguoCases runs the Qi Guo rule cases (../../qiguo/testdata,
// copied from ../shared/cases/qiguo.jsonl) through the adapter, with their
// options, and checks the oracle's fields in the cases' JSON shapes.
func TestQiguoCases(t *testing.T) {
	f, err := os.Open("../../qiguo/testdata/cases.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	v, err := Lookup("qiguo")
	if err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<24)
	for line := 1; sc.Scan(); line++ {
		var c struct {
			Options    map[string]json.RawMessage `json:"options"`
			Moves      []string                   `json:"moves"`
			ToMove     any                        `json:"to_move"`
			Legal      []string                   `json:"legal"`
			Perft      []uint64                   `json:"perft"`
			Captures   any                        `json:"captures"`
			Defeated   any                        `json:"defeated"`
			Controller any                        `json:"controller"`
			Winner     *string                    `json:"winner"`
		}
		if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
			t.Fatal(err)
		}
		s, err := v.New("", "", c.Options)
		if err != nil {
			t.Fatalf("line %d: %v", line, err)
		}
		for _, m := range c.Moves {
			if err := s.Play(m); err != nil {
				t.Fatalf("line %d: %s: %v", line, m, err)
			}
		}
		legal := s.Legal()
		slices.Sort(legal)
		if !slices.Equal(legal, c.Legal) && len(legal)+len(c.Legal) > 0 {
			t.Errorf("line %d: legal %v, want %v", line, legal, c.Legal)
		}
		if got := s.Perft(1); got != c.Perft[0] {
			t.Errorf("line %d: perft 1 = %d, want %d", line, got, c.Perft[0])
		}
		result, _ := s.Outcome()
		want := "*"
		if c.Winner != nil {
			want = *c.Winner
		}
		if result != want {
			t.Errorf("line %d: result %q, want %q", line, result, want)
		}
		// the extra fields, through JSON as the oracle writes them
		b, _ := json.Marshal(s.Extra())
		var got map[string]any
		json.Unmarshal(b, &got)
		wantExtra := map[string]any{"to_move": c.ToMove, "captures": c.Captures, "defeated": c.Defeated, "controller": c.Controller}
		if diff := cmp.Diff(wantExtra, got); diff != "" {
			t.Errorf("line %d: extra fields (-want +got):\n%s", line, diff)
		}
	}
}

func TestQiguoOptions(t *testing.T) {
	v, _ := Lookup("qiguo")
	for _, tc := range []struct {
		rules, options, err string
	}{
		{"", `{}`, ""},
		{"elephantchess", `{}`, ""},
		{"", `{"players": 7}`, ""},
		{"", `{"players": 4, "alliances": [["Qin","Han"],["Chu","Wei"],["Qi","Yan"],["Zhao"]]}`, ""},
		{"", `{"alliances": [["Qin","Han"],["Chu","Wei"],["Qi","Yan"],["Zhao"]]}`, ""},
		{"", `{"WikipediaNames": true, "alliances": [["Qin","Han"],["Chu"],["Wei"],["Qi"],["Yan"],["Zhao"]]}`, ""},
		{"", `{"WikipediaNames": true, "ElephantChessLayout": true, "HorsemanMustTurn": true, "DefeatByTotalLosses": true}`, ""},
		{"", `{"players": 4}`, "need \"alliances\""},
		{"", `{"players": 5, "alliances": [["Qin","Han"],["Chu","Wei"],["Qi","Yan"],["Zhao"]]}`, "seat 4 players"},
		{"", `{"players": 2}`, "from 3 to 7"},
		{"", `{"players": "four"}`, "from 3 to 7"},
		{"", `{"alliances": [["Qin","Chu"],["Han"],["Wei"],["Qi"],["Yan"],["Zhao"]]}`, "not be allied with Chu"},
		{"", `{"alliances": [["Qin","Xia"]]}`, "no such state"},
		{"", `{"alliances": "Qin"}`, "want a list"},
		{"", `{"WikipediaNames": 1}`, "want true or false"},
		{"", `{"Castling": true}`, "unknown option"},
	} {
		var opts map[string]json.RawMessage
		if err := json.Unmarshal([]byte(tc.options), &opts); err != nil {
			t.Fatal(err)
		}
		_, err := v.New(tc.rules, "", opts)
		switch {
		case tc.err == "" && err != nil:
			t.Errorf("%s: %v", tc.options, err)
		case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
			t.Errorf("%s: error %v, want one saying %q", tc.options, err, tc.err)
		}
	}
}
