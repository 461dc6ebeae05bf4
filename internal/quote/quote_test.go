package quote

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestCut(t *testing.T) {
	if got := Cut("e3e4"); got != "e3e4" {
		t.Errorf("short: %q", got)
	}
	long := strings.Repeat("♜", 1000) // 3 bytes each
	got := Cut(long)
	if !utf8.ValidString(got) || len(got) > Max+30 || !strings.HasSuffix(got, "…(3000 bytes)") {
		t.Errorf("long: %q", got)
	}
	if got := Input(strings.Repeat("a", 10<<20)); len(got) > Max+40 {
		t.Errorf("10 MB input quoted as %d bytes", len(got))
	}
}

func TestRuneAt(t *testing.T) {
	for _, tt := range []struct {
		s    string
		i    int
		want string
	}{{"a♜b", 1, "'♜'"}, {"ab", 0, "'a'"}, {"a\xe2", 1, `'\xe2'`}, {"a", 5, "end of input"}, {"\x01", 0, `'\x01'`}} {
		if got := RuneAt(tt.s, tt.i); got != tt.want {
			t.Errorf("RuneAt(%q, %d) = %s, want %s", tt.s, tt.i, got, tt.want)
		}
	}
}
