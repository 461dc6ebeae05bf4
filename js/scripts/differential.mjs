// Plays N random games per Fairy-Stockfish variant (default 200) from the
// start and N from random endgames on chaturanga-wasm and ffish.js 0.7.10,
// comparing every ply (see test/lib/differential.mjs), and prints a
// report. Usage: node scripts/differential.mjs [N] [seed] [variant...]
import load from "../index.js";
import { loadFfish } from "../test/lib/ffish.mjs";
import { FSF_VARIANTS, QUIRKS, run } from "../test/lib/differential.mjs";

const n = Number(process.argv[2] || 200);
const seed = Number(process.argv[3] || 1);
const variants = process.argv.length > 4 ? process.argv.slice(4) : FSF_VARIANTS;
const cg = await load();
const ff = await loadFfish();
const t0 = performance.now();
let bad = 0;
console.log(`${n} games per variant from the start and ${n} from random endgames, seed ${seed}`);
console.log("variant | games | plies compared | ended | results | mismatches | Fairy-Stockfish quirks");
run(cg, ff, {
  variants,
  games: n,
  seed,
  log: (t) => {
    bad += t.mismatches.length;
    const res = Object.entries(t.results).map(([k, v]) => `${k}: ${v}`).join(", ");
    const q = {};
    for (const x of t.quirks) q[x.quirk] = (q[x.quirk] || 0) + 1;
    console.log(`${t.variant} | ${t.games} | ${t.plies} | ${t.finished} | ${res} | ${t.mismatches.length} | ${Object.entries(q).map(([k, n]) => `${k}: ${n}`).join(", ")}`);
    for (const m of t.mismatches.slice(0, 5)) console.log("   ", JSON.stringify(m));
    for (const m of t.quirks.slice(0, 2)) console.log("    quirk", JSON.stringify(m));
  },
});
console.log(`${((performance.now() - t0) / 1000).toFixed(0)} s; ${bad} mismatches`);
console.log("Fairy-Stockfish quirks the differential knows (counted above, not failures):");
for (const q of QUIRKS) console.log(`- ${q.id}: ${q.what}`);
process.exit(bad ? 1 : 0);
