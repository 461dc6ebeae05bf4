package sittuyin_test

import (
	"fmt"

	"github.com/chaturanga-go/chaturanga/core"
	"github.com/chaturanga-go/chaturanga/sittuyin"
)

// A setup page for Sittuyin's placement phase: pieces on the board and
// in hand, checked as ParseFEN checks them.
func ExampleEditor() {
	e := sittuyin.NewEditor(sittuyin.StartPosition(sittuyin.Default))
	e.Put(core.MustParseSquare("d2"), core.MakePiece(core.White, sittuyin.MinGyi))
	e.SetHand(core.White, sittuyin.MinGyi, 0)
	fmt.Println(e.FEN())
	fmt.Println(e.Validate())
	e.SetHand(core.White, sittuyin.MinGyi, 1) // a second min-gyi
	fmt.Println(e.Validate())
	// Output:
	// 8/8/4pppp/pppp4/4PPPP/PPPP4/3K4/8[SSFRRNNkssfrrnn] w - - 0 1
	// <nil>
	// sittuyin.Editor.Position "8/8/4pppp/pppp4/4PPPP/PPPP4/3K4/8[KSSFRRNNkssfrrnn] w - - 0 1": hand at offset 34: white has 2 min-gyis (d2, 1 in hand), more than its army's 1 (ST-9): illegal position
}
