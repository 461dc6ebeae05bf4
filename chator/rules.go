package chator

import (
	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/board8"
	"github.com/chaturanga-go/chaturanga/internal/ruletext"
)

// Pieces selects the powers of the mantri and the gajah (option "Pieces").
type Pieces uint8

// The piece powers.
const (
	// Strong (CH-4; Selangor and Sarawak in Murray, after Robinson and
	// Brooke; Elcum): the mantri moves as a modern queen ([core.Queen]),
	// the gajah as a modern bishop ([core.Bishop]).
	Strong Pieces = iota
	// Weak (CH-5; the "widespread" account of the source, as in Makruk):
	// the mantri steps one square diagonally ([core.Ferz]), the gajah one
	// square diagonally or straight forward ([core.Silver]).
	Weak
)

// EnPassant selects the en-passant rule (option "EnPassant", CH-8).
type EnPassant uint8

// The en-passant rules.
const (
	// BlockedEnPassant (Selangor, Robinson via Murray): only a bidak whose
	// square straight ahead holds an enemy bidak may take en passant, and
	// it removes at its choice the bidak that double-stepped (written
	// "e5d6") or the bidak that blocked it (written "e5d6xe6").
	BlockedEnPassant EnPassant = iota
	// ClassicEnPassant (Elcum): en passant as in modern chess.
	ClassicEnPassant
	// NoEnPassant: no en passant (Brooke).
	NoEnPassant
)

// PromotionPath selects how a bidak that reaches the last rank goes on to
// promote (option "PromotionPath", CH-10..CH-13). On the a- and h-files
// every path promotes on arrival (CH-10).
type PromotionPath uint8

// The promotion paths.
const (
	// ReturnToDiagonal (the source's reading of the engraved diagonals,
	// CH-11): the bidak steps straight back down its file, one square a
	// move, and promotes on the long diagonal: 1 step from b8/g8, 2 from
	// c8/f8, 3 from d8/e8.
	ReturnToDiagonal PromotionPath = iota
	// DiagonalSteps (Elcum; Ludii's Selangor game, CH-12): 1, 2 or 3
	// moves (b/g, c/f, d/e files), each one step diagonally backward,
	// promoting on the last.
	DiagonalSteps
	// Lateral (Brooke, Sarawak, CH-13): one step sideways along the last
	// rank, then one step sideways or diagonally backward, promoting on
	// the second.
	Lateral
)

// PromotionPiece selects what a bidak promotes to (option
// "PromotionPiece", CH-14).
type PromotionPiece uint8

// The promotion pieces.
const (
	// FilePiece (the source): the piece that stood on the promotion
	// square's file at the start: a/h tor, b/g kuda, c/f gajah, d/e
	// mantri (the raja's file gives a mantri).
	FilePiece PromotionPiece = iota
	// AlwaysMantri (Brooke; Raffles for Java): always a mantri. Its
	// option value is "Mantri".
	AlwaysMantri
	// CapturedPiece (Elcum): the player's choice among his own pieces
	// that have been captured; no promotion while there is none. Its
	// option value is "Captured".
	CapturedPiece
	// AnyPiece: the player's choice of mantri, tor, gajah or kuda (the
	// spec offers it without naming a region). Its option value is "Any".
	AnyPiece
)

// KingLeap selects the raja's once-per-game leap (option "KingLeap",
// CH-16).
type KingLeap uint8

// The raja's leaps.
const (
	// FirstCheck (Brooke, quoted by the source): on the move right after
	// its first check, the raja may move like a kuda or two squares in
	// any direction over an empty square, capturing.
	FirstCheck KingLeap = iota
	// BeforeChecked (Elcum; Robinson): while the raja has never moved nor
	// been checked, it may once leap like a kuda, capturing, but not out
	// of check. Elcum's other privilege, the sideways jump, is the
	// castling option [SidewaysBeforeChecked].
	BeforeChecked
	// NoKingLeap: no leap (no account in the spec; for comparison with
	// the other chess games). Its option value is "None".
	NoKingLeap
)

