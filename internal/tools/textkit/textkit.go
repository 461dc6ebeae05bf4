// Package textkit checks, in tests, a game package's text forms against
// the SDK's contract: the rule set's text (ParseRules, Rules.String), the
// position's text ("<rules>|<FEN>" through MarshalText and UnmarshalText,
// and JSON), the FEN, the move parsers, and the board editors (editor.go).
// Each check is one input of a package's fuzz target or table test,
// parameterised by the package's functions, so that the packages share
// the logic and keep their seeds.
package textkit

import (
	"encoding/json"
	"errors"
	"slices"
	"strconv"
	"strings"

	"github.com/chaturanga-go/chaturanga/core"
	"pgregory.net/rapid"
)

// T is the part of testing.TB the checks use (rapid.T has it too).
type T interface {
	Helper()
	Fatalf(format string, args ...any)
}

// A RulesValue is a game package's Rules.
type RulesValue interface {
	comparable
	String() string
	Validate() error
}

// A RulesPtr is a pointer to a game package's Rules.
type RulesPtr[R any] interface {
	*R
	UnmarshalText(text []byte) error
}

// Rules checks one input of ParseRules: text it refuses gives a
// *core.ParseError wrapping core.ErrUnknown or core.ErrSyntax; rules it
// reads validate, write back to text that reads as the same rules, and
// UnmarshalText reads s as ParseRules does.
func Rules[R RulesValue, PR RulesPtr[R]](t T, s string, parse func(string) (R, error)) {
	t.Helper()
	r, err := parse(s)
	var u R
	uerr := PR(&u).UnmarshalText([]byte(s))
	if err != nil {
		var pe *core.ParseError
		if !errors.As(err, &pe) || !errors.Is(err, core.ErrUnknown) && !errors.Is(err, core.ErrSyntax) {
			t.Fatalf("ParseRules(%q): error %T %v is not a *core.ParseError wrapping ErrUnknown or ErrSyntax", s, err, err)
		}
		if uerr == nil || uerr.Error() != err.Error() {
			t.Fatalf("UnmarshalText(%q) = %v, ParseRules %v", s, uerr, err)
		}
		return
	}
	if err := r.Validate(); err != nil {
		t.Fatalf("ParseRules(%q) = %+v, which does not validate: %v", s, r, err)
	}
	if back, err := parse(r.String()); err != nil || back != r {
		t.Fatalf("ParseRules(%q) = %+v writes %q, which reads as %+v, %v", s, r, r.String(), back, err)
	}
	if uerr != nil || u != r {
		t.Fatalf("UnmarshalText(%q) = %+v, %v; ParseRules %+v", s, u, uerr, r)
	}
}

// A Position is a game package's *Position, with the SDK's methods
// beyond core.Position.
type Position[P any] interface {
	*P
	core.Position
	Equal(q P) bool
	MarshalText() ([]byte, error)
	UnmarshalText(text []byte) error
}

// PositionText checks one input of Position.UnmarshalText, read into a
// copy of recv: text it refuses gives a *core.ParseError and leaves the
// receiver as it was; a position it reads writes a text form that reads
// back to an Equal position with the same hash and legal moves.
func PositionText[P any, PP Position[P]](t T, s string, recv P) {
	t.Helper()
	p := recv
	if err := PP(&p).UnmarshalText([]byte(s)); err != nil {
		var pe *core.ParseError
		if !errors.As(err, &pe) {
			t.Fatalf("UnmarshalText(%q): error %T %v is not a *core.ParseError", s, err, err)
		}
		if !PP(&p).Equal(recv) {
			t.Fatalf("UnmarshalText(%q) failed with %v and changed the position", s, err)
		}
		return
	}
	RoundTrip[P, PP](t, p)
}

// RoundTrip checks that p survives its text form and JSON: MarshalText
// writes text whose rules part is p's RuleSet (or no text, the zero
// Position's text form in qiguo), which UnmarshalText (into the zero
// Position) reads back to a position Equal to p, with p's hash, FEN,
// outcome, claims and legal moves; json.Marshal and json.Unmarshal do the
// same.
func RoundTrip[P any, PP Position[P]](t T, p P) {
	t.Helper()
	pp := PP(&p)
	text, err := pp.MarshalText()
	if err != nil {
		t.Fatalf("%s: MarshalText: %v", pp.FEN(), err)
	}
	if want := pp.RuleSet() + "|"; len(text) > 0 && (len(text) < len(want) || string(text[:len(want)]) != want) {
		t.Fatalf("%s: MarshalText %q does not start with the rules %q", pp.FEN(), text, want)
	}
	var q P
	if err := PP(&q).UnmarshalText(text); err != nil {
		t.Fatalf("UnmarshalText(%q): %v", text, err)
	}
	same[P, PP](t, string(text), p, q)
	data, err := json.Marshal(struct{ P P }{p})
	if err != nil {
		t.Fatalf("%s: json.Marshal: %v", pp.FEN(), err)
	}
	var back struct{ P P }
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatalf("json.Unmarshal(%s): %v", data, err)
	}
	same[P, PP](t, string(data), p, back.P)
}

