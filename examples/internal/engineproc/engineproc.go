// Package engineproc starts engine processes for the tools that drive
// engines (examples/match, examples/analyse): it reads an engine's
// settings from cutechess-cli's key=value words, starts the command with
// os/exec, connects the library's engine client to its standard input and
// output, sets its options, and stops or kills it. The library's engine
// package does no I/O of its own; this is the tools' side of it.
package engineproc

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/engine"
	"github.com/chaturanga-go/chaturanga/internal/quote"
)

// A Spec is one engine's settings, as cutechess-cli's -engine takes them:
// cmd=PATH [arg=ARG]... [dir=DIR] proto=uci|xboard [name=NAME]
// [option.NAME=VALUE]... (an "arg" may be given any number of times, in
// order; the options are set in the order given), and the engine's own
// limits, which the match tool reads: tc=, st=, depth=, nodes=.
type Spec struct {
	Name    string
	Cmd     string
	Args    []string
	Dir     string
	Proto   engine.Protocol
	Options [][2]string
	// Limits are the engine's own tc=, st=, depth= and nodes= settings,
	// as given (the tool that runs it reads them).
	Limits map[string]string
	// Stderr receives the engine's standard error (nil: discarded).
	Stderr io.Writer
}

// ParseSpec reads an engine's key=value words. cmd is required; proto
// defaults to uci; name defaults to the command's base name.
func ParseSpec(words []string) (Spec, error) {
	s := Spec{Proto: engine.UCI}
	for _, w := range words {
		k, v, ok := strings.Cut(w, "=")
		if !ok {
			return Spec{}, fmt.Errorf("engine setting %s: want key=value", quote.Input(w))
		}
		switch {
		case k == "cmd":
			s.Cmd = v
		case k == "arg":
			s.Args = append(s.Args, v)
		case k == "dir":
			s.Dir = v
		case k == "name":
			s.Name = v
		case k == "proto":
			p, err := engine.ParseProtocol(v)
			if err != nil {
				return Spec{}, fmt.Errorf("engine setting proto=%s: want uci or xboard", quote.Input(v))
			}
			s.Proto = p
		case k == "tc" || k == "st" || k == "depth" || k == "nodes":
			if s.Limits == nil {
				s.Limits = map[string]string{}
			}
			s.Limits[k] = v
		case strings.HasPrefix(k, "option.") && len(k) > len("option."):
			s.Options = append(s.Options, [2]string{k[len("option."):], v})
		default:
			return Spec{}, fmt.Errorf("engine setting %s: unknown key (known: cmd, arg, dir, name, proto, option.NAME, tc, st, depth, nodes)", quote.Input(k))
		}
	}
	if s.Cmd == "" {
		return Spec{}, errors.New("engine: cmd=PATH is required")
	}
	if s.Name == "" {
		s.Name = filepath.Base(s.Cmd)
	}
	return s, nil
}

// A Proc is a running engine: its process and the client connected to it.
type Proc struct {
	*engine.Engine
	Spec Spec

	cmd    *exec.Cmd
	stdin  *os.File
	stdout *os.File
	exited chan struct{}
	once   sync.Once
}

// HandshakeTimeout bounds the engine's start: the handshake and the
// options.
const HandshakeTimeout = 30 * time.Second

// Start starts the engine's process, makes the handshake and sets its
// options. cfg is passed to engine.Connect.
func Start(ctx context.Context, s Spec, cfg engine.Config) (*Proc, error) {
	cmd := exec.Command(s.Cmd, s.Args...)
	cmd.Dir = s.Dir
	cmd.Stderr = s.Stderr
	// Pipes of our own, so that cmd.Wait (run as soon as the process
	// exits) never closes the end the client reads.
	inR, inW, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		inR.Close()
		inW.Close()
		return nil, err
	}
	cmd.Stdin, cmd.Stdout = inR, outW
	if err := cmd.Start(); err != nil {
		inR.Close()
		inW.Close()
		outR.Close()
		outW.Close()
		return nil, fmt.Errorf("engine %s: %w", quote.Input(s.Name), err)
	}
	inR.Close()
	outW.Close()
	p := &Proc{Spec: s, cmd: cmd, stdin: inW, stdout: outR, exited: make(chan struct{})}
	go func() {
		cmd.Wait()
		close(p.exited)
	}()
	hctx, cancel := context.WithTimeout(ctx, HandshakeTimeout)
	defer cancel()
	e, err := engine.Connect(hctx, s.Proto, outR, inW, cfg)
	if err != nil {
		p.Kill()
		return nil, fmt.Errorf("engine %s: %w", quote.Input(s.Name), err)
	}
	p.Engine = e
	for _, o := range s.Options {
		if err := e.SetOption(hctx, o[0], o[1]); err != nil {
			p.Kill()
			return nil, fmt.Errorf("engine %s: option %s: %w", quote.Input(s.Name), quote.Input(o[0]), err)
		}
	}
	return p, nil
}

// NewGame tells the engine a game starts from start (engine.Engine's
// NewGame: UCI_Variant or XBoard's variant, and ucinewgame or new). An
// engine that declares an option "Rules" (the library's own engines,
// engine.Server) is then given the game's exact rule set,
// start.RuleSet(), unless the spec sets that option itself: a variant
// name stands for one rule set, the library has more (Makruk's Default
// and Pychess sets are both "makruk" to Fairy-Stockfish).
func (p *Proc) NewGame(ctx context.Context, start core.Position) error {
	if err := p.Engine.NewGame(ctx, start); err != nil {
		return err
	}
	for _, o := range p.Spec.Options {
		if strings.EqualFold(o[0], "Rules") {
			return nil
		}
	}
	for _, o := range p.Engine.Options() {
		if strings.EqualFold(o.Name, "Rules") && o.Type == "string" {
			return p.Engine.SetOption(ctx, o.Name, start.RuleSet())
		}
	}
	return nil
}

// Exited reports whether the process has exited.
func (p *Proc) Exited() bool {
	select {
	case <-p.exited:
		return true
	default:
		return false
	}
}

// Kill kills the process at once and waits for it.
func (p *Proc) Kill() {
	p.once.Do(func() {
		p.cmd.Process.Kill()
		<-p.exited
		p.stdin.Close()
		p.stdout.Close()
	})
}

// Close asks the engine to quit, waits up to a second for it, and kills
// it then.
func (p *Proc) Close() {
	if p.Engine != nil && !p.Exited() {
		ctx, cancel := context.WithTimeout(context.Background(), time.Second)
		p.Engine.Quit(ctx)
		select {
		case <-p.exited:
		case <-ctx.Done():
		}
		cancel()
	}
	p.Kill()
}
