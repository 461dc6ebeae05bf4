package main

import (
	"fmt"
	"iter"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/chaturanga-go/chaturanga"
	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/makruk"
	"github.com/chaturanga-go/chaturanga/qiguo"
	"github.com/chaturanga-go/chaturanga/shatar"
	"github.com/chaturanga-go/chaturanga/sittuyin"
)

// The lessons the page plays (lessons/<game>.json, described in
// lessons/README.md) are proved here through the registry: every
// position reads, every accepted move is legal and does what the step
// asks, a goal that is a predicate ("mate", "check", "promote", ...)
// accepts exactly the legal moves that achieve it (so a learner's other
// right answer is never refused), every "wrong" move is legal and misses
// the goal, every reply is legal, the steps follow one another, the texts
// are sentences, and the rule IDs named exist in the game's package.

// plGoals are the goals a step may have. A predicate goal is true of a
// move played in a position (p before, q after); "move" has none: its
// accept list is the answer.
var plGoals = map[string]func(p, q core.Position, m core.Move) bool{
	"move": nil,
	"mate": func(p, q core.Position, m core.Move) bool {
		o := q.Outcome()
		return o.Reason == core.Checkmate && o.Winner == p.Side()
	},
	"stalemate": func(p, q core.Position, m core.Move) bool {
		return q.Outcome().Reason == core.Stalemate
	},
	"check": func(p, q core.Position, m core.Move) bool {
		return !m.IsZero() && m.Action() == core.NoAction && p.GivesCheck(m)
	},
	"shak": func(p, q core.Position, m core.Move) bool {
		s, ok := q.(*shatar.Position)
		return ok && q.InCheck() && s.ShakSeries(q.Side())
	},
	"first-check": func(p, q core.Position, m core.Move) bool {
		o := q.Outcome()
		return o.Reason == core.FirstCheck && o.Winner == p.Side()
	},
	"promote": func(p, q core.Position, m core.Move) bool {
		if m.Action() != core.NoAction || m.IsDrop() || m.IsPass() {
			return false
		}
		return m.Promotion() != core.NoKind || p.At(m.From()).Kind() != q.At(m.To()).Kind()
	},
	"capture": func(p, q core.Position, m core.Move) bool {
		return m.Action() == core.NoAction && p.IsCapture(m)
	},
	"count": func(p, q core.Position, m core.Move) bool {
		before, _ := plCount(p)
		after, ok := plCount(q)
		return ok && after != "" && after != before && !q.Outcome().IsOver()
	},
	"stop-count": func(p, q core.Position, m core.Move) bool {
		before, _ := plCount(p)
		after, ok := plCount(q)
		return ok && before != "" && after == ""
	},
	"bare-king": func(p, q core.Position, m core.Move) bool {
		return q.Outcome().Reason == core.BareKing
	},
	"draw": func(p, q core.Position, m core.Move) bool {
		o := q.Outcome()
		return o.IsDraw()
	},
	"win": func(p, q core.Position, m core.Move) bool {
		o := q.Outcome()
		return o.IsOver() && !o.IsDraw() && o.Winner == p.Side()
	},
	"take-gate": func(p, q core.Position, m core.Move) bool {
		a, ok := p.(*makruk.Position)
		b, ok2 := q.(*makruk.Position)
		them := 1 - p.Side()
		return ok && ok2 && plLen(b.Gates(them)) < plLen(a.Gates(them))
	},
	"defeat": func(p, q core.Position, m core.Move) bool {
		a, ok := p.(*qiguo.Position)
		b, ok2 := q.(*qiguo.Position)
		if !ok || !ok2 {
			return false
		}
		for c := range core.Color(p.Sides()) {
			_, outBefore := a.DefeatedBy(c)
			by, outAfter := b.DefeatedBy(c)
			if !outBefore && outAfter && by == p.Side() {
				return true
			}
		}
		return false
	},
	"setup": func(p, q core.Position, m core.Move) bool {
		s, ok := p.(*sittuyin.Position)
		return ok && s.InSetup() && m.IsDrop()
	},
	"end-setup": func(p, q core.Position, m core.Move) bool {
		s, ok := p.(*sittuyin.Position)
		t, ok2 := q.(*sittuyin.Position)
		return ok && ok2 && s.InSetup() && !t.InSetup()
	},
}

