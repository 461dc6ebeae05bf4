package chator

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/tools/conform"
)

// Start positions for random games: the start, and positions where
// promotions, en passant and lone kings come soon. Each is legal under
// every combination of options.
var propStarts = []string{
	startFEN,
	"rn2k2r/1PP3P1/8/8/8/8/1p3pp1/R2K1BNR w - - 0 1",
	"4k3/1pp3pp/8/8/8/8/PP4PP/3K4 w - - 0 1",
	"r3k3/3p1p2/4p3/4P3/2p5/8/1P1P4/3K3R w - - 0 1",
	"4k3/2p5/8/8/8/8/5P2/3K4 w - - 0 1",
}

// drawRules returns base, or base with options changed at random.
func drawRules(t *rapid.T, base Rules) Rules {
	r := base
	if rapid.IntRange(0, 3).Draw(t, "custom") == 0 {
		for _, name := range OptionNames() {
			vs, _ := OptionValues(name)
			switch name {
			case "LoneKingCount":
				vs = []string{"0", "3", "7"}
			case "DoubleStep", "LoneCapturerStays", "StalemateWins":
				vs = []string{"true", "false"}
			}
			if err := r.Set(name, rapid.SampledFrom(vs).Draw(t, name)); err != nil {
				t.Fatal(err)
			}
		}
	}
	return r
}

// forEachRuleSet runs the property under every named rule set (with
// options changed at random in a quarter of the runs).
func forEachRuleSet(t *testing.T, prop func(t *rapid.T, r Rules)) {
	for _, base := range RuleSets() {
		t.Run(base.Name, func(t *testing.T) {
			rapid.Check(t, func(t *rapid.T) { prop(t, drawRules(t, base)) })
		})
	}
}

// randomGame plays up to n random legal moves from a random start under r,
// calling check before each move. With pawns it prefers pawn moves, so
// that promotion journeys happen.
func randomGame(t *rapid.T, r Rules, n int, check func(p *Position, m core.Move)) Position {
	p := MustParseFEN(rapid.SampledFrom(propStarts).Draw(t, "start"), r)
	pawns := rapid.Bool().Draw(t, "pawns")
	var buf, pawnMoves []core.Move
	for range n {
		buf = p.AppendLegalMoves(buf[:0])
		if len(buf) == 0 {
			break
		}
		choice := buf
		if pawns {
			pawnMoves = pawnMoves[:0]
			for _, m := range buf {
				if p.At(m.From()).Kind() == Bidak {
					pawnMoves = append(pawnMoves, m)
				}
			}
			if len(pawnMoves) > 0 {
				choice = pawnMoves
			}
		}
		m := choice[rapid.IntRange(0, len(choice)-1).Draw(t, "move")]
		check(&p, m)
		p.MakeMove(m)
	}
	return p
}

// Property, for every named rule set and random options: MakeMove then
// UnmakeMove restores the position exactly; the FEN reads back to the
// very position (state and hash included), so the incremental hash equals
// a fresh one.
func TestMakeUnmakeRestores(t *testing.T) {
	forEachRuleSet(t, func(t *rapid.T, r Rules) {
		randomGame(t, r, 150, func(p *Position, m core.Move) {
			before := *p
			u := p.MakeMove(m)
			fresh, err := ParseFEN(p.FEN(), r)
			if err != nil {
				t.Fatalf("%s after %s: %v", p.FEN(), FormatMove(m), err)
			}
			if fresh != *p {
				t.Fatalf("FEN %s after %s in %s does not read back to the same position", p.FEN(), FormatMove(m), before.FEN())
			}
			if fresh.Hash() != p.Hash() {
				t.Fatalf("hash differs from a fresh one after %s in %s", FormatMove(m), before.FEN())
			}
			p.UnmakeMove(m, u)
			if diff := cmp.Diff(before.FEN(), p.FEN()); diff != "" {
				t.Fatalf("unmake %s: FEN differs (-want +got):\n%s", FormatMove(m), diff)
			}
			if *p != before {
				t.Fatalf("unmake %s in %s: position differs from before", FormatMove(m), before.FEN())
			}
		})
	})
}