// Castling selects the raja's castling move (option "Castling", CH-17).
type Castling uint8

// The castling rules.
const (
	// KingJump (Robinson for Selangor): a raja that has never moved may
	// jump two squares sideways along its first rank over anything to an
	// empty square, even out of check (not into it); the tor does not
	// move.
	KingJump Castling = iota
	// TwoStep (Brooke): after a tor has moved next to the unmoved raja,
	// the raja, when in check, may jump to the empty square on the tor's
	// other side.
	TwoStep
	// SidewaysBeforeChecked (Elcum): while the raja has never moved nor
	// been checked, it may once jump two squares sideways along its first
	// rank over anything to an empty square, not in check and not into
	// check.
	SidewaysBeforeChecked
	// NoCastling: no castling move. Its option value is "None".
	NoCastling
)

// LoneKing selects the powers of a raja that is the last piece of its
// side (option "LoneKing", CH-18).
type LoneKing uint8

// The lone-king rules.
const (
	// MovesAsAnyPiece (Robinson, in the source): the lone raja moves and
	// attacks as a raja, mantri, tor, gajah, kuda or bidak.
	MovesAsAnyPiece LoneKing = iota
	// NormalLoneKing: the lone raja is an ordinary raja (Brooke, Elcum).
	// Its option value is "Normal".
	NormalLoneKing
)

var (
	piecesNames    = []string{"Strong", "Weak"}
	enPassantNames = []string{"Blocked", "Classic", "None"}
	pathNames      = []string{"ReturnToDiagonal", "DiagonalSteps", "Lateral"}
	promoNames     = []string{"FilePiece", "Mantri", "Captured", "Any"}
	leapNames      = []string{"FirstCheck", "BeforeChecked", "None"}
	castlingNames  = []string{"KingJump", "TwoStep", "SidewaysBeforeChecked", "None"}
	loneNames      = []string{"MovesAsAnyPiece", "Normal"}
)

// The text of the option types.
var (
	piecesText    = ruletext.NewEnum("chator", "Pieces", piecesNames)
	enPassantText = ruletext.NewEnum("chator", "EnPassant", enPassantNames)
	pathText      = ruletext.NewEnum("chator", "PromotionPath", pathNames)
	promoText     = ruletext.NewEnum("chator", "PromotionPiece", promoNames)
	leapText      = ruletext.NewEnum("chator", "KingLeap", leapNames)
	castlingText  = ruletext.NewEnum("chator", "Castling", castlingNames)
	loneText      = ruletext.NewEnum("chator", "LoneKing", loneNames)
)

// MarshalText implements encoding.TextMarshaler with the value's name; a
// value past the last is an error wrapping core.ErrSyntax.
func (v Pieces) MarshalText() ([]byte, error) { return piecesText.Marshal(uint8(v)) }

// UnmarshalText implements encoding.TextUnmarshaler: "Strong" or "Weak",
// in any case.
func (v *Pieces) UnmarshalText(b []byte) error { return piecesText.Unmarshal(b, (*uint8)(v)) }

// MarshalText implements encoding.TextMarshaler with the value's name; a
// value past the last is an error wrapping core.ErrSyntax.
func (v EnPassant) MarshalText() ([]byte, error) { return enPassantText.Marshal(uint8(v)) }

// UnmarshalText implements encoding.TextUnmarshaler: "Blocked", "Classic"
// or "None", in any case.
func (v *EnPassant) UnmarshalText(b []byte) error { return enPassantText.Unmarshal(b, (*uint8)(v)) }

// MarshalText implements encoding.TextMarshaler with the value's name; a
// value past the last is an error wrapping core.ErrSyntax.
func (v PromotionPath) MarshalText() ([]byte, error) { return pathText.Marshal(uint8(v)) }

// UnmarshalText implements encoding.TextUnmarshaler: "ReturnToDiagonal",
// "DiagonalSteps" or "Lateral", in any case.
func (v *PromotionPath) UnmarshalText(b []byte) error { return pathText.Unmarshal(b, (*uint8)(v)) }

