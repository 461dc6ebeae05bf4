// Package corepos gives the tests of package svg and the tour a
// core.Position for each game's *Position while the game packages do not
// implement core.Position themselves yet (issue 10). Of returns its
// argument as it is once they do, and then this package can go.
//
// The adapter implements what the renderer reads (Variant, Geometry,
// Sides, SideName, PieceName, Side, At, Pieces, King, InCheck, and the
// Sittuyin hands' InSetup and InHand and Qi Guo's DefeatedBy); every other
// method of core.Position panics, which also proves the renderer calls
// nothing else.
package corepos

import (
	"fmt"
	"iter"

	"github.com/chaturanga-go/chaturanga/chator"
	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/makruk"
	"github.com/chaturanga-go/chaturanga/qiguo"
	"github.com/chaturanga-go/chaturanga/shatranj"
	"github.com/chaturanga-go/chaturanga/sittuyin"
)

// Of returns p as a core.Position: p itself if it implements it, else an
// adapter over one of the five games' *Position. It panics for anything
// else.
func Of(p any) core.Position {
	if cp, ok := p.(core.Position); ok {
		return cp
	}
	a := &adapter{g: core.Geometry{Files: 8, Ranks: 8}, sideName: twoSides}
	switch q := p.(type) {
	case *makruk.Position:
		a.q, a.variant, a.names = q, "makruk", map[core.Kind]string{
			core.King: "khun", core.Ferz: "met", core.Silver: "khon", core.Knight: "ma", core.Rook: "rua", core.Pawn: "bia"}
	case *shatranj.Position:
		a.q, a.variant, a.names = q, "shatranj", map[core.Kind]string{
			core.King: "shah", core.Ferz: "ferz", core.Alfil: "alfil", core.Knight: "asb", core.Rook: "rukh", core.Pawn: "baidaq"}
	case *sittuyin.Position:
		a.q, a.variant, a.names = q, "sittuyin", map[core.Kind]string{
			core.King: "min-gyi", core.Ferz: "sit-ke", core.Silver: "sin", core.Knight: "myin", core.Rook: "yahhta", core.Pawn: "ne"}
	case *chator.Position:
		a.q, a.variant, a.names = q, "chator", map[core.Kind]string{
			core.King: "raja", core.Queen: "mantri", core.Bishop: "gajah", core.Ferz: "mantri", core.Silver: "gajah",
			core.Knight: "kuda", core.Rook: "tor", core.Pawn: "bidak"}
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
	switch q := p.(type) {
	case *sittuyin.Position:
		return &withHands{a, q}
	case *qiguo.Position:
		return &withDefeats{a, q}
	}
	return a
}

// withHands adds a Sittuyin position's hands.
type withHands struct {
	*adapter
	p *sittuyin.Position
}

func (a *withHands) InSetup() bool                        { return a.p.InSetup() }
func (a *withHands) InHand(c core.Color, k core.Kind) int { return a.p.InHand(c, k) }

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
