// The bytes of a first visit over the wire (issue 28, point 3): the built
// site served by the Go server of examples/web (go build, then -site DIR),
// which sends brotli or gzip copies where the browser takes them; a fresh
// browser profile opens the page and waits for the bot's worker to be
// ready; every response's encoded body and headers are added up.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { findSite, launch, ready, repo } from "./lib/setup.mjs";

let site;
let tmp;
let server;
let url;
let browser;

before(async () => {
  tmp = mkdtempSync(join(tmpdir(), "chaturanga-wire-"));
  site = findSite(tmp);
  const bin = join(tmp, "web");
  execFileSync("go", ["build", "-o", bin, "./examples/web"], { cwd: repo, stdio: ["ignore", "ignore", "inherit"] });
  server = spawn(bin, ["-site", site.dir, "-addr", "127.0.0.1:0"], { stdio: ["ignore", "pipe", "inherit"] });
  url = await new Promise((res, rej) => {
    let out = "";
    server.stdout.on("data", (b) => {
      out += b;
      const m = /serving the page on (http:\/\/\S+)/.exec(out);
      if (m) res(m[1]);
    });
    server.on("exit", (code) => rej(new Error(`the Go server exited: ${code}`)));
  });
  browser = await launch();
});

after(async () => {
  if (browser) await browser.close();
  if (server) server.kill("SIGTERM");
  rmSync(tmp, { recursive: true, force: true });
  if (site && site.built) rmSync(site.dir, { recursive: true, force: true });
});

test("a first visit's bytes over the wire, with the bot loaded, from the Go server", async () => {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await ctx.newPage();
  const responses = [];
  ctx.on("response", (r) => responses.push(r));
  await page.goto(url);
  await ready(page, 60000);
  await page.waitForFunction(() => window.chaturangaPage.bot && window.chaturangaPage.bot.readyMs !== null, null, { timeout: 60000 });
  await page.waitForTimeout(500);
  const rows = [];
  for (const r of responses) {
    const s = await r.request().sizes();
    rows.push({ path: new URL(r.url()).pathname, encoding: (await r.allHeaders())["content-encoding"] || "", bytes: s.responseBodySize + s.responseHeadersSize });
  }
  const total = rows.reduce((a, r) => a + r.bytes, 0);
  console.log("first visit over the wire:", JSON.stringify({ total, files: rows.map((r) => `${r.path} ${r.encoding || "identity"} ${r.bytes}`) }));
  // One WebAssembly program, compressed, fetched once: the bot's worker
  // runs its search in the rules' module, from the browser's cache.
  const wasm = rows.filter((x) => x.path.endsWith(".wasm"));
  assert.deepEqual([...new Set(wasm.map((x) => x.path))], ["/pkg/dist/chaturanga.wasm"]);
  assert.equal(wasm.filter((x) => x.bytes > 100000).length, 1, "the WebAssembly comes over the wire once");
  assert.match(wasm[0].encoding, /^(br|gzip)$/);
  // The goal: at most 2 MB over the wire, the bot loaded.
  assert.ok(total <= 2e6, `${total} bytes`);
  await ctx.close();
});
