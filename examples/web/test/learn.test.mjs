// The browser test of the lessons to play (issue 28, point 4): every
// lesson of lessons/*.json is opened and each of its steps played through
// the page as a learner plays it (clicks on squares, the promotion's
// choice, the pieces in hand, action buttons), its "done" text and the
// progress checked; in each game a wrong legal move and an illegal one
// are tried and answered with the lesson's words and a rule ID; a step is
// played by keyboard alone, one by dragging and one by taps; the progress survives a
// reload and is forgotten on request; the lesson is readable at phone,
// tablet and desktop sizes (no sideways scrolling, no text under 14 px),
// with a screenshot at each (learn-phone.png, learn-tablet.png,
// learn-desktop.png); the tour's pictures stay one click away.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { here, openPage, shots, start } from "./lib/setup.mjs";

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

// The lessons, read from their source files (the site's learn/lessons.json
// must hold the same).
const dir = join(here, "..", "lessons");
const files = readdirSync(dir).filter((f) => f.endsWith(".json")).sort();
const lessons = files.flatMap((f) => JSON.parse(readFileSync(join(dir, f), "utf8")));

const isWord = (t) => !/^[a-z][0-9]{1,2}[a-z][0-9]{1,2}/.test(t) && !/^[A-Za-z]+@/.test(t);

// openLearn opens the page on its Learn tab.
async function openLearn(options, problems, init) {
  const page = await openPage(browser, server.url + "#learn", options, problems, init);
  await page.waitForSelector("#exercise[data-lesson]");
  return page;
}

// The page's own state, for the checks (the learner's view is the DOM).
const learnOf = (page, f, arg) => page.evaluate(f, arg);

// openLesson opens the lesson by its button in the list.
async function openLesson(page, l, si = 0) {
  const box = page.locator("#lesson-index-box");
  if ((await box.getAttribute("open")) === null) await page.click("#lesson-index-box > summary");
  await page.click(`#lesson-index button[data-id="${l.id}"]`);
  await page.waitForSelector(`#exercise[data-lesson="${l.id}"][data-step="${si}"]`);
}

// play makes the move text as a learner does: a word by its button, a
// drop by the piece in hand and the square, a move by its two squares
// (and the promotion's choice if the page asks). press is click or tap.
async function play(page, text, press = "click") {
  const act = (sel) => page.locator(sel)[press]();
  if (isWord(text)) return act(`#ex-actions button[data-action="${text}"]`);
  const drop = /^([A-Za-z]+)@([a-z][0-9]{1,2})$/.exec(text);
  if (drop) {
    await act(`#ex-hand button[data-drop="${drop[1]}"]`);
    return act(`#ex-board .sq[data-square="${drop[2]}"]`);
  }
  const m = /^([a-z][0-9]{1,2})([a-z][0-9]{1,2})/.exec(text);
  await act(`#ex-board .sq[data-square="${m[1]}"]`);
  await act(`#ex-board .sq[data-square="${m[2]}"]`);
  if (await page.isVisible("#ex-promotion")) await act(`#ex-promotion button[data-move="${text}"]`);
}

const feedback = (page) => page.textContent("#ex-feedback");

// solve plays step si's first answer and checks the done text and the
// progress mark.
async function solve(page, l, si, press) {
  const s = l.steps[si];
  assert.equal((await page.textContent("#ex-task")).trim(), s.task, `${l.id} step ${si + 1}: the task`);
  await play(page, s.accept[0], press);
  await page.waitForSelector(`#exercise[data-state="solved"][data-solved="${si}"]`, { timeout: 5000 }).catch(async (e) => {
    throw new Error(`${l.id} step ${si + 1}: ${s.accept[0]} played, not solved: "${await feedback(page)}" (${e.message.split("\n")[0]})`);
  });
  assert.equal(await page.getAttribute("#ex-feedback", "data-kind"), "done", `${l.id} step ${si + 1}: ${await feedback(page)}`);
  assert.ok((await feedback(page)).includes(s.done), `${l.id} step ${si + 1}: the done text, got ${await feedback(page)}`);
  const steps = Number(await page.getAttribute(`#lesson-index button[data-id="${l.id}"]`, "data-steps"));
  assert.ok(steps >= si + 1, `${l.id}: ${steps} steps marked done after step ${si + 1}`);
}

// illegalTry returns two squares the learner may click for a move the
// rules refuse with a rule ID: a piece that can move, and a square it
// cannot reach.
function illegalTry(page) {
  return learnOf(page, () => {
    const L = window.chaturangaPage.learn;
    const b = L.board;
    const from = [...new Set(b.legalMoves().split(" ").filter((m) => /^[a-z][0-9]/.test(m)).map((m) => m.match(/^[a-z][0-9]{1,2}/)[0]))];
    for (const f of from) {
      for (const t of L.squaresOf(b)) {
        if (t === f) continue;
        const x = b.explain(f + t);
        if (!x.legal && x.rule) return [f, t, x.rule];
      }
    }
    return null;
  });
}

