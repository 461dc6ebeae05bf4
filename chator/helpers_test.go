package chator

import (
	"slices"
)

// legalStrings returns the legal moves of p in coordinate notation, sorted.
func legalStrings(p *Position) []string {
	var out []string
	for m := range p.LegalMoves() {
		out = append(out, p.MoveText(m))
	}
	slices.Sort(out)
	return out
}
