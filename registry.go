package chaturanga

import (
	"iter"
	"slices"
	"strconv"
	"strings"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/quote"
	"github.com/chaturanga-go/chaturanga/internal/ruletext"
	"github.com/chaturanga-go/chaturanga/notation"
)

// A Variant is a game of the library, as the registry knows it by name:
// what a site that configures its games by name, or a tool, needs. Every
// game package is registered; [Variants] lists them and [Lookup] finds one.
// The zero Variant is not usable.
//
// A Variant looked up by a Fairy-Stockfish name that is not a registry
// name ("cambodian", "karouk", "makpong", "asean", "ai-wok" or "aiwok",
// "chaturanga") remembers the rule set the name stands for ([Variant.Set])
// and holds to it at every entry point: given no rules it plays that set
// (with any options given applied on top), and rules of another set,
// wherever they are given (the rules argument, a position's text form
// "rules|FEN", a position or a record's Rules tag), are refused with an
// error wrapping core.ErrUnknown that names both (the rules asked for and
// the name). Rules of the same set with options changed are taken
// ("cambodian CountRule=..."). Its Name is still the game's registry name
// ("makruk"); [Variants] and a registry name give variants with no set
// fixed, which play any of the game's sets.
type Variant struct {
	g     registered
	alias string // the Fairy-Stockfish name looked up, lower case ("ai-wok"); "" for a registry name
	set   string // the rule set alias stands for ("aiwok"); "" for a registry name
}

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

	// Walk visits every move of the game's tree (main line and
	// variations, depth first, in the order a PGN record writes them),
	// each with the position it is played in seen as a core.Position (a
	// copy), as core.Game's Walk does.
	Walk() iter.Seq[core.Step[core.Position]]
}

// An Editor sets up a position of any game piece by piece and checks it
// as the game's ParseFEN does: the shared view of every game package's
// Editor (makruk.Editor, qiguo.Editor, ...), made by [NewEditor] or
// [Variant.NewEditor]. Its methods are those the packages' Editors share;
// see there for what they do. Unwrap returns the package's own *Editor
// for the rest (a count, a hand, Qi Guo's tallies).
type Editor interface {
	// Variant returns the game's registry name.
	Variant() string
	// RuleSet returns the text of the editor's rules ("pychess").
	RuleSet() string
	Clear()
	At(sq core.Square) core.Piece
	Put(sq core.Square, pc core.Piece) error
	Remove(sq core.Square) core.Piece
	Side() core.Color
	SetSide(c core.Color) error
	FEN() string
	// Position returns the position set up, checked as ParseFEN checks
	// a FEN (its error when it is not one the rules can start from).
	Position() (core.Position, error)
	Validate() error
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
	newEditor(rules, fen string, opts []Option) (Editor, error)
	perft(p core.Position, depth int, bulk bool) (uint64, error)
	divide(p core.Position, depth int) ([]core.DivideEntry, error)
	// setOf returns the name of the rule set a rules text stands on
	// (its first word as the rules' String writes it: "cambodian").
	setOf(rules string) (string, error)
	// owns reports whether p is a non-nil position of the game.
	owns(p core.Position) bool
}

