package main

import (
	"bytes"
	"strings"
	"testing"
)

func TestPerftOutput(t *testing.T) {
	var b bytes.Buffer
	if err := run(&b, &b, config{variant: "makruk", rules: "pychess", depth: 3, divide: true, bulk: true}); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != 23+2 || lines[0] != "a1a2: 690" || lines[23] != "" || lines[24] != "Nodes searched: 12012" {
		t.Errorf("divide output:\n%s", out)
	}
	b.Reset()
	if err := run(&b, &b, config{variant: "makruk", fen: "8/3k4/8/2K1S1P1/8/8/8/8 w - - 0 1", depth: 2, bulk: true}); err != nil {
		t.Fatal(err)
	}
	if b.String() != "Nodes searched: 63\n" {
		t.Errorf("perft output %q", b.String())
	}
	for _, bad := range [][2]string{{"nosuch", ""}, {"makruk", "nosuch"}} {
		if err := run(&b, &b, config{variant: bad[0], rules: bad[1], depth: 1, bulk: true}); err == nil {
			t.Errorf("%v: no error", bad)
		}
	}
}

// -bulk=false counts the same leaves by making every move; depths are
// bounded.
func TestPerftPerNode(t *testing.T) {
	for _, v := range []string{"makruk", "shatranj", "sittuyin", "chator", "qiguo", "shatar"} {
		var bulk, each bytes.Buffer
		if err := run(&bulk, &bulk, config{variant: v, depth: 2, bulk: true, divide: true}); err != nil {
			t.Fatal(err)
		}
		if err := run(&each, &each, config{variant: v, depth: 2, bulk: false, divide: true}); err != nil {
			t.Fatal(err)
		}
		if bulk.String() != each.String() {
			t.Errorf("%s: bulk\n%s\nper node\n%s", v, bulk.String(), each.String())
		}
	}
	var b bytes.Buffer
	for _, d := range []int{-1, 65, 1000000} {
		if err := run(&b, &b, config{variant: "qiguo", depth: d, bulk: true}); err == nil {
			t.Errorf("depth %d: no error", d)
		}
	}
}

// -fen takes the text form rules|FEN (issue 20); -options takes Qi Guo's
// players and alliances as the oracle does, in any order.
func TestPerftTextFormAndOptions(t *testing.T) {
	var want, got bytes.Buffer
	if err := run(&want, &want, config{variant: "makruk", rules: "pychess", fen: "8/3k4/8/2K1S1P1/8/8/8/8 w - - 0 1", depth: 3, bulk: true}); err != nil {
		t.Fatal(err)
	}
	if err := run(&got, &got, config{variant: "makruk", fen: "pychess|8/3k4/8/2K1S1P1/8/8/8/8 w - - 0 1", depth: 3, bulk: true}); err != nil {
		t.Fatal(err)
	}
	if got.String() != want.String() {
		t.Errorf("text form: %q, want %q", got.String(), want.String())
	}
	if err := run(&got, &got, config{variant: "makruk", rules: "default", fen: "pychess|8/3k4/8/2K1S1P1/8/8/8/8 w - - 0 1", depth: 1, bulk: true}); err == nil || !strings.Contains(err.Error(), "contradict") {
		t.Errorf("contradicting rules: %v", err)
	}
	for _, opts := range []string{
		`{"players":6,"alliances":[["Qin","Han"],["Chu"],["Wei"],["Qi"],["Yan"],["Zhao"]]}`,
		`{"Alliances":[["Qin","Han","Yan"],["Chu","Wei"],["Qi","Zhao"]],"WikipediaNames":true}`,
		`{"WikipediaNames":true,"Alliances":"Qin+Han+Yan,Chu+Wei,Qi+Zhao"}`,
	} {
		var b bytes.Buffer
		if err := run(&b, &b, config{variant: "qiguo", options: opts, depth: 1, bulk: true}); err != nil || b.String() != "Nodes searched: 104\n" {
			t.Errorf("%s: %q %v", opts, b.String(), err)
		}
	}
	for _, opts := range []string{`{"players":5,"alliances":[["Qin","Han"],["Chu"],["Wei"],["Qi"],["Yan"],["Zhao"]]}`, `{"players":4}`, `{"x":{}}`} {
		var b bytes.Buffer
		if err := run(&b, &b, config{variant: "qiguo", options: opts, depth: 1, bulk: true}); err == nil {
			t.Errorf("%s: no error", opts)
		}
	}
}
