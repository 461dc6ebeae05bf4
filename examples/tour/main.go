// Command tour is the README's main example: a short game in each of the
// games the library knows (Makruk and its Cambodian relative, Shatranj,
// Sittuyin, Main Chator, Shatar and Qi Guo), each printed as a diagram
// with the rule that makes the game special happening on the board.
//
//	go run ./examples/tour
//	go run ./examples/tour -svg pictures
//
// With -svg DIR it also writes a picture of each step into DIR (made if
// missing), a sequence of boards for a teacher: 01-makruk-start.svg,
// 02-makruk-count.svg, ... 18-qiguo-defeat.svg, each named after its
// game and step, with the move just played highlighted and a caption
// naming the rule. What it prints does not change.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/chaturanga-go/chaturanga/chator"
	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/makruk"
	"github.com/chaturanga-go/chaturanga/qiguo"
	"github.com/chaturanga-go/chaturanga/shatar"
	"github.com/chaturanga-go/chaturanga/shatranj"
	"github.com/chaturanga-go/chaturanga/sittuyin"
	"github.com/chaturanga-go/chaturanga/svg"
)

func main() {
	dir := flag.String("svg", "", "write a picture of each step into `DIR` (01-makruk-start.svg, ...)")
	flag.Parse()
	t := &tour{dir: *dir}
	if t.dir != "" {
		if err := os.MkdirAll(t.dir, 0o755); err != nil {
			fmt.Fprintln(os.Stderr, "tour:", err)
			os.Exit(1)
		}
	}
	for _, part := range t.parts() {
		if err := part(); err != nil {
			fmt.Fprintln(os.Stderr, "tour:", err)
			os.Exit(1)
		}
		fmt.Println()
	}
	if t.dir != "" {
		fmt.Fprintf(os.Stderr, "tour: %d pictures in %s\n", len(t.files), t.dir)
	}
}

// A tour runs the parts, writing pictures into dir unless it is "".
type tour struct {
	dir   string
	files []string // the pictures written, in order
}

func (t *tour) parts() []func() error {
	return []func() error{t.makruk, t.oukChatrang, t.shatranj, t.sittuyin, t.chator, t.shatar, t.qiguo}
}

// picture writes the picture of one step, numbered in order and named
// after its game and step, if the tour writes pictures. p is a pointer to
// a game's Position.
func (t *tour) picture(game, step string, p core.Position, o svg.Options) error {
	if t.dir == "" {
		return nil
	}
	name := fmt.Sprintf("%02d-%s-%s.svg", len(t.files)+1, game, step)
	if err := os.WriteFile(filepath.Join(t.dir, name), svg.Append(nil, p, o), 0o644); err != nil {
		return err
	}
	t.files = append(t.files, name)
	return nil
}

