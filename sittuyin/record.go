package sittuyin

import (
	"strconv"
	"strings"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/movetext"
	"github.com/chaturanga-go/chaturanga/notation"
)

// ReadRecord replays a PGN record (see notation.PGNReader) and returns the
// game. The rules come from the record when it names them: a Rules tag, as
// [NewRecord] writes it ("pychess", "default Counting=true"), decides them
// (an unknown name or option is an error wrapping core.ErrUnknown);
// otherwise they are r. A Variant tag, if any, must name Sittuyin
// ("sittuyin" in any case, as pychess-variants writes it). A FEN tag gives
// a set-up start.
//
// The main line is read as pychess-variants writes it, in
// Fairy-Stockfish's SAN, the setup's placements included ("K@a1", "Nxd5",
// "a1=F", "f7g6=F"), leniently (SAN in other common spellings and
// coordinate moves are accepted too). Move numbers are not checked:
// pychess-variants numbers a set-up game's moves from 1 whatever its FEN
// says, Fairy-Stockfish from the FEN's move number, and both read. Write
// the game back with [NewRecord], which numbers the moves of a [WhiteFirst]
// setup as the FEN counts them.
//
// A Result tag that disagrees with the movetext's result, or a result
// that disagrees with how the final position ended, is an error wrapping
// core.ErrSyntax. A record whose final position goes on but whose result
// says the game ended is ended as its Termination tag says: a resignation
// or a draw agreed ("resignation", "agreement", "normal" or none), or a
// claim of a claimable ending ("repetition", "move-rule", "counting",
// "only-promotions", "insufficient-material", and Fairy-Stockfish's
// "threefold repetition", "50-move rule", "counting rule" and
// "insufficient material").
// Any other Termination with a result of "1-0", "0-1" or "1/2-1/2" is an
// ending outside the rules, which ends the game as core.Game.End does:
// "time forfeit" (lichess's "Time forfeit", "timeout", "flag"),
// "adjudication", "rules infraction", "abandoned", "emergency", "death",
// or core.OtherEnding for words that name none of them; the game keeps
// the words as written (core.Game.Termination), and the record's other
// tags (core.Game.Tags), which [NewRecord] writes back.
//
// The record's annotations become the game's (core.Game's Comment and
// Notes, as python-chess's game tree holds them): comments before and
// after moves, glyphs ($1, "!?"), clock comments ("[%clk 0:01:00]") and
// variations, nested as deep as the record has them, each variation's
// moves read leniently from the position before the move it replaces and
// checked. [NewRecord] writes them all back.
//
// ReadRecord returns the game and nil when the whole record replays. When
// only variations do not (a move that does not read, or is not legal where
// the variation plays it), it returns the whole game (main line, ending,
// annotations), each bad variation cut before its first bad move, with a
// core.VariationErrors naming each bad move by its place in the record (a
// core.Path: variation and ply), its text and the rule, as python-chess's
// game.errors does. On any other error it returns the game as far as the
// record replayed, as python-chess does: the moves before the first bad
// move of the main line, or all of them but without the ending for a
// result that disagrees with them, or no game (nil) when the record cannot
// start one (a nil record, unknown rules, a bad tag or FEN). Such a game
// is not the record's: it shows where the record went wrong. Errors are an
// error wrapping core.ErrSyntax (a nil record, bad tags, the disagreements
// above) or core.ErrUnknown (unknown rules or variant), or the position's
// *core.MoveError for a move of the main line, its Op naming the ply
// ("sittuyin.ReadRecord (ply 12)"), explaining the move by the rule that
// forbids it. ReadRecord only reads rec, so several goroutines may replay
// one record at once.
func ReadRecord(rec *notation.Record, r Rules) (*Game, error) {
	return records(r).Read("sittuyin.ReadRecord", rec)
}

// NewRecord returns game g as a PGN record: the extra tags given (Event,
// White, ... in pairs of name and value), then Variant "sittuyin" (the
// name pychess-variants and Fairy-Stockfish use), Rules (the rule set, as
// [Rules.String] writes it, so that [ReadRecord] replays the game under
// the same rules), FEN with SetUp "1" when the game does not start from
// its rules' start position, Result, and, once the game is over,
// Termination (the ending's word: "checkmate", "stalemate",
// "resignation", "counting", ...); the moves in Fairy-Stockfish's SAN (the
// placements too: "K@a1") numbered from the start position's move number.
// Write it with notation.AppendPGN.
//
// While the sides alternate ([Alternating], as pychess-variants plays)
// the moves are numbered as in chess. Under [WhiteFirst] a side places
// all its pieces under one move number, as the FEN counts them, and a
// number marks where each side's run of placements begins:
//
//	[Variant "sittuyin"]
//	[Rules "default"]
//
//	1. K@e2 F@d2 S@c2 S@f2 N@b2 N@g2 R@a1 R@h1 1... K@d7 S@e7 R@e8 F@c7
//	S@f7 N@b7 N@g7 R@a8 2. e5 ...
//
// (the record's Style holds that numbering).
//
// The record holds the game's annotations too: its comment and each
// move's notes (comments, glyphs, clock comments and variations, whose
// moves are written in SAN in the positions they are played in; see
// core.Notes).
//
// The record's other tags are those the game keeps (core.Game.Tags: the
// tags of the record [ReadRecord] read it from, in their order, Event,
// Site, Date, players, time control and any other), each given tag set
// over the kept one of its name, and the given tags of other names after
// them. Check the record with notation.Record.Check before writing tags a
// caller chose: AppendPGN writes what is not PGN so that it stays one
// game.
//
// The game decides its Variant, Rules, FEN, SetUp, Result and Termination
// tags: tags of those names kept or given are not written as they are but
// the game's, so that a record never contradicts its game and reads back
// to it. A finished game's Termination keeps the words its record gave
// its ending (Fairy-Stockfish's "threefold repetition", "bare king") as
// written; an ending outside the rules (core.Game.End: "time forfeit",
// "adjudication", ...) is written with the words given to End. One
// exception remains, from before End: a game still going on keeps a
// Termination given that names no ending of its rules (such as "time
// forfeit") with the Result given; [ReadRecord] reads that record back to
// the game ended so (by End), whose record is the same. Any other game
// going on is "*". A PlyCount tag given is written with the game's
// number of plies. So ReadRecord and then NewRecord(g) gives the record
// back.
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

// variantName is the Variant tag of a game under r: Fairy-Stockfish's name
// for the rule set's game.
func (r Rules) variantName() string { return "sittuyin" }

// records returns the record helpers, with r the rules of a record that
// names none.
func records(r Rules) *movetext.Records[Position, *Position] {
	return &movetext.Records[Position, *Position]{
		Setup: movetext.Setup(func(variantTag string) (Rules, error) {
			if variantTag != "" && !strings.EqualFold(variantTag, r.variantName()) {
				return Rules{}, &core.ParseError{Op: "sittuyin.ReadRecord", Input: variantTag, Field: "Variant tag", Offset: -1,
					Msg: "not a sittuyin game (want the Variant sittuyin)", Err: core.ErrUnknown}
			}
			return r, nil
		}, ParseRules, StartFEN, ParseFEN),
		Describe: func(start *Position) (variant, rules string, standard bool) {
			return start.Rules().variantName(), start.RuleSet(), start.FEN() == StartFEN(start.Rules())
		},
		Style: func(p *Position) *notation.PGNStyle { return recordStyle(p) },
	}
}
