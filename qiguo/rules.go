package qiguo

import (
	"errors"
	"slices"
	"strconv"
	"strings"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/quote"
	"github.com/chaturanga-go/chaturanga/internal/ruletext"
)

// NumStates is the number of states (QG-3).
const NumStates = 7

// The seven seats, as colours in turn order (QG-4, QG-5). A seat is a
// block of the board; the name of the state sitting there depends on the
// rule set (see [Rules.StateName]): the source's names by default, the
// names of Wikipedia, Ludii and elephantchess.io under WikipediaNames.
//
//	seat        block                        default  WikipediaNames
//	West        west edge, general a10       Qin      Qin
//	SouthWest   south edge west half, f1     Han      Chu
//	SouthEast   south edge east half, n1     Chu      Han
//	EastSouth   east edge south half, s6     Wei      Qi
//	EastNorth   east edge north half, s14    Qi       Wei
//	NorthEast   north edge east half, n19    Yan      Zhao
//	NorthWest   north edge west half, f19    Zhao     Yan
const (
	West      core.Color = iota // Qin under both namings
	SouthWest                   // Han (Chu under WikipediaNames)
	SouthEast                   // Chu (Han under WikipediaNames)
	EastSouth                   // Wei (Qi under WikipediaNames)
	EastNorth                   // Qi (Wei under WikipediaNames)
	NorthEast                   // Yan (Zhao under WikipediaNames)
	NorthWest                   // Zhao (Yan under WikipediaNames)
)

// The pieces of Qi Guo, as kinds of the core catalogue (QG-6..QG-14).
const (
	General   = core.Queen     // 將 (Q): any distance orthogonally or diagonally (QG-6)
	Pian      = core.Rook      // 偏 (R): any distance orthogonally (QG-7)
	Bi        = core.Bishop    // 裨 (B): any distance diagonally (QG-8)
	Bow       = core.Bow       // 弓 (H): 1 to 4 points orthogonally or diagonally (QG-9)
	Crossbow  = core.Crossbow  // 弩 (W): 1 to 5 points orthogonally or diagonally (QG-10)
	Dao       = core.Ferz      // 刀 (A): one point diagonally (QG-11)
	Sword     = core.Wazir     // 劍 (S): one point orthogonally (QG-11)
	Cannon    = core.Cannon    // 砲 (C): moves as the pian, captures over one screen (QG-12)
	Horseman  = core.Horseman  // 騎 (N): one point orthogonally, then up to three diagonally outward (QG-13)
	GoBetween = core.GoBetween // 行人 (G): moves as the general, never captures nor is captured (QG-14)
	Zhou      = core.Zhou      // 周: the immovable neutral piece on j10 (QG-2)
)

// ZhouPiece is the Zhou as a piece: kind [Zhou], colour core.Neutral
// (core.MakePiece(core.Neutral, Zhou)).
const ZhouPiece = core.Piece(core.Neutral)<<5 | core.Piece(Zhou)

// ZhouSquare is the centre point j10, where the Zhou stands (QG-2).
const ZhouSquare = core.Square(9 | 9<<5)

// geometry is the board: 19x19 points (QG-1). [Position.Geometry]
// returns it.
var geometry = core.Geometry{Files: 19, Ranks: 19}

// alphabet holds the piece letters of the position string; [Alphabet]
// returns a copy.
var alphabet = core.NewAlphabet(map[core.Kind]byte{
	General: 'Q', Pian: 'R', Bi: 'B', Cannon: 'C', Bow: 'H', Crossbow: 'W',
	Dao: 'A', Sword: 'S', Horseman: 'N', GoBetween: 'G',
})

// Alphabet returns the piece letters of the position string and of SAN
// (the upper-case second letter of each piece): Q general, R pian, B bi,
// C cannon, H bow, W crossbow, A dao, S sword, N horseman, G go-between.
// It is a fresh copy: changing it changes nothing else.
func Alphabet() *core.Alphabet {
	a := *alphabet
	return &a
}

// Bookkeeping selects how a rule set keeps captures, defeats and armies.
// Its zero value is the Default set's, [SourceBookkeeping].
type Bookkeeping uint8

