package shatranj

import (
	"strconv"
	"strings"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/board8"
	"github.com/chaturanga-go/chaturanga/internal/quote"
)

// BareKing selects how a rule set treats a bared king: a side whose
// pieces other than the shah are all gone (SH-10, SH-11). It is the
// option "BareKing" of [Rules.Set]; its values are written "BareBack",
// "Extinction", "BareWins" and "None".
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
	// NoBareKing is Chaturanga's rule (Fairy-Stockfish's chaturanga, whose
	// extinction value is none): there is no bare-king rule, so SH-10 and
	// SH-11 do not apply. A bared side plays on, and the game ends by
	// checkmate or stalemate (SH-8, SH-9) or by a claim; king against
	// king is the insufficient-material draw a player may claim (SH-13).
	// Its option value is "None".
	NoBareKing

	numBareKing
)

var bareKingNames = []string{"BareBack", "Extinction", "BareWins", "None"}

// String returns the rule's option value: "BareBack", "Extinction",
// "BareWins" or "None".
func (k BareKing) String() string { return enumString(bareKingNames, uint8(k)) }

// MarshalText implements encoding.TextMarshaler with [BareKing.String].
func (k BareKing) MarshalText() ([]byte, error) {
	if k >= numBareKing {
		return nil, badValue("shatranj.BareKing.MarshalText", "BareKing", k.String(), bareKingNames)
	}
	return []byte(k.String()), nil
}

// UnmarshalText implements encoding.TextUnmarshaler: it reads a value
// [BareKing.String] writes, in any case.
func (k *BareKing) UnmarshalText(text []byte) error {
	v, ok := parseEnum(bareKingNames, string(text))
	if !ok {
		return badValue("shatranj.BareKing.UnmarshalText", "BareKing", string(text), bareKingNames)
	}
	*k = BareKing(v)
	return nil
}

// Array selects the start position's array of pieces on the first rank
// (SH-1). It is the option "Array" of [Rules.Set]; its values are written
// "Shatranj" and "Chess".
type Array uint8

// The start arrays.
const (
	// ShatranjArray is Shatranj's array, as Fairy-Stockfish and
	// pychess-variants set it up: the shahs on d1 and d8, the ferzes on
	// e1 and e8 (rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1).
	// Its option value is "Shatranj".
	ShatranjArray Array = iota
	// ChessArray is the array of modern chess, Chaturanga's as
	// Fairy-Stockfish and chess.com set it up: the shahs on e1 and e8,
	// the ferzes on d1 and d8, where chess has its kings and queens
	// (rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1). Its option
	// value is "Chess".
	ChessArray

	numArray
)

var arrayNames = []string{"Shatranj", "Chess"}

// String returns the array's option value: "Shatranj" or "Chess".
func (a Array) String() string { return enumString(arrayNames, uint8(a)) }

// MarshalText implements encoding.TextMarshaler with [Array.String].
func (a Array) MarshalText() ([]byte, error) {
	if a >= numArray {
		return nil, badValue("shatranj.Array.MarshalText", "Array", a.String(), arrayNames)
	}
	return []byte(a.String()), nil
}

// UnmarshalText implements encoding.TextUnmarshaler: it reads a value
// [Array.String] writes, in any case.
func (a *Array) UnmarshalText(text []byte) error {
	v, ok := parseEnum(arrayNames, string(text))
	if !ok {
		return badValue("shatranj.Array.UnmarshalText", "Array", string(text), arrayNames)
	}
	*a = Array(v)
	return nil
}

// Rules is a Shatranj rule set: the name of the named set it started from
// and the options that make it. Rules are small comparable values that
// hold no references, so copies are independent.
//
// Every option's zero value is [Default]'s rule: the zero Rules plays
// exactly as Default (and a position made from it reports Default), and
// Rules{BareKing: Extinction} is Default with only the bare-king rule
// changed. Start from a named set and change single options, in code or by
// name with [Rules.Set]:
//
//	r := shatranj.Default
//	r.BareKing = shatranj.BareWins // "default BareKing=BareWins"
type Rules struct {
	// Name is the name of the named set the rules start from, as the
	// tools take it ("default", "pychess", "medina"); "" reads as
	// "default". Changing options keeps the name; [Rules.String] lists
	// the options that differ from that set.
	Name string
	// BareKing is how a bared king ends the game (SH-10, SH-11), if it
	// does (SH-13 under [NoBareKing]).
	BareKing BareKing
	// Array is the start position's array (SH-1).
	Array Array
}

