package qiguo_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/notation"
	"github.com/chaturanga-go/chaturanga/qiguo"
)

// targets returns the points the piece on from may move to, sorted.
func targets(p *qiguo.Position, from string) string {
	var out []string
	for m := range p.LegalMoves() {
		if !m.IsPass() && m.From().String() == from {
			out = append(out, m.To().String())
		}
	}
	slices.Sort(out)
	return strings.Join(out, " ")
}

// The opening (QG-5): seven armies of 17 pieces, each a triangle of rows
// 7-5-3-1-1 from its edge toward the Zhou (**) on j10, in turn order Qin
// (w, west), Han (o), Chu (r), Wei (g), Qi (b), Yan (d), Zhao (p).
func ExamplePosition_Diagram() {
	p := qiguo.StartPosition(qiguo.Default)
	fmt.Print(p.Diagram())
	fmt.Println(qiguo.Default.StateName(p.Side()), "to move,", p.CountLegalMoves(), "moves")
	// Output:
	// 19  .  . pN pS pB pQ pR pS pN  . dN dS dB dQ dR dS dN  .  .
	// 18  .  .  . pN pS pC pS pN  .  .  . dN dS dC dS dN  .  .  .
	// 17  .  .  .  . pA pW pA  .  .  .  .  . dA dW dA  .  .  . bN
	// 16  .  .  .  .  . pH  .  .  .  .  .  .  . dH  .  .  . bN bS
	// 15  .  .  .  .  . pG  .  .  .  .  .  .  . dG  .  . bA bS bB
	// 14  .  .  .  .  .  .  .  .  .  .  .  .  .  . bG bH bW bC bQ
	// 13 wN  .  .  .  .  .  .  .  .  .  .  .  .  .  .  . bA bS bR
	// 12 wS wN  .  .  .  .  .  .  .  .  .  .  .  .  .  .  . bN bS
	// 11 wR wS wA  .  .  .  .  .  .  .  .  .  .  .  .  .  .  . bN
	// 10 wQ wC wW wH wG  .  .  .  . **  .  .  .  .  .  .  .  .  .
	//  9 wB wS wA  .  .  .  .  .  .  .  .  .  .  .  .  .  .  . gN
	//  8 wS wN  .  .  .  .  .  .  .  .  .  .  .  .  .  .  . gN gS
	//  7 wN  .  .  .  .  .  .  .  .  .  .  .  .  .  .  . gA gS gB
	//  6  .  .  .  .  .  .  .  .  .  .  .  .  .  . gG gH gW gC gQ
	//  5  .  .  .  .  . oG  .  .  .  .  .  .  . rG  .  . gA gS gR
	//  4  .  .  .  .  . oH  .  .  .  .  .  .  . rH  .  .  . gN gS
	//  3  .  .  .  . oA oW oA  .  .  .  .  . rA rW rA  .  .  . gN
	//  2  .  .  . oN oS oC oS oN  .  .  . rN rS rC rS rN  .  .  .
	//  1  .  . oN oS oR oQ oB oS oN  . rN rS rR rQ rB rS rN  .  .
	//     a  b  c  d  e  f  g  h  i  j  k  l  m  n  o  p  q  r  s
	// Qin to move, 104 moves
}

// The cannon (QG-12) moves like the pian but captures only by jumping
// exactly one piece, of any state, the Zhou included: here Qin's cannon on
// e10 takes Han's pian on p10 over the Zhou on j10. It cannot stop on or
// beyond its screen, and nothing enters the Zhou's point. (The other five
// states have resigned, "r:-" and so on in the defeats field: a state in
// the game keeps its general on the board, QG-17.)
func ExamplePosition_cannonOverZhou() {
	p := qiguo.MustParseFEN("19/19/19/19/19/19/19/19/19/4wC10oR3/19/19/19/19/19/19/19/19/wQ17oQ w - r:-,g:-,b:-,d:-,p:- 1", qiguo.Default)
	fmt.Println(targets(&p, "e10"))
	m, _ := p.ParseMove("e10p10")
	p, _ = p.Play(m)
	fmt.Println(p.BoardField())
	fmt.Println("Qin has captured", p.Captured(qiguo.SouthWest, qiguo.West), "Han piece")
	_, err := p.ParseMove("p10j10")
	fmt.Println(err)
	// Output:
	// a10 b10 c10 d10 e1 e11 e12 e13 e14 e15 e16 e17 e18 e19 e2 e3 e4 e5 e6 e7 e8 e9 f10 g10 h10 i10 p10
	// 19/19/19/19/19/19/19/19/19/15wC3/19/19/19/19/19/19/19/19/wQ17oQ
	// Qin has captured 1 Han piece
	// qiguo.Position.ParseMove p10j10: QG-4: the cannon on p10 is Qin's to move, and Han is to move: illegal move
}

