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