// The named rule sets. All four share the board, the pieces and their
// moves (SH-1..SH-7), checkmate (SH-8), stalemate as a win for the side
// that stalemated (SH-9), and the claimable draws by threefold repetition
// and the 70-move rule (SH-12); they differ in the bare king, and
// Chaturanga in the start array too. Rules values hold no references:
// changing a copy of one of these changes nothing else.
var (
	// Default is the source's rule set (SH-1..SH-12): baring wins at once
	// unless the bared side can bare back on its next move, which draws.
	// Its source is a playing site's rules page (Ply Yard's "波斯象棋"),
	// which gives the bare-back exception; the start position is
	// Fairy-Stockfish's, as the source gives none.
	Default = Rules{Name: "default"}
	// Pychess reproduces Fairy-Stockfish (commit c19b5f6c), the engine of
	// pychess-variants, move for move: the same moves, perft, FEN, move
	// strings and endings, its bare-king rule being its extinction rule
	// ([Extinction]). Fairy-Stockfish never reports insufficient material
	// in Shatranj (its extinction rule stands in for it), so neither does
	// Pychess.
	Pychess = Rules{Name: "pychess", BareKing: Extinction}
	// Medina is the Medinese victory as Wikipedia ("Shatranj") and Ludii
	// describe it: baring wins outright ([BareWins]).
	Medina = Rules{Name: "medina", BareKing: BareWins}
	// Chaturanga reproduces Fairy-Stockfish's variant chaturanga (commit
	// c19b5f6c), the game chess.com offers as Chaturanga: Shatranj's
	// pieces and moves from the chess array ([ChessArray]), with no
	// bare-king rule ([NoBareKing]), so a bared side plays on; stalemate
	// still loses (SH-9), the 70-move rule and threefold repetition are
	// claims (SH-12), and king against king is an insufficient-material
	// draw a player may claim (SH-13). Records name it with Fairy-
	// Stockfish's variant name, [Variant "chaturanga"].
	Chaturanga = Rules{Name: "chaturanga", BareKing: NoBareKing, Array: ChessArray}
)

// RuleSets returns the named rule sets, [Default] first (a fresh slice):
// Default, Pychess, Medina, Chaturanga.
func RuleSets() []Rules { return []Rules{Default, Pychess, Medina, Chaturanga} }

// ruleSetNames lists the named sets for error messages.
func ruleSetNames() string {
	var b []string
	for _, r := range RuleSets() {
		b = append(b, r.Name)
	}
	return strings.Join(b, ", ")
}

// RulesByName returns the named rule set (case-insensitive; "" is
// Default), or an error wrapping core.ErrUnknown that lists the known
// ones.
func RulesByName(name string) (Rules, error) {
	if name == "" {
		return Default, nil
	}
	for _, r := range RuleSets() {
		if strings.EqualFold(r.Name, name) {
			return r, nil
		}
	}
	return Rules{}, &core.ParseError{Op: "shatranj.RulesByName", Input: name, Offset: -1,
		Msg: "no such rule set (want " + ruleSetNames() + ")", Err: core.ErrUnknown}
}

// normal returns r with its name as the named set spells it: "" reads as
// "default", "PyChess" as "pychess". An unknown name stays as it is.
func (r Rules) normal() Rules {
	if base, err := RulesByName(r.Name); err == nil {
		r.Name = base.Name
	}
	return r
}

// An option is one entry of the option table: its name, the rule it
// changes, and how to read and write it as text.
type option struct {
	name   string
	rule   string
	values []string // the enum's value names
	get    func(r *Rules) uint8
	set    func(r *Rules, v uint8)
}

var options = []option{
	{name: "BareKing", rule: "SH-10", values: bareKingNames,
		get: func(r *Rules) uint8 { return uint8(r.BareKing) },
		set: func(r *Rules, v uint8) { r.BareKing = BareKing(v) }},
	{name: "Array", rule: "SH-1", values: arrayNames,
		get: func(r *Rules) uint8 { return uint8(r.Array) },
		set: func(r *Rules, v uint8) { r.Array = Array(v) }},
}

// OptionNames returns the names of the options [Rules.Set] takes, in the
// order [Rules.String] writes them: BareKing, Array.
func OptionNames() []string {
	out := make([]string, len(options))
	for i, o := range options {
		out[i] = o.name
	}
	return out
}

// OptionValues returns the values the named option takes (["BareBack"
// "Extinction" "BareWins" "None"] for "BareKing", ["Shatranj" "Chess"]
// for "Array"), or an error wrapping core.ErrUnknown for an unknown name.
func OptionValues(name string) ([]string, error) {
	o, err := findOption("shatranj.OptionValues", name)
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
		Msg: "no such option (want " + strings.Join(OptionNames(), ", ") + ")", Err: core.ErrUnknown}
}

