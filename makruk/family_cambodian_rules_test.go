package makruk

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/tools/textkit"
)

const (
	cambodianStart = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1"
	karoukStart    = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 1+1 0 1"
)

// firstMoves returns the legal moves of p that are first moves (OC-2,
// OC-3): moves the same board has no longer once the gates are gone.
func firstMoves(p *Position) []string {
	q := *p
	q.gates = [2]uint8{}
	var out []string
	for _, s := range textkit.SortedLegal(p) {
		if !slices.Contains(textkit.SortedLegal(&q), s) {
			out = append(out, s)
		}
	}
	return out
}

// TestFirstMoveRules pins OC-1..OC-4 with positions and the first moves
// they allow.
func TestFirstMoveRules(t *testing.T) {
	for _, tt := range []struct {
		id, fen string
		moves   []string // played first
		want    []string // the first moves then
		fen2    string   // the FEN after the moves ("" to skip)
	}{
		{"OC-1 start: the khun's leaps; the bia on e3 stops the met's jump", cambodianStart, nil, []string{"d1b2", "d1f2"}, ""},
		{"OC-1 Black's gates are d8 and e8", cambodianStart, []string{"a3a4"}, []string{"e8c7", "e8g7"}, ""},
		{"OC-1 the met jumps once the bia has gone", cambodianStart, []string{"e3e4", "d6d5"}, []string{"d1b2", "d1f2", "e1e3"}, ""},
		{"OC-1 a letter without a piece of its side is dropped", "4k3/8/8/8/8/8/8/4K3 w D - 0 1", nil, nil, "4k3/8/8/8/8/8/8/4K3 w - - 0 1"},
		{"OC-1 a letter on an enemy piece is dropped", "4k3/8/8/8/8/8/8/3rK3 w D - 0 1", nil, nil, "4k3/8/8/8/8/8/8/3rK3 w - - 0 1"},
		{"OC-1 a letter on the khun elsewhere gives it the leap", "4k3/8/8/8/8/8/8/4K3 w E - 0 1", nil, []string{"e1c2", "e1g2"}, ""},
		{"OC-1 a letter on another met gives it the jump", "4k3/8/8/8/8/8/8/4KM2 w F - 0 1", nil, []string{"f1f3"}, ""},
		{"OC-1 a promoted met on a gate jumps too", "4k3/8/8/8/8/8/8/3KM~3 w E - 0 1", nil, []string{"e1e3"}, ""},
		{"OC-1 a gate on a khon gives no move", "4k3/8/8/8/8/8/8/3K1S2 w F - 0 1", nil, nil, "4k3/8/8/8/8/8/8/3K1S2 w F - 0 1"},
		{"OC-2 the leap goes only to empty squares", "4k3/8/8/8/8/8/1P3P2/3K4 w D - 0 1", nil, nil, ""},
		{"OC-2 no leap out of check", "3rk3/8/8/8/8/8/8/3K4 w D - 0 1", nil, nil, ""},
		{"OC-2 no leap into check", "1r2k3/8/8/8/8/8/8/3K4 w D - 0 1", nil, []string{"d1f2"}, ""},
		{"OC-3 the jump passes over a piece", "4k3/8/8/8/8/8/4P3/3KM3 w E - 0 1", nil, []string{"e1e3"}, ""},
		{"OC-3 the jump does not capture", "4k3/8/8/8/8/4s3/8/3KM3 w E - 0 1", nil, nil, ""},
		{"OC-3 the jump blocks a check", "4k3/8/8/8/8/r3K3/8/2M5 w C - 0 1", nil, []string{"c1c3"}, ""},
		{"OC-3 a pinned met does not jump off the line", "4k3/8/8/8/8/8/8/3KM2r w E - 0 1", nil, nil, ""},
		{"OC-4 the khun's leap is gone once the khun moves", cambodianStart, []string{"d1d2", "a6a5", "d2d1", "a5a4"}, nil, "rnsmksnr/8/1ppppppp/8/p7/PPPPPPPP/8/RNSKMSNR w Ede - 0 3"},
		{"OC-4 the met's jump is gone once the met moves", cambodianStart, []string{"e1d2", "a6a5", "d2e1", "a5a4"}, []string{"d1b2", "d1f2"}, "rnsmksnr/8/1ppppppp/8/p7/PPPPPPPP/8/RNSKMSNR w Dde - 0 3"},
		{"OC-4 a capture on a gate takes it (FSF's test: a1a8)", "rnsmksnr/8/1ppppppp/8/8/1PPPPPPP/8/RNSKMSNR w DEde - 0 1", []string{"a1a8"}, nil, "Rnsmksnr/8/1ppppppp/8/8/1PPPPPPP/8/1NSKMSNR b DEd - 0 1"},
		{"OC-4 a rua on the khun's file takes the leap (FSF's test: a2e2)", "rnsmk1nr/4s3/pppppppp/8/8/PPPPPPPP/R7/1NSKMSNR w DEde - 2 2", []string{"a2e2"}, nil, "rnsmk1nr/4s3/pppppppp/8/8/PPPPPPPP/4R3/1NSKMSNR b DEd - 3 2"},
		{"OC-4 a rua on the khun's file takes the leap behind a piece", "r3k3/8/8/8/3P4/8/8/3K4 b D - 0 1", []string{"a8d8"}, nil, "3rk3/8/8/8/3P4/8/8/3K4 w - 126 0 2"},
		{"OC-4 a rua on the khun's rank takes the leap behind a piece", "r3k3/8/8/8/8/8/8/2SK4 b D - 0 1", []string{"a8a1"}, nil, "4k3/8/8/8/8/8/8/r1SK4 w - 126 0 2"},
		{"OC-4 a rua aiming at a met's gate takes nothing", "3m4/7k/8/8/8/8/8/R2K4 w d - 0 1", []string{"a1a8"}, []string{"d8d6"}, "R2m4/7k/8/8/8/8/8/3K4 b d 126 0 1"},
	} {
		t.Run(tt.id, func(t *testing.T) {
			p := play(t, tt.fen, Cambodian, tt.moves...)
			got := firstMoves(&p)
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("%s: first moves (-want +got):\n%s", p.FEN(), diff)
			}
			if tt.fen2 != "" && p.FEN() != tt.fen2 {
				t.Errorf("FEN %s, want %s", p.FEN(), tt.fen2)
			}
		})
	}
}

