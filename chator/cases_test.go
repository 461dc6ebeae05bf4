package chator

import (
	"bufio"
	"encoding/json"
	"os"
	"slices"
	"strings"
	"testing"
)

type caseLine struct {
	Rules  string   `json:"rules"`
	Start  string   `json:"start"`
	Moves  []string `json:"moves"`
	Legal  []string `json:"legal"`
	Perft  []uint64 `json:"perft"`
	Result string   `json:"result"`
	Reason string   `json:"reason"`
	Note   string   `json:"note"`
}

func readJSONL[T any](t testing.TB, path string) []T {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []T
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<24)
	for sc.Scan() {
		var v T
		if err := json.Unmarshal(sc.Bytes(), &v); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		out = append(out, v)
	}
	return out
}

func legalStrings(p *Position) []string {
	var out []string
	for m := range p.LegalMoves() {
		out = append(out, p.MoveText(m))
	}
	slices.Sort(out)
	return out
}

var caseFiles = []string{
	"testdata/chator-default.jsonl",
	"testdata/chator-brooke.jsonl",
	"testdata/chator-elcum.jsonl",
	"testdata/chator-southeastasian.jsonl",
}

// TestCases replays the rule cases of testdata/chator-*.jsonl (copied from
// ../shared/cases): every move must be legal, and after them the legal
// moves, perft to depth 3, the result and the reason must match.
func TestCases(t *testing.T) {
	for _, file := range caseFiles {
		for i, c := range readJSONL[caseLine](t, file) {
			r, err := RulesByName(c.Rules)
			if err != nil {
				t.Fatal(err)
			}
			p, err := ParseFEN(c.Start, r)
			if err != nil {
				t.Fatalf("%s:%d: %v", file, i+1, err)
			}
			g := NewGame(p)
			ok := true
			for j, s := range c.Moves {
				cur := g.Position()
				m, err := cur.ParseMove(s)
				if err == nil {
					err = g.Play(m)
				}
				if err != nil {
					t.Errorf("%s:%d: move %d %s: %v (legal %v)", file, i+1, j+1, s, err, legalStrings(&cur))
					ok = false
					break
				}
			}
			if !ok {
				continue
			}
			p = g.Position()
			if got := legalStrings(&p); !slices.Equal(got, c.Legal) && len(got)+len(c.Legal) > 0 {
				t.Errorf("%s:%d (%s) %s: legal\n got %v\nwant %v", file, i+1, c.Note, p.FEN(), got, c.Legal)
			}
			for d := 1; d <= len(c.Perft); d++ {
				if got := p.Perft(d); got != c.Perft[d-1] {
					t.Errorf("%s:%d (%s) %s: perft(%d) = %d, want %d", file, i+1, c.Note, p.FEN(), d, got, c.Perft[d-1])
					break
				}
			}
			o := g.Outcome()
			if o.Result() != c.Result || (c.Reason != "" && !strings.Contains(c.Reason, o.Reason.String())) {
				t.Errorf("%s:%d (%s) %s: outcome %v, want %s %s", file, i+1, c.Note, p.FEN(), o, c.Result, c.Reason)
			}
		}
	}
}
