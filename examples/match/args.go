package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/chaturanga-go/chaturanga/examples/internal/engineproc"
	"github.com/chaturanga-go/chaturanga/internal/quote"
)

// A timeControl is how long the engines may think: a clock of Time for
// Moves moves (0: the whole game) plus Inc a move, a fixed time per move
// (PerMove), or a depth or node count with no clock.
type timeControl struct {
	Moves   int
	Time    time.Duration
	Inc     time.Duration
	PerMove time.Duration
	Depth   int
	Nodes   int64
	// Infinite is "-tc inf": no limit at all (each move waits up to
	// -timeout).
	Infinite bool
}

// clocked reports whether the runner keeps clocks.
func (tc timeControl) clocked() bool { return tc.Time > 0 }

// String returns the control as a PGN TimeControl tag writes it:
// "40/60+0.5", "60+0.1", "0.05/move" (cutechess-cli's fixed time), "-"
// for a control with no time (depth, nodes).
func (tc timeControl) String() string {
	switch {
	case tc.clocked():
		s := secs(tc.Time)
		if tc.Moves > 0 {
			s = strconv.Itoa(tc.Moves) + "/" + s
		}
		if tc.Inc > 0 {
			s += "+" + secs(tc.Inc)
		}
		return s
	case tc.PerMove > 0:
		return secs(tc.PerMove) + "/move"
	}
	return "-"
}

// secs writes a duration in seconds, with no trailing zeros.
func secs(d time.Duration) string {
	return strconv.FormatFloat(d.Seconds(), 'f', -1, 64)
}

// parseTC reads cutechess-cli's -tc: [moves/]time[+increment], the time
// in seconds or minutes:seconds, or "inf".
func parseTC(s string) (timeControl, error) {
	var tc timeControl
	bad := func(msg string) (timeControl, error) {
		return timeControl{}, fmt.Errorf("-tc %s: %s (want [moves/]time[+increment], such as 40/60+0.5, 1:30+1, 10+0.1 or inf)", quote.Input(s), msg)
	}
	if s == "inf" {
		tc.Infinite = true
		return tc, nil
	}
	rest := s
	if m, t, ok := strings.Cut(rest, "/"); ok {
		n, err := strconv.Atoi(m)
		if err != nil || n < 1 {
			return bad("the moves are not a positive number")
		}
		tc.Moves, rest = n, t
	}
	t, inc, hasInc := strings.Cut(rest, "+")
	d, err := parseSeconds(t)
	if err != nil || d <= 0 {
		return bad("the time is not a positive number of seconds")
	}
	tc.Time = d
	if hasInc {
		d, err := parseSeconds(inc)
		if err != nil || d < 0 {
			return bad("the increment is not a number of seconds")
		}
		tc.Inc = d
	}
	return tc, nil
}