// TestFirstMoveEvasions pins OC-2 and OC-3 against checks: the leap never
// answers one, the jump may block one.
func TestFirstMoveEvasions(t *testing.T) {
	// OC-3: the khun has left its gate; the met on c1 keeps its own and
	// jumps to c3 between the khun on e3 and the rua on a3.
	p := MustParseFEN("4k3/8/8/8/8/r3K3/8/2M5 w C - 0 1", Cambodian)
	c1c3 := core.NewMove(core.MustParseSquare("c1"), core.MustParseSquare("c3"))
	if !p.InCheck() || !p.IsLegal(c1c3) || !slices.Equal(firstMoves(&p), []string{"c1c3"}) {
		t.Errorf("OC-3: c1c3 should be a legal evasion in %s: %v", p.FEN(), firstMoves(&p))
	}
	// OC-2: a khun in check on its gate does not leap.
	q := MustParseFEN("4k3/8/8/8/8/8/8/r2K4 w D - 0 1", Cambodian)
	if got := firstMoves(&q); got != nil || !q.InCheck() {
		t.Errorf("OC-2 no leap out of check: first moves %v", got)
	}
}

// TestFirstMoveErrors: a first move that is not allowed is refused with
// its rule.
func TestFirstMoveErrors(t *testing.T) {
	for _, tt := range []struct {
		fen, move, rule string
	}{
		{"4k3/8/8/8/8/8/8/3K4 w - - 0 1", "d1b2", "OC-4"},
		{"3rk3/8/8/8/8/8/8/3K4 w D - 0 1", "d1b2", "OC-2"},
		{"4k3/8/8/8/8/8/1P6/3K4 w D - 0 1", "d1b2", "OC-2"},
		{"1r2k3/8/8/8/8/8/8/3K4 w D - 0 1", "d1b2", "MK-9"},
		{"4k3/8/8/8/8/8/8/3KM3 w D - 0 1", "e1e3", "OC-4"},
		{"4k3/8/8/8/8/4s3/8/3KM3 w E - 0 1", "e1e3", "OC-3"},
		{"4k3/8/8/8/8/8/8/3KM2r w E - 0 1", "e1e3", "MK-9"},
		{cambodianStart, "d1b3", "MK-2"},
	} {
		p := MustParseFEN(tt.fen, Cambodian)
		_, err := p.ParseMove(tt.move)
		var me *core.MoveError
		if !errors.As(err, &me) || !errors.Is(err, core.ErrIllegalMove) || me.Rule != tt.rule {
			t.Errorf("%s in %s: %v, want rule %s", tt.move, tt.fen, err, tt.rule)
		}
	}
	// Under rules without FirstMoves the same shape is plain illegal.
	p := StartPosition(Pychess)
	if _, err := p.ParseMove("d1b2"); err == nil || !strings.Contains(err.Error(), "MK-2") {
		t.Errorf("Pychess d1b2: %v", err)
	}
}

