package engine

import (
	"errors"
	"strconv"
	"strings"
	"time"

	"github.com/chaturanga-go/chaturanga/core"
)

// Move text on the wire, in one place. The library's coordinate notation
// (core.Position.MoveText / ParseMove) is Fairy-Stockfish's UCI move
// text for every move of the family: "e3e4", a promotion "e5e6m" (ASEAN
// "e6e7q"), Sittuyin's placements "R@a1" (upper case for both sides)
// and in-place promotions "e5e5f" (diagonal ones "e5d4f"), as
// Fairy-Stockfish 11.1 writes them (checked by the tests against the
// engine itself). XBoard engines with feature san=1 get and send SAN, as
// core.Position.SAN writes it and ParseLenient reads it.

// wireMove returns m, a legal move in p, as an engine reads it.
func wireMove(p core.Position, m core.Move, san bool) string {
	if san {
		return p.SAN(m)
	}
	return p.MoveText(m)
}

// parseWireMove reads an engine's move in p; errors are the library's
// *core.MoveError (naming the rule that forbids an illegal move).
func parseWireMove(p core.Position, s string, san bool) (core.Move, error) {
	if san {
		if m, err := p.ParseSAN(s); err == nil {
			return m, nil
		}
		return p.ParseLenient(s)
	}
	m, err := p.ParseMove(s)
	if err != nil && !san {
		// Some XBoard engines send SAN even with san=0; read it leniently,
		// but report the coordinate reading's error if that fails too.
		if m2, err2 := p.ParseLenient(s); err2 == nil {
			return m2, nil
		}
	}
	return m, err
}

// ruleOf returns the rule ID of a *core.MoveError in err's chain.
func ruleOf(err error) string {
	var me *core.MoveError
	if errors.As(err, &me) {
		return me.Rule
	}
	return ""
}

// fields splits s at ASCII white space.
func fields(s string) []string { return strings.Fields(s) }

// atoi reads a decimal integer, with a sign, of at most 18 digits.
func atoi(s string) (int64, bool) {
	if len(s) == 0 || len(s) > 19 {
		return 0, false
	}
	n, err := strconv.ParseInt(s, 10, 64)
	return n, err == nil
}

func clampInt(n int64) int {
	const max = 1<<31 - 1
	if n > max {
		return max
	}
	if n < -max {
		return -max
	}
	return int(n)
}

// uciInfoKeys are the words of a UCI info line that start a field.
var uciInfoKeys = map[string]bool{
	"depth": true, "seldepth": true, "time": true, "nodes": true, "pv": true, "multipv": true,
	"score": true, "currmove": true, "currmovenumber": true, "hashfull": true, "nps": true,
	"tbhits": true, "sbhits": true, "cpuload": true, "string": true, "refutation": true, "currline": true,
	"wdl": true,
}

// ParseUCIInfo reads a UCI "info" line (with or without the word info)
// into an Info. The PV is read move by move in pos (which is not
// changed; nil: no PV is read), stopping before the first move that is
// not legal there, whose error goes to PVError. Malformed numbers are
// left zero; unknown words are skipped.
func ParseUCIInfo(line string, pos core.Position) Info {
	var in Info
	if rest, ok := strings.CutPrefix(strings.TrimLeft(line, " \t"), "info"); ok {
		line = rest
	}
	f := fields(line)
	// "string" takes the rest of the line verbatim.
	if i := strings.Index(line, " string "); i >= 0 || strings.HasPrefix(strings.TrimLeft(line, " \t"), "string ") || strings.TrimSpace(line) == "string" {
		var before, after string
		if i >= 0 {
			before, after = line[:i], line[i+len(" string "):]
		} else {
			after = strings.TrimPrefix(strings.TrimLeft(line, " \t"), "string")
			after = strings.TrimPrefix(after, " ")
		}
		in.String = after
		f = fields(before)
	}
	num := func(i int) (int64, bool) {
		if i+1 < len(f) {
			return atoi(f[i+1])
		}
		return 0, false
	}
	for i := 0; i < len(f); i++ {
		switch f[i] {
		case "depth":
			n, _ := num(i)
			in.Depth = clampInt(n)
			i++
		case "seldepth":
			n, _ := num(i)
			in.SelDepth = clampInt(n)
			i++
		case "multipv":
			n, _ := num(i)
			in.MultiPV = clampInt(n)
			i++
		case "nodes":
			in.Nodes, _ = num(i)
			i++
		case "nps":
			in.NPS, _ = num(i)
			i++
		case "hashfull":
			n, _ := num(i)
			in.HashFull = clampInt(n)
			i++
		case "time":
			n, _ := num(i)
			if n > 0 && n < 1<<40 {
				in.Time = time.Duration(n) * time.Millisecond
			}
			i++
		case "score":
			for i+1 < len(f) {
				switch f[i+1] {
				case "cp":
					if n, ok := num(i + 1); ok {
						in.Score.CP, in.Score.IsMate, in.HasScore = clampInt(n), false, true
					}
					i += 2
					continue
				case "mate":
					if n, ok := num(i + 1); ok {
						in.Score.Mate, in.Score.IsMate, in.HasScore = clampInt(n), true, true
					}
					i += 2
					continue
				case "lowerbound":
					in.Score.Lower = true
					i++
					continue
				case "upperbound":
					in.Score.Upper = true
					i++
					continue
				}
				break
			}
		case "pv":
			j := i + 1
			for j < len(f) && !uciInfoKeys[f[j]] {
				j++
			}
			if pos != nil {
				in.PV, in.PVError = readPV(pos, f[i+1:j], false)
			}
			i = j - 1
		}
	}
	return in
}

