package makruk_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/makruk"
	"github.com/chaturanga-go/chaturanga/notation"
)

// List the legal moves of the start position: the bia step one square
// (MK-7), the khon steps forward or diagonally (MK-4), the met diagonally
// (MK-3).
func ExamplePosition_LegalMoves() {
	p := makruk.StartPosition(makruk.Default)
	n := 0
	for m := range p.LegalMoves() {
		if n < 8 {
			fmt.Print(p.SAN(m), " ")
		}
		n++
	}
	fmt.Println("...", n, "moves")
	// Output:
	// Kc2 Kd2 Ke2 a4 b4 c4 d4 e4 ... 23 moves
}

// A bia that reaches the sixth rank becomes a met at once (MK-8); in
// coordinate notation the move carries the met's letter.
func ExamplePosition_promotion() {
	p := makruk.MustParseFEN("4k3/8/8/3P4/8/8/8/3K4 w - - 0 1", makruk.Default)
	m, err := p.ParseMove("d5d6m")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(p.SAN(m))
	q, _ := p.Play(m)
	d6 := q.At(core.MustParseSquare("d6"))
	fmt.Println(q.SideName(d6.Color()), q.PieceName(d6))
	_, err = p.ParseMove("d5d6")
	fmt.Println(err)
	// Output:
	// d6=M
	// white met
	// makruk.Position.ParseMove d5d6: MK-8: a bia reaching the sixth rank (third for Black) becomes a met (write d5d6m): illegal move
}

// When a side is left with a lone khun and no bia is on the board, the
// pieces' honour starts (MK-13): the lone side counts its moves from the
// number of pieces on the board plus one (MK-14) up to a limit fixed by
// the stronger side's material (one rua: 16). Past the limit the game is
// drawn (MK-15).
func ExamplePosition_Count() {
	p := makruk.MustParseFEN("8/8/8/4k3/1p6/K7/2RSSMM1/8 w - - 0 1", makruk.Default)
	m, _ := p.ParseMove("a3b4") // the khun takes the last bia
	p, _ = p.Play(m)
	c := p.Count()
	fmt.Printf("%s honour, %v counts, first counted move %d, limit %d\n", c.Honour, c.Counter, c.Count+1, c.Limit)
	fmt.Println(p.FEN())
	// Output:
	// pieces honour, black counts, first counted move 8, limit 16
	// 8/8/8/4k3/1K6/8/2RSSMM1/8 b - - 0 1 pb7/16
}

// Under the Pychess rules the board's honour starts by itself for the side
// to move once the last bia is gone, at 0, and every ply adds one: its
// counter is the side to move when the count is even and the side that
// has just moved when it is odd (MK-16). Count names the counter, not the
// side to move.
func ExamplePosition_Count_pychess() {
	p := makruk.MustParseFEN("3k4/2m5/8/4MP2/3KS3/8/8/8 w - - 0 1", makruk.Pychess)
	for _, s := range []string{"f5f6m", "d8e8", "d4d3"} {
		m, _ := p.ParseMove(s)
		p, _ = p.Play(m)
		c := p.Count()
		fmt.Printf("%s: %v to move, %s honour, %v counts, ply %d of %d\n", s, p.Side(), c.Honour, c.Counter, c.Count, c.Limit)
	}
	// Output:
	// f5f6m: black to move, board honour, black counts, ply 0 of 128
	// d8e8: white to move, board honour, black counts, ply 1 of 128
	// d4d3: black to move, board honour, black counts, ply 2 of 128
}

// A position from pychess-variants, read under the Pychess rules: Fairy-
// Stockfish writes a running count in the en-passant field (the limit, in
// plies) and the half-move field (the count, in plies). Past its limit the
// count is a draw the side to move may claim.
func ExampleParseFEN_pychess() {
	p, err := makruk.ParseFEN("8/3k4/6M~1/2K1S3/8/8/8/8 b - 88 89 1", makruk.Pychess)
	if err != nil {
		fmt.Println(err)
		return
	}
	c := p.Count()
	fmt.Println(c.Honour, c.Count, c.Limit)
	fmt.Println(p.Claims().Strings())
	fmt.Println(p.FEN()) // the mark of the promoted met kept
	// Output:
	// pieces 89 88
	// [counting]
	// 8/3k4/6M~1/2K1S3/8/8/8/8 b - 88 89 1
}

// A text diagram of the start position: the khuns stand crosswise, White's
// on d1 and Black's on e8, each facing the other's met.
func ExamplePosition_Diagram() {
	p := makruk.StartPosition(makruk.Default)
	fmt.Print(p.Diagram())
	fmt.Print(p.FigurineDiagram())
	// Output:
	// 8  r n s m k s n r
	// 7  . . . . . . . .
	// 6  p p p p p p p p
	// 5  . . . . . . . .
	// 4  . . . . . . . .
	// 3  P P P P P P P P
	// 2  . . . . . . . .
	// 1  R N S K M S N R
	//    a b c d e f g h
	// 8  ♜ ♞ ♝ ♛ ♚ ♝ ♞ ♜
	// 7  · · · · · · · ·
	// 6  ♟ ♟ ♟ ♟ ♟ ♟ ♟ ♟
	// 5  · · · · · · · ·
	// 4  · · · · · · · ·
	// 3  ♙ ♙ ♙ ♙ ♙ ♙ ♙ ♙
	// 2  · · · · · · · ·
	// 1  ♖ ♘ ♗ ♔ ♕ ♗ ♘ ♖
	//    a b c d e f g h
}

