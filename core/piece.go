package core

import "strconv"

// MaxColors is the largest number of sides a game may have (Qi Guo's seven
// states).
const MaxColors = 7

// A Color is one side of a game: 0 and 1 in the two-player games ([White]
// moves first), 0..6 for Qi Guo's seven states in their turn order. Variant
// packages give their colours names.
type Color uint8

// The colours of the two-player games, and the special values.
const (
	White Color = 0 // the side that moves first (Red in Sittuyin sources)
	Black Color = 1 // the side that moves second

	// Neutral owns pieces that belong to nobody, such as Qi Guo's Zhou.
	Neutral Color = 7
	// NoColor means "no side": the winner of a drawn or unfinished game.
	NoColor Color = 0xFF
)

// Other returns the opponent of c in a two-player game.
func (c Color) Other() Color { return c ^ 1 }

// String returns "white", "black", "neutral", "none", or "color N" for
// the other colours of games with more than two sides, N being the
// Color's own value ("color 4" is Color(4), Qi Guo's Qi): never counted
// from 1. A game names its sides in its own words with its position's
// SideName ("Qi").
func (c Color) String() string {
	switch c {
	case White:
		return "white"
	case Black:
		return "black"
	case Neutral:
		return "neutral"
	case NoColor:
		return "none"
	}
	return "color " + strconv.Itoa(int(c))
}

// A Kind is a kind of piece, described by how it moves. The catalogue spans
// all the games; each game names its own pieces after these kinds (the
// Makruk met and the Shatranj ferz are both a [Ferz]) and gives them its own
// letters (see [Alphabet]). The zero Kind is [NoKind].
type Kind uint8

// The kinds of piece. The comments name the pieces of each game that move
// that way.
const (
	NoKind    Kind = iota
	King           // one step any direction: khun, shah, min-gyi, raja
	Pawn           // one step forward, captures diagonally forward
	Knight         // (1,2) leap: ma, asb, myin, kuda
	Rook           // orthogonal rider: rua, rukh, yahhta, tor; Qi Guo's pian
	Bishop         // diagonal rider: strong gajah; Qi Guo's bi
	Queen          // rook+bishop: strong mantri; Qi Guo's general
	Ferz           // one step diagonally: met, ferz, sit-ke, weak mantri; Qi Guo's dao
	Wazir          // one step orthogonally: Qi Guo's sword
	Silver         // one step diagonally or straight forward: khon, sin, weak gajah
	Alfil          // (2,2) leap over the middle square: Shatranj alfil
	Cannon         // orthogonal mover, captures by hopping one screen: Qi Guo's pao
	Bow            // queen-wise up to 4 points: Qi Guo's gong
	Crossbow       // queen-wise up to 5 points: Qi Guo's nu
	Horseman       // one orthogonal step then up to 3 diagonally outward: Qi Guo's qi
	GoBetween      // queen-wise, never captures nor is captured: Qi Guo's xingren
	Zhou           // Qi Guo's immovable central piece
	Dragon         // rook + one step diagonally (shogi's dragon king): Shatar's bers
	AiWok          // rook + knight + one step diagonally (Betza RNF): the ai-wok of Makruk's Ai-Wok

	// NumKinds is one more than the largest Kind.
	NumKinds
)

var kindNames = [NumKinds]string{
	"none", "king", "pawn", "knight", "rook", "bishop", "queen", "ferz", "wazir",
	"silver", "alfil", "cannon", "bow", "crossbow", "horseman", "go-between", "zhou",
	"dragon", "ai-wok",
}

// String returns the kind's English name, such as "ferz".
func (k Kind) String() string {
	if k < NumKinds {
		return kindNames[k]
	}
	return "kind(" + strconv.Itoa(int(k)) + ")"
}

// A Piece is a piece of one colour and kind. The zero value is [NoPiece],
// an empty square. Pieces are small comparable values.
type Piece uint8

// NoPiece is the empty square.
const NoPiece Piece = 0

// MakePiece returns the piece of colour c and kind k.
func MakePiece(c Color, k Kind) Piece { return Piece(c)<<5 | Piece(k) }

// Color returns the piece's colour. It is meaningless for NoPiece.
func (p Piece) Color() Color { return Color(p >> 5) }

// Kind returns the piece's kind ([NoKind] for NoPiece).
func (p Piece) Kind() Kind { return Kind(p & 31) }

// String returns the piece's colour and kind, such as "black ferz", or
// "none".
func (p Piece) String() string {
	if p == NoPiece {
		return "none"
	}
	return p.Color().String() + " " + p.Kind().String()
}

// An Alphabet gives a game's letters to the kinds it uses: upper case for
// the first side and lower case for the second, as in FEN. The zero value
// knows no letters.
type Alphabet struct {
	upper [NumKinds]byte
	kinds [128]Kind
}

// NewAlphabet builds an alphabet from pairs of kind and upper-case letter.
// It panics if a letter is not an upper-case ASCII letter or is used twice,
// which is a programming error in a variant's tables.
func NewAlphabet(pairs map[Kind]byte) *Alphabet {
	a := new(Alphabet)
	for k, l := range pairs {
		if l < 'A' || l > 'Z' || a.kinds[l] != NoKind {
			panic("core: bad alphabet letter " + strconv.QuoteRune(rune(l)))
		}
		a.upper[k] = l
		a.kinds[l] = k
		a.kinds[l+'a'-'A'] = k
	}
	return a
}

// Letter returns the upper-case letter of kind k, or 0 if the alphabet has
// none.
func (a *Alphabet) Letter(k Kind) byte {
	if k >= NumKinds {
		return 0
	}
	return a.upper[k]
}

// PieceLetter returns the FEN letter of p in a two-player game: upper case
// for White, lower case for Black; 0 if the alphabet has no letter for it.
func (a *Alphabet) PieceLetter(p Piece) byte {
	l := a.Letter(p.Kind())
	if l != 0 && p.Color() == Black {
		l += 'a' - 'A'
	}
	return l
}

// Kind returns the kind named by letter l in either case, or NoKind.
func (a *Alphabet) Kind(l byte) Kind {
	if l >= 128 {
		return NoKind
	}
	return a.kinds[l]
}

// Piece returns the two-player piece named by FEN letter l (upper case
// White, lower case Black), or NoPiece.
func (a *Alphabet) Piece(l byte) Piece {
	k := a.Kind(l)
	if k == NoKind {
		return NoPiece
	}
	if l >= 'a' {
		return MakePiece(Black, k)
	}
	return MakePiece(White, k)
}
