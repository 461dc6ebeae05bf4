package qiguo

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/tools/conform"
	"github.com/chaturanga-go/chaturanga/internal/tools/textkit"
)

var pieceKinds = []core.Kind{General, Pian, Bi, Cannon, Bow, Crossbow, Dao, Sword, Horseman, GoBetween}

// drawSeating draws a valid seating of 3 to 7 players (QG-22) under r's
// naming.
func drawSeating(t *rapid.T, r Rules) Rules {
	players := rapid.IntRange(3, 7).Draw(t, "players")
	name := func(s string) core.Color { c, _ := r.StateByName(s); return c }
	qin, chu, qi := name("Qin"), name("Chu"), name("Qi")
	var others []core.Color
	for c := range core.Color(NumStates) {
		if c != qin && c != chu && c != qi {
			others = append(others, c)
		}
	}
	perm := rapid.Permutation(others).Draw(t, "others")
	var groups [][]core.Color
	single := func(cs ...core.Color) {
		for _, c := range cs {
			groups = append(groups, []core.Color{c})
		}
	}
	switch players {
	case 7:
		single(qin, chu, qi)
		single(perm...)
	case 6, 5:
		// Qin's partner: any state but Chu (Qi allowed)
		pool := append([]core.Color{qi}, perm...)
		x := rapid.SampledFrom(pool).Draw(t, "qin partner")
		groups = append(groups, []core.Color{qin, x})
		rest := slices.DeleteFunc(slices.Clone(pool), func(c core.Color) bool { return c == x })
		if players == 5 {
			y := rapid.SampledFrom(rest).Draw(t, "chu partner")
			groups = append(groups, []core.Color{chu, y})
			rest = slices.DeleteFunc(rest, func(c core.Color) bool { return c == y })
		} else {
			single(chu)
		}
		single(rest...)
	case 4, 3:
		if players == 4 {
			groups = append(groups, []core.Color{qin, perm[0]})
			single(perm[3])
		} else {
			groups = append(groups, []core.Color{qin, perm[0], perm[3]})
		}
		groups = append(groups, []core.Color{chu, perm[1]}, []core.Color{qi, perm[2]})
	}
	var names [][]string
	for _, g := range groups {
		var ns []string
		for _, c := range g {
			ns = append(ns, r.StateName(c))
		}
		names = append(names, ns)
	}
	out, err := r.WithAlliances(names...)
	if err != nil {
		t.Fatalf("seating %v: %v", names, err)
	}
	if out.Players() != players {
		t.Fatalf("seating %v: %d players, want %d", names, out.Players(), players)
	}
	return out
}

// drawRules draws a rule set: the named sets, the options one at a time,
// and seatings of fewer players.
func drawRules(t *rapid.T) Rules {
	r := rapid.SampledFrom(RuleSets()).Draw(t, "rules")
	if r.Bookkeeping == SourceBookkeeping {
		r.WikipediaNames = rapid.Bool().Draw(t, "WikipediaNames")
		r.ElephantChessLayout = rapid.Bool().Draw(t, "ElephantChessLayout")
		r.HorsemanMustTurn = rapid.Bool().Draw(t, "HorsemanMustTurn")
		r.DefeatByTotalLosses = rapid.Bool().Draw(t, "DefeatByTotalLosses")
	}
	if rapid.Bool().Draw(t, "seating") {
		r = drawSeating(t, r)
	}
	return r
}

// randomGame plays up to n moves from the start under random rules,
// preferring captures so that defeats and wins happen, and calls check
// before each move.
func randomGame(t *rapid.T, n int, check func(p *Position, m core.Move)) Position {
	r := drawRules(t)
	p := StartPosition(r)
	bias := rapid.IntRange(0, 4).Draw(t, "capture bias")
	var buf, caps []core.Move
	for range n {
		buf = p.AppendLegalMoves(buf[:0])
		if len(buf) == 0 {
			break
		}
		caps = caps[:0]
		for _, m := range buf {
			if !m.IsPass() && p.At(m.To()) != core.NoPiece {
				caps = append(caps, m)
			}
		}
		list := buf
		if len(caps) > 0 && rapid.IntRange(0, 4).Draw(t, "prefer capture") < bias {
			list = caps
		}
		m := list[rapid.IntRange(0, len(list)-1).Draw(t, "move")]
		check(&p, m)
		p.MakeMove(m)
	}
	return p
}