// The README's first program: a move read in coordinate notation, played,
// and the replies listed in SAN.
func Example() {
	p := makruk.StartPosition(makruk.Default)
	m, err := p.ParseMove("e3e4") // or p.ParseSAN("e4")
	if err != nil {
		panic(err)
	}
	p, _ = p.Play(m)
	fmt.Println(p.FEN())
	for m := range p.LegalMoves() {
		fmt.Print(p.SAN(m), " ")
	}
	fmt.Println()
	// Output:
	// rnsmksnr/8/pppppppp/8/4P3/PPPP1PPP/8/RNSKMSNR b - - 0 1
	// Kd7 Ke7 Kf7 a5 b5 c5 d5 e5 f5 g5 h5 Nd7 Ne7 Ra7 Rh7 Mc7 Me7 Sb7 Sc7 Sd7 Se7 Sf7 Sg7
}

// Checkmate wins (MK-9): two rua drive the black khun to the edge.
func ExamplePosition_Outcome_checkmate() {
	p := makruk.MustParseFEN("4k3/R7/8/8/8/8/8/1R1K4 w - - 0 1", makruk.Default)
	m, _ := p.ParseSAN("Rb8#")
	p, _ = p.Play(m)
	fmt.Println(p.Outcome(), p.CountLegalMoves())
	// Output:
	// 1-0 checkmate 0
}

// Stalemate is a draw (MK-10).
func ExamplePosition_Outcome_stalemate() {
	p := makruk.MustParseFEN("k7/2K5/1M6/8/8/8/8/8 b - - 0 1", makruk.Default)
	fmt.Println(p.Outcome())
	// Output:
	// 1/2-1/2 stalemate
}

// King against king is drawn at once (MK-17): a khun that takes the last
// piece ends the game. Under Pychess, as in Fairy-Stockfish, the game
// plays on and the draw is a claim.
func ExamplePosition_Outcome_kingAgainstKing() {
	for _, r := range []makruk.Rules{makruk.Default, makruk.Pychess} {
		p := makruk.MustParseFEN("8/8/3k4/8/3m4/2K5/8/8 w - - 0 1", r)
		m, _ := p.ParseSAN("Kxd4")
		p, _ = p.Play(m)
		fmt.Printf("%s: %v, %d moves, claims %v\n", r, p.Outcome(), p.CountLegalMoves(), p.Claims().Strings())
	}
	// Output:
	// default: 1/2-1/2 insufficient-material, 0 moves, claims []
	// pychess: *, 5 moves, claims [insufficient-material]
}

// Threefold repetition may be claimed (MK-11): the Game sees the history.
func ExampleGame_Claim() {
	g := makruk.NewGame(makruk.StartPosition(makruk.Default))
	for _, s := range []string{"Nd2", "Nd7", "Nb1", "Nb8", "Nd2", "Nd7", "Nb1", "Nb8"} {
		if _, err := g.PlayText(s); err != nil {
			fmt.Println(err)
			return
		}
	}
	fmt.Println(g.Claims().Strings())
	fmt.Println(g.Claim(core.Repetition), g.Outcome())
	// Output:
	// [repetition]
	// <nil> 1/2-1/2 repetition
}

// The board's honour (MK-12) is a game action: once no bia is left,
// either player may start counting on his turn by playing "count"
// (core.NewAction(core.StartCount)); he counts his own moves up to 64, and
// "stop-count" lets him stop. The actions are not legal moves (perft does
// not count them), but Play, PlayText and the move parsers take them, and
// SAN and PGN write them as their words.
func ExampleGame_boardsHonour() {
	g := makruk.NewGame(makruk.MustParseFEN("3k4/2m5/8/4M3/3KS3/8/8/8 b - - 0 40", makruk.Default))
	for _, s := range []string{"count", "Ke8", "Kd3", "Kd8"} {
		if _, err := g.PlayText(s); err != nil {
			fmt.Println(err)
			return
		}
	}
	p := g.Position()
	fmt.Printf("%+v\n", p.Count())
	fmt.Println(p.FEN())
	fmt.Println(g.SAN())
	_, err := g.PlayText("stop-count") // White to move: only the counter stops
	fmt.Println(err)
	// Output:
	// {Honour:board Counter:black Count:2 Limit:64}
	// 3k4/2m5/8/4M3/4S3/3K4/8/8 w - - 3 42 bb2/64
	// [count Ke8 Kd3 Kd8]
	// makruk.Position.ParseLenient stop-count: MK-12: only the counter (black) may stop the count: illegal move
}

