package main

import (
	"mime"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strings"
)

// csp is the page's Content-Security-Policy: its own files only, no
// inline script, WebAssembly allowed. index.html states the same in a
// meta element, for static hosts that send no such header.
const csp = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; " +
	"img-src 'self' data: blob:; connect-src 'self'; worker-src 'self'; object-src 'none'; base-uri 'none'; " +
	"form-action 'none'; frame-ancestors 'none'"

// handler serves the built site in dir: the files only, each with its
// type, a gzipped copy where the build made one and the browser takes
// it, and the page's security headers.
func handler(dir string) http.Handler {
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		h := w.Header()
		h.Set("Content-Security-Policy", csp)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "no-referrer")
		h.Set("Cache-Control", "no-cache")
		name := path.Clean("/" + r.URL.Path)
		if strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") && !strings.HasSuffix(name, "/") {
			gz := filepath.Join(dir, filepath.FromSlash(name)) + ".gz"
			if fi, err := os.Stat(gz); err == nil && fi.Mode().IsRegular() {
				if t := mime.TypeByExtension(path.Ext(name)); t != "" {
					h.Set("Content-Type", t)
				}
				h.Set("Content-Encoding", "gzip")
				h.Add("Vary", "Accept-Encoding")
				http.ServeFile(w, r, gz)
				return
			}
		}
		files.ServeHTTP(w, r)
	})
}
