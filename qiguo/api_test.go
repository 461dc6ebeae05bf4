package qiguo

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/tools/conform"
	"github.com/chaturanga-go/chaturanga/internal/tools/textkit"
)

// Every method of core.Position on the zero Position: nothing panics, and
// it behaves as the documentation of Position says.
func TestZeroPosition(t *testing.T) {
	var p Position
	cp := &p
	emptyFEN := "19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19 w - - 1"
	moves := []core.Move{core.NewMove(core.MustParseSquare("a1"), core.MustParseSquare("a2")), core.NewPass(), core.NewAction(core.Resign), {}}
	conform.CheckZero(t, cp, conform.Zero{Variant: "qiguo", FEN: emptyFEN, Sides: 7, Geometry: core.Geometry{Files: 19, Ranks: 19},
		Moves: moves, Texts: []string{"a1a2", "Nd11", "pass", "resign", "", "zz"}})
	if len(p.Divide(2)) != 0 {
		t.Error("Divide")
	}
	if cp.SideName(0) != "Qin" || cp.SideName(7) != "" || cp.PieceName(core.MakePiece(0, Sword)) != "sword" {
		t.Error("SideName or PieceName")
	}
	if cp.Side() != West {
		t.Error("Side")
	}
	for _, mv := range moves {
		if _, err := p.Play(mv); !errors.Is(err, core.ErrIllegalPosition) {
			t.Errorf("Play(%v): %v", mv, err)
		}
		u := cp.MakeMove(mv)
		cp.UnmakeMove(mv, u)
		if p != (Position{}) {
			t.Fatalf("MakeMove(%v) changed the zero Position", mv)
		}
	}
	if !p.Equal(Position{}) || p.Diagram() == "" || p.ChineseDiagram() == "" || p.BoardField() == "" {
		t.Error("Equal or the diagrams")
	}
	if p.Alive(West) || p.Controller(West) != core.NoColor || p.Resigned(West) || p.Round() != 0 {
		t.Error("Alive, Controller, Resigned or Round")
	}
	if _, ok := p.DefeatedBy(West); ok {
		t.Error("DefeatedBy")
	}
	// the text form is "default|" and the position string, as in every
	// game package, and reads back as the zero Position; so does "".
	if b, err := p.MarshalText(); err != nil || string(b) != "default|"+p.FEN() {
		t.Errorf("MarshalText %q %v", b, err)
	}
	j, err := json.Marshal(p)
	if err != nil || string(j) != `"default|`+p.FEN()+`"` {
		t.Fatalf("json %s %v", j, err)
	}
	q := StartPosition(Default)
	if err := json.Unmarshal(j, &q); err != nil || q != (Position{}) {
		t.Errorf("json back: %v", err)
	}
	q = StartPosition(Default)
	if err := json.Unmarshal([]byte(`""`), &q); err != nil || q != (Position{}) {
		t.Errorf(`"" back: %v`, err)
	}
}

// Variant, RuleSet, SideName and PieceName speak of states and pieces in
// the game's words.
func TestNames(t *testing.T) {
	p := StartPosition(Default)
	want := []string{"Qin", "Han", "Chu", "Wei", "Qi", "Yan", "Zhao"}
	ec := StartPosition(ElephantChess)
	wantEC := []string{"Qin", "Chu", "Han", "Qi", "Wei", "Zhao", "Yan"}
	for c := range core.Color(NumStates) {
		if p.SideName(c) != want[c] || ec.SideName(c) != wantEC[c] {
			t.Errorf("side %d: %s / %s", c, p.SideName(c), ec.SideName(c))
		}
	}
	names := map[core.Kind]string{General: "general", Pian: "pian", Bi: "bi", Bow: "bow", Crossbow: "crossbow",
		Dao: "dao", Sword: "sword", Cannon: "cannon", Horseman: "horseman", GoBetween: "go-between", Zhou: "zhou", core.Pawn: "", core.NoKind: ""}
	for k, name := range names {
		if got := p.PieceName(core.MakePiece(SouthEast, k)); got != name {
			t.Errorf("PieceName(%v) = %q, want %q", k, got, name)
		}
	}
	if p.RuleSet() != "default" || ec.RuleSet() != "elephantchess" {
		t.Errorf("RuleSet %q %q", p.RuleSet(), ec.RuleSet())
	}
	r, _ := Default.WithAlliances([]string{"Qin", "Han"}, []string{"Chu", "Wei"}, []string{"Qi", "Yan"}, []string{"Zhao"})
	four := StartPosition(r)
	if four.RuleSet() != "default Alliances=Qin+Han,Chu+Wei,Qi+Yan,Zhao" {
		t.Errorf("RuleSet %q", four.RuleSet())
	}
	if ZhouPiece != core.MakePiece(core.Neutral, Zhou) || ZhouSquare != core.SquareAt(9, 9) {
		t.Error("the Zhou's constants")
	}
}

