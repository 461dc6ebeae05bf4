package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

func TestOracleAnswers(t *testing.T) {
	in := strings.Join([]string{
		`{"variant":"makruk","rules":"pychess","fen":"8/3k4/8/2K1S1P1/8/8/8/8 w - - 0 1","moves":["g5g6m"]}`,
		`{"variant":"makruk","fen":"k7/2K5/1M6/8/8/8/8/8 b - - 0 1"}`,
		`not json`,
		`{"variant":"makruk","moves":["e3e5"]}`,
		`{"variant":"makruk","rules":"nosuch"}`,
		`{"variant":"nosuch"}`,
		`{"variant":"makruk","fen":"8/8/8"}`,
		``,
		`{"variant":"makruk","moves":["b1d2","b8d7","d2b1","d7b8","b1d2","b8d7","d2b1","d7b8"]}`,
	}, "\n")
	var out bytes.Buffer
	if err := serve(strings.NewReader(in), &out, DefaultLimits); err != nil {
		t.Fatal(err)
	}
	var answers []map[string]any
	for _, l := range strings.Split(strings.TrimSpace(out.String()), "\n") {
		var a map[string]any
		if err := json.Unmarshal([]byte(l), &a); err != nil {
			t.Fatalf("answer %q is not JSON: %v", l, err)
		}
		answers = append(answers, a)
	}
	if len(answers) != 8 {
		t.Fatalf("%d answers, want 8:\n%s", len(answers), out.String())
	}
	if answers[0]["fen"] != "8/3k4/6M1/2K1S3/8/8/8/8 b - 88 8 1" || len(answers[0]["legal"].([]any)) != 5 {
		t.Errorf("answer 1: %v", answers[0])
	}
	if answers[1]["result"] != "1/2-1/2" || answers[1]["reason"] != "stalemate" || len(answers[1]["legal"].([]any)) != 0 {
		t.Errorf("answer 2: %v", answers[1])
	}
	for i := 2; i <= 6; i++ {
		if e, _ := answers[i]["error"].(string); e == "" {
			t.Errorf("answer %d has no error: %v", i+1, answers[i])
		}
	}
	if !strings.Contains(answers[3]["error"].(string), "MK-7") {
		t.Errorf("an illegal move is not explained: %v", answers[3])
	}
	if c := answers[7]["claims"].([]any); len(c) != 1 || c[0] != "repetition" {
		t.Errorf("answer 8 claims %v", answers[7]["claims"])
	}
}

// FuzzAnswer: no request line can crash the oracle; every answer is JSON.
func FuzzAnswer(f *testing.F) {
	for _, s := range []string{
		`{"variant":"makruk","rules":"pychess","fen":"8/3k4/8/2K1S1P1/8/8/8/8 w - - 0 1","moves":["g5g6m"]}`,
		`{"variant":"makruk","moves":["e3e4","e6e5"]}`, `{"variant":1}`, `{}`, `[]`, `{"variant":"makruk","options":{"x":1}}`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		a := answer([]byte(s), DefaultLimits)
		if _, err := json.Marshal(a); err != nil {
			t.Fatal(err)
		}
		if e, ok := a["error"].(string); ok && strings.HasPrefix(e, "internal error") {
			t.Fatalf("%q: %s", s, e)
		}
	})
}

// A request over a limit gets an error naming it, and the oracle goes on.
func TestOracleLimits(t *testing.T) {
	long := `{"variant":"makruk","fen":"` + strings.Repeat("x", 5000) + `"}`
	many := `{"variant":"makruk","moves":[` + strings.TrimSuffix(strings.Repeat(`"Nd2","Nd7","Nb1","Nb8",`, 30), ",") + `]}`
	in := strings.Join([]string{long, many, `{"variant":"makruk"}`}, "\n")
	var out bytes.Buffer
	if err := serve(strings.NewReader(in), &out, Limits{MaxLine: 1000, MaxMoves: 100}); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 3 {
		t.Fatalf("%d answers:\n%s", len(lines), out.String())
	}
	for i, want := range []string{"-max-line", "-max-moves", ""} {
		var a map[string]any
		if err := json.Unmarshal([]byte(lines[i]), &a); err != nil {
			t.Fatal(err)
		}
		e, _ := a["error"].(string)
		if want == "" && e != "" || want != "" && !strings.Contains(e, want) {
			t.Errorf("answer %d: %v", i+1, a)
		}
		if len(lines[i]) > 400 {
			t.Errorf("answer %d echoes the input: %d bytes", i+1, len(lines[i]))
		}
	}
}

// Moves may be given in SAN; an illegal one is explained by its rule.
func TestOracleSAN(t *testing.T) {
	a := answer([]byte(`{"variant":"makruk","moves":["e4","Nd7","Ne2","e5","e6"]}`), DefaultLimits)
	if e, _ := a["error"].(string); !strings.Contains(e, "MK-7") || !strings.Contains(e, "move 5") {
		t.Errorf("SAN e5: %v", a)
	}
}
