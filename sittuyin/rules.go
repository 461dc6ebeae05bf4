package sittuyin

import (
	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/board8"
	"github.com/chaturanga-go/chaturanga/internal/ruletext"
)

// SetupOrder says in which order the sides place their pieces during the
// setup phase (sit-tee): the option "Setup" of [Rules.Set], with the
// values "WhiteFirst" and "Alternating".
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

	numSetupOrder
)

// PlacementZone says where the pieces other than the yahhtas may be
// placed: the option "Placement", with the values "OwnHalf" and
// "FirstThreeRanks". Yahhtas go on their owner's back rank under every
// zone (ST-11).
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

// PromotionRule says how a ne becomes a sit-ke: the option "Promotion",
// with the values "InPlace" and "Fairy".
type PromotionRule uint8

// The promotion rules.
const (
	// PromoteInPlace is the source's rule (ST-13..ST-15): a ne standing
	// on one of its promotion squares (the long diagonals in the
	// opponent's half) turns into a sit-ke on that square, as a move of
	// its own, when its side has no sit-ke on the board. The new sit-ke
	// may give check and attack pieces.
	PromoteInPlace PromotionRule = iota
	// PromoteFairy is Fairy-Stockfish's rule: with no own sit-ke on the
	// board, a ne on a promotion square (any ne, when it is its side's
	// only one) becomes a sit-ke in place or on an empty square one step
	// diagonally away, never capturing; the new sit-ke may attack no
	// enemy piece and the move may not give check, directly or by
	// discovery.
	PromoteFairy

	numPromotionRule
)

var (
	setupNames     = []string{"WhiteFirst", "Alternating"}
	placementNames = []string{"OwnHalf", "FirstThreeRanks"}
	promotionNames = []string{"InPlace", "Fairy"}
)

var (
	setupText     = ruletext.NewEnum("sittuyin", "SetupOrder", setupNames)
	placementText = ruletext.NewEnum("sittuyin", "PlacementZone", placementNames)
	promotionText = ruletext.NewEnum("sittuyin", "PromotionRule", promotionNames)
)

// String returns the option value: "WhiteFirst" or "Alternating"
// ("invalid(n)" for a value past the last).
func (o SetupOrder) String() string { return setupText.String(uint8(o)) }

// String returns the option value: "OwnHalf" or "FirstThreeRanks"
// ("invalid(n)" for a value past the last).
func (z PlacementZone) String() string { return placementText.String(uint8(z)) }

// String returns the option value: "InPlace" or "Fairy" ("invalid(n)" for
// a value past the last).
func (r PromotionRule) String() string { return promotionText.String(uint8(r)) }

// MarshalText implements encoding.TextMarshaler with [SetupOrder.String];
// a value past the last is an error wrapping core.ErrSyntax.
func (o SetupOrder) MarshalText() ([]byte, error) { return setupText.Marshal(uint8(o)) }

// UnmarshalText implements encoding.TextUnmarshaler: it reads a value
// [SetupOrder.String] writes, in any case.
func (o *SetupOrder) UnmarshalText(text []byte) error { return setupText.Unmarshal(text, (*uint8)(o)) }

// MarshalText implements encoding.TextMarshaler with
// [PlacementZone.String]; a value past the last is an error wrapping
// core.ErrSyntax.
func (z PlacementZone) MarshalText() ([]byte, error) { return placementText.Marshal(uint8(z)) }

// UnmarshalText implements encoding.TextUnmarshaler: it reads a value
// [PlacementZone.String] writes, in any case.
func (z *PlacementZone) UnmarshalText(text []byte) error {
	return placementText.Unmarshal(text, (*uint8)(z))
}

// MarshalText implements encoding.TextMarshaler with
// [PromotionRule.String]; a value past the last is an error wrapping
// core.ErrSyntax.
func (r PromotionRule) MarshalText() ([]byte, error) { return promotionText.Marshal(uint8(r)) }

// UnmarshalText implements encoding.TextUnmarshaler: it reads a value
// [PromotionRule.String] writes, in any case.
func (r *PromotionRule) UnmarshalText(text []byte) error {
	return promotionText.Unmarshal(text, (*uint8)(r))
}

// MaxMoveRule is the largest [Rules.MoveRule] [Rules.Validate] accepts.
const MaxMoveRule = 1000

