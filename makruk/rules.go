package makruk

import (
	"strconv"
	"strings"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/board8"
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
	// not owned by a side, its end a draw to be claimed; and its
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

// String returns the option value: "Honour", "Ply", "Cambodian" or
// "ASEAN".
func (c Counting) String() string {
	if int(c) < len(countingNames) {
		return countingNames[c]
	}
	return "invalid(" + strconv.Itoa(int(c)) + ")"
}

// MarshalText implements encoding.TextMarshaler with the option value.
func (c Counting) MarshalText() ([]byte, error) {
	if int(c) >= len(countingNames) {
		return nil, optionError("makruk.Counting.MarshalText", "Counting", c.String(), countingNames)
	}
	return []byte(c.String()), nil
}

// UnmarshalText implements encoding.TextUnmarshaler: "Honour", "Ply" or
// UnmarshalText implements encoding.TextUnmarshaler: "Honour", "Ply",
// "Cambodian" or "ASEAN", in any case.
func (c *Counting) UnmarshalText(text []byte) error {
	for i, n := range countingNames {
		if strings.EqualFold(n, string(text)) {
			*c = Counting(i)
			return nil
		}
	}
	return optionError("makruk.Counting.UnmarshalText", "Counting", string(text), countingNames)
}

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

// RuleSets returns the named rule sets, Default first (a fresh slice).
func RuleSets() []Rules {
	return []Rules{Default, Pychess, Cambodian, KarOuk, Makpong, ASEAN, AiWok}
}

func ruleSetNames() string {
	var names []string
	for _, r := range RuleSets() {
		names = append(names, r.Name)
	}
	return strings.Join(names, ", ")
}

// RulesByName returns the named rule set (case-insensitive), or an error
// wrapping core.ErrUnknown that lists the known names. Fairy-Stockfish's
// names of the family's sets are accepted too ("ai-wok" for [AiWok]).
func RulesByName(name string) (Rules, error) {
	if r, ok := familyAlias(name); ok {
		return r, nil
	}
	for _, r := range RuleSets() {
		if strings.EqualFold(r.Name, name) {
			return r, nil
		}
	}
	return Rules{}, &core.ParseError{Op: "makruk.RulesByName", Input: name, Offset: -1, Msg: "no such rule set (want one of " + ruleSetNames() + ")", Err: core.ErrUnknown}
}

// normal returns r with the empty name read as "default" and a named
// set's name in its own case.
func (r Rules) normal() Rules {
	switch {
	case r.Name == "":
		r.Name = Default.Name
	case strings.EqualFold(r.Name, Default.Name):
		r.Name = Default.Name
	case strings.EqualFold(r.Name, Pychess.Name):
		r.Name = Pychess.Name
	default:
		r.Name = familyName(r.Name)
	}
	return r
}

// An option is one entry of the option table: its name, rule ID and how to
// read and write it as text.
type option struct {
	name   string
	rule   string
	values []string // the enum's value names; nil for booleans
	get    func(r *Rules) string
	set    func(r *Rules, v string) bool
}

var options = []option{
	{name: "Counting", rule: "MK-12..MK-16, OC-5, AS-4", values: countingNames,
		get: func(r *Rules) string { return r.Counting.String() },
		set: func(r *Rules, v string) bool { return r.Counting.UnmarshalText([]byte(v)) == nil }},
	{name: "NoKingsDraw", rule: "MK-17",
		get: func(r *Rules) string { return strconv.FormatBool(r.NoKingsDraw) },
		set: func(r *Rules, v string) bool {
			b, err := strconv.ParseBool(strings.ToLower(v))
			if err != nil {
				return false
			}
			r.NoKingsDraw = b
			return true
		}},
	// Ouk Chatrang's and Kar Ouk's options (see cambodian.go, karouk.go).
	boolOption("FirstMoves", "OC-1..OC-4", func(r *Rules) *bool { return &r.FirstMoves }),
	boolOption("FirstCheck", "KO-1, KO-2", func(r *Rules) *bool { return &r.FirstCheck }),
	// Makpong's, ASEAN's and Ai-Wok's options (see family.go).
	boolOption("FrozenKing", "MP-1", func(r *Rules) *bool { return &r.FrozenKing }),
	{name: "Army", rule: "AS-1, AW-1", values: armyNames,
		get: func(r *Rules) string { return r.Army.String() },
		set: func(r *Rules, v string) bool { return r.Army.UnmarshalText([]byte(v)) == nil }},
	{name: "Promotion", rule: "MK-8, AS-2", values: promotionNames,
		get: func(r *Rules) string { return r.Promotion.String() },
		set: func(r *Rules, v string) bool { return r.Promotion.UnmarshalText([]byte(v)) == nil }},
	{name: "MoveRule", rule: "AS-5",
		get: func(r *Rules) string { return strconv.Itoa(r.MoveRule) },
		set: func(r *Rules, v string) bool { return setMoveRule(&r.MoveRule, v) }},
}

// optionError is the error of a bad value of option name; values are the
// enum's names (nil for a boolean).
func optionError(op, name, value string, values []string) error {
	want := "true or false"
	if values != nil {
		want = strings.Join(values, " or ")
	}
	return &core.ParseError{Op: op, Input: value, Field: name, Offset: -1, Msg: "bad value (want " + want + ")", Err: core.ErrSyntax}
}

// OptionNames returns the names of the options [Rules.Set] takes, in the
// order [Rules.String] writes them: Counting, NoKingsDraw, FirstMoves,
// FirstCheck, FrozenKing, Army, Promotion, MoveRule.
func OptionNames() []string {
	out := make([]string, len(options))
	for i, o := range options {
		out[i] = o.name
	}
	return out
}

// OptionValues returns the values an enumerated option takes (["Honour"
// "Ply" "Cambodian" "ASEAN"] for "Counting"); nil for a boolean option
// or a number (MoveRule), and an error wrapping core.ErrUnknown for an
// unknown name.
func OptionValues(name string) ([]string, error) {
	o, err := findOption("makruk.OptionValues", name)
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

// Set changes one option by name and value, both case-insensitive:
// Set("Counting", "Ply"), Set("NoKingsDraw", "true"). An unknown name is an
// error wrapping core.ErrUnknown, a bad value one wrapping core.ErrSyntax;
// r is then unchanged.
func (r *Rules) Set(name, value string) error {
	const op = "makruk.Rules.Set"
	o, err := findOption(op, name)
	if err != nil {
		return err
	}
	q := *r
	if !o.set(&q, value) {
		return optionError(op, o.name, value, o.values)
	}
	*r = q
	return nil
}

// Get returns the value of the named option as text ("Honour", "true"),
// or an error wrapping core.ErrUnknown.
func (r Rules) Get(name string) (string, error) {
	o, err := findOption("makruk.Rules.Get", name)
	if err != nil {
		return "", err
	}
	return o.get(&r), nil
}

// Validate reports whether r is a rule set this package plays: its Name
// is a named set's (or ""), its options in range. Errors wrap
// core.ErrUnknown (an unknown name) or core.ErrSyntax (an option value
// out of range) and name the option.
func (r Rules) Validate() error {
	const op = "makruk.Rules.Validate"
	if _, err := RulesByName(r.normal().Name); err != nil {
		return &core.ParseError{Op: op, Input: r.Name, Field: "Name", Offset: -1, Msg: "no such rule set (want one of " + ruleSetNames() + ")", Err: core.ErrUnknown}
	}
	if int(r.Counting) >= len(countingNames) {
		return optionError(op, "Counting", r.Counting.String(), countingNames)
	}
	return r.validateFamily(op)
}

// String returns the rule set's name followed by " Option=Value" for each
// option that differs from the named set of that name, in the order of
// [OptionNames]: "default", "pychess", "default NoKingsDraw=true",
// "pychess Counting=Honour", "karouk FirstCheck=false". [ParseRules]
// reads it back. Rules that do not validate are written all the same
// (their name as given, every option).
func (r Rules) String() string {
	b, _ := r.AppendText(nil)
	return string(b)
}

// AppendText implements encoding.TextAppender: it appends [Rules.String].
func (r Rules) AppendText(b []byte) ([]byte, error) {
	r = r.normal()
	base, err := RulesByName(r.Name)
	b = append(b, r.Name...)
	for _, o := range options {
		if v := o.get(&r); err != nil || v != o.get(&base) {
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

// ParseRules reads what [Rules.String] writes: a rule-set name (any
// case), then any number of space-separated Option=Value pairs applied on
// top of it ("pychess Counting=Honour"). An unknown set name or option is
// an error wrapping core.ErrUnknown that lists the known ones; a bad value
// or a pair without '=' wraps core.ErrSyntax. The empty text is Default.
func ParseRules(s string) (Rules, error) {
	const op = "makruk.ParseRules"
	f := strings.Fields(s)
	if len(f) == 0 {
		return Default, nil
	}
	r, err := RulesByName(f[0])
	if err != nil {
		return Rules{}, &core.ParseError{Op: op, Input: s, Field: "name", Offset: strings.Index(s, f[0]), Msg: "no such rule set (want one of " + ruleSetNames() + ")", Err: core.ErrUnknown}
	}
	for _, kv := range f[1:] {
		k, v, ok := strings.Cut(kv, "=")
		if !ok {
			return Rules{}, &core.ParseError{Op: op, Input: s, Field: kv, Offset: strings.Index(s, kv), Msg: "want Option=Value", Err: core.ErrSyntax}
		}
		if err := r.Set(k, v); err != nil {
			return Rules{}, err
		}
	}
	return r, nil
}

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
