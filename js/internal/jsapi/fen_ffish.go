package jsapi

import (
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
	end := 0
	for end < len(fen) && fen[end] != ' ' && fen[end] != '[' {
		end++
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
	var f [][]byte
	for w := range eachWord(fen) {
		f = append(f, w)
	}
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
	for i := 60; i >= 0; i -= 4 {
		t = append(t, "0123456789ABCDEF"[p.Hash()>>i&15])
	}
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
	// A few squares: sorted by insertion.
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j].Rank()*8+out[j].File() < out[j-1].Rank()*8+out[j-1].File(); j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// fsfLastRank reads the last rank of a FEN's board field as
// Fairy-Stockfish does, which checks the width of every rank but the
// last: a last rank short of 8 squares ends in empty squares
// ("RNSK2N" is "RNSK2N1"), and one longer in empty squares drops them
// ("RNSKMSNR1"), and an empty one (a board field ending in '/') is 8
// empty squares. It returns the board field with that rank written out
// in 8 squares, and whether it changed; a board of other than 8 ranks,
// and a last rank whose pieces go past the eighth file (which
// Fairy-Stockfish refuses too), are left as they are.
func fsfLastRank(field string) (string, bool) {
	board, hand := field, ""
	if i := strings.IndexByte(field, '['); i >= 0 {
		board, hand = field[:i], field[i:]
	}
	if strings.Count(board, "/") != 7 {
		return field, false
	}
	i := strings.LastIndexByte(board, '/') + 1
	rank := board[i:]
	width := 0
	tail := -1 // where the run of digits the rank ends in starts
	for j := 0; j < len(rank); {
		c := rank[j]
		switch {
		case c >= '0' && c <= '9':
			k := j
			for k < len(rank) && rank[k] >= '0' && rank[k] <= '9' {
				k++
			}
			if k-j > 2 {
				return field, false // no rank holds 100 squares
			}
			n, _ := strconv.Atoi(rank[j:k])
			width += n
			tail, j = j, k
			continue
		case c == '~':
		case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
			width++
		default:
			return field, false
		}
		tail = -1
		j++
	}
	if width == 8 {
		return field, false
	}
	head, run := rank, 0
	if tail >= 0 {
		head = rank[:tail]
		run, _ = strconv.Atoi(rank[tail:])
	}
	empty := run + 8 - width // the empty squares the rank ends in, written out
	if empty < 0 {
		return field, false // pieces past the eighth file
	}
	out := board[:i] + head
	if empty > 0 {
		out += strconv.Itoa(empty)
	}
	return out + hand, true
}

// fsfGates reads a Cambodian castling field as Fairy-Stockfish does:
// only the file letters (A-H White's gates, a-h Black's) mean
// something, any other character is skipped ("KQkq" is "-").
func fsfGates(field string) string {
	var out []byte
	for i := 0; i < len(field); i++ {
		if c := field[i]; c >= 'A' && c <= 'H' || c >= 'a' && c <= 'h' {
			out = append(out, c)
		}
	}
	if len(out) == 0 {
		return "-"
	}
	return string(out)
}

// fsfValidate is ffish.js's validateFen of fen on the spec's game (see
// fenCode): the library's verdict, and where that accepts the FEN and
// the game plays Fairy-Stockfish's rules, the field checks of
// Fairy-Stockfish's validator that the library's reading of its dialect
// lets through (see fsfFieldCode).
//
// Where both refuse the FEN, the number is Fairy-Stockfish's where the
// library's reading tells which of its checks fails first: a character
// no FEN takes in the first field (a NUL, -10); a side with other than
// one king where the library refuses the position (-3); a field after
// the castling field that its validator checks (-14, -13, -2, -1) where
// the library refuses one of those.
func fsfValidate(sp spec, fen string) int32 {
	code := fenCode(fen, fenCheck(sp, fen))
	if !isFSF(sp.name) || len(sp.opts) > 0 || strings.Contains(fen, "|") {
		return code
	}
	if d, err := resolve(sp.name, "", nil); err != nil || d.rules != sp.rules {
		return code
	}
	first, _, _ := strings.Cut(fen, " ")
	switch {
	case code == 1:
		return fsfFieldCode(sp.name, fen)
	case strings.Contains(first, "\x01"): // index.js's stand-in for a NUL
		return -10
	case code == -20:
		if strings.Count(first, "K") != 1 || strings.Count(first, "k") != 1 {
			return -3
		}
	case code == -4 || code == -2 || code == -1 || code == -13 || code == -14 || code == -11 && len(strings.Fields(fen)) <= maxParts(sp.name):
		if f := fsfFieldCode(sp.name, fen); f < 0 {
			return f
		}
		if code == -4 && fsfCounting(sp.name) != 0 {
			return -14 // a counting game's fourth field is its count
		}
	}
	return code
}

// fsfFieldCode answers what Fairy-Stockfish's validator (its
// validate_fen) says of the fields after the castling field of a FEN
// that the library reads: -14 for a counting game's fourth field other
// than digits or "-" (Sittuyin's "e6", which the library ignores as an
// en-passant square), -13, -2 or -1 for a check count, half-move or move
// field that is not one where the validator looks for it (it takes a Kar
// Ouk FEN of six fields for one without the check count: the fifth,
// "1+1", is then a bad half-move clock), else 1. The fields are split at
// every space, as its reader does.
func fsfFieldCode(name, fen string) int32 {
	parts := strings.Split(fen, " ")
	if n := len(parts); n > 1 && parts[n-1] == "" {
		parts = parts[:n-1] // a last space ends the last field
	}
	n := len(parts)
	digit := func(s string) bool { return s == "-" || s == "" || isDigits(s) }
	// A FEN of four or five fields whose third begins with a digit has
	// no castling and en-passant fields.
	skip := (n == 4 || n == 5) && parts[2] != "" && parts[2][0] >= '0' && parts[2][0] <= '9'
	if n >= 4 && !skip && fsfCounting(name) != 0 && !digit(parts[3]) {
		return -14
	}
	between, trailing := 2, 0
	if skip {
		between = 0
	}
	if name == "karouk" && n >= 3+between && n%2 == 1 {
		checks := func(s string, lichess bool) bool {
			if lichess {
				return len(s) == 4 && s[1] >= '0' && s[1] <= '3' && s[3] >= '0' && s[3] <= '3'
			}
			return len(s) == 3 && s[0] >= '0' && s[0] <= '9' && s[2] >= '0' && s[2] <= '9'
		}
		if checks(parts[2+between], false) {
			between++
		} else {
			if n < 5+between || !checks(parts[n-1], true) {
				return -13
			}
			trailing++
		}
	}
	if n >= 3+between && !digit(parts[n-2-trailing]) {
		return -2
	}
	if n >= 4+between && !digit(parts[n-1-trailing]) {
		return -1
	}
	return 1
}

// fsfStartFEN writes a start FEN as ffish.js's startingFen does, which
// answers the FEN of Fairy-Stockfish's variant definition: Sittuyin's
// pockets in its order (fsfPockets), and Kar Ouk's without the check
// count ("1+1", which a board made from it starts with all the same, and
// whose fen() writes).
func fsfStartFEN(name, fen string) string {
	switch name {
	case "sittuyin":
		return fsfPockets(fen)
	case "karouk":
		if f := strings.Split(fen, " "); len(f) == 7 && f[4] == "1+1" {
			return strings.Join(append(f[:4:4], f[5:]...), " ")
		}
	}
	return fen
}

// maxParts is the most fields Fairy-Stockfish's validator takes in a FEN
// of the variant: 6, and Kar Ouk's check count.
func maxParts(name string) int {
	if name == "karouk" {
		return 7
	}
	return 6
}
