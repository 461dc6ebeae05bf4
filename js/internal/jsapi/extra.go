package jsapi

import (
	"bytes"
	"errors"
	"io"
	"strconv"
	"strings"

	"github.com/chaturanga-go/chaturanga"
	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/notation"
	"github.com/chaturanga-go/chaturanga/svg"
)

// fenCheck returns what is wrong with fen under the spec's rules (fen may
// be the text form "rules|FEN"), or nil.
func fenCheck(sp spec, fen string) error {
	if strings.TrimSpace(fen) == "" {
		return codeError(CodeSyntax, "empty FEN")
	}
	if len(fen) > MaxFEN {
		return fenLimit(fen)
	}
	if strings.Contains(fen, "|") {
		_, err := sp.v.ParsePosition(fen)
		return err
	}
	_, err := sp.v.NewPosition(sp.rules, fsfDialect(sp.dialect(), fen), sp.opts...)
	return err
}

// fenCode turns fenCheck's answer into ffish.js's validateFen number: 1
// for a good FEN, else Fairy-Stockfish's number for the field at fault
// (see validateFen in index.d.ts), -20 for a position the rules refuse.
func fenCode(fen string, err error) int32 {
	if err == nil {
		return 1
	}
	if strings.TrimSpace(fen) == "" {
		return 0
	}
	if errors.Is(err, core.ErrIllegalPosition) {
		return -20
	}
	var pe *core.ParseError
	if !errors.As(err, &pe) {
		return -10
	}
	switch pe.Field {
	case "board":
		if strings.Contains(pe.Msg, "rank") || strings.Contains(pe.Msg, "file") {
			return -8
		}
		return -10
	case "side to move":
		return -6
	case "castling":
		return -5
	case "en passant":
		return -4
	case "half-move clock":
		return -2
	case "move number":
		return -1
	case "hand":
		return -7
	case "checks":
		return -13
	case "extension":
		return -11
	}
	if strings.Contains(pe.Msg, "fields") {
		return -11
	}
	return -10
}

// fenLimit is the error of a FEN longer than MaxFEN.
func fenLimit(fen string) *Error {
	return codeError(CodeLimit, "a FEN of %d bytes: the limit is %d", len(fen), MaxFEN)
}

// variation writes UCI moves played from the current position in the
// board's notation n, with Fairy-Stockfish's move numbers ("1. e4 e5 2.
// f4", "7...e5 8. e4") when numbers is set and the game has two sides; ""
// if a move is not legal where it is played.
func (b *Board) variation(uci []string, n int32, numbers bool) string {
	p := b.position().Clone()
	write, err := notationOf(p, n)
	if err != nil {
		return ""
	}
	numbers = numbers && p.Sides() == 2
	move := b.fullmove()
	var out []byte
	for i, w := range uci {
		m, ok := findUCI(p, w)
		if !ok {
			return ""
		}
		if i > 0 {
			out = append(out, ' ')
		}
		if numbers {
			switch {
			case p.Side() == core.White:
				out = strconv.AppendInt(out, int64(move), 10)
				out = append(out, ". "...)
			case i == 0:
				out = strconv.AppendInt(out, int64(move), 10)
				out = append(out, "..."...)
			}
		}
		out = append(out, write(m)...)
		if p.PlayMove(m) != nil {
			return ""
		}
		if p.Side() == core.White {
			move++
		}
	}
	return string(out)
}

// explain writes what playing text would do, as JSON (see Explanation in
// index.d.ts): the move is read and played on the game, then taken back,
// so the answer is the one play would give.
func (b *Board) explain(w *jsonWriter, text string) {
	p := b.position()
	m, err := p.ParseLenient(text)
	var uci, san string
	if err == nil {
		uci, san = p.MoveText(m), p.SAN(m)
		if err = b.g.Play(m); err == nil {
			b.g.Undo() // the same game again: the caches stay true
		}
	}
	w.open('{')
	w.key("legal")
	w.boolean(err == nil)
	w.key("move")
	if err == nil {
		w.str(uci)
	} else {
		w.str(text)
	}
	w.key("san")
	if err == nil {
		w.str(san)
	} else {
		w.str("")
	}
	e := ErrorOf(err)
	if e == nil {
		e = &Error{}
	}
	w.errorFields(e)
	w.close('}')
}

