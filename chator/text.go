package chator

import (
	"errors"
	"strings"

	"github.com/chaturanga-go/chaturanga/internal/notate"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/board8"
)

// alphabetOf returns an alphabet that has a letter for kind k: the weak
// one for the weak mantri and gajah, else the strong one.
func alphabetOf(k core.Kind) *core.Alphabet {
	if k == WeakMantri || k == WeakGajah {
		return weakAlphabet
	}
	return strongAlphabet
}

// FormatMove returns m in coordinate notation: from-square and to-square
// ("e2e4", "d1f3"); a promoting move adds the new piece's letter in lower
// case ("b8b7n", "a7a8r", "d6d5m"); the blocked pawn's en-passant capture
// that removes the blocking pawn instead of the pawn that double-stepped
// adds "x" and the removed square ("e5d6xe6"; the ordinary one is plain
// "e5d6").
func FormatMove(m core.Move) string {
	return string(AppendMove(nil, m))
}

// AppendMove appends the coordinate notation of m to b; see [FormatMove].
func AppendMove(b []byte, m core.Move) []byte {
	return notate.AppendCoord(b, m, alphabetOf(m.Promotion()))
}

// ParseCoord reads a move in coordinate notation ("e2e4", "b8b7n",
// "e5d6xe6") without a position, so without checking that it is legal.
// It takes what every game's coordinate reader takes: either case,
// "e2-e4", "e2 e4", surrounding spaces. A promotion letter is read with
// the letters of the Strong pieces (m a [Mantri], b a [Gajah]);
// [Position.ParseMove] reads it as the mantri or gajah of the position's
// rules. Errors are *core.ParseError wrapping core.ErrSyntax.
func ParseCoord(s string) (core.Move, error) {
	const op = "chator.ParseCoord"
	m, err := notate.ParseCoord(op, s, strongAlphabet)
	if err != nil {
		return m, err
	}
	onBoard := board8.OnBoard(m.From()) && board8.OnBoard(m.To()) && (m.Removal() == core.NoSquare || board8.OnBoard(m.Removal()))
	if m.IsDrop() || m.IsPass() || !onBoard {
		return core.Move{}, &core.ParseError{Op: op, Input: s, Offset: 0, Msg: "not a main chator move (want such as e2e4, b8b7n or e5d6xe6)", Err: core.ErrSyntax}
	}
	return m, nil
}

// underRules returns m with a promotion to the strong mantri or gajah
// changed to the kinds of rules r (the weak ones under Weak pieces).
func underRules(m core.Move, r *Rules) core.Move {
	if r.Pieces != Weak {
		return m
	}
	switch m.Promotion() {
	case Mantri:
		m = core.NewPromotion(m.From(), m.To(), WeakMantri).WithRemoval(m.Removal())
	case Gajah:
		m = core.NewPromotion(m.From(), m.To(), WeakGajah).WithRemoval(m.Removal())
	}
	return m
}

// MoveText returns the legal move m in coordinate notation.
func (p *Position) MoveText(m core.Move) string { return FormatMove(m) }

// ParseMove reads a move in coordinate notation (see [ParseCoord]) and
// checks it is legal here. Errors are *core.MoveError wrapping
// core.ErrSyntax, core.ErrIllegalMove (with the rule that forbids it),
// core.ErrGameOver, or core.ErrIllegalPosition for the zero Position.
func (p *Position) ParseMove(s string) (core.Move, error) {
	const op = "chator.Position.ParseMove"
	if !p.valid() {
		return core.Move{}, &core.MoveError{Op: op, Move: s, Position: p.FEN(), Msg: errZero, Err: core.ErrIllegalPosition}
	}
	m, err := ParseCoord(s)
	if err != nil {
		msg := "want coordinate notation such as e2e4, b8b7n or e5d6xe6"
		var pe *core.ParseError
		if errors.As(err, &pe) && pe.Msg != "" {
			msg = pe.Msg + " (" + msg + ")"
		}
		return core.Move{}, &core.MoveError{Op: op, Move: s, Position: p.FEN(), Msg: msg, Err: core.ErrSyntax}
	}
	m = underRules(m, &p.rules)
	if !p.IsLegal(m) {
		e := p.moveError(op, m).(*core.MoveError)
		e.Move = s
		return core.Move{}, e
	}
	return m, nil
}

// sanView is the position as notation's SAN functions see it: without
// the en-passant captures that remove the blocking pawn, which SAN writes
// by adding the removed square to the text of the ordinary capture.
type sanView struct{ p *Position }

// At returns the piece on sq; on the en-passant square it returns the
// pawn that double-stepped past it, so that SAN sees the en-passant
// capture as a capture ("exd6").
func (v sanView) At(sq core.Square) core.Piece {
	if sq == v.p.EnPassant() {
		return core.MakePiece(v.p.Side().Other(), Bidak)
	}
	return v.p.At(sq)
}

