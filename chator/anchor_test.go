package chator

import (
	"errors"
	"github.com/chaturanga-go/chaturanga/internal/tools/conform"
	"slices"
	"strings"
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/tools/textkit"
)

// TestLeapRefusal pins the words of a refused leap (CH-16): each reason
// the rules give, not the option's name alone.
func TestLeapRefusal(t *testing.T) {
	const firstChk = "4k3/8/8/8/8/8/7P/r3K3 w - - 0 1"
	for _, c := range []struct {
		name  string
		r     Rules
		fen   string
		moves []string
		move  string
		want  string
	}{
		{"FirstCheck: not in check", Default, "4k3/8/8/8/8/8/7P/5K2 w - - 0 1", nil, "f1d2", "only on the move right after its first check, and it is not in check"},
		{"FirstCheck: checked before", Default, firstChk + " checked=w", nil, "e1d3", "it was checked before, so its leap is gone"},
		{"FirstCheck: once per game", Default, firstChk, []string{"e1e2", "a1a2"}, "e2c3", "it was checked before"},
		{"FirstCheck: over a piece", Default, "4k3/8/8/8/8/8/4P3/r3K3 w - - 0 1", nil, "e1e3", "passes over an empty square only, and e2 is not empty"},
		{"FirstCheck: sideways over a piece", Default, "3rk3/8/8/8/8/8/7P/2BK4 w - - 0 1 moved=w", nil, "d1b1", "c1 is not empty"},
		{"FirstCheck: onto its own piece", Default, "4k3/8/8/8/8/3N4/7P/r3K3 w - - 0 1", nil, "e1d3", "cannot capture its own side's kuda on d3"},
		{"FirstCheck: never onto the enemy raja", Brooke, "7R/8/8/8/8/8/2k5/K6r w - - 0 1", nil, "a1c2", "a raja is never captured"},
		{"BeforeChecked: only a kuda's leap", Elcum, "4k3/8/8/8/8/8/7P/3K4 w - - 0 1", nil, "d1d3", "only like a kuda"},
		{"BeforeChecked: moved", Elcum, "4k3/8/8/8/8/8/7P/3K4 w - - 0 1 moved=w", nil, "d1c3", "never moved, and it has moved"},
		{"BeforeChecked: checked", Elcum, "4k3/8/8/8/8/8/7P/3K4 w - - 0 1 checked=w", nil, "d1c3", "never been checked, and it has been"},
		{"BeforeChecked: in check", Elcum, "4k3/8/8/8/8/8/7P/r2K4 w - - 0 1", nil, "d1c3", "may not leap out of check"},
		{"None", with(Default, "KingLeap", "None"), firstChk, nil, "e1d3", "no leap under these rules (KingLeap None)"},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := MustParseFEN(c.fen, c.r)
			for _, s := range c.moves {
				m, err := p.ParseMove(s)
				if err != nil {
					t.Fatal(err)
				}
				p.MakeMove(m)
			}
			for _, parse := range []func(string) (core.Move, error){p.ParseMove, p.ParseLenient} {
				_, err := parse(c.move)
				var me *core.MoveError
				if !errors.As(err, &me) || !errors.Is(err, core.ErrIllegalMove) || me.Rule != "CH-16" || !strings.Contains(me.Msg, c.want) {
					t.Errorf("%s: %v; want CH-16 and %q", c.move, err, c.want)
				}
				if strings.Contains(me.Msg, "FirstCheck leap") {
					t.Errorf("%s: %q names the option, not the reason", c.move, me.Msg)
				}
			}
		})
	}
}

