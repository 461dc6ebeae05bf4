// The browser test of the page on a phone, a tablet and a desktop (issue
// 28, point 1): at each size, with touch where the device has it, the
// board comes first and whole, the setup is folded under it on narrow
// screens, New game brings the board back into view, and Qi Guo's 19x19
// board is reached and played by taps on every file. A screenshot per
// size (SHOTS=../screenshots npm test writes the README's).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { openPage, shots, start } from "./lib/setup.mjs";

let env;
let server;
let browser;

before(async () => {
  env = await start();
  ({ server, browser } = env);
});

after(async () => {
  if (env) await env.close();
});

const DEVICES = [
  { name: "phone", width: 360, height: 740, touch: true, narrow: true },
  { name: "tablet", width: 768, height: 1024, touch: true, narrow: true },
  { name: "desktop", width: 1280, height: 800, touch: false, narrow: false },
];

// inView reports whether the box lies inside the viewport.
const inView = (b, d) => b.x >= -1 && b.y >= -1 && b.x + b.width <= d.width + 1 && b.y + b.height <= d.height + 1;

for (const d of DEVICES) {
  test(`${d.name} (${d.width}x${d.height}${d.touch ? ", touch" : ""}): the board first and whole; Qi Guo played by ${d.touch ? "taps" : "clicks"} on every file`, async () => {
    const problems = [];
    const page = await openPage(browser, server.url, { viewport: { width: d.width, height: d.height }, hasTouch: d.touch, isMobile: d.touch, deviceScaleFactor: 1 }, problems);
    const press = (loc) => (d.touch ? loc.tap() : loc.click());
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth) <= d.width, "no sideways scrolling");
    // The board first, whole, before the setup.
    const board = await page.locator("#board").boundingBox();
    assert.ok(inView(board, d), `the board is whole in view: ${JSON.stringify(board)}`);
    const setup = await page.locator("#setup").boundingBox();
    if (d.narrow) {
      assert.ok(setup.y > board.y + board.height, "the setup is under the board");
      assert.equal(await page.getAttribute("#setup", "open"), null, "the setup is folded");
      await press(page.locator("#setup > summary"));
    }
    // A Makruk move by taps.
    await press(page.locator(".sq[data-square='e3']"));
    await press(page.locator(".sq[data-square='e4']"));
    assert.equal(await page.evaluate(() => window.chaturangaPage.plies.length), 1);
    // Qi Guo: New game brings the board into view.
    await page.selectOption("#game", "qiguo");
    await press(page.locator("#start"));
    await page.waitForFunction(() => document.documentElement.dataset.game === "qiguo");
    await page.waitForTimeout(100);
    const q = await page.locator("#board").boundingBox();
    assert.ok(q.y >= -1 && q.y < d.height / 2, `the board comes into view after New game (top at ${q.y})`);
    assert.ok(q.x >= 0 && q.x + q.width <= d.width + 1, `Qi Guo's board fits the width: ${JSON.stringify(q)}`);
    if (!d.narrow) assert.ok(inView(q, d), `Qi Guo's board is whole in view: ${JSON.stringify(q)}`);
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: join(shots, `${d.name}-qiguo.png`) });
    // Every file: a tap reaches its squares, and a piece on it moves.
    const files = await page.evaluate(() => [...new Set([...document.querySelectorAll("#board .sq[data-square]")].map((b) => b.dataset.square.replace(/[0-9]+$/, "")))].sort());
    assert.equal(files.length, 19);
    const moved = [];
    for (const f of files) {
      let done = false;
      for (let tries = 0; tries < 8 && !done; tries++) {
        // A legal move of the state to move from this file, else to it.
        const move = await page.evaluate((file) => {
          const ms = window.chaturangaPage.live.legalMoves().split(" ").map((m) => /^([a-z])([0-9]+)([a-z])([0-9]+)/.exec(m)).filter(Boolean);
          const m = ms.find((x) => x[1] === file) || ms.find((x) => x[3] === file) || ms[0];
          return { from: m[1] + m[2], to: m[3] + m[4], hit: m[1] === file || m[3] === file };
        }, f);
        const n = await page.evaluate(() => window.chaturangaPage.plies.length);
        const from = page.locator(`.sq[data-square="${move.from}"]`);
        await from.scrollIntoViewIfNeeded();
        await press(from);
        assert.equal(await page.evaluate(() => window.chaturangaPage.lastTap), move.from, `the tap on ${move.from} reached it`);
        const to = page.locator(`.sq[data-square="${move.to}"]`);
        await to.scrollIntoViewIfNeeded();
        await press(to);
        await page.waitForFunction((k) => window.chaturangaPage.plies.length === k + 1, n);
        if (move.hit) {
          moved.push(move.from + move.to);
          done = true;
        }
      }
      assert.ok(done, `a piece moved on the ${f}-file`);
    }
    assert.equal(moved.length, 19, moved.join(" "));
    // Back to Makruk for the size's picture of an 8x8 game.
    await page.selectOption("#game", "makruk");
    await press(page.locator("#start"));
    await page.waitForFunction(() => document.documentElement.dataset.game === "makruk");
    await page.waitForTimeout(100);
    assert.ok(inView(await page.locator("#board").boundingBox(), d), "Makruk's board whole in view after New game");
    await page.screenshot({ path: join(shots, `${d.name}.png`) });
    assert.deepEqual(problems, []);
    await page.context().close();
  });
}

