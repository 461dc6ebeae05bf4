package chator

import (
	"strconv"
	"strings"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/board8"
	"github.com/chaturanga-go/chaturanga/internal/notate"
	"github.com/chaturanga-go/chaturanga/internal/quote"
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

func enumString(names []string, v uint8) string {
	if int(v) < len(names) {
		return names[v]
	}
	return "invalid(" + strconv.Itoa(int(v)) + ")"
}

// parseEnum finds s among names, ignoring case.
func parseEnum(names []string, s string) (uint8, bool) {
	for i, n := range names {
		if strings.EqualFold(n, s) {
			return uint8(i), true
		}
	}
	return 0, false
}

// unmarshalEnum reads an option value by name (ignoring case) into v.
func unmarshalEnum(option string, names []string, text []byte, v *uint8) error {
	x, ok := parseEnum(names, string(text))
	if !ok {
		return &core.ParseError{Op: "chator." + option + ".UnmarshalText", Input: string(text), Field: option, Offset: -1,
			Msg: "bad value (want " + strings.Join(names, ", ") + ")", Err: core.ErrSyntax}
	}
	*v = x
	return nil
}

// MarshalText implements encoding.TextMarshaler with the value's name.
func (v Pieces) MarshalText() ([]byte, error) { return []byte(v.String()), nil }

// UnmarshalText implements encoding.TextUnmarshaler: "Strong" or "Weak",
// in any case.
func (v *Pieces) UnmarshalText(b []byte) error {
	return unmarshalEnum("Pieces", piecesNames, b, (*uint8)(v))
}

// MarshalText implements encoding.TextMarshaler with the value's name.
func (v EnPassant) MarshalText() ([]byte, error) { return []byte(v.String()), nil }

// UnmarshalText implements encoding.TextUnmarshaler: "Blocked", "Classic"
// or "None", in any case.
func (v *EnPassant) UnmarshalText(b []byte) error {
	return unmarshalEnum("EnPassant", enPassantNames, b, (*uint8)(v))
}

// MarshalText implements encoding.TextMarshaler with the value's name.
func (v PromotionPath) MarshalText() ([]byte, error) { return []byte(v.String()), nil }

// UnmarshalText implements encoding.TextUnmarshaler: "ReturnToDiagonal",
// "DiagonalSteps" or "Lateral", in any case.
func (v *PromotionPath) UnmarshalText(b []byte) error {
	return unmarshalEnum("PromotionPath", pathNames, b, (*uint8)(v))
}

// MarshalText implements encoding.TextMarshaler with the value's name.
func (v PromotionPiece) MarshalText() ([]byte, error) { return []byte(v.String()), nil }

// UnmarshalText implements encoding.TextUnmarshaler: "FilePiece",
// "Mantri", "Captured" or "Any", in any case.
func (v *PromotionPiece) UnmarshalText(b []byte) error {
	return unmarshalEnum("PromotionPiece", promoNames, b, (*uint8)(v))
}

// MarshalText implements encoding.TextMarshaler with the value's name.
func (v KingLeap) MarshalText() ([]byte, error) { return []byte(v.String()), nil }

// UnmarshalText implements encoding.TextUnmarshaler: "FirstCheck",
// "BeforeChecked" or "None", in any case.
func (v *KingLeap) UnmarshalText(b []byte) error {
	return unmarshalEnum("KingLeap", leapNames, b, (*uint8)(v))
}

// MarshalText implements encoding.TextMarshaler with the value's name.
func (v Castling) MarshalText() ([]byte, error) { return []byte(v.String()), nil }

// UnmarshalText implements encoding.TextUnmarshaler: "KingJump",
// "TwoStep", "SidewaysBeforeChecked" or "None", in any case.
func (v *Castling) UnmarshalText(b []byte) error {
	return unmarshalEnum("Castling", castlingNames, b, (*uint8)(v))
}

// MarshalText implements encoding.TextMarshaler with the value's name.
func (v LoneKing) MarshalText() ([]byte, error) { return []byte(v.String()), nil }

// UnmarshalText implements encoding.TextUnmarshaler: "MovesAsAnyPiece" or
// "Normal", in any case.
func (v *LoneKing) UnmarshalText(b []byte) error {
	return unmarshalEnum("LoneKing", loneNames, b, (*uint8)(v))
}

// String returns the option value's name: "Strong" or "Weak".
func (v Pieces) String() string { return enumString(piecesNames, uint8(v)) }

// String returns the option value's name: "Blocked", "Classic" or "None".
func (v EnPassant) String() string { return enumString(enPassantNames, uint8(v)) }

// String returns the option value's name: "ReturnToDiagonal",
// "DiagonalSteps" or "Lateral".
func (v PromotionPath) String() string { return enumString(pathNames, uint8(v)) }

// String returns the option value's name: "FilePiece", "Mantri",
// "Captured" or "Any".
func (v PromotionPiece) String() string { return enumString(promoNames, uint8(v)) }

// String returns the option value's name: "FirstCheck", "BeforeChecked"
// or "None".
func (v KingLeap) String() string { return enumString(leapNames, uint8(v)) }

// String returns the option value's name: "KingJump", "TwoStep",
// "SidewaysBeforeChecked" or "None".
func (v Castling) String() string { return enumString(castlingNames, uint8(v)) }

// String returns the option value's name: "MovesAsAnyPiece" or "Normal".
func (v LoneKing) String() string { return enumString(loneNames, uint8(v)) }

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
	ruleSets            = [...]Rules{defaultRules, brookeRules, elcumRules, southeastAsianRules}
)