// parseSeconds reads "12.5" or "1:30" (minutes:seconds).
func parseSeconds(s string) (time.Duration, error) {
	var mins float64
	if m, sec, ok := strings.Cut(s, ":"); ok {
		n, err := strconv.ParseUint(m, 10, 32)
		if err != nil {
			return 0, err
		}
		mins, s = float64(n), sec
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsNaN(f) || math.IsInf(f, 0) || f < 0 || f > 1e7 {
		return 0, errors.New("bad seconds")
	}
	return time.Duration((mins*60 + f) * float64(time.Second)), nil
}

// drawAdj is -draw: a draw when both engines' scores stay within Score
// centipawns of zero for MoveCount moves each, from move MoveNumber.
type drawAdj struct {
	On                           bool
	MoveNumber, MoveCount, Score int
}

// resignAdj is -resign: a loss for an engine whose score stays at or
// below -Score for MoveCount of its moves (and, with TwoSided, whose
// opponent's score stays at or above Score as long).
type resignAdj struct {
	On               bool
	MoveCount, Score int
	TwoSided         bool
}

// openingSpec is -openings.
type openingSpec struct {
	File, Format, Order string
	Plies, Start        int
}

// config is the command line.
type config struct {
	Variant, Rules string
	Options        map[string]json.RawMessage
	Engines        []engineproc.Spec
	// EngineTC is each engine's time control: its own tc=, st=, depth=
	// or nodes=, else the match's.
	EngineTC      []timeControl
	Games, Rounds int
	TC            timeControl
	TimeMargin    time.Duration
	Timeout       time.Duration
	Concurrency   int
	Openings      openingSpec
	PGNOut        string
	SPRT          *sprt
	Draw          drawAdj
	Resign        resignAdj
	MaxMoves      int
	Claims        string // "auto" or "engine"
	Event         string
	Seed          int64
	Debug         bool
	Quiet         bool
	CPUProfile    string
}

const usage = `usage: match -variant NAME [-rules R] [-options JSON]
    -engine cmd=PATH [arg=ARG]... [dir=DIR] [proto=uci|xboard] [name=N] [option.NAME=VALUE]...
            [tc=TC | st=SECONDS | depth=N | nodes=N]
    -engine ... [-each KEY=VALUE...]
    [-games N] [-rounds N] (-tc [MOVES/]TIME[+INC] | -st SECONDS | -depth N | -nodes N)
    [-timemargin MS] [-timeout SECONDS] [-concurrency N]
    [-openings FILE | -openings file=FILE [format=fen|epd|pgn] [order=sequential|random] [plies=N] [start=N]]
    [-pgnout FILE] [-sprt elo0=0 elo1=5 alpha=0.05 beta=0.05]
    [-draw movenumber=N movecount=N score=N] [-resign movecount=N score=N [twosided=true]]
    [-maxmoves N] [-claims auto|engine] [-event NAME] [-srand N] [-debug] [-quiet] [-cpuprofile FILE]`

// parseArgs reads the command line, cutechess-cli's way: an option that
// takes settings takes every word up to the next that begins with '-'.
func parseArgs(args []string) (*config, error) {
	c := &config{Games: 2, Rounds: 1, Concurrency: 1, Timeout: 60 * time.Second, Claims: "auto", Event: "?"}
	var each []string
	var engines [][]string
	var tcSet int
	for i := 0; i < len(args); i++ {
		name := args[i]
		if !strings.HasPrefix(name, "-") {
			return nil, fmt.Errorf("%s: not an option", quote.Input(name))
		}
		name = strings.TrimPrefix(strings.TrimPrefix(name, "-"), "-")
		list := func() []string {
			var l []string
			for i+1 < len(args) && !strings.HasPrefix(args[i+1], "-") {
				i++
				l = append(l, args[i])
			}
			return l
		}
		one := func() (string, error) {
			if i+1 >= len(args) {
				return "", fmt.Errorf("-%s needs a value", name)
			}
			i++
			return args[i], nil
		}
		num := func(min int) (int, error) {
			s, err := one()
			if err != nil {
				return 0, err
			}
			n, err := strconv.Atoi(s)
			if err != nil || n < min {
				return 0, fmt.Errorf("-%s %s: want a number from %d", name, quote.Input(s), min)
			}
			return n, nil
		}
		seconds := func() (time.Duration, error) {
			s, err := one()
			if err != nil {
				return 0, err
			}
			d, err := parseSeconds(s)
			if err != nil || d <= 0 {
				return d, fmt.Errorf("-%s %s: want a positive number of seconds", name, quote.Input(s))
			}
			return d, nil
		}
		var err error
		switch name {
		case "variant":
			c.Variant, err = one()
		case "rules":
			c.Rules, err = one()
		case "options":
			var s string
			if s, err = one(); err == nil {
				if jerr := json.Unmarshal([]byte(s), &c.Options); jerr != nil {
					err = fmt.Errorf("-options: want a JSON object of options: %v", jerr)
				}
			}
		case "engine":
			engines = append(engines, list())
		case "each":
			each = append(each, list()...)
		case "games":
			c.Games, err = num(1)
		case "rounds":
			c.Rounds, err = num(1)
		case "concurrency":
			c.Concurrency, err = num(1)
		case "maxmoves":
			c.MaxMoves, err = num(1)
		case "tc":
			var s string
			if s, err = one(); err == nil {
				var tc timeControl
				tc, err = parseTC(s)
				c.TC.Moves, c.TC.Time, c.TC.Inc, c.TC.Infinite = tc.Moves, tc.Time, tc.Inc, tc.Infinite
				tcSet++
			}
		case "st":
			c.TC.PerMove, err = seconds()
			tcSet++
		case "depth":
			c.TC.Depth, err = num(1)
			tcSet++
		case "nodes":
			var n int
			n, err = num(1)
			c.TC.Nodes = int64(n)
			tcSet++
		case "timemargin":
			var n int
			n, err = num(0)
			c.TimeMargin = time.Duration(n) * time.Millisecond
		case "timeout":
			c.Timeout, err = seconds()
		case "openings":
			err = parseOpenings(&c.Openings, list())
		case "pgnout":
			c.PGNOut, err = one()
		case "sprt":
			c.SPRT, err = parseSPRT(list())
		case "draw":
			err = parseDraw(&c.Draw, list())
		case "resign":
			err = parseResign(&c.Resign, list())
		case "claims":
			c.Claims, err = one()
			if err == nil && c.Claims != "auto" && c.Claims != "engine" {
				err = fmt.Errorf("-claims %s: want auto or engine", quote.Input(c.Claims))
			}
		case "event":
			c.Event, err = one()
		case "srand":
			var n int
			n, err = num(0)
			c.Seed = int64(n)
		case "debug":
			c.Debug = true
		case "cpuprofile":
			c.CPUProfile, err = one()
		case "quiet":
			c.Quiet = true
		case "h", "help":
			return nil, errors.New(usage)
		default:
			return nil, fmt.Errorf("unknown option -%s\n%s", quote.Cut(name), usage)
		}
		if err != nil {
			return nil, err
		}
	}
	if c.Variant == "" {
		return nil, errors.New("-variant is required\n" + usage)
	}
	if len(engines) < 2 {
		return nil, errors.New("two or more -engine are required\n" + usage)
	}
	if tcSet > 1 {
		return nil, errors.New("give one of -tc, -st, -depth and -nodes\n" + usage)
	}
	names := map[string]int{}
	for _, words := range engines {
		// -each settings first, so that an engine's own override them.
		s, err := engineproc.ParseSpec(append(append([]string(nil), each...), words...))
		if err != nil {
			return nil, err
		}
		names[s.Name]++
		if k := names[s.Name]; k > 1 {
			s.Name = fmt.Sprintf("%s (%d)", s.Name, k)
		}
		c.Engines = append(c.Engines, s)
		tc, own, err := engineTC(s.Limits)
		if err != nil {
			return nil, fmt.Errorf("engine %s: %w", quote.Input(s.Name), err)
		}
		if !own {
			if tcSet == 0 {
				return nil, fmt.Errorf("engine %s: no time control: give one of -tc, -st, -depth and -nodes (or the engine's tc=, st=, depth=, nodes=)\n%s", quote.Input(s.Name), usage)
			}
			tc = c.TC
		}
		c.EngineTC = append(c.EngineTC, tc)
	}
	if c.SPRT != nil && len(c.Engines) != 2 {
		return nil, errors.New("-sprt needs exactly two engines")
	}
	return c, nil
}

// engineTC reads an engine's own limits (tc=, st=, depth=, nodes=, one
// of them), as cutechess-cli's per-engine tc; own is false when it has
// none.
func engineTC(l map[string]string) (tc timeControl, own bool, err error) {
	if len(l) == 0 {
		return tc, false, nil
	}
	if len(l) > 1 {
		return tc, false, errors.New("give one of tc=, st=, depth= and nodes=")
	}
	for k, v := range l {
		switch k {
		case "tc":
			tc, err = parseTC(v)
		case "st":
			tc.PerMove, err = parseSeconds(v)
			if err == nil && tc.PerMove <= 0 {
				err = fmt.Errorf("st=%s: want a positive number of seconds", quote.Input(v))
			}
		case "depth", "nodes":
			n, perr := strconv.ParseInt(v, 10, 64)
			if perr != nil || n < 1 || (k == "depth" && n > 1000) {
				return tc, false, fmt.Errorf("%s=%s: want a positive number", k, quote.Input(v))
			}
			if k == "depth" {
				tc.Depth = int(n)
			} else {
				tc.Nodes = n
			}
		}
	}
	return tc, true, err
}

// keyValues reads key=value words into a map, refusing unknown keys.
func keyValues(opt string, words []string, known ...string) (map[string]string, error) {
	m := map[string]string{}
	for _, w := range words {
		k, v, ok := strings.Cut(w, "=")
		if !ok {
			return nil, fmt.Errorf("-%s %s: want key=value", opt, quote.Input(w))
		}
		found := false
		for _, kn := range known {
			found = found || kn == k
		}
		if !found {
			return nil, fmt.Errorf("-%s %s: unknown key (known: %s)", opt, quote.Input(k), strings.Join(known, ", "))
		}
		m[k] = v
	}
	return m, nil
}

func parseSPRT(words []string) (*sprt, error) {
	m, err := keyValues("sprt", words, "elo0", "elo1", "alpha", "beta")
	if err != nil {
		return nil, err
	}
	s := &sprt{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05}
	for k, p := range map[string]*float64{"elo0": &s.Elo0, "elo1": &s.Elo1, "alpha": &s.Alpha, "beta": &s.Beta} {
		if v, ok := m[k]; ok {
			f, err := strconv.ParseFloat(v, 64)
			if err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
				return nil, fmt.Errorf("-sprt %s=%s: want a number", k, quote.Input(v))
			}
			*p = f
		}
	}
	return s, s.check()
}

