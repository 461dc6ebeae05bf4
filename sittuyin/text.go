package sittuyin

import (
	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/movetext"
	"github.com/chaturanga-go/chaturanga/internal/notate"
)

// text is the move text this game shares with the other 8x8 games.
var text = &movetext.Game{Name: "sittuyin", Alphabet: Alphabet, Drops: true, Examples: "e3e4, R@a1 or e5e5f", CheckRule: "ST-16"}

// FormatMove returns m in coordinate notation, as Fairy-Stockfish and the
// library's tools write it: "e3e4"; a placement "R@a1" (upper-case letter
// for both sides); a promotion in place "e5e5f" or, under Pychess, onto a
// diagonal neighbour "d5c4f".
func FormatMove(m core.Move) string { return notate.Coord(m, Alphabet) }

// AppendMove appends m in coordinate notation to b: the allocation-free
// form of FormatMove.
func AppendMove(b []byte, m core.Move) []byte { return notate.AppendCoord(b, m, Alphabet) }

// ParseCoord reads a move in coordinate notation ("e3e4", "R@a1", "r@a8",
// "e5e5f", "d5c4f") without a position, so without checking that it is
// legal. Errors are *core.ParseError wrapping core.ErrSyntax.
func ParseCoord(s string) (core.Move, error) {
	return text.ParseCoord(s)
}

// MoveText returns the legal move m in coordinate notation.
func (p *Position) MoveText(m core.Move) string { return FormatMove(m) }

// ParseMove reads a move in coordinate notation and checks it is legal
// here. Errors are *core.MoveError wrapping core.ErrSyntax,
// core.ErrIllegalMove (with the rule that forbids it) or core.ErrGameOver.
func (p *Position) ParseMove(s string) (core.Move, error) {
	return text.ParseMove(p, s, p.moveError)
}

// SAN returns the legal move m in SAN-like text as Fairy-Stockfish writes
// it: "Nd2", "exd5", "Rfd8+", a placement "R@e1", a promotion in place
// "a4=F", a diagonal promotion (Pychess) "a5b4=F", "Rxh5#".
func (p *Position) SAN(m core.Move) string { return notate.SAN(p, Alphabet, m) }

// ParseSAN reads strict SAN-like text: exactly what [Position.SAN]
// writes, with the check marks optional. Errors are *core.MoveError
// wrapping core.ErrSyntax, core.ErrIllegalMove or core.ErrAmbiguousMove.
func (p *Position) ParseSAN(s string) (core.Move, error) {
	return text.ParseSAN(p, "ParseSAN", s, true, p.moveError)
}

// ParseLenient reads a move in any common spelling: SAN with or without
// "x", "=" and check marks, with extra disambiguation, lower-case
// placement letters, or coordinate notation.
func (p *Position) ParseLenient(s string) (core.Move, error) {
	return text.ParseSAN(p, "ParseLenient", s, false, p.moveError)
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
