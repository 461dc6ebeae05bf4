package shatar_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/shatar"
)

// play plays moves in coordinates on the game, stopping at the first
// error.
func play(g *shatar.Game, moves ...string) {
	for _, s := range moves {
		p := g.Position()
		m, err := p.ParseMove(s)
		if err == nil {
			err = g.Play(m)
		}
		if err != nil {
			fmt.Println(err)
			return
		}
	}
}

// Play a few moves from the start (the d-pawns already stand on d4 and
// d5, SR-1) and write them in SAN.
func Example() {
	p := shatar.StartPosition(shatar.Default)
	var sans []string
	for _, s := range []string{"e2e3", "g7g6", "d1d3", "f7f6", "d3e4"} {
		m, err := p.ParseMove(s)
		if err != nil {
			fmt.Println(err)
			return
		}
		sans = append(sans, p.SAN(m))
		p, _ = p.Play(m)
	}
	fmt.Println(strings.Join(sans, " "))
	fmt.Println(p.FEN())
	fmt.Println(p.CountLegalMoves(), "legal moves;", p.Outcome())
	// Output:
	// e3 g6 Jd3 f6 Je4
	// rnbjkbnr/ppp1p2p/5pp1/3p4/3PJ3/4P3/PPP2PPP/RNB1KBNR b - - 1 3
	// 23 legal moves; *
}

// The bers moves as a tereg (a rook) or one step diagonally, and no
// further diagonally (SR-3); a khüü has no double step (SR-7).
func ExamplePosition_bers() {
	p := shatar.MustParseFEN("4k3/7p/8/8/3J4/8/P7/4K3 w - - 0 1", shatar.Default)
	var bers []string
	for m := range p.LegalMoves() {
		if p.At(m.From()).Kind() == shatar.Bers {
			bers = append(bers, p.MoveText(m)[2:])
		}
	}
	fmt.Println(len(bers), "bers moves:", strings.Join(bers, " "))
	for _, s := range []string{"d4f6", "a2a4"} {
		_, err := p.ParseMove(s)
		var me *core.MoveError
		if errors.As(err, &me) {
			fmt.Printf("%s: %s: %s\n", s, me.Rule, me.Msg)
		}
	}
	// Output:
	// 18 bers moves: d1 d2 c3 d3 e3 a4 b4 c4 e4 f4 g4 h4 c5 d5 e5 d6 d7 d8
	// d4f6: SR-3: a bers moves like a tereg, or one step diagonally, no further
	// a2a4: SR-7: a khüü has no double step
}

// Robado (SR-12): once a side has only its noyon, the game is drawn at
// once: no legal moves, and perft counts nothing below.
func ExamplePosition_robado() {
	g := shatar.NewGame(shatar.MustParseFEN("4k3/8/8/8/8/8/4p3/R3K3 w - - 0 1", shatar.Default))
	p := g.Position()
	fmt.Println("perft 1, 2:", p.Perft(1), p.Perft(2))
	play(g, "e1e2") // the noyon takes Black's last khüü
	p = g.Position()
	fmt.Println(p.Bare(core.Black), p.CountLegalMoves(), p.Outcome())
	// Output:
	// perft 1, 2: 13 56
	// true 0 1/2-1/2 bare-king
}

// A mate counts when the series of checks against the mated side holds a
// shak, a check by a mori, tereg or bers (SR-9): here the tereg checks,
// the noyon steps aside, and a khüü mates. The series is history the board
// does not show: the FEN carries it in its shak= field. Read without it,
// as Fairy-Stockfish reads a bare FEN, the same mate is niol (SR-11).
func ExamplePosition_shak() {
	g := shatar.NewGame(shatar.MustParseFEN("R7/6k1/5NP1/8/6KP/6n1/1P6/7j w - - 12 108", shatar.Default))
	play(g, "a8a7", "g7h8", "g6g7")
	p := g.Position()
	fmt.Println(g.Outcome(), "- black's series holds a shak:", p.ShakSeries(core.Black))
	fmt.Println(p.FEN())
	bare := shatar.MustParseFEN(strings.TrimSuffix(p.FEN(), " shak=b"), shatar.Default)
	fmt.Println(bare.Outcome())
	// Output:
	// 1-0 checkmate - black's series holds a shak: true
	// 7k/R5P1/5N2/8/6KP/6n1/1P6/7j b - - 0 109 shak=b
	// 1/2-1/2 niol
}

// Niol (SR-11): a temee mates with no shak in the series of checks, so
// the game is drawn. Under MateRule=Any every mate wins.
func ExamplePosition_niol() {
	for _, text := range []string{"default", "default MateRule=Any"} {
		r, _ := shatar.ParseRules(text)
		g := shatar.NewGame(shatar.MustParseFEN("7k/2B4p/8/8/8/8/8/4K1R1 w - - 0 1", r))
		play(g, "c7e5")
		fmt.Printf("%s: %v\n", r, g.Outcome())
	}
	// Output:
	// default: 1/2-1/2 niol
	// default MateRule=Any: 1-0 checkmate
}

// A mate given by mori alone is forbidden (SR-10): Fairy-Stockfish scores
// it as a win for the mated side.
func ExamplePosition_knightMate() {
	g := shatar.NewGame(shatar.MustParseFEN("6rk/6pp/8/6N1/8/8/8/4K3 w - - 0 1", shatar.Default))
	p := g.Position()
	m, _ := p.ParseMove("g5f7")
	fmt.Println(p.SAN(m))
	play(g, "g5f7")
	fmt.Println(g.Outcome())
	// Output:
	// Nf7#
	// 0-1 knight-mate
}

// Rules are text: a name and the options that differ from it.
func ExampleParseRules() {
	r, err := shatar.ParseRules("default norobado=TRUE")
	fmt.Println(r, err, r.NoRobado)
	_, err = shatar.ParseRules("mongolia")
	fmt.Println(errors.Is(err, core.ErrUnknown))
	// Output:
	// default NoRobado=true <nil> true
	// true
}

// A Position marshals with its rule set, and so does a game's history of
// checks: it survives JSON.
func ExamplePosition_MarshalText() {
	g := shatar.NewGame(shatar.MustParseFEN("R7/6k1/5NP1/8/6KP/6n1/1P6/7j w - - 12 108", shatar.Default))
	play(g, "a8a7", "g7h8")
	data, _ := json.Marshal(g.Position())
	fmt.Println(string(data))
	var q shatar.Position
	_ = json.Unmarshal(data, &q)
	fmt.Println(q.Equal(g.Position()))
	// Output:
	// "default|7k/R7/5NP1/8/6KP/6n1/1P6/7j w - - 14 109 shak=b"
	// true
}
