// Package fakeengine is a scripted UCI and XBoard engine for the tests
// of the tools that drive engines (examples/match, examples/analyse):
// a test binary runs it as its own engine process when re-executed
// (see Main), and each behaviour a runner must judge (an illegal move,
// a false claim, a crash, a hang, a slow move, a hopeless score) is a
// word on its command line. It speaks the protocols from their
// documents, by hand, so that it can also break them.
package fakeengine

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chaturanga-go/chaturanga"
	"github.com/chaturanga-go/chaturanga/core"
)

// Env is the environment variable that makes a test binary an engine:
// Main runs the engine when it is set.
const Env = "CHATURANGA_FAKE_ENGINE"

// Command returns the command that runs the fake engine: the test binary
// itself, re-executed with Env set for the rest of the test (its TestMain
// calls Main). Its arguments are the protocol and behaviour words.
func Command(tb testing.TB) string {
	tb.Helper()
	exe, err := os.Executable()
	if err != nil {
		tb.Fatal(err)
	}
	tb.Setenv(Env, "1")
	return exe
}

// Main runs the fake engine and exits if the environment asks for one
// (Env is "1"); a test's TestMain calls it first. The arguments are the
// protocol ("uci" or "xboard") and behaviour words:
//
//	first       play a mate in one if there is one, else a capture, else the
//	            first legal move in text order (the default)
//	shuffle     play back its own last move when it can (for repetitions)
//	illegal     answer with a move the rules refuse (a rook through its pawns)
//	crash       exit at the first search
//	crashonce=F exit at the first search if file F does not exist (creating it)
//	hang        never answer a search
//	slow=MS     wait MS milliseconds before answering
//	score=N     report a score of N centipawns
//	script=SEQ  report, in the k-th game of the process, +1000 for W, -1000 for L
//	            and 0 for D at SEQ[k mod len(SEQ)]
//	claim       (XBoard) claim a draw instead of moving
//	claimrep    (XBoard) claim a draw by repetition once the position occurred three times
//	resign      (XBoard) resign instead of moving
func Main() {
	if os.Getenv(Env) != "1" {
		return
	}
	os.Exit(Run(os.Args[1:], os.Stdin, os.Stdout))
}

type fake struct {
	xboard  bool
	words   map[string]string
	w       *bufio.Writer
	variant string
	start   core.Position
	moves   []core.Move
	games   int
}

// Run runs the engine on r and w and returns its exit status.
func Run(args []string, r io.Reader, w io.Writer) int {
	f := &fake{words: map[string]string{}, w: bufio.NewWriter(w), variant: "makruk"}
	for i, a := range args {
		if i == 0 {
			f.xboard = a == "xboard"
			continue
		}
		k, v, _ := strings.Cut(a, "=")
		f.words[k] = v
	}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 1<<16), 1<<20)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if f.xboard {
			if f.xboardLine(line) {
				return 0
			}
		} else if f.uciLine(line) {
			return 0
		}
		f.w.Flush()
	}
	return 0
}

func (f *fake) has(w string) bool { _, ok := f.words[w]; return ok }

func (f *fake) say(format string, a ...any) {
	fmt.Fprintf(f.w, format+"\n", a...)
}

// variants lists what the fake plays: the registry's two-player games by
// their Fairy-Stockfish names.
var variants = []string{"makruk", "cambodian", "karouk", "makpong", "asean", "ai-wok", "shatranj", "sittuyin", "shatar", "chator"}

func (f *fake) newGame() {
	f.games++
	f.start, f.moves = nil, nil
}

func (f *fake) startPos(fen string) bool {
	v, rules, err := chaturanga.LookupFSF(f.variant)
	if err != nil {
		return false
	}
	p, err := v.NewPosition(rules, fen)
	if err != nil {
		return false
	}
	f.start, f.moves = p, nil
	return true
}

func (f *fake) position() core.Position {
	if f.start == nil {
		f.startPos("")
	}
	p := f.start.Clone()
	for _, m := range f.moves {
		p.PlayMove(m)
	}
	return p
}

func (f *fake) play(text string) {
	p := f.position()
	if m, err := p.ParseMove(text); err == nil {
		f.moves = append(f.moves, m)
	} else if m, err := p.ParseLenient(text); err == nil {
		f.moves = append(f.moves, m)
	}
}

func (f *fake) uciLine(line string) (quit bool) {
	fields := strings.Fields(line)
	if len(fields) == 0 {
		return false
	}
	switch fields[0] {
	case "uci":
		f.say("id name Fake %s", strings.Join(sortedWords(f.words), " "))
		f.say("id author the chaturanga tests")
		f.say("option name UCI_Variant type combo default makruk var %s", strings.Join(variants, " var "))
		f.say("option name Hash type spin default 16 min 1 max 1024")
		f.say("uciok")
	case "isready":
		f.say("readyok")
	case "setoption":
		// setoption name UCI_Variant value makruk
		if len(fields) >= 5 && fields[2] == "UCI_Variant" {
			f.variant = fields[4]
		}
	case "ucinewgame":
		f.newGame()
	case "position":
		rest := fields[1:]
		fen := ""
		if len(rest) > 0 && rest[0] == "fen" {
			i := slices.Index(rest, "moves")
			if i < 0 {
				i = len(rest)
			}
			fen = strings.Join(rest[1:i], " ")
			rest = rest[i:]
		} else if len(rest) > 0 {
			rest = rest[1:]
		}
		f.startPos(fen)
		if len(rest) > 0 && rest[0] == "moves" {
			for _, t := range rest[1:] {
				f.play(t)
			}
		}
	case "go":
		f.search(func(score int, m string) {
			f.say("info depth 1 score cp %d nodes 1 time 0 pv %s", score, m)
			f.say("bestmove %s", m)
		})
	case "quit":
		return true
	}
	return false
}