// A pinch on Qi Guo's board zooms it (the page leaves pinch-zoom to the
// browser: touch-action: pinch-zoom on the board), takes no tap for a
// move, and a tap on the zoomed board still moves a piece. The gesture is
// two touch points moving apart, sent through the DevTools protocol
// (Input.dispatchTouchEvent) on a phone with touch; its coordinates are
// CSS pixels of the visual viewport.
test("phone: a pinch zooms Qi Guo's board, and a tap still moves a piece", async () => {
  const problems = [];
  const page = await openPage(browser, server.url, { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 }, problems);
  await page.locator("#setup > summary").tap();
  await page.selectOption("#game", "qiguo");
  await page.locator("#start").tap();
  await page.waitForFunction(() => document.documentElement.dataset.game === "qiguo");
  await page.waitForTimeout(100);
  const cdp = await page.context().newCDPSession(page);
  const touch = (type, points) => cdp.send("Input.dispatchTouchEvent", { type, touchPoints: points.map(([x, y], id) => ({ x, y, id, radiusX: 1, radiusY: 1, force: 1 })) });
  // where returns a square's centre in the visual viewport, its size on
  // the screen, and whether it is in view.
  const where = (s) => page.evaluate((s) => {
    const r = document.querySelector(`.sq[data-square="${s}"]`).getBoundingClientRect();
    const v = visualViewport;
    const x = r.x + r.width / 2 - v.offsetLeft;
    const y = r.y + r.height / 2 - v.offsetTop;
    return { x, y, size: r.width * v.scale, scale: v.scale, seen: r.x >= v.offsetLeft && r.y >= v.offsetTop && r.right <= v.offsetLeft + v.width && r.bottom <= v.offsetTop + v.height };
  }, s);
  const state = () => page.evaluate(() => ({ plies: window.chaturangaPage.plies.length, tap: window.chaturangaPage.lastTap ?? null }));
  const before = await state();
  const moves = await page.evaluate(() => window.chaturangaPage.live.legalMoves().split(" ").map((m) => /^([a-z][0-9]+)([a-z][0-9]+)$/.exec(m)).filter(Boolean).map((m) => [m[1], m[2]]));
  const [from0] = moves[0];
  const small = await where(from0);
  // The pinch, about the first move's square: the fingers part step by
  // step until the page is zoomed twice or more (the browser starts a
  // pinch only past a slop).
  const c = small;
  await touch("touchStart", [[c.x - 20, c.y], [c.x + 20, c.y]]);
  let scale = 1;
  for (let i = 1; i <= 40 && scale < 2; i++) {
    await touch("touchMove", [[c.x - 20 - 4 * i, c.y], [c.x + 20 + 4 * i, c.y]]);
    await page.waitForTimeout(16);
    scale = await page.evaluate(() => visualViewport.scale);
  }
  await touch("touchEnd", []);
  await page.waitForTimeout(500);
  const big = await where(from0);
  assert.ok(big.scale >= 1.5, `the page zoomed: scale ${big.scale}`);
  assert.ok(big.size >= 1.5 * small.size, `a square grew on the screen from ${small.size} to ${big.size} px`);
  assert.deepEqual(await state(), before, "the pinch chose no square and played no move");
  // A move whose squares are both in view, by two taps.
  let move = null;
  for (const [f, t] of moves) {
    const a = await where(f);
    const b = await where(t);
    if (a.seen && b.seen) {
      move = [f, t, a, b];
      break;
    }
  }
  assert.ok(move, "a move of the state to move is in view on the zoomed board");
  const tap = async (p) => {
    await touch("touchStart", [[p.x, p.y]]);
    await page.waitForTimeout(30);
    await touch("touchEnd", []);
  };
  await tap(move[2]);
  await page.waitForFunction((s) => window.chaturangaPage.lastTap === s, move[0]);
  await tap(move[3]);
  await page.waitForFunction((n) => window.chaturangaPage.plies.length === n + 1, before.plies);
  assert.equal(await page.evaluate(() => window.chaturangaPage.live.moveStack()), move[0] + move[1]);
  assert.ok(await page.evaluate(() => visualViewport.scale) >= 1.5, "still zoomed");
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: join(shots, "phone-qiguo-zoomed.png") });
  assert.deepEqual(problems, []);
  await page.context().close();
});
