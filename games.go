package chaturanga

import (
	"iter"
	"slices"
	"strings"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/movetext"
	"github.com/chaturanga-go/chaturanga/internal/quote"
	"github.com/chaturanga-go/chaturanga/internal/ruletext"
	"github.com/chaturanga-go/chaturanga/notation"
)

// registry holds the games, sorted by name. Each game's file
// (games_makruk.go, ...) adds its game in an init function unless a build
// tag leaves it out, so package variables' initialisers must not read it.
var registry []registered

// register adds g to the registry, keeping the registry sorted by name.
func register(g registered) {
	i, _ := slices.BinarySearchFunc(registry, g.name(), func(r registered, name string) int {
		return strings.Compare(r.name(), name)
	})
	registry = slices.Insert(registry, i, g)
}

// A state is what the registry needs of a game's *Position.
type state[P any] interface {
	core.State[P]
	core.Position
	UnmarshalText(text []byte) error
}

// A rules is what the registry needs of a game's Rules.
type rules interface {
	String() string
	Validate() error
}

// A ruleSet is a game's *Rules as the registry handles it: the rules and
// the option setter of every game package's Rules.
type ruleSet interface {
	rules
	Set(name, value string) error
}

// rulesPtr is the constraint of a game's *Rules.
type rulesPtr[R any] interface {
	*R
	ruleSet
}

// game registers one game package. It is not generic: the registry's
// code is compiled once for every game, and only the few functions that
// define makes for a game know its types (a game's Position and Rules are
// struct values, and generic code is compiled once per such type).
type game struct {
	id, long string
	fsf      map[string]string // Fairy-Stockfish variant name -> rule set
	options  func() []string

	// The game's functions, made by define.
	parseRules func(string) (ruleSet, error)
	sets       func() []ruleSet
	start      func(ruleSet) string
	parseFEN   func(string, ruleSet) (core.Position, error)
	parseText  func(string) (core.Position, error) // a position's text form, as its UnmarshalText reads it
	kind       func(core.Position) (isType, nonNil bool)
	makeGame   func(core.Position) Game // a game from a position of the game
	read       func(*notation.Record, ruleSet) (Game, error)

	// What gameOf and editorOf need of the game's types.
	view    func(g gameCore, start bool) core.Position
	record  func(g gameCore, tags []notation.Tag) *notation.Record
	walker  walker
	editing editing
}

// define fills in g's functions from the game package's (which have the
// same shape in every package) and returns g. It is the registry's only
// code compiled for each game: keep it to conversions between the game's
// types and the registry's.
func define[P any, S state[P], R rules, PR rulesPtr[R], E anEditor[P, R]](g *game,
	parseRules func(string) (R, error), sets func() []R, start func(R) string,
	parseFEN func(string, R) (P, error), newGame func(P) *core.Game[P, S],
	read func(*notation.Record, R) (*core.Game[P, S], error),
	write func(*core.Game[P, S], ...notation.Tag) *notation.Record,
	newEditor func(P) E) *game {
	g.parseRules = func(text string) (ruleSet, error) {
		r, err := parseRules(text)
		if err != nil {
			return nil, err
		}
		return PR(&r), nil
	}
	g.sets = func() []ruleSet {
		rs := sets()
		out := make([]ruleSet, len(rs))
		for i := range rs {
			out[i] = PR(&rs[i])
		}
		return out
	}
	g.start = func(r ruleSet) string { return start(*r.(PR)) }
	g.parseFEN = func(fen string, r ruleSet) (core.Position, error) {
		p, err := parseFEN(fen, *r.(PR))
		if err != nil {
			return nil, err
		}
		return S(&p), nil
	}
	g.parseText = func(text string) (core.Position, error) {
		s := S(new(P))
		if err := s.UnmarshalText([]byte(text)); err != nil {
			return nil, err
		}
		return s, nil
	}
	g.kind = func(p core.Position) (isType, nonNil bool) {
		s, ok := p.(S)
		return ok, ok && s != nil
	}
	g.makeGame = func(p core.Position) Game { return &gameOf{newGame(*p.(S)), g} }
	g.read = func(rec *notation.Record, r ruleSet) (Game, error) {
		gm, err := read(rec, *r.(PR))
		if gm == nil {
			return nil, err
		}
		return &gameOf{gm, g}, err
	}
	g.view = func(gm gameCore, start bool) core.Position {
		var p P
		if start {
			p = gm.(*core.Game[P, S]).Start()
		} else {
			p = gm.(*core.Game[P, S]).Position()
		}
		return S(&p)
	}
	g.record = func(gm gameCore, tags []notation.Tag) *notation.Record {
		return write(gm.(*core.Game[P, S]), tags...)
	}
	g.walker = walkerOf[P, S]{}
	g.editing = editingOf[P, S, R, E]{newEditor}
	return g
}

