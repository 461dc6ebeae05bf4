package qiguo

import (
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/movetext"
	"github.com/chaturanga-go/chaturanga/internal/quote"
	"github.com/chaturanga-go/chaturanga/notation"
)

// legacyOptionNames are the option names of the Options tag that records
// written before the Rules tag carried the options used; ReadRecord still
// reads it.
var legacyOptionNames = [...]string{"WikipediaNames", "ElephantChessLayout", "HorsemanMustTurn", "DefeatByTotalLosses", "ElephantChessBookkeeping"}

// withOptions returns r with exactly the named options on (an Options tag's
// value); it returns the unknown name if there is one.
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

// splitList splits a tag value at spaces and commas.
func splitList(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == ',' || r == '\t' })
}

// resultWords returns the words that end a record's movetext besides "*":
// the states' names (the same seven under both namings), in a fresh slice
// for each style, so that no record shares the package's tables.
func resultWords() []string { return append([]string(nil), sourceNames[:]...) }

// roster returns the tags a record under r writes first: Event, Site,
// Date, Round, the states in turn order under r's naming, Result.
func roster(r Rules) []string {
	names := r.names()
	out := make([]string, 0, 12)
	out = append(out, "Event", "Site", "Date", "Round")
	out = append(out, names[:]...)
	return append(out, "Result")
}

// NewReader returns a reader of Qi Guo game records (see the package
// documentation, "Game records"): a notation.PGNReader that takes the
// states' names as the result ending a movetext. [ReadRecord] replays each
// record it returns. A plain notation.NewPGNReader reads the records too,
// taking the result for a last move, which ReadRecord then puts back.
//
// Each reader has a style of its own (its records share it, and
// [NewRecord] gives each record it writes a new one), so changing a
// record's style changes nothing beyond that reader's records.
func NewReader(r io.Reader) *notation.PGNReader {
	style := &notation.PGNStyle{Roster: roster(defaultRules), Results: resultWords()}
	return style.NewReader(r)
}

