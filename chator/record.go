package chator

import (
	"github.com/chaturanga-go/chaturanga/internal/movetext"
	"github.com/chaturanga-go/chaturanga/notation"
)

// ReadRecord replays a PGN record (see notation.PGNReader) under rule set r
// and returns the game. The record is read as the other 8x8 games' are:
// a Variant tag of "chator" in any case (or none), a FEN tag (with this
// package's extension fields) for a set-up start, and the main line in
// SAN-like text ("Nf3", "exd6xe6", "b7=N") or coordinate moves, read
// leniently. The rule set is the caller's: no tag names a region's rules,
// so keep it with the game (an Event or a custom tag) if it matters.
// Comments and variations stay in the record; the game holds the main
// line. An error wraps the position's *core.MoveError or *core.ParseError
// and names the move.
func ReadRecord(rec *notation.Record, r Rules) (*Game, error) {
	return records(r).Read("chator.ReadRecord", rec)
}

// NewRecord returns game g as a PGN record: Variant "chator", FEN and SetUp
// when the game does not start from the start position, the moves in
// SAN, the Result of the game's outcome (or of the Result tag given, for a
// game ended by a claim), and the extra tags given.
func NewRecord(g *Game, tags ...notation.Tag) *notation.Record {
	start := g.Start()
	return records(start.Rules()).New(g, tags)
}

// records returns the record helpers for rule set r.
func records(r Rules) *movetext.Records[Position, *Position] {
	return &movetext.Records[Position, *Position]{Variant: "chator", StartFEN: startFEN, Parse: func(fen string) (Position, error) { return ParseFEN(fen, r) }}
}
