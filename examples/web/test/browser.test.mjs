// The browser test of examples/web: the page built as a static site
// (go run ./examples/web -out DIR), served by a plain static file server,
// driven in Debian's headless chromium by playwright-core. Everything is
// done as a player does it: clicks, drags, keys, files.
//
//	npm ci && npm test                         (from examples/web/test)
//	SITE=DIR npm test                          test an already built site
//	SHOTS=../screenshots npm test              write the screenshots there (the README's)
//
// Any console error or uncaught exception in the page fails the test.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { here, openPage, ready, repo, shots, start, watch } from "./lib/setup.mjs";

let env;
let server;
let browser;
let page;
const problems = []; // console errors and page errors
const timings = {};

function noProblems() {
  assert.deepEqual(problems, [], "the page logged errors");
}

const sq = (s) => page.locator(`.sq[data-square="${s}"]`);

async function clickMove(uci) {
  await sq(uci.slice(0, 2)).click();
  await sq(uci.slice(2, 4)).click();
}

async function newGame(game, rules) {
  await page.selectOption("#game", game);
  if (rules) await page.selectOption("#rules", rules);
  await page.click("#start");
  await page.waitForFunction((g) => document.documentElement.dataset.game === g, game);
}

const plies = () => page.evaluate(() => window.chaturangaPage.plies.length);
const fen = () => page.inputValue("#fen-out");

// shot saves the board and the game's panel (the setup forms left out).
async function shot(name) {
  mkdirSync(shots, { recursive: true });
  const a = await page.locator("#board-region").boundingBox();
  const b = await page.locator("#play .side-col").boundingBox();
  const x = Math.min(a.x, b.x) - 4;
  const y = Math.min(a.y, b.y) - 4;
  const clip = { x, y, width: Math.max(a.x + a.width, b.x + b.width) + 4 - x, height: Math.max(a.y + a.height, b.y + b.height) + 4 - y };
  await page.screenshot({ path: join(shots, name + ".png"), clip });
}

before(async () => {
  // npm test builds the site into ./site first (build.mjs); a spec run
  // alone builds its own unless SITE names one.
  env = await start();
  ({ server, browser } = env);
  if (env.site.built) timings.build = env.site.buildMs;
});

// open opens the page the tests play on (after the timing test, whose
// loads must not share the machine with it), once.
async function open() {
  if (page) return;
  page = await openPage(browser, server.url, { viewport: { width: 1280, height: 900 }, acceptDownloads: true }, problems);
}

after(async () => {
  if (env) await env.close();
  console.log("timings (ms):", JSON.stringify(timings));
});

// loadFactor measures how loaded the machine is now: the wall time of
// 100 ms of CPU work in this process over its CPU time (about 1 on a
// quiet machine; 4 or more when many busy processes share its 2 cores).
function loadFactor() {
  const t0 = process.hrtime.bigint();
  const c0 = process.cpuUsage();
  let cpu = 0;
  let x = 0;
  while (cpu < 100e3) {
    for (let i = 0; i < 1e5; i++) x = (x + i) % 1000003;
    const u = process.cpuUsage(c0);
    cpu = u.user + u.system;
  }
  const wall = Number(process.hrtime.bigint() - t0) / 1e3;
  return x >= 0 ? Math.max(1, wall / cpu) : 1;
}

// openTimed opens the page in a fresh context (nothing cached) and
// returns, once its board takes input: the page's own time from the
// navigation's start to then (wall), the CPU time of its main thread
// meanwhile (the Performance domain's ThreadTime in thread ticks, enabled
// before the navigation: the work the page did, whatever else the
// machine does), the CPU time of its whole renderer (the WebAssembly
// compiled on other threads too), and its main thread's long tasks.
async function openTimed() {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await ctx.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__longTasks.push(e.duration); }).observe({ type: "longtask", buffered: true });
  });
  const p = await ctx.newPage();
  watch(p, problems);
  const cdp = await ctx.newCDPSession(p);
  await cdp.send("Performance.enable", { timeDomain: "threadTicks" });
  const metric = async (name) => (await cdp.send("Performance.getMetrics")).metrics.find((m) => m.name === name)?.value ?? NaN;
  const process0 = await metric("ProcessTime");
  await p.goto(server.url);
  await ready(p);
  await p.locator(".sq[data-square='e3'][data-movable]").waitFor();
  const thread = await metric("ThreadTime");
  const proc = await metric("ProcessTime");
  const [wall, longTasks] = await p.evaluate(() => [window.chaturangaPage.timings.interactive, window.__longTasks.slice()]);
  await ctx.close();
  return { wall: Math.round(wall), cpu: Math.round(thread * 1000), renderer: Math.round((proc - process0) * 1000), longest: Math.round(Math.max(0, ...longTasks)) };
}

