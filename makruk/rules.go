package makruk

import (
	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/board8"
	"github.com/chaturanga-go/chaturanga/internal/ruletext"
)

// Counting selects how a rule set counts the end of the game (option
// "Counting").
type Counting uint8

// The counting methods.
const (
	// HonourCounting is the source's counting (MK-12..MK-16), Default's:
	// the board's honour, started and stopped by a player's action, and
	// the pieces' honour, started by the trigger of MK-13; each owned by
	// its counter, counted in the counter's moves, and drawing the game
	// when its limit passes. Its option value is "Honour".
	HonourCounting Counting = iota
	// PlyCounting is Fairy-Stockfish's game, Pychess's: its counting,
	// started automatically by captures and promotions, kept in plies,
	// not owned by a side (no one starts or stops it; [Position.Count]
	// names its counter all the same, MK-16), its end a draw to be
	// claimed; and its
	// insufficient-material draw, also a claim (see
	// [Position.InsufficientMaterial]). The count and limit are written
	// in the FEN's en-passant and half-move fields. Its option value is
	// "Ply".
	PlyCounting
	// CambodianCounting is Fairy-Stockfish's Cambodian counting, Ouk
	// Chatrang's and Kar Ouk's (OC-5): kept in plies and claimed like
	// PlyCounting, but the board's honour starts for a side of at most
	// three pieces even with bia on the board, and the pieces' honour has
	// one move less than Makruk's. Its option value is "Cambodian".
	CambodianCounting
	// ASEANCounting is Fairy-Stockfish's ASEAN counting (AS-4), kept as
	// PlyCounting is: only a bare khun with no bia on the board is
	// counted, while it is to move, 16 moves against a rua, else 44
	// against a khon, else 64 against a ma, and not at all against mets
	// alone. Its option value is "ASEAN".
	ASEANCounting
)

var countingNames = []string{"Honour", "Ply", "Cambodian", "ASEAN"}

var countingText = ruletext.NewEnum("makruk", "Counting", countingNames)

// String returns the option value: "Honour", "Ply", "Cambodian" or
// "ASEAN" ("invalid(n)" for a value past the last).
func (c Counting) String() string { return countingText.String(uint8(c)) }

// MarshalText implements encoding.TextMarshaler with the option value; a
// value past the last is an error wrapping core.ErrSyntax.
func (c Counting) MarshalText() ([]byte, error) { return countingText.Marshal(uint8(c)) }

// UnmarshalText implements encoding.TextUnmarshaler: "Honour", "Ply",
// "Cambodian" or "ASEAN", in any case.
func (c *Counting) UnmarshalText(text []byte) error { return countingText.Unmarshal(text, (*uint8)(c)) }

// Rules is a Makruk rule set: the name of the named set it started from
// and the options that make it. Rules are small comparable values. Every
// option's zero value is [Default]'s rule, so the zero Rules plays exactly
// as Default, and Rules{X: v} is Default with only X changed.
type Rules struct {
	// Name is the named set the rules started from, as the tools take
	// it: "default", "pychess", "cambodian", "karouk", "makpong",
	// "asean" or "aiwok" ("" reads as "default").
	Name string
	// Counting is how the game counts its end (MK-12..MK-16): the
	// source's honours (the zero value), or Fairy-Stockfish's plies, its
	// Cambodian counting (OC-5) or its ASEAN counting (AS-4).
	Counting Counting
	// NoKingsDraw turns MK-17 off: king against king then plays on
	// instead of being drawn at once. Pychess sets it, because
	// Fairy-Stockfish plays on (it offers the insufficient-material draw
	// as a claim instead).
	NoKingsDraw bool

	// The options of Ouk Chatrang and Kar Ouk.

	// FirstMoves gives each side Ouk Chatrang's first moves (OC-1..OC-4):
	// the khun's leap and the met's two-square jump from their gate
	// squares, written in the FEN's castling field. Cambodian and KarOuk
	// set it.
	FirstMoves bool
	// FirstCheck makes the first check win, as in Kar Ouk (KO-1, KO-2):
	// each side has a number of checks to give (one in a new game,
	// written in the FEN after the en-passant field), and the game ends
	// when the side that has just moved has given its last. KarOuk sets
	// it.
	FirstCheck bool

	// The options of Makpong, ASEAN and Ai-Wok.

	// FrozenKing is Makpong's rule (MP-1): a khun in check may not move,
	// except to capture the checking piece, so a double check is mate.
	FrozenKing bool
	// Army is the set of pieces, their letters and their start array
	// (MakrukArmy; ASEANArmy, AS-1; AiWokArmy, AW-1).
	Army Army
	// Promotion is where and into what a bia promotes (MK-8; AS-2's
	// choice on the last rank).
	Promotion Promotion
	// MoveRule, when positive, lets the side to move claim a draw
	// (core.MoveRule) once that many moves (twice as many plies) have
	// passed without a capture or a bia move: ASEAN's 50-move rule (AS-5).
	// 0, Default's, is no such rule; at most [MaxMoveRule].
	MoveRule int
}

