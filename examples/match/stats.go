package main

import (
	"fmt"
	"math"
)

// A tally counts the games of one side of an encounter (or of one engine
// against the field): wins, losses and draws.
type tally struct{ W, L, D int }

func (t tally) n() int { return t.W + t.L + t.D }

// score returns the points per game, from 0 to 1.
func (t tally) score() float64 {
	if t.n() == 0 {
		return 0
	}
	return (float64(t.W) + float64(t.D)/2) / float64(t.n())
}

// eloDiff returns the logistic Elo difference that the expected score p
// stands for: -400 log10(1/p - 1), infinite at p = 0 or 1.
func eloDiff(p float64) float64 {
	return -400 * math.Log10(1/p-1)
}

// elo returns the Elo difference the tally stands for and its 95%
// error margin, as cutechess-cli's EloCalculator computes them: the score
// mu, the standard deviation of the per-game score around it, and half the
// width of the interval between the Elo differences of mu ± 1.96
// standard errors (phiInv(0.025) and phiInv(0.975)). With no game the
// values are NaN; with all games won or all lost the difference is
// infinite.
func (t tally) elo() (diff, margin float64) {
	n := float64(t.n())
	if n == 0 {
		return math.NaN(), math.NaN()
	}
	w, l, d := float64(t.W)/n, float64(t.L)/n, float64(t.D)/n
	mu := w + d/2
	dev := w*math.Pow(1-mu, 2) + l*math.Pow(0-mu, 2) + d*math.Pow(0.5-mu, 2)
	stdev := math.Sqrt(dev) / math.Sqrt(n)
	lo := mu + phiInv(0.025)*stdev
	hi := mu + phiInv(0.975)*stdev
	return eloDiff(mu), (eloDiff(hi) - eloDiff(lo)) / 2
}

// los returns the likelihood of superiority (cutechess-cli's LOS), from
// wins and losses alone: 0.5 + 0.5 erf((W-L)/sqrt(2(W+L))).
func (t tally) los() float64 {
	if t.W+t.L == 0 {
		return 0.5
	}
	return 0.5 + 0.5*math.Erf(float64(t.W-t.L)/math.Sqrt(2*float64(t.W+t.L)))
}

// phiInv is the quantile function of the standard normal distribution.
func phiInv(p float64) float64 { return math.Sqrt2 * math.Erfinv(2*p-1) }

// An sprt is a sequential probability ratio test of H0 (the Elo
// difference is elo0) against H1 (it is elo1), with error rates alpha
// and beta, as fishtest and cutechess-cli run it.
type sprt struct {
	Elo0, Elo1, Alpha, Beta float64
}

// bounds returns the test's lower and upper log-likelihood ratio bounds,
// Wald's log(beta/(1-alpha)) and log((1-beta)/alpha).
func (s sprt) bounds() (lower, upper float64) {
	return math.Log(s.Beta / (1 - s.Alpha)), math.Log((1 - s.Beta) / s.Alpha)
}

// llr returns the log-likelihood ratio of the results in t, by the
// generalized SPRT on logistic Elo with the trinomial model (win, draw,
// loss), in the normal approximation that cutechess-cli 1.2+ and
// fishtest's "GSPRT" use (Michel Van den Bergh): with N games, score s
// and per-game variance var of the score, and s0, s1 the scores that
// elo0 and elo1 stand for,
//
//	LLR = N (s1 - s0) (2s - s0 - s1) / (2 var).
//
// Until there is at least one win, one loss and one draw the variance
// says nothing and the LLR is 0, as cutechess-cli has it.
func (s sprt) llr(t tally) float64 {
	if t.W == 0 || t.L == 0 || t.D == 0 {
		return 0
	}
	n := float64(t.n())
	w, d := float64(t.W)/n, float64(t.D)/n
	score := w + d/2
	m2 := w + d/4
	variance := m2 - score*score
	s0 := 1 / (1 + math.Pow(10, -s.Elo0/400))
	s1 := 1 / (1 + math.Pow(10, -s.Elo1/400))
	return n * (s1 - s0) * (2*score - s0 - s1) / (2 * variance)
}

// A verdict is what an SPRT says so far.
type verdict int

const (
	continueTest verdict = iota
	acceptH0
	acceptH1
)

func (v verdict) String() string {
	switch v {
	case acceptH0:
		return "H0 accepted"
	case acceptH1:
		return "H1 accepted"
	}
	return "continue"
}

// status returns the LLR of t and the test's verdict.
func (s sprt) status(t tally) (float64, verdict) {
	llr := s.llr(t)
	lo, hi := s.bounds()
	switch {
	case llr >= hi:
		return llr, acceptH1
	case llr <= lo:
		return llr, acceptH0
	}
	return llr, continueTest
}

// check refuses a test that cannot decide.
func (s sprt) check() error {
	if !(s.Alpha > 0 && s.Alpha < 1 && s.Beta > 0 && s.Beta < 1) {
		return fmt.Errorf("-sprt: alpha and beta must be between 0 and 1 (got %g, %g)", s.Alpha, s.Beta)
	}
	if !(s.Elo1 > s.Elo0) {
		return fmt.Errorf("-sprt: elo1 must be greater than elo0 (got %g, %g)", s.Elo0, s.Elo1)
	}
	return nil
}

// formatElo writes an Elo figure as cutechess-cli does: "12.3", "inf",
// "-inf", "nan".
func formatElo(x float64) string {
	switch {
	case math.IsInf(x, 1):
		return "inf"
	case math.IsInf(x, -1):
		return "-inf"
	case math.IsNaN(x):
		return "nan"
	}
	return fmt.Sprintf("%.1f", x)
}
