// The JS API: ffish.js's functions as ffish.js answers them, and this
// library's additions. Run with `npm test` after `npm run build`.
import { test } from "node:test";
import assert from "node:assert/strict";
import load, { ChaturangaError, Notation, VERSION } from "../index.js";

const cg = await load();
const START = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1";

function throwsCode(f, code, rule) {
  let err = null;
  try {
    f();
  } catch (e) {
    err = e;
  }
  assert.ok(err instanceof ChaturangaError, "want a ChaturangaError, got " + err);
  assert.ok(err instanceof Error);
  assert.equal(err.code, code, err.message);
  if (rule !== undefined) assert.equal(err.rule, rule, err.message);
  return err;
}

test("load gives the API; the default export and load are the same", async () => {
  const mod = await import("../index.js");
  assert.equal(mod.default, mod.load);
  assert.equal(typeof cg.Board, "function");
  assert.equal(cg.version, VERSION);
  assert.equal(cg.Notation, Notation);
  assert.match(cg.info(), /^chaturanga-wasm /);
  // A second instance is independent.
  const other = await load();
  const a = new cg.Board("makruk"), b = new other.Board("makruk");
  a.push("e3e4");
  assert.equal(b.fen(), START);
});

test("variants, startingFen, validateFen as ffish.js", () => {
  assert.equal(cg.variants(), "ai-wok asean cambodian chator chaturanga karouk makpong makruk qiguo shatar shatranj sittuyin");
  assert.equal(cg.startingFen("makruk"), START);
  assert.equal(cg.startingFen("cambodian"), "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1");
  assert.equal(cg.startingFen("sittuyin"), "8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KFRRSSNNkfrrssnn] w - - 0 1"); // ffish.js: variants.ini's order
  assert.equal(cg.startingFen("shatar"), "rnbjkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBJKBNR w - - 0 1");
  assert.equal(cg.validateFen(START, "makruk"), 1);
  assert.equal(cg.validateFen("", "makruk"), 0);
  assert.equal(cg.validateFen("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR x - - 0 1", "makruk"), -6);
  assert.equal(cg.validateFen("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - a 1", "makruk"), -2);
  assert.equal(cg.validateFen("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 b", "makruk"), -1);
  assert.ok(cg.validateFen("8/8/8/8/8/8/8/8 w - - 0 1", "makruk") < 0);
  assert.equal(cg.capturesToHand("makruk"), false);
  throwsCode(() => cg.startingFen("nonesuch"), "ErrUnknown");
  const e = cg.fenError("8/8 w", "makruk");
  assert.equal(e.code, "ErrSyntax");
  assert.equal(cg.fenError(START, "makruk"), null);
});

