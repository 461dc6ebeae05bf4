package qiguo

import (
	"github.com/chaturanga-go/chaturanga/internal/notate"
	"strconv"

	"github.com/chaturanga-go/chaturanga/core"
)

// ParseFEN reads a position string and returns the position under rule
// set r (the zero Rules is Default). The fields, separated by spaces, are:
//
//  1. The board, compatible with elephantchess.io: ranks 19 down to 1
//     separated by '/'; a piece is two letters, its state in lower case
//     (w Qin, o Han, r Chu, g Wei, b Qi, d Yan, p Zhao, under r's
//     naming) then its kind in upper case (Q general, R pian, B bi,
//     C cannon, H bow, W crossbow, A dao, S sword, N horseman,
//     G go-between); runs of empty points as decimal numbers (two digits
//     allowed). The Zhou's point j10 counts as empty and is never written.
//     Under SourceBookkeeping a piece's letter is its original state's
//     (QG-23); under ElephantChessBookkeeping its owner's.
//  2. The state to move, as its letter.
//  3. The capture tallies (QG-16): "-" for none, else one entry per state
//     that has lost pieces, separated by commas: its letter, ':', then
//     each capturing state's letter and count, listed in the order of
//     their latest capture of its pieces, the most recent last (the order
//     decides ties under DefeatByTotalLosses, QG-29). Under
//     ElephantChessBookkeeping transferred pieces count.
//  4. The defeats (QG-20): "-" for none, else comma-separated entries of
//     the defeated state's letter, ':', and the letter of the state
//     credited with its defeat. Who controls each army follows: a
//     defeated state's army (and every army it controlled) passes to the
//     state that defeated it, and on if that state is defeated in turn.
//  5. The round number, from 1 (see [Position.Round]).
//
// For example the position after Qin's first capture of a Han sword, with
// Han to move, ends "o o:w1 - 1". Only the board is required, as
// elephantchess.io loads a position: a missing field takes its value at
// the start of a game (the first state in turn order to move, no
// captures, no defeats, round 1).
//
// Errors are *core.ParseError values naming the field and offset,
// wrapping core.ErrSyntax, or core.ErrIllegalPosition for a well-formed
// string that cannot be played (a piece on the Zhou's point, a defeated
// state to move, a defeated state's general on the board).
func ParseFEN(fen string, r Rules) (Position, error) {
	const op = "qiguo.ParseFEN"
	r = r.normal()
	fail := func(field string, off int, msg string, err error) (Position, error) {
		return Position{}, &core.ParseError{Op: op, Input: fen, Field: field, Offset: off, Msg: msg, Err: err}
	}
	fields, offs := notate.Fields(fen)
	if len(fields) == 0 {
		return fail("board", 0, "empty position string", core.ErrSyntax)
	}
	if len(fields) > 5 {
		return fail("", offs[5], "too many fields (want board, state to move, tallies, defeats, round)", core.ErrSyntax)
	}
	p := newPosition(r)
	if off, msg, err := p.parseBoard(fields[0]); msg != "" {
		return fail("board", offs[0]+off, msg, err)
	}
	if len(fields) > 1 {
		f := fields[1]
		c := core.NoColor
		if len(f) == 1 {
			c = r.stateByLetter(f[0])
		}
		if c == core.NoColor {
			return fail("state to move", offs[1], "want a state letter (w, o, r, g, b, d or p)", core.ErrSyntax)
		}
		p.side = c
	}
	if len(fields) > 2 {
		if off, msg := p.parseTallies(fields[2]); msg != "" {
			return fail("tallies", offs[2]+off, msg, core.ErrSyntax)
		}
	}
	if len(fields) > 3 {
		if off, msg, err := p.parseDefeats(fields[3]); msg != "" {
			return fail("defeats", offs[3]+off, msg, err)
		}
	}
	if len(fields) > 4 {
		n, ok := notate.ParseUint(fields[4])
		if !ok || n == 0 {
			return fail("round", offs[4], "want a number from 1", core.ErrSyntax)
		}
		p.round = n
	}
	if !p.Alive(p.side) {
		return fail("state to move", offs[min(1, len(offs)-1)], r.StateName(p.side)+" is defeated and cannot move", core.ErrIllegalPosition)
	}
	for c := range core.Color(NumStates) {
		if p.Alive(c) {
			continue
		}
		for i := range p.n[c] {
			pc := p.cells[p.list[c][i]]
			if r.Bookkeeping == ElephantChessBookkeeping {
				return fail("board", offs[0], r.StateName(c)+" is defeated, so its pieces belong to another state", core.ErrIllegalPosition)
			}
			if pc.Kind() == General {
				return fail("board", offs[0], r.StateName(c)+" is defeated, so its general is off the board (QG-17, QG-18)", core.ErrIllegalPosition)
			}
		}
	}
	p.finishSetup()
	return p, nil
}