func (g *game) name() string                { return g.id }
func (g *game) title() string               { return g.long }
func (g *game) fsfNames() map[string]string { return g.fsf }
func (g *game) optionNames() []string       { return g.options() }

func (g *game) ruleSets() []string {
	var out []string
	for _, r := range g.sets() {
		out = append(out, r.String())
	}
	return out
}

// rules reads a rule set's text ("" is the default) and applies the
// options in the order of the game's OptionNames, whatever order they
// are given in; an option given twice is an error.
func (g *game) rules(text string, opts []Option) (ruleSet, error) {
	var r ruleSet
	if strings.TrimSpace(text) != "" {
		var err error
		if r, err = g.parseRules(text); err != nil {
			return nil, err
		}
	} else {
		r = g.sets()[0]
	}
	opts, err := g.ordered(opts)
	if err != nil {
		return nil, err
	}
	for _, o := range opts {
		if err := r.Set(o.Name, o.Value); err != nil {
			return nil, err
		}
	}
	if err := r.Validate(); err != nil {
		return nil, err
	}
	return r, nil
}

// ordered returns a copy of opts sorted into the order of the game's
// OptionNames (names it does not know first, so that Set reports them),
// or an error wrapping core.ErrSyntax for an option given twice (names
// compared as Set compares them, in any ASCII case).
func (g *game) ordered(opts []Option) ([]Option, error) {
	if len(opts) == 0 {
		return nil, nil
	}
	rank := map[string]int{}
	for i, n := range g.options() {
		rank[ruletext.Lower(n)] = i + 1
	}
	seen := make(map[string]bool, len(opts))
	for _, o := range opts {
		n := ruletext.Lower(o.Name)
		if seen[n] {
			return nil, &core.ParseError{Op: "chaturanga.Variant", Input: o.Name, Field: "options", Offset: -1,
				Msg: "option given twice (options given together apply in the order of OptionNames, so each may be given once)", Err: core.ErrSyntax}
		}
		seen[n] = true
	}
	out := slices.Clone(opts)
	slices.SortStableFunc(out, func(a, b Option) int {
		return rank[ruletext.Lower(a.Name)] - rank[ruletext.Lower(b.Name)]
	})
	return out, nil
}

func (g *game) startFEN(text string, opts []Option) (string, error) {
	r, err := g.rules(text, opts)
	if err != nil {
		return "", err
	}
	return g.start(r), nil
}

// position reads fen under the rules text with the options: a FEN ("" is
// the start position), or the position's text form "rules|FEN" (see
// [Variant.NewPosition]).
func (g *game) position(text, fen string, opts []Option) (core.Position, error) {
	own, bare, hasRules := strings.Cut(fen, "|")
	var r ruleSet
	if hasRules {
		var err error
		if r, err = g.parseRules(own); err != nil {
			return nil, err
		}
		if err := r.Validate(); err != nil {
			return nil, err
		}
		if strings.TrimSpace(text) != "" || len(opts) > 0 {
			asked, err := g.rules(text, opts)
			if err != nil {
				return nil, err
			}
			if asked.String() != r.String() {
				return nil, &core.ParseError{Op: "chaturanga.Variant.NewPosition", Input: fen, Field: "rules", Offset: 0,
					Msg: "the position's rules " + quote.Input(r.String()) + " contradict the rules asked for " + quote.Input(asked.String()) + " (give the rules in one place, or the same in both)",
					Err: core.ErrIllegalPosition}
			}
		}
		fen = bare
	} else {
		var err error
		if r, err = g.rules(text, opts); err != nil {
			return nil, err
		}
	}
	if strings.TrimSpace(fen) == "" {
		fen = g.start(r)
	}
	return g.parseFEN(fen, r)
}

func (g *game) newPosition(text, fen string, opts []Option) (core.Position, error) {
	return g.position(text, fen, opts)
}

func (g *game) parsePosition(text string) (core.Position, error) { return g.parseText(text) }

func (g *game) newGame(text, fen string, opts []Option) (Game, error) {
	p, err := g.position(text, fen, opts)
	if err != nil {
		return nil, err
	}
	return g.makeGame(p), nil
}

// newGameFrom starts a game from a copy of p, read back from its text
// form so that only a position the game can start from is taken.
func (g *game) newGameFrom(p core.Position) (Game, error) {
	if err := g.own(p); err != nil {
		return nil, err
	}
	q, err := g.position("", p.RuleSet()+"|"+p.FEN(), nil) // ParseFEN's checks: the zero Position is no start
	if err != nil {
		return nil, err
	}
	return g.makeGame(q), nil
}

