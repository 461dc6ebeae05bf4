package core

import (
	"iter"
	"math/bits"
	"strconv"
)

// A Reason is the rule that ended a game, or that lets a player claim an
// ending. Its String is the short word the tools print ("checkmate",
// "bare-king", ...).
type Reason uint8

// The reasons. Games use the ones their rules have.
const (
	NoReason             Reason = iota // the game goes on
	Checkmate                          // the side to move is mated
	Stalemate                          // the side to move has no move and is not in check
	BareKing                           // a side has only its king left (Shatranj)
	Counting                           // a counting limit was passed (Makruk, Sittuyin)
	Repetition                         // the same position has occurred three times
	MoveRule                           // n moves without capture or pawn move (Shatranj's 70, Sittuyin's 50)
	InsufficientMaterial               // no side can win (such as king against king)
	NoLegalMoveDraw                    // every move is forbidden by the no-stalemating rule (Sittuyin)
	LoneKingCount                      // the lone king survived its count (Main Chator, Elcum)
	OnlyPromotions                     // only promotions are left to play (Sittuyin, claimable)
	Conquest                           // a state defeated two states (Qi Guo)
	CaptureCount                       // a state captured thirty pieces (Qi Guo)
	LastStanding                       // only one state, or one player's states, remain (Qi Guo)
	Resignation                        // a side resigned
	Agreement                          // the players agreed a draw
	Niol                               // a mate with no shak in its series of checks: a draw (Shatar)
	KnightMate                         // a mate given by knights alone, which is forbidden: the mated side wins (Shatar)

	numReasons
)

var reasonNames = [numReasons]string{
	"", "checkmate", "stalemate", "bare-king", "counting", "repetition", "move-rule",
	"insufficient-material", "no-legal-move-draw", "lone-king-count", "only-promotions",
	"conquest", "capture-count", "last-standing", "resignation", "agreement",
	"niol", "knight-mate",
}

// String returns the reason's short word, or "" for NoReason.
func (r Reason) String() string {
	if r < numReasons {
		return reasonNames[r]
	}
	return "reason(" + strconv.Itoa(int(r)) + ")"
}

// MarshalText implements [encoding.TextMarshaler].
func (r Reason) MarshalText() ([]byte, error) { return []byte(r.String()), nil }

// An Outcome says how a game stands: still going, drawn, or won by a side,
// and by which rule. The zero value is a game that goes on.
type Outcome struct {
	Winner Color  // the winner, or NoColor for a draw; meaningless while Reason is NoReason
	Reason Reason // why the game ended; NoReason while it goes on
}

// Win returns the outcome in which c won by rule r.
func Win(c Color, r Reason) Outcome { return Outcome{Winner: c, Reason: r} }

// Draw returns the drawn outcome by rule r.
func Draw(r Reason) Outcome { return Outcome{Winner: NoColor, Reason: r} }

// IsOver reports whether the game has ended.
func (o Outcome) IsOver() bool { return o.Reason != NoReason }

// IsDraw reports whether the game has ended in a draw.
func (o Outcome) IsDraw() bool { return o.Reason != NoReason && o.Winner == NoColor }

// Result returns the two-player result string: "1-0", "0-1", "1/2-1/2",
// or "*" while the game goes on.
func (o Outcome) Result() string {
	switch {
	case o.Reason == NoReason:
		return "*"
	case o.Winner == White:
		return "1-0"
	case o.Winner == Black:
		return "0-1"
	}
	return "1/2-1/2"
}

// String returns the result and the reason, such as "1-0 checkmate", or
// "*" while the game goes on.
func (o Outcome) String() string {
	if o.Reason == NoReason {
		return "*"
	}
	return o.Result() + " " + o.Reason.String()
}

// Reasons is a set of reasons, such as the endings a player may claim. The
// zero value is the empty set.
type Reasons uint32

// With returns the set with r added.
func (s Reasons) With(r Reason) Reasons { return s | 1<<r }

// Has reports whether r is in the set.
func (s Reasons) Has(r Reason) bool { return s&(1<<r) != 0 }

// Len returns the number of reasons in the set.
func (s Reasons) Len() int { return bits.OnesCount32(uint32(s)) }

// All returns the reasons of the set in increasing order.
func (s Reasons) All() iter.Seq[Reason] {
	return func(yield func(Reason) bool) {
		for v := uint32(s); v != 0; v &= v - 1 {
			if !yield(Reason(bits.TrailingZeros32(v))) {
				return
			}
		}
	}
}

// Strings returns the reasons' words in increasing order.
func (s Reasons) Strings() []string {
	out := make([]string, 0, s.Len())
	for r := range s.All() {
		out = append(out, r.String())
	}
	return out
}
