package makruk

import (
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
)

// TestGames replays the games Fairy-Stockfish played against itself
// (testdata/games.jsonl, from ../shared/games/makruk.jsonl) under Pychess:
// every move must be legal, our SAN must be Fairy-Stockfish's SAN, and
// both SAN parsers must read it back to the same move.
func TestGames(t *testing.T) {
	for i, g := range readJSONL[gameLine](t, "testdata/games.jsonl") {
		p, err := ParseFEN(g.FEN, Pychess)
		if err != nil {
			t.Fatalf("game %d: %v", i+1, err)
		}
		game := NewGame(p)
		// ended reports whether the game's termination holds now.
		ended := func() bool {
			switch g.Termination {
			case "counting rule":
				return game.Claims().Has(core.Counting)
			case "threefold repetition":
				return game.Claims().Has(core.Repetition)
			case "checkmate":
				return game.Outcome().Reason == core.Checkmate && game.Outcome().Result() == g.Result
			case "insufficient material":
				return game.Claims().Has(core.InsufficientMaterial)
			}
			return false
		}
		for j, s := range g.Moves {
			if ended() {
				t.Fatalf("game %d: %s already holds before move %d", i+1, g.Termination, j+1)
			}
			m, err := p.ParseMove(s)
			if err != nil {
				t.Fatalf("game %d move %d: %v", i+1, j+1, err)
			}
			if san := p.SAN(m); san != g.SAN[j] {
				t.Errorf("game %d move %d %s in %s: SAN %q, want %q", i+1, j+1, s, p.FEN(), san, g.SAN[j])
			}
			for _, parse := range []func(string) (_ any, _ error){
				func(s string) (any, error) { return p.ParseSAN(s) },
				func(s string) (any, error) { return p.ParseLenient(s) },
			} {
				if back, err := parse(g.SAN[j]); err != nil || back != m {
					t.Errorf("game %d move %d: parsing %q gave %v, %v", i+1, j+1, g.SAN[j], back, err)
				}
			}
			if p, err = p.Play(m); err != nil {
				t.Fatal(err)
			}
			if err := game.Play(m); err != nil {
				t.Fatal(err)
			}
		}
		if g.Termination != "unterminated" && !ended() {
			t.Errorf("game %d: %s does not hold at the end, %s", i+1, g.Termination, p.FEN())
		}
	}
}