func (f *fake) xboardLine(line string) (quit bool) {
	fields := strings.Fields(line)
	if len(fields) == 0 {
		return false
	}
	switch fields[0] {
	case "protover":
		f.say("feature myname=\"Fake %s\" variants=\"%s\" setboard=1 usermove=1 ping=1 san=0 sigint=0 sigterm=0 done=1",
			strings.Join(sortedWords(f.words), " "), strings.Join(variants, ","))
	case "new":
		f.newGame()
		f.variant = "makruk"
		f.startPos("")
	case "variant":
		if len(fields) > 1 {
			f.variant = fields[1]
			f.startPos("")
		}
	case "setboard":
		f.startPos(strings.Join(fields[1:], " "))
	case "usermove":
		if len(fields) > 1 {
			f.play(fields[1])
		}
	case "ping":
		if len(fields) > 1 {
			f.say("pong %s", fields[1])
		}
	case "go":
		if f.has("claimrep") && f.repetitions() >= 3 {
			f.say("1/2-1/2 {3-fold repetition}")
			return false
		}
		if f.has("claim") {
			f.say("1/2-1/2 {I claim a draw by repetition}")
			return false
		}
		if f.has("resign") {
			f.say("resign")
			return false
		}
		f.search(func(score int, m string) {
			f.say("1 %d 0 1 %s", score, m)
			f.say("move %s", m)
			f.play(m)
		})
	case "quit":
		return true
	}
	return false
}

// repetitions counts the occurrences of the current position in the game.
func (f *fake) repetitions() int {
	p := f.position()
	q := f.start.Clone()
	n := 0
	if q.Hash() == p.Hash() {
		n++
	}
	for _, m := range f.moves {
		q.PlayMove(m)
		if q.Hash() == p.Hash() {
			n++
		}
	}
	return n
}

// search answers a search with answer(score, move), or misbehaves as the
// words say.
func (f *fake) search(answer func(score int, move string)) {
	if f.has("crash") {
		os.Exit(3)
	}
	if file, ok := f.words["crashonce"]; ok {
		if _, err := os.Stat(file); err != nil {
			os.WriteFile(file, nil, 0o644)
			os.Exit(3)
		}
	}
	if f.has("hang") {
		return
	}
	if ms, ok := f.words["slow"]; ok {
		n, _ := strconv.Atoi(ms)
		time.Sleep(time.Duration(n) * time.Millisecond)
	}
	p := f.position()
	score := 0
	if s, ok := f.words["score"]; ok {
		score, _ = strconv.Atoi(s)
	}
	if seq := f.words["script"]; seq != "" {
		switch seq[(f.games-1+len(seq))%len(seq)] {
		case 'W':
			score = 1000
		case 'L':
			score = -1000
		}
	}
	if f.has("illegal") {
		m := "a1a8"
		if p.Side() == core.Black {
			m = "h8h1"
		}
		answer(score, m)
		return
	}
	m, ok := f.choose(p)
	if !ok {
		answer(score, "0000")
		return
	}
	answer(score, p.MoveText(m))
}

// choose picks the move the words ask for.
func (f *fake) choose(p core.Position) (core.Move, bool) {
	var legal []core.Move
	for m := range p.LegalMoves() {
		legal = append(legal, m)
	}
	if len(legal) == 0 {
		return core.Move{}, false
	}
	slices.SortFunc(legal, func(a, b core.Move) int { return strings.Compare(p.MoveText(a), p.MoveText(b)) })
	if f.has("shuffle") {
		if n := len(f.moves); n >= 2 {
			last := f.moves[n-2]
			back := core.NewMove(last.To(), last.From())
			if last.Drop() == core.NoKind && last.Promotion() == core.NoKind && p.IsLegal(back) && !p.IsCapture(back) {
				return back, true
			}
		}
		for _, m := range legal {
			if k := p.At(m.From()).Kind(); k == core.Knight && !p.IsCapture(m) {
				return m, true
			}
		}
		return legal[0], true
	}
	me := p.Side()
	for _, m := range legal {
		q := p.Clone()
		q.PlayMove(m)
		if o := q.Outcome(); o.IsOver() && o.Winner == me {
			return m, true
		}
	}
	for _, m := range legal {
		if p.IsCapture(m) {
			return m, true
		}
	}
	return legal[0], true
}

func sortedWords(m map[string]string) []string {
	var s []string
	for k, v := range m {
		if v != "" {
			k += "=" + v
		}
		s = append(s, k)
	}
	slices.Sort(s)
	return s
}
