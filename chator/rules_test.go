package chator

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/tools/textkit"
)

// with returns r with the option name set to value.
func with(r Rules, name, value string) Rules {
	if err := r.Set(name, value); err != nil {
		panic(err)
	}
	return r
}

// TestMoveRules pins each rule of the spec, and each value of each option,
// with a position (a FEN and moves played from it), a move and the verdict;
// an illegal move's error must name the rule of the row.
func TestMoveRules(t *testing.T) {
	const (
		blockedEP = "4k3/3p4/4p3/4P3/8/8/8/3K4 b - - 0 1"
		openEP    = "4k3/3p4/8/4P3/8/8/8/3K4 b - - 0 1"
		firstChk  = "4k3/8/8/8/8/8/7P/r3K3 w - - 0 1"
	)
	tests := []struct {
		id    string
		r     Rules
		fen   string
		pre   []string
		move  string
		legal bool
	}{
		{"CH-1 White moves first", Default, startFEN, nil, "e7e6", false},
		{"CH-1 White moves first: e2e4", Default, startFEN, nil, "e2e4", true},
		{"CH-3 tor slides", Default, "4k3/8/8/8/8/8/8/R2K4 w - - 0 1", nil, "a1a7", true},
		{"CH-3 tor is blocked", Default, "4k3/8/8/8/P7/8/8/R2K4 w - - 0 1", nil, "a1a7", false},
		{"CH-3 kuda leaps over pieces", Default, "4k3/8/8/8/8/PPP5/PNP5/3K4 w - - 0 1", nil, "b2c4", true},
		{"CH-3 kuda does not slide", Default, "4k3/8/8/8/8/8/1N6/3K4 w - - 0 1", nil, "b2b4", false},
		{"CH-3 raja steps one square", Default, "4k3/8/8/8/3K4/8/P7/8 w - - 0 1", nil, "d4d5", true},
		{"CH-3 raja does not step three", Default, "4k3/8/8/8/3K4/8/P7/8 w - - 0 1", nil, "d4d7", false},
		{"CH-4 Strong mantri moves as a queen", Default, "4k3/8/8/8/8/8/8/3K1M2 w - - 0 1", nil, "f1b5", true},
		{"CH-4 Strong mantri moves as a queen: file", Default, "4k3/8/8/8/8/8/8/3K1M2 w - - 0 1", nil, "f1f6", true},
		{"CH-4 Strong mantri has no knight's leap", Default, "4k3/8/8/8/8/8/8/3K1M2 w - - 0 1", nil, "f1g3", false},
		{"CH-4 Strong gajah moves as a bishop", Default, "4k3/8/8/8/8/8/8/3K1B2 w - - 0 1", nil, "f1b5", true},
		{"CH-4 Strong gajah does not step forward", Default, "4k3/8/8/8/8/8/8/3K1B2 w - - 0 1", nil, "f1f2", false},
		{"CH-5 Weak mantri steps diagonally", SoutheastAsian, "4k3/8/8/8/8/8/8/3KM3 w - - 0 1", nil, "e1f2", true},
		{"CH-5 Weak mantri does not step straight", SoutheastAsian, "4k3/8/8/8/8/8/8/3KM3 w - - 0 1", nil, "e1e2", false},
		{"CH-5 Weak mantri does not slide", SoutheastAsian, "4k3/8/8/8/8/8/8/3KM3 w - - 0 1", nil, "e1g3", false},
		{"CH-5 Weak gajah steps forward", SoutheastAsian, "4k3/8/8/8/8/8/8/3K1B2 w - - 0 1", nil, "f1f2", true},
		{"CH-5 Weak gajah steps diagonally", SoutheastAsian, "4k3/8/8/8/8/8/8/3K1B2 w - - 0 1", nil, "f1g2", true},
		{"CH-5 Weak gajah does not step sideways", SoutheastAsian, "4k3/8/8/8/8/8/8/3K1B2 w - - 0 1", nil, "f1g1", false},
		{"CH-5 Weak gajah does not slide", SoutheastAsian, "4k3/8/8/8/8/8/8/3K1B2 w - - 0 1", nil, "f1b5", false},
		{"CH-5 black Weak gajah's forward is down", SoutheastAsian, "4k3/8/3b4/8/8/8/8/3K4 b - - 0 1", nil, "d6d5", true},
		{"CH-5 black Weak gajah does not step up", SoutheastAsian, "4k3/8/3b4/8/8/8/8/3K4 b - - 0 1", nil, "d6d7", false},
		{"CH-6 pawn steps forward", Default, "4k3/8/8/8/8/8/4P3/3K4 w - - 0 1", nil, "e2e3", true},
		{"CH-6 pawn does not capture straight", Default, "4k3/8/8/8/8/4p3/4P3/3K4 w - - 0 1", nil, "e2e3", false},
		{"CH-6 pawn captures diagonally forward", Default, "4k3/8/8/8/8/3p4/4P3/3K4 w - - 0 1", nil, "e2d3", true},
		{"CH-6 pawn does not step back", Default, "4k3/8/8/8/4P3/8/8/3K4 w - - 0 1", nil, "e4e3", false},
		{"CH-6 pawn moves diagonally only to capture", Default, "4k3/8/8/8/4P3/8/8/3K4 w - - 0 1", nil, "e4d5", false},
		{"CH-7 DoubleStep=true from the starting square", Default, startFEN, nil, "e2e4", true},
		{"CH-7 DoubleStep=false", Brooke, startFEN, nil, "e2e4", false},
		{"CH-7 double step only from the starting square", Default, "4k3/8/8/8/8/4P3/8/3K4 w - - 0 1", nil, "e3e5", false},
		{"CH-7 double step over empty squares only", Default, "4k3/8/8/8/8/4n3/4P3/3K4 w - - 0 1", nil, "e2e4", false},
		{"CH-8 EnPassant=Blocked removes the pawn that double-stepped", Default, blockedEP, []string{"d7d5"}, "e5d6", true},
		{"CH-8 EnPassant=Blocked or the pawn that blocked", Default, blockedEP, []string{"d7d5"}, "e5d6xe6", true},
		{"CH-8 EnPassant=Blocked needs a blocked pawn", Default, openEP, []string{"d7d5"}, "e5d6", false},
		{"CH-8 EnPassant=Blocked removes only a pawn beside or ahead", Default, blockedEP, []string{"d7d5"}, "e5d6xe8", false},
		{"CH-8 EnPassant=Blocked lasts one move", Default, blockedEP, []string{"d7d5", "d1d2", "e8e7"}, "e5d6", false},
		{"CH-8 EnPassant=Classic", Elcum, openEP, []string{"d7d5"}, "e5d6", true},
		{"CH-8 EnPassant=Classic never removes the blocker", Elcum, blockedEP, []string{"d7d5"}, "e5d6xe6", false},
		{"CH-8 EnPassant=None", with(Default, "EnPassant", "None"), blockedEP, []string{"d7d5"}, "e5d6", false},
		{"CH-9 LoneCapturerStays=true: the lone attacker may not step", Default, "4k3/8/8/8/8/4p3/3P4/3K4 w - - 0 1", nil, "d2d3", false},
		{"CH-9 LoneCapturerStays=true: nor double-step", Default, "4k3/8/8/8/8/4p3/3P4/3K4 w - - 0 1", nil, "d2d4", false},
		{"CH-9 LoneCapturerStays=true: captures are never restricted", Default, "4k3/8/8/8/8/4p3/3P4/3K4 w - - 0 1", nil, "d2e3", true},
		{"CH-9 LoneCapturerStays=true: two attackers may step", Default, "4k3/8/8/8/8/4p3/3P1P2/3K4 w - - 0 1", nil, "d2d3", true},
		{"CH-9 LoneCapturerStays=true: two attackers may not double-step", Default, "4k3/8/8/8/8/4p3/3P1P2/3K4 w - - 0 1", nil, "f2f4", false},
		{"CH-9 LoneCapturerStays=true: a returning pawn counts", Default, "4k3/8/8/8/8/4p3/3P4/3K4 w - - 0 1 returning=e3:1", nil, "d2d3", false},
		{"CH-9 LoneCapturerStays=true: black too", Default, "4k3/3p4/4P3/8/8/8/8/3K4 b - - 0 1", nil, "d7d6", false},
		{"CH-9 LoneCapturerStays=false", Elcum, "4k3/8/8/8/8/4p3/3P4/3K4 w - - 0 1", nil, "d2d4", true},
		{"CH-10 a-file promotes on arrival", Default, "4k3/P7/8/8/8/8/8/3K4 w - - 0 1", nil, "a7a8r", true},
		{"CH-10 a-file promotion is compulsory", Default, "4k3/P7/8/8/8/8/8/3K4 w - - 0 1", nil, "a7a8", false},
		{"CH-10 h-file promotes on arrival by capture", Default, "4k2n/6P1/8/8/8/8/8/3K4 w - - 0 1", nil, "g7h8r", true},
		{"CH-10 b-file does not promote on arrival", Default, "4k3/1P6/8/8/8/8/8/3K4 w - - 0 1", nil, "b7b8n", false},
		{"CH-10 b-file arrives", Default, "4k3/1P6/8/8/8/8/8/3K4 w - - 0 1", nil, "b7b8", true},
		{"CH-11 PromotionPath=ReturnToDiagonal steps back down the file", Default, "2P1k3/8/8/8/8/8/8/3K4 w - - 0 1", nil, "c8c7", true},
		{"CH-11 PromotionPath=ReturnToDiagonal: not yet home", Default, "2P1k3/8/8/8/8/8/8/3K4 w - - 0 1", nil, "c8c7b", false},
		{"CH-11 PromotionPath=ReturnToDiagonal: not diagonally", Default, "2P1k3/8/8/8/8/8/8/3K4 w - - 0 1", nil, "c8b7", false},
		{"CH-11 PromotionPath=ReturnToDiagonal promotes on the diagonal", Default, "2P1k3/8/8/8/8/8/8/3K4 w - - 0 1", []string{"c8c7", "e8e7"}, "c7c6b", true},
		{"CH-11 PromotionPath=ReturnToDiagonal: promotion is compulsory", Default, "2P1k3/8/8/8/8/8/8/3K4 w - - 0 1", []string{"c8c7", "e8e7"}, "c7c6", false},
		{"CH-11 PromotionPath=ReturnToDiagonal: three steps from d8", Default, "4k3/8/3P4/8/8/8/8/3K4 w - - 0 1 returning=d6:1", nil, "d6d5m", true},
		{"CH-11 a returning pawn never captures", Default, "2P1k3/2n5/8/8/8/8/8/3K4 w - - 0 1", nil, "c8c7", false},
		{"CH-11 a returning pawn has no other move", Default, "2P1k3/3n4/8/8/8/8/8/3K4 w - - 0 1", nil, "c8d7", false},
		{"CH-11 a returning pawn gives no check", Default, "3k4/2P5/8/r7/8/8/8/3K4 b - - 0 1 returning=c7:1", nil, "a5a6", true},
		{"CH-19 an ordinary pawn there would check", Default, "3k4/2P5/8/r7/8/8/8/3K4 b - - 0 1", nil, "a5a6", false},
		{"CH-11 a returning pawn can be captured", Default, "3k4/2P5/8/8/8/8/p7/3K4 b - - 0 1 returning=c7:1", nil, "d8c7", true},
		{"CH-12 PromotionPath=DiagonalSteps steps diagonally back", with(Default, "PromotionPath", "DiagonalSteps"), "3Pk3/8/8/8/8/8/8/7K w - - 0 1", nil, "d8c7", true},
		{"CH-12 PromotionPath=DiagonalSteps: not straight back", with(Default, "PromotionPath", "DiagonalSteps"), "3Pk3/8/8/8/8/8/8/7K w - - 0 1", nil, "d8d7", false},
		{"CH-12 PromotionPath=DiagonalSteps promotes on the last step", with(Default, "PromotionPath", "DiagonalSteps"), "4k3/8/1P6/8/8/8/8/7K w - - 0 1 returning=b6:1", nil, "b6a5r", true},
		{"CH-12 PromotionPath=DiagonalSteps: the file of the promotion square", with(Default, "PromotionPath", "DiagonalSteps"), "4k3/8/1P6/8/8/8/8/7K w - - 0 1 returning=b6:1", nil, "b6c5b", true},
		{"CH-13 PromotionPath=Lateral: first sideways", Brooke, "2P1k3/8/8/8/8/8/8/3K4 w - - 0 1", nil, "c8b8", true},
		{"CH-13 PromotionPath=Lateral: not back first", Brooke, "2P1k3/8/8/8/8/8/8/3K4 w - - 0 1", nil, "c8b7", false},
		{"CH-13 PromotionPath=Lateral: no promotion on the first", Brooke, "2P1k3/8/8/8/8/8/8/3K4 w - - 0 1", nil, "c8d8m", false},
		{"CH-13 PromotionPath=Lateral: then sideways", Brooke, "1P2k3/8/8/8/8/8/8/3K4 w - - 0 1 returning=b8:1", nil, "b8a8m", true},
		{"CH-13 PromotionPath=Lateral: or diagonally back", Brooke, "1P2k3/8/8/8/8/8/8/3K4 w - - 0 1 returning=b8:1", nil, "b8c7m", true},
		{"CH-13 PromotionPath=Lateral: not straight back", Brooke, "1P2k3/8/8/8/8/8/8/3K4 w - - 0 1 returning=b8:1", nil, "b8b7m", false},
		{"CH-14 PromotionPiece=FilePiece: b-file kuda", Default, "1P2k3/8/8/8/8/8/8/3K4 w - - 0 1", nil, "b8b7n", true},
		{"CH-14 PromotionPiece=FilePiece: only the file's piece", Default, "1P2k3/8/8/8/8/8/8/3K4 w - - 0 1", nil, "b8b7m", false},
		{"CH-14 PromotionPiece=FilePiece: h-file tor", Default, "4k3/7P/8/8/8/8/8/3K4 w - - 0 1", nil, "h7h8r", true},
		{"CH-14 PromotionPiece=FilePiece: e-file mantri", Default, "4k3/8/4P3/8/8/8/8/3K4 w - - 0 1 returning=e6:1", nil, "e6e5m", true},
		{"CH-14 PromotionPiece=Mantri", Brooke, "4k3/P7/8/8/8/8/8/3K4 w - - 0 1", nil, "a7a8m", true},
		{"CH-14 PromotionPiece=Mantri only", Brooke, "4k3/P7/8/8/8/8/8/3K4 w - - 0 1", nil, "a7a8r", false},
		{"CH-14 PromotionPiece=Captured: nothing captured, no promotion", Elcum, "4k3/P7/8/8/8/8/8/3K4 w - - 0 1 captured=-", nil, "a7a8r", false},
		{"CH-14 PromotionPiece=Captured: a captured tor", Elcum, "4k3/P7/8/8/8/8/8/3K4 w - - 0 1 captured=R", nil, "a7a8r", true},
		{"CH-14 PromotionPiece=Captured: only a captured piece", Elcum, "4k3/P7/8/8/8/8/8/3K4 w - - 0 1 captured=R", nil, "a7a8m", false},
		{"CH-14 PromotionPiece=Captured: the twin is used up", Elcum, "4k3/P6P/8/8/8/8/8/3K4 w - - 0 1 captured=R", []string{"a7a8r", "e8e7"}, "h7h8r", false},
		{"CH-14 PromotionPiece=Captured: nor the last step home", Elcum, "4k3/8/2P5/8/8/8/8/3K4 w - - 0 1 returning=c6:1 captured=-", nil, "c6b5n", false},
		{"CH-14 PromotionPiece=Captured: a plain FEN's missing pieces", Elcum, "4k3/P7/8/8/8/8/8/3K4 w - - 0 1", nil, "a7a8m", true},
		{"CH-14 PromotionPiece=Any", with(Default, "PromotionPiece", "Any"), "4k3/P7/8/8/8/8/8/3K4 w - - 0 1", nil, "a7a8b", true},
		{"CH-16 KingLeap=FirstCheck: a knight's leap after the first check", Default, firstChk, nil, "e1d3", true},
		{"CH-16 KingLeap=FirstCheck: two squares over an empty square", Default, firstChk, nil, "e1e3", true},
		{"CH-16 KingLeap=FirstCheck: not over a piece", Default, "4k3/8/8/8/8/8/4P3/r3K3 w - - 0 1", nil, "e1e3", false},
		{"CH-16 KingLeap=FirstCheck: with capture", Default, "4k3/8/8/8/8/3n4/7P/4K3 w - - 0 1", nil, "e1d3", true},
		{"CH-16 KingLeap=FirstCheck: never onto the enemy raja", Brooke, "7R/8/8/8/8/8/2k5/K6r w - - 0 1", nil, "a1c2", false},
		{"CH-16 KingLeap=FirstCheck: not before a check", Default, "4k3/8/8/8/8/8/7P/5K2 w - - 0 1", nil, "f1d2", false},
		{"CH-16 KingLeap=FirstCheck: not after the second check", Default, firstChk + " checked=w", nil, "e1d3", false},
		{"CH-16 KingLeap=FirstCheck: once per game", Default, firstChk, []string{"e1e2", "a1a2"}, "e2c3", false},
		{"CH-16 KingLeap=BeforeChecked: the unmoved raja leaps as a knight", Elcum, startFEN, nil, "d1c3", true},
		{"CH-16 KingLeap=BeforeChecked: with capture", Elcum, "4k3/8/8/8/8/2b5/8/3K4 w - - 0 1", nil, "d1c3", true},
		{"CH-16 KingLeap=BeforeChecked is the kuda's leap alone", with(Elcum, "Castling", "None"), "4k3/8/8/8/8/8/8/2BK4 w - - 0 1", nil, "d1c3", true},
		{"CH-17 KingLeap=BeforeChecked without SidewaysBeforeChecked has no sideways jump", with(Elcum, "Castling", "None"), "4k3/8/8/8/8/8/8/2BK4 w - - 0 1", nil, "d1b1", false},
		{"CH-16 KingLeap=BeforeChecked: Robinson's leap with the KingJump", with(Default, "KingLeap", "BeforeChecked"), "4k3/8/8/8/8/8/7P/3K4 w - - 0 1", nil, "d1c3", true},
		{"CH-17 KingLeap=BeforeChecked: Robinson's KingJump goes on in check", with(Default, "KingLeap", "BeforeChecked"), "4k3/8/8/8/8/8/3r4/3K4 w - - 0 1 checked=w", nil, "d1f1", true},
		{"CH-16 KingLeap=BeforeChecked: Robinson's leap not in check", with(Default, "KingLeap", "BeforeChecked"), "4k3/8/8/8/8/8/3r3P/3K4 w - - 0 1", nil, "d1c3", false},
		{"CH-17 Castling=SidewaysBeforeChecked: two sideways over anything", Elcum, "4k3/8/8/8/8/8/8/2BK4 w - - 0 1", nil, "d1b1", true},
		{"CH-17 Castling=SidewaysBeforeChecked: to an empty square", Elcum, "4k3/8/8/8/8/8/8/1nBK4 w - - 0 1", nil, "d1b1", false},
		{"CH-17 Castling=SidewaysBeforeChecked: not once moved", Elcum, "4k3/8/8/8/8/8/7P/3K4 w - - 0 1 moved=w", nil, "d1f1", false},
		{"CH-17 Castling=SidewaysBeforeChecked: not in check", Elcum, "4k3/8/8/8/8/8/3r3P/3K4 w - - 0 1", nil, "d1f1", false},
		{"CH-17 Castling=SidewaysBeforeChecked: not once checked", Elcum, "4k3/8/8/8/8/8/7P/3K4 w - - 0 1 checked=w", nil, "d1f1", false},
		{"CH-17 Castling=SidewaysBeforeChecked without a leap", with(Elcum, "KingLeap", "None"), "4k3/8/8/8/8/8/7P/3K4 w - - 0 1", nil, "d1f1", true},
		{"CH-17 Castling=SidewaysBeforeChecked without a leap: not once checked", with(Elcum, "KingLeap", "None"), "4k3/8/8/8/8/8/7P/3K4 w - - 0 1 checked=w", nil, "d1f1", false},
		{"CH-17 Castling=SidewaysBeforeChecked with the first-check leap", with(Elcum, "KingLeap", "FirstCheck"), "4k3/8/8/8/8/8/7P/3K4 w - - 0 1", nil, "d1f1", true},
		{"CH-17 Castling=SidewaysBeforeChecked: not into check", Elcum, "4k3/8/8/8/8/8/5r2/3K4 w - - 0 1", nil, "d1f1", false},
		{"CH-16 KingLeap=BeforeChecked: not once moved", Elcum, "4k3/8/8/8/8/8/7P/3K4 w - - 0 1 moved=w", nil, "d1c3", false},
		{"CH-16 KingLeap=BeforeChecked: not in check", Elcum, "4k3/8/8/8/8/8/7P/r2K4 w - - 0 1", nil, "d1c3", false},
		{"CH-16 KingLeap=BeforeChecked: not once checked", Elcum, "4k3/8/8/8/8/8/7P/3K4 w - - 0 1 checked=w", nil, "d1c3", false},
		{"CH-16 KingLeap=None", with(Default, "KingLeap", "None"), firstChk, nil, "e1d3", false},
		{"CH-17 Castling=KingJump over a piece", Default, "4k3/8/8/8/8/8/8/3KB3 w - - 0 1", nil, "d1f1", true},
		{"CH-17 Castling=KingJump to an empty square", Default, "4k3/8/8/8/8/8/8/3KBN2 w - - 0 1", nil, "d1f1", false},
		{"CH-17 Castling=KingJump: not once moved", Default, "4k3/8/8/8/8/8/7P/3K4 w - - 0 1 moved=w", nil, "d1b1", false},
		{"CH-17 Castling=KingJump: out of check", Default, "4k3/8/8/8/8/8/3r4/3K4 w - - 0 1 checked=w", nil, "d1f1", true},
		{"CH-17 Castling=KingJump: not into check", Default, "4k3/8/8/8/8/8/5r2/3K4 w - - 0 1", nil, "d1f1", false},
		{"CH-17 Castling=KingJump: over an attacked square", Default, "4k3/8/8/8/8/8/4r3/3K4 w - - 0 1", nil, "d1f1", true},
		{"CH-17 Castling=KingJump: black", Default, "4kb2/8/8/8/8/8/8/3K4 b - - 0 1", nil, "e8g8", true},
		{"CH-17 Castling=TwoStep: in check, over the tor", Brooke, "4k3/8/8/8/8/8/8/2RK3r w - - 0 1 checked=w", nil, "d1b1", true},
		{"CH-17 Castling=TwoStep: only in check", Brooke, "4k3/8/8/8/8/8/8/2RK4 w - - 0 1", nil, "d1b1", false},
		{"CH-17 Castling=TwoStep: only over a tor", Brooke, "4k3/8/8/8/8/8/8/2NK3r w - - 0 1 checked=w", nil, "d1b1", false},
		{"CH-17 Castling=None", with(Default, "Castling", "None"), "4k3/8/8/8/8/8/8/3KB3 w - - 0 1", nil, "d1f1", false},
		{"CH-18 LoneKing=MovesAsAnyPiece: as a kuda", Default, "8/8/8/4k3/8/8/8/R2K4 b - - 0 1", nil, "e5c4", true},
		{"CH-18 LoneKing=MovesAsAnyPiece: as a tor", Default, "8/8/8/4k3/8/8/8/R2K4 b - - 0 1", nil, "e5h5", true},
		{"CH-18 LoneKing=MovesAsAnyPiece: as a strong gajah", Default, "8/8/8/4k3/8/8/8/R2K4 b - - 0 1", nil, "e5b2", true},
		{"CH-18 LoneKing=MovesAsAnyPiece: a weak gajah adds nothing", SoutheastAsian, "8/8/8/4k3/8/8/8/R2K4 b - - 0 1", nil, "e5b2", false},
		{"CH-18 LoneKing=MovesAsAnyPiece: its lines are attacks", Default, "8/8/8/8/4k3/8/8/R2K4 w - - 0 1", nil, "d1e1", false},
		{"CH-18 LoneKing=MovesAsAnyPiece: no capture that lets it take the raja", Default, "8/8/8/3k4/Rp6/8/8/3K4 w - - 0 1", nil, "a4b4", false},
		{"CH-18 LoneKing=Normal", Brooke, "8/8/8/4k3/8/8/8/R2K4 b - - 0 1", nil, "e5c4", false},
		{"CH-18 LoneKing=Normal: no attacks beyond a step", Brooke, "8/8/8/8/4k3/8/8/R2K4 w - - 0 1", nil, "d1e1", true},
		{"CH-18 LoneKing=Normal: the capture is allowed", Brooke, "8/8/8/3k4/Rp6/8/8/3K4 w - - 0 1", nil, "a4b4", true},
		{"CH-19 a pinned piece may not leave the line", Default, "3rk3/8/8/8/8/8/3N4/3K4 w - - 0 1", nil, "d2e4", false},
		{"CH-19 the raja may not step into check", Default, "3rk3/8/8/8/8/8/8/2K5 w - - 0 1", nil, "c1d2", false},
		{"CH-19 a check must be answered", Default, "3rk3/8/8/8/8/8/P7/3K4 w - - 0 1 checked=w", nil, "a2a3", false},
	}
	for _, tt := range tests {
		t.Run(tt.id, func(t *testing.T) {
			p, err := ParseFEN(tt.fen, tt.r)
			if err != nil {
				t.Fatal(err)
			}
			for _, s := range tt.pre {
				m, err := p.ParseMove(s)
				if err != nil {
					t.Fatalf("%s: %v", s, err)
				}
				p, _ = p.Play(m)
			}
			m, err := p.ParseMove(tt.move)
			if tt.legal {
				if err != nil {
					t.Fatalf("%s should be legal in %s: %v (legal %v)", tt.move, p.FEN(), err, textkit.SortedLegal(&p))
				}
				if _, err := p.Play(m); err != nil {
					t.Fatal(err)
				}
				return
			}
			if err == nil {
				t.Fatalf("%s should be illegal in %s", tt.move, p.FEN())
			}
			var me *core.MoveError
			if !errors.As(err, &me) || !errors.Is(err, core.ErrIllegalMove) {
				t.Fatalf("error %v: want a *core.MoveError wrapping ErrIllegalMove", err)
			}
			if id := strings.Fields(tt.id)[0]; me.Rule != id {
				t.Errorf("error %q names rule %q, want %s", err, me.Rule, id)
			}
		})
	}
}

