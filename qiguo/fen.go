package qiguo

import (
	"strconv"

	"github.com/chaturanga-go/chaturanga/internal/notate"
	"github.com/chaturanga-go/chaturanga/internal/quote"

	"github.com/chaturanga-go/chaturanga/core"
)

// MaxRound is the largest round number a position string may hold: far
// beyond any game (a round is up to seven moves). A position read at it
// stays there ([Position.Round] saturates).
const MaxRound = 1 << 40

// armySize returns how many pieces of kind k an army has (QG-3, QG-5).
func armySize(k core.Kind) int {
	switch k {
	case Dao:
		return 2
	case Sword, Horseman:
		return 4
	case General, Pian, Bi, Cannon, Bow, Crossbow, GoBetween:
		return 1
	}
	return 0
}

// ParseFEN reads a position string and returns the position under rule
// set r (the zero Rules is Default; r must pass [Rules.Validate], whose
// error ParseFEN returns). The fields, separated by spaces, are:
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
//     credited with its defeat, or '-' for a state that resigned ("o:-").
//     Who controls each army follows: a defeated state's army (and every
//     army it controlled) passes to the state that defeated it, and on if
//     that state is defeated in turn; the armies of a state that resigned
//     are off the board.
//  5. The round number, from 1 to [MaxRound] (see [Position.Round]).
//
// For example the position after Qin's first capture of a Han sword, with
// Han to move, ends "o o:w1 - 1". Only the board is required, as
// elephantchess.io loads a position: a missing field takes its value at
// the start of a game (the first state in turn order to move, no
// captures, no defeats, round 1).
//
// A state is in the game while it is neither defeated nor resigned, and in
// play while it also has pieces on the board (its own or an army it
// controls). Under SourceBookkeeping a state in the game always has its
// general on the board, so a set-up position with fewer states lists the
// others as out of the game, as resigned ("r:-,g:-" in the defeats
// field). Under ElephantChessBookkeeping a board may hold states in the
// game with no piece at all, and states with several generals, as
// elephantchess.io's engine loads such positions (its own test positions
// do, and keep all seven states in the game): such a state has no move.
// ParseFEN refuses positions that play cannot reach or that cannot go on,
// each with an error wrapping core.ErrIllegalPosition that names what is
// wrong and the field:
//
//   - a piece on the Zhou's point (QG-2);
//   - more pieces of a kind than an army has (QG-5: one general, pian, bi,
//     cannon, bow, crossbow and go-between, two daos, four swords and four
//     horsemen), or more than the game's 119 pieces; under
//     ElephantChessBookkeeping, where pieces change owner with defeats that
//     a board field alone does not record (and elephantchess.io's engine
//     loads a state with two generals), more of a kind than the seven
//     armies have together;
//   - under SourceBookkeeping, a state in the game without its general
//     (whether it has other pieces or none), or with two (QG-17, QG-18: a
//     state keeps its general until it is defeated), and a state with
//     more pieces on the board and captured than its army's 17; under
//     ElephantChessBookkeeping a live state may lack a general, as
//     elephantchess.io's engine loads and plays such positions;
//   - a state in the game whose tallies hold its tenth loss, which
//     defeated it: ten pieces lost to one captor (QG-18), or ten in all
//     under DefeatByTotalLosses and ElephantChessBookkeeping (QG-29);
//   - a defeated state to move, a defeated state's general on the board,
//     pieces of an army whose controller resigned, under
//     ElephantChessBookkeeping any piece of a defeated state;
//   - tallies or defeats that already decided the game before the last
//     move (QG-19, QG-26): a state with more than thirty captures or more
//     than two defeats credited; a state that has been defeated or has
//     resigned holding thirty captures or two defeats; and under
//     SourceBookkeeping thirty captures of a state other than the one that
//     moved last (the live state before the state to move), or two
//     defeats credited to one (unless DefeatByTotalLosses, which may
//     credit a defeat to a state that did not move). A position where the
//     last mover's tally decides the game is a finished game, and reads
//     as one;
//   - an empty board: no state could ever move again.
//
// Other errors are *core.ParseError values naming the field and offset,
// wrapping core.ErrSyntax.
func ParseFEN(fen string, r Rules) (Position, error) {
	const op = "qiguo.ParseFEN"
	if err := r.Validate(); err != nil {
		return Position{}, err
	}
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
	field := func(i int) int { // the offset of field i, or of the end
		if i < len(offs) {
			return offs[i]
		}
		return len(fen)
	}
	p := newPosition(r)
	var counts boardCounts
	if off, msg, err := p.parseBoard(fields[0], &counts); msg != "" {
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
		n, ok := parseRound(fields[4])
		if !ok {
			return fail("round", offs[4], "want a number from 1 to "+strconv.Itoa(MaxRound), core.ErrSyntax)
		}
		p.round = n
	}
	if name, i, off, msg := p.validate(&counts); msg != "" {
		return fail(name, field(i)+off, msg, core.ErrIllegalPosition)
	}
	p.finishSetup()
	return p, nil
}