// The named rule sets. Rules hold no references, so these are plain
// values: changing a copy changes nothing else.
var (
	// Default is the rule set of the source (MK-1..MK-17): the two
	// honours as the Thai federation counts them, king against king
	// drawn at once, stalemate a draw, threefold repetition a claimable
	// draw.
	Default = Rules{Name: "default"}
	// Pychess reproduces Fairy-Stockfish, the engine of pychess-variants:
	// the same moves, perft, FEN and move strings, its automatic counting
	// kept in plies whose end is a draw to be claimed, and its
	// insufficient-material draw as a claim.
	Pychess = Rules{Name: "pychess", Counting: PlyCounting, NoKingsDraw: true}
)

// The named rule sets of Ouk Chatrang and Kar Ouk, each exact to
// Fairy-Stockfish's variant of the same name.
var (
	// Cambodian is Ouk Chatrang, Cambodian chess (OC-1..OC-6), as
	// Fairy-Stockfish's "cambodian" plays it: Pychess with the first
	// moves of the khun and the met and the Cambodian counting.
	Cambodian = Rules{Name: "cambodian", Counting: CambodianCounting, NoKingsDraw: true, FirstMoves: true}
	// KarOuk is Kar Ouk (KO-1..KO-3), Fairy-Stockfish's "karouk":
	// Cambodian in which the first check wins.
	KarOuk = Rules{Name: "karouk", Counting: CambodianCounting, NoKingsDraw: true, FirstMoves: true, FirstCheck: true}
)

// RuleSets returns the named rule sets, Default first (a fresh slice):
// Default, Pychess, Cambodian, KarOuk, Makpong, ASEAN, AiWok.
func RuleSets() []Rules { return append([]Rules(nil), rulesText.Sets...) }

// rulesText is the option machinery of Rules: the package's own copies of
// the named sets (Fairy-Stockfish's names of the family's sets accepted
// too) and the option table, in the order [Rules.String] writes the
// options.
var rulesText = &ruletext.Table[Rules]{
	Pkg:   "makruk",
	Sets:  []Rules{Default, Pychess, Cambodian, KarOuk, Makpong, ASEAN, AiWok},
	Name:  func(r *Rules) *string { return &r.Name },
	Alias: familyAlias,
	Options: []ruletext.Option[Rules]{
		ruletext.EnumOption("Counting", "MK-12..MK-16, OC-5, AS-4", countingText, func(r *Rules) *Counting { return &r.Counting }),
		ruletext.BoolOption("NoKingsDraw", "MK-17", false, func(r *Rules) *bool { return &r.NoKingsDraw }),
		// Ouk Chatrang's and Kar Ouk's options (see cambodian.go, karouk.go).
		ruletext.BoolOption("FirstMoves", "OC-1..OC-4", false, func(r *Rules) *bool { return &r.FirstMoves }),
		ruletext.BoolOption("FirstCheck", "KO-1, KO-2", false, func(r *Rules) *bool { return &r.FirstCheck }),
		// Makpong's, ASEAN's and Ai-Wok's options (see family.go).
		ruletext.BoolOption("FrozenKing", "MP-1", false, func(r *Rules) *bool { return &r.FrozenKing }),
		ruletext.EnumOption("Army", "AS-1, AW-1", armyText, func(r *Rules) *Army { return &r.Army }),
		ruletext.EnumOption("Promotion", "MK-8, AS-2", promotionText, func(r *Rules) *Promotion { return &r.Promotion }),
		ruletext.CountOption("MoveRule", "AS-5", MaxMoveRule, func(r *Rules) *int { return &r.MoveRule }),
	},
}