// MarshalText implements encoding.TextMarshaler with the value's name; a
// value past the last is an error wrapping core.ErrSyntax.
func (v PromotionPiece) MarshalText() ([]byte, error) { return promoText.Marshal(uint8(v)) }

// UnmarshalText implements encoding.TextUnmarshaler: "FilePiece",
// "Mantri", "Captured" or "Any", in any case.
func (v *PromotionPiece) UnmarshalText(b []byte) error { return promoText.Unmarshal(b, (*uint8)(v)) }

// MarshalText implements encoding.TextMarshaler with the value's name; a
// value past the last is an error wrapping core.ErrSyntax.
func (v KingLeap) MarshalText() ([]byte, error) { return leapText.Marshal(uint8(v)) }

// UnmarshalText implements encoding.TextUnmarshaler: "FirstCheck",
// "BeforeChecked" or "None", in any case.
func (v *KingLeap) UnmarshalText(b []byte) error { return leapText.Unmarshal(b, (*uint8)(v)) }

// MarshalText implements encoding.TextMarshaler with the value's name; a
// value past the last is an error wrapping core.ErrSyntax.
func (v Castling) MarshalText() ([]byte, error) { return castlingText.Marshal(uint8(v)) }

// UnmarshalText implements encoding.TextUnmarshaler: "KingJump",
// "TwoStep", "SidewaysBeforeChecked" or "None", in any case.
func (v *Castling) UnmarshalText(b []byte) error { return castlingText.Unmarshal(b, (*uint8)(v)) }

// MarshalText implements encoding.TextMarshaler with the value's name; a
// value past the last is an error wrapping core.ErrSyntax.
func (v LoneKing) MarshalText() ([]byte, error) { return loneText.Marshal(uint8(v)) }

// UnmarshalText implements encoding.TextUnmarshaler: "MovesAsAnyPiece" or
// "Normal", in any case.
func (v *LoneKing) UnmarshalText(b []byte) error { return loneText.Unmarshal(b, (*uint8)(v)) }

// String returns the option value's name: "Strong" or "Weak"
// ("invalid(n)" for a value past the last, as for every option type).
func (v Pieces) String() string { return piecesText.String(uint8(v)) }

// String returns the option value's name: "Blocked", "Classic" or "None".
func (v EnPassant) String() string { return enPassantText.String(uint8(v)) }

// String returns the option value's name: "ReturnToDiagonal",
// "DiagonalSteps" or "Lateral".
func (v PromotionPath) String() string { return pathText.String(uint8(v)) }

// String returns the option value's name: "FilePiece", "Mantri",
// "Captured" or "Any".
func (v PromotionPiece) String() string { return promoText.String(uint8(v)) }

// String returns the option value's name: "FirstCheck", "BeforeChecked"
// or "None".
func (v KingLeap) String() string { return leapText.String(uint8(v)) }

// String returns the option value's name: "KingJump", "TwoStep",
// "SidewaysBeforeChecked" or "None".
func (v Castling) String() string { return castlingText.String(uint8(v)) }

// String returns the option value's name: "MovesAsAnyPiece" or "Normal".
func (v LoneKing) String() string { return loneText.String(uint8(v)) }

