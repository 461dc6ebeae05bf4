package main

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/chaturanga-go/chaturanga"
	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/engine"
	"github.com/chaturanga-go/chaturanga/examples/internal/engineproc"
	"github.com/chaturanga-go/chaturanga/notation"
)

// The Termination words of the endings the arbiter makes outside the
// rules (PGN's "time forfeit" and "abandoned", and cutechess-cli's
// words for the others), each with its core reason (termReason) for
// core.Game.End. The rules' own endings are written with their reason's
// word ("checkmate", "counting", "repetition", ...).
const (
	termTime        = "time forfeit"       // the clock ran out
	termIllegal     = "illegal move"       // the engine played a move the rules refuse
	termFalseClaim  = "false claim"        // an XBoard result claim the rules do not allow
	termCrash       = "abandoned"          // the engine died or broke the protocol
	termStalled     = "stalled connection" // no answer within -timeout (no clock)
	termAdjudicated = "adjudication"       // -draw, -resign or -maxmoves
)

// An ending is how the arbiter ended a game outside the rules: the result,
// the Termination tag, and the comment written after the last move.
type ending struct {
	Result      string
	Termination string
	Comment     string
}

// A player is an engine in a worker's hands: its process, started when a
// game first needs it and again after it crashed or was killed.
type player struct {
	spec *engineproc.Spec
	cfg  engine.Config
	proc *engineproc.Proc
	// starts counts the process's starts.
	starts int
}

// get returns the running engine, starting it if it is not running.
func (pl *player) get(ctx context.Context) (*engineproc.Proc, error) {
	if pl.proc != nil && pl.proc.Exited() {
		pl.kill()
	}
	if pl.proc == nil {
		p, err := engineproc.Start(ctx, *pl.spec, pl.cfg)
		if err != nil {
			return nil, err
		}
		pl.proc = p
		pl.starts++
	}
	return pl.proc, nil
}

// kill kills the process, for a restart before the next game.
func (pl *player) kill() {
	if pl.proc != nil {
		pl.proc.Kill()
		pl.proc = nil
	}
}

// close quits the engine.
func (pl *player) close() {
	if pl.proc != nil {
		pl.proc.Close()
		pl.proc = nil
	}
}

// A job is one game to play.
type job struct {
	Number       int // from 1, in the schedule's order
	Round        int // from 1
	White, Black int // indexes of the engines
	Opening      opening
}

// A finished game.
type finished struct {
	Job     job
	Record  *notation.Record
	Result  string // "1-0", "0-1", "1/2-1/2"
	Term    string // the Termination tag
	Comment string // the ending's comment
	PGN     []byte
}