// Property: MakeMove then UnmakeMove restores the position exactly (every
// field, so the FEN and the hash too); the incremental hash equals that of
// the position read afresh from its string, which writes back the same.
func TestMakeUnmakeRestores(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		randomGame(t, 400, func(p *Position, m core.Move) {
			before := *p
			u := p.MakeMove(m)
			fen := p.FEN()
			fresh, err := ParseFEN(fen, p.Rules())
			if err != nil {
				t.Fatalf("after %s: %v", FormatMove(m), err)
			}
			if fresh.Hash() != p.Hash() {
				t.Fatalf("incremental hash differs from a fresh one after %s in %s", FormatMove(m), before.FEN())
			}
			if diff := cmp.Diff(fen, fresh.FEN()); diff != "" {
				t.Fatalf("FEN round trip (-played +read):\n%s", diff)
			}
			if !fresh.Outcome().Equal(p.Outcome()) {
				t.Fatalf("outcome %v, read afresh %v, in %s", p.Outcome(), fresh.Outcome(), fen)
			}
			p.UnmakeMove(m, u)
			if diff := cmp.Diff(before.FEN(), p.FEN()); diff != "" {
				t.Fatalf("unmake %s: FEN differs (-want +got):\n%s", FormatMove(m), diff)
			}
			if *p != before {
				t.Fatalf("unmake %s: position differs from before", FormatMove(m))
			}
		})
	})
}

// Property: the tallies equal the captures played (QG-16, QG-24; under
// ElephantChessBookkeeping transfers count too); every army is controlled
// by a live state (QG-17, QG-20); the game ends exactly when a state meets
// QG-19, and the winner meets it.
func TestBookkeeping(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var want [NumStates][NumStates]int
		randomGame(t, 600, func(p *Position, m core.Move) {
			ec := p.Rules().Bookkeeping == ElephantChessBookkeeping
			s := p.Side()
			var pieces [NumStates]int // by colour as written
			for _, pc := range p.Pieces() {
				pieces[pc.Color()]++
			}
			var victim core.Color = core.NoColor
			if !m.IsPass() {
				if q := p.At(m.To()); q != core.NoPiece {
					victim = q.Color()
					want[victim][s]++
				}
			}
			alive := func(q *Position) (out [NumStates]bool) {
				for c := range core.Color(NumStates) {
					out[c] = q.Alive(c)
				}
				return out
			}
			was := alive(p)
			q := *p
			q.MakeMove(m)
			now := alive(&q)
			for c := range core.Color(NumStates) {
				if was[c] && !now[c] {
					if victim == core.NoColor {
						t.Fatalf("%s defeated without a capture", q.Rules().StateName(c))
					}
					if ec {
						n := pieces[c]
						if victim == c {
							n--
						}
						by, _ := q.DefeatedBy(c)
						want[c][by] += n
					}
				}
				if !was[c] && now[c] {
					t.Fatalf("%s came back to life", q.Rules().StateName(c))
				}
				if !q.Alive(q.Controller(c)) {
					t.Fatalf("army %s controlled by %s, which is defeated", q.Rules().StateName(c), q.Rules().StateName(q.Controller(c)))
				}
			}
			for v := range core.Color(NumStates) {
				for c := range core.Color(NumStates) {
					if got := q.Captured(v, c); got != want[v][c] {
						t.Fatalf("after %s: %s captured %d of %s, want %d", FormatMove(m), q.Rules().StateName(c), got, q.Rules().StateName(v), want[v][c])
					}
				}
			}
			checkEnd(t, &q, s)
		})
	})
}

