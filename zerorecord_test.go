package chaturanga_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/chaturanga-go/chaturanga/chator"
	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/makruk"
	"github.com/chaturanga-go/chaturanga/notation"
	"github.com/chaturanga-go/chaturanga/qiguo"
	"github.com/chaturanga-go/chaturanga/shatar"
	"github.com/chaturanga-go/chaturanga/shatranj"
	"github.com/chaturanga-go/chaturanga/sittuyin"
)

// zeroRecordCase is one game package seen by TestZeroGameRecordAlike: the
// record of its zero Game, and its ReadRecord returning the start
// position, the number of moves and the record the game read writes.
type zeroRecordCase struct {
	record func() *notation.Record
	read   func(*notation.Record) (start core.Position, moves int, back *notation.Record, err error)
	zero   core.Position
}

func zeroRecordCases() map[string]zeroRecordCase {
	return map[string]zeroRecordCase{
		"makruk": {func() *notation.Record { var g makruk.Game; return makruk.NewRecord(&g) }, func(r *notation.Record) (core.Position, int, *notation.Record, error) {
			g, err := makruk.ReadRecord(r, makruk.Default)
			if g == nil {
				return nil, 0, nil, err
			}
			p := g.Start()
			return &p, g.Len(), makruk.NewRecord(g), err
		}, &makruk.Position{}},
		"shatranj": {func() *notation.Record { var g shatranj.Game; return shatranj.NewRecord(&g) }, func(r *notation.Record) (core.Position, int, *notation.Record, error) {
			g, err := shatranj.ReadRecord(r, shatranj.Default)
			if g == nil {
				return nil, 0, nil, err
			}
			p := g.Start()
			return &p, g.Len(), shatranj.NewRecord(g), err
		}, &shatranj.Position{}},
		"sittuyin": {func() *notation.Record { var g sittuyin.Game; return sittuyin.NewRecord(&g) }, func(r *notation.Record) (core.Position, int, *notation.Record, error) {
			g, err := sittuyin.ReadRecord(r, sittuyin.Default)
			if g == nil {
				return nil, 0, nil, err
			}
			p := g.Start()
			return &p, g.Len(), sittuyin.NewRecord(g), err
		}, &sittuyin.Position{}},
		"chator": {func() *notation.Record { var g chator.Game; return chator.NewRecord(&g) }, func(r *notation.Record) (core.Position, int, *notation.Record, error) {
			g, err := chator.ReadRecord(r, chator.Default)
			if g == nil {
				return nil, 0, nil, err
			}
			p := g.Start()
			return &p, g.Len(), chator.NewRecord(g), err
		}, &chator.Position{}},
		"shatar": {func() *notation.Record { var g shatar.Game; return shatar.NewRecord(&g) }, func(r *notation.Record) (core.Position, int, *notation.Record, error) {
			g, err := shatar.ReadRecord(r, shatar.Default)
			if g == nil {
				return nil, 0, nil, err
			}
			p := g.Start()
			return &p, g.Len(), shatar.NewRecord(g), err
		}, &shatar.Position{}},
		"qiguo": {func() *notation.Record { var g qiguo.Game; return qiguo.NewRecord(&g) }, func(r *notation.Record) (core.Position, int, *notation.Record, error) {
			g, err := qiguo.ReadRecord(r, qiguo.Default)
			if g == nil {
				return nil, 0, nil, err
			}
			p := g.Start()
			return &p, g.Len(), qiguo.NewRecord(g), err
		}, &qiguo.Position{}},
	}
}

// The record of a zero Game reads back in every game package, as a zero
// Game (issue 25: zero values are valid alike; whatever a package writes,
// it reads), just as the zero Position's text form reads back as the
// zero Position: the zero Position's rules and FEN (an empty board that
// ParseFEN refuses) in a record's Rules and FEN tags start it from the
// zero Position, which has no moves. Its tags are checked as any
// record's, and a move after it is refused with an error.
func TestZeroGameRecordAlike(t *testing.T) {
	for name, c := range zeroRecordCases() {
		rec := c.record()
		text := string(notation.AppendPGN(nil, rec))
		if !strings.Contains(text, "[FEN \""+c.zero.FEN()+"\"]") || !strings.Contains(text, "[Rules \"default\"]") {
			t.Errorf("%s: the zero Game's record:\n%s", name, text)
		}
		read, err := notation.NewPGNReader(strings.NewReader(text)).Next()
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		start, n, back, err := c.read(read)
		if err != nil {
			t.Errorf("%s: reading the zero Game's record back: %v\n%s", name, err, text)
			continue
		}
		if !equalPositions(start, c.zero) || start.FEN() != c.zero.FEN() || n != 0 {
			t.Errorf("%s: read back from %s, %d moves", name, start.FEN(), n)
		}
		if again := string(notation.AppendPGN(nil, back)); again != text {
			t.Errorf("%s: written again:\n%s\nwant:\n%s", name, again, text)
		}
		// another game's Variant tag is still refused
		bad := strings.Replace(text, "[Variant \""+name+"\"]", "[Variant \"xiangqi\"]", 1)
		read, _ = notation.NewPGNReader(strings.NewReader(bad)).Next()
		if _, _, _, err := c.read(read); !errors.Is(err, core.ErrUnknown) {
			t.Errorf("%s: a zero record of another game: %v", name, err)
		}
		// a move from the zero Position is refused, not played
		moved := strings.Replace(text, "\n*\n", "\n1. a1 *\n", 1)
		read, err = notation.NewPGNReader(strings.NewReader(moved)).Next()
		if err != nil {
			t.Fatalf("%s: %v\n%s", name, err, moved)
		}
		if _, n, _, err := c.read(read); err == nil || n != 0 {
			t.Errorf("%s: a move from the zero Position: %d moves, %v", name, n, err)
		}
	}
}