// The horseman (QG-13) steps one point orthogonally, then up to three
// points diagonally outward; every point it passes must be empty. Here the
// Han sword on e6 blocks the northern step, so none of the six points
// beyond it can be reached; the Qin sword on c4 stops the south-western
// walk from d5; the Han sword on g4 is captured at the end of a walk.
// By default the horseman may stop on its first, orthogonal point, and
// capture there (e6); under HorsemanMustTurn (elephantchess.io) it may
// not.
func ExamplePosition_horsemanBlocked() {
	fen := "18wQ/19/19/19/19/19/19/19/19/19/19/19/19/4oS14/4wN14/2wS3oS12/19/19/18oQ w - r:-,g:-,b:-,d:-,p:- 1"
	p := qiguo.MustParseFEN(fen, qiguo.Default)
	fmt.Println(targets(&p, "e5"))
	p = qiguo.MustParseFEN(fen, qiguo.Rules{HorsemanMustTurn: true})
	fmt.Println(targets(&p, "e5"))
	// Output:
	// a8 b1 b7 c2 c6 d3 d5 e4 e6 f3 f5 g2 g4 g6 h1 h7 i8
	// a8 b1 b7 c2 c6 d3 f3 g2 g4 g6 h1 h7 i8
}

// A general captured (QG-17): Han is defeated, its army passes to Qin, and
// Qin moves it from then on, on Qin's turns; Han's turns are skipped, as
// are those of the four states that have resigned (written "g:-" and so
// on in the defeats field). The pieces keep Han's letter (QG-23).
func ExamplePosition_generalCaptured() {
	r := qiguo.Default
	p := qiguo.MustParseFEN("18wQ/19/19/19/19/19/19/19/19/19/19/7oR11/19/19/oQ18/19/19/19/wR12rQ5 w - g:-,b:-,d:-,p:- 1", r)
	m, _ := p.ParseMove("a1a5")
	p, _ = p.Play(m)
	by, _ := p.DefeatedBy(qiguo.SouthWest)
	fmt.Println("Han defeated by", r.StateName(by))
	fmt.Println("Han's army moved by", r.StateName(p.Controller(qiguo.SouthWest)))
	fmt.Println(r.StateName(p.Side()), "to move")
	fmt.Println(p.FEN())
	m, _ = p.ParseMove("n1n2") // Chu; Wei, Qi, Yan and Zhao have resigned
	p, _ = p.Play(m)
	fmt.Println(r.StateName(p.Side()), "to move; Han's pian:", targets(&p, "h8"))
	// Output:
	// Han defeated by Qin
	// Han's army moved by Qin
	// Chu to move
	// 18wQ/19/19/19/19/19/19/19/19/19/19/7oR11/19/19/wR18/19/19/19/13rQ5 r o:w1 o:w,g:-,b:-,d:-,p:- 1
	// Qin to move; Han's pian: a8 b8 c8 d8 e8 f8 g8 h1 h10 h11 h12 h13 h14 h15 h16 h17 h18 h19 h2 h3 h4 h5 h6 h7 h9 i8 j8 k8 l8 m8 n8 o8 p8 q8 r8 s8
}

// Ten pieces lost to one state (QG-18): the general is removed, and the
// rest of the army passes to that state. The position string's third
// field holds the tallies: Han ('o') has lost nine pieces to Qin ('w').
func ExamplePosition_tenLosses() {
	r := qiguo.Default
	p := qiguo.MustParseFEN("18wQ/19/19/19/19/19/19/19/19/19/19/7oQ11/19/19/oS18/19/19/19/wR6oR5rQ5 w o:w9 g:-,b:-,d:-,p:- 7", r)
	m, _ := p.ParseMove("a1a5")
	p, _ = p.Play(m)
	fmt.Println(p.FEN())
	fmt.Println("general on h8:", p.At(core.MustParseSquare("h8")) != core.NoPiece, "- Qin's captures:", p.Captures(qiguo.West))
	// Output:
	// 18wQ/19/19/19/19/19/19/19/19/19/19/19/19/19/wR18/19/19/19/7oR5rQ5 r o:w10 o:w,g:-,b:-,d:-,p:- 7
	// general on h8: false - Qin's captures: 10
}