test("the site holds every lesson of lessons/*.json", async () => {
  assert.ok(lessons.length > 0, "no lessons");
  const site = JSON.parse(readFileSync(join(env.site.dir, "learn", "lessons.json"), "utf8"));
  assert.deepEqual(site.map((l) => l.id).sort(), lessons.map((l) => l.id).sort());
});

test("every lesson played through, step by step, as a learner plays it; wrong and illegal tries answered; progress kept", async () => {
  const problems = [];
  const page = await openLearn({ viewport: { width: 1280, height: 800 } }, problems);
  const triedIn = new Set(); // the games whose wrong tries were checked
  for (const l of lessons) {
    await openLesson(page, l);
    for (let si = 0; si < l.steps.length; si++) {
      if (si > 0) {
        await page.click("#ex-next");
        await page.waitForSelector(`#exercise[data-lesson="${l.id}"][data-step="${si}"]`);
      }
      const s = l.steps[si];
      const wrong = Object.keys(s.wrong || {}).find((w) => !isWord(w) && !/@/.test(w));
      if (!triedIn.has(l.game) && wrong) {
        // A legal move that misses the goal: the lesson's words, the
        // hint, the position set again.
        await play(page, wrong);
        await page.waitForSelector("#ex-feedback[data-kind=wrong]");
        const f = await feedback(page);
        assert.ok(f.includes(s.wrong[wrong]), `${l.id}: the wrong move's text, got ${f}`);
        assert.ok(f.includes(s.hint), `${l.id}: the hint, got ${f}`);
        assert.equal(await page.getAttribute("#exercise", "data-state"), "play");
        assert.equal(await page.isDisabled("#ex-show"), true, "Show me waits for a second wrong try");
        // A move the rules refuse: the library's sentence and rule ID.
        const bad = await illegalTry(page);
        assert.ok(bad, `${l.id}: no illegal try found`);
        await page.click(`#ex-board .sq[data-square="${bad[0]}"]`);
        await page.click(`#ex-board .sq[data-square="${bad[1]}"]`);
        await page.waitForSelector("#ex-feedback[data-kind=illegal]");
        const g = await feedback(page);
        assert.match(g, /\([A-Z]{2}-[0-9]+\)/, `${l.id}: a rule ID, got ${g}`);
        assert.ok(g.includes(bad[2]) && g.includes(s.hint), `${l.id}: the rule ${bad[2]} and the hint, got ${g}`);
        // After two wrong tries, Show me says the answer.
        assert.equal(await page.isDisabled("#ex-show"), false, "Show me after two wrong tries");
        await page.click("#ex-show");
        assert.match(await feedback(page), /^The answer: /);
        triedIn.add(l.game);
      }
      await solve(page, l, si);
    }
    assert.equal(await page.getAttribute(`#lesson-index button[data-id="${l.id}"]`, "data-done"), "true", `${l.id} is marked done`);
  }
  const games = new Set(lessons.map((l) => l.game));
  for (const g of games) assert.ok(triedIn.has(g), `a wrong try was checked in ${g}`);
  assert.equal(await page.textContent("#lesson-count"), `(${lessons.length} of ${lessons.length} done)`);

  // The progress survives a reload.
  await page.reload();
  await page.waitForSelector("html[data-ready='1']");
  await page.waitForSelector("#exercise[data-lesson]");
  assert.equal(await page.textContent("#lesson-count"), `(${lessons.length} of ${lessons.length} done)`);
  for (const l of lessons) {
    assert.equal(await page.getAttribute(`#lesson-index button[data-id="${l.id}"]`, "data-done"), "true", `${l.id} done after a reload`);
  }
  const stored = await page.evaluate(() => Object.keys(localStorage));
  assert.ok(stored.includes("chaturanga.lessons.v1"), `the progress's key: ${stored}`);

  // Reset progress asks first, then forgets.
  await page.click("#progress-reset");
  await page.click("#progress-no");
  assert.equal(await page.textContent("#lesson-count"), `(${lessons.length} of ${lessons.length} done)`);
  await page.click("#progress-reset");
  await page.click("#progress-yes");
  assert.equal(await page.textContent("#lesson-count"), `(0 of ${lessons.length} done)`);
  await page.reload();
  await page.waitForSelector("#exercise[data-lesson]");
  assert.equal(await page.textContent("#lesson-count"), `(0 of ${lessons.length} done)`);
  assert.deepEqual(problems, [], "the page logged errors");
  await page.context().close();
});

