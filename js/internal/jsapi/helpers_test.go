package jsapi

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
)

// The binding's small replacements of standard library calls answer as
// the calls they replace.

func TestCleanAsStd(t *testing.T) {
	std := func(s string) string {
		return strings.ReplaceAll(strings.ToValidUTF8(s, "\uFFFD"), "\x00", `\x00`)
	}
	cases := []string{"", "e2e4", "a\x00b", "\xff", "\xff\xfe", "a\xffb\xfe\xfdc", "ü\x00\xc3", "\u2028\xed\xa0\x80", "\uFFFD\xff"}
	r := rand.New(rand.NewPCG(1, 2))
	alphabet := []byte{0, 'a', ' ', 0x80, 0xbf, 0xc3, 0xe2, 0xed, 0xf0, 0xff, 0xa0}
	for range 5000 {
		b := make([]byte, r.IntN(12))
		for i := range b {
			b[i] = alphabet[r.IntN(len(alphabet))]
		}
		cases = append(cases, string(b))
	}
	for _, s := range cases {
		if got, want := clean(s), std(s); got != want {
			t.Errorf("clean(%q) = %q, want %q", s, got, want)
		}
	}
}

func TestParseHexAsStd(t *testing.T) {
	for _, s := range []string{"", "0", "f", "F", "dEadBeef", "ffffffffffffffff", "10000000000000000", "0000000000000000001", "g", "-1", "+1", "0x1", "1_0", " 1"} {
		v, ok := parseHex([]byte(s))
		w, err := strconv.ParseUint(s, 16, 64)
		if ok != (err == nil) || ok && v != w {
			t.Errorf("parseHex(%q) = %d, %v; ParseUint: %d, %v", s, v, ok, w, err)
		}
	}
}
