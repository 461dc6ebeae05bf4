package core

import (
	"strconv"
	"strings"
)

// A Move is one move of any game: a piece going from one square to another
// (perhaps promoting on the way, perhaps removing a piece that does not
// stand on its target square), a piece placed from the hand, a pass, or an
// [Action] of the side to move that changes the position without moving
// a piece (starting Makruk's board's-honour count, a Qi Guo state's
// resignation).
//
// A Move is a small comparable value (8 bytes) that says what happens on
// the board, not whether it is legal: positions decide that. The zero value
// is the null move, which no position accepts; [Move.IsZero] reports it.
//
// Text forms belong to the games, because letters differ (the promoted
// Makruk pawn is written "m", the Shatranj one "q"): use the variant
// packages' MoveText and ParseMove or the notation package.
type Move struct {
	// v packs the move into one word, so that a Move travels in one
	// register (a struct of more than four fields would live in memory):
	// bits 0-15 the origin, 16-31 the target, 32-47 the square of a piece
	// the move also removes (NoSquare for none), 48-55 the promotion or
	// dropped kind (or the action), 56-63 the moveKind. The zero word is
	// the null move.
	v uint64
}

const (
	toShift    = 16
	extraShift = 32
	pieceShift = 48
	kindShift  = 56
	noExtra    = uint64(NoSquare) << extraShift
)

// makeMove packs a move.
func makeMove(from, to, extra Square, piece Kind, kind moveKind) Move {
	return Move{uint64(from) | uint64(to)<<toShift | uint64(extra)<<extraShift | uint64(piece)<<pieceShift | uint64(kind)<<kindShift}
}

func (m Move) from() Square   { return Square(m.v) }
func (m Move) to() Square     { return Square(m.v >> toShift) }
func (m Move) extra() Square  { return Square(m.v >> extraShift) }
func (m Move) piece() Kind    { return Kind(m.v >> pieceShift) }
func (m Move) kind() moveKind { return moveKind(m.v >> kindShift) }

type moveKind uint8

const (
	nullMove moveKind = iota
	normalMove
	dropMove
	passMove
	actionMove
)

// An Action is something the side to move does besides moving a piece,
// that the rules of some game make part of the game's record: it is
// played as a [Move] made by [NewAction]. Positions never list actions
// among their legal moves (perft does not count them); a game that has an
// action accepts it in Play and in its move text, where it is written as
// the action's word. The zero Action is [NoAction].
type Action uint8

// The actions.
const (
	NoAction   Action = iota
	StartCount        // "count": start the board's honour (Makruk, MK-12)
	StopCount         // "stop-count": stop it, discarding the count
	Resign            // "resign": leave the game (a Qi Guo state; two-player games end at the Game level instead)

	numActions
)

var actionWords = [numActions]string{"", "count", "stop-count", "resign"}

// String returns the action's word, the text the games write it as, or ""
// for NoAction.
func (a Action) String() string {
	if a < numActions {
		return actionWords[a]
	}
	return "action(" + strconv.Itoa(int(a)) + ")"
}

// ParseAction returns the action named by its word (case-insensitive), or
// NoAction and false.
func ParseAction(word string) (Action, bool) {
	for a := NoAction + 1; a < numActions; a++ {
		if strings.EqualFold(word, actionWords[a]) {
			return a, true
		}
	}
	return NoAction, false
}

// NewAction returns the move that is action a of the side to move.
func NewAction(a Action) Move {
	return makeMove(NoSquare, NoSquare, NoSquare, Kind(a), actionMove)
}

// NewMove returns the move of the piece on from to to.
func NewMove(from, to Square) Move {
	return makeMove(from, to, NoSquare, NoKind, normalMove)
}

// NewPromotion returns the move of the piece on from to to, where it
// becomes a piece of kind k. from and to may be the same square: Sittuyin
// promotes in place.
func NewPromotion(from, to Square, k Kind) Move {
	return makeMove(from, to, NoSquare, k, normalMove)
}

// NewDrop returns the placement of a piece of kind k from the hand on to.
func NewDrop(k Kind, to Square) Move {
	return makeMove(NoSquare, to, NoSquare, k, dropMove)
}

// NewPass returns the move that changes only the turn (a Qi Guo state that
// cannot move passes).
func NewPass() Move { return makeMove(NoSquare, NoSquare, NoSquare, NoKind, passMove) }

// WithRemoval returns m changed to also remove the piece on sq, such as the
// pawn taken en passant. Moves that remove a piece where they land need no
// removal square.
func (m Move) WithRemoval(sq Square) Move {
	return Move{m.v&^noExtra | uint64(sq)<<extraShift}
}

// From returns the square the piece leaves, or NoSquare for a drop or pass.
func (m Move) From() Square { return m.from() }

// To returns the square the piece lands on, or NoSquare for a pass.
func (m Move) To() Square { return m.to() }

// Promotion returns the kind the moving piece becomes, or NoKind. For a
// drop it is NoKind: see [Move.Drop].
func (m Move) Promotion() Kind {
	if m.kind() != normalMove {
		return NoKind
	}
	return m.piece()
}

// Drop returns the kind placed by a drop, or NoKind if m is not a drop.
func (m Move) Drop() Kind {
	if m.kind() != dropMove {
		return NoKind
	}
	return m.piece()
}

// Removal returns the square of a piece the move removes besides any piece
// on its target square, or NoSquare.
func (m Move) Removal() Square { return m.extra() }

// IsDrop reports whether m places a piece from the hand.
func (m Move) IsDrop() bool { return m.kind() == dropMove }

// Action returns the action m is, or NoAction if it is not one.
func (m Move) Action() Action {
	if m.kind() != actionMove {
		return NoAction
	}
	return Action(m.piece())
}

// IsPass reports whether m is a pass.
func (m Move) IsPass() bool { return m.kind() == passMove }

// IsZero reports whether m is the zero (null) Move.
func (m Move) IsZero() bool { return m.kind() == nullMove }

// String returns a game-neutral coordinate form for debugging: "e3e4",
// "d5c6=ferz", "rook@a1", "e5d6xe6", "pass", or "null". The games' own
// text uses their letters; see the variant packages.
func (m Move) String() string {
	var b []byte
	switch m.kind() {
	case nullMove:
		return "null"
	case passMove:
		return "pass"
	case actionMove:
		return Action(m.piece()).String()
	case dropMove:
		b = append(b, m.piece().String()...)
		b = append(b, '@')
		return string(m.to().AppendTo(b))
	}
	b = m.to().AppendTo(m.from().AppendTo(b))
	if m.piece() != NoKind {
		b = append(b, '=')
		b = append(b, m.piece().String()...)
	}
	if m.extra() != NoSquare {
		b = append(b, 'x')
		b = m.extra().AppendTo(b)
	}
	return string(b)
}