// svg draws the position; f is [size, bottom, coordinates, last move,
// check, arrows, marks, caption] (see the svg operation).
func (b *Board) svg(f []string) (string, error) {
	var o svg.Options
	if f[0] != "" {
		n, err := strconv.Atoi(f[0])
		if err != nil || n < 0 || n > 1<<20 {
			return "", argError("svg size must be a whole number from 0 to %d", 1<<20)
		}
		o.Size = n
	}
	if f[1] != "" {
		c, err := b.side(f[1])
		if err != nil {
			return "", err
		}
		o.Bottom = c
	}
	o.NoCoordinates = f[2] == "0"
	switch f[3] {
	case "":
	case "1":
		o.LastMove, _ = b.g.LastMove()
	default:
		m, err := b.moveNamed(f[3])
		if err != nil {
			return "", err
		}
		o.LastMove = m
	}
	o.NoCheck = f[4] == "0"
	if f[5] != "" {
		for _, a := range strings.Split(f[5], ",") {
			w := strings.Fields(a)
			if len(w) < 2 || len(w) > 3 {
				return "", argError("an arrow is a from square, a to square and a colour: %q", cut(a))
			}
			from, err := core.ParseSquare(w[0])
			if err != nil {
				return "", err
			}
			to, err := core.ParseSquare(w[1])
			if err != nil {
				return "", err
			}
			ar := svg.Arrow{From: from, To: to}
			if len(w) == 3 {
				ar.Color = w[2]
			}
			o.Arrows = append(o.Arrows, ar)
		}
	}
	if f[6] != "" {
		for _, a := range strings.Split(f[6], ",") {
			w := strings.Fields(a)
			if len(w) < 1 || len(w) > 2 {
				return "", argError("a mark is a square and a colour: %q", cut(a))
			}
			sq, err := core.ParseSquare(w[0])
			if err != nil {
				return "", err
			}
			mk := svg.Mark{Square: sq}
			if len(w) == 2 {
				mk.Color = w[1]
			}
			o.Marks = append(o.Marks, mk)
		}
	}
	o.Caption = f[7]
	return svg.Board(b.position(), o), nil
}

// moveNamed returns the move written uci among the moves played (the
// latest first) or the current legal moves.
func (b *Board) moveNamed(uci string) (core.Move, error) {
	moves := b.g.Moves()
	for i := len(b.uci) - 1; i >= 0 && i < len(moves); i-- {
		if b.uci[i] == uci {
			return moves[i], nil
		}
	}
	if m, _, ok := b.find([]byte(uci)); ok {
		return m, nil
	}
	return core.Move{}, argError("%q is neither a move played nor a legal move", cut(uci))
}

// pgn writes the game as PGN with the tags given (names and values
// alternating).
func (b *Board) pgn(kv []string) ([]byte, error) {
	if len(kv)%2 != 0 {
		return nil, argError("tags come in pairs of name and value")
	}
	var tags []notation.Tag
	for i := 0; i < len(kv); i += 2 {
		if !tagName(kv[i]) {
			return nil, codeError(CodeSyntax, "a PGN tag name is letters, digits and '_', starting with a letter: %q", cut(kv[i]))
		}
		if strings.ContainsAny(kv[i+1], "\n\r") {
			return nil, codeError(CodeSyntax, "a PGN tag value is one line: tag %s", kv[i])
		}
		tags = append(tags, notation.Tag{Name: kv[i], Value: kv[i+1]})
	}
	return notation.AppendPGN(nil, b.g.Record(tags...)), nil
}

// tagName reports whether s is a PGN tag name.
func tagName(s string) bool {
	if s == "" || len(s) > 255 {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		letter := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
		if !(letter || i > 0 && (c >= '0' && c <= '9' || c == '_')) {
			return false
		}
	}
	return true
}

// readGame reads the first game of PGN text and replays it (see
// readGamePGN in index.d.ts); it answers JSON {"tags": [[name, value],
// ...], "board": handle, "uci": moves, "san": moves, "error": error or
// null}.
func (s *Session) readGame(rules string, pgn []byte) (int32, error) {
	rec, err := notation.NewPGNReader(bytes.NewReader(pgn)).Next()
	if err == io.EOF {
		return 0, codeError(CodeSyntax, "no PGN game in the text")
	}
	if err != nil {
		return 0, err
	}
	tags := rec.Tags
	name, ok := rec.Get("Variant")
	if !ok || strings.TrimSpace(name) == "" {
		return 0, codeError(CodeUnknown, "the game has no Variant tag naming its game (%s)", strings.Join(variantNames(), ", "))
	}
	sp, err := resolve(name, rules, nil)
	if err != nil {
		return 0, err
	}
	g, err := sp.v.ReadRecord(rec, sp.rules)
	if g == nil {
		return 0, err
	}
	rec = nil
	s.owe(g.Len())
	bd := &Board{spec: sp, tables: &s.tables}
	var san []byte
	bd.setGame(g, &san)
	h, herr := s.add(bd, true)
	if herr != nil {
		return 0, herr
	}
	w := s.json()
	w.open('{')
	w.key("tags")
	w.open('[')
	for _, t := range tags {
		w.strings([]string{t.Name, t.Value})
	}
	w.close(']')
	w.key("board")
	w.num(int64(h))
	w.key("uci")
	w.str(strings.Join(bd.uci, " "))
	w.key("san")
	w.str(string(san))
	w.key("error")
	if err != nil {
		w.errorValue(ErrorOf(err))
	} else {
		w.null()
	}
	w.close('}')
	return s.end()
}

// appendSAN writes the SAN of g's moves to t (empty), separated by
// spaces, collecting garbage as it goes (see owe): it is g.SAN() for long
// games.
func (s *Session) appendSAN(t []byte, g chaturanga.Game) []byte {
	n := 0
	replay(g, func(p core.Position, m core.Move) {
		t = appendSANWord(t, p, m)
		n++
	})
	s.owe(n / 16)
	return t
}

// appendSANWord appends the SAN of m, legal in p, to t, which holds the
// SAN of the moves before it, separated by a space from them.
func appendSANWord(t []byte, p core.Position, m core.Move) []byte {
	if len(t) > 0 {
		t = append(t, ' ')
	}
	return append(t, p.SAN(m)...)
}