// King is the general's point; under ElephantChessBookkeeping a state may
// own several (the first in point order); a defeated state has none.
func TestKing(t *testing.T) {
	p := StartPosition(Default)
	for c, sq := range []string{"a10", "f1", "n1", "s6", "s14", "n19", "f19"} {
		if got := p.King(core.Color(c)); got != core.MustParseSquare(sq) {
			t.Errorf("%s's general on %v, want %s", p.SideName(core.Color(c)), got, sq)
		}
	}
	if p.King(7) != core.NoSquare {
		t.Error("King(7)")
	}
	// QG-17: a captured general
	p = setup(t, Default, "", "wR@a1", "oQ@a5", "wQ@s19", "oS@h8")
	p = play(t, p, "a1a5")
	if p.King(SouthWest) != core.NoSquare || p.King(West) != core.MustParseSquare("s19") {
		t.Errorf("after Han's general is taken: %v %v", p.King(SouthWest), p.King(West))
	}
	// ElephantChess: the state on the south-east seat receives the
	// general of the one on the south-west with its army; King gives the
	// first of its two generals in point order
	p = setup(t, ElephantChess, "w r:o9 - 1", "wR@a1", "rS@a5", "rQ@h8", "rR@c3", "oQ@s1", "wQ@s19")
	p = play(t, p, "a1a5")
	if p.At(core.MustParseSquare("h8")) != core.MakePiece(SouthEast, General) {
		t.Fatalf("the general passes with the army: %s", p.FEN())
	}
	if got := p.King(SouthEast); got != core.MustParseSquare("s1") {
		t.Errorf("elephantchess: first general %v, want s1 (%s)", got, p.FEN())
	}
}

// AppendAttackers by rule: rides stop at the first piece, the cannon needs
// exactly one screen (the Zhou counts, QG-12), the horseman walks (QG-13),
// the go-between never attacks (QG-14), a state attacks with the armies it
// controls (QG-17), nothing attacks the Zhou's point (QG-2).
func TestAppendAttackers(t *testing.T) {
	sqs := func(names ...string) []core.Square {
		out := []core.Square{}
		for _, n := range names {
			out = append(out, core.MustParseSquare(n))
		}
		return out
	}
	p := setup(t, Default, "", "wC@e10", "wR@p1", "wG@p5", "wN@o8", "wB@s19", "wA@q11", "oS@p10", "wQ@a1", "oQ@s1")
	// the cannon over the Zhou, the horseman's walk o9-p10, the dao; the
	// pian on p1 is blocked by the go-between on p5
	got := p.AppendAttackers([]core.Square{}, core.MustParseSquare("p10"), West)
	if want := sqs("o8", "e10", "q11"); !slices.Equal(got, want) {
		t.Errorf("attackers of p10: %v, want %v", got, want)
	}
	if got := p.AppendAttackers(nil, core.MustParseSquare("p4"), West); !slices.Equal(got, sqs("p1")) {
		t.Errorf("attackers of p4: %v", got)
	}
	if got := p.AppendAttackers(nil, core.MustParseSquare("p6"), West); !slices.Equal(got, sqs("o8")) {
		t.Errorf("attackers of p6 (the pian is behind the go-between): %v", got)
	}
	// the go-between attacks nothing
	if got := p.AppendAttackers(nil, core.MustParseSquare("q6"), West); len(got) != 0 {
		t.Errorf("attackers of q6 (next to the go-between): %v", got)
	}
	if got := p.AppendAttackers(nil, ZhouSquare, West); len(got) != 0 {
		t.Errorf("attackers of the Zhou's point: %v", got)
	}
	if got := p.AppendAttackers(nil, core.MustParseSquare("p10"), SouthWest); len(got) != 0 {
		t.Errorf("Han's attackers of p10: %v", got)
	}
	// a defeated army attacks for its controller
	p = setup(t, Default, "w - o:w 1", "wQ@a1", "oR@h8", "rQ@s1")
	if got := p.AppendAttackers(nil, core.MustParseSquare("h1"), West); !slices.Equal(got, sqs("a1", "h8")) {
		t.Errorf("Qin's attackers of h1: %v", got)
	}
	if got := p.AppendAttackers(nil, core.MustParseSquare("h1"), SouthWest); len(got) != 0 {
		t.Errorf("defeated Han attacks %v", got)
	}
	// it does not allocate
	buf := make([]core.Square, 0, 64)
	if n := testing.AllocsPerRun(100, func() { buf = p.AppendAttackers(buf[:0], core.MustParseSquare("h1"), West) }); n != 0 {
		t.Errorf("%v allocations", n)
	}
}

