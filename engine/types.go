package engine

import (
	"errors"
	"strconv"
	"time"

	"github.com/chaturanga-go/chaturanga/core"
)

// A Protocol is an engine protocol.
type Protocol uint8

// The protocols.
const (
	UCI    Protocol = 1 // the Universal Chess Interface, with Fairy-Stockfish's UCI_Variant
	XBoard Protocol = 2 // the Chess Engine Communication Protocol, version 2 (XBoard, WinBoard)
)

// String returns "uci" or "xboard" ("" for the zero Protocol, "protocol(N)"
// for another value).
func (p Protocol) String() string {
	switch p {
	case UCI:
		return "uci"
	case XBoard:
		return "xboard"
	case 0:
		return ""
	}
	return "protocol(" + strconv.Itoa(int(p)) + ")"
}

// ParseProtocol reads a protocol's name: "uci", or "xboard" (also "cecp"
// and "winboard"), in any case. Another name is an error wrapping
// core.ErrUnknown.
func ParseProtocol(s string) (Protocol, error) {
	switch lower(s) {
	case "uci":
		return UCI, nil
	case "xboard", "cecp", "winboard":
		return XBoard, nil
	}
	return 0, &core.ParseError{Op: "engine.ParseProtocol", Input: s, Offset: -1, Msg: "unknown protocol (known: uci, xboard)", Err: core.ErrUnknown}
}

func lower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

// A Limit says how long to search. Zero fields mean "no such limit"; a
// Limit with none set asks the engine to search as it sees fit (UCI "go"
// alone; XBoard keeps its last level).
type Limit struct {
	Depth       int              // plies (UCI depth; XBoard sd)
	Nodes       int64            // nodes (UCI nodes; XBoard "nps"-less engines ignore it)
	Mate        int              // search for a mate in Mate moves (UCI mate)
	MoveTime    time.Duration    // fixed time for this move (UCI movetime, XBoard st)
	Time        [2]time.Duration // remaining clocks: [core.White], [core.Black] (UCI wtime/btime; XBoard time/otim)
	Inc         [2]time.Duration // increments (UCI winc/binc; XBoard level's increment, White's)
	MovesToGo   int              // moves to the next time control (UCI movestogo; XBoard level's moves)
	Infinite    bool             // search until stopped (UCI infinite; XBoard analyze)
	SearchMoves []core.Move      // search only these moves (UCI searchmoves)
}

// A Score is an engine's evaluation, from the side to move's point of
// view.
type Score struct {
	CP           int  // centipawns (when !IsMate)
	Mate         int  // mate in Mate moves; negative: the side to move is mated
	IsMate       bool // the score is a mate score
	Lower, Upper bool // the score is a lower bound / an upper bound (UCI lowerbound/upperbound)
}

// String returns the score as PGN's [%eval] writes it, in pawns or as a
// mate: "0.35", "-1.20", "#3", "#-2".
func (s Score) String() string {
	if s.IsMate {
		return "#" + strconv.Itoa(s.Mate)
	}
	cp := s.CP
	sign := ""
	if cp < 0 {
		sign = "-"
		cp = -cp
	}
	frac := strconv.Itoa(cp % 100)
	if len(frac) < 2 {
		frac = "0" + frac
	}
	return sign + strconv.Itoa(cp/100) + "." + frac
}

// An Info is what an engine says while it searches: a UCI "info" line or
// an XBoard thinking line, parsed. Fields the engine did not send are
// zero.
type Info struct {
	Depth, SelDepth, MultiPV int
	Score                    Score
	HasScore                 bool // the line had a score
	Nodes, NPS               int64
	HashFull                 int // permill
	Time                     time.Duration
	// PV is the principal variation, checked move by move against the
	// library's rules from the searched position. It stops before the
	// first move the rules refuse or the text does not spell; that
	// move's error is in PVError.
	PV []core.Move
	// PVError is the *Error (wrapping ErrIllegalMove) for the first PV
	// move that could not be read or played, naming the rule; nil when
	// the whole PV was legal.
	PVError error
	String  string // "info string ..." text (XBoard: the thinking line's text after the PV, if any)
}

