package qiguo

import (
	"errors"
	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/tools/conform"
	"slices"
	"strings"
	"testing"

	"github.com/chaturanga-go/chaturanga/internal/tools/textkit"
)

// TestLAN pins the long algebraic notation, in the shape python-chess
// and Fairy-Stockfish give the 8x8 games, and its reading back by
// ParseLenient.
func TestLAN(t *testing.T) {
	p := StartPosition(Default)
	for _, c := range []struct{ move, want string }{
		{"a7c4", "Na7-c4"},
		{"c10d11", "Wc10-d11"},
	} {
		textkit.LAN(t, &p, c.move, c.want)
	}
	q := setup(t, Default, "", "wN@e5", "wN@e13", "wS@b2", "wS@b4", "wS@a3", "wS@c3", "oS@h9", "oS@d5", "wG@m5", "oG@m7", "wQ@s19", "oQ@s1")
	for _, c := range []struct{ move, want string }{
		{"e5d5", "Ne5xd5"},
		{"e5h9", "Ne5xh9"},
		{"e5d7", "Ne5-d7"},
		{"s19s2", "Qs19-s2"},
	} {
		textkit.LAN(t, &q, c.move, c.want)
	}
	for _, c := range []struct{ text, want string }{{"pass", "pass"}, {"resign", "resign"}} {
		m, err := ParseCoord(c.text)
		if err != nil {
			t.Fatal(err)
		}
		if got := q.LAN(m); got != c.want {
			t.Errorf("LAN(%s) = %q", c.text, got)
		}
	}
}

// TestBetza pins each piece's movement in Betza's notation; the cannon
// is the xiangqi cannon's mRcpR, and the horseman, a lame bent rider,
// is written in XBetza's multi-leg extension: a step W, then one, two or
// three diagonal steps outward ("afsW", "afsafW", "afsafafW"), and under
// the Default rules also the stop on the first point ("W").
func TestBetza(t *testing.T) {
	textkit.Betza(t, Movement, map[core.Kind]string{
		General: "Q", Pian: "R", Bi: "B", Bow: "Q4", Crossbow: "Q5", Dao: "F", Sword: "W",
		Cannon: "mRcpR", Horseman: "WafsWafsafWafsafafW", GoBetween: "mQ",
	})
	if got := ElephantChess.Movement(Horseman).String(); got != "afsWafsafWafsafafW" {
		t.Errorf("HorsemanMustTurn horseman: %q", got)
	}
}

// TestVariationSAN pins the SAN of a line, numbered by rounds as the
// records number them, and the error of a line with an illegal move.
func TestVariationSAN(t *testing.T) {
	start := StartPosition(Default)
	const want = "1. Nab7 Ncc2 Nkk2 Nss2 Nss10 Go16 Gg16 2. Nc7 Nc3"
	var moves []core.Move
	p := start
	for _, s := range strings.Fields(strings.NewReplacer("1. ", "", "2. ", "").Replace(want)) {
		m, err := p.ParseSAN(s)
		if err != nil {
			t.Fatal(err)
		}
		moves = append(moves, m)
		p.MakeMove(m)
	}
	fen := start.FEN()
	if got, err := start.VariationSAN(moves); got != want || err != nil || start.FEN() != fen {
		t.Errorf("VariationSAN = %q, %v; want %q", got, err, want)
	}
	mid := start
	mid.MakeMove(moves[0])
	mid.MakeMove(moves[1])
	if got, err := mid.VariationSAN(moves[2:]); got != "1...Nkk2 Nss2 Nss10 Go16 Gg16 2. Nc7 Nc3" || err != nil {
		t.Errorf("from Chu's turn: %q, %v", got, err)
	}
	if got, err := start.VariationSAN(nil); got != "" || err != nil {
		t.Errorf("empty line: %q, %v", got, err)
	}
	_, err := mid.VariationSAN([]core.Move{moves[2], moves[0]})
	var me *core.MoveError
	if !errors.As(err, &me) || !errors.Is(err, core.ErrIllegalMove) || !strings.HasPrefix(me.Msg, "move 2 of the line (1...): ") || me.Op != "qiguo.Position.VariationSAN" {
		t.Errorf("illegal move: %v", err)
	}
	if got := start.LegalMovesSAN(); len(got) != start.CountLegalMoves() || got[0] != "Nab7" {
		t.Errorf("LegalMovesSAN: %d moves, first %q", len(got), got[0])
	}
}

