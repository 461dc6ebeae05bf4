// Package conform checks, in tests, that a game's *Position keeps the
// contract of core.Position: it plays random games through the interface
// alone and checks at every position that the methods agree with each
// other (the move list in its three forms, make and unmake, PlayMove and
// Clone, IsCapture and GivesCheck against the board, AppendAttackers
// against check, King, the names, the move texts both ways, perft) and
// that the hot path allocates nothing.
package conform

import (
	"errors"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
	"pgregory.net/rapid"
)

// Options tune a check. The zero value checks 100 games of up to 80 plies
// from the start position given.
type Options struct {
	// Parse reads a FEN back under the position's rules; nil skips the FEN
	// round trip.
	Parse func(fen string) (core.Position, error)
	// Starts are more positions to start games from, besides the one given.
	Starts []core.Position
	// Plies bounds each random game (default 80).
	Plies int
}

// Check plays random games from start (and opt.Starts) through the
// core.Position interface and reports every disagreement.
func Check(t *testing.T, start core.Position, opt Options) {
	t.Helper()
	if opt.Plies == 0 {
		opt.Plies = 80
	}
	starts := append([]core.Position{start}, opt.Starts...)
	checkStatic(t, start)
	rapid.Check(t, func(rt *rapid.T) {
		p := rapid.SampledFrom(starts).Draw(rt, "start").Clone()
		start := p.Clone()
		var line []core.Move
		var sans []string
		n := rapid.IntRange(0, opt.Plies).Draw(rt, "plies")
		for i := 0; i < n; i++ {
			checkPosition(rt, p, opt)
			moves := p.AppendLegalMoves(nil)
			if len(moves) == 0 {
				break
			}
			m := moves[rapid.IntRange(0, len(moves)-1).Draw(rt, "move")]
			line, sans = append(line, m), append(sans, p.SAN(m))
			if err := p.PlayMove(m); err != nil {
				rt.Fatalf("%s: PlayMove(%s) of a listed move: %v", p.FEN(), p.MoveText(m), err)
			}
		}
		checkPosition(rt, p, opt)
		checkLine(rt, start, line, sans)
	})
	checkAllocs(t, start)
}

// checkStatic checks what does not depend on the position's moves.
func checkStatic(t *testing.T, p core.Position) {
	if p.Variant() == "" {
		t.Error("Variant is empty")
	}
	if p.Sides() < 2 || p.Sides() > core.MaxColors {
		t.Errorf("Sides = %d", p.Sides())
	}
	for c := range core.Color(p.Sides()) {
		if p.SideName(c) == "" {
			t.Errorf("SideName(%d) is empty", c)
		}
	}
	if g := p.Geometry(); g.Files < 1 || g.Ranks < 1 || g.Files > core.MaxFiles || g.Ranks > core.MaxRanks {
		t.Errorf("Geometry = %+v", g)
	}
	if p.String() != p.FEN() || string(p.AppendFEN([]byte("x"))) != "x"+p.FEN() {
		t.Error("String, FEN and AppendFEN disagree")
	}
}

type fatalf interface {
	Fatalf(format string, args ...any)
}