func intKeys(opt string, m map[string]string, dst map[string]*int) error {
	for k, p := range dst {
		if v, ok := m[k]; ok {
			n, err := strconv.Atoi(v)
			if err != nil || n < 0 {
				return fmt.Errorf("-%s %s=%s: want a number from 0", opt, k, quote.Input(v))
			}
			*p = n
		}
	}
	return nil
}

func parseDraw(d *drawAdj, words []string) error {
	m, err := keyValues("draw", words, "movenumber", "movecount", "score")
	if err != nil {
		return err
	}
	*d = drawAdj{On: true, MoveNumber: 0, MoveCount: 1, Score: 0}
	return intKeys("draw", m, map[string]*int{"movenumber": &d.MoveNumber, "movecount": &d.MoveCount, "score": &d.Score})
}

func parseResign(r *resignAdj, words []string) error {
	m, err := keyValues("resign", words, "movecount", "score", "twosided")
	if err != nil {
		return err
	}
	*r = resignAdj{On: true, MoveCount: 1, Score: 1000}
	if v, ok := m["twosided"]; ok {
		b, err := strconv.ParseBool(v)
		if err != nil {
			return fmt.Errorf("-resign twosided=%s: want true or false", quote.Input(v))
		}
		r.TwoSided = b
	}
	return intKeys("resign", m, map[string]*int{"movecount": &r.MoveCount, "score": &r.Score})
}

func parseOpenings(o *openingSpec, words []string) error {
	if len(words) == 1 && !strings.Contains(words[0], "=") {
		words = []string{"file=" + words[0]}
	}
	m, err := keyValues("openings", words, "file", "format", "order", "plies", "start")
	if err != nil {
		return err
	}
	*o = openingSpec{File: m["file"], Format: m["format"], Order: m["order"], Plies: 1 << 30, Start: 1}
	if o.File == "" {
		return errors.New("-openings: file=FILE is required")
	}
	if o.Order == "" {
		o.Order = "sequential"
	}
	if o.Order != "sequential" && o.Order != "random" {
		return fmt.Errorf("-openings order=%s: want sequential or random", quote.Input(o.Order))
	}
	switch o.Format {
	case "", "fen", "epd", "pgn":
	default:
		return fmt.Errorf("-openings format=%s: want fen, epd or pgn", quote.Input(o.Format))
	}
	if err := intKeys("openings", m, map[string]*int{"plies": &o.Plies, "start": &o.Start}); err != nil {
		return err
	}
	if o.Start < 1 {
		o.Start = 1
	}
	return nil
}