// Rules is a Main Chator rule set: a name and the options that make it.
// Every option can be changed on its own, on top of any named set:
//
//	r := chator.Default
//	r.EnPassant = chator.ClassicEnPassant
//	r.NoDoubleStep = true
//
// or by the spec's option names and values with [Rules.Set]
// (Set("DoubleStep", "false")). Rules are small comparable values.
//
// Every option's zero value is the [Default] set's rule, so the zero
// Rules play exactly as Default, and Rules{StalemateWins: true} is
// Default with only stalemate changed. That is why the two rules that
// Default has and other sets drop are fields with a No prefix
// (NoDoubleStep, NoLoneCapturerStays); their option names stay the
// spec's ("DoubleStep", "LoneCapturerStays"), with the values the spec
// gives them. An empty Name reads as "default".
type Rules struct {
	// Name is the name of the named set the rules come from, as the
	// tools take it ("default", "brooke", "elcum", "southeastasian"; ""
	// reads as "default"). Changing options keeps the name;
	// [Rules.String] lists the changes.
	Name string
	// Pieces: the powers of the mantri and the gajah (CH-4, CH-5).
	Pieces Pieces
	// NoDoubleStep takes away the bidak's double step from its starting
	// square (CH-7; Brooke's Sarawak). Option "DoubleStep", true by
	// default.
	NoDoubleStep bool
	// EnPassant is the en-passant rule (CH-8).
	EnPassant EnPassant
	// NoLoneCapturerStays lifts the rule that a bidak on its starting
	// square that alone attacks an enemy bidak may not advance (CH-9;
	// Selangor, in the source; not in Brooke or Elcum). Option
	// "LoneCapturerStays", true by default.
	NoLoneCapturerStays bool
	// PromotionPath is how a bidak goes on from the last rank
	// (CH-10..CH-13).
	PromotionPath PromotionPath
	// PromotionPiece is what it becomes (CH-14).
	PromotionPiece PromotionPiece
	// KingLeap is the raja's once-per-game leap (CH-16).
	KingLeap KingLeap
	// Castling is the raja's castling move (CH-17).
	Castling Castling
	// LoneKing is the power of a raja left alone (CH-18).
	LoneKing LoneKing
	// StalemateWins makes stalemate a win for the side that stalemated
	// instead of a draw (CH-20; some Ludii code).
	StalemateWins bool
	// LoneKingCount, when positive, is Elcum's count (CH-22): a side
	// reduced to its raja may make that many more moves (Elcum: 7); if
	// the other side does not mate on its reply to the last of them, the
	// game is drawn. 0 means no count; at most [MaxLoneKingCount]. Option
	// name "LoneKingCount"; it is this package's name for the rule, the
	// spec names none.
	LoneKingCount int
}

// MaxLoneKingCount is the greatest LoneKingCount [Rules.Validate]
// accepts.
const MaxLoneKingCount = 200

// The named rule sets. They are plain values: changing one of these
// variables changes only the caller's copy of it, never the package's own
// rules (RuleSets, RulesByName and ParseRules return the sets as
// documented here).
var (
	// Default is Selangor as the source presents it: strong pieces,
	// double step, blocked en passant, the lone-capturer rule, return to
	// the diagonal promoting to the file's piece, the leap after the
	// first check, the raja's jump, the lone raja moving as any piece,
	// stalemate a draw. It is the zero Rules with its name.
	Default = defaultRules
	// Brooke is Sarawak as Brooke described it in 1849: strong pieces, no
	// double step, no en passant, no lone-capturer rule, the lateral path
	// promoting to a mantri, the leap after the first check, the two-step
	// castling, an ordinary lone raja, stalemate a draw.
	Brooke = brookeRules
	// Elcum is the peninsula as Elcum described it in 1907: strong pieces,
	// double step, classic en passant, no lone-capturer rule, diagonal
	// steps promoting to a captured piece, the kuda's leap before any
	// check (BeforeChecked) and the sideways jump before any check
	// (castling SidewaysBeforeChecked), an ordinary lone raja, stalemate
	// a draw, and the lone raja's count of 7 (CH-22).
	Elcum = elcumRules
	// SoutheastAsian is Default with the weak pieces of Makruk and
	// Sittuyin (CH-5).
	SoutheastAsian = southeastAsianRules
)

