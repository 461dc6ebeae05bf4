// Package variants adapts each game of the library to the one text
// interface the command-line tools (examples/perft, examples/oracle) and
// the shared data tests (internal/tools/testkit) speak: positions as
// FEN-like strings, moves in coordinate notation. Each
// game registers itself from its own file.
package variants

import (
	"encoding/json"
	"fmt"
	"slices"
	"sort"
	"strings"
)

// A State is a position of some game, driven by text.
type State interface {
	// Play plays a move given in coordinate notation, or returns an error
	// saying why it cannot be played.
	Play(move string) error
	// FEN returns the position string.
	FEN() string
	// Legal returns the legal moves in coordinate notation (any order).
	Legal() []string
	// Check reports whether the side to move is in check.
	Check() bool
	// Outcome returns the result ("1-0", "0-1", "1/2-1/2", "*" or a
	// winner's name) and the reason word ("" while the game goes on).
	Outcome() (result, reason string)
	// Claims returns the endings the side to move may claim now.
	Claims() []string
	// Perft counts leaf nodes to depth.
	Perft(depth int) uint64
	// Divide returns the perft count below each legal move.
	Divide(depth int) []Divided
	// Extra returns further fields for the oracle's answer, or nil.
	Extra() map[string]any
}

// A Divided is one line of perft divide.
type Divided struct {
	Move  string
	Nodes uint64
}

// A Variant is a game the tools know.
type Variant struct {
	Name  string
	Rules []string // the rule-set names, the default first
	// New returns the position fen ("" for the start position) under the
	// named rules ("" for the default), with options decoded from a JSON
	// object (nil for none).
	New func(rules, fen string, options map[string]json.RawMessage) (State, error)
}

var registry = map[string]Variant{}

func register(v Variant) { registry[v.Name] = v }

// Lookup returns the variant named name.
func Lookup(name string) (Variant, error) {
	v, ok := registry[strings.ToLower(name)]
	if !ok {
		return Variant{}, fmt.Errorf("unknown variant %q (known: %s)", name, strings.Join(Names(), ", "))
	}
	return v, nil
}

// Names returns the known variants' names, sorted.
func Names() []string {
	var out []string
	for n := range registry {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// CheckRules returns an error if rules is not one of v's rule sets ("" is
// the default).
func (v Variant) CheckRules(rules string) error {
	if rules == "" || slices.Contains(v.Rules, strings.ToLower(rules)) {
		return nil
	}
	return fmt.Errorf("unknown rules %q for %s (known: %s)", rules, v.Name, strings.Join(v.Rules, ", "))
}

// noOptions rejects any option, for games that take none.
func noOptions(options map[string]json.RawMessage) error {
	for k := range options {
		return fmt.Errorf("unknown option %q", k)
	}
	return nil
}

// reasonList turns claim words into a non-nil list.
func reasonList(words []string) []string {
	if words == nil {
		return []string{}
	}
	return words
}
