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
// they are r. A Variant tag, if any, must name Shatranj ("shatranj" in any
// case, as pychess-variants writes it). A FEN tag gives a set-up start.
//
// The main line is read as pychess-variants writes it, in
// Fairy-Stockfish's SAN ("Qf2", "Bxg4", "e1=Q"), leniently (SAN in other
// common spellings and coordinate moves are accepted too). Move numbers
// are not checked: pychess-variants numbers a set-up game's moves from 1
// whatever its FEN says, Fairy-Stockfish from the FEN's move number, and
// both read. Comments and variations stay in the record; the game holds
// the main line.
//
// A Result tag that disagrees with the movetext's result, or a result
// that disagrees with how the final position ended, is an error wrapping
// core.ErrSyntax. A record whose final position goes on but whose result
// says the game ended is ended as its Termination tag says: a resignation
// or a draw agreed ("resignation", "agreement", "normal" or none), or a
// claim of a claimable ending ("repetition", "move-rule", and
// Fairy-Stockfish's "threefold repetition" and "70-move rule"). An error
// in the moves wraps the position's *core.MoveError, names the ply and
// explains the move by the rule that forbids it; the game up to it is
// returned.
func ReadRecord(rec *notation.Record, r Rules) (*Game, error) {
	return records(r).Read("shatranj.ReadRecord", rec)
}

// NewRecord returns game g as a PGN record: the extra tags given (Event,
// White, ... in pairs of name and value), then Variant "shatranj" (the
// name pychess-variants and Fairy-Stockfish use), Rules (the rule set, as
// [Rules.String] writes it, so that [ReadRecord] replays the game under
// the same rules), FEN with SetUp "1" when the game does not start from
// its rules' start position, Result, and, once the game is over,
// Termination (the ending's word: "checkmate", "bare-king",
// "resignation", "repetition", ...); the moves in Fairy-Stockfish's SAN
// numbered from the start position's move number. Write it with
// notation.AppendPGN.
func NewRecord(g *Game, tags ...notation.Tag) *notation.Record {
	start := g.Start()
	return records(start.Rules()).New(g, tags)
}

// variantName is the Variant tag of a game under r: Fairy-Stockfish's name
// for the rule set's game.
func (r Rules) variantName() string { return "shatranj" }

// records returns the record helpers, with r the rules of a record that
// names none.
func records(r Rules) *movetext.Records[Position, *Position] {
	return &movetext.Records[Position, *Position]{
		Setup: func(rulesTag, variantTag, fen string) (Position, error) {
			rules := r
			if variantTag != "" && !strings.EqualFold(variantTag, r.variantName()) {
				return Position{}, &core.ParseError{Op: "shatranj.ReadRecord", Input: variantTag, Field: "Variant tag", Offset: -1,
					Msg: "not a shatranj game (want the Variant shatranj)", Err: core.ErrUnknown}
			}
			if rulesTag != "" {
				var err error
				if rules, err = ParseRules(rulesTag); err != nil {
					return Position{}, err
				}
			}
			if fen == "" {
				fen = StartFEN(rules)
			}
			return ParseFEN(fen, rules)
		},
		Describe: func(start *Position) (variant, rules string, standard bool) {
			return start.Rules().variantName(), start.RuleSet(), start.FEN() == StartFEN(start.Rules())
		},
	}
}
