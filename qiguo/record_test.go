package qiguo

import (
	"bytes"
	"errors"
	"io"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/quote"
	"github.com/chaturanga-go/chaturanga/internal/tools/recordkit"
	"github.com/chaturanga-go/chaturanga/internal/tools/textkit"
	"github.com/chaturanga-go/chaturanga/notation"
)

// tb is what the helpers need of *testing.T and *rapid.T.
type tb interface {
	Helper()
	Fatalf(format string, args ...any)
}

// playMoves plays moves in the game's notation from p.
func playMoves(t testing.TB, p Position, moves ...string) *Game {
	t.Helper()
	g := NewGame(p)
	for i, s := range moves {
		cur := g.Position()
		m, err := cur.ParseMove(s)
		if err == nil {
			err = g.Play(m)
		}
		if err != nil {
			t.Fatalf("ply %d: %v", i+1, err)
		}
	}
	return g
}

// readOne reads the one record of text with NewReader and replays it.
func readOne(t tb, text string, r Rules) (*Game, *notation.Record) {
	t.Helper()
	rec, err := NewReader(strings.NewReader(text)).Next()
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	g, err := ReadRecord(rec, r)
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	return g, rec
}

// The record of the package documentation, byte for byte.
func TestRecordFormat(t *testing.T) {
	const want = `[Event "Kaifeng club"]
[Site "?"]
[Date "2026.11.29"]
[Round "1"]
[Qin "Ann"]
[Han "Bo"]
[Chu "Cy"]
[Wei "Di"]
[Qi "Ed"]
[Yan "Fu"]
[Zhao "Gao"]
[Result "*"]
[Variant "qiguo"]
[Rules "default"]

1. a13d11 h2g4 k1g4 r4p5 o14l14 q19s18 f16g16 {round one} 2. c10g6 d2a6 *

`
	g := playMoves(t, StartPosition(Default), "a13d11", "h2g4", "k1g4", "r4p5", "o14l14", "q19s18", "f16g16", "c10g6", "d2a6")
	var tags []notation.Tag
	for _, kv := range [][2]string{{"Zhao", "Gao"}, {"Event", "Kaifeng club"}, {"Date", "2026.11.29"}, {"Round", "1"},
		{"Qin", "Ann"}, {"Han", "Bo"}, {"Chu", "Cy"}, {"Wei", "Di"}, {"Qi", "Ed"}, {"Yan", "Fu"}} {
		tags = append(tags, notation.Tag{Name: kv[0], Value: kv[1]})
	}
	given := slices.Clone(tags)
	rec := NewRecord(g, tags...)
	if !slices.Equal(tags, given) {
		t.Errorf("NewRecord changed the tags given: %v", tags)
	}
	rec.Moves[6].Comments = []string{"round one"}
	if got := string(notation.AppendPGN(nil, rec)); got != want {
		t.Fatalf("written:\n%s\nwant:\n%s", got, want)
	}
	g2, back := readOne(t, want, ElephantChess) // the Rules tag decides
	if s := g2.Start(); !slices.Equal(g2.Moves(), g.Moves()) || s.Rules() != Default {
		t.Errorf("read back %v under %v", g2.Moves(), s.Rules())
	}
	// The game read keeps the comment; with the record's tags it writes
	// the record back.
	if got := string(notation.AppendPGN(nil, NewRecord(g2, back.Tags...))); got != want {
		t.Errorf("read and written back:\n%s", got)
	}
}

var numberToken = regexp.MustCompile(`^(\d+)(\.|\.\.\.)$`)

// checkNumbering checks the round numbers of a written record against the
// game: "n." before exactly the moves that begin round n, "n..." only
// before other moves of round n that follow a comment or begin the
// movetext, nothing else. It reads the movetext of records without
// variations and with comments free of spaces.
func checkNumbering(t tb, text string, g *Game) {
	t.Helper()
	body := text[strings.Index(text, "\n\n")+2:]
	p := g.Start()
	moves := g.Moves()
	i := 0
	num, interrupted := "", true
	firstBegins := true
	for c := range p.Side() {
		if p.Alive(c) {
			firstBegins = false
		}
	}
	prevRound := 0
	for _, tok := range strings.Fields(body) {
		switch {
		case numberToken.MatchString(tok):
			num = tok
			continue
		case strings.HasPrefix(tok, "{"):
			interrupted = true
			continue
		case i == len(moves):
			continue // the result
		}
		round := p.Round()
		begins := i == 0 && firstBegins || i > 0 && round != prevRound
		var want string
		switch {
		case begins:
			want = strconv.Itoa(round) + "."
		case interrupted:
			want = strconv.Itoa(round) + "..."
		}
		if num != want || tok != FormatMove(moves[i]) {
			t.Fatalf("ply %d: %q %q, want %q %q\n%s", i+1, num, tok, want, FormatMove(moves[i]), text)
		}
		prevRound = round
		p.MakeMove(moves[i])
		i++
		num, interrupted = "", false
	}
	if i != len(moves) {
		t.Fatalf("%d moves written, want %d", i, len(moves))
	}
}