// The bookkeeping methods.
const (
	// SourceBookkeeping is the spec's reading of the source (QG-15..QG-29):
	// pieces keep their original state; captures are tallied per captured
	// and capturing state; a defeated state's army passes under the
	// conqueror's control; a state with no move passes; the pieces of one
	// player's states are friendly.
	SourceBookkeeping Bookkeeping = iota
	// ElephantChessBookkeeping is elephantchess.io's engine: defeated
	// armies are recoloured to the receiver (their general too after a
	// ten-loss defeat) and count as its captures; a ten-loss defeat goes
	// to the state with most captures; any state may win after a capture;
	// no passing and no friendliness between states of one player. See
	// the package documentation.
	ElephantChessBookkeeping
)

var bookkeepingNames = [...]string{"Source", "ElephantChess"}

var bookkeepingText = ruletext.NewEnum("qiguo", "Bookkeeping", bookkeepingNames[:])

// String returns the method's name as the Bookkeeping option writes it:
// "Source" or "ElephantChess" ("invalid(n)" for a value past the last).
func (b Bookkeeping) String() string { return bookkeepingText.String(uint8(b)) }

// MarshalText implements encoding.TextMarshaler with [Bookkeeping.String];
// a value past the last method is an error wrapping core.ErrSyntax.
func (b Bookkeeping) MarshalText() ([]byte, error) { return bookkeepingText.Marshal(uint8(b)) }

// UnmarshalText implements encoding.TextUnmarshaler: "Source" or
// "ElephantChess", in any case.
func (b *Bookkeeping) UnmarshalText(text []byte) error {
	return bookkeepingText.Unmarshal(text, (*uint8)(b))
}

// Rules is a Qi Guo rule set: a name, the options and the seating of the
// players (QG-21, QG-22). Rules are small comparable values that hold no
// references, so copies are independent.
//
// Every option's zero value is the Default set's rule: the zero Rules
// plays as [Default], and Rules{HorsemanMustTurn: true} is Default with
// only the horseman changed. Name is the named set the rules started from
// ("" reads as "default"); it does not change how the game is played, but
// [Rules.String] writes the options that differ from that set.
// [StartPosition] and [ParseFEN] take the name "" as "default", so the
// position's [Position.Rules] is then Default itself.
//
// The text form ([Rules.String], [ParseRules]) is the name, then
// "Option=Value" for each option that differs from the named set, in the
// order of [OptionNames]:
//
//	default
//	elephantchess
//	default HorsemanMustTurn=true
//	default Alliances=Qin+Han,Chu+Wei,Qi+Yan,Zhao
//	elephantchess Bookkeeping=Source Alliances=Qin+Han,Chu,Qi,Wei,Zhao,Yan
type Rules struct {
	// Name is the named rule set the rules started from, as [RulesByName]
	// takes it: "default" (or "") or "elephantchess".
	Name string
	// WikipediaNames names the states as Wikipedia, Ludii and
	// elephantchess.io do: Qin, Chu, Han, Qi, Wei, Zhao, Yan on the seats
	// of the source's Qin, Han, Chu, Wei, Qi, Yan, Zhao. The game is the
	// same; names and position-string letters change.
	WikipediaNames bool
	// ElephantChessLayout swaps the pian and the bi of the two southern
	// armies (e1<->g1, m1<->o1), as elephantchess.io sets them up.
	ElephantChessLayout bool
	// HorsemanMustTurn makes the horseman take at least one diagonal step:
	// it never stops on its first, orthogonal point (QG-13).
	HorsemanMustTurn bool
	// DefeatByTotalLosses defeats a state at its tenth loss to any
	// captors together, not ten to one state (QG-18, QG-29).
	DefeatByTotalLosses bool
	// Bookkeeping is how captures, defeats and armies are kept.
	Bookkeeping Bookkeeping
	// Alliances seats the players (QG-21, QG-22); the zero value seats
	// seven players, one state each. Make it with [Rules.WithAlliances]
	// (or the option "Alliances" of [Rules.Set]). It holds seats: the
	// option "WikipediaNames" of [Rules.Set] re-seats it so that every
	// player keeps its states by name, but assigning the WikipediaNames
	// field keeps the seats (and [Rules.Validate] then checks them under
	// the new names).
	Alliances Alliances
}

