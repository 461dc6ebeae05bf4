// The browser test of what players expect on the board (issue 28, point
// 5): the count shown while it runs, the chess clock and a loss on time in
// the PGN, the list of a file's games, promotion chosen on the board, the
// rule that holds a piece, Chaturanga and the other named sets in the game
// list, option values as choices, the move list keeping the keyboard's
// focus, and a resignation that asks first. Run by npm test after
// browser.test.mjs, on the same built site (see there).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createRequire } from "node:module";
import { openPage, repo, shots, start } from "./lib/setup.mjs";

let env;
let server;
let browser;
let page;
const problems = [];

before(async () => {
  env = await start();
  ({ server, browser } = env);
  page = await openPage(browser, server.url, { viewport: { width: 1280, height: 900 }, acceptDownloads: true }, problems);
});

after(async () => {
  if (env) await env.close();
});

// shot saves the board's column (status, clocks, count, board, message).
async function shot(name) {
  mkdirSync(shots, { recursive: true });
  await page.locator("#board-region").screenshot({ path: join(shots, name + ".png") });
}

const noProblems = () => assert.deepEqual(problems, [], "the page logged errors");
const sq = (s) => page.locator(`.sq[data-square="${s}"]`);
const plies = () => page.evaluate(() => window.chaturangaPage.plies.length);
async function clickMove(uci) {
  await sq(uci.slice(0, 2)).click();
  await sq(uci.slice(2, 4)).click();
}
async function newGame(game, rules) {
  await page.selectOption("#game", game);
  if (rules) await page.selectOption("#rules", rules);
  await page.selectOption("#clock", "");
  await page.click("#start");
}
async function loadFEN(game, rules, fen) {
  await page.selectOption("#game", game);
  await page.selectOption("#rules", rules);
  await page.fill("#fen-input", fen);
  await page.click("#load-fen");
}

test("the count is shown while it runs: whose, how many, of how many", async () => {
  await loadFEN("makruk", "default", "4k3/4r3/8/8/8/3R4/8/3K1M2 w - - 0 30");
  assert.equal(await page.isVisible("#count"), false, "no count runs yet");
  await page.click("button.action[data-action='count']");
  assert.equal(await page.textContent("#count"), "White's count: 0 of 64 (the board's honour).");
  await clickMove("d3d4");
  await clickMove("e8f8");
  assert.equal(await page.textContent("#count"), "White's count: 1 of 64 (the board's honour).");
  await shot("count");
  // Fairy-Stockfish's countings (Makruk's family sets, Sittuyin) keep the
  // count in plies, and their FEN does not say whose it is: the library
  // says (Board.counting), in the counter's moves.
  await loadFEN("makruk", "pychess", "8/3k4/6M1/2K1S3/8/8/8/8 b - 88 8 1");
  assert.equal(await page.textContent("#message"), "");
  assert.equal(await page.textContent("#count"), "Black's count: 4 of 44 (the pieces' honour).");
  // A board's honour started by Black stays Black's with White to move.
  await loadFEN("makruk", "cambodian", "4k3/8/8/3s4/8/R7/8/4K3 w - - 0 1");
  assert.equal(await page.isVisible("#count"), false);
  await clickMove("a3a2");
  assert.equal(await page.textContent("#count"), "Black's count: 0 of 63 (the board's honour).");
  await clickMove("d5c4");
  assert.equal(await page.textContent("#count"), "Black's count: 1 of 63 (the board's honour).");
  await loadFEN("sittuyin", "pychess", "4k3/3R4/2K5/8/8/8/8/8[] b - 32 2 1");
  assert.equal(await page.textContent("#count"), "Black's count: 1 of 16 (the pieces' honour).");
  await clickMove("e8f8");
  assert.equal(await page.textContent("#count"), "Black's count: 2 of 16 (the pieces' honour).");
  noProblems();
});

