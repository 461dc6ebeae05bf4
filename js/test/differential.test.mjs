// The differential against ffish.js 0.7.10 (a devDependency), a few
// random games per Fairy-Stockfish variant from the start and from random
// endgames (scripts/differential.mjs plays 200 per variant). At every ply:
// the FEN, the sorted legal moves, the SAN of every legal move, check,
// isGameOver/result with and without claimDraw (see test/lib/differential.mjs).
import { test } from "node:test";
import assert from "node:assert/strict";
import load from "../index.js";
import { loadFfish } from "./lib/ffish.mjs";
import { compareValidate } from "../scripts/validate.mjs";
import { FSF_VARIANTS, run, verbose } from "./lib/differential.mjs";

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

// fen(showPromoted, countStarted) where a count runs: the board's honour
// (no bia left, both sides with more than their king), the pieces' honour
// (a lone king), Cambodian's board's honour ending sooner than the
// pieces' (limit 126), Kar Ouk's check field between the two counting
// fields, and ASEAN's and Sittuyin's counts (which countStarted leaves).
// From each position a few plies are played on both libraries, and at
// each ply every countStarted from -2 to the ply after the next is asked.
const COUNTING = [
  ["makruk", "4k3/8/3r4/8/8/3R4/8/3KM3 w - - 0 1"],
  ["makruk", "4k3/8/8/8/8/3R4/8/3KS3 w - - 0 40"],
  ["makruk", "4k3/8/3m4/8/8/3R4/8/3KS3 b - 128 17 40"],
  ["makpong", "4k3/8/3r4/8/8/3R4/8/3KM3 w - - 0 1"],
  ["ai-wok", "4k3/8/3a4/8/8/3R4/8/3K4 w - - 0 12"],
  ["cambodian", "4k3/8/3s4/8/8/3R4/8/3K4 w - - 0 60"],
  ["cambodian", "4k3/8/8/8/8/3R4/8/3K4 w - - 0 60"],
  ["cambodian", "4k3/8/3s4/2n5/8/3R4/8/3KM3 b - - 0 60"],
  ["karouk", "4k3/8/8/8/8/3R4/8/3K4 w - - 1+1 0 60"],
  ["asean", "4k3/8/8/8/8/3R4/8/3K4 w - - 0 20"],
  ["sittuyin", "4k3/8/8/8/8/3R4/8/3K4[] w - - 0 20"],
  ["makruk", "4k3/8/8/4M3/8/8/8/3K4 w - - 0 1"], // a promoted met (showPromoted)
];

test("fen(showPromoted, countStarted) agrees with ffish.js where a count runs", () => {
  let asked = 0, moved = 0;
  for (const [v, fen] of COUNTING) {
    const ours = new cg.Board(v, fen), theirs = new ff.Board(v, fen);
    try {
      for (let i = 0; i < 8 && !theirs.isGameOver(); i++) {
        const gp = theirs.gamePly();
        for (let cs = -2; cs <= gp + 2; cs += cs < 3 || cs > gp - 5 ? 1 : 7) {
          for (const sp of [false, true]) {
            const want = theirs.fen(sp, cs);
            assert.equal(ours.fen(sp, cs), want, `${v} ${fen} after ${theirs.moveStack()}: fen(${sp}, ${cs})`);
            asked++;
            if (want !== theirs.fen(sp)) moved++;
          }
        }
        const list = theirs.legalMoves().split(" ");
        const m = list[(i * 7) % list.length];
        assert.ok(ours.push(m) && theirs.push(m));
      }
    } finally {
      ours.delete();
      theirs.delete();
    }
  }
  assert.ok(moved > asked / 3, `countStarted changed ${moved} of ${asked} FENs`);
  // showPromoted: a piece promoted in play, one a FEN marks.
  const promoting = [
    ["makruk", "4k3/8/8/1P6/8/8/8/3K4 w - - 0 1", "b5b6m"],
    ["makruk", "4k3/8/8/1M~6/8/8/8/3K4 w - - 0 1", "b5c6"],
    ["sittuyin", "4k3/8/8/3P4/8/8/8/3K4[] w - - 0 1", "d5c4f"],
    ["sittuyin", "4k3/8/8/3P4/8/8/8/3K4[] w - - 0 1", "d5d5f"],
  ];
  for (const [v, fen, m] of promoting) {
    const ours = new cg.Board(v, fen), theirs = new ff.Board(v, fen);
    assert.ok(ours.push(m) && theirs.push(m), `${v} ${fen} ${m}`);
    for (const cs of [-1, 0, 1, theirs.gamePly()]) {
      for (const sp of [false, true]) assert.equal(ours.fen(sp, cs), theirs.fen(sp, cs), `${v} ${fen} ${m}: fen(${sp}, ${cs})`);
    }
    assert.match(ours.fen(true), /~/);
    ours.delete();
    theirs.delete();
  }
});

