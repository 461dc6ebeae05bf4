package makruk

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/chaturanga-go/chaturanga/core"
)

// legalStrings returns the legal moves of p in its coordinates, sorted.
func sortedMoves(p *Position) []string {
	var out []string
	for m := range p.LegalMoves() {
		out = append(out, p.MoveText(m))
	}
	slices.Sort(out)
	return out
}

// playAll plays the coordinate moves on p, failing the test on an error.
func playAll(t *testing.T, p *Position, moves ...string) {
	t.Helper()
	for _, s := range moves {
		m, err := p.ParseMove(s)
		if err != nil {
			t.Fatalf("%s: %v", p.FEN(), err)
		}
		p.MakeMove(m)
	}
}

// A family rule case: a position under rules, moves played, then the
// sorted legal moves (nil: not checked), the outcome and the FEN.
type familyCase struct {
	rule    string // the rule ID the case shows
	rules   Rules
	fen     string
	moves   []string
	legal   []string
	outcome core.Outcome
	fen2    string // the FEN after the moves ("" for unchanged)
}

func runFamilyCases(t *testing.T, cases []familyCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.rule+" "+c.rules.Name+" "+c.fen, func(t *testing.T) {
			p := MustParseFEN(c.fen, c.rules)
			playAll(t, &p, c.moves...)
			if c.legal != nil || p.CountLegalMoves() == 0 {
				if got := sortedMoves(&p); !slices.Equal(got, c.legal) {
					t.Errorf("legal %v, want %v", got, c.legal)
				}
			}
			if o := p.Outcome(); o != c.outcome {
				t.Errorf("outcome %v, want %v", o, c.outcome)
			}
			want := c.fen2
			if want == "" {
				want = c.fen
			}
			if p.FEN() != want {
				t.Errorf("FEN %s, want %s", p.FEN(), want)
			}
		})
	}
}

// MP-1: a checked khun may only capture its lone checker; double check is
// mate. Pychess, one option away, lets the khun step away.
func TestMP1FrozenKing(t *testing.T) {
	mate := core.Win(core.Black, core.Checkmate)
	runFamilyCases(t, []familyCase{
		{rule: "MP-1", rules: Makpong, fen: "4k3/8/8/8/8/8/8/r3K3 w - - 0 1", outcome: mate},
		{rule: "MP-1", rules: Pychess, fen: "4k3/8/8/8/8/8/8/r3K3 w - - 0 1", legal: []string{"e1d2", "e1e2", "e1f2"}},
		{rule: "MP-1", rules: Pychess.with(func(r *Rules) { r.FrozenKing = true }), fen: "4k3/8/8/8/8/8/8/r3K3 w - - 0 1", outcome: mate},
		{rule: "MP-1", rules: Makpong, fen: "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1", legal: []string{"e1e2"}},
		{rule: "MP-1", rules: Makpong, fen: "4k3/8/8/8/8/3s4/4r3/4K3 w - - 0 1", outcome: mate}, // the checker is protected
		{rule: "MP-1", rules: Pychess, fen: "4k3/8/8/8/8/3s4/4r3/4K3 w - - 0 1", legal: []string{"e1d1", "e1f1"}},
		{rule: "MP-1", rules: Makpong, fen: "4k3/8/8/8/8/5n2/R7/r3K3 w - - 0 1", outcome: mate}, // double check
		{rule: "MP-1", rules: Pychess, fen: "4k3/8/8/8/8/5n2/R7/r3K3 w - - 0 1", legal: []string{"e1e2", "e1f2"}},
		{rule: "MP-1", rules: Makpong, fen: "4k3/8/8/8/8/8/2N5/r3K3 w - - 0 1", legal: []string{"c2a1"}}, // another piece answers
		{rule: "MP-1", rules: Makpong, fen: "4k3/8/8/8/8/8/8/4K3 w - - 0 1", legal: []string{"e1d1", "e1d2", "e1e2", "e1f1", "e1f2"}},
	})
	p := MustParseFEN("4k3/8/8/8/8/8/4r3/4K3 w - - 0 1", Makpong)
	for _, s := range []string{"e1d1", "Kf1", "Kd2"} {
		_, err := p.ParseLenient(s)
		var me *core.MoveError
		if !errors.As(err, &me) || me.Rule != "MP-1" || !errors.Is(err, core.ErrIllegalMove) {
			t.Errorf("%s: %v, want MP-1", s, err)
		}
	}
	// A mated khun's move is refused as the game is over.
	q := MustParseFEN("4k3/8/8/8/8/5n2/R7/r3K3 w - - 0 1", Makpong)
	if _, err := q.ParseMove("e1e2"); !errors.Is(err, core.ErrGameOver) {
		t.Errorf("double check: %v", err)
	}
	// The capture of a protected checker is MK-9's business.
	r := MustParseFEN("4k3/8/8/8/8/3s4/4r3/2N1K3 w - - 0 1", Makpong)
	if got := sortedMoves(&r); !slices.Equal(got, []string{"c1e2"}) {
		t.Errorf("legal %v", got)
	}
	if _, err := r.ParseMove("e1e2"); err == nil || !strings.Contains(err.Error(), "MK-9") {
		t.Errorf("capture of a protected checker: %v", err)
	}
}

