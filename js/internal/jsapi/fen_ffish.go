package jsapi

import (
	"bytes"
	"slices"
	"strconv"
	"strings"

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

// fsfCounting returns the counting rule of a Fairy-Stockfish variant name
// ('m' Makruk's, 'c' Cambodian's, 'a' ASEAN's), 0 for a game without one.
func fsfCounting(name string) byte {
	switch name {
	case "makruk", "makpong", "ai-wok":
		return 'm'
	case "cambodian", "karouk":
		return 'c'
	case "asean", "sittuyin":
		return 'a'
	}
	return 0
}

// countStarted writes the counting fields of fen, a Fairy-Stockfish FEN
// as fen() writes it, as ffish.js's fen(showPromoted, countStarted) does
// while a count runs (the fourth field holds its limit, the half-move
// field its ply). countStarted is the ply (gamePly's numbering) at which
// the players started the board's honour count, which Fairy-Stockfish
// does not follow: 0 writes the count the engine keeps (fen() as it is),
// a negative number says that no board's honour count runs (its ply is
// 0), a positive one that it has run since that ply (its ply is gamePly +
// 1 - countStarted, at least 0). The pieces' honour count (no bia left
// and a side with its king alone) is written as the engine keeps it,
// unless, under the Cambodian counting, the board's honour count ends
// sooner: its limit (126 plies, 63 moves) and ply are written then. While
// a board's honour count runs, its ply is written with the engine's
// limit. Without a count running the FEN is left as it is.
func (b *Board) countStarted(fen []byte, countStarted int) []byte {
	rule := fsfCounting(b.spec.name)
	if countStarted == 0 || rule == 0 {
		return fen
	}
	f := bytes.Fields(fen)
	if len(f) < 6 {
		return fen
	}
	limit, ok1 := digits(f[3])
	ply, ok2 := digits(f[len(f)-2])
	if !ok1 || !ok2 || limit == 0 {
		return fen
	}
	// The pieces on the board, by side, and the bias.
	var white, black, pawns int
	for _, c := range f[0] {
		if c == '[' {
			break
		}
		if c == 'p' || c == 'P' {
			pawns++
		}
		switch {
		case c >= 'A' && c <= 'Z':
			white++
		case c >= 'a' && c <= 'z':
			black++
		}
	}
	board := 0 // the board's honour count's ply
	if countStarted > 0 {
		board = max(1+b.gamePly()-countStarted, 0)
	}
	shorter := rule == 'c' && 126-board < limit-ply
	if shorter {
		limit = 126
	}
	if pawns != 0 || white > 1 && black > 1 || shorter {
		ply = board
	}
	out := make([]byte, 0, len(fen)+8)
	for i, x := range f {
		if i > 0 {
			out = append(out, ' ')
		}
		switch i {
		case 3:
			out = strconv.AppendInt(out, int64(limit), 10)
		case len(f) - 2:
			out = strconv.AppendInt(out, int64(ply), 10)
		default:
			out = append(out, x...)
		}
	}
	return out
}

// digits reads a field of decimal digits (at most 9).
func digits(s []byte) (int, bool) {
	if len(s) == 0 || len(s) > 9 {
		return 0, false
	}
	n := 0
	for _, c := range s {
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int(c-'0')
	}
	return n, true
}

// fsfHandOrder is the order of the pieces in a Fairy-Stockfish hand
// (Sittuyin's): its piece types from the highest down, king, elephant
// (silver, the khon), general (ferz, the met), chariot, horse, soldier.
const fsfHandOrder = "KSFRNP"

// fsfTail appends the lines that follow ffish.js's toVerboseString's
// diagram to t: "Fen:" (fen, as fen() writes it), "Sfen:" (the board
// without the promotion marks, the side to move's letter swapped as in
// shogi's SFEN, the pieces in hand with their counts, White's then
// Black's, "-" for none, and gamePly + 1), "Key:" (this library's 64-bit
// hash of the position, in 16 hex digits: Fairy-Stockfish's Zobrist key
// is its own), "Checkers:" (the squares of the pieces that give check to
// the side to move, from a1 rank by rank, each followed by a space) and
// "Chased:" (empty: these games have no chasing rule).
func (b *Board) fsfTail(t []byte, fen string) []byte {
	p := b.position()
	t = append(t, "\nFen: "...)
	t = append(t, fen...)
	t = append(t, "\nSfen: "...)
	field, _, _ := strings.Cut(fen, " ")
	hand := ""
	if i := strings.IndexByte(field, '['); i >= 0 {
		hand = strings.TrimSuffix(field[i+1:], "]")
		field = field[:i]
	}
	t = append(t, strings.ReplaceAll(field, "~", "")...)
	if p.Side() == core.White {
		t = append(t, " b "...)
	} else {
		t = append(t, " w "...)
	}
	if hand == "" {
		t = append(t, '-')
	}
	for _, upper := range []bool{true, false} {
		for _, k := range []byte(fsfHandOrder + "?") {
			n := 0
			var letter byte
			for i := 0; i < len(hand); i++ {
				c := hand[i]
				if isUpper := c >= 'A' && c <= 'Z'; isUpper != upper {
					continue
				}
				u := c &^ 0x20
				if k == '?' && strings.IndexByte(fsfHandOrder, u) < 0 || u == k {
					n++
					letter = c
				}
			}
			if n > 1 {
				t = strconv.AppendInt(t, int64(n), 10)
			}
			if n > 0 {
				t = append(t, letter)
			}
		}
	}
	t = append(t, ' ')
	t = strconv.AppendInt(t, int64(b.gamePly()+1), 10)
	t = append(t, "\nKey: "...)
	key := strconv.FormatUint(p.Hash(), 16)
	for range 16 - len(key) {
		t = append(t, '0')
	}
	t = append(t, strings.ToUpper(key)...)
	t = append(t, "\nCheckers: "...)
	for _, sq := range b.checkers() {
		t = sq.AppendTo(t)
		t = append(t, ' ')
	}
	t = append(t, "\nChased: "...)
	return t
}

// checkers returns the squares of the pieces that give check to the side
// to move's king, from a1 rank by rank (Fairy-Stockfish's order).
func (b *Board) checkers() []core.Square {
	p := b.position()
	if !p.InCheck() {
		return nil
	}
	k := p.King(p.Side())
	if k == core.NoSquare {
		return nil
	}
	var out []core.Square
	for c := range core.Color(p.Sides()) {
		if c != p.Side() {
			out = p.AppendAttackers(out, k, c)
		}
	}
	slices.SortFunc(out, func(x, y core.Square) int {
		return (x.Rank()*8 + x.File()) - (y.Rank()*8 + y.File())
	})
	return out
}