// Variants returns the games the library knows, sorted by name.
func Variants() []Variant {
	out := make([]Variant, len(registry))
	for i, g := range registry {
		out[i] = Variant{g: g}
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
// [LookupFSF]), which gives a Variant that plays that set and refuses
// others (Lookup("cambodian") is makruk holding to its "cambodian" set;
// see [Variant] and [Variant.Set]). Names are compared byte by byte once ASCII letters are
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
// "cambodian" set, "chaturanga" shatranj's "chaturanga"), and a variant
// that holds to that set, as [Lookup] gives it. Where the names
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
			return Variant{g: g}, "", nil
		}
	}
	for _, g := range registry {
		if r, ok := g.fsfNames()[n]; ok {
			return Variant{g, n, r}, r, nil
		}
	}
	for _, g := range registry { // a rule set's own name where Fairy-Stockfish spells it otherwise
		for _, r := range g.fsfNames() {
			if r == n {
				return Variant{g, n, r}, r, nil
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
	sortStrings(out)
	return out
}

// sortStrings sorts a few strings: an insertion sort, which spares the
// wasm module a sort of its own.
func sortStrings(s []string) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
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

// Set returns the rule set the variant holds to: the set of the
// Fairy-Stockfish name it was looked up by ("cambodian" for
// Lookup("cambodian"), "aiwok" for Lookup("ai-wok")), or "" for a variant
// of a registry name (Lookup("makruk"), [Variants]), which plays any of
// its game's sets and its default when given none. Name, Title,
// RuleSets, OptionNames and FSFNames are the game's either way.
func (v Variant) Set() string { return v.set }

// rulesFor returns the rules text to play under when rules are asked for:
// rules as they are for a variant with no set; for one that holds to a
// set, the set when rules are blank, rules when they stand on that set,
// and else an error naming both.
func (v Variant) rulesFor(op, rules string) (string, error) {
	if v.set == "" {
		return rules, nil
	}
	if strings.TrimSpace(rules) == "" {
		return v.set, nil
	}
	set, err := v.g.setOf(rules)
	if err != nil {
		return "", err
	}
	if set != v.set {
		return "", v.contradicts(op, rules, "the rules")
	}
	return rules, nil
}

// checkText refuses a position's text form "rules|FEN" whose rules are not
// of the set the variant holds to; a bare FEN passes.
func (v Variant) checkText(op, text string) error {
	own, _, ok := strings.Cut(text, "|")
	if v.set == "" || !ok {
		return nil
	}
	set, err := v.g.setOf(own)
	if err != nil {
		return err
	}
	if set != v.set {
		return v.contradicts(op, text, "the position's rules "+quote.Input(own))
	}
	return nil
}

// checkPosition refuses a position of the game whose rules are not of the
// set the variant holds to; another game's position is left to the
// callee, which names it.
func (v Variant) checkPosition(op string, p core.Position) error {
	if v.set == "" || !v.g.owns(p) {
		return nil
	}
	rs := p.RuleSet()
	set, _, _ := strings.Cut(rs, " ")
	if set != v.set {
		return v.contradicts(op, rs, "the position's rules "+quote.Input(rs))
	}
	return nil
}

// rulesForText is rulesFor for a position given as fen, which may be a
// text form "rules|FEN": its rules must be of the variant's set, and then
// blank rules (with no options) leave the rules to the text.
func (v Variant) rulesForText(op, rules, fen string, opts []Option) (string, error) {
	if err := v.checkText(op, fen); err != nil {
		return "", err
	}
	if strings.Contains(fen, "|") && strings.TrimSpace(rules) == "" && len(opts) == 0 {
		return rules, nil
	}
	return v.rulesFor(op, rules)
}

// contradicts is the error of rules that are not the set the variant's
// name stands for.
func (v Variant) contradicts(op, input, what string) error {
	return &core.ParseError{Op: op, Input: input, Field: "rules", Offset: -1,
		Msg: what + " contradict the variant name " + quote.Input(v.alias) + ", which is " + v.g.name() + "'s " + quote.Input(v.set) +
			" rule set (give " + quote.Input(v.set) + " or no rules, or use the name " + quote.Input(v.g.name()) + " for another set)",
		Err: core.ErrUnknown}
}

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
	rules, err := v.rulesFor("chaturanga.Variant.StartFEN", rules)
	if err != nil {
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
	rules, err := v.rulesForText("chaturanga.Variant.NewPosition", rules, fen, options)
	if err != nil {
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
	if err := v.checkText("chaturanga.Variant.ParsePosition", text); err != nil {
		return nil, err
	}
	if v.set != "" && !strings.Contains(text, "|") && strings.TrimSpace(text) != "" {
		text = v.set + "|" + text
	}
	return v.g.parsePosition(text)
}

// NewGame returns a game starting from the position NewPosition returns
// (fen a FEN or a position's text form "rules|FEN").
func (v Variant) NewGame(rules, fen string, options ...Option) (Game, error) {
	if err := v.check(); err != nil {
		return nil, err
	}
	rules, err := v.rulesForText("chaturanga.Variant.NewGame", rules, fen, options)
	if err != nil {
		return nil, err
	}
	return v.g.newGame(rules, fen, options)
}

// NewEditor returns an editor that starts from the position NewPosition
// returns (fen "" for the start position; Clear empties the board), under
// the rules and options as NewPosition reads them: a variant that holds to
// a set ([Variant.Set]) edits under that set.
func (v Variant) NewEditor(rules, fen string, options ...Option) (Editor, error) {
	if err := v.check(); err != nil {
		return nil, err
	}
	rules, err := v.rulesForText("chaturanga.Variant.NewEditor", rules, fen, options)
	if err != nil {
		return nil, err
	}
	return v.g.newEditor(rules, fen, options)
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
	if err := v.checkPosition("chaturanga.Variant.NewGameFrom", p); err != nil {
		return nil, err
	}
	return v.g.newGameFrom(p)
}

// ReadRecord replays a PGN record of the variant into a game: the
// record's Rules tag (or the Fairy-Stockfish name in its Variant tag)
// chooses the rules, else rules ("" for the default), as the package's
// ReadRecord does. A variant that holds to a set ([Variant.Set]) reads
// under that set when the record leaves the rules to the caller, refuses
// rules of another set, and refuses (returning no game) a record whose
// tags choose another set. It returns what the function [ReadRecord]
// returns on each error.
func (v Variant) ReadRecord(rec *notation.Record, rules string) (Game, error) {
	if err := v.check(); err != nil {
		return nil, err
	}
	const op = "chaturanga.Variant.ReadRecord"
	rules, err := v.rulesFor(op, rules)
	if err != nil {
		return nil, err
	}
	g, err := v.g.readRecord(rec, rules)
	if g != nil {
		if err := v.checkPosition(op, g.Start()); err != nil {
			return nil, err
		}
	}
	return g, err
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
	if err := v.checkPosition("chaturanga.Variant.Perft", p); err != nil {
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
	if err := v.checkPosition("chaturanga.Variant.Divide", p); err != nil {
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

// NewEditor is Lookup(variant) then Variant.NewEditor: an editor of any
// game by name, starting from the position fen ("" for the start).
func NewEditor(variant, rules, fen string, options ...Option) (Editor, error) {
	v, err := Lookup(variant)
	if err != nil {
		return nil, err
	}
	return v.NewEditor(rules, fen, options...)
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
// and Shatranj, and is the default of a game without a pychess set, such
// as Shatar, as the tools read a mixed file). A Fairy-Stockfish name that
// is not a registry name ("cambodian") decides the rule set itself, as a
// Rules tag does: rules are then not asked, and a Rules tag of another set
// is refused (see [Variant.ReadRecord]).
//
// It returns what the game package's ReadRecord returns (makruk.ReadRecord
// and so on), seen as a [Game]:
//
//   - the game and nil when the whole record replays;
//   - when only variations of the record do not replay, the whole game
//     (main line, ending and annotations, each bad variation cut before
//     its first bad move) and a core.VariationErrors naming each bad move;
//   - for a move of the main line that does not read or is not legal, the
//     game up to the move before it and the position's *core.MoveError
//     (its Op naming the ply, "makruk.ReadRecord (ply 12)");
//   - for a result that disagrees with the moves, the game with all its
//     moves but without the ending, and a *core.ParseError wrapping
//     core.ErrSyntax;
//   - no game (nil) and the error when the record cannot start a game: a
//     nil record (core.ErrSyntax), no Variant tag or an unknown one
//     (core.ErrUnknown, listing the known names), unknown rules or rules
//     that contradict a Fairy-Stockfish name (core.ErrUnknown), a bad tag
//     or FEN (the package's *core.ParseError).
//
// A game returned with an error other than core.VariationErrors is not
// the record's: it shows where the record went wrong. The record is only
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
	if v.set != "" {
		rules = "" // the record's Fairy-Stockfish name decides, as its Rules tag would
	}
	return v.ReadRecord(rec, rules)
}
