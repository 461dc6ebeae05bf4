// The calls a page that plays the games needs (Board.counting, end,
// forfeit, termination, pins, pinned; optionChoices), each answered by the
// library. Run with `npm test` after `npm run build`.
import { test } from "node:test";
import assert from "node:assert/strict";
import load, { ChaturangaError } from "../index.js";

const cg = await load();

function throwsCode(f, code) {
  let err = null;
  try {
    f();
  } catch (e) {
    err = e;
  }
  assert.ok(err instanceof ChaturangaError, "want a ChaturangaError, got " + err);
  assert.equal(err.code, code, err.message);
  return err;
}

// No bia and more than a khun each: under Fairy-Stockfish's countings the
// side to move after any move starts the board's honour.
const BARE = "4k3/8/8/3m4/8/R7/8/4K3 w - - 0 1";

test("counting: whose count, how many, of how many", () => {
  const b = new cg.Board("makruk", BARE);
  assert.equal(b.counting(), null);
  b.play("a3a2");
  assert.deepEqual(b.counting(), { kind: "board", side: 1, sideName: "black", count: 0, limit: 64, plies: { count: 0, limit: 128 }, passed: false, method: "Ply" });
  // White to move, the count still Black's (the FEN does not say whose).
  b.play("d5c4");
  const c = b.counting();
  assert.equal(c.side, 1);
  assert.equal(c.count, 1);
  assert.equal(b.fen().split(" ")[4], "1");
  // A board rebuilt from the FEN says the same.
  assert.deepEqual(new cg.Board("makruk", b.fen()).counting(), c);
  // Makruk's source rules: the count is started by the action, in moves.
  const d = new cg.Board("makruk", BARE.replace(" w ", " b "), { rules: "default" });
  d.startCount();
  d.play("d5c4");
  d.play("a3a2");
  assert.deepEqual(d.counting(), { kind: "board", side: 1, sideName: "black", count: 1, limit: 64, plies: null, passed: false, method: "Honour" });
  // The family's sets.
  for (const [variant, limit] of [["cambodian", 63], ["karouk", 63], ["makpong", 64], ["ai-wok", 64]]) {
    const f = new cg.Board(variant, BARE.replace("m", "s"));
    f.play("a3a2");
    const fc = f.counting();
    assert.ok(fc, variant);
    assert.equal(fc.side, 1, variant);
    assert.equal(fc.limit, limit, variant);
  }
  // ASEAN counts only a bare khun: the pieces' honour, 16 moves against a rua.
  const a = new cg.Board("asean", "4k3/8/8/8/8/R7/8/4K3 w - - 0 1");
  a.play("a3a2");
  assert.deepEqual(a.counting(), { kind: "pieces", side: 1, sideName: "black", count: 0, limit: 16, plies: { count: 0, limit: 32 }, passed: false, method: "ASEAN" });
  // Sittuyin: a bare king's count.
  const s = new cg.Board("sittuyin", "8/8/4k3/8/8/3R4/8/4K3 w - - 0 50");
  s.play("d3d2");
  s.play("e6e5");
  s.play("d2d3");
  assert.deepEqual(s.counting(), { kind: "pieces", side: 1, sideName: "black", count: 1, limit: 16, plies: { count: 2, limit: 32 }, passed: false, method: "Ply" });
  // Games without a count.
  assert.equal(new cg.Board("shatranj").counting(), null);
  assert.equal(new cg.Board("qiguo").counting(), null);
});

