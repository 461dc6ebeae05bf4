package movetext

import (
	"encoding"
	"slices"
	"strings"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/quote"
	"github.com/chaturanga-go/chaturanga/notation"
)

// A RecordPosition is what game records need from a two-player game's
// position type P (implemented by *P).
type RecordPosition[P any] interface {
	core.State[P]
	ParseLenient(s string) (core.Move, error)
	SAN(m core.Move) string
	FEN() string
	FullmoveNumber() int
	Side() core.Color
}

// A Records describes one game's PGN records: how a record's tags choose
// the rules and the start position, the tags a game's record gets, and the
// movetext style (nil for chess's numbering) for a game starting from a
// position.
//
// Setup and Describe carry the rules in the tags (Rules, and Variant for
// the Fairy-Stockfish name of a rule set).
type Records[P any, S RecordPosition[P]] struct {
	// Setup returns the position a record starts from: under the rules
	// its Rules tag names (rulesTag, "" if none), else the rules its
	// Variant tag names (variantTag, "" if none, which must be a name of
	// this game), else the caller's; from its FEN tag (fen, "" for the
	// rules' start). Unknown names are errors wrapping core.ErrUnknown.
	Setup func(rulesTag, variantTag, fen string) (P, error)
	// Describe returns the Variant and Rules tags of a game that starts
	// from start, and whether start is its rules' start position.
	Describe func(start S) (variant, rules string, standard bool)
	// Style, if set, gives the movetext style of a game from start.
	Style func(start S) *notation.PGNStyle
}

// Read replays rec, from the start position or the FEN tag, with its
// annotations (see [ReadMoves]), and ends the game as the record says it
// ended when the final position does not (see [Finish]). It returns the
// game and nil; or, when only variations have errors, the game and the
// core.VariationErrors; or the game as far as it replayed and the error of
// a move of the main line or of the result; or nil and the error of a
// record that starts no game (nil, or its tags). It does not change rec.
// See the games' ReadRecord.
func (rs *Records[P, S]) Read(op string, rec *notation.Record) (*core.Game[P, S], error) {
	if rec == nil {
		return nil, NilRecord(op)
	}
	rules, _ := rec.Get("Rules")
	variant, _ := rec.Get("Variant")
	variant = strings.TrimSpace(variant) // a name, read as the registry reads it
	fen, _ := rec.Get("FEN")
	var p P
	var err error
	if IsZeroRecord[P](rules, fen) {
		// the record of a zero Game (the zero Position's rules and
		// FEN, which ParseFEN refuses) reads back as a zero Game, as
		// the zero Position's text form reads back as it; its tags are
		// checked as any record's
		_, err = rs.Setup(rules, variant, "")
	} else {
		p, err = rs.Setup(rules, variant, fen)
	}
	if err != nil {
		return nil, err
	}
	g := core.NewGame[P, S](p)
	g.SetTags(rec.Tags)
	errs, err := ReadMoves(op, rec, rec.Moves, g)
	if err != nil {
		return g, err
	}
	if err := Finish(op, rec, g); err != nil {
		return g, err
	}
	if len(errs) > 0 {
		return g, errs
	}
	return g, nil
}

// An Ender is a game that [Finish] ends: a *core.Game[P, S] of any
// game, seen through an interface so that the code is compiled once for
// every game (each game's Position, a struct value, would have its own
// copy of code generic over P). Its methods are among those the
// registry's Game calls, which every game's *core.Game has compiled
// already: an interface asking others would cost each game a wrapper per
// method.
type Ender interface {
	Outcome() core.Outcome
	Claims() core.Reasons
	Claim(r core.Reason) error
	Resign(c core.Color) error
	AgreeDraw() error
	End(o core.Outcome, termination string) error
}

// A recordGame is what [Records.New] needs of a game besides its start,
// tags and comment: a *core.Game[P, S] (see [Ender]).
type recordGame interface {
	Outcome() core.Outcome
	Termination() string
	Len() int
}

// fsfTerminations maps Fairy-Stockfish's and pychess-variants' Termination
// words to the reasons of a claim.
var fsfTerminations = map[string]core.Reason{
	"threefold repetition":  core.Repetition,
	"50-move rule":          core.MoveRule,
	"70-move rule":          core.MoveRule,
	"counting rule":         core.Counting,
	"insufficient material": core.InsufficientMaterial,
}

