package shatranj

import (
	"slices"
	"strconv"
	"strings"

	"github.com/chaturanga-go/chaturanga/core"
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
	const op = "shatranj.ReadRecord"
	if v, ok := rec.Get("Variant"); ok && !strings.EqualFold(v, "shatranj") {
		return nil, &core.ParseError{Op: op, Input: v, Field: "Variant tag", Offset: -1, Line: rec.Line, Msg: "not a shatranj game", Err: core.ErrUnknown}
	}
	start := StartFEN
	if f, ok := rec.Get("FEN"); ok {
		start = f
	}
	p, err := ParseFEN(start, r)
	if err != nil {
		return nil, err
	}
	g := NewGame(p)
	for i, mv := range rec.Moves {
		cur := g.Position()
		m, err := cur.ParseLenient(mv.Text)
		if err == nil {
			err = g.Play(m)
		}
		if err != nil {
			if me, ok := err.(*core.MoveError); ok {
				me.Op = op + " (ply " + strconv.Itoa(i+1) + ")"
			}
			return g, err
		}
	}
	return g, nil
}

// NewRecord returns game g as a PGN record with the tags pychess-variants
// uses (Variant "shatranj", and FEN with SetUp "1" when the game does not
// start from the start position), the Result of the game's outcome, the
// moves in Fairy-Stockfish's SAN numbered from the start position's move
// number, and the extra tags given (Event, White, ... in pairs of name and
// value). Write it with notation.AppendPGN.
func NewRecord(g *Game, tags ...notation.Tag) *notation.Record {
	start := g.Start()
	rec := &notation.Record{Tags: slices.Clone(tags), FirstMove: start.FullmoveNumber(), BlackFirst: start.Side() == core.Black}
	rec.Set("Variant", "shatranj")
	if fen := start.FEN(); fen != StartFEN {
		rec.Set("FEN", fen)
		rec.Set("SetUp", "1")
	}
	p := start
	for _, m := range g.Moves() {
		rec.Moves = append(rec.Moves, notation.RecordMove{Text: p.SAN(m)})
		p.MakeMove(m)
	}
	// A game ended by the rules (checkmate, stalemate, bare king) has its
	// result; one ended by a claim (repetition, the 70-move rule) or by
	// agreement keeps the Result tag given.
	rec.Result = g.Outcome().Result()
	if res, ok := rec.Get("Result"); ok && !g.Outcome().IsOver() {
		rec.Result = res
	}
	rec.Set("Result", rec.Result)
	return rec
}