// with returns r changed by f (for table rows).
func (r Rules) with(f func(*Rules)) Rules {
	f(&r)
	return r
}

// AS-1: ASEAN's letters and array; each dialect refuses the other's
// letters.
func TestAS1Army(t *testing.T) {
	p := StartPosition(ASEAN)
	if p.FEN() != "rnbqkbnr/8/pppppppp/8/8/PPPPPPPP/8/RNBQKBNR w - - 0 1" || p.CountLegalMoves() != 23 {
		t.Errorf("start %s, %d moves", p.FEN(), p.CountLegalMoves())
	}
	for sq, want := range map[string]string{"e1": "white khun", "d1": "white met", "c8": "black khon", "d8": "black met", "e8": "black khun"} {
		pc := p.At(core.MustParseSquare(sq))
		if got := p.SideName(pc.Color()) + " " + p.PieceName(pc); got != want {
			t.Errorf("%s: %s, want %s", sq, got, want)
		}
	}
	if p.Perft(3) != 12012 {
		t.Errorf("perft(3) = %d", p.Perft(3))
	}
	for _, c := range []struct {
		r   Rules
		fen string
	}{
		{ASEAN, startFEN},
		{Pychess, "rnbqkbnr/8/pppppppp/8/8/PPPPPPPP/8/RNBQKBNR w - - 0 1"},
		{AiWok, startFEN},
		{Pychess, "rnsaksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKASNR w - - 0 1"},
		{ASEAN, "rnsaksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKASNR w - - 0 1"},
	} {
		if _, err := ParseFEN(c.fen, c.r); !errors.Is(err, core.ErrSyntax) || !strings.Contains(err.Error(), "unknown piece letter") {
			t.Errorf("%v %s: %v", c.r, c.fen, err)
		}
	}
	if got := ASEAN.Alphabet().Letter(Met); got != 'Q' {
		t.Errorf("ASEAN's met is %c", got)
	}
	if got := Default.Alphabet().Letter(Met); got != 'M' {
		t.Errorf("Makruk's met is %c", got)
	}
}

