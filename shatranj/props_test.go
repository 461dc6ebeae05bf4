package shatranj

import (
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/tools/conform"
	"github.com/chaturanga-go/chaturanga/internal/tools/textkit"
)

// randomGame plays up to n random legal moves from the start under rules
// drawn at random, calling check before each move.
func randomGame(t *rapid.T, n int, check func(p *Position, m core.Move)) Position {
	r := rapid.SampledFrom(RuleSets()).Draw(t, "rules")
	p := StartPosition(r)
	var buf []core.Move
	for range n {
		buf = p.AppendLegalMoves(buf[:0])
		if len(buf) == 0 {
			break
		}
		m := buf[rapid.IntRange(0, len(buf)-1).Draw(t, "move")]
		check(&p, m)
		p.MakeMove(m)
	}
	return p
}

// randomPosition draws a legal position with the two shahs and up to
// maxPieces other pieces placed at random, under random rules: the
// endgames where the bare-king rules decide.
func randomPosition(t *rapid.T, maxPieces int) Position {
	r := rapid.SampledFrom(RuleSets()).Draw(t, "rules")
	for {
		fen := textkit.DrawBoard(t, [2]byte{'K', 'k'}, maxPieces, func(sq int) byte {
			l := rapid.SampledFrom([]byte("QBNRPqbnrp")).Draw(t, "piece")
			if (l == 'P' && sq >= 56) || (l == 'p' && sq < 8) {
				return 0
			}
			return l
		})
		fen += " w - - 0 1"
		if rapid.Bool().Draw(t, "black") {
			fen = strings.Replace(fen, " w ", " b ", 1)
		}
		if p, err := ParseFEN(fen, r); err == nil {
			return p
		}
	}
}

// somePosition draws either a position of a random game or a random
// endgame.
func somePosition(t *rapid.T) Position {
	if rapid.Bool().Draw(t, "endgame") {
		return randomPosition(t, 5)
	}
	return randomGame(t, rapid.IntRange(0, 300).Draw(t, "plies"), func(*Position, core.Move) {})
}

// Property: MakeMove then UnmakeMove restores the position exactly (FEN,
// hash and every field); the incremental hash equals a fresh computation.
func TestMakeUnmakeRestores(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		randomGame(t, 300, func(p *Position, m core.Move) {
			before := *p
			u := p.MakeMove(m)
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

// Property: a position read back from its FEN is the same position.
func TestFENRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := somePosition(t)
		q, err := ParseFEN(p.FEN(), p.Rules())
		if err != nil {
			t.Fatalf("%s: %v", p.FEN(), err)
		}
		if diff := cmp.Diff(p, q); diff != "" {
			t.Fatalf("FEN round trip of %s (-want +got):\n%s", p.FEN(), diff)
		}
		text, _ := p.MarshalText()
		r := Position{rules: p.Rules()}
		if err := r.UnmarshalText(text); err != nil || r != p {
			t.Fatalf("text round trip of %s: %v", text, err)
		}
	})
}

// Property: every legal move's coordinate text and SAN read back as that
// move, strictly and leniently; every legal move keeps the mover's own
// shah safe; the list and the count agree.
func TestMovesRoundTripAndKingSafety(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := somePosition(t)
		moves := slices.Collect(p.LegalMoves())
		if len(moves) != p.CountLegalMoves() {
			t.Fatalf("%s: %d moves listed, %d counted", p.FEN(), len(moves), p.CountLegalMoves())
		}
		for _, m := range moves {
			conform.CheckMoveText(t, &p, m)
			q, err := p.Play(m)
			if err != nil {
				t.Fatal(err)
			}
			if q.b.InCheck(p.Side()) {
				t.Fatalf("%s: %s leaves the own shah attacked", p.FEN(), p.MoveText(m))
			}
		}
	})
}

// Property: the divide counts sum to perft, and perft(1) is the number of
// legal moves.
func TestDivideSumsToPerft(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := somePosition(t)
		conform.CheckDivide(t, &p, p.Divide, 2)
	})
}

