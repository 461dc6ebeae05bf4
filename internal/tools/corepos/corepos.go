// Package corepos gives the tests of package svg and the tour a
// core.Position for a game's *Position while its package does not
// implement core.Position itself yet (issue 10): Makruk's and Qi Guo's,
// the others do. Of returns its argument as it is once they do, and then
// this package can go (pass &p where corepos.Of(&p) stands).
//
// The adapter implements what the renderer reads (Variant, Geometry,
// Sides, SideName, PieceName, Side, At, Pieces, King, InCheck, and Qi
// Guo's DefeatedBy); every other method of core.Position panics, which
// also proves the renderer calls nothing else.
package corepos

import (
	"fmt"
	"iter"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/makruk"
	"github.com/chaturanga-go/chaturanga/qiguo"
)

// Of returns p as a core.Position: p itself if it implements it, else an
// adapter over a *makruk.Position or a *qiguo.Position. It panics for
// anything else.
func Of(p any) core.Position {
	if cp, ok := p.(core.Position); ok {
		return cp
	}
	a := &adapter{g: core.Geometry{Files: 8, Ranks: 8}, sideName: twoSides}
	switch q := p.(type) {
	case *makruk.Position:
		a.q, a.variant, a.names = q, "makruk", map[core.Kind]string{
			core.King: "khun", core.Ferz: "met", core.Silver: "khon", core.Knight: "ma", core.Rook: "rua", core.Pawn: "bia"}
	case *qiguo.Position:
		r := q.Rules()
		a.q, a.variant, a.g, a.sideName = q, "qiguo", core.Geometry{Files: 19, Ranks: 19}, r.StateName
		a.king, a.names = core.Queen, map[core.Kind]string{
			core.Queen: "general", core.Rook: "pian", core.Bishop: "bi", core.Bow: "bow", core.Crossbow: "crossbow",
			core.Ferz: "dao", core.Wazir: "sword", core.Cannon: "cannon", core.Horseman: "horseman",
			core.GoBetween: "go-between", core.Zhou: "zhou"}
	default:
		panic(fmt.Sprintf("corepos: %T is not a position of the library", p))
	}
	if a.king == core.NoKind {
		a.king = core.King
	}
	if q, ok := p.(*qiguo.Position); ok {
		return &withDefeats{a, q}
	}
	return a
}

// withDefeats adds a Qi Guo position's defeats.
type withDefeats struct {
	*adapter
	p *qiguo.Position
}

func (a *withDefeats) DefeatedBy(c core.Color) (core.Color, bool) { return a.p.DefeatedBy(c) }

// concrete is what every game's *Position has today.
type concrete interface {
	At(sq core.Square) core.Piece
	Side() core.Color
	InCheck() bool
	Pieces() iter.Seq2[core.Square, core.Piece]
	Sides() int
}

type adapter struct {
	core.Position // nil: the methods not written here panic

	q        concrete
	variant  string
	g        core.Geometry
	names    map[core.Kind]string
	sideName func(core.Color) string
	king     core.Kind
}

func twoSides(c core.Color) string {
	switch c {
	case core.White:
		return "white"
	case core.Black:
		return "black"
	}
	return ""
}

func (a *adapter) Variant() string                            { return a.variant }
func (a *adapter) Geometry() core.Geometry                    { return a.g }
func (a *adapter) Sides() int                                 { return a.q.Sides() }
func (a *adapter) SideName(c core.Color) string               { return a.sideName(c) }
func (a *adapter) PieceName(p core.Piece) string              { return a.names[p.Kind()] }
func (a *adapter) Side() core.Color                           { return a.q.Side() }
func (a *adapter) At(sq core.Square) core.Piece               { return a.q.At(sq) }
func (a *adapter) Pieces() iter.Seq2[core.Square, core.Piece] { return a.q.Pieces() }
func (a *adapter) InCheck() bool                              { return a.q.InCheck() }

// King returns the lowest square of side c's king (general).
func (a *adapter) King(c core.Color) core.Square {
	for sq, pc := range a.q.Pieces() {
		if pc == core.MakePiece(c, a.king) {
			return sq
		}
	}
	return core.NoSquare
}

// String names the adapter's game (fmt would otherwise call the nil
// embedded interface's String).
func (a *adapter) String() string { return a.variant + " position (adapted)" }
