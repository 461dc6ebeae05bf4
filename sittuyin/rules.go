package sittuyin

import (
	"strings"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/board8"
)

// SetupOrder says in which order the sides place their pieces during the
// setup phase (sit-tee).
type SetupOrder uint8

// The setup orders.
const (
	// WhiteFirst is the source's order (ST-10): White places all its
	// pieces, one per move, keeping the move until its hand is empty; then
	// Black places all of its pieces; then White makes the first ordinary
	// move. A side with pieces in hand may only place.
	WhiteFirst SetupOrder = iota
	// Alternating is Fairy-Stockfish's order: the sides take turns, one
	// placement each, White first. A side with pieces in hand must place
	// if any placement is legal, and otherwise moves on the board.
	Alternating
)

// String returns "white-first" or "alternating".
func (o SetupOrder) String() string {
	if o == Alternating {
		return "alternating"
	}
	return "white-first"
}

// PlacementZone says where the pieces other than the rooks may be placed.
// Rooks go on their owner's back rank under every zone (ST-11).
type PlacementZone uint8

// The placement zones.
const (
	// OwnHalf is the source's zone (ST-11): any empty square of the own
	// half that is not the back rank (White ranks 2-4, Black ranks 5-7).
	OwnHalf PlacementZone = iota
	// FirstThreeRanks is Fairy-Stockfish's zone: any empty square of the
	// own first three ranks (White ranks 1-3, Black ranks 6-8).
	FirstThreeRanks
)

// String returns "own-half" or "first-three-ranks".
func (z PlacementZone) String() string {
	if z == FirstThreeRanks {
		return "first-three-ranks"
	}
	return "own-half"
}

// PromotionRule says how a ne (pawn) becomes a sit-ke (general).
type PromotionRule uint8

// The promotion rules.
const (
	// PromoteInPlace is the source's rule (ST-13..ST-15): a pawn standing
	// on one of its promotion squares (the long diagonals in the
	// opponent's half) turns into a general on that square, as a move of
	// its own, when its side has no general on the board. The new
	// general may give check and attack pieces.
	PromoteInPlace PromotionRule = iota
	// PromoteFairy is Fairy-Stockfish's rule: with no own general on the
	// board, a pawn on a promotion square (any pawn, when it is its
	// side's only pawn) becomes a general in place or on an empty square
	// one step diagonally away, never capturing; the new general may
	// attack no enemy piece and the move may not give check, directly or
	// by discovery.
	PromoteFairy
)

// String returns "in-place" or "fairy".
func (r PromotionRule) String() string {
	if r == PromoteFairy {
		return "fairy"
	}
	return "in-place"
}

// Rules is a Sittuyin rule set: a name and the options that make it. Rules
// are small comparable values. Every option's zero value is the source's
// rule, so the zero Rules value plays as [Default] (and is reported as
// Default by [Position.Rules]). Start from a named set and change single
// options to build a variation:
//
//	r := sittuyin.Pychess
//	r.StalemateDraw = false // Fairy-Stockfish's rules with ST-17
type Rules struct {
	// Name is the rule set's name as the tools take it ("default",
	// "pychess").
	Name string
	// Setup is the order of the placements (ST-10).
	Setup SetupOrder
	// Placement is where the pieces other than rooks may be placed
	// (ST-11).
	Placement PlacementZone
	// RookOnKingFile lets Black place a rook on the file of White's king
	// with no non-pawn piece between them, which ST-12 forbids
	// (Fairy-Stockfish allows it).
	RookOnKingFile bool
	// Promotion is how pawns promote (ST-13..ST-15).
	Promotion PromotionRule
	// StalemateDraw makes stalemate a draw, as Fairy-Stockfish has it.
	// Off, ST-17 applies: a move that stalemates the opponent is illegal,
	// and a side whose every move is illegal for that reason alone draws.
	StalemateDraw bool
	// Counting turns on Fairy-Stockfish's (ASEAN) counting: when the side
	// to move has only its king and no pawn is on the board, the count
	// runs to 16 moves if the opponent has a rook, else 44 with a sin,
	// else 64 with a myin (kept in plies, restarted by captures and
	// promotions while that side is bare); passing the limit is a draw
	// to be claimed. The FEN's en-passant field holds the limit and its
	// half-move field the count, as Fairy-Stockfish writes them.
	Counting bool
	// MoveRule, when positive, lets a player claim a draw after that many
	// moves (twice as many plies) without a capture, a pawn move or a
	// placement: Fairy-Stockfish's 50-move rule.
	MoveRule int
	// PromotionsClaim lets a side claim a draw when it has only its king
	// and one pawn, is not in check, and every legal move it has is a
	// promotion (the federation's rule 3.9 c.7, as Fairy-Stockfish has
	// it).
	PromotionsClaim bool
}

// The named rule sets.
var (
	// Default is the rule set of the source (ST-1..ST-18), a playing
	// site's rules page: all of White's placements before all of Black's,
	// on the own half with rooks on the back rank and Black's rook kept off
	// the open file of White's king, promotion in place on the long
	// diagonals, a stalemating move illegal, threefold repetition a
	// claimable draw. It has no counting and no move rule.
	Default = Rules{Name: "default"}
	// Pychess reproduces Fairy-Stockfish, the engine of pychess-variants:
	// the same legal moves, perft, FEN and move strings. Placements
	// alternate on the first three ranks; promotions follow
	// Fairy-Stockfish; stalemate is a draw; its counting, 50-move rule and
	// "only promotions left" claim apply.
	Pychess = Rules{
		Name:            "pychess",
		Setup:           Alternating,
		Placement:       FirstThreeRanks,
		RookOnKingFile:  true,
		Promotion:       PromoteFairy,
		StalemateDraw:   true,
		Counting:        true,
		MoveRule:        50,
		PromotionsClaim: true,
	}
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
	return Rules{}, &core.ParseError{Op: "sittuyin.RulesByName", Input: name, Offset: -1, Msg: "no such rule set (want default or pychess)", Err: core.ErrUnknown}
}