// toVerboseString, Key's number aside, on the positions a few random
// games of each Fairy-Stockfish variant pass through (the games above
// compare it too), with positions in check (the Checkers line).
test("toVerboseString agrees with ffish.js but for the key's number, the checkers included", () => {
  const checks = [
    ["makruk", "4k3/8/3N4/8/8/8/8/4RK2 b - - 0 1"],
    ["shatranj", "4k3/8/3N4/8/8/8/8/4R1K1 b - - 0 1"],
    ["shatar", "4k3/8/3N4/8/8/8/8/4R1K1 b - - 0 1"],
    ["asean", "4k3/8/3N4/8/8/8/8/4R1K1 b - - 0 1"],
    ["sittuyin", "4k3/8/3N4/8/8/8/8/4R1K1[] b - - 0 1"],
    ["sittuyin", "8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[NNRRKSSFkfrrssnn] w - - 0 1"],
  ];
  for (const [v, fen] of checks) {
    const ours = new cg.Board(v, fen), theirs = new ff.Board(v, fen);
    assert.equal(verbose(ours), verbose(theirs), `${v} ${fen}`);
    ours.delete();
    theirs.delete();
  }
  const b = new cg.Board("shatranj", "4k3/8/3N4/8/8/8/8/4R1K1 b - - 0 1");
  assert.match(b.toVerboseString(), /\nCheckers: e1 d6 \nChased: $/);
  b.delete();
});

// quiet runs f without what it writes on stderr (ffish.js says there why
// each FEN it refuses is bad).
function quiet(f) {
  const write = process.stderr.write;
  process.stderr.write = () => true;
  try {
    return f();
  } finally {
    process.stderr.write = write;
  }
}

