package chator

import (
	"strings"

	"github.com/chaturanga-go/chaturanga/internal/notate"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/board8"
)

// alphabetOf returns an alphabet that has a letter for kind k: the weak
// one for the weak mantri and gajah, else the strong one.
func alphabetOf(k core.Kind) *core.Alphabet {
	if k == WeakMantri || k == WeakGajah {
		return WeakAlphabet
	}
	return StrongAlphabet
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
// "e5d6xe6") without a position, so without checking that it is legal;
// the promotion letter is read with the letters of rule set r. Errors are
// *core.ParseError wrapping core.ErrSyntax.
func ParseCoord(s string, r Rules) (core.Move, error) {
	const op = "chator.ParseCoord"
	m, err := notate.ParseCoord(op, s, r.Alphabet())
	if err != nil {
		return m, err
	}
	onBoard := board8.OnBoard(m.From()) && board8.OnBoard(m.To()) && (m.Removal() == core.NoSquare || board8.OnBoard(m.Removal()))
	if m.IsDrop() || m.IsPass() || !onBoard {
		return core.Move{}, &core.ParseError{Op: op, Input: s, Offset: 0, Msg: "not a main chator move (want such as e2e4, b8b7n or e5d6xe6)", Err: core.ErrSyntax}
	}
	return m, nil
}

// MoveText returns the legal move m in coordinate notation.
func (p *Position) MoveText(m core.Move) string { return FormatMove(m) }

// ParseMove reads a move in coordinate notation and checks it is legal
// here. Errors are *core.MoveError wrapping core.ErrSyntax,
// core.ErrIllegalMove (with the rule that forbids it) or core.ErrGameOver.
func (p *Position) ParseMove(s string) (core.Move, error) {
	const op = "chator.Position.ParseMove"
	m, err := ParseCoord(s, p.rules)
	if err != nil {
		return core.Move{}, &core.MoveError{Op: op, Move: s, Position: p.FEN(), Msg: "want coordinate notation such as e2e4, b8b7n or e5d6xe6", Err: core.ErrSyntax}
	}
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

func (v sanView) Side() core.Color { return v.p.Side() }

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
func (p *Position) SAN(m core.Move) string {
	alpha := p.rules.Alphabet()
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
	if o := p.Outcome(); o.IsOver() {
		return core.Move{}, &core.MoveError{Op: op, Move: s, Position: p.FEN(), Msg: "the game has ended: " + o.String(), Err: core.ErrGameOver}
	}
	if t := strings.TrimSpace(s); !strict && t != "" && (t[0] < 'A' || t[0] > 'Z') { // a capital is a SAN piece letter
		if m, err := ParseCoord(trimMarks(s), p.rules); err == nil && p.IsLegal(m) {
			return m, nil
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
	m, err := notate.ParseSAN(op, sanView{p}, p.rules.Alphabet(), s, strict)
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
