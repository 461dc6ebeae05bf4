package chaturanga_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/chaturanga-go/chaturanga"
	"github.com/chaturanga-go/chaturanga/chator"
	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/tools/conform"
	"github.com/chaturanga-go/chaturanga/makruk"
	"github.com/chaturanga-go/chaturanga/notation"
	"github.com/chaturanga-go/chaturanga/qiguo"
	"github.com/chaturanga-go/chaturanga/shatar"
	"github.com/chaturanga-go/chaturanga/shatranj"
	"github.com/chaturanga-go/chaturanga/sittuyin"
)

func TestLookup(t *testing.T) {
	names := chaturanga.Names()
	for _, want := range gamePackages {
		v, err := chaturanga.Lookup(strings.ToUpper(want))
		if err != nil || v.Name() != want || v.Title() == "" || len(v.RuleSets()) == 0 {
			t.Errorf("Lookup(%s) = %v (%q), %v", want, v, v.Title(), err)
		}
	}
	if len(names) != len(gamePackages) {
		t.Errorf("Names() = %v", names)
	}
	_, err := chaturanga.Lookup("chess")
	if !errors.Is(err, core.ErrUnknown) || !strings.Contains(err.Error(), "makruk") {
		t.Errorf("an unknown variant: %v", err)
	}
	var zero chaturanga.Variant
	if _, err := zero.NewPosition("", ""); !errors.Is(err, core.ErrUnknown) {
		t.Errorf("the zero Variant: %v", err)
	}
}

func TestUnknownNamesListTheKnown(t *testing.T) {
	v, _ := chaturanga.Lookup("makruk")
	_, err := v.NewPosition("nosuch", "")
	if !errors.Is(err, core.ErrUnknown) || !strings.Contains(err.Error(), "pychess") {
		t.Errorf("unknown rules: %v", err)
	}
	_, err = v.NewPosition("", "", chaturanga.Option{Name: "NoSuchOption", Value: "1"})
	if !errors.Is(err, core.ErrUnknown) {
		t.Errorf("unknown option: %v", err)
	}
}

// Every registry entry, under every named rule set, starts a game whose
// position keeps the core.Position contract (briefly: each package runs
// the same check on long games).
func TestEveryEntryConforms(t *testing.T) {
	for _, v := range chaturanga.Variants() {
		for _, rules := range v.RuleSets() {
			t.Run(v.Name()+"/"+rules, func(t *testing.T) {
				p, err := v.NewPosition(rules, "")
				if err != nil {
					t.Fatal(err)
				}
				if p.Variant() != v.Name() || p.RuleSet() != rules {
					t.Errorf("Variant %q RuleSet %q", p.Variant(), p.RuleSet())
				}
				// The packages' own conformance tests play long games from
				// many starts; here every entry is seen through the registry.
				plies := 12
				conform.Check(t, p, conform.Options{
					Parse: func(fen string) (core.Position, error) { return v.NewPosition(rules, fen) },
					Plies: plies,
				})
			})
		}
	}
}