// validateFen on mutated FENs (scripts/validate.mjs, a few positions per
// variant): by class, the sign agrees with ffish.js's but for the
// classes this library keeps on purpose (KEPT, each listed in the README).
test("validateFen agrees in sign with ffish.js on mutated FENs, by class, but for the classes kept", () => {
  const res = quiet(() => compareValidate(cg, ff, Number(process.env.VALIDATE_FENS || 3), Number(process.env.DIFF_SEED || 1)));
  for (const [cls, t] of Object.entries(res)) {
    assert.deepEqual(t.unexplained, [], `class ${cls}`);
    assert.equal(t.agree + t.kept, t.n, `class ${cls}`);
  }
  // ffish.js's lenient readings, followed here: a short or long last
  // rank, letters in Cambodian's gate field that name no file, a count
  // field in Sittuyin that is not one, a Kar Ouk FEN of six fields.
  const follow = [
    ["makruk", "r1smksnr/3n4/pp1ppppp/2p5/1P6/P1PPPPPP/4SM2/RNSK2N b - - 1 3", 1],
    ["cambodian", "rnsm1snr/6k1/pppppppp/8/8/PPPPPPPP/3S1K2/RN2MSNR1 b Ed - 3 2", 1],
    ["shatranj", "rnbkqb1r/pppppppp/8/3n4/8/2P4N/PP1PPPPP/RNBK", 1],
    ["makruk", "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNRR w - - 0 1", -8],
    ["cambodian", "rnsm1snr/6k1/pppppppp/8/8/PPPPPPPP/3S1K2/RN2MSNR b KQkq - 3 2", 1],
    ["cambodian", "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DxEde - 0 1", 1],
    ["sittuyin", "7k/8/4pppp/pppp4/4PPPP/PPPP4/8/7K[SSFRRNNssfrrnn] w - e6 0 2", -14],
    ["karouk", "rnsm1snr/5k2/pppppppp/8/3PP3/PPP2PPP/8/RNSKMSNR b DEd - 1+1 2", -2],
  ];
  for (const [v, fen, want] of follow) {
    assert.equal(cg.validateFen(fen, v), want, `${v} ${fen}`);
    assert.equal(quiet(() => ff.validateFen(fen, v)), want, `ffish.js: ${v} ${fen}`);
  }
  // A board reads what validateFen accepts as ffish.js's does.
  for (const [v, fen, want] of follow) {
    if (want !== 1) continue;
    const ours = new cg.Board(v, fen), theirs = new ff.Board(v, fen);
    assert.equal(ours.fen(), theirs.fen(), `${v} ${fen}`);
    ours.delete();
    theirs.delete();
  }
});

// The top-level functions beside the boards: startingFen of every
// Fairy-Stockfish variant (the FEN of its definition: Sittuyin's pockets
// in its order, Kar Ouk's without the check count), validateFen with
// chess960 true (which changes nothing in these games).
test("startingFen and validateFen(fen, v, true) answer as ffish.js's", () => {
  for (const v of FSF_VARIANTS) {
    const start = ff.startingFen(v);
    assert.equal(cg.startingFen(v), start, v);
    assert.equal(cg.validateFen(start, v, true), quiet(() => ff.validateFen(start, v, true)), v);
    const ours = new cg.Board(v, start), theirs = new ff.Board(v, start);
    assert.equal(ours.fen(), theirs.fen(), v);
    ours.delete();
    theirs.delete();
  }
});

// Notation.DEFAULT where two pawns reach the same square: captures that
// promote (Makruk's "Pcxd6=M", Shatranj's, ASEAN's) and Sittuyin's
// promotions onto the same square ("Pcb7=F", "Pab7=F") are disambiguated.
test("Notation.DEFAULT disambiguates pawn moves that promote as ffish.js's", () => {
  const positions = [
    ["makpong", "6k1/sN6/3m3s/1pPpP2p/5p2/8/2K5/8 w - - 5 47"],
    ["makruk", "6k1/8/3m4/2P1P3/8/8/2K5/8 w - - 0 1"],
    ["shatranj", "3q2k1/2P1P3/8/8/8/8/2K5/8 w - - 0 1"],
    ["asean", "3q2k1/2P1P3/8/8/8/8/2K5/8 w - - 0 1"],
    ["sittuyin", "P5k1/8/2P5/8/8/8/2K5/8[] w - - 0 1"],
    ["sittuyin", "6k1/8/3p4/2P1P3/8/8/2K5/8[] w - - 0 1"],
  ];
  for (const [v, fen] of positions) {
    const ours = new cg.Board(v, fen), theirs = new ff.Board(v, fen);
    for (const m of theirs.legalMoves().split(" ")) {
      const want = theirs.sanMove(m, ff.Notation.DEFAULT);
      assert.equal(ours.sanMove(m, cg.Notation.DEFAULT), want, `${v} ${fen} ${m}`);
      const b = new cg.Board(v, fen);
      assert.ok(b.pushSan(want, cg.Notation.DEFAULT), `pushSan(${want})`);
      assert.equal(b.moveStack(), m);
      b.delete();
    }
    ours.delete();
    theirs.delete();
  }
});
