package makruk

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/internal/notate"
)

// SAN writes a move knowing only the legal moves of its kind to its
// target, and ParseLenient reads text among the legal moves in its scope
// (see notate.ScopeSAN) when it can: they answer exactly what writing and
// reading among all the legal moves answer, for every spelling of every legal move
// (SAN, LAN, coordinates, in capitals, without the capture mark) and
// for text that names no legal move, in random games of every rule set.
func TestParseLenientScope(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	full := func(p *Position, s string) (core.Move, error) {
		var buf [256]core.Move
		return p.army().text.ParseSAN(p, p.AppendLegalMoves(buf[:0]), "ParseLenient", s, false, p.moveError)
	}
	read := 0
	for _, rules := range RuleSets() {
		for range 3 {
			p := StartPosition(rules)
			var seen []string
			for ply := 0; ply < 150; ply++ {
				legal := p.AppendLegalMoves(nil)
				var texts []string
				for _, m := range legal {
					san := p.SAN(m)
					if all := string(notate.AppendSANAmong(nil, &p, p.army().alphabet, m, legal)); san != all {
						t.Fatalf("%s %s: SAN(%v) = %q, among all the legal moves %q", rules, p.FEN(), m, san, all)
					}
					texts = append(texts, san, p.LAN(m), p.MoveText(m), strings.ToUpper(p.MoveText(m)), strings.ReplaceAll(san, "x", ""), san+"!?")
				}
				texts = append(texts, seen...) // text of earlier positions: mostly no legal move here
				texts = append(texts, "", "N@e4", "Kxx", "e9", "zz", "Ke1e2")
				for _, s := range texts {
					got, gerr := p.ParseLenient(s)
					want, werr := full(&p, s)
					read++
					if got != want || (gerr == nil) != (werr == nil) || gerr != nil && gerr.Error() != werr.Error() {
						t.Fatalf("%s %s: ParseLenient(%q) = %v, %v; among all the legal moves %v, %v", rules, p.FEN(), s, got, gerr, want, werr)
					}
				}
				if len(legal) == 0 {
					break
				}
				m := legal[r.IntN(len(legal))]
				seen = append(seen[max(0, len(seen)-20):], p.SAN(m))
				if err := p.PlayMove(m); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	t.Logf("%d texts read", read)
}

// FuzzParseLenientScope: for any position and text, ParseLenient (which
// reads among the legal moves in the text's scope first) answers what
// reading among all the legal moves answers.
func FuzzParseLenientScope(f *testing.F) {
	for _, s := range []string{"e3e4", "E3E4", "e3-e4", "Nd2", "Nbd2", "Nb1d2", "Nb1-d2", "dxe3=M", "M5d4", "Rxg8+", "e4", "e3e5", "b1d2", "Kxx", "z9z9", "N@e4", "", "d6d7m", "c8=M"} {
		f.Add(startFEN, s)
		f.Add("rnsmk3/4s2r/1p1pppp1/pPp5/P1P3np/3PPPPP/3K4/RNS1MSNR b - - 2 30", s)
		f.Add("8/2P1k3/2K5/8/8/8/8/8 w - - 0 1", s)
	}
	f.Fuzz(func(t *testing.T, fen, s string) {
		p, err := ParseFEN(fen, Default)
		if err != nil {
			return
		}
		if _, ok := parseAction(s); ok {
			return // read before either list
		}
		got, gerr := p.ParseLenient(s)
		var buf [256]core.Move
		want, werr := p.army().text.ParseSAN(&p, p.AppendLegalMoves(buf[:0]), "ParseLenient", s, false, p.moveError)
		if got != want || (gerr == nil) != (werr == nil) || gerr != nil && gerr.Error() != werr.Error() {
			t.Fatalf("%s: ParseLenient(%q) = %v, %v; among all the legal moves %v, %v", fen, s, got, gerr, want, werr)
		}
	})
}