// An Option is an engine option as the engine declares it (UCI "option";
// XBoard "feature option=").
type Option struct {
	Name    string
	Type    string // check, spin, combo, button, string (XBoard also: file, path, slider, reset, save)
	Default string
	Min     int // spin's bounds
	Max     int
	Vars    []string // combo's values
}

// Sentinel errors: every error of an [*Error] wraps one of these, so
// errors.Is tells what an engine did.
var (
	// ErrDied: the engine's output ended (it exited or closed its output).
	ErrDied = errors.New("engine died")
	// ErrTimeout: the context ended before the engine answered.
	ErrTimeout = errors.New("engine did not answer in time")
	// ErrFlood: the engine sent more than Config.MaxLines lines while one
	// answer was awaited.
	ErrFlood = errors.New("engine flooded its output")
	// ErrLineTooLong: the engine sent a line longer than Config.MaxLine.
	ErrLineTooLong = errors.New("engine sent an overlong line")
	// ErrIllegalMove: the engine sent a move the rules refuse or that is
	// not move text.
	ErrIllegalMove = errors.New("engine sent an illegal move")
	// ErrProtocol: the engine said something the protocol does not allow
	// there (or the client was used wrongly, such as a call after Quit).
	ErrProtocol = errors.New("protocol error")
	// ErrUnsupported: the engine cannot do what was asked (a variant it
	// does not list, a limit its protocol has no word for).
	ErrUnsupported = errors.New("not supported by the engine")
)

// An Error is what a client call returns when the engine misbehaves or
// cannot do what was asked.
type Error struct {
	Engine string // the engine's name (its "id name" or "myname"), "" before the handshake gives it
	Op     string // what was being done: "handshake", "go", "setoption", ...
	Quote  string // at most 64 bytes of the engine's output that show the fault
	Rule   string // for an illegal move: the rule ID that forbids it (core.MoveError's Rule)
	Err    error  // a sentinel above, or the cause

	cause error // what lies under Err: the context's error, a *core.MoveError, an I/O error
}

// Error returns a message such as
// `engine "Fairy-Stockfish" go: "bestmove e3e5": MK-7: engine sent an illegal move: ...`.
func (e *Error) Error() string {
	b := []byte("engine")
	if e.Engine != "" {
		b = append(b, ' ')
		b = strconv.AppendQuote(b, cut(e.Engine))
	}
	if e.Op != "" {
		b = append(b, ' ')
		b = append(b, e.Op...)
	}
	b = append(b, ':')
	if e.Quote != "" {
		b = append(b, ' ')
		b = strconv.AppendQuote(b, cut(e.Quote))
		b = append(b, ':')
	}
	if e.Rule != "" {
		b = append(b, ' ')
		b = append(b, e.Rule...)
		b = append(b, ':')
	}
	if e.Err != nil {
		b = append(b, ' ')
		b = append(b, e.Err.Error()...)
		if e.cause != nil {
			b = append(b, ": "...)
			b = append(b, e.cause.Error()...)
		}
	} else {
		b = b[:len(b)-1]
	}
	return string(b)
}

// Unwrap returns Err and what lies under it (the context's error for
// ErrTimeout, the library's *core.MoveError for ErrIllegalMove, the I/O
// error for ErrDied), so errors.Is and errors.As see both.
func (e *Error) Unwrap() []error {
	if e.cause != nil {
		return []error{e.Err, e.cause}
	}
	return []error{e.Err}
}

// maxQuote is the most bytes of an engine's output an error quotes.
const maxQuote = 64

// cut returns s's first 64 bytes at most, cut at a rune boundary.
func cut(s string) string {
	if len(s) <= maxQuote {
		return s
	}
	n := maxQuote
	for n > 0 && s[n]&0xC0 == 0x80 {
		n--
	}
	return s[:n]
}