// The named rule sets. Rules hold no references, so a copy of one is
// independent of the package's.
var (
	// Default is the rule set of the source as the spec reads it
	// (QG-1..QG-29) with the source's state names and the layout of
	// Ludii's Qi Guo Xiangxi.
	Default = Rules{Name: "default"}
	// ElephantChess reproduces the engine of elephantchess.io, the one site
	// that plays the game: WikipediaNames, ElephantChessLayout,
	// HorsemanMustTurn, DefeatByTotalLosses and ElephantChessBookkeeping.
	ElephantChess = Rules{
		Name:                "elephantchess",
		WikipediaNames:      true,
		ElephantChessLayout: true,
		HorsemanMustTurn:    true,
		DefeatByTotalLosses: true,
		Bookkeeping:         ElephantChessBookkeeping,
	}
)

// The named rule sets, as the package's own values (Default and
// ElephantChess are variables a caller may change).
var (
	defaultRules       = Rules{Name: "default"}
	elephantChessRules = Rules{
		Name: "elephantchess", WikipediaNames: true, ElephantChessLayout: true,
		HorsemanMustTurn: true, DefeatByTotalLosses: true, Bookkeeping: ElephantChessBookkeeping,
	}
)

// RuleSets returns the named rule sets, Default first (a fresh slice).
func RuleSets() []Rules { return append([]Rules(nil), rulesText.Sets...) }

// RulesByName returns the named rule set ("default" or "elephantchess",
// case-insensitive), or an error wrapping core.ErrUnknown that lists the
// known names.
func RulesByName(name string) (Rules, error) { return rulesText.ByName(name) }

// normal returns r with its name spelt as the named set spells it ("" is
// "default"); an unknown name stays as it is.
func (r Rules) normal() Rules { return rulesText.Normal(r) }

// rulesText is the option machinery of Rules: the package's own copies of
// the named sets and the option table, in the order [Rules.String] writes
// the options: the naming first, as the seating names states, and the
// seating last. An option appears at most once in the text.
var rulesText = &ruletext.Table[Rules]{
	Pkg:  "qiguo",
	Sets: []Rules{defaultRules, elephantChessRules},
	Name: func(r *Rules) *string { return &r.Name },
	Once: true,
	Options: []ruletext.Option[Rules]{
		wikipediaNamesOption(),
		ruletext.BoolOption("ElephantChessLayout", "QG-5", false, func(r *Rules) *bool { return &r.ElephantChessLayout }),
		ruletext.BoolOption("HorsemanMustTurn", "QG-13", false, func(r *Rules) *bool { return &r.HorsemanMustTurn }),
		ruletext.BoolOption("DefeatByTotalLosses", "QG-29", false, func(r *Rules) *bool { return &r.DefeatByTotalLosses }),
		ruletext.EnumOption("Bookkeeping", "QG-23", bookkeepingText, func(r *Rules) *Bookkeeping { return &r.Bookkeeping }),
		alliancesOption,
	},
}

// wikipediaNamesOption is the naming as an option. Changing it keeps
// the seating by name: each player keeps the states it was given by name,
// on their seats under the new naming, so that the options set one after
// another mean the same in any order (issue 22). QG-22's presets name the
// states, so a preset stays a preset.
func wikipediaNamesOption() ruletext.Option[Rules] {
	o := ruletext.BoolOption("WikipediaNames", "QG-3", false, func(r *Rules) *bool { return &r.WikipediaNames })
	set := o.Set
	o.Set = func(r *Rules, v string) error {
		old := r.names()
		if err := set(r, v); err != nil {
			return err
		}
		r.Alliances = r.Alliances.renamed(old, r.names())
		return nil
	}
	return o
}

// renamed returns the seating a holds under the names from, seated by the
// same names under the names to.
func (a Alliances) renamed(from, to [NumStates]string) Alliances {
	var seat [NumStates]core.Color // seat[i]: the seat under to of from's state i
	for i, n := range from {
		seat[i] = core.Color(slices.Index(to[:], n))
	}
	var b Alliances
	for i, m := range a.allies {
		var n uint8
		for j := range NumStates {
			if m>>j&1 != 0 {
				n |= 1 << seat[j]
			}
		}
		b.allies[seat[i]] = n
	}
	return b
}

