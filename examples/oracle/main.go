// Command oracle is a rules oracle for programs in any language. It reads
// JSON requests on standard input, one per line, such as
//
//	{"variant":"makruk","rules":"pychess","fen":"...","moves":["e3e4","Nd7"]}
//
// ("fen" defaults to the start position, "rules" to the game's default;
// "variant" is a registry name such as "makruk" or a Fairy-Stockfish name
// such as "cambodian", which also chooses the rules; "options" takes a
// JSON object of rule options), plays the moves, each in coordinates or in
// SAN or as an action's word ("count" starts Makruk's board's honour), and
// writes one JSON line per request with the position after the moves:
//
//	{"fen": ..., "legal": [sorted coordinate moves], "check": bool,
//	 "result": "1-0"|"0-1"|"1/2-1/2"|"*", "reason": "checkmate"|...,
//	 "claims": [endings the side to move may claim now]}
//
// Qi Guo's answers add "to_move", "captures", "defeated" and
// "controller", and its "result" is the winning state's name or "*".
//
// On bad input the answer is {"error": "..."} saying what was wrong and
// where (an illegal move's error names the rule that forbids it), and the
// oracle goes on with the next line: no input can stop it. Its limits are
// flags: -max-line (bytes in one request line, default 1 MiB) and
// -max-moves (moves in one request, default 10,000); a request over a
// limit gets an error naming the limit, and the rest of an over-long line
// is skipped without being held in memory.
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strconv"
	"strings"

	"github.com/chaturanga-go/chaturanga"
	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/qiguo"
)

// Limits bound what one request may cost.
type Limits struct {
	MaxLine  int // bytes in one request line
	MaxMoves int // moves in one request
}

// DefaultLimits are the flags' defaults.
var DefaultLimits = Limits{MaxLine: 1 << 20, MaxMoves: 10_000}

type request struct {
	Variant string                     `json:"variant"`
	Rules   string                     `json:"rules"`
	FEN     string                     `json:"fen"`
	Moves   []string                   `json:"moves"`
	Options map[string]json.RawMessage `json:"options"`
}

func main() {
	lim := DefaultLimits
	flag.IntVar(&lim.MaxLine, "max-line", lim.MaxLine, "the most bytes one request line may have")
	flag.IntVar(&lim.MaxMoves, "max-moves", lim.MaxMoves, "the most moves one request may play")
	flag.Parse()
	if err := serve(os.Stdin, os.Stdout, lim); err != nil {
		fmt.Fprintln(os.Stderr, "oracle:", err)
		os.Exit(1)
	}
}

// serve answers every request line of in on out. It stops only at the end
// of in or when reading or writing fails.
func serve(in io.Reader, out io.Writer, lim Limits) error {
	r := bufio.NewReaderSize(in, 1<<16)
	w := bufio.NewWriter(out)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	var line []byte
	for {
		var over bool
		var err error
		line, over, err = readLine(r, line[:0], lim.MaxLine)
		var resp map[string]any
		switch {
		case over:
			resp = map[string]any{"error": "request line longer than the limit of " + strconv.Itoa(lim.MaxLine) + " bytes (-max-line); skipped"}
		case !blank(line):
			resp = answer(line, lim)
		}
		if resp != nil {
			if err := enc.Encode(resp); err != nil {
				return err
			}
			if err := w.Flush(); err != nil {
				return err
			}
		}
		if err == io.EOF {
			return w.Flush()
		}
		if err != nil {
			return err
		}
	}
}

