package svg

import "github.com/chaturanga-go/chaturanga/core"

// Limits of what a picture draws of its Options, so that its size and the
// time and memory it takes are bounded whatever the options hold: the
// rest of a longer caption, and arrows and marks past these, are left out.
const (
	// MaxCaptionBytes is the length of the caption drawn: a longer one
	// is cut there (at a character boundary).
	MaxCaptionBytes = 4096
	// MaxCaptionLines is the number of lines drawn of a caption, after
	// its line breaks and wrapping: the last line of a caption cut short,
	// by either limit, ends with "…".
	MaxCaptionLines = 40
	// MaxArrows is the number of arrows drawn: the first of Options.Arrows.
	MaxArrows = 256
	// MaxMarks is the number of marks drawn: the first of Options.Marks
	// (a 19x19 board has 361 points).
	MaxMarks = 361
)

// Options say how to draw a position. The zero value draws the board at
// its natural size from the first side's seat, with coordinates and the
// check highlight, and nothing else.
//
// A picture draws at most [MaxCaptionBytes] of the caption in at most
// [MaxCaptionLines] lines, [MaxArrows] arrows and [MaxMarks] marks, so its
// size is bounded (about 200 KB on Qi Guo's board with every limit
// reached) and Append takes time and memory bounded by it, whatever the
// options hold.
type Options struct {
	// Size is the width of the picture in pixels; its height follows
	// from the layout. Zero or less means the natural size: 50 pixels a
	// square on the 8x8 boards, 40 between Qi Guo's points (the picture
	// scales without loss either way: Size only sets the width and height
	// attributes).
	Size int

	// Bottom is the side whose edge of the board is drawn at the bottom.
	// On the 8x8 boards White (the zero value) puts rank 1 at the bottom
	// and Black turns the board round: rank 8 at the bottom, file h on
	// the left. On Qi Guo's board each state sits on its own edge: Qin
	// (0, the zero value) on the west, Han and Chu on the south, Wei and
	// Qi on the east, Yan and Zhao on the north (QG-5), so Options{} draws
	// the board a quarter turned, as Qin's player sees it, and Bottom:
	// qiguo.SouthWest (Han) draws it as a map, rank 1 at the bottom, as
	// the package's Diagram does. A colour that is not a side of the game
	// is read as the first side.
	Bottom core.Color

	// NoCoordinates leaves out the file letters and rank numbers drawn
	// beside the board.
	NoCoordinates bool

	// LastMove highlights the squares (points) a move left and reached:
	// its From and To, or only To for a drop or an in-place promotion.
	// The zero Move, passes and actions highlight nothing.
	LastMove core.Move

	// NoCheck turns off the check highlight: by default, when the side to
	// move is in check (p.InCheck()), its king's square glows red. Qi Guo
	// has no check, so nothing glows there.
	NoCheck bool

	// Arrows are drawn over the pieces, in order, for teaching: a move
	// to show, a threat. An arrow from a square to itself is drawn as a
	// ring round it. Arrows with a square off the board are left out, as
	// are those after the first [MaxArrows].
	Arrows []Arrow

	// Marks colour squares (or the points of Qi Guo's board) under the
	// pieces, in order. Marks of squares off the board are left out, as
	// are those after the first [MaxMarks].
	Marks []Mark

	// Caption is text written under the board: any text, escaped for
	// XML (characters XML cannot hold become U+FFFD). Each line of it
	// starts a line of the picture, and lines too long for the picture's
	// width are broken at spaces (SVG does not wrap text). Its first
	// [MaxCaptionBytes] are drawn, in at most [MaxCaptionLines] lines; a
	// caption cut short by either ends with "…".
	Caption string
}

// An Arrow is an arrow drawn on the board from one square (point) to
// another.
type Arrow struct {
	From, To core.Square
	// Color is the arrow's colour: "#" and 3, 4, 6 or 8 hexadecimal
	// digits ("#d00", "#15781b80"), or a colour name of ASCII letters
	// ("red"). Anything else, and "", gives the default green.
	Color string
}

// A Mark colours one square (point) of the board.
type Mark struct {
	Square core.Square
	// Color is the mark's colour, written as Arrow.Color is; "" and
	// anything else give the default blue.
	Color string
}

// Append appends the picture of p, a complete SVG document (without an
// XML declaration), to dst and returns the extended slice. The same
// position and options give the same bytes.
//
// Append draws what p's methods tell: its Variant (which board to draw),
// Geometry, Sides, SideName and PieceName (names in titles and Qi Guo's
// legend), Pieces and At (the pieces; At for Qi Guo's Zhou), Side,
// InCheck and King (the check highlight). What one game alone has it
// learns from methods the position has besides: the hands during a setup
// phase played from the hand (a *sittuyin.Position's InSetup and InHand),
// drawn beside the board, and the defeats of the sides (a
// *qiguo.Position's DefeatedBy), written in Qi Guo's legend.
//
// A nil p, or one whose Geometry is not a board of 1x1 to 19x19, draws
// nothing: Append returns dst unchanged.
func Append(dst []byte, p core.Position, o Options) []byte {
	if p == nil {
		return dst
	}
	return appendPicture(dst, p, extrasOf(p), o)
}

// Board returns the picture of p as a string: see [Append].
func Board(p core.Position, o Options) string {
	return string(Append(nil, p, o))
}
