package chator_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/chaturanga-go/chaturanga/chator"
	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/notation"
)

// play plays moves given in any spelling, stopping at the first error.
func play(p chator.Position, moves ...string) chator.Position {
	for _, s := range moves {
		m, err := p.ParseLenient(s)
		if err == nil {
			p, err = p.Play(m)
		}
		if err != nil {
			fmt.Println(err)
			return p
		}
	}
	return p
}

// legal returns the legal moves of p in coordinate notation, sorted, that
// keep(m) accepts (all if keep is nil).
func legal(p chator.Position, keep func(core.Move) bool) []string {
	var out []string
	for m := range p.LegalMoves() {
		if keep == nil || keep(m) {
			out = append(out, p.MoveText(m))
		}
	}
	slices.Sort(out)
	return out
}

// from keeps the moves from square s.
func from(s string) func(core.Move) bool {
	sq := core.MustParseSquare(s)
	return func(m core.Move) bool { return m.From() == sq }
}

// The rajas stand crosswise (CH-2): each mantri stands on its own raja's
// right, so White's raja is on d1 and Black's on e8, and each mantri faces
// the other raja along a file.
func ExampleStartPosition() {
	p := chator.StartPosition(chator.Default)
	fmt.Print(p.Diagram())
	for _, s := range []string{"d1", "e1", "d8", "e8", "c1", "b1", "a1", "a2"} {
		pc := p.At(core.MustParseSquare(s))
		fmt.Println(s, p.SideName(pc.Color()), p.PieceName(pc))
	}
	// Output:
	// 8  r n b m k b n r
	// 7  p p p p p p p p
	// 6  . . . . . . . .
	// 5  . . . . . . . .
	// 4  . . . . . . . .
	// 3  . . . . . . . .
	// 2  P P P P P P P P
	// 1  R N B K M B N R
	//    a b c d e f g h
	// d1 white raja
	// e1 white mantri
	// d8 black mantri
	// e8 black raja
	// c1 white gajah
	// b1 white kuda
	// a1 white tor
	// a2 white bidak
}

// Under Weak pieces (CH-5, the SoutheastAsian set) the mantri steps one
// square diagonally and the gajah one square diagonally or straight
// forward; under Strong pieces (CH-4) they are the queen and the bishop.
func ExamplePosition_weakPieces() {
	for _, r := range []chator.Rules{chator.Default, chator.SoutheastAsian} {
		p := chator.MustParseFEN("7k/8/8/8/8/8/8/2BKM3 w - - 0 1", r)
		fmt.Println(r.Name, "mantri:", legal(p, from("e1")))
		fmt.Println(r.Name, "gajah:", legal(p, from("c1")))
	}
	// Output:
	// default mantri: [e1a5 e1b4 e1c3 e1d2 e1e2 e1e3 e1e4 e1e5 e1e6 e1e7 e1e8 e1f1 e1f2 e1g1 e1g3 e1h1 e1h4]
	// default gajah: [c1a3 c1b2 c1d2 c1e3 c1f4 c1g5 c1h6]
	// southeastasian mantri: [e1d2 e1f2]
	// southeastasian gajah: [c1b2 c1c2 c1d2]
}

// A bidak that reaches b8 does not promote there (CH-10): under the Default
// rules it steps back down its file to the long diagonal (CH-11), one
// square, and becomes the piece of the b-file, a kuda (CH-14).
func ExamplePosition_returningBidak() {
	p := chator.MustParseFEN("4k3/1P6/8/8/8/8/8/3K4 w - - 0 1", chator.Default)
	p = play(p, "b7b8", "e8e7")
	b8 := core.MustParseSquare("b8")
	fmt.Println("the bidak on b8 needs", p.Returning(b8), "more move")
	fmt.Println(p.FEN())
	for m := range p.LegalMoves() {
		if m.From() == b8 {
			fmt.Println("its only move:", p.MoveText(m), "or in SAN", p.SAN(m))
		}
	}
	p = play(p, "b8b7n")
	fmt.Println("b7:", p.PieceName(p.At(core.MustParseSquare("b7"))))
	// Output:
	// the bidak on b8 needs 1 more move
	// 1P6/4k3/8/8/8/8/8/3K4 w - - 1 2
	// its only move: b8b7n or in SAN b7=N
	// b7: kuda
}

