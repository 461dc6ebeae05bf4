// Package testkit runs the project's shared data files against the games,
// for the games' tests: Fairy-Stockfish's oracle positions, its game-end
// verdicts, and the rule cases of every rule set. It drives each game
// through the public registry (package chaturanga), as the perft, oracle
// and pgn tools do, so these tests check what the tools answer too.
package testkit

import (
	"slices"
	"strings"
	"testing"

	"github.com/chaturanga-go/chaturanga"
	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/tools/jsonl"
)

// A state is a game of the registry seen as text, as the tools see it.
type state struct{ g chaturanga.Game }

func newState(t *testing.T, game, rules, fen string) state {
	t.Helper()
	g, err := chaturanga.NewGame(game, rules, fen)
	if err != nil {
		t.Fatalf("%s %s: %v", game, fen, err)
	}
	return state{g}
}

// Play plays a move in any notation the game reads.
func (s state) Play(move string) error { _, err := s.g.PlayText(move); return err }

func (s state) FEN() string { return s.g.Position().FEN() }

// Legal returns the legal moves in coordinate notation.
func (s state) Legal() []string {
	p := s.g.Position()
	var out []string
	for m := range p.LegalMoves() {
		out = append(out, p.MoveText(m))
	}
	return out
}

func (s state) Check() bool { return s.g.Position().InCheck() }

// Outcome returns the result (a Qi Guo winner's name) and the reason word.
func (s state) Outcome() (result, reason string) {
	o := s.g.Outcome()
	return o.ResultIn(s.g.Position()), o.Reason.String()
}

func (s state) Claims() []string { return s.g.Claims().Strings() }

func (s state) Perft(depth int) uint64 { return s.g.Position().Perft(depth) }

func sorted(s []string) []string {
	s = slices.Clone(s)
	slices.Sort(s)
	return s
}

// PerftBudget is how many leaves Oracle counts at most per depth beyond
// depth 3 (100 k with -short).
const PerftBudget = 5_000_000

// Oracle checks every position of an oracle file under the named rule set:
// the FEN written back (as Fairy-Stockfish normalises it, where the line's
// note says so; named extension fields such as Shatar's "shak=w" left
// out), the sorted legal moves, and perft to depth 3 and deeper
// while the count stays within PerftBudget.
func Oracle(t *testing.T, game, rules, path string) {
	budget := uint64(PerftBudget)
	if testing.Short() {
		budget = 100_000
	}
	for i, l := range jsonl.Read[jsonl.OracleLine](t, path) {
		s := newState(t, game, rules, l.FEN)
		want := l.FEN
		if _, norm, ok := strings.Cut(l.Note, "normalises this FEN to: "); ok {
			want, _, _ = strings.Cut(norm, ";")
		}
		// Fairy-Stockfish adds an empty hand "[]" to a Sittuyin FEN without one.
		if got := fsfFields(s.FEN()); got != fsfFields(want) && strings.Contains(got, "[") == strings.Contains(want, "[") {
			t.Errorf("%s:%d: FEN written back %s, want %s", path, i+1, got, want)
		}
		// The marks of promoted pieces ("M~") are written back as read.
		if board := strings.Fields(l.FEN)[0]; strings.Contains(board, "~") && strings.Fields(s.FEN())[0] != board {
			t.Errorf("%s:%d: FEN written back %s, want the board %s with its marks", path, i+1, s.FEN(), board)
		}
		if got := sorted(s.Legal()); !slices.Equal(got, l.Moves) && len(got)+len(l.Moves) > 0 {
			t.Errorf("%s:%d %s: legal moves\n got %v\nwant %v", path, i+1, l.FEN, got, l.Moves)
		}
		for d := 1; d <= len(l.Perft) && (d <= 3 || l.Perft[d-1] <= budget); d++ {
			if got := s.Perft(d); got != l.Perft[d-1] {
				t.Errorf("%s:%d %s: perft(%d) = %d, want %d", path, i+1, l.FEN, d, got, l.Perft[d-1])
				break
			}
		}
	}
}

// fsfFields returns fen without the named extension fields ("shak=w") a
// game adds where Fairy-Stockfish's FEN has no field for its state, and
// without the marks of promoted pieces ("M~") that the games write back
// and Fairy-Stockfish does not: the FEN Fairy-Stockfish writes for the
// same position.
func fsfFields(fen string) string {
	fen = strings.ReplaceAll(fen, "~", "") // Fairy-Stockfish writes no marks of promoted pieces
	if !strings.Contains(fen, "=") {
		return fen
	}
	var out []string
	for _, f := range strings.Fields(fen) {
		if !strings.Contains(f, "=") {
			out = append(out, f)
		}
	}
	return strings.Join(out, " ")
}

