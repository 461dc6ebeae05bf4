package shatar

import (
	"strings"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/movetext"
	"github.com/chaturanga-go/chaturanga/notation"
)

// ReadRecord replays a PGN record (see notation.PGNReader) and returns the
// game. It reads records as pychess-variants and Fairy-Stockfish write
// them: the main line in Fairy-Stockfish's SAN ("Jd3", "exd5", "e1=J",
// "Jb4#"), read leniently (other common spellings and coordinates are
// accepted too), from the start position or a FEN tag. Move numbers are
// not checked.
//
// The rules are those of a Rules tag ([ParseRules]; unknown rules are an
// error wrapping core.ErrUnknown), else r. A Variant tag, if any, must be
// "shatar" (any case). A Result tag must agree with the result that ends
// the movetext, and a finished game's result with its outcome (else an
// error wrapping core.ErrSyntax naming both). A result the final position
// does not explain is applied from the Termination tag: a resignation, a
// draw agreed, or the claim of an ending the rules allow there (see
// core.Game).
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
// error wrapping core.ErrSyntax (a nil record, bad tags, disagreeing
// results) or core.ErrUnknown (unknown rules or variant), or the
// position's *core.MoveError for a move of the main line, its Op naming
// the ply ("shatar.ReadRecord (ply 12)"). ReadRecord only reads rec, so
// several goroutines may replay one record at once.
func ReadRecord(rec *notation.Record, r Rules) (*Game, error) {
	return records(r).Read("shatar.ReadRecord", rec)
}

// NewRecord returns game g as a PGN record: the extra tags given (Event,
// White, ... as name and value pairs) and the tags Variant "shatar", Rules
// (the rule set as [Rules.String] writes it), FEN and SetUp "1" when the
// game does not start from the start position, Result, and once the game
// is over Termination (the reason word of its outcome: "checkmate",
// "bare-king", "niol", "knight-mate", "stalemate"); the moves in
// Fairy-Stockfish's SAN, numbered from the start position's move number.
// Write it with notation.AppendPGN.
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

// records returns the record helpers for the caller's rule set r.
func records(r Rules) *movetext.Records[Position, *Position] {
	const op = "shatar.ReadRecord"
	return &movetext.Records[Position, *Position]{
		Setup: movetext.Setup(func(variantTag string) (Rules, error) {
			if v := strings.TrimSpace(variantTag); v != "" && !strings.EqualFold(v, "shatar") {
				return Rules{}, &core.ParseError{Op: op, Input: variantTag, Field: "Variant tag", Offset: -1, Msg: "not a shatar game (want shatar)", Err: core.ErrUnknown}
			}
			return r, r.Validate()
		}, func(rulesTag string) (Rules, error) {
			rules, err := ParseRules(rulesTag)
			if pe, ok := err.(*core.ParseError); ok {
				pe.Op, pe.Field = op, "Rules tag: "+pe.Field
			}
			return rules, err
		}, StartFEN, func(fen string, r Rules) (Position, error) { return ParseFEN(strings.TrimSpace(fen), r) }),
		Describe: func(start *Position) (variant, rules string, standard bool) {
			return "shatar", start.RuleSet(), start.FEN() == StartFEN(start.Rules())
		},
	}
}
