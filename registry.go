package chaturanga

import (
	"slices"
	"strconv"
	"strings"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/ruletext"
	"github.com/chaturanga-go/chaturanga/notation"
)

// A Variant is a game of the library, as the registry knows it by name:
// what a site that configures its games by name, or a tool, needs. Every
// game package is registered; [Variants] lists them and [Lookup] finds one.
// The zero Variant is not usable.
type Variant struct{ g registered }

// An Option is one rule option by name and value, as the games' Rules.Set
// take them ("EnPassant", "Classic"; "DoubleStep", "false";
// "LoneKingCount", "7").
//
// Options given together (to [Variant.NewGame], [Variant.NewPosition] or
// [Variant.StartFEN]) mean the same whatever order they are given in: they
// are applied in the order of [Variant.OptionNames], and each may be given
// only once (in any case; twice is an error wrapping core.ErrSyntax).
// Qi Guo's Alliances, for one, names the states under the naming that
// WikipediaNames chooses, wherever either stands.
type Option struct{ Name, Value string }

// A Game is a game of any variant in progress: the shared view of every
// game package's Game (makruk.Game, qiguo.Game, ...), which a server
// handles without knowing which game it is. Its methods are those of
// [core.Game] with the positions seen as [core.Position]; see there for
// what they do.
type Game interface {
	// Variant returns the game's registry name.
	Variant() string
	// Position returns the current position (a copy).
	Position() core.Position
	// Start returns the position the game started from (a copy).
	Start() core.Position
	Play(m core.Move) error
	PlayText(s string) (core.Move, error)
	Undo() (core.Move, bool)
	Moves() []core.Move
	LastMove() (core.Move, bool)
	SAN() []string
	Len() int
	Repetitions() int
	// Outcome returns how the game stands; o.StringIn(g.Position()) and
	// o.ResultIn(g.Position()) say it in the game's words, naming the
	// winner of a game of more than two sides by its side name ("Qin
	// wins by conquest").
	Outcome() core.Outcome
	Claims() core.Reasons
	Claim(r core.Reason) error
	Resign(c core.Color) error
	AgreeDraw() error
	// End ends the game outside its rules (a loss on time, an arbiter's
	// decision), Tags and SetTags read and set the tags the game keeps
	// of its record (Record writes them back), as core.Game's methods of
	// those names do.
	End(o core.Outcome, termination string) error
	Tags() []core.Tag
	SetTags(tags []core.Tag)
	Termination() string
	// Comment, SetComment, Notes, SetNotes and ParseVariation read and
	// edit the game's annotations (the comment before its first move,
	// and each move's comments, glyphs and variations, checked against
	// the rules), as core.Game's methods of those names do.
	Comment() string
	SetComment(c string)
	Notes(ply int) core.Notes
	SetNotes(ply int, n core.Notes) error
	ParseVariation(ply int, moves ...string) (core.Variation, error)
	// Record returns the game as a PGN record with the game's tags (its
	// rules among them), the tags it keeps (Tags: its record's, in their
	// order) with the extra tags given set over them, and its
	// annotations; write it with notation.AppendPGN. A tag kept or given
	// that the game decides (Variant, Rules, FEN, SetUp, Result,
	// Termination) is the game's, as the package's NewRecord says.
	Record(tags ...notation.Tag) *notation.Record
	// Unwrap returns the game package's own game (a *makruk.Game, ...),
	// for what only that package offers.
	Unwrap() any
}

// registered is what each game package gives the registry.
type registered interface {
	name() string
	title() string
	fsfNames() map[string]string
	ruleSets() []string
	optionNames() []string
	startFEN(rules string, opts []Option) (string, error)
	newPosition(rules, fen string, opts []Option) (core.Position, error)
	parsePosition(text string) (core.Position, error)
	newGame(rules, fen string, opts []Option) (Game, error)
	newGameFrom(p core.Position) (Game, error)
	readRecord(rec *notation.Record, rules string) (Game, error)
	perft(p core.Position, depth int, bulk bool) (uint64, error)
	divide(p core.Position, depth int) ([]core.DivideEntry, error)
}