// alliancesOption is the seating (QG-21, QG-22) as an option: its value
// lists the players' states under the rules' naming (see [Rules.Set]).
// The text compares seats, not names; the seating is read after the
// other options, since its names follow WikipediaNames; and every change
// of the rules must leave it one of QG-22's presets.
var alliancesOption = ruletext.Option[Rules]{
	Name: "Alliances", Rule: "QG-21, QG-22",
	Want:    "the players' states, such as Qin+Han,Chu+Wei,Qi+Yan,Zhao",
	Get:     func(r *Rules) string { return r.alliancesText() },
	Differs: func(r, base *Rules) bool { return r.Alliances != base.Alliances },
	Last:    true,
	Check:   func(r *Rules) string { return r.checkSeating() },
	Set: func(r *Rules, v string) error {
		q, err := r.WithAlliances(splitGroups(v)...)
		if err != nil {
			var pe *core.ParseError
			if !errors.As(err, &pe) {
				return &core.ParseError{Msg: err.Error(), Err: core.ErrSyntax}
			}
			if pe.Err == core.ErrUnknown {
				return &core.ParseError{Msg: pe.Msg, Err: core.ErrUnknown}
			}
			return &core.ParseError{Msg: pe.Msg, Err: core.ErrSyntax}
		}
		*r = q
		return nil
	},
}

// OptionNames returns the names of the options [Rules.Set] takes, in the
// order [Rules.String] writes them: WikipediaNames, ElephantChessLayout,
// HorsemanMustTurn, DefeatByTotalLosses, Bookkeeping, Alliances. The
// slice is fresh.
func OptionNames() []string { return rulesText.Names() }

// OptionValues returns the values an enumerated option takes (Bookkeeping:
// ["Source" "ElephantChess"]), nil with no error for a boolean option or
// the free-form Alliances, and an error wrapping core.ErrUnknown for an
// unknown name. The slice is fresh.
func OptionValues(name string) ([]string, error) { return rulesText.Values(name) }

// Set changes one option by name and value, both case-insensitive:
// Set("HorsemanMustTurn", "true"), Set("Bookkeeping", "ElephantChess"),
// Set("Alliances", "Qin+Han,Chu+Wei,Qi+Yan,Zhao"). The Alliances value
// lists each player's states under r's naming, the players separated by
// ',' (or '|' or '/'), one player's states by '+' (or spaces), as
// [Rules.WithAlliances] takes them; the seating must be one of QG-22's
// presets. Changing WikipediaNames keeps each player's states by name
// (they move to their seats under the new naming), so the options mean
// the same whatever order they are set in: Set("Alliances",
// "Qin+Han+Yan,Chu+Wei,Qi+Zhao") then Set("WikipediaNames", "true") is
// the same Rules as the two the other way round. An unknown option is an
// error wrapping
// core.ErrUnknown, a bad value one wrapping core.ErrSyntax (core.ErrUnknown
// for an unknown state name); r is then unchanged.
func (r *Rules) Set(name, value string) error { return rulesText.Set(r, name, value) }

// Get returns the value of the named option as text (as [Rules.Set] takes
// it), or an error wrapping core.ErrUnknown.
func (r Rules) Get(name string) (string, error) { return rulesText.Get(r, name) }

// Validate reports whether r is a rule set the package can play: its Name
// a named set's ("" reads as "default"; else an error wrapping
// core.ErrUnknown), its Bookkeeping one of the constants, and its seating
// one of QG-22's presets under its naming (else errors wrapping
// core.ErrSyntax naming the option). [StartPosition] and [ParseFEN] call
// it.
func (r Rules) Validate() error { return rulesText.Validate(r) }

// checkSeating checks that the alliances are consistent groups and one of
// QG-22's presets under r's naming; it returns what is wrong or "".
func (r Rules) checkSeating() string {
	a := r.Alliances
	var masks []uint8
	for c := range core.Color(NumStates) {
		m := a.allies[c]
		if m>>c&1 != 0 || m >= 1<<NumStates {
			return "a malformed seating"
		}
		for d := range core.Color(NumStates) {
			if m>>d&1 != 0 && a.allies[d] != (m|1<<c)&^(1<<d) {
				return "a malformed seating"
			}
		}
		if m&(1<<c-1) == 0 {
			masks = append(masks, m|1<<c)
		}
	}
	return r.checkPreset(masks)
}

