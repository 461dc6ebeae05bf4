package jsapi

import (
	"slices"
	"strconv"
	"strings"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/makruk"
)

// The operations a page that plays the games needs beyond the rules'
// questions (see index.d.ts: Board.counting, Board.end, Board.forfeit,
// Board.termination, Board.pins, Board.pinned and optionChoices): what
// a player sees beside the board, each answered by the library.

// The "counting" operation (Board.counting): the count that runs, as
// JSON (see Counting in index.d.ts), or null when none does.
var countingOp = Op{"counting", 'j', nil, func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
	w := s.json()
	c, ok := countOf(bd.position())
	if !ok {
		w.null()
		return s.end()
	}
	p := bd.position()
	w.open('{')
	w.key("kind")
	w.str(c.kind)
	w.key("side")
	w.num(int64(c.side))
	w.key("sideName")
	w.str(p.SideName(c.side))
	w.key("count")
	w.num(int64(c.count))
	w.key("limit")
	w.num(int64(c.limit))
	w.key("plies")
	if c.plies {
		w.open('{')
		w.key("count")
		w.num(int64(c.rawCount))
		w.key("limit")
		w.num(int64(c.rawLimit))
		w.close('}')
	} else {
		w.null()
	}
	w.key("passed")
	w.boolean(c.rawCount > c.rawLimit)
	w.key("method")
	w.str(c.method)
	w.close('}')
	return s.end()
}}

// A counting is a running count as a player says it.
type counting struct {
	kind   string     // "board" (the board's honour) or "pieces" (the pieces' honour)
	side   core.Color // the side that counts
	method string     // the rule set's counting: "Honour", "Ply", "Cambodian", "ASEAN"
	// count and limit are the counter's moves: the move it has reached
	// and the move at which the count ends.
	count, limit int
	// plies: the game keeps the count in plies (Fairy-Stockfish's
	// countings), rawCount and rawLimit; else they are count and limit.
	plies              bool
	rawCount, rawLimit int
}

// countFuncs answer countOf for the games of other packages than makruk
// (each registered by its file, page_<game>.go, left out of a family's
// module with its game).
var countFuncs []func(core.Position) (counting, bool)

// countOf returns the count that runs in p, if one does.
func countOf(p core.Position) (counting, bool) {
	if mp, ok := p.(*makruk.Position); ok {
		return makrukCount(mp)
	}
	for _, f := range countFuncs {
		if c, ok := f(p); ok {
			return c, true
		}
	}
	return counting{}, false
}

// makrukCount reads a Makruk position's count, its counter as the
// position names it (makruk.Position.Count, MK-16). Under the source's
// counting (Honour) the count is the counter's own, in its moves. Under
// Fairy-Stockfish's countings it runs in plies (see plyCount).
func makrukCount(p *makruk.Position) (counting, bool) {
	c := p.Count()
	if !c.Running() {
		return counting{}, false
	}
	method := p.Rules().Counting
	if method == makruk.HonourCounting {
		return counting{kind: c.Honour.String(), side: c.Counter, method: method.String(), count: c.Count, limit: c.Limit, rawCount: c.Count, rawLimit: c.Limit}, true
	}
	return plyCount(c.Honour.String(), c.Counter, method.String(), c.Count, c.Limit), true
}

// plyCount is the counting of a count kept in plies (Sittuyin's,
// Fairy-Stockfish's), counted by counter: the counter's moves are half
// the plies, rounded up, and the limit half the plies.
func plyCount(kind string, counter core.Color, method string, ply, limit int) counting {
	return counting{kind: kind, side: counter, method: method, count: (ply + 1) / 2, limit: limit / 2, plies: true, rawCount: ply, rawLimit: limit}
}

// The "end" operation (Board.end and Board.forfeit): in = the reason's
// word (an ending outside the rules: "time-forfeit", "adjudication",
// ...), the winner ("" for a draw; an index or a side's name) and the
// Termination words ("" for the PGN standard's), NUL-separated. It ends
// the game as the library's Game.End does (refused in a game of more
// than two sides).
var endOp = Op{"end", 'v', nil, func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
	f := fields(in, 3)
	r, err := core.ParseReason(strings.TrimSpace(f[0]))
	if err != nil {
		return 0, err
	}
	winner := core.NoColor
	if strings.TrimSpace(f[1]) != "" {
		if winner, err = bd.side(f[1]); err != nil {
			return 0, err
		}
	}
	if strings.ContainsAny(f[2], "\n\r") || len(f[2]) > 255 {
		return 0, codeError(CodeSyntax, "a termination is one line of at most 255 bytes")
	}
	n := bd.g.Len()
	if err := bd.g.End(core.Outcome{Reason: r, Winner: winner}, f[2]); err != nil {
		return 0, err
	}
	bd.ended(n)
	return 0, nil
}}