// Variants returns the games the library knows, sorted by name.
func Variants() []Variant {
	out := make([]Variant, len(registry))
	for i, g := range registry {
		out[i] = Variant{g}
	}
	return out
}

// Names returns the games' names, sorted.
func Names() []string {
	out := make([]string, len(registry))
	for i, g := range registry {
		out[i] = g.name()
	}
	return out
}

// Lookup returns the variant named name: a registry name such as
// "makruk", or the Fairy-Stockfish name of one of its rule sets (see
// [LookupFSF]). Names are compared byte by byte once ASCII letters are
// lower-cased and ASCII white space trimmed: "MAKRUK" is makruk, but no
// other Unicode letter stands for an ASCII one (the Kelvin sign U+212A is
// not a 'k'). An unknown name is an error wrapping core.ErrUnknown that
// lists the known ones.
func Lookup(name string) (Variant, error) {
	v, _, err := lookup(name)
	return v, err
}

// LookupFSF returns the variant and rule set that a name stands for: a
// registry name ("makruk") gives its variant with the default rules (""),
// and a Fairy-Stockfish (and pychess-variants) variant name that is not a
// registry name gives the rule set it names ("cambodian" is makruk's
// "cambodian" set, "chaturanga" shatranj's "chaturanga"). Where the names
// agree, the game's own default comes first: Fairy-Stockfish's "makruk"
// is makruk's Pychess set, which a caller asks for by its rules. A rule
// set's own name is taken where Fairy-Stockfish spells it otherwise
// ("aiwok", as the set writes itself, and Fairy-Stockfish's "ai-wok").
// Names compare as in [Lookup]. An unknown name is an error wrapping
// core.ErrUnknown.
func LookupFSF(name string) (v Variant, rules string, err error) {
	return lookup(name)
}

func lookup(name string) (Variant, string, error) {
	n := ruletext.Lower(strings.Trim(name, " \t\r\n\v\f"))
	for _, g := range registry {
		if g.name() == n {
			return Variant{g}, "", nil
		}
	}
	for _, g := range registry {
		if r, ok := g.fsfNames()[n]; ok {
			return Variant{g}, r, nil
		}
	}
	for _, g := range registry { // a rule set's own name where Fairy-Stockfish spells it otherwise
		for _, r := range g.fsfNames() {
			if r == n {
				return Variant{g}, r, nil
			}
		}
	}
	return Variant{}, "", &core.ParseError{Op: "chaturanga.Lookup", Input: name, Offset: -1, Msg: "unknown variant (known: " + strings.Join(knownNames(), ", ") + ")", Err: core.ErrUnknown}
}

// knownNames lists the registry names and the Fairy-Stockfish aliases.
func knownNames() []string {
	out := Names()
	for _, g := range registry {
		for n := range g.fsfNames() {
			if !slices.Contains(out, n) {
				out = append(out, n)
			}
		}
	}
	slices.Sort(out)
	return out
}

func (v Variant) check() error {
	if v.g == nil {
		return &core.ParseError{Op: "chaturanga.Variant", Offset: -1, Msg: "the zero Variant is no game (use Lookup)", Err: core.ErrUnknown}
	}
	return nil
}

// Name returns the variant's registry name ("makruk").
func (v Variant) Name() string {
	if v.g == nil {
		return ""
	}
	return v.g.name()
}

// Title returns the variant's name for people ("Makruk (Thai chess)").
func (v Variant) Title() string {
	if v.g == nil {
		return ""
	}
	return v.g.title()
}

// String returns the registry name.
func (v Variant) String() string { return v.Name() }

// RuleSets returns the names of the variant's named rule sets, its default
// first.
func (v Variant) RuleSets() []string {
	if v.g == nil {
		return nil
	}
	return v.g.ruleSets()
}

// OptionNames returns the names of the variant's rule options, as
// [Option] takes them.
func (v Variant) OptionNames() []string {
	if v.g == nil {
		return nil
	}
	return v.g.optionNames()
}

// FSFNames returns the Fairy-Stockfish variant names the variant's rule
// sets stand for, each with its rule set's name.
func (v Variant) FSFNames() map[string]string {
	if v.g == nil {
		return nil
	}
	out := map[string]string{}
	for k, r := range v.g.fsfNames() {
		out[k] = r
	}
	return out
}

