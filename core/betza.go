package core

import (
	"slices"
	"strconv"
	"strings"
)

// String returns the atom in Betza's notation, as the chess-variant
// literature and Fairy-Stockfish's piece definitions write moves: a capital
// for the leap ("W" one step orthogonally, "F" diagonally, "D", "N", "A",
// "H", "C", "Z", "G" for the longer leaps, "K" for W and F together, or
// "(2,4)" for a leap without a letter); a rider doubles it or takes its
// range ("R" and "B" for the rook's and the bishop's lines, "Q" for both,
// "R4", "Q5" for a limited range, "NN" for the nightrider); lower-case
// modifiers before it restrict it ("f" forward, "b" backward, "l" left,
// "r" right, "v" for f and b, "s" for l and r, "ff" and the like for the
// narrow or wide pairs of an oblique leap; "m" moves without capturing,
// "c" only captures). A subset of directions no modifier names is written
// as several atoms ("flFbrF"). The cannon's [Hop] is "mRcpR" (it moves as
// a rook and captures by hopping, "p", over a screen). A [LamePath] is
// written in the multi-leg extension (XBetza): the first step's atom, then
// for each further step "a" and its direction relative to the step before
// ("f" straight on, "fs" 45 degrees to either side, "s" 90 degrees), one
// term per point where the piece may stop: a xiangqi horse is "afsW". The
// directions of an atom that is not [Atom.Forward] are read from White's
// side of the board (up the ranks is forward). The zero Atom is "".
//
// A piece's whole movement is [Movement.String], such as "fmWfcF" for the
// pawn of the historical games or "FfW" for Makruk's khon.
func (a Atom) String() string {
	var b strings.Builder
	a.appendBetza(&b)
	return b.String()
}

// String returns the movement in Betza's notation: the atoms' texts (see
// [Atom.String]) one after another, "RNF" for the ai-wok, "FfW" for the
// khon, "fmWfcF" for the pawn. A nil Movement is "".
func (mv Movement) String() string {
	var b strings.Builder
	for i := range mv {
		mv[i].appendBetza(&b)
	}
	return b.String()
}

// A betzaShape is the class of a leap: its two distances, smaller first
// (W is {0,1}, N {1,2}).
type betzaShape struct{ lo, hi int }

func shapeOf(o Offset) betzaShape {
	x, y := absInt(o.File), absInt(o.Rank)
	return betzaShape{min(x, y), max(x, y)}
}

