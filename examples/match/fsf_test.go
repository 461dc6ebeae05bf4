package main

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// fsf is Debian's Fairy-Stockfish (apt-get install fairy-stockfish).
const fsf = "/usr/games/fairy-stockfish"

func needFSF(t *testing.T) {
	t.Helper()
	if _, err := os.Stat(fsf); err != nil {
		t.Skip("no Fairy-Stockfish at " + fsf + " (apt-get install fairy-stockfish)")
	}
}

// botEngine builds examples/bot into a temporary directory and returns
// its -engine words, or nil if the bot does not speak UCI (-uci) yet.
func botEngine(t *testing.T) []string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "bot")
	build := exec.Command("go", "build", "-o", bin, "../bot")
	if out, err := build.CombinedOutput(); err != nil {
		t.Logf("examples/bot does not build: %v\n%s", err, out)
		return nil
	}
	probe := exec.Command(bin, "-uci")
	probe.Stdin = strings.NewReader("uci\nquit\n")
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	probe = exec.CommandContext(ctx, bin, "-uci")
	probe.Stdin = strings.NewReader("uci\nquit\n")
	out, _ := probe.Output()
	if !bytes.Contains(out, []byte("uciok")) {
		return nil
	}
	return []string{"-engine", "cmd=" + bin, "arg=-uci", "proto=uci", "name=bot"}
}

// TestFairyStockfishMatch plays a short Makruk match (the Pychess rules,
// Fairy-Stockfish's) of Debian's Fairy-Stockfish against examples/bot
// (built with go build; Fairy-Stockfish over XBoard when the bot has no
// -uci), at depth 3 each, runs it to the end and reads the PGN back
// through notation and the game packages (runMatch does): every game is
// judged by the library, none by a fault of an engine.
//
// Fairy-Stockfish 11.1 (Debian's) and the library's Pychess sets agree on
// every move of these games. They disagree where the library's other sets
// differ from Fairy-Stockfish's: TestFairyStockfishOtherRules shows the
// arbiter's verdict there, naming the rule.
func TestFairyStockfishMatch(t *testing.T) {
	needFSF(t)
	second := botEngine(t)
	if second == nil {
		t.Log("examples/bot has no -uci yet: Fairy-Stockfish plays itself (its second instance over XBoard)")
		second = []string{"-engine", "cmd=" + fsf, "proto=xboard", "name=FSF-xboard"}
	}
	a := append([]string{"-variant", "makruk", "-rules", "pychess", "-games", "2", "-depth", "3", "-concurrency", "2", "-maxmoves", "150",
		"-engine", "cmd=" + fsf, "proto=uci", "name=FSF"}, second...)
	r := runMatch(t, a...)
	if r.s.Games != 2 {
		t.Fatalf("%d games", r.s.Games)
	}
	for term, n := range r.s.Terms {
		switch term {
		case termIllegal, termCrash, termStalled, termFalseClaim, termTime:
			t.Errorf("%d games ended by %q:\n%s", n, term, r.pgn)
		}
	}
	if !strings.Contains(r.pgn, "[%eval ") {
		t.Errorf("no evaluations in the PGN:\n%s", r.pgn)
	}
	t.Logf("terminations %v", r.s.Terms)
}

// TestFairyStockfishOtherRules shows the arbiter's verdict where Debian's
// Fairy-Stockfish 11.1 and a rule set of the library disagree: Sittuyin
// under the library's Default set (the setup of ST-10: White places all
// eight of its pieces, then Black), which the engines are told as
// "sittuyin", Fairy-Stockfish's only Sittuyin, whose setup alternates
// one piece at a time (the Pychess set). In the start position White
// places its min-gyi (K@e3, legal under both); Fairy-Stockfish's ponder
// move, Black's K@b6, is refused by ST-9 (White is still to move and
// holds no such piece: a note, not a fault, as the ponder move is not
// played). Then Fairy-Stockfish, playing Black's placement N@d6 where the
// Default set has White to move, is refused by ST-11 (White places on
// ranks 2 to 4): the game is lost by an illegal move, and the record's
// last comment names the rule.
func TestFairyStockfishOtherRules(t *testing.T) {
	needFSF(t)
	var out, errb bytes.Buffer
	a := []string{"-variant", "sittuyin", "-games", "2", "-depth", "3", "-quiet",
		"-engine", "cmd=" + fsf, "proto=uci", "name=FSF1", "-engine", "cmd=" + fsf, "proto=uci", "name=FSF2"}
	s, err := run(context.Background(), a, &out, &errb)
	if err != nil {
		t.Fatal(err)
	}
	if s.Terms[termIllegal] != 2 {
		t.Fatalf("terminations %v, want 2 illegal moves\n%s\n%s", s.Terms, out.String(), errb.String())
	}
	for _, f := range s.Records {
		if len(f.Record.Moves) != 1 || f.Record.Moves[0].Text != "K@e3" || !strings.Contains(f.Comment, "(ST-11)") {
			t.Errorf("game %d: %v {%s}, want 1. K@e3 and ST-11's verdict", f.Job.Number, f.Record.Moves, f.Comment)
		}
	}
	if !strings.Contains(errb.String(), "ST-9") || !strings.Contains(errb.String(), "the ponder move is ignored") {
		t.Errorf("no note of the refused ponder move:\n%s", errb.String())
	}
}
