// The set-up every browser spec shares: the built site (npm test's
// ./site, SITE, or one built for a spec run alone), the static server,
// Debian's headless chromium, and a page opened and ready with its console
// errors and uncaught exceptions collected.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { serve } from "../serve.mjs";

// here is the folder of the spec files (examples/web/test), repo the
// module's root.
export const here = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const repo = resolve(here, "../../..");
// shots is where the screenshots go (SHOTS=../screenshots for the README's).
export const shots = resolve(process.env.SHOTS || join(here, "out"));

const CHROMIUM = process.env.CHROMIUM || "/usr/bin/chromium";
// The flags this machine's closed network needs (no background
// connections, no QUIC) besides headless and no sandbox (root).
const ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync"];

// findSite returns the built site: SITE, or ./site that npm test builds
// first (build.mjs), or else one built now into a folder under parent (a
// new temporary folder when parent is not given). built says the site was
// built here (the caller removes dir), buildMs how long that took.
export function findSite(parent) {
  const dir = process.env.SITE || (existsSync(join(here, "site", "index.html")) ? join(here, "site") : "");
  if (dir) return { dir, built: false };
  const out = parent ? join(parent, "site") : mkdtempSync(join(tmpdir(), "chaturanga-site-"));
  const t = Date.now();
  execFileSync("go", ["run", "./examples/web", "-out", out], { cwd: repo, stdio: ["ignore", "ignore", "inherit"] });
  return { dir: out, built: true, buildMs: Date.now() - t };
}

// launch starts headless chromium.
export function launch() {
  return chromium.launch({ executablePath: CHROMIUM, args: ARGS });
}

// start finds (or builds) the site, serves it and launches the browser.
// close undoes it all; a failed start undoes what it did before it throws.
export async function start() {
  const env = { site: null, server: null, browser: null };
  env.close = async () => {
    if (env.browser) await env.browser.close();
    if (env.server) await env.server.close();
    if (env.site && env.site.built) rmSync(env.site.dir, { recursive: true, force: true });
  };
  try {
    env.site = findSite();
    env.server = await serve(env.site.dir);
    env.browser = await launch();
  } catch (e) {
    await env.close();
    throw e;
  }
  return env;
}

// watch adds the page's console errors and uncaught exceptions to problems.
export function watch(page, problems) {
  page.on("console", (m) => { if (m.type() === "error") problems.push(`console error: ${m.text()}`); });
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
}

// ready waits until the page has loaded its rules and drawn the board.
export function ready(page, timeout = 30000) {
  return page.waitForSelector("html[data-ready='1']", { timeout });
}

// openPage opens url in a new context of browser with the given context
// options, watched into problems, and waits until it is ready. init, if
// given, runs in the context before any page script (addInitScript).
export async function openPage(browser, url, options, problems, init) {
  const ctx = await browser.newContext(options);
  if (init) await ctx.addInitScript(init);
  const page = await ctx.newPage();
  watch(page, problems);
  await page.goto(url);
  await ready(page);
  return page;
}
