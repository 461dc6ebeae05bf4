package main

import (
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
)

// progress writes the live progress line on standard error: rewritten in
// place on a terminal, a line a game otherwise.
type progress struct {
	w     io.Writer
	tty   bool
	quiet bool
	total int
	width int
}

func newProgress(w io.Writer, quiet bool, total int) *progress {
	p := &progress{w: w, quiet: quiet, total: total}
	if f, ok := w.(*os.File); ok {
		if st, err := f.Stat(); err == nil && st.Mode()&os.ModeCharDevice != 0 {
			p.tty = true
		}
	}
	return p
}

func (p *progress) game(m *match, f *finished, s *summary) {
	if p.quiet {
		return
	}
	names := m.cfg.Engines
	line := fmt.Sprintf("Finished game %d (%s vs %s): %s {%s}", f.Job.Number, names[f.Job.White].Name, names[f.Job.Black].Name, f.Result, f.Comment)
	if p.tty {
		line = fmt.Sprintf("%d/%d games", s.Games, p.total)
	}
	if len(names) == 2 {
		t := s.Pair
		d, e := t.elo()
		line += fmt.Sprintf("  %s-%s: +%d -%d =%d [%.3f] Elo %s ± %s", names[0].Name, names[1].Name, t.W, t.L, t.D, t.score(), formatElo(d), formatElo(e))
		if m.cfg.SPRT != nil {
			lo, hi := m.cfg.SPRT.bounds()
			line += fmt.Sprintf(" LLR %.2f [%.2f, %.2f]", s.LLR, lo, hi)
		}
	}
	if p.tty {
		pad := ""
		if n := p.width - len(line); n > 0 {
			pad = strings.Repeat(" ", n)
		}
		p.width = len(line)
		fmt.Fprintf(p.w, "\r%s%s", line, pad)
		return
	}
	fmt.Fprintln(p.w, line)
}

func (p *progress) end() {
	if p.tty && !p.quiet && p.width > 0 {
		fmt.Fprintln(p.w)
	}
}

// table writes the final table on standard error, as cutechess-cli does:
// for two engines the score of the first against the second with the Elo
// difference, its error margin, LOS and the draw ratio (and the SPRT's
// state); for more, a ranking of each engine against the field. Then the
// Terminations counted.
func (m *match) table(s *summary) {
	w := m.stderr
	e := m.cfg.Engines
	if len(e) == 2 {
		t := s.Pair
		fmt.Fprintf(w, "Score of %s vs %s: %d - %d - %d  [%.3f] %d\n", e[0].Name, e[1].Name, t.W, t.L, t.D, t.score(), t.n())
		d, margin := t.elo()
		draw := 0.0
		if t.n() > 0 {
			draw = 100 * float64(t.D) / float64(t.n())
		}
		fmt.Fprintf(w, "Elo difference: %s +/- %s, LOS: %.1f %%, DrawRatio: %.1f %%\n", formatElo(d), formatElo(margin), 100*t.los(), draw)
		if m.cfg.SPRT != nil {
			lo, hi := m.cfg.SPRT.bounds()
			state := "no decision"
			switch s.Verdict {
			case acceptH0:
				state = "H0 was accepted"
			case acceptH1:
				state = "H1 was accepted"
			}
			fmt.Fprintf(w, "SPRT: llr %.3g, lbound %.3g, ubound %.3g - %s\n", s.LLR, lo, hi, state)
		}
	} else {
		type row struct {
			name string
			t    tally
		}
		rows := make([]row, len(e))
		for i := range e {
			rows[i] = row{e[i].Name, s.Engines[i]}
		}
		sort.SliceStable(rows, func(i, j int) bool { return rows[i].t.score() > rows[j].t.score() })
		fmt.Fprintf(w, "%4s %-25s %7s %7s %7s %7s %7s\n", "Rank", "Name", "Elo", "+/-", "Games", "Score", "Draw")
		for i, r := range rows {
			d, margin := r.t.elo()
			draw := 0.0
			if r.t.n() > 0 {
				draw = 100 * float64(r.t.D) / float64(r.t.n())
			}
			fmt.Fprintf(w, "%4d %-25s %7s %7s %7d %6.1f%% %6.1f%%\n", i+1, r.name, formatElo(d), formatElo(margin), r.t.n(), 100*r.t.score(), draw)
		}
	}
	terms := make([]string, 0, len(s.Terms))
	for k := range s.Terms {
		terms = append(terms, k)
	}
	sort.Strings(terms)
	parts := make([]string, len(terms))
	for i, k := range terms {
		parts[i] = fmt.Sprintf("%s %d", k, s.Terms[k])
	}
	fmt.Fprintf(w, "Terminations: %s\n", strings.Join(parts, ", "))
	if s.Wall > 0 {
		line := fmt.Sprintf("Games: %d in %.1f s (%.1f games/minute)", s.Games, s.Wall.Seconds(), float64(s.Games)/s.Wall.Minutes())
		if s.CPU > 0 || s.EngineCPU > 0 {
			share := 0.0
			if tot := s.CPU + s.EngineCPU; tot > 0 {
				share = 100 * s.CPU.Seconds() / tot.Seconds()
			}
			line += fmt.Sprintf("; CPU: runner %.2f s, engines %.2f s (runner %.1f %%)", s.CPU.Seconds(), s.EngineCPU.Seconds(), share)
		}
		fmt.Fprintln(w, line)
	}
}