// The three promotion paths from c8, where a bidak needs two more moves
// (CH-11, CH-12, CH-13): straight back down the file to the long diagonal,
// two diagonal steps back, or one step sideways and then one sideways or
// diagonally back. It promotes on the last step: to the file's piece
// (CH-14) or, under Brooke, to a mantri.
func ExamplePosition_promotionPaths() {
	for _, r := range []chator.Rules{chator.Default, func() chator.Rules { r := chator.Default; r.PromotionPath = chator.DiagonalSteps; return r }(), chator.Brooke} {
		p := chator.MustParseFEN("2P1k3/8/8/8/8/8/8/3K4 w - - 0 1", r)
		first := legal(p, from("c8"))
		p = play(p, first[0], "e8f7")
		fmt.Printf("%-36s %v then %v\n", r.String()+":", first, legal(p, func(m core.Move) bool { return p.Returning(m.From()) > 0 }))
	}
	// Output:
	// default:                             [c8c7] then [c7c6b]
	// default PromotionPath=DiagonalSteps: [c8b7 c8d7] then [b7a6r b7c6b]
	// brooke:                              [c8b8 c8d8] then [b8a7m b8a8m b8c7m b8c8m]
}

// Under PromotionPiece Captured (CH-14, Elcum) a bidak comes back only as
// one of its side's captured pieces, using it up; with none captured it
// cannot make its promoting move.
func ExamplePosition_capturedPiece() {
	p := chator.MustParseFEN("4k3/P6P/8/8/8/8/8/3K4 w - - 0 1 captured=R", chator.Elcum)
	fmt.Println("captured:", p.CapturedPieces(core.White), "a7:", legal(p, from("a7")))
	p = play(p, "a7a8r", "e8e7")
	fmt.Println("captured:", p.CapturedPieces(core.White), "h7:", legal(p, from("h7")))
	_, err := p.ParseMove("h7h8r")
	fmt.Println(err)
	// Output:
	// captured: [rook] a7: [a7a8r]
	// captured: [] h7: []
	// chator.Position.ParseMove h7h8r: CH-14: no piece of the original set has been captured to come back by promotion: illegal move
}

// Under LoneCapturerStays (CH-9, Selangor) a bidak on its starting square
// that alone attacks an enemy bidak must stay; a second attacker lets both
// step one square, not two. Captures are free.
func ExamplePosition_loneCapturer() {
	p := chator.MustParseFEN("4k3/8/8/8/8/4p3/3P4/3K4 w - - 0 1", chator.Default)
	fmt.Println("alone:", legal(p, from("d2")))
	p = chator.MustParseFEN("4k3/8/8/8/8/4p3/3P1P2/3K4 w - - 0 1", chator.Default)
	fmt.Println("two:", legal(p, from("d2")), legal(p, from("f2")))
	_, err := p.ParseMove("f2f4")
	fmt.Println(err)
	// Output:
	// alone: [d2e3]
	// two: [d2d3 d2e3] [f2e3 f2f3]
	// chator.Position.ParseMove f2f4: CH-9: a bidak on its starting square that is needed to attack an enemy bidak may not advance two squares: illegal move
}

// Under BlockedEnPassant (CH-8, Selangor) only a bidak blocked by an enemy
// bidak may take en passant, and it chooses which bidak to remove: the one
// that double-stepped past it, or the one that blocked it. The two are
// different moves: "e5d6" and "e5d6xe6".
func ExamplePosition_blockedEnPassant() {
	p := chator.MustParseFEN("4k3/3p4/4p3/4P3/8/8/8/3K4 b - - 0 1", chator.Default)
	p = play(p, "d7d5")
	fmt.Println("en passant on", p.EnPassant())
	for m := range p.LegalMoves() {
		if m.To() == p.EnPassant() {
			q, _ := p.Play(m)
			fmt.Printf("%-8s %-8s %v %s\n", p.MoveText(m), p.SAN(m), p.IsCapture(m), q.FEN())
		}
	}
	// Output:
	// en passant on d6
	// e5d6     exd6     true 4k3/8/3Pp3/8/8/8/8/3K4 b - - 0 2
	// e5d6xe6  exd6xe6  true 4k3/8/3P4/3p4/8/8/8/3K4 b - - 0 2
}