// Rules is a Sittuyin rule set: the name of the named set it started from
// and the options that make it. Rules are small comparable values that
// hold no references, so copies are independent.
//
// Every option's zero value is [Default]'s rule: the zero Rules plays
// exactly as Default (and a position made from it reports Default), and
// Rules{Counting: true} is Default with Fairy-Stockfish's counting added.
// Start from a named set and change single options, in code or by name
// with [Rules.Set]:
//
//	r := sittuyin.Pychess
//	r.StalemateDraw = false // "pychess StalemateDraw=false": Fairy-Stockfish's rules with ST-17
type Rules struct {
	// Name is the name of the named set the rules start from, as the
	// tools take it ("default", "pychess"); "" reads as "default".
	// Changing options keeps the name; [Rules.String] lists the options
	// that differ from that set.
	Name string
	// Setup is the order of the placements (ST-10); option "Setup".
	Setup SetupOrder
	// Placement is where the pieces other than the yahhtas may be placed
	// (ST-11); option "Placement".
	Placement PlacementZone
	// RookOnKingFile lets Black place a yahhta on the file of White's
	// min-gyi with no piece but nes between them, which ST-12 forbids
	// (Fairy-Stockfish allows it); option "RookOnKingFile".
	RookOnKingFile bool
	// Promotion is how nes promote (ST-13..ST-15); option "Promotion".
	Promotion PromotionRule
	// StalemateDraw makes stalemate a draw, as Fairy-Stockfish has it.
	// Off, ST-17 applies: a move that stalemates the opponent is illegal,
	// and a side whose every move is illegal for that reason alone draws.
	// Option "StalemateDraw".
	StalemateDraw bool
	// Counting turns on Fairy-Stockfish's (ASEAN) counting: when the side
	// to move has only its min-gyi and no ne is on the board, the count
	// runs to 16 moves if the opponent has a yahhta, else 44 with a sin,
	// else 64 with a myin (kept in plies, restarted by captures and
	// promotions while that side is bare); passing the limit is a draw
	// to be claimed ([core.Counting]). The FEN's en-passant field holds
	// the limit and its half-move field the count, as Fairy-Stockfish
	// writes them. Option "Counting".
	Counting bool
	// MoveRule, when positive, lets a player claim a draw
	// ([core.MoveRule]) after that many moves (twice as many plies)
	// without a capture, a ne move or a placement: Fairy-Stockfish's
	// 50-move rule. At most [MaxMoveRule]; option "MoveRule".
	MoveRule int
	// PromotionsClaim lets a side claim a draw ([core.OnlyPromotions])
	// when it has only its min-gyi and one ne, is not in check, and every
	// legal move it has is a promotion (the federation's rule 3.9 c.7, as
	// Fairy-Stockfish has it). Option "PromotionsClaim".
	PromotionsClaim bool
	// InsufficientMaterial lets a player claim a draw
	// ([core.InsufficientMaterial]) when neither side can mate, as
	// Fairy-Stockfish judges it (pychess-variants ends such games as
	// draws); see [Position.Claims]. Option "InsufficientMaterial".
	InsufficientMaterial bool
}

// The named rule sets. Rules values hold no references: changing a copy of
// one of these changes nothing else.
var (
	// Default is the rule set of the source (ST-1..ST-18), a playing
	// site's rules page: all of White's placements before all of Black's,
	// on the own half with yahhtas on the back rank and Black's yahhta kept
	// off the open file of White's min-gyi, promotion in place on the long
	// diagonals, a stalemating move illegal, threefold repetition a
	// claimable draw. It has no counting, no move rule and no
	// insufficient-material claim. Every option of the zero Rules is its
	// rule.
	Default = Rules{Name: "default"}
	// Pychess reproduces Fairy-Stockfish, the engine of pychess-variants:
	// the same legal moves, perft, FEN and move strings. Placements
	// alternate on the first three ranks; promotions follow
	// Fairy-Stockfish; stalemate is a draw; its counting, 50-move rule,
	// "only promotions left" and insufficient-material claims apply.
	Pychess = Rules{
		Name:                 "pychess",
		Setup:                Alternating,
		Placement:            FirstThreeRanks,
		RookOnKingFile:       true,
		Promotion:            PromoteFairy,
		StalemateDraw:        true,
		Counting:             true,
		MoveRule:             50,
		PromotionsClaim:      true,
		InsufficientMaterial: true,
	}
)

// RuleSets returns the named rule sets, [Default] first (a fresh slice).
func RuleSets() []Rules { return append([]Rules(nil), rulesText.Sets...) }

