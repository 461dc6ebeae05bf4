package makruk_test

import (
	"fmt"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/makruk"
)

// Ouk Chatrang's khun may leap like a ma from its gate square to the rank
// in front (OC-2): White's khun on d1 to b2 or f2. Having moved, it has
// lost its gate, and the FEN's castling field shows only the gates left
// (OC-1, OC-4).
func ExampleCambodian() {
	p := makruk.StartPosition(makruk.Cambodian)
	fmt.Println(p.FEN())
	for _, s := range []string{"d1b2", "d1f2"} {
		m, err := p.ParseMove(s)
		fmt.Println(s, p.SAN(m), err)
	}
	m, _ := p.ParseMove("d1b2")
	p, _ = p.Play(m)
	fmt.Println(p.FEN())
	for sq := range p.Gates(p.Side().Other()) {
		fmt.Println("White's gate left:", sq)
	}
	// Output:
	// rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1
	// d1b2 Kb2 <nil>
	// d1f2 Kf2 <nil>
	// rnsmksnr/8/pppppppp/8/8/PPPPPPPP/1K6/RNS1MSNR b Ede - 1 1
	// White's gate left: e1
}

// The met on its gate square may jump two squares straight forward, over
// a piece or not, onto an empty square (OC-3). At the start the bia on e3
// stands in the way; once it has advanced, the met jumps over the empty
// e2 to e3.
func ExampleCambodian_metJump() {
	p := makruk.StartPosition(makruk.Cambodian)
	_, err := p.ParseMove("e1e3")
	fmt.Println(err)
	for _, s := range []string{"e3e4", "d6d5"} {
		m, _ := p.ParseMove(s)
		p, _ = p.Play(m)
	}
	m, err := p.ParseMove("e1e3")
	fmt.Println(p.SAN(m), err)
	p, _ = p.Play(m)
	fmt.Println(p.FEN())
	// Output:
	// makruk.Position.ParseMove e1e3: OC-3: the met's jump goes only to an empty square: illegal move
	// Me3 <nil>
	// rnsmksnr/8/ppp1pppp/3p4/4P3/PPPPMPPP/8/RNSK1SNR b Dde - 1 2
}

// A rua that comes to the enemy khun's rank or file while that khun stands
// on its gate takes the khun's leap away, even with pieces in between
// (OC-4; Fairy-Stockfish's own test): after a2e2 Black's khun on e8 has
// lost its gate "e" and may no longer leap to g7.
func ExampleCambodian_rookTakesTheLeap() {
	p := makruk.MustParseFEN("rnsmk1nr/4s3/pppppppp/8/8/PPPPPPPP/R7/1NSKMSNR w DEde - 2 2", makruk.Cambodian)
	m, _ := p.ParseMove("a2e2")
	q, _ := p.Play(m)
	fmt.Println(q.FEN())
	_, err := q.ParseMove("e8g7")
	fmt.Println(err)
	// Output:
	// rnsmk1nr/4s3/pppppppp/8/8/PPPPPPPP/4R3/1NSKMSNR b DEd - 3 2
	// makruk.Position.ParseMove e8g7: OC-4: the khun on e8 has no leap: it leaps only from a gate square it has kept (DEd): illegal move
}

// The Cambodian counting (OC-5) starts by itself for a side of at most
// three pieces: with two or three, the board's honour of 63 moves (126
// plies, in the FEN's en-passant field, the count in the half-move
// field), even with bia on the board; a lone khun, the pieces' honour,
// whose limit follows the stronger side's material (two khon: 21 moves,
// 42 plies) and whose count starts at twice the pieces on the board. A
// count past its limit is a draw to claim.
func ExampleCambodianCounting() {
	// Black is down to khun and bia: the board's honour starts.
	p := makruk.MustParseFEN("4k3/4p3/8/8/8/8/PPP5/R3K3 w - - 0 1", makruk.Cambodian)
	m, _ := p.ParseMove("a1b1")
	p, _ = p.Play(m)
	fmt.Println(p.FEN(), p.Count())
	// A capture bares Black's khun: the pieces' honour replaces it.
	p = makruk.MustParseFEN("8/2K3k1/5m2/4S1S1/8/8/8/8 w - 126 97 1", makruk.Cambodian)
	m, _ = p.ParseMove("e5f6")
	p, _ = p.Play(m)
	fmt.Println(p.FEN(), p.Count())
	// Past the limit the side to move may claim the draw.
	p = makruk.MustParseFEN("8/8/8/4k3/8/8/8/RR2K3 w - 14 15 1", makruk.Cambodian)
	fmt.Println(p.Claims(), p.Outcome())
	// Output:
	// 4k3/4p3/8/8/8/8/PPP5/1R2K3 b - 126 0 1 {board black 0 126}
	// 8/2K3k1/5S2/6S1/8/8/8/8 b - 42 8 1 {pieces black 8 42}
	// counting *
}

// In Kar Ouk the first check wins (KO-1): the check uses the mover's one
// check to give (the FEN's "1+1" becomes "0+1", KO-2), and the game is
// over at once, with no legal moves left.
func ExampleKarOuk() {
	p := makruk.StartPosition(makruk.KarOuk)
	fmt.Println(p.FEN())
	for _, s := range []string{"b1d2", "g8e7", "d2e4", "d6d5"} {
		m, _ := p.ParseMove(s)
		p, _ = p.Play(m)
	}
	m, _ := p.ParseMove("e4d6")
	fmt.Println(p.SAN(m))
	p, _ = p.Play(m)
	fmt.Println(p.FEN())
	fmt.Println(p.Outcome(), p.CountLegalMoves(), p.ChecksToGive(core.White))
	// Output:
	// rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 1+1 0 1
	// Nd6#
	// rnsmks1r/4n3/pppNpppp/3p4/8/PPPPPPPP/8/R1SKMSNR b DEde - 0+1 1 3
	// 1-0 first-check 0 0
}

// Kar Ouk's check counters come from the FEN as Fairy-Stockfish reads
// them (KO-2): none reads as 1+1, other numbers need more checks.
func ExamplePosition_ChecksToGive() {
	p := makruk.MustParseFEN("rn1mksnr/3s4/pppppppp/8/4N3/PPPPPPPP/8/R1SKMSNR b DEde - 3 2", makruk.KarOuk)
	fmt.Println(p.FEN())
	p = makruk.MustParseFEN("4k3/8/8/8/8/8/8/R3K3 w - - 2+1 0 1", makruk.KarOuk)
	m, _ := p.ParseMove("a1a8")
	fmt.Println(p.SAN(m))
	p, _ = p.Play(m)
	fmt.Println(p.ChecksToGive(core.White), p.Outcome())
	// Output:
	// rn1mksnr/3s4/pppppppp/8/4N3/PPPPPPPP/8/R1SKMSNR b DEde - 1+1 3 2
	// Ra8+
	// 1 *
}
