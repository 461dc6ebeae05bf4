// The bot's Web Worker: it runs the example bot's search (examples/bot's
// Go code, compiled to bot.wasm) off the page's thread. Messages in:
// {id, variant, rules, fen, depth, seed}; out: {id, move, san, error, ms}
// (ms: the search's time), or {ready, ms} once the WebAssembly has
// started.
importScripts("wasm_exec.js");

const started = performance.now();

async function instantiate(go) {
  const url = new URL("bot.wasm", self.location.href);
  const res = await fetch(url);
  if (!res.ok) throw new Error(`bot.wasm: ${res.status} ${res.statusText}`);
  if (WebAssembly.instantiateStreaming && (res.headers.get("Content-Type") || "").startsWith("application/wasm")) {
    return WebAssembly.instantiateStreaming(res, go.importObject);
  }
  return WebAssembly.instantiate(await res.arrayBuffer(), go.importObject);
}

const ready = (async () => {
  const go = new Go();
  const { instance } = await instantiate(go);
  go.run(instance); // returns once main blocks: chaturangaBotMove is set
  if (typeof self.chaturangaBotMove !== "function") throw new Error("bot.wasm did not start");
  postMessage({ ready: true, ms: performance.now() - started });
})();
ready.catch((e) => postMessage({ id: 0, error: String(e && e.message || e) }));

self.onmessage = async (e) => {
  const { id, variant, rules, fen, depth, seed } = e.data || {};
  try {
    await ready;
    const t = performance.now();
    const r = self.chaturangaBotMove(String(variant), String(rules), String(fen), Number(depth) | 0, Number(seed) >>> 0);
    postMessage({ id, move: r.move || "", san: r.san || "", error: r.error || "", ms: performance.now() - t });
  } catch (err) {
    postMessage({ id, error: String(err && err.message || err) });
  }
};