// RulesByName returns the named rule set (case-insensitive; "" is
// Default), or an error wrapping core.ErrUnknown that lists the known
// names. Fairy-Stockfish's names of the family's sets are accepted too
// ("ai-wok" for [AiWok]).
func RulesByName(name string) (Rules, error) { return rulesText.ByName(name) }

// normal returns r with the empty name read as "default", a named set's
// name in its own case and Fairy-Stockfish's name of a family set as the
// set's own ("ai-wok" as "aiwok"). An unknown name stays as it is.
func (r Rules) normal() Rules { return rulesText.Normal(r) }

// OptionNames returns the names of the options [Rules.Set] takes, in the
// order [Rules.String] writes them: Counting, NoKingsDraw, FirstMoves,
// FirstCheck, FrozenKing, Army, Promotion, MoveRule.
func OptionNames() []string { return rulesText.Names() }

// OptionValues returns the values an enumerated option takes (["Honour"
// "Ply" "Cambodian" "ASEAN"] for "Counting"; a fresh slice); nil for a
// boolean option or a number (MoveRule), and an error wrapping
// core.ErrUnknown for an unknown name.
func OptionValues(name string) ([]string, error) { return rulesText.Values(name) }

// Set changes one option by name and value, both case-insensitive:
// Set("Counting", "Ply"), Set("NoKingsDraw", "true"), Set("MoveRule",
// "50"). An unknown name is an error wrapping core.ErrUnknown, a bad value
// one wrapping core.ErrSyntax; r is then unchanged.
func (r *Rules) Set(name, value string) error { return rulesText.Set(r, name, value) }

// Get returns the value of the named option as text ("Honour", "true"),
// or an error wrapping core.ErrUnknown.
func (r Rules) Get(name string) (string, error) { return rulesText.Get(r, name) }

// Validate reports whether r is a rule set this package plays: its Name
// is a named set's (or ""), its options in range (MoveRule from 0 to
// [MaxMoveRule]). Errors wrap core.ErrUnknown (an unknown name) or
// core.ErrSyntax (an option value out of range) and name the option.
func (r Rules) Validate() error { return rulesText.Validate(r) }

// String returns the rule set's name followed by " Option=Value" for each
// option that differs from the named set of that name, in the order of
// [OptionNames]: "default", "pychess", "default NoKingsDraw=true",
// "pychess Counting=Honour", "karouk FirstCheck=false". [ParseRules]
// reads it back. Rules that do not validate are written all the same
// (their name as given, every option).
func (r Rules) String() string { return rulesText.String(r) }

// AppendText implements encoding.TextAppender: it appends [Rules.String].
func (r Rules) AppendText(b []byte) ([]byte, error) { return rulesText.Append(b, r), nil }

// MarshalText implements encoding.TextMarshaler with [Rules.String].
func (r Rules) MarshalText() ([]byte, error) { return r.AppendText(nil) }

// UnmarshalText implements encoding.TextUnmarshaler with [ParseRules].
func (r *Rules) UnmarshalText(text []byte) error { return rulesText.Unmarshal(r, text) }

// ParseRules reads what [Rules.String] writes: a rule-set name (any
// case), then any number of space-separated Option=Value pairs applied on
// top of it ("pychess Counting=Honour"). An unknown set name or option is
// an error wrapping core.ErrUnknown that lists the known ones; a bad value
// or a pair without '=' wraps core.ErrSyntax. The empty text is Default.
func ParseRules(s string) (Rules, error) { return rulesText.Parse(s) }

// The pieces of Makruk, as kinds of the core catalogue. [Position.PieceName]
// gives their names: "khun", "met", "khon", "ma", "rua", "bia".
const (
	Khun = core.King   // khun, the king (K): one step any way (MK-2)
	Met  = core.Ferz   // met (M): one step diagonally (MK-3)
	Khon = core.Silver // khon (S): one step diagonally or straight forward (MK-4)
	Ma   = core.Knight // ma, the horse (N): the knight's leap (MK-5)
	Rua  = core.Rook   // rua, the boat (R): the rook (MK-6)
	Bia  = core.Pawn   // bia (P): one step forward, captures diagonally forward (MK-7)
)

