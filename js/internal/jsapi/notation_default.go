package jsapi

import (
	"strings"

	"github.com/chaturanga-go/chaturanga/core"
)

// defaultSAN writes m as Fairy-Stockfish's SAN of these games writes it
// under ffish.js's Notation.DEFAULT: a pawn's move as a piece's, with the
// letter P and the least disambiguation among the other pawns that reach
// the same square with the same promotion ("Pa4", "Pxd5", "Pexd5",
// Makruk's "Pcxd6=M", Sittuyin's "Pcb7=F" beside "Pab7=F"); other moves
// as SAN.
func defaultSAN(p core.Position, m core.Move) string {
	san := p.SAN(m)
	if m.IsDrop() || m.Action() != core.NoAction || m.IsZero() || m.IsPass() || p.At(m.From()).Kind() != core.Pawn {
		return san
	}
	to := m.To().String()
	k := len(san) - len(to)
	for k >= 0 && san[k:k+len(to)] != to {
		k--
	}
	if k < 0 {
		return san
	}
	tail := san[k+len(to):]
	var sameFile, sameRank, other bool
	for o := range p.LegalMoves() {
		if o.To() != m.To() || o.From() == m.From() || o.Promotion() != m.Promotion() || o.IsDrop() || o.Action() != core.NoAction || p.At(o.From()).Kind() != core.Pawn {
			continue
		}
		other = true
		sameFile = sameFile || o.From().File() == m.From().File()
		sameRank = sameRank || o.From().Rank() == m.From().Rank()
	}
	t := "P"
	from := m.From().String()
	switch {
	case !other:
	case !sameFile:
		t += from[:1]
	case !sameRank:
		t += from[1:]
	default:
		t += from
	}
	if p.IsCapture(m) {
		t += "x"
	}
	return t + to + tail
}

// findDefault returns the legal move written san in Notation.DEFAULT
// (check marks optional).
func (b *Board) findDefault(san string) (core.Move, bool) {
	want := strings.TrimRight(strings.TrimSpace(san), "+#")
	if want == "" {
		return core.Move{}, false
	}
	lv := b.legal()
	for _, m := range lv.moves {
		if strings.TrimRight(defaultSAN(lv.pos, m), "+#") == want {
			return m, true
		}
	}
	return core.Move{}, false
}
