package shatranj

import (
	"slices"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/movetext"
	"github.com/chaturanga-go/chaturanga/internal/notate"
)

// text is the move text this game shares with the other 8x8 games.
var text = &movetext.Game{Name: "shatranj", Alphabet: alphabet, Examples: "e2e3 or a7a8q", CheckRule: "SH-8"}

// FormatMove returns m in coordinate notation, as Fairy-Stockfish and the
// library's tools write it: "e2e3", and with the promotion letter "a7a8q";
// the zero Move is "0000".
func FormatMove(m core.Move) string { return notate.Coord(m, alphabet) }

// AppendMove appends m in coordinate notation to b: the allocation-free
// form of [FormatMove].
func AppendMove(b []byte, m core.Move) []byte { return notate.AppendCoord(b, m, alphabet) }

// ParseCoord reads a move in coordinate notation ("e2e3", "a7a8q", and
// the common spellings "E2E3", "e2-e3", " e2 e3 ") without a position, so
// without checking that it is legal. Errors are *core.ParseError wrapping
// core.ErrSyntax.
func ParseCoord(s string) (core.Move, error) {
	return text.ParseCoord(s)
}

// MoveText returns the legal move m in coordinate notation.
func (p *Position) MoveText(m core.Move) string { return FormatMove(m) }

// ParseMove reads a move in coordinate notation (as [ParseCoord] takes it)
// and checks it is legal here. Errors are *core.MoveError wrapping
// core.ErrSyntax, core.ErrIllegalMove (with the rule that forbids it, as
// [Position.Play] explains it), core.ErrGameOver, or, in the zero
// Position, core.ErrIllegalPosition.
func (p *Position) ParseMove(s string) (core.Move, error) {
	if p.zero() {
		return core.Move{}, errZero("shatranj.Position.ParseMove")
	}
	return text.ParseMove(p, s, p.moveError)
}

// SAN returns the legal move m in SAN-like text as Fairy-Stockfish writes
// it: "Nf3", "bxa8=Q", "Qd2", "Rxd8+", "Ra7#"; the zero Move is "0000",
// and any other move that is not legal here is written in coordinates.
func (p *Position) SAN(m core.Move) string {
	if m.IsZero() || p.zero() {
		return FormatMove(m)
	}
	var buf [256]core.Move // made by the concrete type, it stays on the stack
	legal := p.AppendLegalMoves(buf[:0])
	if !slices.Contains(legal, m) { // IsLegal, with the moves listed once
		return FormatMove(m)
	}
	var text [32]byte
	return string(notate.AppendSANAmong(text[:0], p, alphabet, m, legal))
}

// LAN returns the legal move m in long algebraic notation, as
// python-chess's Board.lan and Fairy-Stockfish's LAN write it: the piece
// letter (none for a baidaq), the from-square, "x" for a capture or "-",
// the target, the promotion and the check mark: "Ng1-f3", "e2-e3",
// "b7xa8=Q", "Rd1xd8+", "Ra1-a7#". The zero Move is "0000", and any other
// move that is not legal here is written in coordinates.
// [Position.ParseLenient] reads it back.
func (p *Position) LAN(m core.Move) string { return string(p.AppendLAN(nil, m)) }

// AppendLAN appends [Position.LAN]'s text of m to b.
func (p *Position) AppendLAN(b []byte, m core.Move) []byte {
	if m.IsZero() || p.zero() || !p.IsLegal(m) {
		return AppendMove(b, m)
	}
	return notate.AppendLAN(b, p, alphabet, m)
}

// ParseSAN reads strict SAN-like text: exactly what [Position.SAN]
// writes, with the check marks optional. Errors are *core.MoveError
// wrapping core.ErrSyntax, core.ErrIllegalMove, core.ErrAmbiguousMove,
// core.ErrGameOver, or, in the zero Position, core.ErrIllegalPosition.
func (p *Position) ParseSAN(s string) (core.Move, error) {
	if p.zero() {
		return core.Move{}, errZero("shatranj.Position.ParseSAN")
	}
	var buf [256]core.Move // made by the concrete type, it stays on the stack
	return text.ParseSAN(p, p.AppendLegalMoves(buf[:0]), "ParseSAN", s, true, p.moveError)
}

// ParseLenient reads a move in any common spelling: SAN with or without
// "x", "=" and check marks, with extra disambiguation, or coordinate
// notation. Errors are as [Position.ParseSAN]'s.
func (p *Position) ParseLenient(s string) (core.Move, error) {
	if p.zero() {
		return core.Move{}, errZero("shatranj.Position.ParseLenient")
	}
	var buf [256]core.Move // made by the concrete type, it stays on the stack
	return text.ParseSAN(p, p.AppendLegalMoves(buf[:0]), "ParseLenient", s, false, p.moveError)
}

// LegalMovesSAN returns the SAN of each legal move ([Position.SAN]), in
// the order of [Position.LegalMoves], so that its i-th entry is the SAN of
// the i-th legal move, as ffish.js's legalMovesSan lists them. A finished
// game has none (an empty slice).
func (p *Position) LegalMovesSAN() []string { return notate.LegalSAN(p) }

// VariationSAN returns the SAN of the line moves played from p, numbered
// from p's move number as python-chess's Board.variation_san and
// ffish.js's variationSan write it: "1. e3 e6 2. Nf3", and from a position
// with Black to move "12...Nd7 13. Ke2". p is not changed; an
// empty line is "".
//
// A move of the line that cannot be played is an error: the
// *core.MoveError [Position.Play] gives, with the rule that forbids it,
// its message saying which move of the line it is ("move 3 of the line
// (2.): ...").
func (p *Position) VariationSAN(moves []core.Move) (string, error) {
	return notate.VariationSAN("shatranj.Position.VariationSAN", p, moves, notate.TwoPlayer(p.FullmoveNumber(), p.Side() == core.Black))
}

// Perft counts the leaf nodes of the legal-move tree to depth (bulk
// counted at the last ply; see [core.Perft]). p is unchanged.
func (p *Position) Perft(depth int) uint64 {
	q := *p
	return core.Perft(&q, depth)
}

// Divide returns the perft count below each legal move.
func (p *Position) Divide(depth int) []core.DivideEntry {
	q := *p
	return core.Divide(&q, depth)
}