// referenceAttackers lists the points of by's pieces that could capture an
// enemy piece on sq, with core.Board, the library's plain reference
// generator: an enemy sword is put on sq.
func referenceAttackers(p *Position, sq core.Square, by core.Color) []core.Square {
	out := []core.Square{}
	if sq == ZhouSquare {
		return out
	}
	r := p.Rules()
	b := core.NewBoard(geometry)
	for s, pc := range p.Pieces() {
		b.Set(s, pc)
	}
	b.Set(ZhouSquare, ZhouPiece)
	for from, pc := range p.Pieces() {
		if p.Controller(pc.Color()) != by {
			continue
		}
		found := false
		for e := range core.Color(NumStates) {
			if p.Friendly(e, pc.Color()) || found {
				continue
			}
			b2 := b.Clone()
			b2.Set(sq, core.MakePiece(e, Sword))
			canCapture := func(q core.Piece) bool {
				return q.Kind() != GoBetween && q.Kind() != Zhou && !p.Friendly(q.Color(), pc.Color())
			}
			b2.Targets(from, pc, r.Movement(pc.Kind()), canCapture, func(to core.Square, captured core.Piece) bool {
				if to == sq && captured != core.NoPiece {
					found = true
				}
				return !found
			})
		}
		if found {
			out = append(out, from)
		}
	}
	slices.Sort(out)
	return out
}

// Property: AppendAttackers agrees with the reference on random placements
// and positions of random games, for every state.
func TestAttackersDifferential(t *testing.T) {
	check := func(t *rapid.T, p *Position) {
		sq := core.Square(rapid.SampledFrom(slices.Collect(geometry.Squares())).Draw(t, "point"))
		for by := range core.Color(NumStates) {
			got := p.AppendAttackers([]core.Square{}, sq, by)
			if want := referenceAttackers(p, sq, by); !slices.Equal(got, want) {
				t.Fatalf("%s: attackers of %v by %s: got %v, want %v", p.FEN(), sq, p.SideName(by), got, want)
			}
		}
	}
	rapid.Check(t, func(t *rapid.T) {
		p := randomPlacement(t)
		check(t, &p)
	})
	rapid.Check(t, func(t *rapid.T) {
		p := randomGame(t, rapid.IntRange(0, 200).Draw(t, "plies"), func(*Position, core.Move) {})
		check(t, &p)
	})
}

