// A static file server for the built site (the page needs no server
// logic: any static host serves it). Used by the browser test.
import { createServer } from "node:http";
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, sep } from "node:path";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".wasm": "application/wasm",
  ".svg": "image/svg+xml",
  ".png": "image/png",
};

// serve serves the folder root on 127.0.0.1 at a free port, as the Go
// server of examples/web does: the gzipped copy the build made beside a
// file where the browser takes gzip. Resolves to {url, close}.
export function serve(root) {
  const server = createServer(async (req, res) => {
    try {
      let path = decodeURIComponent(new URL(req.url, "http://x").pathname);
      if (path.endsWith("/")) path += "index.html";
      const file = normalize(join(root, path));
      if (!file.startsWith(normalize(root) + sep)) throw new Error("outside");
      const st = await stat(file);
      if (!st.isFile()) throw new Error("not a file");
      const headers = { "Content-Type": TYPES[extname(file)] || "application/octet-stream", "Cache-Control": "no-cache" };
      let body = null;
      if (/\bgzip\b/.test(req.headers["accept-encoding"] || "")) {
        try {
          body = await readFile(file + ".gz");
          headers["Content-Encoding"] = "gzip";
          headers.Vary = "Accept-Encoding";
        } catch { /* no gzipped copy */ }
      }
      res.writeHead(200, headers);
      res.end(body || await readFile(file));
    } catch {
      res.writeHead(404, { "Content-Type": "text/plain" });
      res.end("not found");
    }
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      resolve({ url: `http://127.0.0.1:${port}/`, close: () => new Promise((r) => server.close(r)) });
    });
  });
}
