package shatranj

import (
	"os"
	"strings"
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
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
	for i, gl := range readJSONL[gameLine](t, path) {
		p, err := ParseFEN(gl.FEN, r)
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
			ok = o.Reason == core.Checkmate && o.Result() == gl.Result
		case "stalemate":
			ok = o.Reason == core.Stalemate && o.Result() == gl.Result
		case "bare king":
			ok = o.Reason == core.BareKing && o.Result() == gl.Result
		case "insufficient material":
			ok = !o.IsOver() && claims.Has(core.InsufficientMaterial)
		case "threefold repetition":
			ok = !o.IsOver() && claims.Has(core.Repetition)
		case "70-move rule":
			ok = !o.IsOver() && claims.Has(core.MoveRule)
		case "unterminated":
			ok = !o.IsOver()
		default:
			t.Fatalf("game %d: unknown termination %q", i+1, gl.Termination)
		}
		if !ok {
			t.Errorf("game %d: ended %v with claims %v, want %s %s", i+1, o, claims.Strings(), gl.Result, gl.Termination)
		}
	}
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
