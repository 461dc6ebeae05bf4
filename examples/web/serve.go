package main

import (
	"errors"
	"io/fs"
	"mime"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// csp is the page's Content-Security-Policy: its own files only, no
// inline script, WebAssembly allowed. index.html states the same in a
// meta element, for static hosts that send no such header.
const csp = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; " +
	"img-src 'self' data: blob:; connect-src 'self'; worker-src 'self'; object-src 'none'; base-uri 'none'; " +
	"form-action 'none'; frame-ancestors 'none'"

// securityHeaders are sent with every answer, errors (404, 405) too.
var securityHeaders = [][2]string{
	{"Content-Security-Policy", csp},
	{"X-Content-Type-Options", "nosniff"},
	{"Referrer-Policy", "no-referrer"},
	{"X-Frame-Options", "DENY"},
	{"Cross-Origin-Opener-Policy", "same-origin"},
	{"Cross-Origin-Resource-Policy", "same-origin"},
	{"Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()"},
}

// The server's limits: a slow or idle client cannot hold a connection.
const (
	readHeaderTimeout = 5 * time.Second
	readTimeout       = 10 * time.Second
	writeTimeout      = 60 * time.Second
	idleTimeout       = 120 * time.Second
	maxHeaderBytes    = 32 << 10
)

// newServer returns the HTTP server of the page, with its timeouts.
func newServer(h http.Handler) *http.Server {
	return &http.Server{
		Handler:           h,
		ReadHeaderTimeout: readHeaderTimeout,
		ReadTimeout:       readTimeout,
		WriteTimeout:      writeTimeout,
		IdleTimeout:       idleTimeout,
		MaxHeaderBytes:    maxHeaderBytes,
	}
}

// encodings are the precompressed copies the build writes, best first:
// brotli (file.br, where the build found Debian's brotli program) and gzip
// (file.gz).
var encodings = []struct{ name, ext string }{{"br", ".br"}, {"gzip", ".gz"}}

// handler serves the built site in dir: its files only (a folder without
// an index.html is not listed: 404), each with its type, the
// precompressed copy the browser accepts (brotli, else gzip) where the
// build made one, and the page's security headers on every answer.
func handler(dir string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		for _, kv := range securityHeaders {
			h.Set(kv[0], kv[1])
		}
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			h.Set("Allow", "GET, HEAD")
			http.Error(w, "405 method not allowed", http.StatusMethodNotAllowed)
			return
		}
		h.Set("Cache-Control", "no-cache")
		name := path.Clean("/" + r.URL.Path)
		file := filepath.Join(dir, filepath.FromSlash(name))
		fi, err := os.Stat(file)
		if err == nil && fi.IsDir() {
			file = filepath.Join(file, "index.html")
			name = path.Join(name, "index.html")
			fi, err = os.Stat(file)
		}
		if err != nil || !fi.Mode().IsRegular() || strings.HasSuffix(name, ".gz") || strings.HasSuffix(name, ".br") {
			http.Error(w, "404 page not found", http.StatusNotFound)
			return
		}
		if t := mime.TypeByExtension(path.Ext(name)); t != "" {
			h.Set("Content-Type", t)
		}
		vary := false
		for _, e := range encodings {
			zfi, err := os.Stat(file + e.ext)
			if err != nil || !zfi.Mode().IsRegular() {
				continue
			}
			if !vary {
				h.Add("Vary", "Accept-Encoding")
				vary = true
			}
			if !accepts(r.Header.Get("Accept-Encoding"), e.name) {
				continue
			}
			if serveFile(w, r, file+e.ext, zfi, e.name) {
				return
			}
		}
		serveFile(w, r, file, fi, "")
	})
}

// serveFile answers with the file (encoded as enc, if not ""); false if
// it cannot be opened.
func serveFile(w http.ResponseWriter, r *http.Request, file string, fi fs.FileInfo, enc string) bool {
	f, err := os.Open(file)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) && enc != "" {
			return false
		}
		http.Error(w, "404 page not found", http.StatusNotFound)
		return true
	}
	defer f.Close()
	if enc != "" {
		w.Header().Set("Content-Encoding", enc)
	}
	http.ServeContent(w, r, "", fi.ModTime(), f)
	return true
}

// accepts reports whether an Accept-Encoding header takes the coding
// name with a quality above 0 (by name, else by "*").
func accepts(header, name string) bool {
	star := -1.0
	for _, part := range strings.Split(header, ",") {
		fields := strings.Split(part, ";")
		coding := strings.TrimSpace(fields[0])
		q := 1.0
		for _, p := range fields[1:] {
			if k, v, ok := strings.Cut(strings.TrimSpace(p), "="); ok && strings.EqualFold(k, "q") {
				if f, err := strconv.ParseFloat(v, 64); err == nil {
					q = f
				}
			}
		}
		switch {
		case strings.EqualFold(coding, name):
			return q > 0
		case coding == "*":
			star = q
		}
	}
	return star > 0
}
