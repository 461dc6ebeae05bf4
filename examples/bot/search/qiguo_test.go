package search

import (
	"strconv"
	"strings"
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/qiguo"
)

// qiguoFEN writes a Qi Guo position of Qin, Han and Chu (the other four
// states resigned) with pieces on the named points ("a10": "wQ"), tomove
// the letter of the state to move.
func qiguoFEN(pieces map[string]string, tomove string) string {
	var b strings.Builder
	for r := 18; r >= 0; r-- {
		empty := 0
		for f := range 19 {
			pc, ok := pieces[core.SquareAt(f, r).String()]
			if !ok {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteString(strconv.Itoa(empty))
				empty = 0
			}
			b.WriteString(pc)
		}
		if empty > 0 {
			b.WriteString(strconv.Itoa(empty))
		}
		if r > 0 {
			b.WriteByte('/')
		}
	}
	return b.String() + " " + tomove + " - g:-,b:-,d:-,p:- 1"
}

func qiguoPosition(t *testing.T, pieces map[string]string, rules string) *qiguo.Position {
	t.Helper()
	r, err := qiguo.ParseRules(rules)
	if err != nil {
		t.Fatal(err)
	}
	p, err := qiguo.ParseFEN(qiguoFEN(pieces, "w"), r)
	if err != nil {
		t.Fatal(err)
	}
	return &p
}

// Qin's pian on c10 may take Chu's sword on c14, where Han's bow on c18
// would take the pian in turn.
var qiguoBait = map[string]string{"a10": "wQ", "c10": "wR", "c14": "rS", "c18": "oH", "f1": "oQ", "s3": "rQ"}

const qiguoAllied = "default Alliances=Qin+Han,Chu+Wei,Qi+Yan,Zhao"

// Qi Guo's paranoid search: a state takes a general left unguarded (its
// army then passes to the captor), and does not take a piece that the
// next state would win back with more, at every depth.
func TestQiguoSearch(t *testing.T) {
	general := map[string]string{"a10": "wQ", "c10": "wR", "c14": "rQ", "f1": "oQ", "s3": "oS"}
	for depth := 1; depth <= 3; depth++ {
		p := qiguoPosition(t, general, "default")
		if m := p.MoveText(BestMove(p, depth, nil)); m != "c10c14" {
			t.Errorf("depth %d: %s, want c10c14 taking Chu's general", depth, m)
		}
		p = qiguoPosition(t, qiguoBait, "default")
		if m := p.MoveText(BestMove(p, depth, nil)); m == "c10c14" {
			t.Errorf("depth %d: %s, taking a sword the Han bow guards", depth, m)
		}
	}
}

// The alliances count: Han's pieces are the camp's when Han is Qin's ally,
// and its capture of Chu's sword (in the quiescence after Qin's move) is
// the camp's gain, where without the alliance the same position scores
// Han's pieces against Qin.
func TestQiguoAlliancesCount(t *testing.T) {
	score := func(rules string, depth int) int {
		p := qiguoPosition(t, qiguoBait, rules)
		_, _, v := New(1).Search(Request{Position: p, Limit: Limit{Depth: depth}}, nil)
		return v
	}
	bow, sword := values[core.Bow], values[core.Wazir]
	for depth := 1; depth <= 3; depth++ {
		alone, allied := score("default", depth), score(qiguoAllied, depth)
		// Allied, Han's army (general and bow) changes sides in the count
		// and the sword falls to the camp.
		if allied-alone < 2*(values[core.Queen]+bow)+sword-100 {
			t.Errorf("depth %d: score %d alone, %d allied with Han", depth, alone, allied)
		}
	}
	st := New(1)
	p := qiguoPosition(t, qiguoBait, qiguoAllied)
	s := st.prepare(p)
	s.setRoot(p, nil)
	if !s.camp[qiguo.West] || !s.camp[qiguo.SouthWest] || s.camp[qiguo.SouthEast] {
		t.Errorf("camps %v: want Qin and Han", s.camp)
	}
}

// Choose in Qi Guo's start position at the page's deepest depth answers a
// legal move within its node budget.
func TestQiguoChooseBudget(t *testing.T) {
	p := qiguo.StartPosition(qiguo.Default)
	m := BestMove(&p, 5, nil)
	if !p.IsLegal(m) {
		t.Fatalf("%v is not legal", m)
	}
}

// Qi Guo's position tells the search its alliances and conquests.
var _ ManySides = (*qiguo.Position)(nil)