// roundTrip writes g as a record, reads it back under Default (the tags
// give the rules), and checks the moves, the rules, the start, the result
// and that the record read writes the same text.
func roundTrip(t tb, g *Game, tags ...notation.Tag) string {
	t.Helper()
	text := string(notation.AppendPGN(nil, NewRecord(g, tags...)))
	g2, rec := readOne(t, text, Default)
	if !slices.Equal(g2.Moves(), g.Moves()) {
		t.Fatalf("moves differ:\n%s", text)
	}
	s1, s2 := g.Start(), g2.Start()
	if s1.Rules() != s2.Rules() || s1.FEN() != s2.FEN() {
		t.Fatalf("read under %+v from %s, want %+v from %s\n%s", s2.Rules(), s2.FEN(), s1.Rules(), s1.FEN(), text)
	}
	want := "*"
	if o := g.Outcome(); o.IsOver() {
		want = s1.Rules().StateName(o.Winner)
	}
	if res, _ := rec.Get("Result"); rec.Result != want || res != want {
		t.Fatalf("result %s (tag %s), want %s\n%s", rec.Result, res, want, text)
	}
	if again := string(notation.AppendPGN(nil, NewRecord(g2, rec.Tags...))); again != text {
		t.Fatalf("written again:\n%s\nfirst:\n%s", again, text)
	}
	checkNumbering(t, text, g)
	return text
}

// Every rule case's game (every rule set, option and seating; defeats,
// wins, passes) writes as a record that reads back to the same game.
func TestRecordCases(t *testing.T) {
	for i, c := range readJSONL[caseLine](t, "testdata/cases.jsonl") {
		g := playMoves(t, StartPosition(c.Options.rules(t)), c.Moves...)
		text := roundTrip(t, g, notation.Tag{Name: "Event", Value: "case " + strconv.Itoa(i+1)})
		if c.Winner != nil && !strings.Contains(text, `[Result "`+*c.Winner+`"]`) {
			t.Errorf("case %d: winner %s:\n%s", i+1, *c.Winner, text)
		}
		// A plain PGN reader takes the result for a move; ReadRecord puts
		// it back.
		rec := recordkit.Parse(t, text)
		g2, err := ReadRecord(rec, Default)
		if err != nil || !slices.Equal(g2.Moves(), g.Moves()) {
			t.Fatalf("case %d, plain reader: %v", i+1, err)
		}
		if res := NewRecord(g2).Result; c.Winner != nil && res != *c.Winner {
			t.Errorf("case %d, plain reader: result %s", i+1, res)
		}
	}
}

// Random games under random rules and seatings, from the start or from a
// position reached in play (a FEN tag), with comments here and there,
// write as records that read back to the same game.
func TestRecordRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var moves []core.Move
		end := randomGame(t, rapid.IntRange(0, 600).Draw(t, "plies"), func(_ *Position, m core.Move) { moves = append(moves, m) })
		start := StartPosition(end.Rules())
		from := rapid.IntRange(0, len(moves)).Draw(t, "set-up start")
		if rapid.Bool().Draw(t, "from the start") {
			from = 0
		}
		for _, m := range moves[:from] {
			start.MakeMove(m)
		}
		g := NewGame(start)
		for _, m := range moves[from:] {
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
		}
		rec := NewRecord(g, notation.Tag{Name: "Annotator", Value: "rapid"})
		for i := range rec.Moves {
			if rapid.IntRange(0, 9).Draw(t, "comment") == 0 {
				rec.Moves[i].Comments = []string{"c" + strconv.Itoa(i)}
			}
		}
		text := string(notation.AppendPGN(nil, rec))
		g2, back := readOne(t, text, Default)
		if !slices.Equal(g2.Moves(), g.Moves()) {
			t.Fatalf("moves differ:\n%s", text)
		}
		notRoster := func(tags []notation.Tag) (out []notation.Tag) {
			for _, tag := range tags {
				if !slices.Contains(roster(start.Rules()), tag.Name) {
					out = append(out, tag)
				}
			}
			return out
		}
		if diff := cmp.Diff(notRoster(rec.Tags), notRoster(back.Tags)); diff != "" {
			t.Fatalf("tags (-want +got):\n%s", diff)
		}
		if again := string(notation.AppendPGN(nil, NewRecord(g2, back.Tags...))); again != text {
			t.Fatalf("written again:\n%s\nfirst:\n%s", again, text)
		}
		checkNumbering(t, text, g)
		roundTrip(t, g)
	})
}

