// Command tour is the README's main example: a short walk through the
// library, playing a few moves of each game it knows and showing the rule
// that makes each game special.
//
//	go run ./examples/tour
package main

import (
	"fmt"
	"os"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/makruk"
)

func main() {
	if err := makrukTour(); err != nil {
		fmt.Fprintln(os.Stderr, "tour:", err)
		os.Exit(1)
	}
}

// play plays moves given in SAN-like or coordinate text, printing each.
func play(p makruk.Position, moves ...string) (makruk.Position, error) {
	for _, s := range moves {
		m, err := p.ParseLenient(s)
		if err != nil {
			return p, err
		}
		fmt.Printf("  %-8s %s\n", p.SAN(m), p.MoveText(m))
		if p, err = p.Play(m); err != nil {
			return p, err
		}
	}
	return p, nil
}

func makrukTour() error {
	fmt.Println("Makruk (Thai chess)")
	p := makruk.StartPosition(makruk.Default)
	fmt.Println(" start:", p.FEN())
	fmt.Printf(" %d legal moves; the bia step one square, the khon like a silver.\n", p.CountLegalMoves())

	fmt.Println(" A bia reaching the sixth rank becomes a met at once (MK-8):")
	p = makruk.MustParseFEN("4k3/8/8/3P4/8/8/8/3K4 w - - 0 1", makruk.Default)
	p, err := play(p, "d6=M")
	if err != nil {
		return err
	}
	fmt.Println("  ", p.FEN())

	fmt.Println(" The khun takes the last bia; the lone black khun starts counting (MK-13, MK-14):")
	p = makruk.MustParseFEN("8/8/8/4k3/8/1p6/K1RSSMM1/8 w - - 0 1", makruk.Default)
	if p, err = play(p, "Kxb3"); err != nil {
		return err
	}
	c := p.Count()
	fmt.Printf("   %s honour, %v counts from %d to %d: %s\n", c.Honour, c.Counter, c.Count+1, c.Limit, p.FEN())

	fmt.Println(" Past the limit without mate, the game is drawn (MK-15):")
	p = makruk.MustParseFEN("8/8/8/3k4/8/8/8/R3K3 b - - 0 1 pb15/16", makruk.Default)
	if p, err = play(p, "Kd4", "Ra2"); err != nil {
		return err
	}
	fmt.Println("  ", p.Outcome(), "-", p.FEN())
	var none []core.Move
	fmt.Println("   legal moves now:", len(p.AppendLegalMoves(none)))
	return nil
}
