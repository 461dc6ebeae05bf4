package notate

import (
	"strconv"
	"strings"

	"github.com/chaturanga-go/chaturanga/core"
)

// FENFields is a two-player FEN split into its fields, the common part of
// the 8x8 games' FEN dialects: the board (with a hand in brackets where the
// game has one), the side to move, castling, en passant, the half-move
// clock, the move number, and any extension fields after them. The games
// check the fields that mean something particular to them and build their
// positions from the rest.
type FENFields struct {
	Board     []Placement
	Hand      string // the letters between the brackets after the board ("" if none)
	HasHand   bool   // the board was followed by brackets
	Side      core.Color
	Castling  string // "-" when absent
	EnPassant string // "-" when absent
	Halfmove  int
	Fullmove  int      // at least 1
	Extra     []string // the fields after the sixth, or named fields (see FENOptions)

	op, input string
	offsets   []int // byte offset of each field; index 6+ for Extra
	handOff   int
}

// FENOptions say which liberties a dialect takes.
type FENOptions struct {
	// Hand allows "[...]" after the board (Sittuyin).
	Hand bool
	// MaxExtra is how many fields after the sixth are allowed.
	MaxExtra int
	// NamedExtra makes every field containing '=' an extension field,
	// wherever it stands (Main Chator's "moved=d1"); the standard fields
	// are then the ones before the first such field.
	NamedExtra bool
}

// The field numbers of FENFields.Error.
const (
	FieldBoard = iota
	FieldSide
	FieldCastling
	FieldEnPassant
	FieldHalfmove
	FieldFullmove
	FieldExtra // the first extension field; FieldExtra+i for the i-th
	FieldHand  = -1
)

var fieldNames = []string{"board", "side to move", "castling", "en passant", "half-move clock", "move number"}

// SplitFEN reads the fields of a FEN for a two-player game on geometry g
// with alphabet a. Only the board is required; missing fields read as a
// new game's ("w - - 0 1"). Errors are *core.ParseError values with Op op,
// naming the field and the offset, wrapping core.ErrSyntax.
func SplitFEN(op, s string, g core.Geometry, a *core.Alphabet, opt FENOptions) (*FENFields, error) {
	f := &FENFields{op: op, input: s, Castling: "-", EnPassant: "-", Fullmove: 1, handOff: -1}
	fields, offs := Fields(s)
	if len(fields) == 0 {
		return nil, f.Error(FieldBoard, "empty FEN", core.ErrSyntax)
	}
	var std []string
	for i, fl := range fields {
		if i > 0 && opt.NamedExtra && strings.Contains(fl, "=") || i >= FieldExtra {
			f.Extra = append(f.Extra, fl)
			continue
		}
		if len(f.Extra) > 0 {
			return nil, &core.ParseError{Op: op, Input: s, Field: "extension", Offset: offs[i], Msg: "a standard field after an extension field", Err: core.ErrSyntax}
		}
		std = append(std, fl)
	}
	f.offsets = append(append([]int(nil), offs[:len(std)]...), make([]int, FieldExtra-len(std))...)
	for i := len(std); i < FieldExtra; i++ {
		f.offsets[i] = len(s)
	}
	f.offsets = append(f.offsets, offs[len(std):]...)
	if len(f.Extra) > opt.MaxExtra {
		return nil, f.Error(FieldExtra+opt.MaxExtra, "too many fields", core.ErrSyntax)
	}
	board := std[0]
	if i := strings.IndexByte(board, '['); i >= 0 && opt.Hand {
		j := strings.IndexByte(board[i+1:], ']')
		if j < 0 || i+1+j != len(board)-1 || strings.IndexByte(board[i+1:], '[') >= 0 {
			f.handOff = offs[0] + i
			return nil, f.Error(FieldHand, "want the hand in brackets after the board, as [KSSFRRNNkssfrrnn]", core.ErrSyntax)
		}
		f.Hand, f.HasHand, f.handOff = board[i+1:len(board)-1], true, offs[0]+i+1
		board = board[:i]
	}
	placed, err := ParseBoard(op, board, g, a)
	if err != nil {
		pe := err.(*core.ParseError)
		return nil, &core.ParseError{Op: op, Input: s, Field: "board", Offset: offs[0] + pe.Offset, Msg: pe.Msg, Err: core.ErrSyntax}
	}
	f.Board = placed
	get := func(i int, def string) string {
		if i < len(std) {
			return std[i]
		}
		return def
	}
	switch get(FieldSide, "w") {
	case "w":
		f.Side = core.White
	case "b":
		f.Side = core.Black
	default:
		return nil, f.Error(FieldSide, "want w or b", core.ErrSyntax)
	}
	f.Castling, f.EnPassant = get(FieldCastling, "-"), get(FieldEnPassant, "-")
	var ok bool
	if f.Halfmove, ok = ParseUint(get(FieldHalfmove, "0")); !ok {
		return nil, f.Error(FieldHalfmove, "want a number of at most 18 digits", core.ErrSyntax)
	}
	if f.Fullmove, ok = ParseUint(get(FieldFullmove, "1")); !ok {
		return nil, f.Error(FieldFullmove, "want a number of at most 18 digits", core.ErrSyntax)
	}
	f.Fullmove = max(f.Fullmove, 1)
	return f, nil
}

// Error returns a *core.ParseError about field i of the FEN (a Field
// constant, or FieldExtra+n for the n-th extension field) wrapping err.
func (f *FENFields) Error(i int, msg string, err error) error {
	return f.ErrorAt(i, 0, msg, err)
}

// Offset returns the byte offset in the input of field i (a Field
// constant, or FieldExtra+n for the n-th extension field); a missing field
// is at the end of the input.
func (f *FENFields) Offset(i int) int {
	switch {
	case i == FieldHand:
		return f.handOff
	case i >= 0 && i < len(f.offsets):
		return f.offsets[i]
	}
	return len(f.input)
}

// ErrorAt is like Error with the offset moved delta bytes into the field
// (FieldHand: into the hand's letters).
func (f *FENFields) ErrorAt(i, delta int, msg string, err error) error {
	name := "extension"
	switch {
	case i == FieldHand:
		name = "hand"
	case i >= 0 && i < FieldExtra:
		name = fieldNames[i]
	}
	off := f.Offset(i)
	return &core.ParseError{Op: f.op, Input: f.input, Field: name, Offset: off + delta, Msg: msg, Err: err}
}

// AppendFENTail appends the fields after the board of a two-player FEN:
// side, castling, en passant, half-move clock and move number (saturated),
// each preceded by a space.
func AppendFENTail(b []byte, side core.Color, castling, enPassant string, halfmove, fullmove int) []byte {
	if side == core.Black {
		b = append(b, " b "...)
	} else {
		b = append(b, " w "...)
	}
	b = append(b, castling...)
	b = append(b, ' ')
	b = append(b, enPassant...)
	b = append(b, ' ')
	b = strconv.AppendInt(b, int64(Saturate(halfmove)), 10)
	b = append(b, ' ')
	return strconv.AppendInt(b, int64(Saturate(fullmove)), 10)
}
