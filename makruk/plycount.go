package makruk

import "github.com/chaturanga-go/chaturanga/core"

// Fairy-Stockfish's counting (the Pychess rule set).

// weakerSide returns the side with fewer pieces (the side to move on a
// tie): the side that counts.
func (p *Position) weakerSide() core.Color {
	w, b := p.b.ByColor(core.White).Count(), p.b.ByColor(core.Black).Count()
	switch {
	case w < b:
		return core.White
	case b < w:
		return core.Black
	}
	return p.Side()
}

// plyHonour says which honour a running ply count is: pieces' when a side
// is bare, else board's.
func (p *Position) plyHonour() Honour {
	if p.b.ByColor(core.White).Count() == 1 || p.b.ByColor(core.Black).Count() == 1 {
		return PiecesHonour
	}
	return BoardHonour
}

// updatePlyCount brings the ply count up to date after a move.
func (p *Position) updatePlyCount(captureOrPromotion bool) {
	if captureOrPromotion {
		if limit := p.plyLimit(); limit > 0 {
			ply := 0
			if p.b.ByColor(p.Side()).Count() == 1 {
				ply = 2 * p.b.Occupied().Count()
			}
			p.count = Count{Honour: p.plyHonour(), Counter: p.Side(), Count: ply, Limit: limit}
			return
		}
		p.count = Count{}
		return
	}
	if p.count.Running() {
		p.count.Count++
	}
}

// plyLimit returns the counting limit in plies for the side to move, or 0
// when no count applies.
func (p *Position) plyLimit() int {
	us := p.Side()
	if p.b.ByKind(Bia) != 0 || p.b.ByColor(us.Other()).Count() == 1 {
		return 0
	}
	if p.b.ByColor(us).Count() > 1 {
		return 128
	}
	them := us.Other()
	rooks := p.b.Pieces(them, Rua).Count()
	khons := p.b.Pieces(them, Khon).Count()
	knights := p.b.Pieces(them, Ma).Count()
	switch {
	case rooks > 1:
		return 16
	case rooks == 1:
		return 32
	case khons > 1:
		return 44
	case knights > 1:
		return 64
	case khons == 1:
		return 88
	}
	return 128
}

// plyCountExpired reports whether the ply count has passed its limit.
func (p *Position) plyCountExpired() bool {
	return p.count.Running() && p.count.Count > p.count.Limit
}