func checkPosition(t fatalf, p core.Position, opt Options) {
	fen := p.FEN()
	g := p.Geometry()
	moves := p.AppendLegalMoves(nil)
	var seq []core.Move
	for m := range p.LegalMoves() {
		seq = append(seq, m)
	}
	if !slices.Equal(moves, seq) || p.CountLegalMoves() != len(moves) || p.Perft(1) != uint64(len(moves)) {
		t.Fatalf("%s: AppendLegalMoves %d, LegalMoves %d, CountLegalMoves %d, Perft(1) %d disagree", fen, len(moves), len(seq), p.CountLegalMoves(), p.Perft(1))
	}
	if o := p.Outcome(); o.IsOver() && len(moves) > 0 {
		t.Fatalf("%s: the game is over (%v) but %d moves are legal", fen, o, len(moves))
	}
	if p.Outcome().IsOver() && p.Claims() != 0 {
		t.Fatalf("%s: a finished game has claims %v", fen, p.Claims())
	}
	// Pieces, At and the names.
	count := 0
	for sq, pc := range p.Pieces() {
		count++
		if !g.Contains(sq) || p.At(sq) != pc || pc == core.NoPiece {
			t.Fatalf("%s: Pieces gives %v on %v, At gives %v", fen, pc, sq, p.At(sq))
		}
		if p.PieceName(pc) == "" {
			t.Fatalf("%s: PieceName(%v) is empty", fen, pc)
		}
	}
	for c := range core.Color(p.Sides()) {
		if k := p.King(c); k != core.NoSquare && p.At(k).Color() != c {
			t.Fatalf("%s: King(%v) = %v holds %v", fen, c, k, p.At(k))
		}
	}
	side := p.Side()
	if p.InCheck() {
		k := p.King(side)
		if k == core.NoSquare {
			t.Fatalf("%s: in check without a king", fen)
		}
		attacked := false
		for c := range core.Color(p.Sides()) {
			if c != side && len(p.AppendAttackers(nil, k, c)) > 0 {
				attacked = true
			}
		}
		if !attacked {
			t.Fatalf("%s: in check, but no side attacks the king on %v", fen, k)
		}
	}
	if p.Sides() == 2 && !p.InCheck() && len(moves) > 0 {
		if k := p.King(side); k != core.NoSquare && len(p.AppendAttackers(nil, k, side.Other())) > 0 {
			t.Fatalf("%s: the king on %v is attacked but InCheck is false", fen, k)
		}
	}
	if opt.Parse != nil {
		q, err := opt.Parse(fen)
		if err != nil || q.FEN() != fen || q.Hash() != p.Hash() {
			t.Fatalf("%s: FEN round trip: %v, %v", fen, q, err)
		}
	}
	if got := p.LegalMovesSAN(); len(got) != len(moves) {
		t.Fatalf("%s: LegalMovesSAN %q for %d moves", fen, got, len(moves))
	} else {
		for i, m := range moves {
			if got[i] != p.SAN(m) {
				t.Fatalf("%s: LegalMovesSAN[%d] = %q, SAN %q", fen, i, got[i], p.SAN(m))
			}
		}
	}
	before := count
	hash := p.Hash()
	for _, m := range moves {
		if !p.IsLegal(m) {
			t.Fatalf("%s: %v listed but not IsLegal", fen, m)
		}
		// Move text both ways.
		text, san := p.MoveText(m), p.SAN(m)
		if back, err := p.ParseMove(text); err != nil || back != m {
			t.Fatalf("%s: ParseMove(%q) = %v, %v; want %v", fen, text, back, err, m)
		}
		if back, err := p.ParseSAN(san); err != nil || back != m {
			t.Fatalf("%s: ParseSAN(%q) = %v, %v; want %v", fen, san, back, err, m)
		}
		lan := p.LAN(m)
		if strings.TrimRight(lan, "+#") == strings.TrimRight(text, "+#") && !m.IsDrop() && !m.IsPass() && m.Action() == core.NoAction {
			t.Fatalf("%s: LAN(%s) = %q, the coordinates", fen, text, lan)
		}
		if strings.HasSuffix(san, "+") != strings.HasSuffix(lan, "+") || strings.HasSuffix(san, "#") != strings.HasSuffix(lan, "#") {
			t.Fatalf("%s: SAN %q and LAN %q disagree on the check mark", fen, san, lan)
		}
		for _, s := range []string{san, text, lan, strings.TrimRight(lan, "+#")} {
			if back, err := p.ParseLenient(s); err != nil || back != m {
				t.Fatalf("%s: ParseLenient(%q) = %v, %v; want %v", fen, s, back, err, m)
			}
		}
		capture, check := p.IsCapture(m), p.GivesCheck(m)
		if capture && !m.IsDrop() && m.Removal() == core.NoSquare && m.To() != m.From() {
			// The capturer attacks the square it captures on.
			if !slices.Contains(p.AppendAttackers(nil, m.To(), side), m.From()) {
				t.Fatalf("%s: %s captures on %v, but AppendAttackers(%v, %v) = %v", fen, text, m.To(), m.To(), side, p.AppendAttackers(nil, m.To(), side))
			}
		}
		u := p.MakeMove(m)
		after := 0
		for range p.Pieces() {
			after++
		}
		if !m.IsDrop() && capture != (after < before) {
			t.Fatalf("%s: %s: IsCapture %v, but the pieces went from %d to %d", fen, text, capture, before, after)
		}
		if check != p.InCheck() {
			t.Fatalf("%s: %s: GivesCheck %v, InCheck after it %v", fen, text, check, p.InCheck())
		}
		p.UnmakeMove(m, u)
		if p.FEN() != fen || p.Hash() != hash {
			t.Fatalf("%s: make/unmake of %s gives %s", fen, text, p.FEN())
		}
		// PlayMove on a clone plays the same move; the original stays.
		q := p.Clone()
		if err := q.PlayMove(m); err != nil {
			t.Fatalf("%s: PlayMove(%s) on a clone: %v", fen, text, err)
		}
		r := p.Clone()
		r.MakeMove(m)
		if q.FEN() != r.FEN() || q.Hash() != r.Hash() || p.FEN() != fen {
			t.Fatalf("%s: PlayMove and MakeMove of %s disagree (%s, %s), or the clone is shared", fen, text, q.FEN(), r.FEN())
		}
	}
	// An illegal move is refused and changes nothing.
	bad := core.NewMove(core.SquareAt(0, 0), core.SquareAt(0, 0))
	if err := p.PlayMove(bad); err == nil || p.FEN() != fen {
		t.Fatalf("%s: PlayMove of a null step: %v, now %s", fen, err, p.FEN())
	} else if !errors.Is(err, core.ErrIllegalMove) && !errors.Is(err, core.ErrGameOver) {
		t.Fatalf("%s: PlayMove of a null step: %v wraps neither ErrIllegalMove nor ErrGameOver", fen, err)
	}
}

