package chator

import (
	"bytes"
	"errors"
	"slices"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/tools/recordkit"
	"github.com/chaturanga-go/chaturanga/notation"
)

// Property: a random game of any named rule set, written as PGN and read
// back under the same rules, is the same game with the same result.
func TestRecordRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		r := rapid.SampledFrom(RuleSets()).Draw(t, "rules")
		g := NewGame(StartPosition(r))
		var buf []core.Move
		for range rapid.IntRange(0, 120).Draw(t, "plies") {
			p := g.Position()
			buf = p.AppendLegalMoves(buf[:0])
			if len(buf) == 0 {
				break
			}
			if err := g.Play(buf[rapid.IntRange(0, len(buf)-1).Draw(t, "move")]); err != nil {
				t.Fatal(err)
			}
		}
		var want []string
		for _, m := range g.Moves() {
			want = append(want, FormatMove(m))
		}
		back := recordkit.RoundTrip(t, codec(r), NewRecord(g, notation.Tag{Name: "Event", Value: "test"}), want)
		if back.Result != g.Outcome().Result() {
			t.Fatalf("result %s, want %s", back.Result, g.Outcome().Result())
		}
	})
}

// A record of another game is refused.
func TestRecordWrongVariant(t *testing.T) {
	rec := &notation.Record{Tags: []notation.Tag{{Name: "Variant", Value: "makruk"}}}
	if _, err := ReadRecord(rec, Default); err == nil {
		t.Error("a makruk record read as main chator")
	}
}

// codec is this package's records under rule set r, for recordkit.
func codec(r Rules) recordkit.Codec {
	return recordkit.CodecOf(func(rec *notation.Record) (*Game, error) { return ReadRecord(rec, r) }, NewRecord, FormatMove)
}

// A record carries its rules: a game played under Elcum (or custom
// options) rereads under them whatever rules the reader passes (issue 11).
func TestRecordCarriesRules(t *testing.T) {
	for _, r := range []Rules{Elcum, Brooke, with(Default, "StalemateWins", "true"), with(SoutheastAsian, "Castling", "SidewaysBeforeChecked")} {
		g := NewGame(StartPosition(r))
		for _, s := range []string{"b1c3", "g8f6", "g1f3", "b8c6"} {
			if _, err := g.PlayText(s); err != nil {
				t.Fatal(err)
			}
		}
		rec := NewRecord(g)
		if tag, _ := rec.Get("Rules"); tag != r.String() {
			t.Errorf("Rules tag %q, want %q", tag, r)
		}
		if tag, _ := rec.Get("Variant"); tag != "chator" {
			t.Errorf("Variant tag %q", tag)
		}
		buf := bytes.NewBuffer(notation.AppendPGN(nil, rec))
		back, err := notation.NewPGNReader(buf).Next()
		if err != nil {
			t.Fatal(err)
		}
		h, err := ReadRecord(back, Default)
		if err != nil {
			t.Fatalf("%s: %v", notation.AppendPGN(nil, rec), err)
		}
		start, end, gend := h.Start(), h.Position(), g.Position()
		if start.Rules() != r || !end.Equal(gend) {
			t.Errorf("reread under %v, ends at %s; want %v, %s", start.Rules(), end.FEN(), r, gend.FEN())
		}
	}
}

// Records with bad tags are refused: unknown rules or variant, a Result
// tag that disagrees with the movetext or the game.
func TestRecordTagErrors(t *testing.T) {
	for _, tt := range []struct {
		pgn string
		err error
	}{
		{"[Rules \"sarawak\"]\n\n1. e4 *\n", core.ErrUnknown},
		{"[Rules \"default Teleport=true\"]\n\n1. e4 *\n", core.ErrUnknown},
		{"[Rules \"default LoneKingCount=x\"]\n\n1. e4 *\n", core.ErrSyntax},
		{"[Variant \"makruk\"]\n\n1. e4 *\n", core.ErrUnknown},
		{"[Result \"1-0\"]\n\n1. e4 0-1\n", core.ErrSyntax},
		{"[Result \"1-0\"]\n\n1. e4 d5 1-0\n", nil},
		{"[FEN \"R3k3/R7/8/8/8/8/8/3K4 b - - 0 1 checked=b\"]\n[Rules \"brooke\"]\n\n1... Kd8 0-1\n", core.ErrGameOver},
	} {
		rec := recordkit.Parse(t, tt.pgn)
		_, err := ReadRecord(rec, Default)
		if tt.err == nil && err != nil || tt.err != nil && !errors.Is(err, tt.err) {
			t.Errorf("%q: %v, want %v", tt.pgn, err, tt.err)
		}
	}
	// A mate with a disagreeing result.
	rec, _ := notation.NewPGNReader(strings.NewReader("[FEN \"7k/8/6K1/8/8/8/8/R7 w - - 0 1\"]\n[Rules \"brooke\"]\n\n1. Ra8+ 1/2-1/2\n")).Next()
	if _, err := ReadRecord(rec, Default); !errors.Is(err, core.ErrSyntax) {
		t.Errorf("a mate recorded as a draw: %v", err)
	}
}

