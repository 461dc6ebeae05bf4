package notate

import (
	"errors"
	"strconv"
	"strings"

	"github.com/chaturanga-go/chaturanga/core"
)

// LegalSAN returns the SAN of each of p's legal moves, in the order of
// p.LegalMoves, as ffish.js's legalMovesSan lists them.
func LegalSAN(p core.Position) []string {
	out := []string{}
	for m := range p.LegalMoves() {
		out = append(out, p.SAN(m))
	}
	return out
}

// A Numbering gives the move number written before the move at ply (from
// 0) of a line: "12." or "12...", or "" for none; interrupted is true for
// the line's first move. A game's PGN records number their moves with the
// same function (notation.PGNStyle.Number).
type Numbering func(ply int, interrupted bool) string

// TwoPlayer is the numbering of two-player PGN from a position with move
// number fullmove and the side to move black or not: "n." before White's
// moves, "n..." before the first move when it is Black's.
func TwoPlayer(fullmove int, black bool) Numbering {
	first := max(fullmove, 1)
	return func(ply int, interrupted bool) string {
		if black {
			ply++
		}
		num := first + ply/2
		switch {
		case ply%2 == 0:
			return strconv.Itoa(num) + "."
		case interrupted:
			return strconv.Itoa(num) + "..."
		}
		return ""
	}
}

// VariationSAN returns the SAN of the line moves played from p, numbered
// by number, as python-chess's Board.variation_san and ffish.js's
// variationSan write it: "1. e4 e5 2. Nf3", "1...e5 2. Nf3" (a space after
// "n.", none after "n..."). p is not changed.
//
// A move of the line that cannot be played is an error: the
// *core.MoveError that playing it gives, with Op op, and its message
// saying which move of the line it is ("move 3 of the line (2.): ...").
func VariationSAN(op string, p core.Position, moves []core.Move, number Numbering) (string, error) {
	sans, err := LineSAN(op, p, moves, number)
	if err != nil {
		return "", err
	}
	return JoinLine(sans, number), nil
}

// LineSAN plays the line moves from a clone of p and returns the SAN of
// each; see [VariationSAN] for its errors.
func LineSAN(op string, p core.Position, moves []core.Move, number Numbering) ([]string, error) {
	q := p.Clone()
	sans := make([]string, len(moves))
	for i, m := range moves {
		sans[i] = q.SAN(m)
		if err := q.PlayMove(m); err != nil {
			return nil, LineError(op, i, number(i, true), err)
		}
	}
	return sans, nil
}

// JoinLine joins the SAN of a line's moves with their numbers.
func JoinLine(sans []string, number Numbering) string {
	var b strings.Builder
	for i, s := range sans {
		if i > 0 {
			b.WriteByte(' ')
		}
		if n := number(i, i == 0); n != "" {
			b.WriteString(n)
			if !strings.HasSuffix(n, "...") {
				b.WriteByte(' ')
			}
		}
		b.WriteString(s)
	}
	return b.String()
}

// LineError returns err, the error of playing the i-th move (from 0) of
// a line, numbered tag ("2." or "2..."), as the error of op: a copy of its
// *core.MoveError whose message starts by saying which move of the line
// failed, or err itself if it is not one.
func LineError(op string, i int, tag string, err error) error {
	var me *core.MoveError
	if !errors.As(err, &me) {
		return err
	}
	e := *me
	e.Op = op
	e.Msg = "move " + strconv.Itoa(i+1) + " of the line"
	if tag != "" {
		e.Msg += " (" + tag + ")"
	}
	if me.Msg != "" {
		e.Msg += ": " + me.Msg
	}
	return &e
}
