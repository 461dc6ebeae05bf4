//go:build !chaturanga_noclock

package notation

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

func TestClock(t *testing.T) {
	for _, c := range []struct {
		comments []string
		want     time.Duration
		ok       bool
	}{
		{nil, 0, false},
		{[]string{"good move"}, 0, false},
		{[]string{"[%clk 0:01:05]"}, 65 * time.Second, true},
		{[]string{"x", "[%eval 0.3] [%clk 1:00:00.5] fine"}, time.Hour + 500*time.Millisecond, true},
		{[]string{"[%clk 0:00:07.123456789]"}, 7*time.Second + 123456789, true},
		{[]string{"[%clk\t12:3:4 ]"}, 12*time.Hour + 3*time.Minute + 4*time.Second, true},
		{[]string{"[%clk 0:01]", "[%clk 0:00:09]"}, 9 * time.Second, true}, // the first well-formed one
		{[]string{"[%clk 0:001:00]"}, 0, false},
		{[]string{"[%clk 1234567:00:00]"}, 0, false}, // more hours than a Duration holds well
		{[]string{"[%clk0:01:00]"}, 0, false},
		{[]string{"[%clk 0:01:00"}, 0, false},
		{[]string{"[%clk -0:01:00]"}, 0, false},
	} {
		d, ok := Clock(c.comments)
		if d != c.want || ok != c.ok {
			t.Errorf("%q: %v %v, want %v %v", c.comments, d, ok, c.want, c.ok)
		}
	}
}

func TestSetClock(t *testing.T) {
	for _, c := range []struct {
		comments []string
		d        time.Duration
		want     []string
	}{
		{nil, 65 * time.Second, []string{"[%clk 0:01:05]"}},
		{[]string{""}, time.Hour, []string{"[%clk 1:00:00]"}},
		{[]string{"good move", "x"}, 1500 * time.Millisecond, []string{"[%clk 0:00:01.5] good move", "x"}},
		{[]string{"a", "b [%clk 0:09:00] c"}, 100 * time.Hour, []string{"a", "b [%clk 100:00:00] c"}},
		{[]string{"a", "b [%clk 0:09:00] c"}, -1, []string{"a", "b c"}},
		{[]string{"[%clk 0:09:00]", "a"}, -1, []string{"a"}},
		{[]string{"a"}, -1, []string{"a"}},
	} {
		given := slices.Clone(c.comments)
		got := SetClock(c.comments, c.d)
		if diff := cmp.Diff(c.want, got); diff != "" {
			t.Errorf("%q %v (-want +got):\n%s", c.comments, c.d, diff)
		}
		if !slices.Equal(given, c.comments) {
			t.Errorf("SetClock changed its argument: %q", c.comments)
		}
	}
}

// A clock set reads back, to the nanosecond, through PGN text too.
func TestClockRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		d := time.Duration(rapid.Int64Range(0, int64(maxClockHours)*int64(time.Hour)).Draw(t, "d"))
		comments := rapid.SliceOfN(rapid.StringMatching(`[a-z ]{0,8}`), 0, 2).Draw(t, "comments")
		set := SetClock(comments, d)
		if got, ok := Clock(set); !ok || got != d {
			t.Fatalf("%q: %v %v, want %v", set, got, ok, d)
		}
		rec := &Record{Moves: []RecordMove{{Text: "e4", Comments: set}}}
		back, err := NewPGNReader(strings.NewReader(string(AppendPGN(nil, rec)))).Next()
		if err != nil {
			t.Fatal(err)
		}
		if got, ok := Clock(back.Moves[0].Comments); !ok || got != d {
			t.Fatalf("read back %v %v, want %v", got, ok, d)
		}
	})
}

// A move's clock comment read, changed and written back.
func ExampleClock() {
	rec, _ := NewPGNReader(strings.NewReader("1. e4 {[%clk 0:03:00]} e5 {[%clk 0:02:58.5] sharp} *")).Next()
	for _, m := range rec.Moves {
		d, _ := Clock(m.Comments)
		fmt.Println(m.Text, d)
	}
	rec.Moves[1].Comments = SetClock(rec.Moves[1].Comments, 2*time.Minute+57*time.Second)
	fmt.Println(rec.Moves[1].Comments)
	// Output:
	// e4 3m0s
	// e5 2m58.5s
	// [[%clk 0:02:57] sharp]
}

// Comments before a variation's first move are its starting comment; the
// writer writes it there.
func TestStartingComment(t *testing.T) {
	const text = "{game} 1. e4 ( {or} {rather} 1. d4 {closed} ( {even} 1. c4 ) ) ( ) 1... e5 *"
	rec, err := NewPGNReader(strings.NewReader(text)).Next()
	if err != nil {
		t.Fatal(err)
	}
	d4 := rec.Moves[0].Variations[0][0]
	if rec.Comment != "game" || d4.StartingComment != "or rather" || !slices.Equal(d4.Comments, []string{"closed"}) ||
		d4.Variations[0][0].StartingComment != "even" || len(rec.Moves[0].Variations) != 2 || rec.Moves[1].StartingComment != "" {
		t.Fatalf("read %+v", rec)
	}
	out := string(AppendPGN(nil, rec))
	if !strings.Contains(out, "{game} 1. e4 ({or rather} 1. d4 {closed} ({even} 1. c4)) () 1... e5 *") {
		t.Errorf("written:\n%s", out)
	}
}

// FuzzClock: any comment reads without panic, and a clock set in it reads
// back.
func FuzzClock(f *testing.F) {
	for _, s := range []string{"[%clk 0:01:05]", "x [%clk 1:00:00.5] y", "[%clk 0:01", "[%clk [%clk 0:00:01]", "[%clk 999999:59:59.999999999]"} {
		f.Add(s, int64(time.Minute))
	}
	f.Fuzz(func(t *testing.T, s string, n int64) {
		d := time.Duration(n % (int64(maxClockHours) * int64(time.Hour)))
		if d < 0 {
			d = -d
		}
		if got, ok := Clock([]string{s}); ok && got < 0 {
			t.Fatalf("%q: %v", s, got)
		}
		set := SetClock([]string{s}, d)
		if got, ok := Clock(set); !ok || got != d {
			t.Fatalf("%q set to %v: %q reads %v %v", s, d, set, got, ok)
		}
		SetClock([]string{s}, -1)
	})
}