// same checks that q, read from text, is p.
func same[P any, PP Position[P]](t T, text string, p, q P) {
	t.Helper()
	pp, qq := PP(&p), PP(&q)
	if !qq.Equal(p) || !pp.Equal(q) || qq.Hash() != pp.Hash() || qq.FEN() != pp.FEN() || qq.RuleSet() != pp.RuleSet() {
		t.Fatalf("%s reads back as %s (%s), not %s (%s)", text, qq.FEN(), qq.RuleSet(), pp.FEN(), pp.RuleSet())
	}
	if !qq.Outcome().Equal(pp.Outcome()) || qq.Claims() != pp.Claims() {
		t.Fatalf("%s reads back with the outcome %v and claims %v, not %v and %v", text, qq.Outcome(), qq.Claims(), pp.Outcome(), pp.Claims())
	}
	if a, b := Legal(pp), Legal(qq); !slices.Equal(a, b) {
		t.Fatalf("%s reads back with the legal moves %v, not %v", text, b, a)
	}
}

// Legal returns p's legal moves in its coordinate notation, in
// generation order.
func Legal(p core.Position) []string {
	var out []string
	for m := range p.LegalMoves() {
		out = append(out, p.MoveText(m))
	}
	return out
}

// FEN checks one input of ParseFEN under rules r: text it refuses gives a
// *core.ParseError wrapping core.ErrSyntax or core.ErrIllegalPosition; a
// position it reads writes a FEN that reads back to an Equal position
// with the same FEN and hash, lists as many moves as it counts, has no
// legal move once the game has ended (and, in a two-player game, has
// ended when it has no legal move), writes each legal move in
// coordinates and SAN that read back to it and plays it, makes and takes
// back the first moves it lists, and answers perft, its claims and the
// attackers of a square.
func FEN[R any, P any, PP Position[P]](t T, fen string, r R, parse func(string, R) (P, error)) {
	t.Helper()
	p, err := parse(fen, r)
	if err != nil {
		var pe *core.ParseError
		if !errors.As(err, &pe) || !errors.Is(err, core.ErrSyntax) && !errors.Is(err, core.ErrIllegalPosition) {
			t.Fatalf("ParseFEN(%q): error %T %v is not a *core.ParseError wrapping ErrSyntax or ErrIllegalPosition", fen, err, err)
		}
		return
	}
	pp := PP(&p)
	out := pp.FEN()
	q, err := parse(out, r)
	if err != nil {
		t.Fatalf("ParseFEN(%q) writes %q, which does not read back: %v", fen, out, err)
	}
	if qq := PP(&q); qq.FEN() != out || !qq.Equal(p) || qq.Hash() != pp.Hash() {
		t.Fatalf("ParseFEN(%q) writes %q, which reads back as %q", fen, out, qq.FEN())
	}
	moves := pp.AppendLegalMoves(nil)
	if n := pp.CountLegalMoves(); n != len(moves) {
		t.Fatalf("%s: CountLegalMoves %d, %d listed", out, n, len(moves))
	}
	if o := pp.Outcome(); o.IsOver() && len(moves) > 0 || !o.IsOver() && len(moves) == 0 && pp.Sides() == 2 {
		t.Fatalf("%s: outcome %v with %d legal moves", out, o, len(moves))
	}
	for i, m := range moves {
		if back, err := pp.ParseMove(pp.MoveText(m)); err != nil || back != m {
			t.Fatalf("%s: %q reads back as %v, %v", out, pp.MoveText(m), back, err)
		}
		if back, err := pp.ParseSAN(pp.SAN(m)); err != nil || back != m {
			t.Fatalf("%s: SAN %q reads back as %v, %v", out, pp.SAN(m), back, err)
		}
		if err := pp.Clone().PlayMove(m); err != nil {
			t.Fatalf("%s: PlayMove(%s) of a listed move: %v", out, pp.MoveText(m), err)
		}
		if i >= 8 {
			continue
		}
		u := pp.MakeMove(m)
		pp.Outcome()
		pp.UnmakeMove(m, u)
		if pp.FEN() != out || !pp.Equal(q) || pp.Hash() != PP(&q).Hash() {
			t.Fatalf("%s: make and unmake of %s give %s", out, pp.MoveText(m), pp.FEN())
		}
	}
	pp.Perft(2)
	pp.Claims()
	pp.AppendAttackers(nil, core.SquareAt(4, 3), pp.Side())
}