// StartFEN returns the start position under the rules named by rules (a
// rule set's text, as its package's ParseRules reads it; "" is the
// default) with the options applied.
func (v Variant) StartFEN(rules string, options ...Option) (string, error) {
	if err := v.check(); err != nil {
		return "", err
	}
	return v.g.startFEN(rules, options)
}

// NewPosition returns the position fen ("" for the start position) under
// the rules named by rules ("" for the default; a rule set's text such as
// "default EnPassant=Classic") with the options applied. Unknown rules or
// options are errors wrapping core.ErrUnknown that list the known ones; a
// bad FEN is the package's *core.ParseError.
//
// fen may also be a position's text form, its rule set, '|' and its FEN,
// as the games' Position.MarshalText writes it and [Variant.ParsePosition]
// reads it ("pychess|8/3k4/6M1/2K1S3/8/8/8/8 b - 88 8 1"; nothing after the
// '|' is the start position of those rules): the position is then read
// under its own rules. Given rules or options as well, they must make the
// same rule set as the text's (the same [core.Position.RuleSet]); rules
// that contradict the text's are refused with an error wrapping
// core.ErrIllegalPosition, never silently chosen between.
func (v Variant) NewPosition(rules, fen string, options ...Option) (core.Position, error) {
	if err := v.check(); err != nil {
		return nil, err
	}
	return v.g.newPosition(rules, fen, options)
}

// ParsePosition reads a position's text form, the rules and the FEN
// separated by '|' as the games' Position.MarshalText writes it
// ("pychess|8/3k4/6M1/2K1S3/8/8/8/8 b - 88 8 1"), or a bare FEN under the
// default rules.
func (v Variant) ParsePosition(text string) (core.Position, error) {
	if err := v.check(); err != nil {
		return nil, err
	}
	return v.g.parsePosition(text)
}

// NewGame returns a game starting from the position NewPosition returns
// (fen a FEN or a position's text form "rules|FEN").
func (v Variant) NewGame(rules, fen string, options ...Option) (Game, error) {
	if err := v.check(); err != nil {
		return nil, err
	}
	return v.g.newGame(rules, fen, options)
}

// NewGameFrom returns a game starting from p, a position of the variant
// (such as a saved game's Position(), or one built and played with the
// game's package): the game starts from a copy of p as p's text form
// (p.RuleSet(), '|', p.FEN()) reads back, with no history before it, so
// later changes to p do not reach the game. A position of another game is
// an error wrapping core.ErrUnknown; a position the game cannot start
// from (the zero Position of a package, for one) is the package's error
// reading its text form.
func (v Variant) NewGameFrom(p core.Position) (Game, error) {
	if err := v.check(); err != nil {
		return nil, err
	}
	return v.g.newGameFrom(p)
}

// ReadRecord replays a PGN record of the variant into a game: the
// record's Rules tag (or the Fairy-Stockfish name in its Variant tag)
// chooses the rules, else rules ("" for the default), as the package's
// ReadRecord does; it returns what that returns (see the function
// [ReadRecord]).
func (v Variant) ReadRecord(rec *notation.Record, rules string) (Game, error) {
	if err := v.check(); err != nil {
		return nil, err
	}
	return v.g.readRecord(rec, rules)
}

// Perft counts the leaf nodes of p's legal-move tree to depth, where p is
// a position of the variant: counting the last ply in bulk (bulk true), or
// making and unmaking every move down to the leaves as a search does
// (core.PerftMakeUnmake). Depths beyond core.MaxPerftDepth are an error.
func (v Variant) Perft(p core.Position, depth int, bulk bool) (uint64, error) {
	if err := v.check(); err != nil {
		return 0, err
	}
	if err := checkDepth("chaturanga.Variant.Perft", depth); err != nil {
		return 0, err
	}
	return v.g.perft(p, depth, bulk)
}