// RuleSets returns the named rule sets, Default first (a new slice).
func RuleSets() []Rules { return append([]Rules(nil), ruleSets[:]...) }

// ruleSetNames lists the names of the named sets for error messages.
const ruleSetNames = "default, brooke, elcum, southeastasian"

// RulesByName returns the named rule set (case-insensitive; "" is
// Default), or an error wrapping core.ErrUnknown that lists the known
// names.
func RulesByName(name string) (Rules, error) {
	if r, ok := namedSet(name); ok {
		return r, nil
	}
	return Rules{}, &core.ParseError{Op: "chator.RulesByName", Input: name, Offset: -1,
		Msg: "no such rule set (want " + ruleSetNames + ")", Err: core.ErrUnknown}
}

// namedSet returns the package's own named set of that name ("" is
// Default).
func namedSet(name string) (Rules, bool) {
	if name == "" {
		return defaultRules, true
	}
	for _, r := range ruleSets {
		if strings.EqualFold(r.Name, name) {
			return r, true
		}
	}
	return Rules{}, false
}

// normal returns r with an empty Name read as "default".
func (r Rules) normal() Rules {
	if r.Name == "" {
		r.Name = "default"
	}
	return r
}

// An option is one entry of the option table: its spec name, rule ID and
// how to read and write it as text.
type option struct {
	name   string
	rule   string
	values []string // the enum's value names; nil for booleans and numbers
	want   string   // what a value looks like, for errors
	get    func(r *Rules) string
	set    func(r *Rules, v string) bool
	valid  func(r *Rules) bool
}

// boolOption is an option whose value is the field f (or, with invert,
// its negation: the option "DoubleStep" is the field NoDoubleStep).
func boolOption(name, rule string, invert bool, f func(r *Rules) *bool) option {
	return option{name: name, rule: rule, want: "true or false",
		get: func(r *Rules) string { return strconv.FormatBool(*f(r) != invert) },
		set: func(r *Rules, v string) bool {
			b, err := strconv.ParseBool(strings.ToLower(v))
			if err != nil {
				return false
			}
			*f(r) = b != invert
			return true
		},
		valid: func(*Rules) bool { return true }}
}

func enumOption[T ~uint8](name, rule string, names []string, f func(r *Rules) *T) option {
	return option{name: name, rule: rule, values: names, want: strings.Join(names, ", "),
		get: func(r *Rules) string { return enumString(names, uint8(*f(r))) },
		set: func(r *Rules, v string) bool {
			x, ok := parseEnum(names, v)
			if ok {
				*f(r) = T(x)
			}
			return ok
		},
		valid: func(r *Rules) bool { return int(*f(r)) < len(names) }}
}