// Beyond the recorded moves (a variation running past the main line) the
// numbering goes on in turn order among the states alive at the end, as
// play does while nobody is defeated.
func TestRoundsBeyondMainLine(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var moves []core.Move
		end := randomGame(t, rapid.IntRange(0, 300).Draw(t, "plies"), func(_ *Position, m core.Move) { moves = append(moves, m) })
		start := StartPosition(end.Rules())
		k := rapid.IntRange(0, len(moves)).Draw(t, "known")
		known, full := numbering(start, moves[:k]), numbering(start, moves)
		p := known.end
		for i := k; i < len(moves); i++ {
			r1, s1 := known.at(i)
			r2, s2 := full.at(i)
			if r1 != r2 || s1 != s2 {
				t.Fatalf("ply %d of %d (known %d): %d %v, want %d %v", i, len(moves), k, r1, s1, r2, s2)
			}
			alive := 0
			for c := range core.Color(NumStates) {
				if p.Alive(c) {
					alive++
				}
			}
			p.MakeMove(moves[i])
			for c := range core.Color(NumStates) {
				if p.Alive(c) {
					alive--
				}
			}
			if alive != 0 {
				break
			}
		}
	})
}

// ReadRecord's reading of the tags, and its errors.
func TestReadRecordTags(t *testing.T) {
	const moves = "\n1. a7c4 *\n"
	ec, _ := ElephantChess.WithAlliances([]string{"Qin", "Han"}, []string{"Chu"}, []string{"Qi"}, []string{"Wei"}, []string{"Zhao"}, []string{"Yan"})
	for _, tc := range []struct {
		name, tags string
		given      Rules
		want       Rules
	}{
		{"no tags: the caller's rules", "", ElephantChess, ElephantChess},
		{"rules tag", `[Rules "ElephantChess"]`, Default, ElephantChess},
		{"rules tag drops the caller's seating", `[Rules "elephantchess"]`, ec, ElephantChess},
		{"options", `[Rules "elephantchess"]` + "\n" + `[Options "WikipediaNames ElephantChessLayout HorsemanMustTurn DefeatByTotalLosses ElephantChessBookkeeping"]`, Default, ElephantChess},
		{"options alone", `[Options "horsemanmustturn"]`, ElephantChess, Rules{Name: "elephantchess", HorsemanMustTurn: true}},
		{"no options", `[Rules "elephantchess"]` + "\n" + `[Options "-"]`, Default, Rules{Name: "elephantchess"}},
		{"rules text", `[Rules "default HorsemanMustTurn=true"]`, ElephantChess, Rules{Name: "default", HorsemanMustTurn: true}},
		{"rules text with seating", `[Rules "elephantchess Alliances=Qin+Han,Chu,Qi,Wei,Zhao,Yan"]`, Default, ec},
		{"alliances", `[Rules "elephantchess"]` + "\n" + `[Alliances "Qin Han | Chu | Qi | Wei | Zhao | Yan"]`, Default, ec},
		{"variant any case", `[Variant "QiGuo"]`, Default, Default},
		{"nameless rule set", `[Rules ""]` + "\n" + `[Options "HorsemanMustTurn"]`, Default, Rules{Name: "default", HorsemanMustTurn: true}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, _ := readOne(t, tc.tags+"\n"+moves, tc.given)
			if s := g.Start(); s.Rules() != tc.want {
				got := s.Rules()
				t.Errorf("rules %+v, want %+v", got, tc.want)
			}
			// NewRecord writes tags that give the same rules.
			roundTrip(t, g)
		})
	}
	for _, tc := range []struct {
		name, text string
		err        error
		plies      int
		want       string
	}{
		{"variant", `[Variant "makruk"]` + moves, core.ErrUnknown, -1, "not a qiguo game"},
		{"rules", `[Rules "xiangqi"]` + moves, core.ErrUnknown, -1, "no such rule set"},
		{"option", `[Options "FlyingGeneral"]` + moves, core.ErrUnknown, -1, `"FlyingGeneral"`},
		{"unnamed rule set", `[Rules "mine"]` + "\n" + `[Options "HorsemanMustTurn"]` + moves, core.ErrUnknown, -1, "no such rule set"},
		{"rules option", `[Rules "default Flying=true"]` + moves, core.ErrUnknown, -1, "no such option"},
		{"rules value", `[Rules "default HorsemanMustTurn=maybe"]` + moves, core.ErrSyntax, -1, "true or false"},
		{"seating", `[Alliances "Qin Chu | Han | Wei | Qi | Yan | Zhao"]` + moves, core.ErrSyntax, -1, "QG-22"},
		{"seating in rules", `[Rules "default Alliances=Qin+Chu,Han,Wei,Qi,Yan,Zhao"]` + moves, core.ErrSyntax, -1, "QG-22"},
		{"unknown state", `[Alliances "Qin Rome | Han | Chu | Wei | Qi | Yan | Zhao"]` + moves, core.ErrUnknown, -1, "Rome"},
		{"fen", `[FEN "wQ w - - 1"]` + moves, core.ErrSyntax, -1, ""},
		{"illegal", "\n1. a7c4 h2h19 *", core.ErrIllegalMove, 1, "(ply 2)"},
		{"syntax", "\n1. a7c4 z99 *", core.ErrSyntax, 1, "(ply 2)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rec, err := NewReader(strings.NewReader(tc.text)).Next()
			if err != nil {
				t.Fatal(err)
			}
			g, err := ReadRecord(rec, Default)
			textkit.Refused(t, err, tc.err, tc.want)
			if tc.plies < 0 && g != nil || tc.plies >= 0 && (g == nil || g.Len() != tc.plies) {
				t.Errorf("game %v", g)
			}
		})
	}
}

