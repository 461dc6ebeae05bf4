package main

import (
	"strings"
	"testing"
)

// FuzzParseArgs: any command line is read or refused, never a panic.
func FuzzParseArgs(f *testing.F) {
	f.Add("-engine cmd=x proto=uci option.Hash=16 -depth 5 -j 2")
	f.Add("-engine cmd=x -movetime 100 -pv 3 -timeout 1.5 -rules pychess -variant makruk")
	f.Fuzz(func(t *testing.T, line string) {
		o, err := parseArgs(strings.Fields(line))
		if err == nil && (o.Engine.Cmd == "" || o.Jobs < 1 || o.PV < 1 || o.Timeout <= 0) {
			t.Fatalf("accepted %q: %+v", line, o)
		}
	})
}