// String returns the rule set's text form: its name, then the options
// that differ from the named set of that name as Option=Value, in the
// order of [OptionNames], such as "default", "elephantchess" or "default
// HorsemanMustTurn=true Alliances=Qin+Han,Chu+Wei,Qi+Yan,Zhao".
// [ParseRules] reads it back. An unknown name is written as it is, with
// every option.
func (r Rules) String() string { return rulesText.String(r) }

// AppendText implements encoding.TextAppender: it appends [Rules.String]
// to b. Rules that do not pass [Rules.Validate] are an error.
func (r Rules) AppendText(b []byte) ([]byte, error) { return rulesText.AppendValid(b, r) }

// MarshalText implements encoding.TextMarshaler with [Rules.AppendText].
func (r Rules) MarshalText() ([]byte, error) { return r.AppendText(nil) }

// UnmarshalText implements encoding.TextUnmarshaler with [ParseRules].
func (r *Rules) UnmarshalText(text []byte) error { return rulesText.Unmarshal(r, text) }

// ParseRules reads what [Rules.String] writes: a rule set's name, then any
// number of space-separated Option=Value pairs applied on top of it (names
// and values case-insensitive, each option at most once; Alliances is
// applied after the others, since its state names follow WikipediaNames).
// An empty string is Default. An unknown set or option is an error
// wrapping core.ErrUnknown that lists the known ones; a malformed pair or
// a bad value one wrapping core.ErrSyntax.
func ParseRules(s string) (Rules, error) { return rulesText.Parse(s) }

var (
	sourceNames    = [NumStates]string{"Qin", "Han", "Chu", "Wei", "Qi", "Yan", "Zhao"}
	wikipediaNames = [NumStates]string{"Qin", "Chu", "Han", "Qi", "Wei", "Zhao", "Yan"}
	chineseNames   = [NumStates]string{"秦", "韓", "楚", "魏", "齊", "燕", "趙"} // by source seat

	// The names the outcomes carry (core.Outcome.WithNames), never changed.
	sourceSideNames    = core.SideNames(sourceNames)
	wikipediaSideNames = core.SideNames(wikipediaNames)
)

// names returns the state names by seat under the rules' naming (a copy).
func (r Rules) names() [NumStates]string {
	if r.WikipediaNames {
		return wikipediaNames
	}
	return sourceNames
}

// stateLetter returns a state's position-string letter by name: its colour
// in the source (white, orange, red, green, blue, dark, purple).
func stateLetter(name string) byte {
	switch name {
	case "Qin":
		return 'w'
	case "Han":
		return 'o'
	case "Chu":
		return 'r'
	case "Wei":
		return 'g'
	case "Qi":
		return 'b'
	case "Yan":
		return 'd'
	case "Zhao":
		return 'p'
	}
	return 0
}

// chineseName returns a state's character by name.
func chineseName(name string) string {
	if i := slices.Index(sourceNames[:], name); i >= 0 {
		return chineseNames[i]
	}
	return ""
}

// StateName returns the name of the state on seat c under the rules'
// naming, such as "Qin", or "" if c is not a state.
func (r Rules) StateName(c core.Color) string {
	if c >= NumStates {
		return ""
	}
	if r.WikipediaNames {
		return wikipediaNames[c]
	}
	return sourceNames[c]
}

// StateLetter returns the position-string letter of the state on seat c
// (w Qin, o Han, r Chu, g Wei, b Qi, d Yan, p Zhao, after the states'
// colours), or 0 if c is not a state.
func (r Rules) StateLetter(c core.Color) byte {
	return stateLetter(r.StateName(c))
}

// StateByName returns the seat of the named state (case-insensitive; the
// Chinese character is accepted too) under the rules' naming, or an error
// wrapping core.ErrUnknown.
func (r Rules) StateByName(name string) (core.Color, error) {
	for i, n := range r.names() {
		if strings.EqualFold(n, name) || chineseName(n) == name {
			return core.Color(i), nil
		}
	}
	return core.NoColor, &core.ParseError{Op: "qiguo.Rules.StateByName", Input: name, Offset: -1, Msg: "no such state (want Qin, Han, Chu, Wei, Qi, Yan or Zhao)", Err: core.ErrUnknown}
}

