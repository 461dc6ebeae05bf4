package sittuyin

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/tools/conform"
	"github.com/chaturanga-go/chaturanga/internal/tools/textkit"
)

// drawRules draws a named rule set, or now and then a mix of single
// options, so the properties cover every option.
func drawRules(t *rapid.T) Rules {
	if rapid.IntRange(0, 3).Draw(t, "mixed") > 0 {
		return rapid.SampledFrom(RuleSets()).Draw(t, "rules")
	}
	return Rules{
		Name:                 rapid.SampledFrom([]string{"", "default", "pychess"}).Draw(t, "name"),
		Setup:                SetupOrder(rapid.IntRange(0, 1).Draw(t, "setup")),
		Placement:            PlacementZone(rapid.IntRange(0, 1).Draw(t, "placement")),
		RookOnKingFile:       rapid.Bool().Draw(t, "rookOnKingFile"),
		Promotion:            PromotionRule(rapid.IntRange(0, 1).Draw(t, "promotion")),
		StalemateDraw:        rapid.Bool().Draw(t, "stalemateDraw"),
		Counting:             rapid.Bool().Draw(t, "counting"),
		MoveRule:             rapid.SampledFrom([]int{0, 50}).Draw(t, "moveRule"),
		PromotionsClaim:      rapid.Bool().Draw(t, "promotionsClaim"),
		InsufficientMaterial: rapid.Bool().Draw(t, "insufficientMaterial"),
	}
}

// randomGame plays up to n random legal moves from the start (so through
// the setup phase) under rules drawn at random, calling check before each
// move. Captures are preferred in some games, to reach endings with few
// pieces, promotions and stalemates.
func randomGame(t *rapid.T, n int, check func(p *Position, m core.Move)) Position {
	p := StartPosition(drawRules(t))
	greedy := rapid.Bool().Draw(t, "greedy")
	var buf []core.Move
	for range n {
		buf = p.AppendLegalMoves(buf[:0])
		if len(buf) == 0 {
			break
		}
		if greedy {
			caps := slices.DeleteFunc(slices.Clone(buf), func(m core.Move) bool {
				return m.Promotion() == core.NoKind && (m.IsDrop() || p.At(m.To()) == core.NoPiece)
			})
			if len(caps) > 0 && rapid.IntRange(0, 3).Draw(t, "takes") > 0 {
				buf = caps
			}
		}
		m := buf[rapid.IntRange(0, len(buf)-1).Draw(t, "move")]
		check(&p, m)
		p.MakeMove(m)
	}
	return p
}

// Property: MakeMove then UnmakeMove restores the position exactly (FEN,
// hash and every field); the incremental hash equals a fresh computation;
// no legal move leaves the mover's king attacked.
func TestMakeUnmakeRestores(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		randomGame(t, 250, func(p *Position, m core.Move) {
			before := *p
			mover := p.Side()
			u := p.MakeMove(m)
			if p.b.InCheck(mover) {
				t.Fatalf("%s leaves the mover's king attacked in %s", FormatMove(m), before.FEN())
			}
			fresh := MustParseFEN(p.FEN(), p.Rules())
			if fresh.Hash() != p.Hash() {
				t.Fatalf("incremental hash differs from a fresh one after %s in %s", FormatMove(m), before.FEN())
			}
			p.UnmakeMove(m, u)
			if diff := cmp.Diff(before.FEN(), p.FEN()); diff != "" {
				t.Fatalf("unmake %s: FEN differs (-want +got):\n%s", FormatMove(m), diff)
			}
			if *p != before {
				t.Fatalf("unmake %s: position differs from before", FormatMove(m))
			}
		})
	})
}

// Property: the FEN round-trips (exactly, except that Fairy-Stockfish's
// FEN has no room for the half-move clock while a count runs), and
// every legal move's coordinate text and SAN read back to the move.
func TestTextRoundTrips(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		randomGame(t, 250, func(p *Position, m core.Move) {
			q, err := ParseFEN(p.FEN(), p.Rules())
			if err != nil {
				t.Fatalf("%s: %v", p.FEN(), err)
			}
			if q.FEN() != p.FEN() || !p.Count().Running() && q != *p {
				t.Fatalf("FEN round trip of %s gives %s", p.FEN(), q.FEN())
			}
			conform.CheckMoveText(t, p, m)
		})
	})
}

// Property: the fast generator agrees with the plain reference of
// ref_test.go on the legal moves of random positions; the count agrees
// with the list; the outcome agrees with the moves; perft divide sums to
// perft.
func TestAgainstReference(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		every := rapid.IntRange(4, 12).Draw(t, "every")
		ply := 0
		check := func(p *Position) {
			got := textkit.SortedLegal(p)
			var want []string
			for _, m := range refOf(p).legal() {
				want = append(want, FormatMove(m))
			}
			slices.Sort(want)
			if diff := cmp.Diff(want, got); diff != "" {
				t.Fatalf("%s (%+v): legal moves differ from the reference (-ref +fast):\n%s", p.FEN(), p.Rules(), diff)
			}
			if n := p.CountLegalMoves(); n != len(got) {
				t.Fatalf("%s: CountLegalMoves %d, %d listed", p.FEN(), n, len(got))
			}
			if p.Outcome().IsOver() != (len(got) == 0) {
				t.Fatalf("%s: outcome %v with %d moves", p.FEN(), p.Outcome(), len(got))
			}
		}
		p := randomGame(t, 300, func(p *Position, m core.Move) {
			if ply++; ply%every == 0 {
				check(p)
			}
			if ply%97 == 0 {
				conform.CheckDivide(t, p, p.Divide, 2)
			}
		})
		check(&p)
	})
}

