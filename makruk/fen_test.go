package makruk

import (
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/tools/textkit"
)

// TestHostileFEN: the findings of issue 12 for Makruk, one row each. Each
// FEN is well formed but no game reaches it; ParseFEN refuses it with an
// error wrapping core.ErrIllegalPosition that names what is wrong and
// where.
func TestHostileFEN(t *testing.T) {
	for _, tt := range []struct {
		finding, fen string
		r            Rules
		says         []string // words the message must hold
	}{
		// MK-8: arrival on the sixth rank (third for Black) promotes at once.
		{"bia on its promotion rank (white, sixth)", "4k3/8/3P4/8/8/8/8/3K4 w - - 0 1", Default, []string{"white bia on d6", "MK-8"}},
		{"bia past its promotion rank (white, eighth)", "P3k3/8/8/8/8/8/8/3K4 w - - 0 1", Default, []string{"white bia on a8", "MK-8"}},
		{"bia on its promotion rank (black, third)", "4k3/8/8/8/8/4p3/8/3K4 w - - 0 1", Pychess, []string{"black bia on e3", "MK-8"}},
		{"bia past its promotion rank (black, first)", "4k3/8/8/8/8/8/8/3K3p b - - 0 1", Pychess, []string{"black bia on h1", "MK-8"}},
		// Default's counting field (MK-12..MK-16).
		{"count pb0/1: limit not in the table", "8/8/8/3k4/8/8/8/R3K3 b - - 0 1 pb0/1", Default, []string{"limit 1", "MK-13"}},
		{"pieces' honour limit not in the table", "8/8/8/3k4/8/8/8/R3K3 b - - 0 1 pb5/20", Default, []string{"limit 20", "MK-13"}},
		{"pieces' honour count beyond its limit", "8/8/8/3k4/8/8/8/R3K3 b - - 0 1 pb18/16", Default, []string{"count 18", "limit 16"}},
		{"pieces' honour count below its start", "8/8/8/3k4/8/8/8/RR2K3 b - - 0 1 pb2/8", Default, []string{"count 2", "MK-14"}},
		{"pieces' honour count below the pieces on the board", "8/8/8/3k4/8/8/8/RRSSK3 b - - 0 1 pb4/8", Default, []string{"count 4", "6 here"}},
		{"pieces' honour limit longer than the material allows", "8/8/8/3k4/8/8/8/R3K3 b - - 0 1 pb5/44", Default, []string{"limit 44", "16"}},
		{"pieces' honour counter not lone", "3k4/2m5/8/4M3/3KS3/8/8/8 w - - 0 40 pb5/44", Default, []string{"lone khun"}},
		{"board's honour limit not 64", "3k4/2m5/8/4M3/3KS3/8/8/8 w - - 0 40 bw3/32", Default, []string{"limit 64", "not 32"}},
		{"board's honour count past 64", "3k4/2m5/8/4M3/3KS3/8/8/8 w - - 0 40 bw65/64", Default, []string{"count 65"}},
		{"board's honour at 0 with the counter not to move", "3k4/2m5/8/4M3/3KS3/8/8/8 w - - 0 40 bb0/64", Default, []string{"at 0", "black"}},
		{"board's honour beside a lone khun", "8/8/8/3k4/8/8/8/R3K3 b - - 0 1 bb5/64", Default, []string{"lone khun", "MK-13"}},
		{"count with a bia on the board", "3k4/2m5/8/4M3/3KS3/5P2/8/8 w - - 0 40 bw3/64", Default, []string{"bia", "f3"}},
		// Fairy-Stockfish's counting fields under Pychess.
		{"pychess limit not one Fairy-Stockfish sets", "8/3k4/6M1/2K1S3/8/8/8/8 b - 100 8 1", Pychess, []string{"limit 100"}},
		{"pychess odd limit", "8/3k4/6M1/2K1S3/8/8/8/8 b - 33 8 1", Pychess, []string{"limit 33"}},
		{"pychess board's honour limit not 128", "3k4/2m5/5M2/4M3/3KS3/8/8/8 w - 88 0 1", Pychess, []string{"limit 88", "128"}},
		{"pychess pieces' honour ply below its start", "8/3k4/6M1/2K1S3/8/8/8/8 b - 88 0 1", Pychess, []string{"ply 0", "at least 7"}},
		{"pychess pieces' honour limit longer than the material allows", "8/8/8/3k4/8/8/8/R3K3 b - 88 8 1", Pychess, []string{"limit 88", "32 plies"}},
		{"pychess count with a bia on the board", "8/3k4/6M1/2K1S1P1/8/8/8/8 w - 88 8 1", Pychess, []string{"bia", "g5"}},
	} {
		t.Run(tt.finding, func(t *testing.T) {
			_, err := ParseFEN(tt.fen, tt.r)
			textkit.Refused(t, err, core.ErrIllegalPosition, tt.says...)
		})
	}
}

