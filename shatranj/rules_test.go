package shatranj

import (
	"errors"
	"slices"
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
)

// moveCase is one row of the move tables: in position fen, move is legal,
// or not, forbidden by the rule ID of the row.
type moveCase struct {
	id    string // the spec's rule ID
	what  string
	fen   string
	move  string
	legal bool
}

// TestMoveRules pins the movement rules SH-1..SH-8 (and SH-2's "no
// castling", SH-7's "no double step, no en passant, ferz only"): each row
// is a move that must be legal, or illegal with an error naming the rule.
func TestMoveRules(t *testing.T) {
	cases := []moveCase{
		{"SH-1", "White moves first", StartFEN(Default), "e2e3", true},
		{"SH-1", "Black does not move first", StartFEN(Default), "e7e6", false},

		{"SH-2", "shah steps straight", "3k4/7p/8/8/8/8/7P/3K4 w - - 0 1", "d1d2", true},
		{"SH-2", "shah steps diagonally", "3k4/7p/8/8/8/8/7P/3K4 w - - 0 1", "d1e2", true},
		{"SH-2", "shah does not step two", "3k4/7p/8/8/8/8/7P/3K4 w - - 0 1", "d1d3", false},
		{"SH-2", "no castling", "4k3/7p/8/8/8/8/7P/4K2R w - - 0 1", "e1g1", false},
		{"SH-2", "no castling on the other side", "4k3/7p/8/8/8/8/7P/R3K3 w - - 0 1", "e1c1", false},
		{"SH-2", "shah captures", "3k4/7p/8/8/8/8/3r3P/3K4 w - - 0 1", "d1d2", true},

		{"SH-3", "ferz steps diagonally", "3k4/7p/8/8/3Q4/8/7P/3K4 w - - 0 1", "d4e5", true},
		{"SH-3", "ferz does not step straight", "3k4/7p/8/8/3Q4/8/7P/3K4 w - - 0 1", "d4d5", false},
		{"SH-3", "ferz does not slide", "3k4/7p/8/8/3Q4/8/7P/3K4 w - - 0 1", "d4f6", false},
		{"SH-3", "ferz captures diagonally", "3k4/7p/8/4p3/3Q4/8/7P/3K4 w - - 0 1", "d4e5", true},

		{"SH-4", "alfil c1 leaps over d2 to e3 (the source's example)", "3k4/7p/8/8/8/8/3P3P/2BK4 w - - 0 1", "c1e3", true},
		{"SH-4", "alfil c1 cannot stop on d2 (the source's example)", "3k4/7p/8/8/8/8/3P3P/2BK4 w - - 0 1", "c1d2", false},
		{"SH-4", "alfil cannot step to an empty d2 either", "3k4/7p/8/8/8/8/7P/2BK4 w - - 0 1", "c1d2", false},
		{"SH-4", "alfil leaps over an enemy piece", "3k4/7p/8/8/8/8/3p3P/2B3K1 w - - 0 1", "c1e3", true},
		{"SH-4", "alfil does not slide on", "3k4/7p/8/8/8/8/7P/2BK4 w - - 0 1", "c1f4", false},
		{"SH-4", "alfil captures on its target", "3k4/7p/8/8/8/4n3/7P/2B4K w - - 0 1", "c1e3", true},
		{"SH-4", "alfil cannot land on its own piece", "3k4/7p/8/8/8/4N3/7P/2BK4 w - - 0 1", "c1e3", false},
		{"SH-4", "alfil leaps to a3 as well", "3k4/7p/8/8/8/8/7P/2BK4 w - - 0 1", "c1a3", true},

		{"SH-5", "asb leaps over its neighbours", StartFEN(Default), "b1c3", true},
		{"SH-5", "asb moves only by its leap", StartFEN(Default), "b1b3", false},

		{"SH-6", "rukh slides", "3k4/7p/8/8/8/8/7P/R2K4 w - - 0 1", "a1a8", true},
		{"SH-6", "rukh does not pass a piece", "3k4/7p/8/8/p7/8/7P/R2K4 w - - 0 1", "a1a8", false},
		{"SH-6", "rukh captures the first piece", "3k4/7p/8/8/p7/8/7P/R2K4 w - - 0 1", "a1a4", true},
		{"SH-6", "rukh does not move diagonally", "3k4/7p/8/8/8/8/7P/R2K4 w - - 0 1", "a1b2", false},

		{"SH-7", "baidaq steps forward", StartFEN(Default), "e2e3", true},
		{"SH-7", "no double step", StartFEN(Default), "e2e4", false},
		{"SH-7", "baidaq does not step back", "3k4/7p/8/8/4P3/8/8/3K4 w - - 0 1", "e4e3", false},
		{"SH-7", "baidaq captures diagonally forward", "3k4/7p/8/3p4/4P3/8/8/3K4 w - - 0 1", "e4d5", true},
		{"SH-7", "baidaq does not capture straight", "3k4/7p/8/4p3/4P3/8/8/3K4 w - - 0 1", "e4e5", false},
		{"SH-7", "baidaq does not move diagonally without capturing", "3k4/7p/8/8/4P3/8/8/3K4 w - - 0 1", "e4d5", false},
		{"SH-7", "no en passant", "3k4/7p/8/3pP3/8/8/8/3K4 w - - 0 1", "e5d6", false},
		{"SH-7", "black baidaq steps toward rank 1", "3k4/8/8/3p4/8/8/7P/4K3 b - - 0 1", "d5d4", true},
		{"SH-7", "promotion to ferz on the last rank", "3k4/P6p/8/8/8/8/8/3K4 w - - 0 1", "a7a8q", true},
		{"SH-7", "promotion is compulsory", "3k4/P6p/8/8/8/8/8/3K4 w - - 0 1", "a7a8", false},
		{"SH-7", "no promotion to a rukh", "3k4/P6p/8/8/8/8/8/3K4 w - - 0 1", "a7a8r", false},
		{"SH-7", "no promotion to an alfil", "3k4/P6p/8/8/8/8/8/3K4 w - - 0 1", "a7a8b", false},
		{"SH-7", "no promotion before the last rank", "3k4/7p/P7/8/8/8/8/3K4 w - - 0 1", "a6a7q", false},
		{"SH-7", "black promotes on rank 1", "4k3/8/8/8/8/8/p6P/3K4 b - - 0 1", "a2a1q", true},
		{"SH-7", "promotion by capture", "1r1k4/P7/8/8/8/8/8/3K4 w - - 0 1", "a7b8q", true},

		{"SH-8", "a pinned rukh stays on the line", "3r4/8/8/8/8/8/3R4/3K2k1 w - - 0 1", "d2e2", false},
		{"SH-8", "a pinned rukh moves along the line", "3r4/8/8/8/8/8/3R4/3K2k1 w - - 0 1", "d2d8", true},
		{"SH-8", "the shah does not step into check", "3k4/8/8/8/8/8/4r2P/3K4 w - - 0 1", "d1e1", false},
		{"SH-8", "the shah does not step next to the other shah", "8/7p/8/8/8/3k4/7P/3K4 w - - 0 1", "d1d2", false},
		{"SH-8", "an alfil's check cannot be blocked on the square it leaps", "3k4/7p/8/8/8/5b2/R6P/3K4 w - - 0 1", "a2e2", false},
		{"SH-8", "an alfil's check is answered by taking it", "3k4/7p/8/8/8/R4b2/7P/3K4 w - - 0 1", "a3f3", true},
		{"SH-8", "a ferz attacks diagonally", "3k4/7p/8/8/8/4q3/7P/3K4 w - - 0 1", "d1d2", false},
		{"SH-8", "a ferz does not attack straight", "3k4/7p/8/8/8/4q3/7P/3K4 w - - 0 1", "d1e2", true},
	}
	for _, c := range cases {
		t.Run(c.id+"/"+c.what, func(t *testing.T) {
			checkMoveCase(t, c, Default)
		})
	}
}

