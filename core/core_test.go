package core

import (
	"errors"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestSquare(t *testing.T) {
	for _, tt := range []struct {
		s          string
		file, rank int
	}{{"a1", 0, 0}, {"h8", 7, 7}, {"j10", 9, 9}, {"s19", 18, 18}, {"e4", 4, 3}} {
		sq, err := ParseSquare(tt.s)
		if err != nil {
			t.Fatalf("%s: %v", tt.s, err)
		}
		if sq.File() != tt.file || sq.Rank() != tt.rank || sq.String() != tt.s || SquareAt(tt.file, tt.rank) != sq {
			t.Errorf("%s: file %d rank %d string %s", tt.s, sq.File(), sq.Rank(), sq)
		}
		text, _ := sq.MarshalText()
		var back Square
		if err := back.UnmarshalText(text); err != nil || back != sq {
			t.Errorf("%s: text round trip gave %v, %v", tt.s, back, err)
		}
	}
	for _, bad := range []string{"", "a", "a0", "t1", "a20", "A1", "a01", "a1 ", "11"} {
		_, err := ParseSquare(bad)
		var pe *ParseError
		if !errors.As(err, &pe) || !errors.Is(err, ErrSyntax) {
			t.Errorf("ParseSquare(%q) = %v, want a syntax *ParseError", bad, err)
		}
	}
	if NoSquare.String() != "-" || NoSquare.IsValid() || SquareAt(19, 0) != NoSquare {
		t.Errorf("NoSquare misbehaves")
	}
	// Greedy scanning splits Qi Guo's moves.
	sq, n := ScanSquare("a10c10")
	if sq != MustParseSquare("a10") || n != 3 {
		t.Errorf("ScanSquare(a10c10) = %v, %d", sq, n)
	}
	sq, n = ScanSquare("a19s1")
	if sq != MustParseSquare("a19") || n != 3 {
		t.Errorf("ScanSquare(a19s1) = %v, %d", sq, n)
	}
	sq, n = ScanSquare("a1a2")
	if sq != MustParseSquare("a1") || n != 2 {
		t.Errorf("ScanSquare(a1a2) = %v, %d", sq, n)
	}
}

func FuzzParseSquare(f *testing.F) {
	for _, s := range []string{"a1", "s19", "j10", "a20", "", "z1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		sq, err := ParseSquare(s)
		if err != nil {
			if !errors.Is(err, ErrSyntax) {
				t.Fatalf("%q: %v", s, err)
			}
			return
		}
		if sq.String() != s {
			t.Fatalf("%q -> %v", s, sq)
		}
	})
}

func TestGeometry(t *testing.T) {
	g := Geometry{Files: 19, Ranks: 19}
	var all []Square
	for sq := range g.Squares() {
		if g.Square(g.Index(sq)) != sq {
			t.Fatalf("index round trip of %v", sq)
		}
		all = append(all, sq)
	}
	if len(all) != 361 || all[0] != MustParseSquare("a1") || all[360] != MustParseSquare("s19") {
		t.Errorf("19x19 has %d squares from %v to %v", len(all), all[0], all[len(all)-1])
	}
	e := Geometry{Files: 8, Ranks: 8}
	if e.Contains(MustParseSquare("i1")) || !e.Contains(MustParseSquare("h8")) || e.Offset(MustParseSquare("h8"), 1, 0) != NoSquare {
		t.Errorf("8x8 containment")
	}
}

func TestPieceAndAlphabet(t *testing.T) {
	p := MakePiece(Black, Ferz)
	if p.Color() != Black || p.Kind() != Ferz || p.String() != "black ferz" {
		t.Errorf("piece %v", p)
	}
	q := MakePiece(6, Horseman)
	if q.Color() != 6 || q.Kind() != Horseman || q.String() != "color 6 horseman" {
		t.Errorf("piece %v", q)
	}
	a := NewAlphabet(map[Kind]byte{King: 'K', Ferz: 'M', Pawn: 'P'})
	if a.Piece('m') != MakePiece(Black, Ferz) || a.Piece('K') != MakePiece(White, King) || a.Piece('x') != NoPiece || a.PieceLetter(MakePiece(Black, Ferz)) != 'm' {
		t.Errorf("alphabet")
	}
}

func TestMove(t *testing.T) {
	e5, d6, e6 := MustParseSquare("e5"), MustParseSquare("d6"), MustParseSquare("e6")
	tests := []struct {
		m    Move
		want string
	}{
		{NewMove(e5, d6), "e5d6"},
		{NewMove(e5, d6).WithRemoval(e6), "e5d6xe6"},
		{NewPromotion(e5, e5, Ferz), "e5e5=ferz"},
		{NewDrop(Rook, e6), "rook@e6"},
		{NewPass(), "pass"},
		{Move{}, "null"},
	}
	for _, tt := range tests {
		if tt.m.String() != tt.want {
			t.Errorf("%v: want %s", tt.m, tt.want)
		}
	}
	if !(Move{}).IsZero() || NewMove(e5, d6).IsZero() || !NewDrop(Rook, e6).IsDrop() || NewDrop(Rook, e6).Promotion() != NoKind || NewDrop(Rook, e6).Drop() != Rook {
		t.Errorf("move predicates")
	}
}