// TestEndRules pins the endings: CH-19 checkmate, CH-20 stalemate, CH-22
// the lone king's count.
func TestEndRules(t *testing.T) {
	stalemate := "k7/p1K5/P7/8/8/8/8/8 b - - 0 1"
	tests := []struct {
		id   string
		r    Rules
		fen  string
		pre  []string
		want core.Outcome
	}{
		{"CH-19 checkmate wins", Brooke, "R3k3/R7/8/8/8/8/8/3K4 b - - 0 1 checked=b", nil, core.Win(core.White, core.Checkmate)},
		{"CH-16 the first check's leap escapes the same mate", Brooke, "R3k3/R7/8/8/8/8/8/3K4 b - - 0 1", nil, core.Outcome{}},
		{"CH-19 the lone raja mates as a kuda", Default, "7R/8/8/8/8/8/2k5/K7 w - - 0 1 checked=w", nil, core.Win(core.Black, core.Checkmate)},
		{"CH-20 StalemateWins=false: stalemate is a draw", Default, stalemate, nil, core.Draw(core.Stalemate)},
		{"CH-20 StalemateWins=true: the stalemating side wins", with(Default, "StalemateWins", "true"), stalemate, nil, core.Win(core.White, core.Stalemate)},
		{"CH-22 LoneKingCount=7: the count runs", Elcum, "4k3/8/8/8/8/8/8/R2K4 b - - 0 1 lone=b5", []string{"e8e7", "a1a2"}, core.Outcome{}},
		{"CH-22 LoneKingCount=7: drawn after the reply to the 7th", Elcum, "4k3/8/8/8/8/8/8/R2K4 b - - 0 1 lone=b6", []string{"e8e7", "a1a2"}, core.Draw(core.LoneKingCount)},
		{"CH-22 LoneKingCount=7: the reply may mate", Elcum, "7k/8/6K1/8/8/8/8/R7 b - - 0 1 lone=b6", []string{"h8g8", "a1a8"}, core.Win(core.White, core.Checkmate)},
		{"CH-22 LoneKingCount=7: king against king is drawn within 7 moves", Elcum, "4k3/8/8/8/8/8/8/3K4 w - - 0 1 lone=w6,b6", []string{"d1d2", "e8e7"}, core.Draw(core.LoneKingCount)},
		{"CH-22 LoneKingCount=0: no count", Default, "4k3/8/8/8/8/8/8/R2K4 b - - 0 1", []string{"e8e7", "a1a2", "e7e8", "a2a1", "e8e7", "a1a2", "e7e8", "a2a1", "e8e7", "a1a2", "e7e8", "a2a1", "e8e7", "a1a2", "e7e8", "a2a1"}, core.Outcome{}},
	}
	for _, tt := range tests {
		t.Run(tt.id, func(t *testing.T) {
			p := MustParseFEN(tt.fen, tt.r)
			for _, s := range tt.pre {
				m, err := p.ParseMove(s)
				if err != nil {
					t.Fatalf("%s: %v", s, err)
				}
				p, _ = p.Play(m)
			}
			if diff := cmp.Diff(tt.want, p.Outcome()); diff != "" {
				t.Errorf("%s: outcome (-want +got):\n%s", p.FEN(), diff)
			}
			if tt.want.IsOver() != (p.CountLegalMoves() == 0) {
				t.Errorf("%s: %d legal moves with outcome %v", p.FEN(), p.CountLegalMoves(), p.Outcome())
			}
		})
	}

	t.Run("CH-21 threefold repetition may be claimed", func(t *testing.T) {
		g := NewGame(StartPosition(Default))
		for i, s := range []string{"b1c3", "b8c6", "c3b1", "c6b8", "b1c3", "b8c6", "c3b1", "c6b8"} {
			if g.Claims().Has(core.Repetition) {
				t.Fatalf("repetition claimable after %d moves", i)
			}
			p := g.Position()
			m, _ := p.ParseMove(s)
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
		}
		if !g.Claims().Has(core.Repetition) || g.Outcome().IsOver() {
			t.Errorf("after two round trips: claims %v, outcome %v; want a repetition claim, game going on", g.Claims().Strings(), g.Outcome())
		}
	})

	t.Run("CH-22 the count is kept per side and written in the FEN", func(t *testing.T) {
		p := MustParseFEN("4k3/8/8/8/8/8/8/R2K4 b - - 0 1", Elcum)
		for _, s := range []string{"e8e7", "a1a2", "e7e8"} {
			m, _ := p.ParseMove(s)
			p, _ = p.Play(m)
		}
		if p.LoneMoves(core.Black) != 2 || p.LoneMoves(core.White) != 0 || !strings.HasSuffix(p.FEN(), " lone=b2") {
			t.Errorf("after two lone moves: %d, %d, %s", p.LoneMoves(core.Black), p.LoneMoves(core.White), p.FEN())
		}
	})
}

