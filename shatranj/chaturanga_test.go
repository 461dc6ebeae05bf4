package shatranj

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/tools/recordkit"
	"github.com/chaturanga-go/chaturanga/internal/tools/textkit"
	"github.com/chaturanga-go/chaturanga/notation"
)

// Chaturanga: the rule set of Fairy-Stockfish's chaturanga (the oracle
// data run in data_test.go, the games in games_test.go, record_test.go and
// game_test.go); here its start, its insufficient-material test against
// Fairy-Stockfish's verdicts per side, its records and its text forms.

// TestChaturangaStart (SH-1 under ChessArray): the chess array, its FEN,
// and perft from it as Fairy-Stockfish counts it.
func TestChaturangaStart(t *testing.T) {
	const want = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"
	if StartFEN(Chaturanga) != want || StartFEN(Rules{Array: ChessArray}) != want || StartFEN(Default) == want {
		t.Fatalf("StartFEN: %s", StartFEN(Chaturanga))
	}
	p := StartPosition(Chaturanga)
	if p.FEN() != want || p.Rules() != Chaturanga || p.RuleSet() != "chaturanga" || p.Variant() != "shatranj" {
		t.Errorf("start %s under %s (%s)", p.FEN(), p.RuleSet(), p.Variant())
	}
	for sq, pc := range map[string]core.Piece{
		"e1": core.MakePiece(core.White, Shah), "d1": core.MakePiece(core.White, Ferz),
		"e8": core.MakePiece(core.Black, Shah), "d8": core.MakePiece(core.Black, Ferz),
		"c1": core.MakePiece(core.White, Alfil), "f8": core.MakePiece(core.Black, Alfil),
	} {
		if got := p.At(core.MustParseSquare(sq)); got != pc {
			t.Errorf("%s holds %v, want %v", sq, got, pc)
		}
	}
	if p.King(core.White) != core.MustParseSquare("e1") || p.King(core.Black) != core.MustParseSquare("e8") {
		t.Errorf("shahs on %v and %v", p.King(core.White), p.King(core.Black))
	}
	// Fairy-Stockfish's perft from the chaturanga start (testdata/oracle-chaturanga.jsonl).
	for d, n := range []uint64{16, 256, 4176, 68122} {
		if got := p.Perft(d + 1); got != n {
			t.Errorf("perft(%d) = %d, want %d", d+1, got, n)
		}
	}
	// The array is one option: Default with the chess array starts there
	// and keeps the bare-king rule.
	q := StartPosition(Rules{Array: ChessArray})
	if q.FEN() != want || q.Rules().BareKing != BareBack || q.RuleSet() != "default Array=Chess" {
		t.Errorf("Default with the chess array: %s %s", q.FEN(), q.RuleSet())
	}
}

// TestInsufficientMaterialVerdicts: Position.InsufficientMaterial of each
// side agrees with Fairy-Stockfish's has_insufficient_material on every
// verdict line, under Chaturanga and under Pychess (where the extinction
// rule makes it false), and the claim is offered exactly when both sides
// lack material and the game goes on (SH-13).
func TestInsufficientMaterialVerdicts(t *testing.T) {
	for _, f := range []struct {
		path  string
		rules Rules
	}{{"testdata/outcomes-chaturanga.jsonl", Chaturanga}, {"testdata/outcomes.jsonl", Pychess}} {
		for i, l := range readJSONL[outcomeLine](t, f.path) {
			p, err := ParseFEN(l.FEN, f.rules)
			if err != nil {
				t.Fatalf("%s:%d: %v", f.path, i+1, err)
			}
			for _, s := range l.Moves {
				m, err := p.ParseMove(s)
				if err != nil {
					t.Fatalf("%s:%d: %s: %v", f.path, i+1, s, err)
				}
				p.MakeMove(m)
			}
			got := []bool{p.InsufficientMaterial(core.White), p.InsufficientMaterial(core.Black)}
			if !slices.Equal(got, l.InsufficientMaterial) {
				t.Errorf("%s:%d %s: insufficient material %v, Fairy-Stockfish %v", f.path, i+1, p.FEN(), got, l.InsufficientMaterial)
			}
			want := got[0] && got[1] && !p.Outcome().IsOver()
			if p.Claims().Has(core.InsufficientMaterial) != want {
				t.Errorf("%s:%d %s: claims %v", f.path, i+1, p.FEN(), p.Claims().Strings())
			}
		}
	}
}