// The package's own copies of the named sets.
var (
	defaultRules = Rules{Name: "default"}
	brookeRules  = Rules{
		Name: "brooke", NoDoubleStep: true, EnPassant: NoEnPassant, NoLoneCapturerStays: true,
		PromotionPath: Lateral, PromotionPiece: AlwaysMantri, Castling: TwoStep, LoneKing: NormalLoneKing,
	}
	elcumRules = Rules{
		Name: "elcum", EnPassant: ClassicEnPassant, NoLoneCapturerStays: true,
		PromotionPath: DiagonalSteps, PromotionPiece: CapturedPiece, KingLeap: BeforeChecked,
		Castling: SidewaysBeforeChecked, LoneKing: NormalLoneKing, LoneKingCount: 7,
	}
	southeastAsianRules = Rules{Name: "southeastasian", Pieces: Weak}
)

// RuleSets returns the named rule sets, Default first (a new slice).
func RuleSets() []Rules { return append([]Rules(nil), rulesText.Sets...) }

// rulesText is the option machinery of Rules: the package's own copies of
// the named sets and the option table, in the spec's order, which
// [Rules.String] writes. An option appears at most once in the text.
var rulesText = &ruletext.Table[Rules]{
	Pkg:  "chator",
	Sets: []Rules{defaultRules, brookeRules, elcumRules, southeastAsianRules},
	Name: func(r *Rules) *string { return &r.Name },
	Once: true,
	Options: []ruletext.Option[Rules]{
		ruletext.EnumOption("Pieces", "CH-4, CH-5", piecesText, func(r *Rules) *Pieces { return &r.Pieces }),
		// The option is the spec's "DoubleStep", the field its negation.
		ruletext.BoolOption("DoubleStep", "CH-7", true, func(r *Rules) *bool { return &r.NoDoubleStep }),
		ruletext.EnumOption("EnPassant", "CH-8", enPassantText, func(r *Rules) *EnPassant { return &r.EnPassant }),
		ruletext.BoolOption("LoneCapturerStays", "CH-9", true, func(r *Rules) *bool { return &r.NoLoneCapturerStays }),
		ruletext.EnumOption("PromotionPath", "CH-10..CH-13", pathText, func(r *Rules) *PromotionPath { return &r.PromotionPath }),
		ruletext.EnumOption("PromotionPiece", "CH-14", promoText, func(r *Rules) *PromotionPiece { return &r.PromotionPiece }),
		ruletext.EnumOption("KingLeap", "CH-16", leapText, func(r *Rules) *KingLeap { return &r.KingLeap }),
		ruletext.EnumOption("Castling", "CH-17", castlingText, func(r *Rules) *Castling { return &r.Castling }),
		ruletext.EnumOption("LoneKing", "CH-18", loneText, func(r *Rules) *LoneKing { return &r.LoneKing }),
		ruletext.BoolOption("StalemateWins", "CH-20", false, func(r *Rules) *bool { return &r.StalemateWins }),
		ruletext.CountOption("LoneKingCount", "CH-22", MaxLoneKingCount, func(r *Rules) *int { return &r.LoneKingCount }),
	},
}

// RulesByName returns the named rule set (case-insensitive; "" is
// Default), or an error wrapping core.ErrUnknown that lists the known
// names.
func RulesByName(name string) (Rules, error) { return rulesText.ByName(name) }

// normal returns r with its Name as the named set spells it: "" reads as
// "default", "Elcum" as "elcum". An unknown name stays as it is.
func (r Rules) normal() Rules { return rulesText.Normal(r) }

// OptionNames returns the names of the options [Rules.Set] takes, in the
// order of the spec: Pieces, DoubleStep, EnPassant, LoneCapturerStays,
// PromotionPath, PromotionPiece, KingLeap, Castling, LoneKing,
// StalemateWins, LoneKingCount (a new slice).
func OptionNames() []string { return rulesText.Names() }

// OptionValues returns the values an enumerated option takes, such as
// ["Blocked" "Classic" "None"] for "EnPassant" (a new slice); nil for a
// boolean or numeric option, and an error wrapping core.ErrUnknown for an
// unknown name.
func OptionValues(name string) ([]string, error) { return rulesText.Values(name) }

