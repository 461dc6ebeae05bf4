// The differential against ffish.js 0.7.10: random games of the ten
// Fairy-Stockfish variants played on both libraries, from the start and
// from random endgames, comparing at every ply the FEN, the sorted legal
// moves, the SAN of every legal move, check and the checked king, the
// board text and toVerboseString (but its Key), fen(showPromoted, countStarted), sanMove(m, Notation.DEFAULT)
// of every legal move, isGameOver/result (with and without claimDraw), the move
// number, ply and half-move clock, insufficient material, the pockets,
// and isCapture and push of the move played.
import { rng } from "./rng.mjs";

export const FSF_VARIANTS = ["makruk", "cambodian", "karouk", "makpong", "asean", "ai-wok", "shatranj", "chaturanga", "sittuyin", "shatar"];

// Known differences, each a Fairy-Stockfish quirk: a mismatch one of them
// explains is counted as that quirk, not as a failure, and the game goes
// on. Each says what Fairy-Stockfish does and why this library does
// otherwise; `match` recognises it from the mismatch and the board.
export const QUIRKS = [
  {
    id: "ambiguous-met-san",
    what: "Ouk Chatrang and Kar Ouk: Fairy-Stockfish's SAN of a met move does not disambiguate it from the other met's first-move leap (OC-1) to the same square: both are \"Me3\" in n7/1M1k2s1/3N4/1N6/3K1M2/1s4r1/3S4/4M3 w E - 3 44 (f4e3 and e1e3), and its pushSan(\"Me3\") plays f4e3; this library writes \"Mfe3\" and \"Mee3\", as SAN must.",
    match: (d, v) => (v === "cambodian" || v === "karouk") && d.what.startsWith("san ") && typeof d.ours === "string" && /^M[a-h1-8]/.test(d.ours) && d.ours.length === d.ffish.length + 1 && d.ours[0] + d.ours.slice(2) === d.ffish,
  },
];

function quirkOf(d, variant) {
  return QUIRKS.find((q) => q.match(d, variant)) || null;
}

// sortedMoves splits a move list and sorts it.
const sorted = (s) => (s === "" ? [] : s.split(" ").sort());

function sanMap(board) {
  const uci = board.legalMoves();
  const san = board.legalMovesSan();
  const u = uci === "" ? [] : uci.split(" ");
  const s = san === "" ? [] : san.split(" ");
  const m = new Map();
  u.forEach((x, i) => m.set(x, s[i]));
  return m;
}

// verbose is a board's toVerboseString with the Key line's number left
// out (Fairy-Stockfish's Zobrist key is its own).
export const verbose = (board) => board.toVerboseString().replace(/\nKey: [0-9A-F]{16}\n/, "\nKey: -\n");