// TestCambodianCountingRules pins OC-5 with Fairy-Stockfish's cases.
func TestCambodianCountingRules(t *testing.T) {
	for _, tt := range []struct {
		id, fen string
		moves   []string
		want    string // the FEN after
		honour  Honour
		claim   bool
	}{
		{"OC-5 board's honour starts for a side of two pieces, bia or not", "4k3/4p3/8/8/8/8/PPP5/R3K3 w - - 0 1", []string{"a1b1"}, "4k3/4p3/8/8/8/8/PPP5/1R2K3 b - 126 0 1", BoardHonour, false},
		{"OC-5 no count for a side of four pieces", "3mk3/3sp3/8/8/8/8/PPP5/R3K3 w - - 0 1", []string{"a1b1"}, "3mk3/3sp3/8/8/8/8/PPP5/1R2K3 b - - 1 1", NoHonour, false},
		{"OC-5 the last bia promoting starts the pieces' honour (86 for one khon)", "8/3k4/8/2K1S1P1/8/8/8/8 w - - 0 1", []string{"g5g6m"}, "8/3k4/6M1/2K1S3/8/8/8/8 b - 86 8 1", PiecesHonour, false},
		{"OC-5 a capture baring the side switches to the pieces' honour", "8/2K3k1/5m2/4S1S1/8/8/8/8 w - 128 97 1", []string{"e5f6"}, "8/2K3k1/5S2/6S1/8/8/8/8 b - 42 8 1", PiecesHonour, false},
		{"OC-5 a board's-honour count with a bia runs on", "8/8/4k3/8/5P2/2RMK3/8/8 w - 126 41 50", []string{"c3c4"}, "8/8/4k3/8/2R2P2/3MK3/8/8 b - 126 42 50", BoardHonour, false},
		{"OC-5 the bare khun taking the last bia counts from twice the pieces less one", "2rr3k/8/8/8/1p6/K7/8/8 w - - 0 1", []string{"a3b4"}, "2rr3k/8/8/8/1K6/8/8/8 b - 14 7 1", PiecesHonour, false},
		{"OC-5 two rua 7 moves: claimable past 14 plies", "8/8/8/4k3/8/8/8/RR2K3 w - 14 15 1", nil, "8/8/8/4k3/8/8/8/RR2K3 w - 14 15 1", PiecesHonour, true},
		{"OC-5 not claimable at the limit", "8/8/8/4k3/8/8/8/RR2K3 w - 14 14 1", nil, "8/8/8/4k3/8/8/8/RR2K3 w - 14 14 1", PiecesHonour, false},
		{"OC-5 a limit above 126 reads as 126", "3k4/2m5/5M2/4M3/3KS3/8/8/8 w - 200 40 1", nil, "3k4/2m5/5M2/4M3/3KS3/8/8/8 w - 126 40 1", BoardHonour, false},
		{"OC-5 king against king counts on", "8/8/5k2/8/7K/8/8/8 w - 126 180 192", nil, "8/8/5k2/8/7K/8/8/8 w - 126 180 192", PiecesHonour, true},
	} {
		t.Run(tt.id, func(t *testing.T) {
			p := play(t, tt.fen, Cambodian, tt.moves...)
			if p.FEN() != tt.want {
				t.Errorf("FEN %s, want %s", p.FEN(), tt.want)
			}
			if h := p.Count().Honour; h != tt.honour {
				t.Errorf("honour %v, want %v", h, tt.honour)
			}
			if got := p.Claims().Has(core.Counting); got != tt.claim {
				t.Errorf("counting claim %v, want %v", got, tt.claim)
			}
			if p.Outcome().IsOver() {
				t.Errorf("a count ends no game by itself: %v", p.Outcome())
			}
		})
	}
	t.Run("OC-5 the limits by material", func(t *testing.T) {
		for _, tt := range []struct {
			pieces string // White's besides its khun, on the third rank from c3
			limit  int
		}{{"RR", 14}, {"R", 30}, {"RSS", 30}, {"SS", 42}, {"NN", 62}, {"SNN", 62}, {"S", 86}, {"N", 126}, {"MM", 126}} {
			// White's khun takes Black's last piece, the ma on a2.
			fen := "k7/8/8/8/8/2" + tt.pieces + string(rune('0'+6-len(tt.pieces))) + "/n7/1K6 w - - 0 1"
			p := play(t, fen, Cambodian, "b1a2")
			n := 2 + len(tt.pieces)
			if c := p.Count(); c.Limit != tt.limit || c.Count != 2*n || c.Honour != PiecesHonour || c.Counter != core.Black {
				t.Errorf("%s after b1a2: count %+v, want %d of %d for black", fen, c, 2*n, tt.limit)
			}
		}
	})
	t.Run("OC-5 a mate past the limit stands", func(t *testing.T) {
		p := play(t, "4k3/8/4K3/8/8/8/8/R7 w - 30 40 1", Cambodian, "a1a8")
		if !p.Outcome().Equal(core.Win(core.White, core.Checkmate)) || p.Claims() != 0 {
			t.Errorf("outcome %v, claims %v", p.Outcome(), p.Claims())
		}
	})
}