// checkLine checks VariationSAN against the SAN of each move of a line
// played from start: the same moves once the move numbers are taken out,
// numbered from the first; start is unchanged; and the line with an
// illegal move after it is an error naming that move of the line.
func checkLine(t fatalf, start core.Position, line []core.Move, sans []string) {
	fen := start.FEN()
	got, err := start.VariationSAN(line)
	if err != nil || start.FEN() != fen {
		t.Fatalf("%s: VariationSAN of a legal line: %v (the position is now %s)", fen, err, start.FEN())
	}
	var moves []string
	for i, tok := range strings.Fields(got) {
		num := strings.TrimLeft(tok, "0123456789")
		if len(num) < len(tok) && strings.HasPrefix(num, ".") {
			if tok = strings.TrimLeft(num, "."); tok == "" {
				continue
			}
		} else if i == 0 {
			t.Fatalf("%s: VariationSAN %q does not start with a move number", fen, got)
		}
		moves = append(moves, tok)
	}
	if !slices.Equal(moves, sans) {
		t.Fatalf("%s: VariationSAN %q, want the moves %q", fen, got, sans)
	}
	bad := append(slices.Clip(line), core.NewMove(core.SquareAt(0, 0), core.SquareAt(0, 0)))
	_, err = start.VariationSAN(bad)
	var me *core.MoveError
	want := "move " + strconv.Itoa(len(bad)) + " of the line"
	if !errors.As(err, &me) || !strings.HasPrefix(me.Msg, want) || !errors.Is(err, core.ErrIllegalMove) && !errors.Is(err, core.ErrGameOver) || start.FEN() != fen {
		t.Fatalf("%s: VariationSAN with an illegal last move: %v; want %q", fen, err, want)
	}
}

// checkAllocs checks that the hot path allocates nothing.
func checkAllocs(t *testing.T, start core.Position) {
	p := start.Clone()
	buf := make([]core.Move, 0, 1024)
	moves := p.AppendLegalMoves(nil)
	if len(moves) == 0 {
		return
	}
	if n := testing.AllocsPerRun(20, func() {
		buf = p.AppendLegalMoves(buf[:0])
		for _, m := range buf {
			u := p.MakeMove(m)
			p.CountLegalMoves()
			p.UnmakeMove(m, u)
		}
	}); n != 0 {
		t.Errorf("AppendLegalMoves, MakeMove, CountLegalMoves and UnmakeMove allocate (%v per run)", n)
	}
}

// A Zero says what a game's zero Position answers.
type Zero struct {
	Variant  string        // its Variant
	FEN      string        // its FEN: the empty board's under Default
	Sides    int           // its Sides
	Geometry core.Geometry // its Geometry
	// Moves are moves to try on it, of every form the game has (drops,
	// passes, actions...); the zero Move is tried too.
	Moves []core.Move
	// Texts are move texts to parse in it.
	Texts []string
}