// compare returns the first difference between the two boards, or null.
export function compare(ours, theirs, quirks = []) {
  const diff = (what, a, b) => (a === b ? null : { what, ours: a, ffish: b });
  let d;
  if ((d = diff("fen", ours.fen(), theirs.fen()))) return d;
  if ((d = diff("fen(true)", ours.fen(true), theirs.fen(true)))) return d;
  if ((d = diff("fen(false, 0)", ours.fen(false, 0), theirs.fen(false, 0)))) return d;
  // countStarted: no board's honour count (-1), one started at the first
  // ply, a few plies ago, and at the next ply.
  const gp = theirs.gamePly();
  for (const cs of [-1, 1, Math.max(1, gp - 3), gp + 1]) {
    if ((d = diff(`fen(false, ${cs})`, ours.fen(false, cs), theirs.fen(false, cs)))) return d;
    if ((d = diff(`fen(true, ${cs})`, ours.fen(true, cs), theirs.fen(true, cs)))) return d;
  }
  const oOver = ours.isGameOver(), tOver = theirs.isGameOver();
  if ((d = diff("isGameOver", oOver, tOver))) return d;
  if ((d = diff("result", ours.result(), theirs.result()))) return d;
  if ((d = diff("isGameOver(claimDraw)", ours.isGameOver(true), theirs.isGameOver(true)))) return d;
  if ((d = diff("result(claimDraw)", ours.result(true), theirs.result(true)))) return d;
  if ((d = diff("isCheck", ours.isCheck(), theirs.isCheck()))) return d;
  if ((d = diff("checkedPieces", ours.checkedPieces(), theirs.checkedPieces()))) return d;
  if ((d = diff("toString", ours.toString(), theirs.toString()))) return d;
  if ((d = diff("toVerboseString", verbose(ours), verbose(theirs)))) return d;
  if ((d = diff("turn", ours.turn(), theirs.turn()))) return d;
  if ((d = diff("fullmoveNumber", ours.fullmoveNumber(), theirs.fullmoveNumber()))) return d;
  if ((d = diff("gamePly", ours.gamePly(), theirs.gamePly()))) return d;
  if ((d = diff("halfmoveClock", ours.halfmoveClock(), theirs.halfmoveClock()))) return d;
  if ((d = diff("hasInsufficientMaterial(white)", ours.hasInsufficientMaterial(true), theirs.hasInsufficientMaterial(true)))) return d;
  if ((d = diff("hasInsufficientMaterial(black)", ours.hasInsufficientMaterial(false), theirs.hasInsufficientMaterial(false)))) return d;
  if ((d = diff("isInsufficientMaterial", ours.isInsufficientMaterial(), theirs.isInsufficientMaterial()))) return d;
  if ((d = diff("pocket(white)", ours.pocket(true), theirs.pocket(true)))) return d;
  if ((d = diff("pocket(black)", ours.pocket(false), theirs.pocket(false)))) return d;
  if (tOver) return null; // Fairy-Stockfish lists moves after some endings; the game is over
  const ol = sorted(ours.legalMoves()), tl = sorted(theirs.legalMoves());
  if ((d = diff("legalMoves", ol.join(" "), tl.join(" ")))) return d;
  if ((d = diff("numberLegalMoves", ours.numberLegalMoves(), theirs.numberLegalMoves()))) return d;
  const N = theirs.__ffNotation;
  if (N) {
    for (const m of tl) {
      if ((d = diff("sanMove(DEFAULT) " + m, ours.sanMove(m, 0), theirs.sanMove(m, N.DEFAULT)))) return d;
    }
  }
  const os = sanMap(ours), ts = sanMap(theirs);
  for (const [m, san] of ts) {
    if ((d = diff("san " + m, os.get(m), san))) {
      const q = quirkOf(d, ours.variant());
      if (!q) return d;
      quirks.push({ quirk: q.id, ...d, position: theirs.fen() });
    }
  }
  return null;
}

// endgame returns a random endgame FEN of the variant that both libraries
// accept, or null.
export function endgame(cg, ff, variant, r) {
  const start = cg.startingFen(variant);
  const boardField = start.split(" ")[0];
  const letters = [...new Set(boardField.replace(/[^A-Za-z]/g, "").toUpperCase().split(""))].filter((c) => c !== "K");
  const hand = variant === "sittuyin" ? "[]" : "";
  for (let attempt = 0; attempt < 200; attempt++) {
    const cells = new Array(64).fill("");
    const place = (piece, lo = 0, hi = 7) => {
      for (let t = 0; t < 50; t++) {
        const rank = lo + r.int(hi - lo + 1), file = r.int(8);
        if (cells[rank * 8 + file] === "") {
          cells[rank * 8 + file] = piece;
          return;
        }
      }
    };
    place("K");
    place("k");
    const n = 1 + r.int(4);
    for (let i = 0; i < n; i++) {
      const l = r.pick(letters);
      const white = r.int(2) === 0;
      if (l === "P") place(white ? "P" : "p", 1, 6);
      else place(white ? l : l.toLowerCase());
    }
    const ranks = [];
    for (let rank = 7; rank >= 0; rank--) {
      let s = "", empty = 0;
      for (let file = 0; file < 8; file++) {
        const c = cells[rank * 8 + file];
        if (c === "") empty++;
        else {
          if (empty) s += empty;
          empty = 0;
          s += c;
        }
      }
      if (empty) s += empty;
      ranks.push(s);
    }
    const fen = ranks.join("/") + hand + " " + (r.int(2) ? "w" : "b") + " - - 0 1";
    if (cg.fenError(fen, variant) !== null) continue;
    const k = cells.indexOf("K"), kk = cells.indexOf("k");
    if (Math.abs((k >> 3) - (kk >> 3)) <= 1 && Math.abs((k & 7) - (kk & 7)) <= 1) continue; // ffish.js prints a diagram for these
    if (ff.validateFen(fen, variant) !== 1) continue;
    // Not a position whose side not to move is in check (which some
    // counting rule sets read, as Fairy-Stockfish does, but no game reaches).
    const flipped = fen.replace(/ ([wb]) /, (_, c) => (c === "w" ? " b " : " w "));
    if (cg.fenError(flipped, variant) === null) {
      const other = new cg.Board(variant, flipped);
      const check = other.isCheck();
      other.delete();
      if (check) continue;
    }
    return fen;
  }
  return null;
}