// Divide returns the perft count below each legal move of p (see
// core.Divide). Depths below 1 or beyond core.MaxPerftDepth are an error.
func (v Variant) Divide(p core.Position, depth int) ([]core.DivideEntry, error) {
	if err := v.check(); err != nil {
		return nil, err
	}
	if depth < 1 {
		return nil, errDepth("chaturanga.Variant.Divide", depth, "at least 1")
	}
	if err := checkDepth("chaturanga.Variant.Divide", depth); err != nil {
		return nil, err
	}
	return v.g.divide(p, depth)
}

// ErrLimit is wrapped by the errors of requests over a documented limit
// (a perft depth beyond core.MaxPerftDepth, ...). It is core.ErrLimit, the
// core's sentinel, so errors.Is(err, core.ErrLimit) holds too; the errors
// are *core.ParseError values naming the argument.
var ErrLimit = core.ErrLimit

func checkDepth(op string, depth int) error {
	if depth < 0 {
		return errDepth(op, depth, "at least 0")
	}
	if depth > core.MaxPerftDepth {
		return errDepth(op, depth, "at most core.MaxPerftDepth (64)")
	}
	return nil
}

func errDepth(op string, depth int, want string) error {
	return &core.ParseError{Op: op, Input: strconv.Itoa(depth), Field: "depth", Offset: -1, Msg: "perft depth must be " + want, Err: core.ErrLimit}
}

// NewPosition is Lookup(variant) then Variant.NewPosition.
func NewPosition(variant, rules, fen string, options ...Option) (core.Position, error) {
	v, err := Lookup(variant)
	if err != nil {
		return nil, err
	}
	return v.NewPosition(rules, fen, options...)
}

// NewGame is Lookup(variant) then Variant.NewGame: fen is a FEN ("" for
// the start position) or a position's text form, as
// NewGame("makruk", "", "pychess|8/3k4/6M1/2K1S3/8/8/8/8 b - 88 8 1") resumes a
// saved Pychess game (see [Variant.NewPosition]).
func NewGame(variant, rules, fen string, options ...Option) (Game, error) {
	v, err := Lookup(variant)
	if err != nil {
		return nil, err
	}
	return v.NewGame(rules, fen, options...)
}

// NewGameFrom is Lookup(p.Variant()) then Variant.NewGameFrom: a game of
// whatever game p is, starting from p. A nil p is an error wrapping
// core.ErrIllegalPosition.
func NewGameFrom(p core.Position) (Game, error) {
	if p == nil {
		return nil, &core.ParseError{Op: "chaturanga.NewGameFrom", Offset: -1, Msg: "no position (nil)", Err: core.ErrIllegalPosition}
	}
	v, err := Lookup(p.Variant())
	if err != nil {
		return nil, err
	}
	return v.NewGameFrom(p)
}

// ReadRecord replays a PGN record of any game: its Variant tag chooses
// the game (a registry name, or a Fairy-Stockfish name such as
// "cambodian"), its Rules tag the rule set, else rules ("" for the game's
// default; "pychess" reads pychess-variants' records of Makruk, Sittuyin
// and Shatranj). A record without a Variant tag is an error wrapping
// core.ErrUnknown, as is an unknown variant; a nil record is an error
// wrapping core.ErrSyntax.
//
// It returns what the game package's ReadRecord returns (makruk.ReadRecord
// and so on): the game and nil; or, when only variations of the record do
// not replay, the game (its whole main line, ending and annotations, each
// bad variation cut before its first bad move) and a core.VariationErrors
// naming each bad move; or no game and the error. The record is only
// read: several goroutines may replay one record at once. The game keeps
// the record's annotations, and Game.Record writes them back.
func ReadRecord(rec *notation.Record, rules string) (Game, error) {
	if rec == nil {
		return nil, &core.ParseError{Op: "chaturanga.ReadRecord", Offset: -1, Msg: "no record (nil *notation.Record)", Err: core.ErrSyntax}
	}
	name, ok := rec.Get("Variant")
	if !ok {
		return nil, &core.ParseError{Op: "chaturanga.ReadRecord", Field: "Variant tag", Offset: -1, Line: rec.Line, Msg: "the record names no variant (known: " + strings.Join(knownNames(), ", ") + ")", Err: core.ErrUnknown}
	}
	v, _, err := lookup(name)
	if err != nil {
		return nil, err
	}
	return v.ReadRecord(rec, rules)
}
