package shatranj

import (
	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/board8"
	"github.com/chaturanga-go/chaturanga/internal/ruletext"
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

var bareKingText = ruletext.NewEnum("shatranj", "BareKing", bareKingNames)

// String returns the rule's option value: "BareBack", "Extinction",
// "BareWins" or "None" ("invalid(n)" for a value past the last).
func (k BareKing) String() string { return bareKingText.String(uint8(k)) }

// MarshalText implements encoding.TextMarshaler with [BareKing.String];
// a value past the last is an error wrapping core.ErrSyntax.
func (k BareKing) MarshalText() ([]byte, error) { return bareKingText.Marshal(uint8(k)) }

// UnmarshalText implements encoding.TextUnmarshaler: it reads a value
// [BareKing.String] writes, in any case.
func (k *BareKing) UnmarshalText(text []byte) error { return bareKingText.Unmarshal(text, (*uint8)(k)) }

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

var arrayText = ruletext.NewEnum("shatranj", "Array", arrayNames)

// String returns the array's option value: "Shatranj" or "Chess"
// ("invalid(n)" for a value past the last).
func (a Array) String() string { return arrayText.String(uint8(a)) }

// MarshalText implements encoding.TextMarshaler with [Array.String]; a
// value past the last is an error wrapping core.ErrSyntax.
func (a Array) MarshalText() ([]byte, error) { return arrayText.Marshal(uint8(a)) }

// UnmarshalText implements encoding.TextUnmarshaler: it reads a value
// [Array.String] writes, in any case.
func (a *Array) UnmarshalText(text []byte) error { return arrayText.Unmarshal(text, (*uint8)(a)) }

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
func RuleSets() []Rules { return append([]Rules(nil), rulesText.Sets...) }

// rulesText is the option machinery of Rules: the package's own copies of
// the named sets and the option table, in the order [Rules.String] writes
// the options.
var rulesText = &ruletext.Table[Rules]{
	Pkg:  "shatranj",
	Sets: []Rules{Default, Pychess, Medina, Chaturanga},
	Name: func(r *Rules) *string { return &r.Name },
	Options: []ruletext.Option[Rules]{
		ruletext.EnumOption("BareKing", "SH-10, SH-11, SH-13", bareKingText, func(r *Rules) *BareKing { return &r.BareKing }),
		ruletext.EnumOption("Array", "SH-1", arrayText, func(r *Rules) *Array { return &r.Array }),
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
// order [Rules.String] writes them: BareKing, Array.
func OptionNames() []string { return rulesText.Names() }

// OptionValues returns the values the named option takes (["BareBack"
// "Extinction" "BareWins" "None"] for "BareKing", ["Shatranj" "Chess"]
// for "Array"; a fresh slice), or an error wrapping core.ErrUnknown for
// an unknown name.
func OptionValues(name string) ([]string, error) { return rulesText.Values(name) }

// Set changes one option by name and value, both case-insensitive:
// Set("BareKing", "Extinction"). An unknown name is an error wrapping
// core.ErrUnknown, a bad value one wrapping core.ErrSyntax; r is then
// unchanged.
func (r *Rules) Set(name, value string) error { return rulesText.Set(r, name, value) }

// Get returns the value of the named option as text ("BareBack"), or an
// error wrapping core.ErrUnknown for an unknown name.
func (r Rules) Get(name string) (string, error) { return rulesText.Get(r, name) }

// String returns the rule set's name ("" written "default") followed by
// the options that differ from the named set of that name, in the order
// of [OptionNames]: "pychess", "default BareKing=BareWins". [ParseRules]
// reads it back. A name that is no named set is written as it is, with
// every option.
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
// is "" or a named set's (else an error wrapping core.ErrUnknown) and
// every option has one of its values (else an error wrapping
// core.ErrSyntax naming the option).
func (r Rules) Validate() error { return rulesText.Validate(r) }

// mustValidate panics with a clear message if r is not valid: Rules
// values are built in code (text goes through ParseRules, which
// validates), so an invalid one is a programming error.
func (r Rules) mustValidate(fn string) { rulesText.MustValidate(r, fn) }

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