// parseBoard reads the board field; it returns the offset, a message and
// the sentinel on error, or msg "".
func (p *Position) parseBoard(f string) (off int, msg string, err error) {
	r := p.rules
	rank, file := 18, 0
	total := 0
	generals := [NumStates]int{}
	for i := 0; i < len(f); i++ {
		c := f[i]
		switch {
		case c == '/':
			if file != 19 {
				return i, "rank " + strconv.Itoa(rank+1) + " has " + strconv.Itoa(file) + " points, want 19", core.ErrSyntax
			}
			if rank == 0 {
				return i, "more than 19 ranks", core.ErrSyntax
			}
			rank, file = rank-1, 0
		case c >= '1' && c <= '9':
			n := 0
			j := i
			for j < len(f) && f[j] >= '0' && f[j] <= '9' {
				n = n*10 + int(f[j]-'0')
				if n > 19 {
					return j, "too many empty points in rank " + strconv.Itoa(rank+1), core.ErrSyntax
				}
				j++
			}
			i = j - 1
			file += n
			if file > 19 {
				return i, "rank " + strconv.Itoa(rank+1) + " is longer than 19 points", core.ErrSyntax
			}
		case c >= 'a' && c <= 'z':
			st := r.stateByLetter(c)
			if st == core.NoColor {
				return i, "unknown state letter " + strconv.QuoteRune(rune(c)) + " (want w, o, r, g, b, d or p)", core.ErrSyntax
			}
			if i+1 >= len(f) || Alphabet.Kind(f[i+1]) == core.NoKind || f[i+1] < 'A' || f[i+1] > 'Z' {
				return i + 1, "want a piece letter (Q, R, B, C, H, W, A, S, N or G) after the state letter", core.ErrSyntax
			}
			k := Alphabet.Kind(f[i+1])
			if file >= 19 {
				return i, "rank " + strconv.Itoa(rank+1) + " is longer than 19 points", core.ErrSyntax
			}
			sq := core.SquareAt(file, rank)
			if sq == ZhouSquare {
				return i, "no piece may stand on the Zhou's point j10 (QG-2)", core.ErrIllegalPosition
			}
			total++
			if total > maxPieces {
				return i, "more than the game's " + strconv.Itoa(maxPieces) + " pieces", core.ErrIllegalPosition
			}
			if k == General {
				generals[st]++
				if generals[st] > 1 && r.Bookkeeping == SourceBookkeeping {
					return i, r.StateName(st) + " has more than one general", core.ErrIllegalPosition
				}
			}
			p.put(core.MakePiece(st, k), cellOf(sq))
			file++
			i++
		default:
			return i, "unexpected " + strconv.QuoteRune(rune(c)) + " (want a state letter, a number or '/')", core.ErrSyntax
		}
	}
	if rank != 0 {
		return len(f), "only " + strconv.Itoa(19-rank) + " ranks, want 19", core.ErrSyntax
	}
	if file != 19 {
		return len(f), "rank 1 has " + strconv.Itoa(file) + " points, want 19", core.ErrSyntax
	}
	return 0, "", nil
}

// parseTallies reads the tallies field, such as "o:w2r1,g:r10b1".
func (p *Position) parseTallies(f string) (int, string) {
	if f == "-" {
		return 0, ""
	}
	r := p.rules
	bk := &p.bk
	var seen uint8
	i := 0
	for {
		if i+2 > len(f) || f[i+1] != ':' {
			return i, "want a state letter and ':' (as in o:w2r1)"
		}
		v := r.stateByLetter(f[i])
		if v == core.NoColor {
			return i, "unknown state letter " + strconv.QuoteRune(rune(f[i]))
		}
		if seen>>v&1 != 0 {
			return i, r.StateName(v) + " is listed twice"
		}
		seen |= 1 << v
		i += 2
		var listed uint8
		for {
			if i >= len(f) {
				return i, "want a capturing state's letter and count"
			}
			c := r.stateByLetter(f[i])
			if c == core.NoColor {
				return i, "unknown state letter " + strconv.QuoteRune(rune(f[i]))
			}
			if c == v {
				return i, "a state does not capture its own pieces"
			}
			if listed>>c&1 != 0 {
				return i, r.StateName(c) + " is listed twice for " + r.StateName(v)
			}
			listed |= 1 << c
			j := i + 1
			for j < len(f) && f[j] >= '0' && f[j] <= '9' {
				j++
			}
			n, ok := notate.ParseUint(f[i+1 : j])
			if !ok || n == 0 || n > maxPieces {
				return i + 1, "want a count from 1 to " + strconv.Itoa(maxPieces)
			}
			if int(bk.caps[c])+n > maxPieces || int(bk.losses[v])+n > maxPieces {
				return i + 1, "more captures or losses than the game's " + strconv.Itoa(maxPieces) + " pieces"
			}
			bk.count(v, c, n)
			i = j
			if i == len(f) {
				return 0, ""
			}
			if f[i] == ',' {
				i++
				break
			}
		}
	}
}