func (v sanView) CheckAfter(m core.Move) (check, mate bool) { return v.p.CheckAfter(m) }

func (v sanView) AppendLegalMoves(dst []core.Move) []core.Move {
	n := len(dst)
	dst = v.p.AppendLegalMoves(dst)
	out := dst[:n]
	for _, m := range dst[n:] {
		if m.Removal() == core.NoSquare {
			out = append(out, m)
		}
	}
	return out
}

// SAN returns the legal move m in SAN-like text: "Nc3", "exd6", "b7=N",
// "a8=R", "Kf3" (a king's leap or jump is written as a king move), "Rxg8+",
// "Ma7#"; the en-passant capture that removes the blocking pawn adds "x"
// and its square to the ordinary capture's text: "exd6xe6".
//
// The zero move is "0000"; a move that is not on the board (or any move
// of the zero Position) is its coordinate text.
func (p *Position) SAN(m core.Move) string {
	if m.IsZero() {
		return "0000"
	}
	if !p.plausible(m) {
		return FormatMove(m)
	}
	alpha := p.rules.alphabet()
	if r := m.Removal(); r != core.NoSquare {
		plain := core.NewMove(m.From(), m.To())
		b := notate.AppendSAN(nil, sanView{p}, alpha, plain)
		for len(b) > 0 && (b[len(b)-1] == '+' || b[len(b)-1] == '#') {
			b = b[:len(b)-1]
		}
		b = append(b, 'x')
		b = r.AppendTo(b)
		if check, mate := p.CheckAfter(m); mate {
			b = append(b, '#')
		} else if check {
			b = append(b, '+')
		}
		return string(b)
	}
	return notate.SAN(sanView{p}, alpha, m)
}

// ParseSAN reads strict SAN-like text: exactly what [Position.SAN]
// writes, with the check marks optional. Errors are *core.MoveError
// wrapping core.ErrSyntax, core.ErrIllegalMove or core.ErrAmbiguousMove.
func (p *Position) ParseSAN(s string) (core.Move, error) {
	return p.parseSAN("chator.Position.ParseSAN", s, true)
}

// ParseLenient reads a move in any common spelling: SAN with or without
// "x", "=" and check marks, with extra disambiguation, or coordinate
// notation.
func (p *Position) ParseLenient(s string) (core.Move, error) {
	return p.parseSAN("chator.Position.ParseLenient", s, false)
}

func (p *Position) parseSAN(op, s string, strict bool) (core.Move, error) {
	if !p.valid() {
		return core.Move{}, &core.MoveError{Op: op, Move: s, Position: p.FEN(), Msg: errZero, Err: core.ErrIllegalPosition}
	}
	if o := p.Outcome(); o.IsOver() {
		return core.Move{}, &core.MoveError{Op: op, Move: s, Position: p.FEN(), Msg: "the game has ended: " + o.String(), Err: core.ErrGameOver}
	}
	if !strict {
		// Exact SAN first: "B7b6" (a gajah from the 7th rank) is also the
		// coordinates b7b6 in the lenient coordinate reader.
		if m, err := notate.ParseSAN(op, sanView{p}, p.rules.alphabet(), s, true); err == nil {
			return m, nil
		}
		if m, err := ParseCoord(trimMarks(s)); err == nil {
			if m = underRules(m, &p.rules); p.IsLegal(m) {
				return m, nil
			}
		}
	}
	// The blocker-removing en passant: the ordinary capture's text, "x"
	// and the removed square.
	t := trimMarks(s)
	if n := len(t); n >= 5 && t[n-3] == 'x' && t[n-4] >= '1' && t[n-4] <= '8' {
		if sq, k := core.ScanSquare(t[n-2:]); k == 2 && board8.OnBoard(sq) {
			prefix := t[:n-3]
			for m := range p.LegalMoves() {
				if m.Removal() != sq {
					continue
				}
				if strict && trimMarks(p.SAN(m)) == t ||
					!strict && prefix[0] == byte('a'+m.From().File()) && strings.HasSuffix(prefix, m.To().String()) {
					return m, nil
				}
			}
		}
	}
	m, err := notate.ParseSAN(op, sanView{p}, p.rules.alphabet(), s, strict)
	if err != nil {
		e := err.(*core.MoveError)
		e.Position = p.FEN()
		return core.Move{}, e
	}
	return m, nil
}

func trimMarks(s string) string {
	for len(s) > 0 && (s[len(s)-1] == '+' || s[len(s)-1] == '#' || s[len(s)-1] == '!' || s[len(s)-1] == '?') {
		s = s[:len(s)-1]
	}
	return s
}

// Perft counts the leaf nodes of the legal-move tree to depth (bulk
// counted at the last ply). p is unchanged.
func (p *Position) Perft(depth int) uint64 {
	q := *p
	return core.Perft(&q, depth)
}

// Divide returns the perft count below each legal move.
func (p *Position) Divide(depth int) []core.DivideEntry {
	q := *p
	return core.Divide(&q, depth)
}