// The page is interactive (the rules loaded, the board drawn and
// clickable) within 2 s of opening it, in a fresh browser profile with
// nothing cached: by the page's own clock from the navigation's start.
// On a machine shared with other work the wall time says more about the
// others than about the page, so the test also measures the page's own
// work (its main thread's CPU time until the board takes input) and how
// loaded the machine is (loadFactor, before and after). A load passes
// when its wall time is under 2 s, or, on a loaded machine (factor 1.5 or
// more), when its main thread's CPU time is under 2 s and its wall time
// under 2 s times the factor: a page that does more work, or waits
// longer than the load explains, still fails. Up to three loads are
// tried; every figure is reported.
test("the page is interactive within 2 s", async () => {
  const tries = [];
  let ok = false;
  for (let i = 0; i < 3 && !ok; i++) {
    const before = loadFactor();
    const t = await openTimed();
    t.load = Math.round(((before + loadFactor()) / 2) * 10) / 10;
    tries.push(t);
    ok = t.wall < 2000 || (t.load >= 1.5 && t.cpu < 2000 && t.wall < 2000 * t.load);
  }
  timings.interactive = tries;
  assert.ok(ok, `interactive after ${JSON.stringify(tries)} (ms; load: the machine's slowdown)`);
  // The main thread did under 2 s of work in every load.
  for (const t of tries) assert.ok(t.cpu > 0 && t.cpu < 2000, `main thread CPU ${t.cpu} ms`);
  noProblems();
});

test("Makruk: a refused move shows its rule, then a game played by clicks to checkmate", async () => {
  await open();
  await newGame("makruk", "default");
  await clickMove("e3e5");
  await assert.doesNotReject(page.waitForFunction(() => /MK-7/.test(document.getElementById("message").textContent)));
  assert.equal(await page.textContent("#message"), "A bia cannot move from e3 to e5 (MK-7).");
  assert.equal(await plies(), 0);
  // 1. Ke2 a5 2. Nd2 Ne7 3. Nc4 Nd7 4. Nxd6#, one move dragged.
  for (const m of ["d1e2", "a6a5", "b1d2", "g8e7", "d2c4", "b8d7"]) await clickMove(m);
  await sq("c4").dragTo(sq("d6"));
  assert.equal(await plies(), 7);
  assert.equal(await page.textContent("#result"), "1-0: White wins by checkmate.");
  assert.equal(await page.locator(".sq[data-movable]").count(), 0, "the game is over: nothing moves");
  assert.deepEqual(await page.locator("#moves .ply").allTextContents(), ["Ke2", "a5", "Nd2", "Ne7", "Nc4", "Nd7", "Nxd6#"]);
  await shot("makruk");
  // Review: the position after 2. Nd2, then back.
  await page.click("#moves .ply[data-ply='3']");
  assert.equal(await page.isVisible("#review-bar"), true);
  assert.equal((await fen()).split(" ")[0], "rnsmksnr/8/1ppppppp/p7/8/PPPPPPPP/3NK3/R1S1MSNR");
  await page.click("#review-live");
  assert.equal(await page.isVisible("#review-bar"), false);
  // Undo takes the mate back; the game goes on.
  await page.click("#undo");
  assert.equal(await plies(), 6);
  assert.equal(await page.textContent("#result"), "");
  noProblems();
});