// readPV reads the moves of a PV in pos (not changed).
func readPV(pos core.Position, words []string, san bool) ([]core.Move, error) {
	if len(words) == 0 {
		return nil, nil
	}
	p := pos.Clone()
	pv := make([]core.Move, 0, len(words))
	for _, w := range words {
		m, err := parseWireMove(p, w, san)
		if err != nil {
			return pv, &Error{Op: "pv", Quote: cut(w), Rule: ruleOf(err), Err: errors.Join(ErrIllegalMove, err)}
		}
		p.MakeMove(m)
		pv = append(pv, m)
	}
	return pv, nil
}

// ParseUCIOption reads a UCI "option" line ("option name Hash type spin
// default 16 min 1 max 131072"). Names and values may hold spaces; an
// empty default (or Fairy-Stockfish's "<empty>") is "".
func ParseUCIOption(line string) (Option, error) {
	f := fields(line)
	if len(f) > 0 && f[0] == "option" {
		f = f[1:]
	}
	var o Option
	key := ""
	var val []string
	seenName := false
	flush := func() {
		v := strings.Join(val, " ")
		switch key {
		case "name":
			o.Name, seenName = v, true
		case "type":
			o.Type = v
		case "default":
			if v == "<empty>" {
				v = ""
			}
			o.Default = v
		case "min":
			n, _ := atoi(v)
			o.Min = clampInt(n)
		case "max":
			n, _ := atoi(v)
			o.Max = clampInt(n)
		case "var":
			o.Vars = append(o.Vars, v)
		}
		val = val[:0]
	}
	for _, w := range f {
		switch w {
		case "name", "type", "default", "min", "max", "var":
			if key == "name" && w != "type" {
				// option names may contain these words until "type"
				val = append(val, w)
				continue
			}
			flush()
			key = w
		default:
			val = append(val, w)
		}
	}
	flush()
	if !seenName || o.Name == "" || o.Type == "" {
		return o, &core.ParseError{Op: "engine.ParseUCIOption", Input: line, Offset: -1, Msg: "an option needs a name and a type", Err: core.ErrSyntax}
	}
	return o, nil
}

// A feature is one name=value pair of an XBoard feature line.
type feature struct{ name, value string }

// parseFeatures reads the pairs of an XBoard "feature" line: values are
// bare words or "double-quoted strings".
func parseFeatures(line string) ([]feature, error) {
	s := strings.TrimSpace(line)
	s = strings.TrimPrefix(s, "feature")
	var out []feature
	for {
		s = strings.TrimLeft(s, " \t")
		if s == "" {
			return out, nil
		}
		eq := strings.IndexByte(s, '=')
		if eq <= 0 || strings.ContainsAny(s[:eq], " \t\"") {
			return out, &core.ParseError{Op: "engine.parseFeatures", Input: line, Offset: len(line) - len(s), Msg: "want name=value", Err: core.ErrSyntax}
		}
		name := s[:eq]
		s = s[eq+1:]
		var v string
		if strings.HasPrefix(s, "\"") {
			end := strings.IndexByte(s[1:], '"')
			if end < 0 {
				return out, &core.ParseError{Op: "engine.parseFeatures", Input: line, Offset: len(line) - len(s), Msg: "unterminated string", Err: core.ErrSyntax}
			}
			v, s = s[1:1+end], s[2+end:]
		} else {
			end := strings.IndexAny(s, " \t")
			if end < 0 {
				end = len(s)
			}
			v, s = s[:end], s[end:]
		}
		out = append(out, feature{name, v})
	}
}