// conformPosition checks p through the core.Position interface the way a generic
// program uses it: make and unmake restore the position, PlayMove agrees
// with Play, a clone is independent, IsCapture agrees with the board,
// GivesCheck and InCheck are false (QG-15), the text forms and SAN read
// back.
func conformPosition(t *rapid.T, p *Position) {
	var cp core.Position = p
	if cp.InCheck() {
		t.Fatal("InCheck")
	}
	moves := cp.AppendLegalMoves(nil)
	if len(moves) != cp.CountLegalMoves() {
		t.Fatalf("%s: %d moves, count %d", p.FEN(), len(moves), cp.CountLegalMoves())
	}
	// text forms
	text, err := p.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	var back Position
	if err := back.UnmarshalText(text); err != nil || !back.Equal(*p) || back.Hash() != p.Hash() {
		t.Fatalf("text form %s read back: %v", text, err)
	}
	if got, want := textkit.SortedLegal(&back), textkit.SortedLegal(p); !slices.Equal(got, want) {
		t.Fatalf("%s: legal moves differ after the text form", text)
	}
	for _, m := range moves {
		before := *p
		if cp.GivesCheck(m) {
			t.Fatal("GivesCheck")
		}
		occupied := !m.IsPass() && p.At(m.To()) != core.NoPiece
		if cp.IsCapture(m) != occupied {
			t.Fatalf("%s: IsCapture(%v) = %v", p.FEN(), m, !occupied)
		}
		// SAN and coordinates read back
		san := cp.SAN(m)
		for _, parse := range []func(string) (core.Move, error){cp.ParseSAN, cp.ParseLenient} {
			if got, err := parse(san); err != nil || got != m {
				t.Fatalf("%s: SAN %q read back as %v, %v (want %v)", p.FEN(), san, got, err, m)
			}
		}
		if got, err := cp.ParseLenient(cp.MoveText(m)); err != nil || got != m {
			t.Fatalf("%s: %q read back as %v, %v", p.FEN(), cp.MoveText(m), got, err)
		}
		u := cp.MakeMove(m)
		after := *p
		cp.UnmakeMove(m, u)
		if *p != before {
			t.Fatalf("%s: make/unmake %v does not restore", before.FEN(), m)
		}
		q, err := p.Play(m)
		if err != nil || !q.Equal(after) || q.Hash() != after.Hash() {
			t.Fatalf("%s: Play(%v) differs from MakeMove: %v", before.FEN(), m, err)
		}
		c := cp.Clone()
		if err := c.PlayMove(m); err != nil || c.FEN() != after.FEN() || *p != before {
			t.Fatalf("%s: PlayMove(%v) on a clone: %v", before.FEN(), m, err)
		}
	}
}

// Property: random games under random rules (seatings included) conform
// to core.Position at every ply.
func TestConformance(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		every := rapid.IntRange(8, 40).Draw(t, "check every")
		n := 0
		randomGame(t, 300, func(p *Position, m core.Move) {
			if n++; n%every == 1 {
				conformPosition(t, p)
			}
		})
	})
}

// The text form carries the rules, options and seating: a four-player
// position with captures and a defeat survives MarshalText/UnmarshalText
// and JSON exactly (QG-21, QG-22).
func TestTextFormFourPlayers(t *testing.T) {
	r, err := Default.WithAlliances([]string{"Qin", "Han"}, []string{"Chu", "Wei"}, []string{"Qi", "Yan"}, []string{"Zhao"})
	if err != nil {
		t.Fatal(err)
	}
	r.HorsemanMustTurn = true
	p := StartPosition(r)
	// play until a capture has happened
	g := NewGame(p)
	for _, s := range []string{"a13d11", "h2g4", "k1g4", "r4p5", "o14l14", "q19s18", "f16g16", "c10g6", "d2a6"} {
		q := g.Position()
		m, err := q.ParseLenient(s)
		if err == nil {
			err = g.Play(m)
		}
		if err != nil {
			t.Fatal(s, err)
		}
	}
	p = g.Position()
	if p.Captures(SouthEast) == 0 {
		t.Fatalf("no capture: %s", p.FEN())
	}
	text, err := p.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	if want := "default HorsemanMustTurn=true Alliances=Qin+Han,Chu+Wei,Qi+Yan,Zhao|" + p.FEN(); string(text) != want {
		t.Errorf("text form\n got %s\nwant %s", text, want)
	}
	check := func(how string, q Position) {
		t.Helper()
		if !q.Equal(p) || q.Rules() != r || q.Hash() != p.Hash() {
			t.Errorf("%s: %s, rules %v", how, q.FEN(), q.Rules())
		}
		if diff := cmp.Diff(textkit.SortedLegal(&p), textkit.SortedLegal(&q)); diff != "" {
			t.Errorf("%s: legal moves differ:\n%s", how, diff)
		}
	}
	var q Position
	if err := q.UnmarshalText(text); err != nil {
		t.Fatal(err)
	}
	check("text", q)
	type saved struct {
		Game  string
		Pos   Position
		Rules Rules
	}
	j, err := json.Marshal(saved{"x", p, r})
	if err != nil {
		t.Fatal(err)
	}
	var s saved
	if err := json.Unmarshal(j, &s); err != nil {
		t.Fatalf("%s: %v", j, err)
	}
	check("json", s.Pos)
	if s.Rules != r {
		t.Errorf("json rules %v", s.Rules)
	}
	// a bare position string reads under the receiver's rules
	q = StartPosition(r)
	if err := q.UnmarshalText([]byte(p.FEN())); err != nil {
		t.Fatal(err)
	}
	check("bare FEN under the receiver's rules", q)
	var z Position
	if err := z.UnmarshalText([]byte(p.FEN())); err != nil || z.Rules() != Default {
		t.Errorf("bare FEN into the zero Position: %v %v", z.Rules(), err)
	}
	// errors leave the receiver alone
	for _, bad := range []string{"xiangqi|" + p.FEN(), "default|19/19", "default Alliances=Qin+Chu,Han,Wei,Qi,Yan,Zhao|" + p.FEN()} {
		q := p
		if err := q.UnmarshalText([]byte(bad)); err == nil || !q.Equal(p) {
			t.Errorf("%q: %v", bad, err)
		}
	}
}