func (r Rules) normal() Rules {
	if r == (Rules{}) {
		return Default
	}
	return r
}

// The pieces of Sittuyin, as kinds of the core catalogue.
const (
	MinGyi = core.King   // min-gyi, the king (K): one step any way (ST-3)
	SitKe  = core.Ferz   // sit-ke, the general (F): one step diagonally (ST-4)
	Sin    = core.Silver // sin, the elephant (S): one step diagonally or straight forward (ST-5)
	Myin   = core.Knight // myin, the knight (N): the knight's leap (ST-6)
	Yahhta = core.Rook   // yahhta, the rook (R): the rook (ST-7)
	Ne     = core.Pawn   // ne, the pawn (P): one step forward, captures diagonally forward (ST-8)
)

// Alphabet holds Sittuyin's letters: K, F (sit-ke), S (sin), N, R, P.
var Alphabet = core.NewAlphabet(map[core.Kind]byte{MinGyi: 'K', SitKe: 'F', Sin: 'S', Myin: 'N', Yahhta: 'R', Ne: 'P'})

// Movement returns how a piece of kind k moves, in the core's terms (nil
// for kinds Sittuyin does not use).
func Movement(k core.Kind) core.Movement { return movements[k] }

var movements = map[core.Kind]core.Movement{
	MinGyi: {core.Leap(core.AllDirs...)},
	SitKe:  {core.Leap(core.Diagonal...)},
	Sin:    {core.Leap(core.Diagonal...), core.Leap(core.Offset{Rank: 1}).Forward()},
	Myin:   {core.Leap(core.Symmetric(1, 2)...)},
	Yahhta: {core.Ride(0, core.Orthogonal...)},
	Ne: {
		core.Leap(core.Offset{Rank: 1}).Forward().MoveOnly(),
		core.Leap(core.Offset{File: -1, Rank: 1}, core.Offset{File: 1, Rank: 1}).Forward().CaptureOnly(),
	},
}

// StartFEN is the start position (ST-2, ST-9): the pawns on the board and
// every other piece in hand, White to place.
const StartFEN = "8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KSSFRRNNkssfrrnn] w - - 0 1"

// handOrder is the order of kinds in a FEN hand, as Fairy-Stockfish writes
// it: K, S, F, R, N.
var handOrder = [...]core.Kind{MinGyi, Sin, SitKe, Yahhta, Myin}

// handMax is the number of pieces of each kind a side holds at the start
// (ST-9): one min-gyi, one sit-ke, two sins, two myins, two yahhtas.
var handMax = [core.NumKinds]uint8{MinGyi: 1, SitKe: 1, Sin: 2, Myin: 2, Yahhta: 2}

var spec = func() *board8.Spec {
	s := board8.NewSpec(movements, 0x73697474757969) // "sittuyi"
	s.SetAlphabet(Alphabet)
	return s
}()

// Tables derived from the rules.
var (
	// promoSquares are the promotion squares (ST-13) per colour.
	promoSquares [2]board8.Bitboard
	// ferzAttacks are the squares a general attacks from each square.
	ferzAttacks [64]board8.Bitboard
	// zones[placement][colour][rook] are the squares a piece may be
	// placed on (ST-11).
	zones [2][2][2]board8.Bitboard
	// handKeys[colour][kind][n] is the Zobrist key of holding n pieces.
	handKeys [2][core.NumKinds][3]uint64
)

func init() {
	for _, s := range []string{"a8", "b7", "c6", "d5", "e5", "f6", "g7", "h8"} {
		promoSquares[core.White] |= board8.Bit(board8.Idx(core.MustParseSquare(s)))
	}
	for _, s := range []string{"a1", "b2", "c3", "d4", "e4", "f3", "g2", "h1"} {
		promoSquares[core.Black] |= board8.Bit(board8.Idx(core.MustParseSquare(s)))
	}
	for i := range 64 {
		ferzAttacks[i] = spec.Attacks(core.MakePiece(core.White, SitKe), i, 0)
	}
	r := board8.RankMask
	zones[OwnHalf][core.White] = [2]board8.Bitboard{r(1) | r(2) | r(3), r(0)}
	zones[OwnHalf][core.Black] = [2]board8.Bitboard{r(4) | r(5) | r(6), r(7)}
	zones[FirstThreeRanks][core.White] = [2]board8.Bitboard{r(0) | r(1) | r(2), r(0)}
	zones[FirstThreeRanks][core.Black] = [2]board8.Bitboard{r(5) | r(6) | r(7), r(7)}
	z := spec.Zobrist()
	for c := range 2 {
		for _, k := range handOrder {
			for n := range 3 {
				handKeys[c][k][n] = z.Hand(core.MakePiece(core.Color(c), k), n)
			}
		}
	}
}

// zone returns where colour c may place a piece of kind k.
func (r *Rules) zone(c core.Color, k core.Kind) board8.Bitboard {
	rook := 0
	if k == Yahhta {
		rook = 1
	}
	return zones[r.Placement&1][c&1][rook]
}
