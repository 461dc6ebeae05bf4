package jsapi

import "strconv"

// sprintf is fmt.Sprintf for the verbs the binding's messages use, without
// fmt (which brings reflection and os into the wasm): %d of an integer, %s
// of a string, an error or a fmt.Stringer, %v of those or an integer or a
// bool, %q of a string, and %%. A verb it does not take is written "%!x(?)" (fmt
// also names the argument's type), a missing argument "%!d(MISSING)" as
// fmt does; an extra argument is dropped. Its answers are fmt's for what
// it takes (format_test.go compares them).
func sprintf(format string, a ...any) string {
	b := make([]byte, 0, len(format)+16)
	n := 0
	for i := 0; i < len(format); i++ {
		c := format[i]
		if c != '%' {
			b = append(b, c)
			continue
		}
		if i+1 == len(format) {
			b = append(b, "%!(NOVERB)"...)
			break
		}
		i++
		verb := format[i]
		if verb == '%' {
			b = append(b, '%')
			continue
		}
		if n == len(a) {
			b = append(b, "%!"...)
			b = append(b, verb)
			b = append(b, "(MISSING)"...)
			continue
		}
		arg := a[n]
		n++
		var ok bool
		switch verb {
		case 'd':
			b, ok = appendInt(b, arg)
		case 's':
			b, ok = appendString(b, arg)
		case 'v':
			b, ok = appendValue(b, arg)
		case 'q':
			if s, isStr := arg.(string); isStr {
				b, ok = strconv.AppendQuote(b, s), true
			}
		}
		if !ok {
			b = append(b, "%!"...)
			b = append(b, verb)
			b = append(b, "(?)"...)
		}
	}
	return string(b)
}

// sprint is fmt.Sprint of one value, for the values appendValue takes (a
// recovered panic's: an error or a string, mostly).
func sprint(v any) string {
	if b, ok := appendValue(nil, v); ok {
		return string(b)
	}
	return "(a panic value of another type)"
}

// appendInt appends an integer in decimal, as %d does.
func appendInt(b []byte, v any) ([]byte, bool) {
	switch x := v.(type) {
	case int:
		return strconv.AppendInt(b, int64(x), 10), true
	case int8:
		return strconv.AppendInt(b, int64(x), 10), true
	case int16:
		return strconv.AppendInt(b, int64(x), 10), true
	case int32:
		return strconv.AppendInt(b, int64(x), 10), true
	case int64:
		return strconv.AppendInt(b, x, 10), true
	case uint:
		return strconv.AppendUint(b, uint64(x), 10), true
	case uint8:
		return strconv.AppendUint(b, uint64(x), 10), true
	case uint16:
		return strconv.AppendUint(b, uint64(x), 10), true
	case uint32:
		return strconv.AppendUint(b, uint64(x), 10), true
	case uint64:
		return strconv.AppendUint(b, x, 10), true
	case uintptr:
		return strconv.AppendUint(b, uint64(x), 10), true
	}
	return b, false
}

// appendString appends a value as %s does: an error's Error, a
// Stringer's String or a string.
func appendString(b []byte, v any) ([]byte, bool) {
	switch x := v.(type) {
	case error:
		return append(b, x.Error()...), true
	case interface{ String() string }:
		return append(b, x.String()...), true
	case string:
		return append(b, x...), true
	}
	return b, false
}

// appendValue appends a value as %v does: as %s, or a bool, or an
// integer in decimal.
func appendValue(b []byte, v any) ([]byte, bool) {
	if b, ok := appendString(b, v); ok {
		return b, true
	}
	if x, ok := v.(bool); ok {
		return strconv.AppendBool(b, x), true
	}
	return appendInt(b, v)
}
