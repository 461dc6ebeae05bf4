package main

import (
	"bytes"
	"compress/gzip"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// static holds the page's own files: HTML, CSS and the ES modules.
//
//go:embed static
var static embed.FS

const module = "github.com/chaturanga-go/chaturanga"

// moduleRoot returns the folder of the repository's go.mod, which the
// build needs for its Go sources.
func moduleRoot() (string, error) {
	out, err := exec.Command("go", "env", "GOMOD").Output()
	if err != nil {
		return "", fmt.Errorf("go env GOMOD: %w (the Go toolchain is needed to build the page)", err)
	}
	gomod := strings.TrimSpace(string(out))
	b, err := os.ReadFile(gomod)
	if err != nil || !bytes.Contains(b, []byte("module "+module+"\n")) {
		return "", fmt.Errorf("run it from inside the %s repository (go.mod: %q)", module, gomod)
	}
	return filepath.Dir(gomod), nil
}

// build writes the whole site into dir: the page's files, Go's
// wasm_exec.js, the JS package and its WebAssembly (the rules and the
// bot's search, one Go runtime), the tour's pictures, the lessons to
// play, and compressed copies of the page's text and WebAssembly.
func build(root, dir string, log io.Writer) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	steps := []struct {
		what string
		do   func(root, dir string) error
	}{
		{"the page's files", writeStatic},
		{"wasm_exec.js", copyWasmExec},
		{"the JS package", buildPackage},
		{"the tour's pictures (running examples/tour)", buildLessons},
		{"the lessons to play (examples/web/lessons)", buildExercises},
		{"compressed copies (gzip; brotli with Debian's brotli program, if installed)", compressBig},
	}
	for _, s := range steps {
		fmt.Fprintf(log, "web: building %s\n", s.what)
		if err := s.do(root, dir); err != nil {
			return fmt.Errorf("building %s: %w", s.what, err)
		}
	}
	return nil
}

// writeStatic writes the page's own files, replacing those of an
// earlier build.
func writeStatic(_, dir string) error {
	return fs.WalkDir(static, "static", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel("static", filepath.FromSlash(path))
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(dir, rel), 0o755)
		}
		b, err := static.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dir, rel), b, 0o644)
	})
}

// goEnv returns the output of go env name.
func goEnv(name string) (string, error) {
	out, err := exec.Command("go", "env", name).Output()
	return strings.TrimSpace(string(out)), err
}

func copyWasmExec(_, dir string) error {
	goroot, err := goEnv("GOROOT")
	if err != nil {
		return err
	}
	var b []byte
	for _, p := range []string{"lib/wasm/wasm_exec.js", "misc/wasm/wasm_exec.js"} {
		if b, err = os.ReadFile(filepath.Join(goroot, p)); err == nil {
			break
		}
	}
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, "wasm_exec.js"), b, 0o644)
}

// goWasm builds the main package pkg of the repository as WebAssembly
// into out, with the JS package's build flags (js/scripts/flags.json, the
// list js/scripts/build.mjs builds the published modules with), so that the
// page serves the module the package publishes.
func goWasm(root, pkg, out string) error {
	args, err := wasmFlags(root)
	if err != nil {
		return err
	}
	args = append([]string{"build", "-trimpath"}, args...)
	args = append(args, "-ldflags=-s -w", "-o", out, pkg)
	cmd := exec.Command("go", args...)
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0")
	if b, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("go build %s: %w\n%s", pkg, err, b)
	}
	return nil
}

// wasmFlags reads js/scripts/flags.json: the build tags, then inlining
// only in the packages the walk and the bot run (-gcflags=all=-l, then
// those packages with no flags).
func wasmFlags(root string) ([]string, error) {
	b, err := os.ReadFile(filepath.Join(root, "js", "scripts", "flags.json"))
	if err != nil {
		return nil, err
	}
	var f struct {
		Tags   []string `json:"tags"`
		HotStd []string `json:"hotStd"`
		Hot    []string `json:"hot"`
	}
	if err := json.Unmarshal(b, &f); err != nil {
		return nil, fmt.Errorf("js/scripts/flags.json: %w", err)
	}
	args := []string{"-gcflags=all=-l"}
	if len(f.Tags) > 0 {
		args = append(args, "-tags", strings.Join(f.Tags, ","))
	}
	for _, p := range f.HotStd {
		args = append(args, "-gcflags="+p+"=")
	}
	for _, p := range f.Hot {
		args = append(args, "-gcflags="+module+"/"+p+"=")
	}
	return args, nil
}

func buildLessons(root, dir string) error {
	learn := filepath.Join(dir, "learn")
	if err := os.MkdirAll(learn, 0o755); err != nil {
		return err
	}
	cmd := exec.Command("go", "run", "./examples/tour", "-svg", learn)
	cmd.Dir = root
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return fmt.Errorf("go run ./examples/tour: %w\n%s", err, stderr.Bytes())
	}
	ls, err := lessons(out, learn)
	if err != nil {
		return err
	}
	return writeLessons(ls, learn)
}

// compressed reports whether the build writes compressed copies of a
// file of this name: the page's text and WebAssembly.
func compressed(name string) bool {
	switch filepath.Ext(name) {
	case ".wasm", ".js", ".css", ".html", ".json", ".svg":
		return true
	}
	return false
}

// compressBig writes, beside each file of the page's text and
// WebAssembly, a gzipped copy (file.gz, with Go's compress/gzip) and, when
// Debian's brotli program is on the PATH, a brotli copy (file.br, at its
// best quality): the server sends the copy the browser accepts. Without
// brotli the site has gzip copies only (Go's standard library has no
// brotli writer, and the build takes no other dependency).
func compressBig(_, dir string) error {
	brotli, _ := exec.LookPath("brotli")
	return filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !compressed(path) {
			return err
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		var z bytes.Buffer
		w, _ := gzip.NewWriterLevel(&z, gzip.BestCompression)
		w.Write(b)
		if err := w.Close(); err != nil {
			return err
		}
		if err := os.WriteFile(path+".gz", z.Bytes(), 0o644); err != nil {
			return err
		}
		if brotli == "" {
			return nil
		}
		if out, err := exec.Command(brotli, "-q", "11", "-f", "-o", path+".br", path).CombinedOutput(); err != nil {
			return fmt.Errorf("brotli %s: %w\n%s", path, err, out)
		}
		return nil
	})
}

var errNoPackage = errors.New("the JS package (js/) is not in this tree")

// buildPackage builds the JS package of js/ (issue 18's chaturanga-wasm)
// into pkg/ as its own build script does, with the Go toolchain alone:
// pkg/index.js, pkg/dist/chaturanga.wasm and pkg/dist/wasm_exec.js.
func buildPackage(root, dir string) error {
	src := filepath.Join(root, "js")
	index, err := os.ReadFile(filepath.Join(src, "index.js"))
	if err != nil {
		return fmt.Errorf("%w: %v", errNoPackage, err)
	}
	dist := filepath.Join(dir, "pkg", "dist")
	if err := os.MkdirAll(dist, 0o755); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "pkg", "index.js"), index, 0o644); err != nil {
		return err
	}
	if err := goWasm(root, "./js", filepath.Join(dist, "chaturanga.wasm")); err != nil {
		return err
	}
	b, err := os.ReadFile(filepath.Join(dir, "wasm_exec.js"))
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dist, "wasm_exec.js"), b, 0o644)
}