// boardCounts counts the pieces of the board field by letter (state and
// kind), with the offset of the latest of each.
type boardCounts struct {
	n    [NumStates][core.NumKinds]int
	last [NumStates][core.NumKinds]int
}

// parseBoard reads the board field; it returns the offset, a message and
// the sentinel on error, or msg "".
func (p *Position) parseBoard(f string, counts *boardCounts) (off int, msg string, err error) {
	r := p.rules
	rank, file := 18, 0
	total := 0
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
				return i, "unknown state letter " + quote.RuneAt(f, i) + " (want w, o, r, g, b, d or p)", core.ErrSyntax
			}
			if i+1 >= len(f) || f[i+1] < 'A' || f[i+1] > 'Z' || alphabet.Kind(f[i+1]) == core.NoKind {
				return i + 1, "want a piece letter (Q, R, B, C, H, W, A, S, N or G) after the state letter", core.ErrSyntax
			}
			k := alphabet.Kind(f[i+1])
			if file >= 19 {
				return i, "rank " + strconv.Itoa(rank+1) + " is longer than 19 points", core.ErrSyntax
			}
			sq := core.SquareAt(file, rank)
			if sq == ZhouSquare {
				return i, "no piece may stand on the Zhou's point j10 (QG-2)", core.ErrIllegalPosition
			}
			total++
			if total > maxPieces {
				return i, "more than the game's " + strconv.Itoa(maxPieces) + " pieces (QG-3)", core.ErrIllegalPosition
			}
			counts.n[st][k]++
			counts.last[st][k] = i
			if n := counts.n[st][k]; r.Bookkeeping == SourceBookkeeping && n > armySize(k) {
				if k == General {
					return i, r.StateName(st) + " has two generals on the board, and an army has one (QG-5)", core.ErrIllegalPosition
				}
				return i, r.StateName(st) + " has " + strconv.Itoa(n) + " " + plural(pieceName(k)) + " on the board, and an army has " + strconv.Itoa(armySize(k)) + " (QG-5)", core.ErrIllegalPosition
			}
			p.put(core.MakePiece(st, k), cellOf(sq))
			file++
			i++
		default:
			return i, "unexpected " + quote.RuneAt(f, i) + " (want a state letter, a number or '/')", core.ErrSyntax
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

// parseRound reads a round number from 1 to MaxRound.
func parseRound(s string) (int, bool) {
	if len(s) == 0 || len(s) > 13 || s[0] == '0' {
		return 0, false
	}
	n := 0
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return 0, false
		}
		n = n*10 + int(s[i]-'0')
	}
	return n, n >= 1 && n <= MaxRound
}

