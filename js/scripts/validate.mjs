// Compares validateFen with ffish.js 0.7.10 on mutated FENs (test/lib/mutate.mjs):
// positions from random play of each Fairy-Stockfish variant, each
// mutated by every class; prints, per class, how often the two agree in
// sign (valid, invalid), how many of the disagreements are the classes
// this library keeps on purpose (KEPT), and an example; and, where both
// refuse a FEN, how often they give the same number.
// Usage: node scripts/validate.mjs [positions per variant] | grep -v '^Invalid'
// (ffish.js prints why each FEN is bad on stdout).
import load from "../index.js";
import { loadFfish } from "../test/lib/ffish.mjs";
import { FSF_VARIANTS } from "../test/lib/differential.mjs";
import { CLASSES, mutate } from "../test/lib/mutate.mjs";
import { rng } from "../test/lib/rng.mjs";

// The disagreements this library keeps (see the README's "validateFen and
// ffish.js"): each is a FEN that ffish.js accepts and its engine then
// mishandles, or one this library reads back as its rules say. An entry
// names the mutation classes it shows up in (null: any) and match
// recognises a disagreement {v, fen, ours, ffish, error} as it (error:
// this library's fenError message).
const NO_COUNTING = ["shatranj", "chaturanga", "shatar"];
export const KEPT = [
  {
    id: "pawn-last-rank",
    classes: ["pawn-last-rank"],
    why: "a pawn on its last rank, where it would have promoted on arrival: ffish.js's engine keeps a pawn that never moves, and no count starts while it stands there",
    match: (e) => e.ours === -20 && e.ffish === 1,
  },
  {
    id: "missing-field",
    classes: ["drop-field"],
    why: "a field missing before the counters: ffish.js's engine reads the half-move clock as a counting limit (a count running with every bia on the board, the game drawn at once) or, without counting, eats its first digit",
    match: (e) => e.ffish === 1 && e.ours === (NO_COUNTING.includes(e.v) ? -4 : -20),
  },
  {
    id: "ep-junk",
    classes: ["ep", "nul"],
    why: "junk in the en-passant field of a game without en passant: ffish.js's engine eats its first character and reads the rest, the counters shifted",
    match: (e) => NO_COUNTING.includes(e.v) && e.ours === -4 && e.ffish === 1 && !/^([a-h][1-8]|-)$/.test(e.fen.split(" ")[3] || ""),
  },
  {
    id: "check-count-junk",
    classes: ["halfmove"],
    why: "Kar Ouk: three characters in the check-count field that are not a count (\"999\"): ffish.js's validateFen takes any digit, character, digit for one, and its engine reads them as the half-move clock, the clock as the move number",
    match: (e) => e.v === "karouk" && e.ours < 0 && e.ffish === 1 && /^\d[^+]\d$/.test(e.fen.split(" ")[4] || ""),
  },
  {
    id: "in-check-not-to-move",
    classes: null,
    why: "the side not to move in check: ffish.js's engine lists the capture of the king among the legal moves",
    match: (e) => e.ours === -20 && e.ffish === 1 && /side not to move is in check/.test(e.error || ""),
  },
  {
    id: "khun-taken",
    classes: ["no-king", "truncate"],
    why: "Ouk Chatrang and Kar Ouk: the position a khun's capture leaves (the side to move without its khun, the clock 0), which ffish.js's engine writes and its validateFen refuses",
    match: (e) => (e.v === "cambodian" || e.v === "karouk") && e.ours === 1 && e.ffish === -3,
  },
];

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
        const t = (out[cls] ||= { n: 0, agree: 0, refused: 0, sameCode: 0, stricter: [], laxer: [], kept: 0, ids: {}, unexplained: [] });
        t.n++;
        if (ours <= 0 && theirs <= 0) {
          t.refused++;
          if (ours === theirs) t.sameCode++;
        }
        if (ours > 0 === theirs > 0) t.agree++;
        else {
          const err = ours > 0 ? null : cg.fenError(m.replaceAll("\0", "\x01"), v);
          const e = { v, fen: m, ours, ffish: theirs, error: err ? err.message : "" };
          (ours > 0 ? t.laxer : t.stricter).push(e);
          const k = KEPT.find((k) => (k.classes === null || k.classes.includes(cls)) && k.match(e));
          if (k) {
            t.kept++;
            t.ids[k.id] = (t.ids[k.id] || 0) + 1;
          } else t.unexplained.push(e);
        }
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
  let kept = 0, refused = 0, sameCode = 0;
  console.log("class | FENs | agree in sign | ours stricter | ours laxer | kept on purpose | example");
  for (const [cls, t] of Object.entries(res)) {
    n += t.n;
    agree += t.agree;
    kept += t.kept;
    refused += t.refused;
    sameCode += t.sameCode;
    const ex = t.unexplained[0] || t.stricter[0] || t.laxer[0];
    const ids = Object.entries(t.ids).map(([id, k]) => `${id} ${k}`).join(", ");
    console.log(`${cls} | ${t.n} | ${t.agree} | ${t.stricter.length} | ${t.laxer.length} | ${t.kept}${ids ? ` (${ids})` : ""} | ${ex ? JSON.stringify({ v: ex.v, fen: ex.fen, ours: ex.ours, ffish: ex.ffish }) : ""}`);
  }
  console.log(`${agree}/${n} agree (${((100 * agree) / n).toFixed(1)}%); ${kept} of the ${n - agree} others are the classes kept on purpose; where both refuse, the same number ${sameCode}/${refused}`);
}