test("Makruk: the count started and stopped with buttons; ASEAN's promotion choice", async () => {
  await open();
  await page.selectOption("#game", "makruk");
  await page.selectOption("#rules", "default");
  // No bia left: White may start the board's honour (MK-12).
  await page.fill("#fen-input", "4k3/4r3/8/8/8/3R4/8/3K1M2 w - - 0 30");
  await page.click("#load-fen");
  await page.click("button.action[data-action='count']");
  assert.match(await fen(), / bw0\/64$/);
  // The count runs: the side that counts may stop it on its turn.
  await clickMove("d3d4");
  assert.equal(await page.locator("button.action[data-action='stop-count']").count(), 0, "Black does not count");
  await clickMove("e8f8");
  await page.click("button.action[data-action='stop-count']");
  assert.deepEqual(await page.locator("#moves .ply").allTextContents(), ["count", "Rd4", "Kf8", "stop-count"]);
  assert.doesNotMatch(await fen(), /bw/);
  // ASEAN: a pawn reaching the last rank chooses its piece.
  await page.selectOption("#rules", "asean");
  await page.fill("#fen-input", "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
  await page.click("#load-fen");
  await clickMove("b7b8");
  const choices = await page.locator("#promotion button.promo").allTextContents();
  assert.ok(choices.length >= 3, `promotion choices: ${choices}`);
  const rook = page.locator("#promotion button.promo", { hasText: "R" });
  await rook.click();
  assert.match((await fen()).split(" ")[0], /^1R2k3/);
  noProblems();
});

test("claims, agreed draws and resignations as buttons", async () => {
  await open();
  await newGame("makruk", "default");
  for (const m of ["b1d2", "g8e7", "d2b1", "e7g8", "b1d2", "g8e7", "d2b1", "e7g8"]) await clickMove(m);
  await page.click("button.claim[data-claim='repetition']");
  assert.equal(await page.textContent("#result"), "1/2-1/2: Draw by repetition.");
  await page.click("#undo");
  assert.equal(await page.textContent("#result"), "");
  await page.click("#offer-draw");
  assert.match(await page.textContent("#draw-offer"), /White offers a draw/);
  await page.click("#accept-draw");
  assert.equal(await page.textContent("#result"), "1/2-1/2: Draw by agreement.");
  await page.click("#undo");
  // Resigning asks first: No plays on, Yes resigns.
  await page.click("#resign");
  assert.equal(await page.isVisible("#resign-box"), true);
  await page.click("#resign-cancel");
  assert.equal(await page.textContent("#result"), "");
  await page.click("#resign");
  await page.click("#resign-confirm");
  assert.equal(await page.textContent("#result"), "0-1: Black wins: White resigned.");
  assert.equal(await plies(), 8);
  noProblems();
});

test("Sittuyin: the setup placed from the hand by clicks", async () => {
  await open();
  await newGame("sittuyin", "default");
  // The first piece dragged from the hand drawn beside the board.
  await page.locator(".hand-sq").first().dragTo(sq("e2"));
  let drops = 1;
  while (await page.isVisible("#hand")) {
    if (drops === 10) await shot("sittuyin");
    // From the hand beside the board, or from the list under it.
    await page.locator(drops % 2 ? ".hand-sq" : "#hand .hand-piece").first().click();
    await page.locator(".sq[data-target]").first().click();
    drops++;
    assert.ok(drops <= 40, "the setup does not end");
  }
  assert.equal(drops, 16);
  assert.match(await page.textContent("#status"), /^White to move/);
  assert.ok(await page.locator(".sq[data-movable]").count() > 0, "after the setup pieces move");
  noProblems();
});

test("Qi Guo: a round of the seven states by clicks; the bot takes seats", async () => {
  await open();
  await newGame("qiguo", "default");
  const states = await page.locator("#moves thead th").allTextContents();
  assert.deepEqual(states.slice(1), ["Qin", "Han", "Chu", "Wei", "Qi", "Yan", "Zhao"]);
  for (let i = 0; i < 7; i++) {
    await page.locator(".sq[data-movable]").first().click();
    await page.locator(".sq[data-target]").first().click();
  }
  assert.equal(await plies(), 7);
  assert.equal(await page.locator("#moves tbody tr").count(), 1, "one round: one row of seven seats");
  assert.equal(await page.locator("#moves tbody tr td .ply").count(), 7);
  assert.match(await page.textContent("#status"), /^Qin to move/);
  // Any state at the bottom.
  await page.selectOption("#bottom", { label: "Chu" });
  await shot("qiguo");
  // Four players: the seating the library accepts is offered; who plays
  // which state can be changed, and the library judges it (QG-22).
  await page.selectOption("#players", "4");
  await page.click("#start");
  assert.equal(await page.textContent("#message"), "");
  assert.equal(await page.locator("#players-box select").count(), 4);
  assert.match(await page.evaluate(() => window.chaturangaPage.live.rules()), /Alliances=/);
  await page.selectOption("#seat-list select[data-state='2']", "0");
  await page.click("#start");
  assert.match(await page.textContent("#message"), /QG-22/);
  await page.selectOption("#players", "7");
  await page.click("#start");
  assert.equal(await page.locator("#players-box select").count(), 7);
  // Six states to the bot: one human move, then the bots' six.
  for (const name of ["Han", "Chu", "Wei", "Qi", "Yan", "Zhao"]) {
    await page.selectOption(`#players-box select[aria-label^="${name} "]`, "bot");
  }
  await page.locator(".sq[data-movable]").first().click();
  await page.locator(".sq[data-target]").first().click();
  await page.waitForFunction(() => window.chaturangaPage.plies.length === 7, null, { timeout: 20000 });
  assert.match(await page.textContent("#status"), /^Qin to move/);
  noProblems();
});

test("PGN: a record loaded, reviewed, exported and read back by the page and the Go library", async () => {
  await open();
  const record = readFileSync(join(here, "testdata", "shatranj-fsf.pgn"), "utf8");
  await page.fill("#pgn-input", record);
  await page.click("#load-pgn");
  await page.waitForFunction(() => document.documentElement.dataset.game === "shatranj");
  assert.equal(await plies(), 137);
  assert.equal(await page.textContent("#result"), "0-1: Black wins: White has only the king left.");
  assert.equal(await page.textContent("#tags dd >> nth=0"), "Fairy-Stockfish self-play");
  const endFEN = await fen();
  // The export, downloaded as a player does, reads back into the page...
  const [download] = await Promise.all([page.waitForEvent("download"), page.click("#download-pgn")]);
  const file = join(mkdtempSync(join(tmpdir(), "pgn-")), "game.pgn");
  await download.saveAs(file);
  const exported = readFileSync(file, "utf8");
  assert.match(exported, /\[Variant "shatranj"\]/);
  await newGame("makruk");
  await page.setInputFiles("#pgn-file", file);
  await page.waitForFunction(() => document.documentElement.dataset.game === "shatranj");
  assert.equal(await plies(), 137);
  assert.equal(await fen(), endFEN);
  assert.equal(await page.textContent("#result"), "0-1: Black wins: White has only the king left.");
  assert.equal(await page.textContent("#tags dd >> nth=0"), "Fairy-Stockfish self-play", "the record's tags are kept");
  // ...and into the Go library (the pgn tool replays it).
  const out = execFileSync("go", ["run", "./examples/pgn"], { cwd: repo, input: exported, encoding: "utf8" });
  const answer = JSON.parse(out.trim().split("\n")[0]);
  assert.equal(answer.error ?? "", "", out);
  assert.equal(answer.plies, 137);
  assert.equal(answer.variant, "shatranj");
  await shot("shatranj");
  // The copy of the FEN: the field shows it.
  await page.click("#copy-fen");
  assert.equal(await fen(), endFEN);
  noProblems();
});

test("a bot move at depth 3 in an 8x8 game within 1 s, in a Web Worker", async () => {
  await open();
  await newGame("makruk", "default");
  await page.selectOption("#depth", "3");
  await page.selectOption(`#players-box select[aria-label^="Black "]`, "bot");
  await page.waitForFunction(() => window.chaturangaPage.bot && window.chaturangaPage.bot.readyMs !== null, null, { timeout: 20000 });
  const times = [];
  for (const m of ["e3e4", "b1d2", "d3d4"]) {
    const n = await plies();
    await clickMove(m);
    await page.waitForFunction((k) => window.chaturangaPage.plies.length === k, n + 2, { timeout: 10000 });
    times.push(Math.round(await page.evaluate(() => window.chaturangaPage.timings.lastBot.ms)));
  }
  timings.bot = times;
  assert.ok(Math.max(...times) < 1000, `bot moves took ${times.join(", ")} ms`);
  await page.selectOption(`#players-box select[aria-label^="Black "]`, "human");
  noProblems();
});

test("hostile input stays inert; a huge or broken record gets the library's error", async () => {
  await open();
  await page.evaluate(() => { window.__pwned = undefined; });
  const hostile = readFileSync(join(here, "testdata", "hostile.pgn"), "utf8");
  await page.fill("#pgn-input", hostile);
  await page.click("#load-pgn");
  await page.waitForFunction(() => window.chaturangaPage.plies.length === 3);
  const dd = await page.locator("#tags dd").allTextContents();
  assert.ok(dd.includes("<script>window.__pwned = 'event'</script>"), dd.join(" | "));
  assert.ok(dd.includes(`<img src=x onerror="window.__pwned='white'">`), dd.join(" | "));
  assert.ok(dd.includes("javascript:window.__pwned='site'"), dd.join(" | "));
  // A pasted FEN of markup: the error quotes it as text.
  await page.fill("#fen-input", `<img src=x onerror="window.__pwned='fen'">`);
  await page.click("#load-fen");
  assert.match(await page.textContent("#message"), /^This FEN cannot be read\. .*<img src=x/);
  assert.deepEqual(await page.locator("#message *").evaluateAll((es) => es.map((e) => e.tagName + e.attributes.length)), ["BDI0"],
    "the message is text, the quoted input isolated");
  await page.waitForTimeout(300);
  const leaked = await page.evaluate(() => ({
    pwned: window.__pwned,
    imgs: document.querySelectorAll("img[src='x'], img[onerror]").length,
    scripts: [...document.scripts].filter((s) => !s.src).length,
    links: document.querySelectorAll("a[href^='javascript']").length,
    handlers: [...document.querySelectorAll("*")].filter((e) => [...e.attributes].some((a) => a.name.startsWith("on"))).length,
  }));
  assert.deepEqual(leaked, { pwned: undefined, imgs: 0, scripts: 0, links: 0, handlers: 0 });
  // A broken record: the moves up to the fault are kept and the fault is
  // named.
  await page.fill("#pgn-input", '[Variant "makruk"]\n\n1. e4 e5 2. e5 *\n');
  await page.click("#load-pgn");
  await page.waitForFunction(() => /stops at ply 3/.test(document.getElementById("message").textContent));
  assert.match(await page.textContent("#message"), /MK-\d+/);
  assert.equal(await plies(), 2);
  // Huge records from a file: over the Go reader's limits (100,000
  // moves), and over the JS package's input limit (8 MiB).
  const moves = "[Variant \"makruk\"]\n\n" + "1. e4 e5 2. Nd2 Nd7 3. Nb1 Nb8 4. Nd2 Nd7 ".repeat(80000) + "*\n";
  await page.setInputFiles("#pgn-file", { name: "long.pgn", mimeType: "text/plain", buffer: Buffer.from(moves) });
  await page.waitForFunction(() => /cannot be read\. The moves: more moves than the limit of 100000/.test(document.getElementById("message").textContent));
  const big = "[Variant \"makruk\"]\n\n{" + "x".repeat(9 << 20) + "} *\n";
  await page.setInputFiles("#pgn-file", { name: "huge.pgn", mimeType: "text/plain", buffer: Buffer.from(big) });
  await page.waitForFunction(() => /cannot be read\. .*limit is 8388608 bytes/.test(document.getElementById("message").textContent));
  // A record that is no PGN at all.
  await page.fill("#pgn-input", "\u0000\u0001 not a record [[[");
  await page.click("#load-pgn");
  await page.waitForFunction(() => /cannot be read/.test(document.getElementById("message").textContent));
  // The page goes on working.
  await newGame("makruk", "default");
  await clickMove("e3e4");
  assert.equal(await plies(), 1);
  noProblems();
});

test("keyboard: moves typed and played from the squares; the other games drawn", async () => {
  await open();
  await newGame("shatar");
  // Shatar's pawns have no double step (SR-7): the refusal says so.
  await page.fill("#move-input", "e4");
  await page.press("#move-input", "Enter");
  assert.match(await page.textContent("#message"), /^A .* \(SR-7\)\.$/);
  await page.fill("#move-input", "e3");
  await page.press("#move-input", "Enter");
  assert.equal(await plies(), 1);
  await page.fill("#move-input", "e7e6");
  await page.press("#move-input", "Enter");
  assert.equal(await plies(), 2);
  // From the squares: focus c2, Enter, up, Enter.
  await sq("c2").focus();
  await page.keyboard.press("Enter");
  await page.keyboard.press("ArrowUp");
  assert.equal(await page.evaluate(() => document.activeElement.dataset.square), "c3");
  await page.keyboard.press("Enter");
  assert.equal(await plies(), 3);
  assert.match(await page.getAttribute(".sq[data-square='c3']", "aria-label"), /^c3, white /);
  await shot("shatar");
  // Flip: Black's side at the bottom, h1 in the top left corner.
  const corner = () => page.locator("#board .sq").first().getAttribute("data-square");
  assert.equal(await corner(), "a8");
  await page.click("#flip");
  assert.equal(await corner(), "h1");
  await page.click("#flip");
  await newGame("chator");
  await shot("chator");
  noProblems();
});

test("usable at 360 px wide", async () => {
  await open();
  await page.setViewportSize({ width: 360, height: 740 });
  await newGame("makruk", "default");
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 360, `the page is ${width} px wide`);
  await clickMove("e3e4");
  assert.equal(await plies(), 1);
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: join(shots, "narrow.png") });
  noProblems();
});
