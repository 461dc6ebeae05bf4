package ruletext

import (
	"strconv"
	"strings"

	"github.com/chaturanga-go/chaturanga/core"
)

// An Enum is the text of an option's enumerated type, a uint8 whose
// values 0, 1, ... are named: the type's String, MarshalText and
// UnmarshalText call it.
type Enum struct {
	op    string // "shatranj.BareKing"
	typ   string // "BareKing"
	names []string
}

// NewEnum returns the text of the type typ of package pkg whose values
// are called names, in order. names is kept, not copied.
func NewEnum(pkg, typ string, names []string) *Enum {
	return &Enum{op: pkg + "." + typ, typ: typ, names: names}
}

// String returns value v's name, or "invalid(v)" past the last.
func (e *Enum) String(v uint8) string {
	if int(v) < len(e.names) {
		return e.names[v]
	}
	return "invalid(" + strconv.Itoa(int(v)) + ")"
}

// Valid reports whether v is one of the values.
func (e *Enum) Valid(v uint8) bool { return int(v) < len(e.names) }

// Want lists the values' names for messages: "Strong, Weak".
func (e *Enum) Want() string { return strings.Join(e.names, ", ") }

// Parse returns the value named s, in any case.
func (e *Enum) Parse(s string) (uint8, bool) {
	for i, n := range e.names {
		if EqualFold(n, s) {
			return uint8(i), true
		}
	}
	return 0, false
}

// Marshal is the type's MarshalText: the value's name, or for a value
// past the last an error wrapping core.ErrSyntax.
func (e *Enum) Marshal(v uint8) ([]byte, error) {
	if !e.Valid(v) {
		return nil, &core.ParseError{Op: e.op + ".MarshalText", Input: e.String(v), Field: e.typ, Offset: -1,
			Msg: "out of range (want " + e.Want() + ")", Err: core.ErrSyntax}
	}
	return []byte(e.names[v]), nil
}

// Unmarshal is the type's UnmarshalText: it reads a value's name, in any
// case, into *v, or returns an error wrapping core.ErrSyntax and leaves
// *v as it was.
func (e *Enum) Unmarshal(text []byte, v *uint8) error {
	x, ok := e.Parse(string(text))
	if !ok {
		return &core.ParseError{Op: e.op + ".UnmarshalText", Input: string(text), Field: e.typ, Offset: -1,
			Msg: "bad value (want " + e.Want() + ")", Err: core.ErrSyntax}
	}
	*v = x
	return nil
}