// Property (SH-13): under Chaturanga a side lacks mating material exactly
// when it has its shah alone, and the claim is there exactly when both
// do; under the bare-king rules neither ever is.
func TestInsufficientMaterialProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := randomPosition(t, 3)
		for _, c := range []core.Color{core.White, core.Black} {
			want := p.Rules().BareKing == NoBareKing && p.Bare(c)
			if p.InsufficientMaterial(c) != want {
				t.Fatalf("%s (%s): InsufficientMaterial(%v) = %v", p.FEN(), p.Rules(), c, !want)
			}
		}
		want := p.Rules().BareKing == NoBareKing && p.Bare(core.White) && p.Bare(core.Black)
		if p.Claims().Has(core.InsufficientMaterial) != want {
			t.Fatalf("%s (%s): claims %v", p.FEN(), p.Rules(), p.Claims().Strings())
		}
	})
	var z Position
	if z.InsufficientMaterial(core.White) || z.InsufficientMaterial(core.Black) {
		t.Error("the zero Position lacks material")
	}
	p := MustParseFEN("8/8/8/4k3/8/8/3K4/8 w - - 0 1", Chaturanga)
	if p.InsufficientMaterial(core.Color(2)) {
		t.Error("a third colour lacks material")
	}
}

// TestChaturangaRecords: NewRecord names the set [Variant "chaturanga"]
// with its Rules tag and no FEN for its start; ReadRecord takes the rules
// from the Rules tag, else from the Variant tag, else the caller's.
func TestChaturangaRecords(t *testing.T) {
	g := NewGame(StartPosition(Chaturanga))
	recordkit.PlayText(t, g, "e3", "e6", "Qe2", "Qe7")
	rec := NewRecord(g, notation.Tag{Name: "Event", Value: "test"})
	text := string(notation.AppendPGN(nil, rec))
	for _, want := range []string{`[Variant "chaturanga"]`, `[Rules "chaturanga"]`, "1. e3 e6 2. Qe2 Qe7 *"} {
		if !strings.Contains(text, want) {
			t.Errorf("record lacks %s:\n%s", want, text)
		}
	}
	if strings.Contains(text, "[FEN") {
		t.Errorf("a game from the chaturanga start has a FEN tag:\n%s", text)
	}
	back, _ := reread(t, g, Default)
	if bp := back.Position(); bp.Rules() != Chaturanga || !slices.Equal(back.Moves(), g.Moves()) {
		t.Errorf("read back under %s", bp.Rules())
	}
	// A set from Chaturanga with an option changed keeps the name.
	r := Chaturanga
	r.BareKing = Extinction
	g = NewGame(StartPosition(r))
	text = string(notation.AppendPGN(nil, NewRecord(g)))
	if !strings.Contains(text, `[Variant "chaturanga"]`) || !strings.Contains(text, `[Rules "chaturanga BareKing=Extinction"]`) {
		t.Errorf("record of %s:\n%s", r, text)
	}
	// Default with Chaturanga's options is a Shatranj set by name.
	g = NewGame(StartPosition(Rules{BareKing: NoBareKing, Array: ChessArray}))
	text = string(notation.AppendPGN(nil, NewRecord(g)))
	if !strings.Contains(text, `[Variant "shatranj"]`) || !strings.Contains(text, `[Rules "default BareKing=None Array=Chess"]`) || strings.Contains(text, "[FEN") {
		t.Errorf("record of Default with Chaturanga's options:\n%s", text)
	}

	// "1. e3 e6 2. Qe2" is a Chaturanga game (the ferz on d1), "1. d3 d6
	// 2. Qd2" a Shatranj one (the ferz on e1).
	const chat, shat = "1. e3 e6 2. Qe2 *", "1. d3 d6 2. Qd2 *"
	for _, c := range []struct {
		name    string
		tags    string
		caller  Rules
		moves   string
		want    Rules
		errWant error
	}{
		{"VariantChaturanga", `[Variant "chaturanga"]`, Default, chat, Chaturanga, nil},
		{"VariantChaturangaAnyCase", `[Variant "Chaturanga"]`, Pychess, chat, Chaturanga, nil},
		{"VariantChaturangaKeepsTheCallersChaturanga", `[Variant "chaturanga"]`, r, chat, r, nil},
		{"VariantShatranjKeepsTheCallersShatranj", `[Variant "shatranj"]`, Medina, shat, Medina, nil},
		{"VariantShatranjUnderChaturanga", `[Variant "shatranj"]`, Chaturanga, shat, Pychess, nil},
		{"RulesTagDecides", "[Variant \"chaturanga\"]\n[Rules \"default Array=Chess\"]", Pychess, chat, Rules{Name: "default", Array: ChessArray}, nil},
		{"NoTags", "", Chaturanga, chat, Chaturanga, nil},
		{"ChaturangaMovesUnderShatranj", `[Variant "shatranj"]`, Default, chat, Default, core.ErrIllegalMove},
		{"ShatranjMovesUnderChaturanga", `[Variant "chaturanga"]`, Default, shat, Chaturanga, core.ErrIllegalMove},
		{"OtherVariant", `[Variant "chess"]`, Chaturanga, chat, Rules{}, core.ErrUnknown},
	} {
		t.Run(c.name, func(t *testing.T) {
			rec := recordkit.Parse(t, c.tags+"\n\n"+c.moves)
			g, err := ReadRecord(rec, c.caller)
			if !errors.Is(err, c.errWant) {
				t.Fatalf("error %v, want %v", err, c.errWant)
			}
			if g == nil {
				return
			}
			if p := g.Start(); p.Rules() != c.want {
				t.Errorf("rules %s, want %s", p.Rules(), c.want)
			}
		})
	}
}