// Under FirstCheck (CH-16, Brooke) the raja may leap once, on the move
// right after its first check: like a kuda, or two squares in any
// direction over an empty square. Here it escapes what would otherwise be
// mate; once used (or not) the right is gone.
func ExamplePosition_kingLeap() {
	start := "4k2r/8/8/8/8/8/2PPP3/3K4 b - - 0 1"
	noLeap := chator.Default
	noLeap.KingLeap = chator.NoKingLeap
	for _, r := range []chator.Rules{chator.Default, noLeap} {
		p := play(chator.MustParseFEN(start, r), "h8h1")
		fmt.Printf("%s: check %v, moves %v, %v\n", r, p.InCheck(), legal(p, nil), p.Outcome())
	}
	// Output:
	// default: check true, moves [d1b2 d1c3 d1e3 d1f2], *
	// default KingLeap=None: check true, moves [], 0-1 checkmate
}

// Under BeforeChecked (CH-16, Robinson and Elcum) the raja that has never
// moved nor been checked may leap like a kuda, capturing; Elcum adds the
// sideways jump before any check (CH-17, SidewaysBeforeChecked). A check
// ends both rights.
func ExamplePosition_beforeChecked() {
	p := chator.MustParseFEN("4k3/8/8/8/8/2b5/3P4/3K4 w - - 0 1", chator.Elcum)
	fmt.Println("raja:", legal(p, from("d1")))
	p = chator.MustParseFEN("4k3/8/8/8/8/2b5/3P4/3K4 w - - 0 1 checked=w", chator.Elcum)
	fmt.Println("once checked:", legal(p, from("d1")))
	// Output:
	// raja: [d1b1 d1c1 d1c2 d1c3 d1e1 d1e2 d1e3 d1f1 d1f2]
	// once checked: [d1c1 d1c2 d1e1 d1e2]
}

// The castling options (CH-17): KingJump (Default) jumps two squares
// sideways over anything, even in check; TwoStep (Brooke) jumps over a tor
// beside the raja, only in check; SidewaysBeforeChecked (Elcum) jumps
// before any check and never out of one. The tor stays where it is.
func ExamplePosition_castling() {
	quiet := "4k3/8/8/8/8/8/7P/2RKB3 w - - 0 1"
	check := "4k3/8/8/8/8/8/3r3P/2RKB3 w - - 0 1"
	for _, r := range []chator.Rules{chator.Default, chator.Brooke, chator.Elcum} {
		p, q := chator.MustParseFEN(quiet, r), chator.MustParseFEN(check, r)
		jumps := func(m core.Move) bool {
			d := m.To().File() - m.From().File()
			return m.From() == core.MustParseSquare("d1") && m.To().Rank() == 0 && (d == 2 || d == -2)
		}
		fmt.Printf("%-8s %-22s quiet %v, in check %v\n", r.Name, r.Castling, legal(p, jumps), legal(q, jumps))
	}
	// Output:
	// default  KingJump               quiet [d1b1 d1f1], in check [d1b1 d1f1]
	// brooke   TwoStep                quiet [], in check [d1b1]
	// elcum    SidewaysBeforeChecked  quiet [d1b1 d1f1], in check []
}

// Under MovesAsAnyPiece (CH-18, Robinson) a raja left alone moves as any
// piece, and its powers are attacks: here Black's lone raja leaps like a
// kuda from e3 to c2 and mates the white raja, which can neither take it
// nor step off its lines.
func ExamplePosition_loneRaja() {
	p := chator.MustParseFEN("7R/8/8/8/8/4k3/8/K7 b - - 0 1", chator.Default)
	leaps := legal(p, func(m core.Move) bool {
		df, dr := m.To().File()-m.From().File(), m.To().Rank()-m.From().Rank()
		return df*df+dr*dr == 5
	})
	fmt.Println("kuda's leaps:", leaps)
	m, _ := p.ParseMove("e3c2")
	fmt.Println(p.SAN(m))
	p, _ = p.Play(m)
	fmt.Println(p.Outcome())
	// Output:
	// kuda's leaps: [e3c2 e3c4 e3d1 e3d5 e3f1 e3f5 e3g2 e3g4]
	// Kc2#
	// 0-1 checkmate
}

