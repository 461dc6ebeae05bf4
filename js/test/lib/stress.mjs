// Point 1's synchronous loops (the ones that used to end the instance):
// each call at the largest input allowed, n times in one synchronous loop
// (no idle time for the Go side), then a check that the instance still
// answers correctly. run returns one row per loop: calls, seconds, the
// time a call (wall clock, and the process's CPU time, which a loaded
// machine inflates less), the wasm memory after it, and what the calls
// answered.
const MiB = 1 << 20;

// game100k returns the PGN of a valid 100,000-ply Makruk game (the
// source's rules: knights shuffling, no count, repetition a claim).
export function game100k(cg) {
  const b = new cg.Board("makruk", undefined, { rules: "default" });
  b.pushMoves(moves100k());
  const pgn = b.pgn({ Event: "stress" });
  b.delete();
  return pgn;
}

// moves100k: 100,000 plies of coordinates.
export function moves100k() {
  return "b1d2 g8e7 d2b1 e7g8 ".repeat(25000).trim();
}

// check returns null if the instance answers a short game correctly.
export function check(cg) {
  const b = new cg.Board("makruk");
  const ok = b.push("e3e4") && b.pushSan("e5") && b.fen() === "rnsmksnr/8/pppp1ppp/4p3/4P3/PPPP1PPP/8/RNSKMSNR w - - 0 2" && b.numberLegalMoves() === b.legalMoves().split(" ").length && b.sanMove("b1d2") === "Nd2" && b.pop() === "e6e5";
  b.delete();
  return ok ? null : "the instance answers wrongly";
}

export function run(cg, counts, log = () => {}) {
  const rows = [];
  const pgn = game100k(cg);
  const junk = "1 ".repeat((4 << 20) - 8);
  const big = "b1d2 g8e7 d2b1 e7g8 ".repeat(Math.floor((8 * MiB) / 20)).slice(0, 8 * MiB).trim();
  const moves = moves100k();
  const loop = (name, n, f) => {
    const t0 = performance.now();
    const c0 = typeof process === "undefined" ? null : process.cpuUsage();
    let answers = new Map();
    for (let i = 0; i < n; i++) {
      let a;
      try {
        a = String(f(i));
      } catch (e) {
        a = e.code || String(e);
      }
      answers.set(a, (answers.get(a) || 0) + 1);
    }
    const c = c0 && process.cpuUsage(c0);
    const row = { name, calls: n, msPerCall: +((performance.now() - t0) / n).toFixed(2), cpuMsPerCall: c ? +((c.user + c.system) / 1000 / n).toFixed(2) : null, seconds: +((performance.now() - t0) / 1000).toFixed(1), memoryMiB: Math.round(cg._memory() / MiB), boards: cg._boards(), answers: Object.fromEntries(answers), check: check(cg) };
    log(row);
    rows.push(row);
  };
  loop(`readGamePGN of a ${pgn.length}-byte, 100,000-ply game (every other game deleted)`, counts.pgn, (i) => {
    const g = cg.readGamePGN(pgn);
    const n = g.mainlineMoves().length;
    if (i % 2 === 0) g.delete();
    return n;
  });
  loop(`validateFen of ${junk.length} bytes of "1 "`, counts.fen, () => cg.validateFen(junk, "makruk"));
  loop(`pushMoves of ${big.length} bytes on a new board (past the history's limit)`, counts.push, () => new cg.Board("makruk", undefined, { rules: "default" }).pushMoves(big));
  loop(`pushMoves of 100,000 plies (${moves.length} bytes) on a new board, dropped`, counts.push100k, () => {
    const b = new cg.Board("makruk", undefined, { rules: "default" });
    b.pushMoves(moves);
    return b.gamePly();
  });
  loop("new Board(\"makruk\") made and dropped (no delete)", counts.boards, () => new cg.Board("makruk") && "made");
  loop("new Board(\"makruk\") made, played and deleted", counts.boards, () => {
    const b = new cg.Board("makruk");
    b.push("e3e4");
    b.delete();
    return "deleted";
  });
  loop("readGamePGN of a short game, then game.delete() (ffish's habit)", counts.games, () => {
    const g = cg.readGamePGN('[Variant "makruk"]\n\n1. e4 e5 2. f4 *');
    const n = g.mainlineMoves();
    g.delete();
    return n;
  });
  return rows;
}
