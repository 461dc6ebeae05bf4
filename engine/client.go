package engine

import (
	"context"
	"io"

	"github.com/chaturanga-go/chaturanga/core"
)

// Config sets a client's limits. The zero Config is the defaults.
type Config struct {
	// MaxLine is the longest line accepted from the engine, in bytes
	// (without its newline); a longer one is an ErrLineTooLong error and
	// ends the connection. Zero means DefaultMaxLine (64 KiB).
	MaxLine int
	// MaxLines is the most lines accepted from the engine while one
	// answer is awaited (the handshake, isready, one search's output);
	// more is an ErrFlood error and ends the connection. Zero means
	// DefaultMaxLines (1 000 000).
	MaxLines int
	// Log, when not nil, is called with every line sent ('>') and
	// received ('<'), from the goroutine that sends or reads it.
	Log func(dir byte, line string)
}

// The default limits of a [Config].
const (
	DefaultMaxLine  = 64 << 10
	DefaultMaxLines = 1_000_000
)

// An Engine is a connection to an engine, made by [Connect]. Its methods
// must not be called concurrently (one search at a time), except Close
// and Quit, which may be called from another goroutine to end a search.
type Engine struct {
	proto Protocol
	name  string
	cfg   Config
}

// PlayResult is an engine's answer to [Engine.Play].
type PlayResult struct {
	Move      core.Move // the move; zero when the engine resigned or claimed instead of moving
	Ponder    core.Move // the move it would ponder on (UCI "bestmove ... ponder"), checked
	HasPonder bool
	Info      Info   // the last main-line (multipv 1) info of the search
	Resigned  bool   // XBoard "resign" (or a result against itself)
	DrawOffer bool   // XBoard "offer draw" sent with or before the move
	Claim     string // XBoard result claim as sent: "1/2-1/2", "1-0", "0-1" ("" none)
	ClaimText string // the claim's {comment}
}

// Connect makes a client over an engine's output r and input w, and
// shakes hands in protocol proto: UCI "uci" … "uciok" (reading id and
// every option), XBoard "xboard", "protover 2" … "feature done=1" (or 2 s
// of silence for an engine that sends no done=, 1 hour after done=0).
// The handshake must end before ctx does.
func Connect(ctx context.Context, proto Protocol, r io.Reader, w io.Writer, cfg Config) (*Engine, error) {
	return nil, &Error{Op: "handshake", Err: ErrUnsupported}
}

// Protocol returns the engine's protocol.
func (e *Engine) Protocol() Protocol { return e.proto }

// Name returns the engine's name: UCI "id name", XBoard feature myname.
func (e *Engine) Name() string { return e.name }

// Author returns the engine's author (UCI "id author"; "" in XBoard).
func (e *Engine) Author() string { return "" }

// Options returns the engine's options as it declared them.
func (e *Engine) Options() []Option { return nil }

// Variants returns the variants the engine plays: UCI_Variant's combo
// values, or XBoard's feature variants.
func (e *Engine) Variants() []string { return nil }

// SetOption sets an engine option (UCI setoption; XBoard option NAME=VALUE).
func (e *Engine) SetOption(ctx context.Context, name, value string) error {
	return &Error{Op: "setoption", Err: ErrUnsupported}
}

// NewGame tells the engine a new game starts in start's variant and rule
// set (UCI_Variant / XBoard "variant", named by [VariantName]):
// ucinewgame / new.
func (e *Engine) NewGame(ctx context.Context, start core.Position) error {
	return &Error{Op: "newgame", Err: ErrUnsupported}
}

// Play asks for a move in the position after moves from start, within
// lim; info (may be nil) gets each info line parsed. The move and ponder
// move are checked against the rules.
func (e *Engine) Play(ctx context.Context, start core.Position, moves []core.Move, lim Limit, info func(Info)) (PlayResult, error) {
	return PlayResult{}, &Error{Op: "go", Err: ErrUnsupported}
}

// Analyse searches the position after moves from start within lim and
// returns the last main-line (multipv 1) info, without playing a move.
func (e *Engine) Analyse(ctx context.Context, start core.Position, moves []core.Move, lim Limit, info func(Info)) (Info, error) {
	return Info{}, &Error{Op: "analyse", Err: ErrUnsupported}
}

// Quit asks the engine to quit (UCI/XBoard "quit") and closes the
// client.
func (e *Engine) Quit(ctx context.Context) error { return nil }