// AS-2: promotion only on the last rank, by choice; a bia on the sixth
// and seventh ranks is an ordinary bia.
func TestAS2Promotion(t *testing.T) {
	runFamilyCases(t, []familyCase{
		{rule: "AS-2", rules: ASEAN, fen: "8/2P1k3/2K5/8/8/8/8/8 w - - 0 1",
			legal: []string{"c6b5", "c6b6", "c6b7", "c6c5", "c6d5", "c7c8b", "c7c8n", "c7c8q", "c7c8r"}},
		{rule: "AS-2", rules: ASEAN, fen: "1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1",
			legal: []string{"a7a8b", "a7a8n", "a7a8q", "a7a8r", "a7b8b", "a7b8n", "a7b8q", "a7b8r", "e1d1", "e1d2", "e1e2", "e1f1", "e1f2"}},
		{rule: "AS-2", rules: ASEAN, fen: "4k3/8/2P5/8/8/8/8/4K3 w - - 0 1", moves: []string{"c6c7"}, fen2: "4k3/2P5/8/8/8/8/8/4K3 b - - 0 1"},
		{rule: "AS-2", rules: ASEAN, fen: "4k3/8/8/8/8/8/p7/4K3 b - - 0 1", moves: []string{"a2a1n"}, fen2: "4k3/8/8/8/8/8/8/n3K3 w - 128 0 2"},
		{rule: "AS-2", rules: AiWok.with(func(r *Rules) { r.Promotion = LastRankChoice }), fen: "8/2P1k3/2K5/8/8/8/8/8 w - - 0 1",
			legal: []string{"c6b5", "c6b6", "c6b7", "c6c5", "c6d5", "c7c8a", "c7c8n", "c7c8r", "c7c8s"}},
	})
	p := MustParseFEN("8/2P1k3/2K5/8/8/8/8/8 w - - 0 1", ASEAN)
	m, _ := p.ParseMove("c7c8b")
	if m.Promotion() != Khon || p.SAN(m) != "c8=B" {
		t.Errorf("c7c8b: %v %s", m, p.SAN(m))
	}
	for s, rule := range map[string]string{"c7c8": "AS-2", "c8": "AS-2", "c7c6": "MK-7"} {
		_, err := p.ParseLenient(s)
		var me *core.MoveError
		if !errors.As(err, &me) || me.Rule != rule {
			t.Errorf("%s: %v, want %s", s, err, rule)
		}
	}
	// ASEAN refuses a bia already on the last rank, not one on the sixth.
	if _, err := ParseFEN("2P1k3/8/2K5/8/8/8/8/8 b - - 0 1", ASEAN); !errors.Is(err, core.ErrIllegalPosition) || !strings.Contains(err.Error(), "AS-2") {
		t.Errorf("bia on the last rank: %v", err)
	}
	if _, err := ParseFEN("4k3/8/2P5/8/8/8/8/4K3 w - - 0 1", ASEAN); err != nil {
		t.Errorf("bia on the sixth rank: %v", err)
	}
	// A promoted piece may carry ~ where a bia can become it.
	for fen, ok := range map[string]bool{"4k3/8/8/8/8/8/8/R~3K3 w - - 0 1": true, "4k3/8/8/8/8/8/8/K~7 b - - 0 1": false} {
		if _, err := ParseFEN(fen, ASEAN); (err == nil) != ok {
			t.Errorf("%s: %v", fen, err)
		}
	}
}

// AS-3: insufficient material as Fairy-Stockfish judges ASEAN's: K+met
// and K+ma against K cannot mate, K+khon can, and so can a bia (it may
// become a rua), unlike Makruk's.
func TestAS3InsufficientMaterial(t *testing.T) {
	for _, c := range []struct {
		r     Rules
		fen   string
		white bool
	}{
		{ASEAN, "4k3/8/8/8/8/8/8/3QK3 w - - 0 1", true},
		{ASEAN, "4k3/8/8/8/8/8/8/3NK3 w - - 0 1", true},
		{ASEAN, "4k3/8/8/8/8/8/8/3BK3 w - - 0 1", false},
		{ASEAN, "4k3/8/8/8/8/2P5/8/4K3 w - - 0 1", false},
		{Pychess, "4k3/8/8/8/8/2P5/8/4K3 w - - 0 1", true},
		{ASEAN, "4k3/8/8/8/8/8/8/2QQK3 w - - 0 1", false},  // mets on both colours
		{Makpong, "4k3/8/8/8/8/8/8/3NK3 w - - 0 1", false}, // MP-1: any piece mates
		{Makpong, "4k3/8/8/8/8/8/8/3MK3 w - - 0 1", false},
		{Pychess, "4k3/8/8/8/8/8/8/3NK3 w - - 0 1", true},
	} {
		p := MustParseFEN(c.fen, c.r)
		if got := p.InsufficientMaterial(core.White); got != c.white {
			t.Errorf("%v %s: white insufficient %v", c.r, c.fen, got)
		}
		if !p.InsufficientMaterial(core.Black) {
			t.Errorf("%v %s: a bare khun has material", c.r, c.fen)
		}
		if got := p.Claims().Has(core.InsufficientMaterial); got != c.white {
			t.Errorf("%v %s: claims %v", c.r, c.fen, p.Claims())
		}
	}
}

