package shatar

import (
	"iter"
	"slices"
	"testing"

	"pgregory.net/rapid"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/tools/textkit"
)

// The reference: the core's plain mailbox board and the pieces' Movement
// for the moves, and Fairy-Stockfish's mate rule written as it is, a walk
// back through the game's history of checks.

func board8Squares() iter.Seq[core.Square] { return core.Geometry{Files: 8, Ranks: 8}.Squares() }

func refBoard(p *Position) *core.Board {
	b := core.NewBoard(core.Geometry{Files: 8, Ranks: 8})
	for sq, pc := range p.Pieces() {
		b.Set(sq, pc)
	}
	return b
}

// refCheckers returns the pieces of the side not to move attacking the
// noyon of the side to move on board b.
func refCheckers(b *core.Board, us core.Color) []core.Piece {
	var ksq core.Square
	for sq := range board8Squares() {
		if b.At(sq) == core.MakePiece(us, Noyon) {
			ksq = sq
		}
	}
	var out []core.Piece
	for sq := range board8Squares() {
		if pc := b.At(sq); pc != core.NoPiece && pc.Color() != us && b.Attacks(sq, pc, Movement(pc.Kind()), ksq) {
			out = append(out, pc)
		}
	}
	return out
}

// refLegal lists the moves of the side to move by the mailbox board,
// ignoring the endings.
func refLegal(p *Position) []string {
	b := refBoard(p)
	us := p.Side()
	var out []string
	for from, pc := range p.Pieces() {
		if pc.Color() != us {
			continue
		}
		b.Targets(from, pc, Movement(pc.Kind()), func(q core.Piece) bool { return q.Color() != us }, func(to core.Square, _ core.Piece) bool {
			c := b.Clone()
			c.Set(to, pc)
			c.Set(from, core.NoPiece)
			m := core.NewMove(from, to)
			if pc.Kind() == Khuu && (us == core.White && to.Rank() == 7 || us == core.Black && to.Rank() == 0) {
				m = core.NewPromotion(from, to, Bers)
				c.Set(to, core.MakePiece(us, Bers))
			}
			if len(refCheckers(c, us)) == 0 {
				out = append(out, FormatMove(m))
			}
			return true
		})
	}
	slices.Sort(out)
	return out
}

// A refState is what Fairy-Stockfish's StateInfo keeps for the mate rule:
// whether the side to move was in check, and whether by a shak.
type refState struct{ check, shak bool }

func refStateOf(p *Position) refState {
	cs := refCheckers(refBoard(p), p.Side())
	s := refState{check: len(cs) > 0}
	for _, c := range cs {
		if k := c.Kind(); k == Mori || k == Tereg || k == Bers {
			s.shak = true
		}
	}
	return s
}

// refOutcome states the endings as Fairy-Stockfish computes them, with
// history the states of the game from its start (the last one p's).
func refOutcome(p *Position, history []refState) core.Outcome {
	white, black := 0, 0
	for _, pc := range p.Pieces() {
		if pc.Color() == core.White {
			white++
		} else {
			black++
		}
	}
	us := p.Side()
	if (white == 1 || black == 1) && !p.Rules().NoRobado {
		return core.Draw(core.BareKing) // SR-12
	}
	if len(refLegal(p)) > 0 {
		return core.Outcome{}
	}
	cs := refCheckers(refBoard(p), us)
	if len(cs) == 0 {
		return core.Draw(core.Stalemate) // SR-13
	}
	if p.Rules().MateRule == AnyMate {
		return core.Win(us.Other(), core.Checkmate)
	}
	knights := true
	for _, c := range cs {
		knights = knights && c.Kind() == Mori
	}
	if knights {
		return core.Win(us, core.KnightMate) // SR-10
	}
	// Fairy-Stockfish's loop: while in check, a shak makes the mate; stop
	// when fewer than two plies of history are left.
	for i := len(history) - 1; history[i].check; i -= 2 {
		if history[i].shak {
			return core.Win(us.Other(), core.Checkmate) // SR-9
		}
		if i < 2 {
			break
		}
	}
	return core.Draw(core.Niol) // SR-11
}

// Property (differential): the bitboard generator lists exactly the moves
// the mailbox board finds, unless the game has ended, when it lists none;
// along random games (from FENs, whose history starts there) the outcome
// is the one Fairy-Stockfish's rules give, the mate rule by its walk back
// through the history of checks.
func TestAgainstReference(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var history []refState
		check := func(p *Position) {
			history = append(history, refStateOf(p))
			o := p.Outcome()
			if want := refOutcome(p, history); o != want {
				t.Fatalf("%s (%s): outcome %v, want %v", p.FEN(), p.Rules(), o, want)
			}
			got := textkit.SortedLegal(p)
			if o.IsOver() {
				if len(got) != 0 {
					t.Fatalf("%s: game over (%v) but %d legal moves", p.FEN(), o, len(got))
				}
				return
			}
			if want := refLegal(p); !slices.Equal(got, want) {
				t.Fatalf("%s: legal moves\n got %v\nwant %v", p.FEN(), got, want)
			}
		}
		_, end := somePosition(t, func(p *Position, _ core.Move) { check(p) })
		check(&end)
	})
}

// TestMateRuleSeen checks that the random games of these properties reach
// every ending (SR-9..SR-13), so that the reference test exercises each:
// a test that cannot fail is no test, and this one fails if random play
// stops reaching the mate rules.
func TestMateRuleSeen(t *testing.T) {
	seen := map[core.Reason]int{}
	want := []core.Reason{core.Checkmate, core.KnightMate, core.Niol, core.Stalemate, core.BareKing}
	all := func() bool {
		for _, r := range want {
			if seen[r] == 0 {
				return false
			}
		}
		return true
	}
	for round := 0; round < 100 && !all(); round++ {
		rapid.Check(t, func(t *rapid.T) {
			_, end := somePosition(t, noVisit)
			seen[end.Outcome().Reason]++
		})
	}
	if !all() {
		t.Errorf("random games do not reach every ending: %v", seen)
	}
	t.Logf("endings: %v", seen)
}