// The reference board's atoms, checked square by square.
func TestBoardMovement(t *testing.T) {
	g := Geometry{Files: 8, Ranks: 8}
	sq := MustParseSquare
	targets := func(b *Board, from string, mv Movement) []string {
		var out []string
		p := b.At(sq(from))
		b.Targets(sq(from), p, mv, func(q Piece) bool { return q.Color() != p.Color() }, func(to Square, _ Piece) bool {
			out = append(out, to.String())
			return true
		})
		slices.Sort(out)
		return out
	}
	b := NewBoard(g)
	b.Set(sq("c1"), MakePiece(White, Alfil))
	b.Set(sq("d2"), MakePiece(White, Pawn))
	alfil := Movement{Leap(Symmetric(2, 2)...)}
	if got := targets(b, "c1", alfil); !slices.Equal(got, []string{"a3", "e3"}) {
		t.Errorf("alfil c1 over d2: %v", got)
	}
	pawn := Movement{Leap(Offset{0, 1}).Forward().MoveOnly(), Leap(Offset{-1, 1}, Offset{1, 1}).Forward().CaptureOnly()}
	b.Set(sq("c3"), MakePiece(Black, Rook))
	if got := targets(b, "d2", pawn); !slices.Equal(got, []string{"c3", "d3"}) {
		t.Errorf("pawn d2: %v", got)
	}
	b.Set(sq("e6"), MakePiece(Black, Pawn))
	if got := targets(b, "e6", pawn); !slices.Equal(got, []string{"e5"}) {
		t.Errorf("black pawn e6: %v", got)
	}
	bow := Movement{Ride(4, AllDirs()...)}
	b2 := NewBoard(Geometry{Files: 19, Ranks: 19})
	b2.Set(sq("j10"), MakePiece(Neutral, Zhou))
	b2.Set(sq("j5"), MakePiece(0, Bow))
	if got := targets(b2, "j5", bow); len(got) != 4+4+4+4+4+4+4+4 {
		t.Errorf("bow j5 reaches %d points: %v", len(got), got)
	}
	cannon := Movement{Hop(Orthogonal()...)}
	b2.Set(sq("j3"), MakePiece(0, Cannon))
	b2.Set(sq("j14"), MakePiece(3, Rook))
	b2.Set(sq("j16"), MakePiece(4, Rook))
	got := targets(b2, "j3", cannon)
	// j4 only below the bow; over the bow j6..j9 are not reachable without capture, and the
	// first piece beyond the screen (j5) is the Zhou on j10, which cannot be captured.
	b2.Set(sq("j10"), NoPiece)
	got2 := targets(b2, "j3", cannon)
	if slices.Contains(got, "j14") || !slices.Contains(got2, "j14") || !slices.Contains(got, "j4") {
		t.Errorf("cannon: with the Zhou %v; without %v", got, got2)
	}
	horse := Movement{LamePath(1, []Offset{{0, 1}, {1, 1}, {1, 1}, {1, 1}})}
	b3 := NewBoard(Geometry{Files: 19, Ranks: 19})
	b3.Set(sq("f2"), MakePiece(1, Horseman))
	b3.Set(sq("h5"), MakePiece(2, Rook))
	if got := targets(b3, "f2", horse); !slices.Equal(got, []string{"f3", "g4", "h5"}) {
		t.Errorf("horseman f2: %v", got)
	}
	if !b3.Attacks(sq("f2"), b3.At(sq("f2")), horse, sq("g4")) || b3.Attacks(sq("f2"), b3.At(sq("f2")), horse, sq("i6")) {
		t.Errorf("horseman attacks")
	}
}

func TestOutcome(t *testing.T) {
	if (Outcome{}).IsOver() || (Outcome{}).Result() != "*" {
		t.Errorf("zero outcome")
	}
	if Win(Black, Checkmate).Result() != "0-1" || Draw(Stalemate).Result() != "1/2-1/2" || Win(White, BareKing).String() != "1-0 bare-king" {
		t.Errorf("results")
	}
	var r Reasons
	r = r.With(Repetition).With(Counting)
	if diff := cmp.Diff([]string{"counting", "repetition"}, r.Strings()); diff != "" {
		t.Errorf("reasons: %s", diff)
	}
}

func TestErrors(t *testing.T) {
	e := &ParseError{Op: "makruk.ParseFEN", Input: "x", Field: "board", Offset: 0, Msg: "unknown piece letter 'x'", Err: ErrSyntax}
	if e.Error() != `makruk.ParseFEN "x": board at offset 0: unknown piece letter 'x': syntax error` {
		t.Errorf("ParseError: %s", e)
	}
	m := &MoveError{Op: "makruk.Position.Play", Move: "e3e5", Rule: "MK-7", Msg: "a bia moves one step", Err: ErrIllegalMove}
	if m.Error() != "makruk.Position.Play e3e5: MK-7: a bia moves one step: illegal move" || !errors.Is(m, ErrIllegalMove) {
		t.Errorf("MoveError: %s", m)
	}
}