// MoveText checks one input of the move parsers in p: ParseMove, ParseSAN
// and ParseLenient refuse text with a *core.MoveError wrapping one of
// core's sentinels, and read text to a move p plays (a legal move, or an
// action the game takes) whose coordinates and SAN read back to it;
// parseCoord (the package's ParseCoord) refuses text with a
// *core.ParseError wrapping core.ErrSyntax or reads a move that format
// (FormatMove) writes back to text that reads as it, and that p plays or
// refuses with one of core's sentinels. p is unchanged.
func MoveText(t T, p core.Position, s string, parseCoord func(string) (core.Move, error), format func(core.Move) string) {
	t.Helper()
	fen := p.FEN()
	for _, c := range []struct {
		name  string
		parse func(string) (core.Move, error)
	}{{"ParseMove", p.ParseMove}, {"ParseSAN", p.ParseSAN}, {"ParseLenient", p.ParseLenient}} {
		m, err := c.parse(s)
		if err != nil {
			var me *core.MoveError
			if !errors.As(err, &me) || !moveSentinel(err) {
				t.Fatalf("%s(%q) in %s: error %T %v is not a *core.MoveError wrapping a sentinel", c.name, s, fen, err, err)
			}
			continue
		}
		if err := p.Clone().PlayMove(m); err != nil {
			t.Fatalf("%s(%q) in %s reads %v, which PlayMove refuses: %v", c.name, s, fen, m, err)
		}
		if back, err := p.ParseMove(p.MoveText(m)); err != nil || back != m {
			t.Fatalf("%s(%q) in %s: %q reads back as %v, %v", c.name, s, fen, p.MoveText(m), back, err)
		}
		if back, err := p.ParseSAN(p.SAN(m)); err != nil || back != m {
			t.Fatalf("%s(%q) in %s: SAN %q reads back as %v, %v", c.name, s, fen, p.SAN(m), back, err)
		}
		if back, err := p.ParseLenient(p.LAN(m)); err != nil || back != m {
			t.Fatalf("%s(%q) in %s: LAN %q reads back as %v, %v", c.name, s, fen, p.LAN(m), back, err)
		}
		if line, err := p.VariationSAN([]core.Move{m}); err != nil || !strings.HasSuffix(line, p.SAN(m)) {
			t.Fatalf("%s(%q) in %s: VariationSAN %q, %v", c.name, s, fen, line, err)
		}
	}
	m, err := parseCoord(s)
	if err != nil {
		var pe *core.ParseError
		if !errors.As(err, &pe) || !errors.Is(err, core.ErrSyntax) {
			t.Fatalf("ParseCoord(%q): error %T %v is not a *core.ParseError wrapping ErrSyntax", s, err, err)
		}
		return
	}
	if back, err := parseCoord(format(m)); err != nil || back != m {
		t.Fatalf("ParseCoord(%q) = %v, written %q, which reads back as %v, %v", s, m, format(m), back, err)
	}
	p.SAN(m)
	p.LAN(m)
	p.IsCapture(m)
	p.GivesCheck(m)
	if err := p.Clone().PlayMove(m); err != nil && !moveSentinel(err) {
		t.Fatalf("PlayMove(%v) in %s: error %v wraps no sentinel", m, fen, err)
	}
	if p.FEN() != fen {
		t.Fatalf("the queries of %v changed %s to %s", m, fen, p.FEN())
	}
}

// moveSentinel reports whether err wraps one of the sentinels of a move
// that cannot be played.
func moveSentinel(err error) bool {
	for _, e := range []error{core.ErrSyntax, core.ErrIllegalMove, core.ErrAmbiguousMove, core.ErrGameOver, core.ErrIllegalPosition} {
		if errors.Is(err, e) {
			return true
		}
	}
	return false
}

// IllegalSAN checks that SAN writes each of moves that is not legal in p
// in coordinates, as format (FormatMove) does, without a panic.
func IllegalSAN(t T, p core.Position, format func(core.Move) string, moves ...core.Move) {
	t.Helper()
	for _, m := range moves {
		if p.IsLegal(m) {
			continue
		}
		if got := p.SAN(m); got != format(m) {
			t.Fatalf("%s: SAN(%v) = %q, want %q", p.FEN(), m, got, format(m))
		}
	}
}

