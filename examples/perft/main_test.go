package main

import (
	"bytes"
	"strings"
	"testing"
)

func TestPerftOutput(t *testing.T) {
	var b bytes.Buffer
	if err := run(&b, "makruk", "pychess", "", "", 3, true, false); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != 23+2 || lines[0] != "a1a2: 690" || lines[23] != "" || lines[24] != "Nodes searched: 12012" {
		t.Errorf("divide output:\n%s", out)
	}
	b.Reset()
	if err := run(&b, "makruk", "", "8/3k4/8/2K1S1P1/8/8/8/8 w - - 0 1", "", 2, false, false); err != nil {
		t.Fatal(err)
	}
	if b.String() != "Nodes searched: 63\n" {
		t.Errorf("perft output %q", b.String())
	}
	for _, bad := range [][2]string{{"nosuch", ""}, {"makruk", "nosuch"}} {
		if err := run(&b, bad[0], bad[1], "", "", 1, false, false); err == nil {
			t.Errorf("%v: no error", bad)
		}
	}
}