// CheckZero checks, without a panic, every method of core.Position on
// the zero Position p as the SDK has it: "The zero Position is not a
// valid position: it has no pieces and no legal moves; Play, PlayMove,
// ParseMove, ParseSAN and ParseLenient return errors wrapping
// core.ErrIllegalPosition, and its FEN is the empty board's under
// Default." Its rule set is "default", its outcome the zero Outcome with
// no claims, MakeMove and UnmakeMove change nothing, the zero Move is
// "0000" in both notations. The package's test checks the rest (Play,
// Equal, the text form, its own methods).
func CheckZero(t *testing.T, p core.Position, want Zero) {
	t.Helper()
	if p.Variant() != want.Variant || p.RuleSet() != "default" || p.Sides() != want.Sides || p.Geometry() != want.Geometry {
		t.Errorf("zero: Variant %q, RuleSet %q, Sides %d, Geometry %v", p.Variant(), p.RuleSet(), p.Sides(), p.Geometry())
	}
	for c := range core.Color(p.Sides()) {
		if p.SideName(c) == "" || p.King(c) != core.NoSquare || len(p.AppendAttackers(nil, core.SquareAt(4, 3), c)) != 0 {
			t.Errorf("zero: SideName(%d) %q, King %v or attackers", c, p.SideName(c), p.King(c))
		}
	}
	if name := p.SideName(core.Color(p.Sides())); name != "" {
		t.Errorf("zero: SideName(%d) = %q", p.Sides(), name)
	}
	for sq := range p.Geometry().Squares() {
		if p.At(sq) != core.NoPiece {
			t.Fatalf("zero: a piece on %v", sq)
		}
	}
	for range p.Pieces() {
		t.Error("zero: Pieces yields a piece")
	}
	for range p.LegalMoves() {
		t.Error("zero: LegalMoves yields a move")
	}
	if p.Side() != 0 || p.InCheck() || p.Hash() != 0 || p.CountLegalMoves() != 0 || len(p.AppendLegalMoves(nil)) != 0 {
		t.Errorf("zero: Side %v, InCheck %v, Hash %x, %d moves", p.Side(), p.InCheck(), p.Hash(), p.CountLegalMoves())
	}
	fen := p.FEN()
	if fen != want.FEN || string(p.AppendFEN([]byte("x"))) != "x"+fen || p.String() != fen {
		t.Errorf("zero: FEN %q, want %q", fen, want.FEN)
	}
	for _, m := range append([]core.Move{{}}, want.Moves...) {
		if p.IsLegal(m) || p.IsCapture(m) || p.GivesCheck(m) {
			t.Errorf("zero: %v is legal, a capture or a check", m)
		}
		err := p.PlayMove(m)
		var me *core.MoveError
		if !errors.Is(err, core.ErrIllegalPosition) || !errors.As(err, &me) {
			t.Errorf("zero: PlayMove(%v) = %v, want a *core.MoveError wrapping ErrIllegalPosition", m, err)
		}
		u := p.MakeMove(m)
		p.UnmakeMove(m, u)
		if p.FEN() != fen || p.Hash() != 0 {
			t.Errorf("zero: MakeMove and UnmakeMove of %v give %s", m, p.FEN())
		}
		if p.SAN(m) == "" || p.MoveText(m) == "" {
			t.Errorf("zero: SAN %q, MoveText %q of %v", p.SAN(m), p.MoveText(m), m)
		}
	}
	for _, s := range want.Texts {
		for name, parse := range map[string]func(string) (core.Move, error){"ParseMove": p.ParseMove, "ParseSAN": p.ParseSAN, "ParseLenient": p.ParseLenient} {
			_, err := parse(s)
			var me *core.MoveError
			if !errors.Is(err, core.ErrIllegalPosition) || !errors.As(err, &me) {
				t.Errorf("zero: %s(%q) = %v, want a *core.MoveError wrapping ErrIllegalPosition", name, s, err)
			}
		}
	}
	if p.SAN(core.Move{}) != "0000" || p.MoveText(core.Move{}) != "0000" {
		t.Errorf("zero: the zero Move is %q in SAN, %q in coordinates", p.SAN(core.Move{}), p.MoveText(core.Move{}))
	}
	if p.Clone().FEN() != fen || p.Perft(0) != 1 || p.Perft(3) != 0 {
		t.Error("zero: Clone or Perft")
	}
	if !p.Outcome().Equal(core.Outcome{}) || p.Claims() != 0 {
		t.Errorf("zero: Outcome %v, Claims %v", p.Outcome(), p.Claims())
	}
}