// refFENs are hand-made positions for the differential test: placements
// that must answer a check, double checks, a king in hand, ST-12 screens.
var refFENs = []string{
	"4k3/8/8/8/8/8/8/r3K3[R] w - - 0 1",
	"4k3/8/8/8/8/8/8/r3K3[RN] w - - 0 1",
	"4k3/8/8/8/8/8/3n4/r3K3[RS] w - - 0 1",
	"4k3/8/8/8/8/5n2/8/4K3[SN] w - - 0 1",
	"4k3/8/4pppp/pppp4/4PPPP/PPPP4/8/8[K] w - - 0 1",
	"r3k3/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KRR] w - - 0 1",
	"4r3/8/4p3/8/8/8/4K3/8[rr] b - - 0 1",
	"4r3/8/4n3/8/8/8/4K3/8[rrs] b - - 0 1",
	"8/8/8/3k4/8/8/4K3/8[rr] b - - 0 1",
	"7k/8/8/8/8/8/3P4/K6r[] w - - 0 1",
	"8/8/8/8/R1P4k/8/8/7K[] w - - 0 1",
	"k7/2K5/8/2F5/8/8/8/7R[] w - - 0 40",
	"k7/Pp4P1/1P6/3K4/8/3P4/8/8[] w - - 0 1",
	"4K2k/6pP/3P2P1/8/8/5P2/8/8[] w - - 0 1",
}

// TestReferenceFENs compares the fast generator with the reference on
// refFENs and every oracle position, under both named rule sets.
func TestReferenceFENs(t *testing.T) {
	fens := slices.Clone(refFENs)
	for _, l := range readJSONL[oracleLine](t, "testdata/oracle.jsonl") {
		fens = append(fens, l.FEN)
	}
	for _, fen := range fens {
		for _, r := range RuleSets() {
			p, err := ParseFEN(fen, r)
			if err != nil {
				continue // such as a Fairy-Stockfish position with a check Default cannot have
			}
			got := textkit.SortedLegal(&p)
			var want []string
			for _, m := range refOf(&p).legal() {
				want = append(want, FormatMove(m))
			}
			slices.Sort(want)
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("%s (%s): legal moves differ from the reference (-ref +fast):\n%s", fen, r.Name, diff)
			}
		}
	}
}

// Property: on random sparse positions (two kings and a few pieces, where
// stalemates and promotions are common), the fast generator agrees with
// the reference under any options.
func TestSparseAgainstReference(t *testing.T) {
	letters := []byte("FSNRPPfsnrpp")
	rapid.Check(t, func(t *rapid.T) {
		var board [64]byte
		put := func(c byte) {
			for {
				i := rapid.IntRange(0, 63).Draw(t, "square")
				if board[i] == 0 {
					board[i] = c
					return
				}
			}
		}
		put('K')
		put('k')
		// Now and then the side not to move keeps only pawns, so that
		// stalemating moves (ST-17) are common.
		lonely := rapid.Bool().Draw(t, "lonely")
		side := rapid.SampledFrom([]byte("wb")).Draw(t, "side")
		for range rapid.IntRange(0, 5).Draw(t, "pieces") {
			c := rapid.SampledFrom(letters).Draw(t, "piece")
			if lonely && c != 'P' && c != 'p' && (c >= 'a') == (side == 'w') {
				c ^= 'a' - 'A' // give it to the side to move
			}
			put(c)
		}
		var fen []byte
		for r := 7; r >= 0; r-- {
			empty := 0
			for f := range 8 {
				if c := board[r*8+f]; c != 0 {
					if empty > 0 {
						fen = append(fen, byte('0'+empty))
						empty = 0
					}
					fen = append(fen, c)
				} else {
					empty++
				}
			}
			if empty > 0 {
				fen = append(fen, byte('0'+empty))
			}
			if r > 0 {
				fen = append(fen, '/')
			}
		}
		fen = append(fen, "[] "...)
		fen = append(fen, side)
		r := drawRules(t)
		p, err := ParseFEN(string(fen)+" - - 0 30", r)
		if err != nil {
			t.Skip("not a position")
		}
		got := textkit.SortedLegal(&p)
		var want []string
		for _, m := range refOf(&p).legal() {
			want = append(want, FormatMove(m))
		}
		slices.Sort(want)
		if diff := cmp.Diff(want, got); diff != "" {
			t.Fatalf("%s (%+v): legal moves differ from the reference (-ref +fast):\n%s", p.FEN(), r, diff)
		}
		if n := p.CountLegalMoves(); n != len(got) {
			t.Fatalf("%s: CountLegalMoves %d, %d listed", p.FEN(), n, len(got))
		}
	})
}
