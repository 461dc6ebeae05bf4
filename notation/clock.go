package notation

import (
	"slices"

	"github.com/chaturanga-go/chaturanga/core"
	"strconv"
	"strings"
	"time"
)

// clockCommand begins a clock command in a comment.
const clockCommand = "[%clk"

// maxClockHours bounds the hours of a clock command that Clock reads, so
// that the time fits a time.Duration.
const maxClockHours = 999_999

// Clock returns the time a move's comments give in a clock command,
// "[%clk h:mm:ss]" or "[%clk h:mm:ss.fff]" (the time left on the clock of
// the side that moved, as lichess, chess.com and python-chess write it):
// the first such command of the comments. ok is false if none has one. A
// move's comments are RecordMove.Comments, or core.Notes.Comments for a
// game's move.
func Clock(comments []string) (d time.Duration, ok bool) {
	for _, c := range comments {
		if _, _, d, ok := findClock(c); ok {
			return d, true
		}
	}
	return 0, false
}

// MaxClock is the longest time a clock command that [Clock] reads holds:
// 999,999 hours, 59 minutes and 59.999999999 seconds.
const MaxClock = maxClockHours*time.Hour + time.Hour - time.Nanosecond

// SetClock returns a copy of comments with the clock command set to d,
// written as python-chess writes it ("[%clk 0:01:05]", "[%clk 1:00:00.5]"):
// the first command of the comments replaced, else the command put first
// in the first comment (before its text, with a space), else a comment of
// its own. A negative d removes the first command instead (and a comment
// that held nothing else). A d over [MaxClock], which [Clock] could not
// read back, is refused: SetClock returns the comments unchanged (a
// copy), and [SetClockChecked] an error.
func SetClock(comments []string, d time.Duration) []string {
	out, _ := SetClockChecked(comments, d)
	return out
}

// SetClockChecked is [SetClock] that refuses a d over [MaxClock] with an
// error wrapping core.ErrLimit (returning a copy of comments unchanged).
func SetClockChecked(comments []string, d time.Duration) ([]string, error) {
	if d > MaxClock {
		return slices.Clone(comments), &core.ParseError{Op: "notation.SetClock", Input: d.String(), Offset: -1,
			Msg: "a clock over MaxClock (999999:59:59.999999999), which a clock command cannot hold", Err: core.ErrLimit}
	}
	return setClock(comments, d), nil
}

func setClock(comments []string, d time.Duration) []string {
	out := slices.Clone(comments)
	for i, c := range out {
		i0, i1, _, ok := findClock(c)
		if !ok {
			continue
		}
		if d >= 0 {
			out[i] = c[:i0] + formatClock(d) + c[i1:]
			return out
		}
		before, after := strings.TrimSpace(c[:i0]), strings.TrimSpace(c[i1:])
		switch {
		case before == "" && after == "":
			return slices.Delete(out, i, i+1)
		case before == "" || after == "":
			out[i] = before + after
		default:
			out[i] = before + " " + after
		}
		return out
	}
	switch {
	case d < 0:
		return out
	case len(out) == 0:
		return []string{formatClock(d)}
	case out[0] == "":
		out[0] = formatClock(d)
	default:
		out[0] = formatClock(d) + " " + out[0]
	}
	return out
}

// formatClock writes d as a clock command: hours, minutes and seconds,
// with the fraction of a second to the nanosecond without trailing zeros.
func formatClock(d time.Duration) string {
	h := int64(d / time.Hour)
	m := int64(d % time.Hour / time.Minute)
	s := int64(d % time.Minute / time.Second)
	ns := int64(d % time.Second)
	b := []byte(clockCommand + " ")
	b = strconv.AppendInt(b, h, 10)
	b = append(b, ':', byte('0'+m/10), byte('0'+m%10), ':', byte('0'+s/10), byte('0'+s%10))
	if ns > 0 {
		frac := strconv.AppendInt(nil, ns+1e9, 10)[1:] // nine digits
		frac = []byte(strings.TrimRight(string(frac), "0"))
		b = append(append(b, '.'), frac...)
	}
	return string(append(b, ']'))
}

// findClock finds the first well-formed clock command in c: its start and
// end, and its time.
func findClock(c string) (start, end int, d time.Duration, ok bool) {
	for off := 0; ; {
		i := strings.Index(c[off:], clockCommand)
		if i < 0 {
			return 0, 0, 0, false
		}
		start = off + i
		if end, d, ok = parseClock(c, start+len(clockCommand)); ok {
			return start, end, d, true
		}
		off = start + 1
	}
}

// parseClock reads " h:mm:ss[.fff]]" at c[i:] and returns the end of the
// command and its time.
func parseClock(c string, i int) (end int, d time.Duration, ok bool) {
	j := i
	for j < len(c) && (c[j] == ' ' || c[j] == '\t') {
		j++
	}
	if j == i {
		return 0, 0, false
	}
	num := func(maxDigits int) (int64, bool) {
		k := j
		var v int64
		for j < len(c) && c[j] >= '0' && c[j] <= '9' && j-k < maxDigits {
			v = v*10 + int64(c[j]-'0')
			j++
		}
		return v, j > k && (j == len(c) || c[j] < '0' || c[j] > '9')
	}
	h, ok1 := num(6)
	if !ok1 || h > maxClockHours || j == len(c) || c[j] != ':' {
		return 0, 0, false
	}
	j++
	m, ok2 := num(2)
	if !ok2 || j == len(c) || c[j] != ':' {
		return 0, 0, false
	}
	j++
	s, ok3 := num(2)
	if !ok3 {
		return 0, 0, false
	}
	d = time.Duration(h)*time.Hour + time.Duration(m)*time.Minute + time.Duration(s)*time.Second
	if j < len(c) && c[j] == '.' {
		j++
		scale := int64(1e8)
		for j < len(c) && c[j] >= '0' && c[j] <= '9' {
			d += time.Duration(int64(c[j]-'0') * scale)
			scale /= 10
			j++
		}
	}
	for j < len(c) && (c[j] == ' ' || c[j] == '\t') {
		j++
	}
	if j == len(c) || c[j] != ']' {
		return 0, 0, false
	}
	return j + 1, d, true
}