// AS-4: ASEAN counting starts at 0 for a bare khun to move with no bia on
// the board (16, 44, 64 moves against a rua, khon, ma; none against
// mets), runs every ply once started, and is claimable past its limit.
func TestAS4Counting(t *testing.T) {
	runFamilyCases(t, []familyCase{
		{rule: "AS-4", rules: ASEAN, fen: "8/8/4K3/3Q4/1k1N4/5b2/8/8 w - - 0 1", moves: []string{"d4f3"}, fen2: "8/8/4K3/3Q4/1k6/5N2/8/8 b - 128 0 1"},
		{rule: "AS-4", rules: ASEAN, fen: "8/8/4K3/3Q4/1k1N4/5b2/8/8 w - - 0 1", moves: []string{"d4f3", "b4a4", "e6e7"}, fen2: "8/4K3/8/3Q4/k7/5N2/8/8 b - 128 2 2"},
		{rule: "AS-4", rules: ASEAN, fen: "8/2P1k3/2K5/8/8/8/8/8 w - - 0 1", moves: []string{"c7c8b"}, fen2: "2B5/4k3/2K5/8/8/8/8/8 b - 88 0 1"},
		{rule: "AS-4", rules: ASEAN, fen: "3Q4/4P3/4K3/3Q4/1k6/8/8/8 w - - 0 1", moves: []string{"e7e8q"}, fen2: "3QQ3/8/4K3/3Q4/1k6/8/8/8 b - - 0 1"},
		{rule: "AS-4", rules: ASEAN, fen: "4k3/3r4/2K5/8/3R4/1P6/8/8 w - - 0 1", moves: []string{"d4d7"}, fen2: "4k3/3R4/2K5/8/8/1P6/8/8 b - - 0 1"},
		// The lone khun takes the last bia: nothing starts until the
		// other side has replied.
		{rule: "AS-4", rules: ASEAN, fen: "8/8/8/8/8/2k5/1P6/R5K1 b - - 0 1", moves: []string{"c3b2"}, fen2: "8/8/8/8/8/8/1k6/R5K1 w - - 0 2"},
		{rule: "AS-4", rules: ASEAN, fen: "8/8/8/8/8/2k5/1P6/R5K1 b - - 0 1", moves: []string{"c3b2", "g1h1"}, fen2: "8/8/8/8/8/8/1k6/R6K b - 32 0 2"},
		// Once started it runs, even with two bare khuns.
		{rule: "AS-4", rules: ASEAN, fen: "8/8/8/8/8/8/Rk6/7K b - 32 5 2", moves: []string{"b2a2", "h1g1"}, fen2: "8/8/8/8/8/8/k7/6K1 b - 32 7 3"},
		// Makruk's Pychess counts the same material otherwise.
		{rule: "AS-4", rules: Pychess, fen: "8/8/4K3/3M4/1k1N4/5m2/8/8 w - - 0 1", moves: []string{"d4f3"}, fen2: "8/8/4K3/3M4/1k6/5N2/8/8 b - 128 8 1"},
	})
	for fen, claim := range map[string]bool{"4k3/3R4/2K5/8/8/8/8/8 b - 32 32 1": false, "4k3/3R4/2K5/8/8/8/8/8 b - 32 33 1": true, "2N5/4k3/2K5/8/8/8/8/8 b - 128 129 1": true} {
		p := MustParseFEN(fen, ASEAN)
		if got := p.Claims().Has(core.Counting); got != claim {
			t.Errorf("%s: claims %v", fen, p.Claims())
		}
		if c := p.Count(); c.Counter != core.Black || c.Honour != PiecesHonour || c.Limit != p.count.Limit {
			t.Errorf("%s: count %+v", fen, c)
		}
	}
	// Counts play cannot reach are refused.
	for _, fen := range []string{
		"2N5/4k3/2K5/8/8/8/8/8 b - 64 1 1",     // not an ASEAN limit
		"8/8/8/4k3/8/8/8/RR2K3 b - 88 3 1",     // a rua sets 32
		"kq6/8/8/8/8/8/8/RNK5 w - 32 0 1",      // nobody is bare
		"k7/8/8/8/8/8/P7/RK6 w - 32 0 1",       // a bia on the board
		"4k3/3R4/2K5/8/8/8/8/8 b - 32 33 1 x1", // an extension field
	} {
		if _, err := ParseFEN(fen, ASEAN); err == nil {
			t.Errorf("%s accepted", fen)
		}
	}
	for _, fen := range []string{"8/8/8/8/8/8/1k6/4K3 w - 32 182 177", "8/8/8/4k3/8/8/8/N3K3 b - 32 3 1"} {
		if _, err := ParseFEN(fen, ASEAN); err != nil {
			t.Errorf("%s: %v", fen, err)
		}
	}
}

