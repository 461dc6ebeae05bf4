// Command oracle is a rules oracle for programs in any language. It reads
// JSON requests on standard input, one per line, such as
//
//	{"variant":"makruk","rules":"pychess","fen":"...","moves":["e3e4"]}
//
// ("fen" defaults to the start position, "rules" to the game's default;
// "options" takes a JSON object of game options), and writes one JSON line
// per request with the position after the moves:
//
//	{"fen": ..., "legal": [sorted coordinate moves], "check": bool,
//	 "result": "1-0"|"0-1"|"1/2-1/2"|"*", "reason": "checkmate"|...,
//	 "claims": [endings the side to move may claim now]}
//
// Qi Guo's answers add "to_move", "captures", "defeated" and
// "controller", and its "result" is the winning state's name or "*". On
// bad input the answer is {"error": "..."} saying what was wrong, and the
// oracle goes on with the next line; no input line can stop it.
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"sort"

	"github.com/chaturanga-go/chaturanga/internal/variants"
)

type request struct {
	Variant string                     `json:"variant"`
	Rules   string                     `json:"rules"`
	FEN     string                     `json:"fen"`
	Moves   []string                   `json:"moves"`
	Options map[string]json.RawMessage `json:"options"`
}

func main() {
	if err := serve(os.Stdin, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "oracle:", err)
		os.Exit(1)
	}
}

func serve(in io.Reader, out io.Writer) error {
	r := bufio.NewReaderSize(in, 1<<16)
	w := bufio.NewWriter(out)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	for {
		line, err := r.ReadBytes('\n')
		if len(line) > 0 && !blank(line) {
			if err := enc.Encode(answer(line)); err != nil {
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

func blank(b []byte) bool {
	for _, c := range b {
		if c != ' ' && c != '\t' && c != '\r' && c != '\n' {
			return false
		}
	}
	return true
}

// answer answers one request line; it never panics.
func answer(line []byte) (resp map[string]any) {
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
		return fail("bad request: no variant")
	}
	v, err := variants.Lookup(req.Variant)
	if err != nil {
		return fail("%v", err)
	}
	if err := v.CheckRules(req.Rules); err != nil {
		return fail("%v", err)
	}
	s, err := v.New(req.Rules, req.FEN, req.Options)
	if err != nil {
		return fail("%v", err)
	}
	for i, m := range req.Moves {
		if err := s.Play(m); err != nil {
			return fail("move %d (%s): %v", i+1, m, err)
		}
	}
	legal := s.Legal()
	if legal == nil {
		legal = []string{}
	}
	sort.Strings(legal)
	result, reason := s.Outcome()
	claims := s.Claims()
	if claims == nil {
		claims = []string{}
	}
	resp = map[string]any{
		"fen":    s.FEN(),
		"legal":  legal,
		"check":  s.Check(),
		"result": result,
		"reason": reason,
		"claims": claims,
	}
	for k, v := range s.Extra() {
		resp[k] = v
	}
	return resp
}