// ReadRecord replays a Qi Guo game record (see the package documentation,
// "Game records", and [NewReader]) and returns the game. The rules are
// those of the record's Rules tag, in the text form of [Rules.String]
// ("default", "elephantchess HorsemanMustTurn=false",
// "default Alliances=Qin+Han,Chu+Wei,Qi+Yan,Zhao"); without one, r. The
// Options and Alliances tags of older records are read too, on top of the
// Rules tag's set. The start is the FEN tag's position, or the start
// position of the rules. The moves are read leniently
// ([Position.ParseLenient]: "a7c4", "A7-C4", SAN such as "Nc4", "pass",
// "resign"); move numbers are not checked. A last "move" that is a
// state's name, as a reader of plain PGN leaves it, is taken as the
// result. Write the game back with [NewRecord], which gives the record the
// tags and round numbers of the game.
//
// The record must agree with itself: a Result tag that differs from the
// movetext's result, a result naming a winner that the moves do not make
// the winner, or a Termination tag that names another ending than the
// moves reach is an error wrapping core.ErrSyntax. (A Qi Guo record holds
// every resignation as a move, so the result is always the position's.)
//
// The record's annotations become the game's (core.Game's Comment and
// Notes, as python-chess's game tree holds them): comments before and
// after moves, glyphs ($1, "!?"), clock comments ("[%clk 0:01:00]") and
// variations, nested as deep as the record has them, each variation's
// moves read leniently from the position before the move it replaces and
// checked. [NewRecord] writes them all back.
//
// ReadRecord returns the game and nil when the whole record replays. When
// only variations do not (a move that does not read, or is not legal where
// the variation plays it), it returns the whole game (main line, ending,
// annotations), each bad variation cut before its first bad move, with a
// core.VariationErrors naming each bad move by its place in the record (a
// core.Path: variation and ply), its text and the rule, as python-chess's
// game.errors does. On any other error it returns the game as far as the
// record replayed, as python-chess does: the moves before the first bad
// move of the main line, or all of them but without the ending for a
// result that disagrees with them, or no game (nil) when the record cannot
// start one (a nil record, unknown rules, a bad tag or FEN). Such a game
// is not the record's: it shows where the record went wrong. Errors are
// *core.ParseError values wrapping core.ErrUnknown (another game's Variant
// tag, an unknown rule set or option), core.ErrSyntax (a nil record, a bad
// option value, a seating outside the presets, the disagreements above) or
// core.ErrIllegalPosition, the FEN's error, or the position's
// *core.MoveError for the first move of the main line that does not read
// or is illegal, its Op naming the ply ("qiguo.ReadRecord (ply 12)").
// ReadRecord only reads rec, so several goroutines may replay one record
// at once.
func ReadRecord(rec *notation.Record, r Rules) (*Game, error) {
	const op = "qiguo.ReadRecord"
	if rec == nil {
		return nil, movetext.NilRecord(op)
	}
	// A tag's value may be long (up to the reader's PGNLimits.TagBytes):
	// errors quote a short prefix of it.
	fail := func(tag, value, msg string, err error) *core.ParseError {
		return &core.ParseError{Op: op, Input: quote.Cut(value), Field: tag + " tag", Offset: -1, Line: rec.Line, Msg: msg, Err: err}
	}
	if v, ok := rec.Get("Variant"); ok && !strings.EqualFold(v, "qiguo") {
		return nil, fail("Variant", v, "not a qiguo game", core.ErrUnknown)
	}
	if err := r.Validate(); err != nil {
		return nil, err
	}
	r = r.normal()
	if text, ok := rec.Get("Rules"); ok {
		q, err := ParseRules(text)
		if err != nil {
			pe := err.(*core.ParseError)
			return nil, fail("Rules", text, pe.Msg, pe.Err)
		}
		r = q
	}
	if opts, ok := rec.Get("Options"); ok {
		var bad string
		if r, bad = withOptions(r, splitList(opts)); bad != "" {
			return nil, fail("Options", opts, "no such option "+quote.Input(bad)+" (want "+strings.Join(legacyOptionNames[:], ", ")+")", core.ErrUnknown)
		}
	}
	if seating, ok := rec.Get("Alliances"); ok {
		if err := r.Set("Alliances", seating); err != nil {
			pe := err.(*core.ParseError)
			return nil, fail("Alliances", seating, pe.Msg, pe.Err)
		}
	}
	if err := r.Validate(); err != nil {
		pe := err.(*core.ParseError)
		return nil, fail("Rules", r.String(), pe.Msg, pe.Err)
	}
	start := StartPosition(r)
	if fen, ok := rec.Get("FEN"); ok {
		var err error
		if start, err = ParseFEN(fen, r); err != nil {
			return nil, err
		}
	}
	// A plain PGN reader leaves the result as a last move: take it back
	// (in copies: the record is only read).
	moves, result := rec.Moves, rec.Result
	var trailing []string // comments after such a result, read as the last move's
	if n := len(moves); n > 0 && (result == "" || result == "*") {
		if last := moves[n-1]; isResultWord(last.Text) && len(last.Variations) == 0 && len(last.NAGs) == 0 {
			result, moves = last.Text, moves[:n-1]
			if last.StartingComment != "" {
				trailing = append(trailing, last.StartingComment)
			}
			trailing = append(trailing, last.Comments...)
			if n > 1 && len(trailing) > 0 {
				moves = slices.Clone(moves)
				moves[n-2].Comments = append(slices.Clip(moves[n-2].Comments), trailing...)
				trailing = nil
			}
		}
	}
	g := NewGame(start)
	g.SetTags(rec.Tags)
	errs, err := movetext.ReadMoves(op, rec, moves, g)
	if err != nil {
		return g, err
	}
	if tag, ok := rec.Get("Result"); ok && result != "" && tag != result {
		return g, fail("Result", tag, "the Result tag says "+quote.Input(tag)+" but the movetext ends "+quote.Input(result), core.ErrSyntax)
	}
	if len(trailing) > 0 { // the record had no move but the result
		g.SetComment(strings.TrimSpace(g.Comment() + " " + strings.Join(trailing, " ")))
	}
	if tag, ok := rec.Get("Result"); ok && result == "" {
		result = tag
	}
	term, hasTerm := rec.Get("Termination")
	if result == "1/2-1/2" && !g.Outcome().IsOver() {
		// Qi Guo has no draw (QG-28); the players may agree to end it
		if !hasTerm || !strings.EqualFold(term, core.Agreement.String()) {
			return g, fail("Result", result, "qiguo has no draw (QG-28): a record ends 1/2-1/2 only with the Termination tag \"agreement\"", core.ErrSyntax)
		}
		if err := g.AgreeDraw(); err != nil {
			return g, err
		}
		return withErrors(g, errs)
	}
	o := g.Outcome()
	if result != "" && result != "*" {
		winner, err := r.StateByName(result)
		switch {
		case err != nil:
			return g, fail("Result", result, "want a state's name or *", core.ErrSyntax)
		case !o.IsOver():
			return g, fail("Result", result, "the result says "+result+" won, but after the moves the game goes on (a Qi Guo record writes a resignation as the move \"resign\")", core.ErrSyntax)
		case o.Winner != winner:
			return g, fail("Result", result, "the result says "+result+" won, but the moves make "+r.StateName(o.Winner)+" the winner", core.ErrSyntax)
		}
	}
	if hasTerm && o.IsOver() && !strings.EqualFold(term, o.Reason.String()) {
		return g, fail("Termination", term, "the Termination tag says "+quote.Input(term)+" but the game ended by "+o.Reason.String(), core.ErrSyntax)
	}
	return withErrors(g, errs)
}