// Whole games through Game: a resignation, an agreed draw, a claim of
// threefold repetition (CH-21), a mate (CH-19) and the lone raja's count
// (CH-22), each written as PGN with its Termination, reread and replayed to
// the same outcome.
func TestWholeGames(t *testing.T) {
	type step struct {
		text   string // a move, or "resign", "agree", "claim"
		by     core.Color
		reason core.Reason
	}
	for _, tt := range []struct {
		name  string
		r     Rules
		fen   string
		steps []step
		want  core.Outcome
		term  string
	}{
		{"resignation", Default, "", []step{{text: "e4"}, {text: "e5"}, {text: "resign", by: core.White}}, core.Win(core.Black, core.Resignation), "resignation"},
		{"agreement", Elcum, "", []step{{text: "Nc3"}, {text: "Nf6"}, {text: "agree"}}, core.Draw(core.Agreement), "agreement"},
		{"CH-21 repetition claimed", Brooke, "", []step{{text: "Nc3"}, {text: "Nc6"}, {text: "Nb1"}, {text: "Nb8"}, {text: "Nc3"}, {text: "Nc6"}, {text: "Nb1"}, {text: "Nb8"}, {text: "claim", reason: core.Repetition}}, core.Draw(core.Repetition), "repetition"},
		{"CH-19 checkmate", Brooke, "7k/8/6K1/8/8/8/8/R7 w - - 0 1", []step{{text: "Ra8#"}}, core.Win(core.White, core.Checkmate), "checkmate"},
		{"CH-22 lone-king-count", Elcum, "4k3/8/8/8/8/8/8/R2K4 b - - 0 1 lone=b6", []step{{text: "Ke7"}, {text: "Ra2"}}, core.Draw(core.LoneKingCount), "lone-king-count"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			start := StartPosition(tt.r)
			if tt.fen != "" {
				start = MustParseFEN(tt.fen, tt.r)
			}
			g := NewGame(start)
			for _, s := range tt.steps {
				var err error
				switch s.text {
				case "resign":
					err = g.Resign(s.by)
				case "agree":
					err = g.AgreeDraw()
				case "claim":
					err = g.Claim(s.reason)
				default:
					_, err = g.PlayText(s.text)
				}
				if err != nil {
					t.Fatalf("%s: %v", s.text, err)
				}
			}
			if !g.Outcome().Equal(tt.want) || g.Termination() != tt.term {
				t.Fatalf("outcome %v (%s), want %v (%s)", g.Outcome(), g.Termination(), tt.want, tt.term)
			}
			if _, err := g.PlayText("Kd2"); !errors.Is(err, core.ErrGameOver) {
				t.Errorf("a move after the end: %v", err)
			}
			rec := NewRecord(g, notation.Tag{Name: "Event", Value: tt.name})
			if term, _ := rec.Get("Termination"); term != tt.term || rec.Result != tt.want.Result() {
				t.Errorf("Termination %q, result %s", term, rec.Result)
			}
			buf := bytes.NewBuffer(notation.AppendPGN(nil, rec))
			back, err := notation.NewPGNReader(buf).Next()
			if err != nil {
				t.Fatal(err)
			}
			h, err := ReadRecord(back, Default)
			if err != nil {
				t.Fatalf("%s\n%v", notation.AppendPGN(nil, rec), err)
			}
			if !h.Outcome().Equal(tt.want) || !slices.Equal(h.SAN(), g.SAN()) {
				t.Errorf("reread: %v %v, want %v %v\n%s", h.Outcome(), h.SAN(), tt.want, g.SAN(), notation.AppendPGN(nil, rec))
			}
		})
	}
}