// JunkMoves are moves of every form for IllegalSAN and the like: a drop,
// a pass, an action, a move from a corner to the other, a step up the
// e-file, a promotion to a queen.
func JunkMoves() []core.Move {
	sq := core.MustParseSquare
	return []core.Move{
		core.NewDrop(core.Rook, sq("e4")),
		core.NewPass(),
		core.NewAction(core.Resign),
		core.NewMove(sq("a1"), sq("h8")),
		core.NewMove(sq("e4"), sq("e5")),
		core.NewPromotion(sq("e7"), sq("e8"), core.Queen),
	}
}

// Refused checks that err, what a parser or Play answered to input it
// must refuse, is a *core.ParseError or *core.MoveError wrapping want
// whose message says each of says.
func Refused(t T, err, want error, says ...string) {
	t.Helper()
	var pe *core.ParseError
	var me *core.MoveError
	if !errors.Is(err, want) || !errors.As(err, &pe) && !errors.As(err, &me) {
		t.Fatalf("error %v, want a *core.ParseError or *core.MoveError wrapping %v", err, want)
	}
	for _, s := range says {
		if !strings.Contains(err.Error(), s) {
			t.Fatalf("error %q does not say %q", err, s)
		}
	}
}

// DrawBoard draws the board field of an 8x8 FEN for property tests: the
// kings' letters on two squares drawn at random, then up to maxPieces more
// on other squares, each the letter piece draws for its square (0 for
// none: a pawn on its last rank, say). Squares count from a1 (0) to h8
// (63); the field lists rank 8 first.
func DrawBoard(t *rapid.T, kings [2]byte, maxPieces int, piece func(sq int) byte) string {
	var board [64]byte
	squares := rapid.Permutation(func() []int {
		s := make([]int, 64)
		for i := range s {
			s[i] = i
		}
		return s
	}()).Draw(t, "squares")
	board[squares[0]], board[squares[1]] = kings[0], kings[1]
	for i := range rapid.IntRange(0, maxPieces).Draw(t, "pieces") {
		board[squares[2+i]] = piece(squares[2+i])
	}
	var fen []byte
	for rank := 7; rank >= 0; rank-- {
		empty := 0
		for file := range 8 {
			if c := board[rank*8+file]; c == 0 {
				empty++
			} else {
				if empty > 0 {
					fen = strconv.AppendInt(fen, int64(empty), 10)
					empty = 0
				}
				fen = append(fen, c)
			}
		}
		if empty > 0 {
			fen = strconv.AppendInt(fen, int64(empty), 10)
		}
		if rank > 0 {
			fen = append(fen, '/')
		}
	}
	return string(fen)
}

// SortedLegal returns p's legal moves in its coordinate notation, sorted
// (nil for none): the set to compare with a reference or another
// position's.
func SortedLegal(p core.Position) []string {
	out := Legal(p)
	slices.Sort(out)
	return out
}

// LAN checks the long algebraic notation of the legal move that p's
// ParseMove reads from move: LAN writes want, and ParseLenient reads it
// back, without its check mark, with annotation marks after it, with "x"
// for "-" and with no separator; strict ParseSAN takes it only if it is
// the SAN, else refuses it with a syntax error saying what to write.
func LAN(t T, p core.Position, move, want string) {
	t.Helper()
	m, err := p.ParseMove(move)
	if err != nil {
		t.Fatalf("%s: %v", p.FEN(), err)
	}
	if got := p.LAN(m); got != want {
		t.Fatalf("%s: LAN(%s) = %q, want %q", p.FEN(), move, got, want)
	}
	if a, ok := p.(interface {
		AppendLAN([]byte, core.Move) []byte
	}); !ok {
		t.Fatalf("%T has no AppendLAN", p)
	} else if got := string(a.AppendLAN([]byte("x"), m)); got != "x"+want {
		t.Fatalf("%s: AppendLAN(%s) = %q", p.FEN(), move, got)
	}
	for _, s := range []string{want, strings.TrimRight(want, "+#"), want + "!?", " " + want + " ", strings.Replace(want, "-", "x", 1), strings.Replace(want, "-", "", 1)} {
		if back, err := p.ParseLenient(s); err != nil || back != m {
			t.Fatalf("%s: ParseLenient(%q) = %v, %v; want %s", p.FEN(), s, back, err, move)
		}
	}
	_, err = p.ParseSAN(want)
	if san := p.SAN(m); san != want && (!errors.Is(err, core.ErrSyntax) || !strings.Contains(err.Error(), "write "+strings.TrimRight(san, "+#"))) {
		t.Fatalf("%s: ParseSAN(%q) = %v; want a syntax error saying write %s", p.FEN(), want, err, san)
	}
}

