// The module of one family (`load({ family: "makruk" })`, built by
// scripts/build.mjs as dist/chaturanga-makruk.wasm): it plays Makruk with
// its rule sets as the module of every game does, and knows no other game.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import load, { ChaturangaError } from "../index.js";

const mk = await load({ family: "makruk" });
const all = await load();

function throwsCode(f, code) {
  let err = null;
  try {
    f();
  } catch (e) {
    err = e;
  }
  assert.ok(err instanceof ChaturangaError, "want a ChaturangaError, got " + err);
  assert.equal(err.code, code, err.message);
  return err;
}

test("the Makruk family's module knows Makruk and its rule sets only", () => {
  assert.equal(mk.variants(), "ai-wok asean cambodian karouk makpong makruk");
  assert.deepEqual(
    mk.games().map((g) => g.name),
    ["makruk"],
  );
  assert.deepEqual(mk.games(), all.games().filter((g) => g.name === "makruk"));
});

test("the Makruk family's module plays as the module of every game", () => {
  for (const v of mk.variants().split(" ")) {
    assert.equal(mk.startingFen(v), all.startingFen(v), v);
    const a = new mk.Board(v);
    const b = new all.Board(v);
    // A deterministic game: the n-th legal move, n from a small generator.
    let seed = 7;
    for (let ply = 0; ply < 120 && !b.isGameOver(); ply++) {
      const moves = b.legalMoves();
      assert.equal(a.legalMoves(), moves, v + " ply " + ply);
      assert.equal(a.legalMovesSan(), b.legalMovesSan(), v + " ply " + ply);
      const list = moves.split(" ");
      seed = (seed * 1103515245 + 12345) % 2147483648;
      const m = list[seed % list.length];
      assert.equal(a.push(m), b.push(m));
      assert.equal(a.fen(), b.fen(), v + " ply " + ply);
    }
    assert.equal(a.isGameOver(), b.isGameOver());
    assert.equal(a.result(), b.result());
    assert.equal(a.svg(), b.svg());
    const pgn = b.pgn({ Event: "family" });
    assert.equal(a.pgn({ Event: "family" }), pgn);
    assert.equal(mk.readGamePGN(pgn).board().fen(), b.fen());
    a.delete();
    b.delete();
  }
  assert.equal(mk.validateFen("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1", "makruk"), 1);
  assert.equal(new mk.Board().variant(), "makruk");
});

test("the Makruk family's module refuses the other games with ErrUnknown", () => {
  for (const v of ["shatranj", "chaturanga", "sittuyin", "shatar", "chator", "qiguo"]) {
    throwsCode(() => new mk.Board(v), "ErrUnknown");
    throwsCode(() => mk.startingFen(v), "ErrUnknown");
    new all.Board(v).delete(); // the module of every game plays them
  }
  const shatranj = new all.Board("shatranj");
  shatranj.push(shatranj.legalMoves().split(" ")[0]);
  throwsCode(() => mk.readGamePGN(shatranj.pgn()), "ErrUnknown");
});

test("load checks the family's name, and options.wasm wins over it", async () => {
  await assert.rejects(load({ family: "chess" }), (e) => e instanceof ChaturangaError && e.code === "ErrArgument");
  const bytes = readFileSync(new URL("../dist/chaturanga.wasm", import.meta.url));
  const cg = await load({ family: "makruk", wasm: bytes });
  new cg.Board("qiguo").delete();
});

test("the family's module is smaller", () => {
  const size = (f) => readFileSync(new URL("../dist/" + f, import.meta.url)).length;
  assert.ok(size("chaturanga-makruk.wasm") < 0.75 * size("chaturanga.wasm"));
});