// The counter may not win by mate while his count runs (MK-12): White
// counts and mates, and the game is drawn.
func ExamplePosition_Play_countersMate() {
	p := makruk.MustParseFEN("k7/2K5/8/8/8/8/8/1R5m w - - 0 1", makruk.Default)
	for _, s := range []string{"count", "Ra1#"} {
		m, err := p.ParseLenient(s)
		if err != nil {
			fmt.Println(err)
			return
		}
		p, _ = p.Play(m)
	}
	fmt.Println(p.Outcome())
	// Output:
	// 1/2-1/2 counting
}

// A count that passes its limit draws (MK-15): Black's lone khun has made
// its 16th counted move against a rua; White's reply does not mate.
func ExamplePosition_Outcome_counting() {
	p := makruk.MustParseFEN("8/8/8/3k4/8/8/8/R3K3 b - - 0 1 pb15/16", makruk.Default)
	for _, s := range []string{"Kd4", "Ra2"} {
		m, _ := p.ParseSAN(s)
		p, _ = p.Play(m)
	}
	fmt.Println(p.Outcome(), p.Count().Count)
	// Output:
	// 1/2-1/2 counting 16
}

// Rule sets are values with options; their text form names the set and
// the options that differ from it.
func ExampleParseRules() {
	r, err := makruk.ParseRules("pychess Counting=Honour")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(r, r.NoKingsDraw)
	r.Counting = makruk.PlyCounting
	fmt.Println(r, r == makruk.Pychess)
	_, err = makruk.ParseRules("thai")
	fmt.Println(err)
	// Output:
	// pychess Counting=Honour true
	// pychess true
	// makruk.ParseRules "thai": rule set at offset 0: no such rule set "thai" (want default, pychess, cambodian, karouk, makpong, asean, aiwok): unknown name
}

// A position's text form keeps its rules and its count, so it survives
// storage as text or JSON.
func ExamplePosition_MarshalText() {
	p := makruk.MustParseFEN("8/3k4/6M1/2K1S3/8/8/8/8 b - 88 8 1", makruk.Pychess)
	b, _ := json.Marshal(map[string]makruk.Position{"position": p})
	fmt.Println(string(b))
	var back map[string]makruk.Position
	if err := json.Unmarshal(b, &back); err != nil {
		fmt.Println(err)
		return
	}
	q := back["position"]
	fmt.Println(q.Equal(p), q.Rules(), q.Count().Limit)
	// Output:
	// {"position":"pychess|8/3k4/6M1/2K1S3/8/8/8/8 b - 88 8 1"}
	// true pychess 88
}

// An illegal move's error names the rule that forbids it, in whatever
// notation it was typed.
func ExamplePosition_ParseSAN_errors() {
	p := makruk.StartPosition(makruk.Default)
	for _, s := range []string{"e5", "Sc3", "Nbd2"} {
		_, err := p.ParseSAN(s)
		var me *core.MoveError
		if errors.As(err, &me) {
			fmt.Printf("%s: rule %q: %s (%v)\n", s, me.Rule, me.Msg, errors.Is(err, core.ErrIllegalMove))
		}
	}
	// Output:
	// e5: rule "MK-7": a bia cannot move from e3 to e5 (true)
	// Sc3: rule "MK-4": a khon cannot move from c1 to c3 (true)
	// Nbd2: rule "": not SAN as written: write Nd2 (false)
}

// A game written as PGN with its rules, its board's-honour actions and
// its end, and read back.
func ExampleNewRecord() {
	g := makruk.NewGame(makruk.MustParseFEN("3k4/2m5/8/4M3/3KS3/8/8/8 w - - 0 40", makruk.Default))
	for _, s := range []string{"count", "Kd3", "Ke8", "stop-count", "Kd4"} {
		if _, err := g.PlayText(s); err != nil {
			fmt.Println(err)
			return
		}
	}
	g.AgreeDraw()
	pgn := notation.AppendPGN(nil, makruk.NewRecord(g, notation.Tag{Name: "Event", Value: "Example"}))
	fmt.Print(string(pgn))
	rec, _ := notation.NewPGNReader(bytes.NewReader(pgn)).Next()
	back, err := makruk.ReadRecord(rec, makruk.Pychess) // the Rules tag decides
	fmt.Println(err, back.Outcome(), back.Len())
	// Output:
	// [Event "Example"]
	// [Site "?"]
	// [Date "?"]
	// [Round "?"]
	// [White "?"]
	// [Black "?"]
	// [Result "1/2-1/2"]
	// [Variant "makruk"]
	// [Rules "default"]
	// [FEN "3k4/2m5/8/4M3/3KS3/8/8/8 w - - 0 40"]
	// [SetUp "1"]
	// [Termination "agreement"]
	//
	// 40. count Kd3 Ke8 41. stop-count Kd4 1/2-1/2
	//
	// <nil> 1/2-1/2 agreement 5
}
