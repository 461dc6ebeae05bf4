package search

import (
	"math"
	"math/rand/v2"
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/chaturanga-go/chaturanga"
	"github.com/chaturanga-go/chaturanga/core"
)

// TestStrength measures the engine against the bot's previous search (the
// plain depth-3 alpha-beta of LegacyBestMove) at equal time per move: the
// engine gets, as its movetime, the old bot's mean time per move so far
// in the variant. Each opening (two random plies from a seed) is played
// twice, colours reversed; a game ends by the rules, by a claim (a draw
// claimed as soon as one may be), or as a draw at 200 plies. It prints
// wins, draws and losses, the score and the Elo difference with its 95%
// confidence interval (see eloInterval).
//
// It runs only when CHATURANGA_STRENGTH gives the number of games per
// variant (such as 40), since it takes minutes:
//
//	CHATURANGA_STRENGTH=40 go test ./examples/bot/search -run Strength -v -timeout 1h
func TestStrength(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("CHATURANGA_STRENGTH"))
	if n <= 0 {
		t.Skip("set CHATURANGA_STRENGTH to the number of games per variant")
	}
	variants := []string{"makruk", "shatranj", "chator"}
	if v := os.Getenv("CHATURANGA_STRENGTH_VARIANTS"); v != "" {
		variants = []string{v}
	}
	for _, variant := range variants {
		var w, d, l int
		var oldTime time.Duration
		var oldMoves int
		var newDepth, newMoves int
		t0 := time.Now()
		for i := range (n + 1) / 2 {
			for newSide := range core.Color(2) {
				res, st := playStrengthGame(t, variant, uint64(i), newSide, &oldTime, &oldMoves)
				newDepth += st.depth
				newMoves += st.moves
				switch res {
				case 1:
					w++
				case 0:
					d++
				default:
					l++
				}
			}
		}
		games := w + d + l
		elo, lo, hi := eloInterval(w, d, l)
		t.Logf("%s: engine vs old depth-3 bot, %d games: +%d =%d -%d, score %.1f%%, Elo %+.0f, 95%% interval [%+.0f, %+.0f]; old bot %.1f ms/move, engine mean depth %.1f; %v",
			variant, games, w, d, l, 100*(float64(w)+float64(d)/2)/float64(games), elo, lo, hi,
			float64(oldTime.Microseconds())/1000/float64(max(oldMoves, 1)), float64(newDepth)/float64(max(newMoves, 1)), time.Since(t0).Round(time.Second))
	}
}

type strengthStats struct{ depth, moves int }

// playStrengthGame plays one game and returns its result for the engine
// (1 win, 0 draw, -1 loss).
func playStrengthGame(t *testing.T, variant string, seed uint64, newSide core.Color, oldTime *time.Duration, oldMoves *int) (int, strengthStats) {
	g, err := chaturanga.NewGame(variant, "", "")
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 7))
	for range 2 {
		moves := g.Position().AppendLegalMoves(nil)
		if err := g.Play(moves[rng.IntN(len(moves))]); err != nil {
			t.Fatal(err)
		}
	}
	eng := New(16)
	oldRng := rand.New(rand.NewPCG(seed, 11))
	var st strengthStats
	for g.Len() < 200 {
		if o := g.Outcome(); o.IsOver() {
			switch {
			case o.IsDraw():
				return 0, st
			case o.Winner == newSide:
				return 1, st
			}
			return -1, st
		}
		if g.Claims() != 0 {
			return 0, st // the draws claimable (repetition, counting) claimed
		}
		p := g.Position()
		var m core.Move
		if p.Side() == newSide {
			mt := 10 * time.Millisecond
			if *oldMoves > 0 {
				mt = *oldTime / time.Duration(*oldMoves)
			}
			var last Iteration
			m, _, _ = eng.Search(Request{History: gameKeys(g.Start(), g.Moves()), Position: p,
				Clock: &moveTime{d: max(mt, time.Millisecond)}}, func(i Iteration) { last = i })
			st.depth += last.Depth
			st.moves++
		} else {
			t0 := time.Now()
			m = LegacyBestMove(p, 3, oldRng)
			*oldTime += time.Since(t0)
			*oldMoves++
		}
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	return 0, st
}

