package notation

import (
	"testing"

	"github.com/chaturanga-go/chaturanga/core"
)

func TestDiagramWide(t *testing.T) {
	g := core.Geometry{Files: 3, Ranks: 10}
	out := string(AppendDiagram(nil, g, func(sq core.Square) string {
		switch sq {
		case core.MustParseSquare("a10"):
			return "將"
		case core.MustParseSquare("c1"):
			return "wQ"
		}
		return "."
	}))
	want := "10  將 .  .\n 9  .  .  .\n 8  .  .  .\n 7  .  .  .\n 6  .  .  .\n 5  .  .  .\n 4  .  .  .\n 3  .  .  .\n 2  .  .  .\n 1  .  .  wQ\n    a  b  c\n"
	if out != want {
		t.Errorf("diagram:\n%s\nwant:\n%s", out, want)
	}
}
