package qiguo

import (
	"errors"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/notation"
)

// The option names of the Options tag, in the order they are written.
var optionNames = [...]string{"WikipediaNames", "ElephantChessLayout", "HorsemanMustTurn", "DefeatByTotalLosses", "ElephantChessBookkeeping"}

// options returns the options of r that are on, as the Options tag names
// them.
func options(r Rules) []string {
	on := [...]bool{r.WikipediaNames, r.ElephantChessLayout, r.HorsemanMustTurn, r.DefeatByTotalLosses, r.Bookkeeping == ElephantChessBookkeeping}
	var out []string
	for i, name := range optionNames {
		if on[i] {
			out = append(out, name)
		}
	}
	return out
}

// withOptions returns r with exactly the named options on; it returns the
// unknown name if there is one.
func withOptions(r Rules, names []string) (Rules, string) {
	r.WikipediaNames, r.ElephantChessLayout, r.HorsemanMustTurn, r.DefeatByTotalLosses = false, false, false, false
	r.Bookkeeping = SourceBookkeeping
	for _, n := range names {
		switch {
		case n == "-":
		case strings.EqualFold(n, "WikipediaNames"):
			r.WikipediaNames = true
		case strings.EqualFold(n, "ElephantChessLayout"):
			r.ElephantChessLayout = true
		case strings.EqualFold(n, "HorsemanMustTurn"):
			r.HorsemanMustTurn = true
		case strings.EqualFold(n, "DefeatByTotalLosses"):
			r.DefeatByTotalLosses = true
		case strings.EqualFold(n, "ElephantChessBookkeeping"):
			r.Bookkeeping = ElephantChessBookkeeping
		default:
			return r, n
		}
	}
	return r, ""
}

// sameOptions reports whether a and b differ at most in name and seating.
func sameOptions(a, b Rules) bool {
	a.Name, a.Alliances, b.Name, b.Alliances = "", Alliances{}, "", Alliances{}
	return a == b
}

// splitList splits a tag value at spaces and commas.
func splitList(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == ',' || r == '\t' })
}

// resultWords are the words that end a record's movetext besides "*": the
// states' names (the same seven under both namings).
var resultWords = sourceNames[:]

// roster returns the tags a record under r writes first: Event, Site,
// Date, Round, the states in turn order under r's naming, Result.
func roster(r Rules) []string {
	out := []string{"Event", "Site", "Date", "Round"}
	out = append(out, r.names()[:]...)
	return append(out, "Result")
}

// readerStyle is the style of the records NewReader reads.
var readerStyle = &notation.PGNStyle{Roster: roster(Default), Results: resultWords}

// NewReader returns a reader of Qi Guo game records (see the package
// documentation, "Game records"): a notation.PGNReader that takes the
// states' names as the result ending a movetext. [ReadRecord] replays each
// record it returns. A plain notation.NewPGNReader reads the records too,
// taking the result for a last move, which ReadRecord then puts back.
func NewReader(r io.Reader) *notation.PGNReader { return readerStyle.NewReader(r) }