// A game of every entry survives its record: written to PGN, reread by
// the registry without being told the game or the rules, replayed to the
// same moves and outcome; its position survives its text form and JSON.
func TestEveryEntryRoundTrips(t *testing.T) {
	for _, v := range chaturanga.Variants() {
		for _, rules := range v.RuleSets() {
			t.Run(v.Name()+"/"+rules, func(t *testing.T) {
				g, err := v.NewGame(rules, "")
				if err != nil {
					t.Fatal(err)
				}
				for i := 0; i < 30 && !g.Outcome().IsOver(); i++ {
					p := g.Position()
					moves := p.AppendLegalMoves(nil)
					if err := g.Play(moves[(i*7)%len(moves)]); err != nil {
						t.Fatal(err)
					}
				}
				if !g.Outcome().IsOver() {
					if err := g.AgreeDraw(); err != nil {
						t.Fatal(err)
					}
				}
				text := notation.AppendPGN(nil, g.Record())
				rec, err := notation.NewPGNReader(bytes.NewReader(text)).Next()
				if err != nil {
					t.Fatalf("%s: %v", text, err)
				}
				back, err := chaturanga.ReadRecord(rec, "")
				if err != nil {
					t.Fatalf("%s: %v", text, err)
				}
				if back.Variant() != v.Name() || back.Position().RuleSet() != rules || !back.Outcome().Equal(g.Outcome()) || len(back.Moves()) != g.Len() {
					t.Errorf("reread %s %s %v %d moves, want %s %s %v %d\n%s", back.Variant(), back.Position().RuleSet(), back.Outcome(), back.Len(), v.Name(), rules, g.Outcome(), g.Len(), text)
				}
				p := g.Position()
				data, err := json.Marshal(p)
				if err != nil {
					t.Fatal(err)
				}
				var s string
				if err := json.Unmarshal(data, &s); err != nil {
					t.Fatal(err)
				}
				q, err := v.ParsePosition(s)
				if err != nil || q.FEN() != p.FEN() || q.RuleSet() != p.RuleSet() {
					t.Errorf("position text %s: %v, %v", s, q, err)
				}
			})
		}
	}
}

func TestPerftLimits(t *testing.T) {
	v, _ := chaturanga.Lookup("makruk")
	p, _ := v.NewPosition("", "")
	for _, d := range []int{-1, core.MaxPerftDepth + 1, 1 << 30} {
		if _, err := v.Perft(p, d, true); !errors.Is(err, chaturanga.ErrLimit) {
			t.Errorf("depth %d: %v", d, err)
		}
		// the registry's ErrLimit is the core's sentinel, in a
		// *core.ParseError naming the depth (issue 20)
		_, err := v.Divide(p, d)
		var pe *core.ParseError
		if !errors.Is(err, core.ErrLimit) || !errors.As(err, &pe) || pe.Field != "depth" || !strings.Contains(err.Error(), "Divide") {
			t.Errorf("Divide depth %d: %v", d, err)
		}
	}
	bulk, _ := v.Perft(p, 3, true)
	each, _ := v.Perft(p, 3, false)
	if bulk != 12012 || each != bulk {
		t.Errorf("perft 3: bulk %d, make/unmake %d, want 12012", bulk, each)
	}
	q, _ := chaturanga.NewPosition("shatranj", "", "")
	if _, err := v.Perft(q, 1, true); !errors.Is(err, core.ErrUnknown) {
		t.Errorf("a shatranj position to makruk's perft: %v", err)
	}
}

// Errors show non-ASCII input as it was typed (never a byte of it as a
// Latin-1 character) and quote long input cut short.
func TestErrorsQuoteInput(t *testing.T) {
	for _, v := range chaturanga.Variants() {
		for _, fen := range []string{"♜nsmksnr/8/8/8/8/8/8/8 w - - 0 1", "8/8/8/8/8/8/8/8[♜] w - - 0 1", "w♜ w - - 1", strings.Repeat("♜", 1<<16)} {
			_, err := v.NewPosition("", fen)
			if err == nil {
				t.Errorf("%s %q: no error", v.Name(), fen)
				continue
			}
			msg := err.Error()
			if strings.Contains(msg, "â") || !utf8.ValidString(msg) || len(msg) > 600 {
				t.Errorf("%s: %d bytes: %q", v.Name(), len(msg), msg[:min(len(msg), 300)])
			}
		}
		g, _ := v.NewGame("", "")
		for _, move := range []string{"♜e4", "e4♜", strings.Repeat("e2e4", 1<<18)} {
			_, err := g.PlayText(move)
			if err == nil {
				t.Errorf("%s %q: no error", v.Name(), move)
				continue
			}
			msg := err.Error()
			if strings.Contains(msg, "â") || !utf8.ValidString(msg) || len(msg) > 600 {
				t.Errorf("%s: %d bytes: %q", v.Name(), len(msg), msg[:min(len(msg), 300)])
			}
		}
	}
}

