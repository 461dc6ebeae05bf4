package chator

import (
	"strconv"
	"strings"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/board8"
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
	// BlockedEnPassant (Selangor, Robinson via Murray): only a pawn whose
	// square straight ahead holds an enemy pawn may take en passant, and
	// it removes at its choice the pawn that double-stepped (written
	// "e5d6") or the pawn that blocked it (written "e5d6xe6").
	BlockedEnPassant EnPassant = iota
	// ClassicEnPassant (Elcum): en passant as in modern chess.
	ClassicEnPassant
	// NoEnPassant: no en passant (Brooke).
	NoEnPassant
)

// PromotionPath selects how a pawn that reaches the last rank goes on to
// promote (option "PromotionPath", CH-10..CH-13). On the a- and h-files
// every path promotes on arrival (CH-10).
type PromotionPath uint8

// The promotion paths.
const (
	// ReturnToDiagonal (the source's reading of the engraved diagonals,
	// CH-11): the pawn steps straight back down its file, one square a
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

// PromotionPiece selects what a pawn promotes to (option
// "PromotionPiece", CH-14).
type PromotionPiece uint8

// The promotion pieces.
const (
	// FilePiece (the source): the piece that stood on the promotion
	// square's file at the start: a/h tor, b/g kuda, c/f gajah, d/e
	// mantri (the king's file gives a mantri).
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

// KingLeap selects the king's once-per-game leap (option "KingLeap",
// CH-16).
type KingLeap uint8

// The king's leaps.
const (
	// FirstCheck (Brooke, quoted by the source): on the move right after
	// its first check, the king may move like a knight or two squares in
	// any direction over an empty square, capturing.
	FirstCheck KingLeap = iota
	// BeforeChecked (Elcum; Robinson): while the king has never moved nor
	// been checked, it may leap like a knight, or two squares sideways
	// over anything to an empty square.
	BeforeChecked
	// NoKingLeap: no leap (no account in the spec; for comparison with
	// the other chess games).
	NoKingLeap
)

// Castling selects the king's castling move (option "Castling", CH-17).
type Castling uint8

// The castling rules.
const (
	// KingJump (Robinson for Selangor): an unmoved king may jump two
	// squares sideways along its first rank over anything to an empty
	// square, even out of check; the tor does not move.
	KingJump Castling = iota
	// TwoStep (Brooke): after a tor has moved next to the unmoved king,
	// the king, when in check, may jump to the empty square on the tor's
	// other side.
	TwoStep
	// NoCastling: no castling move (Elcum, whose sideways jump is part of
	// his BeforeChecked leap).
	NoCastling
)

// LoneKing selects the powers of a king that is the last piece of its
// side (option "LoneKing", CH-18).
type LoneKing uint8

// The lone-king rules.
const (
	// MovesAsAnyPiece (Robinson, in the source): the lone king moves and
	// attacks as a king, mantri, tor, gajah, kuda or pawn.
	MovesAsAnyPiece LoneKing = iota
	// NormalLoneKing: the lone king is an ordinary king (Brooke, Elcum).
	// Its option value is "Normal".
	NormalLoneKing
)

var (
	piecesNames    = []string{"Strong", "Weak"}
	enPassantNames = []string{"Blocked", "Classic", "None"}
	pathNames      = []string{"ReturnToDiagonal", "DiagonalSteps", "Lateral"}
	promoNames     = []string{"FilePiece", "Mantri", "Captured", "Any"}
	leapNames      = []string{"FirstCheck", "BeforeChecked", "None"}
	castlingNames  = []string{"KingJump", "TwoStep", "None"}
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
// "TwoStep" or "None", in any case.
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

// String returns the option value's name: "KingJump", "TwoStep" or
// "None".
func (v Castling) String() string { return enumString(castlingNames, uint8(v)) }

// String returns the option value's name: "MovesAsAnyPiece" or "Normal".
func (v LoneKing) String() string { return enumString(loneNames, uint8(v)) }

// Rules is a Main Chator rule set: a name and the options that make it.
// Every option can be changed on its own, on top of any named set:
//
//	r := chator.Default
//	r.EnPassant = chator.ClassicEnPassant
//	r.DoubleStep = false
//
// or by the spec's option names and values with [Rules.Set]. Rules are
// small comparable values. The zero value stands for [Default] (every
// function of the package treats Rules{} as Default); since the boolean
// options of Default are on, build custom rules from a named set rather
// than from a zero Rules.
type Rules struct {
	// Name is the name of the named set the rules come from, as the
	// tools take it ("default", "brooke", "elcum", "southeastasian").
	// Changing options keeps the name; [Rules.String] lists the changes.
	Name string
	// Pieces: the powers of the mantri and the gajah (CH-4, CH-5).
	Pieces Pieces
	// DoubleStep lets a pawn on its starting square advance two empty
	// squares (CH-7; Selangor, Elcum; not in Brooke's Sarawak).
	DoubleStep bool
	// EnPassant is the en-passant rule (CH-8).
	EnPassant EnPassant
	// LoneCapturerStays forbids a pawn on its starting square that is the
	// only pawn attacking an enemy pawn to advance (CH-9; Selangor, in the
	// source).
	LoneCapturerStays bool
	// PromotionPath is how a pawn goes on from the last rank (CH-10..CH-13).
	PromotionPath PromotionPath
	// PromotionPiece is what it becomes (CH-14).
	PromotionPiece PromotionPiece
	// KingLeap is the king's once-per-game leap (CH-16).
	KingLeap KingLeap
	// Castling is the king's castling move (CH-17).
	Castling Castling
	// LoneKing is the power of a king left alone (CH-18).
	LoneKing LoneKing
	// StalemateWins makes stalemate a win for the side that stalemated
	// instead of a draw (CH-20; some Ludii code).
	StalemateWins bool
	// LoneKingCount, when positive, is Elcum's count (CH-22): a side
	// reduced to its king may make that many more moves (Elcum: 7); if
	// the other side does not mate on its reply to the last of them, the
	// game is drawn. 0 means no count. Option name "LoneKingCount"; it is
	// this package's name for the rule, the spec names none.
	LoneKingCount int
}

// The named rule sets.
var (
	// Default is Selangor as the source presents it: strong pieces,
	// double step, blocked en passant, the lone-capturer rule, return to
	// the diagonal promoting to the file's piece, the leap after the
	// first check, the king's jump, the lone king moving as any piece,
	// stalemate a draw.
	Default = Rules{
		Name: "default", Pieces: Strong, DoubleStep: true, EnPassant: BlockedEnPassant,
		LoneCapturerStays: true, PromotionPath: ReturnToDiagonal, PromotionPiece: FilePiece,
		KingLeap: FirstCheck, Castling: KingJump, LoneKing: MovesAsAnyPiece,
	}
	// Brooke is Sarawak as Brooke described it in 1849: strong pieces, no
	// double step, no en passant, no lone-capturer rule, the lateral path
	// promoting to a mantri, the leap after the first check, the two-step
	// castling, an ordinary lone king, stalemate a draw.
	Brooke = Rules{
		Name: "brooke", Pieces: Strong, DoubleStep: false, EnPassant: NoEnPassant,
		LoneCapturerStays: false, PromotionPath: Lateral, PromotionPiece: AlwaysMantri,
		KingLeap: FirstCheck, Castling: TwoStep, LoneKing: NormalLoneKing,
	}
	// Elcum is the peninsula as Elcum described it in 1907: strong pieces,
	// double step, classic en passant, no lone-capturer rule, diagonal
	// steps promoting to a captured piece, the knight's leap (or the
	// sideways jump) before any check, no separate castling, an ordinary
	// lone king, stalemate a draw, and the lone king's count of 7 (CH-22).
	Elcum = Rules{
		Name: "elcum", Pieces: Strong, DoubleStep: true, EnPassant: ClassicEnPassant,
		LoneCapturerStays: false, PromotionPath: DiagonalSteps, PromotionPiece: CapturedPiece,
		KingLeap: BeforeChecked, Castling: NoCastling, LoneKing: NormalLoneKing,
		LoneKingCount: 7,
	}
	// SoutheastAsian is Default with the weak pieces of Makruk and
	// Sittuyin (CH-5).
	SoutheastAsian = Rules{
		Name: "southeastasian", Pieces: Weak, DoubleStep: true, EnPassant: BlockedEnPassant,
		LoneCapturerStays: true, PromotionPath: ReturnToDiagonal, PromotionPiece: FilePiece,
		KingLeap: FirstCheck, Castling: KingJump, LoneKing: MovesAsAnyPiece,
	}
)

// RuleSets returns the named rule sets, Default first.
func RuleSets() []Rules { return []Rules{Default, Brooke, Elcum, SoutheastAsian} }

// RulesByName returns the named rule set (case-insensitive), or an error
// wrapping core.ErrUnknown.
func RulesByName(name string) (Rules, error) {
	for _, r := range RuleSets() {
		if strings.EqualFold(r.Name, name) {
			return r, nil
		}
	}
	return Rules{}, &core.ParseError{Op: "chator.RulesByName", Input: name, Offset: -1,
		Msg: "no such rule set (want default, brooke, elcum or southeastasian)", Err: core.ErrUnknown}
}

func (r Rules) normal() Rules {
	if r == (Rules{}) {
		return Default
	}
	return r
}

// An option is one entry of the option table: its spec name, rule ID and
// how to read and write it as text.
type option struct {
	name   string
	rule   string
	values []string // the enum's value names; nil for booleans and numbers
	get    func(r *Rules) string
	set    func(r *Rules, v string) bool
}

func boolOption(name, rule string, f func(r *Rules) *bool) option {
	return option{name: name, rule: rule,
		get: func(r *Rules) string { return strconv.FormatBool(*f(r)) },
		set: func(r *Rules, v string) bool {
			b, err := strconv.ParseBool(strings.ToLower(v))
			if err != nil {
				return false
			}
			*f(r) = b
			return true
		}}
}

func enumOption[T ~uint8](name, rule string, names []string, f func(r *Rules) *T) option {
	return option{name: name, rule: rule, values: names,
		get: func(r *Rules) string { return enumString(names, uint8(*f(r))) },
		set: func(r *Rules, v string) bool {
			x, ok := parseEnum(names, v)
			if ok {
				*f(r) = T(x)
			}
			return ok
		}}
}

var options = []option{
	enumOption("Pieces", "CH-4", piecesNames, func(r *Rules) *Pieces { return &r.Pieces }),
	boolOption("DoubleStep", "CH-7", func(r *Rules) *bool { return &r.DoubleStep }),
	enumOption("EnPassant", "CH-8", enPassantNames, func(r *Rules) *EnPassant { return &r.EnPassant }),
	boolOption("LoneCapturerStays", "CH-9", func(r *Rules) *bool { return &r.LoneCapturerStays }),
	enumOption("PromotionPath", "CH-11", pathNames, func(r *Rules) *PromotionPath { return &r.PromotionPath }),
	enumOption("PromotionPiece", "CH-14", promoNames, func(r *Rules) *PromotionPiece { return &r.PromotionPiece }),
	enumOption("KingLeap", "CH-16", leapNames, func(r *Rules) *KingLeap { return &r.KingLeap }),
	enumOption("Castling", "CH-17", castlingNames, func(r *Rules) *Castling { return &r.Castling }),
	enumOption("LoneKing", "CH-18", loneNames, func(r *Rules) *LoneKing { return &r.LoneKing }),
	boolOption("StalemateWins", "CH-20", func(r *Rules) *bool { return &r.StalemateWins }),
	{name: "LoneKingCount", rule: "CH-22",
		get: func(r *Rules) string { return strconv.Itoa(r.LoneKingCount) },
		set: func(r *Rules, v string) bool {
			n, err := strconv.Atoi(v)
			if err != nil || n < 0 || n > 200 {
				return false
			}
			r.LoneKingCount = n
			return true
		}},
}

// OptionNames returns the names of the options [Rules.Set] takes, in the
// order of the spec: Pieces, DoubleStep, EnPassant, LoneCapturerStays,
// PromotionPath, PromotionPiece, KingLeap, Castling, LoneKing,
// StalemateWins, LoneKingCount.
func OptionNames() []string {
	out := make([]string, len(options))
	for i, o := range options {
		out[i] = o.name
	}
	return out
}

// OptionValues returns the values an enumerated option takes, such as
// ["Blocked" "Classic" "None"] for "EnPassant"; nil for a boolean or
// numeric option, and an error wrapping core.ErrUnknown for an unknown
// name.
func OptionValues(name string) ([]string, error) {
	o, err := findOption("chator.OptionValues", name)
	if err != nil {
		return nil, err
	}
	return append([]string(nil), o.values...), nil
}

func findOption(op, name string) (*option, error) {
	for i := range options {
		if strings.EqualFold(options[i].name, name) {
			return &options[i], nil
		}
	}
	return nil, &core.ParseError{Op: op, Input: name, Offset: -1,
		Msg: "no such option (want one of " + strings.Join(OptionNames(), ", ") + ")", Err: core.ErrUnknown}
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
		want := "true or false"
		switch {
		case o.values != nil:
			want = strings.Join(o.values, ", ")
		case o.name == "LoneKingCount":
			want = "a number of moves, 0 for none"
		}
		return &core.ParseError{Op: op, Input: value, Field: o.name, Offset: -1, Msg: "bad value (want " + want + ")", Err: core.ErrSyntax}
	}
	*r = q
	return nil
}

// Get returns the value of the named option as text, or an error
// wrapping core.ErrUnknown.
func (r Rules) Get(name string) (string, error) {
	o, err := findOption("chator.Rules.Get", name)
	if err != nil {
		return "", err
	}
	r = r.normal()
	return o.get(&r), nil
}

// String returns the rule set's name followed by the options that differ
// from the named set of that name, such as "default" or
// "default EnPassant=Classic DoubleStep=false". [ParseRules] reads it
// back.
func (r Rules) String() string {
	r = r.normal()
	base, err := RulesByName(r.Name)
	name := r.Name
	if err != nil {
		base, name = Rules{}, r.Name
		if name == "" {
			name = "custom"
		}
	}
	var b strings.Builder
	b.WriteString(name)
	for _, o := range options {
		if v := o.get(&r); err != nil || v != o.get(&base) {
			b.WriteString(" " + o.name + "=" + v)
		}
	}
	return b.String()
}

// ParseRules reads what [Rules.String] writes: a rule-set name, then any
// number of space-separated Option=Value pairs applied on top of it. An
// unknown rule-set name is read as a custom set built on Default.
func ParseRules(s string) (Rules, error) {
	f := strings.Fields(s)
	if len(f) == 0 {
		return Default, nil
	}
	r, err := RulesByName(f[0])
	if err != nil {
		r = Default
		r.Name = f[0]
	}
	for _, kv := range f[1:] {
		k, v, ok := strings.Cut(kv, "=")
		if !ok {
			return Rules{}, &core.ParseError{Op: "chator.ParseRules", Input: s, Field: kv, Offset: strings.Index(s, kv), Msg: "want Option=Value", Err: core.ErrSyntax}
		}
		if err := r.Set(k, v); err != nil {
			return Rules{}, err
		}
	}
	return r, nil
}

// MarshalText implements encoding.TextMarshaler with [Rules.String].
func (r Rules) MarshalText() ([]byte, error) { return []byte(r.String()), nil }

// UnmarshalText implements encoding.TextUnmarshaler with [ParseRules].
func (r *Rules) UnmarshalText(text []byte) error {
	q, err := ParseRules(string(text))
	if err != nil {
		return err
	}
	*r = q
	return nil
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
	if r.normal().Pieces == Weak {
		return WeakMantri
	}
	return Mantri
}

// GajahKind returns the kind of the gajah under r: [Gajah] or
// [WeakGajah].
func (r Rules) GajahKind() core.Kind {
	if r.normal().Pieces == Weak {
		return WeakGajah
	}
	return Gajah
}

// Alphabet returns the letters of the pieces under r: K, M (mantri), B
// (gajah), N, R, P; the kinds of M and B depend on [Rules.Pieces].
func (r Rules) Alphabet() *core.Alphabet {
	if r.normal().Pieces == Weak {
		return WeakAlphabet
	}
	return StrongAlphabet
}

// The alphabets of the two piece powers.
var (
	StrongAlphabet = core.NewAlphabet(map[core.Kind]byte{Raja: 'K', Mantri: 'M', Gajah: 'B', Kuda: 'N', Tor: 'R', Bidak: 'P'})
	WeakAlphabet   = core.NewAlphabet(map[core.Kind]byte{Raja: 'K', WeakMantri: 'M', WeakGajah: 'B', Kuda: 'N', Tor: 'R', Bidak: 'P'})
)

// Movement returns how a piece of kind k moves in its ordinary moves, in
// the core's terms (nil for kinds Main Chator does not use). The pawn's
// double step, en passant and promotion journey, the king's leap and jump
// and the lone king's powers are special moves, not movements.
func Movement(k core.Kind) core.Movement { return movements[k] }

var movements = map[core.Kind]core.Movement{
	Raja:       {core.Leap(core.AllDirs...)},
	Mantri:     {core.Ride(0, core.AllDirs...)},
	Gajah:      {core.Ride(0, core.Diagonal...)},
	WeakMantri: {core.Leap(core.Diagonal...)},
	WeakGajah:  {core.Leap(core.Diagonal...), core.Leap(core.Offset{Rank: 1}).Forward()},
	Kuda:       {core.Leap(core.Symmetric(1, 2)...)},
	Tor:        {core.Ride(0, core.Orthogonal...)},
	Bidak: {
		core.Leap(core.Offset{Rank: 1}).Forward().MoveOnly(),
		core.Leap(core.Offset{File: -1, Rank: 1}, core.Offset{File: 1, Rank: 1}).Forward().CaptureOnly(),
	},
}

// StartFEN is the start position (CH-2): the kings crosswise, White's on
// d1 and Black's on e8, each mantri on its own king's right.
const StartFEN = "rnbmkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKMBNR w - - 0 1"

// returning is the board kind that stands for a pawn on its promotion
// journey (CH-11..CH-13). It has no movement in the board tables, so it
// attacks nothing and gives no check; the package generates its steps.
// It never leaves the package: At and FEN show it as a pawn.
const returning = core.Zhou

// The fast-path tables of the two piece powers.
var specs = [2]*board8.Spec{
	Strong: newSpec(Strong, 0x6368_6174_6f72_5301), // "chatorS"
	Weak:   newSpec(Weak, 0x6368_6174_6f72_5702),   // "chatorW"
}

func newSpec(pw Pieces, seed uint64) *board8.Spec {
	r := Default
	r.Pieces = pw
	m := map[core.Kind]core.Movement{returning: {}}
	for _, k := range []core.Kind{Raja, r.MantriKind(), r.GajahKind(), Kuda, Tor, Bidak} {
		m[k] = movements[k]
	}
	s := board8.NewSpec(m, seed)
	s.NoPawnMoves = true
	s.SetAlphabet(r.Alphabet())
	return s
}
