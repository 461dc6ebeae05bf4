package shatar

import (
	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/board8"
	"github.com/chaturanga-go/chaturanga/internal/ruletext"
)

// MateRule selects which checkmates win (option "MateRule", SR-9..SR-11).
type MateRule uint8

// The mate rules.
const (
	// ShakMate is Fairy-Stockfish's shatar mate rule (SR-9..SR-11): a
	// mate given by mori alone is forbidden and scores as a win for the
	// mated side; any other mate wins only if the unbroken series of
	// checks that led to it holds a shak (a check by a mori, tereg or
	// bers); a mate without one is niol, a draw. Its option value is
	// "Shak".
	ShakMate MateRule = iota
	// AnyMate: every checkmate wins for the mating side, as in chess. Its
	// option value is "Any".
	AnyMate
)

var mateRuleNames = []string{"Shak", "Any"}

var mateRuleText = ruletext.NewEnum("shatar", "MateRule", mateRuleNames)

// String returns the option value: "Shak" or "Any" ("invalid(n)" for a
// value past the last).
func (m MateRule) String() string { return mateRuleText.String(uint8(m)) }

// MarshalText implements encoding.TextMarshaler with [MateRule.String]; a
// value past the last is an error wrapping core.ErrSyntax.
func (m MateRule) MarshalText() ([]byte, error) { return mateRuleText.Marshal(uint8(m)) }

// UnmarshalText implements encoding.TextUnmarshaler: "Shak" or "Any", in
// any case.
func (m *MateRule) UnmarshalText(text []byte) error { return mateRuleText.Unmarshal(text, (*uint8)(m)) }

// Rules is a Shatar rule set: the name of the named set it started from
// and the options that make it. Rules are small comparable values holding
// no references, and every option's zero value is [Default]'s rule: the
// zero Rules plays exactly as Default, and Rules{AnyMate: ...} is Default
// with that one rule changed.
type Rules struct {
	// Name is the named rule set the options start from ("default"); ""
	// reads as "default".
	Name string
	// MateRule says which checkmates win (SR-9..SR-11); the zero value is
	// Fairy-Stockfish's shak rule.
	MateRule MateRule
	// NoRobado turns the bare-king draw (robado, SR-12) off: a side with
	// only its noyon plays on.
	NoRobado bool
}

// Default is Fairy-Stockfish's shatar (commit c19b5f6c, the engine of
// pychess-variants), move for move: the same legal moves, perft, FEN, move
// strings, SAN and game ends. It is Shatar's only named rule set; the
// options change single rules of it.
var Default = Rules{Name: "default"}

// RuleSets returns the named rule sets, Default first (a fresh slice).
func RuleSets() []Rules { return append([]Rules(nil), rulesText.Sets...) }

// rulesText is the option machinery of Rules: the package's own copy of
// the named set and the option table, in the order [Rules.String] writes
// the options.
var rulesText = &ruletext.Table[Rules]{
	Pkg:  "shatar",
	Sets: []Rules{Default},
	Name: func(r *Rules) *string { return &r.Name },
	Options: []ruletext.Option[Rules]{
		ruletext.EnumOption("MateRule", "SR-9..SR-11", mateRuleText, func(r *Rules) *MateRule { return &r.MateRule }),
		ruletext.BoolOption("NoRobado", "SR-12", false, func(r *Rules) *bool { return &r.NoRobado }),
	},
}

// RulesByName returns the named rule set (case-insensitive; "" is
// "default"), or an error wrapping core.ErrUnknown that lists the known
// names.
func RulesByName(name string) (Rules, error) { return rulesText.ByName(name) }

// normal returns r with its name spelled as the named set's ("" and any
// case of a known name read as that set's name). Validate checks the
// rest.
func (r Rules) normal() Rules { return rulesText.Normal(r) }

// Validate reports whether r is a rule set the package can play: a known
// Name ("" is "default"; else an error wrapping core.ErrUnknown) and
// option values in range (else an error wrapping core.ErrSyntax naming
// the option).
func (r Rules) Validate() error { return rulesText.Validate(r) }

// OptionNames returns the names of the options [Rules.Set] takes, in a
// fixed order: MateRule (SR-9..SR-11), NoRobado (SR-12).
func OptionNames() []string { return rulesText.Names() }

// OptionValues returns the values an enumerated option takes (["Shak"
// "Any"] for "MateRule"; a fresh slice); nil for a boolean option, and an
// error wrapping core.ErrUnknown for an unknown name.
func OptionValues(name string) ([]string, error) { return rulesText.Values(name) }

// Set changes one option by name and value, both case-insensitive:
// Set("MateRule", "Any"), Set("NoRobado", "true"). An unknown name is an
// error wrapping core.ErrUnknown, a bad value one wrapping core.ErrSyntax;
// r is then unchanged. Setting an option of the zero Rules names it
// "default".
func (r *Rules) Set(name, value string) error {
	q := r.normal()
	if err := rulesText.Set(&q, name, value); err != nil {
		return err
	}
	*r = q
	return nil
}

// Get returns the value of the named option as text ("Shak", "false"),
// or an error wrapping core.ErrUnknown.
func (r Rules) Get(name string) (string, error) { return rulesText.Get(r, name) }

// String returns the rule set's name followed by each option that differs
// from the named set of that name, in the order of [OptionNames]:
// "default", "default MateRule=Any NoRobado=true". [ParseRules] reads it
// back. A name that is no named set is written as it is, with every
// option.
func (r Rules) String() string { return rulesText.String(r) }