// TestFSFNames: every Fairy-Stockfish variant name that is not a
// registry name (any case) stands for its game and one of the game's
// named rule sets, in LookupFSF and FSFNames, and that set starts from
// Fairy-Stockfish's start of the variant; the registry names keep their
// game's default rules.
func TestFSFNames(t *testing.T) {
	for _, c := range []struct{ fsf, game, rules, start string }{
		{"cambodian", "makruk", "cambodian", "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1"},
		{"karouk", "makruk", "karouk", "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 1+1 0 1"},
		{"makpong", "makruk", "makpong", "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1"},
		{"asean", "makruk", "asean", "rnbqkbnr/8/pppppppp/8/8/PPPPPPPP/8/RNBQKBNR w - - 0 1"},
		{"ai-wok", "makruk", "aiwok", "rnsaksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKASNR w - - 0 1"},
		{"chaturanga", "shatranj", "chaturanga", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"},
	} {
		for _, name := range []string{c.fsf, strings.ToUpper(c.fsf)} {
			v, rules, err := chaturanga.LookupFSF(name)
			if err != nil || v.Name() != c.game || rules != c.rules {
				t.Errorf("LookupFSF(%q) = %v, %q, %v; want %s, %q", name, v, rules, err, c.game, c.rules)
				continue
			}
			if got := v.FSFNames()[c.fsf]; got != c.rules {
				t.Errorf("%s: FSFNames()[%q] = %q", c.game, c.fsf, got)
			}
			if !slices.Contains(v.RuleSets(), c.rules) {
				t.Errorf("%s: rule set %q is not among %v", c.fsf, c.rules, v.RuleSets())
			}
			if start, err := v.StartFEN(c.rules); err != nil || start != c.start {
				t.Errorf("%s: StartFEN(%q) = %q, %v; want %q", c.fsf, c.rules, start, err, c.start)
			}
		}
	}
	for _, name := range chaturanga.Names() {
		if v, rules, err := chaturanga.LookupFSF(name); err != nil || v.Name() != name || rules != "" {
			t.Errorf("LookupFSF(%q) = %v, %q, %v", name, v, rules, err)
		}
	}
	if _, _, err := chaturanga.LookupFSF("aiwok-x"); !errors.Is(err, core.ErrUnknown) || !strings.Contains(err.Error(), "ai-wok") {
		t.Errorf("unknown name: %v", err)
	}
}

// pastSetup plays the first legal move while it is a placement from the
// hand (Sittuyin's setup), so that pieces can go back and forth.
func pastSetup(t *testing.T, g chaturanga.Game) {
	t.Helper()
	for {
		p := g.Position()
		moves := p.AppendLegalMoves(nil)
		if len(moves) == 0 || !moves[0].IsDrop() {
			return
		}
		if err := g.Play(moves[0]); err != nil {
			t.Fatal(err)
		}
	}
}

// shuffle returns two moves, one for each side, of pieces other than kings
// and pawns to empty squares, that can then both go back: played twice, out
// and back, they repeat the position.
func shuffle(p core.Position) (out [4]core.Move, ok bool) {
	movable := func(q core.Position, m core.Move) bool {
		k := q.At(m.From()).Kind()
		return !m.IsDrop() && !m.IsPass() && m.Promotion() == core.NoKind && !q.IsCapture(m) && k != core.King && k != core.Pawn
	}
	for _, m1 := range p.AppendLegalMoves(nil) {
		if !movable(p, m1) {
			continue
		}
		q := p.Clone()
		q.MakeMove(m1)
		for _, m2 := range q.AppendLegalMoves(nil) {
			if !movable(q, m2) {
				continue
			}
			r := q.Clone()
			r.MakeMove(m2)
			b1 := core.NewMove(m1.To(), m1.From())
			if !r.IsLegal(b1) {
				continue
			}
			r.MakeMove(b1)
			b2 := core.NewMove(m2.To(), m2.From())
			if r.IsLegal(b2) {
				return [4]core.Move{m1, m2, b1, b2}, true
			}
		}
	}
	return out, false
}

// A whole game of every game, through the registry's Game: moves, then a
// resignation, an agreed draw or a claimed repetition; its PGN rereads to
// the same moves and ending.
func TestWholeGames(t *testing.T) {
	for _, v := range chaturanga.Variants() {
		t.Run(v.Name(), func(t *testing.T) {
			reread := func(g chaturanga.Game) {
				t.Helper()
				text := notation.AppendPGN(nil, g.Record())
				rec, err := notation.NewPGNReader(bytes.NewReader(text)).Next()
				if err != nil {
					t.Fatal(err)
				}
				back, err := chaturanga.ReadRecord(rec, "")
				if err != nil {
					t.Fatalf("%v\n%s", err, text)
				}
				if !back.Outcome().Equal(g.Outcome()) || !slices.Equal(back.Moves(), g.Moves()) {
					t.Errorf("reread %v after %d moves, want %v after %d\n%s", back.Outcome(), back.Len(), g.Outcome(), g.Len(), text)
				}
			}
			newGame := func() chaturanga.Game {
				g, err := v.NewGame("", "")
				if err != nil {
					t.Fatal(err)
				}
				pastSetup(t, g)
				for i := 0; i < 12 && !g.Outcome().IsOver(); i++ {
					p := g.Position()
					moves := p.AppendLegalMoves(nil)
					if err := g.Play(moves[(i*5)%len(moves)]); err != nil {
						t.Fatal(err)
					}
				}
				return g
			}

			// A resignation: a two-player game ends at once; in Qi Guo
			// the states resign on their turns until one is left.
			g := newGame()
			for !g.Outcome().IsOver() {
				p := g.Position()
				if err := g.Resign(p.Side()); err != nil {
					t.Fatal(err)
				}
			}
			if o := g.Outcome(); o.Reason != core.Resignation && o.Reason != core.LastStanding {
				t.Errorf("after resigning: %v", o)
			}
			reread(g)

			g = newGame()
			if err := g.AgreeDraw(); err != nil {
				t.Fatal(err)
			}
			if !g.Outcome().Equal(core.Draw(core.Agreement)) {
				t.Errorf("agreed: %v", g.Outcome())
			}
			reread(g)

			// A repetition: the same pieces go out and back twice. Qi
			// Guo has no draw by repetition (QG-28).
			g, _ = v.NewGame("", "")
			pastSetup(t, g)
			p := g.Position()
			moves, ok := shuffle(p)
			if p.Sides() > 2 {
				if ok {
					for range 2 {
						for _, m := range moves {
							g.Play(m)
						}
					}
					if g.Claims() != 0 {
						t.Errorf("Qi Guo claims %v", g.Claims())
					}
				}
				return
			}
			if !ok {
				t.Fatalf("no shuffle in %s", p.FEN())
			}
			for range 2 {
				for _, m := range moves {
					if err := g.Play(m); err != nil {
						t.Fatal(err)
					}
				}
			}
			if !g.Claims().Has(core.Repetition) {
				t.Fatalf("after %v twice: claims %v, %d repetitions", moves, g.Claims(), g.Repetitions())
			}
			if err := g.Claim(core.Repetition); err != nil {
				t.Fatal(err)
			}
			if !g.Outcome().Equal(core.Draw(core.Repetition)) {
				t.Errorf("claimed: %v", g.Outcome())
			}
			reread(g)
		})
	}
}

// A record whose Termination claims an ending the rules do not allow in
// its final position is an error; a Result tag that disagrees with the
// movetext is one too.
func TestRecordEndingsChecked(t *testing.T) {
	for _, tc := range []struct{ pgn, want string }{
		{"[Variant \"makruk\"]\n[Result \"1/2-1/2\"]\n[Termination \"threefold repetition\"]\n\n1. e4 e5 1/2-1/2\n", "repetition"},
		{"[Variant \"shatranj\"]\n[Result \"1-0\"]\n\n1. e3 e6 0-1\n", "Result tag"},
		{"[Variant \"chator\"]\n[Rules \"nosuch\"]\n\n1. e4 *\n", "nosuch"},
	} {
		rec, err := notation.NewPGNReader(strings.NewReader(tc.pgn)).Next()
		if err != nil {
			t.Fatal(err)
		}
		if _, err := chaturanga.ReadRecord(rec, ""); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v", tc.pgn, err)
		}
	}
}