// eloInterval returns the Elo difference of a score of w wins, d draws
// and l losses and its 95% confidence interval: the normal approximation
// over the games' scores, or, for a perfect score (or a null one), the
// exact one-sided bound 0.05^(1/n) of the score.
func eloInterval(w, d, l int) (elo, lo, hi float64) {
	n := float64(w + d + l)
	s := (float64(w) + float64(d)/2) / n
	toElo := func(x float64) float64 {
		switch {
		case x >= 1:
			return math.Inf(1)
		case x <= 0:
			return math.Inf(-1)
		}
		return -400 * math.Log10(1/x-1)
	}
	switch {
	case s == 1:
		return toElo(1), toElo(math.Pow(0.05, 1/n)), math.Inf(1)
	case s == 0:
		return toElo(0), math.Inf(-1), toElo(1 - math.Pow(0.05, 1/n))
	}
	dev := (float64(w)*(1-s)*(1-s) + float64(d)*(0.5-s)*(0.5-s) + float64(l)*s*s) / n
	se := math.Sqrt(dev / n)
	return toElo(s), toElo(s - 1.96*se), toElo(s + 1.96*se)
}

// TestQiguoStrength measures Qi Guo's paranoid search against weaker
// play: in each game one state (each seat in turn) chooses with Choose at
// one depth, the six others at a lower one (0: random legal moves); a game
// ends by the rules or at 2,000 plies. It prints how often the stronger
// state won (one state of seven wins one game in seven by chance). It
// runs only when CHATURANGA_STRENGTH is set (the number of games, at most
// 28), as TestStrength.
func TestQiguoStrength(t *testing.T) {
	qiguoDepths := [][2]int{{2, 0}, {2, 1}, {3, 1}, {4, 1}, {3, 2}}
	n, _ := strconv.Atoi(os.Getenv("CHATURANGA_STRENGTH"))
	if n <= 0 {
		t.Skip("set CHATURANGA_STRENGTH to the number of games")
	}
	n = min(n, 28)
	for _, depths := range qiguoDepths {
		wins, unfinished := 0, 0
		t0 := time.Now()
		for i := range n {
			g, err := chaturanga.NewGame("qiguo", "", "")
			if err != nil {
				t.Fatal(err)
			}
			seat := core.Color(i % 7)
			rng := rand.New(rand.NewPCG(uint64(i), 5))
			for g.Len() < 2000 && !g.Outcome().IsOver() {
				p := g.Position()
				depth := depths[1]
				if p.Side() == seat {
					depth = depths[0]
				}
				var m core.Move
				if depth > 0 {
					m = Choose(p, depth, rng)
				} else {
					moves := p.AppendLegalMoves(nil)
					m = moves[rng.IntN(len(moves))]
				}
				if err := g.Play(m); err != nil {
					t.Fatal(err)
				}
			}
			switch o := g.Outcome(); {
			case !o.IsOver():
				unfinished++
			case o.Winner == seat:
				wins++
			}
		}
		t.Logf("qiguo: a state searching at depth %d among six at depth %d (0: random) won %d of %d games (%d unfinished at 2,000 plies); %v",
			depths[0], depths[1], wins, n, unfinished, time.Since(t0).Round(time.Second))
	}
}

// A moveTime is a fixed time for a move, as package botengine's clock
// reads UCI's movetime: both deadlines at the time less a margin.
type moveTime struct {
	d     time.Duration
	start time.Time
}

func (c *moveTime) Start() { c.start = time.Now() }

func (c *moveTime) Passed(bool) bool {
	return time.Since(c.start) >= c.d-min(30*time.Millisecond, c.d/10)
}
