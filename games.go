package chaturanga

import (
	"iter"
	"slices"
	"strings"

	"github.com/chaturanga-go/chaturanga/core"
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

// game registers one game package: its functions, which have the same
// shape in every package.
type game[P any, S state[P], R rules] struct {
	id, long   string
	fsf        map[string]string // Fairy-Stockfish variant name -> rule set
	parseRules func(string) (R, error)
	set        func(*R, string, string) error
	sets       func() []R
	options    func() []string
	start      func(R) string
	parseFEN   func(string, R) (P, error)
	makeGame   func(P) *core.Game[P, S]
	read       func(*notation.Record, R) (*core.Game[P, S], error)
	write      func(*core.Game[P, S], ...notation.Tag) *notation.Record
	edit       func(P) Editor
}

func (g *game[P, S, R]) name() string                { return g.id }
func (g *game[P, S, R]) title() string               { return g.long }
func (g *game[P, S, R]) fsfNames() map[string]string { return g.fsf }
func (g *game[P, S, R]) optionNames() []string       { return g.options() }

func (g *game[P, S, R]) ruleSets() []string {
	var out []string
	for _, r := range g.sets() {
		out = append(out, r.String())
	}
	return out
}

// rules reads a rule set's text ("" is the default) and applies the
// options in the order of the game's OptionNames, whatever order they
// are given in; an option given twice is an error.
func (g *game[P, S, R]) rules(text string, opts []Option) (R, error) {
	var r R
	if strings.TrimSpace(text) != "" {
		var err error
		if r, err = g.parseRules(text); err != nil {
			return r, err
		}
	} else {
		r = g.sets()[0]
	}
	opts, err := g.ordered(opts)
	if err != nil {
		return r, err
	}
	for _, o := range opts {
		if err := g.set(&r, o.Name, o.Value); err != nil {
			return r, err
		}
	}
	return r, r.Validate()
}

// ordered returns a copy of opts sorted into the order of the game's
// OptionNames (names it does not know first, so that Set reports them),
// or an error wrapping core.ErrSyntax for an option given twice (names
// compared as Set compares them, in any ASCII case).
func (g *game[P, S, R]) ordered(opts []Option) ([]Option, error) {
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

func (g *game[P, S, R]) startFEN(text string, opts []Option) (string, error) {
	r, err := g.rules(text, opts)
	if err != nil {
		return "", err
	}
	return g.start(r), nil
}

// position reads fen under the rules text with the options: a FEN ("" is
// the start position), or the position's text form "rules|FEN" (see
// [Variant.NewPosition]).
func (g *game[P, S, R]) position(text, fen string, opts []Option) (P, error) {
	var zero P
	own, bare, hasRules := strings.Cut(fen, "|")
	var r R
	if hasRules {
		var err error
		if r, err = g.parseRules(own); err != nil {
			return zero, err
		}
		if err := r.Validate(); err != nil {
			return zero, err
		}
		if strings.TrimSpace(text) != "" || len(opts) > 0 {
			asked, err := g.rules(text, opts)
			if err != nil {
				return zero, err
			}
			if asked.String() != r.String() {
				return zero, &core.ParseError{Op: "chaturanga.Variant.NewPosition", Input: fen, Field: "rules", Offset: 0,
					Msg: "the position's rules " + quote.Input(r.String()) + " contradict the rules asked for " + quote.Input(asked.String()) + " (give the rules in one place, or the same in both)",
					Err: core.ErrIllegalPosition}
			}
		}
		fen = bare
	} else {
		var err error
		if r, err = g.rules(text, opts); err != nil {
			return zero, err
		}
	}
	if strings.TrimSpace(fen) == "" {
		fen = g.start(r)
	}
	return g.parseFEN(fen, r)
}

func (g *game[P, S, R]) newPosition(text, fen string, opts []Option) (core.Position, error) {
	p, err := g.position(text, fen, opts)
	if err != nil {
		return nil, err
	}
	return S(&p), nil
}

func (g *game[P, S, R]) parsePosition(text string) (core.Position, error) {
	var p P
	if err := S(&p).UnmarshalText([]byte(text)); err != nil {
		return nil, err
	}
	return S(&p), nil
}

func (g *game[P, S, R]) newGame(text, fen string, opts []Option) (Game, error) {
	p, err := g.position(text, fen, opts)
	if err != nil {
		return nil, err
	}
	return &gameOf[P, S]{g.makeGame(p), g.id, g.write}, nil
}

// newGameFrom starts a game from a copy of p, read back from its text
// form so that only a position the game can start from is taken.
func (g *game[P, S, R]) newGameFrom(p core.Position) (Game, error) {
	if _, err := g.own(p); err != nil {
		return nil, err
	}
	q, err := g.position("", p.RuleSet()+"|"+p.FEN(), nil) // ParseFEN's checks: the zero Position is no start
	if err != nil {
		return nil, err
	}
	return &gameOf[P, S]{g.makeGame(q), g.id, g.write}, nil
}

func (g *game[P, S, R]) readRecord(rec *notation.Record, text string) (Game, error) {
	if strings.EqualFold(strings.TrimSpace(text), "pychess") && !slices.Contains(g.ruleSets(), "pychess") {
		text = "" // the pychess set of a game that has no other is its default, as the tools read it
	}
	r, err := g.rules(text, nil)
	if err != nil {
		return nil, err
	}
	gm, err := g.read(rec, r)
	if gm == nil {
		return nil, err
	}
	return &gameOf[P, S]{gm, g.id, g.write}, err
}

func (g *game[P, S, R]) setOf(text string) (string, error) {
	r, err := g.parseRules(text)
	if err != nil {
		return "", err
	}
	set, _, _ := strings.Cut(r.String(), " ")
	return set, nil
}

func (g *game[P, S, R]) owns(p core.Position) bool {
	s, ok := p.(S)
	return ok && s != nil
}

func (g *game[P, S, R]) newEditor(text, fen string, opts []Option) (Editor, error) {
	p, err := g.position(text, fen, opts)
	if err != nil {
		return nil, err
	}
	return g.edit(p), nil
}

// own returns p as the game's own position type, or an error.
func (g *game[P, S, R]) own(p core.Position) (S, error) {
	s, ok := p.(S)
	if ok && s != nil {
		return s, nil
	}
	msg, input := "no position (nil), not a "+g.id+" position", ""
	if p != nil {
		msg = "a position of another game, not a " + g.id + " position (ask that game's Variant)"
		for _, o := range registry {
			if o.owns(p) {
				msg, input = "a "+o.name()+" position, not a "+g.id+" one (ask the "+o.name()+" Variant)", o.name()
			}
		}
		if ok {
			msg = "a nil *" + g.id + ".Position, not a position"
		}
	}
	return nil, &core.ParseError{Op: "chaturanga.Variant", Input: input, Field: "position", Offset: -1, Msg: msg, Err: core.ErrUnknown}
}

func (g *game[P, S, R]) perft(p core.Position, depth int, bulk bool) (uint64, error) {
	s, err := g.own(p)
	if err != nil {
		return 0, err
	}
	q := *s
	if bulk {
		return core.Perft(S(&q), depth), nil
	}
	return core.PerftMakeUnmake(S(&q), depth), nil
}

func (g *game[P, S, R]) divide(p core.Position, depth int) ([]core.DivideEntry, error) {
	s, err := g.own(p)
	if err != nil {
		return nil, err
	}
	q := *s
	return core.Divide(S(&q), depth), nil
}

// gameOf is a game package's Game seen as a [Game].
type gameOf[P any, S state[P]] struct {
	*core.Game[P, S]
	variant string
	write   func(*core.Game[P, S], ...notation.Tag) *notation.Record
}

func (g *gameOf[P, S]) Variant() string { return g.variant }

func (g *gameOf[P, S]) Position() core.Position {
	p := g.Game.Position()
	return S(&p)
}

func (g *gameOf[P, S]) Start() core.Position {
	p := g.Game.Start()
	return S(&p)
}

func (g *gameOf[P, S]) Record(tags ...notation.Tag) *notation.Record { return g.write(g.Game, tags...) }

func (g *gameOf[P, S]) Unwrap() any { return g.Game }

func (g *gameOf[P, S]) Walk() iter.Seq[core.Step[core.Position]] {
	return func(yield func(core.Step[core.Position]) bool) {
		for st := range g.Game.Walk() {
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
	Rules() R
	Clear()
	At(sq core.Square) core.Piece
	Put(sq core.Square, pc core.Piece) error
	Remove(sq core.Square) core.Piece
	Side() core.Color
	SetSide(c core.Color) error
	FEN() string
	Position() (P, error)
	Validate() error
}

// editorOf is a game package's Editor seen as an [Editor].
type editorOf[P any, S state[P], R rules, E anEditor[P, R]] struct {
	e       E
	variant string
}

func (x *editorOf[P, S, R, E]) Variant() string                         { return x.variant }
func (x *editorOf[P, S, R, E]) RuleSet() string                         { return x.e.Rules().String() }
func (x *editorOf[P, S, R, E]) Clear()                                  { x.e.Clear() }
func (x *editorOf[P, S, R, E]) At(sq core.Square) core.Piece            { return x.e.At(sq) }
func (x *editorOf[P, S, R, E]) Put(sq core.Square, pc core.Piece) error { return x.e.Put(sq, pc) }
func (x *editorOf[P, S, R, E]) Remove(sq core.Square) core.Piece        { return x.e.Remove(sq) }
func (x *editorOf[P, S, R, E]) Side() core.Color                        { return x.e.Side() }
func (x *editorOf[P, S, R, E]) SetSide(c core.Color) error              { return x.e.SetSide(c) }
func (x *editorOf[P, S, R, E]) FEN() string                             { return x.e.FEN() }
func (x *editorOf[P, S, R, E]) Validate() error                         { return x.e.Validate() }
func (x *editorOf[P, S, R, E]) Unwrap() any                             { return x.e }

func (x *editorOf[P, S, R, E]) Position() (core.Position, error) {
	p, err := x.e.Position()
	if err != nil {
		return nil, err
	}
	return S(&p), nil
}
