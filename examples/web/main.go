// Command web is a page to play and learn every game of the library, in
// the browser: the rules run in the page, in WebAssembly built from this
// repository's Go (the JS package of js/, whose one module holds the rules
// and the example bot's search), and the server only serves files.
//
//	go run ./examples/web                  # builds the page, serves it on 127.0.0.1:8080 and prints the URL
//	go run ./examples/web -addr :9000      # another address
//	go run ./examples/web -out DIR         # writes the page into DIR as a static site, and exits
//	go run ./examples/web -site DIR        # serves a site written by -out, without building it
//
// The page: choose any game, rule set and options (Qi Guo's players and
// alliances) or load a FEN or a PGN; play by clicking or dragging, or by
// typing moves; see a refused move's rule; review, undo, flip, claim,
// resign, agree a draw; copy the FEN and download the PGN; play the
// example bot (examples/bot's search through the JS package's
// Board.bestMove, in a Web Worker); and learn every special rule by
// playing it: lessons (lessons/<game>.json, built into the site) on a live
// board, each move checked by the library, with the tour's pictures
// (examples/tour, run when the page is built) beside them to read.
//
// Building needs the Go toolchain and this repository (run it from inside
// the repository); the site it writes needs nothing: any static host
// serves it, and the page makes no request beyond its own folder.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:8080", "serve the page on `host:port`")
	out := flag.String("out", "", "write the page into `DIR` as a static site and exit, instead of serving it")
	siteDir := flag.String("site", "", "serve the site already built in `DIR` (by -out), without building it")
	flag.Parse()
	if flag.NArg() > 0 {
		fmt.Fprintln(os.Stderr, "web: unexpected arguments:", flag.Args())
		os.Exit(2)
	}
	if *siteDir != "" {
		if err := serveDir(*addr, *siteDir); err != nil {
			fmt.Fprintln(os.Stderr, "web:", err)
			os.Exit(1)
		}
		return
	}
	if err := run(*addr, *out); err != nil {
		fmt.Fprintln(os.Stderr, "web:", err)
		os.Exit(1)
	}
}

func run(addr, out string) error {
	root, err := moduleRoot()
	if err != nil {
		return err
	}
	dir := out
	if dir == "" {
		if dir, err = os.MkdirTemp("", "chaturanga-web-"); err != nil {
			return err
		}
		defer os.RemoveAll(dir)
	}
	if err := build(root, dir, os.Stderr); err != nil {
		return err
	}
	if out != "" {
		fmt.Printf("web: the page is in %s (serve the folder with any static file server)\n", out)
		return nil
	}
	return serveDir(addr, dir)
}

// serveDir serves the built site in dir on addr until interrupted.
func serveDir(addr, dir string) error {
	if fi, err := os.Stat(filepath.Join(dir, "index.html")); err != nil || !fi.Mode().IsRegular() {
		return fmt.Errorf("%s holds no built site (no index.html): build it with -out", dir)
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	fmt.Printf("web: serving the page on http://%s/\n", ln.Addr())
	// Interrupted, the server stops and the built files are removed.
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	srv := newServer(handler(dir))
	go func() {
		<-ctx.Done()
		srv.Close()
	}()
	if err := srv.Serve(ln); !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}
