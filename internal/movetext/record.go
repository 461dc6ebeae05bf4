package movetext

import (
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
	fen, _ := rec.Get("FEN")
	p, err := rs.Setup(rules, variant, fen)
	if err != nil {
		return nil, err
	}
	g := core.NewGame[P, S](p)
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

// fsfTerminations maps Fairy-Stockfish's and pychess-variants' Termination
// words to the reasons of a claim.
var fsfTerminations = map[string]core.Reason{
	"threefold repetition":  core.Repetition,
	"50-move rule":          core.MoveRule,
	"70-move rule":          core.MoveRule,
	"counting rule":         core.Counting,
	"insufficient material": core.InsufficientMaterial,
}

// Finish checks a replayed record's result and ends game g as the record
// says when its final position has not ended it: a Result tag must agree
// with the result the movetext ends with, and a finished game's result
// with its outcome. A record whose game goes on in its final position but
// whose result says it ended is ended by its Termination tag: a
// resignation ("resignation", "normal" or none, for a win: the loser
// resigned), a draw agreed ("agreement", "normal" or none, for a draw), or
// the claim of a claimable ending by its word ("repetition", "move-rule",
// "counting", ... and Fairy-Stockfish's "threefold repetition", "50-move
// rule", "counting rule", "insufficient material"), which must be
// claimable then. Any other Termination (a loss on time) leaves the game
// going on; the record keeps its tags.
func Finish[P any, S core.State[P]](op string, rec *notation.Record, g *core.Game[P, S]) error {
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
	term, _ := rec.Get("Termination")
	if outside(result, term) {
		return nil
	}
	term = strings.ToLower(strings.TrimSpace(term))
	if result != "1/2-1/2" {
		loser := core.White
		if result == "1-0" {
			loser = core.Black
		}
		return g.Resign(loser)
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

// New returns g as a record: the tags given (copied) but those the game
// decides (see below), then Variant, Rules, FEN and SetUp for a set-up
// start, Result, and Termination once the game is over; the game's comment
// and its moves in SAN numbered from the start, each with its notes.
//
// The game decides its Variant, Rules, FEN, SetUp, Result and Termination
// tags, so tags of those names given are ignored (every one of each name)
// and the game's written: a record never says something of the game that
// the game contradicts, and it reads back to the game. There is one
// exception, for what the rules do not decide: a game still going on
// keeps a Termination given that names an ending outside its rules (such
// as "time forfeit", not a word of the game's endings nor "normal"), with
// a Result given ("1-0", "0-1", "1/2-1/2" or "*"); else its Result is "*".
// That is the record of a game lost on time, which [Records.Read] reads
// back to the game going on. A PlyCount tag given is written with the
// number of plies of the game.
func (rs *Records[P, S]) New(g *core.Game[P, S], tags []notation.Tag) *notation.Record {
	start := g.Start()
	given := notation.Record{Tags: tags}
	rec := &notation.Record{Tags: GameTags(tags, decidedTags...), FirstMove: S(&start).FullmoveNumber(), BlackFirst: S(&start).Side() == core.Black}
	if rs.Style != nil {
		rec.Style = rs.Style(&start)
	}
	variant, rules, standard := rs.Describe(&start)
	rec.Set("Variant", variant)
	rec.Set("Rules", rules)
	if !standard {
		rec.Set("FEN", S(&start).FEN())
		rec.Set("SetUp", "1")
	}
	rec.Comment = g.Comment()
	rec.Moves = WriteMoves(g, S.SAN)
	o := g.Outcome()
	rec.Result = o.Result()
	term, _ := given.Get("Termination")
	switch {
	case o.IsOver():
		term = o.Reason.String()
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
	SetPlyCount(rec, g.Len())
	return rec
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