// pieceNames are the kinds' names in Makruk's words.
var pieceNames = [core.NumKinds]string{Khun: "khun", Met: "met", Khon: "khon", Ma: "ma", Rua: "rua", Bia: "bia", AiWokKind: "ai-wok"}

// pieceName returns the name of kind k in Makruk's words, or "" for a
// kind Makruk does not use.
func pieceName(k core.Kind) string {
	if int(k) < len(pieceNames) {
		return pieceNames[k]
	}
	return ""
}

// alphabet holds Makruk's letters; [Alphabet] hands out copies.
var alphabet = core.NewAlphabet(map[core.Kind]byte{Khun: 'K', Met: 'M', Khon: 'S', Ma: 'N', Rua: 'R', Bia: 'P'})

// Alphabet returns Makruk's letters: K khun, M met, S khon, N ma, R rua,
// P bia. It is a fresh copy: changing it changes nothing in the package.
// [Rules.Alphabet] gives the letters of a rule set's army.
func Alphabet() *core.Alphabet {
	a := *alphabet
	return &a
}

// Movement returns how a piece of kind k moves, in the core's terms (nil
// for kinds Makruk does not use). The result is a fresh value each call.
func Movement(k core.Kind) core.Movement {
	if k == AiWokKind {
		return aiwokMovement()
	}
	return movements()[k]
}

// movements builds the movement table, from offsets written out here so
// that nothing a caller can change reaches it.
func movements() map[core.Kind]core.Movement {
	diagonal := []core.Offset{{File: 1, Rank: 1}, {File: 1, Rank: -1}, {File: -1, Rank: -1}, {File: -1, Rank: 1}}
	orthogonal := []core.Offset{{File: 0, Rank: 1}, {File: 1, Rank: 0}, {File: 0, Rank: -1}, {File: -1, Rank: 0}}
	knight := []core.Offset{{File: 1, Rank: 2}, {File: 2, Rank: 1}, {File: 2, Rank: -1}, {File: 1, Rank: -2},
		{File: -1, Rank: -2}, {File: -2, Rank: -1}, {File: -2, Rank: 1}, {File: -1, Rank: 2}}
	return map[core.Kind]core.Movement{
		Khun: {core.Leap(append(append([]core.Offset(nil), orthogonal...), diagonal...)...)},
		Met:  {core.Leap(diagonal...)},
		Khon: {core.Leap(diagonal...), core.Leap(core.Offset{Rank: 1}).Forward()},
		Ma:   {core.Leap(knight...)},
		Rua:  {core.Ride(0, orthogonal...)},
		Bia: {
			core.Leap(core.Offset{Rank: 1}).Forward().MoveOnly(),
			core.Leap(core.Offset{File: -1, Rank: 1}, core.Offset{File: 1, Rank: 1}).Forward().CaptureOnly(),
		},
	}
}

// startFEN is the start position (MK-1), the same under every rule set of
// the package.
const startFEN = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1"

// StartFEN returns the FEN of the start position (MK-1) under rule set r:
// "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1" for Default,
// Pychess and Makpong; ASEAN's "rnbqkbnr/8/pppppppp/8/8/PPPPPPPP/8/RNBQKBNR
// w - - 0 1" (AS-1) and Ai-Wok's "rnsaksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKASNR
// w - - 0 1" (AW-1), as their Army has it; with [Rules.FirstMoves] the
// gate squares in the castling field, "... w DEde - 0 1" (Cambodian,
// OC-1); with [Rules.FirstCheck] also the checks to give, "... w DEde -
// 1+1 0 1" (KarOuk, KO-2).
func StartFEN(r Rules) string { return firstMovesStartFEN(r) }

var spec = func() *board8.Spec {
	s := board8.NewSpec(movements(), 0x6d616b72756b) // "makruk"
	// MK-8: a bia reaching the sixth rank (third for Black) becomes a met.
	s.PromoZone = [2]board8.Bitboard{
		board8.RankMask(5) | board8.RankMask(6) | board8.RankMask(7),
		board8.RankMask(0) | board8.RankMask(1) | board8.RankMask(2),
	}
	s.PromoKind = Met
	s.SetAlphabet(alphabet)
	return s
}()
