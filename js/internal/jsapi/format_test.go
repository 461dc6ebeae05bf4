package jsapi

import (
	"errors"
	"fmt"
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
)

// sprintf and sprint answer as fmt does for what the binding formats.
func TestSprintfIsFmt(t *testing.T) {
	for _, c := range []struct {
		format string
		args   []any
	}{
		{"no side %d in this game (%d sides)", []any{-3, 7}},
		{"no side named %q (sides: %s)", []any{"x\x00\"é\xff", "White, Black"}},
		{"input of %d bytes: the limit is %d", []any{int32(-2147483648), 8 << 20}},
		{"%d %d %d %d %d %d", []any{int8(-8), int16(300), int64(-1 << 62), uint(7), uint8(255), uint64(1 << 63)}},
		{"%d %d %d", []any{uint16(9), uint32(1 << 31), uintptr(12)}},
		{"%s does not write LAN; %v", []any{"qiguo", errors.New("boom")}},
		{"%v %s %v %v", []any{core.White, errors.New("e"), 42, true}},
		{"100%% sure, %q", []any{""}},
		{"trailing %", nil},
		{"plain text", nil},
		{"%q in %s", []any{"a\tb", "c"}},
	} {
		if got, want := sprintf(c.format, c.args...), fmt.Sprintf(c.format, c.args...); got != want {
			t.Errorf("sprintf(%q) = %q, fmt says %q", c.format, got, want)
		}
	}
	for _, v := range []any{"a string", errors.New("an error"), core.Black, 17, false} {
		if got, want := sprint(v), fmt.Sprint(v); got != want {
			t.Errorf("sprint(%#v) = %q, fmt says %q", v, got, want)
		}
	}
	if got := sprintf("%d and %d", 1); got != "1 and %!d(MISSING)" {
		t.Errorf("missing argument: %q", got)
	}
	if got := sprintf("%x", 1); got != "%!x(?)" {
		t.Errorf("bad verb: %q", got)
	}
}
