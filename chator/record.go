package chator

import (
	"errors"
	"strings"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/movetext"
	"github.com/chaturanga-go/chaturanga/notation"
)

// ReadRecord replays a PGN record (see notation.PGNReader) and returns the
// game. The record's tags decide the rules: a Rules tag as [Rules.String]
// writes it ("elcum", "default EnPassant=Classic"), else r; a Variant tag
// must be "chator" in any case, or absent. So a game that [NewRecord]
// wrote rereads under its own rules whatever r is. A FEN tag (with this
// package's extension fields) gives a set-up start. The main line is read
// leniently: SAN-like text ("Nf3", "exd6xe6", "b7=N") or coordinates.
//
// A Result tag must agree with the movetext's result, and a result with
// the final position's outcome. A game that the final position leaves
// going on but whose result says it ended is ended as its Termination tag
// says: "resignation" (or none) for a win, "agreement" (or none) for a
// draw, "repetition" (or "threefold repetition") for the claim of CH-21.
//
// Comments and variations stay in the record; the game holds the main
// line. Errors wrap core.ErrUnknown (unknown rules or variant),
// core.ErrSyntax (bad tags, disagreeing results) or the position's
// *core.MoveError, which names the ply.
func ReadRecord(rec *notation.Record, r Rules) (*Game, error) {
	return records(r).Read("chator.ReadRecord", rec)
}

// NewRecord returns game g as a PGN record: the extra tags given, then
// Variant "chator", Rules (the start's rule set as [Rules.String] writes
// it), FEN and SetUp when the game does not start from the start
// position, Result, and Termination (the reason's word: "checkmate",
// "stalemate", "lone-king-count", "resignation", "agreement",
// "repetition") once the game is over; the moves in SAN. A game that goes
// on keeps a Result tag given (a game ended otherwise, such as on time).
func NewRecord(g *Game, tags ...notation.Tag) *notation.Record {
	start := g.Start()
	return records(start.Rules()).New(g, tags)
}

// records returns the record helpers for the caller's rule set r.
func records(r Rules) *movetext.Records[Position, *Position] {
	const op = "chator.ReadRecord"
	return &movetext.Records[Position, *Position]{
		Setup: movetext.Setup(func(variantTag string) (Rules, error) {
			if variantTag != "" && !strings.EqualFold(strings.TrimSpace(variantTag), "chator") {
				return Rules{}, &core.ParseError{Op: op, Input: variantTag, Field: "Variant tag", Offset: -1, Msg: "not a main chator game (want chator)", Err: core.ErrUnknown}
			}
			return r, nil
		}, func(rulesTag string) (Rules, error) {
			rules, err := ParseRules(rulesTag)
			var pe *core.ParseError
			if errors.As(err, &pe) {
				pe.Op, pe.Field = op, "Rules tag: "+pe.Field
			}
			return rules, err
		}, StartFEN, ParseFEN),
		Describe: func(start *Position) (variant, rules string, standard bool) {
			return "chator", start.RuleSet(), start.FEN() == startFEN
		},
	}
}