// parseDefeats reads the defeats field, such as "g:r,d:b".
func (p *Position) parseDefeats(f string) (int, string, error) {
	if f == "-" {
		return 0, "", nil
	}
	r := p.rules
	bk := &p.bk
	for i := 0; ; i += 4 {
		if i+3 > len(f) || f[i+1] != ':' {
			return i, "want entries such as g:r (defeated state, ':', the state that defeated it)", core.ErrSyntax
		}
		v, by := r.stateByLetter(f[i]), r.stateByLetter(f[i+2])
		if v == core.NoColor || by == core.NoColor {
			return i, "unknown state letter", core.ErrSyntax
		}
		if v == by {
			return i, "a state does not defeat itself", core.ErrIllegalPosition
		}
		if bk.by[v] != core.NoColor {
			return i, r.StateName(v) + " is listed twice", core.ErrSyntax
		}
		bk.by[v] = by
		if i+3 == len(f) {
			break
		}
		if f[i+3] != ',' {
			return i + 3, "want ',' between entries", core.ErrSyntax
		}
	}
	live := false
	for c := range core.Color(NumStates) {
		root := c
		for n := 0; bk.by[root] != core.NoColor; n++ {
			if n > NumStates {
				return 0, "the defeats go round in a circle: some army has no live controller", core.ErrIllegalPosition
			}
			root = bk.by[root]
		}
		live = live || bk.by[c] == core.NoColor
	}
	if !live {
		return 0, "every state is defeated", core.ErrIllegalPosition
	}
	return 0, "", nil
}

// FEN returns the position string; see [ParseFEN].
func (p *Position) FEN() string { return string(p.AppendFEN(make([]byte, 0, 200))) }

// AppendFEN appends the position string to b.
func (p *Position) AppendFEN(b []byte) []byte {
	r := p.rules
	bk := &p.bk
	b = p.appendBoard(b)
	b = append(b, ' ', r.StateLetter(p.side), ' ')
	n := len(b)
	for v := range core.Color(NumStates) {
		if bk.recent[v] == 0 {
			continue
		}
		if len(b) > n {
			b = append(b, ',')
		}
		b = append(b, r.StateLetter(v), ':')
		// least recent first
		var order [NumStates]core.Color
		k := 0
		for rc := bk.recent[v]; rc != 0; rc >>= 4 {
			order[k] = core.Color(rc&15) - 1
			k++
		}
		for k--; k >= 0; k-- {
			c := order[k]
			b = append(b, r.StateLetter(c))
			b = strconv.AppendInt(b, int64(bk.tally[v][c]), 10)
		}
	}
	if len(b) == n {
		b = append(b, '-')
	}
	b = append(b, ' ')
	n = len(b)
	for v := range core.Color(NumStates) {
		if bk.by[v] != core.NoColor {
			if len(b) > n {
				b = append(b, ',')
			}
			b = append(b, r.StateLetter(v), ':', r.StateLetter(bk.by[v]))
		}
	}
	if len(b) == n {
		b = append(b, '-')
	}
	b = append(b, ' ')
	return strconv.AppendInt(b, int64(p.round), 10)
}

// appendBoard appends the board field.
func (p *Position) appendBoard(b []byte) []byte {
	r := p.rules
	for rank := 18; rank >= 0; rank-- {
		empty := 0
		for file := range 19 {
			pc := p.cells[cellOf(core.SquareAt(file, rank))]
			if pc == core.NoPiece || pc == ZhouPiece {
				empty++
				continue
			}
			if empty > 0 {
				b = strconv.AppendInt(b, int64(empty), 10)
				empty = 0
			}
			b = append(b, r.StateLetter(p.bk.key[pc.Color()]), Alphabet.Letter(pc.Kind()))
		}
		if empty > 0 {
			b = strconv.AppendInt(b, int64(empty), 10)
		}
		if rank > 0 {
			b = append(b, '/')
		}
	}
	return b
}

// BoardField returns the first field of the position string alone, as
// elephantchess.io writes a position.
func (p *Position) BoardField() string { return string(p.appendBoard(nil)) }

// String returns the position string.
func (p Position) String() string { return p.FEN() }

// MarshalText implements encoding.TextMarshaler: the position string.
func (p Position) MarshalText() ([]byte, error) { return p.AppendFEN(nil), nil }

// UnmarshalText implements encoding.TextUnmarshaler: it reads a position
// string under the position's current rule set (Default for a zero
// Position).
func (p *Position) UnmarshalText(text []byte) error {
	q, err := ParseFEN(string(text), p.rules)
	if err != nil {
		return err
	}
	*p = q
	return nil
}

// MustParseFEN is like ParseFEN but panics on error; it is meant for
// constants in tests and examples.
func MustParseFEN(fen string, r Rules) Position {
	p, err := ParseFEN(fen, r)
	if err != nil {
		panic(err)
	}
	return p
}
