package core

import (
	"iter"
	"math/bits"
	"strconv"
	"strings"
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
	FirstCheck                         // a side gave the check that wins: the side to move has lost (Kar Ouk)

	// The endings outside the rules, which [Game.End] makes (a flag
	// fall, an arbiter's decision): the Termination words of the PGN
	// standard (and lichess's and pychess-variants'). See [Reason.Outside].
	TimeForfeit     // a side lost on time (PGN's "time forfeit")
	Adjudication    // an arbiter or a third party decided the result
	RulesInfraction // a side broke the rules of play, such as making an illegal move (PGN's "rules infraction")
	Abandoned       // a side left the game
	Emergency       // the game ended for circumstances outside it
	Death           // a player died
	OtherEnding     // an ending outside the rules that the record names in its own words (its Termination)

	numReasons
)

var reasonNames = [numReasons]string{
	"", "checkmate", "stalemate", "bare-king", "counting", "repetition", "move-rule",
	"insufficient-material", "no-legal-move-draw", "lone-king-count", "only-promotions",
	"conquest", "capture-count", "last-standing", "resignation", "agreement",
	"niol", "knight-mate",
	"first-check",
	"time-forfeit", "adjudication", "rules-infraction", "abandoned", "emergency", "death", "other",
}

// Outside reports whether r is an ending outside the game's rules
// (TimeForfeit, Adjudication, RulesInfraction, Abandoned, Emergency, Death,
// OtherEnding), which only [Game.End] makes.
func (r Reason) Outside() bool { return r >= TimeForfeit && r <= OtherEnding }

// termination returns the word a record's Termination tag gives r: the
// PGN standard's words for the endings outside the rules ("time
// forfeit", "rules infraction"), the reason's word for the others.
func (r Reason) termination() string {
	switch r {
	case TimeForfeit:
		return "time forfeit"
	case RulesInfraction:
		return "rules infraction"
	}
	return r.String()
}

// String returns the reason's short word, or "" for NoReason.
func (r Reason) String() string {
	if r < numReasons {
		return reasonNames[r]
	}
	return "reason(" + strconv.Itoa(int(r)) + ")"
}

// AppendText implements [encoding.TextAppender]: the reason's word.
func (r Reason) AppendText(b []byte) ([]byte, error) { return append(b, r.String()...), nil }

// MarshalText implements [encoding.TextMarshaler]: the reason's word.
func (r Reason) MarshalText() ([]byte, error) { return []byte(r.String()), nil }

// ParseReason returns the reason named by its word ("checkmate",
// "bare-king", ...; "" is NoReason), or an error wrapping ErrUnknown that
// lists the words.
func ParseReason(word string) (Reason, error) {
	for r := range numReasons {
		if reasonNames[r] == word {
			return r, nil
		}
	}
	return NoReason, &ParseError{Op: "core.ParseReason", Input: word, Offset: -1, Msg: "no such reason (want one of " + strings.Join(reasonNames[1:], ", ") + ")", Err: ErrUnknown}
}

// UnmarshalText implements [encoding.TextUnmarshaler] with [ParseReason].
func (r *Reason) UnmarshalText(text []byte) error {
	v, err := ParseReason(string(text))
	if err != nil {
		return err
	}
	*r = v
	return nil
}

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

// Result returns the result as a record of a two-player game writes it:
// "1-0" (White won), "0-1" (Black won), "1/2-1/2" (a draw), or "*" while
// the game goes on. A win in a game of more than two sides (a winner
// beyond the first two, or a reason only such games have: conquest,
// capture-count, last-standing) is never given a two-player score:
// Result returns the winner's Color ("color 0", "color 4"), and
// [Outcome.ResultIn] names it in the game's words ("Qin", "Qi").
func (o Outcome) Result() string {
	switch {
	case o.Reason == NoReason:
		return "*"
	case o.Winner == NoColor:
		return "1/2-1/2"
	case o.multiSide():
		return numbered(o.Winner)
	case o.Winner == White:
		return "1-0"
	}
	return "0-1"
}

// numbered names a side of a game of more than two sides by its number,
// "color 0" .. "color 6", as [Color.String] names the sides beyond the
// first two: White is no "white" there.
func numbered(c Color) string {
	if c < MaxColors {
		return "color " + strconv.Itoa(int(c))
	}
	return c.String()
}

// multiSide reports whether o is a win in a game of more than two sides:
// a winner beyond the first two, or a reason only such games have.
func (o Outcome) multiSide() bool {
	if o.Reason == NoReason || o.Winner == NoColor {
		return false
	}
	switch o.Reason {
	case Conquest, CaptureCount, LastStanding:
		return true
	}
	return o.Winner > Black
}

// String returns the result and the reason, such as "1-0 checkmate" or
// "1/2-1/2 stalemate" in the two-player games, "color 4 wins by conquest"
// for a win in a game of more than two sides (see [Outcome.Result]), or
// "*" while the game goes on. [Outcome.StringIn] and [Outcome.Format] name
// the sides in the game's words.
func (o Outcome) String() string {
	if o.Reason == NoReason {
		return "*"
	}
	if o.multiSide() {
		return o.Format(numbered)
	}
	return o.Result() + " " + o.Reason.String()
}