// Fewer players (QG-21, QG-22): four players, Qin, Chu and Qi each with a
// partner. Pieces of one player's states are friendly.
func ExampleRules_WithAlliances() {
	r, err := qiguo.Default.WithAlliances([]string{"Qin", "Han"}, []string{"Chu", "Wei"}, []string{"Qi", "Yan"}, []string{"Zhao"})
	fmt.Println(r.Players(), err)
	_, err = qiguo.Default.WithAlliances([]string{"Qin", "Chu"}, []string{"Han"}, []string{"Wei"}, []string{"Qi"}, []string{"Yan"}, []string{"Zhao"})
	fmt.Println(err)
	// Output:
	// 4 <nil>
	// qiguo.Rules.WithAlliances "Qin Chu | Han | Wei | Qi | Yan | Zhao": Qin and Chu have one player (Qin+Chu); with 6 players they have two (QG-22): illegal position
}

// The ElephantChess rule set reads and writes elephantchess.io's board
// field; its state names are Wikipedia's.
func ExampleParseFEN() {
	p, err := qiguo.ParseFEN(qiguo.ElephantChessStart, qiguo.ElephantChess)
	fmt.Println(err, qiguo.ElephantChess.StateName(p.Side()), p.CountLegalMoves())
	fmt.Println(qiguo.ElephantChess.StateName(qiguo.SouthWest), string(qiguo.ElephantChess.StateLetter(qiguo.SouthWest)))
	fmt.Println(p.Perft(2))
	// Output:
	// <nil> Qin 96
	// Chu r
	// 9045
}

// The opening in the pieces' own characters, each after its state's
// letter (QG-5): Qin's army (w) on the west edge, its general 將 on a10
// with the cannon 砲, the crossbow 弩, the bow 弓 and the go-between 行人
// (drawn 行) in a row before it towards the Zhou 周 in the centre.
func ExamplePosition_ChineseDiagram() {
	p := qiguo.StartPosition(qiguo.Default)
	fmt.Print(p.ChineseDiagram())
	// Output:
	// 19   ·   ·  p騎 p劍 p裨 p將 p偏 p劍 p騎  ·  d騎 d劍 d裨 d將 d偏 d劍 d騎  ·   ·
	// 18   ·   ·   ·  p騎 p劍 p砲 p劍 p騎  ·   ·   ·  d騎 d劍 d砲 d劍 d騎  ·   ·   ·
	// 17   ·   ·   ·   ·  p刀 p弩 p刀  ·   ·   ·   ·   ·  d刀 d弩 d刀  ·   ·   ·  b騎
	// 16   ·   ·   ·   ·   ·  p弓  ·   ·   ·   ·   ·   ·   ·  d弓  ·   ·   ·  b騎 b劍
	// 15   ·   ·   ·   ·   ·  p行  ·   ·   ·   ·   ·   ·   ·  d行  ·   ·  b刀 b劍 b裨
	// 14   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·  b行 b弓 b弩 b砲 b將
	// 13  w騎  ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·  b刀 b劍 b偏
	// 12  w劍 w騎  ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·  b騎 b劍
	// 11  w偏 w劍 w刀  ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·  b騎
	// 10  w將 w砲 w弩 w弓 w行  ·   ·   ·   ·   周  ·   ·   ·   ·   ·   ·   ·   ·   ·
	//  9  w裨 w劍 w刀  ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·  g騎
	//  8  w劍 w騎  ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·  g騎 g劍
	//  7  w騎  ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·  g刀 g劍 g裨
	//  6   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·  g行 g弓 g弩 g砲 g將
	//  5   ·   ·   ·   ·   ·  o行  ·   ·   ·   ·   ·   ·   ·  r行  ·   ·  g刀 g劍 g偏
	//  4   ·   ·   ·   ·   ·  o弓  ·   ·   ·   ·   ·   ·   ·  r弓  ·   ·   ·  g騎 g劍
	//  3   ·   ·   ·   ·  o刀 o弩 o刀  ·   ·   ·   ·   ·  r刀 r弩 r刀  ·   ·   ·  g騎
	//  2   ·   ·   ·  o騎 o劍 o砲 o劍 o騎  ·   ·   ·  r騎 r劍 r砲 r劍 r騎  ·   ·   ·
	//  1   ·   ·  o騎 o劍 o偏 o將 o裨 o劍 o騎  ·  r騎 r劍 r偏 r將 r裨 r劍 r騎  ·   ·
	//     a   b   c   d   e   f   g   h   i   j   k   l   m   n   o   p   q   r   s
}

