// Command oracle is a rules oracle for programs in any language. It reads
// JSON requests on standard input, one per line, such as
//
//	{"variant":"makruk","rules":"pychess","fen":"...","moves":["e3e4","Nd7"]}
//
// ("fen" defaults to the start position, "rules" to the game's default;
// "variant" is a registry name such as "makruk" or a Fairy-Stockfish name
// such as "cambodian", which also chooses the rules: a "rules" of another
// set is then refused, one of the same set with options changed taken,
// as the registry's Lookup has it; "fen" may also be a
// position's text form, its rules, '|' and its FEN, as the library saves
// positions ("pychess|8/3k4/6M1/2K1S3/8/8/8/8 b - 88 8 1"), whose rules
// are then the game's: a "rules" or "options" making another rule set is
// refused; "options" takes a JSON object of rule options), plays the moves,
// each in coordinates or in SAN or as an action's word ("count" starts
// Makruk's board's honour), and writes one JSON line per request with the
// position after the moves:
//
//	{"rules": the rule set's text, "fen": ..., "legal": [sorted coordinate moves],
//	 "check": bool, "result": "1-0"|"0-1"|"1/2-1/2"|"*", "reason": "checkmate"|...,
//	 "claims": [endings the side to move may claim now]}
//
// "rules" is the text of the rule set the request was played under, with
// every option applied, as the game's Rules.String writes it ("pychess",
// "default WikipediaNames=true Alliances=Qin+Han+Yan,Chu+Wei,Qi+Zhao"):
// exactly what the client got, which its ParseRules (or this oracle's
// "rules") reads back. An answer refusing one of the moves carries it too;
// an answer refusing the request itself (bad JSON, an unknown variant,
// rule set or option, a bad FEN, rules that contradict the FEN's, a
// "players" the seating does not have) has none.
//
// Options given together mean the same whatever their order: the registry
// applies them in the game's OptionNames order, each at most once (Qi
// Guo's "alliances" names the states as "WikipediaNames" has them,
// wherever it stands). Values are strings, numbers, booleans, a list of
// names ("a,b") or a list of lists (Qi Guo's alliances,
// [["Qin","Han"],["Chu"],...]). Qi Guo also takes "players", a number from
// 3 to 7 checked against the seating: {"players": 6, "alliances":
// [["Qin","Han"],["Chu"],["Wei"],["Qi"],["Yan"],["Zhao"]]}.
//
// Qi Guo's answers add "to_move", "captures", "defeated" and
// "controller", and its "result" is the winning state's name (as the
// game's rules name it, "Qin") or "1/2-1/2" or "*": a multi-player game
// never answers with a two-player score.
//
// On bad input the answer is {"error": "..."} saying what was wrong and
// where (an illegal move's error names the rule that forbids it), and the
// oracle goes on with the next line: no input can stop it. Its limits are
// flags: -max-line (bytes in one request line, default 1 MiB) and
// -max-moves (moves in one request, default 10,000); a request over a
// limit gets an error naming the limit, and the rest of an over-long line
// is skipped without being held in memory. -max-line counts a line's
// content without its terminator ("\n" or "\r\n"; a last line with none
// counts all its bytes): a line of exactly -max-line bytes is served
// whatever its terminator, one byte more is refused.
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
	"github.com/chaturanga-go/chaturanga/examples/internal/jsonopt"
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
	if lim.MaxLine < 0 || lim.MaxMoves < 0 {
		fmt.Fprintln(os.Stderr, "oracle: -max-line and -max-moves must be at least 0")
		os.Exit(2)
	}
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

// readLine reads one line into buf, with its terminator. A line whose
// content (the line without its terminator, "\n" or "\r\n"; a last line
// without one is all content) is longer than max bytes is read and
// dropped, holding at most max+2 bytes of it, and over reports it.
func readLine(r *bufio.Reader, buf []byte, max int) (line []byte, over bool, err error) {
	for {
		chunk, err := r.ReadSlice('\n')
		if !over {
			if len(buf)+len(chunk)-max > 2 { // longer than max whatever its terminator
				over, buf = true, buf[:0]
			} else {
				buf = append(buf, chunk...)
			}
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		if !over && len(content(buf)) > max {
			over, buf = true, buf[:0]
		}
		return buf, over, err
	}
}

// content returns line without its terminator, "\n" or "\r\n".
func content(line []byte) []byte {
	if l, ok := bytes.CutSuffix(line, []byte("\n")); ok {
		l, _ = bytes.CutSuffix(l, []byte("\r"))
		return l
	}
	return line
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
	opts, err := jsonopt.Parse(req.Options)
	if err != nil {
		return fail("%v", err)
	}
	g, err := v.NewGame(rules, req.FEN, opts.List...)
	if err != nil {
		return fail("%v", err)
	}
	p := g.Position()
	if err := opts.Check(p); err != nil {
		return fail("%v", err)
	}
	for i, m := range req.Moves {
		if _, err := g.PlayText(m); err != nil {
			resp := fail("move %d (%s): %v", i+1, cut(m), err)
			resp["rules"] = p.RuleSet()
			return resp
		}
	}
	p = g.Position()
	var legal []string
	for m := range p.LegalMoves() {
		legal = append(legal, p.MoveText(m))
	}
	if legal == nil {
		legal = []string{}
	}
	sort.Strings(legal)
	o := g.Outcome()
	claims := g.Claims().Strings()
	resp = map[string]any{
		"rules":  p.RuleSet(),
		"fen":    p.FEN(),
		"legal":  legal,
		"check":  p.InCheck(),
		"result": o.ResultIn(p),
		"reason": o.Reason.String(),
		"claims": claims,
	}
	if qg, ok := g.Unwrap().(*qiguo.Game); ok {
		qiguoExtra(qg, resp)
	}
	return resp
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
