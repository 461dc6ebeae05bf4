package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"math/rand"
	"os"
	"path/filepath"
	"strings"

	"github.com/chaturanga-go/chaturanga"
	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/quote"
	"github.com/chaturanga-go/chaturanga/notation"
)

// An opening is where a game starts: a position and the moves played
// from it before the engines take over (a PGN opening's moves, which the
// engines are given as the game's history, so that repetitions count).
type opening struct {
	Start core.Position
	Moves []core.Move
	// Where names the opening in its file ("openings.epd:12").
	Where string
}

// maxOpenings bounds an openings file, so that memory stays bounded
// whatever the file holds.
const maxOpenings = 100_000

// readOpenings reads the openings file of spec: a FEN per line (.fen or
// any other name), an EPD per line (.epd: a FEN's first four fields and
// operations; hmvc and fmvn give the last two fields), or PGN games
// (.pgn; each game's moves up to spec.Plies, read under the record's
// Rules tag, else the match's rules). Blank lines and lines that
// begin with '#' are skipped in FEN and EPD files. Every position is
// read under the match's rules (newPos), and a PGN game's moves are
// replayed under them: an opening the match's rules refuse is an error
// naming its line.
func readOpenings(spec openingSpec, newPos func(fen string) (core.Position, error), variant, rules string, seed int64) ([]opening, error) {
	f, err := os.Open(spec.File)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	format := spec.Format
	if format == "" {
		switch strings.ToLower(filepath.Ext(spec.File)) {
		case ".pgn":
			format = "pgn"
		case ".epd":
			format = "epd"
		default:
			format = "fen"
		}
	}
	var ops []opening
	if format == "pgn" {
		ops, err = readPGNOpenings(f, spec, newPos, variant, rules)
	} else {
		ops, err = readLineOpenings(f, spec, newPos, format == "epd")
	}
	if err != nil {
		return nil, err
	}
	if spec.Start > 1 {
		if spec.Start > len(ops) {
			return nil, fmt.Errorf("-openings start=%d: the file has %d openings", spec.Start, len(ops))
		}
		ops = ops[spec.Start-1:]
	}
	if len(ops) == 0 {
		return nil, fmt.Errorf("%s: no opening", spec.File)
	}
	if spec.Order == "random" {
		r := rand.New(rand.NewSource(seed))
		r.Shuffle(len(ops), func(i, j int) { ops[i], ops[j] = ops[j], ops[i] })
	}
	return ops, nil
}

func readLineOpenings(r io.Reader, spec openingSpec, newPos func(string) (core.Position, error), epd bool) ([]opening, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 4096), 1<<20)
	var ops []opening
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		where := fmt.Sprintf("%s:%d", spec.File, line)
		fen := text
		if epd {
			fen = epdFEN(text)
		}
		p, err := newPos(fen)
		if err != nil && epd {
			// An EPD whose game's FEN has other fields: try the line as a
			// FEN.
			if p2, err2 := newPos(text); err2 == nil {
				p, err = p2, nil
			}
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %w", where, err)
		}
		if len(ops) == maxOpenings {
			return nil, fmt.Errorf("%s: more than %d openings", spec.File, maxOpenings)
		}
		ops = append(ops, opening{Start: p, Where: where})
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", spec.File, err)
	}
	return ops, nil
}

// epdFEN returns the FEN of an EPD line: its first four fields, then the
// hmvc and fmvn operations' values (0 and 1 when absent).
func epdFEN(line string) string {
	f := strings.Fields(line)
	if len(f) < 4 {
		return line
	}
	hm, fm := "0", "1"
	for _, op := range strings.Split(strings.Join(f[4:], " "), ";") {
		w := strings.Fields(op)
		if len(w) == 2 && w[0] == "hmvc" {
			hm = w[1]
		}
		if len(w) == 2 && w[0] == "fmvn" {
			fm = w[1]
		}
	}
	return strings.Join(f[:4], " ") + " " + hm + " " + fm
}

func readPGNOpenings(r io.Reader, spec openingSpec, newPos func(string) (core.Position, error), variant, rules string) ([]opening, error) {
	pr := notation.NewPGNReader(bufio.NewReader(r))
	var ops []opening
	for {
		rec, err := pr.Next()
		if err == io.EOF {
			break
		}
		where := fmt.Sprintf("%s:%d", spec.File, pr.GameLine())
		if err != nil {
			return nil, fmt.Errorf("%s: %w", where, err)
		}
		if v, ok := rec.Get("Variant"); !ok || v == "" {
			rec.Set("Variant", variant)
		}
		g, err := chaturanga.ReadRecord(rec, rules)
		var ve core.VariationErrors
		if err != nil && !errors.As(err, &ve) {
			return nil, fmt.Errorf("%s: %w", where, err)
		}
		// Replayed again under the match's rules, from the record's start.
		p, err := newPos(g.Start().FEN())
		if err != nil {
			return nil, fmt.Errorf("%s: %w", where, err)
		}
		start := p.Clone()
		moves := g.Moves()
		if len(moves) > spec.Plies {
			moves = moves[:spec.Plies]
		}
		for i, m := range moves {
			if err := p.PlayMove(m); err != nil {
				return nil, fmt.Errorf("%s: ply %d: the match's rules refuse it: %w", where, i+1, err)
			}
			if p.Outcome().IsOver() {
				return nil, fmt.Errorf("%s: ply %d: the game is over under the match's rules (%v)", where, i+1, p.Outcome())
			}
		}
		if len(ops) == maxOpenings {
			return nil, fmt.Errorf("%s: more than %d openings", spec.File, maxOpenings)
		}
		ops = append(ops, opening{Start: start, Moves: moves, Where: where})
	}
	return ops, nil
}

// describe names an opening for messages.
func (o opening) describe() string {
	return quote.Cut(o.Where)
}