// The round counter writes and reads back up to MaxRound, and make/unmake
// keep it whatever its size.
func TestRoundCounter(t *testing.T) {
	for _, round := range []string{"1", "999999999", "5000000000", "1099511627776"} {
		fen := board("wQ@a10", "oQ@f1") + " w - r:-,g:-,b:-,d:-,p:- " + round
		p, err := ParseFEN(fen, Default)
		if err != nil || p.FEN() != fen {
			t.Fatalf("%s: %v %s", round, err, p.FEN())
		}
		before := p
		for _, m := range p.AppendLegalMoves(nil) {
			u := p.MakeMove(m)
			p.UnmakeMove(m, u)
			if p != before {
				t.Fatalf("round %s: make/unmake %v", round, m)
			}
		}
	}
	for _, bad := range []string{"0", "1099511627777", "99999999999999999999", "01", "-1"} {
		if _, err := ParseFEN(board("wQ@a10")+" w - - "+bad, Default); !errors.Is(err, core.ErrSyntax) || !strings.Contains(err.Error(), "round") {
			t.Errorf("round %s: %v", bad, err)
		}
	}
}

// The shared contract check of core.Position (internal/tools/conform)
// over random games from the starts of both rule sets, a four-player
// seating and positions near the end of a game.
func TestConform(t *testing.T) {
	four, _ := Default.WithAlliances([]string{"Qin", "Han"}, []string{"Chu", "Wei"}, []string{"Qi", "Yan"}, []string{"Zhao"})
	starts := map[string][]Position{}
	for _, r := range []Rules{Default, ElephantChess, four, {HorsemanMustTurn: true, DefeatByTotalLosses: true}} {
		defeats := "o:w"
		if r.Bookkeeping == ElephantChessBookkeeping {
			defeats = "-" // a defeated state's pieces are recoloured
		}
		near := setup(t, r, "w o:w9,r:w9,g:w9,b:w2 "+defeats+" 7", "wR@a1", "oS@a5", "rQ@h8", "rS@c3", "gQ@s6", "bQ@s14", "wQ@s19", "wC@b2", "oG@b9")
		starts[r.String()] = []Position{StartPosition(r), near}
	}
	for name, ps := range starts {
		t.Run(name, func(t *testing.T) {
			r := ps[0].Rules()
			var more []core.Position
			for i := range ps[1:] {
				more = append(more, &ps[1+i])
			}
			conform.Check(t, &ps[0], conform.Options{
				Parse:  conform.Parser(ParseFEN, r),
				Starts: more,
				Plies:  30,
			})
		})
	}
}
