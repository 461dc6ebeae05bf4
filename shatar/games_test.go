package shatar

import (
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/tools/jsonl"
)

// TestGames replays the Fairy-Stockfish self-play games of
// testdata/games.jsonl (from ../shared/games/family/shatar.jsonl) under
// Default: every move is legal, written in SAN exactly as
// Fairy-Stockfish wrote it, read back from that SAN, and the game ends as
// the record says: checkmate or robado (SR-9, SR-12) as the outcome,
// threefold repetition or the 50-move rule (SR-14) as a claim.
func TestGames(t *testing.T) {
	for i, gl := range jsonl.Read[jsonl.GameLine](t, "testdata/games.jsonl") {
		p, err := ParseFEN(gl.FEN, Default)
		if err != nil {
			t.Fatalf("game %d: %v", i+1, err)
		}
		g := NewGame(p)
		for j, s := range gl.Moves {
			cur := g.Position()
			m, err := cur.ParseMove(s)
			if err != nil {
				t.Fatalf("game %d ply %d: %v", i+1, j+1, err)
			}
			if san := cur.SAN(m); san != gl.SAN[j] {
				t.Errorf("game %d ply %d (%s) in %s: SAN %s, want %s", i+1, j+1, s, cur.FEN(), san, gl.SAN[j])
			}
			if back, err := cur.ParseSAN(gl.SAN[j]); err != nil || back != m {
				t.Errorf("game %d ply %d: ParseSAN(%s) = %v, %v; want %s", i+1, j+1, gl.SAN[j], back, err, s)
			}
			if err := g.Play(m); err != nil {
				t.Fatalf("game %d ply %d: %v", i+1, j+1, err)
			}
		}
		o, claims := g.Outcome(), g.Claims()
		var ok bool
		switch gl.Termination {
		case "checkmate":
			// A mate that does not count (niol, the forbidden knight
			// mate) ends the game too, with its own result.
			ok = (o.Reason == core.Checkmate || o.Reason == core.Niol || o.Reason == core.KnightMate) && o.Result() == gl.Result
		case "bare king":
			ok = o.Reason == core.BareKing && o.Result() == gl.Result
		case "stalemate":
			ok = o.Reason == core.Stalemate && o.Result() == gl.Result
		case "threefold repetition":
			ok = !o.IsOver() && claims.Has(core.Repetition)
		case "50-move rule":
			ok = !o.IsOver() && claims.Has(core.MoveRule)
		default:
			t.Fatalf("game %d: unknown termination %q", i+1, gl.Termination)
		}
		if !ok {
			t.Errorf("game %d: ended %v with claims %v, want %s %s", i+1, o, claims.Strings(), gl.Result, gl.Termination)
		}
	}
}