// ReadRecord reads moves in any spelling and any numbering.
func TestReadRecordLenient(t *testing.T) {
	want := playMoves(t, StartPosition(Default), "a13d11", "h2g4", "k1g4").Moves()
	for _, movetext := range []string{
		"1. a13d11 h2g4 k1g4 *",
		"A13D11 H2-G4 k1xg4 *",
		"1. a13d11 2. h2g4 3. k1g4 *",
		"5... a13d11 h2g4 k1g4",
	} {
		g, _ := readOne(t, movetext, Default)
		if !slices.Equal(g.Moves(), want) {
			t.Errorf("%s: %v", movetext, g.Moves())
		}
	}
}

// A bad tag's error quoted the whole value, however long. It quotes a
// prefix of notation.MaxQuotedRunes runes, cut between runes.
func TestReadRecordErrorQuotesShortPrefix(t *testing.T) {
	long := strings.Repeat("♜", 5000)
	for _, tag := range []string{"Variant", "Rules", "Options", "Alliances"} {
		rec := &notation.Record{Tags: []notation.Tag{{Name: tag, Value: long}}, Line: 3}
		_, err := ReadRecord(rec, Default)
		var pe *core.ParseError
		if !errors.As(err, &pe) {
			t.Fatalf("%s: %v", tag, err)
		}
		if pe.Input != quote.Cut(long) || len(err.Error()) > 600 || pe.Line != 3 {
			t.Errorf("%s: Input of %d bytes: %v", tag, len(pe.Input), err)
		}
	}
}

func FuzzReadRecord(f *testing.F) {
	f.Add("[Rules \"default\"]\n\n1. a13d11 h2g4 {c} (h2g5) k1g4 *\n")
	f.Add("[Rules \"elephantchess\"]\n[Alliances \"Qin Chu | Han | Qi | Wei | Zhao | Yan\"]\n\n1. a13d11 pass Qin\n")
	f.Add("[FEN \"19/19/19/19/19/19/19/19/19/4wC10oR3/19/19/19/19/19/19/19/19/wQ12oQ5 w - - 3\"]\n\n3. e10p10 Qin")
	f.Add("[Rules \"default Alliances=Qin+Han,Chu+Wei,Qi+Yan,Zhao\"]\n\n1. a13d11 Nd5 resign *")
	f.Add("[Options \"WikipediaNames\"]\n1... Qi")
	f.Fuzz(func(t *testing.T, s string) {
		rd := NewReader(strings.NewReader(s))
		for range 100 {
			rec, err := rd.Next()
			if err == io.EOF {
				return
			}
			if err != nil {
				continue
			}
			g, err := ReadRecord(rec, Default)
			if err != nil {
				var pe *core.ParseError
				var me *core.MoveError
				if !errors.As(err, &pe) && !errors.As(err, &me) {
					t.Fatalf("error %T %v", err, err)
				}
				if g == nil {
					continue
				}
			} else {
				// A record that replays writes back and reads again to
				// the same moves in its own text. (One that does not may
				// hold "moves" the PGN writer cannot keep apart from a
				// result, such as "Qi!": testdata/fuzz.)
				out := notation.AppendPGN(nil, rec)
				back, err := NewReader(bytes.NewReader(out)).Next()
				if err != nil || len(back.Moves) != len(rec.Moves) || back.Result != rec.Result {
					t.Fatalf("record written back: %v\n%q\n%s", err, s, out)
				}
			}
			// The game, as NewRecord writes it, reads back to the same
			// moves.
			text := notation.AppendPGN(nil, NewRecord(g))
			back, err := NewReader(bytes.NewReader(text)).Next()
			if err != nil {
				t.Fatalf("%v\n%s", err, text)
			}
			g2, err := ReadRecord(back, Default)
			if err != nil || !slices.Equal(g2.Moves(), g.Moves()) {
				t.Fatalf("game written back: %v\n%q\n%s", err, s, text)
			}
		}
	})
}