// ReadRecord replays a Qi Guo game record (see the package documentation,
// "Game records", and [NewReader]) and returns the game. The rules are
// those of the record's tags: the Rules tag names a rule set (as
// [RulesByName] takes it), the Options tag sets the options, the Alliances
// tag seats the players; without a tag, r's part holds (all of r without
// any). The start is the FEN tag's position, or the start position of the
// rules. The moves are read leniently ([Position.ParseLenient]: "a7c4",
// "A7-C4", "pass"); move numbers are not checked. A last "move" that is a
// state's name, as a reader of plain PGN leaves it, is taken as the
// result. Comments and variations stay in the record; the game holds the
// main line. ReadRecord sets rec.Style, so that notation.AppendPGN writes
// the record back with the tags and round numbers of [NewRecord].
//
// Errors are *core.ParseError values wrapping core.ErrUnknown (another
// game's Variant tag, an unknown rule set or option) or
// core.ErrIllegalPosition (a seating outside the presets), the FEN's
// error, or the position's *core.MoveError for the first move that does
// not read or is illegal, named by its ply; the game up to that move is
// returned with it.
func ReadRecord(rec *notation.Record, r Rules) (*Game, error) {
	const op = "qiguo.ReadRecord"
	// A tag's value may be long (up to the reader's PGNLimits.TagBytes):
	// errors quote a short prefix of it.
	fail := func(tag, value, msg string, err error) (*Game, error) {
		return nil, &core.ParseError{Op: op, Input: notation.Excerpt(value), Field: tag + " tag", Offset: -1, Line: rec.Line, Msg: msg, Err: err}
	}
	if v, ok := rec.Get("Variant"); ok && !strings.EqualFold(v, "qiguo") {
		return fail("Variant", v, "not a qiguo game", core.ErrUnknown)
	}
	r = r.normal()
	name, named := rec.Get("Rules")
	opts, hasOpts := rec.Get("Options")
	if named {
		base, err := RulesByName(name)
		switch {
		case err == nil:
			r = base
		case hasOpts:
			r = Rules{Name: name}
		default:
			return fail("Rules", name, "no such rule set (want default or elephantchess, or an Options tag)", core.ErrUnknown)
		}
	}
	if hasOpts {
		var bad string
		if r, bad = withOptions(r, splitList(opts)); bad != "" {
			return fail("Options", opts, "no such option "+strconv.Quote(notation.Excerpt(bad))+" (want "+strings.Join(optionNames[:], ", ")+")", core.ErrUnknown)
		}
	}
	if seating, ok := rec.Get("Alliances"); ok {
		var groups [][]string
		for _, g := range strings.Split(seating, "|") {
			names := splitList(g)
			for i, n := range names {
				// No state's name is long: cutting a long one keeps it
				// wrong, and keeps the error that quotes it short.
				names[i] = notation.Excerpt(n)
			}
			groups = append(groups, names)
		}
		seated, err := r.WithAlliances(groups...)
		if err != nil {
			var pe *core.ParseError
			if !errors.As(err, &pe) {
				return nil, err
			}
			return fail("Alliances", seating, pe.Msg, pe.Err)
		}
		r = seated
	}
	start := StartPosition(r)
	if fen, ok := rec.Get("FEN"); ok {
		var err error
		if start, err = ParseFEN(fen, r); err != nil {
			return nil, err
		}
	}
	if n := len(rec.Moves); n > 0 && (rec.Result == "" || rec.Result == "*") {
		if last := rec.Moves[n-1]; isResultWord(last.Text) && len(last.Variations) == 0 && len(last.NAGs) == 0 {
			rec.Result = last.Text
			rec.Moves = rec.Moves[:n-1]
			if n > 1 {
				rec.Moves[n-2].Comments = append(rec.Moves[n-2].Comments, last.Comments...)
			}
		}
	}
	g := NewGame(start)
	defer func() { rec.Style = numbering(start, g.Moves()).style(r) }()
	for i, mv := range rec.Moves {
		cur := g.Position()
		m, err := cur.ParseLenient(mv.Text)
		if err == nil {
			err = g.Play(m)
		}
		if err != nil {
			if me, ok := err.(*core.MoveError); ok {
				me.Op = op + " (ply " + strconv.Itoa(i+1) + ")"
			}
			return g, err
		}
	}
	return g, nil
}

func isResultWord(s string) bool { return slices.Contains(resultWords, s) }

