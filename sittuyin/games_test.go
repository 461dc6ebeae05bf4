package sittuyin

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/chaturanga-go/chaturanga/core"
)

// TestGames replays the Fairy-Stockfish self-play games of
// testdata/games.jsonl (from ../shared/games/sittuyin.jsonl) under
// Pychess: every move is legal, SAN as Fairy-Stockfish writes it (drops
// "R@e1", promotions "a4=F" in place and "a5b4=F" diagonally), strict SAN
// parsing and lenient parsing give the move back, and the end agrees with
// the recorded termination.
func TestGames(t *testing.T) {
	for gi, l := range readJSONL[gameLine](t, "testdata/games.jsonl") {
		p, err := ParseFEN(l.FEN, Pychess)
		if err != nil {
			t.Fatalf("game %d: %v", gi+1, err)
		}
		g := NewGame(p)
		for i, s := range l.Moves {
			cur := g.Position()
			m, err := cur.ParseMove(s)
			if err != nil {
				t.Fatalf("game %d ply %d: %v", gi+1, i+1, err)
			}
			if got := cur.SAN(m); got != l.SAN[i] {
				t.Errorf("game %d ply %d %s in %s: SAN %q, want %q", gi+1, i+1, s, cur.FEN(), got, l.SAN[i])
			}
			if back, err := cur.ParseSAN(l.SAN[i]); err != nil || back != m {
				t.Errorf("game %d ply %d: ParseSAN(%q) = %v, %v; want %s", gi+1, i+1, l.SAN[i], FormatMove(back), err, s)
			}
			lenient := strings.NewReplacer("x", "", "=", "", "+", "", "#", "").Replace(l.SAN[i])
			if back, err := cur.ParseLenient(lenient); err != nil || back != m {
				t.Errorf("game %d ply %d: ParseLenient(%q) = %v, %v; want %s", gi+1, i+1, lenient, FormatMove(back), err, s)
			}
			if err := g.Play(m); err != nil {
				t.Fatalf("game %d ply %d: %v", gi+1, i+1, err)
			}
		}
		o, claims := g.Outcome(), g.Claims()
		var ok bool
		switch l.Termination {
		case "checkmate":
			ok = o.Reason == core.Checkmate && o.Result() == l.Result
		case "50-move rule":
			ok = claims.Has(core.MoveRule)
		case "counting rule":
			ok = claims.Has(core.Counting)
		case "threefold repetition":
			ok = claims.Has(core.Repetition)
		case "insufficient material":
			// A claim, as pychess-variants ends such games: the moves
			// stay.
			ok = !o.IsOver() && claims.Has(core.InsufficientMaterial)
		case "unterminated":
			ok = !o.IsOver()
		default:
			t.Fatalf("game %d: unknown termination %q", gi+1, l.Termination)
		}
		if !ok {
			cur := g.Position()
			t.Errorf("game %d (%s, %s): outcome %v, claims %v at %s", gi+1, l.Termination, l.Result, o, claims.Strings(), cur.FEN())
		}
	}
}

var (
	pgnTag     = regexp.MustCompile(`(?m)^\[(\w+) "([^"]*)"\]$`)
	pgnComment = regexp.MustCompile(`\{[^}]*\}`)
	pgnNumber  = regexp.MustCompile(`^\d+\.+$`)
)

// TestPGN reads testdata/games.pgn (from ../shared/games/sittuyin.pgn):
// each game's movetext, read with strict SAN from the FEN tag or the start
// position, is the same moves as games.jsonl, and the Result tag agrees.
func TestPGN(t *testing.T) {
	data, err := os.ReadFile("testdata/games.pgn")
	if err != nil {
		t.Fatal(err)
	}
	lines := readJSONL[gameLine](t, "testdata/games.jsonl")
	games := strings.Split(strings.TrimSpace(string(data)), "\n\n[Event ")
	if len(games) != len(lines) {
		t.Fatalf("%d PGN games, %d JSON lines", len(games), len(lines))
	}
	for gi, text := range games {
		text = "[Event " + strings.TrimPrefix(text, "[Event ")
		tags := map[string]string{}
		for _, m := range pgnTag.FindAllStringSubmatch(text, -1) {
			tags[m[1]] = m[2]
		}
		if !strings.EqualFold(tags["Variant"], "sittuyin") {
			t.Errorf("game %d: Variant %q", gi+1, tags["Variant"])
		}
		fen := StartFEN(Default)
		if f, ok := tags["FEN"]; ok {
			fen = f
		}
		p, err := ParseFEN(fen, Pychess)
		if err != nil {
			t.Fatalf("game %d: %v", gi+1, err)
		}
		body := pgnComment.ReplaceAllString(pgnTag.ReplaceAllString(text, ""), " ")
		var got []string
		for _, tok := range strings.Fields(body) {
			if pgnNumber.MatchString(tok) || tok == tags["Result"] {
				continue
			}
			m, err := p.ParseSAN(tok)
			if err != nil {
				t.Fatalf("game %d move %d: %v", gi+1, len(got)+1, err)
			}
			got = append(got, FormatMove(m))
			p.MakeMove(m)
		}
		if diff := cmp.Diff(lines[gi].Moves, got); diff != "" {
			t.Errorf("game %d: moves differ from games.jsonl (-want +got):\n%s", gi+1, diff)
		}
		if tags["Result"] != lines[gi].Result {
			t.Errorf("game %d: Result %q, want %q", gi+1, tags["Result"], lines[gi].Result)
		}
	}
}
