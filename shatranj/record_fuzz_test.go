package shatranj

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
	f.Add("[Variant \"shatranj\"]\n[FEN \"4k3/8/8/8/8/8/3r4/3RK2R w - - 0 30\"]\n\n30. Rxd2 {bare} 1-0\n")
	f.Add("1. e3 e6 2. Bd3 (2. Qe2 Qe7) Bd6 *")
	f.Add("1. e2e3 d7d6 2. f1d3 c8e6 *")
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