// Writing a game record: the players by state, the rules, and the moves
// by rounds (see the package documentation, "Game records").
func ExampleNewRecord() {
	g := qiguo.NewGame(qiguo.StartPosition(qiguo.Default))
	for _, s := range []string{"a13d11", "h2g4", "k1g4", "r4p5", "o14l14", "q19s18", "f16g16", "c10g6", "d2a6"} {
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
	rec := qiguo.NewRecord(g,
		notation.Tag{Name: "Event", Value: "Kaifeng club"},
		notation.Tag{Name: "Qin", Value: "Ann"},
		notation.Tag{Name: "Han", Value: "Bo"},
	)
	fmt.Print(string(notation.AppendPGN(nil, rec)))
	// Output:
	// [Event "Kaifeng club"]
	// [Site "?"]
	// [Date "?"]
	// [Round "?"]
	// [Qin "Ann"]
	// [Han "Bo"]
	// [Chu "?"]
	// [Wei "?"]
	// [Qi "?"]
	// [Yan "?"]
	// [Zhao "?"]
	// [Result "*"]
	// [Variant "qiguo"]
	// [Rules "default"]
	//
	// 1. a13d11 h2g4 k1g4 r4p5 o14l14 q19s18 f16g16 2. c10g6 d2a6 *
}

// Reading a game record that starts from a set-up position (round 40):
// five states have fallen, one to the next, their armies all passing to
// Han (QG-17, QG-20); Qin's pian takes Han's general, so Qin is the last
// state standing (QG-19) and the record's result is "Qin".
func ExampleReadRecord() {
	const record = `[Event "Endgame study"]
[Rules "default"]
[FEN "18wQ/19/19/19/19/19/19/19/19/19/19/19/19/19/oQ18/19/19/19/wR18 w - r:g,g:b,b:d,d:p,p:o 40"]
[SetUp "1"]

40. a1a5 Qin
`
	rec, err := qiguo.NewReader(strings.NewReader(record)).Next()
	if err != nil {
		fmt.Println(err)
		return
	}
	g, err := qiguo.ReadRecord(rec, qiguo.Default)
	if err != nil {
		fmt.Println(err)
		return
	}
	o := g.Outcome()
	fmt.Println(rec.Result, qiguo.Default.StateName(o.Winner), o.Reason)
	// Output:
	// Qin Qin last-standing
}

// SAN (see the package documentation, "SAN"): the piece's letter, the
// least disambiguation, "x" for a capture, the point. ParseSAN is strict
// and says what to write; ParseLenient takes any common spelling.
func ExamplePosition_SAN() {
	p := qiguo.StartPosition(qiguo.Default)
	for _, s := range []string{"a7c4", "a13d11", "b12d11", "c10g6"} {
		m, _ := p.ParseMove(s)
		fmt.Println(s, p.SAN(m))
	}
	_, err := p.ParseSAN("Nd11")
	fmt.Println(err)
	_, err = p.ParseSAN("Na13d11")
	fmt.Println(err)
	m, _ := p.ParseLenient("Na13-d11")
	fmt.Println(p.MoveText(m))
	_, err = p.ParseSAN("Nc5")
	fmt.Println(err)
	// Output:
	// a7c4 Nc4
	// a13d11 Nad11
	// b12d11 Nbd11
	// c10g6 Wg6
	// qiguo.Position.ParseSAN Nd11: 2 of Qin's horsemen can move to d11: write Nbd11 or Nad11: ambiguous move
	// qiguo.Position.ParseSAN Na13d11: write Nad11: syntax error
	// a13d11
	// qiguo.Position.ParseSAN Nc5: QG-13: a horseman cannot move from a7 to c5 (one point orthogonally, then up to three diagonally outward, over empty points): illegal move
}

// Resignation: the state to move resigns by playing the action resign; its
// army leaves the board, it is out of the game, and the turn passes on
// (see the package documentation, "Resignation").
func ExamplePosition_Play_resign() {
	p := qiguo.StartPosition(qiguo.Default)
	m, _ := p.ParseMove("resign")
	p, _ = p.Play(m)
	by, out := p.DefeatedBy(qiguo.West)
	fmt.Println(p.Resigned(qiguo.West), out, by == core.NoColor, len(p.AppendAttackers(nil, core.MustParseSquare("e10"), qiguo.West)))
	fmt.Println(p.SideName(p.Side()), "to move;", strings.Count(p.BoardField(), "w"), "Qin pieces")
	fmt.Println(p.FEN()[len(p.BoardField()):])
	// Output:
	// true true true 0
	// Han to move; 0 Qin pieces
	//  o - w:- 1
}

// A game between two states left: one resigns, the other is the last
// standing (QG-19) and wins; core.Game's Resign plays the resignation of
// the state to move.
func ExampleGame_resign() {
	p := qiguo.MustParseFEN("19/19/19/19/19/19/19/19/19/wQ18/19/19/19/19/19/19/19/19/5oQ13 o - r:w,g:o,b:r,d:g,p:b 9", qiguo.Default)
	g := qiguo.NewGame(p)
	fmt.Println(g.Resign(qiguo.West) != nil) // not Qin's turn
	fmt.Println(g.Resign(qiguo.SouthWest))
	cur := g.Position()
	fmt.Println(g.Outcome().Format(cur.SideName))
	// Output:
	// true
	// <nil>
	// Qin wins by last-standing
}

// The text form of a position carries its rules, options and seating, so
// a four-player game survives storage as text or JSON (QG-21, QG-22).
func ExamplePosition_MarshalText() {
	r, _ := qiguo.ParseRules("default Alliances=Qin+Han,Chu+Wei,Qi+Yan,Zhao")
	p := qiguo.StartPosition(r)
	m, _ := p.ParseLenient("Nc4")
	p, _ = p.Play(m)
	b, _ := json.Marshal(map[string]qiguo.Position{"game": p})
	var back map[string]qiguo.Position
	err := json.Unmarshal(b, &back)
	q := back["game"]
	fmt.Println(err, q.Equal(p), q.RuleSet(), q.Rules().Players())
	text, _ := p.MarshalText()
	fmt.Println(string(text[:strings.IndexByte(string(text), '|')+1]))
	// Output:
	// <nil> true default Alliances=Qin+Han,Chu+Wei,Qi+Yan,Zhao 4
	// default Alliances=Qin+Han,Chu+Wei,Qi+Yan,Zhao|
}

// Rule sets as text: the name, then the options that differ from it.
func ExampleParseRules() {
	r, err := qiguo.ParseRules("elephantchess HorsemanMustTurn=false")
	fmt.Println(r.HorsemanMustTurn, r.WikipediaNames, err)
	err = r.Set("Alliances", "Qin+Han, Chu, Qi, Wei, Zhao, Yan") // Wikipedia's Han sits south-east
	fmt.Println(r, err)
	_, err = qiguo.ParseRules("default Flying=true")
	fmt.Println(err)
	// Output:
	// false true <nil>
	// elephantchess HorsemanMustTurn=false Alliances=Qin+Han,Chu,Qi,Wei,Zhao,Yan <nil>
	// qiguo.ParseRules "default Flying=true": Flying at offset 8: no such option (want one of WikipediaNames, ElephantChessLayout, HorsemanMustTurn, DefeatByTotalLosses, Bookkeeping, Alliances): unknown name
}

// The go-between (QG-14) moves as the general but never captures and is
// never captured; it blocks lines, and a cannon may jump it.
func ExamplePosition_goBetween() {
	p := qiguo.MustParseFEN("18wQ/19/19/19/19/19/19/19/19/19/19/19/4oR14/19/4wG14/19/19/19/4wC13oQ w - r:-,g:-,b:-,d:-,p:- 1", qiguo.Default)
	for _, s := range []string{"Ge6", "Gxe7", "Cxe7", "Cxe5"} {
		_, err := p.ParseSAN(s)
		fmt.Println(s, err)
	}
	// Output:
	// Ge6 <nil>
	// Gxe7 qiguo.Position.ParseSAN Gxe7: QG-14: a go-between cannot capture: illegal move
	// Cxe7 <nil>
	// Cxe5 qiguo.Position.ParseSAN Cxe5: QG-14: a go-between cannot be captured: illegal move
}

// There is no check (QG-15): Qin may leave its general attacked, and Han
// takes it; Qin is defeated and its army passes to Han (QG-17).
func ExamplePosition_noCheck() {
	p := qiguo.MustParseFEN("19/19/19/19/19/19/19/19/wQ11oR6/19/19/19/19/19/19/19/19/wS18/5oQ13 w - r:-,g:-,b:-,d:-,p:- 1", qiguo.Default)
	fmt.Println(p.InCheck(), p.AppendAttackers(nil, p.King(qiguo.West), qiguo.SouthWest))
	m, _ := p.ParseMove("a2a3") // Qin ignores the attack
	p, _ = p.Play(m)
	m, _ = p.ParseSAN("Rxa11")
	p, _ = p.Play(m)
	by, _ := p.DefeatedBy(qiguo.West)
	fmt.Println("Qin defeated by", p.SideName(by), "- its sword moved by", p.SideName(p.Controller(qiguo.West)))
	// Output:
	// false [m11]
	// Qin defeated by Han - its sword moved by Han
}

// Victory (QG-19): a state that defeats a second state wins by conquest.
// Here Qin has defeated Han; taking Chu's general is its second.
func ExamplePosition_conquest() {
	p := qiguo.MustParseFEN("18wQ/19/19/19/19/19/19/19/19/19/19/19/19/19/rQ18/19/19/19/wR12gQ5 w o:w1 o:w,b:-,d:-,p:- 6", qiguo.Default)
	m, _ := p.ParseSAN("Rxa5")
	p, _ = p.Play(m)
	o := p.Outcome()
	fmt.Println(o.Format(p.SideName), p.CountLegalMoves())
	// Output:
	// Qin wins by conquest 0
}

// Victory (QG-19): a state that has captured thirty pieces wins; pieces
// received with a defeated army are not captures.
func ExamplePosition_captureCount() {
	p := qiguo.MustParseFEN("18wQ/19/19/19/19/19/19/19/19/19/19/19/19/19/rS18/19/19/19/wR12rQ5 w o:w9,g:w9,b:w9,d:w2 o:-,g:-,b:-,d:-,p:- 12", qiguo.Default)
	fmt.Println(p.Captures(qiguo.West))
	m, _ := p.ParseSAN("Rxa5")
	p, _ = p.Play(m)
	fmt.Println(p.Captures(qiguo.West), p.Outcome().Format(p.SideName))
	// Output:
	// 29
	// 30 Qin wins by capture-count
}

// DefeatByTotalLosses (QG-29): Han falls at its tenth loss to any captors
// together; its army goes to the state that took most of its pieces (Chu,
// with six), not to Qin, whose capture was the tenth.
func ExampleRules_defeatByTotalLosses() {
	r := qiguo.Rules{DefeatByTotalLosses: true}
	p := qiguo.MustParseFEN("18wQ/19/19/19/19/19/19/19/19/19/19/19/19/19/oS18/19/19/19/wR4oQ7rQ5 w o:w3r6 g:-,b:-,d:-,p:- 8", r)
	m, _ := p.ParseSAN("Rxa5")
	p, _ = p.Play(m)
	by, _ := p.DefeatedBy(qiguo.SouthWest)
	fmt.Println("Han defeated, credited to", p.SideName(by), "- general on f1:", p.At(core.MustParseSquare("f1")) != core.NoPiece)
	// Output:
	// Han defeated, credited to Chu - general on f1: false
}

// ParseFEN refuses positions play cannot reach or that cannot go on, with
// an error that names what and where (see ParseFEN).
func ExampleParseFEN_refused() {
	for _, fen := range []string{
		"19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/wR12oQ5",                           // Qin in play without its general
		"19/19/19/19/19/19/19/19/19/wQ18/19/19/19/19/19/19/19/19/wQ12oQ5",                         // two generals
		"19/19/19/19/19/19/19/19/19/wQ18/19/19/19/19/19/19/19/19/12oQ6 b o:w9,r:w9,g:w9,b:w3 - 5", // Qin won before Wei moved
		"19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19",                                // nothing can ever move
	} {
		_, err := qiguo.ParseFEN(fen, qiguo.Default)
		var pe *core.ParseError
		errors.As(err, &pe)
		fmt.Println(pe.Field+":", pe.Msg)
	}
	// Output:
	// board: Qin has pieces to move but no general: a state keeps its general until it is defeated (QG-17, QG-18)
	// board: Qin has two generals on the board, and an army has one (QG-5)
	// tallies: Qin has 30 captures and so won the game on its move (QG-19, QG-26), yet Wei has moved since
	// board: the board holds no piece, so no state could ever move again
}