// Set changes one option by the spec's name and value, both
// case-insensitive: Set("EnPassant", "Classic"), Set("DoubleStep",
// "false"), Set("LoneKingCount", "7"). An unknown name is an error
// wrapping core.ErrUnknown, a bad value one wrapping core.ErrSyntax; r is
// then unchanged. Setting options on the zero Rules starts from Default.
func (r *Rules) Set(name, value string) error {
	q := r.normal()
	if err := rulesText.Set(&q, name, value); err != nil {
		return err
	}
	*r = q
	return nil
}

// Get returns the value of the named option as text ("Classic", "true",
// "7"), or an error wrapping core.ErrUnknown.
func (r Rules) Get(name string) (string, error) { return rulesText.Get(r, name) }

// Validate reports whether r is a rule set the package can play: its Name
// is one of the named sets' or empty (else an error wrapping
// core.ErrUnknown), and every option has one of its values: an enum value
// past the last constant, or a LoneKingCount below 0 or above
// [MaxLoneKingCount], is an error wrapping core.ErrSyntax that names the
// option. [StartPosition] and [ParseFEN] call it.
func (r Rules) Validate() error { return rulesText.Validate(r) }

// String returns the rule set's name followed by the options that differ
// from the named set of that name, in the order of [OptionNames], such as
// "default" or "default DoubleStep=false EnPassant=Classic". [ParseRules]
// reads it back. Rules that do not validate still print, with every
// option if the name is no named set's, and "invalid(n)" for a bad value.
func (r Rules) String() string { return rulesText.String(r) }

// AppendText implements encoding.TextAppender with the text of
// [Rules.String]; it never fails.
func (r Rules) AppendText(b []byte) ([]byte, error) { return rulesText.Append(b, r), nil }

// MarshalText implements encoding.TextMarshaler with [Rules.String].
func (r Rules) MarshalText() ([]byte, error) { return r.AppendText(nil) }

// UnmarshalText implements encoding.TextUnmarshaler with [ParseRules].
func (r *Rules) UnmarshalText(text []byte) error { return rulesText.Unmarshal(r, text) }

// ParseRules reads what [Rules.String] writes: a rule-set name, then any
// number of Option=Value pairs separated by spaces, applied on top of it
// in order, each option at most once; names and values are
// case-insensitive, and empty text is Default. An unknown rule-set or
// option name is an error wrapping core.ErrUnknown that lists the known
// ones; a pair without '=', an option given twice or a bad value, one
// wrapping core.ErrSyntax.
func ParseRules(s string) (Rules, error) { return rulesText.Parse(s) }

// The pieces of Main Chator (CH-3), as kinds of the core catalogue. The
// mantri and the gajah are different kinds under the two piece powers:
// use [Rules.MantriKind] and [Rules.GajahKind] for the kinds of a rule
// set.
const (
	Raja       = core.King   // raja, the king (K): one step any way
	Mantri     = core.Queen  // mantri (M) with Strong pieces: the queen (CH-4)
	Gajah      = core.Bishop // gajah, elephant (B) with Strong pieces: the bishop (CH-4)
	WeakMantri = core.Ferz   // mantri (M) with Weak pieces: one step diagonally (CH-5)
	WeakGajah  = core.Silver // gajah (B) with Weak pieces: one step diagonally or straight forward (CH-5)
	Kuda       = core.Knight // kuda, horse (N): the knight's leap
	Tor        = core.Rook   // tor or chemor, ship (R): the rook
	Bidak      = core.Pawn   // bidak, pawn (P): one step forward, captures diagonally forward (CH-6)
)

// MantriKind returns the kind of the mantri under r: [Mantri] or
// [WeakMantri].
func (r Rules) MantriKind() core.Kind {
	if r.Pieces == Weak {
		return WeakMantri
	}
	return Mantri
}

// GajahKind returns the kind of the gajah under r: [Gajah] or
// [WeakGajah].
func (r Rules) GajahKind() core.Kind {
	if r.Pieces == Weak {
		return WeakGajah
	}
	return Gajah
}