// checkEnd checks that q's game is over exactly when QG-19 is met after a
// move by mover, and by a state that meets it.
func checkEnd(t *rapid.T, q *Position, mover core.Color) {
	r := q.Rules()
	ec := r.Bookkeeping == ElephantChessBookkeeping
	meets := func(c core.Color) bool {
		if !q.Alive(c) {
			return false
		}
		n := 0
		for v := range core.Color(NumStates) {
			if by, ok := q.DefeatedBy(v); ok && by == c {
				n++
			}
		}
		return n >= 2 || q.Captures(c) >= 30
	}
	players := map[core.Color]bool{}
	live := 0
	for c := range core.Color(NumStates) {
		if q.Alive(c) {
			live++
			lead := c
			if !ec {
				lead = r.Alliances.Groups()[0][0]
				for _, g := range r.Alliances.Groups() {
					if slices.Contains(g, c) {
						lead = g[0]
					}
				}
			}
			players[lead] = true
		}
	}
	any := false
	for c := range core.Color(NumStates) {
		any = any || meets(c)
	}
	// under DefeatByTotalLosses the state credited with a defeat may be
	// another than the mover (QG-29), so any state may meet QG-19
	ended := len(players) == 1 || any
	o := q.Outcome()
	if o.IsOver() != ended {
		t.Fatalf("outcome %v, want over=%v, in %s", o, ended, q.FEN())
	}
	if !o.IsOver() {
		if q.CountLegalMoves() == 0 && !ec {
			t.Fatalf("no move, not even a pass, in %s", q.FEN())
		}
		return
	}
	if !q.Alive(o.Winner) {
		t.Fatalf("winner %s is defeated", r.StateName(o.Winner))
	}
	switch o.Reason {
	case core.Conquest, core.CaptureCount:
		if !meets(o.Winner) {
			t.Fatalf("winner %s by %v does not meet QG-19 in %s", r.StateName(o.Winner), o.Reason, q.FEN())
		}
	case core.LastStanding:
		if len(players) != 1 {
			t.Fatalf("last standing with %d players left", len(players))
		}
	}
	if !ec && meets(mover) && o.Winner != mover {
		t.Fatalf("winner %s, not the mover %s, who meets QG-19 (QG-26)", r.StateName(o.Winner), r.StateName(mover))
	}
	if !ec && o.Reason == core.LastStanding && o.Winner != mover {
		t.Fatalf("last standing: winner %s, not the mover %s (QG-26)", r.StateName(o.Winner), r.StateName(mover))
	}
	if q.CountLegalMoves() != 0 || len(q.AppendLegalMoves(nil)) != 0 {
		t.Fatalf("a finished game has legal moves")
	}
}

// Property: every legal move's text reads back as the same move, with and
// without the position; the moves are distinct; every move is of a piece
// the mover controls and captures only a capturable enemy piece.
func TestMoveTextRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		randomGame(t, 300, func(p *Position, m core.Move) {
			seen := map[core.Move]bool{}
			for l := range p.LegalMoves() {
				if seen[l] {
					t.Fatalf("move %s listed twice in %s", FormatMove(l), p.FEN())
				}
				seen[l] = true
				s := p.MoveText(l)
				if got, err := ParseCoord(s); err != nil || got != l {
					t.Fatalf("ParseCoord(%q) = %v, %v", s, got, err)
				}
				if l == m || l.IsPass() { // ParseMove checks legality: one move per position keeps the test fast
					if got, err := p.ParseMove(s); err != nil || got != l {
						t.Fatalf("ParseMove(%q) = %v, %v in %s", s, got, err, p.FEN())
					}
				}
				if l.IsPass() {
					continue
				}
				pc := p.At(l.From())
				if p.Controller(pc.Color()) != p.Side() {
					t.Fatalf("%s moves a piece of %s, controlled by %s", s, p.Rules().StateName(pc.Color()), p.Rules().StateName(p.Controller(pc.Color())))
				}
				if q := p.At(l.To()); q != core.NoPiece {
					if q.Kind() == GoBetween || q == ZhouPiece || pc.Kind() == GoBetween || p.Friendly(q.Color(), pc.Color()) {
						t.Fatalf("%s captures %v with %v in %s", s, q, pc, p.FEN())
					}
				}
			}
		})
	})
}

// Property: perft divide sums to perft.
func TestDivideSumsToPerft(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := randomGame(t, rapid.IntRange(0, 300).Draw(t, "plies"), func(*Position, core.Move) {})
		conform.CheckDivide(t, &p, p.Divide, 2)
	})
}

