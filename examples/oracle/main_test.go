package main

import (
	"bytes"
	"encoding/json"
	"os"
	"reflect"
	"slices"
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

// ask answers one request line and returns the answer as decoded JSON.
func ask(t *testing.T, line string) map[string]any {
	t.Helper()
	b, err := json.Marshal(answer([]byte(line), DefaultLimits))
	if err != nil {
		t.Fatal(err)
	}
	var a map[string]any
	if err := json.Unmarshal(b, &a); err != nil {
		t.Fatal(err)
	}
	return a
}

// Every answer carries "rules", the rule set's text it was played under;
// options mean the same in any order (issue 22).
func TestOracleRules(t *testing.T) {
	for _, tc := range []struct{ req, rules string }{
		{`{"variant":"makruk"}`, "default"},
		{`{"variant":"makruk","rules":"pychess"}`, "pychess"},
		{`{"variant":"cambodian"}`, "cambodian"},
		{`{"variant":"ai-wok"}`, "aiwok"},
		{`{"variant":"chator","options":{"EnPassant":"Classic","DoubleStep":false}}`, "default DoubleStep=false EnPassant=Classic"},
		{`{"variant":"qiguo","options":{"WikipediaNames":true,"Alliances":[["Qin","Han","Yan"],["Chu","Wei"],["Qi","Zhao"]]}}`, "default WikipediaNames=true Alliances=Qin+Han+Yan,Chu+Wei,Qi+Zhao"},
		{`{"variant":"qiguo","options":{"Alliances":[["Qin","Han","Yan"],["Chu","Wei"],["Qi","Zhao"]],"WikipediaNames":true}}`, "default WikipediaNames=true Alliances=Qin+Han+Yan,Chu+Wei,Qi+Zhao"},
		{`{"variant":"qiguo","options":{"WikipediaNames":true,"Alliances":[["Qin","Wei"],["Chu"],["Han"],["Qi"],["Zhao"],["Yan"]]}}`, "default WikipediaNames=true Alliances=Qin+Wei,Chu,Han,Qi,Zhao,Yan"},
		{`{"variant":"qiguo","rules":"elephantchess","options":{"alliances":[["Qin","Wei"],["Chu"],["Han"],["Qi"],["Zhao"],["Yan"]]}}`, "elephantchess Alliances=Qin+Wei,Chu,Han,Qi,Zhao,Yan"},
	} {
		a := ask(t, tc.req)
		if a["rules"] != tc.rules || a["error"] != nil {
			t.Errorf("%s: rules %v, want %q (%v)", tc.req, a["rules"], tc.rules, a["error"])
		}
	}
	// an illegal move's answer says the rules it was refused under
	if a := ask(t, `{"variant":"makruk","rules":"pychess","moves":["e3e5"]}`); a["rules"] != "pychess" || a["error"] == nil {
		t.Errorf("illegal move: %v", a)
	}
	// a request refused before the rules were settled has none
	if a := ask(t, `{"variant":"makruk","rules":"nosuch"}`); a["rules"] != nil || a["error"] == nil {
		t.Errorf("unknown rules: %v", a)
	}
}

// The text form rules|FEN is taken as "fen" (issue 20), its rules the
// game's; other rules with it are refused.
func TestOracleTextForm(t *testing.T) {
	a := ask(t, `{"variant":"makruk","fen":"pychess|8/3k4/8/2K1S1P1/8/8/8/8 w - - 0 1","moves":["g5g6m"]}`)
	if a["rules"] != "pychess" || a["fen"] != "8/3k4/6M1/2K1S3/8/8/8/8 b - 88 8 1" {
		t.Errorf("text form: %v", a)
	}
	a = ask(t, `{"variant":"makruk","rules":"pychess","fen":"pychess|8/3k4/8/2K1S1P1/8/8/8/8 w - - 0 1"}`)
	if a["error"] != nil {
		t.Errorf("the same rules twice: %v", a)
	}
	for _, req := range []string{
		`{"variant":"makruk","rules":"default","fen":"pychess|8/3k4/8/2K1S1P1/8/8/8/8 w - - 0 1"}`,
		`{"variant":"cambodian","fen":"pychess|8/3k4/8/2K1S1P1/8/8/8/8 w - - 0 1"}`,
		`{"variant":"cambodian","rules":"pychess"}`, // the name's own set or none (issue 25)
		`{"variant":"chaturanga","rules":"default"}`,
	} {
		if e, _ := ask(t, req)["error"].(string); !strings.Contains(e, "contradict") {
			t.Errorf("%s: %q", req, e)
		}
	}
}

// Qi Guo's "players" is taken again, checked against the alliances
// (issue 20): the shared rule cases that give it are answered as the spec
// says.
func TestOraclePlayers(t *testing.T) {
	data, err := os.ReadFile("testdata/qiguo-players.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	if len(lines) != 13 {
		t.Fatalf("%d cases", len(lines))
	}
	for i, line := range lines {
		var want map[string]any
		if err := json.Unmarshal([]byte(line), &want); err != nil {
			t.Fatal(err)
		}
		got := ask(t, line)
		if got["error"] != nil {
			t.Errorf("case %d: %v", i+1, got["error"])
			continue
		}
		if w, _ := want["winner"].(string); w != "" && got["result"] != w || w == "" && got["result"] != "*" {
			t.Errorf("case %d: result %v, winner %v", i+1, got["result"], want["winner"])
		}
		for _, k := range []string{"to_move", "legal", "captures", "defeated", "controller"} {
			if !reflect.DeepEqual(got[k], want[k]) {
				t.Errorf("case %d: %s %v, want %v", i+1, k, got[k], want[k])
			}
		}
	}
	for _, tc := range []struct{ req, want string }{
		{`{"variant":"qiguo","options":{"players":7}}`, ""},
		{`{"variant":"qiguo","options":{"Players":"6","alliances":[["Qin","Han"],["Chu"],["Wei"],["Qi"],["Yan"],["Zhao"]]}}`, ""},
		{`{"variant":"qiguo","options":{"players":5,"alliances":[["Qin","Han"],["Chu"],["Wei"],["Qi"],["Yan"],["Zhao"]]}}`, "alliances seat 6"},
		{`{"variant":"qiguo","options":{"players":6}}`, "need \"alliances\""},
		{`{"variant":"qiguo","options":{"players":8}}`, "3 to 7"},
		{`{"variant":"qiguo","options":{"players":[6]}}`, "3 to 7"},
		{`{"variant":"makruk","options":{"players":3}}`, "only Qi Guo"},
	} {
		e, _ := ask(t, tc.req)["error"].(string)
		if tc.want == "" && e != "" || tc.want != "" && !strings.Contains(e, tc.want) {
			t.Errorf("%s: %q, want %q", tc.req, e, tc.want)
		}
	}
}

// A Qi Guo game won by Qin answers with Qin's name, never a two-player
// score (issue 20).
func TestOracleQiGuoWinner(t *testing.T) {
	first := ask(t, `{"variant":"qiguo"}`)["legal"].([]any)[0].(string)
	moves, _ := json.Marshal(append([]string{first}, slices.Repeat([]string{"resign"}, 6)...))
	a := ask(t, `{"variant":"qiguo","moves":`+string(moves)+`}`)
	if a["result"] != "Qin" || a["reason"] != "last-standing" || a["to_move"] != nil {
		t.Errorf("%v", a)
	}
}

// -max-line counts a line's content, without its terminator (issue 21):
// exactly the limit is served with "\n", "\r\n" or none; one byte more is
// refused, a last line without a newline too.
func TestOracleMaxLineEdges(t *testing.T) {
	const req = `{"variant":"makruk"}` // 20 bytes
	lim := Limits{MaxLine: len(req), MaxMoves: 10}
	for _, tc := range []struct {
		in     string
		errors []bool // per answer: refused for its length
	}{
		{req + "\n", []bool{false}},
		{req + "\r\n", []bool{false}},
		{req, []bool{false}},
		{req + "\r\n" + req + "\r\n", []bool{false, false}},
		{req + " \n", []bool{true}},
		{req + " \r\n", []bool{true}},
		{req + " ", []bool{true}},
		{req + "\n" + req + " ", []bool{false, true}},
		{req + "\n" + req + "\r", []bool{false, true}}, // a lone '\r' at the end is content
		{strings.Repeat(" ", 1<<17) + req + "\n" + req, []bool{true, false}},
	} {
		var out bytes.Buffer
		if err := serve(strings.NewReader(tc.in), &out, lim); err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
		if len(lines) != len(tc.errors) {
			t.Errorf("%q: %d answers: %s", cut(tc.in), len(lines), out.String())
			continue
		}
		for i, l := range lines {
			if refused := strings.Contains(l, "-max-line"); refused != tc.errors[i] {
				t.Errorf("%q: answer %d: %s", cut(tc.in), i+1, l)
			}
		}
	}
}