// playGame plays one game between pl[0] (White) and pl[1] (Black) and
// returns it, or nil if ctx ended first (the match was stopped).
func (m *match) playGame(ctx context.Context, j job, pl [2]*player) *finished {
	names := [2]string{m.cfg.Engines[j.White].Name, m.cfg.Engines[j.Black].Name}
	g, err := chaturanga.NewGameFrom(j.Opening.Start)
	if err != nil {
		panic(err) // the opening was read as a position of the variant
	}
	for _, mv := range j.Opening.Moves {
		if err := g.Play(mv); err != nil {
			panic(err) // the opening's moves were checked when read
		}
	}
	side := func(c core.Color) string {
		if c == core.White {
			return "White"
		}
		return "Black"
	}
	lose := func(c core.Color, term, comment string) *ending {
		res := "1-0"
		if c == core.White {
			res = "0-1"
		}
		return &ending{Result: res, Termination: term, Comment: comment}
	}
	var end *ending
	var procs [2]*engineproc.Proc
	for c := core.White; c <= core.Black && end == nil; c++ {
		p, err := pl[c].get(ctx)
		if err == nil {
			nctx, cancel := context.WithTimeout(ctx, engineproc.HandshakeTimeout)
			err = p.NewGame(nctx, g.Start())
			cancel()
		}
		if ctx.Err() != nil {
			return nil
		}
		if err != nil {
			pl[c].kill()
			end = lose(c, termCrash, fmt.Sprintf("%s (%s) cannot start the game: %v", side(c), names[c], err))
		}
		procs[c] = p
	}

	tcs := [2]timeControl{m.cfg.EngineTC[j.White], m.cfg.EngineTC[j.Black]}
	var left [2]time.Duration
	var played [2]int
	left[0], left[1] = tcs[0].Time, tcs[1].Time
	var resignCount [2]int
	var lastScore [2]int
	var hasLast [2]bool
	drawCount := 0
	openingPlies := g.Len()

	for end == nil {
		if g.Outcome().IsOver() {
			break
		}
		if m.cfg.Claims == "auto" {
			if r, ok := firstClaim(g.Claims()); ok {
				if err := g.Claim(r); err == nil {
					break
				}
			}
		}
		if m.cfg.MaxMoves > 0 && g.Len()-openingPlies >= 2*m.cfg.MaxMoves {
			end = &ending{Result: "1/2-1/2", Termination: termAdjudicated, Comment: fmt.Sprintf("Draw by adjudication: %d moves played (-maxmoves)", m.cfg.MaxMoves)}
			break
		}
		c := g.Position().Side()
		tc := tcs[c]
		lim := engine.Limit{Depth: tc.Depth, Nodes: tc.Nodes, MoveTime: tc.PerMove}
		var budget time.Duration
		switch {
		case tc.clocked():
			lim.Time, lim.Inc = left, [2]time.Duration{tcs[0].Inc, tcs[1].Inc}
			if tc.Moves > 0 {
				lim.MovesToGo = tc.Moves - played[c]%tc.Moves
			}
			budget = left[c] + m.cfg.TimeMargin
		case tc.PerMove > 0:
			budget = tc.PerMove + m.cfg.TimeMargin
		default:
			budget = m.cfg.Timeout
		}
		if budget < time.Millisecond {
			budget = time.Millisecond
		}
		mctx, cancel := context.WithTimeout(ctx, budget)
		t0 := time.Now()
		res, err := procs[c].Play(mctx, g.Start(), g.Moves(), lim, nil)
		el := time.Since(t0)
		cancel()
		if ctx.Err() != nil {
			return nil
		}
		who := fmt.Sprintf("%s (%s)", side(c), names[c])
		if ee := (*engine.Error)(nil); err != nil && errors.As(err, &ee) && ee.Op == "ponder" && !res.Move.IsZero() {
			// A move to ponder on that the rules refuse is no move
			// played: the arbiter notes it and plays the move, as
			// cutechess-cli ignores ponder moves.
			m.warn(j, fmt.Sprintf("%s: %v (the ponder move is ignored)", who, err))
			err = nil
		}
		if err != nil {
			var ee *engine.Error
			errors.As(err, &ee)
			switch {
			case errors.Is(err, engine.ErrTimeout) || errors.Is(err, context.DeadlineExceeded):
				pl[c].kill()
				if tc.clocked() || tc.PerMove > 0 {
					end = lose(c, termTime, who+" loses on time")
				} else {
					end = lose(c, termStalled, fmt.Sprintf("%s does not answer within %s (-timeout)", who, m.cfg.Timeout))
				}
			case errors.Is(err, engine.ErrIllegalMove):
				rule := ""
				if ee != nil && ee.Rule != "" {
					rule = " (" + ee.Rule + ")"
				}
				q := ""
				if ee != nil {
					q = " " + strconv.Quote(ee.Quote)
				}
				end = lose(c, termIllegal, fmt.Sprintf("%s makes an illegal move:%s%s", who, q, rule))
				m.illegal(j, c, err)
			case errors.Is(err, engine.ErrDied):
				pl[c].kill()
				end = lose(c, termCrash, who+"'s engine crashed")
			default:
				pl[c].kill()
				end = lose(c, termCrash, fmt.Sprintf("%s's engine failed: %v", who, err))
			}
			break
		}
		if tc.clocked() {
			left[c] -= el
			if left[c]+m.cfg.TimeMargin < 0 {
				end = lose(c, termTime, who+" loses on time")
				break
			}
			left[c] += tc.Inc
			played[c]++
			if tc.Moves > 0 && played[c]%tc.Moves == 0 {
				left[c] += tc.Time
			}
		} else if tc.PerMove > 0 && el > tc.PerMove+m.cfg.TimeMargin {
			end = lose(c, termTime, fmt.Sprintf("%s loses on time (%.3fs for a move of %s)", who, el.Seconds(), secs(tc.PerMove)))
			break
		}
		switch {
		case res.Resigned:
			g.Resign(c)
			m.annotateEnd(g, who+" resigns")
			continue
		case res.Claim != "":
			end = m.judgeClaim(g, c, who, res)
			continue
		case res.Move.IsZero():
			pl[c].kill()
			end = lose(c, termCrash, who+"'s engine sent no move")
			continue
		}
		if err := g.Play(res.Move); err != nil {
			var me *core.MoveError
			rule := ""
			if errors.As(err, &me) && me.Rule != "" {
				rule = " (" + me.Rule + ")"
			}
			end = lose(c, termIllegal, fmt.Sprintf("%s makes an illegal move: %s%s", who, res.Move, rule))
			m.illegal(j, c, err)
			break
		}
		// The move's comments: the engine's score from White's view, its
		// depth, and the clock.
		var comments []string
		inf := res.Info
		if inf.HasScore {
			comments = append(comments, fmt.Sprintf("[%%eval %s,%d]", whiteView(inf.Score, c), inf.Depth))
		}
		if tc.clocked() {
			// A clock within the margin below zero is written as 0.
			comments = notation.SetClock(comments, max(left[c], 0).Round(time.Millisecond))
		}
		if len(comments) > 0 {
			g.SetNotes(g.Len()-1, core.Notes{Comments: comments})
		}
		// Adjudication by score.
		if g.Outcome().IsOver() {
			continue
		}
		score, ok := centipawns(inf)
		lastScore[c], hasLast[c] = score, ok
		if r := m.cfg.Resign; r.On {
			hopeless := ok && score <= -r.Score
			if r.TwoSided {
				o := c.Other()
				hopeless = hopeless && hasLast[o] && lastScore[o] >= r.Score
			}
			if hopeless {
				resignCount[c]++
			} else {
				resignCount[c] = 0
			}
			if resignCount[c] >= r.MoveCount {
				end = lose(c, termAdjudicated, fmt.Sprintf("%s loses by adjudication: score %s for %d moves (-resign)", who, whiteView(inf.Score, c), resignCount[c]))
				continue
			}
		}
		if d := m.cfg.Draw; d.On {
			if ok && abs(score) <= d.Score && !inf.Score.IsMate {
				drawCount++
			} else {
				drawCount = 0
			}
			moveNumber := (g.Len() - openingPlies + 1) / 2
			if moveNumber >= d.MoveNumber && drawCount >= 2*d.MoveCount {
				end = &ending{Result: "1/2-1/2", Termination: termAdjudicated, Comment: fmt.Sprintf("Draw by adjudication: scores within %d cp for %d moves (-draw)", d.Score, d.MoveCount)}
			}
		}
	}
	return m.finish(j, g, names, tcs, end)
}