// refPseudo lists the moves of the side to move by the core's plain
// mailbox board and the pieces' Movement, ignoring check and the endings.
func refLegal(p *Position) []string {
	b := core.NewBoard(core.Geometry{Files: 8, Ranks: 8})
	for sq, pc := range p.Pieces() {
		b.Set(sq, pc)
	}
	us := p.Side()
	var out []string
	for from, pc := range p.Pieces() {
		if pc.Color() != us {
			continue
		}
		b.Targets(from, pc, Movement(pc.Kind()), func(q core.Piece) bool { return q.Color() != us }, func(to core.Square, captured core.Piece) bool {
			c := b.Clone()
			c.Set(to, pc)
			c.Set(from, core.NoPiece)
			m := core.NewMove(from, to)
			if pc.Kind() == Baidaq && (us == core.White && to.Rank() == 7 || us == core.Black && to.Rank() == 0) {
				m = core.NewPromotion(from, to, Ferz)
				c.Set(to, core.MakePiece(us, Ferz))
			}
			var ksq core.Square
			for s := range c.Geometry().Squares() {
				if c.At(s) == core.MakePiece(us, Shah) {
					ksq = s
				}
			}
			attacked := c.Attacked(ksq, func(q core.Piece) bool { return q.Color() != us }, func(q core.Piece) core.Movement { return Movement(q.Kind()) })
			if !attacked {
				out = append(out, FormatMove(m))
			}
			return true
		})
	}
	slices.Sort(out)
	return out
}

// refOutcome states the endings as the spec words them, from the piece
// counts and the reference move list: SH-8..SH-11 and the Pychess and
// Medina variants.
func refOutcome(p *Position) core.Outcome {
	us, them := p.Side(), p.Side().Other()
	count := func(c core.Color) int {
		n := 0
		for _, pc := range p.Pieces() {
			if pc.Color() == c {
				n++
			}
		}
		return n
	}
	nUs, nThem := count(us), count(them)
	legal := refLegal(p)
	switch p.Rules().BareKing {
	case BareBack: // SH-10, read from the position alone
		switch {
		case nUs == 1 && nThem == 1:
			return core.Draw(core.BareKing)
		case nThem == 1:
			return core.Win(us, core.BareKing)
		case nUs == 1:
			canBareBack := false
			if nThem == 2 {
				for _, s := range legal {
					m, _ := ParseCoord(s)
					if pc := p.At(m.To()); pc != core.NoPiece {
						canBareBack = true
					}
				}
			}
			if !canBareBack {
				return core.Win(them, core.BareKing)
			}
		}
	case Extinction: // Fairy-Stockfish: pieces counted with the king
		switch {
		case nThem <= 1 && nUs >= 2:
			return core.Win(us, core.BareKing)
		case nUs <= 1 && nThem >= 3:
			return core.Win(them, core.BareKing)
		}
	case BareWins:
		switch {
		case nUs == 1 && nThem == 1:
			return core.Draw(core.BareKing)
		case nThem == 1:
			return core.Win(us, core.BareKing)
		case nUs == 1:
			return core.Win(them, core.BareKing)
		}
	}
	if len(legal) == 0 {
		if p.InCheck() {
			return core.Win(them, core.Checkmate)
		}
		return core.Win(them, core.Stalemate)
	}
	return core.Outcome{}
}

// Property (differential): the bitboard generator lists exactly the moves
// the plain reference board finds, unless the game has ended, when it
// lists none; the outcome is the one the spec's wording gives.
func TestAgainstReference(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := somePosition(t)
		o := p.Outcome()
		if want := refOutcome(&p); o != want {
			t.Fatalf("%s (%s): outcome %v, want %v", p.FEN(), p.Rules(), o, want)
		}
		got := textkit.SortedLegal(&p)
		if o.IsOver() {
			if len(got) != 0 {
				t.Fatalf("%s (%s): game over (%v) but %d legal moves", p.FEN(), p.Rules(), o, len(got))
			}
			return
		}
		if want := refLegal(&p); !slices.Equal(got, want) {
			t.Fatalf("%s: legal moves\n got %v\nwant %v", p.FEN(), got, want)
		}
	})
}