var options = [...]option{
	enumOption("Pieces", "CH-4", piecesNames, func(r *Rules) *Pieces { return &r.Pieces }),
	boolOption("DoubleStep", "CH-7", true, func(r *Rules) *bool { return &r.NoDoubleStep }),
	enumOption("EnPassant", "CH-8", enPassantNames, func(r *Rules) *EnPassant { return &r.EnPassant }),
	boolOption("LoneCapturerStays", "CH-9", true, func(r *Rules) *bool { return &r.NoLoneCapturerStays }),
	enumOption("PromotionPath", "CH-11", pathNames, func(r *Rules) *PromotionPath { return &r.PromotionPath }),
	enumOption("PromotionPiece", "CH-14", promoNames, func(r *Rules) *PromotionPiece { return &r.PromotionPiece }),
	enumOption("KingLeap", "CH-16", leapNames, func(r *Rules) *KingLeap { return &r.KingLeap }),
	enumOption("Castling", "CH-17", castlingNames, func(r *Rules) *Castling { return &r.Castling }),
	enumOption("LoneKing", "CH-18", loneNames, func(r *Rules) *LoneKing { return &r.LoneKing }),
	boolOption("StalemateWins", "CH-20", false, func(r *Rules) *bool { return &r.StalemateWins }),
	{name: "LoneKingCount", rule: "CH-22", want: "a number of moves from 0 (none) to " + strconv.Itoa(MaxLoneKingCount),
		get: func(r *Rules) string { return strconv.Itoa(r.LoneKingCount) },
		set: func(r *Rules, v string) bool {
			n, ok := notate.ParseUint(v)
			if !ok || n > MaxLoneKingCount {
				return false
			}
			r.LoneKingCount = n
			return true
		},
		valid: func(r *Rules) bool { return r.LoneKingCount >= 0 && r.LoneKingCount <= MaxLoneKingCount }},
}

// OptionNames returns the names of the options [Rules.Set] takes, in the
// order of the spec: Pieces, DoubleStep, EnPassant, LoneCapturerStays,
// PromotionPath, PromotionPiece, KingLeap, Castling, LoneKing,
// StalemateWins, LoneKingCount (a new slice).
func OptionNames() []string {
	out := make([]string, len(options))
	for i, o := range options {
		out[i] = o.name
	}
	return out
}

// OptionValues returns the values an enumerated option takes, such as
// ["Blocked" "Classic" "None"] for "EnPassant" (a new slice); nil for a
// boolean or numeric option, and an error wrapping core.ErrUnknown for an
// unknown name.
func OptionValues(name string) ([]string, error) {
	o, err := findOption("chator.OptionValues", name)
	if err != nil {
		return nil, err
	}
	return append([]string(nil), o.values...), nil
}

func findOption(op, name string) (*option, error) {
	if i := optionIndex(name); i >= 0 {
		return &options[i], nil
	}
	return nil, &core.ParseError{Op: op, Input: name, Offset: -1,
		Msg: "no such option (want one of " + strings.Join(OptionNames(), ", ") + ")", Err: core.ErrUnknown}
}

// optionIndex returns the index of the option named name (ignoring
// case), or -1.
func optionIndex(name string) int {
	for i := range options {
		if strings.EqualFold(options[i].name, name) {
			return i
		}
	}
	return -1
}

// Set changes one option by the spec's name and value, both
// case-insensitive: Set("EnPassant", "Classic"), Set("DoubleStep",
// "false"), Set("LoneKingCount", "7"). An unknown name is an error
// wrapping core.ErrUnknown, a bad value one wrapping core.ErrSyntax; r is
// then unchanged. Setting options on the zero Rules starts from Default.
func (r *Rules) Set(name, value string) error {
	const op = "chator.Rules.Set"
	o, err := findOption(op, name)
	if err != nil {
		return err
	}
	q := r.normal()
	if !o.set(&q, value) {
		return &core.ParseError{Op: op, Input: value, Field: o.name, Offset: -1, Msg: "bad value (want " + o.want + ")", Err: core.ErrSyntax}
	}
	*r = q
	return nil
}

// Get returns the value of the named option as text ("Classic", "true",
// "7"), or an error wrapping core.ErrUnknown.
func (r Rules) Get(name string) (string, error) {
	o, err := findOption("chator.Rules.Get", name)
	if err != nil {
		return "", err
	}
	return o.get(&r), nil
}