// TestReachableCounts: the counting states play reaches are accepted,
// the edges of the checks above included.
func TestReachableCounts(t *testing.T) {
	for _, tt := range []struct {
		fen string
		r   Rules
	}{
		{"8/8/8/3k4/8/8/8/R3K3 b - - 0 1 pb3/16", Default},                 // MK-14: K R v K starts at 3
		{"8/8/8/3k4/8/8/8/R3K3 b - - 0 1 pb17/16", Default},                // MK-16: started beyond, or drawn
		{"8/8/8/3k4/8/8/8/R3K3 b - - 0 1 pb5/8", Default},                  // the second rua was taken (MK-14)
		{"8/8/8/8/4k3/8/2RRSSMM/K7 b - - 0 1 pb9/8", Default},              // MK-16: nine pieces against two rua
		{"3k4/2m5/8/4M3/3KS3/8/8/8 w - - 0 40 bw0/64", Default},            // the counter just started
		{"3k4/2m5/8/4M3/3KS3/8/8/8 w - - 0 40 bw64/64", Default},           // drawn (MK-15)
		{"8/8/3k4/8/8/3K4/8/8 w - - 0 1 pw9/16", Rules{NoKingsDraw: true}}, // king against king plays on
		{"8/3k4/6M1/2K1S3/8/8/8/8 b - 88 7 1", Pychess},                    // the lone khun took the last bia
		{"7k/8/8/8/8/8/1K6/8 b - 32 8 1", Pychess},                         // king against king runs on
		{"3k4/2m5/5M2/4M3/3KS3/8/8/8 w - 128 0 1", Pychess},
		{"3k4/2m5/5M2/4M3/3KS3/8/8/8 w - 128 100000 1", Pychess},
	} {
		if _, err := ParseFEN(tt.fen, tt.r); err != nil {
			t.Errorf("%s: %v", tt.fen, err)
		}
	}
}

// TestFENCounters: every counter play can reach writes and reads back:
// half-move clocks past 65536, move numbers past 999,999,999.
func TestFENCounters(t *testing.T) {
	for _, tt := range []struct {
		fen string
		r   Rules
	}{
		{"3k4/2m5/8/4M3/3KS3/8/8/8 w - - 100000 1000000000", Default},
		{"3k4/2m5/8/4M3/3KS3/8/8/8 b - - 999999 123456789012", Default},
		{"3k4/2m5/8/4M3/3KS3/8/8/8 w - - 100000 1000000000 bw63/64", Default},
		{"3k4/2m5/5M2/4M3/3KS3/8/8/8 w - 128 100000 1000000000", Pychess},
		{"8/3k4/6M1/2K1S3/8/8/8/8 b - 88 1000001 99999999999", Pychess},
	} {
		p, err := ParseFEN(tt.fen, tt.r)
		if err != nil {
			t.Fatalf("%s: %v", tt.fen, err)
		}
		if p.FEN() != tt.fen {
			t.Errorf("%s written back as %s", tt.fen, p.FEN())
		}
		// And play goes on from there.
		for m := range p.LegalMoves() {
			q, _ := p.Play(m)
			if back, err := ParseFEN(q.FEN(), tt.r); err != nil || !back.Equal(q) {
				t.Errorf("%s after %s: %v", q.FEN(), FormatMove(m), err)
			}
			break
		}
	}
}