test("forfeit: a loss on time the PGN records and readGamePGN reads back", () => {
  const b = new cg.Board("makruk");
  b.play("e3e4");
  assert.equal(b.termination(), "");
  b.forfeit(); // Black, to move, lost on time
  assert.deepEqual({ ...b.outcome(), text: undefined }, { over: true, result: "1-0", reason: "time-forfeit", winner: 0, winnerName: "white", text: undefined });
  assert.equal(b.termination(), "time forfeit");
  assert.equal(b.legalMoves(), "");
  const pgn = b.pgn({ TimeControl: "300+3" });
  assert.match(pgn, /\[Result "1-0"\]/);
  assert.match(pgn, /\[Termination "time forfeit"\]/);
  assert.match(pgn, /1\. e4 1-0/);
  const g = cg.readGamePGN(pgn);
  assert.equal(g.board().outcome().reason, "time-forfeit");
  assert.equal(g.board().outcome().result, "1-0");
  assert.equal(g.board().termination(), "time forfeit");
  assert.equal(g.headers("TimeControl"), "300+3");
  // The clone keeps it; pop takes it back.
  assert.equal(b.clone().outcome().reason, "time-forfeit");
  b.pop();
  assert.equal(b.outcome().over, false);
  assert.equal(b.moveStack(), "e3e4");
  // By name and by boolean; own words; a draw by end.
  b.forfeit("white", "flag fell");
  assert.equal(b.outcome().result, "0-1");
  assert.equal(b.termination(), "flag fell");
  b.pop();
  b.end("adjudication", null);
  assert.equal(b.outcome().result, "1/2-1/2");
  throwsCode(() => b.forfeit(), "ErrGameOver");
  b.pop();
  throwsCode(() => b.end("checkmate", 0), "ErrIllegalMove");
  throwsCode(() => b.forfeit("green"), "ErrUnknown");
  // Qi Guo refuses it, as the library does.
  const q = new cg.Board("qiguo");
  const e = throwsCode(() => q.forfeit(), "ErrIllegalMove");
  assert.match(e.message, /resign/);
  assert.equal(q.outcome().over, false);
});

test("pins and pinned: the rule that holds a pinned piece", () => {
  const m = new cg.Board("makruk", "4k3/8/4r3/8/8/4N3/8/4K3 w - - 0 1");
  assert.deepEqual(m.pins(), [{ square: "e3", pinner: "e6" }]);
  assert.deepEqual(m.pins("black"), []);
  const p = m.pinned("e3");
  assert.equal(p.rule, "MK-9");
  assert.equal(p.piece, "ma");
  assert.deepEqual(p.pinners, [{ square: "e6", piece: "rua" }]);
  assert.deepEqual(p.moves, []);
  assert.equal(p.forbids, true);
  assert.match(p.sentence, /khun/);
  assert.equal(m.explain(p.refused).rule, "MK-9");
  assert.equal(m.pinned("e1"), null);
  const s = new cg.Board("shatranj", "4k3/8/4r3/8/8/4R3/8/4K3 w - - 0 1");
  const r = s.pinned("e3");
  assert.equal(r.rule, "SH-8");
  assert.deepEqual(r.moves, ["e3e2", "e3e4", "e3e5", "e3e6"]);
  const q = new cg.Board("qiguo");
  const qp = q.pinned("o2");
  assert.equal(qp.forbids, false);
  assert.equal(qp.rule, "");
  throwsCode(() => m.pinned("nowhere"), "ErrSyntax");
});

test("optionChoices: every option with its values and the rules' value", () => {
  const mk = cg.optionChoices("makruk");
  const counting = mk.find((o) => o.name === "Counting");
  assert.deepEqual(counting, { name: "Counting", kind: "choice", values: ["Honour", "Ply", "Cambodian", "ASEAN"], value: "Ply" });
  assert.equal(cg.optionChoices("makruk", { rules: "default" }).find((o) => o.name === "Counting").value, "Honour");
  assert.deepEqual(mk.find((o) => o.name === "MoveRule"), { name: "MoveRule", kind: "number", values: [], min: 0, max: 1000, value: "0" });
  assert.equal(mk.find((o) => o.name === "NoKingsDraw").kind, "boolean");
  for (const g of cg.games()) {
    const list = cg.optionChoices(g.name);
    assert.deepEqual(list.map((o) => o.name), g.options, g.name);
    for (const o of list) if (o.kind === "choice" || o.kind === "boolean") assert.ok(o.values.includes(o.value), `${g.name} ${o.name}`);
  }
  assert.equal(cg.optionChoices("qiguo").find((o) => o.name === "Alliances").kind, "text");
  throwsCode(() => cg.optionChoices("makruk", { rules: "nonsense" }), "ErrUnknown");
  throwsCode(() => cg.optionChoices("chess"), "ErrUnknown");
});