// The "termination" operation (Board.termination): the words of the
// game's Termination tag as its record writes them ("" while it goes
// on).
var terminationOp = Op{"termination", 's', nil, func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
	if !bd.outcome().IsOver() {
		return s.ret("")
	}
	return s.ret(bd.g.Termination())
}}

// pinner is a position that knows its pins (every game's).
type pinner interface {
	Pins(c core.Color) []core.Pin
}

// The "pins" operation (Board.pins): in = a side ("" the side to move);
// the pins of its pieces against its king, as JSON [{square, pinner}].
var pinsOp = Op{"pins", 'j', nil, func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
	c, err := bd.side(string(in))
	if err != nil {
		return 0, err
	}
	w := s.json()
	w.open('[')
	if q, ok := bd.position().(pinner); ok {
		for _, pin := range q.Pins(c) {
			w.open('{')
			w.key("square")
			w.str(pin.Pinned.String())
			w.key("pinner")
			w.str(pin.Pinner.String())
			w.close('}')
		}
	}
	w.close(']')
	return s.end()
}}

// The "pinned" operation (Board.pinned): in = a square; null when no
// pinned piece stands there, else JSON (see Pinned in index.d.ts): the
// piece, its pinners, the moves it has, and the rule that holds it: the
// library's refusal of a move the piece would have without the pin.
var pinnedOp = Op{"pinned", 'j', nil, func(s *Session, bd *Board, a, b int32, in []byte) (int32, error) {
	sq, err := core.ParseSquare(strings.TrimSpace(string(in)))
	if err != nil {
		return 0, err
	}
	w := s.json()
	p := bd.position()
	pc := p.At(sq)
	q, ok := p.(pinner)
	if !p.Geometry().Contains(sq) || pc == core.NoPiece || !ok {
		w.null()
		return s.end()
	}
	var by []core.Square
	for c := range core.Color(p.Sides()) {
		for _, pin := range q.Pins(c) {
			if pin.Pinned == sq {
				by = append(by, pin.Pinner)
			}
		}
	}
	if len(by) == 0 {
		w.null()
		return s.end()
	}
	refused, e := bd.pinRefusal(sq)
	w.open('{')
	w.key("square")
	w.str(sq.String())
	w.key("piece")
	w.str(p.PieceName(pc))
	w.key("side")
	w.num(int64(pc.Color()))
	w.key("sideName")
	w.str(p.SideName(pc.Color()))
	w.key("pinners")
	w.open('[')
	for _, x := range by {
		w.open('{')
		w.key("square")
		w.str(x.String())
		w.key("piece")
		w.str(p.PieceName(p.At(x)))
		w.close('}')
	}
	w.close(']')
	w.key("moves")
	var moves []string
	if p.Side() == pc.Color() {
		lv := bd.legal()
		for i, m := range lv.moves {
			if m.From() == sq && !m.IsDrop() && m.Action() == core.NoAction {
				moves = append(moves, lv.mtext[i])
			}
		}
	}
	w.strings(moves)
	w.key("forbids")
	w.boolean(refused != "")
	w.key("refused")
	w.str(refused)
	if e == nil {
		e = &Error{}
	}
	w.key("rule")
	w.str(e.Rule)
	w.key("sentence")
	w.str(e.Sentence)
	w.close('}')
	return s.end()
}}