// TestMoveRulesChaturanga pins the moves of Chaturanga's chess array
// (SH-1 with ChessArray): the same pieces and moves as Shatranj (SH-2..
// SH-8), the shahs on e1 and e8 and the ferzes on d1 and d8.
func TestMoveRulesChaturanga(t *testing.T) {
	start := StartFEN(Chaturanga)
	cases := []moveCase{
		{"SH-1", "White moves first", start, "e2e3", true},
		{"SH-1", "Black does not move first", start, "e7e6", false},
		{"SH-4", "the alfil on c1 leaps over d2", start, "c1e3", true},
		{"SH-4", "the alfil on f1 leaps over e2", start, "f1d3", true},
		{"SH-4", "the alfil does not slide", start, "c1f4", false},
		{"SH-5", "asb", start, "g1f3", true},
		{"SH-7", "no double step", start, "e2e4", false},
		{"SH-3", "the ferz on d1 steps diagonally", "rnbqkbnr/pppppppp/8/8/8/2P5/PP1PPPPP/RNBQKBNR w - - 0 1", "d1c2", true},
		{"SH-3", "the ferz does not step straight", "rnbqkbnr/pppppppp/8/8/8/3P4/PPP1PPPP/RNBQKBNR w - - 0 1", "d1d2", false},
		{"SH-2", "the shah on e1 steps", "rnbqkbnr/pppppppp/8/8/8/4P3/PPPP1PPP/RNBQKBNR w - - 0 1", "e1e2", true},
		{"SH-2", "no castling from e1", "rnbqk2r/pppppppp/8/8/8/8/PPPPPPPP/RNBQK2R w - - 0 1", "e1g1", false},
		{"SH-7", "promotion to a ferz only", "4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8q", true},
		{"SH-7", "no promotion to a rukh", "4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8r", false},
		{"SH-8", "the shah does not step into check", "4k3/8/8/8/8/8/3r3P/4K3 w - - 0 1", "e1e2", false},
	}
	for _, c := range cases {
		t.Run(c.id+"/"+c.what, func(t *testing.T) {
			checkMoveCase(t, c, Chaturanga)
		})
	}
}