// Set changes one option by name and value, both case-insensitive:
// Set("BareKing", "Extinction"). An unknown name is an error wrapping
// core.ErrUnknown, a bad value one wrapping core.ErrSyntax; r is then
// unchanged.
func (r *Rules) Set(name, value string) error {
	const op = "shatranj.Rules.Set"
	o, err := findOption(op, name)
	if err != nil {
		return err
	}
	v, ok := parseEnum(o.values, value)
	if !ok {
		return badValue(op, o.name, value, o.values)
	}
	o.set(r, v)
	return nil
}

// Get returns the value of the named option as text ("BareBack"), or an
// error wrapping core.ErrUnknown for an unknown name.
func (r Rules) Get(name string) (string, error) {
	o, err := findOption("shatranj.Rules.Get", name)
	if err != nil {
		return "", err
	}
	return enumString(o.values, o.get(&r)), nil
}

// String returns the rule set's name ("" written "default") followed by
// the options that differ from the named set of that name, in the order
// of [OptionNames]: "pychess", "default BareKing=BareWins". [ParseRules]
// reads it back. A name that is no named set is written as it is, with
// every option.
func (r Rules) String() string {
	r = r.normal()
	base, err := RulesByName(r.Name)
	b := []byte(r.Name)
	for _, o := range options {
		if err != nil || o.get(&r) != o.get(&base) {
			b = append(b, ' ')
			b = append(b, o.name...)
			b = append(b, '=')
			b = append(b, enumString(o.values, o.get(&r))...)
		}
	}
	return string(b)
}

// AppendText implements encoding.TextAppender: it appends [Rules.String],
// or returns an error if r is not valid (see [Rules.Validate]).
func (r Rules) AppendText(b []byte) ([]byte, error) {
	if err := r.Validate(); err != nil {
		return b, err
	}
	return append(b, r.String()...), nil
}

// MarshalText implements encoding.TextMarshaler: [Rules.String], or an
// error if r is not valid.
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
// number of Option=Value pairs separated by spaces, applied in order on
// top of that set. Names and values are case-insensitive; the empty
// string is Default. An unknown rule-set name or option is an error
// wrapping core.ErrUnknown that lists the known ones, a bad value or a
// pair without '=' one wrapping core.ErrSyntax.
func ParseRules(s string) (Rules, error) {
	const op = "shatranj.ParseRules"
	f := strings.Fields(s)
	if len(f) == 0 {
		return Default, nil
	}
	r, err := RulesByName(f[0])
	if err != nil {
		return Rules{}, &core.ParseError{Op: op, Input: s, Field: "rule set", Offset: strings.Index(s, f[0]),
			Msg: "no such rule set " + quote.Input(f[0]) + " (want " + ruleSetNames() + ")", Err: core.ErrUnknown}
	}
	for _, kv := range f[1:] {
		k, v, ok := strings.Cut(kv, "=")
		if !ok {
			return Rules{}, &core.ParseError{Op: op, Input: s, Field: "option", Offset: strings.Index(s, kv), Msg: "want Option=Value, not " + quote.Input(kv), Err: core.ErrSyntax}
		}
		if err := r.Set(k, v); err != nil {
			return Rules{}, err
		}
	}
	return r, nil
}

// Validate reports whether r is a rule set the package can play: its Name
// is "" or a named set's (else an error wrapping core.ErrUnknown) and
// every option has one of its values (else an error wrapping
// core.ErrSyntax naming the option).
func (r Rules) Validate() error {
	const op = "shatranj.Rules.Validate"
	if _, err := RulesByName(r.Name); err != nil {
		return &core.ParseError{Op: op, Input: r.Name, Field: "Name", Offset: -1, Msg: "no such rule set (want " + ruleSetNames() + ")", Err: core.ErrUnknown}
	}
	for _, o := range options {
		if v := o.get(&r); int(v) >= len(o.values) {
			return badValue(op, o.name, strconv.Itoa(int(v)), o.values)
		}
	}
	return nil
}

// mustValidate panics with a clear message if r is not valid: Rules
// values are built in code (text goes through ParseRules, which
// validates), so an invalid one is a programming error.
func (r Rules) mustValidate(fn string) {
	if err := r.Validate(); err != nil {
		panic("shatranj." + fn + ": " + err.Error())
	}
}

func enumString(names []string, v uint8) string {
	if int(v) < len(names) {
		return names[v]
	}
	return "invalid(" + strconv.Itoa(int(v)) + ")"
}

