package jsapi

import (
	"bytes"

	"github.com/chaturanga-go/chaturanga/core"
)

// markPromoted writes Fairy-Stockfish's '~' after every promoted piece of
// an 8x8 FEN's board field: the pieces the start FEN marked and those
// that promoted in play, followed from the start through the moves.
func (b *Board) markPromoted(fen []byte) []byte {
	start := b.g.Start()
	p := start.Clone()
	var marked [64]bool
	// The start position's marks: its FEN's '~'.
	sf := start.FEN()
	sq := 0
	for i := 0; i < len(sf) && sf[i] != ' ' && sf[i] != '['; i++ {
		c := sf[i]
		switch {
		case c == '/':
		case c >= '0' && c <= '9':
			n := int(c - '0')
			for i+1 < len(sf) && sf[i+1] >= '0' && sf[i+1] <= '9' {
				i++
				n = n*10 + int(sf[i]-'0')
			}
			sq += n
		case c == '~':
			if sq > 0 && sq <= 64 {
				marked[sq-1] = true
			}
		default:
			sq++
		}
	}
	index := func(s core.Square) int { // FEN order: a8 first
		return (7-s.Rank())*8 + s.File()
	}
	for _, m := range b.g.Moves() {
		if m.Action() == core.NoAction && !m.IsDrop() && !m.IsPass() && !m.IsZero() {
			from, to := index(m.From()), index(m.To())
			if from >= 0 && from < 64 && to >= 0 && to < 64 {
				wasPawn := p.At(m.From()).Kind() == core.Pawn
				mark := marked[from]
				marked[from] = false
				if p.PlayMove(m) != nil {
					break
				}
				marked[to] = mark || wasPawn && p.At(m.To()).Kind() != core.Pawn
				continue
			}
		}
		if p.PlayMove(m) != nil {
			break
		}
	}
	// Write the board field again with the marks.
	end := bytes.IndexAny(fen, " [")
	if end < 0 {
		end = len(fen)
	}
	var out []byte
	sq = 0
	for i := 0; i < end; i++ {
		c := fen[i]
		switch {
		case c == '~':
			continue
		case c == '/':
			out = append(out, c)
		case c >= '0' && c <= '9':
			out = append(out, c)
			n := int(c - '0')
			for i+1 < end && fen[i+1] >= '0' && fen[i+1] <= '9' {
				i++
				out = append(out, fen[i])
				n = n*10 + int(fen[i]-'0')
			}
			sq += n
		default:
			out = append(out, c)
			if sq < 64 && marked[sq] {
				out = append(out, '~')
			}
			sq++
		}
	}
	return append(out, fen[end:]...)
}