// Elcum's count (CH-22): Black's lone raja has made all 7 of its moves,
// and White's reply must mate; a stalemate then is the count's draw even
// under StalemateWins, which before the count runs out makes stalemate a
// win (CH-20).
func ExamplePosition_loneKingCount() {
	wins := chator.Elcum
	wins.StalemateWins = true
	for _, tt := range []struct {
		r     chator.Rules
		lone  string
		reply string
	}{
		{chator.Elcum, "b7", "Me5"}, {chator.Elcum, "b7", "Mg7"}, {chator.Elcum, "b7", "Mg6"}, {wins, "b7", "Mg6"}, {wins, "b3", "Mg6"},
	} {
		p := chator.MustParseFEN("7k/8/5K2/6M1/8/8/8/8 w - - 0 1 lone="+tt.lone, tt.r)
		q := play(p, tt.reply)
		fmt.Printf("%-24s lone moves %d, %s: %v\n", tt.r, p.LoneMoves(core.Black), tt.reply, q.Outcome())
	}
	// Output:
	// elcum                    lone moves 7, Me5: 1/2-1/2 lone-king-count
	// elcum                    lone moves 7, Mg7: 1-0 checkmate
	// elcum                    lone moves 7, Mg6: 1/2-1/2 stalemate
	// elcum StalemateWins=true lone moves 7, Mg6: 1/2-1/2 lone-king-count
	// elcum StalemateWins=true lone moves 3, Mg6: 1-0 stalemate
}

// Options can be changed one by one on top of any named rule set, by
// field or by the spec's option names. Every field's zero value is
// Default's rule, so the option DoubleStep is the field NoDoubleStep.
func ExampleRules_Set() {
	r := chator.Default
	if err := r.Set("EnPassant", "Classic"); err != nil {
		fmt.Println(err)
	}
	r.NoDoubleStep = true
	fmt.Println(r)
	fmt.Println(chator.Rules{StalemateWins: true})
	fmt.Println(r.Set("Castling", "Sideways"))
	fmt.Println(r.Set("Teleport", "true"))
	fmt.Println(chator.Rules{Castling: 9}.Validate())
	// Output:
	// default DoubleStep=false EnPassant=Classic
	// default StalemateWins=true
	// chator.Rules.Set "Sideways": Castling: bad value (want KingJump, TwoStep, SidewaysBeforeChecked, None): syntax error
	// chator.Rules.Set "Teleport": no such option (want one of Pieces, DoubleStep, EnPassant, LoneCapturerStays, PromotionPath, PromotionPiece, KingLeap, Castling, LoneKing, StalemateWins, LoneKingCount): unknown name
	// chator.Rules.Validate "invalid(9)": Castling: out of range (want KingJump, TwoStep, SidewaysBeforeChecked, None): syntax error
}

// ParseRules reads what Rules.String writes; an unknown rule set is an
// error that lists the known ones.
func ExampleParseRules() {
	r, err := chator.ParseRules("elcum Pieces=Weak")
	fmt.Println(r.Name, r.Pieces, r.LoneKingCount, err)
	_, err = chator.ParseRules("sarawak")
	fmt.Println(err)
	// Output:
	// elcum Weak 7 <nil>
	// chator.ParseRules "sarawak": rule set at offset 0: no such rule set "sarawak" (want default, brooke, elcum, southeastasian): unknown name
}