// RefAttackers lists, in square order, the squares of side by's pieces in
// p that attack sq, found by brute force on core's reference board
// holding p's pieces: those whose movement could capture an enemy piece
// standing on sq. movement gives the movement with which the piece pc
// standing on from may attack to (nil for none), so a game adds there its
// powers beyond the kinds' movements.
func RefAttackers(p core.Position, movement func(from core.Square, pc core.Piece, to core.Square) core.Movement, sq core.Square, by core.Color) []core.Square {
	b := core.NewBoard(p.Geometry())
	for s, pc := range p.Pieces() {
		b.Set(s, pc)
	}
	var out []core.Square
	for s, pc := range p.Pieces() {
		if pc.Color() == by && s != sq && b.Attacks(s, pc, movement(s, pc, sq), sq) {
			out = append(out, s)
		}
	}
	return out
}

// CheckAttackers checks AppendAttackers against [RefAttackers] on every
// square of p, for every side, reusing one buffer.
func CheckAttackers(t fatalf, p core.Position, movement func(from core.Square, pc core.Piece, to core.Square) core.Movement) {
	var buf []core.Square
	for sq := range p.Geometry().Squares() {
		for by := range core.Color(p.Sides()) {
			buf = p.AppendAttackers(buf[:0], sq, by)
			if want := RefAttackers(p, movement, sq, by); !slices.Equal(buf, want) {
				t.Fatalf("%s: attackers of %v by %v: %v, want %v", p.FEN(), sq, by, buf, want)
			}
		}
	}
}

// A Game is a game package's *Position with its Play and Equal.
type Game[P any] interface {
	*P
	core.Position
	Play(m core.Move) (P, error)
	Equal(q P) bool
}

// CheckPlay checks p's queries against the package's Play: for every
// legal move, GivesCheck says whether Play's position is in check, and
// PlayMove on a Clone gives Play's position (Equal, another FEN) and
// leaves p as it was; for every move of bad that is not legal, PlayMove
// returns exactly Play's error and leaves p unchanged.
func CheckPlay[P any, PP Game[P]](t fatalf, p P, bad ...core.Move) {
	pp := PP(&p)
	fen := pp.FEN()
	for m := range pp.LegalMoves() {
		q, err := pp.Play(m)
		if err != nil {
			t.Fatalf("%s: Play(%s) of a legal move: %v", fen, pp.MoveText(m), err)
		}
		if pp.GivesCheck(m) != PP(&q).InCheck() {
			t.Fatalf("%s: GivesCheck(%s) = %v", fen, pp.MoveText(m), !PP(&q).InCheck())
		}
		c := pp.Clone()
		if err := c.PlayMove(m); err != nil {
			t.Fatalf("%s: PlayMove(%s) of a legal move: %v", fen, pp.MoveText(m), err)
		}
		if cc, ok := c.(PP); !ok || !cc.Equal(q) || c.FEN() == fen || pp.FEN() != fen {
			t.Fatalf("%s: PlayMove(%s) on a clone gives %s, Play %s", fen, pp.MoveText(m), c.FEN(), PP(&q).FEN())
		}
	}
	for _, m := range bad {
		if pp.IsLegal(m) {
			continue
		}
		before := p
		_, perr := pp.Play(m)
		err := pp.PlayMove(m)
		if err == nil || perr == nil || err.Error() != perr.Error() || !pp.Equal(before) {
			t.Fatalf("%s: PlayMove(%s) = %v, Play %v", fen, pp.MoveText(m), err, perr)
		}
	}
}

