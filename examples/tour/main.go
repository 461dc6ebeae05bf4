// Command tour is the README's main example: a short game in each of the
// five games the library knows, each printed as a diagram with the rule
// that makes the game special happening on the board.
//
//	go run ./examples/tour
package main

import (
	"fmt"
	"os"

	"github.com/chaturanga-go/chaturanga/chator"
	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/makruk"
	"github.com/chaturanga-go/chaturanga/qiguo"
	"github.com/chaturanga-go/chaturanga/shatranj"
	"github.com/chaturanga-go/chaturanga/sittuyin"
)

func main() {
	for _, part := range []func() error{makrukTour, shatranjTour, sittuyinTour, chatorTour, qiguoTour} {
		if err := part(); err != nil {
			fmt.Fprintln(os.Stderr, "tour:", err)
			os.Exit(1)
		}
		fmt.Println()
	}
}

// position is what the tour needs of an 8x8 game's position.
type position[P any] interface {
	*P
	ParseLenient(s string) (core.Move, error)
	SAN(m core.Move) string
	MoveText(m core.Move) string
	Play(m core.Move) (P, error)
}

// play plays moves written in SAN or coordinate notation and prints each.
func play[P any, S position[P]](p P, moves ...string) (P, error) {
	for _, s := range moves {
		m, err := S(&p).ParseLenient(s)
		if err != nil {
			return p, err
		}
		fmt.Printf("  %-8s (%s)\n", S(&p).SAN(m), S(&p).MoveText(m))
		if p, err = S(&p).Play(m); err != nil {
			return p, err
		}
	}
	return p, nil
}

func heading(title, rule string) {
	fmt.Println("== " + title)
	fmt.Println(rule)
}

func makrukTour() error {
	heading("Makruk (Thai chess)", "A bia that reaches the sixth rank becomes a met (MK-8). When a side is\n"+
		"left with a lone khun, it counts its moves to a limit set by the other\n"+
		"side's material; past it the game is drawn (MK-13..MK-15).")
	p := makruk.MustParseFEN("k7/8/8/3P4/8/8/8/2K4R w - - 0 60", makruk.Default)
	p, err := play(p, "d6=M", "Kb7", "Rh7+", "Kc6")
	if err != nil {
		return err
	}
	c := p.Count()
	fmt.Printf("The last bia became a met: Black's lone khun counts; its count is at %d of %d (one rua).\n", c.Count, c.Limit)
	fmt.Print(p.Diagram())
	fmt.Println(p.FEN())
	return nil
}

func shatranjTour() error {
	heading("Shatranj (Persian chess)", "The alfil leaps two squares diagonally over anything (SH-4); a side\n"+
		"left with its shah alone loses, unless it can bare the other side at\n"+
		"once (SH-10, SH-11).")
	p := shatranj.MustParseFEN("8/8/8/3k4/8/8/2BKRq2/8 w - - 0 50", shatranj.Default)
	p, err := play(p, "Ba4", "Kc5", "Rxf2")
	if err != nil {
		return err
	}
	fmt.Println("Black's shah is bare and cannot take back:", p.Outcome())
	fmt.Print(p.Diagram())
	return nil
}

func sittuyinTour() error {
	heading("Sittuyin (Burmese chess)", "The pieces are placed before the game, White's all first (ST-9..ST-12);\n"+
		"a pawn on a long diagonal of the far half may become a general, once its\n"+
		"own general is gone (ST-13, ST-14).")
	p := sittuyin.StartPosition(sittuyin.Default)
	p, err := play(p, "K@e2", "F@d2", "S@c2", "S@f2", "N@b2", "N@g2", "R@a1", "R@h1",
		"K@d7", "S@e7", "R@e8", "F@c7", "S@f7", "N@b7", "N@g7", "R@a8")
	if err != nil {
		return err
	}
	fmt.Print(p.Diagram())
	fmt.Println("Later in a game: White's pawn on d5 may not promote while White's general lives;")
	q := sittuyin.MustParseFEN("4k3/8/8/3P4/8/1K6/7F/7r[] w - - 0 40", sittuyin.Default)
	if _, err := q.ParseMove("d5d5f"); err != nil {
		fmt.Println(" ", err)
	}
	fmt.Println("once Black has taken it, the pawn becomes a general in place:")
	if q, err = play(q, "Kc4", "Rxh2", "d5d5f"); err != nil {
		return err
	}
	fmt.Print(q.Diagram())
	return nil
}

func chatorTour() error {
	heading("Main Chator (Malay chess)", "A pawn reaching the last rank off the long diagonals steps back down its\n"+
		"file to a diagonal square and becomes the piece of that file (CH-10,\n"+
		"CH-11, CH-14): a b-file pawn becomes a kuda on b7. (Black's lone raja\n"+
		"meanwhile moves as any piece, CH-18.)")
	p := chator.MustParseFEN("4k3/1P6/8/8/8/8/8/3K4 w - - 0 40", chator.Default)
	p, err := play(p, "b8", "Ke7", "b7=N")
	if err != nil {
		return err
	}
	fmt.Print(p.Diagram())
	fmt.Println(p.FEN())
	return nil
}

// qiguoPlay plays a Qi Guo move and prints it with the state that made it.
func qiguoPlay(p qiguo.Position, s string) (qiguo.Position, error) {
	m, err := p.ParseMove(s)
	if err != nil {
		return p, err
	}
	fmt.Printf("  %s plays %s\n", p.Rules().StateName(p.Side()), p.MoveText(m))
	return p.Play(m)
}

func qiguoTour() error {
	var err error
	heading("Qi Guo (the Seven Kingdoms)", "Seven states on a Go board move in turn. The cannon captures over one\n"+
		"piece, the Zhou on j10 included (QG-12); a state whose general is taken\n"+
		"is defeated and its army passes to the captor (QG-17).")
	p := qiguo.StartPosition(qiguo.Default)
	fmt.Print(p.ChineseDiagram())
	for _, s := range []string{"a13d11", "h2g4", "k1g4"} {
		if p, err = qiguoPlay(p, s); err != nil {
			return err
		}
	}
	fmt.Println("Chu's horseman took a Han horseman; the tallies field says so:", p.FEN()[len(p.BoardField()):])

	fmt.Println("Qin's cannon on e10 takes Han's pian on p10, over the Zhou:")
	p = qiguo.MustParseFEN("19/19/19/19/19/19/19/19/19/4wC10oR3/19/19/19/19/19/19/19/19/wQ17oQ", qiguo.Default)
	if p, err = qiguoPlay(p, "e10p10"); err != nil {
		return err
	}
	fmt.Println("Qin's pian takes Han's general on a5; Han's army passes to Qin:")
	p = qiguo.MustParseFEN("18wQ/19/19/19/19/19/19/19/19/19/19/7oR11/19/19/oQ18/19/19/19/wR12rQ5", qiguo.Default)
	if p, err = qiguoPlay(p, "a1a5"); err != nil {
		return err
	}
	r := p.Rules()
	by, _ := p.DefeatedBy(qiguo.SouthWest)
	fmt.Printf("  Han defeated by %s; its pian on h8 is now moved by %s\n", r.StateName(by), r.StateName(p.Controller(qiguo.SouthWest)))
	return nil
}
