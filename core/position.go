package core

import "iter"

// A Position is what every game's *Position is: a bot, a server or a tool
// written against it handles every game of the library (and the registry
// of the root package makes one from a game's name). The variant packages'
// *Position types implement it; their concrete methods say more about
// each game (its rules, counts, hands, tallies).
//
// A Position changes only through MakeMove, UnmakeMove and PlayMove; every
// other method reads. Like the concrete types it is not safe for
// concurrent use while it changes; Clone gives an independent copy.
//
// # Sides
//
// Sides are Colors 0..Sides()-1 in turn order: [White] and [Black] in the
// two-player games, Qi Guo's seven states in its rounds (0 Qin, 1 Han,
// 2 Chu, 3 Wei, 4 Qi, 5 Yan, 6 Zhao under its source's names; Wikipedia's
// names the same seats 0 Qin, 1 Chu, 2 Han, 3 Qi, 4 Wei, 5 Zhao, 6 Yan).
// SideName gives each its name in the game's words. In Qi Guo the owner
// of a piece (its Color) is not always the side that moves it: a defeated
// state's army passes to its conqueror, so Side is the state to move and
// the pieces it moves are its own and those of the armies it controls. A
// Qi Guo state with no legal move passes (its only legal move is
// [NewPass]); under its ElephantChess rule set a state with no move
// makes the game stand (Outcome ends it). Qi Guo has no check: InCheck
// and GivesCheck are false there, and King is the general's point.
//
// # Moves
//
// Moves come from AppendLegalMoves or LegalMoves (a finished game has
// none). MakeMove plays a legal move in place without checking it and
// UnmakeMove takes it back: the fast path of a search, which allocates
// nothing. PlayMove checks the move first and changes nothing if it is
// not legal. Move text is each game's: coordinates (MoveText, ParseMove),
// SAN (SAN, ParseSAN), long algebraic notation (LAN) and any common
// spelling (ParseLenient, which reads the other three); a refused
// move's error is a *[MoveError] naming the rule that forbids it.
type Position interface {
	Node // AppendLegalMoves, CountLegalMoves, MakeMove, UnmakeMove

	// Variant returns the game's name in the registry: "makruk",
	// "shatranj", "sittuyin", "chator", "qiguo", ...
	Variant() string
	// RuleSet returns the rule set the position is played under, as its
	// package's Rules.String writes it ("pychess", "default
	// EnPassant=Classic"); the package's ParseRules reads it back.
	RuleSet() string
	// Geometry returns the board's size.
	Geometry() Geometry
	// Sides returns the number of sides (2, or Qi Guo's 7 states).
	Sides() int
	// SideName returns the name of side c in the game's words ("white",
	// "black", "Qin", ...).
	SideName(c Color) string
	// PieceName returns the name of piece p's kind in the game's words
	// ("met", "khon", "general"), without its colour.
	PieceName(p Piece) string

	// Side returns the side to move.
	Side() Color
	// At returns the piece on sq, or NoPiece if it is empty or off the
	// board.
	At(sq Square) Piece
	// Pieces returns the pieces on the board, square by square.
	Pieces() iter.Seq2[Square, Piece]
	// King returns the square of side c's king (Qi Guo's general), or
	// NoSquare if it has none on the board.
	King(c Color) Square
	// AppendAttackers appends the squares of the pieces that side by
	// moves and that attack sq (could capture a piece of another side
	// standing there), and returns the extended slice.
	AppendAttackers(dst []Square, sq Square, by Color) []Square
	// InCheck reports whether the side to move is in check.
	InCheck() bool
	// Pins returns the pins of side c's pieces against its king (see
	// [Pin]), in the order of the pinned pieces' squares, then of the
	// pinners'; none for a side without a king on the board.
	Pins(c Color) []Pin
	// IsPinned reports whether the piece on sq is pinned against its
	// side's king (python-chess's is_pinned).
	IsPinned(sq Square) bool
	// Hash returns the position's hash: equal positions (for repetition)
	// have equal hashes.
	Hash() uint64

	// LegalMoves returns the legal moves, in generation order.
	LegalMoves() iter.Seq[Move]
	// IsLegal reports whether m is a legal move.
	IsLegal(m Move) bool
	// IsCapture reports whether the legal move m captures (en passant
	// and the other ways of taking a piece off another square included).
	IsCapture(m Move) bool
	// GivesCheck reports whether the legal move m leaves the side to move
	// after it in check.
	GivesCheck(m Move) bool
	// PlayMove plays m in place if it is legal, or returns the error the
	// package's Play returns and leaves the position unchanged.
	PlayMove(m Move) error
	// Clone returns an independent copy of the position.
	Clone() Position
	// Perft counts the leaf nodes of the legal-move tree to depth (see
	// [Perft]).
	Perft(depth int) uint64

	// Outcome returns how the game stands: going on, or ended by a rule
	// that ends it automatically. Endings that must be claimed are not
	// outcomes; see Claims.
	Outcome() Outcome
	// Claims returns the endings the side to move may claim now that the
	// position alone decides (repetition needs the game's history).
	Claims() Reasons
	// InsufficientMaterial reports whether side c lacks the material to
	// mate (Qi Guo: to win), as Fairy-Stockfish's
	// has_insufficient_material(c) reports it for the rule sets it plays;
	// each game documents what it means under its other rule sets. A
	// colour the game does not have reports false.
	InsufficientMaterial(c Color) bool

	// FEN returns the position in the game's FEN (Qi Guo: its position
	// string); the package's ParseFEN reads it back under the same rules.
	FEN() string
	// AppendFEN appends FEN() to b.
	AppendFEN(b []byte) []byte
	// MoveText returns the legal move m in the game's coordinate notation.
	MoveText(m Move) string
	// ParseMove reads a move in coordinate notation and checks it is
	// legal here.
	ParseMove(s string) (Move, error)
	// SAN returns the legal move m in the game's SAN.
	SAN(m Move) string
	// LAN returns the legal move m in long algebraic notation, as
	// python-chess's Board.lan and Fairy-Stockfish write it: "Nb1-d2",
	// "e3-e4", "Rg1xg8+", "e7-e8=M"; ParseLenient reads it back.
	LAN(m Move) string
	// LegalMovesSAN returns the SAN of each legal move, in the order of
	// LegalMoves (ffish.js's legalMovesSan).
	LegalMovesSAN() []string
	// VariationSAN returns the SAN of the line moves played from here,
	// with move numbers (python-chess's Board.variation_san, ffish.js's
	// variationSan): "1. e3 e6 2. Nf3", "12...Nd7 13. Ke2"; Qi Guo numbers
	// its rounds. A move of the line that cannot be played is an error
	// saying which move of the line it is. The position is not changed.
	VariationSAN(moves []Move) (string, error)
	// ParseSAN reads strict SAN, what SAN writes (check marks optional).
	ParseSAN(s string) (Move, error)
	// ParseLenient reads a move in any common spelling: SAN with or
	// without capture and check marks or extra disambiguation, long
	// algebraic notation ("Nb1-d2", "Nb1xd2", as LAN writes it), or
	// coordinates in either case, with or without a hyphen.
	ParseLenient(s string) (Move, error)
	// String returns the FEN.
	String() string
}

// A Pin is a piece pinned against its own king (Qi Guo: its state's
// general): it stands between the king and a piece of a side that may
// capture it, the pinner, which would attack the king if the pinned piece
// were taken off the board. Moving the pinned piece off that line leaves
// the king attacked, which the two-player games forbid (a pinned piece
// moves only along the line, if at all); Qi Guo has no check, so there a
// pin forbids nothing and only shows which moves would expose the general
// to capture.
//
// A pinner is usually a piece that moves along a line (a rook, a bishop,
// a queen); Qi Guo's cannon pins both of two pieces between it and the
// general (either one's leaving would leave it one screen to hop over),
// and its horseman the piece on its path. A piece pinned by several
// pinners has one Pin for each.
type Pin struct {
	Pinned Square // the pinned piece's square
	Pinner Square // the pinner's square
}

// String returns the pin as "c3 by a5": the pinned piece's square and
// the pinner's.
func (p Pin) String() string { return p.Pinned.String() + " by " + p.Pinner.String() }
