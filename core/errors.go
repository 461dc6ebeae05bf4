package core

import (
	"errors"
	"strconv"

	"github.com/chaturanga-go/chaturanga/internal/quote"
)

// Sentinel errors. Every error the library returns wraps one of these, so
// callers can test the class of a failure with [errors.Is] whatever game
// or parser produced it, and read the details with [errors.As] into a
// [*ParseError] or [*MoveError].
var (
	// ErrSyntax: the text is malformed (a bad FEN field, a move that is
	// not move text).
	ErrSyntax = errors.New("syntax error")
	// ErrIllegalPosition: the text is well formed but describes a position
	// the rules cannot start from (a missing king, a pawn on its last rank).
	ErrIllegalPosition = errors.New("illegal position")
	// ErrIllegalMove: the move is well formed but not legal in the
	// position.
	ErrIllegalMove = errors.New("illegal move")
	// ErrAmbiguousMove: the move text fits more than one legal move.
	ErrAmbiguousMove = errors.New("ambiguous move")
	// ErrGameOver: the game has ended, so no move can be played.
	ErrGameOver = errors.New("game over")
	// ErrUnknown: an unknown name (game, rule set, option, state).
	ErrUnknown = errors.New("unknown name")
	// ErrLimit: a request over a documented bound that is not its
	// text's fault, such as a perft depth beyond [MaxPerftDepth] (the
	// registry's chaturanga.ErrLimit is this sentinel). Text too long for
	// a parser's limits is an ErrSyntax, as the text is not read.
	ErrLimit = errors.New("over a limit")
)

// A ParseError reports text that could not be read: what was being read,
// the input, where in it, and why. Err is one of the sentinels (usually
// [ErrSyntax] or [ErrIllegalPosition]), so errors.Is works on it.
type ParseError struct {
	Op     string // the function, such as "makruk.ParseFEN"
	Input  string // the whole input (Error quotes its first 64 bytes at most)
	Field  string // the part being read, such as "board" or "side to move"; may be empty
	Offset int    // byte offset in Input where the problem was found, or -1
	Line   int    // for multi-line text (PGN), the line of Input, from 1; 0 if not given
	Msg    string // what was wrong, in words
	Err    error  // the sentinel
}

// Error returns a message of the form
// `makruk.ParseFEN "...": board at offset 7: rank has 9 files: syntax error`.
func (e *ParseError) Error() string {
	b := []byte(e.Op)
	if len(b) > 0 {
		b = append(b, ' ')
	}
	if e.Line > 0 {
		b = append(b, "line "...)
		b = strconv.AppendInt(b, int64(e.Line), 10)
		b = append(b, ' ')
	}
	b = quote.AppendInput(b, e.Input)
	b = append(b, ':')
	if e.Field != "" {
		b = append(b, ' ')
		b = append(b, e.Field...)
	}
	if e.Offset >= 0 {
		b = append(b, " at offset "...)
		b = strconv.AppendInt(b, int64(e.Offset), 10)
	}
	if e.Msg != "" {
		if b[len(b)-1] != ':' {
			b = append(b, ':')
		}
		b = append(b, ' ')
		b = append(b, e.Msg...)
	}
	if e.Err != nil {
		b = append(b, ": "...)
		b = append(b, e.Err.Error()...)
	}
	return string(b)
}

// Unwrap returns the sentinel.
func (e *ParseError) Unwrap() error { return e.Err }

// A MoveError reports a move that cannot be played: the move as text, the
// position it was tried in, the rule that forbids it where one does, and
// why. Err is [ErrIllegalMove], [ErrAmbiguousMove], [ErrSyntax] or
// [ErrGameOver].
type MoveError struct {
	Op       string // the function, such as "makruk.Position.Play"
	Move     string // the move text, or the move in coordinate notation (Error writes its first 64 bytes at most)
	Position string // the position as FEN (or the game's position string)
	Rule     string // the rule ID of the spec that forbids the move, such as "MK-9"; may be empty
	Msg      string // why, in words
	Err      error  // the sentinel
}

// Error returns a message such as
// `makruk.Position.Play e3e5: MK-7: a bia moves one step forward: illegal move`.
func (e *MoveError) Error() string {
	b := []byte(e.Op)
	if len(b) > 0 {
		b = append(b, ' ')
	}
	b = append(b, quote.Cut(e.Move)...)
	b = append(b, ':')
	if e.Rule != "" {
		b = append(b, ' ')
		b = append(b, e.Rule...)
		b = append(b, ':')
	}
	if e.Msg != "" {
		b = append(b, ' ')
		b = append(b, e.Msg...)
		b = append(b, ':')
	}
	if e.Err != nil {
		b = append(b, ' ')
		b = append(b, e.Err.Error()...)
	}
	return string(b)
}

// Unwrap returns the sentinel.
func (e *MoveError) Unwrap() error { return e.Err }