// Ambiguous checks that SAN text s fits several legal moves of p: strict
// and lenient SAN refuse it with an error wrapping core.ErrAmbiguousMove
// whose message is want.
func Ambiguous(t T, p core.Position, s, want string) {
	t.Helper()
	for _, parse := range []func(string) (core.Move, error){p.ParseSAN, p.ParseLenient} {
		_, err := parse(s)
		var me *core.MoveError
		if !errors.As(err, &me) || !errors.Is(err, core.ErrAmbiguousMove) || me.Msg != want {
			t.Fatalf("%s: %q: %v; want %q", p.FEN(), s, err, want)
		}
	}
}

// Marks checks Fairy-Stockfish's mark of a promoted piece ("Q~") in p, a
// position read from a FEN that has one: p's FEN writes it back, the
// legal move that ParseMove reads from move leaves the board field board
// (the mark following its piece, or gone with a captured one), the FEN
// after it reads back (parse) to the same FEN, and unmaking the move
// restores p's FEN.
func Marks(t T, p core.Position, parse func(string) (core.Position, error), move, board string) {
	t.Helper()
	fen := p.FEN()
	if !strings.Contains(strings.Fields(fen)[0], "~") {
		t.Fatalf("%s: the mark of a promoted piece is not written back", fen)
	}
	m, err := p.ParseMove(move)
	if err != nil {
		t.Fatalf("%s: %v", fen, err)
	}
	q := p.Clone()
	u := q.MakeMove(m)
	after := q.FEN()
	if got := strings.Fields(after)[0]; got != board {
		t.Fatalf("%s: after %s the board is %s, want %s", fen, move, got, board)
	}
	if back, err := parse(after); err != nil || back.FEN() != after || back.Hash() != q.Hash() {
		t.Fatalf("%s: does not read back: %v", after, err)
	}
	q.UnmakeMove(m, u)
	if q.FEN() != fen {
		t.Fatalf("%s: unmake of %s gives %s", fen, move, q.FEN())
	}
}

// EditPieces applies data to a board editor as placements, for fuzz
// targets: each three bytes are a square (an index into g's squares, or
// off the board), a colour and a kind, put with put (a kind 0 empties the
// square). Whatever it puts, put must refuse with a *core.ParseError
// wrapping core.ErrIllegalPosition, never panic.
func EditPieces(t T, g core.Geometry, data []byte, put func(core.Square, core.Piece) error) {
	t.Helper()
	for i := 0; i+2 < len(data); i += 3 {
		idx := int(data[i]) * (g.Size() + 8) / 256
		sq := core.SquareAt(idx%g.Files, idx/g.Files) // rank beyond the board for the last few
		k := core.Kind(int(data[i+2]) % (int(core.NumKinds) + 1))
		pc := core.MakePiece(core.Color(data[i+1]&7), k)
		if k == 0 {
			pc = core.NoPiece
		}
		if err := put(sq, pc); err != nil {
			var pe *core.ParseError
			if !errors.As(err, &pe) || !errors.Is(err, core.ErrIllegalPosition) {
				t.Fatalf("Put(%v, %v): %v is not a *core.ParseError wrapping ErrIllegalPosition", sq, pc, err)
			}
		}
	}
}

// Edited checks what a board editor's Position gave: a position whose FEN
// reads back (parse) to one with the same FEN, or a *core.ParseError
// wrapping core.ErrIllegalPosition or core.ErrSyntax.
func Edited(t T, p core.Position, err error, parse func(string) (core.Position, error)) {
	t.Helper()
	if err != nil {
		var pe *core.ParseError
		if !errors.As(err, &pe) || !errors.Is(err, core.ErrIllegalPosition) && !errors.Is(err, core.ErrSyntax) {
			t.Fatalf("Position: %v is not a *core.ParseError wrapping ErrIllegalPosition or ErrSyntax", err)
		}
		return
	}
	if q, err := parse(p.FEN()); err != nil || q.FEN() != p.FEN() {
		t.Fatalf("Position: %s does not read back: %v", p.FEN(), err)
	}
}

// Betza checks each kind's movement (the package's Movement) in Betza's
// notation against want.
func Betza(t TE, movement func(core.Kind) core.Movement, want map[core.Kind]string) {
	t.Helper()
	for k, want := range want {
		if got := movement(k).String(); got != want {
			t.Errorf("%v: %q, want %q", k, got, want)
		}
	}
}