// CheckMoveText checks that the legal move m of p reads back from the texts
// p writes for it: its coordinates through ParseMove and ParseLenient, its
// SAN through ParseSAN and ParseLenient, and its SAN without the check
// marks and its LAN through ParseLenient.
func CheckMoveText(t fatalf, p core.Position, m core.Move) {
	text, san := p.MoveText(m), p.SAN(m)
	for _, c := range []struct {
		name, text string
		parse      func(string) (core.Move, error)
	}{
		{"ParseMove", text, p.ParseMove},
		{"ParseLenient", text, p.ParseLenient},
		{"ParseSAN", san, p.ParseSAN},
		{"ParseLenient", san, p.ParseLenient},
		{"ParseLenient", strings.TrimRight(san, "+#"), p.ParseLenient},
		{"ParseLenient", p.LAN(m), p.ParseLenient},
	} {
		if back, err := c.parse(c.text); err != nil || back != m {
			t.Fatalf("%s: %s(%q) of %s = %v, %v", p.FEN(), c.name, c.text, text, back, err)
		}
	}
}

// CheckDivide checks that the counts divide (the package's Divide) gives
// below each legal move of p sum to Perft(depth), and that Perft(1) is the
// number of legal moves.
func CheckDivide(t fatalf, p core.Position, divide func(depth int) []core.DivideEntry, depth int) {
	var sum uint64
	for _, e := range divide(depth) {
		sum += e.Nodes
	}
	if want := p.Perft(depth); sum != want {
		t.Fatalf("%s: divide sums to %d, perft(%d) = %d", p.FEN(), sum, depth, want)
	}
	if p.Perft(1) != uint64(p.CountLegalMoves()) {
		t.Fatalf("%s: perft(1) %d, %d legal moves", p.FEN(), p.Perft(1), p.CountLegalMoves())
	}
}

// A PositionPtr is a game package's *Position.
type PositionPtr[P any] interface {
	*P
	core.Position
}

// Parser adapts a package's ParseFEN under rules r to [Options.Parse].
func Parser[R, P any, PP PositionPtr[P]](parse func(fen string, r R) (P, error), r R) func(fen string) (core.Position, error) {
	return func(fen string) (core.Position, error) {
		p, err := parse(fen, r)
		return PP(&p), err
	}
}

// Starts reads fens, constants of a test, with a package's ParseFEN under
// rules r, for [Options.Starts]; it panics if one does not read, as the
// packages' MustParseFEN does.
func Starts[R, P any, PP PositionPtr[P]](parse func(fen string, r R) (P, error), r R, fens ...string) []core.Position {
	out := make([]core.Position, len(fens))
	for i, fen := range fens {
		p, err := parse(fen, r)
		if err != nil {
			panic(err)
		}
		out[i] = PP(&p)
	}
	return out
}

// StartsOf returns the start positions (the package's StartPosition) of
// the rule sets sets, for [Options.Starts] and [CheckPinsInPlay].
func StartsOf[R, P any, PP PositionPtr[P]](start func(r R) P, sets ...R) []core.Position {
	out := make([]core.Position, len(sets))
	for i, r := range sets {
		p := start(r)
		out[i] = PP(&p)
	}
	return out
}

// A PinRef tells [CheckPins] how a game's pieces attack, for its
// brute-force search of pins.
type PinRef struct {
	// Movement gives the movement with which the piece pc standing on
	// from may attack to in p (as for [RefAttackers]).
	Movement func(p core.Position, from core.Square, pc core.Piece, to core.Square) core.Movement
	// Mover returns the side that moves the piece pc of p; nil for its
	// colour.
	Mover func(p core.Position, pc core.Piece) core.Color
	// Hostile reports whether the pieces side x moves may capture side
	// y's king; nil for x != y.
	Hostile func(p core.Position, x, y core.Color) bool
	// Blockers are pieces on the board that p.Pieces does not list (Qi
	// Guo's Zhou), placed on the reference board as they are.
	Blockers map[core.Square]core.Piece
}

// KindMovement is a [PinRef]'s Movement for a game whose pieces attack
// as their kinds move wherever they stand: movement (the package's
// Movement) of the piece's kind, read once for every kind.
func KindMovement(movement func(core.Kind) core.Movement) func(p core.Position, from core.Square, pc core.Piece, to core.Square) core.Movement {
	var moves [core.NumKinds]core.Movement
	for k := range moves {
		moves[k] = movement(core.Kind(k))
	}
	return func(_ core.Position, _ core.Square, pc core.Piece, _ core.Square) core.Movement {
		return moves[pc.Kind()]
	}
}

