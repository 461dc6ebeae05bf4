// The bot's Web Worker: it runs the example bot's search (examples/bot's
// Go code, in the JS package's WebAssembly: Board.bestMove) off the
// page's thread. The module and its WebAssembly are the page's own, from
// the browser's cache: a visit loads one Go runtime. Messages in: {id,
// variant, text, depth, seed} (text: the position's "rules|FEN"); out:
// {id, move, san, error, ms} (ms: the search's time), or {ready, ms}
// once the WebAssembly has started.
import load from "./pkg/index.js";

const started = performance.now();
const ready = load({ wasm: new URL("./pkg/dist/chaturanga.wasm", import.meta.url) });
ready.then(() => postMessage({ ready: true, ms: performance.now() - started }),
  (e) => postMessage({ id: 0, error: String(e && e.message || e) }));

self.onmessage = async (e) => {
  const { id, variant, text, depth, seed } = e.data || {};
  try {
    const cg = await ready;
    const t = performance.now();
    const board = new cg.Board(String(variant), String(text));
    try {
      const move = board.bestMove(Number(depth) | 0, Number(seed) | 0);
      if (!move) throw new Error("the bot has no move: the game is over");
      postMessage({ id, move, san: board.sanMove(move), error: "", ms: performance.now() - t });
    } finally {
      board.delete();
    }
  } catch (err) {
    postMessage({ id, error: String(err && err.message || err) });
  }
};