// The FEN carries the state the rules need beyond the board in extension
// fields (CH-15): here the white raja was checked before (its first-check
// leap is gone), a black bidak on d3 is one step from promoting on d4, and
// a white bidak has just arrived on c8. The black bidak promotes to a
// mantri, and the white raja, in check again, has no leap.
func ExampleParseFEN() {
	p, err := chator.ParseFEN("2P1k3/8/8/8/8/3p4/8/3K4 b - - 0 40 checked=w returning=d3:1", chator.Default)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, sq := range []string{"c8", "d3"} {
		fmt.Println(sq, "needs", p.Returning(core.MustParseSquare(sq)), "more moves")
	}
	fmt.Println("white checked before:", p.KingChecked(core.White))
	p = play(p, "d3d4m")
	fmt.Println(p.FEN())
	_, err = chator.ParseFEN("4k3/8/8/8/8/3p4/8/3K4 b - - 0 1 returning=d3:2", chator.Default)
	fmt.Println(err)
	_, err = chator.ParseFEN("4k3/8/8/8/8/8/8/3K4 w - - 0 1 lone=w3 lone=w4", chator.Elcum)
	fmt.Println(err)
	// Output:
	// c8 needs 2 more moves
	// d3 needs 1 more moves
	// white checked before: true
	// 2P1k3/8/8/8/3m4/8/8/3K4 w - - 0 41 checked=w
	// chator.ParseFEN "4k3/8/8/8/8/3p4/8/3K4 b - - 0 1 returning=d3:2": returning at offset 42: a bidak on d3 cannot need 2 more steps to the long diagonal (CH-11): illegal position
	// chator.ParseFEN "4k3/8/8/8/8/8/8/3K4 w - - 0 1 lone=w3 lone=w4": lone at offset 38: field given twice (first at offset 30): illegal position
}

// A position's text form carries its rules, so it survives text and JSON
// whole: here an Elcum position with a lone raja's count running.
func ExamplePosition_MarshalText() {
	p := chator.MustParseFEN("4k3/8/8/8/8/8/8/R2K4 b - - 0 1 lone=b5", chator.Elcum)
	data, _ := json.Marshal(map[string]chator.Position{"position": p})
	fmt.Println(string(data))
	var back map[string]chator.Position
	if err := json.Unmarshal(data, &back); err != nil {
		fmt.Println(err)
	}
	q := back["position"]
	fmt.Println(q.Rules().Name, q.LoneMoves(core.Black), q.Equal(p))
	// Output:
	// {"position":"elcum|4k3/8/8/8/8/8/8/R2K4 b - - 0 1 lone=b5"}
	// elcum 5 true
}

// Every way of entering a move explains an illegal one by its rule: the
// error is a *core.MoveError with the rule ID.
func ExamplePosition_ParseSAN() {
	p := chator.MustParseFEN("3rk3/8/8/8/8/8/3N4/3K4 w - - 0 1", chator.Default)
	for _, s := range []string{"Ne4", "d2e4"} {
		_, err := p.ParseLenient(s)
		var me *core.MoveError
		if errors.As(err, &me) {
			fmt.Println(me.Rule, me.Msg)
		}
	}
	start := chator.StartPosition(chator.Default)
	_, err := start.ParseSAN("Ng1f3")
	fmt.Println(err)
	// Output:
	// CH-19 the move would leave the own raja attacked
	// CH-19 the move would leave the own raja attacked
	// chator.Position.ParseSAN Ng1f3: not the SAN of this move here: write Nf3: syntax error
}

// A record carries the rule set in its Rules tag, so a game played under
// Elcum rereads under Elcum whatever rules the reader passes.
func ExampleNewRecord() {
	g := chator.NewGame(chator.StartPosition(chator.Elcum))
	for _, s := range []string{"e4", "d5", "Kc3"} {
		if _, err := g.PlayText(s); err != nil {
			fmt.Println(err)
		}
	}
	g.AgreeDraw()
	text := notation.AppendPGN(nil, chator.NewRecord(g))
	fmt.Print(string(text))
	rec, _ := notation.NewPGNReader(strings.NewReader(string(text))).Next()
	h, err := chator.ReadRecord(rec, chator.Default)
	start := h.Start()
	fmt.Println(start.Rules().Name, h.Outcome(), err)
	// Output:
	// [Event "?"]
	// [Site "?"]
	// [Date "?"]
	// [Round "?"]
	// [White "?"]
	// [Black "?"]
	// [Result "1/2-1/2"]
	// [Variant "chator"]
	// [Rules "elcum"]
	// [Termination "agreement"]
	//
	// 1. e4 d5 2. Kc3 1/2-1/2
	//
	// elcum 1/2-1/2 agreement <nil>
}
