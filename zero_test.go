package chaturanga_test

import (
	"encoding"
	"testing"

	"github.com/chaturanga-go/chaturanga/chator"
	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/makruk"
	"github.com/chaturanga-go/chaturanga/qiguo"
	"github.com/chaturanga-go/chaturanga/shatar"
	"github.com/chaturanga-go/chaturanga/shatranj"
	"github.com/chaturanga-go/chaturanga/sittuyin"
)

// textPosition is what the zero-value test needs of a *Position.
type textPosition interface {
	core.Position
	encoding.TextMarshaler
	encoding.TextUnmarshaler
}

// The zero Position of every game package behaves alike (issue 25): its
// text form is "default|" and its FEN, and reads back as the zero
// Position (whatever MarshalText writes reads back); it has no legal
// moves; a zero Game's position is that zero Position.
func TestZeroValuesAlike(t *testing.T) {
	for name, c := range map[string]struct {
		zero, back textPosition
		game       func() core.Position
	}{
		"makruk":   {&makruk.Position{}, &makruk.Position{}, func() core.Position { var g makruk.Game; p := g.Position(); return &p }},
		"shatranj": {&shatranj.Position{}, &shatranj.Position{}, func() core.Position { var g shatranj.Game; p := g.Position(); return &p }},
		"sittuyin": {&sittuyin.Position{}, &sittuyin.Position{}, func() core.Position { var g sittuyin.Game; p := g.Position(); return &p }},
		"chator":   {&chator.Position{}, &chator.Position{}, func() core.Position { var g chator.Game; p := g.Position(); return &p }},
		"shatar":   {&shatar.Position{}, &shatar.Position{}, func() core.Position { var g shatar.Game; p := g.Position(); return &p }},
		"qiguo":    {&qiguo.Position{}, &qiguo.Position{}, func() core.Position { var g qiguo.Game; p := g.Position(); return &p }},
	} {
		for _, p := range []textPosition{c.zero, c.game().(textPosition)} {
			text, err := p.MarshalText()
			if err != nil || string(text) != "default|"+p.FEN() {
				t.Errorf("%s: the zero Position's text form %q, %v", name, text, err)
			}
			if err := c.back.UnmarshalText(text); err != nil || c.back.FEN() != p.FEN() || !equalPositions(c.back, p) {
				t.Errorf("%s: reading the zero Position's text form back: %v", name, err)
			}
			if n := len(p.AppendLegalMoves(nil)); n != 0 {
				t.Errorf("%s: the zero Position has %d legal moves", name, n)
			}
		}
	}
}

// equalPositions compares two positions of one package with its Equal.
func equalPositions(a, b core.Position) bool {
	switch a := a.(type) {
	case *makruk.Position:
		return a.Equal(*b.(*makruk.Position))
	case *shatranj.Position:
		return a.Equal(*b.(*shatranj.Position))
	case *sittuyin.Position:
		return a.Equal(*b.(*sittuyin.Position))
	case *chator.Position:
		return a.Equal(*b.(*chator.Position))
	case *shatar.Position:
		return a.Equal(*b.(*shatar.Position))
	case *qiguo.Position:
		return a.Equal(*b.(*qiguo.Position))
	}
	return false
}