// TestLAN pins the long algebraic notation as python-chess and
// Fairy-Stockfish write it, and its reading back by ParseLenient.
func TestLAN(t *testing.T) {
	for _, c := range []struct {
		r         Rules
		fen, move string
		want      string
	}{
		{Default, startFEN, "b1c3", "Nb1-c3"},
		{Default, startFEN, "e2e4", "e2-e4"},
		{Elcum, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", "e5xd6"},
		{Default, "4k3/8/4p3/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6xe6", "e5xd6xe6"},
		{Default, "4k3/8/8/8/8/8/7P/r3K3 w - - 0 1", "e1d3", "Ke1-d3"},
		{Brooke, "4k3/P7/8/8/8/8/8/3K4 w - - 0 1", "a7a8m", "a7-a8=M+"},
		{Default, "1P2k3/8/8/8/8/8/8/3K4 w - - 0 1", "b8b7n", "b8-b7=N"},
		{Default, "3rk2r/8/8/8/8/8/8/R2RK3 w - - 0 1", "d1d8", "Rd1xd8+"},
	} {
		p := MustParseFEN(c.fen, c.r)
		textkit.LAN(t, &p, c.move, c.want)
	}
}

// TestAmbiguousSAN pins the error of SAN text that fits several legal
// moves: it lists them, each with the SAN to write and the piece.
func TestAmbiguousSAN(t *testing.T) {
	p := MustParseFEN("4k2r/8/8/8/8/8/8/1N2KN2 w - - 0 1", Default)
	textkit.Ambiguous(t, &p, "Nd2", "2 legal moves fit: write Nbd2 (the kuda on b1) or Nfd2 (the kuda on f1)")
}

// TestBetza pins each piece's movement in Betza's notation: the Strong
// pieces are chess's, the Weak mantri a ferz and the Weak gajah Makruk's
// khon (the raja's leap, castling and the lone raja's powers are moves of
// the game, not of the kind).
func TestBetza(t *testing.T) {
	textkit.Betza(t, Movement, map[core.Kind]string{Raja: "K", Mantri: "Q", Gajah: "B", WeakMantri: "F", WeakGajah: "FfW", Kuda: "N", Tor: "R", Bidak: "fmWfcF"})
}

// TestInsufficientMaterial pins the material test Main Chator takes from
// Fairy-Stockfish's, with the lone raja's powers (CH-18).
func TestInsufficientMaterial(t *testing.T) {
	for _, c := range []struct {
		r            Rules
		fen          string
		white, black bool
	}{
		{Default, "4k3/8/8/8/8/8/8/3K4 w - - 0 1", true, true},
		{Brooke, "4k3/8/8/8/8/8/8/3K4 w - - 0 1", true, true},
		{Default, "4k3/8/8/8/8/8/8/R2K4 w - - 0 1", false, false}, // the lone raja moves as any piece
		{Brooke, "4k3/8/8/8/8/8/8/R2K4 w - - 0 1", false, true},
		{Brooke, "4k3/8/8/8/8/8/8/2BK4 w - - 0 1", true, true},
		{Default, "4k3/8/8/8/8/8/8/2BK4 w - - 0 1", true, false},
		{Brooke, "4k3/8/8/8/8/8/8/2BKB3 w - - 0 1", true, true}, // one square colour
		{Brooke, "4k3/8/8/8/8/8/8/2BK1B2 w - - 0 1", false, true},
		{Brooke, "4k3/8/8/8/8/8/8/2NK4 w - - 0 1", true, true},
		{Brooke, "4k3/8/p7/8/8/8/8/2NK4 w - - 0 1", false, false},
		{Brooke, "4k3/8/8/8/8/8/8/1NNK4 w - - 0 1", false, true},
		{Brooke, "4k3/8/8/8/8/8/8/2MK4 w - - 0 1", false, true},
		{Brooke, "4k3/8/8/8/8/8/P7/3K4 w - - 0 1", false, true},
		{with(Brooke, "StalemateWins", "true"), "4k3/8/8/8/8/8/8/2NK4 w - - 0 1", false, true},
		{with(Brooke, "Pieces", "Weak"), "4k3/8/8/8/8/8/8/2MK4 w - - 0 1", true, true}, // a weak mantri steps diagonally
		{with(Brooke, "Pieces", "Weak"), "4k3/8/8/8/8/8/8/2BK4 w - - 0 1", false, true},
	} {
		p := MustParseFEN(c.fen, c.r)
		if w, b := p.InsufficientMaterial(core.White), p.InsufficientMaterial(core.Black); w != c.white || b != c.black {
			t.Errorf("%s %s: %v %v, want %v %v", c.r, c.fen, w, b, c.white, c.black)
		}
	}
	var zero Position
	start := StartPosition(Default)
	if zero.InsufficientMaterial(core.White) || start.InsufficientMaterial(2) {
		t.Error("the zero Position, or a third colour")
	}
}

// TestPins pins the pinned pieces, the lone raja's lines among the pinners
// (CH-18), and checks Pins against a brute-force search through random
// games.
func TestPins(t *testing.T) {
	sq := core.MustParseSquare
	for _, c := range []struct {
		r    Rules
		fen  string
		want []core.Pin
	}{
		{Default, "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1", []core.Pin{{Pinned: sq("e2"), Pinner: sq("e7")}}},
		{Default, "4k3/8/8/8/8/8/4N3/4K3 w - - 0 1", []core.Pin{{Pinned: sq("e2"), Pinner: sq("e8")}}}, // the lone raja moves as a tor
		{Brooke, "4k3/8/8/8/8/8/4N3/4K3 w - - 0 1", []core.Pin{}},
		{Default, "7k/8/8/8/8/8/1N6/K7 w - - 0 1", []core.Pin{{Pinned: sq("b2"), Pinner: sq("h8")}}}, // and as a Strong gajah
		{SoutheastAsian, "7k/8/8/8/8/8/1N6/K7 w - - 0 1", []core.Pin{}},
		{Default, "4k3/4r3/8/8/8/8/4N3/3K4 w - - 0 1", []core.Pin{}},
	} {
		p := MustParseFEN(c.fen, c.r)
		if got := p.Pins(core.White); !slices.Equal(got, c.want) {
			t.Errorf("%s %s: Pins = %v, want %v", c.r, c.fen, got, c.want)
		}
		for _, pin := range c.want {
			if !p.IsPinned(pin.Pinned) {
				t.Errorf("%s %s: IsPinned(%v) is false", c.r, c.fen, pin.Pinned)
			}
		}
	}
	ref := conform.PinRef{Movement: func(p core.Position, from core.Square, pc core.Piece, to core.Square) core.Movement {
		return attackMovement(p.(*Position))(from, pc, to)
	}}
	starts := conform.StartsOf(StartPosition, RuleSets()...)
	starts = append(starts, conform.Starts(ParseFEN, Default, "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1", "r2mk2r/2p5/8/1b6/8/8/2P5/R2MK2R w - - 0 1", "7k/8/8/8/8/2P5/1N6/K2R4 w - - 0 1")...)
	conform.CheckPinsInPlay(t, 120, ref, starts...)
}

// editGame is what textkit's editor checks need of Main Chator.
func editGame() textkit.EditGame[Rules, Position, *Position, *Editor] {
	return textkit.EditGame[Rules, Position, *Position, *Editor]{
		Pkg: "chator", Sets: RuleSets(), Start: StartPosition, New: NewEditor, Parse: ParseFEN,
		Plies: [2]int{20, 150},
		Rebuild: func(e *Editor, p Position, r Rules) {
			e.SetHalfmoveClock(p.HalfmoveClock())
			e.SetFullmoveNumber(p.FullmoveNumber())
			e.SetEnPassant(p.EnPassant())
			for c := range core.Color(2) {
				e.SetKingMoved(c, p.KingMoved(c))
				e.SetKingChecked(c, p.KingChecked(c))
				e.SetLoneMoves(c, p.LoneMoves(c))
				if r.PromotionPiece == CapturedPiece {
					e.SetCaptured(c, p.CapturedPieces(c)...)
				}
			}
			for s := range p.Pieces() {
				e.SetReturning(s, p.Returning(s))
			}
		},
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
	g.Refused8(t, e,
		e.SetReturning(sq("e1"), 1),
		e.SetEnPassant(sq("e4")),
	)
	e = NewEditor(start)
	e.Remove(sq("e8"))
	g.Invalid(t, e, "black must have exactly one")
	e.Clear()
	if e.FEN() != "8/8/8/8/8/8/8/8 w - - 0 1" {
		t.Errorf("Clear: %s", e.FEN())
	}
	g.InPlay(t)
}

// TestEditorState sets up the state beyond the board: a bidak on its
// journey, the rajas' checks, the en-passant square, captured pieces.
func TestEditorState(t *testing.T) {
	sq := core.MustParseSquare
	e := NewEditor(Position{})
	e.Put(sq("d1"), core.MakePiece(core.White, Raja))
	e.Put(sq("e8"), core.MakePiece(core.Black, Raja))
	e.Put(sq("d3"), core.MakePiece(core.Black, Bidak))
	e.Put(sq("c8"), core.MakePiece(core.White, Bidak))
	e.SetReturning(sq("d3"), 1)
	e.SetKingChecked(core.White, true)
	e.SetFullmoveNumber(40)
	p, err := e.Position()
	if err != nil || p.FEN() != "2P1k3/8/8/8/8/3p4/8/3K4 w - - 0 40 checked=w returning=d3:1" || p.Returning(sq("c8")) == 0 {
		t.Errorf("%s, %v", p.FEN(), err)
	}
	e = NewEditor(MustParseFEN("4k3/P7/8/8/8/8/8/3K4 w - - 0 1", Elcum))
	e.SetCaptured(core.White, Tor)
	if p, err := e.Position(); err != nil || len(p.CapturedPieces(core.White)) != 1 {
		t.Errorf("captured: %s, %v", e.FEN(), err)
	}
	e = NewEditor(MustParseFEN("4k3/8/8/8/3pP3/8/8/3K4 b - - 0 1", Elcum))
	e.Put(sq("e4"), core.NoPiece)
	e.Put(sq("e4"), core.MakePiece(core.White, Bidak))
	e.SetEnPassant(sq("e3"))
	if p, err := e.Position(); err != nil || p.EnPassant() != sq("e3") {
		t.Errorf("en passant: %s, %v", e.FEN(), err)
	}
	e.SetEnPassant(sq("d3"))
	if _, err := e.Position(); !errors.Is(err, core.ErrIllegalPosition) {
		t.Errorf("a bad en-passant square: %v", err)
	}
}

// FuzzEditor: whatever pieces an editor is given and on whatever squares,
// it refuses or takes them without a panic, and its Position is a position
// whose FEN reads back or a ParseFEN error.
func FuzzEditor(f *testing.F) { editGame().Fuzz(f) }