// arrow returns the arrow of a move written in coordinates ("d5d6").
func arrow(move string) svg.Arrow {
	from, n := core.ScanSquare(move)
	to, _ := core.ScanSquare(move[n:])
	return svg.Arrow{From: from, To: to}
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
// It returns the position and the last move played.
func play[P any, S position[P]](p P, moves ...string) (P, core.Move, error) {
	var last core.Move
	for _, s := range moves {
		m, err := S(&p).ParseLenient(s)
		if err != nil {
			return p, last, err
		}
		fmt.Printf("  %-8s (%s)\n", S(&p).SAN(m), S(&p).MoveText(m))
		if p, err = S(&p).Play(m); err != nil {
			return p, last, err
		}
		last = m
	}
	return p, last, nil
}

func heading(title, rule string) {
	fmt.Println("== " + title)
	fmt.Println(rule)
}

func (t *tour) makruk() error {
	heading("Makruk (Thai chess)", "A bia that reaches the sixth rank becomes a met (MK-8). When a side is\n"+
		"left with a lone khun, it counts its moves to a limit set by the other\n"+
		"side's material; past it the game is drawn (MK-13..MK-15).")
	p := makruk.MustParseFEN("k7/8/8/3P4/8/8/8/2K4R w - - 0 60", makruk.Default)
	if err := t.picture("makruk", "start", &p, svg.Options{Arrows: []svg.Arrow{arrow("d5d6")},
		Caption: "Makruk: a bia reaching the sixth rank becomes a met (MK-8)"}); err != nil {
		return err
	}
	p, last, err := play(p, "d6=M", "Kb7", "Rh7+", "Kc6")
	if err != nil {
		return err
	}
	c := p.Count()
	fmt.Printf("The last bia became a met: Black's lone khun counts; its count is at %d of %d (one rua).\n", c.Count, c.Limit)
	fmt.Print(p.Diagram())
	fmt.Println(p.FEN())
	return t.picture("makruk", "count", &p, svg.Options{LastMove: last,
		Caption: fmt.Sprintf("Black's lone khun counts: %d of %d (MK-13..MK-15)", c.Count, c.Limit)})
}

func (t *tour) oukChatrang() error {
	heading("Ouk Chatrang (Cambodian chess, makruk's Cambodian rules)", "Makruk's relative: the khun may once leap like a ma from its start square\n"+
		"to the rank in front, and the met may once jump two squares forward\n"+
		"(OC-1..OC-4); the FEN's castling field keeps those rights (DEde).")
	p := makruk.StartPosition(makruk.Cambodian)
	fmt.Println(p.FEN())
	if err := t.picture("makruk", "cambodian-start", &p, svg.Options{Arrows: []svg.Arrow{arrow("d1b2"), arrow("e1e3")},
		Caption: "Ouk Chatrang: the khun's leap and the met's jump (OC-2, OC-3)"}); err != nil {
		return err
	}
	p, last, err := play(p, "Kb2", "Kg7", "e4", "Nd7", "Me3")
	if err != nil {
		return err
	}
	fmt.Println("Both khuns leapt, and White's met jumped once its bia had gone; Black's met keeps its right:", p.FEN())
	fmt.Print(p.Diagram())
	return t.picture("makruk", "cambodian-jumps", &p, svg.Options{LastMove: last,
		Caption: "The leaps and a jump made: only Black's met keeps its right (OC-4)"})
}

func (t *tour) shatranj() error {
	heading("Shatranj (Persian chess)", "The alfil leaps two squares diagonally over anything (SH-4); a side\n"+
		"left with its shah alone loses, unless it can bare the other side at\n"+
		"once (SH-10, SH-11).")
	p := shatranj.MustParseFEN("8/8/8/3k4/8/8/2BKRq2/8 w - - 0 50", shatranj.Default)
	if err := t.picture("shatranj", "start", &p, svg.Options{Arrows: []svg.Arrow{arrow("c2a4")},
		Caption: "Shatranj: the alfil leaps two squares diagonally, over anything (SH-4)"}); err != nil {
		return err
	}
	p, last, err := play(p, "Ba4", "Kc5", "Rxf2")
	if err != nil {
		return err
	}
	fmt.Println("Black's shah is bare and cannot take back:", p.Outcome())
	fmt.Print(p.Diagram())
	return t.picture("shatranj", "bare-king", &p, svg.Options{LastMove: last,
		Caption: "Black's shah is bare and cannot take back (SH-10, SH-11)"})
}

func (t *tour) sittuyin() error {
	heading("Sittuyin (Burmese chess)", "The pieces are placed before the game, White's all first (ST-9..ST-12);\n"+
		"a pawn on a long diagonal of the far half may become a general, once its\n"+
		"own general is gone (ST-13, ST-14).")
	p := sittuyin.StartPosition(sittuyin.Default)
	if err := t.picture("sittuyin", "setup", &p, svg.Options{
		Caption: "Sittuyin: the pieces in hand are placed before the game (ST-9..ST-12)"}); err != nil {
		return err
	}
	p, last, err := play(p, "K@e2", "F@d2", "S@c2", "S@f2", "N@b2", "N@g2", "R@a1", "R@h1",
		"K@d7", "S@e7", "R@e8", "F@c7", "S@f7", "N@b7", "N@g7", "R@a8")
	if err != nil {
		return err
	}
	fmt.Print(p.Diagram())
	if err := t.picture("sittuyin", "placed", &p, svg.Options{LastMove: last,
		Caption: "Every piece placed: the game begins, White to move"}); err != nil {
		return err
	}
	fmt.Println("Later in a game: White's pawn on d5 may not promote while White's general lives;")
	q := sittuyin.MustParseFEN("4k3/8/8/3P4/8/1K6/7F/7r[] w - - 0 40", sittuyin.Default)
	if _, err := q.ParseMove("d5d5f"); err != nil {
		fmt.Println(" ", err)
	}
	d5, h2 := core.MustParseSquare("d5"), core.MustParseSquare("h2")
	if err := t.picture("sittuyin", "no-promotion", &q, svg.Options{
		Marks:   []svg.Mark{{Square: d5, Color: "#c0392b"}, {Square: h2}},
		Caption: "The pawn on d5 may not promote while White's general lives (ST-14)"}); err != nil {
		return err
	}
	fmt.Println("once Black has taken it, the pawn becomes a general in place:")
	if q, last, err = play(q, "Kc4", "Rxh2", "d5d5f"); err != nil {
		return err
	}
	fmt.Print(q.Diagram())
	return t.picture("sittuyin", "promotion", &q, svg.Options{LastMove: last,
		Caption: "Its general gone, the pawn becomes a general in place (ST-13, ST-14)"})
}

func (t *tour) chator() error {
	heading("Main Chator (Malay chess)", "A pawn reaching the last rank off the long diagonals steps back down its\n"+
		"file to a diagonal square and becomes the piece of that file (CH-10,\n"+
		"CH-11, CH-14): a b-file pawn becomes a kuda on b7. (Black's lone raja\n"+
		"meanwhile moves as any piece, CH-18.)")
	p := chator.MustParseFEN("4k3/1P6/8/8/8/8/8/3K4 w - - 0 40", chator.Default)
	if err := t.picture("chator", "start", &p, svg.Options{Arrows: []svg.Arrow{arrow("b7b8")},
		Caption: "Main Chator: a pawn on the last rank off the long diagonals steps back (CH-11)"}); err != nil {
		return err
	}
	p, last, err := play(p, "b8", "Ke7", "b7=N")
	if err != nil {
		return err
	}
	fmt.Print(p.Diagram())
	fmt.Println(p.FEN())
	return t.picture("chator", "promotion", &p, svg.Options{LastMove: last,
		Caption: "Back on the long diagonal, the b-pawn becomes a kuda (CH-10, CH-14)"})
}

// qiguoPlay plays a Qi Guo move and prints it with the state that made it.
func qiguoPlay(p qiguo.Position, s string) (qiguo.Position, core.Move, error) {
	m, err := p.ParseMove(s)
	if err != nil {
		return p, m, err
	}
	fmt.Printf("  %s plays %s\n", p.Rules().StateName(p.Side()), p.MoveText(m))
	p, err = p.Play(m)
	return p, m, err
}

func (t *tour) shatar() error {
	heading("Shatar (Mongolian chess)", "A mate counts only after a shak, a check by a mori, tereg or bers, in the\n"+
		"series of checks (SR-9); a mate by mori alone is forbidden (SR-10); a side\n"+
		"left with its noyon alone draws at once (robado, SR-12).")
	g := shatar.NewGame(shatar.MustParseFEN("R7/6k1/5NP1/8/6KP/6n1/1P6/7j w - - 12 108", shatar.Default))
	start := g.Position()
	if err := t.picture("shatar", "start", &start, svg.Options{Arrows: []svg.Arrow{arrow("a8a7")},
		Caption: "Shatar: the tereg's check is a shak (SR-8)"}); err != nil {
		return err
	}
	for _, s := range []string{"Ra7+", "Kh8", "g7#"} {
		p := g.Position()
		m, err := g.PlayText(s)
		if err != nil {
			return err
		}
		fmt.Printf("  %-8s (%s)\n", s, p.MoveText(m))
	}
	p := g.Position()
	fmt.Println("The khüü mates after the tereg's shak:", g.Outcome(), p.FEN())
	last, _ := g.LastMove()
	return t.picture("shatar", "shak-mate", &p, svg.Options{LastMove: last,
		Caption: "A khüü mates after a shak: the mate counts (SR-9)"})
}

func (t *tour) qiguo() error {
	var err error
	var last core.Move
	heading("Qi Guo (the Seven Kingdoms)", "Seven states on a Go board move in turn. The cannon captures over one\n"+
		"piece, the Zhou on j10 included (QG-12); a state whose general is taken\n"+
		"is defeated and its army passes to the captor (QG-17).")
	// The pictures show the board as the diagrams do, rank 1 at the
	// bottom: from the seat of Han (or Chu).
	view := svg.Options{Bottom: qiguo.SouthWest}
	p := qiguo.StartPosition(qiguo.Default)
	fmt.Print(p.ChineseDiagram())
	o := view
	o.Caption = "Qi Guo: seven states move in turn, Qin first (QG-4)"
	if err := t.picture("qiguo", "start", &p, o); err != nil {
		return err
	}
	for _, s := range []string{"a13d11", "h2g4", "k1g4"} {
		if p, last, err = qiguoPlay(p, s); err != nil {
			return err
		}
	}
	fmt.Println("Chu's horseman took a Han horseman; the tallies field says so:", p.FEN()[len(p.BoardField()):])
	o = view
	o.LastMove, o.Caption = last, "Chu's horseman takes a Han horseman on g4 (QG-13, QG-16)"
	if err := t.picture("qiguo", "horseman", &p, o); err != nil {
		return err
	}

	fmt.Println("Qin's cannon on e10 takes Han's pian on p10, over the Zhou:")
	p = qiguo.MustParseFEN("19/19/19/19/19/19/19/19/19/4wC10oR3/19/19/19/19/19/19/19/19/wQ17oQ w - r:-,g:-,b:-,d:-,p:- 1", qiguo.Default)
	if p, last, err = qiguoPlay(p, "e10p10"); err != nil {
		return err
	}
	o = view
	o.LastMove, o.Marks = last, []svg.Mark{{Square: core.MustParseSquare("j10"), Color: "#c0392b"}}
	o.Caption = "Qin's cannon takes Han's pian over the Zhou (QG-12)"
	if err := t.picture("qiguo", "cannon", &p, o); err != nil {
		return err
	}
	fmt.Println("Qin's pian takes Han's general on a5; Han's army passes to Qin:")
	p = qiguo.MustParseFEN("18wQ/19/19/19/19/19/19/19/19/19/19/7oR11/19/19/oQ18/19/19/19/wR12rQ5 w - g:-,b:-,d:-,p:- 1", qiguo.Default)
	if p, last, err = qiguoPlay(p, "a1a5"); err != nil {
		return err
	}
	r := p.Rules()
	by, _ := p.DefeatedBy(qiguo.SouthWest)
	fmt.Printf("  Han defeated by %s; its pian on h8 is now moved by %s\n", r.StateName(by), r.StateName(p.Controller(qiguo.SouthWest)))
	o = view
	o.LastMove, o.Caption = last, "Qin takes Han's general: its army passes to Qin (QG-17)"
	return t.picture("qiguo", "defeat", &p, o)
}
