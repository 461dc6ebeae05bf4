package jsapi

import (
	"errors"
	"unicode/utf8"

	"github.com/chaturanga-go/chaturanga"
	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/quote"
)

// The error codes a JavaScript caller sees in an Error's code: the name
// of the sentinel the Go error wraps, or one of the binding's own.
const (
	CodeSyntax          = "ErrSyntax"
	CodeIllegalPosition = "ErrIllegalPosition"
	CodeIllegalMove     = "ErrIllegalMove"
	CodeAmbiguousMove   = "ErrAmbiguousMove"
	CodeGameOver        = "ErrGameOver"
	CodeUnknown         = "ErrUnknown"
	CodeLimit           = "ErrLimit"
	// CodeArgument: an argument of the wrong type or out of range.
	CodeArgument = "ErrArgument"
	// CodeInternal: a panic inside the library, recovered.
	CodeInternal = "ErrInternal"
)

// An Error is what a JavaScript Error carries: the code, the rule ID that
// refused a move (if any), the sentence saying why, and the whole message.
type Error struct {
	Code     string
	Rule     string
	Sentence string
	Message  string
}

func (e *Error) Error() string { return e.Message }

// ErrorOf classifies err: its code is the sentinel it wraps (the first
// match in the order below, so that chaturanga.ErrLimit wins over the core
// sentinel it may wrap), its rule and sentence come from a
// *core.MoveError, or a *core.ParseError's message.
func ErrorOf(err error) *Error {
	if err == nil {
		return nil
	}
	var e *Error
	if errors.As(err, &e) {
		return e
	}
	out := &Error{Code: CodeInternal, Message: err.Error()}
	for _, c := range []struct {
		err  error
		code string
	}{
		{chaturanga.ErrLimit, CodeLimit},
		{core.ErrIllegalMove, CodeIllegalMove},
		{core.ErrAmbiguousMove, CodeAmbiguousMove},
		{core.ErrGameOver, CodeGameOver},
		{core.ErrIllegalPosition, CodeIllegalPosition},
		{core.ErrUnknown, CodeUnknown},
		{core.ErrSyntax, CodeSyntax},
	} {
		if errors.Is(err, c.err) {
			out.Code = c.code
			break
		}
	}
	var me *core.MoveError
	var pe *core.ParseError
	switch {
	case errors.As(err, &me):
		out.Rule, out.Sentence = me.Rule, me.Msg
	case errors.As(err, &pe):
		out.Sentence = pe.Msg
	}
	out.Sentence, out.Message = clean(out.Sentence), clean(out.Message)
	return out
}

// clean makes text fit for JavaScript and the error encoding: valid UTF-8
// (a move's error quotes the move's bytes as given) without NUL bytes
// (written \x00).
func clean(s string) string {
	for i := 0; i < len(s); i++ {
		if s[i] == 0 || s[i] >= utf8.RuneSelf {
			return cleanFrom(s, i)
		}
	}
	return s
}

// cleanFrom is clean of s, whose bytes before i are ASCII and not NUL: as
// strings.ToValidUTF8(s, "\uFFFD") (a run of invalid bytes is one
// U+FFFD) then strings.ReplaceAll(s, "\x00", `\x00`).
func cleanFrom(s string, i int) string {
	b := append(make([]byte, 0, len(s)+8), s[:i]...)
	invalid := false
	for i < len(s) {
		c := s[i]
		if c < utf8.RuneSelf {
			if c == 0 {
				b = append(b, `\x00`...)
			} else {
				b = append(b, c)
			}
			i++
			invalid = false
			continue
		}
		_, n := utf8.DecodeRuneInString(s[i:])
		if n == 1 {
			if !invalid {
				b = append(b, "\uFFFD"...)
			}
			invalid = true
			i++
			continue
		}
		b = append(b, s[i:i+n]...)
		i += n
		invalid = false
	}
	return string(b)
}

// argError is an argument the binding refuses before the library sees it.
//
//go:noinline
func argError(format string, a ...any) *Error {
	msg := clean(sprintf(format, a...))
	return &Error{Code: CodeArgument, Sentence: msg, Message: "chaturanga: " + msg}
}

// codeError is an error with the given code, made by the binding.
//
//go:noinline
func codeError(code, format string, a ...any) *Error {
	msg := clean(sprintf(format, a...))
	return &Error{Code: code, Sentence: msg, Message: "chaturanga: " + msg}
}

// internalError turns a recovered panic into an error.
func internalError(p any) *Error {
	msg := clean("internal error: " + quote.Cut(sprint(p)))
	return &Error{Code: CodeInternal, Sentence: msg, Message: "chaturanga: " + msg}
}