// TestInsufficientMaterial: a state lacks the material to win when it is
// out of the game or moves nothing that captures.
func TestInsufficientMaterial(t *testing.T) {
	start := StartPosition(Default)
	for c := range core.Color(NumStates + 1) {
		if start.InsufficientMaterial(c) {
			t.Errorf("start: state %d lacks material", c)
		}
	}
	p := MustParseFEN("18wQ/19/19/19/19/19/19/19/19/19/19/7oR11/19/19/oQ18/19/19/19/wR12rQ5 w - g:-,b:-,p:-,d:- 1", Default)
	m, _ := p.ParseMove("a1a5") // Qin takes Han's general (QG-17)
	p.MakeMove(m)
	// Han is out; Wei and Zhao resigned before this set-up (no pieces).
	for c, want := range map[core.Color]bool{West: false, SouthWest: true, SouthEast: false, EastSouth: true, NorthWest: true} {
		if got := p.InsufficientMaterial(c); got != want {
			t.Errorf("%s: %v, want %v", Default.StateName(c), got, want)
		}
	}
	var zero Position
	if zero.InsufficientMaterial(West) {
		t.Error("the zero Position")
	}
}

// TestPins pins a line piece's pin, the cannon's two screens and the
// horseman's path, and checks Pins against a brute-force search through
// random games.
func TestPins(t *testing.T) {
	sq := core.MustParseSquare
	for _, c := range []struct {
		pieces []string
		want   []core.Pin
	}{
		{[]string{"wQ@a10", "wS@a12", "oR@a15"}, []core.Pin{{Pinned: sq("a12"), Pinner: sq("a15")}}},
		{[]string{"wQ@a10", "wS@a12", "wS@a13", "oR@a15"}, nil},
		{[]string{"wQ@a10", "wS@a12", "wS@a13", "oC@a15"}, []core.Pin{{Pinned: sq("a12"), Pinner: sq("a15")}, {Pinned: sq("a13"), Pinner: sq("a15")}}},
		{[]string{"wQ@a10", "wS@a12", "oC@a15"}, nil}, // the sword is the screen: the cannon attacks now
		{[]string{"wQ@a10", "oH@e10"}, nil},
		{[]string{"wQ@a10", "wS@c10", "oH@e10"}, []core.Pin{{Pinned: sq("c10"), Pinner: sq("e10")}}},
		{[]string{"wQ@a10", "wS@c10", "oH@f10"}, nil}, // beyond the bow's four points
		{[]string{"wQ@a10", "oN@d12"}, nil},           // d12-c12-b11-a10: the horseman attacks
		{[]string{"wQ@a10", "wA@b11", "oN@d12"}, []core.Pin{{Pinned: sq("b11"), Pinner: sq("d12")}}},
		{[]string{"wQ@a10", "wS@c12", "oN@d12"}, []core.Pin{{Pinned: sq("c12"), Pinner: sq("d12")}}}, // its first step
	} {
		p := setup(t, Default, "", append(c.pieces, "oQ@s1")...)
		want := c.want
		if want == nil {
			want = []core.Pin{}
		}
		if got := p.Pins(West); !slices.Equal(got, want) {
			t.Errorf("%v: Pins = %v, want %v", c.pieces, got, want)
		}
		for _, pin := range want {
			if !p.IsPinned(pin.Pinned) {
				t.Errorf("%v: IsPinned(%v) is false", c.pieces, pin.Pinned)
			}
		}
	}
	var moves [2][core.NumKinds]core.Movement // without and with HorsemanMustTurn
	for k := range core.NumKinds {
		moves[0][k] = Default.Movement(k)
		moves[1][k] = ElephantChess.Movement(k)
	}
	ref := conform.PinRef{
		Movement: func(p core.Position, _ core.Square, pc core.Piece, _ core.Square) core.Movement {
			if p.(*Position).Rules().HorsemanMustTurn {
				return moves[1][pc.Kind()]
			}
			return moves[0][pc.Kind()]
		},
		Mover: func(p core.Position, pc core.Piece) core.Color { return p.(*Position).Controller(pc.Color()) },
		Hostile: func(p core.Position, x, y core.Color) bool {
			return x != y && !p.(*Position).Friendly(x, y)
		},
		Blockers: map[core.Square]core.Piece{ZhouSquare: ZhouPiece},
	}
	starts := conform.StartsOf(StartPosition, RuleSets()...)
	conform.CheckPinsInPlay(t, 45, ref, starts...)
}

