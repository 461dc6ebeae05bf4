package qiguo

import (
	"slices"
	"strconv"
	"strings"

	"github.com/chaturanga-go/chaturanga/core"
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

// ZhouPiece is the Zhou as a piece: kind [Zhou], colour core.Neutral.
var ZhouPiece = core.MakePiece(core.Neutral, Zhou)

// ZhouSquare is the centre point j10, where the Zhou stands (QG-2).
var ZhouSquare = core.SquareAt(9, 9)

// Geometry is the board: 19x19 points (QG-1).
var Geometry = core.Geometry{Files: 19, Ranks: 19}

// Alphabet holds the piece letters of the position string (the upper-case
// second letter of each piece): Q general, R pian, B bi, C cannon, H bow,
// W crossbow, A dao, S sword, N horseman, G go-between.
var Alphabet = core.NewAlphabet(map[core.Kind]byte{
	General: 'Q', Pian: 'R', Bi: 'B', Cannon: 'C', Bow: 'H', Crossbow: 'W',
	Dao: 'A', Sword: 'S', Horseman: 'N', GoBetween: 'G',
})

// Bookkeeping selects how a rule set keeps captures, defeats and armies.
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

// String returns "source" or "elephantchess".
func (b Bookkeeping) String() string {
	if b == ElephantChessBookkeeping {
		return "elephantchess"
	}
	return "source"
}

// Rules is a Qi Guo rule set: a name, the seating of players (QG-21,
// QG-22) and the options. Rules are small comparable values; the zero
// value is [Default].
type Rules struct {
	// Name is the rule set's name as the tools take it ("default",
	// "elephantchess").
	Name string
	// Alliances seats the players (QG-21, QG-22); the zero value seats
	// seven players, one state each. Make it with [Rules.WithAlliances].
	Alliances Alliances
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
}

// The named rule sets.
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

// RuleSets returns the named rule sets.
func RuleSets() []Rules { return []Rules{Default, ElephantChess} }

// RulesByName returns the named rule set (case-insensitive), or an error
// wrapping core.ErrUnknown.
func RulesByName(name string) (Rules, error) {
	for _, r := range RuleSets() {
		if strings.EqualFold(r.Name, name) {
			return r, nil
		}
	}
	return Rules{}, &core.ParseError{Op: "qiguo.RulesByName", Input: name, Offset: -1, Msg: "no such rule set (want default or elephantchess)", Err: core.ErrUnknown}
}

func (r Rules) normal() Rules {
	if r == (Rules{}) {
		return Default
	}
	return r
}

var (
	sourceNames    = [NumStates]string{"Qin", "Han", "Chu", "Wei", "Qi", "Yan", "Zhao"}
	wikipediaNames = [NumStates]string{"Qin", "Chu", "Han", "Qi", "Wei", "Zhao", "Yan"}
	// stateLetters gives each state's position-string letter by name:
	// its colour in the source (white, orange, red, green, blue, dark,
	// purple).
	stateLetters = map[string]byte{"Qin": 'w', "Han": 'o', "Chu": 'r', "Wei": 'g', "Qi": 'b', "Yan": 'd', "Zhao": 'p'}
	chineseNames = map[string]string{"Qin": "秦", "Han": "韓", "Chu": "楚", "Wei": "魏", "Qi": "齊", "Yan": "燕", "Zhao": "趙"}
)

func (r Rules) names() *[NumStates]string {
	if r.WikipediaNames {
		return &wikipediaNames
	}
	return &sourceNames
}

// StateName returns the name of the state on seat c under the rules'
// naming, such as "Qin", or "" if c is not a state.
func (r Rules) StateName(c core.Color) string {
	if c >= NumStates {
		return ""
	}
	return r.names()[c]
}

// StateLetter returns the position-string letter of the state on seat c
// (w Qin, o Han, r Chu, g Wei, b Qi, d Yan, p Zhao, after the states'
// colours), or 0 if c is not a state.
func (r Rules) StateLetter(c core.Color) byte {
	if c >= NumStates {
		return 0
	}
	return stateLetters[r.names()[c]]
}

// StateByName returns the seat of the named state (case-insensitive; the
// Chinese character is accepted too) under the rules' naming, or an error
// wrapping core.ErrUnknown.
func (r Rules) StateByName(name string) (core.Color, error) {
	for i, n := range r.names() {
		if strings.EqualFold(n, name) || chineseNames[n] == name {
			return core.Color(i), nil
		}
	}
	return core.NoColor, &core.ParseError{Op: "qiguo.Rules.StateByName", Input: name, Offset: -1, Msg: "no such state (want Qin, Han, Chu, Wei, Qi, Yan or Zhao)", Err: core.ErrUnknown}
}

// stateByLetter returns the seat whose letter is l, or NoColor.
func (r Rules) stateByLetter(l byte) core.Color {
	for i, n := range r.names() {
		if stateLetters[n] == l {
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
// The constraints name the states, so set WikipediaNames before seating.
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
				return fail("no such state "+strconv.Quote(name), core.ErrUnknown)
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
	sizes := make([]int, 0, len(masks))
	for _, m := range masks {
		sizes = append(sizes, size(m))
	}
	slices.Sort(sizes)
	gQin, gChu, gQi := groupOf(qin), groupOf(chu), groupOf(qi)
	switch len(masks) {
	case 7:
		return ""
	case 6:
		if size(gQin) != 2 {
			return "with 6 players Qin's player controls two states (QG-22)"
		}
		if gQin == gChu {
			return "with 6 players Qin may not be allied with Chu (QG-22)"
		}
		return ""
	case 5:
		if size(gQin) != 2 || size(gChu) != 2 || gQin == gChu {
			return "with 5 players Qin's player and Chu's player each control two states (QG-22)"
		}
		return ""
	case 4:
		if size(gQin) != 2 || size(gChu) != 2 || size(gQi) != 2 || gQin == gChu || gQin == gQi || gChu == gQi {
			return "with 4 players Qin, Chu and Qi are each allied with one other state (QG-22)"
		}
		return ""
	case 3:
		if size(gQin) != 3 || size(gChu) != 2 || size(gQi) != 2 || gChu == gQi {
			return "with 3 players Qin's player controls three states, Chu's and Qi's two each (QG-22)"
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
func (r Rules) Movement(k core.Kind) core.Movement {
	if k == Horseman && r.HorsemanMustTurn {
		return horsemanMustTurn
	}
	return movements[k]
}

// Movement returns how a piece of kind k moves under the Default rules;
// see [Rules.Movement].
func Movement(k core.Kind) core.Movement { return Default.Movement(k) }

// horsemanPaths are the horseman's eight walks: one orthogonal step, then
// three diagonal steps continuing away in the direction of the first.
var horsemanPaths = func() [][]core.Offset {
	var out [][]core.Offset
	for _, o := range core.Orthogonal {
		for _, side := range []int{1, -1} {
			d := core.Offset{File: o.File + side*o.Rank, Rank: o.Rank + side*o.File}
			out = append(out, []core.Offset{o, d, d, d})
		}
	}
	return out
}()

var (
	horsemanMustTurn = core.Movement{core.LamePath(2, horsemanPaths...)}
	movements        = map[core.Kind]core.Movement{
		General:   {core.Ride(0, core.AllDirs...)},
		Pian:      {core.Ride(0, core.Orthogonal...)},
		Bi:        {core.Ride(0, core.Diagonal...)},
		Bow:       {core.Ride(4, core.AllDirs...)},
		Crossbow:  {core.Ride(5, core.AllDirs...)},
		Dao:       {core.Leap(core.Diagonal...)},
		Sword:     {core.Leap(core.Orthogonal...)},
		Cannon:    {core.Hop(core.Orthogonal...)},
		Horseman:  {core.Leap(core.Orthogonal...), core.LamePath(2, horsemanPaths...)},
		GoBetween: {core.Ride(0, core.AllDirs...).MoveOnly()},
	}
)

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