// AS-5: the 50-move rule, claimable at 100 plies without a capture or a
// bia move; the clock runs on while the count takes its place in the FEN.
func TestAS5MoveRule(t *testing.T) {
	for fen, claim := range map[string]bool{"4k3/4p3/8/8/8/8/PPP5/R3K3 w - - 100 80": true, "4k3/4p3/8/8/8/8/PPP5/R3K3 w - - 99 80": false} {
		p := MustParseFEN(fen, ASEAN)
		if got := p.Claims(); got.Has(core.MoveRule) != claim || got.Len() != b2i(claim) {
			t.Errorf("%s: claims %v", fen, got)
		}
		if q := MustParseFEN(fen, Pychess); q.Claims() != 0 {
			t.Errorf("pychess %s: claims %v", fen, q.Claims())
		}
	}
	// After a capture starts a count the clock and the count run side by
	// side: at 100 plies the move rule may be claimed, the count (128)
	// not yet; 29 plies later both.
	g := NewGame(MustParseFEN("8/8/4K3/3Q4/1k1N4/5b2/8/8 w - - 0 1", ASEAN))
	if _, err := g.PlayText("d4f3"); err != nil {
		t.Fatal(err)
	}
	cycle := []string{"b4a4", "e6e7", "a4b4", "e7e6"}
	for i := range 100 {
		if _, err := g.PlayText(cycle[i%4]); err != nil {
			t.Fatal(err)
		}
	}
	p := g.Position()
	if p.FEN() != "8/8/4K3/3Q4/1k6/5N2/8/8 b - 128 100 51" || !p.Claims().Has(core.MoveRule) || p.Claims().Has(core.Counting) {
		t.Errorf("after 100 plies: %s, claims %v", p.FEN(), p.Claims())
	}
	if err := g.Claim(core.MoveRule); err != nil || !g.Outcome().Equal(core.Draw(core.MoveRule)) {
		t.Errorf("claim: %v, %v", err, g.Outcome())
	}
	for i := range 29 {
		p.MakeMove(p.mustParse(t, cycle[i%4]))
	}
	if got := p.Claims(); !got.Has(core.MoveRule) || !got.Has(core.Counting) {
		t.Errorf("%s: claims %v", p.FEN(), got)
	}
}

