package chaturanga_test

import (
	"bytes"
	"errors"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/chaturanga-go/chaturanga"
	"github.com/chaturanga-go/chaturanga/chator"
	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/makruk"
	"github.com/chaturanga-go/chaturanga/notation"
	"github.com/chaturanga-go/chaturanga/qiguo"
	"github.com/chaturanga-go/chaturanga/shatar"
	"github.com/chaturanga-go/chaturanga/shatranj"
	"github.com/chaturanga-go/chaturanga/sittuyin"
	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// Records of every game's annotations: read, checked, kept, written back.

// readOne reads the one PGN game of text with a plain reader.
func readOne(t testing.TB, text string) *notation.Record {
	t.Helper()
	rec, err := notation.NewPGNReader(strings.NewReader(text)).Next()
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	return rec
}

// firstMoves returns the SAN of a first move of a game of v and of a
// reply, from the start position of its default rules (past Sittuyin's
// setup too).
func firstMoves(t *testing.T, v chaturanga.Variant) (string, string) {
	t.Helper()
	g, err := v.NewGame("", "")
	if err != nil {
		t.Fatal(err)
	}
	var san [2]string
	for i := range san {
		p := g.Position()
		m := p.AppendLegalMoves(nil)[0]
		san[i] = p.SAN(m)
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	return san[0], san[1]
}

// The record, in every game: an illegal move in a variation is
// reported, with where it is and its text, and the main line is kept.
func TestReadRecordReportsVariations(t *testing.T) {
	for _, v := range chaturanga.Variants() {
		t.Run(v.Name(), func(t *testing.T) {
			a, b := firstMoves(t, v)
			text := "[Variant \"" + v.Name() + "\"]\n\n{start} 1. " + a + " $1 (1. Zz9 {?}) (1. " + a + " {same}) " + b + " {[%clk 0:01:00]} *\n"
			rec := readOne(t, text)
			g, err := chaturanga.ReadRecord(rec, "")
			var list core.VariationErrors
			if g == nil || !errors.As(err, &list) || len(list) != 1 {
				t.Fatalf("%v, %v; want the game and one error", g, err)
			}
			e := list[0]
			if !cmp.Equal(e.Path, core.Path{0, 0, 0}) || !errors.Is(err, core.ErrSyntax) || e.Line != 1 ||
				!strings.Contains(err.Error(), "(ply 1 in variation 1 of ply 1)") || !strings.Contains(err.Error(), "Zz9") {
				t.Errorf("error %q at %v", err, e.Path)
			}
			if g.Len() != 2 || g.Outcome().IsOver() {
				t.Errorf("the main line: %d plies, %v", g.Len(), g.Outcome())
			}
			// The rest is kept and written back; the bad variation is not.
			written := g.Record()
			out := string(notation.AppendPGN(nil, written))
			a, b = written.Moves[0].Text, written.Moves[1].Text // in the game's spelling (Qi Guo's coordinates)
			want := "{start} " + a + " $1 (" + a + " {same}) " + b + " {[%clk 0:01:00]} *"
			if got := moveNumber.ReplaceAllString(out, ""); !strings.Contains(got, want) {
				t.Errorf("written back:\n%s\nwant the movetext %s", out, want)
			}
		})
	}
}

// Variations nested as deep as the reader takes them replay and write
// back; an error in one quotes at most 64 bytes of its move, in every game.
func TestReadRecordDeepVariations(t *testing.T) {
	for _, v := range chaturanga.Variants() {
		t.Run(v.Name(), func(t *testing.T) {
			a, _ := firstMoves(t, v)
			depth := notation.DefaultMaxVariationDepth
			text := "[Variant \"" + v.Name() + "\"]\n\n1. " + a + " " + strings.Repeat("("+a+" ", depth) + strings.Repeat(")", depth) + " *\n"
			g, err := chaturanga.ReadRecord(readOne(t, text), "")
			if err != nil {
				t.Fatal(err)
			}
			back, err := chaturanga.ReadRecord(readOne(t, string(notation.AppendPGN(nil, g.Record()))), "")
			if err != nil {
				t.Fatal(err)
			}
			n, deep := back.Unwrap().(interface{ Notes(int) core.Notes }).Notes(0), 0
			for len(n.Variations) == 1 {
				n, deep = n.Variations[0][0].Notes, deep+1
			}
			if deep != depth {
				t.Errorf("%d variations deep, want %d", deep, depth)
			}
			long := "N" + strings.Repeat("x", 250)
			_, err = chaturanga.ReadRecord(readOne(t, "[Variant \""+v.Name()+"\"]\n\n1. "+a+" ("+long+") *"), "")
			if err == nil || strings.Contains(err.Error(), strings.Repeat("x", 65)) {
				t.Errorf("an error quotes too much: %v", err)
			}
		})
	}
}

// moveNumber matches a move number and the space after it.
var moveNumber = regexp.MustCompile(`\d+\.(\.\.)? ?`)

// ReadRecord(nil) is an error, never a panic, in every package and the
// registry.
func TestReadRecordNil(t *testing.T) {
	check := func(name string, g any, err error) {
		t.Helper()
		if !errors.Is(err, core.ErrSyntax) || !strings.Contains(err.Error(), "no record") {
			t.Errorf("%s: %v", name, err)
		}
	}
	g1, err := makruk.ReadRecord(nil, makruk.Default)
	check("makruk", g1, err)
	g2, err := shatranj.ReadRecord(nil, shatranj.Default)
	check("shatranj", g2, err)
	g3, err := sittuyin.ReadRecord(nil, sittuyin.Default)
	check("sittuyin", g3, err)
	g4, err := chator.ReadRecord(nil, chator.Default)
	check("chator", g4, err)
	g5, err := shatar.ReadRecord(nil, shatar.Default)
	check("shatar", g5, err)
	g6, err := qiguo.ReadRecord(nil, qiguo.Default)
	check("qiguo", g6, err)
	if g1 != nil || g2 != nil || g3 != nil || g4 != nil || g5 != nil || g6 != nil {
		t.Error("a game from no record")
	}
	g, err := chaturanga.ReadRecord(nil, "")
	check("chaturanga", g, err)
	for _, v := range chaturanga.Variants() {
		g, err := v.ReadRecord(nil, "")
		check(v.Name(), g, err)
		if g != nil {
			t.Errorf("%s: a game from no record", v.Name())
		}
	}
}

// What ReadRecord returns with an error, the same in every game through
// the registry: the game as far as it replayed (a bad move of the main
// line, a result that disagrees), the whole game for errors in variations
// only (above), no game for a record that starts none.
func TestReadRecordWithError(t *testing.T) {
	for _, v := range chaturanga.Variants() {
		t.Run(v.Name(), func(t *testing.T) {
			a, b := firstMoves(t, v)
			head := "[Variant \"" + v.Name() + "\"]\n"
			for _, c := range []struct {
				name, text string
				plies      int // -1: no game
				err        error
			}{
				{"bad move", head + "\n1. " + a + " " + b + " Zz9 " + a + " *", 2, core.ErrSyntax},
				{"result", head + "[Result \"*\"]\n\n1. " + a + " " + b + " 1-0", 2, core.ErrSyntax},
				{"rules", head + "[Rules \"nosuch\"]\n\n1. " + a + " *", -1, core.ErrUnknown},
				{"fen", head + "[FEN \"8/8 w\"]\n\n1. " + a + " *", -1, core.ErrSyntax},
			} {
				g, err := chaturanga.ReadRecord(readOne(t, c.text), "")
				if !errors.Is(err, c.err) {
					t.Errorf("%s: %v, want %v", c.name, err, c.err)
				}
				if c.plies < 0 && g != nil || c.plies >= 0 && (g == nil || g.Len() != c.plies) {
					t.Errorf("%s: game %v", c.name, g)
				}
				var list core.VariationErrors
				if errors.As(err, &list) {
					t.Errorf("%s: a main-line error passes for variations' errors", c.name)
				}
			}
		})
	}
}

// annotatedText returns a record of a short game of v whose moves carry
// comments, glyphs, clocks and (nested) variations.
func annotatedText(t *testing.T, v chaturanga.Variant) string {
	t.Helper()
	g, err := v.NewGame("", "")
	if err != nil {
		t.Fatal(err)
	}
	for g.Len() < 10 && !g.Outcome().IsOver() {
		p := g.Position()
		moves := p.AppendLegalMoves(nil)
		if err := g.Play(moves[g.Len()*5%len(moves)]); err != nil {
			t.Fatal(err)
		}
	}
	rec := g.Record(notation.Tag{Name: "Event", Value: "race"})
	rec.Comment = "opening"
	for i := range rec.Moves {
		m := &rec.Moves[i]
		m.Comments = []string{"[%clk 0:0" + string(rune('0'+i)) + ":00] note"}
		m.NAGs = []int{i % 7}
		if i+2 < len(rec.Moves) {
			m.Variations = [][]notation.RecordMove{{
				{Text: rec.Moves[i].Text, StartingComment: "again"},
				{Text: rec.Moves[i+1].Text, Variations: [][]notation.RecordMove{{{Text: rec.Moves[i+1].Text}}}},
			}}
		}
	}
	return string(notation.AppendPGN(nil, rec))
}

// Records are only read: one parsed record replayed by several goroutines
// at once in every game (run with -race), through the package and the
// registry, gives the same game each time and is left as it was.
func TestReadRecordReadOnlyRace(t *testing.T) {
	for _, v := range chaturanga.Variants() {
		t.Run(v.Name(), func(t *testing.T) {
			text := annotatedText(t, v)
			rec := readOne(t, text)
			g, err := v.ReadRecord(rec, "")
			if err != nil {
				t.Fatal(err)
			}
			want := string(notation.AppendPGN(nil, g.Record(rec.Tags...)))
			if want != text {
				t.Fatalf("written back:\n%s\nwant:\n%s", want, text)
			}
			var wg sync.WaitGroup
			errs := make(chan string, 16)
			for i := range 8 {
				wg.Add(1)
				go func() {
					defer wg.Done()
					for range 4 {
						var g chaturanga.Game
						var err error
						if i%2 == 0 {
							g, err = chaturanga.ReadRecord(rec, "")
						} else {
							g, err = v.ReadRecord(rec, "")
						}
						if err != nil {
							errs <- err.Error()
							return
						}
						if got := string(notation.AppendPGN(nil, g.Record(rec.Tags...))); got != want {
							errs <- "another record:\n" + got
							return
						}
					}
				}()
			}
			wg.Wait()
			close(errs)
			for e := range errs {
				t.Error(e)
			}
			if diff := cmp.Diff(readOne(t, text), rec); diff != "" {
				t.Errorf("the record changed (-before +after):\n%s", diff)
			}
		})
	}
}

// A tag that the game decides is ignored: the record says what the game
// is, and reads back to it. A game going on keeps an ending outside the
// rules (a loss on time) given with its Result; Qi Guo's records hold
// every ending as a move, so they never do.
func TestRecordTagsTheGameDecides(t *testing.T) {
	tag := func(name, value string) notation.Tag { return notation.Tag{Name: name, Value: value} }
	lies := []notation.Tag{
		tag("Variant", "chess"), tag("Rules", "nonsense"), tag("FEN", "8/8/8/8/8/8/8/8 w - - 0 1"), tag("SetUp", "1"),
		tag("Result", "0-1"), tag("Termination", "checkmate"), tag("Variant", "xiangqi"), tag("PlyCount", "999"),
		tag("Options", "HorsemanMustTurn"), tag("Alliances", "Qin Chu | Han | Wei | Qi | Yan | Zhao"), tag("White", "Ann"),
	}
	for _, v := range chaturanga.Variants() {
		t.Run(v.Name(), func(t *testing.T) {
			g, err := v.NewGame("", "")
			if err != nil {
				t.Fatal(err)
			}
			for range 4 {
				p := g.Position()
				if err := g.Play(p.AppendLegalMoves(nil)[0]); err != nil {
					t.Fatal(err)
				}
			}
			honest := g.Record()
			rec := g.Record(lies...)
			decided := []string{"Variant", "Rules", "FEN", "SetUp", "Result", "Termination"}
			if v.Name() == "qiguo" {
				decided = append(decided, "Options", "Alliances") // its older records' tags
			}
			for _, name := range decided {
				want, wok := honest.Get(name)
				if got, ok := rec.Get(name); got != want || ok != wok {
					t.Errorf("%s: %q %v, want %q %v", name, got, ok, want, wok)
				}
				n := 0
				for _, t := range rec.Tags {
					if t.Name == name {
						n++
					}
				}
				if n > 1 {
					t.Errorf("%d %s tags", n, name)
				}
			}
			if pc, _ := rec.Get("PlyCount"); pc != "4" || rec.Result != "*" {
				t.Errorf("PlyCount %q, result %s", pc, rec.Result)
			}
			if w, _ := rec.Get("White"); w != "Ann" {
				t.Errorf("White %q", w)
			}
			back, err := chaturanga.ReadRecord(readOne(t, string(notation.AppendPGN(nil, rec))), "")
			if err != nil || back.Len() != 4 || back.Outcome().IsOver() {
				t.Fatalf("read back: %v %v", back, err)
			}
			// A loss on time: outside the rules, so the game going on keeps
			// it (but in Qi Guo), and it reads back as the game ended so
			// (core.Game.End), whose record is the same.
			rec = g.Record(tag("Result", "1-0"), tag("Termination", "time forfeit"))
			res, _ := rec.Get("Result")
			term, _ := rec.Get("Termination")
			two := g.Position().Sides() == 2
			if two && (rec.Result != "1-0" || res != "1-0" || term != "time forfeit") || !two && (rec.Result != "*" || term != "") {
				t.Errorf("a loss on time: %s %q %q", rec.Result, res, term)
			}
			if two {
				back, err := chaturanga.ReadRecord(readOne(t, string(notation.AppendPGN(nil, rec))), "")
				if err != nil || back.Outcome() != core.Win(core.White, core.TimeForfeit) || back.Termination() != "time forfeit" || back.Len() != 4 {
					t.Errorf("a loss on time read back: %v %v", back, err)
				}
				if text, again := string(notation.AppendPGN(nil, rec)), string(notation.AppendPGN(nil, back.Record())); again != text {
					t.Errorf("a loss on time written again:\n%s\nwas\n%s", again, text)
				}
			}
			// A result alone would read back as a resignation the game did
			// not make: refused.
			if rec = g.Record(tag("Result", "1-0")); rec.Result != "*" {
				t.Errorf("a result the game does not have: %s", rec.Result)
			}
			// A finished game's ending is its own.
			if err := g.Resign(g.Position().Side()); err != nil {
				t.Fatal(err)
			}
			rec = g.Record(tag("Result", "1/2-1/2"), tag("Termination", "agreement"))
			if term, _ := rec.Get("Termination"); rec.Result != g.Outcome().Result() && two || term != g.Termination() {
				t.Errorf("a resigned game: %s %q, outcome %v", rec.Result, term, g.Outcome())
			}
		})
	}
}

// A step of a game's tree, as compared after a round trip.
type treeStep struct {
	Path     core.Path
	Move     core.Move
	Start    string
	Comments []string
	NAGs     []int
	Vars     int
}

// tree returns a game's comment and tree.
func tree[P any, S core.State[P]](g *core.Game[P, S]) (string, []treeStep) {
	var out []treeStep
	for st := range g.Walk() {
		out = append(out, treeStep{st.Path, st.Move, st.StartingComment, st.Comments, st.NAGs, st.Variations})
	}
	return g.Comment(), out
}

// commentText draws a comment as a record holds it after reading: trimmed,
// without line breaks, with PGN's awkward characters ('}' is written as a
// rest-of-line comment).
var commentText = rapid.Custom(func(t *rapid.T) string {
	s := rapid.StringMatching(`[a-z0-9 {}\[\]%:;.!?()$*"-]{0,12}`).Draw(t, "comment")
	return strings.TrimSpace(s)
})

// randomNotes draws notes for a move played in p, with variations of
// legal moves from p down to depth.
func randomNotes[P any, S interface {
	core.State[P]
	core.Position
}](t *rapid.T, p P, depth int, first bool) core.Notes {
	var n core.Notes
	if first && rapid.IntRange(0, 2).Draw(t, "starts") == 0 {
		n.StartingComment = commentText.Draw(t, "starting")
	}
	for range rapid.IntRange(0, 2).Draw(t, "comments") {
		n.Comments = append(n.Comments, commentText.Draw(t, "comment"))
	}
	for range rapid.IntRange(0, 2).Draw(t, "nags") {
		n.NAGs = append(n.NAGs, rapid.SampledFrom([]int{0, 1, 2, 5, 14, 146, 255, core.MaxNAG}).Draw(t, "nag"))
	}
	if depth == 0 {
		return n
	}
	for range rapid.IntRange(0, 2).Draw(t, "variations") {
		q := p
		var v core.Variation
		for j := range rapid.IntRange(1, 4).Draw(t, "variation moves") {
			moves := S(&q).AppendLegalMoves(nil)
			if len(moves) == 0 || S(&q).Outcome().IsOver() {
				break
			}
			m := rapid.SampledFrom(moves).Draw(t, "variation move")
			v = append(v, core.AnnotatedMove{Move: m, Notes: randomNotes[P, S](t, q, depth-1, j == 0)})
			q, _ = S(&q).Play(m)
		}
		if len(v) > 0 {
			n.Variations = append(n.Variations, v)
		}
	}
	return n
}

// checkTrees: random annotated trees, from legal play in a random position
// of the game (a set-up start reached by play), round-trip through PGN
// text: the game read back has the same moves, comment and tree, and
// writes the same record.
func checkTrees[P any, S interface {
	core.State[P]
	core.Position
}](t *testing.T, start P, newGame func(P) *core.Game[P, S], read func(*notation.Record) (*core.Game[P, S], error), write func(*core.Game[P, S], ...notation.Tag) *notation.Record) {
	rapid.Check(t, func(t *rapid.T) {
		p := start
		for range rapid.IntRange(0, 30).Draw(t, "set-up plies") {
			moves := S(&p).AppendLegalMoves(nil)
			if len(moves) == 0 || S(&p).Outcome().IsOver() {
				break
			}
			S(&p).MakeMove(rapid.SampledFrom(moves).Draw(t, "set-up move"))
		}
		g := newGame(p)
		for range rapid.IntRange(0, 12).Draw(t, "plies") {
			q := g.Position()
			moves := S(&q).AppendLegalMoves(nil)
			if len(moves) == 0 || g.Outcome().IsOver() {
				break
			}
			if err := g.Play(rapid.SampledFrom(moves).Draw(t, "move")); err != nil {
				t.Fatal(err)
			}
		}
		if rapid.Bool().Draw(t, "game comment") {
			g.SetComment(commentText.Draw(t, "game comment"))
		}
		for i := range g.Len() {
			if rapid.IntRange(0, 2).Draw(t, "annotated") > 0 {
				continue
			}
			before := g.Start()
			for _, m := range g.Moves()[:i] {
				before, _ = S(&before).Play(m)
			}
			if err := g.SetNotes(i, randomNotes[P, S](t, before, 3, false)); err != nil {
				t.Fatal(err)
			}
		}
		text := notation.AppendPGN(nil, write(g))
		rec, err := notation.NewPGNReader(bytes.NewReader(text)).Next()
		if err != nil {
			t.Fatalf("%v\n%s", err, text)
		}
		back, err := read(rec)
		if err != nil {
			t.Fatalf("%v\n%s", err, text)
		}
		c1, t1 := tree(g)
		c2, t2 := tree(back)
		if diff := cmp.Diff(c1, c2); diff != "" {
			t.Fatalf("the game's comment (-want +got):\n%s\n%s", diff, text)
		}
		if diff := cmp.Diff(t1, t2, cmp.Comparer(func(a, b core.Move) bool { return a == b })); diff != "" {
			t.Fatalf("the tree (-want +got):\n%s\n%s", diff, text)
		}
		if again := notation.AppendPGN(nil, write(back, rec.Tags...)); !bytes.Equal(again, text) {
			t.Fatalf("written again:\n%s\nfirst:\n%s", again, text)
		}
	})
}

func TestAnnotatedTreesRoundTrip(t *testing.T) {
	t.Run("makruk", func(t *testing.T) {
		checkTrees(t, makruk.StartPosition(makruk.Pychess), makruk.NewGame, func(r *notation.Record) (*makruk.Game, error) { return makruk.ReadRecord(r, makruk.Default) }, makruk.NewRecord)
	})
	t.Run("cambodian", func(t *testing.T) {
		checkTrees(t, makruk.StartPosition(makruk.Cambodian), makruk.NewGame, func(r *notation.Record) (*makruk.Game, error) { return makruk.ReadRecord(r, makruk.Default) }, makruk.NewRecord)
	})
	t.Run("shatranj", func(t *testing.T) {
		checkTrees(t, shatranj.StartPosition(shatranj.Default), shatranj.NewGame, func(r *notation.Record) (*shatranj.Game, error) { return shatranj.ReadRecord(r, shatranj.Default) }, shatranj.NewRecord)
	})
	t.Run("sittuyin", func(t *testing.T) {
		checkTrees(t, sittuyin.StartPosition(sittuyin.Default), sittuyin.NewGame, func(r *notation.Record) (*sittuyin.Game, error) { return sittuyin.ReadRecord(r, sittuyin.Default) }, sittuyin.NewRecord)
	})
	t.Run("chator", func(t *testing.T) {
		checkTrees(t, chator.StartPosition(chator.Default), chator.NewGame, func(r *notation.Record) (*chator.Game, error) { return chator.ReadRecord(r, chator.Default) }, chator.NewRecord)
	})
	t.Run("shatar", func(t *testing.T) {
		checkTrees(t, shatar.StartPosition(shatar.Default), shatar.NewGame, func(r *notation.Record) (*shatar.Game, error) { return shatar.ReadRecord(r, shatar.Default) }, shatar.NewRecord)
	})
	t.Run("qiguo", func(t *testing.T) {
		checkTrees(t, qiguo.StartPosition(qiguo.Default), qiguo.NewGame, func(r *notation.Record) (*qiguo.Game, error) { return qiguo.ReadRecord(r, qiguo.Default) }, qiguo.NewRecord)
	})
}

// TestRegistryGameAnnotations edits a game's annotations through the
// registry's Game interface alone, in every game: an opening comment, a
// move's comment and glyph and a checked variation, refused when illegal,
// and written back.
func TestRegistryGameAnnotations(t *testing.T) {
	for _, v := range chaturanga.Variants() {
		t.Run(v.Name(), func(t *testing.T) {
			first, reply := firstMoves(t, v)
			g, err := v.NewGame("", "")
			if err != nil {
				t.Fatal(err)
			}
			if _, err := g.PlayText(first); err != nil {
				t.Fatal(err)
			}
			// The variation replaces the first move: it starts from the
			// start position, so the first move itself is a legal one.
			alt, err := g.ParseVariation(0, first)
			if err != nil {
				t.Fatalf("ParseVariation(0, %q): %v", first, err)
			}
			if _, err := g.ParseVariation(0, "Zz9"); err == nil {
				t.Fatal("ParseVariation accepted Zz9")
			}
			g.SetComment("opening")
			n := core.Notes{Comments: []string{"main"}, NAGs: []int{1}, Variations: []core.Variation{alt}}
			if err := g.SetNotes(0, n); err != nil {
				t.Fatal(err)
			}
			if err := g.SetNotes(5, n); !errors.Is(err, core.ErrIllegalMove) {
				t.Fatalf("SetNotes past the end: %v", err)
			}
			if _, err := g.PlayText(reply); err != nil {
				t.Fatal(err)
			}
			moveEq := cmp.Comparer(func(a, b core.Move) bool { return a == b })
			if diff := cmp.Diff(n, g.Notes(0), moveEq); diff != "" || g.Comment() != "opening" {
				t.Fatalf("notes (-set +got):\n%s comment %q", diff, g.Comment())
			}
			rec := readOne(t, string(notation.AppendPGN(nil, g.Record())))
			back, err := chaturanga.ReadRecord(rec, "")
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(n, back.Notes(0), moveEq); diff != "" || back.Comment() != "opening" {
				t.Fatalf("reread notes (-want +got):\n%s comment %q", diff, back.Comment())
			}
		})
	}
}
