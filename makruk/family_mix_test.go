package makruk

import (
	"errors"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/tools/conform"
	"github.com/chaturanga-go/chaturanga/internal/tools/textkit"
)

// The options of Ouk Chatrang and Kar Ouk (FirstMoves, FirstCheck,
// Counting=Cambodian) and those of Makpong, ASEAN and Ai-Wok (FrozenKing,
// Army, Promotion, MoveRule, Counting=ASEAN) combine freely (see the
// package doc, "Combining the options"): these tests play the mixes.

// allMixes returns every combination of the options' values (MoveRule 0
// or 50), named after the set of the same Counting where there is one.
func allMixes() []Rules {
	var out []Rules
	for c := range Counting(len(countingNames)) {
		for a := range Army(len(armyNames)) {
			for pr := range Promotion(len(promotionNames)) {
				for bits := range 16 {
					for _, mr := range []int{0, 50} {
						out = append(out, Rules{Counting: c, Army: a, Promotion: pr, MoveRule: mr,
							NoKingsDraw: bits&1 != 0, FirstMoves: bits&2 != 0, FirstCheck: bits&4 != 0, FrozenKing: bits&8 != 0})
					}
				}
			}
		}
	}
	return out
}

// TestOptionMixes: every combination of the options validates, starts
// from its army's array with its FEN fields (gates, check counters), and
// plays a game in which every position reads back from its FEN and its
// text form Equal, with the same legal moves, and make/unmake restores it.
func TestOptionMixes(t *testing.T) {
	mixes := allMixes()
	if len(mixes) != 4*3*2*16*2 {
		t.Fatalf("%d mixes", len(mixes))
	}
	for i, r := range mixes {
		if err := r.Validate(); err != nil {
			t.Fatalf("%v: %v", r, err)
		}
		back, err := ParseRules(r.String())
		if err != nil || back != r.normal() {
			t.Fatalf("%q reads back as %+v, %v", r.String(), back, err)
		}
		p := StartPosition(r)
		if p.FEN() != StartFEN(r) {
			t.Fatalf("%v: start %s, StartFEN %s", r, p.FEN(), StartFEN(r))
		}
		seed := uint64(i)*0x9e3779b97f4a7c15 + 1
		buf := make([]core.Move, 0, 128)
		for ply := 0; ply < 40 && !p.Outcome().IsOver(); ply++ {
			q, err := ParseFEN(p.FEN(), r)
			if err != nil {
				t.Fatalf("%v: %s does not read back: %v", r, p.FEN(), err)
			}
			checkSame(t, &p, &q)
			var txt Position
			if b, _ := p.MarshalText(); txt.UnmarshalText(b) != nil || !txt.Equal(p) {
				t.Fatalf("%v: text form of %s does not read back", r, p.FEN())
			}
			buf = p.AppendLegalMoves(buf[:0])
			if len(buf) != p.CountLegalMoves() || len(buf) == 0 {
				t.Fatalf("%v %s: %d moves listed, %d counted, not over", r, p.FEN(), len(buf), p.CountLegalMoves())
			}
			for _, m := range buf {
				before := p
				u := p.MakeMove(m)
				p.UnmakeMove(m, u)
				if p != before {
					t.Fatalf("%v %s: unmake %s", r, before.FEN(), p.MoveText(m))
				}
			}
			seed = seed*6364136223846793005 + 1442695040888963407
			m := buf[(seed>>33)%uint64(len(buf))]
			if back, err := p.ParseMove(p.MoveText(m)); err != nil || back != m {
				t.Fatalf("%v %s: %s reads as %v, %v", r, p.FEN(), p.MoveText(m), back, err)
			}
			if p, err = p.Play(m); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// mixedSets are mixes of the two families' options that the conformance
// check plays.
var mixedSets = []Rules{
	Cambodian.with(func(r *Rules) { r.FrozenKing = true }),
	ASEAN.with(func(r *Rules) { r.Counting = CambodianCounting }),
	KarOuk.with(func(r *Rules) { r.Army = AiWokArmy }),
	ASEAN.with(func(r *Rules) { r.FirstMoves, r.FirstCheck = true, true }),
	AiWok.with(func(r *Rules) { r.FirstMoves, r.Promotion, r.Counting = true, LastRankChoice, ASEANCounting }),
	Default.with(func(r *Rules) { r.Army, r.FirstMoves, r.MoveRule = ASEANArmy, true, 50 }),
}

// TestMixedConform runs the generic conformance check under mixes of the
// two families' options.
func TestMixedConform(t *testing.T) {
	for _, r := range mixedSets {
		t.Run(r.String(), func(t *testing.T) {
			start := StartPosition(r)
			conform.Check(t, &start, conform.Options{
				Parse: conform.Parser(ParseFEN, r),
				Plies: 80,
			})
		})
	}
}

// TestMixedRules pins how the rules of the two families read together,
// each row naming the rules it joins.
func TestMixedRules(t *testing.T) {
	for _, tt := range []struct {
		id, rules, fen string
		moves          []string // played first
		legal          []string // the sorted legal moves then (nil: not checked)
		first          []string // the first moves then (OC-2, OC-3)
		gates          string   // the castling field then ("" to skip)
		outcome        core.Outcome
	}{
		{id: "MP-1 OC-3: the frozen khun's met still jumps to block", rules: "cambodian FrozenKing=true",
			fen: "4k3/8/8/8/8/r3K3/8/2M5 w C - 0 1", legal: []string{"c1c3"}, first: []string{"c1c3"}},
		{id: "MP-1 OC-2: the khun on its gate neither leaps nor steps out of check", rules: "cambodian FrozenKing=true",
			fen: "4k3/8/8/8/8/8/8/r2K4 w D - 0 1", legal: []string{}, outcome: core.Win(core.Black, core.Checkmate)},
		{id: "OC-2 without MP-1: the same khun steps out of check", rules: "cambodian",
			fen: "4k3/8/8/8/8/8/8/r2K4 w D - 0 1", legal: []string{"d1c2", "d1d2", "d1e2"}},
		{id: "OC-1 AS-1: the ASEAN army's gates are DEde, its khun leaps from e1", rules: "asean FirstMoves=true",
			fen: "rnbqkbnr/8/pppppppp/8/8/PPPPPPPP/8/RNBQKBNR w DEde - 0 1", first: []string{"e1c2", "e1g2"}, gates: "DEde"},
		{id: "OC-3 AS-1: the ASEAN army's met (Q) jumps", rules: "asean FirstMoves=true",
			fen: "rnbqkbnr/8/pppppppp/8/8/PPPPPPPP/8/RNBQKBNR w DEde - 0 1", moves: []string{"d3d4", "d6d5"},
			first: []string{"d1d3", "e1c2", "e1g2"}},
		{id: "OC-3 AW-1: the Ai-Wok army has no met, so no jump", rules: "aiwok FirstMoves=true",
			fen: "rnsaksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKASNR w DEde - 0 1", moves: []string{"e3e4", "d6d5"},
			first: []string{"d1b2", "d1f2"}, gates: "DEde"},
		{id: "OC-4 AW-1: an ai-wok on the khun's file does not take the leap", rules: "cambodian Army=AiWok",
			fen: "a3k3/8/8/8/8/8/8/3K4 b D - 0 1", moves: []string{"a8d8"}, gates: "D"},
		{id: "OC-4: a rua on the khun's file takes it", rules: "cambodian Army=AiWok",
			fen: "r3k3/8/8/8/8/8/8/3K4 b D - 0 1", moves: []string{"a8d8"}, gates: "-"},
		{id: "KO-1 AW-1: the ai-wok's check as a ma wins", rules: "karouk Army=AiWok",
			fen: "4k3/8/8/2A5/8/8/8/4K3 w - - 1+1 0 1", moves: []string{"c5c7"}, legal: []string{},
			outcome: core.Win(core.White, core.FirstCheck)},
		{id: "KO-1 AW-1: a check uncovered on an ai-wok's line wins", rules: "karouk Army=AiWok",
			fen: "4k3/8/8/8/4N3/8/8/4AK2 w - - 1+1 0 1", moves: []string{"e4c3"}, legal: []string{},
			outcome: core.Win(core.White, core.FirstCheck)},
		{id: "KO-1 AS-2: a promotion's check wins", rules: "karouk Army=ASEAN Promotion=LastRankChoice",
			fen: "7k/2P5/8/8/8/8/8/4K3 w - - 1+1 0 1", moves: []string{"c7c8r"}, legal: []string{},
			outcome: core.Win(core.White, core.FirstCheck)},
		{id: "KO-1 MP-1: a check counts although the frozen khun cannot answer it", rules: "karouk FrozenKing=true",
			fen: "4k3/8/8/8/8/8/8/R3K3 w - - 2+1 0 1", moves: []string{"a1a8"}, legal: []string{},
			outcome: core.Win(core.White, core.Checkmate)},
	} {
		t.Run(tt.id, func(t *testing.T) {
			r, err := ParseRules(tt.rules)
			if err != nil {
				t.Fatal(err)
			}
			p := play(t, tt.fen, r, tt.moves...)
			if tt.legal != nil {
				if diff := cmp.Diff(tt.legal, append([]string{}, textkit.SortedLegal(&p)...)); diff != "" {
					t.Errorf("%s: legal moves (-want +got):\n%s", p.FEN(), diff)
				}
			}
			if diff := cmp.Diff(tt.first, firstMoves(&p)); diff != "" {
				t.Errorf("%s: first moves (-want +got):\n%s", p.FEN(), diff)
			}
			if tt.gates != "" && p.gatesText() != tt.gates {
				t.Errorf("%s: gates %s, want %s", p.FEN(), p.gatesText(), tt.gates)
			}
			if got := p.Outcome(); got != tt.outcome {
				t.Errorf("%s: outcome %v, want %v", p.FEN(), got, tt.outcome)
			}
		})
	}
}

// TestMixedCounting: each counting counts as it does alone whatever the
// army and the other options: OC-5's board's honour with bia on the board
// under the ASEAN army, where AS-4 starts nothing; AS-4 under Ouk
// Chatrang's gates; the pieces' honours against an ai-wok at their
// "otherwise" limit, and no ASEAN count against it.
func TestMixedCounting(t *testing.T) {
	for _, tt := range []struct {
		id, rules, fen string
		moves          []string
		fen2           string
	}{
		{"OC-5 AS-1: the board's honour with bia on the board", "asean Counting=Cambodian",
			"4k3/4p3/8/8/8/8/PPP5/R3K3 w - - 0 1", []string{"a1b1"}, "4k3/4p3/8/8/8/8/PPP5/1R2K3 b - 126 0 1"},
		{"AS-4: no count while a bia stands", "asean",
			"4k3/4p3/8/8/8/8/PPP5/R3K3 w - - 0 1", []string{"a1b1"}, "4k3/4p3/8/8/8/8/PPP5/1R2K3 b - - 1 1"},
		{"AS-4 OC-1: the ASEAN count beside the gates", "cambodian Counting=ASEAN",
			"r3k3/8/8/8/8/8/8/R2K4 w D - 0 1", []string{"a1a8"}, "R3k3/8/8/8/8/8/8/3K4 b D 32 0 1"},
		{"OC-5 AW-1: the pieces' honour against an ai-wok is 63 moves", "cambodian Army=AiWok",
			"4k3/8/8/8/8/8/8/A3K3 w - - 0 1", []string{"a1a2"}, "4k3/8/8/8/8/8/A7/4K3 b - 126 6 1"},
		{"AS-4 AW-1: no ASEAN count against an ai-wok", "aiwok Counting=ASEAN",
			"4k3/8/8/n7/8/8/8/A3K3 w - - 0 1", []string{"a1a5"}, "4k3/8/8/A7/8/8/8/4K3 b - - 0 1"},
		{"AW-3: Pychess's count against the ai-wok, 64 moves", "aiwok",
			"4k3/8/8/n7/8/8/8/A3K3 w - - 0 1", []string{"a1a5"}, "4k3/8/8/A7/8/8/8/4K3 b - 128 6 1"},
	} {
		t.Run(tt.id, func(t *testing.T) {
			r, err := ParseRules(tt.rules)
			if err != nil {
				t.Fatal(err)
			}
			p := play(t, tt.fen, r, tt.moves...)
			if tt.fen2 != "" && p.FEN() != tt.fen2 {
				t.Errorf("FEN %s, want %s", p.FEN(), tt.fen2)
			}
		})
	}
}

// TestMixedMaterial: insufficient material is judged by the first rule
// that applies: Kar Ouk's (KO-3, any piece checks) before Ai-Wok's quirk
// (AW-3) and Makpong's (MP-1).
func TestMixedMaterial(t *testing.T) {
	for _, tt := range []struct {
		rules, fen string
		white, blk bool
	}{
		{"aiwok", "4k3/8/8/8/8/8/8/A3K3 w - - 0 1", true, true},
		{"karouk Army=AiWok", "4k3/8/8/8/8/8/8/A3K3 w - - 1+1 0 1", false, true},
		{"cambodian FrozenKing=true", "4k3/8/8/8/8/8/8/M3K3 w - - 0 1", false, true},
		{"cambodian", "4k3/8/8/8/8/8/8/M3K3 w - - 0 1", true, true},
		{"asean Counting=Cambodian", "4k3/8/8/8/8/8/P7/4K3 w - - 0 1", false, true},
	} {
		r, err := ParseRules(tt.rules)
		if err != nil {
			t.Fatal(err)
		}
		p := MustParseFEN(tt.fen, r)
		if w, b := p.InsufficientMaterial(core.White), p.InsufficientMaterial(core.Black); w != tt.white || b != tt.blk {
			t.Errorf("%s %s: insufficient material %v %v, want %v %v", tt.rules, tt.fen, w, b, tt.white, tt.blk)
		}
	}
}

// TestMixedValidate: Validate refuses no mix, only values out of range,
// naming the option.
func TestMixedValidate(t *testing.T) {
	for _, c := range []struct {
		r    Rules
		name string
	}{
		{Rules{Counting: Counting(len(countingNames))}, "Counting"},
		{Cambodian.with(func(r *Rules) { r.Army = Army(len(armyNames)) }), "Army"},
		{KarOuk.with(func(r *Rules) { r.Promotion = Promotion(len(promotionNames)) }), "Promotion"},
		{ASEAN.with(func(r *Rules) { r.MoveRule = -1 }), "MoveRule"},
		{Rules{Name: "ouk"}, "Name"},
	} {
		err := c.r.Validate()
		var pe *core.ParseError
		if !errors.As(err, &pe) || pe.Field != c.name {
			t.Errorf("%+v: %v, want an error naming %s", c.r, err, c.name)
		}
	}
	for _, r := range mixedSets {
		if err := r.Validate(); err != nil {
			t.Errorf("%v: %v", r, err)
		}
	}
}

// TestMixedNoAllocs: generation and make/unmake allocate nothing under the
// mixes either.
func TestMixedNoAllocs(t *testing.T) {
	for _, r := range append(slices.Clone(mixedSets), Cambodian, KarOuk) {
		p := StartPosition(r)
		buf := make([]core.Move, 0, 256)
		if n := testing.AllocsPerRun(20, func() {
			buf = p.AppendLegalMoves(buf[:0])
			for _, m := range buf {
				u := p.MakeMove(m)
				p.CountLegalMoves()
				p.UnmakeMove(m, u)
			}
		}); n != 0 {
			t.Errorf("%v: %v allocations per run", r, n)
		}
	}
}
