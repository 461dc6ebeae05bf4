package makruk_test

import (
	"fmt"
	"strings"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/makruk"
)

// Makpong's frozen khun (MP-1): a khun in check may not step away; it may
// only capture the checking piece. So a rua's check along the first rank,
// which a Makruk khun walks away from, mates in Makpong, and an adjacent
// unguarded checker must be taken.
func Example_makpong() {
	for _, r := range []makruk.Rules{makruk.Pychess, makruk.Makpong} {
		p := makruk.MustParseFEN("4k3/8/8/8/8/8/8/r3K3 w - - 0 1", r)
		var moves []string
		for m := range p.LegalMoves() {
			moves = append(moves, p.SAN(m))
		}
		fmt.Println(r, moves, p.Outcome())
	}
	p := makruk.MustParseFEN("4k3/8/8/8/8/8/4r3/4K3 w - - 0 1", makruk.Makpong)
	for m := range p.LegalMoves() {
		fmt.Println("only", p.SAN(m))
	}
	_, err := p.ParseMove("e1d1")
	fmt.Println(err)
	// Output:
	// pychess [Kd2 Ke2 Kf2] *
	// makpong [] 0-1 checkmate
	// only Kxe2
	// makruk.Position.ParseMove e1d1: MP-1: a khun in check may not move except to capture the checking piece (on e2): illegal move
}

// ASEAN chess (AS-1, AS-2, AS-4): chess letters (B the khon, Q the met),
// and a bia promotes only on the last rank, into a rua, ma, khon or met of
// its player's choice; here the khon, which leaves Black a bare khun, so
// ASEAN counting starts: 44 moves (88 plies) against a khon, from 0.
func Example_asean() {
	p := makruk.MustParseFEN("8/2P1k3/2K5/8/8/8/8/8 w - - 0 1", makruk.ASEAN)
	var choices []string
	for m := range p.LegalMoves() {
		if m.Promotion() != core.NoKind {
			choices = append(choices, p.MoveText(m)+" "+p.SAN(m))
		}
	}
	fmt.Println(strings.Join(choices, ", "))
	m, _ := p.ParseMove("c7c8b")
	q, _ := p.Play(m)
	c8 := q.At(core.MustParseSquare("c8"))
	fmt.Println(q.SideName(c8.Color()), q.PieceName(c8))
	fmt.Println(q.FEN())
	_, err := p.ParseMove("c7c8")
	fmt.Println(err)
	// Output:
	// c7c8r c8=R, c7c8n c8=N+, c7c8b c8=B, c7c8q c8=Q
	// white khon
	// 2B5/4k3/2K5/8/8/8/8/8 b - 88 0 1
	// makruk.Position.ParseMove c7c8: AS-2: a bia reaching the last rank promotes to a rua, ma, khon or met of its player's choice (write c7c8r or the like): illegal move
}

// Ai-Wok (AW-1, AW-2, AW-3): the ai-wok (A) stands where Makruk's met
// does and moves as a rua, a ma or a met: from a1 up the file and along
// the rank, to b3 and c2, and to b2. A bia on the sixth rank becomes an
// ai-wok. Fairy-Stockfish holds that K+ai-wok cannot mate a bare khun (a
// claimable draw), though it can.
func Example_aiWok() {
	p := makruk.MustParseFEN("8/8/8/4k3/8/8/8/A3K3 w - - 0 1", makruk.AiWok)
	var moves []string
	for m := range p.LegalMoves() {
		if p.At(m.From()).Kind() == makruk.AiWokKind {
			moves = append(moves, p.SAN(m))
		}
	}
	fmt.Println(strings.Join(moves, " "))
	fmt.Println(p.InsufficientMaterial(core.White), p.Claims())
	q := makruk.MustParseFEN("8/3k4/8/2K1S1P1/8/8/8/8 w - - 0 1", makruk.AiWok)
	m, _ := q.ParseMove("g5g6a")
	fmt.Println(q.SAN(m))
	q, _ = q.Play(m)
	fmt.Println(q.FEN())
	// Output:
	// Ab1 Ac1 Ad1 Aa2 Ab2 Ac2 Aa3 Ab3 Aa4 Aa5+ Aa6 Aa7 Aa8
	// true insufficient-material
	// g6=A
	// 8/3k4/6A1/2K1S3/8/8/8/8 b - 88 8 1
}

// The options combine (see "Combining the options"): Ouk Chatrang's
// first moves with Makpong's frozen khun, where the met's jump (OC-3) is
// the only answer to the check (MP-1); and Kar Ouk's first check (KO-1)
// given by an ai-wok leaping as a ma (the Cambodian count, OC-5, has
// started as well: 126 plies from 6).
func Example_mixedRules() {
	r, _ := makruk.ParseRules("cambodian FrozenKing=true")
	p := makruk.MustParseFEN("4k3/8/8/8/8/r3K3/8/2M5 w C - 0 1", r)
	for m := range p.LegalMoves() {
		fmt.Println(r, "only", p.MoveText(m))
	}
	r, _ = makruk.ParseRules("karouk Army=AiWok")
	fmt.Println(makruk.StartFEN(r))
	p = makruk.MustParseFEN("4k3/8/8/2A5/8/8/8/4K3 w - - 1+1 0 1", r)
	m, _ := p.ParseSAN("Ac7")
	fmt.Println(p.SAN(m))
	p, _ = p.Play(m)
	fmt.Println(p.FEN(), p.Outcome())
	// Output:
	// cambodian FrozenKing=true only c1c3
	// rnsaksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKASNR w DEde - 1+1 0 1
	// Ac7#
	// 4k3/2A5/8/8/8/8/8/4K3 b - 126 0+1 6 1 1-0 first-check
}
