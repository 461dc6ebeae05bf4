package svg

import "github.com/chaturanga-go/chaturanga/core"

// A style is how one game's board and pieces look.
type style struct {
	title     string // the game's name in the picture's title
	points    bool   // pieces on the points of lines (Qi Guo), else in squares
	checkered bool   // light and dark squares, else one colour with lines
	diagonals bool   // the two long diagonals drawn (Sittuyin, Main Chator)
	bia       bool   // pawns as Makruk's flat discs
	cell      float64

	paper, frame, coord, board, light, dark, line string
	sides                                         [2]sideColors
}

// sideColors are the colours of one side's figurines.
type sideColors struct{ fill, stroke, detail string }

var (
	whiteSide = sideColors{"#fbf7ee", "#1c1c1c", "#1c1c1c"}
	blackSide = sideColors{"#2b2b2b", "#0a0a0a", "#e9e1d0"}
	redSide   = sideColors{"#c0392b", "#3b0f0a", "#f8e0c0"}
	otherSide = sideColors{"#9a9a9a", "#1c1c1c", "#1c1c1c"}
)

// styleOf returns the style of the game named by a position's Variant.
//
// The boards are drawn as their players know them. Makruk's board is
// plain, one colour with lines (MK-1: Thai boards are not chequered).
// Sittuyin's (ST-1) and Main Chator's (CH-1) are plain too, with the two
// long diagonals drawn, Sittuyin's red and black pieces (the sources call
// White Red). Shatranj's is plain as well: the medieval Arabic and Persian
// sources draw the board unchequered, chequering being a later European
// habit (Murray, A History of Chess). Qi Guo's is a Go board of 19x19
// lines, the pieces on the points. Shatar and any other game get a
// chequered board.
func styleOf(variant string) style {
	s := style{
		cell: 50, paper: "#fbf8f1", frame: "#5c3b1e", coord: "#f3e6cf",
		line: "#3b2a1a", sides: [2]sideColors{whiteSide, blackSide},
	}
	switch variant {
	case "makruk":
		s.title, s.bia, s.board = "Makruk", true, "#e6c28b"
	case "sittuyin":
		s.title, s.diagonals, s.board = "Sittuyin", true, "#e9c48e"
		s.frame = "#6e2a17"
		s.sides[0] = redSide
	case "chator":
		s.title, s.diagonals, s.board = "Main Chator", true, "#ead6a8"
		s.frame = "#4a3a22"
	case "shatranj":
		s.title, s.board = "Shatranj", "#efe0bb"
		s.frame, s.line = "#7a3419", "#6b2d17"
	case "qiguo":
		s.title, s.points, s.cell = "Qi Guo", true, 40
		s.board, s.frame = "#e4bd78", "#4d3319"
	case "shatar":
		s.title, s.checkered = "Shatar", true
		s.light, s.dark, s.frame = "#efe2c8", "#b58863", "#3d3d3d"
	default:
		s.title, s.checkered = variant, true
		s.light, s.dark, s.frame = "#efe2c8", "#b58863", "#3d3d3d"
	}
	return s
}

// extras is what a position of one game alone tells, read through the
// methods its type has besides core.Position.
type extras struct {
	hands bool                       // the hands are drawn
	hand  [2][core.NumKinds]int      // pieces in hand, by side and kind
	fate  bool                       // defeated is known
	by    [core.MaxColors]core.Color // the state that defeated each, or NoColor
	out   [core.MaxColors]bool       // whether each is out of the game (defeated, or resigned: by NoColor)
}

// setupHands is what a position with a setup phase played from the hand
// tells (*sittuyin.Position).
type setupHands interface {
	InSetup() bool
	InHand(c core.Color, k core.Kind) int
}

// defeats is what a position of a game whose sides are defeated one by
// one tells (*qiguo.Position).
type defeats interface {
	DefeatedBy(c core.Color) (core.Color, bool)
}

// maxHand bounds the pieces of one kind drawn in a hand (Sittuyin's
// largest is 2).
const maxHand = 16

// extrasOf reads what p tells besides core.Position.
func extrasOf(p any) extras {
	var x extras
	if q, ok := p.(setupHands); ok && q.InSetup() {
		x.hands = true
		for c := core.White; c <= core.Black; c++ {
			for k := core.NoKind + 1; k < core.NumKinds; k++ {
				x.hand[c][k] = min(max(q.InHand(c, k), 0), maxHand)
			}
		}
	}
	if q, ok := p.(defeats); ok {
		x.fate = true
		for c := range core.Color(core.MaxColors) {
			x.by[c] = core.NoColor
			if by, ok := q.DefeatedBy(c); ok {
				x.by[c], x.out[c] = by, true
			}
		}
	}
	return x
}

// A state's look: its colour from the source (QG-3), the colour of the
// characters on its pieces, and its name's character.
type stateLook struct{ fill, ink, char string }

// stateLooks are Qi Guo's states by name (the names follow the seats
// under the rules' naming, so do the colours: the source gives each state,
// not each seat, its colour).
var stateLooks = map[string]stateLook{
	"Qin":  {"#f7f3ea", "#1d1d1d", "秦"},
	"Han":  {"#ec8a2c", "#2a1606", "韓"},
	"Chu":  {"#c62828", "#fff6e6", "楚"},
	"Wei":  {"#2e7d32", "#fff6e6", "魏"},
	"Qi":   {"#1f5fae", "#fff6e6", "齊"},
	"Yan":  {"#1f1f1f", "#f3ead8", "燕"},
	"Zhao": {"#7b3fa0", "#fff6e6", "趙"},
}

// otherLooks colour the sides of a game with more than two sides whose
// names are not Qi Guo's states, by colour.
var otherLooks = [core.MaxColors]stateLook{
	{"#f7f3ea", "#1d1d1d", ""}, {"#ec8a2c", "#2a1606", ""}, {"#c62828", "#fff6e6", ""},
	{"#2e7d32", "#fff6e6", ""}, {"#1f5fae", "#fff6e6", ""}, {"#1f1f1f", "#f3ead8", ""},
	{"#7b3fa0", "#fff6e6", ""},
}

var zhouLook = stateLook{"#f2c12e", "#7a1a0c", "周"}

// qiguoChars are the characters on Qi Guo's pieces, by kind (the package
// doc of qiguo names them).
var qiguoChars = map[core.Kind]string{
	core.Queen:     "將",
	core.Rook:      "偏",
	core.Bishop:    "裨",
	core.Bow:       "弓",
	core.Crossbow:  "弩",
	core.Ferz:      "刀",
	core.Wazir:     "劍",
	core.Cannon:    "砲",
	core.Horseman:  "騎",
	core.GoBetween: "行人",
	core.Zhou:      "周",
}

// cjkFonts are the fonts asked for the characters, traditional forms
// first; the viewer's own serif font is the last resort.
const cjkFonts = "'Noto Serif CJK TC','Noto Serif TC','Source Han Serif TC','Noto Serif CJK SC','Songti TC','PMingLiU','MingLiU','SimSun',serif"

// seatEdge gives Qi Guo's seats their edges of the board (QG-5), as the
// quarter turns that bring that edge to the bottom.
var seatEdge = [7]int{rotWest, rotSouth, rotSouth, rotEast, rotEast, rotNorth, rotNorth}