// Cases replays every rule case of a cases file: each move must be legal,
// and after them the legal moves, perft, result and reason must match (the
// reason loosely, as the cases' README allows).
func Cases(t *testing.T, game, path string) {
	for i, c := range jsonl.Read[jsonl.CaseLine](t, path) {
		s := newState(t, game, strings.ToLower(c.Rules), c.Start)
		ok := true
		for j, m := range c.Moves {
			if err := s.Play(m); err != nil {
				t.Errorf("%s:%d: move %d %s: %v", path, i+1, j+1, m, err)
				ok = false
				break
			}
		}
		if !ok {
			continue
		}
		if got := sorted(s.Legal()); !slices.Equal(got, c.Legal) && len(got)+len(c.Legal) > 0 {
			t.Errorf("%s:%d (%s) %s: legal\n got %v\nwant %v", path, i+1, c.Note, s.FEN(), got, c.Legal)
		}
		for d := 1; d <= len(c.Perft); d++ {
			if got := s.Perft(d); got != c.Perft[d-1] {
				t.Errorf("%s:%d (%s) %s: perft(%d) = %d, want %d", path, i+1, c.Note, s.FEN(), d, got, c.Perft[d-1])
				break
			}
		}
		result, reason := s.Outcome()
		if result != c.Result || (c.Reason != "" && !strings.Contains(c.Reason, reason)) {
			t.Errorf("%s:%d (%s) %s: outcome %s %s, want %s %s", path, i+1, c.Note, s.FEN(), result, reason, c.Result, c.Reason)
		}
	}
}

// Outcomes checks the lines of an outcomes file for one game under the
// named rule set: the FEN after the moves (named extension fields left
// out, see fsfFields), the number of legal moves,
// check, the result of a finished game (from the side to move: 32000 win,
// -32000 loss, 0 draw) and whether an ending may be claimed.
func Outcomes(t *testing.T, game, rules, path string) {
	for i, l := range jsonl.Read[jsonl.OutcomeLine](t, path) {
		s := newState(t, game, rules, l.FEN)
		for _, m := range l.Moves {
			if err := s.Play(m); err != nil {
				t.Fatalf("%s:%d: %v", path, i+1, err)
			}
		}
		fen := s.FEN()
		if fsfFields(fen) != l.FENAfter {
			t.Errorf("%s:%d (%s): FEN %s, want %s", path, i+1, l.Note, fen, l.FENAfter)
		}
		if got := len(s.Legal()); got != l.LegalCount {
			t.Errorf("%s:%d (%s): %d legal moves, want %d", path, i+1, l.Note, got, l.LegalCount)
		}
		if s.Check() != l.InCheck {
			t.Errorf("%s:%d (%s): in check %v, want %v", path, i+1, l.Note, s.Check(), l.InCheck)
		}
		result, reason := s.Outcome()
		// wantResult turns a value from the side to move into a result.
		wantResult := func(v int) string {
			if v == 0 {
				return "1/2-1/2"
			}
			if (v > 0) == (strings.Fields(fen)[1] == "w") {
				return "1-0"
			}
			return "0-1"
		}
		immediate := len(l.ImmediateEnd) == 2 && l.ImmediateEnd[0] == true
		switch {
		case immediate:
			// An ending by the position itself (Shatranj's bare king, Kar
			// Ouk's first check).
			if v, _ := l.ImmediateEnd[1].(float64); result != wantResult(int(v)) || reason != "bare-king" && reason != "first-check" {
				t.Errorf("%s:%d (%s): outcome %s %s, want %s bare-king or first-check", path, i+1, l.Note, result, reason, wantResult(int(v)))
			}
		case l.Result != nil:
			// No legal moves: mate or stalemate (or Shatar's mates that
			// do not count: niol, a draw, and the forbidden knight mate,
			// which the mated side wins).
			if result != wantResult(*l.Result) || !slices.Contains([]string{"checkmate", "stalemate", "niol", "knight-mate"}, reason) {
				t.Errorf("%s:%d (%s): outcome %s %s, want %s by mate or stalemate", path, i+1, l.Note, result, reason, wantResult(*l.Result))
			}
		case result != "*":
			t.Errorf("%s:%d (%s): game over (%s %s), want going on", path, i+1, l.Note, result, reason)
		}
		// Each side's material as Fairy-Stockfish's
		// has_insufficient_material judges it.
		if p, im := s.g.Position(), l.InsufficientMaterial; len(im) != 2 || p.InsufficientMaterial(core.White) != im[0] || p.InsufficientMaterial(core.Black) != im[1] {
			t.Errorf("%s:%d (%s): insufficient material %v %v, want %v", path, i+1, l.Note, p.InsufficientMaterial(core.White), p.InsufficientMaterial(core.Black), im)
		}
		// Fairy-Stockfish's optional game end does not cover insufficient
		// material, which pychess-variants asks separately: a game that
		// offers it as a claim must agree with the line's verdict for both
		// sides.
		var claims []string
		for _, c := range s.Claims() {
			if c == "insufficient-material" {
				if im := l.InsufficientMaterial; len(im) != 2 || !im[0] || !im[1] {
					t.Errorf("%s:%d (%s): claims insufficient-material, Fairy-Stockfish says %v", path, i+1, l.Note, im)
				}
				continue
			}
			claims = append(claims, c)
		}
		if claimable := l.OptionalEnd[0].(bool); (len(claims) > 0) != claimable {
			t.Errorf("%s:%d (%s): claims %v, want claimable=%v", path, i+1, l.Note, s.Claims(), claimable)
		}
	}
}