// Options given together mean the same in any order (issue 22): Qi
// Guo's Alliances names states under the naming WikipediaNames chooses,
// and every game's options, all of them set in every order, give one rule
// set. An option given twice is refused.
func TestOptionsInAnyOrder(t *testing.T) {
	wiki := []chaturanga.Option{{Name: "WikipediaNames", Value: "true"}, {Name: "Alliances", Value: "Qin+Han+Yan,Chu+Wei,Qi+Zhao"}}
	for _, opts := range [][]chaturanga.Option{wiki, {wiki[1], wiki[0]}} {
		p, err := chaturanga.NewPosition("qiguo", "", "", opts...)
		if err != nil {
			t.Fatalf("%v: %v", opts, err)
		}
		if want := "default WikipediaNames=true Alliances=Qin+Han+Yan,Chu+Wei,Qi+Zhao"; p.RuleSet() != want {
			t.Errorf("%v: %q, want %q", opts, p.RuleSet(), want)
		}
	}
	// Qin+Wei under Wikipedia's names stays Qin+Wei, given first or last
	for _, opts := range [][]chaturanga.Option{
		{{Name: "alliances", Value: "Qin+Wei,Chu,Han,Qi,Zhao,Yan"}, {Name: "wikipedianames", Value: "true"}},
		{{Name: "wikipedianames", Value: "true"}, {Name: "alliances", Value: "Qin+Wei,Chu,Han,Qi,Zhao,Yan"}},
	} {
		p, err := chaturanga.NewPosition("qiguo", "", "", opts...)
		if err != nil || p.RuleSet() != "default WikipediaNames=true Alliances=Qin+Wei,Chu,Han,Qi,Zhao,Yan" {
			t.Errorf("%v: %v %v", opts, p, err)
		}
	}
	// every option of every game, each set to its value in another named
	// set (or its own), in three orders
	for _, v := range chaturanga.Variants() {
		sets := v.RuleSets()
		last := sets[len(sets)-1]
		var opts []chaturanga.Option
		for _, name := range v.OptionNames() {
			p, err := v.NewPosition(last, "")
			if err != nil {
				t.Fatal(err)
			}
			opts = append(opts, chaturanga.Option{Name: name, Value: optionValue(t, p, name)})
		}
		var want string
		for i, order := range [][]chaturanga.Option{opts, reversed(opts), rotated(opts)} {
			p, err := v.NewPosition("", "", order...)
			if err != nil {
				t.Errorf("%s %v: %v", v, order, err)
				continue
			}
			if i == 0 {
				want = p.RuleSet()
			} else if p.RuleSet() != want {
				t.Errorf("%s in order %v: %q, want %q", v, order, p.RuleSet(), want)
			}
		}
	}
	for _, twice := range [][]chaturanga.Option{
		{{Name: "EnPassant", Value: "Classic"}, {Name: "enpassant", Value: "None"}},
		{{Name: "DoubleStep", Value: "false"}, {Name: "DoubleStep", Value: "false"}},
	} {
		if _, err := chaturanga.NewGame("chator", "", "", twice...); !errors.Is(err, core.ErrSyntax) || !strings.Contains(err.Error(), "twice") {
			t.Errorf("%v: %v", twice, err)
		}
	}
}

