package sittuyin

import (
	"slices"

	"github.com/chaturanga-go/chaturanga/core"
)

// refPos is a slow, plain reference implementation of the rules, written
// straight from the spec on the core's mailbox board (core.Board) and
// sharing nothing with the fast generator but the movement tables. The
// differential property test compares the two on random positions.
type refPos struct {
	b     *core.Board
	hand  [2][core.NumKinds]int
	side  core.Color
	rules Rules
}

func refOf(p *Position) refPos {
	r := refPos{b: core.NewBoard(core.Geometry{Files: 8, Ranks: 8}), side: p.Side(), rules: p.Rules()}
	for sq, pc := range p.Pieces() {
		r.b.Set(sq, pc)
	}
	for c := core.White; c <= core.Black; c++ {
		for k := core.Kind(0); k < core.NumKinds; k++ {
			r.hand[c][k] = p.InHand(c, k)
		}
	}
	return r
}

func (r refPos) handSize(c core.Color) int {
	n := 0
	for _, v := range r.hand[c] {
		n += v
	}
	return n
}

func (r refPos) find(pc core.Piece) []core.Square {
	var out []core.Square
	for sq := range r.b.Geometry().Squares() {
		if r.b.At(sq) == pc {
			out = append(out, sq)
		}
	}
	return out
}

// attacked reports whether a piece of colour by attacks sq.
func (r refPos) attacked(sq core.Square, by core.Color) bool {
	return r.b.Attacked(sq, func(pc core.Piece) bool { return pc.Color() == by }, func(pc core.Piece) core.Movement { return Movement(pc.Kind()) })
}

func (r refPos) inCheck(c core.Color) bool {
	for _, k := range r.find(core.MakePiece(c, MinGyi)) {
		if r.attacked(k, c.Other()) {
			return true
		}
	}
	return false
}

// apply returns the position after m, whose legality is not checked.
func (r refPos) apply(m core.Move) refPos {
	q := r
	q.b = r.b.Clone()
	us := r.side
	keep := false
	switch {
	case m.IsDrop():
		q.b.Set(m.To(), core.MakePiece(us, m.Drop()))
		q.hand[us][m.Drop()]--
		keep = r.rules.Setup == WhiteFirst && q.handSize(us) > 0
	case m.Promotion() != core.NoKind:
		q.b.Set(m.From(), core.NoPiece)
		q.b.Set(m.To(), core.MakePiece(us, m.Promotion()))
	default:
		q.b.Set(m.To(), r.b.At(m.From()))
		q.b.Set(m.From(), core.NoPiece)
	}
	if !keep {
		q.side = us.Other()
	}
	return q
}

var refPromo = map[core.Color][]string{
	core.White: {"a8", "b7", "c6", "d5", "e5", "f6", "g7", "h8"},
	core.Black: {"a1", "b2", "c3", "d4", "e4", "f3", "g2", "h1"},
}

// ordinary returns up to limit (all if limit <= 0) moves legal before
// ST-17.
func (r refPos) ordinary(limit int) []core.Move {
	us, them := r.side, r.side.Other()
	var out []core.Move
	full := func() bool { return limit > 0 && len(out) >= limit }
	if r.handSize(us) > 0 {
		for _, k := range []core.Kind{MinGyi, SitKe, Sin, Myin, Yahhta} {
			if r.hand[us][k] == 0 {
				continue
			}
			for sq := range r.b.Geometry().Squares() {
				if r.b.At(sq) != core.NoPiece || full() {
					continue
				}
				rel := sq.Rank()
				if us == core.Black {
					rel = 7 - rel
				}
				switch {
				case k == Yahhta:
					if rel != 0 {
						continue
					}
				case r.rules.Placement == OwnHalf:
					if rel < 1 || rel > 3 {
						continue
					}
				default:
					if rel > 2 {
						continue
					}
				}
				if k == Yahhta && us == core.Black && !r.rules.RookOnKingFile {
					if wk := r.find(core.MakePiece(core.White, MinGyi)); len(wk) == 1 && wk[0].File() == sq.File() {
						screened := false
						lo, hi := min(wk[0].Rank(), sq.Rank()), max(wk[0].Rank(), sq.Rank())
						for rk := lo + 1; rk < hi; rk++ {
							if pc := r.b.At(core.SquareAt(sq.File(), rk)); pc != core.NoPiece && pc.Kind() != Ne {
								screened = true
							}
						}
						if !screened {
							continue
						}
					}
				}
				m := core.NewDrop(k, sq)
				if !r.apply(m).inCheck(us) {
					out = append(out, m)
				}
			}
		}
		if r.rules.Setup == WhiteFirst || len(out) > 0 {
			return out
		}
	}
	for from := range r.b.Geometry().Squares() {
		pc := r.b.At(from)
		if pc == core.NoPiece || pc.Color() != us {
			continue
		}
		r.b.Targets(from, pc, Movement(pc.Kind()), func(q core.Piece) bool { return q.Color() != us }, func(to core.Square, _ core.Piece) bool {
			m := core.NewMove(from, to)
			if !r.apply(m).inCheck(us) {
				out = append(out, m)
			}
			return !full()
		})
		if full() {
			return out
		}
	}
	if len(r.find(core.MakePiece(us, SitKe))) > 0 {
		return out
	}
	pawns := r.find(core.MakePiece(us, Ne))
	onPromo := func(s core.Square) bool { return slices.Contains(refPromo[us], s.String()) }
	if r.rules.Promotion == PromoteFairy && len(pawns) > 1 || r.rules.Promotion == PromoteInPlace {
		pawns = slices.DeleteFunc(pawns, func(s core.Square) bool { return !onPromo(s) })
	}
	g := r.b.Geometry()
	for _, s := range pawns {
		dests := []core.Square{s}
		if r.rules.Promotion == PromoteFairy {
			for _, d := range core.Diagonal() {
				if t := g.Offset(s, d.File, d.Rank); t != core.NoSquare && r.b.At(t) == core.NoPiece {
					dests = append(dests, t)
				}
			}
		}
		for _, t := range dests {
			m := core.NewPromotion(s, t, SitKe)
			q := r.apply(m)
			if q.inCheck(us) {
				continue
			}
			if r.rules.Promotion == PromoteFairy {
				attacks := false
				for _, d := range core.Diagonal() {
					if a := g.Offset(t, d.File, d.Rank); a != core.NoSquare {
						if pc := q.b.At(a); pc != core.NoPiece && pc.Color() == them {
							attacks = true
						}
					}
				}
				if attacks || q.inCheck(them) {
					continue
				}
			}
			out = append(out, m)
		}
	}
	return out
}

// legal returns the legal moves: the ordinary ones less, under ST-17,
// those that leave the opponent to move, not in check, without a move.
func (r refPos) legal() []core.Move {
	ord := r.ordinary(0)
	if r.rules.StalemateDraw {
		return ord
	}
	var out []core.Move
	for _, m := range ord {
		q := r.apply(m)
		if q.side != r.side && !q.inCheck(q.side) && len(q.ordinary(1)) == 0 {
			continue
		}
		out = append(out, m)
	}
	return out
}