// stateByLetter returns the seat whose letter is l, or NoColor.
func (r Rules) stateByLetter(l byte) core.Color {
	for i, n := range r.names() {
		if stateLetter(n) == l {
			return core.Color(i)
		}
	}
	return core.NoColor
}

// Players returns the number of players (QG-21).
func (r Rules) Players() int { return r.Alliances.Players() }

// Alliances seats the players: which states one player controls together
// (QG-21). The pieces of one player's states are friendly under
// SourceBookkeeping. Alliances are comparable values; the zero value
// seats seven players, one state each. Make others with
// [Rules.WithAlliances].
type Alliances struct {
	allies [NumStates]uint8 // bit j of allies[i]: state j has i's player (i's own bit clear)
}

// Players returns the number of players.
func (a Alliances) Players() int {
	n := 0
	for i := range NumStates {
		if a.allies[i]&(1<<i-1) == 0 { // no ally earlier in turn order: a new player
			n++
		}
	}
	return n
}

// Allied reports whether states x and y are played by one player (true
// when x == y).
func (a Alliances) Allied(x, y core.Color) bool {
	if x >= NumStates || y >= NumStates {
		return false
	}
	return x == y || a.allies[x]>>y&1 != 0
}

// Groups returns the players' states, each group in turn order, the
// groups in the turn order of their first states.
func (a Alliances) Groups() [][]core.Color {
	var out [][]core.Color
	for i := range core.Color(NumStates) {
		if a.allies[i]&(1<<i-1) != 0 {
			continue
		}
		g := []core.Color{i}
		for j := i + 1; j < NumStates; j++ {
			if a.allies[i]>>j&1 != 0 {
				g = append(g, j)
			}
		}
		out = append(out, g)
	}
	return out
}

// playerMask returns the states of c's player as a bit mask.
func (a Alliances) playerMask(c core.Color) uint8 { return a.allies[c] | 1<<c }

// alliancesText returns the seating as the Alliances option writes it:
// the players in turn order of their first states, separated by ',', one
// player's states joined by '+' ("Qin+Han,Chu+Wei,Qi+Yan,Zhao").
func (r Rules) alliancesText() string {
	var b strings.Builder
	for i, g := range r.Alliances.Groups() {
		if i > 0 {
			b.WriteByte(',')
		}
		for j, c := range g {
			if j > 0 {
				b.WriteByte('+')
			}
			b.WriteString(r.StateName(c))
		}
	}
	return b.String()
}

// splitGroups splits an Alliances value into groups of state names: the
// players separated by ',', '|' or '/', the states by '+' or spaces.
func splitGroups(s string) [][]string {
	var groups [][]string
	for _, g := range strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == '|' || r == '/' }) {
		names := strings.FieldsFunc(g, func(r rune) bool { return r == '+' || r == ' ' || r == '\t' })
		if len(names) == 0 {
			names = []string{}
		}
		groups = append(groups, names)
	}
	return groups
}

// WithAlliances returns r with the states seated as groups says, one
// group of state names (under r's naming) per player (QG-21). The
// seating must be one of the source's presets (QG-22):
//
//   - 7 players: one state each.
//   - 6 players: Qin's player also controls one state other than Chu.
//   - 5 players: as 6, and Chu's player also controls one more state.
//   - 4 players: Qin, Chu and Qi each with one other state.
//   - 3 players: as 4, and Qin's player takes the remaining state (3-2-2).
//
// The constraints name the states, under r's naming; setting
// WikipediaNames afterwards with [Rules.Set] keeps the players' states by
// name.
// Each state must appear exactly once; an invalid seating returns an
// error wrapping core.ErrIllegalPosition (core.ErrUnknown for an unknown
// name) and r unchanged.
func (r Rules) WithAlliances(groups ...[]string) (Rules, error) {
	const op = "qiguo.Rules.WithAlliances"
	input := formatGroups(groups)
	fail := func(msg string, err error) (Rules, error) {
		return r, &core.ParseError{Op: op, Input: input, Offset: -1, Msg: msg, Err: err}
	}
	var a Alliances
	var seen uint8
	var masks []uint8
	for _, g := range groups {
		if len(g) == 0 {
			return fail("a player must control at least one state", core.ErrIllegalPosition)
		}
		var m uint8
		for _, name := range g {
			c, err := r.StateByName(name)
			if err != nil {
				return fail("no such state "+quote.Input(name), core.ErrUnknown)
			}
			if seen>>c&1 != 0 {
				return fail("state "+r.StateName(c)+" is seated twice", core.ErrIllegalPosition)
			}
			seen |= 1 << c
			m |= 1 << c
		}
		masks = append(masks, m)
	}
	if seen != 1<<NumStates-1 {
		for c := range core.Color(NumStates) {
			if seen>>c&1 == 0 {
				return fail("state "+r.StateName(c)+" has no player", core.ErrIllegalPosition)
			}
		}
	}
	if msg := r.checkPreset(masks); msg != "" {
		return fail(msg, core.ErrIllegalPosition)
	}
	for _, m := range masks {
		for c := range NumStates {
			if m>>c&1 != 0 {
				a.allies[c] = m &^ (1 << c)
			}
		}
	}
	r.Alliances = a
	return r, nil
}