// Property: the fast generator's moves are exactly the make-and-test
// reference's; none leaves the own raja attacked (CH-19) or captures the
// enemy raja; counting agrees with listing; every move is IsLegal.
func TestLegalMovesAgainstReference(t *testing.T) {
	forEachRuleSet(t, func(t *rapid.T, r Rules) {
		randomGame(t, r, 150, func(p *Position, m core.Move) {
			got := p.AppendLegalMoves(nil)
			want := p.referenceMoves(false)
			slices.SortFunc(got, cmpMove)
			slices.SortFunc(want, cmpMove)
			if diff := cmp.Diff(movesText(want), movesText(got)); diff != "" {
				t.Fatalf("%s under %s: legal moves differ from the reference (-want +got):\n%s", p.FEN(), r, diff)
			}
			if n := p.CountLegalMoves(); n != len(got) {
				t.Fatalf("%s: CountLegalMoves %d, %d listed", p.FEN(), n, len(got))
			}
			for _, l := range got {
				if p.At(l.To()).Kind() == Raja {
					t.Fatalf("%s: %s captures a raja", p.FEN(), FormatMove(l))
				}
				q := *p
				q.MakeMove(l)
				if q.inCheck(p.Side()) {
					t.Fatalf("%s: %s leaves the own raja attacked", p.FEN(), FormatMove(l))
				}
			}
			if !p.IsLegal(m) {
				t.Fatalf("%s: %s not IsLegal", p.FEN(), FormatMove(m))
			}
		})
	})
}

func cmpMove(a, b core.Move) int {
	return cmp2(FormatMove(a), FormatMove(b))
}

func cmp2(a, b string) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

func movesText(ms []core.Move) []string {
	out := []string{}
	for _, m := range ms {
		out = append(out, FormatMove(m))
	}
	return out
}

// Property: every legal move round-trips through coordinate notation and
// SAN (strict and lenient); the FEN round-trips. (Every legal move is
// checked at every fourth ply, the move played at every ply.)
func TestTextRoundTrips(t *testing.T) {
	forEachRuleSet(t, func(t *rapid.T, r Rules) {
		ply := 0
		randomGame(t, r, 120, func(p *Position, m core.Move) {
			if q, err := ParseFEN(p.FEN(), r); err != nil || q.FEN() != p.FEN() {
				t.Fatalf("FEN round trip %s: %v", p.FEN(), err)
			}
			moves := []core.Move{m}
			if ply++; ply%4 == 0 {
				moves = p.AppendLegalMoves(nil)
			}
			for _, l := range moves {
				conform.CheckMoveText(t, p, l)
			}
		})
	})
}

// Property: the divide counts sum to perft.
func TestDivideSums(t *testing.T) {
	forEachRuleSet(t, func(t *rapid.T, r Rules) {
		p := randomGame(t, r, 60, func(*Position, core.Move) {})
		conform.CheckDivide(t, &p, p.Divide, 3)
	})
}

// A journey is a pawn's way from its arrival on the last rank.
type journey struct {
	arrival core.Square
	steps   []core.Square // the squares it stepped to, the arrival excluded
}

// Property: a pawn's promotion journey (CH-10..CH-14) always ends in the
// right piece on the right square: on the a- and h-files at once; under
// ReturnToDiagonal straight down the file onto a long diagonal, under
// DiagonalSteps by diagonal steps back, 1, 2 or 3 of them by the arrival
// file; under Lateral in two moves, sideways then sideways or diagonally
// back; and the piece is the file's, a mantri, a captured piece (using it
// up) or any piece, as PromotionPiece says.
func TestPromotionJourneys(t *testing.T) {
	promotions := 0
	forEachRuleSet(t, func(t *rapid.T, r Rules) {
		journeys := map[core.Square]*journey{}
		randomGame(t, r, 200, func(p *Position, m core.Move) {
			from, to := m.From(), m.To()
			us := p.Side()
			pc := p.At(from)
			q := *p
			q.MakeMove(m)
			delete(journeys, to) // a captured returning pawn ends its journey
			if m.Removal() != core.NoSquare {
				delete(journeys, m.Removal())
			}
			if pc.Kind() != Bidak {
				return
			}
			last := 7
			if us == core.Black {
				last = 0
			}
			j := journeys[from]
			delete(journeys, from)
			if j == nil && to.Rank() == last {
				// Arrival (CH-10).
				if f := to.File(); f == 0 || f == 7 {
					checkPromotion(t, p, &q, m, to)
					promotions++
					return
				}
				if m.Promotion() != core.NoKind {
					t.Fatalf("%s: %s promotes on arrival off the a- and h-files", p.FEN(), FormatMove(m))
				}
				want := int(fileSteps[to.File()])
				if r.PromotionPath == Lateral {
					want = 2
				}
				if got := q.Returning(to); got != want {
					t.Fatalf("%s: after %s the pawn needs %d moves, want %d", p.FEN(), FormatMove(m), got, want)
				}
				journeys[to] = &journey{arrival: to}
				return
			}
			if j == nil {
				if p.Returning(from) != 0 {
					t.Fatalf("%s: a pawn on %s is returning without arriving", p.FEN(), from)
				}
				return
			}
			// A step of the journey.
			j.steps = append(j.steps, to)
			prev := j.arrival
			if len(j.steps) > 1 {
				prev = j.steps[len(j.steps)-2]
			}
			df, dr := to.File()-prev.File(), to.Rank()-prev.Rank()
			if us == core.White {
				dr = -dr
			}
			n := len(j.steps)
			switch r.PromotionPath {
			case ReturnToDiagonal:
				if df != 0 || dr != 1 {
					t.Fatalf("CH-11 %s: %s is not a step straight back", p.FEN(), FormatMove(m))
				}
			case DiagonalSteps:
				if (df != 1 && df != -1) || dr != 1 {
					t.Fatalf("CH-12 %s: %s is not a diagonal step back", p.FEN(), FormatMove(m))
				}
			case Lateral:
				if (df != 1 && df != -1) || dr != 0 && (n == 1 || dr != 1) {
					t.Fatalf("CH-13 %s: %s is not lateral move %d", p.FEN(), FormatMove(m), n)
				}
			}
			total := int(fileSteps[j.arrival.File()])
			if r.PromotionPath == Lateral {
				total = 2
			}
			if n < total {
				if m.Promotion() != core.NoKind || q.Returning(to) != total-n {
					t.Fatalf("%s: %s is step %d of %d but promotes or miscounts (%d left)", p.FEN(), FormatMove(m), n, total, q.Returning(to))
				}
				journeys[to] = j
				return
			}
			if r.PromotionPath == ReturnToDiagonal && to.File() != to.Rank() && to.File() != 7-to.Rank() {
				t.Fatalf("CH-11 %s: %s promotes off the long diagonals", p.FEN(), FormatMove(m))
			}
			checkPromotion(t, p, &q, m, to)
			promotions++
		})
	})
	if promotions == 0 {
		t.Errorf("no promotion happened in the random games")
	}
	t.Logf("%d promotions checked", promotions)
}

