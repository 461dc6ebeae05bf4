package core

import "testing"

func TestBetza(t *testing.T) {
	o := func(f, r int) Offset { return Offset{f, r} }
	// The xiangqi horse: one step orthogonally, then one diagonally outward.
	var horse [][]Offset
	for _, d := range Orthogonal() {
		for _, side := range []int{1, -1} {
			horse = append(horse, []Offset{d, {d.File + side*d.Rank, d.Rank + side*d.File}})
		}
	}
	for _, c := range []struct {
		atom Atom
		want string
	}{
		{Atom{}, ""},
		{Leap(Orthogonal()...), "W"},
		{Leap(Diagonal()...), "F"},
		{Leap(AllDirs()...), "K"},
		{Leap(Symmetric(0, 2)...), "D"},
		{Leap(Symmetric(1, 2)...), "N"},
		{Leap(Symmetric(2, 2)...), "A"},
		{Leap(Symmetric(0, 3)...), "H"},
		{Leap(Symmetric(1, 3)...), "C"},
		{Leap(Symmetric(2, 3)...), "Z"},
		{Leap(Symmetric(3, 3)...), "G"},
		{Leap(Symmetric(1, 4)...), "(1,4)"},
		{Ride(0, Orthogonal()...), "R"},
		{Ride(0, Diagonal()...), "B"},
		{Ride(0, AllDirs()...), "Q"},
		{Ride(4, AllDirs()...), "Q4"},
		{Ride(2, Orthogonal()...), "R2"},
		{Ride(0, Symmetric(1, 2)...), "NN"},
		{Ride(3, Symmetric(1, 2)...), "N3"},
		{Ride(0, AllDirs()...).MoveOnly(), "mQ"},
		{Hop(Orthogonal()...), "mRcpR"},
		{Hop(Diagonal()...), "mBcpB"},
		{Hop(Orthogonal()...).CaptureOnly(), "cpR"},
		{Hop(Orthogonal()...).MoveOnly(), "mR"},
		{Leap(o(0, 1)).Forward().MoveOnly(), "fmW"},
		{Leap(o(-1, 1), o(1, 1)).Forward().CaptureOnly(), "fcF"},
		{Leap(o(0, 1)).Forward(), "fW"},
		{Leap(o(0, -1)), "bW"},
		{Leap(o(0, 1), o(0, -1)), "vW"},
		{Leap(o(1, 0), o(-1, 0)), "sW"},
		{Leap(o(0, 1), o(1, 0), o(-1, 0)), "fsW"},
		{Ride(0, o(0, 1), o(1, 0)), "frR"},
		{Leap(o(-1, -1), o(1, -1)), "bF"},
		{Leap(o(-1, 1), o(-1, -1)), "lF"},
		{Leap(o(1, 1), o(-1, -1)), "frFblF"},
		{Leap(o(-2, 2), o(2, 2), o(2, -2)), "fAbrA"},
		{Leap(o(1, 2), o(-1, 2), o(2, 1), o(-2, 1)), "fN"},
		{Leap(o(1, 2), o(-1, 2)), "ffN"},
		{Leap(o(2, 1), o(-2, 1)), "fsN"},
		{Leap(o(1, 2)), "ffrN"},
		{LamePath(2, horse...), "afsW"},
		{LamePath(1, horse...), "WafsW"},
		{LamePath(2, []Offset{{0, 1}, {0, 1}}), "fafW"},
		{LamePath(2, []Offset{{1, 2}, {1, 2}}), "(1,2)(1,2)"},
	} {
		if got := c.atom.String(); got != c.want {
			t.Errorf("%+v: String() = %q, want %q", c.atom, got, c.want)
		}
	}
	for _, c := range []struct {
		mv   Movement
		want string
	}{
		{nil, ""},
		{Movement{Ride(0, Orthogonal()...), Leap(Symmetric(1, 2)...), Leap(Diagonal()...)}, "RNF"},
		{Movement{Leap(Diagonal()...), Leap(o(0, 1)).Forward()}, "FfW"},
		{Movement{Leap(o(0, 1)).Forward().MoveOnly(), Leap(o(-1, 1), o(1, 1)).Forward().CaptureOnly()}, "fmWfcF"},
	} {
		if got := c.mv.String(); got != c.want {
			t.Errorf("%v: String() = %q, want %q", c.mv, got, c.want)
		}
	}
}