test("a board plays as ffish.js's: moves, SAN, push/pop, FEN, counters", () => {
  const b = new cg.Board("makruk");
  assert.equal(b.variant(), "makruk");
  assert.equal(b.rules(), "pychess");
  assert.equal(b.numberLegalMoves(), 23);
  assert.deepEqual(b.legalMoves().split(" ").sort(), "a3a4 b3b4 c3c4 d3d4 e3e4 f3f4 g3g4 h3h4 b1d2 g1e2 a1a2 h1h2 e1d2 e1f2 c1b2 c1c2 c1d2 f1e2 f1f2 f1g2 d1c2 d1d2 d1e2".split(" ").sort());
  const uci = b.legalMoves().split(" "), san = b.legalMovesSan().split(" ");
  assert.equal(san[uci.indexOf("b1d2")], "Nd2");
  assert.equal(b.sanMove("e3e4"), "e4");
  assert.equal(b.sanMove("e3e5"), "");
  assert.equal(b.push("e3e5"), false);
  assert.equal(b.push("junk"), false);
  assert.equal(b.push("e3e4"), true);
  assert.equal(b.fen(), "rnsmksnr/8/pppppppp/8/4P3/PPPP1PPP/8/RNSKMSNR b - - 0 1");
  assert.equal(b.turn(), false);
  assert.equal(b.pushSan("e5"), true);
  assert.equal(b.pushSan("Nf3"), false);
  assert.equal(b.moveStack(), "e3e4 e6e5");
  assert.equal(b.moveStackSan(), "e4 e5");
  assert.equal(b.fullmoveNumber(), 2);
  assert.equal(b.halfmoveClock(), 0);
  assert.equal(b.gamePly(), 2);
  assert.equal(b.variationSan("f3f4 f6f5"), "2. f4 f5");
  assert.equal(b.variationSan("f3f4 f6f5", Notation.SAN, false), "f4 f5");
  assert.equal(b.variationSan("f3f4 f3f4"), "");
  assert.equal(b.fen(), "rnsmksnr/8/pppp1ppp/4p3/4P3/PPPP1PPP/8/RNSKMSNR w - - 0 2", "variationSan leaves the board as it was");
  assert.equal(b.pop(), "e6e5");
  assert.equal(b.pop(), "e3e4");
  assert.equal(b.pop(), "", "pop with nothing to take back does nothing");
  assert.equal(b.fen(), START);
  assert.equal(b.pushMoves("e3e4 e6e5 zz f3f4"), false);
  assert.equal(b.moveStack(), "e3e4 e6e5", "pushMoves stops at the first bad move, as ffish.js");
  b.reset();
  assert.equal(b.fen(), START);
  assert.equal(b.pushSanMoves("e4 e5 f4 Nd7"), true);
  assert.equal(b.isCapture("f4e5"), true);
  assert.equal(b.isCapture("a3a4"), false);
  assert.equal(b.toString().split("\n")[0], "r . s m k s n r");
  assert.match(b.toVerboseString(), /Fen: /);
  assert.equal(b.is960(), false);
  assert.equal(b.isBikjang(), false);
  assert.equal(b.pocket(true), "");
  const before = cg._boards();
  b.delete();
  b.delete();
  assert.equal(cg._boards(), before - 1, "delete frees the board at once");
  throwsCode(() => b.fen(), "ErrArgument");
});