// plCount returns the kind of count running in a position as text (""
// when none runs), and whether the game counts at all: the honour and
// the limit, not the number reached, which every move changes, nor the
// counter, which the ply countings derive from the position.
func plCount(p core.Position) (string, bool) {
	switch p := p.(type) {
	case *makruk.Position:
		c := p.Count()
		if !c.Running() {
			return "", true
		}
		return fmt.Sprintf("%v/%v", c.Honour, c.Limit), true
	case *sittuyin.Position:
		c := p.Count()
		if !c.Running() {
			return "", true
		}
		return fmt.Sprintf("%v", c.Limit), true
	}
	return "", false
}

// plLen counts the squares of seq.
func plLen(seq iter.Seq[core.Square]) int {
	n := 0
	for range seq {
		n++
	}
	return n
}

// plActions are the action words tried besides the legal moves.
var plActions = []string{"count", "stop-count", "resign"}

// plCandidates returns every move the side to move may play in p: its
// legal moves and the actions p accepts, with the position after each.
func plCandidates(p core.Position) ([]core.Move, []core.Position) {
	var ms []core.Move
	var qs []core.Position
	for m := range p.LegalMoves() {
		q := p.Clone()
		if err := q.PlayMove(m); err != nil {
			continue
		}
		ms = append(ms, m)
		qs = append(qs, q)
	}
	for _, w := range plActions {
		m, err := p.ParseMove(w)
		if err != nil {
			continue
		}
		q := p.Clone()
		if err := q.PlayMove(m); err != nil {
			continue
		}
		ms = append(ms, m)
		qs = append(qs, q)
	}
	return ms, qs
}

// plPlay plays the move text s in p (a copy), as the page does: the
// move's coordinates or an action's word.
func plPlay(p core.Position, s string) (core.Move, core.Position, error) {
	m, err := p.ParseMove(s)
	if err != nil {
		return m, nil, err
	}
	q := p.Clone()
	if err := q.PlayMove(m); err != nil {
		return m, nil, err
	}
	return m, q, nil
}

var (
	plRuleID   = regexp.MustCompile(`^[A-Z]{2}-[0-9]+$`)
	plGoName   = regexp.MustCompile(`\b[a-z]+\.[A-Z][A-Za-z]+|[A-Za-z]+\(\)|_`)
	plSentence = regexp.MustCompile(`^[“"(]?[A-Z0-9][\s\S]*[.!?)”"]$`)
	plIDShape  = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)
)

// plRuleIDs returns the rule IDs a game's package documents (every ID
// written in its Go files other than tests), read from the repository.
func plRuleIDs(t *testing.T, game string) map[string]bool {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("..", "..", game, "*.go"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no Go files for package %s: %v", game, err)
	}
	ids := map[string]bool{}
	re := regexp.MustCompile(`\b[A-Z]{2}-[0-9]+\b`)
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, id := range re.FindAll(b, -1) {
			ids[string(id)] = true
		}
	}
	return ids
}