test("a chess clock: a flag fall loses on time, and the PGN says so", async () => {
  await page.selectOption("#game", "makruk");
  await page.selectOption("#rules", "default");
  const controls = await page.locator("#clock option").allTextContents();
  assert.ok(controls.includes("5+3 (blitz)") && controls.includes("15+10 (rapid)"), controls.join(", "));
  await page.selectOption("#clock", "300+3");
  await page.click("#start");
  assert.deepEqual(await page.locator("#clocks .clock-time").allTextContents(), ["5:00", "5:00"]);
  await clickMove("e3e4");
  await page.locator("#clocks .clock.running[data-side='1']").waitFor();
  await clickMove("e6e5");
  // White's clock runs; the increment went to Black. White's time runs out.
  await page.evaluate(() => { window.chaturangaPage.clock.left[0] = 300; });
  await page.waitForFunction(() => document.getElementById("result").dataset.reason === "time-forfeit", null, { timeout: 5000 });
  assert.equal(await page.textContent("#result"), "0-1: Black wins: White ran out of time.");
  assert.equal(await page.locator(".sq[data-movable]").count(), 0, "the game is over: nothing moves");
  assert.match(await page.textContent("#clocks .clock.flagged"), /White 0:00/);
  await shot("clock");
  // The record: Result and Termination, read back by the page...
  await page.click("#show-pgn");
  const pgn = await page.inputValue("#pgn-out");
  await page.click("#show-pgn");
  // The library ended the game (Board.forfeit) and wrote the record.
  assert.deepEqual(await page.evaluate(() => [window.chaturangaPage.live.outcome().reason, window.chaturangaPage.live.termination()]), ["time-forfeit", "time forfeit"]);
  assert.match(pgn, /\[Result "0-1"\]/);
  assert.match(pgn, /\[Termination "time forfeit"\]/);
  assert.match(pgn, /\[TimeControl "300\+3"\]/);
  assert.match(pgn, / 0-1\s*$/);
  await newGame("makruk", "default");
  await page.fill("#pgn-input", pgn);
  await page.click("#load-pgn");
  await page.waitForFunction(() => window.chaturangaPage.plies.length === 2);
  assert.equal(await page.textContent("#result"), "0-1: Black wins: White ran out of time.");
  // The record read back is an ended game: nothing moves, and its PGN is the same.
  assert.deepEqual(await page.evaluate(() => {
    const live = window.chaturangaPage.live;
    return [live.outcome().over, live.outcome().reason, live.termination(), live.legalMoves()];
  }), [true, "time-forfeit", "time forfeit", ""]);
  assert.equal(await page.locator(".sq[data-movable]").count(), 0);
  // Undo takes the loss on time back: the game goes on.
  await page.click("#undo");
  assert.equal(await page.evaluate(() => window.chaturangaPage.live.outcome().over), false);
  assert.equal(await plies(), 2);
  // ...and by the Go library (the tags kept).
  const out = execFileSync("go", ["run", "./examples/pgn"], { cwd: repo, input: pgn, encoding: "utf8" });
  const answer = JSON.parse(out.trim().split("\n")[0]);
  assert.equal(answer.error ?? "", "", out);
  assert.equal(answer.plies, 2);
  noProblems();
});

test("a file of many games opens as a list to choose from", async () => {
  await newGame("makruk", "default");
  await page.setInputFiles("#pgn-file", join(repo, "makruk", "testdata", "games.pgn"));
  await page.locator("#game-list button").first().waitFor();
  assert.equal(await page.locator("#game-list button").count(), 27);
  assert.match(await page.textContent("#games-count"), /27 games/);
  assert.match(await page.textContent("#game-list button >> nth=2"), /^3\. Fairy-Stockfish .* – Fairy-Stockfish .*, (1-0|0-1|1\/2-1\/2|\*)/);
  await page.click("#game-list button >> nth=2");
  await page.waitForFunction(() => window.chaturangaPage.plies.length > 0 && window.chaturangaPage.recordTags);
  assert.equal(await page.getAttribute("#game-list button >> nth=2", "aria-current"), "true");
  assert.equal(await page.textContent("#tags dd >> nth=3"), "3", "the third game's Round");
  const third = await plies();
  await page.click("#game-list button >> nth=0");
  await page.waitForFunction((n) => window.chaturangaPage.plies.length !== n, third);
  assert.equal(await page.textContent("#tags dd >> nth=3"), "1");
  noProblems();
});

