// Package notation is what programs call to read, write and show games:
// game records in PGN, read as a stream ([PGNReader], [NewPGNReader]) and
// written ([AppendPGN]), with their tags ([Record], [Tag]) and
// [PGNStyle] for games that are not two-player chess (Qi Guo's seven
// states moving in rounds); and text diagrams of any board
// ([AppendDiagram], [AppendPieceDiagram], [Figurine], [Letters]).
//
// The games' packages turn a [Record] into a game and back
// (makruk.ReadRecord, makruk.NewRecord and so on) and draw their positions
// with these diagrams (Position.Diagram). The readers return a
// [*core.ParseError] wrapping a core sentinel and never panic, whatever
// their input.
package notation

import (
	"strconv"

	"github.com/chaturanga-go/chaturanga/core"
)

// AppendDiagram appends a text diagram of a board of geometry g to dst:
// the last rank at the top, rank numbers on the left, file letters below,
// one cell per square with the text cell returns for it (such as "K", "."
// or "將"). Cells are padded to the widest one; East Asian wide characters
// count as two columns, so Chinese piece names line up in a terminal.
func AppendDiagram(dst []byte, g core.Geometry, cell func(core.Square) string) []byte {
	width := 1
	for sq := range g.Squares() {
		width = max(width, textWidth(cell(sq)))
	}
	numWidth := len(strconv.Itoa(g.Ranks))
	for r := g.Ranks - 1; r >= 0; r-- {
		n := strconv.Itoa(r + 1)
		dst = appendSpaces(dst, numWidth-len(n))
		dst = append(dst, n...)
		dst = append(dst, ' ')
		for f := 0; f < g.Files; f++ {
			c := cell(core.SquareAt(f, r))
			dst = append(dst, ' ')
			dst = append(dst, c...)
			if f < g.Files-1 {
				dst = appendSpaces(dst, width-textWidth(c))
			}
		}
		dst = append(dst, '\n')
	}
	dst = appendSpaces(dst, numWidth+1)
	for f := 0; f < g.Files; f++ {
		dst = append(dst, ' ', byte('a'+f))
		if f < g.Files-1 {
			dst = appendSpaces(dst, width-1)
		}
	}
	return append(dst, '\n')
}

// appendSpaces appends n spaces (none for n <= 0).
func appendSpaces(dst []byte, n int) []byte {
	for ; n > 0; n-- {
		dst = append(dst, ' ')
	}
	return dst
}

// textWidth returns the columns s takes in a terminal.
func textWidth(s string) int {
	w := 0
	for _, r := range s {
		w++
		if isWide(r) {
			w++
		}
	}
	return w
}

func isWide(r rune) bool {
	return r >= 0x1100 && (r <= 0x115F || r >= 0x2E80 && r <= 0xA4CF || r >= 0xAC00 && r <= 0xD7A3 ||
		r >= 0xF900 && r <= 0xFAFF || r >= 0xFE30 && r <= 0xFE4F || r >= 0xFF00 && r <= 0xFF60 ||
		r >= 0xFFE0 && r <= 0xFFE6 || r >= 0x20000 && r <= 0x3FFFD)
}

// Figurine returns the Unicode chess symbol of a two-player piece, for
// diagrams of the 8x8 games (white symbols for White). Kinds without a chess
// counterpart take the symbol of the piece that moves most like them
// (the ferz the queen's, the silver and the alfil the bishop's).
func Figurine(p core.Piece) string {
	var w, b string
	switch p.Kind() {
	case core.King:
		w, b = "♔", "♚"
	case core.Queen, core.Ferz:
		w, b = "♕", "♛"
	case core.Rook:
		w, b = "♖", "♜"
	case core.Bishop, core.Silver, core.Alfil:
		w, b = "♗", "♝"
	case core.Knight:
		w, b = "♘", "♞"
	case core.Pawn:
		w, b = "♙", "♟"
	default:
		return "?"
	}
	if p.Color() == core.Black {
		return b
	}
	return w
}

// AppendPieceDiagram appends a diagram (see AppendDiagram) of a board on
// which at gives the piece of each square: symbol names a piece, empty
// marks an empty square.
func AppendPieceDiagram(dst []byte, g core.Geometry, at func(core.Square) core.Piece, symbol func(core.Piece) string, empty string) []byte {
	return AppendDiagram(dst, g, func(sq core.Square) string {
		if pc := at(sq); pc != core.NoPiece {
			return symbol(pc)
		}
		return empty
	})
}

// Letters returns a symbol function for AppendPieceDiagram that writes a
// piece's FEN letter in alphabet a (upper case White).
func Letters(a *core.Alphabet) func(core.Piece) string {
	return func(p core.Piece) string { return string(a.PieceLetter(p)) }
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