// Alphabet returns the letters of the pieces under r: K (raja), M
// (mantri), B (gajah), N (kuda), R (tor), P (bidak); the kinds of M and B
// depend on [Rules.Pieces]. It returns a new copy each time.
func (r Rules) Alphabet() *core.Alphabet {
	a := *r.alphabet()
	return &a
}

// tracksChecks reports whether the rules need to know whether a raja has
// been checked: for the king's leap (CH-16) or Elcum's sideways jump
// (CH-17).
func (r *Rules) tracksChecks() bool {
	return r.KingLeap != NoKingLeap || r.Castling == SidewaysBeforeChecked
}

// alphabet returns the package's own alphabet for r's piece powers.
func (r *Rules) alphabet() *core.Alphabet {
	if r.Pieces == Weak {
		return weakAlphabet
	}
	return strongAlphabet
}

// The alphabets of the two piece powers.
var (
	strongAlphabet = core.NewAlphabet(map[core.Kind]byte{Raja: 'K', Mantri: 'M', Gajah: 'B', Kuda: 'N', Tor: 'R', Bidak: 'P'})
	weakAlphabet   = core.NewAlphabet(map[core.Kind]byte{Raja: 'K', WeakMantri: 'M', WeakGajah: 'B', Kuda: 'N', Tor: 'R', Bidak: 'P'})
)

// Movement returns how a piece of kind k moves in its ordinary moves, in
// the core's terms (nil for kinds Main Chator does not use), as a new
// value each time. The bidak's double step, en passant and promotion
// journey, the raja's leap and jump and the lone raja's powers are
// special moves, not movements.
func Movement(k core.Kind) core.Movement {
	switch k {
	case Raja:
		return core.Movement{core.Leap(core.AllDirs()...)}
	case Mantri:
		return core.Movement{core.Ride(0, core.AllDirs()...)}
	case Gajah:
		return core.Movement{core.Ride(0, core.Diagonal()...)}
	case WeakMantri:
		return core.Movement{core.Leap(core.Diagonal()...)}
	case WeakGajah:
		return core.Movement{core.Leap(core.Diagonal()...), core.Leap(core.Offset{Rank: 1}).Forward()}
	case Kuda:
		return core.Movement{core.Leap(core.Symmetric(1, 2)...)}
	case Tor:
		return core.Movement{core.Ride(0, core.Orthogonal()...)}
	case Bidak:
		return core.Movement{
			core.Leap(core.Offset{Rank: 1}).Forward().MoveOnly(),
			core.Leap(core.Offset{File: -1, Rank: 1}, core.Offset{File: 1, Rank: 1}).Forward().CaptureOnly(),
		}
	}
	return nil
}

// startFEN is the start position of every rule set (CH-2).
const startFEN = "rnbmkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKMBNR w - - 0 1"

// StartFEN returns the start position of rule set r (CH-2), the same for
// every set: the rajas crosswise, White's on d1 and Black's on e8, each
// mantri on its own raja's right:
// "rnbmkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKMBNR w - - 0 1".
func StartFEN(r Rules) string { return startFEN }

// returning is the board kind that stands for a bidak on its promotion
// journey (CH-11..CH-13). It has no movement in the board tables, so it
// attacks nothing and gives no check; the package generates its steps.
// It never leaves the package: At and FEN show it as a bidak.
const returning = core.Zhou

// The fast-path tables of the two piece powers.
var specs = [2]*board8.Spec{
	Strong: newSpec(Strong, 0x6368_6174_6f72_5301), // "chatorS"
	Weak:   newSpec(Weak, 0x6368_6174_6f72_5702),   // "chatorW"
}

func newSpec(pw Pieces, seed uint64) *board8.Spec {
	r := Rules{Pieces: pw}
	m := map[core.Kind]core.Movement{returning: {}}
	for _, k := range []core.Kind{Raja, r.MantriKind(), r.GajahKind(), Kuda, Tor, Bidak} {
		m[k] = Movement(k)
	}
	s := board8.NewSpec(m, seed)
	s.NoPawnMoves = true
	s.SetAlphabet(r.alphabet())
	return s
}