func (g *game) readRecord(rec *notation.Record, text string) (Game, error) {
	if strings.EqualFold(strings.TrimSpace(text), "pychess") && !slices.Contains(g.ruleSets(), "pychess") {
		text = "" // the pychess set of a game that has no other is its default, as the tools read it
	}
	r, err := g.rules(text, nil)
	if err != nil {
		return nil, err
	}
	return g.read(rec, r)
}

func (g *game) setOf(text string) (string, error) {
	r, err := g.parseRules(text)
	if err != nil {
		return "", err
	}
	set, _, _ := strings.Cut(r.String(), " ")
	return set, nil
}

func (g *game) owns(p core.Position) bool {
	_, ok := g.kind(p)
	return ok
}

func (g *game) newEditor(text, fen string, opts []Option) (Editor, error) {
	p, err := g.position(text, fen, opts)
	if err != nil {
		return nil, err
	}
	return &editorOf{g.editing.editor(p), g}, nil
}

// own returns an error unless p is a (non-nil) position of the game.
func (g *game) own(p core.Position) error {
	isType, ok := g.kind(p)
	if ok {
		return nil
	}
	msg, input := "no position (nil), not a "+g.id+" position", ""
	if p != nil {
		msg = "a position of another game, not a " + g.id + " position (ask that game's Variant)"
		for _, o := range registry {
			if o.owns(p) {
				msg, input = "a "+o.name()+" position, not a "+g.id+" one (ask the "+o.name()+" Variant)", o.name()
			}
		}
		if isType {
			msg = "a nil *" + g.id + ".Position, not a position"
		}
	}
	return &core.ParseError{Op: "chaturanga.Variant", Input: input, Field: "position", Offset: -1, Msg: msg, Err: core.ErrUnknown}
}

func (g *game) perft(p core.Position, depth int, bulk bool) (uint64, error) {
	if err := g.own(p); err != nil {
		return 0, err
	}
	if bulk {
		return core.Perft(p.Clone(), depth), nil
	}
	return core.PerftMakeUnmake(p.Clone(), depth), nil
}

func (g *game) divide(p core.Position, depth int) ([]core.DivideEntry, error) {
	if err := g.own(p); err != nil {
		return nil, err
	}
	return core.Divide(p.Clone(), depth), nil
}

// gameCore is what a game package's *core.Game serves of a [Game] as it
// is: every method that does not name the game's position type (those
// that end a game are movetext's Ender).
type gameCore interface {
	movetext.Ender
	Play(m core.Move) error
	PlayText(s string) (core.Move, error)
	Undo() (core.Move, bool)
	Moves() []core.Move
	LastMove() (core.Move, bool)
	SAN() []string
	Len() int
	Repetitions() int
	Tags() []core.Tag
	SetTags(tags []core.Tag)
	Termination() string
	Comment() string
	SetComment(c string)
	Notes(ply int) core.Notes
	SetNotes(ply int, n core.Notes) error
	ParseVariation(ply int, moves ...string) (core.Variation, error)
}

// gameOf is a game package's Game seen as a [Game]: the *core.Game (c)
// serves the methods of gameCore, and the game's functions (g) the rest.
// The methods are written out rather than promoted from an embedded
// interface, which would give gameOf (not only *gameOf) a copy of each.
type gameOf struct {
	c gameCore
	g *game
}

