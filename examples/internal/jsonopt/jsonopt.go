// Package jsonopt reads the rule options of the tools' JSON requests (the
// oracle's "options", the perft tool's -options): a JSON object of option
// names and values, turned into the registry's options, and Qi Guo's
// "players", which is no rule option but a check of the seating.
package jsonopt

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/chaturanga-go/chaturanga"
	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/quote"
	"github.com/chaturanga-go/chaturanga/internal/ruletext"
	"github.com/chaturanga-go/chaturanga/qiguo"
)

// Options are the options of one request.
type Options struct {
	// List are the rule options, for the registry, sorted by name (the
	// registry applies them in its own order, whatever this one is).
	List []chaturanga.Option
	// Players is Qi Guo's number of players, 3 to 7, or 0 if not given.
	Players int
	// Alliances reports whether the request gave Qi Guo's seating.
	Alliances bool
}

// Parse reads a JSON object of options: strings as they are, numbers and
// booleans as written, a list of lists of names (Qi Guo's alliances,
// [["Qin","Han"],["Chu"]]) as "Qin+Han,Chu", a list of names as "a,b".
// The name "players" (in any ASCII case) is Qi Guo's number of players, a
// number from 3 to 7, checked by [Options.Check] once the rules are known.
func Parse(raw map[string]json.RawMessage) (Options, error) {
	names := make([]string, 0, len(raw))
	for k := range raw {
		names = append(names, k)
	}
	sort.Strings(names)
	var out Options
	for _, k := range names {
		v := bytes.TrimSpace(raw[k])
		if ruletext.EqualFold(k, "players") {
			var n int
			var s string
			if json.Unmarshal(v, &s) == nil {
				v = []byte(s)
			}
			if json.Unmarshal(v, &n) != nil || n < 3 || n > 7 {
				return Options{}, fmt.Errorf("option %s: want a number of players from 3 to 7 (QG-21)", quote.Input(k))
			}
			out.Players = n
			continue
		}
		if ruletext.EqualFold(k, "alliances") {
			out.Alliances = true
		}
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
				return Options{}, fmt.Errorf("option %s: want a string, number, boolean or list", quote.Input(k))
			}
			s = string(v)
		default:
			return Options{}, fmt.Errorf("option %s: want a string, number, boolean or list", quote.Input(k))
		}
		out.List = append(out.List, chaturanga.Option{Name: k, Value: s})
	}
	return out, nil
}

// Check checks the number of players given against the rules p is played
// under: only Qi Guo has players, and its seating (its Alliances) must
// seat that many.
func (o Options) Check(p core.Position) error {
	if o.Players == 0 {
		return nil
	}
	q, ok := p.(*qiguo.Position)
	if !ok {
		return fmt.Errorf("option players: only Qi Guo has players (this is %s)", p.Variant())
	}
	n := q.Rules().Players()
	switch {
	case n == o.Players:
		return nil
	case !o.Alliances:
		return fmt.Errorf("option players: %d players need \"alliances\" saying which states each controls (QG-22); the rules seat %d", o.Players, n)
	}
	return fmt.Errorf("option players is %d but the alliances seat %d players (QG-21)", o.Players, n)
}
