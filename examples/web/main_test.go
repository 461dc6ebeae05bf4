package main

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// A tour's output and pictures, as examples/tour writes them.
const tourOut = `== Makruk (Thai chess)
A bia that reaches the sixth rank becomes a met (MK-8). When a side is
left with a lone khun, it counts (MK-13..MK-15).
  d6=M     (d5d6m)
8/7R/2kM4/8/8/8/8/2K5 w - - 3 62 pb6/16

== Ouk Chatrang (Cambodian chess)
The khun may once leap (OC-1..OC-4).
rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1

== Qi Guo (the Seven Kingdoms)
Seven states move in turn (QG-4).
`

func picture(caption ...string) string {
	var b strings.Builder
	b.WriteString(`<svg xmlns="http://www.w3.org/2000/svg"><title>t</title><g class="board"><text>not a caption</text></g><g class="caption">`)
	for _, c := range caption {
		b.WriteString(`<text x="1" y="2">` + c + `</text>`)
	}
	b.WriteString("</g></svg>\n")
	return b.String()
}

func writeTour(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestLessons(t *testing.T) {
	dir := writeTour(t, map[string]string{
		"01-makruk-start.svg":           picture("Makruk: a bia becomes a met (MK-8)"),
		"02-makruk-count.svg":           picture("Black&apos;s lone khun counts: 6 of 16", "(MK-13)"),
		"03-makruk-cambodian-start.svg": picture("Ouk Chatrang &amp; the leap"),
		"04-qiguo-start.svg":            picture("Qi Guo: seven states"),
		"05-qiguo-cannon.svg":           picture("The cannon <tspan>over</tspan> the Zhou"),
		"notes.txt":                     "not a picture",
	})
	ls, err := lessons([]byte(tourOut), dir)
	if err != nil {
		t.Fatal(err)
	}
	got := make([][]string, len(ls))
	for i, l := range ls {
		got[i] = append(got[i], l.Title, l.Rule)
		for _, s := range l.Steps {
			got[i] = append(got[i], s.File+"|"+s.Game+"|"+s.Caption)
		}
	}
	want := [][]string{
		{"Makruk (Thai chess)", "A bia that reaches the sixth rank becomes a met (MK-8). When a side is left with a lone khun, it counts (MK-13..MK-15).",
			"01-makruk-start.svg|makruk|Makruk: a bia becomes a met (MK-8)", "02-makruk-count.svg|makruk|Black's lone khun counts: 6 of 16 (MK-13)"},
		{"Ouk Chatrang (Cambodian chess)", "The khun may once leap (OC-1..OC-4).", "03-makruk-cambodian-start.svg|makruk|Ouk Chatrang & the leap"},
		{"Qi Guo (the Seven Kingdoms)", "Seven states move in turn (QG-4).", "04-qiguo-start.svg|qiguo|Qi Guo: seven states", "05-qiguo-cannon.svg|qiguo|The cannon over the Zhou"},
	}
	if len(got) != len(want) {
		t.Fatalf("got %d lessons: %q", len(got), got)
	}
	for i := range want {
		if strings.Join(got[i], "\n") != strings.Join(want[i], "\n") {
			t.Errorf("lesson %d:\n%s\nwant\n%s", i, strings.Join(got[i], "\n"), strings.Join(want[i], "\n"))
		}
	}
	if !strings.Contains(ls[0].Text, "d6=M") || strings.Contains(ls[0].Text, "MK-8") {
		t.Errorf("lesson 0's text: %q", ls[0].Text)
	}
}

// A tour whose pictures and parts do not pair up is an error.
func TestLessonsMismatch(t *testing.T) {
	for name, files := range map[string]map[string]string{
		"too few pictures": {"01-makruk-start.svg": picture("a")},
		"too many parts":   {"01-makruk-start.svg": picture("a"), "02-shatranj-start.svg": picture("b"), "03-chator-start.svg": picture("c"), "04-shatar-start.svg": picture("d")},
		"no caption":       {"01-makruk-start.svg": picture(), "02-makruk-cambodian-start.svg": picture("b"), "03-qiguo-start.svg": picture("c")},
		"broken picture":   {"01-makruk-start.svg": "<svg><g class=caption>", "02-makruk-cambodian-start.svg": picture("b"), "03-qiguo-start.svg": picture("c")},
	} {
		if _, err := lessons([]byte(tourOut), writeTour(t, files)); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}

var site struct {
	once sync.Once
	dir  string
	err  error
}

// built builds the whole site once for the tests that need it: the Go
// toolchain compiles the two WebAssembly programs and runs the tour.
func built(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the WebAssembly (not with -short)")
	}
	site.once.Do(func() {
		site.dir, site.err = os.MkdirTemp("", "chaturanga-web-test-")
		if site.err == nil {
			// run with an -out folder builds the site and returns.
			site.err = run("127.0.0.1:0", site.dir)
		}
	})
	if site.err != nil {
		t.Fatal(site.err)
	}
	return site.dir
}

func TestMain(m *testing.M) {
	code := m.Run()
	if site.dir != "" {
		os.RemoveAll(site.dir)
	}
	os.Exit(code)
}

// -out writes the whole static site: the page, the JS package, both
// WebAssembly programs, wasm_exec.js and the lessons of the tour.
func TestOut(t *testing.T) {
	dir := built(t)
	for _, name := range []string{"index.html", "app.js", "board.js", "bot.js", "learn.js", "worker.js", "reader.js", "style.css", "app.js.gz",
		"wasm_exec.js", "pkg/index.js", "pkg/dist/chaturanga.wasm", "pkg/dist/wasm_exec.js", "learn/index.json"} {
		fi, err := os.Stat(filepath.Join(dir, name))
		if err != nil || fi.Size() == 0 {
			t.Errorf("%s: %v", name, err)
		}
	}
	b, err := os.ReadFile(filepath.Join(dir, "learn", "index.json"))
	if err != nil {
		t.Fatal(err)
	}
	var ls []lesson
	if err := json.Unmarshal(b, &ls); err != nil {
		t.Fatal(err)
	}
	steps := 0
	for _, l := range ls {
		if l.Title == "" || l.Rule == "" || len(l.Steps) == 0 {
			t.Errorf("lesson %+v", l)
		}
		for _, s := range l.Steps {
			steps++
			if _, err := os.Stat(filepath.Join(dir, "learn", s.File)); err != nil || s.Caption == "" {
				t.Errorf("step %+v: %v", s, err)
			}
		}
	}
	if len(ls) < 7 || steps < 18 {
		t.Errorf("%d lessons, %d steps", len(ls), steps)
	}
	// Building again into the same folder replaces the files.
	if err := build(mustRoot(t), dir, io.Discard); err != nil {
		t.Error(err)
	}
}

func mustRoot(t *testing.T) string {
	root, err := moduleRoot()
	if err != nil {
		t.Fatal(err)
	}
	return root
}

// The server serves the files only, with their types, gzipped where it
// can, with the page's security headers.
func TestServe(t *testing.T) {
	srv := httptest.NewServer(handler(built(t)))
	defer srv.Close()
	get := func(method, path, enc string) *http.Response {
		req, _ := http.NewRequest(method, srv.URL+path, nil)
		if enc != "" {
			req.Header.Set("Accept-Encoding", enc)
		}
		res, err := http.DefaultTransport.RoundTrip(req)
		if err != nil {
			t.Fatal(err)
		}
		return res
	}
	res := get("GET", "/", "")
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if res.StatusCode != 200 || !strings.HasPrefix(res.Header.Get("Content-Type"), "text/html") || !strings.Contains(string(body), `<script type="module" async src="app.js">`) {
		t.Errorf("/: %d %s", res.StatusCode, res.Header.Get("Content-Type"))
	}
	if csp := res.Header.Get("Content-Security-Policy"); !strings.Contains(csp, "script-src 'self' 'wasm-unsafe-eval'") || res.Header.Get("X-Content-Type-Options") != "nosniff" {
		t.Errorf("headers: %v", res.Header)
	}
	res = get("GET", "/pkg/dist/chaturanga.wasm", "gzip, deflate")
	if res.StatusCode != 200 || res.Header.Get("Content-Encoding") != "gzip" || res.Header.Get("Content-Type") != "application/wasm" {
		t.Errorf("wasm: %d %v", res.StatusCode, res.Header)
	}
	z, err := gzip.NewReader(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	head := make([]byte, 4)
	if _, err := io.ReadFull(z, head); err != nil || string(head) != "\x00asm" {
		t.Errorf("wasm: %q %v", head, err)
	}
	res.Body.Close()
	res = get("GET", "/pkg/dist/chaturanga.wasm", "")
	if res.StatusCode != 200 || res.Header.Get("Content-Encoding") != "" || res.Header.Get("Content-Type") != "application/wasm" {
		t.Errorf("chaturanga.wasm without gzip: %d %v", res.StatusCode, res.Header)
	}
	res.Body.Close()
	// No folder is listed; the compressed copies are not files of the site.
	for path, code := range map[string]int{"/nosuch": 404, "/../../etc/passwd": 404, "/learn/": 404, "/learn": 404, "/pkg/": 404,
		"/learn/index.json": 200, "/index.html": 200, "/app.js.gz": 404} {
		res := get("GET", path, "gzip")
		res.Body.Close()
		if res.StatusCode != code {
			t.Errorf("%s: %d, want %d", path, res.StatusCode, code)
		}
		if res.Header.Get("Content-Security-Policy") != csp || res.Header.Get("X-Content-Type-Options") != "nosniff" || res.Header.Get("X-Frame-Options") != "DENY" {
			t.Errorf("%s: the security headers are missing: %v", path, res.Header)
		}
	}
	res = get("POST", "/", "")
	res.Body.Close()
	if res.StatusCode != http.StatusMethodNotAllowed || res.Header.Get("Allow") != "GET, HEAD" || res.Header.Get("Content-Security-Policy") != csp {
		t.Errorf("POST: %d %v", res.StatusCode, res.Header)
	}
	// Brotli where the browser takes it (and the build had the brotli
	// program), gzip else, the file itself when neither is accepted.
	dir := built(t)
	_, brErr := os.Stat(filepath.Join(dir, "pkg/dist/chaturanga.wasm.br"))
	if _, err := exec.LookPath("brotli"); err == nil && brErr != nil {
		t.Errorf("brotli is installed but the build wrote no .br copy: %v", brErr)
	}
	for _, c := range []struct{ accept, want string }{
		{"gzip, deflate, br", "br"}, {"br;q=0, gzip", "gzip"}, {"gzip;q=0", ""}, {"identity", ""}, {"*", "br"}, {"*;q=0", ""},
	} {
		want := c.want
		if want == "br" && brErr != nil {
			want = "gzip"
		}
		res := get("GET", "/pkg/dist/chaturanga.wasm", c.accept)
		body, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if res.Header.Get("Content-Encoding") != want || res.Header.Get("Content-Type") != "application/wasm" || res.Header.Get("Vary") != "Accept-Encoding" {
			t.Errorf("Accept-Encoding %q: %v", c.accept, res.Header)
			continue
		}
		file := map[string]string{"br": ".br", "gzip": ".gz", "": ""}[want]
		if b, _ := os.ReadFile(filepath.Join(dir, "pkg/dist/chaturanga.wasm"+file)); !bytes.Equal(b, body) {
			t.Errorf("Accept-Encoding %q: %d bytes, not the file%s", c.accept, len(body), file)
		}
	}
}

// The server has its timeouts: a slow or idle client cannot hold it.
func TestServerTimeouts(t *testing.T) {
	s := newServer(http.NotFoundHandler())
	if s.ReadHeaderTimeout <= 0 || s.ReadTimeout <= 0 || s.WriteTimeout <= 0 || s.IdleTimeout <= 0 || s.MaxHeaderBytes <= 0 {
		t.Errorf("%+v", s)
	}
}

func TestAccepts(t *testing.T) {
	for _, c := range []struct {
		header, name string
		want         bool
	}{
		{"gzip, deflate, br", "br", true}, {"gzip, deflate", "br", false}, {"br;q=0", "br", false}, {"BR; q=0.5", "br", true},
		{"*", "gzip", true}, {"*;q=0, gzip", "gzip", true}, {"gzip;q=0, *", "gzip", false}, {"", "gzip", false},
	} {
		if got := accepts(c.header, c.name); got != c.want {
			t.Errorf("accepts(%q, %q) = %v", c.header, c.name, got)
		}
	}
}