// checkMoveCase plays one row of a move table under rules r.
func checkMoveCase(t *testing.T, c moveCase, r Rules) {
	t.Helper()
	p := MustParseFEN(c.fen, r)
	m, err := p.ParseMove(c.move)
	if c.legal {
		if err != nil {
			t.Fatalf("%s in %s: %v, want legal", c.move, c.fen, err)
		}
		if _, err := p.Play(m); err != nil {
			t.Fatalf("Play(%s): %v", c.move, err)
		}
		return
	}
	if err == nil {
		t.Fatalf("%s in %s is legal, want forbidden by %s", c.move, c.fen, c.id)
	}
	var me *core.MoveError
	if !errors.As(err, &me) || !errors.Is(err, core.ErrIllegalMove) {
		t.Fatalf("%s: error %v, want a *core.MoveError wrapping ErrIllegalMove", c.move, err)
	}
	if c.id != "SH-1" && me.Rule != c.id {
		t.Errorf("%s: rule %q (%v), want %s", c.move, me.Rule, err, c.id)
	}
}

// endCase is one row of the ending tables: the position after moves from
// fen under rules, its outcome ("*" while it goes on), the number of legal
// moves, and what may be claimed.
type endCase struct {
	id      string
	what    string
	rules   Rules
	fen     string
	moves   []string
	outcome string
	legal   int // -1: do not check
	claims  []string
}