func (x *gameOf) Variant() string                              { return x.g.id }
func (x *gameOf) Position() core.Position                      { return x.g.view(x.c, false) }
func (x *gameOf) Start() core.Position                         { return x.g.view(x.c, true) }
func (x *gameOf) Play(m core.Move) error                       { return x.c.Play(m) }
func (x *gameOf) PlayText(s string) (core.Move, error)         { return x.c.PlayText(s) }
func (x *gameOf) Undo() (core.Move, bool)                      { return x.c.Undo() }
func (x *gameOf) Moves() []core.Move                           { return x.c.Moves() }
func (x *gameOf) LastMove() (core.Move, bool)                  { return x.c.LastMove() }
func (x *gameOf) SAN() []string                                { return x.c.SAN() }
func (x *gameOf) Len() int                                     { return x.c.Len() }
func (x *gameOf) Repetitions() int                             { return x.c.Repetitions() }
func (x *gameOf) Outcome() core.Outcome                        { return x.c.Outcome() }
func (x *gameOf) Claims() core.Reasons                         { return x.c.Claims() }
func (x *gameOf) Claim(r core.Reason) error                    { return x.c.Claim(r) }
func (x *gameOf) Resign(c core.Color) error                    { return x.c.Resign(c) }
func (x *gameOf) AgreeDraw() error                             { return x.c.AgreeDraw() }
func (x *gameOf) End(o core.Outcome, termination string) error { return x.c.End(o, termination) }
func (x *gameOf) Tags() []core.Tag                             { return x.c.Tags() }
func (x *gameOf) SetTags(tags []core.Tag)                      { x.c.SetTags(tags) }
func (x *gameOf) Termination() string                          { return x.c.Termination() }
func (x *gameOf) Comment() string                              { return x.c.Comment() }
func (x *gameOf) SetComment(c string)                          { x.c.SetComment(c) }
func (x *gameOf) Notes(ply int) core.Notes                     { return x.c.Notes(ply) }
func (x *gameOf) SetNotes(ply int, n core.Notes) error         { return x.c.SetNotes(ply, n) }
func (x *gameOf) Record(tags ...notation.Tag) *notation.Record { return x.g.record(x.c, tags) }
func (x *gameOf) Unwrap() any                                  { return x.c }
func (x *gameOf) Walk() iter.Seq[core.Step[core.Position]]     { return x.g.walker.walk(x.c) }
func (x *gameOf) ParseVariation(ply int, moves ...string) (core.Variation, error) {
	return x.c.ParseVariation(ply, moves...)
}

// A walker walks the tree of a game package's *core.Game. It is a method
// of an interface value rather than a func value, so that a program that
// never calls [Game.Walk] links none of it.
type walker interface {
	walk(g gameCore) iter.Seq[core.Step[core.Position]]
}

type walkerOf[P any, S state[P]] struct{}

func (walkerOf[P, S]) walk(gm gameCore) iter.Seq[core.Step[core.Position]] {
	g := gm.(*core.Game[P, S])
	return func(yield func(core.Step[core.Position]) bool) {
		for st := range g.Walk() {
			p := st.Position
			if !yield(core.Step[core.Position]{Path: st.Path, Position: S(&p), Move: st.Move,
				StartingComment: st.StartingComment, Comments: st.Comments, NAGs: st.NAGs, Variations: st.Variations}) {
				return
			}
		}
	}
}

// anEditor is what the registry needs of a game's *Editor.
type anEditor[P any, R rules] interface {
	editorCore
	Rules() R
	Position() (P, error)
}

// editorCore is what a game package's *Editor serves of an [Editor] as
// it is.
type editorCore interface {
	Clear()
	At(sq core.Square) core.Piece
	Put(sq core.Square, pc core.Piece) error
	Remove(sq core.Square) core.Piece
	Side() core.Color
	SetSide(c core.Color) error
	FEN() string
	Validate() error
}

// An editing makes and reads a game package's *Editor. Its functions are
// methods of an interface value rather than func values, so that a
// program that never makes an [Editor] links none of the editors' code.
type editing interface {
	editor(p core.Position) editorCore
	editorRules(e editorCore) string
	editorPosition(e editorCore) (core.Position, error)
}

type editingOf[P any, S state[P], R rules, E anEditor[P, R]] struct {
	newEditor func(P) E
}

func (x editingOf[P, S, R, E]) editor(p core.Position) editorCore { return x.newEditor(*p.(S)) }

func (editingOf[P, S, R, E]) editorRules(e editorCore) string {
	r := e.(E).Rules()
	return r.String()
}

func (editingOf[P, S, R, E]) editorPosition(e editorCore) (core.Position, error) {
	p, err := e.(E).Position()
	if err != nil {
		return nil, err
	}
	return S(&p), nil
}

// editorOf is a game package's Editor (e) seen as an [Editor].
type editorOf struct {
	e editorCore
	g *game
}

func (x *editorOf) Variant() string                         { return x.g.id }
func (x *editorOf) RuleSet() string                         { return x.g.editing.editorRules(x.e) }
func (x *editorOf) Clear()                                  { x.e.Clear() }
func (x *editorOf) At(sq core.Square) core.Piece            { return x.e.At(sq) }
func (x *editorOf) Put(sq core.Square, pc core.Piece) error { return x.e.Put(sq, pc) }
func (x *editorOf) Remove(sq core.Square) core.Piece        { return x.e.Remove(sq) }
func (x *editorOf) Side() core.Color                        { return x.e.Side() }
func (x *editorOf) SetSide(c core.Color) error              { return x.e.SetSide(c) }
func (x *editorOf) FEN() string                             { return x.e.FEN() }
func (x *editorOf) Validate() error                         { return x.e.Validate() }
func (x *editorOf) Position() (core.Position, error)        { return x.g.editing.editorPosition(x.e) }
func (x *editorOf) Unwrap() any                             { return x.e }
