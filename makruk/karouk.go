package makruk

import (
	"strconv"
	"strings"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/notate"
)

// Kar Ouk as Fairy-Stockfish's "karouk" plays it: Ouk Chatrang in which
// the first check wins (KO-1..KO-3, [Rules.FirstCheck]).

// minChecks is the lowest value a check counter takes: a side that gives
// check with nothing left to give counts on below zero, as
// Fairy-Stockfish does (its game then goes on, KO-1), down to this floor.
const minChecks = -99

// checkWon reports whether the first check has ended the game (KO-1): the
// side that has just moved has no check left to give.
func (p *Position) checkWon() bool {
	return p.rules.FirstCheck && p.checks[p.b.Side().Other()&1] == 0
}

// countCheck counts a check given by mover (KO-1). MakeMove finds the
// check with board8's CheckedAfter, from the moved piece and the lines
// its origin opened: in a position play reaches this is whether the enemy
// khun is attacked, found faster.
func (p *Position) countCheck(mover core.Color) {
	if p.checks[mover&1] > minChecks {
		p.checks[mover&1]--
	}
}

// ChecksToGive returns how many checks side c still has to give before
// its check wins (KO-1, KO-2): 1 for each side in a new Kar Ouk game, 0
// once c has given its check. It is 0 under rules without
// [Rules.FirstCheck]. A FEN may set other numbers (as Fairy-Stockfish
// reads them); a side that checks with none left counts on below zero, and
// its check no longer wins.
func (p *Position) ChecksToGive(c core.Color) int {
	if !p.rules.FirstCheck || c != core.White && c != core.Black {
		return 0
	}
	return int(p.checks[c])
}

// checksKey is the part of the repetition hash the check counters add
// under FirstCheck (as in Fairy-Stockfish, KO-2); 0 otherwise.
func (p *Position) checksKey() uint64 {
	if !p.rules.FirstCheck {
		return 0
	}
	// splitmix64 of the two counters and a tag.
	z := 0x6b61726f756b<<16 | uint64(uint8(p.checks[0]))<<8 | uint64(uint8(p.checks[1]))
	z += 0x9e3779b97f4a7c15
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// checksText is the checks field of a FirstCheck FEN: "1+1", White's
// number then Black's.
func (p *Position) checksText() string {
	return strconv.Itoa(int(p.checks[0])) + "+" + strconv.Itoa(int(p.checks[1]))
}

// parseChecks reads one number of the checks field: a digit as
// Fairy-Stockfish writes it, or a negative number down to minChecks (what
// this package writes for a side that has checked past zero).
func parseChecks(s string) (int8, bool) {
	neg := len(s) > 0 && s[0] == '-'
	if neg {
		s = s[1:]
	}
	n, ok := notate.ParseUint(s)
	switch {
	case !ok || len(s) == 0:
		return 0, false
	case !neg && n <= 9:
		return int8(n), true
	case neg && n >= 1 && -n >= minChecks:
		return int8(-n), true
	}
	return 0, false
}

// parseFirstCheckFEN is ParseFEN under FirstCheck rules r: the FEN
// has the checks field "W+B" after the en-passant field (KO-2), or none,
// which reads as 1+1 as Fairy-Stockfish reads it; a lichess-style field
// "+N+M" after the move number (checks given out of three) sets the
// numbers to 3-N and 3-M, floored at 0, as in Fairy-Stockfish. The fields
// read here are blanked and the rest read as under r without FirstCheck.
func parseFirstCheckFEN(op, fen string, r Rules) (Position, error) {
	fields, offs := notate.Fields(fen)
	blank := []byte(fen)
	erase := func(i int) {
		for j := range len(fields[i]) {
			blank[offs[i]+j] = ' '
		}
	}
	bad := func(i int, msg string) error {
		return &core.ParseError{Op: op, Input: fen, Field: "checks", Offset: offs[i], Msg: msg, Err: core.ErrSyntax}
	}
	checks := [2]int8{1, 1}
	const field = 4 // after the en-passant field
	std := 6        // the number of standard fields, the checks field included
	if len(fields) > field {
		if w, b, ok := strings.Cut(fields[field], "+"); ok {
			var okw, okb bool
			checks[0], okw = parseChecks(w)
			checks[1], okb = parseChecks(b)
			if !okw || !okb {
				return Position{}, bad(field, "want the checks each side still has to give, White's then Black's, as in 1+1 (KO-2)")
			}
			erase(field)
			std++
		}
	}
	if i := len(fields) - 1; i >= std && len(fields[i]) == 4 && fields[i][0] == '+' && fields[i][2] == '+' {
		given := [2]byte{fields[i][1], fields[i][3]}
		if given[0] < '0' || given[0] > '9' || given[1] < '0' || given[1] > '9' {
			return Position{}, bad(i, "want the checks given, as in +1+0")
		}
		for c, g := range given {
			checks[c] = int8(max(3-int(g-'0'), 0))
		}
		erase(i)
	}
	q := r
	q.FirstCheck = false
	p, err := ParseFEN(string(blank), q)
	if err != nil {
		if pe, ok := err.(*core.ParseError); ok {
			pe.Input = fen
		}
		return Position{}, err
	}
	p.rules, p.checks = r, checks
	return p, nil
}
