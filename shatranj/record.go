package shatranj

import (
	"strings"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/movetext"
	"github.com/chaturanga-go/chaturanga/notation"
)

// ReadRecord replays a PGN record (see notation.PGNReader) and returns the
// game. The rules come from the record when it names them: a Rules tag, as
// [NewRecord] writes it ("pychess", "default BareKing=BareWins"), decides
// them (an unknown name is an error wrapping core.ErrUnknown); otherwise
// the Variant tag decides them if it names a game of the package by
// Fairy-Stockfish's name (in any case, as pychess-variants writes it):
// "shatranj" is r if r is a Shatranj set (its Name is not "chaturanga"),
// else [Pychess]; "chaturanga" is [Chaturanga], or r if r is a Chaturanga
// set (its Name is "chaturanga", options changed or not). Without either
// tag the rules are r. Another Variant is an error wrapping
// core.ErrUnknown. A FEN tag gives a set-up start.
//
// The main line is read as pychess-variants writes it, in
// Fairy-Stockfish's SAN ("Qf2", "Bxg4", "e1=Q"), leniently (SAN in other
// common spellings and coordinate moves are accepted too). Move numbers
// are not checked: pychess-variants numbers a set-up game's moves from 1
// whatever its FEN says, Fairy-Stockfish from the FEN's move number, and
// both read.
//
// A Result tag that disagrees with the movetext's result, or a result
// that disagrees with how the final position ended, is an error wrapping
// core.ErrSyntax. A record whose final position goes on but whose result
// says the game ended is ended as its Termination tag says: a resignation
// or a draw agreed ("resignation", "agreement", "normal" or none), or a
// claim of a claimable ending ("repetition", "move-rule",
// "insufficient-material", and Fairy-Stockfish's "threefold repetition",
// "70-move rule" and "insufficient material").
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
// ("shatranj.ReadRecord (ply 12)"), explaining the move by the rule that
// forbids it. ReadRecord only reads rec, so several goroutines may replay
// one record at once.
func ReadRecord(rec *notation.Record, r Rules) (*Game, error) {
	return records(r).Read("shatranj.ReadRecord", rec)
}

// NewRecord returns game g as a PGN record: the extra tags given (Event,
// White, ... in pairs of name and value), then Variant (the name
// pychess-variants and Fairy-Stockfish use: "chaturanga" for [Chaturanga]
// and rules made from it, whose Name is "chaturanga", else "shatranj"),
// Rules (the rule set, as [Rules.String] writes it, so that [ReadRecord]
// replays the game under the same rules), FEN with SetUp "1" when the
// game does not start from its rules' start position ([StartFEN]),
// Result, and, once the game is over, Termination (the ending's word:
// "checkmate", "bare-king", "resignation", "repetition", ...); the moves
// in Fairy-Stockfish's SAN numbered from the start position's move
// number. Write it with notation.AppendPGN.
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

// variantName is the Variant tag of a game under r: Fairy-Stockfish's name
// for the rule set's game.
func (r Rules) variantName() string {
	if strings.EqualFold(r.Name, Chaturanga.Name) {
		return "chaturanga"
	}
	return "shatranj"
}

// byVariant returns the rules a record's Variant tag (Fairy-Stockfish's
// name) gives when no Rules tag names them, r being the caller's rules;
// false for a name that is no game of the package.
func byVariant(variant string, r Rules) (Rules, bool) {
	switch {
	case variant == "" || strings.EqualFold(variant, r.variantName()):
		return r, true
	case strings.EqualFold(variant, "shatranj"):
		return Pychess, true
	case strings.EqualFold(variant, "chaturanga"):
		return Chaturanga, true
	}
	return Rules{}, false
}

// records returns the record helpers, with r the rules of a record that
// names none.
func records(r Rules) *movetext.Records[Position, *Position] {
	return &movetext.Records[Position, *Position]{
		Setup: movetext.Setup(func(variantTag string) (Rules, error) {
			rules, ok := byVariant(variantTag, r)
			if !ok {
				return Rules{}, &core.ParseError{Op: "shatranj.ReadRecord", Input: variantTag, Field: "Variant tag", Offset: -1,
					Msg: "not a shatranj game (want the Variant shatranj or chaturanga)", Err: core.ErrUnknown}
			}
			return rules, nil
		}, ParseRules, StartFEN, ParseFEN),
		Describe: func(start *Position) (variant, rules string, standard bool) {
			return start.Rules().variantName(), start.RuleSet(), start.FEN() == StartFEN(start.Rules())
		},
	}
}
