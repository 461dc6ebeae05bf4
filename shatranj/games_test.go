package shatranj

import (
	"os"
	"strings"
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/tools/recordkit"
)

// TestGames replays the Fairy-Stockfish self-play games of
// testdata/games.jsonl (from ../shared/games/shatranj.jsonl) under Pychess:
// every move is legal, written in SAN exactly as Fairy-Stockfish wrote it,
// read back from that SAN, and the game ends as the record says: checkmate
// or bare king as the outcome, threefold repetition or the 70-move rule
// as a claim, an unterminated game going on.
func TestGames(t *testing.T) { checkGames(t, "testdata/games.jsonl", Pychess) }

// TestGamesChaturanga is TestGames for Fairy-Stockfish's chaturanga games
// (testdata/games-chaturanga.jsonl) under Chaturanga: checkmate and
// stalemate (which the stalemated side loses) as outcomes.
func TestGamesChaturanga(t *testing.T) {
	checkGames(t, "testdata/games-chaturanga.jsonl", Chaturanga)
}

// checkGames replays the games of a JSON-lines file under rules r: every
// move legal and written in SAN exactly as Fairy-Stockfish wrote it, read
// back from that SAN, and the game ending as the line says.
func checkGames(t *testing.T, path string, r Rules) {
	recordkit.ReplayLines(t, path, func(fen string) (Position, error) { return ParseFEN(fen, r) }, map[string]recordkit.End{
		"checkmate":             {Reasons: []core.Reason{core.Checkmate}},
		"stalemate":             {Reasons: []core.Reason{core.Stalemate}},
		"bare king":             {Reasons: []core.Reason{core.BareKing}},
		"insufficient material": {Claim: core.InsufficientMaterial},
		"threefold repetition":  {Claim: core.Repetition},
		"70-move rule":          {Claim: core.MoveRule},
		"unterminated":          {},
	})
}

// TestPGN reads the movetext of testdata/games.pgn (the same games as
// pychess-variants exports them) with the strict SAN parser and checks it
// gives the moves of games.jsonl.
func TestPGN(t *testing.T) { checkPGN(t, "testdata/games.pgn", "testdata/games.jsonl", Pychess) }

// TestPGNChaturanga is TestPGN for the chaturanga games under Chaturanga.
func TestPGNChaturanga(t *testing.T) {
	checkPGN(t, "testdata/games-chaturanga.pgn", "testdata/games-chaturanga.jsonl", Chaturanga)
}

// checkPGN reads the movetext of a PGN file with the strict SAN parser
// under rules r and checks it gives the moves of its JSON-lines twin.
func checkPGN(t *testing.T, pgnPath, gamesPath string, r Rules) {
	data, err := os.ReadFile(pgnPath)
	if err != nil {
		t.Fatal(err)
	}
	games := readJSONL[gameLine](t, gamesPath)
	n := 0
	for _, block := range strings.Split(string(data), "\n\n[") {
		var fen, movetext string
		for _, line := range strings.Split(block, "\n") {
			switch {
			case strings.Contains(line, `[FEN "`) || strings.HasPrefix(line, `FEN "`):
				fen = line[strings.Index(line, `"`)+1 : strings.LastIndex(line, `"`)]
			case !strings.HasPrefix(line, "[") && !strings.HasSuffix(line, `"]`):
				movetext += " " + line
			}
		}
		if strings.TrimSpace(movetext) == "" {
			continue
		}
		if n >= len(games) {
			t.Fatalf("more PGN games than JSON lines")
		}
		want := games[n]
		n++
		if fen == "" {
			fen = StartFEN(r)
		}
		if fen != want.FEN {
			t.Errorf("game %d: FEN %s, want %s", n, fen, want.FEN)
			continue
		}
		p := MustParseFEN(fen, r)
		ply := 0
		for _, tok := range pgnTokens(movetext) {
			m, err := p.ParseSAN(tok)
			if err != nil {
				t.Fatalf("game %d ply %d: %v", n, ply+1, err)
			}
			if ply >= len(want.Moves) || FormatMove(m) != want.Moves[ply] {
				t.Fatalf("game %d ply %d: %s is %s, want %v", n, ply+1, tok, FormatMove(m), want.Moves[ply:min(ply+1, len(want.Moves))])
			}
			p.MakeMove(m)
			ply++
		}
		if ply != len(want.Moves) {
			t.Errorf("game %d: %d moves, want %d", n, ply, len(want.Moves))
		}
	}
	if n != len(games) {
		t.Errorf("%d PGN games, want %d", n, len(games))
	}
}

// pgnTokens returns the SAN moves of PGN movetext: without comments, move
// numbers ("12.", "35...") and the result.
func pgnTokens(s string) []string {
	var out []string
	depth := 0
	var b strings.Builder
	for _, r := range s {
		switch {
		case r == '{':
			depth++
		case r == '}':
			depth--
		case depth == 0:
			b.WriteRune(r)
		}
	}
	for _, f := range strings.Fields(b.String()) {
		if i := strings.LastIndexByte(f, '.'); i >= 0 {
			f = f[i+1:]
		}
		switch f {
		case "", "1-0", "0-1", "1/2-1/2", "*":
			continue
		}
		out = append(out, f)
	}
	return out
}
