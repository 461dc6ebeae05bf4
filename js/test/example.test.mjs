// The README's whole-game example, run as a test (keep the two the same).
import { test } from "node:test";
import assert from "node:assert/strict";

test("the README's whole game", async () => {
  const out = [];
  const console = { log: (...a) => out.push(a.map((x) => (typeof x === "string" ? x : JSON.stringify(x))).join(" ")) };
  // ---- README example begins ----
  const { default: load } = await import("../index.js"); // import load from "chaturanga-wasm";

  const cg = await load();
  const board = new cg.Board("makruk"); // Fairy-Stockfish's Makruk, as ffish.js names it

  // ffish.js's calls answer as ffish.js does.
  board.push("e3e4"); // true
  board.pushSan("e5"); // true
  console.log(board.fen()); // rnsmksnr/8/pppp1ppp/4p3/4P3/PPPP1PPP/8/RNSKMSNR w - - 0 2

  // play() takes any spelling and throws the rule that refuses a move.
  try {
    board.play("Ke3");
  } catch (e) {
    console.log(e.code, e.rule, e.sentence); // ErrIllegalMove MK-2 a khun cannot move from d1 to e3
  }

  // Play to the end, claiming a draw as soon as one may be claimed.
  while (!board.outcome().over) {
    const claims = board.claims();
    if (claims.length > 0) {
      board.claim(claims[0]);
      break;
    }
    const moves = board.legalMoves().split(" ");
    const captures = moves.filter((m) => board.isCapture(m));
    board.push(captures.length > 0 ? captures[0] : moves[(board.gamePly() * 7) % moves.length]);
  }
  console.log(board.moveStack().split(" ").length, board.outcome().text);

  // The record carries the rules and the ending, and reads back.
  const pgn = board.pgn({ Event: "README" });
  const again = cg.readGamePGN(pgn).board();
  console.log(again.outcome().text, again.rules()); // the same ending, pychess
  // ---- README example ends ----
  assert.equal(out[0], "rnsmksnr/8/pppp1ppp/4p3/4P3/PPPP1PPP/8/RNSKMSNR w - - 0 2");
  assert.equal(out[1], "ErrIllegalMove MK-2 a khun cannot move from d1 to e3");
  assert.equal(out[2], "161 draw by insufficient-material");
  assert.equal(out[3], "draw by insufficient-material pychess");
});