// checkPreset checks a seating against QG-22; it returns what is wrong or
// "".
func (r Rules) checkPreset(masks []uint8) string {
	must := func(name string) core.Color { c, _ := r.StateByName(name); return c }
	qin, chu, qi := must("Qin"), must("Chu"), must("Qi")
	groupOf := func(c core.Color) uint8 {
		for _, m := range masks {
			if m>>c&1 != 0 {
				return m
			}
		}
		return 0
	}
	size := func(m uint8) int {
		n := 0
		for ; m != 0; m &= m - 1 {
			n++
		}
		return n
	}
	gQin, gChu, gQi := groupOf(qin), groupOf(chu), groupOf(qi)
	group := func(m uint8) string { // a player's states, "Qin+Han"
		var names []string
		for c := range core.Color(NumStates) {
			if m>>c&1 != 0 {
				names = append(names, r.StateName(c))
			}
		}
		return strings.Join(names, "+")
	}
	// controls says what a state's player holds where it has n states.
	controls := func(state string, g uint8, n int, players string) string {
		if size(g) == n {
			return ""
		}
		held := group(g) + " (" + strconv.Itoa(size(g)) + " states)"
		if size(g) == 1 {
			held = "only " + group(g)
		}
		return state + "'s player controls " + held + "; with " + players + " players it controls " + []string{"", "one", "two", "three"}[n] + " states (QG-22)"
	}
	together := func(a, b string, g uint8, players string) string {
		return a + " and " + b + " have one player (" + group(g) + "); with " + players + " players they have two (QG-22)"
	}
	nQin, nChu, nQi := r.StateName(qin), r.StateName(chu), r.StateName(qi)
	switch len(masks) {
	case 7:
		return ""
	case 6:
		if gQin == gChu {
			return together(nQin, nChu, gQin, "6")
		}
		return controls(nQin, gQin, 2, "6")
	case 5:
		if gQin == gChu {
			return together(nQin, nChu, gQin, "5")
		}
		if msg := controls(nQin, gQin, 2, "5"); msg != "" {
			return msg
		}
		return controls(nChu, gChu, 2, "5")
	case 4:
		switch {
		case gQin == gChu:
			return together(nQin, nChu, gQin, "4")
		case gQin == gQi:
			return together(nQin, nQi, gQin, "4")
		case gChu == gQi:
			return together(nChu, nQi, gChu, "4")
		}
		for _, c := range []struct {
			name string
			g    uint8
		}{{nQin, gQin}, {nChu, gChu}, {nQi, gQi}} {
			if msg := controls(c.name, c.g, 2, "4"); msg != "" {
				return msg
			}
		}
		return ""
	case 3:
		if gChu == gQi {
			return together(nChu, nQi, gChu, "3")
		}
		for _, c := range []struct {
			name string
			g    uint8
			n    int
		}{{nQin, gQin, 3}, {nChu, gChu, 2}, {nQi, gQi, 2}} {
			if msg := controls(c.name, c.g, c.n, "3"); msg != "" {
				return msg
			}
		}
		return ""
	}
	return "the game has 3 to 7 players (QG-21), not " + strconv.Itoa(len(masks))
}

