package makruk

import (
	"strconv"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/movetext"
	"github.com/chaturanga-go/chaturanga/notation"
)

// ReadRecord replays a PGN record (see notation.PGNReader) and returns the
// game. The record's tags decide the rules: a Rules tag as [Rules.String]
// writes it ("pychess", "default NoKingsDraw=true"); else a Variant tag
// "makruk" (in any case, as pychess-variants writes it) or none, which
// leave the rules to r, or a family set's Fairy-Stockfish name
// ("cambodian", "karouk", "makpong", "asean", "ai-wok", any case), which
// plays that set. Unknown rules or another variant are errors wrapping
// core.ErrUnknown. A FEN tag gives a set-up start.
//
// The main line is read leniently: Fairy-Stockfish's SAN, SAN in other
// common spellings, coordinate moves, and the words "count" and
// "stop-count" of the board's honour (MK-12). A result that the final
// position does not explain ends the game as the Termination tag says: a
// resignation, an agreed draw, or the claim of a claimable ending
// (Fairy-Stockfish's "counting rule", "insufficient material" and
// "threefold repetition" included). A Result tag that disagrees with the
// movetext's result is an error wrapping core.ErrSyntax.
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
// is not the record's: it shows where the record went wrong. Errors are a
// *core.ParseError (a nil record, bad tags, disagreeing results, unknown
// rules) or the position's *core.MoveError for a move of the main line,
// its Op naming the ply ("makruk.ReadRecord (ply 12)"). ReadRecord only
// reads rec, so several goroutines may replay one record at once.
func ReadRecord(rec *notation.Record, r Rules) (*Game, error) {
	return records(r, nil).Read("makruk.ReadRecord", rec)
}

// NewRecord returns game g as a PGN record: the tags given (Event, White,
// ... in pairs of name and value), then Variant ("makruk", or
// Fairy-Stockfish's name of a family set: "cambodian", "karouk",
// "makpong", "asean", "ai-wok"), Rules (the rules' [Rules.String]), FEN
// with SetUp when the game does not start from the start position,
// Result, and Termination (the reason's word, such as
// "checkmate", "counting", "resignation") once the game is over. The moves
// are in SAN; the board's-honour actions are their words, "count" and
// "stop-count", numbered with the move of the side that takes them
// ("40. count Kd2 Ke7"). ReadRecord reads it back to the same game,
// counting state included.
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
	var actions []bool
	for _, m := range g.Moves() {
		actions = append(actions, m.Action() != core.NoAction)
	}
	return records(start.Rules(), actions).New(g, tags)
}

// records returns the record helpers for caller's rules r, for a movetext
// whose moves are actions where actions says.
func records(r Rules, actions []bool) *movetext.Records[Position, *Position] {
	return &movetext.Records[Position, *Position]{
		Setup: func(rulesTag, variantTag, fen string) (Position, error) {
			rules := r
			switch {
			case rulesTag != "":
				var err error
				if rules, err = ParseRules(rulesTag); err != nil {
					return Position{}, err
				}
			case variantTag != "":
				var ok bool
				if rules, ok = variantRules(variantTag, r); !ok {
					return Position{}, &core.ParseError{Op: "makruk.ReadRecord", Input: variantTag, Field: "Variant tag", Offset: -1,
						Msg: "not a makruk game (want the Variant makruk, cambodian, karouk, makpong, asean or ai-wok)", Err: core.ErrUnknown}
				}
			}
			if fen == "" {
				fen = StartFEN(rules)
			}
			return ParseFEN(fen, rules)
		},
		Describe: func(start *Position) (variant, rules string, standard bool) {
			return start.Rules().fsfVariant(), start.RuleSet(), start.FEN() == StartFEN(start.Rules())
		},
		Style: func(start *Position) *notation.PGNStyle {
			for _, a := range actions {
				if a {
					return actionStyle(start.FullmoveNumber(), start.Side() == core.Black, actions)
				}
			}
			return nil
		},
	}
}

// actionStyle is the PGN numbering of a movetext whose moves are actions
// where actions says: an action is the move of the side that takes it and
// does not pass the turn, so it is numbered as that side's move, and the
// side's move after it gets no number of its own ("40. count Kd2 Ke7",
// "40. Kd2 count Ke7"). A move interrupted by a comment or a variation is
// numbered again.
func actionStyle(first int, blackFirst bool, actions []bool) *notation.PGNStyle {
	type slot struct {
		num          int
		white, begin bool
	}
	slots := make([]slot, len(actions))
	num, white := max(first, 1), !blackFirst
	for i, a := range actions {
		slots[i] = slot{num: num, white: white, begin: i == 0 || slots[i-1].white != white}
		if !a {
			if !white {
				num++
			}
			white = !white
		}
	}
	return &notation.PGNStyle{Number: func(ply int, interrupted bool) string {
		var s slot
		if ply >= 0 && ply < len(slots) {
			s = slots[ply]
		} else {
			// Past the main line (a variation): plain numbering on.
			extra := ply - len(slots)
			s = slot{num: num + (extra+b2i(!white))/2, white: (extra%2 == 0) == white, begin: true}
		}
		switch {
		case s.white && (s.begin || interrupted):
			return strconv.Itoa(s.num) + "."
		case !s.white && interrupted:
			return strconv.Itoa(s.num) + "..."
		}
		return ""
	}}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
