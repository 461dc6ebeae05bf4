package sittuyin

import (
	"bytes"
	"errors"
	"io"
	"slices"
	"strings"
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/notation"
)

// FuzzReadRecord: no PGN text makes ReadRecord panic; its errors are
// *core.ParseError or *core.MoveError values; a game read writes back as a
// record that reads to the same moves under both rule sets tried.
func FuzzReadRecord(f *testing.F) {
	f.Add("[Variant \"sittuyin\"]\n\n1. F@b2 S@d8 2. K@a1 {placed} S@h8 *\n")
	f.Add("1. K@e2 F@d2 S@c2 S@f2 N@b2 N@g2 R@a1 R@h1 1... K@d7 *")
	f.Add("[FEN \"8/8/8/3P4/8/1K6/7F/4k2r[] w - - 0 40\"]\n\n40. Kc4 Rxh2 41. d5=F *")
	f.Fuzz(func(t *testing.T, s string) {
		rd := notation.NewPGNReader(strings.NewReader(s))
		for range 100 {
			rec, err := rd.Next()
			if err == io.EOF {
				return
			}
			if err != nil {
				continue
			}
			for _, r := range []Rules{Default, Pychess} {
				g, err := ReadRecord(rec, r)
				if err != nil {
					var pe *core.ParseError
					var me *core.MoveError
					if !errors.As(err, &pe) && !errors.As(err, &me) {
						t.Fatalf("error %T %v", err, err)
					}
					if g == nil {
						continue
					}
				}
				text := notation.AppendPGN(nil, NewRecord(g))
				back, err := notation.NewPGNReader(bytes.NewReader(text)).Next()
				if err != nil {
					t.Fatalf("%v\n%s", err, text)
				}
				g2, err := ReadRecord(back, r)
				if err != nil || !slices.Equal(g2.Moves(), g.Moves()) {
					t.Fatalf("game written back: %v\n%q\n%s", err, s, text)
				}
			}
		}
	})
}