// judgeClaim judges an XBoard engine's result claim, made instead of a
// move by side c: a draw claim is the claim of an ending the rules let the
// side to move claim now (Game.Claims: repetition, the move rule, a
// counting rule, ...); a loss claimed for itself is a resignation; a win
// claimed for itself, or a draw claim the rules do not allow, is a false
// claim and loses.
func (m *match) judgeClaim(g chaturanga.Game, c core.Color, who string, res engine.PlayResult) *ending {
	text := strings.TrimSpace(res.ClaimText)
	mine, theirs := "1-0", "0-1"
	if c == core.Black {
		mine, theirs = theirs, mine
	}
	switch res.Claim {
	case theirs:
		g.Resign(c)
		m.annotateEnd(g, fmt.Sprintf("%s resigns {%s}", who, text))
		return nil
	case "1/2-1/2":
		claims := g.Claims()
		r, ok := claimFor(claims, text)
		if ok && g.Claim(r) == nil {
			m.annotateEnd(g, fmt.Sprintf("%s claims a draw by %s {%s}", who, r, text))
			return nil
		}
	case mine:
	}
	res2 := "0-1"
	if c == core.Black {
		res2 = "1-0"
	}
	allowed := g.Claims().String()
	if allowed == "" {
		allowed = "none"
	}
	return &ending{Result: res2, Termination: termFalseClaim, Comment: fmt.Sprintf("%s makes a false claim: %s {%s} (claimable now: %s)", who, res.Claim, text, allowed)}
}

// claimFor returns the claim among claims that the claim's text names
// ("repetition", "50 move", "counting", "insufficient material"), or the
// first of claims.
func claimFor(claims core.Reasons, text string) (core.Reason, bool) {
	t := strings.ToLower(text)
	for r := range claims.All() {
		word := strings.ReplaceAll(r.String(), "-", " ")
		if strings.Contains(t, word) ||
			(r == core.MoveRule && (strings.Contains(t, "move rule") || strings.Contains(t, "50") || strings.Contains(t, "70"))) ||
			(r == core.Counting && strings.Contains(t, "count")) {
			return r, true
		}
	}
	return firstClaim(claims)
}

func firstClaim(claims core.Reasons) (core.Reason, bool) {
	for r := range claims.All() {
		return r, true
	}
	return core.NoReason, false
}

