package makruk

import (
	"strings"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/board8"
)

// Counting selects how a rule set counts the end of the game.
type Counting uint8

// The counting methods.
const (
	// HonourCounting is the source's counting (MK-12..MK-16): the board's
	// honour, started by a player, and the pieces' honour, started by
	// the trigger; each owned by its counter, counted in the counter's
	// moves, and drawing the game when its limit passes.
	HonourCounting Counting = iota
	// PlyCounting is Fairy-Stockfish's counting: started automatically by
	// captures and promotions, kept in plies, not owned by a side, its
	// end a claimable draw. The count and limit are written in the FEN's
	// en-passant and half-move fields.
	PlyCounting
)

// Rules is a Makruk rule set: a name and the options that make it. Rules
// are small comparable values; the zero value is [Default].
type Rules struct {
	// Name is the rule set's name as the tools take it ("default",
	// "pychess").
	Name string
	// Counting is how the game counts (MK-12..MK-16).
	Counting Counting
	// KingsDraw ends the game as a draw as soon as only the two kings are
	// left (MK-17). It is off in both named sets: the project's rule cases
	// for Default play on in king against king, the lone king's
	// pieces'-honour count running to its limit, and Fairy-Stockfish
	// plays on too. Turn it on for the spec's immediate draw.
	KingsDraw bool
}

// The named rule sets.
var (
	// Default is the rule set of the source (MK-1..MK-16): the two
	// honours as the Thai federation counts them, stalemate a draw,
	// threefold repetition a claimable draw.
	Default = Rules{Name: "default", Counting: HonourCounting}
	// Pychess reproduces Fairy-Stockfish, the engine of pychess-variants:
	// the same moves, perft, FEN and move strings, its automatic counting
	// kept in plies whose end is a draw to be claimed.
	Pychess = Rules{Name: "pychess", Counting: PlyCounting}
)

// RuleSets returns the named rule sets.
func RuleSets() []Rules { return []Rules{Default, Pychess} }

// RulesByName returns the named rule set (case-insensitive), or an error
// wrapping core.ErrUnknown.
func RulesByName(name string) (Rules, error) {
	for _, r := range RuleSets() {
		if strings.EqualFold(r.Name, name) {
			return r, nil
		}
	}
	return Rules{}, &core.ParseError{Op: "makruk.RulesByName", Input: name, Offset: -1, Msg: "no such rule set (want default or pychess)", Err: core.ErrUnknown}
}

func (r Rules) normal() Rules {
	if r == (Rules{}) {
		return Default
	}
	return r
}

// The pieces of Makruk, as kinds of the core catalogue.
const (
	Khun = core.King   // king (K): one step any way (MK-2)
	Met  = core.Ferz   // met (M): one step diagonally (MK-3)
	Khon = core.Silver // khon (S): one step diagonally or straight forward (MK-4)
	Ma   = core.Knight // ma (N): the knight's leap (MK-5)
	Rua  = core.Rook   // rua (R): the rook (MK-6)
	Bia  = core.Pawn   // bia (P): one step forward, captures diagonally forward (MK-7)
)

// Alphabet holds Makruk's letters: K, M (met), S (khon), N, R, P.
var Alphabet = core.NewAlphabet(map[core.Kind]byte{Khun: 'K', Met: 'M', Khon: 'S', Ma: 'N', Rua: 'R', Bia: 'P'})

// Movement returns how a piece of kind k moves, in the core's terms (nil
// for kinds Makruk does not use).
func Movement(k core.Kind) core.Movement { return movements[k] }

var movements = map[core.Kind]core.Movement{
	Khun: {core.Leap(core.AllDirs...)},
	Met:  {core.Leap(core.Diagonal...)},
	Khon: {core.Leap(core.Diagonal...), core.Leap(core.Offset{Rank: 1}).Forward()},
	Ma:   {core.Leap(core.Symmetric(1, 2)...)},
	Rua:  {core.Ride(0, core.Orthogonal...)},
	Bia: {
		core.Leap(core.Offset{Rank: 1}).Forward().MoveOnly(),
		core.Leap(core.Offset{File: -1, Rank: 1}, core.Offset{File: 1, Rank: 1}).Forward().CaptureOnly(),
	},
}

// StartFEN is the start position (MK-1).
const StartFEN = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1"

var spec = func() *board8.Spec {
	s := board8.NewSpec(movements, 0x6d616b72756b) // "makruk"
	// MK-8: a bia reaching the sixth rank (third for Black) becomes a met.
	s.PromoZone = [2]board8.Bitboard{
		board8.RankMask(5) | board8.RankMask(6) | board8.RankMask(7),
		board8.RankMask(0) | board8.RankMask(1) | board8.RankMask(2),
	}
	s.PromoKind = Met
	s.SetAlphabet(Alphabet)
	return s
}()