// plLoad reads every lessons/*.json file.
func plLoad(t *testing.T) map[string][]exercise {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("lessons", "*.json"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no lessons/*.json")
	}
	out := map[string][]exercise{}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		ls, err := parseExercises(b) // the site build's reader
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		out[strings.TrimSuffix(filepath.Base(f), ".json")] = ls
	}
	return out
}

// plText checks one text of a lesson: present, a sentence for people
// when sentence is true, and free of Go names.
func plText(t *testing.T, where, what, s string, sentence bool) {
	t.Helper()
	if strings.TrimSpace(s) == "" {
		t.Errorf("%s: no %s", where, what)
		return
	}
	if s != strings.TrimSpace(s) {
		t.Errorf("%s: %s %q has spaces around it", where, what, s)
	}
	if sentence && !plSentence.MatchString(s) {
		t.Errorf("%s: %s %q is not a sentence (a capital first, a full stop last)", where, what, s)
	}
	if !sentence && !plSentence.MatchString(s+".") {
		t.Errorf("%s: %s %q does not start with a capital", where, what, s)
	}
	if g := plGoName.FindString(s); g != "" {
		t.Errorf("%s: %s %q names %q, not words for people", where, what, s, g)
	}
}

func TestLessonFiles(t *testing.T) {
	files := plLoad(t)
	ids := map[string]bool{}
	covered := map[string]bool{} // "game/set"
	for file, ls := range files {
		if len(ls) == 0 {
			t.Errorf("%s.json: no lessons", file)
		}
		for _, l := range ls {
			where := file + ".json " + l.ID
			if !plIDShape.MatchString(l.ID) {
				t.Errorf("%s: id %q is not lower-case words joined by hyphens", where, l.ID)
			}
			if ids[l.ID] {
				t.Errorf("%s: id used twice", where)
			}
			ids[l.ID] = true
			if l.Game != file {
				t.Errorf("%s: game %q in the file of %q", where, l.Game, file)
			}
			v, err := chaturanga.Lookup(l.Game)
			if err != nil || v.Name() != l.Game || v.Set() != "" {
				t.Errorf("%s: game %q is not a registry name (%v)", where, l.Game, err)
				continue
			}
			set := strings.Fields(l.Rules + " default")[0]
			if !slices.Contains(v.RuleSets(), set) {
				t.Errorf("%s: rules %q: no rule set %q in %v", where, l.Rules, set, v.RuleSets())
			}
			covered[l.Game+"/"+set] = true
			plText(t, where, "title", l.Title, false)
			plText(t, where, "intro", l.Intro, true)
			known := plRuleIDs(t, l.Game)
			if strings.TrimSpace(l.Rule) == "" {
				t.Errorf("%s: no rule IDs", where)
			}
			for _, id := range strings.Fields(l.Rule) {
				if !plRuleID.MatchString(id) || !known[id] {
					t.Errorf("%s: rule %q is not a rule ID of package %s", where, id, l.Game)
				}
			}
			if len(l.Steps) == 0 {
				t.Errorf("%s: no steps", where)
			}
			t.Run(l.ID, func(t *testing.T) { exerciseSteps(t, v, l) })
		}
	}
	// Every rule set the page offers has its lessons.
	for _, v := range chaturanga.Variants() {
		if _, ok := files[v.Name()]; !ok {
			t.Errorf("no lessons/%s.json", v.Name())
			continue
		}
		for _, set := range v.RuleSets() {
			if !covered[v.Name()+"/"+set] {
				t.Errorf("no lesson plays %s under its %q rules", v.Name(), set)
			}
		}
	}
}

// plSpecial are the special rules issue 28 names, each with the game,
// rule set and rule IDs a lesson must teach under it: "Makruk's and
// Cambodian's counts, the met's and khun's first leaps, Makpong's khun in
// check, ASEAN's promotion choice, the ai-wok, Sittuyin's setup and
// diagonal promotion, Shatranj's bare king and stalemate, Chaturanga, Main
// Chator's regional rules, Shatar's shak, Qi Guo's alliances, the Zhou,
// the cannon and the envoy", and the basic moves of Makruk's pieces.
var plSpecial = []struct{ game, set, ids string }{
	{"makruk", "default", "MK-2 MK-3 MK-4 MK-5 MK-6 MK-7 MK-8 MK-9"},
	{"makruk", "default", "MK-12 MK-13 MK-14 MK-15"},
	{"makruk", "pychess", "MK-13"},
	{"makruk", "cambodian", "OC-2 OC-3 OC-4 OC-5"},
	{"makruk", "karouk", "KO-1"},
	{"makruk", "makpong", "MP-1"},
	{"makruk", "asean", "AS-2"},
	{"makruk", "aiwok", "AW-1 AW-2"},
	{"sittuyin", "default", "ST-9 ST-10 ST-11 ST-12 ST-13 ST-14 ST-17"},
	{"sittuyin", "pychess", "ST-10 ST-14"},
	{"shatranj", "default", "SH-4 SH-9 SH-10 SH-11"},
	{"shatranj", "medina", "SH-10"},
	{"shatranj", "pychess", "SH-10"},
	{"shatranj", "chaturanga", "SH-1 SH-13"},
	{"chator", "default", "CH-7 CH-8 CH-9 CH-10 CH-11 CH-14 CH-16 CH-17 CH-18"},
	{"chator", "brooke", "CH-13 CH-14 CH-17"},
	{"chator", "elcum", "CH-12 CH-14 CH-16 CH-22"},
	{"chator", "southeastasian", "CH-5"},
	{"shatar", "default", "SR-3 SR-9 SR-11 SR-12"},
	{"qiguo", "default", "QG-6 QG-7 QG-8 QG-9 QG-10 QG-11"},
	{"qiguo", "default", "QG-2 QG-12 QG-13 QG-14 QG-17 QG-18 QG-19 QG-21 QG-22"},
	{"qiguo", "elephantchess", "QG-13"},
}

func TestLessonsTeachTheSpecialRules(t *testing.T) {
	taught := map[string]bool{} // "game/set/ID"
	for _, ls := range plLoad(t) {
		for _, l := range ls {
			set := strings.Fields(l.Rules + " default")[0]
			for _, id := range strings.Fields(l.Rule) {
				taught[l.Game+"/"+set+"/"+id] = true
			}
		}
	}
	for _, s := range plSpecial {
		for _, id := range strings.Fields(s.ids) {
			if !taught[s.game+"/"+s.set+"/"+id] {
				t.Errorf("no lesson of %s under its %q rules teaches %s", s.game, s.set, id)
			}
		}
	}
}

// exerciseSteps proves the steps of one lesson.
func exerciseSteps(t *testing.T, v chaturanga.Variant, l exercise) {
	var next core.Position // the position after the previous step
	for i, s := range l.Steps {
		where := fmt.Sprintf("%s step %d", l.ID, i+1)
		var p core.Position
		if s.FEN == "" {
			if next == nil {
				t.Errorf("%s: no fen, and no step before it to continue", where)
				return
			}
			p = next
		} else {
			var err error
			p, err = v.NewPosition(l.Rules, s.FEN)
			if err != nil {
				t.Errorf("%s: fen %q: %v", where, s.FEN, err)
				return
			}
			if got := p.FEN(); got != s.FEN {
				t.Errorf("%s: fen %q reads back as %q", where, s.FEN, got)
			}
		}
		next = nil
		if p.Outcome().IsOver() {
			t.Errorf("%s: the game is already over (%v)", where, p.Outcome())
			return
		}
		plText(t, where, "task", s.Task, false)
		plText(t, where, "hint", s.Hint, true)
		plText(t, where, "done", s.Done, true)
		pred, ok := plGoals[s.Goal]
		if !ok {
			t.Errorf("%s: unknown goal %q", where, s.Goal)
			return
		}
		if len(s.Accept) == 0 {
			t.Errorf("%s: accepts no move", where)
			return
		}
		accepted := map[core.Move]bool{}
		var afters []string
		for _, a := range s.Accept {
			m, q, err := plPlay(p, a)
			if err != nil {
				t.Errorf("%s: accepted move %q: %v", where, a, err)
				continue
			}
			if got := p.MoveText(m); got != a {
				t.Errorf("%s: accepted move %q is written %q", where, a, got)
			}
			if accepted[m] {
				t.Errorf("%s: %q accepted twice", where, a)
			}
			accepted[m] = true
			if pred != nil && !pred(p, q, m) {
				t.Errorf("%s: accepted move %q does not achieve %q (outcome %v)", where, a, s.Goal, q.Outcome())
			}
			after := q
			if s.Reply != "" {
				_, r, err := plPlay(q, s.Reply)
				if err != nil {
					t.Errorf("%s: reply %q after %q: %v", where, s.Reply, a, err)
					continue
				}
				after = r
			}
			afters = append(afters, after.FEN())
			if len(afters) == 1 {
				next = after
			}
		}
		if pred != nil {
			// The accepted moves are exactly those that achieve the goal.
			ms, qs := plCandidates(p)
			var want []string
			for j, m := range ms {
				if pred(p, qs[j], m) {
					want = append(want, p.MoveText(m))
				}
			}
			sort.Strings(want)
			got := slices.Clone(s.Accept)
			sort.Strings(got)
			if !slices.Equal(got, want) {
				t.Errorf("%s: goal %q: accept %q, but the moves that achieve it are %q", where, s.Goal, got, want)
			}
		}
		for w, why := range s.Wrong {
			plText(t, where, "explanation of "+w, why, true)
			m, q, err := plPlay(p, w)
			if err != nil {
				t.Errorf("%s: wrong move %q is not legal: %v", where, w, err)
				continue
			}
			if got := p.MoveText(m); got != w {
				t.Errorf("%s: wrong move %q is written %q", where, w, got)
			}
			if accepted[m] {
				t.Errorf("%s: wrong move %q is accepted too", where, w)
			}
			if pred != nil && pred(p, q, m) {
				t.Errorf("%s: wrong move %q achieves %q", where, w, s.Goal)
			}
		}
		if i+1 < len(l.Steps) && l.Steps[i+1].FEN == "" {
			for _, f := range afters {
				if f != afters[0] {
					t.Errorf("%s: the next step has no fen, but the accepted moves lead to different positions (%q, %q)", where, afters[0], f)
					break
				}
			}
		}
	}
}
