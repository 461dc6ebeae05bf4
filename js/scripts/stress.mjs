// Runs point 1 of issue 27's synchronous loops at full counts (1,000 calls
// of each at the largest input allowed, a million boards made and
// dropped, 100,000 games read and deleted) on one instance, and prints
// each loop's time, the wasm memory after it and the answers; exits 1 if
// the instance stops answering correctly or its memory passes the
// ceiling README.md documents. Usage: node scripts/stress.mjs [scale]
// (scale 0.01 runs a hundredth of every count).
import { loadavg } from "node:os";
import load from "../index.js";
import { run } from "../test/lib/stress.mjs";

export const CEILING_MIB = 768;
const scale = Number(process.argv[2] || 1);
const n = (x) => Math.max(1, Math.round(x * scale));
const cg = await load();
const t0 = performance.now();
console.log(`chaturanga-wasm ${cg.version}, Node ${process.version}, scale ${scale}, load average ${loadavg().map((x) => x.toFixed(1)).join(" ")}`);
console.log("loop | calls | ms a call | CPU ms a call | wasm memory after (MiB) | boards held | answers | instance");
let bad = 0;
run(cg, { pgn: n(1000), fen: n(1000), push: n(1000), push100k: n(1000), boards: n(1000000), games: n(100000) }, (r) => {
  if (r.check !== null || r.memoryMiB > CEILING_MIB) bad++;
  console.log(`${r.name} | ${r.calls} | ${r.msPerCall} | ${r.cpuMsPerCall} | ${r.memoryMiB} | ${r.boards} | ${JSON.stringify(r.answers)} | ${r.check || "answers correctly"}`);
});
console.log(`${((performance.now() - t0) / 1000).toFixed(0)} s in all (load average ${loadavg().map((x) => x.toFixed(1)).join(" ")}); memory ${Math.round(cg._memory() / 2 ** 20)} MiB (ceiling ${CEILING_MIB} MiB)`);
process.exit(bad ? 1 : 0);