func formatGroups(groups [][]string) string {
	var b strings.Builder
	for i, g := range groups {
		if i > 0 {
			b.WriteString(" | ")
		}
		b.WriteString(strings.Join(g, " "))
	}
	return b.String()
}

// Movement returns how a piece of kind k moves under the rules, in the
// core's terms (nil for kinds Qi Guo does not use; the Zhou never moves).
// Only the horseman depends on the rules ([Rules.HorsemanMustTurn]). The
// go-between's atom is move-only (QG-14), and the cannon's is a
// [core.Hop] whose screen may be any piece, the Zhou included (QG-12).
// The result is built afresh on each call: changing it changes nothing
// else.
//
// Its String is the piece's move in Betza's notation: Q (general), R
// (pian), B (bi), Q4 (bow), Q5 (crossbow), F (dao), W (sword), mRcpR
// (cannon, as the xiangqi cannon), mQ (go-between), and for the
// horseman, a lame bent rider that Betza's letters alone cannot name, the
// multi-leg extension (XBetza) term for each point it may stop on: its
// orthogonal step, then one, two or three diagonal steps outward,
// "WafsWafsafWafsafafW" (without the leading "W" under
// HorsemanMustTurn).
func (r Rules) Movement(k core.Kind) core.Movement {
	switch k {
	case General:
		return core.Movement{core.Ride(0, core.AllDirs()...)}
	case Pian:
		return core.Movement{core.Ride(0, core.Orthogonal()...)}
	case Bi:
		return core.Movement{core.Ride(0, core.Diagonal()...)}
	case Bow:
		return core.Movement{core.Ride(4, core.AllDirs()...)}
	case Crossbow:
		return core.Movement{core.Ride(5, core.AllDirs()...)}
	case Dao:
		return core.Movement{core.Leap(core.Diagonal()...)}
	case Sword:
		return core.Movement{core.Leap(core.Orthogonal()...)}
	case Cannon:
		return core.Movement{core.Hop(core.Orthogonal()...)}
	case Horseman:
		if r.HorsemanMustTurn {
			return core.Movement{core.LamePath(2, horsemanPaths()...)}
		}
		return core.Movement{core.Leap(core.Orthogonal()...), core.LamePath(2, horsemanPaths()...)}
	case GoBetween:
		return core.Movement{core.Ride(0, core.AllDirs()...).MoveOnly()}
	}
	return nil
}

// Movement returns how a piece of kind k moves under the Default rules;
// see [Rules.Movement]. The result is a fresh copy.
func Movement(k core.Kind) core.Movement { return defaultRules.Movement(k) }

// horsemanPaths returns the horseman's eight walks: one orthogonal step,
// then three diagonal steps continuing away in the direction of the first.
func horsemanPaths() [][]core.Offset {
	var out [][]core.Offset
	for _, o := range [4]core.Offset{{File: 0, Rank: 1}, {File: 1, Rank: 0}, {File: 0, Rank: -1}, {File: -1, Rank: 0}} {
		for _, side := range [2]int{1, -1} {
			d := core.Offset{File: o.File + side*o.Rank, Rank: o.Rank + side*o.File}
			out = append(out, []core.Offset{o, d, d, d})
		}
	}
	return out
}

// pieceName returns the English name of a Qi Guo piece kind.
func pieceName(k core.Kind) string {
	switch k {
	case General:
		return "general"
	case Pian:
		return "pian"
	case Bi:
		return "bi"
	case Bow:
		return "bow"
	case Crossbow:
		return "crossbow"
	case Dao:
		return "dao"
	case Sword:
		return "sword"
	case Cannon:
		return "cannon"
	case Horseman:
		return "horseman"
	case GoBetween:
		return "go-between"
	case Zhou:
		return "Zhou"
	}
	return k.String()
}

// ruleOf returns the spec's rule ID for a piece kind's movement.
func ruleOf(k core.Kind) string {
	switch k {
	case General:
		return "QG-6"
	case Pian:
		return "QG-7"
	case Bi:
		return "QG-8"
	case Bow:
		return "QG-9"
	case Crossbow:
		return "QG-10"
	case Dao, Sword:
		return "QG-11"
	case Cannon:
		return "QG-12"
	case Horseman:
		return "QG-13"
	case GoBetween:
		return "QG-14"
	}
	return "QG-2"
}