// checkPromotion checks that the move m, made from p into q, promoted to
// the right piece on to (CH-14).
func checkPromotion(t *rapid.T, p, q *Position, m core.Move, to core.Square) {
	us := p.Side()
	k := m.Promotion()
	if k == core.NoKind {
		t.Fatalf("%s: %s ends a journey without promoting", p.FEN(), FormatMove(m))
	}
	if q.At(to) != core.MakePiece(us, k) || q.Returning(to) != 0 {
		t.Fatalf("%s: after %s, %s holds %v", p.FEN(), FormatMove(m), to, q.At(to))
	}
	r := p.Rules()
	switch r.PromotionPiece {
	case FilePiece:
		want := [8]core.Kind{Tor, Kuda, r.GajahKind(), r.MantriKind(), r.MantriKind(), r.GajahKind(), Kuda, Tor}[to.File()]
		if k != want {
			t.Fatalf("CH-14 %s: %s promotes to %v, want the file's %v", p.FEN(), FormatMove(m), k, want)
		}
	case AlwaysMantri:
		if k != r.MantriKind() {
			t.Fatalf("CH-14 %s: %s promotes to %v, want a mantri", p.FEN(), FormatMove(m), k)
		}
	case CapturedPiece:
		before, after := p.CapturedPieces(us), q.CapturedPieces(us)
		i := slices.Index(before, k)
		if i < 0 {
			t.Fatalf("CH-14 %s: %s promotes to %v, not among the captured %v", p.FEN(), FormatMove(m), k, before)
		}
		if want := slices.Delete(slices.Clone(before), i, i+1); !slices.Equal(want, after) {
			t.Fatalf("CH-14 %s: after %s captured %v, want %v", p.FEN(), FormatMove(m), after, want)
		}
	case AnyPiece:
		if !slices.Contains([]core.Kind{r.MantriKind(), Tor, r.GajahKind(), Kuda}, k) {
			t.Fatalf("CH-14 %s: %s promotes to %v", p.FEN(), FormatMove(m), k)
		}
	}
}

// TestNoAllocations checks that move generation into a buffer, counting,
// and make/unmake do not allocate, on the fast and the slow paths.
func TestNoAllocations(t *testing.T) {
	for _, tt := range []struct {
		r   Rules
		fen string
	}{
		{Default, startFEN},
		{Default, "rn2k2r/1PP3P1/8/8/8/8/1p3pp1/R2K1BNR w - - 0 1"},
		{Default, "8/8/8/8/4k3/8/8/R2K4 w - - 0 1"},
		{Elcum, "4k3/3p4/4p3/4P3/8/8/8/3K4 b - - 0 1"},
	} {
		p := MustParseFEN(tt.fen, tt.r)
		buf := make([]core.Move, 0, 256)
		allocs := testing.AllocsPerRun(100, func() {
			buf = p.AppendLegalMoves(buf[:0])
			_ = p.CountLegalMoves()
			for _, m := range buf {
				u := p.MakeMove(m)
				p.UnmakeMove(m, u)
			}
		})
		if allocs != 0 {
			t.Errorf("%s: %v allocations per run", tt.fen, allocs)
		}
	}
}