// withErrors returns g with the errors of its variations, if any.
func withErrors(g *Game, errs core.VariationErrors) (*Game, error) {
	if len(errs) > 0 {
		return g, errs
	}
	return g, nil
}

func isResultWord(s string) bool { return slices.Contains(sourceNames[:], s) }

// NewRecord returns game g as a Qi Guo game record (see the package
// documentation, "Game records"): the tags the game keeps (core.Game.Tags,
// those of the record it was read from, in their order) with the extra
// tags given set over them (Event, the
// players as [Qin "name"], [Han "name"], ... in pairs of name and value),
// the tags of the game (Variant, Rules as [Rules.String] writes them, FEN
// and SetUp for a game that does not start from the start position,
// Termination for a finished game), the Result (the winner's name when
// the game has ended, else "*"), the game's comment and the moves in the
// game's coordinates ("a7c4", "pass", "resign"), each with its notes
// (comments, glyphs, variations: see core.Notes). Its Style numbers the
// rounds, so notation.AppendPGN writes it as the package documentation
// shows.
//
// The game decides its Variant, Rules, FEN, SetUp, Result and Termination
// tags, and the Options and Alliances tags that older records carried
// (the Rules tag holds both): tags of those names given are ignored, so
// that the record never contradicts the game and reads back to it. (A Qi
// Guo record holds every ending as a move, so no ending outside the rules
// is recorded.) A PlyCount tag given is written with the game's number
// of plies.
func NewRecord(g *Game, tags ...notation.Tag) *notation.Record {
	start := g.Start()
	r := start.Rules()
	rec := &notation.Record{Tags: movetext.GameTags(movetext.MergeTags(g.Tags(), tags), "Variant", "Rules", "FEN", "SetUp", "Result", "Termination", "Options", "Alliances"), FirstMove: start.Round()}
	rec.Set("Variant", "qiguo")
	rec.Set("Rules", r.String())
	if fen := start.FEN(); fen != StartFEN(r) {
		rec.Set("FEN", fen)
		rec.Set("SetUp", "1")
	}
	rec.Comment = g.Comment()
	rec.Moves = movetext.WriteMoves(g, func(_ *Position, m core.Move) string { return FormatMove(m) })
	rec.Style = numbering(start, g.Moves()).style(r)
	rec.Result = "*"
	if o := g.Outcome(); o.IsOver() {
		rec.Result = r.StateName(o.Winner)
		if o.Winner == core.NoColor {
			rec.Result = "1/2-1/2" // the players agreed to end the game (core.Game.AgreeDraw)
		}
		rec.Set("Termination", o.Reason.String())
	}
	rec.Set("Result", rec.Result)
	movetext.SetPlyCount(rec, g.Len())
	// the game's tags before the others given
	slices.SortStableFunc(rec.Tags, func(a, b notation.Tag) int { return gameTagRank(a.Name) - gameTagRank(b.Name) })
	return rec
}

// gameTags are the tags NewRecord writes after the roster, in order.
var gameTags = [...]string{"Variant", "Rules", "FEN", "SetUp", "Termination"}

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
		b.end.play(m)
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
	return &notation.PGNStyle{Roster: roster(r), Number: b.number, Results: resultWords()}
}