// parseXBOption reads the value of an XBoard feature option: "NAME
// -TYPE ..." (CECP v2, section 13.2).
func parseXBOption(s string) (Option, error) {
	i := strings.Index(s, " -")
	if i <= 0 {
		return Option{}, &core.ParseError{Op: "engine.parseXBOption", Input: s, Offset: -1, Msg: "want NAME -TYPE", Err: core.ErrSyntax}
	}
	o := Option{Name: strings.TrimSpace(s[:i])}
	rest := s[i+2:]
	typ, args, _ := strings.Cut(rest, " ")
	o.Type = typ
	switch typ {
	case "check":
		o.Default = "false"
		if strings.TrimSpace(args) == "1" {
			o.Default = "true"
		}
	case "string", "file", "path":
		o.Default = args
		if o.Default == "<empty>" {
			o.Default = ""
		}
	case "spin", "slider":
		f := fields(args)
		if len(f) != 3 {
			return o, &core.ParseError{Op: "engine.parseXBOption", Input: s, Offset: -1, Msg: "a spin wants VALUE MIN MAX", Err: core.ErrSyntax}
		}
		o.Default = f[0]
		mn, _ := atoi(f[1])
		mx, _ := atoi(f[2])
		o.Min, o.Max = clampInt(mn), clampInt(mx)
		o.Type = "spin"
	case "combo":
		for _, v := range strings.Split(args, "///") {
			v = strings.TrimSpace(v)
			if strings.HasPrefix(v, "*") {
				v = v[1:]
				o.Default = v
			}
			o.Vars = append(o.Vars, v)
		}
		if o.Default == "" && len(o.Vars) > 0 {
			o.Default = o.Vars[0]
		}
	case "button", "save", "reset":
	default:
		return o, &core.ParseError{Op: "engine.parseXBOption", Input: s, Offset: i + 2, Msg: "unknown option type", Err: core.ErrSyntax}
	}
	return o, nil
}

// parseThinking reads an XBoard thinking line: "ply score time nodes
// [seldepth nps tbhits] [\t] pv", time in centiseconds, score in
// centipawns (a mate in N moves as 100000+N, being mated as
// -100000-N, CECP's convention). ok is false when the line is not one.
func parseThinking(line string, pos core.Position, san bool) (Info, bool) {
	head, pvText, tab := strings.Cut(line, "\t")
	f := fields(head)
	if len(f) < 4 {
		return Info{}, false
	}
	var nums [7]int64
	n := 0
	for n < len(f) && n < 7 {
		v, ok := atoi(strings.TrimRight(f[n], ".&"))
		if !ok {
			break
		}
		nums[n] = v
		n++
	}
	if n < 4 {
		return Info{}, false
	}
	var in Info
	in.Depth = clampInt(nums[0])
	sc := nums[1]
	in.HasScore = true
	switch {
	case sc >= 100000:
		in.Score = Score{IsMate: true, Mate: clampInt(sc - 100000)}
	case sc <= -100000:
		in.Score = Score{IsMate: true, Mate: -clampInt(-sc - 100000)}
	default:
		in.Score.CP = clampInt(sc)
	}
	if nums[2] > 0 && nums[2] < 1<<40 {
		in.Time = time.Duration(nums[2]) * 10 * time.Millisecond
	}
	in.Nodes = nums[3]
	rest := f[n:]
	if n >= 7 || (tab && n >= 5) {
		in.SelDepth = clampInt(nums[4])
		in.NPS = nums[5]
	}
	if tab {
		rest = fields(pvText)
		if n < 7 {
			rest = append(f[n:], rest...)
		}
	}
	if pos != nil {
		var words []string
		for _, w := range rest {
			if w == "" || strings.HasSuffix(w, ".") || w == "..." { // move numbers
				continue
			}
			words = append(words, strings.Trim(w, "()[]{}!?"))
		}
		in.PV, in.PVError = readPV(pos, words, san)
	}
	return in, true
}