// TestCambodianEndRules pins OC-6: stalemate, repetition without the
// rights in its key, insufficient material as Pychess judges it.
func TestCambodianEndRules(t *testing.T) {
	t.Run("OC-6 repetition counts the rights out", func(t *testing.T) {
		g := NewGame(StartPosition(Cambodian))
		for range 2 {
			for _, s := range []string{"d1c2", "b8d7", "c2d1", "d7b8"} {
				if _, err := g.PlayText(s); err != nil {
					t.Fatal(err)
				}
			}
		}
		p := g.Position()
		if !g.Claims().Has(core.Repetition) || p.FEN() != "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w Ede - 8 5" {
			t.Errorf("claims %v at %s", g.Claims(), p.FEN())
		}
		s := StartPosition(Cambodian)
		if p.Hash() != s.Hash() || p.Equal(s) {
			t.Errorf("the rights are part of the position (Equal) but not of its hash")
		}
	})
	t.Run("OC-6 insufficient material as Pychess", func(t *testing.T) {
		for _, tt := range []struct {
			fen  string
			want bool
		}{{"8/8/8/4k3/8/8/8/M3K3 w - - 0 1", true}, {"8/8/8/4k3/8/8/8/R3K3 w - - 0 1", false}, {"8/8/8/4k3/8/8/8/S3K3 w - - 0 1", false}} {
			p := MustParseFEN(tt.fen, Cambodian)
			if got := p.Claims().Has(core.InsufficientMaterial); got != tt.want {
				t.Errorf("%s: insufficient-material claim %v, want %v", tt.fen, got, tt.want)
			}
		}
	})
	t.Run("OC-6 stalemate is a draw", func(t *testing.T) {
		p := MustParseFEN("k7/2M5/1K6/8/8/8/8/8 b - - 0 1", Cambodian)
		if !p.Outcome().Equal(core.Draw(core.Stalemate)) {
			t.Errorf("outcome %v", p.Outcome())
		}
	})
	t.Run("OC-6 a check answered only by the met's jump is no mate", func(t *testing.T) {
		p := MustParseFEN("4k3/8/8/8/7r/r3K3/1r6/2M5 w C - 0 1", Cambodian)
		if p.Outcome().IsOver() || p.CountLegalMoves() != 1 {
			t.Errorf("%s: outcome %v, %d moves %v", p.FEN(), p.Outcome(), p.CountLegalMoves(), textkit.SortedLegal(&p))
		}
		q := MustParseFEN("4k3/8/8/r7/7r/4K3/1r6/2M5 b C - 0 1", Cambodian)
		m, _ := q.ParseMove("a5a3")
		if san := q.SAN(m); san != "Ra3+" {
			t.Errorf("SAN %s, want Ra3+ (the jump c1c3 answers it)", san)
		}
	})
}

