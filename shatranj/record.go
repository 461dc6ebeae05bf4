package shatranj

import (
	"github.com/chaturanga-go/chaturanga/internal/movetext"
	"github.com/chaturanga-go/chaturanga/notation"
)

// ReadRecord replays a PGN record (see notation.PGNReader) under rule set r
// and returns the game. It reads the record as pychess-variants writes it:
// a Variant tag of "shatranj" in any case (or none), a FEN tag for a
// set-up start, and the main line in Fairy-Stockfish's SAN ("Qf2",
// "Bxg4", "e1=Q"), read leniently (SAN in other common spellings and
// coordinate moves are accepted too). Move numbers are not checked:
// pychess-variants numbers a set-up game's moves from 1 whatever its FEN
// says, Fairy-Stockfish from the FEN's move number, and both read. Comments
// and variations stay in the record; the game holds the main line. An
// error wraps the position's *core.MoveError or *core.ParseError and names
// the move.
func ReadRecord(rec *notation.Record, r Rules) (*Game, error) {
	return records(r).Read("shatranj.ReadRecord", rec)
}

// NewRecord returns game g as a PGN record with the tags pychess-variants
// uses (Variant "shatranj", and FEN with SetUp "1" when the game does not
// start from the start position), the Result of the game's outcome, the
// moves in Fairy-Stockfish's SAN numbered from the start position's move
// number, and the extra tags given (Event, White, ... in pairs of name and
// value). Write it with notation.AppendPGN.
func NewRecord(g *Game, tags ...notation.Tag) *notation.Record {
	start := g.Start()
	return records(start.Rules()).New(g, tags)
}

// records returns the record helpers for rule set r.
func records(r Rules) *movetext.Records[Position, *Position] {
	return &movetext.Records[Position, *Position]{Variant: "shatranj", StartFEN: StartFEN(r), Parse: func(fen string) (Position, error) { return ParseFEN(fen, r) }}
}