// TestStart pins the start position (CH-1, CH-2).
func TestStart(t *testing.T) {
	p := StartPosition(Default)
	want := map[string]core.Piece{
		"d1": core.MakePiece(core.White, Raja), "e1": core.MakePiece(core.White, Mantri),
		"e8": core.MakePiece(core.Black, Raja), "d8": core.MakePiece(core.Black, Mantri),
		"c1": core.MakePiece(core.White, Gajah), "b8": core.MakePiece(core.Black, Kuda),
		"a1": core.MakePiece(core.White, Tor), "h7": core.MakePiece(core.Black, Bidak),
	}
	for sq, pc := range want {
		if got := p.At(core.MustParseSquare(sq)); got != pc {
			t.Errorf("CH-2 %s: %v, want %v", sq, got, pc)
		}
	}
	if p.Side() != core.White || p.KingMoved(core.White) || p.KingMoved(core.Black) || p.InCheck() {
		t.Errorf("CH-1 the start: White to move, kings unmoved, no check")
	}
	q := StartPosition(SoutheastAsian)
	if q.At(core.MustParseSquare("e1")).Kind() != WeakMantri || q.At(core.MustParseSquare("c8")).Kind() != WeakGajah {
		t.Errorf("CH-5 SoutheastAsian's mantri and gajah are weak kinds")
	}
	for _, r := range RuleSets() {
		p := StartPosition(r)
		want := map[string]uint64{"default": 20, "brooke": 12, "elcum": 22, "southeastasian": 20}[r.Name]
		if got := p.Perft(1); got != want {
			t.Errorf("%s: %d moves from the start, want %d", r.Name, got, want)
		}
	}
}
