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
// error wrapping core.ErrSyntax naming both, returned with the game). A
// result the final position does not explain is applied from the
// Termination tag: a resignation, a draw agreed, or the claim of an ending
// the rules allow there (see core.Game). Comments and variations stay in
// the record; the game holds the main line. An error about a move wraps
// the position's *core.MoveError and names the ply; the game up to that
// move is returned with it.
func ReadRecord(rec *notation.Record, r Rules) (*Game, error) {
	const op = "shatar.ReadRecord"
	if rec == nil {
		return nil, &core.ParseError{Op: op, Offset: -1, Msg: "no record", Err: core.ErrSyntax}
	}
	return records(r).Read(op, rec)
}

// NewRecord returns game g as a PGN record: the extra tags given (Event,
// White, ... as name and value pairs) and the tags Variant "shatar", Rules
// (the rule set as [Rules.String] writes it), FEN and SetUp "1" when the
// game does not start from the start position, Result, and once the game
// is over Termination (the reason word of its outcome: "checkmate",
// "bare-king", "niol", "knight-mate", "stalemate"); the moves in
// Fairy-Stockfish's SAN, numbered from the start position's move number.
// A game that goes on keeps the Result and Termination given in the tags
// (a claimed or agreed ending). Write it with notation.AppendPGN.
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