// RefPins lists, by brute force on core's reference board holding p's
// pieces, the pins of side c (see core.Pin): for each piece c moves other
// than its king, the pieces of hostile sides that attack the king with it
// taken off the board and not with it there, in the order of the pinned
// squares, then of the pinners'.
func RefPins(p core.Position, c core.Color, ref PinRef) []core.Pin {
	out := []core.Pin{}
	k := p.King(c)
	if k == core.NoSquare {
		return out
	}
	mover := func(pc core.Piece) core.Color {
		if ref.Mover != nil {
			return ref.Mover(p, pc)
		}
		return pc.Color()
	}
	hostile := func(x core.Color) bool {
		if ref.Hostile != nil {
			return ref.Hostile(p, x, c)
		}
		return x != c
	}
	b := core.NewBoard(p.Geometry())
	for sq, pc := range ref.Blockers {
		b.Set(sq, pc)
	}
	type piece struct {
		sq core.Square
		pc core.Piece
	}
	var own, enemies []piece
	for sq, pc := range p.Pieces() {
		b.Set(sq, pc)
		switch m := mover(pc); {
		case m == c && sq != k:
			own = append(own, piece{sq, pc})
		case m != c && hostile(m):
			enemies = append(enemies, piece{sq, pc})
		}
	}
	attacks := func(e piece) bool { return b.Attacks(e.sq, e.pc, ref.Movement(p, e.sq, e.pc, k), k) }
	var before []bool
	for _, e := range enemies {
		before = append(before, attacks(e))
	}
	for _, x := range own {
		b.Set(x.sq, core.NoPiece)
		for i, e := range enemies {
			if !before[i] && attacks(e) {
				out = append(out, core.Pin{Pinned: x.sq, Pinner: e.sq})
			}
		}
		b.Set(x.sq, x.pc)
	}
	slices.SortFunc(out, func(x, y core.Pin) int {
		if x.Pinned != y.Pinned {
			return int(x.Pinned) - int(y.Pinned)
		}
		return int(x.Pinner) - int(y.Pinner)
	})
	return out
}

// CheckPins checks Pins of every side of p against [RefPins], and IsPinned
// against them on the pinned pieces, the pinners, the kings, a few other
// pieces and an empty square.
func CheckPins(t fatalf, p core.Position, ref PinRef) {
	pinned := map[core.Square]bool{}
	var probe []core.Square
	for c := range core.Color(p.Sides()) {
		got, want := p.Pins(c), RefPins(p, c, ref)
		if got == nil || !slices.Equal(got, want) {
			t.Fatalf("%s: Pins(%v) = %v, want %v", p.FEN(), c, got, want)
		}
		for _, pin := range got {
			pinned[pin.Pinned] = true
			probe = append(probe, pin.Pinned, pin.Pinner)
		}
		probe = append(probe, p.King(c))
	}
	n := 0
	for sq := range p.Pieces() {
		if n++; n%16 == 1 {
			probe = append(probe, sq)
		}
	}
	for sq := range p.Geometry().Squares() {
		if p.At(sq) == core.NoPiece {
			probe = append(probe, sq)
			break
		}
	}
	for _, sq := range probe {
		if p.IsPinned(sq) != pinned[sq] {
			t.Fatalf("%s: IsPinned(%v) = %v", p.FEN(), sq, !pinned[sq])
		}
	}
}

// CheckPinsInPlay plays random games of up to plies plies from starts and
// checks the pins of every third position on the way and of the last
// ([CheckPins]).
func CheckPinsInPlay(t *testing.T, plies int, ref PinRef, starts ...core.Position) {
	rapid.Check(t, func(rt *rapid.T) {
		p := rapid.SampledFrom(starts).Draw(rt, "start").Clone()
		n := rapid.IntRange(plies/3, plies).Draw(rt, "plies")
		for i := 0; ; i++ {
			if i%3 == 0 || i == n {
				CheckPins(rt, p, ref)
			}
			moves := p.AppendLegalMoves(nil)
			if i == n || len(moves) == 0 {
				return
			}
			p.MakeMove(moves[rapid.IntRange(0, len(moves)-1).Draw(rt, "move")])
		}
	})
}
