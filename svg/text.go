package svg

import (
	"math"
	"strconv"
	"unicode/utf8"
)

// appendEscaped appends s to b as XML character data that is safe both
// in element content and in a double-quoted attribute value: the five
// special characters become entities, tabs and line breaks become
// character references (so attribute-value normalisation keeps them), and
// bytes that are not valid UTF-8 or runes XML 1.0 does not allow (most
// control characters, surrogates, U+FFFE and U+FFFF) become U+FFFD.
func appendEscaped(b []byte, s string) []byte {
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			i++
			switch c {
			case '&':
				b = append(b, "&amp;"...)
			case '<':
				b = append(b, "&lt;"...)
			case '>':
				b = append(b, "&gt;"...)
			case '"':
				b = append(b, "&quot;"...)
			case '\'':
				b = append(b, "&apos;"...)
			case '\t':
				b = append(b, "&#9;"...)
			case '\n':
				b = append(b, "&#10;"...)
			case '\r':
				b = append(b, "&#13;"...)
			default:
				if c < 0x20 || c == 0x7F {
					b = append(b, "\uFFFD"...)
				} else {
					b = append(b, c)
				}
			}
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 || !xmlChar(r) {
			b = append(b, "\uFFFD"...)
		} else {
			b = append(b, s[i:i+n]...)
		}
		i += n
	}
	return b
}

// xmlChar reports whether r (not ASCII) is a character XML 1.0 allows.
// DEL and the C1 controls are allowed by XML but discouraged; they are
// replaced too, as nothing draws them.
func xmlChar(r rune) bool {
	switch {
	case r <= 0x9F:
		return false
	case r >= 0xD800 && r <= 0xDFFF:
		return false
	case r == 0xFFFE || r == 0xFFFF:
		return false
	}
	return r <= 0x10FFFF
}

// safeColor returns s if it is a colour written in a syntax that cannot
// break out of an attribute: '#' and 3, 4, 6 or 8 hexadecimal digits, or
// a name of 1 to 32 ASCII letters ("red", "darkgreen"); else def.
func safeColor(s, def string) string {
	if len(s) > 1 && s[0] == '#' {
		switch len(s) - 1 {
		case 3, 4, 6, 8:
			for i := 1; i < len(s); i++ {
				if !isHex(s[i]) {
					return def
				}
			}
			return s
		}
		return def
	}
	if len(s) == 0 || len(s) > 32 {
		return def
	}
	for i := 0; i < len(s); i++ {
		if c := s[i] | 0x20; c < 'a' || c > 'z' {
			return def
		}
	}
	return s
}

func isHex(c byte) bool {
	return c >= '0' && c <= '9' || c|0x20 >= 'a' && c|0x20 <= 'f'
}

// appendNum appends x rounded to two decimals, in its shortest form
// ("12", "12.5", "-3.25"), never "-0".
func appendNum(b []byte, x float64) []byte {
	x = math.Round(x*100) / 100
	if x == 0 || math.IsNaN(x) || math.IsInf(x, 0) {
		return append(b, '0')
	}
	return strconv.AppendFloat(b, x, 'f', -1, 64)
}

// appendInt appends the decimal form of n.
func appendInt(b []byte, n int) []byte { return strconv.AppendInt(b, int64(n), 10) }