// readLine reads one line into buf, keeping at most max bytes: the rest
// of a longer line is read and dropped, and over reports it.
func readLine(r *bufio.Reader, buf []byte, max int) (line []byte, over bool, err error) {
	for {
		chunk, err := r.ReadSlice('\n')
		if !over {
			if len(buf)+len(chunk) > max+1 { // the newline does not count
				over, buf = true, buf[:0]
			} else {
				buf = append(buf, chunk...)
			}
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		return buf, over, err
	}
}

func blank(b []byte) bool { return len(bytes.TrimSpace(b)) == 0 }

// answer answers one request line; it never panics.
func answer(line []byte, lim Limits) (resp map[string]any) {
	defer func() {
		if r := recover(); r != nil {
			resp = map[string]any{"error": fmt.Sprintf("internal error: %v", r)}
		}
	}()
	fail := func(format string, a ...any) map[string]any {
		return map[string]any{"error": fmt.Sprintf(format, a...)}
	}
	var req request
	if err := json.Unmarshal(line, &req); err != nil {
		return fail("bad request: %v", err)
	}
	if req.Variant == "" {
		return fail("bad request: no variant (known: %s)", strings.Join(chaturanga.Names(), ", "))
	}
	if len(req.Moves) > lim.MaxMoves {
		return fail("bad request: %d moves, more than the limit of %d (-max-moves)", len(req.Moves), lim.MaxMoves)
	}
	v, rules, err := chaturanga.LookupFSF(req.Variant)
	if err != nil {
		return fail("%v", err)
	}
	if req.Rules != "" {
		rules = req.Rules
	}
	opts, err := options(req.Options)
	if err != nil {
		return fail("%v", err)
	}
	g, err := v.NewGame(rules, req.FEN, opts...)
	if err != nil {
		return fail("%v", err)
	}
	for i, m := range req.Moves {
		if _, err := g.PlayText(m); err != nil {
			return fail("move %d (%s): %v", i+1, cut(m), err)
		}
	}
	p := g.Position()
	var legal []string
	for m := range p.LegalMoves() {
		legal = append(legal, p.MoveText(m))
	}
	if legal == nil {
		legal = []string{}
	}
	sort.Strings(legal)
	o := g.Outcome()
	result := o.Result()
	if p.Sides() > 2 && o.IsOver() && o.Winner != core.NoColor {
		result = p.SideName(o.Winner)
	}
	claims := g.Claims().Strings()
	resp = map[string]any{
		"fen":    p.FEN(),
		"legal":  legal,
		"check":  p.InCheck(),
		"result": result,
		"reason": o.Reason.String(),
		"claims": claims,
	}
	if qg, ok := g.Unwrap().(*qiguo.Game); ok {
		qiguoExtra(qg, resp)
	}
	return resp
}

// options turns the request's options into the registry's: strings as
// they are, numbers and booleans as written, a list of lists of names
// (Qi Guo's alliances, [["Qin","Han"],["Chu"]]) as "Qin+Han,Chu", a list
// of names as "a,b".
func options(raw map[string]json.RawMessage) ([]chaturanga.Option, error) {
	names := make([]string, 0, len(raw))
	for k := range raw {
		names = append(names, k)
	}
	sort.Strings(names)
	var out []chaturanga.Option
	for _, k := range names {
		v := bytes.TrimSpace(raw[k])
		var s string
		var groups [][]string
		var list []string
		switch {
		case json.Unmarshal(v, &s) == nil:
		case json.Unmarshal(v, &groups) == nil:
			parts := make([]string, len(groups))
			for i, g := range groups {
				parts[i] = strings.Join(g, "+")
			}
			s = strings.Join(parts, ",")
		case json.Unmarshal(v, &list) == nil:
			s = strings.Join(list, ",")
		case len(v) > 0 && (v[0] == '-' || v[0] >= '0' && v[0] <= '9' || string(v) == "true" || string(v) == "false"):
			var n json.Number
			var b bool
			if json.Unmarshal(v, &n) != nil && json.Unmarshal(v, &b) != nil {
				return nil, fmt.Errorf("option %q: want a string, number, boolean or list", k)
			}
			s = string(v)
		default:
			return nil, fmt.Errorf("option %q: want a string, number, boolean or list", k)
		}
		out = append(out, chaturanga.Option{Name: k, Value: s})
	}
	return out, nil
}

// qiguoExtra adds Qi Guo's state: the state to move (null once the game is
// over), the capture tallies {captured state: {captor: count}}, the
// defeats {state: by} and the controllers {army: state moving it}.
func qiguoExtra(g *qiguo.Game, resp map[string]any) {
	p := g.Position()
	captures := map[string]map[string]int{}
	defeated := map[string]string{}
	controller := map[string]string{}
	for v := range core.Color(qiguo.NumStates) {
		m := map[string]int{}
		for c := range core.Color(qiguo.NumStates) {
			if n := p.Captured(v, c); n > 0 {
				m[p.SideName(c)] = n
			}
		}
		captures[p.SideName(v)] = m
		if by, ok := p.DefeatedBy(v); ok {
			defeated[p.SideName(v)] = p.SideName(by)
		}
		controller[p.SideName(v)] = p.SideName(p.Controller(v))
	}
	var toMove any
	if !g.Outcome().IsOver() {
		toMove = p.SideName(p.Side())
	}
	resp["to_move"] = toMove
	resp["captures"] = captures
	resp["defeated"] = defeated
	resp["controller"] = controller
}

// cut shortens a move text quoted in an error.
func cut(s string) string {
	if len(s) <= 40 {
		return s
	}
	n := 40
	for n > 0 && s[n]&0xC0 == 0x80 {
		n--
	}
	return s[:n] + "…"
}