// optionValue returns the value of option name in p's rules, as the
// game's Rules.Get gives it.
func optionValue(t *testing.T, p core.Position, name string) string {
	t.Helper()
	type getter interface{ Get(string) (string, error) }
	var g getter
	switch q := p.(type) {
	case interface{ Rules() makruk.Rules }:
		g = q.Rules()
	case interface{ Rules() shatranj.Rules }:
		g = q.Rules()
	case interface{ Rules() sittuyin.Rules }:
		g = q.Rules()
	case interface{ Rules() chator.Rules }:
		g = q.Rules()
	case interface{ Rules() shatar.Rules }:
		g = q.Rules()
	case interface{ Rules() qiguo.Rules }:
		g = q.Rules()
	default:
		t.Fatalf("%T has no Rules", p)
	}
	v, err := g.Get(name)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func reversed(o []chaturanga.Option) []chaturanga.Option {
	out := slices.Clone(o)
	slices.Reverse(out)
	return out
}

func rotated(o []chaturanga.Option) []chaturanga.Option {
	if len(o) < 2 {
		return o
	}
	return append(slices.Clone(o[len(o)/2:]), o[:len(o)/2]...)
}

// Names compare byte by byte after ASCII lower-casing (issue 21): no
// other Unicode letter folds to an ASCII one.
func TestLookupASCIIFold(t *testing.T) {
	for _, name := range []string{"\u212Aaruk", "ma\u212Aruk", "\u212Aarouk", "\u017Fhatranj", "ſittuyin", "makruk\u00a0", "\u212A"} {
		if v, _, err := chaturanga.LookupFSF(name); !errors.Is(err, core.ErrUnknown) {
			t.Errorf("LookupFSF(%q) = %v, %v", name, v, err)
		}
		if v, err := chaturanga.Lookup(name); !errors.Is(err, core.ErrUnknown) {
			t.Errorf("Lookup(%q) = %v, %v", name, v, err)
		}
	}
	for _, name := range []string{" MakRuk\t", "KAROUK", "Ai-Wok"} {
		if _, _, err := chaturanga.LookupFSF(name); err != nil {
			t.Errorf("LookupFSF(%q): %v", name, err)
		}
	}
	// the rule sets' and options' names too
	for _, tc := range [][3]string{{"makruk", "\u212Aarouk", ""}, {"makruk", "ai-wo\u212A", ""}, {"sittuyin", "", "\u017FtalemateDraw"}, {"chator", "", "\u212AingLeap"}} {
		var opts []chaturanga.Option
		if tc[2] != "" {
			opts = append(opts, chaturanga.Option{Name: tc[2], Value: "true"})
		}
		if _, err := chaturanga.NewPosition(tc[0], tc[1], "", opts...); !errors.Is(err, core.ErrUnknown) {
			t.Errorf("%v: %v", tc, err)
		}
	}
	if _, err := chaturanga.NewPosition("makruk", "KAROUK", ""); err != nil {
		t.Error(err)
	}
}

// LookupFSF takes the Ai-Wok set by the name it writes itself ("aiwok")
// and by Fairy-Stockfish's ("ai-wok") (issue 20).
func TestLookupAiWok(t *testing.T) {
	for _, name := range []string{"aiwok", "ai-wok", "AIWOK"} {
		v, rules, err := chaturanga.LookupFSF(name)
		if err != nil || v.Name() != "makruk" || rules != "aiwok" {
			t.Errorf("LookupFSF(%q) = %v %q %v", name, v, rules, err)
		}
	}
	p, _ := chaturanga.NewPosition("makruk", "aiwok", "")
	if v, rules, err := chaturanga.LookupFSF(p.RuleSet()); err != nil || rules != p.RuleSet() || v.Name() != p.Variant() {
		t.Errorf("the set's own name %q: %v %q %v", p.RuleSet(), v, rules, err)
	}
	// FSFNames lists Fairy-Stockfish's names only, as ffish.js's variants() does.
	v, _ := chaturanga.Lookup("makruk")
	if _, ok := v.FSFNames()["aiwok"]; ok {
		t.Errorf("FSFNames lists aiwok, which is no Fairy-Stockfish name: %v", v.FSFNames())
	}
}

// A Qi Guo game won by Qin (Color 0) names its winner by the state's
// name, never by a two-player score (issue 20).
func TestMultiPlayerWinnerNamed(t *testing.T) {
	for _, rules := range []string{"default", "elephantchess"} {
		g, err := chaturanga.NewGame("qiguo", rules, "")
		if err != nil {
			t.Fatal(err)
		}
		p := g.Position()
		if err := g.Play(p.AppendLegalMoves(nil)[0]); err != nil { // Qin moves, the others resign
			t.Fatal(err)
		}
		for !g.Outcome().IsOver() {
			if err := g.Resign(g.Position().Side()); err != nil {
				t.Fatal(err)
			}
		}
		o, p := g.Outcome(), g.Position()
		if !o.Equal(core.Win(0, core.LastStanding)) {
			t.Fatalf("%s: %v", rules, o)
		}
		if s := o.String(); strings.Contains(s, "1-0") || strings.Contains(s, "white") || s != "Qin wins by last-standing" || fmt.Sprint(o) != s {
			t.Errorf("%s: String %q", rules, s)
		}
		if b, err := o.MarshalText(); err != nil || string(b) != "color 0 wins by last-standing" {
			t.Errorf("%s: MarshalText %q, %v", rules, b, err)
		}
		if o.ResultIn(p) != "Qin" || o.StringIn(p) != "Qin wins by last-standing" || g.Record().Result != "Qin" {
			t.Errorf("%s: ResultIn %q StringIn %q, record %q", rules, o.ResultIn(p), o.StringIn(p), g.Record().Result)
		}
	}
	// a two-player game reads as before
	g, _ := chaturanga.NewGame("makruk", "", "k7/2K5/1M6/8/8/8/8/8 w - - 0 1")
	if err := g.Resign(core.Black); err != nil {
		t.Fatal(err)
	}
	if o := g.Outcome(); o.StringIn(g.Position()) != "1-0 resignation" || o.ResultIn(g.Position()) != "1-0" {
		t.Errorf("makruk: %v", o)
	}
}

// The registry takes a position's text form, rules|FEN, wherever it takes
// a FEN (issue 20); rules given as well must agree with the text's.
func TestTextFormAsFEN(t *testing.T) {
	const text = "pychess|8/3k4/6M1/2K1S3/8/8/8/8 b - 88 8 1"
	g, err := chaturanga.NewGame("makruk", "", text)
	if err != nil {
		t.Fatal(err)
	}
	if p := g.Position(); p.RuleSet() != "pychess" || p.FEN() != "8/3k4/6M1/2K1S3/8/8/8/8 b - 88 8 1" {
		t.Errorf("resumed as %s|%s", p.RuleSet(), p.FEN())
	}
	// the same rules asked for again are fine, in any spelling
	for _, rules := range []string{"pychess", "PyChess", " pychess "} {
		if _, err := chaturanga.NewGame("makruk", rules, text); err != nil {
			t.Errorf("rules %q: %v", rules, err)
		}
	}
	if _, err := chaturanga.NewPosition("makruk", "default", "default NoKingsDraw=true|8/3k4/8/2K1S1P1/8/8/8/8 w - - 0 1",
		chaturanga.Option{Name: "NoKingsDraw", Value: "true"}); err != nil {
		t.Errorf("rules and options making the text's set: %v", err)
	}
	// contradictions are refused, naming both
	for _, tc := range []struct {
		rules string
		opts  []chaturanga.Option
	}{
		{"default", nil},
		{"", []chaturanga.Option{{Name: "Counting", Value: "Honour"}}},
		{"pychess", []chaturanga.Option{{Name: "FirstMoves", Value: "true"}}},
	} {
		_, err := chaturanga.NewGame("makruk", tc.rules, text, tc.opts...)
		if !errors.Is(err, core.ErrIllegalPosition) || !strings.Contains(err.Error(), "contradict") || !strings.Contains(err.Error(), "pychess") {
			t.Errorf("%q %v: %v", tc.rules, tc.opts, err)
		}
	}
	// every game's text form, as MarshalText writes it, resumes; nothing
	// after the '|' is the start of those rules
	for _, v := range chaturanga.Variants() {
		for _, rules := range v.RuleSets() {
			g, err := v.NewGame(rules, "")
			if err != nil {
				t.Fatal(err)
			}
			pastSetup(t, g)
			for i := 0; i < 6 && !g.Outcome().IsOver(); i++ {
				p := g.Position()
				moves := p.AppendLegalMoves(nil)
				if err := g.Play(moves[(i*3)%len(moves)]); err != nil {
					t.Fatal(err)
				}
			}
			p := g.Position()
			saved, err := p.(interface{ MarshalText() ([]byte, error) }).MarshalText()
			if err != nil {
				t.Fatal(err)
			}
			back, err := v.NewGame("", string(saved))
			if err != nil || back.Position().FEN() != p.FEN() || back.Position().RuleSet() != p.RuleSet() {
				t.Errorf("%s %s: %v", v, saved, err)
			}
			start, err := v.NewPosition("", rules+"|")
			if want, _ := v.StartFEN(rules); err != nil || start.FEN() != want || start.RuleSet() != rules {
				t.Errorf("%s %q: %v %v", v, rules+"|", start, err)
			}
		}
	}
	for _, bad := range []string{"nosuch|8/8/8/8/8/8/8/8 w - - 0 1", "pychess|8/8/8", "|||"} {
		if _, err := chaturanga.NewGame("makruk", "", bad); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}

// A game starts from any position of its game (issue 20): a copy, with
// no history; a position of another game, none or the zero one are
// errors.
func TestNewGameFrom(t *testing.T) {
	for _, v := range chaturanga.Variants() {
		g, _ := v.NewGame(v.RuleSets()[len(v.RuleSets())-1], "")
		pastSetup(t, g)
		for i := 0; i < 4; i++ {
			p := g.Position()
			moves := p.AppendLegalMoves(nil)
			if err := g.Play(moves[(i*7)%len(moves)]); err != nil {
				t.Fatal(err)
			}
		}
		p := g.Position()
		for _, from := range []func(core.Position) (chaturanga.Game, error){chaturanga.NewGameFrom, v.NewGameFrom} {
			h, err := from(p)
			if err != nil {
				t.Fatalf("%s: %v", v, err)
			}
			if h.Variant() != v.Name() || h.Len() != 0 || h.Start().FEN() != p.FEN() || h.Position().RuleSet() != p.RuleSet() || h.Position().Hash() != p.Hash() {
				t.Errorf("%s: %s %s, want %s %s", v, h.Position().RuleSet(), h.Position().FEN(), p.RuleSet(), p.FEN())
			}
			p.MakeMove(p.AppendLegalMoves(nil)[0])
			if h.Position().FEN() == p.FEN() {
				t.Errorf("%s: the game shares the position", v)
			}
			p = g.Position()
		}
	}
	q, _ := chaturanga.NewPosition("shatranj", "", "")
	v, _ := chaturanga.Lookup("makruk")
	if _, err := v.NewGameFrom(q); !errors.Is(err, core.ErrUnknown) {
		t.Errorf("a shatranj position to makruk: %v", err)
	}
	if _, err := chaturanga.NewGameFrom(nil); !errors.Is(err, core.ErrIllegalPosition) {
		t.Errorf("nil: %v", err)
	}
	if _, err := v.NewGameFrom(nil); err == nil {
		t.Error("nil to a variant: no error")
	}
	for _, zero := range []core.Position{new(makruk.Position), new(shatranj.Position), new(sittuyin.Position), new(chator.Position), new(shatar.Position), new(qiguo.Position), (*makruk.Position)(nil)} {
		if g, err := chaturanga.NewGameFrom(zero); err == nil {
			t.Errorf("%T zero: %v", zero, g.Position())
		}
	}
}