// rulesText is the option machinery of Rules: the package's own copies of
// the named sets and the option table, in the order [Rules.String] writes
// the options.
var rulesText = &ruletext.Table[Rules]{
	Pkg:  "sittuyin",
	Sets: []Rules{Default, Pychess},
	Name: func(r *Rules) *string { return &r.Name },
	Options: []ruletext.Option[Rules]{
		ruletext.EnumOption("Setup", "ST-10", setupText, func(r *Rules) *SetupOrder { return &r.Setup }),
		ruletext.EnumOption("Placement", "ST-11", placementText, func(r *Rules) *PlacementZone { return &r.Placement }),
		ruletext.BoolOption("RookOnKingFile", "ST-12", false, func(r *Rules) *bool { return &r.RookOnKingFile }),
		ruletext.EnumOption("Promotion", "ST-13..ST-15", promotionText, func(r *Rules) *PromotionRule { return &r.Promotion }),
		ruletext.BoolOption("StalemateDraw", "ST-17", false, func(r *Rules) *bool { return &r.StalemateDraw }),
		ruletext.BoolOption("Counting", "", false, func(r *Rules) *bool { return &r.Counting }),
		ruletext.CountOption("MoveRule", "", MaxMoveRule, func(r *Rules) *int { return &r.MoveRule }),
		ruletext.BoolOption("PromotionsClaim", "", false, func(r *Rules) *bool { return &r.PromotionsClaim }),
		ruletext.BoolOption("InsufficientMaterial", "", false, func(r *Rules) *bool { return &r.InsufficientMaterial }),
	},
}

// RulesByName returns the named rule set (case-insensitive; "" is
// Default), or an error wrapping core.ErrUnknown that lists the known
// ones.
func RulesByName(name string) (Rules, error) { return rulesText.ByName(name) }

// normal returns r with its name as the named set spells it: "" reads as
// "default", "PyChess" as "pychess". An unknown name stays as it is.
func (r Rules) normal() Rules { return rulesText.Normal(r) }

// OptionNames returns the names of the options [Rules.Set] takes, in the
// order [Rules.String] writes them: Setup, Placement, RookOnKingFile,
// Promotion, StalemateDraw, Counting, MoveRule, PromotionsClaim,
// InsufficientMaterial.
func OptionNames() []string { return rulesText.Names() }

// OptionValues returns the values an enumerated option takes, such as
// ["WhiteFirst" "Alternating"] for "Setup" (a fresh slice); nil for a
// boolean or numeric option ("true"/"false", a number), and an error
// wrapping core.ErrUnknown for an unknown name.
func OptionValues(name string) ([]string, error) { return rulesText.Values(name) }

// Set changes one option by name and value, both case-insensitive:
// Set("Setup", "Alternating"), Set("Counting", "true"), Set("MoveRule",
// "50"). An unknown name is an error wrapping core.ErrUnknown, a bad value
// one wrapping core.ErrSyntax; r is then unchanged.
func (r *Rules) Set(name, value string) error { return rulesText.Set(r, name, value) }

// Get returns the value of the named option as text ("Alternating",
// "true", "50"), or an error wrapping core.ErrUnknown for an unknown name.
func (r Rules) Get(name string) (string, error) { return rulesText.Get(r, name) }

// String returns the rule set's name ("" written "default") followed by
// the options that differ from the named set of that name, in the order
// of [OptionNames]: "pychess", "pychess StalemateDraw=false", "default
// Counting=true MoveRule=50". [ParseRules] reads it back. A name that is
// no named set is written as it is, with every option.
func (r Rules) String() string { return rulesText.String(r) }

// AppendText implements encoding.TextAppender: it appends [Rules.String],
// or returns an error if r is not valid (see [Rules.Validate]).
func (r Rules) AppendText(b []byte) ([]byte, error) { return rulesText.AppendValid(b, r) }

// MarshalText implements encoding.TextMarshaler: [Rules.String], or an
// error if r is not valid.
func (r Rules) MarshalText() ([]byte, error) { return r.AppendText(nil) }

// UnmarshalText implements encoding.TextUnmarshaler with [ParseRules].
func (r *Rules) UnmarshalText(text []byte) error { return rulesText.Unmarshal(r, text) }

// ParseRules reads what [Rules.String] writes: a rule-set name, then any
// number of Option=Value pairs separated by spaces, applied in order on
// top of that set. Names and values are case-insensitive; the empty
// string is Default. An unknown rule-set name or option is an error
// wrapping core.ErrUnknown that lists the known ones, a bad value or a
// pair without '=' one wrapping core.ErrSyntax.
func ParseRules(s string) (Rules, error) { return rulesText.Parse(s) }