test("promotion is chosen on the board; a second click does not promote", async () => {
  await loadFEN("makruk", "asean", "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
  await clickMove("b7b8");
  const box = await page.locator("#promotion").boundingBox();
  const board = await page.locator("#board").boundingBox();
  const target = await sq("b8").boundingBox();
  assert.ok(box.x >= board.x - 1 && box.y >= board.y - 1 && box.x + box.width <= board.x + board.width + 1 && box.y + box.height <= board.y + board.height + 1,
    "the choice is over the board");
  assert.ok(Math.abs(box.x - target.x) < target.width && Math.abs(box.y - target.y) < target.height, "at the promotion square");
  await shot("promotion");
  // Clicking the square again does not choose for the player.
  await page.click("#promotion .promo-cancel");
  await clickMove("b7b8");
  await sq("b8").click({ force: true, position: { x: 2, y: 2 } }).catch(() => {});
  assert.equal(await plies(), 0);
  if (!(await page.isVisible("#promotion"))) await clickMove("b7b8");
  await page.locator("#promotion button.promo", { hasText: "=N" }).click();
  assert.equal(await plies(), 1);
  assert.match((await page.inputValue("#fen-out")).split(" ")[0], /^1N2k3/);
  noProblems();
});

test("a pinned piece, clicked, says which rule holds it", async () => {
  await loadFEN("makruk", "default", "3rk3/8/8/8/8/3N4/8/3K4 w - - 0 1");
  await sq("d3").click();
  // The library's pins (Board.pinned): the pinner, and the rule with a move it refuses.
  assert.match(await page.textContent("#message"), /^The ma on d3 is pinned by the rua on d8 and cannot move\. The move would leave the own khun attacked \(MK-9; d3 to [a-h][1-8], for one\)\.$/);
  // A pinned rua is chosen, and moves only along the line.
  await loadFEN("makruk", "default", "3rk3/8/8/8/8/3R4/8/3K4 w - - 0 1");
  await sq("d3").click();
  assert.match(await page.textContent("#message"), /^The rua on d3 is pinned by the rua on d8: it may move only along the line\. The move would leave the own khun attacked \(MK-9; d3 to [a-h][1-8], for one\)\.$/);
  assert.deepEqual((await page.locator(".sq[data-target]").evaluateAll((els) => els.map((e) => e.dataset.square))).sort(), ["d2", "d4", "d5", "d6", "d7", "d8"]);
  await sq("d3").click();
  // Shatranj: its own rule.
  await loadFEN("shatranj", "default", "3rk3/8/8/8/8/3N4/8/3K4 w - - 0 1");
  await sq("d3").click();
  assert.match(await page.textContent("#message"), /^The \S+ on d3 is pinned by the rukh on d8 and cannot move\. The move would leave the own shah attacked \(SH-8; d3 to [a-h][1-8], for one\)\.$/);
  noProblems();
});

test("Chaturanga and the other named sets are in the game list; options are choices", async () => {
  const names = await page.locator("#game option").allTextContents();
  for (const n of ["Chaturanga (ancient Indian chess)", "ASEAN chess", "Ouk Chatrang (Cambodian chess)"]) assert.ok(names.includes(n), names.join(", "));
  await page.selectOption("#game", "chaturanga");
  assert.equal(await page.inputValue("#rules"), "chaturanga");
  await page.click("#start");
  await page.waitForFunction(() => document.documentElement.dataset.game === "shatranj");
  assert.match(await page.evaluate(() => window.chaturangaPage.live.rules()), /^chaturanga/);
  // Each option offers its values.
  await page.selectOption("#game", "makruk");
  await page.selectOption("#rules", "default");
  await page.click("#options-box summary");
  // The options are drawn when the game is chosen: wait for the list.
  await page.locator("#options select[data-option='Counting'] option").nth(4).waitFor({ state: "attached" });
  const counting = await page.locator("#options select[data-option='Counting'] option").allTextContents();
  assert.deepEqual(counting, ["as the rule set has it (Honour)", "Honour", "Ply", "Cambodian", "ASEAN"]);
  assert.equal(await page.getAttribute("#options input[data-option='MoveRule']", "type"), "number");
  assert.equal(await page.getAttribute("#options input[data-option='MoveRule']", "max"), "1000");
  assert.deepEqual(await page.locator("#options select[data-option='NoKingsDraw'] option").allTextContents(), ["as the rule set has it (false)", "true", "false"]);
  // The values come from the library's list (optionChoices), under the rule set chosen.
  await page.selectOption("#rules", "pychess");
  assert.equal(await page.locator("#options select[data-option='Counting'] option").first().textContent(), "as the rule set has it (Ply)");
  await page.selectOption("#rules", "default");
  await page.selectOption("#options select[data-option='Counting']", "Ply");
  await page.click("#start");
  assert.match(await page.evaluate(() => window.chaturangaPage.live.rules()), /Counting=Ply/);
  await page.selectOption("#options select[data-option='Counting']", "");
  await page.click("#options-box summary");
  noProblems();
});

test("the move list keeps the keyboard's focus while the arrows review", async () => {
  await newGame("makruk", "default");
  for (const m of ["e3e4", "e6e5", "d3d4", "d6d5"]) await clickMove(m);
  await page.click("#moves .ply[data-ply='4']");
  for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowLeft");
  assert.equal(await page.evaluate(() => window.chaturangaPage.view), 1);
  assert.ok(await page.evaluate(() => document.getElementById("moves").contains(document.activeElement)), "the focus stays in the list");
  await page.keyboard.press("ArrowRight");
  assert.equal(await page.evaluate(() => window.chaturangaPage.view), 2);
  await page.keyboard.press("End");
  assert.equal(await page.evaluate(() => window.chaturangaPage.view), null);
  assert.ok(await page.evaluate(() => document.getElementById("moves").contains(document.activeElement)));
  noProblems();
});

// Words for people (point 6).
test("messages are sentences about the game; outside text is isolated for direction", async () => {
  await loadFEN("makruk", "default", "8/8/8/8/8/8/8/8/8 w - - 0 1");
  assert.equal(await page.textContent("#message"), "This FEN cannot be read. The board at character 16: more than 8 ranks. (you gave 8/8/8/8/8/8/8/8/8 w - - 0 1)");
  await newGame("makruk", "default");
  await page.fill("#move-input", "zz");
  await page.press("#move-input", "Enter");
  assert.equal(await page.textContent("#message"), "That move cannot be played. Want a target square. (you gave zz)");
  // No Go function's name in any message.
  for (const t of ["#message", "#status", "#result"]) assert.doesNotMatch(await page.textContent(t), /\b[a-z]+\.[A-Z]\w+|PGNLimits|syntax error/);
  // A right-to-left override in a tag reverses nothing after it.
  await page.fill("#pgn-input", '[Event "\u202Eevil"]\n[White "\u202Bw\u05D0"]\n[Variant "makruk"]\n\n1. e4 *\n');
  await page.click("#load-pgn");
  await page.waitForFunction(() => window.chaturangaPage.plies.length === 1);
  const iso = await page.locator("#tags dd").evaluateAll((es) => es.map((e) => [e.getAttribute("dir"), getComputedStyle(e).unicodeBidi]));
  assert.ok(iso.every(([d, u]) => d === "auto" && u === "isolate"), JSON.stringify(iso));
  // The following tag's name is drawn left to right, after its value's box.
  const dt = await page.locator("#tags dt >> nth=1").boundingBox();
  const dd = await page.locator("#tags dd >> nth=0").boundingBox();
  assert.ok(dt.y >= dd.y + dd.height - 1, "the next tag is on its own row");
  noProblems();
});

test("axe finds no serious or critical violation; the selected tab stays readable on hover", async () => {
  const axe = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
  await page.evaluate(axe);
  const run = () => page.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ["violations"] });
    return r.violations.filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", ")}`);
  });
  await newGame("makruk", "default");
  await clickMove("e3e4");
  assert.deepEqual(await run(), [], "the play tab");
  await page.selectOption("#clock", "300+3");
  await page.click("#start");
  await page.click("#options-box summary");
  await page.click("#resign");
  assert.deepEqual(await run(), [], "the play tab with the clock, the options and the resignation's question");
  await page.click("#resign-cancel");
  await page.click("#options-box summary");
  await page.click("#tab-learn");
  await page.locator("#exercise[data-lesson]").waitFor();
  assert.deepEqual(await run(), [], "the learn tab");
  // The selected tab hovered keeps its colours.
  await page.hover("#tab-learn");
  const [bg, fg] = await page.locator("#tab-learn").evaluate((e) => [getComputedStyle(e).backgroundColor, getComputedStyle(e).color]);
  assert.notEqual(bg, fg);
  assert.equal(fg, "rgb(255, 255, 255)");
  assert.equal(bg, "rgb(31, 111, 67)");
  await page.click("#tab-play");
  noProblems();
});
