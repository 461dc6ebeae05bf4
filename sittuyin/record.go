package sittuyin

import (
	"strconv"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/movetext"
	"github.com/chaturanga-go/chaturanga/notation"
)

// ReadRecord replays a PGN record (see notation.PGNReader) under rule set r
// and returns the game. It reads the record as pychess-variants writes it:
// a Variant tag of "sittuyin" in any case (or none), a FEN tag for a
// set-up start, and the main line in Fairy-Stockfish's SAN, the setup's
// placements included ("K@a1", "Nxd5", "a1=F", "f7g6=F"), read leniently
// (SAN in other common spellings and coordinate moves are accepted too).
// Move numbers are not checked: pychess-variants numbers a set-up game's
// moves from 1 whatever its FEN says, Fairy-Stockfish from the FEN's move
// number, and both read. Comments and variations stay in the record; the
// game holds the main line. Under a rule set with the [WhiteFirst] setup
// ReadRecord sets rec.Style so that notation.AppendPGN writes the record
// back numbered as [NewRecord] numbers it. An error wraps the position's
// *core.MoveError or *core.ParseError and names the move.
func ReadRecord(rec *notation.Record, r Rules) (*Game, error) {
	return records(r).Read("sittuyin.ReadRecord", rec)
}

// NewRecord returns game g as a PGN record with the tags pychess-variants
// uses (Variant "sittuyin", and FEN with SetUp "1" when the game does not
// start from [StartFEN]), the Result of the game's outcome, the moves in
// Fairy-Stockfish's SAN (the placements too: "K@a1") numbered from the
// start position's move number, and the extra tags given (Event, White,
// ... in pairs of name and value). Write it with notation.AppendPGN.
//
// While the sides alternate ([Alternating], as pychess-variants plays)
// the moves are numbered as in chess. Under [WhiteFirst] a side places
// all its pieces under one move number, as the FEN counts them, and a
// number marks where each side's run of placements begins:
//
//	[Variant "sittuyin"]
//
//	1. K@e2 F@d2 S@c2 S@f2 N@b2 N@g2 R@a1 R@h1 1... K@d7 S@e7 R@e8 F@c7
//	S@f7 N@b7 N@g7 R@a8 2. e5 ...
//
// (the record's Style holds that numbering).
func NewRecord(g *Game, tags ...notation.Tag) *notation.Record {
	start := g.Start()
	return records(start.Rules()).New(g, tags)
}

// recordStyle returns the move numbering of a game starting from start
// under WhiteFirst while pieces are in hand, or nil when the sides simply
// alternate from start.
func recordStyle(start *Position) *notation.PGNStyle {
	if start.rules.Setup != WhiteFirst || !start.InSetup() {
		return nil
	}
	// The setup's turns: a side with pieces in hand places one and keeps
	// the move until its hand is empty (ST-10); a side with none moves on
	// the board and passes the move.
	type turn struct {
		side core.Color
		num  int
	}
	var turns []turn
	side, num := start.Side(), start.FullmoveNumber()
	hand := [2]int{start.HandSize(core.White), start.HandSize(core.Black)}
	for hand[0]+hand[1] > 0 {
		turns = append(turns, turn{side, num})
		if hand[side] > 0 {
			hand[side]--
			if hand[side] > 0 {
				continue
			}
		}
		if side == core.Black {
			num++
		}
		side = side.Other()
	}
	// at returns who makes the move at ply and its move number: the setup's
	// turns, then alternation.
	at := func(ply int) (core.Color, int) {
		if ply < len(turns) {
			return turns[ply].side, turns[ply].num
		}
		k := ply - len(turns)
		if side == core.Black {
			k++
		}
		return core.Color(k % 2), num + k/2
	}
	return &notation.PGNStyle{Number: func(ply int, interrupted bool) string {
		c, n := at(ply)
		var prev, prev2, next core.Color = core.NoColor, core.NoColor, core.NoColor
		if ply > 0 {
			prev, _ = at(ply - 1)
		}
		if ply > 1 {
			prev2, _ = at(ply - 2)
		}
		next, _ = at(ply + 1)
		switch {
		case c == core.White && (interrupted || prev != core.White):
			return strconv.Itoa(n) + "."
		case c == core.Black && (interrupted || prev == core.White && (prev2 == core.White || next == core.Black)):
			return strconv.Itoa(n) + "..."
		}
		return ""
	}}
}

// records returns the record helpers for rule set r.
func records(r Rules) *movetext.Records[Position, *Position] {
	return &movetext.Records[Position, *Position]{Variant: "sittuyin", StartFEN: StartFEN(r), Style: func(p *Position) *notation.PGNStyle { return recordStyle(p) }, Parse: func(fen string) (Position, error) { return ParseFEN(fen, r) }}
}