// editGame is what textkit's editor checks need of Qi Guo: the editor
// rebuilds a position's string (its FEN), tallies and defeats included.
func editGame() textkit.EditGame[Rules, Position, *Position, *Editor] {
	return textkit.EditGame[Rules, Position, *Position, *Editor]{
		Pkg: "qiguo", Sets: RuleSets(), Start: StartPosition, New: NewEditor, Parse: ParseFEN,
		Plies: [2]int{40, 300},
		Rebuild: func(e *Editor, p Position, r Rules) {
			e.SetRound(p.Round())
			// The tallies in the order the position string lists them, least
			// recent first.
			if tallies := strings.Fields(p.FEN())[2]; tallies != "-" {
				for _, entry := range strings.Split(tallies, ",") {
					v := byLetter(r, entry[0])
					for rest := entry[2:]; rest != ""; {
						c := byLetter(r, rest[0])
						n := 1
						for n < len(rest) && rest[n] >= '0' && rest[n] <= '9' {
							n++
						}
						e.SetCaptured(v, c, p.Captured(v, c))
						rest = rest[n:]
					}
				}
			}
			for c := range core.Color(NumStates) {
				if by, out := p.DefeatedBy(c); out {
					e.SetDefeated(c, by, true)
				}
			}
		},
		Same: func(q, p Position, _ Rules) bool { return q.FEN() == p.FEN() },
	}
}

// TestEditor sets positions up piece by piece and checks them as ParseFEN
// does; and, through random play, a position rebuilt with the editor is
// Equal to the position it copies.
func TestEditor(t *testing.T) {
	g := editGame()
	sq := core.MustParseSquare
	start := StartPosition(Default)
	e := g.SetUp(t, start, nil)
	g.Refused(t,
		e.Put(ZhouSquare, core.MakePiece(West, Sword)),
		e.Put(core.SquareAt(19, 0), core.MakePiece(West, Sword)),
		e.Put(sq("e4"), core.MakePiece(core.Color(7), Sword)),
		e.Put(sq("e4"), core.MakePiece(West, Zhou)),
		e.SetSide(core.Color(7)),
		e.SetRound(0),
		e.SetCaptured(West, West, 1),
		e.SetCaptured(West, SouthWest, 256),
		e.SetDefeated(West, West, true),
	)
	e = NewEditor(start)
	e.Remove(sq("f1")) // Han's general
	g.Invalid(t, e, "Han has pieces to move but no general")
	// Tallies and defeats, as in the example of the general captured.
	e = NewEditor(Position{})
	for _, s := range []string{"wQ@s19", "oR@h8", "wR@a5", "rQ@n1"} {
		pc, at, _ := strings.Cut(s, "@")
		e.Put(sq(at), core.MakePiece(byLetter(Default, pc[0]), alphabet.Kind(pc[1])))
	}
	e.SetCaptured(SouthWest, West, 1)
	e.SetDefeated(SouthWest, West, true)
	e.SetSide(SouthEast)
	if _, err := e.Position(); err == nil || !strings.Contains(err.Error(), "Wei has no general") {
		t.Errorf("states with no general left in the game: %v", err)
	}
	// The states with no pieces resigned before this set-up (QG-17).
	for c := range core.Color(NumStates) {
		if c != West && c != SouthWest && c != SouthEast {
			e.SetDefeated(c, core.NoColor, true)
		}
	}
	const want = "18wQ/19/19/19/19/19/19/19/19/19/19/7oR11/19/19/wR18/19/19/19/13rQ5 r o:w1 o:w,g:-,b:-,d:-,p:- 1"
	if p, err := e.Position(); err != nil || p.FEN() != want {
		t.Errorf("tallies and defeats: %s, %v; want %s", e.FEN(), err, want)
	}
	e.Clear()
	if e.FEN() != "19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19 w - - 1" {
		t.Errorf("Clear: %s", e.FEN())
	}
	g.InPlay(t)
}

// byLetter returns the state whose letter the position string writes as l.
func byLetter(r Rules, l byte) core.Color {
	for c := range core.Color(NumStates) {
		if r.StateLetter(c) == l {
			return c
		}
	}
	return core.NoColor
}

// FuzzEditor: whatever pieces an editor is given and on whatever squares,
// it refuses or takes them without a panic, and its Position is a position
// whose FEN reads back or a ParseFEN error.
func FuzzEditor(f *testing.F) { editGame().Fuzz(f) }