// ParseRules reads what [Rules.String] writes: a rule-set name, then any
// number of space-separated Option=Value pairs applied on top of it; names
// and values are case-insensitive, and "" is Default. An unknown set name
// or option is an error wrapping core.ErrUnknown that lists the known
// ones, a bad value one wrapping core.ErrSyntax.
func ParseRules(s string) (Rules, error) { return rulesText.Parse(s) }

// AppendText implements encoding.TextAppender with [Rules.String].
func (r Rules) AppendText(b []byte) ([]byte, error) { return rulesText.Append(b, r), nil }

// MarshalText implements encoding.TextMarshaler with [Rules.String].
func (r Rules) MarshalText() ([]byte, error) { return r.AppendText(nil) }

// UnmarshalText implements encoding.TextUnmarshaler with [ParseRules].
func (r *Rules) UnmarshalText(text []byte) error { return rulesText.Unmarshal(r, text) }

// The pieces of Shatar, as kinds of the core catalogue, named in
// Mongolian as Mongolian writes them today (ноён, бэрс, тэмээ, морь,
// тэрэг, хүү), romanized: noyon, bers, temee, mori, tereg, khüü. Their FEN
// letters are Fairy-Stockfish's: K, J, B, N, R, P.
const (
	Noyon = core.King   // noyon, "prince" (K): the king, one step any way, no castling (SR-2)
	Bers  = core.Dragon // bers, "snow panther" (J): a tereg's move or one step diagonally (SR-3)
	Temee = core.Bishop // temee, "camel" (B): the bishop (SR-4)
	Mori  = core.Knight // mori, "horse" (N): the knight (SR-5)
	Tereg = core.Rook   // tereg, "cart" (R): the rook (SR-6)
	Khuu  = core.Pawn   // khüü, "boy" (P): one step forward, captures diagonally forward, becomes a bers on the last rank (SR-7)
)

// pieceNames are the pieces' names in the game's words.
var pieceNames = [core.NumKinds]string{Noyon: "noyon", Bers: "bers", Temee: "temee", Mori: "mori", Tereg: "tereg", Khuu: "khüü"}

// alphabet holds Shatar's FEN letters.
var alphabet = core.NewAlphabet(map[core.Kind]byte{Noyon: 'K', Bers: 'J', Temee: 'B', Mori: 'N', Tereg: 'R', Khuu: 'P'})

// Alphabet returns Shatar's FEN letters, Fairy-Stockfish's: K noyon, J
// bers, B temee, N mori, R tereg, P khüü (a copy: changing it changes
// nothing here).
func Alphabet() *core.Alphabet {
	a := *alphabet
	return &a
}

// Movement returns how a piece of kind k moves, in the core's terms (nil
// for kinds Shatar does not use). Each call returns a fresh value.
func Movement(k core.Kind) core.Movement {
	switch k {
	case Noyon:
		return core.Movement{core.Leap(core.AllDirs()...)}
	case Bers:
		return core.Movement{core.Ride(0, core.Orthogonal()...), core.Leap(core.Diagonal()...)}
	case Temee:
		return core.Movement{core.Ride(0, core.Diagonal()...)}
	case Mori:
		return core.Movement{core.Leap(core.Symmetric(1, 2)...)}
	case Tereg:
		return core.Movement{core.Ride(0, core.Orthogonal()...)}
	case Khuu:
		return core.Movement{
			core.Leap(core.Offset{Rank: 1}).Forward().MoveOnly(),
			core.Leap(core.Offset{File: -1, Rank: 1}, core.Offset{File: 1, Rank: 1}).Forward().CaptureOnly(),
		}
	}
	return nil
}

// startFEN is the start position (SR-1).
const startFEN = "rnbjkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBJKBNR w - - 0 1"

// StartFEN returns the start position of rule set r (SR-1), as
// Fairy-Stockfish writes it: the chess array with the bers on the queen's
// square, and the d-pawns already on d4 and d5 (the obligatory first
// moves 1. d4 d5 of the Mongolian game, made before move 1):
// rnbjkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBJKBNR w - - 0 1. Every rule set
// starts there.
func StartFEN(r Rules) string { return startFEN }

// MoveRulePlies is the number of plies without a capture or a khüü move
// after which a draw may be claimed: the 50-move rule (SR-14), claimable
// at a half-move clock of 100 as Fairy-Stockfish has it.
const MoveRulePlies = 100

// spec is the pieces' tables for the 8x8 engine.
var spec = func() *board8.Spec {
	moves := map[core.Kind]core.Movement{}
	for _, k := range []core.Kind{Noyon, Bers, Temee, Mori, Tereg, Khuu} {
		moves[k] = Movement(k)
	}
	s := board8.NewSpec(moves, 0x7368617461720000) // "shatar"
	// SR-7: a khüü reaching the last rank becomes a bers.
	s.PromoZone = [2]board8.Bitboard{board8.RankMask(7), board8.RankMask(0)}
	s.PromoKind = Bers
	s.SetAlphabet(alphabet)
	return s
}()

// Attack tables for the shak test (SR-8): the squares a mori and a bers's
// diagonal step reach from each square.
var (
	moriAttacks = board8.LeapTable(core.White, false, core.Symmetric(1, 2))
	ferzAttacks = board8.LeapTable(core.White, false, core.Diagonal())
)
