// Board.bestMove: the example bot's search in the package's WebAssembly.
import { test } from "node:test";
import assert from "node:assert/strict";
import load, { ChaturangaError } from "../index.js";

const cg = await load();

test("bestMove answers a legal move; a mate in one is found at depth 2", () => {
  const b = new cg.Board("makruk");
  const m = b.bestMove(2, 7);
  assert.ok(b.legalMoves().split(" ").includes(m), m);
  assert.equal(b.bestMove(2, 7), m, "the same seed, the same move");
  // Black's khun on a8 boxed in: Ra1-a... mates? The rua mates along the rank.
  const mate = new cg.Board("makruk", "k7/8/1K6/8/8/8/8/7R w - - 0 1", { rules: "default" });
  const x = mate.bestMove(2, 1);
  mate.play(x);
  assert.equal(mate.outcome().reason, "checkmate", x);
  // Qi Guo: a legal move of the state to move.
  const q = new cg.Board("qiguo");
  assert.ok(q.legalMoves().split(" ").includes(q.bestMove(1, 3)));
});

test("bestMove: a finished game has no move; a bad depth is refused", () => {
  const b = new cg.Board("makruk");
  b.resign(0);
  assert.equal(b.bestMove(1), "");
  for (const d of [0, 9, -1]) {
    assert.throws(() => new cg.Board("makruk").bestMove(d), (e) => e instanceof ChaturangaError && e.code === "ErrArgument");
  }
  assert.throws(() => new cg.Board("makruk").bestMove(1.5), ChaturangaError);
});
