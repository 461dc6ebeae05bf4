package core

import (
	"iter"
	"strconv"
)

// MaxFiles and MaxRanks bound every board the library knows: Qi Guo's
// 19x19 points are the largest.
const (
	MaxFiles = 19
	MaxRanks = 19
)

// A Square names one square (or, on Qi Guo's board, one point) by its file
// and rank, independent of the board it is on. Files count from 0 (file a)
// on the first player's left, ranks from 0 (rank 1) on the first player's
// side.
//
// A Square is a small comparable value: == works and it can be a map key.
// The zero value is a1. [NoSquare] stands for "no square" (the origin of a
// drop, an absent en-passant square).
type Square uint16

// NoSquare is the Square that names no square. Its String is "-".
const NoSquare Square = 0xFFFF

const fileBits = 5

// SquareAt returns the square on the given zero-based file and rank, or
// NoSquare if either lies outside 0..18.
func SquareAt(file, rank int) Square {
	if uint(file) >= MaxFiles || uint(rank) >= MaxRanks {
		return NoSquare
	}
	return Square(rank<<fileBits | file)
}

// File returns the zero-based file of s (0 is file a). It is meaningless
// for NoSquare.
func (s Square) File() int { return int(s & (1<<fileBits - 1)) }

// Rank returns the zero-based rank of s (0 is rank 1). It is meaningless
// for NoSquare.
func (s Square) Rank() int { return int(s >> fileBits) }

// IsValid reports whether s names a square of the largest board (19x19).
// Use [Geometry.Contains] to ask about a particular board.
func (s Square) IsValid() bool {
	return s.File() < MaxFiles && s.Rank() < MaxRanks && s != NoSquare
}

// String returns the square's name, such as "e4" or "s19", or "-" for
// NoSquare and any invalid value.
func (s Square) String() string {
	return string(s.AppendTo(make([]byte, 0, 3)))
}

// AppendTo appends the square's name to b. It is the allocation-free
// form of String.
func (s Square) AppendTo(b []byte) []byte {
	if !s.IsValid() {
		return append(b, '-')
	}
	b = append(b, byte('a'+s.File()))
	return strconv.AppendInt(b, int64(s.Rank()+1), 10)
}

// AppendText implements [encoding.TextAppender].
func (s Square) AppendText(b []byte) ([]byte, error) { return s.AppendTo(b), nil }

// MarshalText implements [encoding.TextMarshaler].
func (s Square) MarshalText() ([]byte, error) { return s.AppendTo(nil), nil }

// UnmarshalText implements [encoding.TextUnmarshaler]; it accepts what
// [ParseSquare] accepts.
func (s *Square) UnmarshalText(text []byte) error {
	sq, err := ParseSquare(string(text))
	if err != nil {
		return err
	}
	*s = sq
	return nil
}

// ParseSquare parses a square name: one letter a..s followed by a rank
// number 1..19 without leading zeros, such as "e4" or "j10". It returns an
// error wrapping [ErrSyntax] for anything else. The name is checked against
// the largest board; use [Geometry.Contains] for a particular one.
func ParseSquare(s string) (Square, error) {
	sq, n := ScanSquare(s)
	if n == 0 || n != len(s) {
		return NoSquare, &ParseError{Op: "core.ParseSquare", Input: s, Offset: n, Msg: "want a file letter a-s and a rank 1-19", Err: ErrSyntax}
	}
	return sq, nil
}

// MustParseSquare is like ParseSquare but panics on error. It is meant for
// constants in tests and examples.
func MustParseSquare(s string) Square {
	sq, err := ParseSquare(s)
	if err != nil {
		panic(err)
	}
	return sq
}

// ScanSquare reads a square name at the start of s, greedily (a letter,
// then as many digits as form a rank of at most 19). It returns the square
// and the number of bytes read, or NoSquare and 0 if s does not start with
// a square name. Move parsers use it to split "a10c10" into its squares.
func ScanSquare(s string) (Square, int) {
	if len(s) < 2 || s[0] < 'a' || s[0] >= 'a'+MaxFiles || s[1] < '1' || s[1] > '9' {
		return NoSquare, 0
	}
	rank, n := int(s[1]-'0'), 2
	if len(s) > 2 && s[2] >= '0' && s[2] <= '9' && rank*10+int(s[2]-'0') <= MaxRanks {
		rank, n = rank*10+int(s[2]-'0'), 3
	}
	return SquareAt(int(s[0]-'a'), rank-1), n
}

// A Geometry is the size of a rectangular board: 8x8 for the chess games,
// 19x19 for Qi Guo. Its zero value is an empty board with no squares.
//
// Besides [Square], which names squares independently of the board, a
// Geometry numbers its squares densely from 0 to Size()-1, rank by rank
// (a1, b1, ...): the index used by arrays and bitboards.
type Geometry struct {
	Files, Ranks int
}

// Size returns the number of squares.
func (g Geometry) Size() int { return g.Files * g.Ranks }

// Contains reports whether s is a square of the board.
func (g Geometry) Contains(s Square) bool {
	return s != NoSquare && s.File() < g.Files && s.Rank() < g.Ranks
}

// Index returns the dense index of s (rank*Files + file). s must be on the
// board.
func (g Geometry) Index(s Square) int { return s.Rank()*g.Files + s.File() }

// Square returns the square with dense index i, or NoSquare if i is out of
// range.
func (g Geometry) Square(i int) Square {
	if i < 0 || i >= g.Size() {
		return NoSquare
	}
	return SquareAt(i%g.Files, i/g.Files)
}

// Offset returns the square df files and dr ranks away from s, or NoSquare
// if that is off the board.
func (g Geometry) Offset(s Square, df, dr int) Square {
	f, r := s.File()+df, s.Rank()+dr
	if f < 0 || r < 0 || f >= g.Files || r >= g.Ranks {
		return NoSquare
	}
	return SquareAt(f, r)
}

// Squares returns the board's squares in index order.
func (g Geometry) Squares() iter.Seq[Square] {
	return func(yield func(Square) bool) {
		for r := 0; r < g.Ranks; r++ {
			for f := 0; f < g.Files; f++ {
				if !yield(SquareAt(f, r)) {
					return
				}
			}
		}
	}
}