// Validate reports whether r is a rule set the package can play: its Name
// is "" or a named set's (else an error wrapping core.ErrUnknown), every
// enumerated option has one of its values and MoveRule is between 0 and
// [MaxMoveRule] (else an error wrapping core.ErrSyntax naming the option).
func (r Rules) Validate() error { return rulesText.Validate(r) }

// mustValidate panics with a clear message if r is not valid: Rules
// values are built in code (text goes through ParseRules, which
// validates), so an invalid one is a programming error.
func (r Rules) mustValidate(fn string) { rulesText.MustValidate(r, fn) }

// The pieces of Sittuyin, as kinds of the core catalogue, with their FEN
// letters. [Position.PieceName] and every message of the package call them
// by these names.
const (
	MinGyi = core.King   // min-gyi, the king (K): one step any way (ST-3)
	SitKe  = core.Ferz   // sit-ke, the general (F): one step diagonally (ST-4)
	Sin    = core.Silver // sin, the elephant (S): one step diagonally or straight forward (ST-5)
	Myin   = core.Knight // myin, the knight (N): the knight's leap (ST-6)
	Yahhta = core.Rook   // yahhta, the rook (R): the rook (ST-7)
	Ne     = core.Pawn   // ne, the pawn (P): one step forward, captures diagonally forward (ST-8)
)

// pieceNames are the kinds' names in the game's words.
var pieceNames = [core.NumKinds]string{MinGyi: "min-gyi", SitKe: "sit-ke", Sin: "sin", Myin: "myin", Yahhta: "yahhta", Ne: "ne"}

// alphabet holds Sittuyin's FEN letters.
var alphabet = core.NewAlphabet(map[core.Kind]byte{MinGyi: 'K', SitKe: 'F', Sin: 'S', Myin: 'N', Yahhta: 'R', Ne: 'P'})

// Alphabet returns Sittuyin's FEN letters: K (min-gyi), F (sit-ke), S
// (sin), N (myin), R (yahhta), P (ne). It is a copy: changing it changes
// nothing in the package.
func Alphabet() *core.Alphabet {
	a := *alphabet
	return &a
}

// Movement returns how a piece of kind k moves on the board, in the
// core's terms (nil for kinds Sittuyin does not use); placements and
// promotions are moves of the game, not movements. Each call returns a
// new value.
func Movement(k core.Kind) core.Movement {
	switch k {
	case MinGyi:
		return core.Movement{core.Leap(core.AllDirs()...)}
	case SitKe:
		return core.Movement{core.Leap(core.Diagonal()...)}
	case Sin:
		return core.Movement{core.Leap(core.Diagonal()...), core.Leap(core.Offset{Rank: 1}).Forward()}
	case Myin:
		return core.Movement{core.Leap(core.Symmetric(1, 2)...)}
	case Yahhta:
		return core.Movement{core.Ride(0, core.Orthogonal()...)}
	case Ne:
		return core.Movement{
			core.Leap(core.Offset{Rank: 1}).Forward().MoveOnly(),
			core.Leap(core.Offset{File: -1, Rank: 1}, core.Offset{File: 1, Rank: 1}).Forward().CaptureOnly(),
		}
	}
	return nil
}

// startFEN is the start position of both rule sets (ST-2, ST-9).
const startFEN = "8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KSSFRRNNkssfrrnn] w - - 0 1"

// StartFEN returns the FEN of rule set r's start position (ST-2, ST-9):
// the nes on the board and every other piece in hand, White to place,
// "8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KSSFRRNNkssfrrnn] w - - 0 1" under
// both rule sets.
func StartFEN(r Rules) string { return startFEN }

// handOrder is the order of kinds in a FEN hand, as Fairy-Stockfish writes
// it: K, S, F, R, N.
var handOrder = [...]core.Kind{MinGyi, Sin, SitKe, Yahhta, Myin}

// handMax is the number of pieces of each kind a side holds at the start
// (ST-9): one min-gyi, one sit-ke, two sins, two myins, two yahhtas.
var handMax = [core.NumKinds]uint8{MinGyi: 1, SitKe: 1, Sin: 2, Myin: 2, Yahhta: 2}

var spec = func() *board8.Spec {
	moves := map[core.Kind]core.Movement{}
	for _, k := range []core.Kind{MinGyi, SitKe, Sin, Myin, Yahhta, Ne} {
		moves[k] = Movement(k)
	}
	s := board8.NewSpec(moves, 0x73697474757969) // "sittuyi"
	s.SetAlphabet(alphabet)
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