// TestFirstCheckRules pins KO-1..KO-3.
func TestFirstCheckRules(t *testing.T) {
	for _, tt := range []struct {
		id, fen string
		moves   []string
		want    string // FEN after
		outcome core.Outcome
		moves2  int // legal moves after
	}{
		{"KO-1 the first check wins at once", karoukStart, []string{"b1d2", "g8e7", "d2e4", "d6d5", "e4d6"}, "rnsmks1r/4n3/pppNpppp/3p4/8/PPPPPPPP/8/R1SKMSNR b DEde - 0+1 1 3", core.Win(core.White, core.FirstCheck), 0},
		{"KO-1 Black's first check wins", "4k3/8/8/8/8/8/r7/4K3 b - - 1+1 0 1", []string{"a2a1"}, "4k3/8/8/8/8/8/8/r3K3 w - 30 1+0 6 2", core.Win(core.Black, core.FirstCheck), 0},
		{"KO-1 the counter of the side that has just moved decides", "4k3/8/8/8/8/8/8/R3K3 w - - 1+0 0 1", nil, "4k3/8/8/8/8/8/8/R3K3 w - - 1+0 0 1", core.Win(core.Black, core.FirstCheck), 0},
		{"KO-1 the side to move's own zero does not end the game", "4k3/8/8/8/8/8/8/R3K3 w - - 0+1 0 1", nil, "4k3/8/8/8/8/8/8/R3K3 w - - 0+1 0 1", core.Outcome{}, 15},
		{"KO-1 a check with nothing left to give counts on below zero", "4k3/8/8/8/8/8/8/R3K3 w - - 0+1 0 1", []string{"a1a8"}, "R3k3/8/8/8/8/8/8/4K3 b - 30 -1+1 6 1", core.Outcome{}, 3},
		{"KO-1 a check not counted is answered", "4k3/8/8/8/8/8/8/r3K3 w - - 1+1 0 1", nil, "4k3/8/8/8/8/8/8/r3K3 w - - 1+1 0 1", core.Outcome{}, 3},
		{"KO-1 a check of two to give plays on", "4k3/8/8/8/8/8/8/R3K3 w - - 2+2 0 1", []string{"a1a8"}, "R3k3/8/8/8/8/8/8/4K3 b - 30 1+2 6 1", core.Outcome{}, 3},
		{"KO-1 a discovered check counts", "4k3/8/8/8/8/8/4N3/4R1K1 w - - 1+1 0 1", []string{"e2c3"}, "4k3/8/8/8/8/2N5/8/4R1K1 b - 30 0+1 8 1", core.Win(core.White, core.FirstCheck), 0},
		{"KO-1 a mate given by the first check is the first check's", "k7/8/1K6/8/8/8/8/7R w - - 1+1 0 1", []string{"h1h8"}, "k6R/8/1K6/8/8/8/8/8 b - 30 0+1 6 1", core.Win(core.White, core.FirstCheck), 0},
		{"KO-2 a FEN without the field reads as 1+1 (FSF's perft test)", "rn1mksnr/3s4/pppppppp/8/4N3/PPPPPPPP/8/R1SKMSNR b DEde - 3 2", nil, "rn1mksnr/3s4/pppppppp/8/4N3/PPPPPPPP/8/R1SKMSNR b DEde - 1+1 3 2", core.Outcome{}, -1},
		{"KO-2 the counters with a count running", "8/8/8/4k3/8/8/8/R3K3 w - 30 1+1 31 1", nil, "8/8/8/4k3/8/8/8/R3K3 w - 30 1+1 31 1", core.Outcome{}, 15},
		{"KO-2 lichess's checks given (+N+M) read as 3-N", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1 +2+1", nil, "4k3/8/8/8/8/8/8/R3K3 w - - 1+2 0 1", core.Outcome{}, 15},
		{"KO-2 the counters as 9+9", "4k3/8/8/8/8/8/8/R3K3 w - - 9+9 0 1", []string{"a1a8"}, "R3k3/8/8/8/8/8/8/4K3 b - 30 8+9 6 1", core.Outcome{}, 3},
	} {
		t.Run(tt.id, func(t *testing.T) {
			p := play(t, tt.fen, KarOuk, tt.moves...)
			if p.FEN() != tt.want {
				t.Errorf("FEN %s, want %s", p.FEN(), tt.want)
			}
			if tt.moves2 < 0 {
				c := MustParseFEN(tt.fen, Cambodian) // the same moves: nothing has ended
				tt.moves2 = c.CountLegalMoves()
			}
			if !p.Outcome().Equal(tt.outcome) || p.CountLegalMoves() != tt.moves2 || p.Perft(2) != 0 && tt.moves2 == 0 {
				t.Errorf("%s: outcome %v, %d legal moves; want %v, %d", p.FEN(), p.Outcome(), p.CountLegalMoves(), tt.outcome, tt.moves2)
			}
			if q, err := ParseFEN(p.FEN(), KarOuk); err != nil || !q.Equal(p) || q.Hash() != p.Hash() {
				t.Errorf("%s does not read back: %v", p.FEN(), err)
			}
		})
	}
	t.Run("KO-1 the winning check is written with #", func(t *testing.T) {
		p := MustParseFEN("4k3/8/8/8/8/8/8/R3K3 w - - 1+1 0 1", KarOuk)
		m, _ := p.ParseMove("a1a8")
		if san := p.SAN(m); san != "Ra8#" {
			t.Errorf("SAN %q, want Ra8#", san)
		}
		q := MustParseFEN("4k3/8/8/8/8/8/8/R3K3 w - - 2+1 0 1", KarOuk)
		if san := q.SAN(m); san != "Ra8+" {
			t.Errorf("SAN %q, want Ra8+ with a check left to give", san)
		}
	})
	t.Run("KO-1 perft counts no moves below a winning check", func(t *testing.T) {
		p := MustParseFEN("4k3/8/8/8/8/8/8/R3K3 w - - 1+1 0 1", KarOuk)
		c := MustParseFEN("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", Cambodian)
		// a1a8 is the only check; Black has three answers to it in
		// Cambodian and none in Kar Ouk.
		if p.Perft(1) != c.Perft(1) || p.Perft(2) != c.Perft(2)-3 {
			t.Errorf("perft %d %d, Cambodian %d %d", p.Perft(1), p.Perft(2), c.Perft(1), c.Perft(2))
		}
	})
	t.Run("KO-2 the counters are in the repetition hash", func(t *testing.T) {
		a := MustParseFEN("4k3/8/8/8/8/8/8/R3K3 w - - 2+1 0 1", KarOuk)
		b := MustParseFEN("4k3/8/8/8/8/8/8/R3K3 w - - 1+1 0 1", KarOuk)
		cs := StartPosition(Cambodian)
		if a.Hash() == b.Hash() || a.Equal(b) {
			t.Errorf("the counters are not in the hash")
		}
		if a.ChecksToGive(core.White) != 2 || a.ChecksToGive(core.Black) != 1 || cs.ChecksToGive(core.White) != 0 {
			t.Errorf("ChecksToGive")
		}
	})
	t.Run("KO-2 bad counters", func(t *testing.T) {
		for _, fen := range []string{
			"4k3/8/8/8/8/8/8/R3K3 w - - 1+x 0 1",
			"4k3/8/8/8/8/8/8/R3K3 w - - 10+1 0 1",
			"4k3/8/8/8/8/8/8/R3K3 w - - 1+ 0 1",
			"4k3/8/8/8/8/8/8/R3K3 w - - -100+1 0 1",
			"4k3/8/8/8/8/8/8/R3K3 w - - 1+1+1 0 1",
			"4k3/8/8/8/8/8/8/R3K3 w - - 0 1 +a+1",
		} {
			_, err := ParseFEN(fen, KarOuk)
			var pe *core.ParseError
			if !errors.As(err, &pe) || !errors.Is(err, core.ErrSyntax) || pe.Input != fen {
				t.Errorf("%s: %v, want a syntax error quoting the input", fen, err)
			}
		}
		if _, err := ParseFEN("4k3/8/8/8/8/8/8/R3K3 w - - 1+1 0 1", Cambodian); !errors.Is(err, core.ErrSyntax) {
			t.Errorf("Cambodian reads a checks field: %v", err)
		}
	})
	t.Run("KO-3 insufficient material: only a lone khun lacks it", func(t *testing.T) {
		for _, tt := range []struct {
			fen        string
			white, blk bool
		}{
			{"8/8/8/4k3/8/8/8/M3K3 w - - 1+1 0 1", false, true},
			{"8/8/8/4k3/8/8/8/N3K3 w - - 1+1 0 1", false, true},
			{"8/8/8/4k3/8/8/8/4K3 w - - 1+1 0 1", true, true},
		} {
			p := MustParseFEN(tt.fen, KarOuk)
			if p.InsufficientMaterial(core.White) != tt.white || p.InsufficientMaterial(core.Black) != tt.blk {
				t.Errorf("%s: %v %v", tt.fen, p.InsufficientMaterial(core.White), p.InsufficientMaterial(core.Black))
			}
			if got := p.Claims().Has(core.InsufficientMaterial); got != (tt.white && tt.blk) {
				t.Errorf("%s: claim %v", tt.fen, got)
			}
		}
	})
}

// TestCambodianRulesText: the sets' names and options both ways.
func TestCambodianRulesText(t *testing.T) {
	for _, tt := range []struct {
		r    Rules
		text string
	}{
		{Cambodian, "cambodian"},
		{KarOuk, "karouk"},
		{Rules{Name: "karouk", Counting: CambodianCounting, NoKingsDraw: true, FirstMoves: true}, "karouk FirstCheck=false"},
		{Rules{FirstMoves: true}, "default FirstMoves=true"},
		{Rules{Name: "pychess", Counting: PlyCounting, NoKingsDraw: true, FirstCheck: true}, "pychess FirstCheck=true"},
		{Rules{Name: "cambodian", Counting: PlyCounting, NoKingsDraw: true, FirstMoves: true}, "cambodian Counting=Ply"},
	} {
		if got := tt.r.String(); got != tt.text {
			t.Errorf("%+v: %q, want %q", tt.r, got, tt.text)
		}
		if back, err := ParseRules(tt.text); err != nil || back != tt.r.normal() {
			t.Errorf("ParseRules(%q) = %+v, %v", tt.text, back, err)
		}
	}
	if r, err := RulesByName("KarOuk"); err != nil || r != KarOuk {
		t.Errorf("RulesByName: %+v, %v", r, err)
	}
	if r, err := ParseRules("CAMBODIAN counting=cambodian firstmoves=TRUE"); err != nil || r != Cambodian {
		t.Errorf("ParseRules: %+v, %v", r, err)
	}
	r := Default
	if err := r.Set("FirstMoves", "true"); err != nil || !r.FirstMoves {
		t.Errorf("Set FirstMoves: %v", err)
	}
	if v, err := KarOuk.Get("FirstCheck"); err != nil || v != "true" {
		t.Errorf("Get FirstCheck: %q, %v", v, err)
	}
	if err := r.Set("FirstCheck", "maybe"); !errors.Is(err, core.ErrSyntax) {
		t.Errorf("Set FirstCheck=maybe: %v", err)
	}
	if sets := RuleSets(); len(sets) < 4 || sets[2] != Cambodian || sets[3] != KarOuk {
		t.Errorf("RuleSets %v", sets)
	}
	for _, r := range []Rules{Cambodian, KarOuk} {
		p := StartPosition(r)
		if p.FEN() != StartFEN(r) || StartFEN(r) != map[string]string{"cambodian": cambodianStart, "karouk": karoukStart}[r.Name] {
			t.Errorf("%v: start %s, StartFEN %s", r, p.FEN(), StartFEN(r))
		}
	}
	if StartFEN(Rules{FirstCheck: true}) != "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 1+1 0 1" {
		t.Errorf("StartFEN(FirstCheck) = %s", StartFEN(Rules{FirstCheck: true}))
	}
}

// TestCambodianPositionText: positions with rights and check counters
// survive MarshalText/UnmarshalText and JSON with Equal true and the same
// legal moves.
func TestCambodianPositionText(t *testing.T) {
	for _, tt := range []struct {
		fen  string
		r    Rules
		text string
	}{
		{cambodianStart, Cambodian, "cambodian|" + cambodianStart},
		{"rnsmk1nr/4s3/pppppppp/8/8/PPPPPPPP/R7/1NSKMSNR w DEde - 2 2", Cambodian, "cambodian|rnsmk1nr/4s3/pppppppp/8/8/PPPPPPPP/R7/1NSKMSNR w DEde - 2 2"},
		{"8/8/4k3/8/5P2/2RMK3/8/8 w - 126 41 50", Cambodian, "cambodian|8/8/4k3/8/5P2/2RMK3/8/8 w - 126 41 50"},
		{"rnsmks1r/4n3/pppNpppp/3p4/8/PPPPPPPP/8/R1SKMSNR b DEde - 1+2 1 3", KarOuk, "karouk|rnsmks1r/4n3/pppNpppp/3p4/8/PPPPPPPP/8/R1SKMSNR b DEde - 1+2 1 3"},
		{"8/8/8/4k3/8/8/8/R3K3 w - 30 1+1 31 1", KarOuk, "karouk|8/8/8/4k3/8/8/8/R3K3 w - 30 1+1 31 1"},
		{"4k3/8/8/8/8/8/8/R3K3 w - - 1+0 0 1", KarOuk, "karouk|4k3/8/8/8/8/8/8/R3K3 w - - 1+0 0 1"},
		{"R3k3/8/8/8/8/8/8/4K3 b - - -1+1 1 1", KarOuk, "karouk|R3k3/8/8/8/8/8/8/4K3 b - - -1+1 1 1"},
		{"3mk3/8/8/8/8/8/8/R2KM3 w DEde - 0 1 bw3/64", Rules{FirstMoves: true}, "default FirstMoves=true|3mk3/8/8/8/8/8/8/R2KM3 w DEde - 0 1 bw3/64"},
	} {
		p, err := ParseFEN(tt.fen, tt.r)
		if err != nil {
			t.Fatal(err)
		}
		txt, err := p.MarshalText()
		if err != nil || string(txt) != tt.text {
			t.Errorf("MarshalText %q, %v; want %q", txt, err, tt.text)
		}
		var q Position
		if err := q.UnmarshalText(txt); err != nil {
			t.Fatalf("UnmarshalText(%q): %v", txt, err)
		}
		checkSame(t, &p, &q)
		js, err := json.Marshal(struct{ P Position }{p})
		if err != nil {
			t.Fatal(err)
		}
		var back struct{ P Position }
		if err := json.Unmarshal(js, &back); err != nil {
			t.Fatalf("json %s: %v", js, err)
		}
		checkSame(t, &p, &back.P)
	}
	// Equal sees the rights and the counters.
	a := MustParseFEN(cambodianStart, Cambodian)
	b := MustParseFEN("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w Ede - 0 1", Cambodian)
	if a.Equal(b) {
		t.Errorf("positions with other rights are Equal")
	}
}

// Property (KO-1): in Kar Ouk games played at random from the start (with
// more checks to give, so that they go on), a move lowers the mover's
// counter exactly when it leaves the opponent in check; make and unmake
// restore the counters and the gates. The games are played with every
// army and promotion rule, the khun frozen or not (MP-1): the ai-wok's
// checks as a ma and along its lines count too.
func TestFirstCheckCounting(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		fen := rapid.SampledFrom([]string{
			"rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 9+9 0 1",
			"r3k3/4s3/8/3n4/8/2S5/4M3/R2K4 w D - 9+9 0 1",
			"4k3/1P2s3/8/3n4/8/2S5/4M3/R2K4 w D - 9+9 0 1",
		}).Draw(t, "start")
		r := KarOuk
		r.Army = rapid.SampledFrom([]Army{MakrukArmy, ASEANArmy, AiWokArmy}).Draw(t, "army")
		r.Promotion = rapid.SampledFrom([]Promotion{SixthRankPromotion, LastRankChoice}).Draw(t, "promotion")
		r.FrozenKing = rapid.Bool().Draw(t, "frozen")
		switch r.Army { // the same pieces in the army's letters
		case ASEANArmy:
			fen = strings.NewReplacer("s", "b", "S", "B", "m", "q", "M", "Q").Replace(fen)
		case AiWokArmy:
			fen = strings.NewReplacer("m", "a", "M", "A").Replace(fen)
		}
		p, err := ParseFEN(fen, r)
		if err != nil {
			t.Skip(err) // a bia on the seventh rank promotes on arrival under SixthRank
		}
		for range 80 {
			moves := p.AppendLegalMoves(nil)
			if len(moves) == 0 {
				return
			}
			m := moves[rapid.IntRange(0, len(moves)-1).Draw(t, "move")]
			before := p
			mover := p.Side()
			u := p.MakeMove(m)
			want := before.ChecksToGive(mover)
			if p.InCheck() {
				want--
			}
			if p.ChecksToGive(mover) != want || p.ChecksToGive(mover.Other()) != before.ChecksToGive(mover.Other()) {
				t.Fatalf("%s after %s: counters %d+%d", before.FEN(), FormatMove(m), p.ChecksToGive(core.White), p.ChecksToGive(core.Black))
			}
			p.UnmakeMove(m, u)
			if p != before {
				t.Fatalf("unmake %s in %s", FormatMove(m), before.FEN())
			}
			p.MakeMove(m)
		}
	})
}