// outsideTerminations maps the Termination words of endings outside the
// rules (the PGN standard's, lichess's and pychess-variants' words, in
// lower case, '-' and '_' read as spaces) to their reasons.
var outsideTerminations = map[string]core.Reason{
	"time forfeit":     core.TimeForfeit,
	"time":             core.TimeForfeit,
	"timeout":          core.TimeForfeit,
	"time out":         core.TimeForfeit,
	"flag":             core.TimeForfeit,
	"out of time":      core.TimeForfeit,
	"outoftime":        core.TimeForfeit,
	"lost on time":     core.TimeForfeit,
	"adjudication":     core.Adjudication,
	"rules infraction": core.RulesInfraction,
	"illegal move":     core.RulesInfraction,
	"cheat":            core.RulesInfraction,
	"abandoned":        core.Abandoned,
	"abandon":          core.Abandoned,
	"abandone":         core.Abandoned,
	"emergency":        core.Emergency,
	"death":            core.Death,
}

// outsideReason returns the ending outside the rules that a Termination
// word names: its reason, or OtherEnding for a word that names none.
func outsideReason(term string) core.Reason {
	if r, ok := outsideTerminations[normalWord(term)]; ok {
		return r
	}
	if r, err := core.ParseReason(strings.ReplaceAll(normalWord(term), " ", "-")); err == nil && r.Outside() {
		return r
	}
	return core.OtherEnding
}

// normalWord returns a Termination word in lower case, trimmed, with '-'
// and '_' as spaces.
func normalWord(term string) string {
	b := []byte(strings.ToLower(strings.TrimSpace(term)))
	for i, c := range b {
		if c == '-' || c == '_' {
			b[i] = ' '
		}
	}
	return string(b)
}

// Finish checks a replayed record's result and ends game g as the record
// says when its final position has not ended it: a Result tag must agree
// with the result the movetext ends with, and a finished game's result
// with its outcome. A record whose game goes on in its final position but
// whose result says it ended ("1-0", "0-1" or "1/2-1/2") is ended by its
// Termination tag: a resignation ("resignation", "normal" or none, for a
// win: the loser resigned), a draw agreed ("agreement", "normal" or none,
// for a draw), the claim of a claimable ending by its word ("repetition",
// "move-rule", "counting", ... and Fairy-Stockfish's "threefold
// repetition", "50-move rule", "counting rule", "insufficient material"),
// which must be claimable then; any other Termination is an ending
// outside the rules (core.Game.End) with the record's result: "time
// forfeit" (and "timeout", "flag", ...), "adjudication", "rules
// infraction", "abandoned", "emergency", "death", or core.OtherEnding for
// other words (an unknown word, "unterminated" with a decisive result, or
// a rule's ending that the final position does not show), each keeping
// the tag's words as written (core.Game.Termination).
func Finish(op string, rec *notation.Record, g Ender) error {
	bad := func(msg string) error {
		return &core.ParseError{Op: op, Input: rec.Result, Field: "result", Offset: -1, Line: rec.Line, Msg: msg, Err: core.ErrSyntax}
	}
	result := rec.Result
	if tag, ok := rec.Get("Result"); ok && tag != "" && tag != "?" {
		if result != "" && result != tag {
			return bad("the Result tag says " + quote.Cut(tag) + " but the movetext ends with " + quote.Cut(result))
		}
		if result == "" {
			result = tag
		}
	}
	o := g.Outcome()
	if o.IsOver() {
		if result != "" && result != "*" && result != o.Result() {
			return bad("the record's result " + quote.Cut(result) + " disagrees with the game's end: " + o.String())
		}
		return nil
	}
	var winner core.Color
	switch result {
	case "1-0":
		winner = core.White
	case "0-1":
		winner = core.Black
	case "1/2-1/2":
		winner = core.NoColor
	default:
		return nil // "*" and what is no result never end a game
	}
	rawTerm, _ := rec.Get("Termination")
	if outside(result, rawTerm) {
		return g.End(core.Outcome{Winner: winner, Reason: outsideReason(rawTerm)}, rawTerm)
	}
	term := strings.ToLower(strings.TrimSpace(rawTerm))
	if winner != core.NoColor {
		return g.Resign(winner.Other())
	}
	if term == "" || term == "normal" || term == "agreement" {
		return g.AgreeDraw()
	}
	r, ok := fsfTerminations[term]
	if !ok {
		r, _ = core.ParseReason(term) // outside checked it is one
	}
	if !g.Claims().Has(r) {
		return bad("the record ends by a claim of " + r.String() + ", which the rules do not allow in its final position (claimable: " + claimWords(g.Claims()) + ")")
	}
	return g.Claim(r)
}