// keyTo moves the board's focus to the square by arrow keys.
async function keyTo(page, square) {
  const at = await page.evaluate(() => { const b = document.activeElement; return [Number(b.dataset.col), Number(b.dataset.row)]; });
  const to = await page.locator(`#ex-board .sq[data-square="${square}"]`).evaluate((b) => [Number(b.dataset.col), Number(b.dataset.row)]);
  for (let i = at[0]; i < to[0]; i++) await page.keyboard.press("ArrowRight");
  for (let i = at[0]; i > to[0]; i--) await page.keyboard.press("ArrowLeft");
  for (let i = at[1]; i < to[1]; i++) await page.keyboard.press("ArrowDown");
  for (let i = at[1]; i > to[1]; i--) await page.keyboard.press("ArrowUp");
  assert.equal(await page.evaluate(() => document.activeElement.dataset.square), square);
}

test("a lesson played by keyboard alone: Tab to the board, arrows, Enter; Next by Enter", async () => {
  const problems = [];
  const page = await openLearn({ viewport: { width: 1280, height: 800 } }, problems);
  // The lesson the page opens first, if its first answer is a move of
  // one piece from square to square.
  const first = await page.getAttribute("#exercise", "data-lesson");
  const plain = (x) => /^[a-z][0-9]{1,2}[a-z][0-9]{1,2}$/.test(x.steps[0].accept[0]);
  const l = [lessons.find((x) => x.id === first), ...lessons].find((x) => x && plain(x));
  await openLesson(page, l);
  await page.focus("#ex-title");
  // Tab reaches the board's one focusable square.
  for (let i = 0; i < 10 && !(await page.evaluate(() => document.activeElement.closest("#ex-board"))); i++) await page.keyboard.press("Tab");
  assert.ok(await page.evaluate(() => !!document.activeElement.closest("#ex-board")), "Tab reaches the board");
  const uci = l.steps[0].accept[0];
  await keyTo(page, uci.slice(0, 2));
  await page.keyboard.press("Enter");
  await keyTo(page, uci.slice(2, 4));
  await page.keyboard.press("Enter");
  if (await page.isVisible("#ex-promotion")) {
    // A menu of moves sharing the squares: Tab to the answer, Enter.
    for (let i = 0; i < 8 && (await page.evaluate(() => document.activeElement.dataset.move)) !== uci; i++) await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
  }
  await page.waitForSelector("#exercise[data-state=solved]");
  assert.ok((await feedback(page)).includes(l.steps[0].done));
  // The focus waits on Next.
  assert.equal(await page.evaluate(() => document.activeElement.id), "ex-next");
  await page.keyboard.press("Enter");
  await page.waitForSelector(`#exercise[data-step="1"], #exercise[data-lesson]:not([data-lesson="${l.id}"])`);
  assert.deepEqual(problems, []);
  await page.context().close();
});

test("a lesson's move made by dragging the piece", async () => {
  const problems = [];
  const page = await openLearn({ viewport: { width: 1280, height: 800 } }, problems);
  const first = await page.getAttribute("#exercise", "data-lesson");
  const plain = (x) => /^[a-z][0-9]{1,2}[a-z][0-9]{1,2}$/.test(x.steps[0].accept[0]);
  const l = [lessons.find((x) => x.id === first), ...lessons].find((x) => x && plain(x));
  await openLesson(page, l);
  const uci = l.steps[0].accept[0];
  const centre = async (square) => {
    const r = await page.locator(`#ex-board .sq[data-square="${square}"]`).boundingBox();
    return [r.x + r.width / 2, r.y + r.height / 2];
  };
  const [ax, ay] = await centre(uci.slice(0, 2));
  const [bx, by] = await centre(uci.slice(2, 4));
  await page.mouse.move(ax, ay);
  await page.mouse.down();
  await page.mouse.move((ax + bx) / 2, (ay + by) / 2, { steps: 5 });
  await page.mouse.move(bx, by, { steps: 5 });
  await page.mouse.up();
  await page.waitForSelector("#exercise[data-state=solved]");
  assert.ok((await feedback(page)).includes(l.steps[0].done));
  assert.deepEqual(problems, []);
  await page.context().close();
});