// Format describes the outcome in words with the sides named by name:
// "Qi wins by conquest", "white wins by checkmate", "draw by stalemate",
// or "the game goes on".
func (o Outcome) Format(name func(Color) string) string {
	switch {
	case o.Reason == NoReason:
		return "the game goes on"
	case o.Winner == NoColor:
		return "draw by " + o.Reason.String()
	}
	return name(o.Winner) + " wins by " + o.Reason.String()
}

// A SideNamer names the sides of a game: every [Position] is one.
type SideNamer interface {
	// Sides returns the number of sides.
	Sides() int
	// SideName returns the name of side c in the game's words.
	SideName(c Color) string
}

// ResultIn returns the result in the words of the game g (a position of
// it): in a two-player game what [Outcome.Result] returns ("1-0", "0-1",
// "1/2-1/2", "*"); in a game of more sides the winner's name as g's
// SideName gives it ("Qin", as Qi Guo's records write their Result), or
// "1/2-1/2" or "*".
func (o Outcome) ResultIn(g SideNamer) string {
	if o.Reason != NoReason && o.Winner != NoColor && (g.Sides() > 2 || o.multiSide()) {
		return g.SideName(o.Winner)
	}
	return o.Result()
}

// StringIn returns the outcome in the words of the game g (a position of
// it): in a two-player game what [Outcome.String] returns ("1-0
// checkmate"); in a game of more sides a win names its winner as g's
// SideName does ("Qin wins by conquest"), and a draw or a game that goes
// on reads as in String ("1/2-1/2 agreement", "*").
func (o Outcome) StringIn(g SideNamer) string {
	if o.Reason != NoReason && o.Winner != NoColor && (g.Sides() > 2 || o.multiSide()) {
		return o.Format(g.SideName)
	}
	return o.String()
}

// AppendText implements [encoding.TextAppender] with [Outcome.String].
func (o Outcome) AppendText(b []byte) ([]byte, error) { return append(b, o.String()...), nil }

// MarshalText implements [encoding.TextMarshaler] with [Outcome.String].
func (o Outcome) MarshalText() ([]byte, error) { return []byte(o.String()), nil }

// UnmarshalText implements [encoding.TextUnmarshaler]: it reads what
// String writes ("1-0 checkmate", "1/2-1/2 agreement", "color 4 wins by
// conquest", "*"), and what earlier versions wrote ("side 5 wins by
// conquest", "1-0 conquest"). Errors wrap ErrSyntax or, for an unknown
// reason word, ErrUnknown.
func (o *Outcome) UnmarshalText(text []byte) error {
	s := string(text)
	fail := func(msg string, err error) error {
		return &ParseError{Op: "core.Outcome.UnmarshalText", Input: s, Offset: -1, Msg: msg, Err: err}
	}
	if s == "*" {
		*o = Outcome{}
		return nil
	}
	var win Color
	var word string
	if who, reason, ok := strings.Cut(s, " wins by "); ok {
		if err := win.UnmarshalText([]byte(who)); err != nil || win == NoColor || win == Neutral {
			return fail("want a side before \"wins by\"", ErrSyntax)
		}
		word = reason
	} else {
		result, reason, ok := strings.Cut(s, " ")
		if !ok {
			return fail("want a result and a reason, such as \"1-0 checkmate\"", ErrSyntax)
		}
		switch result {
		case "1-0":
			win = White
		case "0-1":
			win = Black
		case "1/2-1/2":
			win = NoColor
		default:
			return fail("want 1-0, 0-1 or 1/2-1/2", ErrSyntax)
		}
		word = reason
	}
	var r Reason
	if err := r.UnmarshalText([]byte(word)); err != nil {
		return err
	}
	if r == NoReason {
		return fail("want a reason", ErrSyntax)
	}
	*o = Outcome{Winner: win, Reason: r}
	return nil
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

// String returns the reasons' words in increasing order, separated by
// commas ("counting,repetition"), or "" for the empty set.
func (s Reasons) String() string { return strings.Join(s.Strings(), ",") }

// AppendText implements [encoding.TextAppender] with [Reasons.String].
func (s Reasons) AppendText(b []byte) ([]byte, error) { return append(b, s.String()...), nil }

// MarshalText implements [encoding.TextMarshaler] with [Reasons.String].
func (s Reasons) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// UnmarshalText implements [encoding.TextUnmarshaler]: it reads what
// String writes, reason words separated by commas. An unknown word is an
// error wrapping ErrUnknown.
func (s *Reasons) UnmarshalText(text []byte) error {
	var v Reasons
	if len(text) > 0 {
		for _, w := range strings.Split(string(text), ",") {
			r, err := ParseReason(w)
			if err != nil {
				return err
			}
			if r == NoReason {
				return &ParseError{Op: "core.Reasons.UnmarshalText", Input: string(text), Offset: -1, Msg: "empty reason word", Err: ErrSyntax}
			}
			v = v.With(r)
		}
	}
	*s = v
	return nil
}

// Strings returns the reasons' words in increasing order.
func (s Reasons) Strings() []string {
	out := make([]string, 0, s.Len())
	for r := range s.All() {
		out = append(out, r.String())
	}
	return out
}
