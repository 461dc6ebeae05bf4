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
// "shatar" (any case), and a Result tag must agree with the result that
// ends the movetext (else an error wrapping core.ErrSyntax naming both).
// Comments and variations stay in the record; the game holds the main
// line. An error about a move wraps the position's *core.MoveError and
// names the ply; the game up to that move is returned with it.
func ReadRecord(rec *notation.Record, r Rules) (*Game, error) {
	const op = "shatar.ReadRecord"
	if rec == nil {
		return nil, &core.ParseError{Op: op, Offset: -1, Msg: "no record", Err: core.ErrSyntax}
	}
	if v, ok := rec.Get("Rules"); ok {
		var err error
		if r, err = ParseRules(v); err != nil {
			pe := err.(*core.ParseError)
			return nil, &core.ParseError{Op: op, Input: v, Field: "Rules tag", Offset: pe.Offset, Line: rec.Line, Msg: pe.Msg, Err: pe.Err}
		}
	} else if err := r.Validate(); err != nil {
		return nil, err
	}
	if res, ok := rec.Get("Result"); ok && rec.Result != "" && res != rec.Result {
		return nil, &core.ParseError{Op: op, Input: res, Field: "Result tag", Offset: -1, Line: rec.Line,
			Msg: "the Result tag says " + res + " but the movetext ends " + rec.Result, Err: core.ErrSyntax}
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
	rec := records(start.Rules()).New(g, tags)
	rec.Set("Rules", start.Rules().String())
	if o := g.Outcome(); o.IsOver() {
		rec.Set("Termination", o.Reason.String())
	}
	return rec
}

// records returns the record helpers for rule set r.
func records(r Rules) *movetext.Records[Position, *Position] {
	return &movetext.Records[Position, *Position]{Variant: "shatar", StartFEN: startFEN,
		Parse: func(fen string) (Position, error) { return ParseFEN(strings.TrimSpace(fen), r) }}
}
