package core

import (
	"strconv"
	"strings"
)

// This file gives the core values their text forms for encoding (JSON,
// XML, databases): game-neutral words, read back exactly.

// AppendText implements [encoding.TextAppender] with [Color.String].
func (c Color) AppendText(b []byte) ([]byte, error) { return append(b, c.String()...), nil }

// MarshalText implements [encoding.TextMarshaler] with [Color.String]:
// "white", "black", "color 2" .. "color 6", "neutral" or "none".
func (c Color) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// UnmarshalText implements [encoding.TextUnmarshaler]: it reads what
// String writes ("color 0" and "color 1" are read as white and black),
// and the form earlier versions wrote, "side N" counted from 1 ("side 5"
// is Color(4)), so that stored text reads back as it was meant. Errors
// wrap ErrSyntax.
func (c *Color) UnmarshalText(text []byte) error {
	s := string(text)
	switch s {
	case "white":
		*c = White
		return nil
	case "black":
		*c = Black
		return nil
	case "neutral":
		*c = Neutral
		return nil
	case "none":
		*c = NoColor
		return nil
	}
	if n, ok := strings.CutPrefix(s, "color "); ok {
		if v, err := strconv.Atoi(n); err == nil && v >= 0 && v < MaxColors && strconv.Itoa(v) == n {
			*c = Color(v)
			return nil
		}
	}
	if n, ok := strings.CutPrefix(s, "side "); ok { // the 1-based form of earlier versions
		if v, err := strconv.Atoi(n); err == nil && v >= 1 && v <= MaxColors && strconv.Itoa(v) == n {
			*c = Color(v - 1)
			return nil
		}
	}
	return &ParseError{Op: "core.Color.UnmarshalText", Input: s, Offset: -1, Msg: "want white, black, color 0..6, neutral or none", Err: ErrSyntax}
}

// ParseKind returns the kind named by its English name ("ferz", "king",
// "go-between"; "none" is NoKind), or an error wrapping ErrUnknown.
func ParseKind(name string) (Kind, error) {
	for k := range NumKinds {
		if kindNames[k] == name {
			return k, nil
		}
	}
	return NoKind, &ParseError{Op: "core.ParseKind", Input: name, Offset: -1, Msg: "no such kind (want one of " + strings.Join(kindNames[:], ", ") + ")", Err: ErrUnknown}
}

// AppendText implements [encoding.TextAppender] with [Kind.String].
func (k Kind) AppendText(b []byte) ([]byte, error) { return append(b, k.String()...), nil }

// MarshalText implements [encoding.TextMarshaler] with [Kind.String].
func (k Kind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// UnmarshalText implements [encoding.TextUnmarshaler] with [ParseKind].
func (k *Kind) UnmarshalText(text []byte) error {
	v, err := ParseKind(string(text))
	if err != nil {
		return err
	}
	*k = v
	return nil
}

// AppendText implements [encoding.TextAppender] with [Piece.String].
func (p Piece) AppendText(b []byte) ([]byte, error) { return append(b, p.String()...), nil }

// MarshalText implements [encoding.TextMarshaler] with [Piece.String]:
// the colour and the kind ("black ferz", "color 2 cannon", "neutral zhou"),
// or "none".
func (p Piece) MarshalText() ([]byte, error) { return []byte(p.String()), nil }

// UnmarshalText implements [encoding.TextUnmarshaler]: it reads what
// String writes. Errors wrap ErrSyntax or ErrUnknown.
func (p *Piece) UnmarshalText(text []byte) error {
	s := string(text)
	if s == "none" {
		*p = NoPiece
		return nil
	}
	i := strings.LastIndexByte(s, ' ')
	if i < 0 {
		return &ParseError{Op: "core.Piece.UnmarshalText", Input: s, Offset: -1, Msg: "want a colour and a kind, such as \"black ferz\"", Err: ErrSyntax}
	}
	var c Color
	if err := c.UnmarshalText([]byte(s[:i])); err != nil || c == NoColor {
		return &ParseError{Op: "core.Piece.UnmarshalText", Input: s, Offset: 0, Msg: "want a colour", Err: ErrSyntax}
	}
	k, err := ParseKind(s[i+1:])
	if err != nil || k == NoKind {
		return &ParseError{Op: "core.Piece.UnmarshalText", Input: s, Offset: i + 1, Msg: "want a kind", Err: ErrUnknown}
	}
	*p = MakePiece(c, k)
	return nil
}

// AppendText implements [encoding.TextAppender] with [Move.String].
func (m Move) AppendText(b []byte) ([]byte, error) { return append(b, m.String()...), nil }

// MarshalText implements [encoding.TextMarshaler] with [Move.String]: a
// game-neutral coordinate form that names kinds by their English names
// ("e3e4", "d5c6=ferz", "rook@a1", "e5d6xe6", "pass", "count", "null").
// A game's own text (its letters) is its Position.MoveText.
func (m Move) MarshalText() ([]byte, error) { return []byte(m.String()), nil }

// UnmarshalText implements [encoding.TextUnmarshaler]: it reads what
// String writes. Errors wrap ErrSyntax or ErrUnknown.
func (m *Move) UnmarshalText(text []byte) error {
	v, err := parseMoveString(string(text))
	if err != nil {
		return err
	}
	*m = v
	return nil
}

func parseMoveString(s string) (Move, error) {
	fail := func(off int, msg string) (Move, error) {
		return Move{}, &ParseError{Op: "core.Move.UnmarshalText", Input: s, Offset: off, Msg: msg, Err: ErrSyntax}
	}
	switch s {
	case "null":
		return Move{}, nil
	case "pass":
		return NewPass(), nil
	}
	if a, ok := ParseAction(s); ok && a.String() == s {
		return NewAction(a), nil
	}
	if kind, sq, ok := strings.Cut(s, "@"); ok {
		k, err := ParseKind(kind)
		if err != nil || k == NoKind {
			return fail(0, "want a kind's name before '@'")
		}
		to, err := ParseSquare(sq)
		if err != nil {
			return fail(len(kind)+1, "want a square after '@'")
		}
		return NewDrop(k, to), nil
	}
	from, n := ScanSquare(s)
	if n == 0 {
		return fail(0, "want a from-square")
	}
	to, n2 := ScanSquare(s[n:])
	if n2 == 0 {
		return fail(n, "want a to-square")
	}
	i := n + n2
	m := NewMove(from, to)
	rest := s[i:]
	removal := ""
	if j := strings.IndexByte(rest, 'x'); j >= 0 {
		rest, removal = rest[:j], rest[j+1:]
	}
	if rest != "" {
		kind, ok := strings.CutPrefix(rest, "=")
		k, err := ParseKind(kind)
		if !ok || err != nil || k == NoKind {
			return fail(i, "want '=' and a kind's name")
		}
		m = NewPromotion(from, to, k)
	}
	if removal != "" {
		sq, err := ParseSquare(removal)
		if err != nil {
			return fail(len(s)-len(removal), "want a square after 'x'")
		}
		m = m.WithRemoval(sq)
	} else if strings.HasSuffix(s, "x") {
		return fail(len(s), "want a square after 'x'")
	}
	return m, nil
}
