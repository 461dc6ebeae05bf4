package sittuyin

import (
	"slices"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/tools/recordkit"
	"github.com/chaturanga-go/chaturanga/internal/tools/textkit"
	"github.com/chaturanga-go/chaturanga/notation"
)

// TestRecords reads every game of testdata/games.pgn (Fairy-Stockfish's
// games as pychess-variants exports them), replays it legally, checks it
// against the coordinate moves of games.jsonl, and writes it back to PGN
// that reads to the same game.
func TestRecords(t *testing.T) {
	recordkit.Games(t, "testdata/games.pgn", "testdata/games.jsonl", codec(Pychess))
}

// TestRecordRoundTrip writes random games (through the setup, under random
// rules) as PGN and reads them back: the same moves, and the result of the
// outcome.
func TestRecordRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var moves []core.Move
		end := randomGame(t, rapid.IntRange(0, 200).Draw(t, "plies"), func(_ *Position, m core.Move) { moves = append(moves, m) })
		g := NewGame(StartPosition(end.Rules()))
		for _, m := range moves {
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
		}
		var want []string
		for _, m := range moves {
			want = append(want, FormatMove(m))
		}
		back := recordkit.RoundTrip(t, codec(end.Rules()), NewRecord(g, notation.Tag{Name: "Event", Value: "rapid"}), want)
		if back.Result != g.Outcome().Result() {
			t.Fatalf("result %s, want %s", back.Result, g.Outcome().Result())
		}
	})
}

func readGame(t *testing.T, text string, r Rules) (*Game, *notation.Record) {
	t.Helper()
	rec := recordkit.Parse(t, text)
	g, err := ReadRecord(rec, r)
	if err != nil {
		t.Fatal(err)
	}
	return g, rec
}

// Under WhiteFirst (Default) each side's placements run under one move
// number, as the FEN counts them; under Alternating (Pychess) the moves
// are numbered as in chess. Either numbering reads, as does none.
func TestRecordSetupNumbering(t *testing.T) {
	const white = "K@e2 F@d2 S@c2 S@f2 N@b2 N@g2 R@a1 R@h1 "
	const black = "K@d7 S@e7 R@e8 F@c7 S@f7 N@b7 N@g7 R@a8 "
	g, _ := readGame(t, white+black+"e5 *", Default)
	out := string(notation.AppendPGN(nil, NewRecord(g)))
	want := "1. " + white + "1... " + black + "2. e5 *"
	if !strings.Contains(strings.ReplaceAll(out, "\n", " "), want) {
		t.Errorf("Default record:\n%s\nwant movetext %s", out, want)
	}
	if p := g.Position(); p.FullmoveNumber() != 2 {
		t.Errorf("FEN move number %d", p.FullmoveNumber())
	}
	for _, text := range []string{out, "1. " + white + "2. " + black + "3. e5 *"} {
		g2, rec := readGame(t, text, Default)
		if !slices.Equal(g2.Moves(), g.Moves()) {
			t.Errorf("%s: moves %v", text, g2.Moves())
		}
		// The game read is written back in its numbering.
		if got := strings.ReplaceAll(string(notation.AppendPGN(nil, NewRecord(g2, rec.Tags...))), "\n", " "); !strings.Contains(got, want) {
			t.Errorf("written back:\n%s", got)
		}
	}
	// A game set up half-way: White has one piece left, then Black places
	// its pieces; a comment interrupts Black's run.
	p := MustParseFEN("8/8/4pppp/pppp4/4PPPP/PPPP4/1NSFKSN1/R7[Rkssfrrnn] w - - 0 1", Default)
	g = NewGame(p)
	for _, s := range []string{"R@h1", "K@d7", "S@e7"} {
		cur := g.Position()
		m, err := cur.ParseMove(s)
		if err == nil {
			err = g.Play(m)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	rec := NewRecord(g)
	rec.Moves[1].Comments = []string{"Black begins"}
	if got := string(notation.AppendPGN(nil, rec)); !strings.Contains(got, "1. R@h1 1... K@d7 {Black begins} 1... S@e7 *") {
		t.Errorf("half set up:\n%s", got)
	}
	// Pychess alternates.
	g, _ = readGame(t, "F@b2 S@d8 K@a1 *", Pychess)
	if got := string(notation.AppendPGN(nil, NewRecord(g))); !strings.Contains(got, "1. F@b2 S@d8 2. K@a1 *") {
		t.Errorf("Pychess record:\n%s", got)
	}
}

// ReadRecord's errors: another game's record, a bad FEN tag, and an
// illegal move named by its ply with the rule that forbids it; the game
// up to the bad move is returned.
func TestReadRecordErrors(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		err        error
		plies      int
		want       string
	}{
		{"variant", "[Variant \"makruk\"]\n\n1. K@e2 *", core.ErrUnknown, -1, "not a sittuyin game"},
		{"fen", "[FEN \"8/8 w\"]\n\n1. K@e2 *", core.ErrSyntax, -1, ""},
		{"zone", "1. K@e2 R@e8 *", core.ErrIllegalMove, 1, "(ply 2)"},
		{"setup", "1. K@e2 2. e5 *", core.ErrIllegalMove, 1, "(ply 2)"},
		{"syntax", "1. K@e2 Zz9 *", core.ErrSyntax, 1, "(ply 2)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rec := recordkit.Parse(t, tc.text)
			g, err := ReadRecord(rec, Default)
			textkit.Refused(t, err, tc.err, tc.want)
			if tc.plies < 0 && g != nil || tc.plies >= 0 && (g == nil || g.Len() != tc.plies) {
				t.Errorf("game %v", g)
			}
		})
	}
}

// The diagrams list the hands while the setup is on ("-" for a side that
// has placed everything) and not after it.
func TestDiagramHands(t *testing.T) {
	p := MustParseFEN("8/8/4pppp/pppp4/4PPPP/PPPP4/1NSFKSN1/R6R[kssfrrnn] b - - 0 1", Default)
	if d := p.Diagram(); !strings.HasSuffix(d, "   a b c d e f g h\nWhite hand: -\nBlack hand: k s s f r r n n\n") {
		t.Errorf("diagram:\n%s", d)
	}
	p = MustParseFEN("r3r3/1nfkssn1/4pppp/pppp4/4PPPP/PPPP4/1NSFKSN1/R6R[] w - - 0 2", Default)
	for _, d := range []string{p.Diagram(), p.FigurineDiagram()} {
		if strings.Contains(d, "hand") || !strings.HasSuffix(d, "   a b c d e f g h\n") {
			t.Errorf("diagram after the setup:\n%s", d)
		}
	}
}

// codec is this package's records under rule set r, for recordkit.
func codec(r Rules) recordkit.Codec {
	return recordkit.CodecOf(func(rec *notation.Record) (*Game, error) { return ReadRecord(rec, r) }, NewRecord, FormatMove)
}
