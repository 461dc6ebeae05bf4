package qiguo

import (
	"errors"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/tools/textkit"
)

// board returns a board field holding the pieces given as tokens such as
// "wR@a1" (state letter, piece letter, '@', point).
func board(pieces ...string) string {
	var grid [19][19]string
	for _, tok := range pieces {
		pc, at, _ := strings.Cut(tok, "@")
		sq := core.MustParseSquare(at)
		grid[sq.Rank()][sq.File()] = pc
	}
	var b strings.Builder
	for r := 18; r >= 0; r-- {
		empty := 0
		for f := range 19 {
			if grid[r][f] == "" {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteString(strconv.Itoa(empty))
				empty = 0
			}
			b.WriteString(grid[r][f])
		}
		if empty > 0 {
			b.WriteString(strconv.Itoa(empty))
		}
		if r > 0 {
			b.WriteByte('/')
		}
	}
	return b.String()
}

// setup returns the position of the pieces under r, the further fields
// given by rest (such as "w o:w9 - 1", or "" for the defaults). Under
// SourceBookkeeping a state in the game needs its general (QG-17, QG-18):
// a state with pieces but no general among them gets one parked on the
// s-file, from s19 down (the first free point), out of the tests' way;
// a state with no pieces at all, and not defeated in rest, has resigned
// (its entry "x:-" is added to the defeats), but for the first of them
// when only one player would be left in the game, which gets a general
// parked as parkGenerals parks them.
func setup(t testing.TB, r Rules, rest string, pieces ...string) Position {
	t.Helper()
	if r.Bookkeeping == SourceBookkeeping {
		pieces, rest = resignAbsent(r, rest, pieces)
		pieces = parkGenerals(r, rest, pieces)
	}
	s := board(pieces...)
	if rest != "" {
		s += " " + rest
	}
	p, err := ParseFEN(s, r)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// resignAbsent returns rest with a resignation ("x:-") in its defeats
// field for each state with no piece on the board that is not defeated
// there, but for the first of another player when only one player would
// be left in the game: that one gets a general (parked at s19, or the
// first free point below), returned among the pieces.
func resignAbsent(r Rules, rest string, pieces []string) ([]string, string) {
	f := strings.Fields(rest)
	for len(f) < 4 {
		f = append(f, []string{"w", "-", "-", "1"}[len(f)])
	}
	out := map[byte]bool{}
	if f[2] != "-" {
		for _, e := range strings.Split(f[2], ",") {
			out[e[0]] = true
		}
	}
	has, used := map[byte]bool{}, map[string]bool{}
	for _, tok := range pieces {
		has[tok[0]] = true
		_, at, _ := strings.Cut(tok, "@")
		used[at] = true
	}
	var absent []core.Color
	var live []core.Color // one state of each player in the game
	for c := range core.Color(NumStates) {
		l := r.StateLetter(c)
		switch {
		case out[l]:
		case has[l]:
			if !slices.ContainsFunc(live, func(x core.Color) bool { return r.Alliances.Allied(x, c) }) {
				live = append(live, c)
			}
		default:
			absent = append(absent, c)
		}
	}
	if len(live) < 2 {
		// the first absent state of another player stays, with a general
		i := slices.IndexFunc(absent, func(c core.Color) bool {
			return !slices.ContainsFunc(live, func(x core.Color) bool { return r.Alliances.Allied(x, c) })
		})
		if i >= 0 {
			at := "s19"
			for rank := 18; used[at]; rank-- {
				at = "s" + strconv.Itoa(rank)
			}
			pieces = append(slices.Clone(pieces), string(r.StateLetter(absent[i]))+"Q@"+at)
			absent = slices.Delete(absent, i, i+1)
		}
	}
	if len(absent) == 0 {
		return pieces, rest
	}
	var entries []string
	if f[2] != "-" {
		entries = strings.Split(f[2], ",")
	}
	for _, c := range absent {
		entries = append(entries, string(r.StateLetter(c))+":-")
	}
	f[2] = strings.Join(entries, ",")
	return pieces, strings.Join(f, " ")
}

// parkGenerals adds a general for each live state that has pieces to
// move (its own or a defeated army's, the defeats as the field of rest
// gives them) but no general among them, on the first free point of s19,
// s18, ...
func parkGenerals(r Rules, rest string, pieces []string) []string {
	by := map[byte]byte{}
	if f := strings.Fields(rest); len(f) > 2 && f[2] != "-" {
		for _, e := range strings.Split(f[2], ",") {
			by[e[0]] = e[2]
		}
	}
	used := map[string]bool{}
	has, general := map[byte]bool{}, map[byte]bool{}
	for _, tok := range pieces {
		pc, at, _ := strings.Cut(tok, "@")
		used[at] = true
		c := pc[0]
		for n := 0; by[c] != 0 && n < 7; n++ {
			c = by[c]
		}
		has[c] = true
		general[pc[0]] = general[pc[0]] || pc[1] == 'Q'
	}
	out := slices.Clone(pieces)
	rank := 19
	for c := range core.Color(NumStates) {
		l := r.StateLetter(c)
		if !has[l] || general[l] {
			continue
		}
		for used["s"+strconv.Itoa(rank)] {
			rank--
		}
		at := "s" + strconv.Itoa(rank)
		used[at] = true
		out = append(out, string(l)+"Q@"+at)
	}
	return out
}

// play plays the moves, failing the test on an error.
func play(t testing.TB, p Position, moves ...string) Position {
	t.Helper()
	for _, s := range moves {
		m, err := p.ParseMove(s)
		if err != nil {
			t.Fatal(err)
		}
		p, _ = p.Play(m)
	}
	return p
}

// legal reports whether move text s is legal in p.
func legal(p Position, s string) bool {
	_, err := p.ParseMove(s)
	return err == nil
}

// wantIllegal checks that s is illegal in p, for the given rule.
func wantIllegal(t *testing.T, p Position, s, rule string) {
	t.Helper()
	_, err := p.ParseMove(s)
	var me *core.MoveError
	if !errors.As(err, &me) || !errors.Is(err, core.ErrIllegalMove) {
		t.Fatalf("%s: want an illegal-move error, got %v", s, err)
	}
	if me.Rule != rule {
		t.Errorf("%s: rule %q (%s), want %s", s, me.Rule, me.Msg, rule)
	}
}

// targets returns the sorted destinations of the piece on from.
func targets(p Position, from string) []string {
	var out []string
	for m := range p.LegalMoves() {
		if !m.IsPass() && m.From().String() == from {
			out = append(out, m.To().String())
		}
	}
	slices.Sort(out)
	return out
}

func count(p Position, from string) int { return len(targets(p, from)) }

func TestBoardQG1(t *testing.T) {
	p := setup(t, Default, "", "wR@a1")
	if n := count(p, "a1"); n != 36 {
		t.Errorf("QG-1: a pian on a1 reaches %d points, want 36 (a2..a19, b1..s1)", n)
	}
	if !legal(p, "a1s1") || !legal(p, "a1a19") {
		t.Error("QG-1: a1s1 and a1a19 are on the board")
	}
	for _, s := range []string{"a1t1", "a1a20", "a0a1", "a1"} {
		if _, err := p.ParseMove(s); !errors.Is(err, core.ErrSyntax) {
			t.Errorf("QG-1: %q: want a syntax error, got %v", s, err)
		}
	}
	if _, err := ParseFEN("19/19/19", Default); !errors.Is(err, core.ErrSyntax) {
		t.Errorf("QG-1: three ranks: %v", err)
	}
}

func TestZhouQG2(t *testing.T) {
	p := setup(t, Default, "", "wR@j1", "oR@j19")
	if got := p.At(ZhouSquare); got != ZhouPiece {
		t.Fatalf("QG-2: j10 holds %v", got)
	}
	if !legal(p, "j1j9") {
		t.Error("QG-2: j1j9 is legal")
	}
	wantIllegal(t, p, "j1j10", "QG-2") // no piece enters the Zhou's point
	wantIllegal(t, p, "j1j11", "QG-7") // lines stop at it
	// the Zhou cannot be captured, even by a cannon
	p = setup(t, Default, "", "wC@j1", "wS@j5")
	wantIllegal(t, p, "j1j10", "QG-2")
	// a piece on j10 is an illegal position
	if _, err := ParseFEN(board("wR@j10"), Default); !errors.Is(err, core.ErrIllegalPosition) {
		t.Errorf("QG-2: a piece on j10: %v", err)
	}
}

func TestStatesQG3(t *testing.T) {
	p := StartPosition(Default)
	var kinds [NumStates]map[core.Kind]int
	for c := range kinds {
		kinds[c] = map[core.Kind]int{}
	}
	n := 0
	for _, pc := range p.Pieces() {
		kinds[pc.Color()][pc.Kind()]++
		n++
	}
	if n != 119 {
		t.Errorf("QG-3: %d pieces, want 119", n)
	}
	want := map[core.Kind]int{General: 1, Pian: 1, Bi: 1, Cannon: 1, Bow: 1, Crossbow: 1, GoBetween: 1, Dao: 2, Sword: 4, Horseman: 4}
	for c := range kinds {
		if !maps(kinds[c], want) {
			t.Errorf("QG-3: %s has %v, want %v", Default.StateName(core.Color(c)), kinds[c], want)
		}
	}
	names := []string{}
	for c := range core.Color(NumStates) {
		names = append(names, Default.StateName(c))
	}
	if got := strings.Join(names, " "); got != "Qin Han Chu Wei Qi Yan Zhao" {
		t.Errorf("QG-3, QG-4: states %s", got)
	}
}

func maps(a, b map[core.Kind]int) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

func TestTurnOrderQG4(t *testing.T) {
	p := StartPosition(Default)
	var order []string
	for range 8 {
		order = append(order, Default.StateName(p.Side()))
		m := slices.Collect(p.LegalMoves())[0]
		p.MakeMove(m)
	}
	if got := strings.Join(order, " "); got != "Qin Han Chu Wei Qi Yan Zhao Qin" {
		t.Errorf("QG-4: turn order %s", got)
	}
	if p.Round() != 2 {
		t.Errorf("QG-4: round %d after eight moves, want 2", p.Round())
	}
	// a defeated state is skipped
	p = setup(t, Default, "w - o:w 1", "wQ@a10", "rQ@n1", "oS@f1")
	p = play(t, p, "a10a9")
	if s := Default.StateName(p.Side()); s != "Chu" {
		t.Errorf("QG-4: after Qin with Han defeated, %s to move, want Chu", s)
	}
	// a state with no move passes; passing changes only the turn
	p = setup(t, Default, "o", "wQ@s19", "oQ@a1", "bG@a2", "gG@b1", "rG@b2", "bQ@s14", "gQ@s6", "rQ@n1")
	if got := textkit.SortedLegal(&p); !slices.Equal(got, []string{"pass"}) {
		t.Fatalf("QG-4: a general boxed in by go-betweens: legal %v, want [pass]", got)
	}
	q := play(t, p, "pass")
	if q.Side() != SouthEast || q.BoardField() != p.BoardField() {
		t.Errorf("QG-4: after a pass %s, want Chu to move on the same board", q.FEN())
	}
	p = setup(t, Default, "w", "wQ@s19", "oQ@a1")
	wantIllegal(t, p, "pass", "QG-4") // a state with a move may not pass
}

func TestLayoutQG5(t *testing.T) {
	p := StartPosition(Default)
	for c, sq := range []string{"a10", "f1", "n1", "s6", "s14", "n19", "f19"} {
		if got := p.At(core.MustParseSquare(sq)); got != core.MakePiece(core.Color(c), General) {
			t.Errorf("QG-5: %s holds %v, want %s's general", sq, got, Default.StateName(core.Color(c)))
		}
	}
	// Han's pian on its left (e1) by default; ElephantChessLayout swaps
	for _, tc := range []struct {
		r      Rules
		e1, g1 core.Kind
	}{{Default, Pian, Bi}, {Rules{ElephantChessLayout: true}, Bi, Pian}} {
		p := StartPosition(tc.r)
		if p.At(core.MustParseSquare("e1")).Kind() != tc.e1 || p.At(core.MustParseSquare("g1")).Kind() != tc.g1 {
			t.Errorf("QG-5 (ElephantChessLayout %v): e1 %v g1 %v", tc.r.ElephantChessLayout, p.At(core.MustParseSquare("e1")), p.At(core.MustParseSquare("g1")))
		}
	}
}

func TestPiecesQG6toQG11(t *testing.T) {
	for _, tc := range []struct {
		id, piece string
		want      int
	}{
		{"QG-6", "wQ", 58}, // general: a queen (36 orthogonally, 22 diagonally)
		{"QG-7", "wR", 36}, // pian: a rook
		{"QG-8", "wB", 22}, // bi: a bishop
		{"QG-9", "wH", 26}, // bow: up to 4 points each way (e3 has 4 to the west, 2 to the south)
		{"QG-10", "wW", 29},
		{"QG-11", "wA", 4},
		{"QG-11", "wS", 4},
		{"QG-14", "wG", 58},
	} {
		p := setup(t, Default, "", tc.piece+"@e3")
		if n := count(p, "e3"); n != tc.want {
			t.Errorf("%s: %s on e3 of an empty board has %d moves, want %d", tc.id, tc.piece, n, tc.want)
		}
	}
	// ranges: the bow stops after 4, the crossbow after 5; both capture
	p := setup(t, Default, "", "wH@e5", "wW@e12", "oS@i9", "oS@e19")
	if !legal(p, "e5i9") || legal(p, "e5j10") || !legal(p, "e5i5") || legal(p, "e5j5") {
		t.Error("QG-9: the bow moves and captures 1 to 4 points")
	}
	if !legal(p, "e12e17") || legal(p, "e12e18") || legal(p, "e12e19") {
		t.Error("QG-10: the crossbow moves 1 to 5 points")
	}
	// riders stop at the first piece, capturing it if it is an enemy's
	p = setup(t, Default, "", "wR@e5", "oS@e8", "wS@h5")
	if got := strings.Join(targets(p, "e5"), " "); got != "a5 b5 c5 d5 e1 e2 e3 e4 e6 e7 e8 f5 g5" {
		t.Errorf("QG-7: pian e5 reaches %s", got)
	}
	// the dao and the sword step one point
	p = setup(t, Default, "", "wA@e5", "wS@m5", "oS@f6")
	if got := strings.Join(targets(p, "e5"), " "); got != "d4 d6 f4 f6" {
		t.Errorf("QG-11: dao e5 reaches %s", got)
	}
	if got := strings.Join(targets(p, "m5"), " "); got != "l5 m4 m6 n5" {
		t.Errorf("QG-11: sword m5 reaches %s", got)
	}
}

func TestCannonQG12(t *testing.T) {
	// the Zhou as a screen
	p := setup(t, Default, "", "wC@e10", "oR@p10")
	if !legal(p, "e10p10") {
		t.Error("QG-12: a cannon captures over the Zhou")
	}
	wantIllegal(t, p, "e10k10", "QG-12") // an empty point beyond the screen
	// own piece, enemy piece and go-between as screens
	for _, screen := range []string{"wS", "rS", "oG", "wG"} {
		p := setup(t, Default, "", "wC@a1", screen+"@a4", "oR@a9")
		if !legal(p, "a1a9") {
			t.Errorf("QG-12: screen %s: a1a9 should capture", screen)
		}
		if legal(p, "a1a5") {
			t.Errorf("QG-12: screen %s: the cannon does not move past its screen", screen)
		}
	}
	// no screen: no capture; two screens: no capture
	p = setup(t, Default, "", "wC@a1", "oR@a9")
	wantIllegal(t, p, "a1a9", "QG-12")
	p = setup(t, Default, "", "wC@a1", "wS@a3", "rS@a5", "oR@a9")
	wantIllegal(t, p, "a1a9", "QG-12")
	if !legal(p, "a1a5") {
		t.Error("QG-12: the first piece beyond the screen is captured")
	}
	// the first piece beyond must be a capturable enemy piece
	p = setup(t, Default, "", "wC@a1", "wS@a3", "oG@a5", "oR@a9")
	wantIllegal(t, p, "a1a5", "QG-14")
	wantIllegal(t, p, "a1a9", "QG-12")
	p = setup(t, Default, "", "wC@a1", "wS@a3", "wS@a5")
	wantIllegal(t, p, "a1a5", "QG-21")
	// moves: any distance orthogonally onto empty points
	p = setup(t, Default, "", "wC@e5")
	if n := count(p, "e5"); n != 36 {
		t.Errorf("QG-12: cannon e5 on an empty board has %d moves, want 36", n)
	}
}

func TestHorsemanQG13(t *testing.T) {
	p := setup(t, Default, "", "wN@e5")
	if n := count(p, "e5"); n != 28 {
		t.Errorf("QG-13: horseman e5 has %d moves, want 28", n)
	}
	if !legal(p, "e5e6") || !legal(p, "e5h9") || !legal(p, "e5b9") || legal(p, "e5i10") {
		t.Error("QG-13: e6 (the orthogonal point) and the diagonal points up to h9 and b9")
	}
	// HorsemanMustTurn: never the orthogonal point
	mt := Rules{HorsemanMustTurn: true}
	p = setup(t, mt, "", "wN@e5", "oS@e4")
	if n := count(p, "e5"); n != 18 {
		t.Errorf("QG-13 (HorsemanMustTurn): %d moves, want 18 (24, less the six of the blocked south walks)", n)
	}
	wantIllegal(t, p, "e5e6", "QG-13")
	wantIllegal(t, p, "e5e4", "QG-13")
	// by default it may capture on the orthogonal point
	p = setup(t, Default, "", "wN@e5", "oS@e4")
	if !legal(p, "e5e4") || legal(p, "e5f3") {
		t.Error("QG-13: capture on the orthogonal point, and the walk beyond it is blocked")
	}
	// a blocked first step blocks both diagonals; a piece on the diagonal
	// stops the walk (captured if an enemy's); the Zhou blocks
	p = setup(t, Default, "", "wN@e5", "wS@e6", "oS@g4", "wS@c4")
	if got := strings.Join(targets(p, "e5"), " "); got != "a8 b1 b7 c2 c6 d3 d5 e4 f3 f5 g2 g4 g6 h1 h7 i8" {
		t.Errorf("QG-13: horseman e5 reaches %s", got)
	}
	p = setup(t, Default, "", "wN@j9")
	if legal(p, "j9j10") || legal(p, "j9k11") || legal(p, "j9i11") || !legal(p, "j9k9") || !legal(p, "j9l10") {
		t.Error("QG-13: the Zhou blocks the horseman's path")
	}
}

func TestGoBetweenQG14(t *testing.T) {
	p := setup(t, Default, "", "wG@e5", "oR@e7")
	if !legal(p, "e5e6") {
		t.Error("QG-14: the go-between moves as the general")
	}
	wantIllegal(t, p, "e5e7", "QG-14")
	p = setup(t, Default, "", "wR@e5", "oG@e7", "wC@a7")
	wantIllegal(t, p, "e5e7", "QG-14")
	if legal(p, "e5e8") {
		t.Error("QG-14: a go-between blocks lines")
	}
	wantIllegal(t, p, "a7e7", "QG-14")
}

func TestNoCheckQG15(t *testing.T) {
	// Qin's general is attacked by Han's pian; Qin may move anything else
	p := setup(t, Default, "", "wQ@a1", "wS@s19", "oR@a5", "oQ@s1")
	if p.InCheck() {
		t.Error("QG-15: InCheck is always false")
	}
	if !legal(p, "s19s18") || !legal(p, "a1b1") || !legal(p, "a1a2") {
		t.Error("QG-15: a general may be left attacked or move into attack")
	}
	p = play(t, p, "s19s18", "a5a1")
	if by, ok := p.DefeatedBy(West); !ok || by != SouthWest {
		t.Errorf("QG-15, QG-17: Qin's general captured: defeated %v by %v", ok, by)
	}
}

func TestTalliesQG16(t *testing.T) {
	p := setup(t, Default, "", "wR@a1", "oS@a5", "oQ@s1", "wQ@s19")
	p = play(t, p, "a1a5")
	if p.Captured(SouthWest, West) != 1 || p.Captures(West) != 1 || p.Losses(SouthWest) != 1 {
		t.Errorf("QG-16: tallies after one capture: %s", p.FEN())
	}
	if got := strings.Fields(p.FEN())[2]; got != "o:w1" {
		t.Errorf("QG-16: tallies field %q, want o:w1", got)
	}
}

func TestGeneralCapturedQG17(t *testing.T) {
	p := setup(t, Default, "", "wR@a1", "oQ@a5", "oR@h8", "rQ@s1", "wQ@s19")
	p = play(t, p, "a1a5")
	if by, ok := p.DefeatedBy(SouthWest); !ok || by != West {
		t.Fatalf("QG-17: Han defeated %v by %v", ok, by)
	}
	if p.Controller(SouthWest) != West {
		t.Errorf("QG-17: Han's army controlled by %v, want Qin", p.Controller(SouthWest))
	}
	if p.Side() != SouthEast {
		t.Errorf("QG-17: Han is skipped: %v to move", p.Side())
	}
	p = play(t, p, "s1s2") // Chu; Wei, Qi, Yan and Zhao have resigned (see setup)
	// Han's pian now moves on Qin's turn, as Qin's own piece
	if !legal(p, "h8h1") {
		t.Error("QG-17: the conqueror moves the defeated state's pieces")
	}
	// QG-23: it keeps its letter
	if !strings.Contains(p.BoardField(), "oR") {
		t.Error("QG-23: the received pian is still written oR")
	}
}

func TestTenLossesQG18(t *testing.T) {
	// Han has lost nine pieces to Qin; a tenth defeats it
	p := setup(t, Default, "w o:w9 - 1", "wR@a1", "oS@a5", "oQ@h8", "oR@h1", "rQ@s1", "wQ@s19")
	p = play(t, p, "a1a5")
	if by, ok := p.DefeatedBy(SouthWest); !ok || by != West {
		t.Fatalf("QG-18: Han defeated %v by %v in %s", ok, by, p.FEN())
	}
	if p.At(core.MustParseSquare("h8")) != core.NoPiece {
		t.Error("QG-18: the defeated state's general is removed")
	}
	if p.Controller(SouthWest) != West || p.At(core.MustParseSquare("h1")) != core.MakePiece(SouthWest, Pian) {
		t.Error("QG-18: the remaining pieces pass to the conqueror")
	}
	if p.Captures(West) != 10 {
		t.Errorf("QG-25: the removed general is not a capture: Qin has %d captures, want 10", p.Captures(West))
	}
	// ten losses to two states do not defeat
	p = setup(t, Default, "w o:r5w4 - 1", "wR@a1", "oS@a5", "oQ@h8", "rQ@s1", "wQ@s19")
	p = play(t, p, "a1a5")
	if !p.Alive(SouthWest) {
		t.Error("QG-18: five losses to Qin and five to Chu do not defeat Han")
	}
}

func TestVictoryQG19(t *testing.T) {
	// conquest: Qin has defeated Han and captures Chu's general
	p := setup(t, Default, "w o:w1 o:w 1", "wR@a1", "rQ@a5", "rR@h8", "gQ@s1", "wQ@s19")
	p = play(t, p, "a1a5")
	if o := p.Outcome(); !o.Equal(core.Win(West, core.Conquest)) {
		t.Errorf("QG-19: two states defeated: %v", o)
	}
	if p.CountLegalMoves() != 0 || p.Perft(2) != 0 {
		t.Error("QG-19: the game has ended: no moves")
	}
	// capture count: the thirtieth capture
	p = setup(t, Default, "w o:w9,r:w8,g:w9,b:w3 - 1", "wR@a1", "rS@a5", "rQ@h8", "gQ@s1", "wQ@s19")
	if p.Outcome().IsOver() {
		t.Fatal("QG-19: 29 captures and one defeat do not win")
	}
	p = play(t, p, "a1a5")
	if o := p.Outcome(); !o.Equal(core.Win(West, core.CaptureCount)) {
		t.Errorf("QG-19: thirty captures: %v", o)
	}
	// pieces received are not captures
	p = setup(t, Default, "w o:w9,g:w9,b:w9,d:w2 - 1", "wR@a1", "rQ@a5", "rR@h8", "rS@h9", "gQ@s1", "wQ@s19")
	p = play(t, p, "a1a5")
	if o := p.Outcome(); !o.Equal(core.Win(West, core.CaptureCount)) {
		t.Errorf("QG-19: the thirtieth capture is the general: %v", o)
	}
	if p.Captures(West) != 30 {
		t.Errorf("QG-19: received pieces counted: %d", p.Captures(West))
	}
	// last standing: Qin captures the general of Zhao, who controls all
	// the other armies
	p = setup(t, Default, "w - o:r,r:g,g:b,b:d,d:p 1", "wR@a1", "pQ@a5", "wQ@s19")
	p = play(t, p, "a1a5")
	if o := p.Outcome(); !o.Equal(core.Win(West, core.LastStanding)) {
		t.Errorf("QG-19: the last state standing: %v", o)
	}
}

func TestReportQG20(t *testing.T) {
	p := setup(t, Default, "b o:w3r1,r:g10 r:g 4", "wQ@a1", "gQ@s6", "bQ@s14", "oQ@f1", "dQ@n19", "pQ@f19", "rS@m2")
	if p.Alive(SouthEast) || !p.Alive(SouthWest) {
		t.Error("QG-20: alive")
	}
	if by, _ := p.DefeatedBy(SouthEast); by != EastSouth {
		t.Error("QG-20: defeated by")
	}
	if p.Controller(SouthEast) != EastSouth || p.Controller(SouthWest) != SouthWest {
		t.Error("QG-20: controllers")
	}
	if p.Captured(SouthWest, West) != 3 || p.Captured(SouthWest, SouthEast) != 1 || p.Captures(EastSouth) != 10 {
		t.Error("QG-20: captures by state")
	}
	if p.Round() != 4 || p.Side() != EastNorth {
		t.Error("QG-20: round and state to move")
	}
}

func mustSeat(t *testing.T, r Rules, groups ...[]string) Rules {
	t.Helper()
	r, err := r.WithAlliances(groups...)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func TestAlliancesQG21(t *testing.T) {
	r := mustSeat(t, Default, []string{"Qin", "Han"}, []string{"Chu"}, []string{"Wei"}, []string{"Qi"}, []string{"Yan"}, []string{"Zhao"})
	p := setup(t, r, "", "wR@a1", "oS@a5", "oQ@s1", "rS@a19")
	wantIllegal(t, p, "a1a5", "QG-21")
	if !legal(p, "a1a4") {
		t.Error("QG-21: up to the friendly piece")
	}
	p = play(t, p, "a1a4")
	if p.Side() != SouthWest {
		t.Error("QG-21: each state moves on its own turn")
	}
	// a cannon may not take a friendly piece either
	p = setup(t, r, "", "wC@a1", "wS@a3", "oS@a5", "oQ@s1")
	wantIllegal(t, p, "a1a5", "QG-21")
}

func TestPresetsQG22(t *testing.T) {
	g := func(s ...string) []string { return s }
	for _, tc := range []struct {
		groups [][]string
		ok     bool
	}{
		{[][]string{g("Qin"), g("Han"), g("Chu"), g("Wei"), g("Qi"), g("Yan"), g("Zhao")}, true},
		{[][]string{g("Qin", "Han"), g("Chu"), g("Wei"), g("Qi"), g("Yan"), g("Zhao")}, true},
		{[][]string{g("Qin", "Qi"), g("Chu"), g("Wei"), g("Han"), g("Yan"), g("Zhao")}, true},
		{[][]string{g("Qin", "Chu"), g("Han"), g("Wei"), g("Qi"), g("Yan"), g("Zhao")}, false}, // not Chu
		{[][]string{g("Han", "Wei"), g("Qin"), g("Chu"), g("Qi"), g("Yan"), g("Zhao")}, false}, // Qin's player doubles
		{[][]string{g("Qin", "Wei"), g("Chu", "Qi"), g("Han"), g("Yan"), g("Zhao")}, true},
		{[][]string{g("Qin", "Wei"), g("Yan", "Qi"), g("Han"), g("Chu"), g("Zhao")}, false}, // Chu's player doubles
		{[][]string{g("Qin", "Han"), g("Chu", "Wei"), g("Qi", "Yan"), g("Zhao")}, true},
		{[][]string{g("Qin", "Han"), g("Chu", "Qi"), g("Wei", "Yan"), g("Zhao")}, false}, // Chu with Qi
		{[][]string{g("Qin", "Han", "Zhao"), g("Chu", "Wei"), g("Qi", "Yan")}, true},
		{[][]string{g("Qin", "Han"), g("Chu", "Wei", "Zhao"), g("Qi", "Yan")}, false}, // 3-2-2 with Qin's three
		{[][]string{g("Qin", "Han", "Chu"), g("Wei", "Qi", "Yan", "Zhao")}, false},    // 2 players
		{[][]string{g("Qin", "Han"), g("Chu"), g("Wei"), g("Qi"), g("Yan")}, false},   // Zhao unseated
		{[][]string{g("Qin", "Han"), g("Han"), g("Chu"), g("Wei"), g("Qi"), g("Yan"), g("Zhao")}, false},
		{[][]string{g("Qin", "Xia"), g("Chu")}, false},
	} {
		r, err := Default.WithAlliances(tc.groups...)
		if (err == nil) != tc.ok {
			t.Errorf("QG-22: %v: error %v, want ok=%v", tc.groups, err, tc.ok)
		}
		if err == nil && r.Players() != len(tc.groups) {
			t.Errorf("QG-22: %v: %d players", tc.groups, r.Players())
		}
		if err != nil && !errors.Is(err, core.ErrIllegalPosition) && !errors.Is(err, core.ErrUnknown) {
			t.Errorf("QG-22: %v: error %v wraps no sentinel", tc.groups, err)
		}
	}
	// the constraints name the states: under WikipediaNames Chu sits on
	// the south-west seat
	w := Rules{WikipediaNames: true}
	if _, err := w.WithAlliances([]string{"Qin", "Chu"}, []string{"Han"}, []string{"Wei"}, []string{"Qi"}, []string{"Yan"}, []string{"Zhao"}); err == nil {
		t.Error("QG-22: Qin may not be allied with Chu under WikipediaNames either")
	}
	r := mustSeat(t, w, []string{"Qin", "Han"}, []string{"Chu"}, []string{"Wei"}, []string{"Qi"}, []string{"Yan"}, []string{"Zhao"})
	if !r.Alliances.Allied(West, SouthEast) {
		t.Error("QG-22: under WikipediaNames Han is the south-east seat")
	}
}

func TestOriginalLettersQG23(t *testing.T) {
	p := setup(t, Default, "", "wR@a1", "oQ@a5", "oS@c3", "rQ@s1", "wQ@s19")
	p = play(t, p, "a1a5")
	if p.At(core.MustParseSquare("c3")) != core.MakePiece(SouthWest, Sword) {
		t.Error("QG-23: a received piece keeps its state")
	}
	want := board("wR@a5", "oS@c3", "rQ@s1", "wQ@s19")
	if got := p.BoardField(); got != want {
		t.Errorf("QG-23: board %s, want %s", got, want)
	}
}

func TestLossOfOriginalStateQG24(t *testing.T) {
	// Han is defeated and controlled by Qin; Chu takes a Han piece
	p := setup(t, Default, "r - o:w 1", "wQ@a1", "oS@m5", "rR@m1", "gQ@s6")
	p = play(t, p, "m1m5")
	if p.Captured(SouthWest, SouthEast) != 1 || p.Losses(West) != 0 || p.Captures(SouthEast) != 1 {
		t.Errorf("QG-24: a loss of Han, a capture of Chu: %s", p.FEN())
	}
}

func TestTenthLossIsGeneralQG25(t *testing.T) {
	p := setup(t, Default, "w o:w9 - 1", "wR@a1", "oQ@a5", "oS@c3", "rQ@s1", "wQ@s19")
	p = play(t, p, "a1a5")
	if by, ok := p.DefeatedBy(SouthWest); !ok || by != West || p.Captures(West) != 10 {
		t.Errorf("QG-25: the tenth loss is the general: QG-17, a capture: %s", p.FEN())
	}
	if p.At(core.MustParseSquare("c3")).Color() != SouthWest || p.Controller(SouthWest) != West {
		t.Error("QG-25: the army passes to the captor")
	}
}

func TestMoverWinsQG26(t *testing.T) {
	// 4 players; Qin and Han are one player's; Qin captures the general of
	// Zhao, who controls every other army: Qin's player is left
	r := mustSeat(t, Default, []string{"Qin", "Han"}, []string{"Chu", "Wei"}, []string{"Qi", "Yan"}, []string{"Zhao"})
	p := setup(t, r, "w - r:p,g:r,b:g,d:b 1", "wR@a1", "pQ@a5", "oQ@f1", "wQ@s19")
	p = play(t, p, "a1a5")
	if o := p.Outcome(); !o.Equal(core.Win(West, core.LastStanding)) {
		t.Errorf("QG-26: only one player's states remain, the mover wins: %v", o)
	}
}

func TestFriendlinessFollowsControlQG27(t *testing.T) {
	// Qin and Han are allied; Han has been defeated by Chu: its pieces are
	// Chu's now, hostile to Qin
	r := mustSeat(t, Default, []string{"Qin", "Han"}, []string{"Chu"}, []string{"Wei"}, []string{"Qi"}, []string{"Yan"}, []string{"Zhao"})
	p := setup(t, r, "w - o:r 1", "wR@a1", "oS@a5", "rQ@s1")
	if !legal(p, "a1a5") {
		t.Error("QG-27: an ally's army passed to an enemy is hostile")
	}
	p = setup(t, r, "w", "wR@a1", "oS@a5", "rQ@s1")
	if legal(p, "a1a5") {
		t.Error("QG-27: an ally's own army is friendly")
	}
}

func TestNoDrawQG28(t *testing.T) {
	p := setup(t, Default, "o", "wQ@s19", "oQ@a1", "bG@a2", "gG@b1", "rG@b2", "bQ@s14", "gQ@s6", "rQ@n1")
	q := play(t, p, "pass")
	if q.Claims() != 0 || q.Outcome().IsOver() {
		t.Error("QG-28: no draw, nothing to claim")
	}
	if q.Captures(SouthWest) != p.Captures(SouthWest) || q.BoardField() != p.BoardField() {
		t.Error("QG-28: a pass changes only the turn")
	}
}

func TestDefeatByTotalLossesQG29(t *testing.T) {
	dbtl := Rules{DefeatByTotalLosses: true}
	pieces := []string{"wR@a1", "rR@c1", "bR@e1", "oS@a5", "oS@c5", "oS@e5", "oQ@h8", "oR@h1", "wQ@s19", "rQ@s18", "bQ@s17", "gQ@s16"}
	for _, tc := range []struct {
		tallies, move string
		receiver      core.Color
		why           string
	}{
		{"o:w5r4", "c1c5", SouthEast, "5 and 5: the mover (Chu) is tied"},
		{"o:w5r3b1", "e1e5", West, "Qin captured most"},
		{"o:r4w4b1", "e1e5", West, "4 and 4, the mover not tied: Qin captured most recently"},
		{"o:w4r4b1", "e1e5", SouthEast, "4 and 4, the mover not tied: Chu captured most recently"},
		{"o:w3r3g3", "e1e5", EastSouth, "three tied at 3, the mover Qi has 1: Wei, listed last, captured most recently"},
	} {
		side := map[string]string{"a": "w", "c": "r", "e": "b"}[tc.move[:1]]
		p := setup(t, dbtl, side+" "+tc.tallies+" - 1", pieces...)
		p = play(t, p, tc.move)
		if by, ok := p.DefeatedBy(SouthWest); !ok || by != tc.receiver {
			t.Errorf("QG-29 (%s): Han defeated %v by %s, want %s", tc.why, ok, dbtl.StateName(by), dbtl.StateName(tc.receiver))
		}
		if p.At(core.MustParseSquare("h8")) != core.NoPiece || p.Controller(SouthWest) != tc.receiver {
			t.Errorf("QG-29 (%s): general removed, army to the receiver", tc.why)
		}
	}
}

// QG-28: repetition ends nothing and cannot be claimed: every state steps
// a piece out and back twice, so the opening occurs three times.
func TestQG28NoRepetitionClaim(t *testing.T) {
	g := NewGame(StartPosition(Default))
	out := map[core.Color]core.Move{}
	for round := range 4 {
		for range 7 {
			p := g.Position()
			var m core.Move
			if round%2 == 0 {
				for l := range p.LegalMoves() {
					df, dr := l.To().File()-l.From().File(), l.To().Rank()-l.From().Rank()
					if p.At(l.To()) == core.NoPiece && df*df+dr*dr == 1 {
						m = l
						break
					}
				}
				out[p.Side()] = m
			} else {
				o := out[p.Side()]
				m = core.NewMove(o.To(), o.From())
			}
			if err := g.Play(m); err != nil {
				t.Fatalf("round %d: %v", round, err)
			}
		}
	}
	if n := g.Repetitions(); n != 3 {
		t.Fatalf("the opening occurred %d times, want 3", n)
	}
	if g.Claims() != 0 || g.Outcome().IsOver() {
		t.Errorf("claims %v, outcome %v; want none", g.Claims().Strings(), g.Outcome())
	}
}