// TestEndRules pins the endings SH-8..SH-12 under each rule set: checkmate,
// stalemate as a win for the stalemater, the bare-king rule with its
// bare-back exception (Default), Fairy-Stockfish's extinction rule
// (Pychess), the outright baring win (Medina), and the claimable draws.
func TestEndRules(t *testing.T) {
	const (
		kvr        = "8/8/8/4k3/4R3/8/3K4/8 b - - 0 1"  // Black bare; White's rukh next to the bare shah, unguarded
		kvrFar     = "8/8/3k4/8/8/8/3KR3/8 b - - 0 1"   // Black bare; White's rukh out of reach
		kvrGuarded = "8/8/8/4k3/4R3/4K3/8/8 b - - 0 1"  // Black bare; White's rukh next to it, guarded
		kv2        = "8/8/8/4k3/8/8/3K4/3QR3 b - - 0 1" // Black bare; White has two pieces
		kvk        = "8/8/8/4k3/8/8/3K4/8 w - - 0 1"
		bared      = "8/8/8/8/4k3/8/3K4/3R4 w - - 0 1" // Black bare, White to move
		stalemated = "k7/2K5/1P6/8/8/p7/P7/8 b - - 0 1"
		rule139    = "4k3/4q3/8/8/8/8/3R4/4K3 w - - 139 100"
	)
	cases := []endCase{
		{"SH-8", "checkmate wins", Default, "3k4/7p/3K4/8/8/8/8/R7 w - - 0 1", []string{"a1a8"}, "1-0 checkmate", 0, nil},
		{"SH-8", "check is not mate while the shah can step", Default, "3k4/7p/8/8/8/8/8/R2K4 w - - 0 1", []string{"a1a8"}, "*", 3, nil},
		{"SH-8", "checkmate under Pychess", Pychess, "3k4/7p/3K4/8/8/8/8/R7 w - - 0 1", []string{"a1a8"}, "1-0 checkmate", 0, nil},
		{"SH-8", "checkmate under Medina", Medina, "3k4/7p/3K4/8/8/8/8/R7 w - - 0 1", []string{"a1a8"}, "1-0 checkmate", 0, nil},
		{"SH-9", "stalemate: the stalemated side loses", Default, stalemated, nil, "1-0 stalemate", 0, nil},
		{"SH-9", "stalemate loses under Pychess too", Pychess, stalemated, nil, "1-0 stalemate", 0, nil},
		{"SH-9", "stalemate loses under Medina too", Medina, stalemated, nil, "1-0 stalemate", 0, nil},
		{"SH-9", "a move that stalemates wins", Default, "k7/2K5/8/1P6/8/p7/P7/8 w - - 0 1", []string{"b5b6"}, "1-0 stalemate", 0, nil},

		{"SH-10", "bared against two pieces: lost at once", Default, kv2, nil, "1-0 bare-king", 0, nil},
		{"SH-10", "bared, the last piece out of reach: lost at once", Default, kvrFar, nil, "1-0 bare-king", 0, nil},
		{"SH-10", "bared, the last piece guarded: lost at once", Default, kvrGuarded, nil, "1-0 bare-king", 0, nil},
		{"SH-10", "bared, the last piece can be taken: play on", Default, kvr, nil, "*", 5, nil},
		{"SH-10", "the side to move has bared the other", Default, bared, nil, "1-0 bare-king", 0, nil},
		{"SH-10", "a capture that bares wins at once", Default, "8/8/8/3k4/8/8/3KRq2/8 w - - 0 1", []string{"e2f2"}, "1-0 bare-king", 0, nil},
		{"SH-10", "a capture that bares, bare-back possible: play on", Default, "8/8/8/8/8/6k1/3KRq2/8 w - - 0 1", []string{"e2f2"}, "*", 4, nil},
		{"SH-10", "a side with one piece is not bare", Default, "8/7p/8/8/4k3/8/3K3P/8 w - - 0 1", nil, "*", -1, nil},
		{"SH-11", "bare back: king against king is a draw", Default, kvr, []string{"e5e4"}, "1/2-1/2 bare-king", 0, nil},
		{"SH-11", "no bare back: the barer wins after the reply", Default, kvr, []string{"e5d6"}, "1-0 bare-king", 0, nil},
		{"SH-11", "king against king from a set-up is a draw", Default, kvk, nil, "1/2-1/2 bare-king", 0, nil},

		{"SH-10", "Pychess: bared against two pieces: lost at once", Pychess, kv2, nil, "1-0 bare-king", 0, nil},
		{"SH-10", "Pychess: bared against one piece out of reach: one move, whatever it is", Pychess, kvrFar, nil, "*", 5, nil},
		{"SH-10", "Pychess: bared against one guarded piece: one move too", Pychess, kvrGuarded, nil, "*", 4, nil},
		{"SH-10", "Pychess: the side to move has bared the other", Pychess, bared, nil, "1-0 bare-king", 0, nil},
		{"SH-11", "Pychess: the bared side's move does not bare back: lost", Pychess, kvrFar, []string{"d6d5"}, "1-0 bare-king", 0, nil},
		{"SH-11", "Pychess: bare back: king against king plays on", Pychess, kvr, []string{"e5e4"}, "*", 6, nil},
		{"SH-11", "Pychess: king against king is not an ending", Pychess, kvk, nil, "*", 8, nil},

		{"SH-10", "Medina: bared against one piece that can be taken: lost at once", Medina, kvr, nil, "1-0 bare-king", 0, nil},
		{"SH-10", "Medina: the side to move has bared the other", Medina, bared, nil, "1-0 bare-king", 0, nil},
		{"SH-10", "Medina: a capture that bares wins outright", Medina, "8/8/8/8/8/6k1/3KRq2/8 w - - 0 1", []string{"e2f2"}, "1-0 bare-king", 0, nil},
		{"SH-11", "Medina: king against king from a set-up is a draw", Medina, kvk, nil, "1/2-1/2 bare-king", 0, nil},

		{"SH-12", "threefold repetition may be claimed", Default, StartFEN(Default), []string{"b1c3", "b8c6", "c3b1", "c6b8", "b1c3", "b8c6", "c3b1", "c6b8"}, "*", 16, []string{"repetition"}},
		{"SH-12", "twofold repetition may not", Default, StartFEN(Default), []string{"b1c3", "b8c6", "c3b1", "c6b8"}, "*", 16, nil},
		{"SH-12", "70-move rule: 139 plies, not yet", Default, rule139, nil, "*", 18, nil},
		{"SH-12", "70-move rule: 140 plies may be claimed", Default, "4k3/4q3/8/8/8/8/3R4/4K3 w - - 140 100", nil, "*", 18, []string{"move-rule"}},
		{"SH-12", "70-move rule: a quiet move reaches 140", Pychess, rule139, []string{"d2d3"}, "*", -1, []string{"move-rule"}},
		{"SH-12", "70-move rule: a baidaq move resets the clock", Medina, "4k3/4q3/8/8/8/P7/3R4/4K3 w - - 139 100", []string{"a3a4"}, "*", -1, nil},
		{"SH-12", "the 70-move rule does not override mate", Default, "3k4/7p/3K4/8/8/8/8/R7 w - - 139 1", []string{"a1a8"}, "1-0 checkmate", 0, nil},

		// Chaturanga (NoBareKing): no bare-king rule (SH-10 and SH-11 do
		// not apply), stalemate still loses, king against king may be
		// claimed drawn (SH-13).
		{"SH-8", "Chaturanga: checkmate wins", Chaturanga, "3k4/7p/3K4/8/8/8/8/R7 w - - 0 1", []string{"a1a8"}, "1-0 checkmate", 0, nil},
		{"SH-8", "Chaturanga: a capture that bares and mates is a checkmate", Chaturanga, "7k/5K2/8/8/8/8/8/R6q w - - 0 1", []string{"a1h1"}, "1-0 checkmate", 0, nil},
		{"SH-9", "Chaturanga: stalemate loses", Chaturanga, stalemated, nil, "1-0 stalemate", 0, nil},
		{"SH-9", "Chaturanga: a bare shah stalemated loses", Chaturanga, "k7/2Q5/1K6/8/8/8/8/8 b - - 0 1", nil, "1-0 stalemate", 0, nil},
		{"SH-9", "Chaturanga: a ferz's move that stalemates the bare shah wins", Chaturanga, "k2Q4/8/1K6/8/8/8/8/8 w - - 0 1", []string{"d8c7"}, "1-0 stalemate", 0, nil},
		{"SH-10", "Chaturanga: bared against two pieces: play on", Chaturanga, kv2, nil, "*", 6, nil},
		{"SH-10", "Chaturanga: bared against one piece out of reach: play on", Chaturanga, kvrFar, nil, "*", 5, nil},
		{"SH-10", "Chaturanga: the side to move has bared the other: play on", Chaturanga, bared, nil, "*", 12, nil},
		{"SH-10", "Chaturanga: a capture that bares does not win", Chaturanga, "8/8/8/3k4/8/8/3KRq2/8 w - - 0 1", []string{"e2f2"}, "*", 8, nil},
		{"SH-10", "Chaturanga: the bared side's reply stalemates the other: stalemate", Chaturanga, "K7/P7/3k4/8/8/8/8/8 b - - 0 1", []string{"d6c7"}, "0-1 stalemate", 0, nil},
		{"SH-11", "Chaturanga: the bared side's move that does not bare back does not lose", Chaturanga, kvrFar, []string{"d6d5"}, "*", -1, nil},
		{"SH-13", "Chaturanga: bare back: king against king plays on, drawn on a claim", Chaturanga, kvr, []string{"e5e4"}, "*", 6, []string{"insufficient-material"}},
		{"SH-13", "Chaturanga: king against king from a set-up may be claimed drawn", Chaturanga, kvk, nil, "*", 8, []string{"insufficient-material"}},
		{"SH-13", "Chaturanga: a ferz is enough to play for mate or stalemate", Chaturanga, "8/8/8/4k3/8/8/3KQ3/8 w - - 0 1", nil, "*", 11, nil},
		{"SH-13", "Chaturanga: an alfil is enough", Chaturanga, "8/8/8/4k3/8/8/3KB3/8 w - - 0 1", nil, "*", 9, nil},
		{"SH-13", "Chaturanga: a baidaq is enough", Chaturanga, "8/8/8/4k3/8/8/3KP3/8 w - - 0 1", nil, "*", 8, nil},
		{"SH-13", "Chaturanga: an asb is enough", Chaturanga, "8/8/8/4k3/8/8/3KN3/8 w - - 0 1", nil, "*", 13, nil},
		{"SH-13", "Pychess: king against king is no claim (the extinction rule stands in)", Pychess, kvk, nil, "*", 8, nil},
		{"SH-13", "NoBareKing alone brings the claim", Rules{BareKing: NoBareKing}, kvk, nil, "*", 8, []string{"insufficient-material"}},
		{"SH-12", "Chaturanga: 70-move rule: 139 plies, not yet", Chaturanga, rule139, nil, "*", 18, nil},
		{"SH-12", "Chaturanga: 70-move rule: a quiet move reaches 140", Chaturanga, rule139, []string{"d2d3"}, "*", -1, []string{"move-rule"}},
		{"SH-12", "Chaturanga: both claims at once", Chaturanga, "8/8/8/4k3/8/8/3K4/8 w - - 140 100", nil, "*", 8, []string{"move-rule", "insufficient-material"}},
		{"SH-12", "Chaturanga: threefold repetition may be claimed", Chaturanga, StartFEN(Chaturanga), []string{"b1c3", "b8c6", "c3b1", "c6b8", "b1c3", "b8c6", "c3b1", "c6b8"}, "*", 16, []string{"repetition"}},

		// One reason per ending (the specs' README): checkmate, then
		// stalemate, then the bare king; where stalemate and the bare king
		// would give the game to different sides, the bare king decides.
		{"SH-8", "a capture that bares and mates is a checkmate", Default, "7k/5K2/8/8/8/8/8/R6q w - - 0 1", []string{"a1h1"}, "1-0 checkmate", 0, nil},
		{"SH-8", "Medina: a capture that bares and mates is a checkmate", Medina, "7k/5K2/8/8/8/8/8/R6q w - - 0 1", []string{"a1h1"}, "1-0 checkmate", 0, nil},
		{"SH-8", "Pychess: a capture that bares and mates is a checkmate", Pychess, "7k/5K2/8/8/8/8/Q7/R6q w - - 0 1", []string{"a1h1"}, "1-0 checkmate", 0, nil},
		{"SH-9", "a capture that bares and stalemates is a stalemate", Default, "k7/2K5/1Q6/8/7p/8/8/7R w - - 0 1", []string{"h1h4"}, "1-0 stalemate", 0, nil},
		{"SH-9", "Pychess: a capture that bares and stalemates is a stalemate", Pychess, "k7/2K5/1Q6/8/7p/8/8/7R w - - 0 1", []string{"h1h4"}, "1-0 stalemate", 0, nil},
		{"SH-10", "Pychess: the bared side's reply stalemates the barer: the bare king decides", Pychess, "K7/P7/3k4/8/8/8/8/8 b - - 0 1", []string{"d6c7"}, "1-0 bare-king", 0, nil},
		{"SH-10", "Medina: bared and stalemating: the bare king decides", Medina, "K7/P1k5/8/8/8/8/8/8 w - - 0 1", nil, "1-0 bare-king", 0, nil},
	}
	for _, c := range cases {
		t.Run(c.id+"/"+c.what, func(t *testing.T) {
			g := NewGame(MustParseFEN(c.fen, c.rules))
			for _, s := range c.moves {
				p := g.Position()
				m, err := p.ParseMove(s)
				if err != nil {
					t.Fatalf("%s: %v", s, err)
				}
				if err := g.Play(m); err != nil {
					t.Fatal(err)
				}
			}
			p := g.Position()
			if got := g.Outcome().String(); got != c.outcome {
				t.Errorf("%s: outcome %q, want %q", p.FEN(), got, c.outcome)
			}
			if n := p.CountLegalMoves(); c.legal >= 0 && n != c.legal {
				t.Errorf("%s: %d legal moves, want %d", p.FEN(), n, c.legal)
			}
			if n := len(slices.Collect(p.LegalMoves())); n != p.CountLegalMoves() {
				t.Errorf("%s: LegalMoves has %d, CountLegalMoves %d", p.FEN(), n, p.CountLegalMoves())
			}
			if p.Outcome().IsOver() && p.Perft(1) != 0 {
				t.Errorf("%s: a finished game has legal moves", p.FEN())
			}
			if got := g.Claims().Strings(); !slices.Equal(got, c.claims) && len(got)+len(c.claims) > 0 {
				t.Errorf("%s: claims %v, want %v", p.FEN(), got, c.claims)
			}
		})
	}
}

// TestRuleSets checks the rule-set names and the zero Rules.
func TestRuleSets(t *testing.T) {
	for _, r := range RuleSets() {
		got, err := RulesByName(r.Name)
		if err != nil || got != r {
			t.Errorf("RulesByName(%q) = %v, %v", r.Name, got, err)
		}
	}
	if r, err := RulesByName("PyChess"); err != nil || r != Pychess {
		t.Errorf("RulesByName is not case-insensitive: %v, %v", r, err)
	}
	if _, err := RulesByName("turkey"); !errors.Is(err, core.ErrUnknown) {
		t.Errorf("RulesByName(turkey): %v, want ErrUnknown", err)
	}
	p := MustParseFEN(StartFEN(Default), Rules{})
	if p.Rules() != Default {
		t.Errorf("zero Rules gives %v, want Default", p.Rules())
	}
}