// randomPlacement draws a position with random pieces of random armies on
// random points, under random rules, for the differential test.
func randomPlacement(t *rapid.T) Position {
	r := drawRules(t)
	p := newPosition(r)
	density := rapid.IntRange(1, 60).Draw(t, "density")
	total := 0
	var generals [NumStates]bool
	for sq := range geometry.Squares() {
		if sq == ZhouSquare || rapid.IntRange(0, 99).Draw(t, "occupied") >= density || total >= maxPieces {
			continue
		}
		c := core.Color(rapid.IntRange(0, NumStates-1).Draw(t, "state"))
		k := rapid.SampledFrom(pieceKinds).Draw(t, "kind")
		if k == General {
			if generals[c] {
				continue
			}
			generals[c] = true
		}
		p.put(core.MakePiece(c, k), cellOf(sq))
		total++
	}
	p.side = core.Color(rapid.IntRange(0, NumStates-1).Draw(t, "side"))
	p.finishSetup()
	return p
}

// referenceMoves lists the moves of the state to move with core.Board,
// the library's plain reference generator, from the pieces' movements.
func referenceMoves(p *Position) []string {
	r := p.Rules()
	b := core.NewBoard(geometry)
	for sq, pc := range p.Pieces() {
		b.Set(sq, pc)
	}
	b.Set(ZhouSquare, ZhouPiece)
	set := map[string]bool{}
	for from, pc := range p.Pieces() {
		if p.Controller(pc.Color()) != p.Side() {
			continue
		}
		canCapture := func(q core.Piece) bool {
			return q.Kind() != GoBetween && q.Kind() != Zhou && !p.Friendly(q.Color(), pc.Color())
		}
		b.Targets(from, pc, r.Movement(pc.Kind()), canCapture, func(to core.Square, _ core.Piece) bool {
			set[FormatMove(core.NewMove(from, to))] = true
			return true
		})
	}
	out := []string{}
	for s := range set {
		out = append(out, s)
	}
	if len(out) == 0 && r.Bookkeeping == SourceBookkeeping && !p.Outcome().IsOver() {
		out = append(out, "pass")
	}
	if p.Outcome().IsOver() {
		out = []string{}
	}
	slices.Sort(out)
	return out
}

// Property: the fast mailbox generator agrees with core.Board, the plain
// reference, on random placements and on positions of random games; the
// fast count agrees with the list.
func TestDifferentialCoreBoard(t *testing.T) {
	check := func(t *rapid.T, p *Position) {
		got := textkit.SortedLegal(p)
		if want := referenceMoves(p); !slices.Equal(got, want) {
			t.Fatalf("%s: moves differ from core.Board (-want +got):\n%s", p.FEN(), cmp.Diff(want, got))
		}
		if n := p.CountLegalMoves(); n != len(got) {
			t.Fatalf("%s: CountLegalMoves %d, %d listed", p.FEN(), n, len(got))
		}
	}
	t.Run("placements", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) {
			p := randomPlacement(t)
			check(t, &p)
		})
	})
	t.Run("games", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) {
			randomGame(t, 300, func(p *Position, _ core.Move) { check(t, p) })
		})
	})
}

// gameMachine is a rapid state machine over a Game: playing random legal
// moves and undoing them keeps the game's position equal to a model stack
// of position strings.
type gameMachine struct {
	g     *Game
	model []string
}

func (m *gameMachine) Play(t *rapid.T) {
	p := m.g.Position()
	moves := slices.Collect(p.LegalMoves())
	if len(moves) == 0 {
		t.Skip("game over")
	}
	mv := rapid.SampledFrom(moves).Draw(t, "move")
	if err := m.g.Play(mv); err != nil {
		t.Fatal(err)
	}
	next := m.g.Position()
	m.model = append(m.model, next.FEN())
}

func (m *gameMachine) Undo(t *rapid.T) {
	if len(m.model) == 1 {
		if _, ok := m.g.Undo(); ok {
			t.Fatal("undo at the start succeeded")
		}
		return
	}
	m.g.Undo()
	m.model = m.model[:len(m.model)-1]
}

func (m *gameMachine) Check(t *rapid.T) {
	p := m.g.Position()
	if got, want := p.FEN(), m.model[len(m.model)-1]; got != want {
		t.Fatalf("position %s, model %s", got, want)
	}
	if m.g.Len() != len(m.model)-1 {
		t.Fatalf("%d moves, model %d", m.g.Len(), len(m.model)-1)
	}
}

// Property: play and undo through a Game agree with a model stack.
func TestGameStateMachine(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := StartPosition(drawRules(t))
		m := &gameMachine{g: NewGame(p), model: []string{p.FEN()}}
		t.Repeat(rapid.StateMachineActions(m))
	})
}
