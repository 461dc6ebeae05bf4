package chaturanga_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/chaturanga-go/chaturanga"
	"github.com/chaturanga-go/chaturanga/core"
)

// IsLegal is membership of the legal-move list, in every game and rule
// set, on the positions of random games played to their end (the games
// whose IsLegal looks only at the moving piece's moves included): for
// every move listed, and for every move from and to each square of the
// board with each promotion the list uses, and the actions.
func TestIsLegalIsMembership(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, v := range chaturanga.Variants() {
		for _, rules := range v.RuleSets() {
			p, err := v.NewPosition(rules, "")
			if err != nil {
				t.Fatal(err)
			}
			geo := p.Geometry()
			var squares []core.Square
			for sq := range geo.Squares() {
				squares = append(squares, sq)
			}
			for game := range 2 {
				p, _ = v.NewPosition(rules, "")
				for ply := 0; ply < 200; ply++ {
					legal := p.AppendLegalMoves(nil)
					promos := []core.Kind{core.NoKind}
					for _, m := range legal {
						if k := m.Promotion(); k != core.NoKind && !slices.Contains(promos, k) {
							promos = append(promos, k)
						}
						if !p.IsLegal(m) {
							t.Fatalf("%s %s game %d ply %d %s: listed move %v is not IsLegal", v.Name(), rules, game, ply, p.FEN(), m)
						}
					}
					if ply%23 == 0 || len(legal) == 0 {
						for _, from := range squares {
							if p.At(from) == core.NoPiece && r.IntN(8) != 0 {
								continue // an empty square's moves, sampled
							}
							for _, to := range squares {
								for _, k := range promos {
									m := core.NewPromotion(from, to, k)
									if k == core.NoKind {
										m = core.NewMove(from, to)
									}
									if got, want := p.IsLegal(m), slices.Contains(legal, m); got != want {
										t.Fatalf("%s %s game %d ply %d %s: IsLegal(%v) = %v, the list says %v", v.Name(), rules, game, ply, p.FEN(), m, got, want)
									}
								}
							}
						}
						for _, m := range []core.Move{{}, core.NewPass(), core.NewAction(core.StartCount), core.NewAction(core.Resign)} {
							if got, want := p.IsLegal(m), slices.Contains(legal, m); got != want {
								t.Fatalf("%s %s %s: IsLegal(%v) = %v, the list says %v", v.Name(), rules, p.FEN(), m, got, want)
							}
						}
					}
					if len(legal) == 0 {
						break
					}
					if err := p.PlayMove(legal[r.IntN(len(legal))]); err != nil {
						t.Fatal(err)
					}
				}
			}
		}
	}
}