func parseEnum(names []string, s string) (uint8, bool) {
	for i, n := range names {
		if strings.EqualFold(n, s) {
			return uint8(i), true
		}
	}
	return 0, false
}

func badValue(op, option, value string, names []string) error {
	return &core.ParseError{Op: op, Input: value, Field: option, Offset: -1,
		Msg: "bad value (want " + strings.Join(names, ", ") + ")", Err: core.ErrSyntax}
}

// The pieces of Shatranj, as kinds of the core catalogue. Their FEN
// letters are those of Fairy-Stockfish: K, Q (ferz), B (alfil), N, R, P.
// [Position.PieceName] and every message of the package call them by
// these names.
const (
	Shah   = core.King   // shah (K): one step any way, no castling (SH-2)
	Ferz   = core.Ferz   // ferz (Q): one step diagonally (SH-3)
	Alfil  = core.Alfil  // alfil (B): leaps exactly two squares diagonally, over anything (SH-4)
	Asb    = core.Knight // asb (N): the knight's leap (SH-5)
	Rukh   = core.Rook   // rukh (R): the rook (SH-6)
	Baidaq = core.Pawn   // baidaq (P): one step forward, captures diagonally forward, becomes a ferz on the last rank (SH-7)
)

// pieceNames are the kinds' names in the game's words.
var pieceNames = [core.NumKinds]string{Shah: "shah", Ferz: "ferz", Alfil: "alfil", Asb: "asb", Rukh: "rukh", Baidaq: "baidaq"}

// alphabet holds Shatranj's FEN letters.
var alphabet = core.NewAlphabet(map[core.Kind]byte{Shah: 'K', Ferz: 'Q', Alfil: 'B', Asb: 'N', Rukh: 'R', Baidaq: 'P'})

// Alphabet returns Shatranj's FEN letters: K (shah), Q (ferz), B (alfil),
// N (asb), R (rukh), P (baidaq). It is a copy: changing it changes
// nothing in the package.
func Alphabet() *core.Alphabet {
	a := *alphabet
	return &a
}

// Movement returns how a piece of kind k moves, in the core's terms (nil
// for kinds Shatranj does not use). Each call returns a new value.
func Movement(k core.Kind) core.Movement {
	switch k {
	case Shah:
		return core.Movement{core.Leap(core.AllDirs()...)}
	case Ferz:
		return core.Movement{core.Leap(core.Diagonal()...)}
	case Alfil:
		return core.Movement{core.Leap(core.Symmetric(2, 2)...)}
	case Asb:
		return core.Movement{core.Leap(core.Symmetric(1, 2)...)}
	case Rukh:
		return core.Movement{core.Ride(0, core.Orthogonal()...)}
	case Baidaq:
		return core.Movement{
			core.Leap(core.Offset{Rank: 1}).Forward().MoveOnly(),
			core.Leap(core.Offset{File: -1, Rank: 1}, core.Offset{File: 1, Rank: 1}).Forward().CaptureOnly(),
		}
	}
	return nil
}

// The start positions of the arrays (SH-1).
const (
	startFEN      = "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1"
	chessStartFEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"
)

// StartFEN returns the FEN of rule set r's start position (SH-1), which
// its [Array] decides: under [ShatranjArray] (Default, Pychess, Medina)
// shahs on d1 and d8 and ferzes on e1 and e8, as Fairy-Stockfish and
// pychess-variants set them up,
// "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1"; under
// [ChessArray] (Chaturanga) shahs on e1 and e8 and ferzes on d1 and d8,
// "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1". An Array value
// out of range (which [Rules.Validate] refuses) gives Shatranj's.
func StartFEN(r Rules) string {
	if r.Array == ChessArray {
		return chessStartFEN
	}
	return startFEN
}

// MoveRulePlies is the number of plies without a capture or a baidaq move
// after which a draw may be claimed: Fairy-Stockfish's 70-move rule
// (SH-12).
const MoveRulePlies = 140

var spec = func() *board8.Spec {
	moves := map[core.Kind]core.Movement{}
	for _, k := range []core.Kind{Shah, Ferz, Alfil, Asb, Rukh, Baidaq} {
		moves[k] = Movement(k)
	}
	s := board8.NewSpec(moves, 0x7368617472616e6a) // "shatranj"
	// SH-7: a baidaq reaching the last rank becomes a ferz.
	s.PromoZone = [2]board8.Bitboard{board8.RankMask(7), board8.RankMask(0)}
	s.PromoKind = Ferz
	s.SetAlphabet(alphabet)
	return s
}()
