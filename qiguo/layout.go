package qiguo

import (
	"strings"

	"github.com/chaturanga-go/chaturanga/core"
)

// layout is the start placement of QG-5 by seat: for each kind, its
// points. Each army is a triangle of rows 7-5-3-1-1 from its edge toward
// the centre, the general in the middle of the edge row.
var layout = [NumStates]map[core.Kind]string{
	West:      {General: "a10", Pian: "a11", Bi: "a9", Cannon: "b10", Crossbow: "c10", Dao: "c9 c11", Bow: "d10", GoBetween: "e10", Sword: "a8 a12 b9 b11", Horseman: "a7 a13 b8 b12"},
	SouthWest: {General: "f1", Pian: "e1", Bi: "g1", Cannon: "f2", Crossbow: "f3", Dao: "e3 g3", Bow: "f4", GoBetween: "f5", Sword: "d1 e2 g2 h1", Horseman: "c1 d2 h2 i1"},
	SouthEast: {General: "n1", Pian: "m1", Bi: "o1", Cannon: "n2", Crossbow: "n3", Dao: "m3 o3", Bow: "n4", GoBetween: "n5", Sword: "l1 m2 o2 p1", Horseman: "k1 l2 p2 q1"},
	EastSouth: {General: "s6", Pian: "s5", Bi: "s7", Cannon: "r6", Crossbow: "q6", Dao: "q5 q7", Bow: "p6", GoBetween: "o6", Sword: "r5 r7 s4 s8", Horseman: "r4 r8 s3 s9"},
	EastNorth: {General: "s14", Pian: "s13", Bi: "s15", Cannon: "r14", Crossbow: "q14", Dao: "q13 q15", Bow: "p14", GoBetween: "o14", Sword: "r13 r15 s12 s16", Horseman: "r12 r16 s11 s17"},
	NorthEast: {General: "n19", Pian: "o19", Bi: "m19", Cannon: "n18", Crossbow: "n17", Dao: "m17 o17", Bow: "n16", GoBetween: "n15", Sword: "l19 m18 o18 p19", Horseman: "k19 l18 p18 q19"},
	NorthWest: {General: "f19", Pian: "g19", Bi: "e19", Cannon: "f18", Crossbow: "f17", Dao: "e17 g17", Bow: "f16", GoBetween: "f15", Sword: "d19 e18 g18 h19", Horseman: "c19 d18 h18 i19"},
}

// startPlacement returns the start pieces under r (QG-5, with
// ElephantChessLayout's swap of the southern pian and bi).
func startPlacement(r Rules) map[core.Square]core.Piece {
	out := make(map[core.Square]core.Piece, NumStates*17)
	for c := range core.Color(NumStates) {
		for k, squares := range layout[c] {
			if r.ElephantChessLayout && (c == SouthWest || c == SouthEast) {
				switch k {
				case Pian:
					k = Bi
				case Bi:
					k = Pian
				}
			}
			for _, s := range strings.Fields(squares) {
				out[core.MustParseSquare(s)] = core.MakePiece(c, k)
			}
		}
	}
	return out
}

// StartBoard returns the board field of the start position under r: the
// first field of [StartFEN]. It panics as [StartPosition] does.
func StartBoard(r Rules) string {
	p := StartPosition(r)
	return string(p.appendBoard(nil))
}

// StartFEN returns the position string of the start position under r. It
// panics as [StartPosition] does.
func StartFEN(r Rules) string {
	p := StartPosition(r)
	return p.FEN()
}

// ElephantChessStart is elephantchess.io's published start position (its
// board field): the board field of the start position under WikipediaNames
// and ElephantChessLayout, as [ElephantChess] sets up.
const ElephantChessStart = "2dNdSdBdQdRdSdN1pNpSpBpQpRpSpN2/3dNdSdCdSdN3pNpSpCpSpN3/4dAdWdA5pApWpA3gN/5dH7pH3gNgS/5dG7pG2gAgSgB/14gGgHgWgCgQ/wN15gAgSgR/wSwN15gNgS/wRwSwA15gN/wQwCwWwHwG14/wBwSwA15bN/wSwN15bNbS/wN15bAbSbB/14bGbHbWbCbQ/5rG7oG2bAbSbR/5rH7oH3bNbS/4rArWrA5oAoWoA3bN/3rNrSrCrSrN3oNoSoCoSoN3/2rNrSrBrQrRrSrN1oNoSoBoQoRoSoN2"

// StartPosition returns the start position under r: every state's army
// in place (QG-5), Qin to move, no captures. The zero Rules is Default
// (the position's Rules are then Default itself). It panics if r does not
// pass [Rules.Validate]: Rules are built in code, and text comes through
// [ParseRules], which validates.
func StartPosition(r Rules) Position {
	if err := r.Validate(); err != nil {
		panic("qiguo.StartPosition: " + err.Error())
	}
	r = r.normal()
	p := newPosition(r)
	placed := startPlacement(r)
	for sq := range geometry.Squares() {
		if pc, ok := placed[sq]; ok {
			p.put(pc, cellOf(sq))
		}
	}
	p.finishSetup()
	return p
}
