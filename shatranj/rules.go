package shatranj

import (
	"strings"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/board8"
)

// BareKing selects how a rule set treats a bared king: a side whose
// pieces other than the shah are all gone (SH-10, SH-11).
type BareKing uint8

// The bare-king rules.
const (
	// BareBack is the source's rule (SH-10, SH-11): a move that bares the
	// opponent wins at once, unless the bared side can bare the mover in
	// turn with its next move (the mover has one piece left besides the
	// shah, and the bared shah can legally capture it); if it then does,
	// king against king is a draw, and if it does not, the mover wins.
	// Two bare kings are a draw however they arise.
	BareBack BareKing = iota
	// Extinction is Fairy-Stockfish's rule (its extinction rule with
	// piece count 1 and opponent count 2): the side to move has won when
	// the other side is bare and it is not; the side to move has lost
	// when it is bare and the other side has two pieces or more besides
	// its shah. Against a shah and one piece the bared side gets one
	// move, whatever it is; king against king is not an ending.
	Extinction
	// BareWins is the Medinese victory: baring the opponent wins
	// outright, with no bare-back exception; two bare kings (only reached
	// from a set-up position) are a draw.
	BareWins
)

// String returns "bare-back", "extinction" or "bare-wins".
func (k BareKing) String() string {
	switch k {
	case BareBack:
		return "bare-back"
	case Extinction:
		return "extinction"
	case BareWins:
		return "bare-wins"
	}
	return "bare-king(?)"
}

// Rules is a Shatranj rule set: a name and the options that make it. Rules
// are small comparable values; the zero value is [Default].
type Rules struct {
	// Name is the rule set's name as the tools take it ("default",
	// "pychess", "medina").
	Name string
	// BareKing is how a bared king ends the game (SH-10, SH-11).
	BareKing BareKing
}

// The named rule sets. All three share the board, the pieces and their
// moves (SH-1..SH-7), checkmate (SH-8), stalemate as a win for the side
// that stalemated (SH-9), and the claimable draws by threefold repetition
// and the 70-move rule (SH-12); they differ in the bare king.
var (
	// Default is the source's rule set (SH-1..SH-12): baring wins at once
	// unless the bared side can bare back on its next move, which draws.
	Default = Rules{Name: "default", BareKing: BareBack}
	// Pychess reproduces Fairy-Stockfish, the engine of pychess-variants:
	// the same moves, perft, FEN, move strings and endings, its bare-king
	// rule being its extinction rule ([Extinction]).
	Pychess = Rules{Name: "pychess", BareKing: Extinction}
	// Medina is the Medinese victory as Wikipedia and Ludii describe it:
	// baring wins outright ([BareWins]).
	Medina = Rules{Name: "medina", BareKing: BareWins}
)

// RuleSets returns the named rule sets, the default first.
func RuleSets() []Rules { return []Rules{Default, Pychess, Medina} }

// RulesByName returns the named rule set (case-insensitive), or an error
// wrapping core.ErrUnknown.
func RulesByName(name string) (Rules, error) {
	for _, r := range RuleSets() {
		if strings.EqualFold(r.Name, name) {
			return r, nil
		}
	}
	return Rules{}, &core.ParseError{Op: "shatranj.RulesByName", Input: name, Offset: -1, Msg: "no such rule set (want default, pychess or medina)", Err: core.ErrUnknown}
}

// String returns the rule set's name.
func (r Rules) String() string { return r.normal().Name }

func (r Rules) normal() Rules {
	if r == (Rules{}) {
		return Default
	}
	return r
}

// The pieces of Shatranj, as kinds of the core catalogue. Their FEN
// letters are those of Fairy-Stockfish: K, Q (ferz), B (alfil), N, R, P.
const (
	Shah   = core.King   // shah (K): one step any way, no castling (SH-2)
	Ferz   = core.Ferz   // ferz (Q): one step diagonally (SH-3)
	Alfil  = core.Alfil  // alfil (B): leaps exactly two squares diagonally, over anything (SH-4)
	Asb    = core.Knight // asb (N): the knight's leap (SH-5)
	Rukh   = core.Rook   // rukh (R): the rook (SH-6)
	Baidaq = core.Pawn   // baidaq (P): one step forward, captures diagonally forward, becomes a ferz on the last rank (SH-7)
)

// Alphabet holds Shatranj's FEN letters: K, Q (ferz), B (alfil), N, R, P.
var Alphabet = core.NewAlphabet(map[core.Kind]byte{Shah: 'K', Ferz: 'Q', Alfil: 'B', Asb: 'N', Rukh: 'R', Baidaq: 'P'})

// Movement returns how a piece of kind k moves, in the core's terms (nil
// for kinds Shatranj does not use).
func Movement(k core.Kind) core.Movement { return movements[k] }

var movements = map[core.Kind]core.Movement{
	Shah:  {core.Leap(core.AllDirs...)},
	Ferz:  {core.Leap(core.Diagonal...)},
	Alfil: {core.Leap(core.Symmetric(2, 2)...)},
	Asb:   {core.Leap(core.Symmetric(1, 2)...)},
	Rukh:  {core.Ride(0, core.Orthogonal...)},
	Baidaq: {
		core.Leap(core.Offset{Rank: 1}).Forward().MoveOnly(),
		core.Leap(core.Offset{File: -1, Rank: 1}, core.Offset{File: 1, Rank: 1}).Forward().CaptureOnly(),
	},
}

// StartFEN is the start position (SH-1): shahs on d1 and d8, ferzes on e1
// and e8, as Fairy-Stockfish and pychess-variants set them up.
const StartFEN = "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1"

// MoveRulePlies is the number of plies without a capture or a baidaq move
// after which a draw may be claimed: Fairy-Stockfish's 70-move rule
// (SH-12).
const MoveRulePlies = 140

var spec = func() *board8.Spec {
	s := board8.NewSpec(movements, 0x7368617472616e6a) // "shatranj"
	// SH-7: a baidaq reaching the last rank becomes a ferz.
	s.PromoZone = [2]board8.Bitboard{board8.RankMask(7), board8.RankMask(0)}
	s.PromoKind = Ferz
	s.SetAlphabet(Alphabet)
	return s
}()
