// Loads ffish.js 0.7.10 (a devDependency) in Node: its emscripten loader
// tries fetch on a file path in Node 20, so fetch is hidden while it loads.
import { createRequire } from "node:module";

let loaded = null;

export function loadFfish() {
  if (loaded) return loaded;
  loaded = (async () => {
    const saved = globalThis.fetch;
    delete globalThis.fetch;
    try {
      const require = createRequire(import.meta.url);
      const ff = require("ffish");
      await new Promise((resolve) => {
        if (ff.calledRun) resolve();
        else ff.onRuntimeInitialized = resolve;
      });
      return ff;
    } finally {
      if (saved) globalThis.fetch = saved;
    }
  })();
  return loaded;
}
