package engine_test

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"time"

	"github.com/chaturanga-go/chaturanga"
	"github.com/chaturanga-go/chaturanga/engine"
)

// Start Fairy-Stockfish with os/exec, connect over its pipes, and ask for
// a move in Makruk: the move comes back checked by the library's rules.
// (The example prints nothing when Debian's fairy-stockfish is absent.)
func Example() {
	cmd := exec.Command("/usr/games/fairy-stockfish")
	in, _ := cmd.StdinPipe()
	out, _ := cmd.StdoutPipe()
	if err := cmd.Start(); err != nil {
		return // not installed: apt-get install fairy-stockfish
	}
	defer cmd.Wait()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	e, err := engine.Connect(ctx, engine.UCI, out, in, engine.Config{})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return
	}
	defer e.Quit(ctx)

	start, _ := chaturanga.NewPosition("makruk", "pychess", "")
	e.NewGame(ctx, start)
	r, err := e.Play(ctx, start, nil, engine.Limit{Depth: 8}, nil)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return
	}
	fmt.Println(start.IsLegal(r.Move), len(r.Info.PV) > 0)
}

// A Searcher served over UCI: here the first legal move, on a GUI's
// standard input and output (os.Stdin, os.Stdout in a real engine).
func ExampleServer_ServeUCI() {
	s := &engine.Server{Name: "First", Author: "me", Searcher: firstLegal{}}
	_ = s // s.ServeUCI(context.Background(), os.Stdin, os.Stdout)
	start, _ := chaturanga.NewPosition("sittuyin", "pychess", "")
	name, _ := engine.VariantName(start)
	fmt.Println(name)
	// Output: sittuyin
}
