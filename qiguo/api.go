package qiguo

import (
	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/ruletext"
)

var _ core.Position = (*Position)(nil)

// Variant returns "qiguo", the game's name in the registry.
func (p *Position) Variant() string { return "qiguo" }

// RuleSet returns the rules' text form, p.Rules().String() (such as
// "default" or "default Alliances=Qin+Han,Chu+Wei,Qi+Yan,Zhao"); [ParseRules]
// reads it back.
func (p *Position) RuleSet() string { return p.rules.String() }

// Geometry returns the board's size: 19x19 points (QG-1).
func (p *Position) Geometry() core.Geometry { return geometry }

// Sides returns 7, the number of states (QG-3).
func (p *Position) Sides() int { return NumStates }

// SideName returns the name of the state on seat c under the rules'
// naming ("Qin", "Han", ...; see [Rules.StateName]), or "" if c is not a
// state.
func (p *Position) SideName(c core.Color) string { return p.rules.StateName(c) }

// PieceName returns the name of pc's kind in the game's words, lower case
// and without its state: "general", "pian", "bi", "bow", "crossbow",
// "dao", "sword", "cannon", "horseman", "go-between", "zhou"; "" for a kind
// the game does not use.
func (p *Position) PieceName(pc core.Piece) string {
	if pc.Kind() == Zhou {
		return "zhou"
	}
	if ruleOf(pc.Kind()) == "QG-2" {
		return ""
	}
	return pieceName(pc.Kind())
}

// King returns the point of state c's general (as [Position.At] colours
// pieces), or core.NoSquare if it has none on the board. Under
// ElephantChessBookkeeping a state may own several generals (QG-17's
// transfers); King returns the first in point order (a1, b1, ...).
func (p *Position) King(c core.Color) core.Square {
	best := core.NoSquare
	if c >= NumStates || p.round == 0 {
		return best
	}
	for a := range core.Color(NumStates) {
		if p.bk.key[a] != c {
			continue
		}
		for _, cell := range p.list[a][:p.n[a]] {
			if p.cells[cell].Kind() == General {
				if sq := squareOf(int(cell)); best == core.NoSquare || sq < best {
					best = sq
				}
			}
		}
	}
	return best
}

// AppendAttackers appends the points of the pieces state by moves (its
// own army and the armies it controls) that attack sq, that is could
// capture a piece of an enemy state standing there by the capture rules
// (the cannon over exactly one screen, QG-12; the horseman along its
// path, QG-13; the go-between never, QG-14), in point order (a1, b1, ...),
// and returns the extended slice. Nothing attacks the Zhou's point (QG-2)
// or a point off the board, and a state none of whose pieces could
// capture anything (all the others are its player's, QG-21) attacks
// nothing. It does not allocate when dst has room.
func (p *Position) AppendAttackers(dst []core.Square, sq core.Square, by core.Color) []core.Square {
	if by >= NumStates || p.round == 0 || !geometry.Contains(sq) || sq == ZhouSquare || p.bk.foe[by] == 0 {
		return dst // no enemy state could stand there
	}
	n := len(dst)
	for armies := p.bk.move[by]; armies != 0; armies &= armies - 1 {
		a := lowBit(armies)
		for _, cell := range p.list[a][:p.n[a]] {
			if p.attacks(int(cell), sq) {
				dst = append(dst, squareOf(int(cell)))
			}
		}
	}
	// insertion sort of the appended part into point order
	for i := n + 1; i < len(dst); i++ {
		for j := i; j > n && dst[j] < dst[j-1]; j-- {
			dst[j], dst[j-1] = dst[j-1], dst[j]
		}
	}
	return dst
}