test("check, checkmate, results and claims", () => {
  const b = new cg.Board("shatranj", "4k3/8/8/8/8/8/4R3/4K3 b - - 0 1");
  assert.equal(b.isCheck(), true);
  assert.equal(b.checkedPieces(), "e8");
  const m = new cg.Board("makruk", "R3k3/8/4K3/8/8/8/8/8 b - - 0 1");
  assert.equal(m.isGameOver(), true);
  assert.equal(m.result(), "1-0");
  assert.equal(m.legalMoves(), "");
  assert.deepEqual(m.outcome(), { over: true, result: "1-0", reason: "checkmate", winner: 0, winnerName: "white", text: "white wins by checkmate" });
  // King against king: ffish.js ends it (insufficient material); the game offers the claim.
  const k = new cg.Board("makruk", "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
  assert.equal(k.isGameOver(), true);
  assert.equal(k.result(), "1/2-1/2");
  assert.equal(k.isInsufficientMaterial(), true);
  assert.equal(k.hasInsufficientMaterial(true), true);
  // Repetition is a claim.
  const r = new cg.Board("makruk");
  r.pushMoves("b1d2 b8d7 d2b1 d7b8 b1d2 b8d7 d2b1 d7b8");
  assert.equal(r.isGameOver(), false);
  assert.equal(r.isGameOver(true), true);
  assert.equal(r.result(true), "1/2-1/2");
  assert.deepEqual(r.claims(), ["repetition"]);
  assert.equal(r.repetitions(), 3);
  r.claim();
  assert.equal(r.outcome().reason, "repetition");
  assert.equal(r.push("e3e4"), false);
  throwsCode(() => r.play("e3e4"), "ErrGameOver");
  assert.equal(r.pop(), "", "the claim is taken back first");
  assert.equal(r.outcome().over, false);
  throwsCode(() => new cg.Board("makruk").claim("repetition"), "ErrIllegalMove");
  throwsCode(() => new cg.Board("makruk").claim("nonesuch"), "ErrUnknown");
});

test("resignation and agreed draws", () => {
  const b = new cg.Board("makruk");
  b.resign(true);
  assert.deepEqual(b.outcome(), { over: true, result: "0-1", reason: "resignation", winner: 1, winnerName: "black", text: "black wins by resignation" });
  assert.equal(b.legalMoves(), "");
  assert.equal(b.isGameOver(), true);
  b.pop();
  b.agreeDraw();
  assert.equal(b.result(), "1/2-1/2");
  throwsCode(() => b.agreeDraw(), "ErrGameOver");
  throwsCode(() => new cg.Board("makruk").resign(7), "ErrArgument");
  throwsCode(() => new cg.Board("makruk").resign("nobody"), "ErrUnknown");
  const n = new cg.Board("makruk");
  n.resign("black");
  assert.equal(n.result(), "1-0");
});

test("play and explain name the rule that refuses a move", () => {
  const b = new cg.Board("makruk");
  const e = throwsCode(() => b.play("e5"), "ErrIllegalMove", "MK-7");
  assert.equal(e.sentence, "a bia cannot move from e3 to e5");
  assert.match(e.message, /MK-7/);
  throwsCode(() => b.play("zz"), "ErrSyntax");
  assert.equal(b.fen(), START, "a refused move changes nothing");
  assert.equal(b.play("e4"), "e3e4");
  assert.equal(b.play("Nd7"), "b8d7");
  const x = b.explain("Ke3");
  assert.equal(x.legal, false);
  assert.equal(x.rule, "MK-2");
  assert.equal(x.code, "ErrIllegalMove");
  const y = b.explain("Nd2");
  assert.deepEqual(y, { legal: true, move: "b1d2", san: "Nd2", code: "", rule: "", sentence: "", message: "" });
  assert.equal(b.moveStack(), "e3e4 b8d7", "explain plays nothing");
  assert.equal(b.lastMove(), "b8d7");
});

test("Makruk's board's honour: the count is the player's action", () => {
  const b = new cg.Board("makruk", "4k2r/8/8/8/8/8/8/R3K3 w - - 0 1", { rules: "default" });
  assert.deepEqual(b.actions(), ["count"]);
  b.startCount();
  assert.equal(b.moveStack(), "count");
  assert.ok(b.actions().includes("stop-count"));
  b.stopCount();
  assert.equal(b.pop(), "stop-count");
  assert.equal(b.pop(), "count");
  const s = new cg.Board("makruk", undefined, { rules: "default" });
  throwsCode(() => s.startCount(), "ErrIllegalMove", "MK-12");
});

test("every game and rule set: chator, qiguo with alliances, options by text", () => {
  const games = cg.games();
  assert.deepEqual(games.map((g) => g.name), ["chator", "makruk", "qiguo", "shatar", "shatranj", "sittuyin"]);
  const chator = games.find((g) => g.name === "chator");
  assert.ok(chator.ruleSets.includes("brooke"));
  for (const g of games) {
    for (const set of g.ruleSets) {
      const b = new cg.Board(g.name, undefined, { rules: set });
      assert.ok(b.numberLegalMoves() > 0, g.name + " " + set);
      assert.equal(b.game(), g.name);
    }
  }
  const c = new cg.Board("chator", undefined, { rules: "default", options: { EnPassant: "Classic" } });
  assert.match(c.rules(), /EnPassant=Classic/);
  const c2 = new cg.Board("chator", undefined, { rules: c.rules() });
  assert.equal(c2.rules(), c.rules());
  const q = new cg.Board("qiguo", undefined, { options: { Alliances: [["Qin", "Han"], ["Chu", "Wei"], ["Qi", "Yan"], ["Zhao"]] } });
  assert.equal(q.sides(), 7);
  assert.equal(q.sideName(), "Qin");
  assert.match(q.rules(), /Alliances=/);
  const st = q.states();
  assert.equal(st.length, 7);
  assert.deepEqual(Object.keys(st[0]).sort(), ["alive", "capturedBy", "captures", "controller", "defeatedBy", "index", "losses", "name", "resigned", "toMove"]);
  assert.equal(st[0].toMove, true);
  q.resign();
  assert.equal(q.moveStack(), "resign");
  assert.equal(q.states()[0].resigned, true);
  const o = q.outcome();
  assert.equal(typeof o.reason, "string");
  throwsCode(() => new cg.Board("qiguo", undefined, { options: { Alliances: "Qin+Nobody" } }), "ErrUnknown");
  throwsCode(() => new cg.Board("chator", undefined, { rules: "nonesuch" }), "ErrUnknown");
});

test("text form, setFen, clone", () => {
  const b = new cg.Board("shatar");
  assert.equal(b.pushMoves("e2e3 e7e6"), true);
  const t = b.text();
  assert.ok(t.startsWith("default|"), t);
  const c = new cg.Board("shatar", t);
  assert.equal(c.text(), t);
  const d = b.clone();
  assert.equal(d.moveStack(), b.moveStack());
  d.pop();
  assert.notEqual(d.fen(), b.fen());
  throwsCode(() => b.setFen("junk"), "ErrSyntax");
  assert.equal(b.moveStack(), "e2e3 e7e6", "a refused setFen changes nothing");
  b.setFen(cg.startingFen("shatar"));
  assert.equal(b.moveStack(), "");
});

test("SAN disambiguates the met's first-move leap (where Fairy-Stockfish writes Me3 twice)", () => {
  const b = new cg.Board("cambodian", "n7/1M1k2s1/3N4/1N6/3K1M2/1s4r1/3S4/4M3 w E - 3 44");
  assert.equal(b.sanMove("f4e3"), "Mfe3");
  assert.equal(b.sanMove("e1e3"), "Mee3");
  throwsCode(() => b.play("Me3"), "ErrAmbiguousMove");
});

test("Sittuyin's setup: pockets and drops", () => {
  const s = new cg.Board("sittuyin");
  assert.equal(s.pocket(true), "kssfrrnn");
  assert.equal(s.pocket(false), "kssfrrnn");
  assert.ok(s.legalMoves().split(" ").includes("K@e2"));
  assert.equal(s.push("K@e2"), true);
  assert.equal(s.pocket(true), "ssfrrnn");
});

test("perft and divide inside the wasm", () => {
  const b = new cg.Board("makruk");
  assert.equal(b.perft(0), 1);
  assert.equal(b.perft(3), 12012);
  assert.equal(b.perft(4), 273026);
  const d = b.divide(2);
  assert.equal(Object.values(d).reduce((a, x) => a + x, 0), 529);
  throwsCode(() => b.perft(65), "ErrLimit");
  throwsCode(() => b.perft(1.5), "ErrArgument");
  assert.equal(new cg.Board("chator").perft(3), new cg.Board("chator").divide(3) && Object.values(new cg.Board("chator").divide(3)).reduce((a, x) => a + x, 0));
});

test("svg pictures", () => {
  const b = new cg.Board("makruk");
  b.push("e3e4");
  const s = b.svg({ size: 320, arrows: [{ from: "e2", to: "e4", color: "#d00" }], marks: [{ square: "d4" }], caption: "after 1. e4" });
  assert.match(s, /^<svg/);
  assert.match(s, /after 1. e4/);
  assert.match(b.svg({ bottom: "black", coordinates: false, lastMove: false, check: false }), /^<svg/);
  assert.match(new cg.Board("qiguo").svg(), /<svg/);
  throwsCode(() => b.svg({ arrows: [{ from: "z9", to: "e4" }] }), "ErrSyntax");
  throwsCode(() => b.svg({ lastMove: "a1a8" }), "ErrArgument");
  throwsCode(() => b.svg("big"), "ErrArgument");
});

test("PGN written with Rules and Termination, read back with readGamePGN", () => {
  const b = new cg.Board("cambodian");
  b.pushMoves("e3e4 e6e5 d1b2");
  b.resign(false);
  const pgn = b.pgn({ Event: "test", White: "a", Black: "b" });
  assert.match(pgn, /\[Variant "cambodian"\]/);
  assert.match(pgn, /\[Rules "cambodian"\]/);
  assert.match(pgn, /\[Termination "resignation"\]/);
  assert.match(pgn, /\[Result "1-0"\]/);
  const g = cg.readGamePGN(pgn);
  assert.equal(g.headers("Event"), "test");
  assert.equal(g.headers("Nope"), "");
  assert.ok(g.headerKeys().split(" ").includes("Termination"));
  assert.equal(g.mainlineMoves(), "e3e4 e6e5 d1b2");
  assert.equal(g.mainlineMovesSan(), b.moveStackSan());
  assert.equal(g.error(), null);
  const back = g.board();
  assert.deepEqual(back.outcome(), b.outcome());
  assert.equal(back.variant(), "cambodian");
  g.delete();
  // A refused move stops the replay, which says why.
  const bad = cg.readGamePGN('[Variant "makruk"]\n\n1. e4 e5 2. Nf3 *');
  assert.equal(bad.mainlineMoves(), "e3e4 e6e5");
  assert.equal(bad.error().rule, "MK-5");
  throwsCode(() => cg.readGamePGN("junk"), "ErrUnknown");
  throwsCode(() => cg.readGamePGN(""), "ErrSyntax");
  throwsCode(() => b.pgn({ "bad name": "x" }), "ErrSyntax");
});

test("wrong arguments, huge strings and unknown names throw ChaturangaError", () => {
  const b = new cg.Board("makruk");
  throwsCode(() => new cg.Board("nonesuch"), "ErrUnknown");
  throwsCode(() => new cg.Board("makruk", "junk"), "ErrSyntax");
  throwsCode(() => new cg.Board(5), "ErrArgument");
  throwsCode(() => new cg.Board("makruk", undefined, true), "ErrArgument");
  throwsCode(() => b.push(null), "ErrArgument");
  throwsCode(() => b.push(5), "ErrArgument");
  throwsCode(() => b.hasInsufficientMaterial(0), "ErrArgument");
  throwsCode(() => b.sanMove("e3e4", 7), "ErrUnknown");
  throwsCode(() => b.play("x".repeat(9 << 20)), "ErrLimit");
  throwsCode(() => b.play("e3e4\0junk"), "ErrSyntax");
  throwsCode(() => new cg.Board("makruk\0x"), "ErrSyntax");
  assert.equal(b.push("e3e4".repeat(1 << 20)), false);
  throwsCode(() => cg.validateFen(undefined), "ErrArgument");
  assert.equal(b.numberLegalMoves(), 23, "the board still answers");
});

test("boards need no delete(): the Go side holds at most 1,024, and an evicted board comes back as it was", () => {
  const before = cg._boards();
  for (let i = 0; i < 5000; i++) new cg.Board("makruk");
  assert.ok(cg._boards() <= 1024, `boards held: ${cg._boards()}`);
  // 1,200 boards kept, each in its own state: most are evicted and rebuilt.
  const boards = [];
  const want = [];
  for (let i = 0; i < 1200; i++) {
    let b;
    switch (i % 6) {
      case 0:
        b = new cg.Board("makruk");
        b.pushMoves(["e3e4", "d3d4", "c3c4"][i % 3] + " e6e5");
        break;
      case 1:
        b = new cg.Board("cambodian");
        b.push("d1e3"); // OC-1's leap
        break;
      case 2:
        b = new cg.Board("makruk");
        b.push("e3e4");
        b.resign();
        break;
      case 3:
        b = cg.readGamePGN('[Variant "shatar"]\n\n1. d4 d5 2. c4 *').board();
        break;
      case 4: {
        const a = new cg.Board("qiguo");
        a.play(a.legalMoves().split(" ")[i % 5]);
        b = a.clone();
        break;
      }
      default:
        b = new cg.Board("sittuyin");
        b.pushMoves(b.legalMoves().split(" ")[i % 7]);
    }
    boards.push(b);
    want.push([b.text(), b.moveStack(), b.outcome().text, b.legalMoves()]);
  }
  assert.ok(cg._boards() <= 1024);
  for (let i = 0; i < boards.length; i++) {
    const b = boards[i];
    assert.deepEqual([b.text(), b.moveStack(), b.outcome().text, b.legalMoves()], want[i], `board ${i}`);
  }
  // Deleted boards say so; a Game's delete frees its board.
  const g = cg.readGamePGN('[Variant "makruk"]\n\n1. e4 e5 *');
  const gb = g.board();
  assert.equal(g.isDeleted(), false);
  g.delete();
  assert.equal(g.isDeleted(), true);
  assert.equal(gb.isDeleted(), true);
  throwsCode(() => g.mainlineMoves(), "ErrArgument");
  throwsCode(() => gb.fen(), "ErrArgument");
  assert.ok(before >= 0);
});

test("ffish.js's whole surface: Game, Termination, setOption*, loadVariantConfig, embind's methods, fen arguments, DEFAULT", () => {
  assert.equal(typeof cg.Game, "function");
  throwsCode(() => new cg.Game(), "ErrArgument");
  assert.equal(cg.Termination.CHECKMATE, 1);
  assert.equal(cg.Termination.VARIANT_END, 6);
  cg.setOptionBool("UCI_Chess960", false);
  cg.setOption("UCI_Variant", "makruk");
  throwsCode(() => cg.setOptionBool("UCI_Chess960", true), "ErrArgument");
  throwsCode(() => cg.setOptionInt("Threads", 2), "ErrUnknown");
  throwsCode(() => cg.setOption("UCI_Variant", "chess"), "ErrUnknown");
  const e = throwsCode(() => cg.loadVariantConfig("[foo:chess]"), "ErrUnknown");
  assert.match(e.message, /makruk/);
  const b = new cg.Board("makruk");
  assert.equal(b.isAliasOf(b), true);
  assert.equal(b.isAliasOf(b.clone()), false);
  assert.equal(b.sanMove("a3a4", Notation.DEFAULT), "Pa4");
  assert.equal(b.sanMove("a3a4"), "a4");
  assert.equal(b.pushSan("a4", Notation.DEFAULT), false);
  assert.equal(b.pushSan("Pa4", Notation.DEFAULT), true);
  assert.equal(b.isDeleted(), false);
  b.delete();
  assert.equal(b.isDeleted(), true);
  const p = new cg.Board("makruk", "4k3/8/8/8/8/8/8/4K2M~ w - - 0 1");
  assert.equal(p.fen(), "4k3/8/8/8/8/8/8/4K2M w - - 0 1");
  assert.equal(p.fen(true), "4k3/8/8/8/8/8/8/4K2M~ w - - 0 1");
  // validateFen: junk answers negative numbers, never throws.
  for (const junk of ["\0", "\0" + START, START.replace("/8/", "/8\0/"), "x".repeat(5000), "  " + START, START.replace(" ", "  ")]) {
    const r = cg.validateFen(junk, "makruk");
    assert.ok(r < 0, JSON.stringify(junk.slice(0, 20)) + " " + r);
  }
  assert.equal(cg.validateFen("  " + START, "makruk"), -11);
  assert.equal(cg.validateFen(START.replace(" w - ", " white KQ "), "makruk"), 1);
});
