// The record reader's Web Worker: it reads PGN with the JS package (the
// same pkg/ and WebAssembly as the page, from the browser's cache) off the
// page's thread, and replays the game once to give the page what it shows:
// the plies (side, move number, SAN, UCI), the position's text every
// MARK plies (where a review jumps to), the record's tags, the ending a
// player made (resignation, agreed or claimed draw, a loss on time) and the error that
// stopped the replay. Messages in: {id, text}; out: {id, ...} or {id,
// error}.
import load from "./pkg/index.js";

export const MARK = 256;

const cg = load({ wasm: new URL("./pkg/dist/chaturanga.wasm", import.meta.url) });

const split = (s) => (s ? s.split(" ").filter(Boolean) : []);
const plain = (e) => e && { code: e.code || "", rule: e.rule || "", sentence: e.sentence || "", message: String(e.message || e) };

function read(c, text) {
  const game = c.readGamePGN(text);
  const board = game.board();
  const tags = split(game.headerKeys()).map((k) => [k, game.headers(k)]);
  const moves = split(board.moveStack());
  // The start: the record's FEN (or the game's start) under its rules.
  const fen = game.headers("FEN");
  const start = new c.Board(board.game(), fen || undefined, { rules: board.rules() });
  const startText = start.text();
  start.delete();
  const b = new c.Board(board.game(), startText);
  const plies = [];
  const marks = [startText];
  for (const uci of moves) {
    const side = b.side();
    const number = b.fullmoveNumber();
    const san = b.sanMove(uci) || uci;
    b.play(uci);
    plies.push({ side, number, san, uci });
    if (plies.length % MARK === 0) marks.push(b.text());
  }
  // The ending a player made: the record's board is over where the
  // replayed moves alone are not.
  const o = board.outcome();
  const ending = o.over && !b.outcome().over ? { reason: o.reason, winner: o.winner, termination: board.termination() } : null;
  b.delete();
  return { game: board.game(), startText, plies, marks, tags, ending, error: plain(game.error()) };
}

self.onmessage = async (e) => {
  const { id, text } = e.data || {};
  try {
    const c = await cg;
    postMessage({ id, ...read(c, String(text)) });
  } catch (err) {
    postMessage({ id, error: plain(err), failed: true });
  }
};