// attacks reports whether the piece on cell from could capture an enemy
// piece on sq.
func (p *Position) attacks(from int, sq core.Square) bool {
	fsq := squareOf(from)
	df, dr := sq.File()-fsq.File(), sq.Rank()-fsq.Rank()
	if df == 0 && dr == 0 {
		return false
	}
	adf, adr := abs(df), abs(dr)
	dist := max(adf, adr)
	ortho := df == 0 || dr == 0
	diag := adf == adr
	step := sign(df) + sign(dr)*stride
	// clear returns the number of pieces strictly between from and sq
	// along a line.
	between := func() int {
		k := 0
		for c := from + step; c != cellOf(sq); c += step {
			if p.cells[c] != core.NoPiece {
				k++
			}
		}
		return k
	}
	switch p.cells[from].Kind() {
	case General:
		return (ortho || diag) && between() == 0
	case Pian:
		return ortho && between() == 0
	case Bi:
		return diag && between() == 0
	case Bow:
		return (ortho || diag) && dist <= 4 && between() == 0
	case Crossbow:
		return (ortho || diag) && dist <= 5 && between() == 0
	case Dao:
		return diag && dist == 1
	case Sword:
		return ortho && dist == 1
	case Cannon:
		return ortho && between() == 1
	case Horseman:
		if ortho && dist == 1 {
			return !p.rules.HorsemanMustTurn
		}
		to := cellOf(sq)
		for i, d := range orthoSteps {
			first := from + d
			if p.cells[first] != core.NoPiece {
				continue
			}
			for _, dd := range horseDiags[i] {
				c := first
				for range 3 {
					c += dd
					if c == to {
						return true
					}
					if p.cells[c] != core.NoPiece {
						break
					}
				}
			}
		}
	}
	return false
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

// IsCapture reports whether the legal move m takes a piece: whether its
// target point is occupied (a legal move never lands on a friendly piece).
// It is false for passes, actions and anything that is not a move on the
// board.
func (p *Position) IsCapture(m core.Move) bool {
	if m.IsZero() || m.IsPass() || m.Action() != core.NoAction || m.IsDrop() || !geometry.Contains(m.From()) || !geometry.Contains(m.To()) {
		return false
	}
	q := p.cells[cellOf(m.To())]
	return q != core.NoPiece && q != ZhouPiece
}

// GivesCheck reports false: there is no check in Qi Guo (QG-15).
func (p *Position) GivesCheck(m core.Move) bool { return false }

// Clone returns an independent copy of the position.
func (p *Position) Clone() core.Position {
	q := *p
	return &q
}

// Equal reports whether p and q are the same game state under the same
// rules: the pieces as [Position.At] gives them, the state to move, the
// round, the tallies (with the order of the latest captures that
// DefeatByTotalLosses reads), and the defeats and resignations; everything
// the position string and the rules carry, and nothing derived from them
// (the hash, the order of the piece lists).
func (p *Position) Equal(q Position) bool {
	if p.rules != q.rules || p.side != q.side || p.Round() != q.Round() ||
		p.bk.by != q.bk.by || p.bk.tally != q.bk.tally || p.bk.recent != q.bk.recent {
		return false
	}
	for sq := range geometry.Squares() {
		if p.At(sq) != q.At(sq) {
			return false
		}
	}
	return true
}

// AppendText implements encoding.TextAppender: it appends the position's
// text form, the rules' text form ([Rules.String]), '|', and the position
// string ([Position.FEN]), such as
//
//	default Alliances=Qin+Han,Chu+Wei,Qi+Yan,Zhao|<position string>
//
// so that the rules, options and seating travel with the position. The
// zero Position's text form is "default|" and its position string, as in
// every game package, and reads back as the zero Position.
func (p *Position) AppendText(b []byte) ([]byte, error) {
	if p.round == 0 {
		b = append(b, "default|"...)
		return p.AppendFEN(b), nil
	}
	b, err := p.rules.AppendText(b)
	if err != nil {
		return b, err
	}
	b = append(b, '|')
	return p.AppendFEN(b), nil
}

// MarshalText implements encoding.TextMarshaler with [Position.AppendText];
// through it a Position is a JSON string.
func (p Position) MarshalText() ([]byte, error) { return p.AppendText(nil) }

// UnmarshalText implements encoding.TextUnmarshaler: it reads the text
// form of [Position.AppendText], or a bare position string (no '|') under
// the receiver's current rules (Default for the zero Position), the way
// [ParseRules] and [ParseFEN] read them. Empty text makes the zero
// Position, and so does the zero Position's text form. On error p is
// unchanged.
func (p *Position) UnmarshalText(text []byte) error {
	if len(text) == 0 || isZeroText(text) {
		*p = Position{}
		return nil
	}
	return ruletext.UnmarshalPosition(p, text, p.Rules(), ParseRules, ParseFEN)
}

// isZeroText reports whether text is the zero Position's text form.
func isZeroText(text []byte) bool {
	var zero Position
	b, _ := zero.AppendText(make([]byte, 0, 512))
	return string(text) == string(b)
}