// TestFamilyZeroPosition: the new queries on the zero Position neither
// panic nor report anything.
func TestFamilyZeroPosition(t *testing.T) {
	var p Position
	for c := range core.Color(3) {
		for sq := range p.Gates(c) {
			t.Errorf("zero Position has a gate on %v", sq)
		}
		if p.ChecksToGive(c) != 0 {
			t.Errorf("zero Position has checks to give")
		}
	}
	if p.checkWon() || p.Outcome().IsOver() {
		t.Errorf("zero Position ended")
	}
}

// Ouk Chatrang read a FEN whose side not to move is in check (as
// Fairy-Stockfish does: one of its own test positions stands so), the
// khun was taken, play went on, and the FEN written was refused ("black
// must have exactly one khun"). The capture of a khun ends the game, won
// by the side that took it as by checkmate, and the finished position
// reads back; Fairy-Stockfish's position keeps its moves and perft.
func TestCambodianKhunTakenEndsTheGame(t *testing.T) {
	for _, tc := range []struct{ fen, take, san, after string }{
		{"8/k5R1/8/3R4/2M5/8/1K6/8 w - - 0 1", "g7a7", "Rxa7#", "8/R7/8/3R4/2M5/8/1K6/8 b - 14 0 1"},
		{"8/8/4k3/5P2/8/2RMK3/8/8 w - 126 41 50", "f5e6m", "fxe6=M#", "8/8/4M3/8/8/2RMK3/8/8 b - 126 42 50"},
	} {
		for _, r := range []Rules{Cambodian, KarOuk} {
			fen := tc.fen
			if r == KarOuk {
				f := strings.Fields(fen)
				fen = strings.Join(append(f[:4:4], append([]string{"1+1"}, f[4:]...)...), " ")
			}
			p, err := ParseFEN(fen, r)
			if err != nil {
				t.Fatalf("%s: %v", r, err)
			}
			m, err := p.ParseMove(tc.take)
			if err != nil || !p.IsLegal(m) {
				t.Fatalf("%s %s: %s: %v", r, fen, tc.take, err)
			}
			if san := p.SAN(m); san != tc.san {
				t.Errorf("%s: SAN %s, want %s", r, san, tc.san)
			}
			q, err := p.Play(m)
			if err != nil {
				t.Fatal(err)
			}
			if o := q.Outcome(); !o.Equal(core.Win(core.White, core.Checkmate)) || q.CountLegalMoves() != 0 || q.Claims() != 0 {
				t.Errorf("%s: after %s: %v, %d moves, claims %v", r, tc.take, o, q.CountLegalMoves(), q.Claims())
			}
			if r == Cambodian && q.FEN() != tc.after {
				t.Errorf("FEN %s, want %s", q.FEN(), tc.after)
			}
			back, err := ParseFEN(q.FEN(), r)
			if err != nil || !back.Equal(q) || back.FEN() != q.FEN() || !back.Outcome().Equal(q.Outcome()) {
				t.Errorf("%s: %s does not read back: %v", r, q.FEN(), err)
			}
		}
		// The other rule sets refuse the start and the end alike.
		for _, r := range []Rules{Default, Pychess, Makpong} {
			if _, err := ParseFEN(tc.fen, r); !errors.Is(err, core.ErrIllegalPosition) {
				t.Errorf("%s reads %s: %v", r, tc.fen, err)
			}
			if _, err := ParseFEN(tc.after, r); !errors.Is(err, core.ErrIllegalPosition) {
				t.Errorf("%s reads %s: %v", r, tc.after, err)
			}
		}
	}
	// A side to move without its khun beside the other's is read only as
	// the end of such a game: not with both khuns missing, nor with the
	// side that has moved missing its own.
	for _, fen := range []string{"8/8/8/8/8/8/8/8 b - - 0 1", "8/8/4M3/8/8/2RM4/8/8 b - - 0 1", "8/8/4k3/8/8/2RM4/8/8 b - - 0 1"} {
		if _, err := ParseFEN(fen, Cambodian); !errors.Is(err, core.ErrIllegalPosition) {
			t.Errorf("cambodian reads %s: %v", fen, err)
		}
	}
}
