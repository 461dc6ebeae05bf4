package makruk

import (
	"github.com/chaturanga-go/chaturanga/internal/movetext"
	"github.com/chaturanga-go/chaturanga/notation"
)

// ReadRecord replays a PGN record (see notation.PGNReader) under rule set r
// and returns the game. It reads the record as pychess-variants writes it:
// a Variant tag of "makruk" in any case (or none), a FEN tag for a set-up
// start, and the main line in Fairy-Stockfish's SAN, read leniently (SAN
// in other common spellings and coordinate moves are accepted too).
// Comments and variations stay in the record; the game holds the main
// line. An error wraps the position's *core.MoveError or *core.ParseError
// and names the move.
func ReadRecord(rec *notation.Record, r Rules) (*Game, error) {
	return records(r).Read("makruk.ReadRecord", rec)
}

// NewRecord returns game g as a PGN record with the tags pychess-variants
// uses (Variant, and FEN with SetUp when the game does not start from the
// start position), the Result of the game's outcome, the moves in SAN, and
// the extra tags given (Event, White, ... in pairs of name and value).
func NewRecord(g *Game, tags ...notation.Tag) *notation.Record {
	start := g.Start()
	return records(start.Rules()).New(g, tags)
}

// records returns the record helpers for rule set r.
func records(r Rules) *movetext.Records[Position, *Position] {
	return &movetext.Records[Position, *Position]{Variant: "makruk", StartFEN: StartFEN(r), Parse: func(fen string) (Position, error) { return ParseFEN(fen, r) }}
}