// whiteView returns the score s of side c's search as [%eval] writes it,
// from White's point of view.
func whiteView(s engine.Score, c core.Color) string {
	if c == core.Black {
		s.CP, s.Mate = -s.CP, -s.Mate
	}
	return s.String()
}

// centipawns returns the last search's score in centipawns from the
// mover's view, a mate counting as ±100000.
func centipawns(inf engine.Info) (int, bool) {
	if !inf.HasScore {
		return 0, false
	}
	if inf.Score.IsMate {
		if inf.Score.Mate < 0 {
			return -100000, true
		}
		return 100000, true
	}
	return inf.Score.CP, true
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// annotateEnd adds the comment that says how the game ended after its
// last move (before its first, when it has none).
func (m *match) annotateEnd(g chaturanga.Game, comment string) {
	if g.Len() == 0 {
		g.SetComment(strings.TrimSpace(g.Comment() + " " + comment))
		return
	}
	n := g.Notes(g.Len() - 1)
	n.Comments = append(n.Comments, comment)
	g.SetNotes(g.Len()-1, n)
}

// finish writes the game's record, with the arbiter's ending end (nil:
// the game ended by its rules or a player's resignation or claim).
func (m *match) finish(j job, g chaturanga.Game, names [2]string, tcs [2]timeControl, end *ending) *finished {
	f := &finished{Job: j}
	if end == nil {
		o := g.Outcome()
		if !g.Outcome().IsOver() {
			panic("finish: the game goes on")
		}
		f.Comment = o.Format(func(c core.Color) string {
			if c == core.White {
				return "White"
			}
			return "Black"
		})
		if last := g.Len(); last == 0 || !hasEndComment(g.Notes(last-1)) {
			m.annotateEnd(g, f.Comment)
		}
	} else {
		m.annotateEnd(g, end.Comment)
		f.Comment = end.Comment
	}
	tags := []notation.Tag{
		{Name: "Event", Value: m.cfg.Event},
		{Name: "Site", Value: "?"},
		{Name: "Date", Value: m.date},
		{Name: "Round", Value: strconv.Itoa(j.Number)},
		{Name: "White", Value: names[0]},
		{Name: "Black", Value: names[1]},
	}
	if tcs[0] == tcs[1] {
		tags = append(tags, notation.Tag{Name: "TimeControl", Value: tcs[0].String()})
	} else {
		// As cutechess-cli writes engines' own controls.
		tags = append(tags, notation.Tag{Name: "WhiteTimeControl", Value: tcs[0].String()}, notation.Tag{Name: "BlackTimeControl", Value: tcs[1].String()})
	}
	tags = append(tags, notation.Tag{Name: "PlyCount", Value: "0"})
	if j.Opening.Where != "" {
		tags = append(tags, notation.Tag{Name: "Opening", Value: j.Opening.Where})
	}
	f.Record = recordWithEnding(g, end, tags)
	f.Result = f.Record.Result
	f.Term, _ = f.Record.Get("Termination")
	f.PGN = notation.AppendPGN(nil, f.Record)
	return f
}

// hasEndComment reports whether a move's notes already say how the game
// ended (a resignation or claim the arbiter wrote).
func hasEndComment(n core.Notes) bool {
	for _, c := range n.Comments {
		if strings.Contains(c, " resigns") || strings.Contains(c, " claims ") {
			return true
		}
	}
	return false
}

// recordWithEnding ends the game as the arbiter's ending end says (nil:
// the game ended by its rules, a resignation or a claim) and returns its
// record. The arbiter's endings are endings outside the rules
// (core.Game.End), with the reason of the Termination word (termReason)
// and the word itself as the record's Termination; ReadRecord reads
// the record back to the game so ended.
func recordWithEnding(g chaturanga.Game, end *ending, tags []notation.Tag) *notation.Record {
	if end != nil && !g.Outcome().IsOver() {
		o := core.Draw(termReason[end.Termination])
		switch end.Result {
		case "1-0":
			o = core.Win(core.White, o.Reason)
		case "0-1":
			o = core.Win(core.Black, o.Reason)
		}
		if err := g.End(o, end.Termination); err != nil {
			panic(err) // a two-player game going on takes any ending outside the rules
		}
	}
	return g.Record(tags...)
}

// termReason gives each Termination word of the arbiter its reason
// outside the rules.
var termReason = map[string]core.Reason{
	termTime:        core.TimeForfeit,
	termIllegal:     core.RulesInfraction,
	termFalseClaim:  core.RulesInfraction,
	termCrash:       core.Abandoned,
	termStalled:     core.Abandoned,
	termAdjudicated: core.Adjudication,
}