// playGame plays one random game on both libraries and returns
// {plies, mismatch, fen, moves}.
export function playGame(cg, ff, variant, fen, r, maxPlies = 400) {
  const ours = fen ? new cg.Board(variant, fen) : new cg.Board(variant);
  const theirs = fen ? new ff.Board(variant, fen) : new ff.Board(variant);
  theirs.__ffNotation = ff.Notation;
  const moves = [];
  const quirks = [];
  try {
    for (let ply = 0; ; ply++) {
      const d = compare(ours, theirs, quirks);
      if (d) return { plies: ply, mismatch: { ...d, variant, start: fen || "startpos", moves: moves.join(" "), position: theirs.fen() }, over: false, quirks };
      if (theirs.isGameOver() || ply >= maxPlies) return { plies: ply, mismatch: null, over: theirs.isGameOver(), result: theirs.result(), quirks };
      const list = theirs.legalMoves().split(" ");
      // Prefer captures now and then, so that games reach their endings.
      let m = r.pick(list);
      if (r.int(3) === 0) {
        const caps = list.filter((x) => theirs.isCapture(x));
        if (caps.length) m = r.pick(caps);
      }
      moves.push(m);
      const cap = [ours.isCapture(m), theirs.isCapture(m)];
      if (cap[0] !== cap[1]) return { plies: ply, mismatch: { what: "isCapture " + m, ours: cap[0], ffish: cap[1], variant, start: fen || "startpos", moves: moves.join(" "), position: theirs.fen() }, over: false, quirks };
      const a = ours.push(m), b = theirs.push(m);
      if (a !== b) return { plies: ply, mismatch: { what: "push " + m, ours: a, ffish: b, variant, start: fen || "startpos", moves: moves.join(" "), position: theirs.fen() }, over: false, quirks };
    }
  } finally {
    theirs.delete();
    ours.delete();
  }
}

// run plays `games` games per variant from the start and as many from
// random endgames; it returns per-variant tallies and the mismatches.
export function run(cg, ff, { variants = FSF_VARIANTS, games = 3, seed = 1, maxPlies = 400, log = () => {} } = {}) {
  const report = [];
  for (const v of variants) {
    const r = rng(seed * 7919 + v.length * 131 + v.charCodeAt(0));
    const t = { variant: v, games: 0, endgames: 0, plies: 0, finished: 0, results: {}, mismatches: [], quirks: [] };
    for (let i = 0; i < 2 * games; i++) {
      let fen = null;
      if (i % 2 === 1) {
        fen = endgame(cg, ff, v, r);
        if (!fen) continue;
        t.endgames++;
      }
      const g = playGame(cg, ff, v, fen, r, maxPlies);
      t.games++;
      t.plies += g.plies;
      if (g.over) {
        t.finished++;
        t.results[g.result] = (t.results[g.result] || 0) + 1;
      }
      if (g.mismatch) t.mismatches.push(g.mismatch);
      t.quirks.push(...g.quirks);
    }
    log(t);
    report.push(t);
  }
  return report;
}