// validate checks a position read from text against what play can reach
// (see ParseFEN); it returns the field's name and index, an offset in it
// and what is wrong, or msg "". The controllers must be computed.
func (p *Position) validate(counts *boardCounts) (name string, field, off int, msg string) {
	r := p.rules
	bk := &p.bk
	ec := r.Bookkeeping == ElephantChessBookkeeping
	p.computeControllers()
	state := r.StateName
	// the state to move
	if by := bk.by[p.side]; by != core.NoColor {
		if by == p.side {
			return "state to move", 1, 0, state(p.side) + " resigned and cannot move"
		}
		return "state to move", 1, 0, state(p.side) + " is defeated and cannot move (QG-4)"
	}
	// pieces of states out of the game
	total := 0
	for a := range core.Color(NumStates) {
		total += int(p.n[a])
		if p.n[a] == 0 || bk.by[a] == core.NoColor {
			continue
		}
		switch {
		case bk.ctrl[a] == core.NoColor:
			return "board", 0, 0, state(a) + "'s army is on the board, but it left the game when " + state(p.resignedRoot(a)) + " resigned"
		case ec:
			return "board", 0, 0, state(a) + " is defeated, so its pieces belong to another state (QG-17)"
		}
		if counts.n[a][General] > 0 {
			return "board", 0, counts.last[a][General], state(a) + " is defeated, so its general is off the board (QG-17, QG-18)"
		}
	}
	if total == 0 {
		return "board", 0, 0, "the board holds no piece, so no state could ever move again"
	}
	// under ElephantChessBookkeeping pieces change owner, and
	// elephantchess.io's engine loads a state with two generals and no
	// defeats: the limits are the game's
	if ec {
		for k := range core.Kind(core.NumKinds) {
			n, at := 0, 0
			for c := range NumStates {
				n += counts.n[c][k]
				at = max(at, counts.last[c][k])
			}
			if n > NumStates*armySize(k) {
				return "board", 0, at, strconv.Itoa(n) + " " + plural(pieceName(k)) + " on the board, and the game has " + strconv.Itoa(NumStates*armySize(k)) + " (QG-3, QG-5)"
			}
		}
	}
	// under SourceBookkeeping a state in play has its general
	for c := range core.Color(NumStates) {
		if ec || bk.by[c] != core.NoColor {
			continue
		}
		inPlay := false
		for a := range NumStates {
			inPlay = inPlay || bk.ctrl[a] == c && p.n[a] > 0
		}
		if inPlay && counts.n[c][General] == 0 {
			return "board", 0, 0, state(c) + " has pieces to move but no general: a state keeps its general until it is defeated (QG-17, QG-18)"
		}
	}
	if !ec {
		for v := range core.Color(NumStates) {
			if n := int(p.n[v]) + int(bk.losses[v]); n > 17 {
				return "tallies", 2, 0, state(v) + " has " + strconv.Itoa(int(p.n[v])) + " pieces on the board and " + strconv.Itoa(int(bk.losses[v])) + " captured, more than its army's 17 (QG-3)"
			}
		}
	}
	// a live state's tenth loss (to one captor; in all under
	// DefeatByTotalLosses and ElephantChessBookkeeping) defeated it
	for v := range core.Color(NumStates) {
		if bk.by[v] != core.NoColor {
			continue
		}
		if ec || r.DefeatByTotalLosses {
			if n := int(bk.losses[v]); n >= 10 {
				return "tallies", 2, 0, state(v) + " has lost " + strconv.Itoa(n) + " pieces, yet is in the game: its tenth loss defeated it (QG-18, QG-29)"
			}
			continue
		}
		for c := range core.Color(NumStates) {
			if n := int(bk.tally[v][c]); n >= 10 {
				return "tallies", 2, 0, state(v) + " has lost " + strconv.Itoa(n) + " pieces to " + state(c) + ", yet is in the game: the tenth defeated it (QG-18)"
			}
		}
	}
	// tallies and defeats that decided the game before the last move
	last := p.prevLive(p.side)
	var defeats [NumStates]int
	for c := range core.Color(NumStates) {
		if by := bk.by[c]; by != core.NoColor && by != c {
			defeats[by]++
		}
	}
	for c := range core.Color(NumStates) {
		caps, out := int(bk.caps[c]), bk.by[c] != core.NoColor
		switch {
		case !ec && caps > 30:
			return "tallies", 2, 0, state(c) + " has " + strconv.Itoa(caps) + " captures, but its thirtieth won the game (QG-19)"
		case caps >= 30 && out:
			return "tallies", 2, 0, state(c) + " has " + strconv.Itoa(caps) + " captures and so won the game (QG-19), yet it is out of the game"
		case !ec && caps == 30 && c != last:
			return "tallies", 2, 0, state(c) + " has 30 captures and so won the game on its move (QG-19, QG-26), yet " + state(last) + " has moved since"
		case defeats[c] > 2:
			return "defeats", 3, 0, state(c) + " is credited with " + strconv.Itoa(defeats[c]) + " defeats, but its second won the game (QG-19)"
		case defeats[c] == 2 && out:
			return "defeats", 3, 0, state(c) + " defeated two states and so won the game (QG-19), yet it is out of the game"
		case !ec && !r.DefeatByTotalLosses && defeats[c] == 2 && c != last:
			return "defeats", 3, 0, state(c) + " defeated two states and so won the game on its move (QG-19, QG-26), yet " + state(last) + " has moved since"
		}
	}
	// under SourceBookkeeping a state in the game has its general even
	// with nothing else on the board: its general leaves the board only
	// when it is defeated
	for c := range core.Color(NumStates) {
		if !ec && bk.by[c] == core.NoColor && counts.n[c][General] == 0 {
			return "board", 0, 0, state(c) + " has no general on the board, yet is in the game: a state keeps its general until it is defeated (QG-17, QG-18); a state out of the game is written in the defeats field (" + string(r.StateLetter(c)) + ":- if it resigned)"
		}
	}
	return "", 0, 0, ""
}

// resignedRoot returns the state that resigned at the end of a's chain of
// defeats.
func (p *Position) resignedRoot(a core.Color) core.Color {
	for n := 0; p.bk.by[a] != a && n < NumStates; n++ {
		a = p.bk.by[a]
	}
	return a
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
			return i, "unknown state letter " + quote.RuneAt(f, i)
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
				return i, "unknown state letter " + quote.RuneAt(f, i)
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
		if f[i+2] == '-' && v != core.NoColor {
			by = v // resigned
		} else if v == by && v != core.NoColor {
			return i, "a state does not defeat itself (write " + string(f[i]) + ":- for a state that resigned)", core.ErrIllegalPosition
		}
		if v == core.NoColor || by == core.NoColor {
			return i, "unknown state letter", core.ErrSyntax
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
		for n := 0; bk.by[root] != core.NoColor && bk.by[root] != root; n++ {
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
	if p.round == 0 {
		q := newPosition(defaultRules)
		return q.AppendFEN(b)
	}
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
			by := r.StateLetter(bk.by[v])
			if bk.by[v] == v {
				by = '-' // resigned
			}
			b = append(b, r.StateLetter(v), ':', by)
		}
	}
	if len(b) == n {
		b = append(b, '-')
	}
	b = append(b, ' ')
	return strconv.AppendInt(b, int64(p.Round()), 10)
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
			b = append(b, r.StateLetter(p.bk.key[pc.Color()]), alphabet.Letter(pc.Kind()))
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

// MustParseFEN is like ParseFEN but panics on error; it is meant for
// constants in tests and examples.
func MustParseFEN(fen string, r Rules) Position {
	p, err := ParseFEN(fen, r)
	if err != nil {
		panic(err)
	}
	return p
}
