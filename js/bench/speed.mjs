// Speed, side by side in one Node process: perft through the JS API
// (legalMoves/push/pop, leaves counted from legalMoves() at the last ply)
// on chaturanga-wasm and on ffish.js 0.7.10 for each Fairy-Stockfish
// variant; this library's built-in perft (inside the wasm); and the
// start-up time of each. Usage: node bench/speed.mjs [depth] [variant...]
import load from "../index.js";
import { loadFfish } from "../test/lib/ffish.mjs";
import { FSF_VARIANTS } from "../test/lib/differential.mjs";

const depth = Number(process.argv[2] || 4);
const variants = process.argv.length > 3 ? process.argv.slice(3) : FSF_VARIANTS;

// Start-up: loading the module, then making the first board (ffish.js
// sets up its variants on its first board).
let t = performance.now();
const cg = await load();
const cgLoad = performance.now() - t;
t = performance.now();
new cg.Board("makruk").legalMoves();
const cgFirst = performance.now() - t;
t = performance.now();
const ff = await loadFfish();
const ffLoad = performance.now() - t;
t = performance.now();
new ff.Board("makruk").legalMoves();
const ffFirst = performance.now() - t;

// jsPerft counts leaves through the API, as a JS program walking the tree does.
function jsPerft(board, d) {
  const moves = board.legalMoves();
  if (moves === "") return 0;
  const list = moves.split(" ");
  if (d === 1) return list.length;
  let n = 0;
  for (const m of list) {
    board.push(m);
    n += jsPerft(board, d - 1);
    board.pop();
  }
  return n;
}

// best runs the functions in turn, `reps` rounds (interleaved, so that a
// change of the machine's load hits both alike), and keeps each one's
// fastest run: the machine may be shared, and the fastest run is the one
// least disturbed.
const reps = Number(process.env.REPS || 7);
function best(...fs) {
  const out = fs.map(() => null);
  for (let i = 0; i < reps; i++) {
    fs.forEach((f, j) => {
      const t0 = performance.now();
      const n = f();
      const s = (performance.now() - t0) / 1000;
      if (!out[j] || s < out[j].s) out[j] = { n, s };
    });
  }
  return out;
}

// Sittuyin's start is its setup phase: walk from a position after it.
const fens = {
  sittuyin: "2r1r3/3k4/p1n1snpp/1pspfp2/2PPP1P1/PP2S2P/1F1R1S2/2NK1NR1[] w - - 0 1",
};

const rate = (n, s) => (n / s / 1e6).toFixed(2) + " M/s";
console.log(`start-up: chaturanga-wasm load ${cgLoad.toFixed(0)} ms + first board ${cgFirst.toFixed(0)} ms; ffish load ${ffLoad.toFixed(0)} ms + first board ${ffFirst.toFixed(0)} ms`);
console.log(`perft ${depth} | leaves | chaturanga JS API | ffish JS API | ratio | chaturanga built-in perft | built-in / ffish JS API`);
for (const v of variants) {
  const fen = fens[v];
  const ob = fen ? new cg.Board(v, fen) : new cg.Board(v);
  const fb = fen ? new ff.Board(v, fen) : new ff.Board(v);
  for (let i = 0; i < 3; i++) {
    jsPerft(ob, depth); // warm up both (V8 optimizes hot wasm code as it runs)
    jsPerft(fb, depth);
  }
  const [o, f, b] = best(() => jsPerft(ob, depth), () => jsPerft(fb, depth), () => ob.perft(depth + 1));
  if (o.n !== f.n) console.log(`  ${v}: leaves differ: ${o.n} vs ${f.n}`);
  console.log(`${v} | ${o.n} | ${o.s.toFixed(3)} s, ${rate(o.n, o.s)} | ${f.s.toFixed(3)} s, ${rate(f.n, f.s)} | ${(f.s / o.s).toFixed(2)}x | perft ${depth + 1}: ${b.n} in ${b.s.toFixed(3)} s, ${rate(b.n, b.s)} | ${((b.n / b.s) / (f.n / f.s)).toFixed(1)}x`);
  fb.delete();
}
