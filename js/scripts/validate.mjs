// Compares validateFen with ffish.js 0.7.10 on mutated FENs (test/lib/mutate.mjs):
// positions from random play of each Fairy-Stockfish variant, each
// mutated by every class; prints, per class, how often the two agree in
// sign (valid, invalid) and an example of each disagreement.
// Usage: node scripts/validate.mjs [positions per variant] | grep -v '^Invalid'
// (ffish.js prints why each FEN is bad on stdout).
import load from "../index.js";
import { loadFfish } from "../test/lib/ffish.mjs";
import { FSF_VARIANTS } from "../test/lib/differential.mjs";
import { CLASSES, mutate } from "../test/lib/mutate.mjs";
import { rng } from "../test/lib/rng.mjs";

export function compareValidate(cg, ff, perVariant = 20, seed = 1) {
  const r = rng(seed);
  const out = {};
  for (const v of FSF_VARIANTS) {
    const b = new cg.Board(v);
    new ff.Board(v).delete(); // ffish.js's validateFen knows a variant once a board of it was made
    for (let i = 0; i < perVariant; i++) {
      const moves = b.legalMoves().split(" ");
      if (moves[0] === "" || b.isGameOver()) b.reset();
      else b.push(moves[r.int(moves.length)]);
      const fen = b.fen();
      for (const cls of CLASSES) {
        const m = mutate(fen, cls, r);
        const ours = cg.validateFen(m, v);
        const theirs = ff.validateFen(m, v); // (ffish.js prints why a FEN is bad)
        const t = (out[cls] ||= { n: 0, agree: 0, stricter: [], laxer: [] });
        t.n++;
        if (ours > 0 === theirs > 0) t.agree++;
        else (ours > 0 ? t.laxer : t.stricter).push({ v, fen: m, ours, ffish: theirs });
      }
    }
    b.delete();
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const cg = await load();
  const ff = await loadFfish();
  const res = compareValidate(cg, ff, Number(process.argv[2] || 20));
  let n = 0, agree = 0;
  console.log("class | FENs | agree in sign | ours stricter | ours laxer | example");
  for (const [cls, t] of Object.entries(res)) {
    n += t.n;
    agree += t.agree;
    const ex = t.stricter[0] || t.laxer[0];
    console.log(`${cls} | ${t.n} | ${t.agree} | ${t.stricter.length} | ${t.laxer.length} | ${ex ? JSON.stringify(ex) : ""}`);
  }
  console.log(`${agree}/${n} agree (${((100 * agree) / n).toFixed(1)}%)`);
}
