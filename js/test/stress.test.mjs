// Point 1 of issue 27 at reduced counts (scripts/stress.mjs runs the full
// ones): the synchronous loops that used to end the instance, each at the
// largest input allowed, leave it answering correctly with its memory
// under the ceiling README.md documents; and an instance whose memory
// has passed 2 GiB still reads and writes its buffers (addresses are
// unsigned).
import { test } from "node:test";
import assert from "node:assert/strict";
import load from "../index.js";
import { run, check } from "./lib/stress.mjs";

const CEILING_MIB = 768;

test("synchronous loops at the largest inputs leave the instance answering, memory bounded", async () => {
  const cg = await load();
  const rows = run(cg, { pgn: 1, fen: 3, push: 3, push100k: 1, boards: 2000, games: 1000 });
  for (const r of rows) {
    assert.equal(r.check, null, r.name);
    assert.ok(r.memoryMiB <= CEILING_MIB, `${r.name}: ${r.memoryMiB} MiB`);
    assert.ok(r.boards <= 1024, `${r.name}: ${r.boards} boards held`);
  }
  assert.deepEqual(rows.map((r) => Object.keys(r.answers)), [["499999"], ["-10"], ["ErrLimit"], ["100000"], ["made"], ["deleted"], ["e3e4 e6e5 f3f4"]]);
});

test("past 2 GiB of wasm memory, addresses stay unsigned", async () => {
  const cg = await load();
  const b = new cg.Board("makruk");
  b.push("e3e4");
  cg._ballast(2100);
  assert.ok(cg._memory() > 2 ** 31, `memory ${cg._memory()}`);
  const c = new cg.Board("makruk");
  assert.equal(c.push("e3e4"), true);
  assert.equal(c.fen(), "rnsmksnr/8/pppppppp/8/4P3/PPPP1PPP/8/RNSKMSNR b - - 0 1");
  assert.equal(b.fen(), c.fen());
  assert.equal(c.legalMoves().split(" ").length, 23);
  assert.equal(c.legalMovesSan().split(" ").length, 23);
  assert.equal(cg.validateFen(c.fen(), "makruk"), 1);
  assert.equal(check(cg), null);
  const g = cg.readGamePGN('[Variant "makruk"]\n\n1. e4 e5 *');
  assert.equal(g.mainlineMoves(), "e3e4 e6e5");
  assert.throws(() => c.play("Ke5"), (e) => e.code === "ErrIllegalMove" && /khun/.test(e.message));
  cg._ballast(0);
});
