package textkit

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
	"pgregory.net/rapid"
)

// TE is T with Errorf, for the checks that go on after a failure.
type TE interface {
	T
	Errorf(format string, args ...any)
}

// An Editor is a game package's *Editor, which sets up positions P.
type Editor[P any] interface {
	Put(sq core.Square, pc core.Piece) error
	Remove(sq core.Square) core.Piece
	SetSide(c core.Color) error
	Clear()
	FEN() string
	Position() (P, error)
	Validate() error
}

// An EditGame is what the editor checks need of a game package: its rule
// sets, positions (P, PP) and editors (E), its package name (Pkg, as
// "shatranj", which the editor's errors name) and how a position of
// random play is rebuilt on an editor.
type EditGame[R, P any, PP Position[P], E Editor[P]] struct {
	Pkg   string
	Sets  []R                        // RuleSets
	Start func(R) P                  // StartPosition
	New   func(P) E                  // NewEditor
	Parse func(string, R) (P, error) // ParseFEN
	// Plies bounds the random games of [EditGame.InPlay], from Plies[0]
	// to Plies[1] plies.
	Plies [2]int
	// Rebuild sets on e, holding p's pieces and side to move, the rest
	// of p's state under r (its counters and the like).
	Rebuild func(e E, p P, r R)
	// Same reports whether q, rebuilt from p under r, is p. Nil: q is
	// Equal to the position p's FEN reads as under r.
	Same func(q, p P, r R) bool
}

// SetUp puts the pieces of start one by one on the editor of the zero
// position, then, if rest is not nil, has rest set the rest of start's
// state (the hands, say); the editor's Position must then be Equal to
// start. It returns that editor.
func (g EditGame[R, P, PP, E]) SetUp(t T, start P, rest func(e E, start P) error) E {
	t.Helper()
	var zero P
	e := g.New(zero)
	for s, pc := range PP(&start).Pieces() {
		if err := e.Put(s, pc); err != nil {
			t.Fatalf("%v", err)
		}
	}
	if rest != nil {
		if err := rest(e, start); err != nil {
			t.Fatalf("%v", err)
		}
	}
	if p, err := e.Position(); err != nil || !PP(&p).Equal(start) {
		t.Fatalf("the start position set up: %v, %v", PP(&p).FEN(), err)
	}
	return e
}

// Refused checks that each of errs, what a setter answered to bad input,
// is a *core.ParseError of one of the editor's methods wrapping
// core.ErrIllegalPosition.
func (g EditGame[R, P, PP, E]) Refused(t TE, errs ...error) {
	t.Helper()
	for _, err := range errs {
		var pe *core.ParseError
		if !errors.As(err, &pe) || !errors.Is(err, core.ErrIllegalPosition) || !strings.HasPrefix(pe.Op, g.Pkg+".Editor.") {
			t.Errorf("a setter accepts bad input: %v", err)
		}
	}
}

// Refused8 is [EditGame.Refused] of what every 8x8 game's editor refuses
// (a square off the board, a kind no such game has, a colour beyond
// Black as a piece's and as the side to move, a half-move clock below 0
// and a move number below 1), then of more, the game's own refusals.
func (g EditGame[R, P, PP, E]) Refused8(t TE, e E, more ...error) {
	t.Helper()
	counters, ok := any(e).(interface {
		SetHalfmoveClock(n int) error
		SetFullmoveNumber(n int) error
	})
	if !ok {
		t.Fatalf("%T sets no half-move clock and move number", e)
	}
	sq := core.MustParseSquare("e4")
	g.Refused(t, append([]error{
		e.Put(core.SquareAt(8, 0), core.MakePiece(core.White, core.Rook)),
		e.Put(sq, core.MakePiece(core.White, core.Zhou)),
		e.Put(sq, core.MakePiece(core.Color(2), core.Rook)),
		e.SetSide(core.Color(2)),
		counters.SetHalfmoveClock(-1),
		counters.SetFullmoveNumber(0),
	}, more...)...)
}