// The tags a game's record gets from the game: the caller's tags of these
// names are not written (a PlyCount tag given is written with the game's
// count).
var decidedTags = []string{"Variant", "Rules", "FEN", "SetUp", "Result", "Termination"}

// New returns g as a record: the tags the game keeps (core.Game.Tags:
// its record's, in their order) with the tags given (copied) set over
// them (see [MergeTags]), those the game decides (see below) in the place
// of the kept ones of their names or else after them: Variant, Rules, FEN
// and SetUp for a set-up start, Result, and Termination once the game is
// over; the game's comment and its moves in
// SAN numbered from the start, each with its notes.
//
// The game decides its Variant, Rules, FEN, SetUp, Result and Termination
// tags, so tags of those names kept or given are not written as they
// are: a record never says something of the game that the game
// contradicts, and it reads back to the game. A finished game's
// Termination is core.Game.Termination, or the Termination kept or given
// when its words name the same ending (Fairy-Stockfish's "threefold
// repetition" for a claim of repetition, "bare king", "normal" for a
// resignation or an agreed draw), kept as written. One exception remains,
// from before core.Game.End, for what the rules do not decide: a game
// still going on keeps a Termination given that names no ending of its
// rules (such as "time forfeit" or "unterminated") with a Result given
// ("1-0", "0-1", "1/2-1/2" or "*"); else its Result is "*". [Records.Read]
// reads such a record back to the game ended so (core.Game.End), whose
// record is the same text: end the game with End rather than by tags. A
// PlyCount tag given is written with the number of plies of the game.
func (rs *Records[P, S]) New(g *core.Game[P, S], tags []notation.Tag) *notation.Record {
	start := g.Start()
	p := S(&start)
	h := recordStart{first: p.FullmoveNumber(), blackFirst: p.Side() == core.Black, tags: g.Tags(), comment: g.Comment()}
	if rs.Style != nil {
		h.style = rs.Style(p)
	}
	h.variant, h.rules, h.standard = rs.Describe(p)
	if !h.standard {
		h.fen = p.FEN()
	}
	return newRecord(g, tags, &h, WriteMoves(g, S.SAN))
}

// recordStart is what a record says of its game's start position, and
// the tags and comment the game keeps.
type recordStart struct {
	tags           []notation.Tag
	comment        string
	first          int // its move number
	blackFirst     bool
	style          *notation.PGNStyle
	variant, rules string // its Variant and Rules tags
	standard       bool   // whether it is its rules' start
	fen            string // its FEN, when not standard
}

// newRecord is [Records.New] of game g from start h, its moves written
// as moves.
func newRecord(g recordGame, tags []notation.Tag, h *recordStart, moves []notation.RecordMove) *notation.Record {
	merged := MergeTags(h.tags, tags)
	given := notation.Record{Tags: merged}
	rec := &notation.Record{Tags: firstOfDecided(merged, decidedTags), FirstMove: h.first, BlackFirst: h.blackFirst, Style: h.style}
	rec.Set("Variant", h.variant)
	setAfter(rec, "Rules", h.rules, "Variant")
	if !h.standard {
		setAfter(rec, "FEN", h.fen, "Rules")
		setAfter(rec, "SetUp", "1", "FEN")
	}
	rec.Comment = h.comment
	rec.Moves = moves
	o := g.Outcome()
	rec.Result = o.Result()
	term, _ := given.Get("Termination")
	switch {
	case o.IsOver():
		if !o.Reason.Outside() && NamesEnding(term, o.Reason) {
			break // the record's words for the game's ending, as written
		}
		term = g.Termination()
	case strings.TrimSpace(term) == "" || endingWord(term):
		term = ""
	default:
		if res, _ := given.Get("Result"); res == "1-0" || res == "0-1" || res == "1/2-1/2" {
			rec.Result = res
		}
	}
	rec.Set("Result", rec.Result)
	if term != "" {
		rec.Set("Termination", term)
	}
	// Drop the kept tags of decided names that the game does not write
	// (a FEN for a game from the start, a Termination while it goes on).
	var unset []string
	if h.standard {
		unset = append(unset, "FEN", "SetUp")
	}
	if term == "" {
		unset = append(unset, "Termination")
	}
	rec.Tags = GameTags(rec.Tags, unset...)
	SetPlyCount(rec, g.Len())
	return rec
}