func absInt(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

var betzaLetters = map[betzaShape]byte{
	{0, 1}: 'W', {1, 1}: 'F', {0, 2}: 'D', {1, 2}: 'N', {2, 2}: 'A',
	{0, 3}: 'H', {1, 3}: 'C', {2, 3}: 'Z', {3, 3}: 'G',
}

// letter returns the atom letter of a shape, or "(lo,hi)".
func (s betzaShape) letter() string {
	if c, ok := betzaLetters[s]; ok {
		return string(c)
	}
	return "(" + strconv.Itoa(s.lo) + "," + strconv.Itoa(s.hi) + ")"
}

// appendBetza writes the atom.
func (a *Atom) appendBetza(b *strings.Builder) {
	if len(a.paths) == 0 {
		return
	}
	if a.kind == pathAtom {
		a.appendLegs(b)
		return
	}
	mode := ""
	switch a.mode {
	case MoveOnly:
		mode = "m"
	case CaptureOnly:
		mode = "c"
	}
	// The offsets by shape, in the order of the letters' table.
	groups := map[betzaShape][]Offset{}
	var shapes []betzaShape
	for _, p := range a.paths {
		if len(p) == 0 || p[0] == (Offset{}) {
			continue
		}
		s := shapeOf(p[0])
		if _, ok := groups[s]; !ok {
			shapes = append(shapes, s)
		}
		if !slices.Contains(groups[s], p[0]) {
			groups[s] = append(groups[s], p[0])
		}
	}
	// by the longer distance, then the shorter: an insertion sort (a piece
	// has a few shapes), which spares the wasm module a sort of its own
	for i := 1; i < len(shapes); i++ {
		for j := i; j > 0 && (shapes[j].hi < shapes[j-1].hi || shapes[j].hi == shapes[j-1].hi && shapes[j].lo < shapes[j-1].lo); j-- {
			shapes[j], shapes[j-1] = shapes[j-1], shapes[j]
		}
	}
	w, f := betzaShape{0, 1}, betzaShape{1, 1}
	// W and F in every direction together are K (a leap) or Q (a ride).
	compound := a.kind != hopAtom && len(groups[w]) == 4 && len(groups[f]) == 4
	for _, s := range shapes {
		if compound && s == f {
			continue
		}
		name := s.letter()
		switch {
		case compound && s == w:
			name = "K"
			if a.kind == rideAtom {
				name = "Q"
			}
		case a.kind == rideAtom || a.kind == hopAtom:
			switch s {
			case w:
				name = "R"
			case f:
				name = "B"
			default:
				if a.kind == hopAtom || a.rng == 0 {
					name += name
				}
			}
		}
		if a.kind == rideAtom && a.rng > 0 {
			name += strconv.Itoa(a.rng)
		}
		for _, dirs := range directionMods(s, groups[s], compound && s == w) {
			switch {
			case a.kind == hopAtom && a.mode == MoveOnly:
				b.WriteString(dirs + "m" + name)
			case a.kind == hopAtom && a.mode == CaptureOnly:
				b.WriteString(dirs + "cp" + name)
			case a.kind == hopAtom:
				b.WriteString(dirs + "m" + name + dirs + "cp" + name)
			default:
				b.WriteString(dirs + mode + name)
			}
		}
	}
}

// directionMods returns the direction modifiers that name the offsets offs
// of shape s, one string per atom to write ("" for every direction). all8
// is set for K and Q, whose W offsets stand for both shapes (written only
// when every direction is there).
func directionMods(s betzaShape, offs []Offset, all8 bool) []string {
	if all8 {
		return []string{""}
	}
	want := len(Symmetric(s.lo, s.hi))
	if len(offs) == want {
		return []string{""}
	}
	has := map[Offset]bool{}
	for _, o := range offs {
		has[o] = true
	}
	var out []string
	take := func(name string, set ...Offset) {
		for _, o := range set {
			if !has[o] {
				return
			}
		}
		for _, o := range set {
			delete(has, o)
		}
		out = append(out, name)
	}
	d, e := s.hi, s.lo
	switch {
	case e == 0: // orthogonal: f b l r, v = f+b, s = l+r
		var mods string
		f, bk, l, r := has[Offset{0, d}], has[Offset{0, -d}], has[Offset{-d, 0}], has[Offset{d, 0}]
		switch {
		case f && bk:
			mods += "v"
		case f:
			mods += "f"
		case bk:
			mods += "b"
		}
		switch {
		case l && r:
			mods += "s"
		case l:
			mods += "l"
		case r:
			mods += "r"
		}
		return []string{mods}
	case e == d: // diagonal: fl fr bl br, f b l r for the pairs
		take("f", Offset{-d, d}, Offset{d, d})
		take("b", Offset{-d, -d}, Offset{d, -d})
		take("l", Offset{-d, d}, Offset{-d, -d})
		take("r", Offset{d, d}, Offset{d, -d})
		take("fl", Offset{-d, d})
		take("fr", Offset{d, d})
		take("bl", Offset{-d, -d})
		take("br", Offset{d, -d})
	default: // oblique: halves, then pairs, then single moves
		take("f", Offset{-e, d}, Offset{e, d}, Offset{-d, e}, Offset{d, e})
		take("b", Offset{-e, -d}, Offset{e, -d}, Offset{-d, -e}, Offset{d, -e})
		take("l", Offset{-e, d}, Offset{-e, -d}, Offset{-d, e}, Offset{-d, -e})
		take("r", Offset{e, d}, Offset{e, -d}, Offset{d, e}, Offset{d, -e})
		take("ff", Offset{-e, d}, Offset{e, d})
		take("bb", Offset{-e, -d}, Offset{e, -d})
		take("ll", Offset{-d, e}, Offset{-d, -e})
		take("rr", Offset{d, e}, Offset{d, -e})
		take("fs", Offset{-d, e}, Offset{d, e})
		take("bs", Offset{-d, -e}, Offset{d, -e})
		take("lv", Offset{-e, d}, Offset{-e, -d})
		take("rv", Offset{e, d}, Offset{e, -d})
		take("ffl", Offset{-e, d})
		take("ffr", Offset{e, d})
		take("bbl", Offset{-e, -d})
		take("bbr", Offset{e, -d})
		take("fll", Offset{-d, e})
		take("frr", Offset{d, e})
		take("bll", Offset{-d, -e})
		take("brr", Offset{d, -e})
	}
	return out
}

// appendLegs writes a lame path in XBetza's multi-leg notation: for each
// number of steps where the piece may stop, the paths' first steps as an
// atom with their directions, then "a" and each further step's turn.
func (a *Atom) appendLegs(b *strings.Builder) {
	longest := 0
	for _, p := range a.paths {
		longest = max(longest, len(p))
	}
	mode := ""
	switch a.mode {
	case MoveOnly:
		mode = "m"
	case CaptureOnly:
		mode = "c"
	}
	for k := max(a.minStop, 1); k <= longest; k++ {
		// The paths cut at k steps, grouped by their turns.
		type key struct {
			shape betzaShape
			turns string
		}
		groups := map[key][]Offset{}
		var keys []key
		for _, p := range a.paths {
			if len(p) < k {
				continue
			}
			turns, ok := legTurns(p[:k])
			if !ok {
				b.WriteString(pathText(p[:k]))
				continue
			}
			kk := key{shapeOf(p[0]), turns}
			if _, seen := groups[kk]; !seen {
				keys = append(keys, kk)
			}
			if !slices.Contains(groups[kk], p[0]) {
				groups[kk] = append(groups[kk], p[0])
			}
		}
		// Mirror pairs (a turn to the left and the same to the right from
		// the same first steps) are one term with "s".
		done := map[key]bool{}
		for _, kk := range keys {
			if done[kk] {
				continue
			}
			done[kk] = true
			turns := kk.turns
			mirror := key{kk.shape, mirrorTurns(kk.turns)}
			if mirror != kk && sameSet(groups[mirror], groups[kk]) {
				done[mirror] = true
				turns = sideTurns(kk.turns)
			}
			for _, dirs := range directionMods(kk.shape, groups[kk], false) {
				b.WriteString(dirs + turns + mode + kk.shape.letter())
			}
		}
	}
}

// legTurns returns the turns of a path of unit steps (W or F) as XBetza's
// legs, "a" and the direction of each step relative to the one before:
// "af" straight on, "afl"/"afr" 45 degrees, "al"/"ar" 90, "abl"/"abr" 135,
// "ab" back. ok is false for a path of longer steps.
func legTurns(p []Offset) (string, bool) {
	var s strings.Builder
	for i, o := range p {
		if shapeOf(o).hi != 1 {
			return "", false
		}
		if i == 0 {
			continue
		}
		s.WriteString("a" + turnName(angle(p[i-1]), angle(o)))
	}
	return s.String(), true
}

// angle returns the direction of a unit step in eighths of a turn,
// counter-clockwise from straight up the ranks.
func angle(o Offset) int {
	dirs := [8]Offset{{0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}, {1, 0}, {1, 1}}
	for i, d := range dirs {
		if d == o {
			return i
		}
	}
	return 0
}

// turnName names the turn from direction x to direction y (in eighths,
// counter-clockwise) as seen by the moving piece: left is
// counter-clockwise.
func turnName(x, y int) string {
	return [8]string{"f", "fl", "l", "bl", "b", "br", "r", "fr"}[(y-x+8)%8]
}

// mirrorTurns swaps left and right in a leg text.
func mirrorTurns(s string) string {
	return strings.Map(func(r rune) rune {
		switch r {
		case 'l':
			return 'r'
		case 'r':
			return 'l'
		}
		return r
	}, s)
}

// sideTurns writes both sides of a turn as "s": "afl" and "afr" are "afs".
func sideTurns(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c == 'l' || c == 'r' {
			b[i] = 's'
		}
	}
	return string(b)
}

func sameSet(x, y []Offset) bool {
	if len(x) != len(y) {
		return false
	}
	for _, o := range x {
		if !slices.Contains(y, o) {
			return false
		}
	}
	return true
}

// pathText writes a path of steps that are not unit steps as its offsets,
// "(1,2)(1,2)": Betza has no word for it.
func pathText(p []Offset) string {
	var s strings.Builder
	for _, o := range p {
		s.WriteString("(" + strconv.Itoa(o.File) + "," + strconv.Itoa(o.Rank) + ")")
	}
	return s.String()
}