// NewRecord returns game g as a Qi Guo game record (see the package
// documentation, "Game records"): the extra tags given (Event, the
// players as [Qin "name"], [Han "name"], ... in pairs of name and value),
// the tags of the game (Variant, Rules, Options and Alliances when the
// rules need them, FEN and SetUp for a game that does not start from the
// start position, Termination for a finished game), the Result (the
// winner's name when the game has ended, else the Result tag given or
// "*"), and the moves. Its Style numbers the rounds, so notation.AppendPGN
// writes it as the package documentation shows.
func NewRecord(g *Game, tags ...notation.Tag) *notation.Record {
	start := g.Start()
	r := start.Rules()
	rec := &notation.Record{Tags: slices.Clone(tags), FirstMove: start.Round()}
	rec.Set("Variant", "qiguo")
	rec.Set("Rules", r.Name)
	if base, err := RulesByName(r.Name); err != nil || !sameOptions(base, r) {
		o := strings.Join(options(r), " ")
		if o == "" {
			o = "-"
		}
		rec.Set("Options", o)
	}
	if r.Players() < NumStates {
		var groups [][]string
		for _, g := range r.Alliances.Groups() {
			var names []string
			for _, c := range g {
				names = append(names, r.StateName(c))
			}
			groups = append(groups, names)
		}
		rec.Set("Alliances", formatGroups(groups))
	}
	if fen := start.FEN(); fen != StartFEN(r) {
		rec.Set("FEN", fen)
		rec.Set("SetUp", "1")
	}
	moves := g.Moves()
	for _, m := range moves {
		rec.Moves = append(rec.Moves, notation.RecordMove{Text: FormatMove(m)})
	}
	rec.Style = numbering(start, moves).style(r)
	rec.Result = "*"
	if o := g.Outcome(); o.IsOver() {
		rec.Result = r.StateName(o.Winner)
		rec.Set("Termination", o.Reason.String())
	} else if res, ok := rec.Get("Result"); ok {
		rec.Result = res
	}
	rec.Set("Result", rec.Result)
	// the game's tags before the others given
	slices.SortStableFunc(rec.Tags, func(a, b notation.Tag) int { return gameTagRank(a.Name) - gameTagRank(b.Name) })
	return rec
}

// gameTags are the tags NewRecord writes after the roster, in order.
var gameTags = [...]string{"Variant", "Rules", "Options", "Alliances", "FEN", "SetUp", "Termination"}

func gameTagRank(name string) int {
	if i := slices.Index(gameTags[:], name); i >= 0 {
		return i
	}
	return len(gameTags)
}

// rounds numbers a record's moves: the round of each move of the main
// line, and the position after the last, to number moves beyond it.
type rounds struct {
	first  bool  // the first move begins its round
	rounds []int // the round of the move at each ply
	end    Position
}

// numbering plays the legal moves from start and returns their rounds.
func numbering(start Position, moves []core.Move) *rounds {
	b := &rounds{first: true, end: start}
	for c := range start.Side() {
		if start.Alive(c) {
			b.first = false // a state before the first mover is to move in this round
		}
	}
	for _, m := range moves {
		b.rounds = append(b.rounds, b.end.Round())
		b.end.MakeMove(m)
	}
	return b
}

// at returns the round of the move at ply and whether it begins the
// round. Beyond the recorded moves it goes on in turn order among the
// states alive at the end.
func (b *rounds) at(ply int) (round int, starts bool) {
	if ply < len(b.rounds) {
		if ply == 0 {
			return b.rounds[0], b.first
		}
		return b.rounds[ply], b.rounds[ply] != b.rounds[ply-1]
	}
	side, round := b.end.Side(), b.end.Round()
	for k := len(b.rounds); ; k++ {
		switch {
		case k == 0:
			starts = b.first
		case k == len(b.rounds):
			starts = round != b.rounds[k-1]
		}
		if k == ply {
			return round, starts
		}
		next := b.end.nextLive(side)
		starts = next <= side
		if starts {
			round++
		}
		side = next
	}
}

// number is the style's numbering: "n." before the first move of round
// n, "n..." before an interrupted move inside it.
func (b *rounds) number(ply int, interrupted bool) string {
	round, starts := b.at(ply)
	switch {
	case starts:
		return strconv.Itoa(round) + "."
	case interrupted:
		return strconv.Itoa(round) + "..."
	}
	return ""
}

// style returns the record style of a game under r numbered by b.
func (b *rounds) style(r Rules) *notation.PGNStyle {
	return &notation.PGNStyle{Roster: roster(r), Number: b.number, Results: resultWords}
}