// setAfter sets tag name of rec to value: in its place if rec has one,
// else right after the tag after, else last.
func setAfter(rec *notation.Record, name, value, after string) {
	if _, ok := rec.Get(name); ok {
		rec.Set(name, value)
		return
	}
	i := slices.IndexFunc(rec.Tags, func(t notation.Tag) bool { return t.Name == after })
	if i < 0 {
		rec.Set(name, value)
		return
	}
	rec.Tags = slices.Insert(rec.Tags, i+1, notation.Tag{Name: name, Value: value})
}

// firstOfDecided returns a copy of tags without the second and later tags
// of each name in decided, so that the game's own tags of those names,
// set over them, take the place the record's had.
func firstOfDecided(tags []notation.Tag, decided []string) []notation.Tag {
	out := make([]notation.Tag, 0, len(tags)+len(decided))
	for i, t := range tags {
		if slices.Contains(decided, t.Name) && slices.ContainsFunc(tags[:i], func(u notation.Tag) bool { return u.Name == t.Name }) {
			continue
		}
		out = append(out, t)
	}
	return out
}

// MergeTags returns the tags a game's record gets from the tags the game
// keeps (kept) and those a caller gives: each kept tag in its order, its
// value replaced by that of the first given tag of its name if there is
// one, then the given tags of other names in their order (a second given
// tag of a name among them).
func MergeTags(kept, given []notation.Tag) []notation.Tag {
	out := make([]notation.Tag, 0, len(kept)+len(given))
	used := make([]bool, len(given))
	for _, t := range kept {
		for i, u := range given {
			if !used[i] && u.Name == t.Name {
				t.Value, used[i] = u.Value, true
				break
			}
		}
		out = append(out, t)
	}
	for i, u := range given {
		if !used[i] {
			out = append(out, u)
		}
	}
	return out
}

// NamesEnding reports whether a Termination tag's words name the ending r
// of the rules: its word in any case, with spaces for '-'
// ("bare king"), Fairy-Stockfish's words for it ("threefold repetition",
// "50-move rule"), or "normal" for a resignation or an agreed draw.
func NamesEnding(term string, r core.Reason) bool {
	t := strings.ToLower(strings.TrimSpace(term))
	if t == "" {
		return false
	}
	if t == "normal" {
		return r == core.Resignation || r == core.Agreement
	}
	if f, ok := fsfTerminations[t]; ok {
		return f == r
	}
	w, err := core.ParseReason(strings.ReplaceAll(t, " ", "-"))
	return err == nil && w == r
}

// IsZeroRecord reports whether a record's Rules tag (rulesTag) and FEN
// tag (fen) are those a zero Game's record writes: the zero Position's
// text form, "<rules>|<FEN>", as *P's AppendText writes it. Such a record
// reads back as a zero Game in every game package, as the zero Position's
// text form reads back as the zero Position.
func IsZeroRecord[P any](rulesTag, fen string) bool {
	var zero P
	a, ok := any(&zero).(encoding.TextAppender)
	if !ok || fen == "" {
		return false
	}
	b, err := a.AppendText(make([]byte, 0, 128))
	return err == nil && string(b) == rulesTag+"|"+fen
}

// Setup makes a [Records.Setup] for a game whose rule sets have a text
// form: the rules of a record's Variant tag (variant gives the caller's
// rules for "" or the game's own name, and an error wrapping
// core.ErrUnknown for another game's), replaced by those its Rules tag
// names, read by parseRules, when it has one; then the position of its FEN
// tag read by parseFEN under those rules, or else their start position
// (start).
func Setup[R, P any](variant func(tag string) (R, error), parseRules func(string) (R, error), start func(R) string, parseFEN func(string, R) (P, error)) func(rulesTag, variantTag, fen string) (P, error) {
	return func(rulesTag, variantTag, fen string) (P, error) {
		var zero P
		rules, err := variant(variantTag)
		if err != nil {
			return zero, err
		}
		if rulesTag != "" {
			if rules, err = parseRules(rulesTag); err != nil {
				return zero, err
			}
		}
		if fen == "" {
			fen = start(rules)
		}
		return parseFEN(fen, rules)
	}
}

// claimWords lists the claimable endings, or "none".
func claimWords(c core.Reasons) string {
	if c == 0 {
		return "none"
	}
	return c.String()
}
