package movetext

import (
	"slices"
	"strconv"
	"strings"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/notation"
)

// A RecordPosition is what game records need from a two-player game's
// position type P (implemented by *P).
type RecordPosition[P any] interface {
	core.State[P]
	ParseLenient(s string) (core.Move, error)
	SAN(m core.Move) string
	FEN() string
	FullmoveNumber() int
	Side() core.Color
}

// A Records describes one game's PGN records: its Variant tag, its start
// FEN, how to read a FEN, and the movetext style (nil for chess's
// numbering) for a game starting from a position.
type Records[P any, S RecordPosition[P]] struct {
	Variant  string
	StartFEN string
	Parse    func(fen string) (P, error)
	Style    func(start S) *notation.PGNStyle
}

// Read replays the main line of rec, read leniently, from the start
// position or the FEN tag. See the games' ReadRecord.
func (rs *Records[P, S]) Read(op string, rec *notation.Record) (*core.Game[P, S], error) {
	if v, ok := rec.Get("Variant"); ok && !strings.EqualFold(v, rs.Variant) {
		return nil, &core.ParseError{Op: op, Input: v, Field: "Variant tag", Offset: -1, Line: rec.Line, Msg: "not a " + rs.Variant + " game", Err: core.ErrUnknown}
	}
	start := rs.StartFEN
	if f, ok := rec.Get("FEN"); ok {
		start = f
	}
	p, err := rs.Parse(start)
	if err != nil {
		return nil, err
	}
	if rs.Style != nil {
		if s := rs.Style(&p); s != nil {
			rec.Style = s
		}
	}
	g := core.NewGame[P, S](p)
	for i, mv := range rec.Moves {
		cur := g.Position()
		m, err := S(&cur).ParseLenient(mv.Text)
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

// New returns g as a record: the tags given (copied), Variant, FEN and
// SetUp for a set-up start, the moves in SAN numbered from the start, and
// the result of the game's outcome, or of the Result tag given for a game
// that ended by a claim or agreement.
func (rs *Records[P, S]) New(g *core.Game[P, S], tags []notation.Tag) *notation.Record {
	start := g.Start()
	rec := &notation.Record{Tags: slices.Clone(tags), FirstMove: S(&start).FullmoveNumber(), BlackFirst: S(&start).Side() == core.Black}
	if rs.Style != nil {
		rec.Style = rs.Style(&start)
	}
	rec.Set("Variant", rs.Variant)
	if fen := S(&start).FEN(); fen != rs.StartFEN {
		rec.Set("FEN", fen)
		rec.Set("SetUp", "1")
	}
	p := start
	for _, m := range g.Moves() {
		rec.Moves = append(rec.Moves, notation.RecordMove{Text: S(&p).SAN(m)})
		p, _ = S(&p).Play(m) // the game's moves are legal
	}
	o := g.Outcome()
	rec.Result = o.Result()
	if res, ok := rec.Get("Result"); ok && !o.IsOver() {
		rec.Result = res
	}
	rec.Set("Result", rec.Result)
	return rec
}
