// Random junk thrown at every function of the API: each call either
// answers or throws a ChaturangaError (never another error, never a dead
// instance), and the instance answers correctly afterwards.
import { test } from "node:test";
import assert from "node:assert/strict";
import load, { ChaturangaError } from "../index.js";
import { rng } from "./lib/rng.mjs";

const cg = await load();

const strings = ["", " ", "makruk", "qiguo", "sittuyin", "chator", "shatar", "e3e4", "e4", "Nd2", "count", "stop-count", "resign", "white", "Qin",
  "\0", "\0\0\0", "\uD800", "\uFFFF", "é中♜", "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1", "8/8/8/8/8/8/8/8[KKKK] w", "pychess|8/3k4/6M1/2K1S3/8/8/8/8 b - 88 8 1",
  "[Variant \"makruk\"]\n\n1. e4 *", "[Variant", "{", "1-0", "99999999999999999999", "-1", "e2 e4", "a1,zz9"];
function junk(r) {
  switch (r.int(14)) {
    case 0: return undefined;
    case 1: return null;
    case 2: return r.int(2) === 0;
    case 3: return [0, 1, -1, 2 ** 31, -(2 ** 31) - 1, 1.5, NaN, Infinity, 65, 7][r.int(10)];
    case 4: return {};
    case 5: return [];
    case 6: return { rules: r.pick(strings), options: { [r.pick(strings)]: r.pick(strings) } };
    case 7: return { value: r.int(12) };
    case 8: return Symbol("x");
    case 9: return () => 1;
    case 10: {
      let s = "";
      const n = r.int(30);
      for (let i = 0; i < n; i++) s += String.fromCharCode(r.int(0x3000));
      return s;
    }
    case 11: return r.pick(strings).repeat(1 + r.int(3000));
    case 12: return { size: r.pick([1, -5, "x", 1e9]), arrows: [{ from: r.pick(strings), to: "e4" }], lastMove: r.pick(strings) };
    default: return r.pick(strings);
  }
}

test("junk never kills the instance", () => {
  const r = rng(12345);
  const boards = [new cg.Board("makruk"), new cg.Board("sittuyin"), new cg.Board("qiguo"), new cg.Board("chator")];
  const methods = Object.getOwnPropertyNames(Object.getPrototypeOf(boards[0])).filter((m) => m !== "constructor");
  const top = ["variants", "startingFen", "validateFen", "fenError", "readGamePGN", "info", "capturesToHand", "games"];
  let calls = 0, threw = 0;
  for (let i = 0; i < 6000; i++) {
    const args = [junk(r), junk(r), junk(r)];
    try {
      if (r.int(5) === 0) {
        const f = r.pick(top);
        cg[f](...args);
      } else if (r.int(20) === 0) {
        boards.push(new cg.Board(...args));
      } else {
        const b = r.pick(boards);
        const m = r.pick(methods);
        if ((m === "perft" || m === "divide") && !(typeof args[0] === "number" && args[0] <= 2)) continue;
        b[m](...args);
        // Sometimes play a legal move, so the games move on.
        const lm = b.legalMoves();
        if (lm && r.int(2) === 0) b.push(r.pick(lm.split(" ")));
      }
    } catch (e) {
      threw++;
      assert.ok(e instanceof ChaturangaError, `${e && e.stack}`);
      assert.notEqual(e.code, "ErrInternal", e.message);
      assert.equal(typeof e.code, "string");
    }
    calls++;
  }
  assert.ok(calls > 5000 && threw > 100, `calls ${calls}, threw ${threw}`);
  const b = new cg.Board("makruk");
  assert.equal(b.numberLegalMoves(), 23);
  assert.equal(b.perft(3), 12012);
});

test("memory stays bounded: boards made and deleted, moves pushed and popped", () => {
  const round = () => {
    for (let i = 0; i < 3000; i++) {
      const b = new cg.Board(i % 2 ? "makruk" : "sittuyin");
      for (let j = 0; j < 10; j++) {
        const lm = b.legalMoves();
        if (!lm) break;
        b.push(lm.split(" ")[j % 3]);
      }
      while (b.pop() !== "");
      b.delete();
    }
  };
  round();
  const before = cg._memory();
  round();
  round();
  const after = cg._memory();
  assert.ok(after <= before * 1.25 + (8 << 20), `memory grew from ${before} to ${after} bytes`);
  assert.ok(after < 512 << 20, `memory ${after} bytes`);
});