// TestChaturangaText: FEN and text round trips of Chaturanga positions
// from random games: FEN read back Equal, the text form and JSON keep the
// rules, the legal moves are the same.
func TestChaturangaText(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := StartPosition(Chaturanga)
		var buf []core.Move
		for range rapid.IntRange(0, 200).Draw(t, "plies") {
			buf = p.AppendLegalMoves(buf[:0])
			if len(buf) == 0 {
				break
			}
			p.MakeMove(buf[rapid.IntRange(0, len(buf)-1).Draw(t, "move")])
		}
		buf = p.AppendLegalMoves(buf[:0])
		q, err := ParseFEN(p.FEN(), Chaturanga)
		if err != nil {
			t.Fatalf("%s: %v", p.FEN(), err)
		}
		if diff := cmp.Diff(p, q); diff != "" {
			t.Fatalf("FEN round trip of %s (-want +got):\n%s", p.FEN(), diff)
		}
		text, err := p.MarshalText()
		if err != nil || !strings.HasPrefix(string(text), "chaturanga|") {
			t.Fatalf("MarshalText: %q, %v", text, err)
		}
		var u Position
		if err := u.UnmarshalText(text); err != nil || !u.Equal(p) {
			t.Fatalf("UnmarshalText(%q): %v, %v", text, u.String(), err)
		}
		data, err := json.Marshal(p)
		if err != nil {
			t.Fatal(err)
		}
		var j Position
		if err := json.Unmarshal(data, &j); err != nil || !j.Equal(p) {
			t.Fatalf("json %s: %v, %v", data, j.String(), err)
		}
		if !slices.Equal(textkit.SortedLegal(&p), textkit.SortedLegal(&j)) || !slices.Equal(textkit.SortedLegal(&p), textkit.SortedLegal(&q)) {
			t.Fatalf("%s: legal moves differ after the round trips", p.FEN())
		}
		// Each legal move's coordinate and SAN text reads back to it.
		for _, m := range buf {
			if back, err := p.ParseMove(p.MoveText(m)); err != nil || back != m {
				t.Fatalf("%s: ParseMove(%s) = %v, %v", p.FEN(), p.MoveText(m), back, err)
			}
			if back, err := p.ParseSAN(p.SAN(m)); err != nil || back != m {
				t.Fatalf("%s: ParseSAN(%s) = %v, %v", p.FEN(), p.SAN(m), back, err)
			}
		}
	})
}
