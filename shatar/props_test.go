package shatar

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/tools/conform"
	"github.com/chaturanga-go/chaturanga/internal/tools/textkit"
)

// drawRules draws a rule set: Default, or Default with options changed.
func drawRules(t *rapid.T) Rules {
	r := Default
	r.MateRule = rapid.SampledFrom([]MateRule{ShakMate, ShakMate, AnyMate}).Draw(t, "mate rule")
	r.NoRobado = rapid.IntRange(0, 3).Draw(t, "no robado") == 0
	return r
}

// randomPosition draws a legal position with the two noyons and up to
// maxPieces other pieces placed at random: the endgames where robado and
// the mate rules decide.
func randomPosition(t *rapid.T, r Rules, maxPieces int) Position {
	for {
		fen := textkit.DrawBoard(t, [2]byte{'K', 'k'}, maxPieces, func(sq int) byte {
			l := rapid.SampledFrom([]byte("JBNRPjbnrp")).Draw(t, "piece")
			if (l == 'P' && sq >= 56) || (l == 'p' && sq < 8) {
				return 0
			}
			return l
		})
		side := " w - - 0 1"
		if rapid.Bool().Draw(t, "black") {
			side = " b - - 0 1"
		}
		if p, err := ParseFEN(string(fen)+side, r); err == nil {
			return p
		}
	}
}

// playRandom plays up to n moves from p, preferring checks half of the
// time (so that series of checks and mates come often), calling visit
// before each move with the position and the move.
func playRandom(t *rapid.T, p Position, n int, visit func(p *Position, m core.Move)) Position {
	var buf []core.Move
	for range n {
		buf = p.AppendLegalMoves(buf[:0])
		if len(buf) == 0 {
			break
		}
		m := buf[rapid.IntRange(0, len(buf)-1).Draw(t, "move")]
		if rapid.Bool().Draw(t, "prefer check") {
			var checks []core.Move
			for _, c := range buf {
				if p.GivesCheck(c) {
					checks = append(checks, c)
				}
			}
			if len(checks) > 0 {
				m = checks[rapid.IntRange(0, len(checks)-1).Draw(t, "check")]
			}
		}
		visit(&p, m)
		p.MakeMove(m)
	}
	return p
}

// somePosition draws a start position or a random endgame under random
// rules, then random play from it.
func somePosition(t *rapid.T, visit func(p *Position, m core.Move)) (start, end Position) {
	r := drawRules(t)
	if rapid.Bool().Draw(t, "endgame") {
		start = randomPosition(t, r, 8)
	} else {
		start = StartPosition(r)
	}
	return start, playRandom(t, start, rapid.IntRange(0, 200).Draw(t, "plies"), visit)
}

func noVisit(*Position, core.Move) {}

// Property: MakeMove then UnmakeMove restores the position exactly (every
// field); the incremental hash equals a fresh computation from the FEN,
// which carries the shak series.
func TestMakeUnmakeRestores(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		somePosition(t, func(p *Position, m core.Move) {
			before := *p
			u := p.MakeMove(m)
			fresh, err := ParseFEN(p.FEN(), p.Rules())
			if err != nil || fresh != *p {
				t.Fatalf("after %s in %s: FEN %s reads as %v, %v", FormatMove(m), before.FEN(), p.FEN(), fresh.FEN(), err)
			}
			p.UnmakeMove(m, u)
			if *p != before {
				t.Fatalf("unmake %s: %s, want %s", FormatMove(m), p.FEN(), before.FEN())
			}
		})
	})
}

// Property: a position read back from its FEN, or from its text form, or
// from JSON, is the same position.
func TestTextRoundTrips(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		_, p := somePosition(t, noVisit)
		q, err := ParseFEN(p.FEN(), p.Rules())
		if err != nil {
			t.Fatalf("%s: %v", p.FEN(), err)
		}
		if diff := cmp.Diff(p, q); diff != "" {
			t.Fatalf("FEN round trip of %s (-want +got):\n%s", p.FEN(), diff)
		}
		text, _ := p.MarshalText()
		var r Position
		if err := r.UnmarshalText(text); err != nil || !r.Equal(p) {
			t.Fatalf("text round trip of %s: %v", text, err)
		}
		data, err := json.Marshal(p)
		if err != nil {
			t.Fatal(err)
		}
		var s Position
		if err := json.Unmarshal(data, &s); err != nil || !s.Equal(p) || !slices.Equal(textkit.SortedLegal(&s), textkit.SortedLegal(&p)) {
			t.Fatalf("JSON round trip of %s: %v", data, err)
		}
	})
}

// Property: every legal move's coordinate text and SAN read back as that
// move, strictly and leniently; every legal move keeps the mover's noyon
// safe (SR-8); the list and the count agree; IsCapture and GivesCheck
// agree with the board.
func TestMovesRoundTripAndKingSafety(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		_, p := somePosition(t, noVisit)
		moves := slices.Collect(p.LegalMoves())
		if len(moves) != p.CountLegalMoves() {
			t.Fatalf("%s: %d moves listed, %d counted", p.FEN(), len(moves), p.CountLegalMoves())
		}
		for _, m := range moves {
			conform.CheckMoveText(t, &p, m)
			san := p.SAN(m)
			if got, err := p.ParseLenient(strings.ToUpper(p.MoveText(m))); err != nil || got != m {
				t.Fatalf("%s: lenient %s reads back as %v, %v", p.FEN(), p.MoveText(m), got, err)
			}
			q, err := p.Play(m)
			if err != nil {
				t.Fatal(err)
			}
			if q.b.InCheck(p.Side()) {
				t.Fatalf("%s: %s leaves the own noyon attacked", p.FEN(), p.MoveText(m))
			}
			if capture := p.At(m.To()) != core.NoPiece; p.IsCapture(m) != capture {
				t.Fatalf("%s: IsCapture(%s) = %v", p.FEN(), p.MoveText(m), !capture)
			}
			if p.GivesCheck(m) != q.InCheck() {
				t.Fatalf("%s: GivesCheck(%s) = %v", p.FEN(), p.MoveText(m), !q.InCheck())
			}
			if strings.HasSuffix(san, "+") != (q.InCheck() && q.CountLegalMoves() > 0) || strings.HasSuffix(san, "#") != (q.InCheck() && q.CountLegalMoves() == 0) {
				t.Fatalf("%s: SAN %s, check %v, %d moves after", p.FEN(), san, q.InCheck(), q.CountLegalMoves())
			}
		}
	})
}

// Property: the divide counts sum to perft, and perft(1) is the number of
// legal moves; PerftMakeUnmake counts what Perft counts.
func TestDivideSumsToPerft(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		_, p := somePosition(t, noVisit)
		conform.CheckDivide(t, &p, p.Divide, 2)
		q := p
		if got, want := core.PerftMakeUnmake(&q, 2), p.Perft(2); got != want || q != p {
			t.Fatalf("%s: PerftMakeUnmake(2) = %d, want %d", p.FEN(), got, want)
		}
	})
}

// Property: AppendAttackers lists exactly the pieces of a side whose
// movement reaches a square on the reference board, in square order.
func TestAttackers(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		_, p := somePosition(t, noVisit)
		conform.CheckAttackers(t, &p, func(_ core.Square, pc core.Piece, _ core.Square) core.Movement { return Movement(pc.Kind()) })
	})
}