// mustParse reads a coordinate move of p or fails the test.
func (p *Position) mustParse(t *testing.T, s string) core.Move {
	t.Helper()
	m, err := p.ParseMove(s)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// AW-1: the ai-wok moves as a rua, a ma and a met, and stands where the
// met does.
func TestAW1AiWok(t *testing.T) {
	runFamilyCases(t, []familyCase{
		{rule: "AW-1", rules: AiWok, fen: "8/8/8/4k3/8/8/8/A3K3 w - - 0 1", legal: []string{
			"a1a2", "a1a3", "a1a4", "a1a5", "a1a6", "a1a7", "a1a8", "a1b1", "a1b2", "a1b3", "a1c1", "a1c2", "a1d1",
			"e1d1", "e1d2", "e1e2", "e1f1", "e1f2"}},
		// Blocked as a rua, never as a ma.
		{rule: "AW-1", rules: AiWok, fen: "8/8/8/4k3/8/1P6/PP6/A3K3 w - - 0 1", legal: []string{
			"a1b1", "a1c1", "a1c2", "a1d1", "a2a3", "b3b4",
			"e1d1", "e1d2", "e1e2", "e1f1", "e1f2"}},
		// It checks as a ma here, and guards d7, d8 as a rua, e7 as a met,
		// f7 as a ma.
		{rule: "AW-1", rules: AiWok, fen: "4k3/8/3A4/8/8/8/8/4K3 b - - 0 1", legal: []string{"e8f8"}},
		{rule: "AW-1", rules: AiWok, fen: "k7/A7/1K6/8/8/8/8/8 b - - 0 1", outcome: core.Win(core.White, core.Checkmate)},
	})
	p := StartPosition(AiWok)
	if p.FEN() != "rnsaksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKASNR w - - 0 1" || p.CountLegalMoves() != 26 || p.Perft(3) != 18102 {
		t.Errorf("start %s: %d moves, perft(3) %d", p.FEN(), p.CountLegalMoves(), p.Perft(3))
	}
	if got := p.PieceName(p.At(core.MustParseSquare("e1"))); got != "ai-wok" {
		t.Errorf("PieceName %q", got)
	}
	if diff := cmp.Diff(fmt.Sprint(Movement(AiWokKind)), fmt.Sprint(aiwokMovement())); diff != "" || len(Movement(AiWokKind)) != 3 {
		t.Errorf("Movement(AiWokKind) = %v", Movement(AiWokKind))
	}
	q := MustParseFEN("8/8/8/4k3/8/8/8/A3K3 w - - 0 1", AiWok)
	if _, err := q.ParseMove("a1d4"); err == nil || !strings.Contains(err.Error(), "AW-1: an ai-wok cannot move from a1 to d4") {
		t.Errorf("a1d4: %v", err)
	}
}

// AW-2: a bia reaching the sixth rank becomes an ai-wok (g5g6a).
func TestAW2Promotion(t *testing.T) {
	runFamilyCases(t, []familyCase{
		{rule: "AW-2", rules: AiWok, fen: "8/3k4/8/2K1S1P1/8/8/8/8 w - - 0 1", moves: []string{"g5g6a"}, fen2: "8/3k4/6A1/2K1S3/8/8/8/8 b - 88 8 1"},
		{rule: "AW-2", rules: AiWok, fen: "4k3/8/8/8/3p4/8/8/4K3 b - - 0 1", moves: []string{"d4d3a"}, fen2: "4k3/8/8/8/8/3a4/8/4K3 w - 128 6 2"},
	})
	p := MustParseFEN("8/3k4/8/2K1S1P1/8/8/8/8 w - - 0 1", AiWok)
	m := p.mustParse(t, "g5g6a")
	if p.SAN(m) != "g6=A" || FormatMove(m) != "g5g6a" {
		t.Errorf("SAN %s, FormatMove %s", p.SAN(m), FormatMove(m))
	}
	var me *core.MoveError
	if _, err := p.ParseMove("g5g6"); !errors.As(err, &me) || me.Rule != "AW-2" || !strings.Contains(err.Error(), "write g5g6a") {
		t.Errorf("g5g6: %v", err)
	}
	if _, err := ParseFEN("8/3k4/6P1/2K1S3/8/8/8/8 b - - 0 1", AiWok); !errors.Is(err, core.ErrIllegalPosition) || !strings.Contains(err.Error(), "ai-wok") {
		t.Errorf("bia on the sixth rank: %v", err)
	}
}

// AW-3: Makruk's counting with the ai-wok counting as 64 moves, and
// Fairy-Stockfish's judgement that K+ai-wok against K cannot mate, even
// where the ai-wok has mated.
func TestAW3CountingAndMaterial(t *testing.T) {
	runFamilyCases(t, []familyCase{
		{rule: "AW-3", rules: AiWok, fen: "8/8/8/4k3/8/8/4s3/A3K3 w - - 0 1", moves: []string{"e1e2"}, fen2: "8/8/8/4k3/8/8/4K3/A7 b - 128 6 1"},
		{rule: "AW-3", rules: AiWok, fen: "8/8/8/4k3/8/8/4s3/RA2K3 w - - 0 1", moves: []string{"e1e2"}, fen2: "8/8/8/4k3/8/8/4K3/RA6 b - 32 8 1"},
	})
	p := MustParseFEN("8/8/8/4k3/8/8/8/A3K3 w - - 0 1", AiWok)
	if !p.InsufficientMaterial(core.White) || !p.InsufficientMaterial(core.Black) || !p.Claims().Has(core.InsufficientMaterial) {
		t.Errorf("K+A vs K: %v %v, claims %v", p.InsufficientMaterial(core.White), p.InsufficientMaterial(core.Black), p.Claims())
	}
	mated := MustParseFEN("k7/A7/1K6/8/8/8/8/8 b - - 0 1", AiWok)
	if !mated.InsufficientMaterial(core.White) || mated.Claims() != 0 {
		t.Errorf("mated: insufficient %v, claims %v", mated.InsufficientMaterial(core.White), mated.Claims())
	}
	if q := MustParseFEN("8/8/8/4k3/8/8/8/AS2K3 w - - 0 1", AiWok); q.InsufficientMaterial(core.White) {
		t.Error("K+A+S vs K cannot mate?")
	}
}

// The family's rule sets by name: Fairy-Stockfish's "ai-wok" is AiWok,
// written "aiwok"; options beyond the named set are written after it.
func TestFamilyRulesText(t *testing.T) {
	for _, c := range []struct {
		in   string
		want Rules
		text string
	}{
		{"makpong", Makpong, "makpong"},
		{"ASEAN", ASEAN, "asean"},
		{"aiwok", AiWok, "aiwok"},
		{"ai-wok", AiWok, "aiwok"},
		{"AI-WOK Army=makruk", AiWok.with(func(r *Rules) { r.Army = MakrukArmy }), "aiwok Army=Makruk"},
		{"pychess FrozenKing=true", Pychess.with(func(r *Rules) { r.FrozenKing = true }), "pychess FrozenKing=true"},
		{"asean MoveRule=0 Counting=Ply", ASEAN.with(func(r *Rules) { r.MoveRule = 0; r.Counting = PlyCounting }), "asean Counting=Ply MoveRule=0"},
		{"default Promotion=lastrankchoice Army=ASEAN", Rules{Name: "default", Promotion: LastRankChoice, Army: ASEANArmy}, "default Army=ASEAN Promotion=LastRankChoice"},
		// Mixes with Ouk Chatrang's and Kar Ouk's options, written in the
		// order of OptionNames.
		{"cambodian Army=AiWok FrozenKing=true", Cambodian.with(func(r *Rules) { r.Army, r.FrozenKing = AiWokArmy, true }), "cambodian FrozenKing=true Army=AiWok"},
		{"asean firstcheck=TRUE counting=cambodian firstmoves=true", ASEAN.with(func(r *Rules) { r.FirstMoves, r.FirstCheck, r.Counting = true, true, CambodianCounting }),
			"asean Counting=Cambodian FirstMoves=true FirstCheck=true"},
		{"karouk MoveRule=50 Promotion=LastRankChoice", KarOuk.with(func(r *Rules) { r.MoveRule, r.Promotion = 50, LastRankChoice }), "karouk Promotion=LastRankChoice MoveRule=50"},
	} {
		r, err := ParseRules(c.in)
		if err != nil || r != c.want || r.String() != c.text {
			t.Errorf("ParseRules(%q) = %+v %q, %v", c.in, r, r.String(), err)
		}
	}
	for _, name := range []string{"ai-wok", "Ai-Wok", "AIWOK"} {
		if r, err := RulesByName(name); err != nil || r != AiWok {
			t.Errorf("RulesByName(%q) = %v, %v", name, r, err)
		}
	}
	if p := StartPosition(Rules{Name: "Ai-Wok", Counting: PlyCounting, NoKingsDraw: true, Army: AiWokArmy}); p.Rules() != AiWok {
		t.Errorf("name not normalised: %+v", p.Rules())
	}
	for _, c := range []struct {
		r    Rules
		want error
	}{
		{Rules{Army: 3}, core.ErrSyntax},
		{Rules{Promotion: 2}, core.ErrSyntax},
		{Rules{MoveRule: -1}, core.ErrSyntax},
		{Rules{MoveRule: MaxMoveRule + 1}, core.ErrSyntax},
	} {
		if err := c.r.Validate(); !errors.Is(err, c.want) {
			t.Errorf("%+v: %v", c.r, err)
		}
	}
	for _, c := range [][2]string{{"MoveRule", "x"}, {"MoveRule", "1001"}, {"MoveRule", "-5"}, {"Army", "chess"}, {"Promotion", "queen"}, {"FrozenKing", "perhaps"}} {
		r := ASEAN
		if err := r.Set(c[0], c[1]); !errors.Is(err, core.ErrSyntax) || r != ASEAN {
			t.Errorf("Set(%s, %s): %v", c[0], c[1], err)
		}
	}
	if v, err := OptionValues("army"); err != nil || !slices.Equal(v, []string{"Makruk", "ASEAN", "AiWok"}) {
		t.Errorf("OptionValues(army) = %v, %v", v, err)
	}
	if v, err := OptionValues("MoveRule"); err != nil || v != nil {
		t.Errorf("OptionValues(MoveRule) = %v, %v", v, err)
	}
	for _, name := range OptionNames() {
		if v, err := ASEAN.Get(name); err != nil || v == "" {
			t.Errorf("Get(%s) = %q, %v", name, v, err)
		}
	}
	if got := slices.Collect(func(yield func(string) bool) {
		for _, r := range RuleSets() {
			if !yield(r.Name) {
				return
			}
		}
	}); !slices.Equal(got, []string{"default", "pychess", "cambodian", "karouk", "makpong", "asean", "aiwok"}) {
		t.Errorf("RuleSets %v", got)
	}
	for _, a := range []Army{MakrukArmy, ASEANArmy, AiWokArmy} {
		b, err := a.MarshalText()
		var back Army
		if err != nil || back.UnmarshalText(b) != nil || back != a {
			t.Errorf("Army %v: %s, %v", a, b, err)
		}
	}
	if _, err := Army(9).MarshalText(); err == nil {
		t.Error("Army(9) marshals")
	}
	if _, err := Promotion(9).MarshalText(); err == nil {
		t.Error("Promotion(9) marshals")
	}
}

// Positions of the family's sets survive their text form and JSON: Equal,
// with the same legal moves, claims and count.
func TestFamilyTextRoundTrip(t *testing.T) {
	for _, c := range []struct {
		r   Rules
		fen string
	}{
		{ASEAN, "2B5/4k3/2K5/8/8/8/8/8 b - 88 0 1"},
		{ASEAN, "8/2P1k3/2K5/8/8/8/8/8 w - - 0 1"},
		{AiWok, "8/3k4/6A1/2K1S3/8/8/8/8 b - 88 8 1"},
		{Makpong, "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1"},
		{ASEAN.with(func(r *Rules) { r.FrozenKing = true }), "4k3/8/8/8/8/8/4r3/4K3 w - - 7 9"},
	} {
		p := MustParseFEN(c.fen, c.r)
		txt, err := p.MarshalText()
		if err != nil || string(txt) != c.r.String()+"|"+c.fen {
			t.Errorf("MarshalText %q, %v", txt, err)
		}
		var q Position
		if err := q.UnmarshalText(txt); err != nil {
			t.Fatalf("%s: %v", txt, err)
		}
		js, err := json.Marshal(struct{ P Position }{p})
		if err != nil {
			t.Fatal(err)
		}
		var back struct{ P Position }
		if err := json.Unmarshal(js, &back); err != nil {
			t.Fatalf("%s: %v", js, err)
		}
		for _, u := range []Position{q, back.P} {
			if !u.Equal(p) || u.Count() != p.Count() || u.Claims() != p.Claims() || !slices.Equal(sortedMoves(&u), sortedMoves(&p)) {
				t.Errorf("%s: read back as %s under %v", txt, u.FEN(), u.Rules())
			}
		}
	}
}

// The package-level coordinates read every dialect's promotion letters
// and write Makruk's (with the ai-wok's a); a position writes its own.
func TestFamilyCoordinates(t *testing.T) {
	c7, c8 := core.MustParseSquare("c7"), core.MustParseSquare("c8")
	for s, k := range map[string]core.Kind{"c7c8m": Met, "c7c8q": Met, "c7c8s": Khon, "c7c8b": Khon, "c7c8a": AiWokKind, "C7C8R": Rua, "c7c8n": Ma} {
		if m, err := ParseCoord(s); err != nil || m != core.NewPromotion(c7, c8, k) {
			t.Errorf("ParseCoord(%q) = %v, %v", s, m, err)
		}
	}
	if _, err := ParseCoord("c7c8x"); !errors.Is(err, core.ErrSyntax) {
		t.Errorf("c7c8x: %v", err)
	}
	m := core.NewPromotion(c7, c8, Khon)
	p := MustParseFEN("8/2P1k3/2K5/8/8/8/8/8 w - - 0 1", ASEAN)
	if FormatMove(m) != "c7c8s" || p.MoveText(m) != "c7c8b" {
		t.Errorf("FormatMove %s, MoveText %s", FormatMove(m), p.MoveText(m))
	}
}