// Validate reports whether r is a rule set the package can play: its Name
// is one of the named sets' or empty (else an error wrapping
// core.ErrUnknown), and every option has one of its values: an enum value
// past the last constant, or a LoneKingCount below 0 or above
// [MaxLoneKingCount], is an error wrapping core.ErrSyntax that names the
// option. [StartPosition] and [ParseFEN] call it.
func (r Rules) Validate() error {
	const op = "chator.Rules.Validate"
	if _, ok := namedSet(r.Name); !ok {
		return &core.ParseError{Op: op, Input: r.Name, Field: "Name", Offset: -1,
			Msg: "no such rule set (want " + ruleSetNames + ")", Err: core.ErrUnknown}
	}
	for i := range options {
		o := &options[i]
		if !o.valid(&r) {
			return &core.ParseError{Op: op, Input: o.get(&r), Field: o.name, Offset: -1,
				Msg: "out of range (want " + o.want + ")", Err: core.ErrSyntax}
		}
	}
	return nil
}

// String returns the rule set's name followed by the options that differ
// from the named set of that name, in the order of [OptionNames], such as
// "default" or "default DoubleStep=false EnPassant=Classic". [ParseRules]
// reads it back. Rules that do not validate still print, with every
// option and "invalid(n)" for a bad value.
func (r Rules) String() string {
	b, _ := r.AppendText(nil)
	return string(b)
}

// AppendText implements encoding.TextAppender with the text of
// [Rules.String]; it never fails.
func (r Rules) AppendText(b []byte) ([]byte, error) {
	r = r.normal()
	base, known := namedSet(r.Name)
	b = append(b, r.Name...)
	for i := range options {
		o := &options[i]
		if v := o.get(&r); !known || v != o.get(&base) {
			b = append(b, ' ')
			b = append(b, o.name...)
			b = append(b, '=')
			b = append(b, v...)
		}
	}
	return b, nil
}

// MarshalText implements encoding.TextMarshaler with [Rules.String].
func (r Rules) MarshalText() ([]byte, error) { return r.AppendText(nil) }

// UnmarshalText implements encoding.TextUnmarshaler with [ParseRules].
func (r *Rules) UnmarshalText(text []byte) error {
	q, err := ParseRules(string(text))
	if err != nil {
		return err
	}
	*r = q
	return nil
}

// ParseRules reads what [Rules.String] writes: a rule-set name, then any
// number of Option=Value pairs separated by spaces, applied on top of it
// in order, each option at most once; names and values are
// case-insensitive, and empty text is Default. An unknown rule-set or
// option name is an error wrapping core.ErrUnknown that lists the known
// ones; a pair without '=', an option given twice or a bad value, one
// wrapping core.ErrSyntax.
func ParseRules(s string) (Rules, error) {
	const op = "chator.ParseRules"
	f, offs := fields(s)
	if len(f) == 0 {
		return defaultRules, nil
	}
	r, ok := namedSet(f[0])
	if !ok {
		return Rules{}, &core.ParseError{Op: op, Input: s, Field: "rule set", Offset: offs[0],
			Msg: "no such rule set " + quote.Input(f[0]) + " (want " + ruleSetNames + ")", Err: core.ErrUnknown}
	}
	var seen [len(options)]bool
	for i, kv := range f[1:] {
		off := offs[i+1]
		k, v, ok := strings.Cut(kv, "=")
		if !ok {
			return Rules{}, &core.ParseError{Op: op, Input: s, Field: kv, Offset: off, Msg: "want Option=Value", Err: core.ErrSyntax}
		}
		j := optionIndex(k)
		if j < 0 {
			return Rules{}, &core.ParseError{Op: op, Input: s, Field: "option", Offset: off,
				Msg: "no such option " + quote.Input(k) + " (want one of " + strings.Join(OptionNames(), ", ") + ")", Err: core.ErrUnknown}
		}
		o := &options[j]
		if seen[j] {
			return Rules{}, &core.ParseError{Op: op, Input: s, Field: o.name, Offset: off, Msg: "option given twice", Err: core.ErrSyntax}
		}
		seen[j] = true
		if !o.set(&r, v) {
			return Rules{}, &core.ParseError{Op: op, Input: s, Field: o.name, Offset: off + len(k) + 1, Msg: "bad value (want " + o.want + ")", Err: core.ErrSyntax}
		}
	}
	return r, nil
}

// fields splits s at runs of ASCII white space and returns the fields
// with their byte offsets.
func fields(s string) (f []string, offs []int) {
	for i := 0; i < len(s); {
		for i < len(s) && isSpace(s[i]) {
			i++
		}
		j := i
		for j < len(s) && !isSpace(s[j]) {
			j++
		}
		if j > i {
			f, offs = append(f, s[i:j]), append(offs, i)
		}
		i = j
	}
	return f, offs
}

func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'
}

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
