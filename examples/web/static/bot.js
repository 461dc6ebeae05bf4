// The page's side of the bot: a Web Worker running the example bot's Go
// search (worker.js, in the JS package's WebAssembly), so that the page stays responsive while
// the bot thinks.
export class Bot {
  constructor() {
    this.worker = null;
    this.pending = new Map();
    this.next = 1;
    this.readyMs = null;
    this.onReady = null;
  }

  // start makes the worker and starts its WebAssembly (the first move
  // would otherwise wait for it).
  start() {
    if (this.worker) return;
    this.worker = new Worker(new URL("worker.js", import.meta.url), { type: "module" });
    this.worker.onmessage = (e) => {
      const m = e.data || {};
      if (m.ready) {
        this.readyMs = m.ms;
        if (this.onReady) this.onReady(m.ms);
        return;
      }
      if (m.id === 0) {
        for (const p of this.pending.values()) p.reject(new Error(m.error));
        this.pending.clear();
        return;
      }
      const p = this.pending.get(m.id);
      if (!p) return;
      this.pending.delete(m.id);
      if (m.error) p.reject(new Error(m.error));
      else p.resolve(m);
    };
    this.worker.onerror = (e) => {
      for (const p of this.pending.values()) p.reject(new Error(e.message || "the bot's worker failed"));
      this.pending.clear();
    };
  }

  // move asks for the bot's move in the position: {variant, text, depth,
  // seed} -> Promise of {move, san, ms}.
  move(req) {
    this.start();
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, ...req });
    });
  }
}