// pinRefusal finds a move of the pinned piece on sq that only the pin
// forbids: a square the piece attacks, empty or an enemy's (an enemy's
// only, for a pawn, whose steps are not its captures), that it may not
// go to; it returns the move and the
// library's refusal of it in the position with the piece's side to move.
// It returns "" when the rules refuse none (Qi Guo's pins forbid
// nothing), or when the position with the other side to move is none the
// rules take (that side's king in check).
func (bd *Board) pinRefusal(sq core.Square) (string, *Error) {
	p := bd.position()
	pc := p.At(sq)
	c := pc.Color()
	if bd.outcome().IsOver() {
		return "", nil
	}
	real := p
	if p.Side() != c {
		// The same position with the piece's side to move (a game of two
		// sides: the FEN's second field), if the rules take it.
		f := strings.Fields(p.FEN())
		if p.Sides() != 2 || len(f) < 2 || (f[1] != "w" && f[1] != "b") {
			return "", nil
		}
		f[1] = "w"
		if c == core.Black {
			f[1] = "b"
		}
		q, err := bd.spec.v.NewPosition(p.RuleSet(), strings.Join(f, " "))
		if err != nil {
			return "", nil
		}
		real = q
	}
	var att []core.Square
	for t := range p.Geometry().Squares() {
		if t == sq {
			continue
		}
		if x := p.At(t); x != core.NoPiece && x.Color() == c || pc.Kind() == core.Pawn && (x == core.NoPiece || x.Color() == c) {
			continue
		}
		att = p.AppendAttackers(att[:0], t, c)
		if !slices.Contains(att, sq) {
			continue
		}
		text := sq.String() + t.String()
		if _, err := real.ParseLenient(text); err != nil {
			if e := ErrorOf(err); e != nil && e.Rule != "" && e.Code == CodeIllegalMove {
				return text, e
			}
		}
	}
	return "", nil
}

// The "optionChoices" operation (optionChoices in index.js): in =
// variant, rules; each of the game's options with the values it takes
// and its value under the rules, as JSON (see OptionChoice in
// index.d.ts).
var optionChoicesOp = Op{"optionChoices", 'j', func(s *Session, h, a, b int32, in []byte) (int32, error) {
	f := fields(in, 2)
	sp, err := resolve(f[0], f[1], nil)
	if err != nil {
		return 0, err
	}
	src, ok := optionSources[sp.v.Name()]
	if !ok {
		return 0, codeError(CodeUnknown, "no option table for %s", sp.v.Name())
	}
	if _, err := src.get(sp.rules, ""); err != nil {
		return 0, err // rules that are no rule set of the game
	}
	w := s.json()
	w.open('[')
	for _, name := range sp.v.OptionNames() {
		values, err := src.values(name)
		if err != nil {
			return 0, err
		}
		value, err := src.get(sp.rules, name)
		if err != nil {
			return 0, err
		}
		kind := "choice"
		lo, hi := 0, 0
		switch {
		case values != nil:
		case value == "true" || value == "false":
			kind, values = "boolean", []string{"true", "false"}
		case isDigits(value) && src.set(sp.rules, name, "0") == nil:
			kind, hi = "number", maxValue(src, sp.rules, name)
		default:
			kind = "text"
		}
		w.open('{')
		w.key("name")
		w.str(name)
		w.key("kind")
		w.str(kind)
		w.key("values")
		w.strings(values)
		if kind == "number" {
			w.key("min")
			w.num(int64(lo))
			w.key("max")
			w.num(int64(hi))
		}
		w.key("value")
		w.str(value)
		w.close('}')
	}
	w.close(']')
	return s.end()
}, nil}

// An optionSource is one game package's options, as its Rules and
// OptionValues answer (registered by the game's file: page.go for
// makruk, page_<game>.go for the others).
type optionSource struct {
	values func(name string) ([]string, error)
	get    func(rules, name string) (string, error) // "" name: the rules only read
	set    func(rules, name, value string) error
}

// optionSources are the games' option sources by registry name.
var optionSources = map[string]optionSource{"makruk": sourceOf(makruk.ParseRules, makruk.OptionValues)}

// sourceOf makes the optionSource of a game package from its ParseRules
// and OptionValues.
func sourceOf[R interface{ Get(string) (string, error) }, PR interface {
	*R
	Set(string, string) error
}](parse func(string) (R, error), values func(string) ([]string, error)) optionSource {
	return optionSource{
		values: values,
		get: func(rules, name string) (string, error) {
			r, err := parse(rules)
			if err != nil || name == "" {
				return "", err
			}
			return r.Get(name)
		},
		set: func(rules, name, value string) error {
			r, err := parse(rules)
			if err != nil {
				return err
			}
			return PR(&r).Set(name, value)
		},
	}
}

// maxValue returns the largest number the option takes (the rules' Set
// takes every number from 0 to it), by bisection up to a million.
func maxValue(src optionSource, rules, name string) int {
	lo, hi := 0, 1<<20
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if src.set(rules, name, strconv.Itoa(mid)) == nil {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return lo
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}
