// Package notate is the text plumbing the games' packages share: the
// board and hand fields of FEN-like position strings and the standard FEN
// fields ([SplitFEN], [AppendFENTail]), coordinate move text
// ([ParseCoord], [AppendCoord]), and SAN-like move text with strict and
// lenient parsing over a [SANBoard]. Programs call the games' own
// functions and methods (makruk.ParseFEN, Position.MoveText,
// Position.ParseSAN, ...), which build their dialects on these pieces.
// Every parser here returns a [*core.ParseError] (the SAN reader a
// [*core.MoveError]) wrapping a core sentinel and never panics, whatever
// its input.
package notate

import (
	"strconv"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/quote"
)

// A Placement is a square of a parsed board field with its piece.
type Placement struct {
	Square   core.Square
	Piece    core.Piece
	Promoted bool // the letter was followed by '~' (Fairy-Stockfish's mark of a promoted piece)
}

// ParseBoard reads a FEN board field for a two-player game on geometry g:
// ranks from the last to the first separated by '/', each a run of piece
// letters of alphabet a (upper case for White) and decimal counts of empty
// squares (several digits allowed), a letter optionally followed by '~'.
// It returns the pieces found. Errors are *core.ParseError with Op op,
// Field "board" and the offset in field.
func ParseBoard(op, field string, g core.Geometry, a *core.Alphabet) ([]Placement, error) {
	var out []Placement
	fail := func(off int, msg string) ([]Placement, error) {
		return nil, &core.ParseError{Op: op, Input: field, Field: "board", Offset: off, Msg: msg, Err: core.ErrSyntax}
	}
	rank, file := g.Ranks-1, 0
	for i := 0; i < len(field); i++ {
		c := field[i]
		switch {
		case c == '/':
			if file != g.Files {
				return fail(i, "rank "+strconv.Itoa(rank+1)+" has "+strconv.Itoa(file)+" squares, want "+strconv.Itoa(g.Files))
			}
			if rank == 0 {
				return fail(i, "more than "+strconv.Itoa(g.Ranks)+" ranks")
			}
			rank, file = rank-1, 0
		case c >= '1' && c <= '9':
			n := 0
			for i < len(field) && field[i] >= '0' && field[i] <= '9' {
				n = n*10 + int(field[i]-'0')
				if n > g.Files {
					return fail(i, "too many empty squares in rank "+strconv.Itoa(rank+1))
				}
				i++
			}
			i--
			file += n
			if file > g.Files {
				return fail(i, "rank "+strconv.Itoa(rank+1)+" is longer than "+strconv.Itoa(g.Files)+" squares")
			}
		case c == '~':
			if len(out) == 0 || out[len(out)-1].Promoted || i == 0 || field[i-1] == '~' || !isLetter(field[i-1]) {
				return fail(i, "'~' must follow a piece letter")
			}
			out[len(out)-1].Promoted = true
		default:
			p := a.Piece(c)
			if p == core.NoPiece {
				return fail(i, "unknown piece letter "+quote.RuneAt(field, i))
			}
			if file >= g.Files {
				return fail(i, "rank "+strconv.Itoa(rank+1)+" is longer than "+strconv.Itoa(g.Files)+" squares")
			}
			out = append(out, Placement{Square: core.SquareAt(file, rank), Piece: p})
			file++
		}
	}
	if rank != 0 || file != g.Files {
		if rank != 0 {
			return fail(len(field), "only "+strconv.Itoa(g.Ranks-rank)+" ranks, want "+strconv.Itoa(g.Ranks))
		}
		return fail(len(field), "rank 1 has "+strconv.Itoa(file)+" squares, want "+strconv.Itoa(g.Files))
	}
	return out, nil
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// AppendBoard appends the FEN board field of a two-player position on
// geometry g to b; at returns the piece on each square and promoted says
// whether to mark a piece with '~' (nil for never).
func AppendBoard(b []byte, g core.Geometry, a *core.Alphabet, at func(core.Square) core.Piece, promoted func(core.Square) bool) []byte {
	for r := g.Ranks - 1; r >= 0; r-- {
		empty := 0
		for f := 0; f < g.Files; f++ {
			sq := core.SquareAt(f, r)
			p := at(sq)
			if p == core.NoPiece {
				empty++
				continue
			}
			if empty > 0 {
				b = strconv.AppendInt(b, int64(empty), 10)
				empty = 0
			}
			b = append(b, a.PieceLetter(p))
			if promoted != nil && promoted(sq) {
				b = append(b, '~')
			}
		}
		if empty > 0 {
			b = strconv.AppendInt(b, int64(empty), 10)
		}
		if r > 0 {
			b = append(b, '/')
		}
	}
	return b
}

// ParseHand reads the pieces in a hand field such as "KFRRSSNNkfrrssnn"
// (without brackets; letters of alphabet a, upper case White, in any
// order) and returns how many of each piece it holds, indexed by
// core.Piece. offset is where the field starts in input, for errors.
func ParseHand(op, input string, offset int, field string, a *core.Alphabet) (counts map[core.Piece]int, err error) {
	counts = map[core.Piece]int{}
	for i := 0; i < len(field); i++ {
		p := a.Piece(field[i])
		if p == core.NoPiece {
			return nil, &core.ParseError{Op: op, Input: input, Field: "hand", Offset: offset + i, Msg: "unknown piece letter " + quote.RuneAt(field, i), Err: core.ErrSyntax}
		}
		counts[p]++
	}
	return counts, nil
}

// Fields splits a position string into its space-separated fields and
// returns them with the byte offset of each.
func Fields(s string) (fields []string, offsets []int) {
	for i := 0; i < len(s); {
		for i < len(s) && s[i] == ' ' {
			i++
		}
		if i == len(s) {
			break
		}
		j := i
		for j < len(s) && s[j] != ' ' {
			j++
		}
		fields = append(fields, s[i:j])
		offsets = append(offsets, i)
		i = j
	}
	return fields, offsets
}

// MaxCounter is the largest counter a FEN may hold (18 digits): the
// half-move clock and move number of any game that can be played, with a
// move a second for thirty billion years, fit far below it. A position
// read with a counter at the bound keeps it there: the games' counters
// saturate (see [Saturate]), so that every value play reaches writes and
// reads back.
const MaxCounter = 999_999_999_999_999_999

// MaxCounterInt is the largest counter [ParseUint] reads: [MaxCounter]
// where int has 64 bits, 999,999,999 where it has 32.
const MaxCounterInt int = 999_999_999 + (MaxCounter-999_999_999)*(strconv.IntSize/64)

// Saturate returns n, or [MaxCounterInt] if n is larger: a counter as the
// games show and write it. Their positions count on past the bound (so
// that unmaking a move restores the count), and show the count saturated,
// so that a FEN read with a counter at its bound and played on writes a
// FEN that reads back to the same.
func Saturate(n int) int { return min(n, MaxCounterInt) }

// maxDigits is the most digits ParseUint reads: 18 with a 64-bit int.
const maxDigits = 9 + 9*(strconv.IntSize/64)

// ParseUint reads a decimal number of at most 18 digits (at most
// [MaxCounter]; 9 digits where int has 32 bits), as FEN counters are; ok is
// false for anything else.
func ParseUint(s string) (n int, ok bool) {
	if len(s) == 0 || len(s) > maxDigits {
		return 0, false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, false
		}
		n = n*10 + int(s[i]-'0')
	}
	return n, true
}