// axe runs axe-core on the page and returns its serious and critical
// violations.
async function axe(page) {
  await page.evaluate(readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8"));
  return page.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ["violations"] });
    return r.violations.filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", ")}`);
  });
}

test("the tour's pictures stay one click away (Read the tour); axe finds no serious or critical violation in either view", async () => {
  const problems = [];
  const page = await openLearn({ viewport: { width: 1280, height: 800 } }, problems);
  // A lesson answered wrongly, its feedback and marks shown.
  const l = lessons.find((x) => Object.keys(x.steps[0].wrong || {}).some((w) => !isWord(w) && !/@/.test(w)));
  const wrong = l && Object.keys(l.steps[0].wrong).find((w) => !isWord(w) && !/@/.test(w));
  if (wrong) {
    await openLesson(page, l);
    await play(page, wrong);
    await page.waitForSelector("#ex-feedback[data-kind=wrong]");
  }
  assert.deepEqual(await axe(page), [], "the lessons");
  await page.click("#learn-mode-tour");
  await page.locator("#lesson figure img").waitFor();
  assert.ok((await page.locator("#lesson-list button").count()) >= 7);
  let steps = 0;
  while (await page.isEnabled(".lesson-next")) {
    const img = page.locator("#lesson figure img");
    assert.ok(await img.evaluate(async (i) => { await i.decode(); return i.naturalWidth > 0; }), "the board is drawn");
    assert.ok((await page.textContent("#lesson figcaption")).length > 10);
    await page.click(".lesson-next");
    steps++;
  }
  assert.ok(steps >= 17, `${steps} steps`);
  assert.deepEqual(await axe(page), [], "the tour");
  await page.click("#learn-mode-play");
  assert.equal(await page.isVisible("#exercise"), true);
  assert.deepEqual(problems, []);
  await page.context().close();
});

const DEVICES = [
  { name: "phone", width: 360, height: 740, touch: true },
  { name: "tablet", width: 768, height: 1024, touch: true },
  { name: "desktop", width: 1280, height: 800, touch: false },
];

for (const d of DEVICES) {
  test(`readable at ${d.name} size (${d.width}x${d.height}): no sideways scrolling, no text under 14 px; a step played by ${d.touch ? "taps" : "clicks"}`, async () => {
    const problems = [];
    const page = await openLearn({ viewport: { width: d.width, height: d.height }, hasTouch: d.touch, isMobile: d.touch, deviceScaleFactor: 1 }, problems);
    // A lesson with a wrong try on the board: what a learner sees most.
    const onBoard = (w) => !isWord(w) && !/@/.test(w);
    const cands = lessons.filter((x) => x.steps[1] && Object.keys(x.steps[1].wrong || {}).some(onBoard));
    const l = cands.find((x) => x.rule.includes("MK-12")) || cands.find((x) => x.game === "makruk") || cands[0] || lessons[0];
    await openLesson(page, l);
    await solve(page, l, 0, d.touch ? "tap" : "click");
    await page.click("#ex-next");
    await page.waitForSelector(`#exercise[data-step="1"], #exercise[data-lesson]:not([data-lesson="${l.id}"])`);
    const s = l.steps[1] || l.steps[0];
    // The step's own wrong move, else any legal move it does not accept.
    const wrong = Object.keys(s.wrong || {}).find((w) => !isWord(w) && !/@/.test(w)) ||
      (await page.evaluate(() => { const L = window.chaturangaPage.learn; return L.legal().find((m) => m.from && !L.accept.has(m.uci))?.uci; }));
    if (wrong && l.steps[1]) {
      await play(page, wrong, d.touch ? "tap" : "click");
      await page.waitForSelector("#ex-feedback[data-kind=wrong]");
    }
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= d.width, `the page is ${width} px wide`);
    const small = await page.evaluate(() => {
      const out = [];
      for (const e of document.querySelectorAll("#learn *")) {
        if (!e.checkVisibility || !e.checkVisibility()) continue;
        if (e.closest("svg")) continue;
        const own = [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
        if (!own) continue;
        const px = parseFloat(getComputedStyle(e).fontSize);
        const r = e.getBoundingClientRect();
        if (px < 14) out.push(`${e.tagName}.${e.className}: ${px}px "${e.textContent.trim().slice(0, 30)}"`);
        if (r.right > window.innerWidth + 1) out.push(`${e.tagName}.${e.className} overflows to ${r.right}`);
      }
      return out;
    });
    assert.deepEqual(small, [], "texts under 14 px or overflowing");
    // The board is whole and the task is readable above it.
    const board = await page.locator("#ex-board").boundingBox();
    assert.ok(board.width >= 240 && board.x >= 0 && board.x + board.width <= d.width, `the board: ${JSON.stringify(board)}`);
    mkdirSync(shots, { recursive: true });
    await page.evaluate(() => document.getElementById(innerWidth > 900 ? "learn" : "exercise").scrollIntoView({ block: "start" }));
    await page.screenshot({ path: join(shots, `learn-${d.name}.png`) });
    assert.deepEqual(problems, []);
    await page.context().close();
  });
}
