// The differential against ffish.js 0.7.10 (a devDependency), a few
// random games per Fairy-Stockfish variant from the start and from random
// endgames (scripts/differential.mjs plays 200 per variant). At every ply:
// the FEN, the sorted legal moves, the SAN of every legal move, check,
// isGameOver/result with and without claimDraw (see test/lib/differential.mjs).
import { test } from "node:test";
import assert from "node:assert/strict";
import load from "../index.js";
import { loadFfish } from "./lib/ffish.mjs";
import { FSF_VARIANTS, run } from "./lib/differential.mjs";

const cg = await load();
const ff = await loadFfish();
const games = Number(process.env.DIFF_GAMES || 2);

for (const v of FSF_VARIANTS) {
  test(`${v}: ${games} games from the start and ${games} from random endgames agree with ffish.js`, () => {
    const [t] = run(cg, ff, { variants: [v], games, seed: Number(process.env.DIFF_SEED || 1) });
    assert.equal(t.games, 2 * games, "every endgame found");
    assert.deepEqual(t.mismatches, []);
    assert.ok(t.plies > 0);
  });
}