// Invalid checks that e's Position refuses what e holds as ParseFEN
// refuses its FEN: a *core.ParseError of the editor's Position, its input
// the FEN, its message containing want; and that Validate refuses it too.
func (g EditGame[R, P, PP, E]) Invalid(t TE, e E, want string) {
	t.Helper()
	_, err := e.Position()
	var pe *core.ParseError
	if !errors.As(err, &pe) || pe.Op != g.Pkg+".Editor.Position" || pe.Input != e.FEN() || !strings.Contains(pe.Msg, want) || e.Validate() == nil {
		t.Errorf("%s: %v; want %q", e.FEN(), err, want)
	}
}

// InPlay checks, through random games from the start position of each
// rule set, that an editor holding a position gives it back (Equal), and
// that one cleared and given its pieces, its side to move and the rest
// ([EditGame.Rebuild]) gives the same position ([EditGame.Same]).
func (g EditGame[R, P, PP, E]) InPlay(t rapid.TB) {
	t.Helper()
	rapid.Check(t, func(rt *rapid.T) {
		r := rapid.SampledFrom(g.Sets).Draw(rt, "rules")
		p := g.Start(r)
		pp := PP(&p)
		for range rapid.IntRange(g.Plies[0], g.Plies[1]).Draw(rt, "plies") {
			moves := slices.Collect(pp.LegalMoves())
			if len(moves) == 0 {
				break
			}
			if err := pp.PlayMove(moves[rapid.IntRange(0, len(moves)-1).Draw(rt, "move")]); err != nil {
				rt.Fatalf("%s: a legal move: %v", pp.FEN(), err)
			}
		}
		if q, err := g.New(p).Position(); err != nil || !PP(&q).Equal(p) {
			rt.Fatalf("%s: the editor gives back %s, %v", pp.FEN(), PP(&q).FEN(), err)
		}
		e := g.New(g.Start(r))
		e.Clear()
		for s, pc := range pp.Pieces() {
			if err := e.Put(s, pc); err != nil {
				rt.Fatal(err)
			}
		}
		e.SetSide(pp.Side())
		g.Rebuild(e, p, r)
		q, err := e.Position()
		if err != nil || !g.same(q, p, r) {
			rt.Fatalf("%s: rebuilt %s, %v", pp.FEN(), PP(&q).FEN(), err)
		}
	})
}

func (g EditGame[R, P, PP, E]) same(q, p P, r R) bool {
	if g.Same != nil {
		return g.Same(q, p, r)
	}
	want, err := g.Parse(PP(&p).FEN(), r)
	if err != nil {
		panic(err)
	}
	return PP(&q).Equal(want)
}

// Fuzz is a package's FuzzEditor: data's first byte picks a rule set,
// its second whether to clear the editor holding that set's start
// position, its third the side to move; all of it is placements
// ([EditPieces]). The editor refuses or takes them without a panic, and
// its Position is a position whose FEN reads back or a ParseFEN error
// ([Edited]).
func (g EditGame[R, P, PP, E]) Fuzz(f *testing.F) {
	f.Add([]byte{0, 1, 2, 200, 0, 1, 63, 1, 6})
	f.Add([]byte{255, 9, 31, 12, 1, 1, 100, 0, 4, 3})
	f.Fuzz(func(t *testing.T, data []byte) {
		r := g.Sets[0]
		if len(data) > 0 {
			r = g.Sets[int(data[0])%len(g.Sets)]
		}
		start := g.Start(r)
		e := g.New(start)
		if len(data) > 1 && data[1]&1 != 0 {
			e.Clear()
		}
		EditPieces(t, PP(&start).Geometry(), data, e.Put)
		if len(data) > 2 {
			e.SetSide(core.Color(int(data[2]) % PP(&start).Sides()))
		}
		p, err := e.Position()
		Edited(t, PP(&p), err, func(fen string) (core.Position, error) {
			q, err := g.Parse(fen, r)
			return PP(&q), err
		})
	})
}
